; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

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
  %57 = or disjoint i32 %56, 1, !dbg !14
  %58 = or disjoint i32 %56, 2, !dbg !14
  %59 = or disjoint i32 %56, 3, !dbg !14
  %60 = or disjoint i32 %56, 4, !dbg !14
  %61 = or disjoint i32 %56, 5, !dbg !14
  %62 = or disjoint i32 %56, 6, !dbg !14
  %63 = or disjoint i32 %56, 7, !dbg !14
  %64 = lshr i32 %15, 3, !dbg !14
  %65 = and i32 %64, 31, !dbg !14
  %66 = icmp slt i32 %28, %3, !dbg !15
  %67 = mul i32 %6, %28, !dbg !16
  %68 = sext i32 %67 to i64, !dbg !17
  %69 = getelementptr half, ptr addrspace(1) %0, i64 %68, !dbg !17
  %70 = icmp slt i32 %32, %4, !dbg !18
  %71 = icmp slt i32 %33, %4, !dbg !18
  %72 = icmp slt i32 %34, %4, !dbg !18
  %73 = icmp slt i32 %35, %4, !dbg !18
  %74 = icmp slt i32 %36, %4, !dbg !18
  %75 = icmp slt i32 %37, %4, !dbg !18
  %76 = icmp slt i32 %38, %4, !dbg !18
  %77 = icmp slt i32 %39, %4, !dbg !18
  %78 = icmp sgt i32 %5, 0, !dbg !19
  %79 = icmp slt i32 %56, %5, !dbg !20
  %80 = icmp slt i32 %57, %5, !dbg !20
  %81 = icmp slt i32 %58, %5, !dbg !20
  %82 = icmp slt i32 %59, %5, !dbg !20
  %83 = icmp slt i32 %60, %5, !dbg !20
  %84 = icmp slt i32 %61, %5, !dbg !20
  %85 = icmp slt i32 %62, %5, !dbg !20
  %86 = icmp slt i32 %63, %5, !dbg !20
  %87 = and i1 %66, %79, !dbg !21
  %88 = and i1 %66, %80, !dbg !21
  %89 = and i1 %66, %81, !dbg !21
  %90 = and i1 %66, %82, !dbg !21
  %91 = and i1 %66, %83, !dbg !21
  %92 = and i1 %66, %84, !dbg !21
  %93 = and i1 %66, %85, !dbg !21
  %94 = and i1 %66, %86, !dbg !21
  %95 = zext nneg i32 %57 to i64, !dbg !22
  %96 = getelementptr half, ptr addrspace(1) %69, i64 %95, !dbg !22
  %97 = zext nneg i32 %58 to i64, !dbg !22
  %98 = getelementptr half, ptr addrspace(1) %69, i64 %97, !dbg !22
  %99 = zext nneg i32 %59 to i64, !dbg !22
  %100 = getelementptr half, ptr addrspace(1) %69, i64 %99, !dbg !22
  %101 = zext nneg i32 %60 to i64, !dbg !22
  %102 = getelementptr half, ptr addrspace(1) %69, i64 %101, !dbg !22
  %103 = zext nneg i32 %61 to i64, !dbg !22
  %104 = getelementptr half, ptr addrspace(1) %69, i64 %103, !dbg !22
  %105 = zext nneg i32 %62 to i64, !dbg !22
  %106 = getelementptr half, ptr addrspace(1) %69, i64 %105, !dbg !22
  %107 = zext nneg i32 %63 to i64, !dbg !22
  %108 = getelementptr half, ptr addrspace(1) %69, i64 %107, !dbg !22
  %109 = and i1 %78, %88, !dbg !19
  %110 = and i1 %78, %89, !dbg !19
  %111 = and i1 %78, %90, !dbg !19
  %112 = and i1 %78, %91, !dbg !19
  %113 = and i1 %78, %92, !dbg !19
  %114 = and i1 %78, %93, !dbg !19
  %115 = and i1 %78, %94, !dbg !19
  br i1 %87, label %116, label %120, !dbg !23

116:                                              ; preds = %11
  %117 = zext nneg i32 %56 to i64
  %118 = getelementptr half, ptr addrspace(1) %69, i64 %117
  %119 = load <1 x half>, ptr addrspace(1) %118, align 2, !dbg !23
  br label %120, !dbg !23

120:                                              ; preds = %116, %11
  %121 = phi <1 x half> [ %119, %116 ], [ zeroinitializer, %11 ], !dbg !23
  %122 = extractelement <1 x half> %121, i64 0, !dbg !23
  br i1 %109, label %123, label %125, !dbg !23

123:                                              ; preds = %120
  %124 = load <1 x half>, ptr addrspace(1) %96, align 2, !dbg !23
  br label %125, !dbg !23

125:                                              ; preds = %123, %120
  %126 = phi <1 x half> [ %124, %123 ], [ zeroinitializer, %120 ], !dbg !23
  %127 = extractelement <1 x half> %126, i64 0, !dbg !23
  br i1 %110, label %128, label %130, !dbg !23

128:                                              ; preds = %125
  %129 = load <1 x half>, ptr addrspace(1) %98, align 2, !dbg !23
  br label %130, !dbg !23

130:                                              ; preds = %128, %125
  %131 = phi <1 x half> [ %129, %128 ], [ zeroinitializer, %125 ], !dbg !23
  %132 = extractelement <1 x half> %131, i64 0, !dbg !23
  br i1 %111, label %133, label %135, !dbg !23

133:                                              ; preds = %130
  %134 = load <1 x half>, ptr addrspace(1) %100, align 2, !dbg !23
  br label %135, !dbg !23

135:                                              ; preds = %133, %130
  %136 = phi <1 x half> [ %134, %133 ], [ zeroinitializer, %130 ], !dbg !23
  %137 = extractelement <1 x half> %136, i64 0, !dbg !23
  br i1 %112, label %138, label %140, !dbg !23

138:                                              ; preds = %135
  %139 = load <1 x half>, ptr addrspace(1) %102, align 2, !dbg !23
  br label %140, !dbg !23

140:                                              ; preds = %138, %135
  %141 = phi <1 x half> [ %139, %138 ], [ zeroinitializer, %135 ], !dbg !23
  %142 = extractelement <1 x half> %141, i64 0, !dbg !23
  br i1 %113, label %143, label %145, !dbg !23

143:                                              ; preds = %140
  %144 = load <1 x half>, ptr addrspace(1) %104, align 2, !dbg !23
  br label %145, !dbg !23

145:                                              ; preds = %143, %140
  %146 = phi <1 x half> [ %144, %143 ], [ zeroinitializer, %140 ], !dbg !23
  %147 = extractelement <1 x half> %146, i64 0, !dbg !23
  br i1 %114, label %148, label %150, !dbg !23

148:                                              ; preds = %145
  %149 = load <1 x half>, ptr addrspace(1) %106, align 2, !dbg !23
  br label %150, !dbg !23

150:                                              ; preds = %148, %145
  %151 = phi <1 x half> [ %149, %148 ], [ zeroinitializer, %145 ], !dbg !23
  %152 = extractelement <1 x half> %151, i64 0, !dbg !23
  br i1 %115, label %153, label %155, !dbg !23

153:                                              ; preds = %150
  %154 = load <1 x half>, ptr addrspace(1) %108, align 2, !dbg !23
  br label %155, !dbg !23

155:                                              ; preds = %153, %150
  %156 = phi <1 x half> [ %154, %153 ], [ zeroinitializer, %150 ], !dbg !23
  %157 = extractelement <1 x half> %156, i64 0, !dbg !23
  %158 = icmp slt i32 %65, %5, !dbg !24
  %159 = and i1 %70, %158, !dbg !25
  %160 = and i1 %71, %158, !dbg !25
  %161 = and i1 %72, %158, !dbg !25
  %162 = and i1 %73, %158, !dbg !25
  %163 = and i1 %74, %158, !dbg !25
  %164 = and i1 %75, %158, !dbg !25
  %165 = and i1 %76, %158, !dbg !25
  %166 = and i1 %77, %158, !dbg !25
  %167 = mul i32 %7, %65, !dbg !26
  %168 = sext i32 %167 to i64, !dbg !27
  %169 = getelementptr half, ptr addrspace(1) %1, i64 %168, !dbg !27
  %170 = sext i32 %33 to i64, !dbg !28
  %171 = getelementptr half, ptr addrspace(1) %169, i64 %170, !dbg !28
  %172 = sext i32 %34 to i64, !dbg !28
  %173 = getelementptr half, ptr addrspace(1) %169, i64 %172, !dbg !28
  %174 = sext i32 %35 to i64, !dbg !28
  %175 = getelementptr half, ptr addrspace(1) %169, i64 %174, !dbg !28
  %176 = sext i32 %36 to i64, !dbg !28
  %177 = getelementptr half, ptr addrspace(1) %169, i64 %176, !dbg !28
  %178 = sext i32 %37 to i64, !dbg !28
  %179 = getelementptr half, ptr addrspace(1) %169, i64 %178, !dbg !28
  %180 = sext i32 %38 to i64, !dbg !28
  %181 = getelementptr half, ptr addrspace(1) %169, i64 %180, !dbg !28
  %182 = sext i32 %39 to i64, !dbg !28
  %183 = getelementptr half, ptr addrspace(1) %169, i64 %182, !dbg !28
  br i1 %159, label %184, label %188, !dbg !29

184:                                              ; preds = %155
  %185 = sext i32 %32 to i64
  %186 = getelementptr half, ptr addrspace(1) %169, i64 %185
  %187 = load <1 x half>, ptr addrspace(1) %186, align 2, !dbg !29
  br label %188, !dbg !29

188:                                              ; preds = %184, %155
  %189 = phi <1 x half> [ %187, %184 ], [ zeroinitializer, %155 ], !dbg !29
  %190 = extractelement <1 x half> %189, i64 0, !dbg !29
  br i1 %160, label %191, label %193, !dbg !29

191:                                              ; preds = %188
  %192 = load <1 x half>, ptr addrspace(1) %171, align 2, !dbg !29
  br label %193, !dbg !29

193:                                              ; preds = %191, %188
  %194 = phi <1 x half> [ %192, %191 ], [ zeroinitializer, %188 ], !dbg !29
  %195 = extractelement <1 x half> %194, i64 0, !dbg !29
  br i1 %161, label %196, label %198, !dbg !29

196:                                              ; preds = %193
  %197 = load <1 x half>, ptr addrspace(1) %173, align 2, !dbg !29
  br label %198, !dbg !29

198:                                              ; preds = %196, %193
  %199 = phi <1 x half> [ %197, %196 ], [ zeroinitializer, %193 ], !dbg !29
  %200 = extractelement <1 x half> %199, i64 0, !dbg !29
  br i1 %162, label %201, label %203, !dbg !29

201:                                              ; preds = %198
  %202 = load <1 x half>, ptr addrspace(1) %175, align 2, !dbg !29
  br label %203, !dbg !29

203:                                              ; preds = %201, %198
  %204 = phi <1 x half> [ %202, %201 ], [ zeroinitializer, %198 ], !dbg !29
  %205 = extractelement <1 x half> %204, i64 0, !dbg !29
  br i1 %163, label %206, label %208, !dbg !29

206:                                              ; preds = %203
  %207 = load <1 x half>, ptr addrspace(1) %177, align 2, !dbg !29
  br label %208, !dbg !29

208:                                              ; preds = %206, %203
  %209 = phi <1 x half> [ %207, %206 ], [ zeroinitializer, %203 ], !dbg !29
  %210 = extractelement <1 x half> %209, i64 0, !dbg !29
  br i1 %164, label %211, label %213, !dbg !29

211:                                              ; preds = %208
  %212 = load <1 x half>, ptr addrspace(1) %179, align 2, !dbg !29
  br label %213, !dbg !29

213:                                              ; preds = %211, %208
  %214 = phi <1 x half> [ %212, %211 ], [ zeroinitializer, %208 ], !dbg !29
  %215 = extractelement <1 x half> %214, i64 0, !dbg !29
  br i1 %165, label %216, label %218, !dbg !29

216:                                              ; preds = %213
  %217 = load <1 x half>, ptr addrspace(1) %181, align 2, !dbg !29
  br label %218, !dbg !29

218:                                              ; preds = %216, %213
  %219 = phi <1 x half> [ %217, %216 ], [ zeroinitializer, %213 ], !dbg !29
  %220 = extractelement <1 x half> %219, i64 0, !dbg !29
  br i1 %166, label %221, label %224, !dbg !29

221:                                              ; preds = %218
  %222 = load <1 x half>, ptr addrspace(1) %183, align 2, !dbg !29
  %223 = shufflevector <1 x half> %222, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %224, !dbg !29

224:                                              ; preds = %221, %218
  %225 = phi <8 x half> [ %223, %221 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %218 ], !dbg !29
  %226 = shl nuw nsw i32 %15, 4, !dbg !23
  %227 = and i32 %226, 4080, !dbg !23
  %228 = and i32 %15, 48, !dbg !23
  %229 = xor i32 %227, %228, !dbg !23
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %229, !dbg !23
  %231 = insertelement <8 x half> poison, half %122, i64 0, !dbg !23
  %232 = insertelement <8 x half> %231, half %127, i64 1, !dbg !23
  %233 = insertelement <8 x half> %232, half %132, i64 2, !dbg !23
  %234 = insertelement <8 x half> %233, half %137, i64 3, !dbg !23
  %235 = insertelement <8 x half> %234, half %142, i64 4, !dbg !23
  %236 = insertelement <8 x half> %235, half %147, i64 5, !dbg !23
  %237 = insertelement <8 x half> %236, half %152, i64 6, !dbg !23
  %238 = insertelement <8 x half> %237, half %157, i64 7, !dbg !23
  store <8 x half> %238, ptr addrspace(3) %230, align 16, !dbg !23
  %239 = and i32 %15, 112, !dbg !29
  %240 = xor i32 %227, %239, !dbg !29
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %240, !dbg !29
  %242 = insertelement <8 x half> poison, half %190, i64 0, !dbg !29
  %243 = insertelement <8 x half> %242, half %195, i64 1, !dbg !29
  %244 = insertelement <8 x half> %243, half %200, i64 2, !dbg !29
  %245 = insertelement <8 x half> %244, half %205, i64 3, !dbg !29
  %246 = insertelement <8 x half> %245, half %210, i64 4, !dbg !29
  %247 = insertelement <8 x half> %246, half %215, i64 5, !dbg !29
  %248 = insertelement <8 x half> %247, half %220, i64 6, !dbg !29
  %249 = shufflevector <8 x half> %248, <8 x half> %225, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !29
  store <8 x half> %249, ptr addrspace(3) %241, align 16, !dbg !29
  %250 = add i32 %5, -32, !dbg !19
  %251 = icmp sgt i32 %250, 0, !dbg !19
  br i1 %251, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %224
  %.pre = shl nuw nsw i32 %15, 5, !dbg !29
  %.pre5 = and i32 %.pre, 1408, !dbg !29
  %.pre7 = shl nuw nsw i32 %15, 1, !dbg !29
  %.pre9 = and i32 %.pre7, 112, !dbg !29
  %.pre11 = or disjoint i32 %.pre5, %56, !dbg !29
  %.pre13 = xor i32 %.pre9, %.pre11, !dbg !29
  %.pre15 = xor i32 %.pre13, %25, !dbg !29
  %.pre17 = xor i32 %.pre15, 544, !dbg !29
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %224
  %252 = shl nuw nsw i32 %18, 6
  %253 = shl nuw nsw i32 %15, 2
  %254 = and i32 %253, 48
  %255 = lshr exact i32 %23, 1
  %256 = shl nuw nsw i32 %19, 4
  %257 = or disjoint i32 %252, %256
  %258 = xor i32 %254, %255
  %259 = or disjoint i32 %257, %258
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %259
  %261 = xor i32 %259, 32
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %261
  %263 = sext i32 %32 to i64
  %264 = shl nuw nsw i32 %15, 5
  %265 = and i32 %264, 1408
  %266 = shl nuw nsw i32 %15, 1
  %267 = and i32 %266, 112
  %268 = or disjoint i32 %265, %56
  %269 = xor i32 %267, %268
  %270 = xor i32 %269, %25
  %271 = xor i32 %270, 544
  %272 = or disjoint i32 %56, 32, !dbg !30
  %273 = or disjoint i32 %56, 33, !dbg !30
  %274 = or disjoint i32 %56, 34, !dbg !30
  %275 = or disjoint i32 %56, 35, !dbg !30
  %276 = or disjoint i32 %56, 36, !dbg !30
  %277 = or disjoint i32 %56, 37, !dbg !30
  %278 = or disjoint i32 %56, 38, !dbg !30
  %279 = or disjoint i32 %56, 39, !dbg !30
  %280 = or disjoint i32 %65, 32, !dbg !30
  %281 = icmp slt i32 %272, %5, !dbg !20
  %282 = icmp slt i32 %273, %5, !dbg !20
  %283 = icmp slt i32 %274, %5, !dbg !20
  %284 = icmp slt i32 %275, %5, !dbg !20
  %285 = icmp slt i32 %276, %5, !dbg !20
  %286 = icmp slt i32 %277, %5, !dbg !20
  %287 = icmp slt i32 %278, %5, !dbg !20
  %288 = icmp slt i32 %279, %5, !dbg !20
  %289 = and i1 %66, %281, !dbg !21
  %290 = and i1 %66, %282, !dbg !21
  %291 = and i1 %66, %283, !dbg !21
  %292 = and i1 %66, %284, !dbg !21
  %293 = and i1 %66, %285, !dbg !21
  %294 = and i1 %66, %286, !dbg !21
  %295 = and i1 %66, %287, !dbg !21
  %296 = and i1 %66, %288, !dbg !21
  %297 = zext nneg i32 %273 to i64, !dbg !22
  %298 = getelementptr half, ptr addrspace(1) %69, i64 %297, !dbg !22
  %299 = zext nneg i32 %274 to i64, !dbg !22
  %300 = getelementptr half, ptr addrspace(1) %69, i64 %299, !dbg !22
  %301 = zext nneg i32 %275 to i64, !dbg !22
  %302 = getelementptr half, ptr addrspace(1) %69, i64 %301, !dbg !22
  %303 = zext nneg i32 %276 to i64, !dbg !22
  %304 = getelementptr half, ptr addrspace(1) %69, i64 %303, !dbg !22
  %305 = zext nneg i32 %277 to i64, !dbg !22
  %306 = getelementptr half, ptr addrspace(1) %69, i64 %305, !dbg !22
  %307 = zext nneg i32 %278 to i64, !dbg !22
  %308 = getelementptr half, ptr addrspace(1) %69, i64 %307, !dbg !22
  %309 = zext nneg i32 %279 to i64, !dbg !22
  %310 = getelementptr half, ptr addrspace(1) %69, i64 %309, !dbg !22
  br i1 %289, label %311, label %315, !dbg !23

311:                                              ; preds = %.lr.ph
  %312 = zext nneg i32 %272 to i64
  %313 = getelementptr half, ptr addrspace(1) %69, i64 %312
  %314 = load <1 x half>, ptr addrspace(1) %313, align 2, !dbg !23
  br label %315, !dbg !23

315:                                              ; preds = %311, %.lr.ph
  %316 = phi <1 x half> [ %314, %311 ], [ zeroinitializer, %.lr.ph ], !dbg !23
  %317 = extractelement <1 x half> %316, i64 0, !dbg !23
  br i1 %290, label %318, label %320, !dbg !23

318:                                              ; preds = %315
  %319 = load <1 x half>, ptr addrspace(1) %298, align 2, !dbg !23
  br label %320, !dbg !23

320:                                              ; preds = %318, %315
  %321 = phi <1 x half> [ %319, %318 ], [ zeroinitializer, %315 ], !dbg !23
  %322 = extractelement <1 x half> %321, i64 0, !dbg !23
  br i1 %291, label %323, label %325, !dbg !23

323:                                              ; preds = %320
  %324 = load <1 x half>, ptr addrspace(1) %300, align 2, !dbg !23
  br label %325, !dbg !23

325:                                              ; preds = %323, %320
  %326 = phi <1 x half> [ %324, %323 ], [ zeroinitializer, %320 ], !dbg !23
  %327 = extractelement <1 x half> %326, i64 0, !dbg !23
  br i1 %292, label %328, label %330, !dbg !23

328:                                              ; preds = %325
  %329 = load <1 x half>, ptr addrspace(1) %302, align 2, !dbg !23
  br label %330, !dbg !23

330:                                              ; preds = %328, %325
  %331 = phi <1 x half> [ %329, %328 ], [ zeroinitializer, %325 ], !dbg !23
  %332 = extractelement <1 x half> %331, i64 0, !dbg !23
  br i1 %293, label %333, label %335, !dbg !23

333:                                              ; preds = %330
  %334 = load <1 x half>, ptr addrspace(1) %304, align 2, !dbg !23
  br label %335, !dbg !23

335:                                              ; preds = %333, %330
  %336 = phi <1 x half> [ %334, %333 ], [ zeroinitializer, %330 ], !dbg !23
  %337 = extractelement <1 x half> %336, i64 0, !dbg !23
  br i1 %294, label %338, label %340, !dbg !23

338:                                              ; preds = %335
  %339 = load <1 x half>, ptr addrspace(1) %306, align 2, !dbg !23
  br label %340, !dbg !23

340:                                              ; preds = %338, %335
  %341 = phi <1 x half> [ %339, %338 ], [ zeroinitializer, %335 ], !dbg !23
  %342 = extractelement <1 x half> %341, i64 0, !dbg !23
  br i1 %295, label %343, label %345, !dbg !23

343:                                              ; preds = %340
  %344 = load <1 x half>, ptr addrspace(1) %308, align 2, !dbg !23
  br label %345, !dbg !23

345:                                              ; preds = %343, %340
  %346 = phi <1 x half> [ %344, %343 ], [ zeroinitializer, %340 ], !dbg !23
  %347 = extractelement <1 x half> %346, i64 0, !dbg !23
  br i1 %296, label %348, label %350, !dbg !23

348:                                              ; preds = %345
  %349 = load <1 x half>, ptr addrspace(1) %310, align 2, !dbg !23
  br label %350, !dbg !23

350:                                              ; preds = %348, %345
  %351 = phi <1 x half> [ %349, %348 ], [ zeroinitializer, %345 ], !dbg !23
  %352 = extractelement <1 x half> %351, i64 0, !dbg !23
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %353 = load <8 x half>, ptr addrspace(3) %260, align 16, !dbg !23
  %354 = load <8 x half>, ptr addrspace(3) %262, align 16, !dbg !23
  %355 = icmp slt i32 %280, %5, !dbg !24
  %356 = and i1 %70, %355, !dbg !25
  %357 = and i1 %71, %355, !dbg !25
  %358 = and i1 %72, %355, !dbg !25
  %359 = and i1 %73, %355, !dbg !25
  %360 = and i1 %74, %355, !dbg !25
  %361 = and i1 %75, %355, !dbg !25
  %362 = and i1 %76, %355, !dbg !25
  %363 = and i1 %77, %355, !dbg !25
  %364 = mul i32 %280, %7, !dbg !26
  %365 = sext i32 %364 to i64, !dbg !27
  %366 = getelementptr half, ptr addrspace(1) %1, i64 %365, !dbg !27
  %367 = getelementptr half, ptr addrspace(1) %366, i64 %170, !dbg !28
  %368 = getelementptr half, ptr addrspace(1) %366, i64 %172, !dbg !28
  %369 = getelementptr half, ptr addrspace(1) %366, i64 %174, !dbg !28
  %370 = getelementptr half, ptr addrspace(1) %366, i64 %176, !dbg !28
  %371 = getelementptr half, ptr addrspace(1) %366, i64 %178, !dbg !28
  %372 = getelementptr half, ptr addrspace(1) %366, i64 %180, !dbg !28
  %373 = getelementptr half, ptr addrspace(1) %366, i64 %182, !dbg !28
  br i1 %356, label %374, label %377, !dbg !29

374:                                              ; preds = %350
  %375 = getelementptr half, ptr addrspace(1) %366, i64 %263
  %376 = load <1 x half>, ptr addrspace(1) %375, align 2, !dbg !29
  br label %377, !dbg !29

377:                                              ; preds = %374, %350
  %378 = phi <1 x half> [ %376, %374 ], [ zeroinitializer, %350 ], !dbg !29
  %379 = extractelement <1 x half> %378, i64 0, !dbg !29
  br i1 %357, label %380, label %382, !dbg !29

380:                                              ; preds = %377
  %381 = load <1 x half>, ptr addrspace(1) %367, align 2, !dbg !29
  br label %382, !dbg !29

382:                                              ; preds = %380, %377
  %383 = phi <1 x half> [ %381, %380 ], [ zeroinitializer, %377 ], !dbg !29
  %384 = extractelement <1 x half> %383, i64 0, !dbg !29
  br i1 %358, label %385, label %387, !dbg !29

385:                                              ; preds = %382
  %386 = load <1 x half>, ptr addrspace(1) %368, align 2, !dbg !29
  br label %387, !dbg !29

387:                                              ; preds = %385, %382
  %388 = phi <1 x half> [ %386, %385 ], [ zeroinitializer, %382 ], !dbg !29
  %389 = extractelement <1 x half> %388, i64 0, !dbg !29
  br i1 %359, label %390, label %392, !dbg !29

390:                                              ; preds = %387
  %391 = load <1 x half>, ptr addrspace(1) %369, align 2, !dbg !29
  br label %392, !dbg !29

392:                                              ; preds = %390, %387
  %393 = phi <1 x half> [ %391, %390 ], [ zeroinitializer, %387 ], !dbg !29
  %394 = extractelement <1 x half> %393, i64 0, !dbg !29
  br i1 %360, label %395, label %397, !dbg !29

395:                                              ; preds = %392
  %396 = load <1 x half>, ptr addrspace(1) %370, align 2, !dbg !29
  br label %397, !dbg !29

397:                                              ; preds = %395, %392
  %398 = phi <1 x half> [ %396, %395 ], [ zeroinitializer, %392 ], !dbg !29
  %399 = extractelement <1 x half> %398, i64 0, !dbg !29
  br i1 %361, label %400, label %402, !dbg !29

400:                                              ; preds = %397
  %401 = load <1 x half>, ptr addrspace(1) %371, align 2, !dbg !29
  br label %402, !dbg !29

402:                                              ; preds = %400, %397
  %403 = phi <1 x half> [ %401, %400 ], [ zeroinitializer, %397 ], !dbg !29
  %404 = extractelement <1 x half> %403, i64 0, !dbg !29
  br i1 %362, label %405, label %407, !dbg !29

405:                                              ; preds = %402
  %406 = load <1 x half>, ptr addrspace(1) %372, align 2, !dbg !29
  br label %407, !dbg !29

407:                                              ; preds = %405, %402
  %408 = phi <1 x half> [ %406, %405 ], [ zeroinitializer, %402 ], !dbg !29
  %409 = extractelement <1 x half> %408, i64 0, !dbg !29
  br i1 %363, label %410, label %413, !dbg !29

410:                                              ; preds = %407
  %411 = load <1 x half>, ptr addrspace(1) %373, align 2, !dbg !29
  %412 = shufflevector <1 x half> %411, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %413, !dbg !29

413:                                              ; preds = %410, %407
  %414 = phi <8 x half> [ %412, %410 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %407 ], !dbg !29
  %415 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %270, !dbg !29
  %416 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %415), !dbg !29
  %417 = getelementptr inbounds nuw i8, ptr addrspace(3) %415, i32 2048, !dbg !29
  %418 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %417), !dbg !29
  %419 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %271, !dbg !29
  %420 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %419), !dbg !29
  %421 = getelementptr inbounds nuw i8, ptr addrspace(3) %419, i32 2048, !dbg !29
  %422 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %421), !dbg !29
  %423 = shufflevector <4 x half> %416, <4 x half> %420, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %424 = shufflevector <4 x half> %418, <4 x half> %422, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %425 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %423, <8 x half> %353, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !31
  %426 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %424, <8 x half> %354, <16 x float> %425, i32 0, i32 0, i32 0), !dbg !31
  %427 = extractelement <16 x float> %426, i64 0, !dbg !31
  %428 = extractelement <16 x float> %426, i64 1, !dbg !31
  %429 = extractelement <16 x float> %426, i64 2, !dbg !31
  %430 = extractelement <16 x float> %426, i64 3, !dbg !31
  %431 = extractelement <16 x float> %426, i64 4, !dbg !31
  %432 = extractelement <16 x float> %426, i64 5, !dbg !31
  %433 = extractelement <16 x float> %426, i64 6, !dbg !31
  %434 = extractelement <16 x float> %426, i64 7, !dbg !31
  %435 = extractelement <16 x float> %426, i64 8, !dbg !31
  %436 = extractelement <16 x float> %426, i64 9, !dbg !31
  %437 = extractelement <16 x float> %426, i64 10, !dbg !31
  %438 = extractelement <16 x float> %426, i64 11, !dbg !31
  %439 = extractelement <16 x float> %426, i64 12, !dbg !31
  %440 = extractelement <16 x float> %426, i64 13, !dbg !31
  %441 = extractelement <16 x float> %426, i64 14, !dbg !31
  %442 = extractelement <16 x float> %426, i64 15, !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %443 = insertelement <8 x half> poison, half %317, i64 0, !dbg !23
  %444 = insertelement <8 x half> %443, half %322, i64 1, !dbg !23
  %445 = insertelement <8 x half> %444, half %327, i64 2, !dbg !23
  %446 = insertelement <8 x half> %445, half %332, i64 3, !dbg !23
  %447 = insertelement <8 x half> %446, half %337, i64 4, !dbg !23
  %448 = insertelement <8 x half> %447, half %342, i64 5, !dbg !23
  %449 = insertelement <8 x half> %448, half %347, i64 6, !dbg !23
  %450 = insertelement <8 x half> %449, half %352, i64 7, !dbg !23
  store <8 x half> %450, ptr addrspace(3) %230, align 16, !dbg !23
  %451 = insertelement <8 x half> poison, half %379, i64 0, !dbg !29
  %452 = insertelement <8 x half> %451, half %384, i64 1, !dbg !29
  %453 = insertelement <8 x half> %452, half %389, i64 2, !dbg !29
  %454 = insertelement <8 x half> %453, half %394, i64 3, !dbg !29
  %455 = insertelement <8 x half> %454, half %399, i64 4, !dbg !29
  %456 = insertelement <8 x half> %455, half %404, i64 5, !dbg !29
  %457 = insertelement <8 x half> %456, half %409, i64 6, !dbg !29
  %458 = shufflevector <8 x half> %457, <8 x half> %414, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !29
  store <8 x half> %458, ptr addrspace(3) %241, align 16, !dbg !29
  %459 = icmp samesign ugt i32 %250, 32, !dbg !19
  br i1 %459, label %.peel.next, label %._crit_edge, !dbg !19

.peel.next:                                       ; preds = %413
  %460 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %270
  %461 = getelementptr inbounds nuw i8, ptr addrspace(3) %460, i32 2048
  %462 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %271
  %463 = getelementptr inbounds nuw i8, ptr addrspace(3) %462, i32 2048
  br label %464, !dbg !19

464:                                              ; preds = %.peel.next, %624
  %465 = phi float [ %427, %.peel.next ], [ %650, %624 ]
  %466 = phi float [ %428, %.peel.next ], [ %651, %624 ]
  %467 = phi float [ %429, %.peel.next ], [ %652, %624 ]
  %468 = phi float [ %430, %.peel.next ], [ %653, %624 ]
  %469 = phi float [ %431, %.peel.next ], [ %654, %624 ]
  %470 = phi float [ %432, %.peel.next ], [ %655, %624 ]
  %471 = phi float [ %433, %.peel.next ], [ %656, %624 ]
  %472 = phi float [ %434, %.peel.next ], [ %657, %624 ]
  %473 = phi float [ %435, %.peel.next ], [ %658, %624 ]
  %474 = phi float [ %436, %.peel.next ], [ %659, %624 ]
  %475 = phi float [ %437, %.peel.next ], [ %660, %624 ]
  %476 = phi float [ %438, %.peel.next ], [ %661, %624 ]
  %477 = phi float [ %439, %.peel.next ], [ %662, %624 ]
  %478 = phi float [ %440, %.peel.next ], [ %663, %624 ]
  %479 = phi float [ %441, %.peel.next ], [ %664, %624 ]
  %480 = phi float [ %442, %.peel.next ], [ %665, %624 ]
  %481 = phi i32 [ 32, %.peel.next ], [ %482, %624 ]
  %482 = add i32 %481, 32, !dbg !19
  %483 = or disjoint i32 %482, %56, !dbg !30
  %484 = or disjoint i32 %482, %57, !dbg !30
  %485 = or disjoint i32 %482, %58, !dbg !30
  %486 = or disjoint i32 %482, %59, !dbg !30
  %487 = or disjoint i32 %482, %60, !dbg !30
  %488 = or disjoint i32 %482, %61, !dbg !30
  %489 = or disjoint i32 %482, %62, !dbg !30
  %490 = or disjoint i32 %482, %63, !dbg !30
  %491 = or disjoint i32 %482, %65, !dbg !30
  %492 = icmp slt i32 %483, %5, !dbg !20
  %493 = icmp slt i32 %484, %5, !dbg !20
  %494 = icmp slt i32 %485, %5, !dbg !20
  %495 = icmp slt i32 %486, %5, !dbg !20
  %496 = icmp slt i32 %487, %5, !dbg !20
  %497 = icmp slt i32 %488, %5, !dbg !20
  %498 = icmp slt i32 %489, %5, !dbg !20
  %499 = icmp slt i32 %490, %5, !dbg !20
  %500 = and i1 %66, %492, !dbg !21
  %501 = and i1 %66, %493, !dbg !21
  %502 = and i1 %66, %494, !dbg !21
  %503 = and i1 %66, %495, !dbg !21
  %504 = and i1 %66, %496, !dbg !21
  %505 = and i1 %66, %497, !dbg !21
  %506 = and i1 %66, %498, !dbg !21
  %507 = and i1 %66, %499, !dbg !21
  %508 = sext i32 %484 to i64, !dbg !22
  %509 = getelementptr half, ptr addrspace(1) %69, i64 %508, !dbg !22
  %510 = sext i32 %485 to i64, !dbg !22
  %511 = getelementptr half, ptr addrspace(1) %69, i64 %510, !dbg !22
  %512 = sext i32 %486 to i64, !dbg !22
  %513 = getelementptr half, ptr addrspace(1) %69, i64 %512, !dbg !22
  %514 = sext i32 %487 to i64, !dbg !22
  %515 = getelementptr half, ptr addrspace(1) %69, i64 %514, !dbg !22
  %516 = sext i32 %488 to i64, !dbg !22
  %517 = getelementptr half, ptr addrspace(1) %69, i64 %516, !dbg !22
  %518 = sext i32 %489 to i64, !dbg !22
  %519 = getelementptr half, ptr addrspace(1) %69, i64 %518, !dbg !22
  %520 = sext i32 %490 to i64, !dbg !22
  %521 = getelementptr half, ptr addrspace(1) %69, i64 %520, !dbg !22
  br i1 %500, label %522, label %526, !dbg !23

522:                                              ; preds = %464
  %523 = sext i32 %483 to i64
  %524 = getelementptr half, ptr addrspace(1) %69, i64 %523
  %525 = load <1 x half>, ptr addrspace(1) %524, align 2, !dbg !23
  br label %526, !dbg !23

526:                                              ; preds = %522, %464
  %527 = phi <1 x half> [ %525, %522 ], [ zeroinitializer, %464 ], !dbg !23
  %528 = extractelement <1 x half> %527, i64 0, !dbg !23
  br i1 %501, label %529, label %531, !dbg !23

529:                                              ; preds = %526
  %530 = load <1 x half>, ptr addrspace(1) %509, align 2, !dbg !23
  br label %531, !dbg !23

531:                                              ; preds = %529, %526
  %532 = phi <1 x half> [ %530, %529 ], [ zeroinitializer, %526 ], !dbg !23
  %533 = extractelement <1 x half> %532, i64 0, !dbg !23
  br i1 %502, label %534, label %536, !dbg !23

534:                                              ; preds = %531
  %535 = load <1 x half>, ptr addrspace(1) %511, align 2, !dbg !23
  br label %536, !dbg !23

536:                                              ; preds = %534, %531
  %537 = phi <1 x half> [ %535, %534 ], [ zeroinitializer, %531 ], !dbg !23
  %538 = extractelement <1 x half> %537, i64 0, !dbg !23
  br i1 %503, label %539, label %541, !dbg !23

539:                                              ; preds = %536
  %540 = load <1 x half>, ptr addrspace(1) %513, align 2, !dbg !23
  br label %541, !dbg !23

541:                                              ; preds = %539, %536
  %542 = phi <1 x half> [ %540, %539 ], [ zeroinitializer, %536 ], !dbg !23
  %543 = extractelement <1 x half> %542, i64 0, !dbg !23
  br i1 %504, label %544, label %546, !dbg !23

544:                                              ; preds = %541
  %545 = load <1 x half>, ptr addrspace(1) %515, align 2, !dbg !23
  br label %546, !dbg !23

546:                                              ; preds = %544, %541
  %547 = phi <1 x half> [ %545, %544 ], [ zeroinitializer, %541 ], !dbg !23
  %548 = extractelement <1 x half> %547, i64 0, !dbg !23
  br i1 %505, label %549, label %551, !dbg !23

549:                                              ; preds = %546
  %550 = load <1 x half>, ptr addrspace(1) %517, align 2, !dbg !23
  br label %551, !dbg !23

551:                                              ; preds = %549, %546
  %552 = phi <1 x half> [ %550, %549 ], [ zeroinitializer, %546 ], !dbg !23
  %553 = extractelement <1 x half> %552, i64 0, !dbg !23
  br i1 %506, label %554, label %556, !dbg !23

554:                                              ; preds = %551
  %555 = load <1 x half>, ptr addrspace(1) %519, align 2, !dbg !23
  br label %556, !dbg !23

556:                                              ; preds = %554, %551
  %557 = phi <1 x half> [ %555, %554 ], [ zeroinitializer, %551 ], !dbg !23
  %558 = extractelement <1 x half> %557, i64 0, !dbg !23
  br i1 %507, label %559, label %561, !dbg !23

559:                                              ; preds = %556
  %560 = load <1 x half>, ptr addrspace(1) %521, align 2, !dbg !23
  br label %561, !dbg !23

561:                                              ; preds = %559, %556
  %562 = phi <1 x half> [ %560, %559 ], [ zeroinitializer, %556 ], !dbg !23
  %563 = extractelement <1 x half> %562, i64 0, !dbg !23
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %564 = load <8 x half>, ptr addrspace(3) %260, align 16, !dbg !23
  %565 = load <8 x half>, ptr addrspace(3) %262, align 16, !dbg !23
  %566 = icmp slt i32 %491, %5, !dbg !24
  %567 = and i1 %70, %566, !dbg !25
  %568 = and i1 %71, %566, !dbg !25
  %569 = and i1 %72, %566, !dbg !25
  %570 = and i1 %73, %566, !dbg !25
  %571 = and i1 %74, %566, !dbg !25
  %572 = and i1 %75, %566, !dbg !25
  %573 = and i1 %76, %566, !dbg !25
  %574 = and i1 %77, %566, !dbg !25
  %575 = mul i32 %491, %7, !dbg !26
  %576 = sext i32 %575 to i64, !dbg !27
  %577 = getelementptr half, ptr addrspace(1) %1, i64 %576, !dbg !27
  %578 = getelementptr half, ptr addrspace(1) %577, i64 %170, !dbg !28
  %579 = getelementptr half, ptr addrspace(1) %577, i64 %172, !dbg !28
  %580 = getelementptr half, ptr addrspace(1) %577, i64 %174, !dbg !28
  %581 = getelementptr half, ptr addrspace(1) %577, i64 %176, !dbg !28
  %582 = getelementptr half, ptr addrspace(1) %577, i64 %178, !dbg !28
  %583 = getelementptr half, ptr addrspace(1) %577, i64 %180, !dbg !28
  %584 = getelementptr half, ptr addrspace(1) %577, i64 %182, !dbg !28
  br i1 %567, label %585, label %588, !dbg !29

585:                                              ; preds = %561
  %586 = getelementptr half, ptr addrspace(1) %577, i64 %263
  %587 = load <1 x half>, ptr addrspace(1) %586, align 2, !dbg !29
  br label %588, !dbg !29

588:                                              ; preds = %585, %561
  %589 = phi <1 x half> [ %587, %585 ], [ zeroinitializer, %561 ], !dbg !29
  %590 = extractelement <1 x half> %589, i64 0, !dbg !29
  br i1 %568, label %591, label %593, !dbg !29

591:                                              ; preds = %588
  %592 = load <1 x half>, ptr addrspace(1) %578, align 2, !dbg !29
  br label %593, !dbg !29

593:                                              ; preds = %591, %588
  %594 = phi <1 x half> [ %592, %591 ], [ zeroinitializer, %588 ], !dbg !29
  %595 = extractelement <1 x half> %594, i64 0, !dbg !29
  br i1 %569, label %596, label %598, !dbg !29

596:                                              ; preds = %593
  %597 = load <1 x half>, ptr addrspace(1) %579, align 2, !dbg !29
  br label %598, !dbg !29

598:                                              ; preds = %596, %593
  %599 = phi <1 x half> [ %597, %596 ], [ zeroinitializer, %593 ], !dbg !29
  %600 = extractelement <1 x half> %599, i64 0, !dbg !29
  br i1 %570, label %601, label %603, !dbg !29

601:                                              ; preds = %598
  %602 = load <1 x half>, ptr addrspace(1) %580, align 2, !dbg !29
  br label %603, !dbg !29

603:                                              ; preds = %601, %598
  %604 = phi <1 x half> [ %602, %601 ], [ zeroinitializer, %598 ], !dbg !29
  %605 = extractelement <1 x half> %604, i64 0, !dbg !29
  br i1 %571, label %606, label %608, !dbg !29

606:                                              ; preds = %603
  %607 = load <1 x half>, ptr addrspace(1) %581, align 2, !dbg !29
  br label %608, !dbg !29

608:                                              ; preds = %606, %603
  %609 = phi <1 x half> [ %607, %606 ], [ zeroinitializer, %603 ], !dbg !29
  %610 = extractelement <1 x half> %609, i64 0, !dbg !29
  br i1 %572, label %611, label %613, !dbg !29

611:                                              ; preds = %608
  %612 = load <1 x half>, ptr addrspace(1) %582, align 2, !dbg !29
  br label %613, !dbg !29

613:                                              ; preds = %611, %608
  %614 = phi <1 x half> [ %612, %611 ], [ zeroinitializer, %608 ], !dbg !29
  %615 = extractelement <1 x half> %614, i64 0, !dbg !29
  br i1 %573, label %616, label %618, !dbg !29

616:                                              ; preds = %613
  %617 = load <1 x half>, ptr addrspace(1) %583, align 2, !dbg !29
  br label %618, !dbg !29

618:                                              ; preds = %616, %613
  %619 = phi <1 x half> [ %617, %616 ], [ zeroinitializer, %613 ], !dbg !29
  %620 = extractelement <1 x half> %619, i64 0, !dbg !29
  br i1 %574, label %621, label %624, !dbg !29

621:                                              ; preds = %618
  %622 = load <1 x half>, ptr addrspace(1) %584, align 2, !dbg !29
  %623 = shufflevector <1 x half> %622, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %624, !dbg !29

624:                                              ; preds = %621, %618
  %625 = phi <8 x half> [ %623, %621 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %618 ], !dbg !29
  %626 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %460), !dbg !29
  %627 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %461), !dbg !29
  %628 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %462), !dbg !29
  %629 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %463), !dbg !29
  %630 = shufflevector <4 x half> %626, <4 x half> %628, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %631 = shufflevector <4 x half> %627, <4 x half> %629, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %632 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %465, i64 0, !dbg !31
  %633 = insertelement <16 x float> %632, float %466, i64 1, !dbg !31
  %634 = insertelement <16 x float> %633, float %467, i64 2, !dbg !31
  %635 = insertelement <16 x float> %634, float %468, i64 3, !dbg !31
  %636 = insertelement <16 x float> %635, float %469, i64 4, !dbg !31
  %637 = insertelement <16 x float> %636, float %470, i64 5, !dbg !31
  %638 = insertelement <16 x float> %637, float %471, i64 6, !dbg !31
  %639 = insertelement <16 x float> %638, float %472, i64 7, !dbg !31
  %640 = insertelement <16 x float> %639, float %473, i64 8, !dbg !31
  %641 = insertelement <16 x float> %640, float %474, i64 9, !dbg !31
  %642 = insertelement <16 x float> %641, float %475, i64 10, !dbg !31
  %643 = insertelement <16 x float> %642, float %476, i64 11, !dbg !31
  %644 = insertelement <16 x float> %643, float %477, i64 12, !dbg !31
  %645 = insertelement <16 x float> %644, float %478, i64 13, !dbg !31
  %646 = insertelement <16 x float> %645, float %479, i64 14, !dbg !31
  %647 = insertelement <16 x float> %646, float %480, i64 15, !dbg !31
  %648 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %630, <8 x half> %564, <16 x float> %647, i32 0, i32 0, i32 0), !dbg !31
  %649 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %631, <8 x half> %565, <16 x float> %648, i32 0, i32 0, i32 0), !dbg !31
  %650 = extractelement <16 x float> %649, i64 0, !dbg !31
  %651 = extractelement <16 x float> %649, i64 1, !dbg !31
  %652 = extractelement <16 x float> %649, i64 2, !dbg !31
  %653 = extractelement <16 x float> %649, i64 3, !dbg !31
  %654 = extractelement <16 x float> %649, i64 4, !dbg !31
  %655 = extractelement <16 x float> %649, i64 5, !dbg !31
  %656 = extractelement <16 x float> %649, i64 6, !dbg !31
  %657 = extractelement <16 x float> %649, i64 7, !dbg !31
  %658 = extractelement <16 x float> %649, i64 8, !dbg !31
  %659 = extractelement <16 x float> %649, i64 9, !dbg !31
  %660 = extractelement <16 x float> %649, i64 10, !dbg !31
  %661 = extractelement <16 x float> %649, i64 11, !dbg !31
  %662 = extractelement <16 x float> %649, i64 12, !dbg !31
  %663 = extractelement <16 x float> %649, i64 13, !dbg !31
  %664 = extractelement <16 x float> %649, i64 14, !dbg !31
  %665 = extractelement <16 x float> %649, i64 15, !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %666 = insertelement <8 x half> poison, half %528, i64 0, !dbg !23
  %667 = insertelement <8 x half> %666, half %533, i64 1, !dbg !23
  %668 = insertelement <8 x half> %667, half %538, i64 2, !dbg !23
  %669 = insertelement <8 x half> %668, half %543, i64 3, !dbg !23
  %670 = insertelement <8 x half> %669, half %548, i64 4, !dbg !23
  %671 = insertelement <8 x half> %670, half %553, i64 5, !dbg !23
  %672 = insertelement <8 x half> %671, half %558, i64 6, !dbg !23
  %673 = insertelement <8 x half> %672, half %563, i64 7, !dbg !23
  store <8 x half> %673, ptr addrspace(3) %230, align 16, !dbg !23
  %674 = insertelement <8 x half> poison, half %590, i64 0, !dbg !29
  %675 = insertelement <8 x half> %674, half %595, i64 1, !dbg !29
  %676 = insertelement <8 x half> %675, half %600, i64 2, !dbg !29
  %677 = insertelement <8 x half> %676, half %605, i64 3, !dbg !29
  %678 = insertelement <8 x half> %677, half %610, i64 4, !dbg !29
  %679 = insertelement <8 x half> %678, half %615, i64 5, !dbg !29
  %680 = insertelement <8 x half> %679, half %620, i64 6, !dbg !29
  %681 = shufflevector <8 x half> %680, <8 x half> %625, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !29
  store <8 x half> %681, ptr addrspace(3) %241, align 16, !dbg !29
  %682 = icmp slt i32 %482, %250, !dbg !19
  br i1 %682, label %464, label %._crit_edge, !dbg !19, !llvm.loop !32

._crit_edge:                                      ; preds = %624, %413, %.._crit_edge_crit_edge
  %.pre-phi18 = phi i32 [ %.pre17, %.._crit_edge_crit_edge ], [ %271, %413 ], [ %271, %624 ], !dbg !29
  %.pre-phi16 = phi i32 [ %.pre15, %.._crit_edge_crit_edge ], [ %270, %413 ], [ %270, %624 ], !dbg !29
  %683 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %427, %413 ], [ %650, %624 ], !dbg !34
  %684 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %428, %413 ], [ %651, %624 ], !dbg !34
  %685 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %429, %413 ], [ %652, %624 ], !dbg !34
  %686 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %430, %413 ], [ %653, %624 ], !dbg !34
  %687 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %431, %413 ], [ %654, %624 ], !dbg !34
  %688 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %432, %413 ], [ %655, %624 ], !dbg !34
  %689 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %433, %413 ], [ %656, %624 ], !dbg !34
  %690 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %434, %413 ], [ %657, %624 ], !dbg !34
  %691 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %435, %413 ], [ %658, %624 ], !dbg !34
  %692 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %436, %413 ], [ %659, %624 ], !dbg !34
  %693 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %437, %413 ], [ %660, %624 ], !dbg !34
  %694 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %438, %413 ], [ %661, %624 ], !dbg !34
  %695 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %439, %413 ], [ %662, %624 ], !dbg !34
  %696 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %440, %413 ], [ %663, %624 ], !dbg !34
  %697 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %441, %413 ], [ %664, %624 ], !dbg !34
  %698 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %442, %413 ], [ %665, %624 ], !dbg !34
  %699 = add i32 %5, 31, !dbg !19
  %700 = icmp sgt i32 %699, 31, !dbg !19
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %701 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %.pre-phi16, !dbg !29
  %702 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %701), !dbg !29
  %703 = getelementptr inbounds nuw i8, ptr addrspace(3) %701, i32 2048, !dbg !29
  %704 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %703), !dbg !29
  %705 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %.pre-phi18, !dbg !29
  %706 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %705), !dbg !29
  %707 = getelementptr inbounds nuw i8, ptr addrspace(3) %705, i32 2048, !dbg !29
  %708 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %707), !dbg !29
  br i1 %700, label %709, label %._crit_edge._crit_edge, !dbg !31

709:                                              ; preds = %._crit_edge
  %710 = shl nuw nsw i32 %18, 6, !dbg !23
  %711 = shl nuw nsw i32 %19, 4, !dbg !23
  %712 = or disjoint i32 %710, %711, !dbg !23
  %713 = shl nuw nsw i32 %15, 2, !dbg !23
  %714 = and i32 %713, 48, !dbg !23
  %715 = lshr exact i32 %23, 1, !dbg !23
  %716 = xor i32 %714, %715, !dbg !23
  %717 = or disjoint i32 %712, %716, !dbg !23
  %718 = xor i32 %717, 32, !dbg !23
  %719 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %718, !dbg !23
  %720 = load <8 x half>, ptr addrspace(3) %719, align 16, !dbg !23
  %721 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %717, !dbg !23
  %722 = load <8 x half>, ptr addrspace(3) %721, align 16, !dbg !23
  %723 = shufflevector <4 x half> %702, <4 x half> %706, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %724 = shufflevector <4 x half> %704, <4 x half> %708, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %725 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %683, i64 0, !dbg !31
  %726 = insertelement <16 x float> %725, float %684, i64 1, !dbg !31
  %727 = insertelement <16 x float> %726, float %685, i64 2, !dbg !31
  %728 = insertelement <16 x float> %727, float %686, i64 3, !dbg !31
  %729 = insertelement <16 x float> %728, float %687, i64 4, !dbg !31
  %730 = insertelement <16 x float> %729, float %688, i64 5, !dbg !31
  %731 = insertelement <16 x float> %730, float %689, i64 6, !dbg !31
  %732 = insertelement <16 x float> %731, float %690, i64 7, !dbg !31
  %733 = insertelement <16 x float> %732, float %691, i64 8, !dbg !31
  %734 = insertelement <16 x float> %733, float %692, i64 9, !dbg !31
  %735 = insertelement <16 x float> %734, float %693, i64 10, !dbg !31
  %736 = insertelement <16 x float> %735, float %694, i64 11, !dbg !31
  %737 = insertelement <16 x float> %736, float %695, i64 12, !dbg !31
  %738 = insertelement <16 x float> %737, float %696, i64 13, !dbg !31
  %739 = insertelement <16 x float> %738, float %697, i64 14, !dbg !31
  %740 = insertelement <16 x float> %739, float %698, i64 15, !dbg !31
  %741 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %723, <8 x half> %722, <16 x float> %740, i32 0, i32 0, i32 0), !dbg !31
  %742 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %724, <8 x half> %720, <16 x float> %741, i32 0, i32 0, i32 0), !dbg !31
  %743 = extractelement <16 x float> %742, i64 0, !dbg !31
  %744 = extractelement <16 x float> %742, i64 1, !dbg !31
  %745 = extractelement <16 x float> %742, i64 2, !dbg !31
  %746 = extractelement <16 x float> %742, i64 3, !dbg !31
  %747 = extractelement <16 x float> %742, i64 4, !dbg !31
  %748 = extractelement <16 x float> %742, i64 5, !dbg !31
  %749 = extractelement <16 x float> %742, i64 6, !dbg !31
  %750 = extractelement <16 x float> %742, i64 7, !dbg !31
  %751 = extractelement <16 x float> %742, i64 8, !dbg !31
  %752 = extractelement <16 x float> %742, i64 9, !dbg !31
  %753 = extractelement <16 x float> %742, i64 10, !dbg !31
  %754 = extractelement <16 x float> %742, i64 11, !dbg !31
  %755 = extractelement <16 x float> %742, i64 12, !dbg !31
  %756 = extractelement <16 x float> %742, i64 13, !dbg !31
  %757 = extractelement <16 x float> %742, i64 14, !dbg !31
  %758 = extractelement <16 x float> %742, i64 15, !dbg !31
  br label %._crit_edge._crit_edge, !dbg !31

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %709
  %759 = phi float [ %743, %709 ], [ %683, %._crit_edge ], !dbg !19
  %760 = phi float [ %758, %709 ], [ %698, %._crit_edge ], !dbg !19
  %761 = phi float [ %757, %709 ], [ %697, %._crit_edge ], !dbg !19
  %762 = phi float [ %756, %709 ], [ %696, %._crit_edge ], !dbg !19
  %763 = phi float [ %755, %709 ], [ %695, %._crit_edge ], !dbg !19
  %764 = phi float [ %754, %709 ], [ %694, %._crit_edge ], !dbg !19
  %765 = phi float [ %753, %709 ], [ %693, %._crit_edge ], !dbg !19
  %766 = phi float [ %752, %709 ], [ %692, %._crit_edge ], !dbg !19
  %767 = phi float [ %751, %709 ], [ %691, %._crit_edge ], !dbg !19
  %768 = phi float [ %750, %709 ], [ %690, %._crit_edge ], !dbg !19
  %769 = phi float [ %749, %709 ], [ %689, %._crit_edge ], !dbg !19
  %770 = phi float [ %748, %709 ], [ %688, %._crit_edge ], !dbg !19
  %771 = phi float [ %747, %709 ], [ %687, %._crit_edge ], !dbg !19
  %772 = phi float [ %746, %709 ], [ %686, %._crit_edge ], !dbg !19
  %773 = phi float [ %745, %709 ], [ %685, %._crit_edge ], !dbg !19
  %774 = phi float [ %744, %709 ], [ %684, %._crit_edge ], !dbg !19
  %775 = icmp slt i32 %30, %3, !dbg !35
  %776 = icmp slt i32 %40, %4, !dbg !36
  %777 = icmp slt i32 %41, %4, !dbg !36
  %778 = icmp slt i32 %42, %4, !dbg !36
  %779 = icmp slt i32 %43, %4, !dbg !36
  %780 = icmp slt i32 %44, %4, !dbg !36
  %781 = icmp slt i32 %45, %4, !dbg !36
  %782 = icmp slt i32 %46, %4, !dbg !36
  %783 = icmp slt i32 %47, %4, !dbg !36
  %784 = icmp slt i32 %48, %4, !dbg !36
  %785 = icmp slt i32 %49, %4, !dbg !36
  %786 = icmp slt i32 %50, %4, !dbg !36
  %787 = icmp slt i32 %51, %4, !dbg !36
  %788 = icmp slt i32 %52, %4, !dbg !36
  %789 = icmp slt i32 %53, %4, !dbg !36
  %790 = icmp slt i32 %54, %4, !dbg !36
  %791 = icmp slt i32 %55, %4, !dbg !36
  %792 = and i1 %775, %776, !dbg !37
  %793 = and i1 %775, %777, !dbg !37
  %794 = and i1 %775, %778, !dbg !37
  %795 = and i1 %775, %779, !dbg !37
  %796 = and i1 %775, %780, !dbg !37
  %797 = and i1 %775, %781, !dbg !37
  %798 = and i1 %775, %782, !dbg !37
  %799 = and i1 %775, %783, !dbg !37
  %800 = and i1 %775, %784, !dbg !37
  %801 = and i1 %775, %785, !dbg !37
  %802 = and i1 %775, %786, !dbg !37
  %803 = and i1 %775, %787, !dbg !37
  %804 = and i1 %775, %788, !dbg !37
  %805 = and i1 %775, %789, !dbg !37
  %806 = and i1 %775, %790, !dbg !37
  %807 = and i1 %775, %791, !dbg !37
  %808 = mul i32 %8, %30, !dbg !38
  %809 = sext i32 %808 to i64, !dbg !39
  %810 = getelementptr float, ptr addrspace(1) %2, i64 %809, !dbg !39
  %811 = sext i32 %41 to i64, !dbg !40
  %812 = getelementptr float, ptr addrspace(1) %810, i64 %811, !dbg !40
  %813 = sext i32 %42 to i64, !dbg !40
  %814 = getelementptr float, ptr addrspace(1) %810, i64 %813, !dbg !40
  %815 = sext i32 %43 to i64, !dbg !40
  %816 = getelementptr float, ptr addrspace(1) %810, i64 %815, !dbg !40
  %817 = sext i32 %44 to i64, !dbg !40
  %818 = getelementptr float, ptr addrspace(1) %810, i64 %817, !dbg !40
  %819 = sext i32 %45 to i64, !dbg !40
  %820 = getelementptr float, ptr addrspace(1) %810, i64 %819, !dbg !40
  %821 = sext i32 %46 to i64, !dbg !40
  %822 = getelementptr float, ptr addrspace(1) %810, i64 %821, !dbg !40
  %823 = sext i32 %47 to i64, !dbg !40
  %824 = getelementptr float, ptr addrspace(1) %810, i64 %823, !dbg !40
  %825 = sext i32 %48 to i64, !dbg !40
  %826 = getelementptr float, ptr addrspace(1) %810, i64 %825, !dbg !40
  %827 = sext i32 %49 to i64, !dbg !40
  %828 = getelementptr float, ptr addrspace(1) %810, i64 %827, !dbg !40
  %829 = sext i32 %50 to i64, !dbg !40
  %830 = getelementptr float, ptr addrspace(1) %810, i64 %829, !dbg !40
  %831 = sext i32 %51 to i64, !dbg !40
  %832 = getelementptr float, ptr addrspace(1) %810, i64 %831, !dbg !40
  %833 = sext i32 %52 to i64, !dbg !40
  %834 = getelementptr float, ptr addrspace(1) %810, i64 %833, !dbg !40
  %835 = sext i32 %53 to i64, !dbg !40
  %836 = getelementptr float, ptr addrspace(1) %810, i64 %835, !dbg !40
  %837 = sext i32 %54 to i64, !dbg !40
  %838 = getelementptr float, ptr addrspace(1) %810, i64 %837, !dbg !40
  %839 = sext i32 %55 to i64, !dbg !40
  %840 = getelementptr float, ptr addrspace(1) %810, i64 %839, !dbg !40
  br i1 %792, label %841, label %845, !dbg !41

841:                                              ; preds = %._crit_edge._crit_edge
  %842 = sext i32 %40 to i64
  %843 = getelementptr float, ptr addrspace(1) %810, i64 %842
  %844 = insertelement <1 x float> poison, float %759, i64 0
  store <1 x float> %844, ptr addrspace(1) %843, align 4, !dbg !41
  br label %845, !dbg !41

845:                                              ; preds = %841, %._crit_edge._crit_edge
  br i1 %793, label %846, label %848, !dbg !41

846:                                              ; preds = %845
  %847 = insertelement <1 x float> poison, float %774, i64 0
  store <1 x float> %847, ptr addrspace(1) %812, align 4, !dbg !41
  br label %848, !dbg !41

848:                                              ; preds = %846, %845
  br i1 %794, label %849, label %851, !dbg !41

849:                                              ; preds = %848
  %850 = insertelement <1 x float> poison, float %773, i64 0
  store <1 x float> %850, ptr addrspace(1) %814, align 4, !dbg !41
  br label %851, !dbg !41

851:                                              ; preds = %849, %848
  br i1 %795, label %852, label %854, !dbg !41

852:                                              ; preds = %851
  %853 = insertelement <1 x float> poison, float %772, i64 0
  store <1 x float> %853, ptr addrspace(1) %816, align 4, !dbg !41
  br label %854, !dbg !41

854:                                              ; preds = %852, %851
  br i1 %796, label %855, label %857, !dbg !41

855:                                              ; preds = %854
  %856 = insertelement <1 x float> poison, float %771, i64 0
  store <1 x float> %856, ptr addrspace(1) %818, align 4, !dbg !41
  br label %857, !dbg !41

857:                                              ; preds = %855, %854
  br i1 %797, label %858, label %860, !dbg !41

858:                                              ; preds = %857
  %859 = insertelement <1 x float> poison, float %770, i64 0
  store <1 x float> %859, ptr addrspace(1) %820, align 4, !dbg !41
  br label %860, !dbg !41

860:                                              ; preds = %858, %857
  br i1 %798, label %861, label %863, !dbg !41

861:                                              ; preds = %860
  %862 = insertelement <1 x float> poison, float %769, i64 0
  store <1 x float> %862, ptr addrspace(1) %822, align 4, !dbg !41
  br label %863, !dbg !41

863:                                              ; preds = %861, %860
  br i1 %799, label %864, label %866, !dbg !41

864:                                              ; preds = %863
  %865 = insertelement <1 x float> poison, float %768, i64 0
  store <1 x float> %865, ptr addrspace(1) %824, align 4, !dbg !41
  br label %866, !dbg !41

866:                                              ; preds = %864, %863
  br i1 %800, label %867, label %869, !dbg !41

867:                                              ; preds = %866
  %868 = insertelement <1 x float> poison, float %767, i64 0
  store <1 x float> %868, ptr addrspace(1) %826, align 4, !dbg !41
  br label %869, !dbg !41

869:                                              ; preds = %867, %866
  br i1 %801, label %870, label %872, !dbg !41

870:                                              ; preds = %869
  %871 = insertelement <1 x float> poison, float %766, i64 0
  store <1 x float> %871, ptr addrspace(1) %828, align 4, !dbg !41
  br label %872, !dbg !41

872:                                              ; preds = %870, %869
  br i1 %802, label %873, label %875, !dbg !41

873:                                              ; preds = %872
  %874 = insertelement <1 x float> poison, float %765, i64 0
  store <1 x float> %874, ptr addrspace(1) %830, align 4, !dbg !41
  br label %875, !dbg !41

875:                                              ; preds = %873, %872
  br i1 %803, label %876, label %878, !dbg !41

876:                                              ; preds = %875
  %877 = insertelement <1 x float> poison, float %764, i64 0
  store <1 x float> %877, ptr addrspace(1) %832, align 4, !dbg !41
  br label %878, !dbg !41

878:                                              ; preds = %876, %875
  br i1 %804, label %879, label %881, !dbg !41

879:                                              ; preds = %878
  %880 = insertelement <1 x float> poison, float %763, i64 0
  store <1 x float> %880, ptr addrspace(1) %834, align 4, !dbg !41
  br label %881, !dbg !41

881:                                              ; preds = %879, %878
  br i1 %805, label %882, label %884, !dbg !41

882:                                              ; preds = %881
  %883 = insertelement <1 x float> poison, float %762, i64 0
  store <1 x float> %883, ptr addrspace(1) %836, align 4, !dbg !41
  br label %884, !dbg !41

884:                                              ; preds = %882, %881
  br i1 %806, label %885, label %887, !dbg !41

885:                                              ; preds = %884
  %886 = insertelement <1 x float> poison, float %761, i64 0
  store <1 x float> %886, ptr addrspace(1) %838, align 4, !dbg !41
  br label %887, !dbg !41

887:                                              ; preds = %885, %884
  br i1 %807, label %888, label %890, !dbg !41

888:                                              ; preds = %887
  %889 = insertelement <1 x float> poison, float %760, i64 0
  store <1 x float> %889, ptr addrspace(1) %840, align 4, !dbg !41
  br label %890, !dbg !41

890:                                              ; preds = %888, %887
  ret void, !dbg !42
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) captures(none)) #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half>, <8 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #5

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!20 = !DILocation(line: 23, column: 67, scope: !4)
!21 = !DILocation(line: 23, column: 53, scope: !4)
!22 = !DILocation(line: 22, column: 57, scope: !4)
!23 = !DILocation(line: 22, column: 25, scope: !4)
!24 = !DILocation(line: 25, column: 45, scope: !4)
!25 = !DILocation(line: 25, column: 51, scope: !4)
!26 = !DILocation(line: 24, column: 43, scope: !4)
!27 = !DILocation(line: 24, column: 29, scope: !4)
!28 = !DILocation(line: 24, column: 55, scope: !4)
!29 = !DILocation(line: 24, column: 25, scope: !4)
!30 = !DILocation(line: 21, column: 18, scope: !4)
!31 = !DILocation(line: 26, column: 37, scope: !4)
!32 = distinct !{!32, !33}
!33 = !{!"llvm.loop.peeled.count", i32 1}
!34 = !DILocation(line: 19, column: 19, scope: !4)
!35 = !DILocation(line: 28, column: 35, scope: !4)
!36 = !DILocation(line: 28, column: 57, scope: !4)
!37 = !DILocation(line: 28, column: 41, scope: !4)
!38 = !DILocation(line: 27, column: 33, scope: !4)
!39 = !DILocation(line: 27, column: 17, scope: !4)
!40 = !DILocation(line: 27, column: 45, scope: !4)
!41 = !DILocation(line: 27, column: 60, scope: !4)
!42 = !DILocation(line: 27, column: 4, scope: !4)
