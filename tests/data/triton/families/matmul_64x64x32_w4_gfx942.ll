; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg readonly captures(none) %1, ptr addrspace(1) inreg writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg readnone captures(none) %9, ptr addrspace(1) inreg readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  %14 = shl i32 %12, 6, !dbg !9
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 63, !dbg !10
  %18 = and i32 %15, 31, !dbg !10
  %19 = and i32 %15, 128, !dbg !10
  %20 = lshr exact i32 %19, 2, !dbg !10
  %21 = shl nuw nsw i32 %15, 3, !dbg !10
  %22 = and i32 %21, 56, !dbg !10
  %23 = and i32 %15, 32, !dbg !10
  %24 = lshr exact i32 %23, 3, !dbg !10
  %25 = and i32 %15, 64, !dbg !10
  %26 = lshr exact i32 %25, 1, !dbg !10
  %27 = or disjoint i32 %24, %26, !dbg !10
  %28 = or disjoint i32 %17, %14, !dbg !11
  %29 = or disjoint i32 %18, %20, !dbg !11
  %30 = or disjoint i32 %29, %14, !dbg !11
  %31 = shl i32 %13, 6, !dbg !12
  %32 = or disjoint i32 %22, %31, !dbg !13
  %33 = or disjoint i32 %32, 1, !dbg !13
  %34 = or disjoint i32 %32, 2, !dbg !13
  %35 = or disjoint i32 %32, 3, !dbg !13
  %36 = or disjoint i32 %32, 4, !dbg !13
  %37 = or disjoint i32 %32, 5, !dbg !13
  %38 = or disjoint i32 %32, 6, !dbg !13
  %39 = or disjoint i32 %32, 7, !dbg !13
  %40 = or disjoint i32 %27, %31, !dbg !13
  %41 = or disjoint i32 %40, 1, !dbg !13
  %42 = or disjoint i32 %40, 2, !dbg !13
  %43 = or disjoint i32 %40, 3, !dbg !13
  %44 = or disjoint i32 %40, 8, !dbg !13
  %45 = or disjoint i32 %40, 9, !dbg !13
  %46 = or disjoint i32 %40, 10, !dbg !13
  %47 = or disjoint i32 %40, 11, !dbg !13
  %48 = or disjoint i32 %40, 16, !dbg !13
  %49 = or disjoint i32 %40, 17, !dbg !13
  %50 = or disjoint i32 %40, 18, !dbg !13
  %51 = or disjoint i32 %40, 19, !dbg !13
  %52 = or disjoint i32 %40, 24, !dbg !13
  %53 = or disjoint i32 %40, 25, !dbg !13
  %54 = or disjoint i32 %40, 26, !dbg !13
  %55 = or disjoint i32 %40, 27, !dbg !13
  %56 = and i32 %21, 24, !dbg !14
  %57 = lshr i32 %15, 3, !dbg !14
  %58 = and i32 %57, 31, !dbg !14
  %59 = icmp slt i32 %28, %3, !dbg !15
  %60 = mul i32 %6, %28, !dbg !16
  %61 = sext i32 %60 to i64, !dbg !17
  %62 = getelementptr half, ptr addrspace(1) %0, i64 %61, !dbg !17
  %63 = icmp slt i32 %32, %4, !dbg !18
  %64 = icmp slt i32 %33, %4, !dbg !18
  %65 = icmp slt i32 %34, %4, !dbg !18
  %66 = icmp slt i32 %35, %4, !dbg !18
  %67 = icmp slt i32 %36, %4, !dbg !18
  %68 = icmp slt i32 %37, %4, !dbg !18
  %69 = icmp slt i32 %38, %4, !dbg !18
  %70 = icmp slt i32 %39, %4, !dbg !18
  %71 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %71, label %.lr.ph, label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %72 = sext i32 %33 to i64
  %73 = sext i32 %34 to i64
  %74 = sext i32 %35 to i64
  %75 = sext i32 %36 to i64
  %76 = sext i32 %37 to i64
  %77 = sext i32 %38 to i64
  %78 = sext i32 %39 to i64
  %79 = sext i32 %32 to i64
  %80 = shl nuw nsw i32 %15, 4
  %81 = and i32 %80, 4080
  %82 = and i32 %15, 56
  %83 = xor i32 %81, %82
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83
  %85 = xor i32 %83, 8
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = shl nuw nsw i32 %18, 6
  %88 = shl nuw nsw i32 %15, 2
  %89 = and i32 %88, 56
  %90 = lshr exact i32 %23, 2
  %91 = shl nuw nsw i32 %19, 4
  %92 = or disjoint i32 %87, %91
  %93 = xor i32 %89, %90
  %94 = or disjoint i32 %92, %93
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %94
  %96 = xor i32 %94, 16
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %96
  %98 = xor i32 %94, 32
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %98
  %100 = xor i32 %94, 48
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %100
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %103 = shl nuw nsw i32 %18, 1
  %104 = shl nuw nsw i32 %23, 4
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %104
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %105, i32 %103
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) %106, i32 %25
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 128
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 256
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 384
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 1024
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 1152
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 1280
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 1408
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 2048
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 2176
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 2304
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 2432
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 3072
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 3200
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 3328
  %122 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 3456
  br label %123, !dbg !19

123:                                              ; preds = %.lr.ph, %280
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %358, %280 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %359, %280 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %360, %280 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %361, %280 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %362, %280 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %363, %280 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %364, %280 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %365, %280 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %366, %280 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %367, %280 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %368, %280 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %369, %280 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %370, %280 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %371, %280 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %372, %280 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %373, %280 ]
  %140 = phi i32 [ 0, %.lr.ph ], [ %374, %280 ]
  %141 = or disjoint i32 %140, %56, !dbg !20
  %142 = or disjoint i32 %141, 1, !dbg !20
  %143 = or disjoint i32 %141, 2, !dbg !20
  %144 = or disjoint i32 %141, 3, !dbg !20
  %145 = or disjoint i32 %141, 4, !dbg !20
  %146 = or disjoint i32 %141, 5, !dbg !20
  %147 = or disjoint i32 %141, 6, !dbg !20
  %148 = or disjoint i32 %141, 7, !dbg !20
  %149 = or disjoint i32 %140, %58, !dbg !20
  %150 = icmp slt i32 %141, %5, !dbg !21
  %151 = icmp slt i32 %142, %5, !dbg !21
  %152 = icmp slt i32 %143, %5, !dbg !21
  %153 = icmp slt i32 %144, %5, !dbg !21
  %154 = icmp slt i32 %145, %5, !dbg !21
  %155 = icmp slt i32 %146, %5, !dbg !21
  %156 = icmp slt i32 %147, %5, !dbg !21
  %157 = icmp slt i32 %148, %5, !dbg !21
  %158 = and i1 %59, %150, !dbg !22
  %159 = and i1 %59, %151, !dbg !22
  %160 = and i1 %59, %152, !dbg !22
  %161 = and i1 %59, %153, !dbg !22
  %162 = and i1 %59, %154, !dbg !22
  %163 = and i1 %59, %155, !dbg !22
  %164 = and i1 %59, %156, !dbg !22
  %165 = and i1 %59, %157, !dbg !22
  %166 = sext i32 %142 to i64, !dbg !23
  %167 = getelementptr half, ptr addrspace(1) %62, i64 %166, !dbg !23
  %168 = sext i32 %143 to i64, !dbg !23
  %169 = getelementptr half, ptr addrspace(1) %62, i64 %168, !dbg !23
  %170 = sext i32 %144 to i64, !dbg !23
  %171 = getelementptr half, ptr addrspace(1) %62, i64 %170, !dbg !23
  %172 = sext i32 %145 to i64, !dbg !23
  %173 = getelementptr half, ptr addrspace(1) %62, i64 %172, !dbg !23
  %174 = sext i32 %146 to i64, !dbg !23
  %175 = getelementptr half, ptr addrspace(1) %62, i64 %174, !dbg !23
  %176 = sext i32 %147 to i64, !dbg !23
  %177 = getelementptr half, ptr addrspace(1) %62, i64 %176, !dbg !23
  %178 = sext i32 %148 to i64, !dbg !23
  %179 = getelementptr half, ptr addrspace(1) %62, i64 %178, !dbg !23
  br i1 %158, label %180, label %184, !dbg !24

180:                                              ; preds = %123
  %181 = sext i32 %141 to i64
  %182 = getelementptr half, ptr addrspace(1) %62, i64 %181
  %183 = load <1 x half>, ptr addrspace(1) %182, align 2, !dbg !24
  br label %184, !dbg !24

184:                                              ; preds = %180, %123
  %185 = phi <1 x half> [ %183, %180 ], [ zeroinitializer, %123 ], !dbg !24
  %186 = extractelement <1 x half> %185, i64 0, !dbg !24
  br i1 %159, label %187, label %189, !dbg !24

187:                                              ; preds = %184
  %188 = load <1 x half>, ptr addrspace(1) %167, align 2, !dbg !24
  br label %189, !dbg !24

189:                                              ; preds = %187, %184
  %190 = phi <1 x half> [ %188, %187 ], [ zeroinitializer, %184 ], !dbg !24
  %191 = extractelement <1 x half> %190, i64 0, !dbg !24
  br i1 %160, label %192, label %194, !dbg !24

192:                                              ; preds = %189
  %193 = load <1 x half>, ptr addrspace(1) %169, align 2, !dbg !24
  br label %194, !dbg !24

194:                                              ; preds = %192, %189
  %195 = phi <1 x half> [ %193, %192 ], [ zeroinitializer, %189 ], !dbg !24
  %196 = extractelement <1 x half> %195, i64 0, !dbg !24
  br i1 %161, label %197, label %199, !dbg !24

197:                                              ; preds = %194
  %198 = load <1 x half>, ptr addrspace(1) %171, align 2, !dbg !24
  br label %199, !dbg !24

199:                                              ; preds = %197, %194
  %200 = phi <1 x half> [ %198, %197 ], [ zeroinitializer, %194 ], !dbg !24
  %201 = extractelement <1 x half> %200, i64 0, !dbg !24
  br i1 %162, label %202, label %204, !dbg !24

202:                                              ; preds = %199
  %203 = load <1 x half>, ptr addrspace(1) %173, align 2, !dbg !24
  br label %204, !dbg !24

204:                                              ; preds = %202, %199
  %205 = phi <1 x half> [ %203, %202 ], [ zeroinitializer, %199 ], !dbg !24
  %206 = extractelement <1 x half> %205, i64 0, !dbg !24
  br i1 %163, label %207, label %209, !dbg !24

207:                                              ; preds = %204
  %208 = load <1 x half>, ptr addrspace(1) %175, align 2, !dbg !24
  br label %209, !dbg !24

209:                                              ; preds = %207, %204
  %210 = phi <1 x half> [ %208, %207 ], [ zeroinitializer, %204 ], !dbg !24
  %211 = extractelement <1 x half> %210, i64 0, !dbg !24
  br i1 %164, label %212, label %214, !dbg !24

212:                                              ; preds = %209
  %213 = load <1 x half>, ptr addrspace(1) %177, align 2, !dbg !24
  br label %214, !dbg !24

214:                                              ; preds = %212, %209
  %215 = phi <1 x half> [ %213, %212 ], [ zeroinitializer, %209 ], !dbg !24
  %216 = extractelement <1 x half> %215, i64 0, !dbg !24
  br i1 %165, label %217, label %219, !dbg !24

217:                                              ; preds = %214
  %218 = load <1 x half>, ptr addrspace(1) %179, align 2, !dbg !24
  br label %219, !dbg !24

219:                                              ; preds = %217, %214
  %220 = phi <1 x half> [ %218, %217 ], [ zeroinitializer, %214 ], !dbg !24
  %221 = extractelement <1 x half> %220, i64 0, !dbg !24
  %222 = icmp slt i32 %149, %5, !dbg !25
  %223 = and i1 %63, %222, !dbg !26
  %224 = and i1 %64, %222, !dbg !26
  %225 = and i1 %65, %222, !dbg !26
  %226 = and i1 %66, %222, !dbg !26
  %227 = and i1 %67, %222, !dbg !26
  %228 = and i1 %68, %222, !dbg !26
  %229 = and i1 %69, %222, !dbg !26
  %230 = and i1 %70, %222, !dbg !26
  %231 = mul i32 %149, %7, !dbg !27
  %232 = sext i32 %231 to i64, !dbg !28
  %233 = getelementptr half, ptr addrspace(1) %1, i64 %232, !dbg !28
  %234 = getelementptr half, ptr addrspace(1) %233, i64 %72, !dbg !29
  %235 = getelementptr half, ptr addrspace(1) %233, i64 %73, !dbg !29
  %236 = getelementptr half, ptr addrspace(1) %233, i64 %74, !dbg !29
  %237 = getelementptr half, ptr addrspace(1) %233, i64 %75, !dbg !29
  %238 = getelementptr half, ptr addrspace(1) %233, i64 %76, !dbg !29
  %239 = getelementptr half, ptr addrspace(1) %233, i64 %77, !dbg !29
  %240 = getelementptr half, ptr addrspace(1) %233, i64 %78, !dbg !29
  br i1 %223, label %241, label %244, !dbg !30

241:                                              ; preds = %219
  %242 = getelementptr half, ptr addrspace(1) %233, i64 %79
  %243 = load <1 x half>, ptr addrspace(1) %242, align 2, !dbg !30
  br label %244, !dbg !30

244:                                              ; preds = %241, %219
  %245 = phi <1 x half> [ %243, %241 ], [ zeroinitializer, %219 ], !dbg !30
  %246 = extractelement <1 x half> %245, i64 0, !dbg !30
  br i1 %224, label %247, label %249, !dbg !30

247:                                              ; preds = %244
  %248 = load <1 x half>, ptr addrspace(1) %234, align 2, !dbg !30
  br label %249, !dbg !30

249:                                              ; preds = %247, %244
  %250 = phi <1 x half> [ %248, %247 ], [ zeroinitializer, %244 ], !dbg !30
  %251 = extractelement <1 x half> %250, i64 0, !dbg !30
  br i1 %225, label %252, label %254, !dbg !30

252:                                              ; preds = %249
  %253 = load <1 x half>, ptr addrspace(1) %235, align 2, !dbg !30
  br label %254, !dbg !30

254:                                              ; preds = %252, %249
  %255 = phi <1 x half> [ %253, %252 ], [ zeroinitializer, %249 ], !dbg !30
  %256 = extractelement <1 x half> %255, i64 0, !dbg !30
  br i1 %226, label %257, label %259, !dbg !30

257:                                              ; preds = %254
  %258 = load <1 x half>, ptr addrspace(1) %236, align 2, !dbg !30
  br label %259, !dbg !30

259:                                              ; preds = %257, %254
  %260 = phi <1 x half> [ %258, %257 ], [ zeroinitializer, %254 ], !dbg !30
  %261 = extractelement <1 x half> %260, i64 0, !dbg !30
  br i1 %227, label %262, label %264, !dbg !30

262:                                              ; preds = %259
  %263 = load <1 x half>, ptr addrspace(1) %237, align 2, !dbg !30
  br label %264, !dbg !30

264:                                              ; preds = %262, %259
  %265 = phi <1 x half> [ %263, %262 ], [ zeroinitializer, %259 ], !dbg !30
  %266 = extractelement <1 x half> %265, i64 0, !dbg !30
  br i1 %228, label %267, label %269, !dbg !30

267:                                              ; preds = %264
  %268 = load <1 x half>, ptr addrspace(1) %238, align 2, !dbg !30
  br label %269, !dbg !30

269:                                              ; preds = %267, %264
  %270 = phi <1 x half> [ %268, %267 ], [ zeroinitializer, %264 ], !dbg !30
  %271 = extractelement <1 x half> %270, i64 0, !dbg !30
  br i1 %229, label %272, label %274, !dbg !30

272:                                              ; preds = %269
  %273 = load <1 x half>, ptr addrspace(1) %239, align 2, !dbg !30
  br label %274, !dbg !30

274:                                              ; preds = %272, %269
  %275 = phi <1 x half> [ %273, %272 ], [ zeroinitializer, %269 ], !dbg !30
  %276 = extractelement <1 x half> %275, i64 0, !dbg !30
  br i1 %230, label %277, label %280, !dbg !30

277:                                              ; preds = %274
  %278 = load <1 x half>, ptr addrspace(1) %240, align 2, !dbg !30
  %279 = shufflevector <1 x half> %278, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !30
  br label %280, !dbg !30

280:                                              ; preds = %277, %274
  %281 = phi <8 x half> [ %279, %277 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %274 ], !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  %282 = insertelement <4 x half> poison, half %186, i64 0, !dbg !24
  %283 = insertelement <4 x half> %282, half %191, i64 1, !dbg !24
  %284 = insertelement <4 x half> %283, half %196, i64 2, !dbg !24
  %285 = insertelement <4 x half> %284, half %201, i64 3, !dbg !24
  store <4 x half> %285, ptr addrspace(3) %84, align 8, !dbg !24
  %286 = insertelement <4 x half> poison, half %206, i64 0, !dbg !24
  %287 = insertelement <4 x half> %286, half %211, i64 1, !dbg !24
  %288 = insertelement <4 x half> %287, half %216, i64 2, !dbg !24
  %289 = insertelement <4 x half> %288, half %221, i64 3, !dbg !24
  store <4 x half> %289, ptr addrspace(3) %86, align 8, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  %290 = load <4 x half>, ptr addrspace(3) %95, align 8, !dbg !24
  %291 = load <4 x half>, ptr addrspace(3) %97, align 8, !dbg !24
  %292 = load <4 x half>, ptr addrspace(3) %99, align 8, !dbg !24
  %293 = load <4 x half>, ptr addrspace(3) %101, align 8, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  %294 = insertelement <8 x half> poison, half %246, i64 0, !dbg !30
  %295 = insertelement <8 x half> %294, half %251, i64 1, !dbg !30
  %296 = insertelement <8 x half> %295, half %256, i64 2, !dbg !30
  %297 = insertelement <8 x half> %296, half %261, i64 3, !dbg !30
  %298 = insertelement <8 x half> %297, half %266, i64 4, !dbg !30
  %299 = insertelement <8 x half> %298, half %271, i64 5, !dbg !30
  %300 = insertelement <8 x half> %299, half %276, i64 6, !dbg !30
  %301 = shufflevector <8 x half> %300, <8 x half> %281, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !30
  store <8 x half> %301, ptr addrspace(3) %102, align 16, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  %302 = load <1 x half>, ptr addrspace(3) %107, align 2, !dbg !30
  %303 = load <1 x half>, ptr addrspace(3) %108, align 2, !dbg !30
  %304 = load <1 x half>, ptr addrspace(3) %109, align 2, !dbg !30
  %305 = shufflevector <1 x half> %304, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %306 = load <1 x half>, ptr addrspace(3) %110, align 2, !dbg !30
  %307 = shufflevector <1 x half> %306, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %308 = load <1 x half>, ptr addrspace(3) %111, align 2, !dbg !30
  %309 = load <1 x half>, ptr addrspace(3) %112, align 2, !dbg !30
  %310 = load <1 x half>, ptr addrspace(3) %113, align 2, !dbg !30
  %311 = shufflevector <1 x half> %310, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %312 = load <1 x half>, ptr addrspace(3) %114, align 2, !dbg !30
  %313 = shufflevector <1 x half> %312, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %314 = load <1 x half>, ptr addrspace(3) %115, align 2, !dbg !30
  %315 = load <1 x half>, ptr addrspace(3) %116, align 2, !dbg !30
  %316 = load <1 x half>, ptr addrspace(3) %117, align 2, !dbg !30
  %317 = shufflevector <1 x half> %316, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %318 = load <1 x half>, ptr addrspace(3) %118, align 2, !dbg !30
  %319 = shufflevector <1 x half> %318, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %320 = load <1 x half>, ptr addrspace(3) %119, align 2, !dbg !30
  %321 = load <1 x half>, ptr addrspace(3) %120, align 2, !dbg !30
  %322 = load <1 x half>, ptr addrspace(3) %121, align 2, !dbg !30
  %323 = shufflevector <1 x half> %322, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %324 = load <1 x half>, ptr addrspace(3) %122, align 2, !dbg !30
  %325 = shufflevector <1 x half> %324, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %326 = shufflevector <1 x half> %302, <1 x half> %303, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %327 = shufflevector <4 x half> %326, <4 x half> %305, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %328 = shufflevector <4 x half> %327, <4 x half> %307, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %329 = shufflevector <1 x half> %308, <1 x half> %309, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %330 = shufflevector <4 x half> %329, <4 x half> %311, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %331 = shufflevector <4 x half> %330, <4 x half> %313, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %332 = shufflevector <1 x half> %314, <1 x half> %315, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %333 = shufflevector <4 x half> %332, <4 x half> %317, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %334 = shufflevector <4 x half> %333, <4 x half> %319, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %335 = shufflevector <1 x half> %320, <1 x half> %321, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %336 = shufflevector <4 x half> %335, <4 x half> %323, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %337 = shufflevector <4 x half> %336, <4 x half> %325, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %338 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %124, i64 0, !dbg !31
  %339 = insertelement <16 x float> %338, float %125, i64 1, !dbg !31
  %340 = insertelement <16 x float> %339, float %126, i64 2, !dbg !31
  %341 = insertelement <16 x float> %340, float %127, i64 3, !dbg !31
  %342 = insertelement <16 x float> %341, float %128, i64 4, !dbg !31
  %343 = insertelement <16 x float> %342, float %129, i64 5, !dbg !31
  %344 = insertelement <16 x float> %343, float %130, i64 6, !dbg !31
  %345 = insertelement <16 x float> %344, float %131, i64 7, !dbg !31
  %346 = insertelement <16 x float> %345, float %132, i64 8, !dbg !31
  %347 = insertelement <16 x float> %346, float %133, i64 9, !dbg !31
  %348 = insertelement <16 x float> %347, float %134, i64 10, !dbg !31
  %349 = insertelement <16 x float> %348, float %135, i64 11, !dbg !31
  %350 = insertelement <16 x float> %349, float %136, i64 12, !dbg !31
  %351 = insertelement <16 x float> %350, float %137, i64 13, !dbg !31
  %352 = insertelement <16 x float> %351, float %138, i64 14, !dbg !31
  %353 = insertelement <16 x float> %352, float %139, i64 15, !dbg !31
  %354 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %328, <4 x half> %290, <16 x float> %353, i32 0, i32 0, i32 0), !dbg !31
  %355 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %331, <4 x half> %291, <16 x float> %354, i32 0, i32 0, i32 0), !dbg !31
  %356 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %334, <4 x half> %292, <16 x float> %355, i32 0, i32 0, i32 0), !dbg !31
  %357 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %337, <4 x half> %293, <16 x float> %356, i32 0, i32 0, i32 0), !dbg !31
  %358 = extractelement <16 x float> %357, i64 0, !dbg !31
  %359 = extractelement <16 x float> %357, i64 1, !dbg !31
  %360 = extractelement <16 x float> %357, i64 2, !dbg !31
  %361 = extractelement <16 x float> %357, i64 3, !dbg !31
  %362 = extractelement <16 x float> %357, i64 4, !dbg !31
  %363 = extractelement <16 x float> %357, i64 5, !dbg !31
  %364 = extractelement <16 x float> %357, i64 6, !dbg !31
  %365 = extractelement <16 x float> %357, i64 7, !dbg !31
  %366 = extractelement <16 x float> %357, i64 8, !dbg !31
  %367 = extractelement <16 x float> %357, i64 9, !dbg !31
  %368 = extractelement <16 x float> %357, i64 10, !dbg !31
  %369 = extractelement <16 x float> %357, i64 11, !dbg !31
  %370 = extractelement <16 x float> %357, i64 12, !dbg !31
  %371 = extractelement <16 x float> %357, i64 13, !dbg !31
  %372 = extractelement <16 x float> %357, i64 14, !dbg !31
  %373 = extractelement <16 x float> %357, i64 15, !dbg !31
  %374 = add i32 %140, 32, !dbg !19
  %375 = icmp slt i32 %374, %5, !dbg !19
  br i1 %375, label %123, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %280, %11
  %376 = phi float [ 0.000000e+00, %11 ], [ %358, %280 ], !dbg !32
  %377 = phi float [ 0.000000e+00, %11 ], [ %359, %280 ], !dbg !32
  %378 = phi float [ 0.000000e+00, %11 ], [ %360, %280 ], !dbg !32
  %379 = phi float [ 0.000000e+00, %11 ], [ %361, %280 ], !dbg !32
  %380 = phi float [ 0.000000e+00, %11 ], [ %362, %280 ], !dbg !32
  %381 = phi float [ 0.000000e+00, %11 ], [ %363, %280 ], !dbg !32
  %382 = phi float [ 0.000000e+00, %11 ], [ %364, %280 ], !dbg !32
  %383 = phi float [ 0.000000e+00, %11 ], [ %365, %280 ], !dbg !32
  %384 = phi float [ 0.000000e+00, %11 ], [ %366, %280 ], !dbg !32
  %385 = phi float [ 0.000000e+00, %11 ], [ %367, %280 ], !dbg !32
  %386 = phi float [ 0.000000e+00, %11 ], [ %368, %280 ], !dbg !32
  %387 = phi float [ 0.000000e+00, %11 ], [ %369, %280 ], !dbg !32
  %388 = phi float [ 0.000000e+00, %11 ], [ %370, %280 ], !dbg !32
  %389 = phi float [ 0.000000e+00, %11 ], [ %371, %280 ], !dbg !32
  %390 = phi float [ 0.000000e+00, %11 ], [ %372, %280 ], !dbg !32
  %391 = phi float [ 0.000000e+00, %11 ], [ %373, %280 ], !dbg !32
  %392 = icmp slt i32 %30, %3, !dbg !33
  %393 = icmp slt i32 %40, %4, !dbg !34
  %394 = icmp slt i32 %41, %4, !dbg !34
  %395 = icmp slt i32 %42, %4, !dbg !34
  %396 = icmp slt i32 %43, %4, !dbg !34
  %397 = icmp slt i32 %44, %4, !dbg !34
  %398 = icmp slt i32 %45, %4, !dbg !34
  %399 = icmp slt i32 %46, %4, !dbg !34
  %400 = icmp slt i32 %47, %4, !dbg !34
  %401 = icmp slt i32 %48, %4, !dbg !34
  %402 = icmp slt i32 %49, %4, !dbg !34
  %403 = icmp slt i32 %50, %4, !dbg !34
  %404 = icmp slt i32 %51, %4, !dbg !34
  %405 = icmp slt i32 %52, %4, !dbg !34
  %406 = icmp slt i32 %53, %4, !dbg !34
  %407 = icmp slt i32 %54, %4, !dbg !34
  %408 = icmp slt i32 %55, %4, !dbg !34
  %409 = and i1 %392, %393, !dbg !35
  %410 = and i1 %392, %394, !dbg !35
  %411 = and i1 %392, %395, !dbg !35
  %412 = and i1 %392, %396, !dbg !35
  %413 = and i1 %392, %397, !dbg !35
  %414 = and i1 %392, %398, !dbg !35
  %415 = and i1 %392, %399, !dbg !35
  %416 = and i1 %392, %400, !dbg !35
  %417 = and i1 %392, %401, !dbg !35
  %418 = and i1 %392, %402, !dbg !35
  %419 = and i1 %392, %403, !dbg !35
  %420 = and i1 %392, %404, !dbg !35
  %421 = and i1 %392, %405, !dbg !35
  %422 = and i1 %392, %406, !dbg !35
  %423 = and i1 %392, %407, !dbg !35
  %424 = and i1 %392, %408, !dbg !35
  %425 = mul i32 %8, %30, !dbg !36
  %426 = sext i32 %425 to i64, !dbg !37
  %427 = getelementptr float, ptr addrspace(1) %2, i64 %426, !dbg !37
  %428 = sext i32 %41 to i64, !dbg !38
  %429 = getelementptr float, ptr addrspace(1) %427, i64 %428, !dbg !38
  %430 = sext i32 %42 to i64, !dbg !38
  %431 = getelementptr float, ptr addrspace(1) %427, i64 %430, !dbg !38
  %432 = sext i32 %43 to i64, !dbg !38
  %433 = getelementptr float, ptr addrspace(1) %427, i64 %432, !dbg !38
  %434 = sext i32 %44 to i64, !dbg !38
  %435 = getelementptr float, ptr addrspace(1) %427, i64 %434, !dbg !38
  %436 = sext i32 %45 to i64, !dbg !38
  %437 = getelementptr float, ptr addrspace(1) %427, i64 %436, !dbg !38
  %438 = sext i32 %46 to i64, !dbg !38
  %439 = getelementptr float, ptr addrspace(1) %427, i64 %438, !dbg !38
  %440 = sext i32 %47 to i64, !dbg !38
  %441 = getelementptr float, ptr addrspace(1) %427, i64 %440, !dbg !38
  %442 = sext i32 %48 to i64, !dbg !38
  %443 = getelementptr float, ptr addrspace(1) %427, i64 %442, !dbg !38
  %444 = sext i32 %49 to i64, !dbg !38
  %445 = getelementptr float, ptr addrspace(1) %427, i64 %444, !dbg !38
  %446 = sext i32 %50 to i64, !dbg !38
  %447 = getelementptr float, ptr addrspace(1) %427, i64 %446, !dbg !38
  %448 = sext i32 %51 to i64, !dbg !38
  %449 = getelementptr float, ptr addrspace(1) %427, i64 %448, !dbg !38
  %450 = sext i32 %52 to i64, !dbg !38
  %451 = getelementptr float, ptr addrspace(1) %427, i64 %450, !dbg !38
  %452 = sext i32 %53 to i64, !dbg !38
  %453 = getelementptr float, ptr addrspace(1) %427, i64 %452, !dbg !38
  %454 = sext i32 %54 to i64, !dbg !38
  %455 = getelementptr float, ptr addrspace(1) %427, i64 %454, !dbg !38
  %456 = sext i32 %55 to i64, !dbg !38
  %457 = getelementptr float, ptr addrspace(1) %427, i64 %456, !dbg !38
  br i1 %409, label %458, label %462, !dbg !39

458:                                              ; preds = %._crit_edge
  %459 = sext i32 %40 to i64
  %460 = getelementptr float, ptr addrspace(1) %427, i64 %459
  %461 = insertelement <1 x float> poison, float %376, i64 0
  store <1 x float> %461, ptr addrspace(1) %460, align 4, !dbg !39
  br label %462, !dbg !39

462:                                              ; preds = %458, %._crit_edge
  br i1 %410, label %463, label %465, !dbg !39

463:                                              ; preds = %462
  %464 = insertelement <1 x float> poison, float %377, i64 0
  store <1 x float> %464, ptr addrspace(1) %429, align 4, !dbg !39
  br label %465, !dbg !39

465:                                              ; preds = %463, %462
  br i1 %411, label %466, label %468, !dbg !39

466:                                              ; preds = %465
  %467 = insertelement <1 x float> poison, float %378, i64 0
  store <1 x float> %467, ptr addrspace(1) %431, align 4, !dbg !39
  br label %468, !dbg !39

468:                                              ; preds = %466, %465
  br i1 %412, label %469, label %471, !dbg !39

469:                                              ; preds = %468
  %470 = insertelement <1 x float> poison, float %379, i64 0
  store <1 x float> %470, ptr addrspace(1) %433, align 4, !dbg !39
  br label %471, !dbg !39

471:                                              ; preds = %469, %468
  br i1 %413, label %472, label %474, !dbg !39

472:                                              ; preds = %471
  %473 = insertelement <1 x float> poison, float %380, i64 0
  store <1 x float> %473, ptr addrspace(1) %435, align 4, !dbg !39
  br label %474, !dbg !39

474:                                              ; preds = %472, %471
  br i1 %414, label %475, label %477, !dbg !39

475:                                              ; preds = %474
  %476 = insertelement <1 x float> poison, float %381, i64 0
  store <1 x float> %476, ptr addrspace(1) %437, align 4, !dbg !39
  br label %477, !dbg !39

477:                                              ; preds = %475, %474
  br i1 %415, label %478, label %480, !dbg !39

478:                                              ; preds = %477
  %479 = insertelement <1 x float> poison, float %382, i64 0
  store <1 x float> %479, ptr addrspace(1) %439, align 4, !dbg !39
  br label %480, !dbg !39

480:                                              ; preds = %478, %477
  br i1 %416, label %481, label %483, !dbg !39

481:                                              ; preds = %480
  %482 = insertelement <1 x float> poison, float %383, i64 0
  store <1 x float> %482, ptr addrspace(1) %441, align 4, !dbg !39
  br label %483, !dbg !39

483:                                              ; preds = %481, %480
  br i1 %417, label %484, label %486, !dbg !39

484:                                              ; preds = %483
  %485 = insertelement <1 x float> poison, float %384, i64 0
  store <1 x float> %485, ptr addrspace(1) %443, align 4, !dbg !39
  br label %486, !dbg !39

486:                                              ; preds = %484, %483
  br i1 %418, label %487, label %489, !dbg !39

487:                                              ; preds = %486
  %488 = insertelement <1 x float> poison, float %385, i64 0
  store <1 x float> %488, ptr addrspace(1) %445, align 4, !dbg !39
  br label %489, !dbg !39

489:                                              ; preds = %487, %486
  br i1 %419, label %490, label %492, !dbg !39

490:                                              ; preds = %489
  %491 = insertelement <1 x float> poison, float %386, i64 0
  store <1 x float> %491, ptr addrspace(1) %447, align 4, !dbg !39
  br label %492, !dbg !39

492:                                              ; preds = %490, %489
  br i1 %420, label %493, label %495, !dbg !39

493:                                              ; preds = %492
  %494 = insertelement <1 x float> poison, float %387, i64 0
  store <1 x float> %494, ptr addrspace(1) %449, align 4, !dbg !39
  br label %495, !dbg !39

495:                                              ; preds = %493, %492
  br i1 %421, label %496, label %498, !dbg !39

496:                                              ; preds = %495
  %497 = insertelement <1 x float> poison, float %388, i64 0
  store <1 x float> %497, ptr addrspace(1) %451, align 4, !dbg !39
  br label %498, !dbg !39

498:                                              ; preds = %496, %495
  br i1 %422, label %499, label %501, !dbg !39

499:                                              ; preds = %498
  %500 = insertelement <1 x float> poison, float %389, i64 0
  store <1 x float> %500, ptr addrspace(1) %453, align 4, !dbg !39
  br label %501, !dbg !39

501:                                              ; preds = %499, %498
  br i1 %423, label %502, label %504, !dbg !39

502:                                              ; preds = %501
  %503 = insertelement <1 x float> poison, float %390, i64 0
  store <1 x float> %503, ptr addrspace(1) %455, align 4, !dbg !39
  br label %504, !dbg !39

504:                                              ; preds = %502, %501
  br i1 %424, label %505, label %507, !dbg !39

505:                                              ; preds = %504
  %506 = insertelement <1 x float> poison, float %391, i64 0
  store <1 x float> %506, ptr addrspace(1) %457, align 4, !dbg !39
  br label %507, !dbg !39

507:                                              ; preds = %505, %504
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

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
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
