; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg readonly captures(none) %1, ptr addrspace(1) inreg writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg readnone captures(none) %9, ptr addrspace(1) inreg readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  %14 = shl i32 %12, 7, !dbg !9
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 127, !dbg !10
  %18 = and i32 %15, 31, !dbg !10
  %19 = and i32 %15, 256, !dbg !10
  %20 = lshr exact i32 %19, 3, !dbg !10
  %21 = or disjoint i32 %20, %18, !dbg !10
  %22 = shl nuw nsw i32 %15, 3, !dbg !10
  %23 = and i32 %22, 120, !dbg !10
  %24 = and i32 %15, 192, !dbg !10
  %25 = lshr exact i32 %24, 1, !dbg !10
  %26 = and i32 %15, 32, !dbg !10
  %27 = lshr exact i32 %26, 3, !dbg !10
  %28 = or disjoint i32 %27, %25, !dbg !10
  %29 = or disjoint i32 %17, %14, !dbg !11
  %30 = or disjoint i32 %21, %14, !dbg !11
  %31 = or disjoint i32 %30, 64, !dbg !11
  %32 = shl i32 %13, 7, !dbg !12
  %33 = or disjoint i32 %23, %32, !dbg !13
  %34 = or disjoint i32 %33, 1, !dbg !13
  %35 = or disjoint i32 %33, 2, !dbg !13
  %36 = or disjoint i32 %33, 3, !dbg !13
  %37 = or disjoint i32 %33, 4, !dbg !13
  %38 = or disjoint i32 %33, 5, !dbg !13
  %39 = or disjoint i32 %33, 6, !dbg !13
  %40 = or disjoint i32 %33, 7, !dbg !13
  %41 = or disjoint i32 %28, %32, !dbg !13
  %42 = or disjoint i32 %41, 1, !dbg !13
  %43 = or disjoint i32 %41, 2, !dbg !13
  %44 = or disjoint i32 %41, 3, !dbg !13
  %45 = or disjoint i32 %41, 8, !dbg !13
  %46 = or disjoint i32 %41, 9, !dbg !13
  %47 = or disjoint i32 %41, 10, !dbg !13
  %48 = or disjoint i32 %41, 11, !dbg !13
  %49 = or disjoint i32 %41, 16, !dbg !13
  %50 = or disjoint i32 %41, 17, !dbg !13
  %51 = or disjoint i32 %41, 18, !dbg !13
  %52 = or disjoint i32 %41, 19, !dbg !13
  %53 = or disjoint i32 %41, 24, !dbg !13
  %54 = or disjoint i32 %41, 25, !dbg !13
  %55 = or disjoint i32 %41, 26, !dbg !13
  %56 = or disjoint i32 %41, 27, !dbg !13
  %57 = and i32 %22, 24, !dbg !14
  %58 = lshr i32 %15, 4, !dbg !14
  %59 = and i32 %58, 31, !dbg !14
  %60 = icmp slt i32 %29, %3, !dbg !15
  %61 = mul i32 %6, %29, !dbg !16
  %62 = sext i32 %61 to i64, !dbg !17
  %63 = getelementptr half, ptr addrspace(1) %0, i64 %62, !dbg !17
  %64 = icmp slt i32 %33, %4, !dbg !18
  %65 = icmp slt i32 %34, %4, !dbg !18
  %66 = icmp slt i32 %35, %4, !dbg !18
  %67 = icmp slt i32 %36, %4, !dbg !18
  %68 = icmp slt i32 %37, %4, !dbg !18
  %69 = icmp slt i32 %38, %4, !dbg !18
  %70 = icmp slt i32 %39, %4, !dbg !18
  %71 = icmp slt i32 %40, %4, !dbg !18
  %72 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %72, label %.lr.ph, label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %73 = sext i32 %34 to i64
  %74 = sext i32 %35 to i64
  %75 = sext i32 %36 to i64
  %76 = sext i32 %37 to i64
  %77 = sext i32 %38 to i64
  %78 = sext i32 %39 to i64
  %79 = sext i32 %40 to i64
  %80 = sext i32 %33 to i64
  %81 = shl nuw nsw i32 %15, 4
  %82 = and i32 %81, 8176
  %83 = and i32 %15, 56
  %84 = xor i32 %82, %83
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84
  %86 = xor i32 %84, 8
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86
  %88 = shl nuw nsw i32 %18, 6
  %89 = shl nuw nsw i32 %15, 2
  %90 = and i32 %89, 56
  %91 = lshr exact i32 %26, 2
  %92 = shl nuw nsw i32 %19, 3
  %93 = or disjoint i32 %88, %90
  %94 = xor i32 %93, %91
  %95 = or disjoint i32 %94, %92
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %96, i32 4096
  %98 = xor i32 %95, 16
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %99, i32 4096
  %101 = xor i32 %95, 32
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %101
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %102, i32 4096
  %104 = xor i32 %95, 48
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %104
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %105, i32 4096
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82
  %108 = shl nuw nsw i32 %18, 1
  %109 = shl nuw nsw i32 %26, 5
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %108
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 %109
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 %24
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 256
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 512
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 768
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 2048
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 2304
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 2560
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 2816
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 4096
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 4352
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 4608
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 4864
  %124 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 6144
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 6400
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 6656
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 6912
  br label %128, !dbg !19

128:                                              ; preds = %.lr.ph, %301
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %383, %301 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %384, %301 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %385, %301 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %386, %301 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %387, %301 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %388, %301 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %389, %301 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %390, %301 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %391, %301 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %392, %301 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %393, %301 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %394, %301 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %395, %301 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %301 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %301 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %301 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %419, %301 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %420, %301 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %421, %301 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %422, %301 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %423, %301 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %424, %301 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %425, %301 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %426, %301 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %427, %301 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %428, %301 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %429, %301 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %430, %301 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %431, %301 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %432, %301 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %433, %301 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %434, %301 ]
  %161 = phi i32 [ 0, %.lr.ph ], [ %435, %301 ]
  %162 = or disjoint i32 %161, %57, !dbg !20
  %163 = or disjoint i32 %162, 1, !dbg !20
  %164 = or disjoint i32 %162, 2, !dbg !20
  %165 = or disjoint i32 %162, 3, !dbg !20
  %166 = or disjoint i32 %162, 4, !dbg !20
  %167 = or disjoint i32 %162, 5, !dbg !20
  %168 = or disjoint i32 %162, 6, !dbg !20
  %169 = or disjoint i32 %162, 7, !dbg !20
  %170 = or disjoint i32 %161, %59, !dbg !20
  %171 = icmp slt i32 %162, %5, !dbg !21
  %172 = icmp slt i32 %163, %5, !dbg !21
  %173 = icmp slt i32 %164, %5, !dbg !21
  %174 = icmp slt i32 %165, %5, !dbg !21
  %175 = icmp slt i32 %166, %5, !dbg !21
  %176 = icmp slt i32 %167, %5, !dbg !21
  %177 = icmp slt i32 %168, %5, !dbg !21
  %178 = icmp slt i32 %169, %5, !dbg !21
  %179 = and i1 %60, %171, !dbg !22
  %180 = and i1 %60, %172, !dbg !22
  %181 = and i1 %60, %173, !dbg !22
  %182 = and i1 %60, %174, !dbg !22
  %183 = and i1 %60, %175, !dbg !22
  %184 = and i1 %60, %176, !dbg !22
  %185 = and i1 %60, %177, !dbg !22
  %186 = and i1 %60, %178, !dbg !22
  %187 = sext i32 %163 to i64, !dbg !23
  %188 = getelementptr half, ptr addrspace(1) %63, i64 %187, !dbg !23
  %189 = sext i32 %164 to i64, !dbg !23
  %190 = getelementptr half, ptr addrspace(1) %63, i64 %189, !dbg !23
  %191 = sext i32 %165 to i64, !dbg !23
  %192 = getelementptr half, ptr addrspace(1) %63, i64 %191, !dbg !23
  %193 = sext i32 %166 to i64, !dbg !23
  %194 = getelementptr half, ptr addrspace(1) %63, i64 %193, !dbg !23
  %195 = sext i32 %167 to i64, !dbg !23
  %196 = getelementptr half, ptr addrspace(1) %63, i64 %195, !dbg !23
  %197 = sext i32 %168 to i64, !dbg !23
  %198 = getelementptr half, ptr addrspace(1) %63, i64 %197, !dbg !23
  %199 = sext i32 %169 to i64, !dbg !23
  %200 = getelementptr half, ptr addrspace(1) %63, i64 %199, !dbg !23
  br i1 %179, label %201, label %205, !dbg !24

201:                                              ; preds = %128
  %202 = sext i32 %162 to i64
  %203 = getelementptr half, ptr addrspace(1) %63, i64 %202
  %204 = load <1 x half>, ptr addrspace(1) %203, align 2, !dbg !24
  br label %205, !dbg !24

205:                                              ; preds = %201, %128
  %206 = phi <1 x half> [ %204, %201 ], [ zeroinitializer, %128 ], !dbg !24
  %207 = extractelement <1 x half> %206, i64 0, !dbg !24
  br i1 %180, label %208, label %210, !dbg !24

208:                                              ; preds = %205
  %209 = load <1 x half>, ptr addrspace(1) %188, align 2, !dbg !24
  br label %210, !dbg !24

210:                                              ; preds = %208, %205
  %211 = phi <1 x half> [ %209, %208 ], [ zeroinitializer, %205 ], !dbg !24
  %212 = extractelement <1 x half> %211, i64 0, !dbg !24
  br i1 %181, label %213, label %215, !dbg !24

213:                                              ; preds = %210
  %214 = load <1 x half>, ptr addrspace(1) %190, align 2, !dbg !24
  br label %215, !dbg !24

215:                                              ; preds = %213, %210
  %216 = phi <1 x half> [ %214, %213 ], [ zeroinitializer, %210 ], !dbg !24
  %217 = extractelement <1 x half> %216, i64 0, !dbg !24
  br i1 %182, label %218, label %220, !dbg !24

218:                                              ; preds = %215
  %219 = load <1 x half>, ptr addrspace(1) %192, align 2, !dbg !24
  br label %220, !dbg !24

220:                                              ; preds = %218, %215
  %221 = phi <1 x half> [ %219, %218 ], [ zeroinitializer, %215 ], !dbg !24
  %222 = extractelement <1 x half> %221, i64 0, !dbg !24
  br i1 %183, label %223, label %225, !dbg !24

223:                                              ; preds = %220
  %224 = load <1 x half>, ptr addrspace(1) %194, align 2, !dbg !24
  br label %225, !dbg !24

225:                                              ; preds = %223, %220
  %226 = phi <1 x half> [ %224, %223 ], [ zeroinitializer, %220 ], !dbg !24
  %227 = extractelement <1 x half> %226, i64 0, !dbg !24
  br i1 %184, label %228, label %230, !dbg !24

228:                                              ; preds = %225
  %229 = load <1 x half>, ptr addrspace(1) %196, align 2, !dbg !24
  br label %230, !dbg !24

230:                                              ; preds = %228, %225
  %231 = phi <1 x half> [ %229, %228 ], [ zeroinitializer, %225 ], !dbg !24
  %232 = extractelement <1 x half> %231, i64 0, !dbg !24
  br i1 %185, label %233, label %235, !dbg !24

233:                                              ; preds = %230
  %234 = load <1 x half>, ptr addrspace(1) %198, align 2, !dbg !24
  br label %235, !dbg !24

235:                                              ; preds = %233, %230
  %236 = phi <1 x half> [ %234, %233 ], [ zeroinitializer, %230 ], !dbg !24
  %237 = extractelement <1 x half> %236, i64 0, !dbg !24
  br i1 %186, label %238, label %240, !dbg !24

238:                                              ; preds = %235
  %239 = load <1 x half>, ptr addrspace(1) %200, align 2, !dbg !24
  br label %240, !dbg !24

240:                                              ; preds = %238, %235
  %241 = phi <1 x half> [ %239, %238 ], [ zeroinitializer, %235 ], !dbg !24
  %242 = extractelement <1 x half> %241, i64 0, !dbg !24
  %243 = icmp slt i32 %170, %5, !dbg !25
  %244 = and i1 %64, %243, !dbg !26
  %245 = and i1 %65, %243, !dbg !26
  %246 = and i1 %66, %243, !dbg !26
  %247 = and i1 %67, %243, !dbg !26
  %248 = and i1 %68, %243, !dbg !26
  %249 = and i1 %69, %243, !dbg !26
  %250 = and i1 %70, %243, !dbg !26
  %251 = and i1 %71, %243, !dbg !26
  %252 = mul i32 %170, %7, !dbg !27
  %253 = sext i32 %252 to i64, !dbg !28
  %254 = getelementptr half, ptr addrspace(1) %1, i64 %253, !dbg !28
  %255 = getelementptr half, ptr addrspace(1) %254, i64 %73, !dbg !29
  %256 = getelementptr half, ptr addrspace(1) %254, i64 %74, !dbg !29
  %257 = getelementptr half, ptr addrspace(1) %254, i64 %75, !dbg !29
  %258 = getelementptr half, ptr addrspace(1) %254, i64 %76, !dbg !29
  %259 = getelementptr half, ptr addrspace(1) %254, i64 %77, !dbg !29
  %260 = getelementptr half, ptr addrspace(1) %254, i64 %78, !dbg !29
  %261 = getelementptr half, ptr addrspace(1) %254, i64 %79, !dbg !29
  br i1 %244, label %262, label %265, !dbg !30

262:                                              ; preds = %240
  %263 = getelementptr half, ptr addrspace(1) %254, i64 %80
  %264 = load <1 x half>, ptr addrspace(1) %263, align 2, !dbg !30
  br label %265, !dbg !30

265:                                              ; preds = %262, %240
  %266 = phi <1 x half> [ %264, %262 ], [ zeroinitializer, %240 ], !dbg !30
  %267 = extractelement <1 x half> %266, i64 0, !dbg !30
  br i1 %245, label %268, label %270, !dbg !30

268:                                              ; preds = %265
  %269 = load <1 x half>, ptr addrspace(1) %255, align 2, !dbg !30
  br label %270, !dbg !30

270:                                              ; preds = %268, %265
  %271 = phi <1 x half> [ %269, %268 ], [ zeroinitializer, %265 ], !dbg !30
  %272 = extractelement <1 x half> %271, i64 0, !dbg !30
  br i1 %246, label %273, label %275, !dbg !30

273:                                              ; preds = %270
  %274 = load <1 x half>, ptr addrspace(1) %256, align 2, !dbg !30
  br label %275, !dbg !30

275:                                              ; preds = %273, %270
  %276 = phi <1 x half> [ %274, %273 ], [ zeroinitializer, %270 ], !dbg !30
  %277 = extractelement <1 x half> %276, i64 0, !dbg !30
  br i1 %247, label %278, label %280, !dbg !30

278:                                              ; preds = %275
  %279 = load <1 x half>, ptr addrspace(1) %257, align 2, !dbg !30
  br label %280, !dbg !30

280:                                              ; preds = %278, %275
  %281 = phi <1 x half> [ %279, %278 ], [ zeroinitializer, %275 ], !dbg !30
  %282 = extractelement <1 x half> %281, i64 0, !dbg !30
  br i1 %248, label %283, label %285, !dbg !30

283:                                              ; preds = %280
  %284 = load <1 x half>, ptr addrspace(1) %258, align 2, !dbg !30
  br label %285, !dbg !30

285:                                              ; preds = %283, %280
  %286 = phi <1 x half> [ %284, %283 ], [ zeroinitializer, %280 ], !dbg !30
  %287 = extractelement <1 x half> %286, i64 0, !dbg !30
  br i1 %249, label %288, label %290, !dbg !30

288:                                              ; preds = %285
  %289 = load <1 x half>, ptr addrspace(1) %259, align 2, !dbg !30
  br label %290, !dbg !30

290:                                              ; preds = %288, %285
  %291 = phi <1 x half> [ %289, %288 ], [ zeroinitializer, %285 ], !dbg !30
  %292 = extractelement <1 x half> %291, i64 0, !dbg !30
  br i1 %250, label %293, label %295, !dbg !30

293:                                              ; preds = %290
  %294 = load <1 x half>, ptr addrspace(1) %260, align 2, !dbg !30
  br label %295, !dbg !30

295:                                              ; preds = %293, %290
  %296 = phi <1 x half> [ %294, %293 ], [ zeroinitializer, %290 ], !dbg !30
  %297 = extractelement <1 x half> %296, i64 0, !dbg !30
  br i1 %251, label %298, label %301, !dbg !30

298:                                              ; preds = %295
  %299 = load <1 x half>, ptr addrspace(1) %261, align 2, !dbg !30
  %300 = shufflevector <1 x half> %299, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !30
  br label %301, !dbg !30

301:                                              ; preds = %298, %295
  %302 = phi <8 x half> [ %300, %298 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %295 ], !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  %303 = insertelement <4 x half> poison, half %207, i64 0, !dbg !24
  %304 = insertelement <4 x half> %303, half %212, i64 1, !dbg !24
  %305 = insertelement <4 x half> %304, half %217, i64 2, !dbg !24
  %306 = insertelement <4 x half> %305, half %222, i64 3, !dbg !24
  store <4 x half> %306, ptr addrspace(3) %85, align 8, !dbg !24
  %307 = insertelement <4 x half> poison, half %227, i64 0, !dbg !24
  %308 = insertelement <4 x half> %307, half %232, i64 1, !dbg !24
  %309 = insertelement <4 x half> %308, half %237, i64 2, !dbg !24
  %310 = insertelement <4 x half> %309, half %242, i64 3, !dbg !24
  store <4 x half> %310, ptr addrspace(3) %87, align 8, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  %311 = load <4 x half>, ptr addrspace(3) %96, align 8, !dbg !24
  %312 = load <4 x half>, ptr addrspace(3) %97, align 8, !dbg !24
  %313 = load <4 x half>, ptr addrspace(3) %99, align 8, !dbg !24
  %314 = load <4 x half>, ptr addrspace(3) %100, align 8, !dbg !24
  %315 = load <4 x half>, ptr addrspace(3) %102, align 8, !dbg !24
  %316 = load <4 x half>, ptr addrspace(3) %103, align 8, !dbg !24
  %317 = load <4 x half>, ptr addrspace(3) %105, align 8, !dbg !24
  %318 = load <4 x half>, ptr addrspace(3) %106, align 8, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  %319 = insertelement <8 x half> poison, half %267, i64 0, !dbg !30
  %320 = insertelement <8 x half> %319, half %272, i64 1, !dbg !30
  %321 = insertelement <8 x half> %320, half %277, i64 2, !dbg !30
  %322 = insertelement <8 x half> %321, half %282, i64 3, !dbg !30
  %323 = insertelement <8 x half> %322, half %287, i64 4, !dbg !30
  %324 = insertelement <8 x half> %323, half %292, i64 5, !dbg !30
  %325 = insertelement <8 x half> %324, half %297, i64 6, !dbg !30
  %326 = shufflevector <8 x half> %325, <8 x half> %302, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !30
  store <8 x half> %326, ptr addrspace(3) %107, align 16, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  %327 = load <1 x half>, ptr addrspace(3) %112, align 2, !dbg !30
  %328 = load <1 x half>, ptr addrspace(3) %113, align 2, !dbg !30
  %329 = load <1 x half>, ptr addrspace(3) %114, align 2, !dbg !30
  %330 = shufflevector <1 x half> %329, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %331 = load <1 x half>, ptr addrspace(3) %115, align 2, !dbg !30
  %332 = shufflevector <1 x half> %331, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %333 = load <1 x half>, ptr addrspace(3) %116, align 2, !dbg !30
  %334 = load <1 x half>, ptr addrspace(3) %117, align 2, !dbg !30
  %335 = load <1 x half>, ptr addrspace(3) %118, align 2, !dbg !30
  %336 = shufflevector <1 x half> %335, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %337 = load <1 x half>, ptr addrspace(3) %119, align 2, !dbg !30
  %338 = shufflevector <1 x half> %337, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %339 = load <1 x half>, ptr addrspace(3) %120, align 2, !dbg !30
  %340 = load <1 x half>, ptr addrspace(3) %121, align 2, !dbg !30
  %341 = load <1 x half>, ptr addrspace(3) %122, align 2, !dbg !30
  %342 = shufflevector <1 x half> %341, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %343 = load <1 x half>, ptr addrspace(3) %123, align 2, !dbg !30
  %344 = shufflevector <1 x half> %343, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %345 = load <1 x half>, ptr addrspace(3) %124, align 2, !dbg !30
  %346 = load <1 x half>, ptr addrspace(3) %125, align 2, !dbg !30
  %347 = load <1 x half>, ptr addrspace(3) %126, align 2, !dbg !30
  %348 = shufflevector <1 x half> %347, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %349 = load <1 x half>, ptr addrspace(3) %127, align 2, !dbg !30
  %350 = shufflevector <1 x half> %349, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %351 = shufflevector <1 x half> %327, <1 x half> %328, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %352 = shufflevector <4 x half> %351, <4 x half> %330, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %353 = shufflevector <4 x half> %352, <4 x half> %332, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %354 = shufflevector <1 x half> %333, <1 x half> %334, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %355 = shufflevector <4 x half> %354, <4 x half> %336, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %356 = shufflevector <4 x half> %355, <4 x half> %338, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %357 = shufflevector <1 x half> %339, <1 x half> %340, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %358 = shufflevector <4 x half> %357, <4 x half> %342, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %359 = shufflevector <4 x half> %358, <4 x half> %344, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %360 = shufflevector <1 x half> %345, <1 x half> %346, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %361 = shufflevector <4 x half> %360, <4 x half> %348, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %362 = shufflevector <4 x half> %361, <4 x half> %350, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %363 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %129, i64 0, !dbg !31
  %364 = insertelement <16 x float> %363, float %130, i64 1, !dbg !31
  %365 = insertelement <16 x float> %364, float %131, i64 2, !dbg !31
  %366 = insertelement <16 x float> %365, float %132, i64 3, !dbg !31
  %367 = insertelement <16 x float> %366, float %133, i64 4, !dbg !31
  %368 = insertelement <16 x float> %367, float %134, i64 5, !dbg !31
  %369 = insertelement <16 x float> %368, float %135, i64 6, !dbg !31
  %370 = insertelement <16 x float> %369, float %136, i64 7, !dbg !31
  %371 = insertelement <16 x float> %370, float %137, i64 8, !dbg !31
  %372 = insertelement <16 x float> %371, float %138, i64 9, !dbg !31
  %373 = insertelement <16 x float> %372, float %139, i64 10, !dbg !31
  %374 = insertelement <16 x float> %373, float %140, i64 11, !dbg !31
  %375 = insertelement <16 x float> %374, float %141, i64 12, !dbg !31
  %376 = insertelement <16 x float> %375, float %142, i64 13, !dbg !31
  %377 = insertelement <16 x float> %376, float %143, i64 14, !dbg !31
  %378 = insertelement <16 x float> %377, float %144, i64 15, !dbg !31
  %379 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %353, <4 x half> %311, <16 x float> %378, i32 0, i32 0, i32 0), !dbg !31
  %380 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %356, <4 x half> %313, <16 x float> %379, i32 0, i32 0, i32 0), !dbg !31
  %381 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %359, <4 x half> %315, <16 x float> %380, i32 0, i32 0, i32 0), !dbg !31
  %382 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %362, <4 x half> %317, <16 x float> %381, i32 0, i32 0, i32 0), !dbg !31
  %383 = extractelement <16 x float> %382, i64 0, !dbg !31
  %384 = extractelement <16 x float> %382, i64 1, !dbg !31
  %385 = extractelement <16 x float> %382, i64 2, !dbg !31
  %386 = extractelement <16 x float> %382, i64 3, !dbg !31
  %387 = extractelement <16 x float> %382, i64 4, !dbg !31
  %388 = extractelement <16 x float> %382, i64 5, !dbg !31
  %389 = extractelement <16 x float> %382, i64 6, !dbg !31
  %390 = extractelement <16 x float> %382, i64 7, !dbg !31
  %391 = extractelement <16 x float> %382, i64 8, !dbg !31
  %392 = extractelement <16 x float> %382, i64 9, !dbg !31
  %393 = extractelement <16 x float> %382, i64 10, !dbg !31
  %394 = extractelement <16 x float> %382, i64 11, !dbg !31
  %395 = extractelement <16 x float> %382, i64 12, !dbg !31
  %396 = extractelement <16 x float> %382, i64 13, !dbg !31
  %397 = extractelement <16 x float> %382, i64 14, !dbg !31
  %398 = extractelement <16 x float> %382, i64 15, !dbg !31
  %399 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %145, i64 0, !dbg !31
  %400 = insertelement <16 x float> %399, float %146, i64 1, !dbg !31
  %401 = insertelement <16 x float> %400, float %147, i64 2, !dbg !31
  %402 = insertelement <16 x float> %401, float %148, i64 3, !dbg !31
  %403 = insertelement <16 x float> %402, float %149, i64 4, !dbg !31
  %404 = insertelement <16 x float> %403, float %150, i64 5, !dbg !31
  %405 = insertelement <16 x float> %404, float %151, i64 6, !dbg !31
  %406 = insertelement <16 x float> %405, float %152, i64 7, !dbg !31
  %407 = insertelement <16 x float> %406, float %153, i64 8, !dbg !31
  %408 = insertelement <16 x float> %407, float %154, i64 9, !dbg !31
  %409 = insertelement <16 x float> %408, float %155, i64 10, !dbg !31
  %410 = insertelement <16 x float> %409, float %156, i64 11, !dbg !31
  %411 = insertelement <16 x float> %410, float %157, i64 12, !dbg !31
  %412 = insertelement <16 x float> %411, float %158, i64 13, !dbg !31
  %413 = insertelement <16 x float> %412, float %159, i64 14, !dbg !31
  %414 = insertelement <16 x float> %413, float %160, i64 15, !dbg !31
  %415 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %353, <4 x half> %312, <16 x float> %414, i32 0, i32 0, i32 0), !dbg !31
  %416 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %356, <4 x half> %314, <16 x float> %415, i32 0, i32 0, i32 0), !dbg !31
  %417 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %359, <4 x half> %316, <16 x float> %416, i32 0, i32 0, i32 0), !dbg !31
  %418 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %362, <4 x half> %318, <16 x float> %417, i32 0, i32 0, i32 0), !dbg !31
  %419 = extractelement <16 x float> %418, i64 0, !dbg !31
  %420 = extractelement <16 x float> %418, i64 1, !dbg !31
  %421 = extractelement <16 x float> %418, i64 2, !dbg !31
  %422 = extractelement <16 x float> %418, i64 3, !dbg !31
  %423 = extractelement <16 x float> %418, i64 4, !dbg !31
  %424 = extractelement <16 x float> %418, i64 5, !dbg !31
  %425 = extractelement <16 x float> %418, i64 6, !dbg !31
  %426 = extractelement <16 x float> %418, i64 7, !dbg !31
  %427 = extractelement <16 x float> %418, i64 8, !dbg !31
  %428 = extractelement <16 x float> %418, i64 9, !dbg !31
  %429 = extractelement <16 x float> %418, i64 10, !dbg !31
  %430 = extractelement <16 x float> %418, i64 11, !dbg !31
  %431 = extractelement <16 x float> %418, i64 12, !dbg !31
  %432 = extractelement <16 x float> %418, i64 13, !dbg !31
  %433 = extractelement <16 x float> %418, i64 14, !dbg !31
  %434 = extractelement <16 x float> %418, i64 15, !dbg !31
  %435 = add i32 %161, 32, !dbg !19
  %436 = icmp slt i32 %435, %5, !dbg !19
  br i1 %436, label %128, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %301, %11
  %437 = phi float [ 0.000000e+00, %11 ], [ %383, %301 ], !dbg !32
  %438 = phi float [ 0.000000e+00, %11 ], [ %384, %301 ], !dbg !32
  %439 = phi float [ 0.000000e+00, %11 ], [ %385, %301 ], !dbg !32
  %440 = phi float [ 0.000000e+00, %11 ], [ %386, %301 ], !dbg !32
  %441 = phi float [ 0.000000e+00, %11 ], [ %387, %301 ], !dbg !32
  %442 = phi float [ 0.000000e+00, %11 ], [ %388, %301 ], !dbg !32
  %443 = phi float [ 0.000000e+00, %11 ], [ %389, %301 ], !dbg !32
  %444 = phi float [ 0.000000e+00, %11 ], [ %390, %301 ], !dbg !32
  %445 = phi float [ 0.000000e+00, %11 ], [ %391, %301 ], !dbg !32
  %446 = phi float [ 0.000000e+00, %11 ], [ %392, %301 ], !dbg !32
  %447 = phi float [ 0.000000e+00, %11 ], [ %393, %301 ], !dbg !32
  %448 = phi float [ 0.000000e+00, %11 ], [ %394, %301 ], !dbg !32
  %449 = phi float [ 0.000000e+00, %11 ], [ %395, %301 ], !dbg !32
  %450 = phi float [ 0.000000e+00, %11 ], [ %396, %301 ], !dbg !32
  %451 = phi float [ 0.000000e+00, %11 ], [ %397, %301 ], !dbg !32
  %452 = phi float [ 0.000000e+00, %11 ], [ %398, %301 ], !dbg !32
  %453 = phi float [ 0.000000e+00, %11 ], [ %419, %301 ], !dbg !32
  %454 = phi float [ 0.000000e+00, %11 ], [ %420, %301 ], !dbg !32
  %455 = phi float [ 0.000000e+00, %11 ], [ %421, %301 ], !dbg !32
  %456 = phi float [ 0.000000e+00, %11 ], [ %422, %301 ], !dbg !32
  %457 = phi float [ 0.000000e+00, %11 ], [ %423, %301 ], !dbg !32
  %458 = phi float [ 0.000000e+00, %11 ], [ %424, %301 ], !dbg !32
  %459 = phi float [ 0.000000e+00, %11 ], [ %425, %301 ], !dbg !32
  %460 = phi float [ 0.000000e+00, %11 ], [ %426, %301 ], !dbg !32
  %461 = phi float [ 0.000000e+00, %11 ], [ %427, %301 ], !dbg !32
  %462 = phi float [ 0.000000e+00, %11 ], [ %428, %301 ], !dbg !32
  %463 = phi float [ 0.000000e+00, %11 ], [ %429, %301 ], !dbg !32
  %464 = phi float [ 0.000000e+00, %11 ], [ %430, %301 ], !dbg !32
  %465 = phi float [ 0.000000e+00, %11 ], [ %431, %301 ], !dbg !32
  %466 = phi float [ 0.000000e+00, %11 ], [ %432, %301 ], !dbg !32
  %467 = phi float [ 0.000000e+00, %11 ], [ %433, %301 ], !dbg !32
  %468 = phi float [ 0.000000e+00, %11 ], [ %434, %301 ], !dbg !32
  %469 = icmp slt i32 %30, %3, !dbg !33
  %470 = icmp slt i32 %31, %3, !dbg !33
  %471 = icmp slt i32 %41, %4, !dbg !34
  %472 = icmp slt i32 %42, %4, !dbg !34
  %473 = icmp slt i32 %43, %4, !dbg !34
  %474 = icmp slt i32 %44, %4, !dbg !34
  %475 = icmp slt i32 %45, %4, !dbg !34
  %476 = icmp slt i32 %46, %4, !dbg !34
  %477 = icmp slt i32 %47, %4, !dbg !34
  %478 = icmp slt i32 %48, %4, !dbg !34
  %479 = icmp slt i32 %49, %4, !dbg !34
  %480 = icmp slt i32 %50, %4, !dbg !34
  %481 = icmp slt i32 %51, %4, !dbg !34
  %482 = icmp slt i32 %52, %4, !dbg !34
  %483 = icmp slt i32 %53, %4, !dbg !34
  %484 = icmp slt i32 %54, %4, !dbg !34
  %485 = icmp slt i32 %55, %4, !dbg !34
  %486 = icmp slt i32 %56, %4, !dbg !34
  %487 = and i1 %469, %471, !dbg !35
  %488 = and i1 %469, %472, !dbg !35
  %489 = and i1 %469, %473, !dbg !35
  %490 = and i1 %469, %474, !dbg !35
  %491 = and i1 %469, %475, !dbg !35
  %492 = and i1 %469, %476, !dbg !35
  %493 = and i1 %469, %477, !dbg !35
  %494 = and i1 %469, %478, !dbg !35
  %495 = and i1 %469, %479, !dbg !35
  %496 = and i1 %469, %480, !dbg !35
  %497 = and i1 %469, %481, !dbg !35
  %498 = and i1 %469, %482, !dbg !35
  %499 = and i1 %469, %483, !dbg !35
  %500 = and i1 %469, %484, !dbg !35
  %501 = and i1 %469, %485, !dbg !35
  %502 = and i1 %469, %486, !dbg !35
  %503 = and i1 %470, %471, !dbg !35
  %504 = and i1 %470, %472, !dbg !35
  %505 = and i1 %470, %473, !dbg !35
  %506 = and i1 %470, %474, !dbg !35
  %507 = and i1 %470, %475, !dbg !35
  %508 = and i1 %470, %476, !dbg !35
  %509 = and i1 %470, %477, !dbg !35
  %510 = and i1 %470, %478, !dbg !35
  %511 = and i1 %470, %479, !dbg !35
  %512 = and i1 %470, %480, !dbg !35
  %513 = and i1 %470, %481, !dbg !35
  %514 = and i1 %470, %482, !dbg !35
  %515 = and i1 %470, %483, !dbg !35
  %516 = and i1 %470, %484, !dbg !35
  %517 = and i1 %470, %485, !dbg !35
  %518 = and i1 %470, %486, !dbg !35
  %519 = mul i32 %8, %30, !dbg !36
  %520 = mul i32 %8, %31, !dbg !36
  %521 = sext i32 %519 to i64, !dbg !37
  %522 = getelementptr float, ptr addrspace(1) %2, i64 %521, !dbg !37
  %523 = sext i32 %520 to i64, !dbg !37
  %524 = getelementptr float, ptr addrspace(1) %2, i64 %523, !dbg !37
  %525 = sext i32 %42 to i64, !dbg !38
  %526 = getelementptr float, ptr addrspace(1) %522, i64 %525, !dbg !38
  %527 = sext i32 %43 to i64, !dbg !38
  %528 = getelementptr float, ptr addrspace(1) %522, i64 %527, !dbg !38
  %529 = sext i32 %44 to i64, !dbg !38
  %530 = getelementptr float, ptr addrspace(1) %522, i64 %529, !dbg !38
  %531 = sext i32 %45 to i64, !dbg !38
  %532 = getelementptr float, ptr addrspace(1) %522, i64 %531, !dbg !38
  %533 = sext i32 %46 to i64, !dbg !38
  %534 = getelementptr float, ptr addrspace(1) %522, i64 %533, !dbg !38
  %535 = sext i32 %47 to i64, !dbg !38
  %536 = getelementptr float, ptr addrspace(1) %522, i64 %535, !dbg !38
  %537 = sext i32 %48 to i64, !dbg !38
  %538 = getelementptr float, ptr addrspace(1) %522, i64 %537, !dbg !38
  %539 = sext i32 %49 to i64, !dbg !38
  %540 = getelementptr float, ptr addrspace(1) %522, i64 %539, !dbg !38
  %541 = sext i32 %50 to i64, !dbg !38
  %542 = getelementptr float, ptr addrspace(1) %522, i64 %541, !dbg !38
  %543 = sext i32 %51 to i64, !dbg !38
  %544 = getelementptr float, ptr addrspace(1) %522, i64 %543, !dbg !38
  %545 = sext i32 %52 to i64, !dbg !38
  %546 = getelementptr float, ptr addrspace(1) %522, i64 %545, !dbg !38
  %547 = sext i32 %53 to i64, !dbg !38
  %548 = getelementptr float, ptr addrspace(1) %522, i64 %547, !dbg !38
  %549 = sext i32 %54 to i64, !dbg !38
  %550 = getelementptr float, ptr addrspace(1) %522, i64 %549, !dbg !38
  %551 = sext i32 %55 to i64, !dbg !38
  %552 = getelementptr float, ptr addrspace(1) %522, i64 %551, !dbg !38
  %553 = sext i32 %56 to i64, !dbg !38
  %554 = getelementptr float, ptr addrspace(1) %522, i64 %553, !dbg !38
  %555 = sext i32 %41 to i64, !dbg !38
  %556 = getelementptr float, ptr addrspace(1) %524, i64 %555, !dbg !38
  %557 = getelementptr float, ptr addrspace(1) %524, i64 %525, !dbg !38
  %558 = getelementptr float, ptr addrspace(1) %524, i64 %527, !dbg !38
  %559 = getelementptr float, ptr addrspace(1) %524, i64 %529, !dbg !38
  %560 = getelementptr float, ptr addrspace(1) %524, i64 %531, !dbg !38
  %561 = getelementptr float, ptr addrspace(1) %524, i64 %533, !dbg !38
  %562 = getelementptr float, ptr addrspace(1) %524, i64 %535, !dbg !38
  %563 = getelementptr float, ptr addrspace(1) %524, i64 %537, !dbg !38
  %564 = getelementptr float, ptr addrspace(1) %524, i64 %539, !dbg !38
  %565 = getelementptr float, ptr addrspace(1) %524, i64 %541, !dbg !38
  %566 = getelementptr float, ptr addrspace(1) %524, i64 %543, !dbg !38
  %567 = getelementptr float, ptr addrspace(1) %524, i64 %545, !dbg !38
  %568 = getelementptr float, ptr addrspace(1) %524, i64 %547, !dbg !38
  %569 = getelementptr float, ptr addrspace(1) %524, i64 %549, !dbg !38
  %570 = getelementptr float, ptr addrspace(1) %524, i64 %551, !dbg !38
  %571 = getelementptr float, ptr addrspace(1) %524, i64 %553, !dbg !38
  br i1 %487, label %572, label %575, !dbg !39

572:                                              ; preds = %._crit_edge
  %573 = getelementptr float, ptr addrspace(1) %522, i64 %555
  %574 = insertelement <1 x float> poison, float %437, i64 0
  store <1 x float> %574, ptr addrspace(1) %573, align 4, !dbg !39
  br label %575, !dbg !39

575:                                              ; preds = %572, %._crit_edge
  br i1 %488, label %576, label %578, !dbg !39

576:                                              ; preds = %575
  %577 = insertelement <1 x float> poison, float %438, i64 0
  store <1 x float> %577, ptr addrspace(1) %526, align 4, !dbg !39
  br label %578, !dbg !39

578:                                              ; preds = %576, %575
  br i1 %489, label %579, label %581, !dbg !39

579:                                              ; preds = %578
  %580 = insertelement <1 x float> poison, float %439, i64 0
  store <1 x float> %580, ptr addrspace(1) %528, align 4, !dbg !39
  br label %581, !dbg !39

581:                                              ; preds = %579, %578
  br i1 %490, label %582, label %584, !dbg !39

582:                                              ; preds = %581
  %583 = insertelement <1 x float> poison, float %440, i64 0
  store <1 x float> %583, ptr addrspace(1) %530, align 4, !dbg !39
  br label %584, !dbg !39

584:                                              ; preds = %582, %581
  br i1 %491, label %585, label %587, !dbg !39

585:                                              ; preds = %584
  %586 = insertelement <1 x float> poison, float %441, i64 0
  store <1 x float> %586, ptr addrspace(1) %532, align 4, !dbg !39
  br label %587, !dbg !39

587:                                              ; preds = %585, %584
  br i1 %492, label %588, label %590, !dbg !39

588:                                              ; preds = %587
  %589 = insertelement <1 x float> poison, float %442, i64 0
  store <1 x float> %589, ptr addrspace(1) %534, align 4, !dbg !39
  br label %590, !dbg !39

590:                                              ; preds = %588, %587
  br i1 %493, label %591, label %593, !dbg !39

591:                                              ; preds = %590
  %592 = insertelement <1 x float> poison, float %443, i64 0
  store <1 x float> %592, ptr addrspace(1) %536, align 4, !dbg !39
  br label %593, !dbg !39

593:                                              ; preds = %591, %590
  br i1 %494, label %594, label %596, !dbg !39

594:                                              ; preds = %593
  %595 = insertelement <1 x float> poison, float %444, i64 0
  store <1 x float> %595, ptr addrspace(1) %538, align 4, !dbg !39
  br label %596, !dbg !39

596:                                              ; preds = %594, %593
  br i1 %495, label %597, label %599, !dbg !39

597:                                              ; preds = %596
  %598 = insertelement <1 x float> poison, float %445, i64 0
  store <1 x float> %598, ptr addrspace(1) %540, align 4, !dbg !39
  br label %599, !dbg !39

599:                                              ; preds = %597, %596
  br i1 %496, label %600, label %602, !dbg !39

600:                                              ; preds = %599
  %601 = insertelement <1 x float> poison, float %446, i64 0
  store <1 x float> %601, ptr addrspace(1) %542, align 4, !dbg !39
  br label %602, !dbg !39

602:                                              ; preds = %600, %599
  br i1 %497, label %603, label %605, !dbg !39

603:                                              ; preds = %602
  %604 = insertelement <1 x float> poison, float %447, i64 0
  store <1 x float> %604, ptr addrspace(1) %544, align 4, !dbg !39
  br label %605, !dbg !39

605:                                              ; preds = %603, %602
  br i1 %498, label %606, label %608, !dbg !39

606:                                              ; preds = %605
  %607 = insertelement <1 x float> poison, float %448, i64 0
  store <1 x float> %607, ptr addrspace(1) %546, align 4, !dbg !39
  br label %608, !dbg !39

608:                                              ; preds = %606, %605
  br i1 %499, label %609, label %611, !dbg !39

609:                                              ; preds = %608
  %610 = insertelement <1 x float> poison, float %449, i64 0
  store <1 x float> %610, ptr addrspace(1) %548, align 4, !dbg !39
  br label %611, !dbg !39

611:                                              ; preds = %609, %608
  br i1 %500, label %612, label %614, !dbg !39

612:                                              ; preds = %611
  %613 = insertelement <1 x float> poison, float %450, i64 0
  store <1 x float> %613, ptr addrspace(1) %550, align 4, !dbg !39
  br label %614, !dbg !39

614:                                              ; preds = %612, %611
  br i1 %501, label %615, label %617, !dbg !39

615:                                              ; preds = %614
  %616 = insertelement <1 x float> poison, float %451, i64 0
  store <1 x float> %616, ptr addrspace(1) %552, align 4, !dbg !39
  br label %617, !dbg !39

617:                                              ; preds = %615, %614
  br i1 %502, label %618, label %620, !dbg !39

618:                                              ; preds = %617
  %619 = insertelement <1 x float> poison, float %452, i64 0
  store <1 x float> %619, ptr addrspace(1) %554, align 4, !dbg !39
  br label %620, !dbg !39

620:                                              ; preds = %618, %617
  br i1 %503, label %621, label %623, !dbg !39

621:                                              ; preds = %620
  %622 = insertelement <1 x float> poison, float %453, i64 0
  store <1 x float> %622, ptr addrspace(1) %556, align 4, !dbg !39
  br label %623, !dbg !39

623:                                              ; preds = %621, %620
  br i1 %504, label %624, label %626, !dbg !39

624:                                              ; preds = %623
  %625 = insertelement <1 x float> poison, float %454, i64 0
  store <1 x float> %625, ptr addrspace(1) %557, align 4, !dbg !39
  br label %626, !dbg !39

626:                                              ; preds = %624, %623
  br i1 %505, label %627, label %629, !dbg !39

627:                                              ; preds = %626
  %628 = insertelement <1 x float> poison, float %455, i64 0
  store <1 x float> %628, ptr addrspace(1) %558, align 4, !dbg !39
  br label %629, !dbg !39

629:                                              ; preds = %627, %626
  br i1 %506, label %630, label %632, !dbg !39

630:                                              ; preds = %629
  %631 = insertelement <1 x float> poison, float %456, i64 0
  store <1 x float> %631, ptr addrspace(1) %559, align 4, !dbg !39
  br label %632, !dbg !39

632:                                              ; preds = %630, %629
  br i1 %507, label %633, label %635, !dbg !39

633:                                              ; preds = %632
  %634 = insertelement <1 x float> poison, float %457, i64 0
  store <1 x float> %634, ptr addrspace(1) %560, align 4, !dbg !39
  br label %635, !dbg !39

635:                                              ; preds = %633, %632
  br i1 %508, label %636, label %638, !dbg !39

636:                                              ; preds = %635
  %637 = insertelement <1 x float> poison, float %458, i64 0
  store <1 x float> %637, ptr addrspace(1) %561, align 4, !dbg !39
  br label %638, !dbg !39

638:                                              ; preds = %636, %635
  br i1 %509, label %639, label %641, !dbg !39

639:                                              ; preds = %638
  %640 = insertelement <1 x float> poison, float %459, i64 0
  store <1 x float> %640, ptr addrspace(1) %562, align 4, !dbg !39
  br label %641, !dbg !39

641:                                              ; preds = %639, %638
  br i1 %510, label %642, label %644, !dbg !39

642:                                              ; preds = %641
  %643 = insertelement <1 x float> poison, float %460, i64 0
  store <1 x float> %643, ptr addrspace(1) %563, align 4, !dbg !39
  br label %644, !dbg !39

644:                                              ; preds = %642, %641
  br i1 %511, label %645, label %647, !dbg !39

645:                                              ; preds = %644
  %646 = insertelement <1 x float> poison, float %461, i64 0
  store <1 x float> %646, ptr addrspace(1) %564, align 4, !dbg !39
  br label %647, !dbg !39

647:                                              ; preds = %645, %644
  br i1 %512, label %648, label %650, !dbg !39

648:                                              ; preds = %647
  %649 = insertelement <1 x float> poison, float %462, i64 0
  store <1 x float> %649, ptr addrspace(1) %565, align 4, !dbg !39
  br label %650, !dbg !39

650:                                              ; preds = %648, %647
  br i1 %513, label %651, label %653, !dbg !39

651:                                              ; preds = %650
  %652 = insertelement <1 x float> poison, float %463, i64 0
  store <1 x float> %652, ptr addrspace(1) %566, align 4, !dbg !39
  br label %653, !dbg !39

653:                                              ; preds = %651, %650
  br i1 %514, label %654, label %656, !dbg !39

654:                                              ; preds = %653
  %655 = insertelement <1 x float> poison, float %464, i64 0
  store <1 x float> %655, ptr addrspace(1) %567, align 4, !dbg !39
  br label %656, !dbg !39

656:                                              ; preds = %654, %653
  br i1 %515, label %657, label %659, !dbg !39

657:                                              ; preds = %656
  %658 = insertelement <1 x float> poison, float %465, i64 0
  store <1 x float> %658, ptr addrspace(1) %568, align 4, !dbg !39
  br label %659, !dbg !39

659:                                              ; preds = %657, %656
  br i1 %516, label %660, label %662, !dbg !39

660:                                              ; preds = %659
  %661 = insertelement <1 x float> poison, float %466, i64 0
  store <1 x float> %661, ptr addrspace(1) %569, align 4, !dbg !39
  br label %662, !dbg !39

662:                                              ; preds = %660, %659
  br i1 %517, label %663, label %665, !dbg !39

663:                                              ; preds = %662
  %664 = insertelement <1 x float> poison, float %467, i64 0
  store <1 x float> %664, ptr addrspace(1) %570, align 4, !dbg !39
  br label %665, !dbg !39

665:                                              ; preds = %663, %662
  br i1 %518, label %666, label %668, !dbg !39

666:                                              ; preds = %665
  %667 = insertelement <1 x float> poison, float %468, i64 0
  store <1 x float> %667, ptr addrspace(1) %571, align 4, !dbg !39
  br label %668, !dbg !39

668:                                              ; preds = %666, %665
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.waitcnt(i32 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 11, type: !5, scopeLine: 11, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 14, column: 26, scope: !4)
!8 = !DILocation(line: 15, column: 26, scope: !4)
!9 = !DILocation(line: 16, column: 19, scope: !4)
!10 = !DILocation(line: 16, column: 37, scope: !4)
!11 = !DILocation(line: 16, column: 24, scope: !4)
!12 = !DILocation(line: 17, column: 19, scope: !4)
!13 = !DILocation(line: 17, column: 24, scope: !4)
!14 = !DILocation(line: 18, column: 22, scope: !4)
!15 = !DILocation(line: 23, column: 47, scope: !4)
!16 = !DILocation(line: 22, column: 45, scope: !4)
!17 = !DILocation(line: 22, column: 29, scope: !4)
!18 = !DILocation(line: 25, column: 67, scope: !4)
!19 = !DILocation(line: 20, column: 26, scope: !4)
!20 = !DILocation(line: 21, column: 18, scope: !4)
!21 = !DILocation(line: 23, column: 67, scope: !4)
!22 = !DILocation(line: 23, column: 53, scope: !4)
!23 = !DILocation(line: 22, column: 57, scope: !4)
!24 = !DILocation(line: 22, column: 25, scope: !4)
!25 = !DILocation(line: 25, column: 45, scope: !4)
!26 = !DILocation(line: 25, column: 51, scope: !4)
!27 = !DILocation(line: 24, column: 43, scope: !4)
!28 = !DILocation(line: 24, column: 29, scope: !4)
!29 = !DILocation(line: 24, column: 55, scope: !4)
!30 = !DILocation(line: 24, column: 25, scope: !4)
!31 = !DILocation(line: 26, column: 37, scope: !4)
!32 = !DILocation(line: 19, column: 19, scope: !4)
!33 = !DILocation(line: 28, column: 35, scope: !4)
!34 = !DILocation(line: 28, column: 57, scope: !4)
!35 = !DILocation(line: 28, column: 41, scope: !4)
!36 = !DILocation(line: 27, column: 33, scope: !4)
!37 = !DILocation(line: 27, column: 17, scope: !4)
!38 = !DILocation(line: 27, column: 45, scope: !4)
!39 = !DILocation(line: 27, column: 60, scope: !4)
!40 = !DILocation(line: 27, column: 4, scope: !4)
