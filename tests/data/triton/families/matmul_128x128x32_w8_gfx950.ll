; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

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
  %58 = or disjoint i32 %57, 1, !dbg !14
  %59 = or disjoint i32 %57, 2, !dbg !14
  %60 = or disjoint i32 %57, 3, !dbg !14
  %61 = or disjoint i32 %57, 4, !dbg !14
  %62 = or disjoint i32 %57, 5, !dbg !14
  %63 = or disjoint i32 %57, 6, !dbg !14
  %64 = or disjoint i32 %57, 7, !dbg !14
  %65 = lshr i32 %15, 4, !dbg !14
  %66 = and i32 %65, 31, !dbg !14
  %67 = icmp slt i32 %29, %3, !dbg !15
  %68 = mul i32 %6, %29, !dbg !16
  %69 = sext i32 %68 to i64, !dbg !17
  %70 = getelementptr half, ptr addrspace(1) %0, i64 %69, !dbg !17
  %71 = icmp slt i32 %33, %4, !dbg !18
  %72 = icmp slt i32 %34, %4, !dbg !18
  %73 = icmp slt i32 %35, %4, !dbg !18
  %74 = icmp slt i32 %36, %4, !dbg !18
  %75 = icmp slt i32 %37, %4, !dbg !18
  %76 = icmp slt i32 %38, %4, !dbg !18
  %77 = icmp slt i32 %39, %4, !dbg !18
  %78 = icmp slt i32 %40, %4, !dbg !18
  %79 = icmp sgt i32 %5, 0, !dbg !19
  %80 = icmp slt i32 %57, %5, !dbg !20
  %81 = icmp slt i32 %58, %5, !dbg !20
  %82 = icmp slt i32 %59, %5, !dbg !20
  %83 = icmp slt i32 %60, %5, !dbg !20
  %84 = icmp slt i32 %61, %5, !dbg !20
  %85 = icmp slt i32 %62, %5, !dbg !20
  %86 = icmp slt i32 %63, %5, !dbg !20
  %87 = icmp slt i32 %64, %5, !dbg !20
  %88 = and i1 %67, %80, !dbg !21
  %89 = and i1 %67, %81, !dbg !21
  %90 = and i1 %67, %82, !dbg !21
  %91 = and i1 %67, %83, !dbg !21
  %92 = and i1 %67, %84, !dbg !21
  %93 = and i1 %67, %85, !dbg !21
  %94 = and i1 %67, %86, !dbg !21
  %95 = and i1 %67, %87, !dbg !21
  %96 = zext nneg i32 %58 to i64, !dbg !22
  %97 = getelementptr half, ptr addrspace(1) %70, i64 %96, !dbg !22
  %98 = zext nneg i32 %59 to i64, !dbg !22
  %99 = getelementptr half, ptr addrspace(1) %70, i64 %98, !dbg !22
  %100 = zext nneg i32 %60 to i64, !dbg !22
  %101 = getelementptr half, ptr addrspace(1) %70, i64 %100, !dbg !22
  %102 = zext nneg i32 %61 to i64, !dbg !22
  %103 = getelementptr half, ptr addrspace(1) %70, i64 %102, !dbg !22
  %104 = zext nneg i32 %62 to i64, !dbg !22
  %105 = getelementptr half, ptr addrspace(1) %70, i64 %104, !dbg !22
  %106 = zext nneg i32 %63 to i64, !dbg !22
  %107 = getelementptr half, ptr addrspace(1) %70, i64 %106, !dbg !22
  %108 = zext nneg i32 %64 to i64, !dbg !22
  %109 = getelementptr half, ptr addrspace(1) %70, i64 %108, !dbg !22
  %110 = and i1 %79, %89, !dbg !19
  %111 = and i1 %79, %90, !dbg !19
  %112 = and i1 %79, %91, !dbg !19
  %113 = and i1 %79, %92, !dbg !19
  %114 = and i1 %79, %93, !dbg !19
  %115 = and i1 %79, %94, !dbg !19
  %116 = and i1 %79, %95, !dbg !19
  br i1 %88, label %117, label %121, !dbg !23

117:                                              ; preds = %11
  %118 = zext nneg i32 %57 to i64
  %119 = getelementptr half, ptr addrspace(1) %70, i64 %118
  %120 = load <1 x half>, ptr addrspace(1) %119, align 2, !dbg !23
  br label %121, !dbg !23

121:                                              ; preds = %117, %11
  %122 = phi <1 x half> [ %120, %117 ], [ zeroinitializer, %11 ], !dbg !23
  %123 = extractelement <1 x half> %122, i64 0, !dbg !23
  br i1 %110, label %124, label %126, !dbg !23

124:                                              ; preds = %121
  %125 = load <1 x half>, ptr addrspace(1) %97, align 2, !dbg !23
  br label %126, !dbg !23

126:                                              ; preds = %124, %121
  %127 = phi <1 x half> [ %125, %124 ], [ zeroinitializer, %121 ], !dbg !23
  %128 = extractelement <1 x half> %127, i64 0, !dbg !23
  br i1 %111, label %129, label %131, !dbg !23

129:                                              ; preds = %126
  %130 = load <1 x half>, ptr addrspace(1) %99, align 2, !dbg !23
  br label %131, !dbg !23

131:                                              ; preds = %129, %126
  %132 = phi <1 x half> [ %130, %129 ], [ zeroinitializer, %126 ], !dbg !23
  %133 = extractelement <1 x half> %132, i64 0, !dbg !23
  br i1 %112, label %134, label %136, !dbg !23

134:                                              ; preds = %131
  %135 = load <1 x half>, ptr addrspace(1) %101, align 2, !dbg !23
  br label %136, !dbg !23

136:                                              ; preds = %134, %131
  %137 = phi <1 x half> [ %135, %134 ], [ zeroinitializer, %131 ], !dbg !23
  %138 = extractelement <1 x half> %137, i64 0, !dbg !23
  br i1 %113, label %139, label %141, !dbg !23

139:                                              ; preds = %136
  %140 = load <1 x half>, ptr addrspace(1) %103, align 2, !dbg !23
  br label %141, !dbg !23

141:                                              ; preds = %139, %136
  %142 = phi <1 x half> [ %140, %139 ], [ zeroinitializer, %136 ], !dbg !23
  %143 = extractelement <1 x half> %142, i64 0, !dbg !23
  br i1 %114, label %144, label %146, !dbg !23

144:                                              ; preds = %141
  %145 = load <1 x half>, ptr addrspace(1) %105, align 2, !dbg !23
  br label %146, !dbg !23

146:                                              ; preds = %144, %141
  %147 = phi <1 x half> [ %145, %144 ], [ zeroinitializer, %141 ], !dbg !23
  %148 = extractelement <1 x half> %147, i64 0, !dbg !23
  br i1 %115, label %149, label %151, !dbg !23

149:                                              ; preds = %146
  %150 = load <1 x half>, ptr addrspace(1) %107, align 2, !dbg !23
  br label %151, !dbg !23

151:                                              ; preds = %149, %146
  %152 = phi <1 x half> [ %150, %149 ], [ zeroinitializer, %146 ], !dbg !23
  %153 = extractelement <1 x half> %152, i64 0, !dbg !23
  br i1 %116, label %154, label %156, !dbg !23

154:                                              ; preds = %151
  %155 = load <1 x half>, ptr addrspace(1) %109, align 2, !dbg !23
  br label %156, !dbg !23

156:                                              ; preds = %154, %151
  %157 = phi <1 x half> [ %155, %154 ], [ zeroinitializer, %151 ], !dbg !23
  %158 = extractelement <1 x half> %157, i64 0, !dbg !23
  %159 = icmp slt i32 %66, %5, !dbg !24
  %160 = and i1 %71, %159, !dbg !25
  %161 = and i1 %72, %159, !dbg !25
  %162 = and i1 %73, %159, !dbg !25
  %163 = and i1 %74, %159, !dbg !25
  %164 = and i1 %75, %159, !dbg !25
  %165 = and i1 %76, %159, !dbg !25
  %166 = and i1 %77, %159, !dbg !25
  %167 = and i1 %78, %159, !dbg !25
  %168 = mul i32 %7, %66, !dbg !26
  %169 = sext i32 %168 to i64, !dbg !27
  %170 = getelementptr half, ptr addrspace(1) %1, i64 %169, !dbg !27
  %171 = sext i32 %34 to i64, !dbg !28
  %172 = getelementptr half, ptr addrspace(1) %170, i64 %171, !dbg !28
  %173 = sext i32 %35 to i64, !dbg !28
  %174 = getelementptr half, ptr addrspace(1) %170, i64 %173, !dbg !28
  %175 = sext i32 %36 to i64, !dbg !28
  %176 = getelementptr half, ptr addrspace(1) %170, i64 %175, !dbg !28
  %177 = sext i32 %37 to i64, !dbg !28
  %178 = getelementptr half, ptr addrspace(1) %170, i64 %177, !dbg !28
  %179 = sext i32 %38 to i64, !dbg !28
  %180 = getelementptr half, ptr addrspace(1) %170, i64 %179, !dbg !28
  %181 = sext i32 %39 to i64, !dbg !28
  %182 = getelementptr half, ptr addrspace(1) %170, i64 %181, !dbg !28
  %183 = sext i32 %40 to i64, !dbg !28
  %184 = getelementptr half, ptr addrspace(1) %170, i64 %183, !dbg !28
  br i1 %160, label %185, label %189, !dbg !29

185:                                              ; preds = %156
  %186 = sext i32 %33 to i64
  %187 = getelementptr half, ptr addrspace(1) %170, i64 %186
  %188 = load <1 x half>, ptr addrspace(1) %187, align 2, !dbg !29
  br label %189, !dbg !29

189:                                              ; preds = %185, %156
  %190 = phi <1 x half> [ %188, %185 ], [ zeroinitializer, %156 ], !dbg !29
  %191 = extractelement <1 x half> %190, i64 0, !dbg !29
  br i1 %161, label %192, label %194, !dbg !29

192:                                              ; preds = %189
  %193 = load <1 x half>, ptr addrspace(1) %172, align 2, !dbg !29
  br label %194, !dbg !29

194:                                              ; preds = %192, %189
  %195 = phi <1 x half> [ %193, %192 ], [ zeroinitializer, %189 ], !dbg !29
  %196 = extractelement <1 x half> %195, i64 0, !dbg !29
  br i1 %162, label %197, label %199, !dbg !29

197:                                              ; preds = %194
  %198 = load <1 x half>, ptr addrspace(1) %174, align 2, !dbg !29
  br label %199, !dbg !29

199:                                              ; preds = %197, %194
  %200 = phi <1 x half> [ %198, %197 ], [ zeroinitializer, %194 ], !dbg !29
  %201 = extractelement <1 x half> %200, i64 0, !dbg !29
  br i1 %163, label %202, label %204, !dbg !29

202:                                              ; preds = %199
  %203 = load <1 x half>, ptr addrspace(1) %176, align 2, !dbg !29
  br label %204, !dbg !29

204:                                              ; preds = %202, %199
  %205 = phi <1 x half> [ %203, %202 ], [ zeroinitializer, %199 ], !dbg !29
  %206 = extractelement <1 x half> %205, i64 0, !dbg !29
  br i1 %164, label %207, label %209, !dbg !29

207:                                              ; preds = %204
  %208 = load <1 x half>, ptr addrspace(1) %178, align 2, !dbg !29
  br label %209, !dbg !29

209:                                              ; preds = %207, %204
  %210 = phi <1 x half> [ %208, %207 ], [ zeroinitializer, %204 ], !dbg !29
  %211 = extractelement <1 x half> %210, i64 0, !dbg !29
  br i1 %165, label %212, label %214, !dbg !29

212:                                              ; preds = %209
  %213 = load <1 x half>, ptr addrspace(1) %180, align 2, !dbg !29
  br label %214, !dbg !29

214:                                              ; preds = %212, %209
  %215 = phi <1 x half> [ %213, %212 ], [ zeroinitializer, %209 ], !dbg !29
  %216 = extractelement <1 x half> %215, i64 0, !dbg !29
  br i1 %166, label %217, label %219, !dbg !29

217:                                              ; preds = %214
  %218 = load <1 x half>, ptr addrspace(1) %182, align 2, !dbg !29
  br label %219, !dbg !29

219:                                              ; preds = %217, %214
  %220 = phi <1 x half> [ %218, %217 ], [ zeroinitializer, %214 ], !dbg !29
  %221 = extractelement <1 x half> %220, i64 0, !dbg !29
  br i1 %167, label %222, label %225, !dbg !29

222:                                              ; preds = %219
  %223 = load <1 x half>, ptr addrspace(1) %184, align 2, !dbg !29
  %224 = shufflevector <1 x half> %223, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %225, !dbg !29

225:                                              ; preds = %222, %219
  %226 = phi <8 x half> [ %224, %222 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %219 ], !dbg !29
  %227 = shl nuw nsw i32 %15, 4, !dbg !23
  %228 = and i32 %227, 8176, !dbg !23
  %229 = and i32 %15, 48, !dbg !23
  %230 = xor i32 %228, %229, !dbg !23
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %230, !dbg !23
  %232 = insertelement <8 x half> poison, half %123, i64 0, !dbg !23
  %233 = insertelement <8 x half> %232, half %128, i64 1, !dbg !23
  %234 = insertelement <8 x half> %233, half %133, i64 2, !dbg !23
  %235 = insertelement <8 x half> %234, half %138, i64 3, !dbg !23
  %236 = insertelement <8 x half> %235, half %143, i64 4, !dbg !23
  %237 = insertelement <8 x half> %236, half %148, i64 5, !dbg !23
  %238 = insertelement <8 x half> %237, half %153, i64 6, !dbg !23
  %239 = insertelement <8 x half> %238, half %158, i64 7, !dbg !23
  store <8 x half> %239, ptr addrspace(3) %231, align 16, !dbg !23
  %240 = and i32 %15, 240, !dbg !29
  %241 = xor i32 %228, %240, !dbg !29
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %241, !dbg !29
  %243 = insertelement <8 x half> poison, half %191, i64 0, !dbg !29
  %244 = insertelement <8 x half> %243, half %196, i64 1, !dbg !29
  %245 = insertelement <8 x half> %244, half %201, i64 2, !dbg !29
  %246 = insertelement <8 x half> %245, half %206, i64 3, !dbg !29
  %247 = insertelement <8 x half> %246, half %211, i64 4, !dbg !29
  %248 = insertelement <8 x half> %247, half %216, i64 5, !dbg !29
  %249 = insertelement <8 x half> %248, half %221, i64 6, !dbg !29
  %250 = shufflevector <8 x half> %249, <8 x half> %226, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !29
  store <8 x half> %250, ptr addrspace(3) %242, align 16, !dbg !29
  %251 = add i32 %5, -32, !dbg !19
  %252 = icmp sgt i32 %251, 0, !dbg !19
  br i1 %252, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %225
  %.pre = and i32 %15, 44, !dbg !29
  %.pre5 = shl nuw nsw i32 %.pre, 6, !dbg !29
  %.pre7 = shl nuw nsw i32 %.pre, 2, !dbg !29
  %.pre9 = shl nuw nsw i32 %15, 1, !dbg !29
  %.pre11 = and i32 %.pre9, 32, !dbg !29
  %.pre13 = or disjoint i32 %.pre5, %57, !dbg !29
  %.pre15 = xor i32 %.pre7, %.pre11, !dbg !29
  %.pre17 = xor i32 %.pre15, %.pre13, !dbg !29
  %.pre19 = xor i32 %.pre17, %24, !dbg !29
  %.pre21 = xor i32 %.pre19, 1088, !dbg !29
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %225
  %253 = shl nuw nsw i32 %18, 6
  %254 = shl nuw nsw i32 %15, 2
  %255 = and i32 %254, 48
  %256 = lshr exact i32 %26, 1
  %257 = shl nuw nsw i32 %19, 3
  %258 = or disjoint i32 %253, %255
  %259 = xor i32 %258, %256
  %260 = or disjoint i32 %259, %257
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %260
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 4096
  %263 = xor i32 %260, 32
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %263
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %264, i32 4096
  %266 = sext i32 %33 to i64
  %267 = and i32 %15, 44
  %268 = shl nuw nsw i32 %267, 6
  %269 = shl nuw nsw i32 %267, 2
  %270 = shl nuw nsw i32 %15, 1
  %271 = and i32 %270, 32
  %272 = or disjoint i32 %268, %57
  %273 = xor i32 %269, %271
  %274 = xor i32 %273, %272
  %275 = xor i32 %274, %24
  %276 = xor i32 %275, 1088
  %277 = or disjoint i32 %57, 32, !dbg !30
  %278 = or disjoint i32 %57, 33, !dbg !30
  %279 = or disjoint i32 %57, 34, !dbg !30
  %280 = or disjoint i32 %57, 35, !dbg !30
  %281 = or disjoint i32 %57, 36, !dbg !30
  %282 = or disjoint i32 %57, 37, !dbg !30
  %283 = or disjoint i32 %57, 38, !dbg !30
  %284 = or disjoint i32 %57, 39, !dbg !30
  %285 = or i32 %65, 32, !dbg !30
  %286 = icmp slt i32 %277, %5, !dbg !20
  %287 = icmp slt i32 %278, %5, !dbg !20
  %288 = icmp slt i32 %279, %5, !dbg !20
  %289 = icmp slt i32 %280, %5, !dbg !20
  %290 = icmp slt i32 %281, %5, !dbg !20
  %291 = icmp slt i32 %282, %5, !dbg !20
  %292 = icmp slt i32 %283, %5, !dbg !20
  %293 = icmp slt i32 %284, %5, !dbg !20
  %294 = and i1 %67, %286, !dbg !21
  %295 = and i1 %67, %287, !dbg !21
  %296 = and i1 %67, %288, !dbg !21
  %297 = and i1 %67, %289, !dbg !21
  %298 = and i1 %67, %290, !dbg !21
  %299 = and i1 %67, %291, !dbg !21
  %300 = and i1 %67, %292, !dbg !21
  %301 = and i1 %67, %293, !dbg !21
  %302 = zext nneg i32 %278 to i64, !dbg !22
  %303 = getelementptr half, ptr addrspace(1) %70, i64 %302, !dbg !22
  %304 = zext nneg i32 %279 to i64, !dbg !22
  %305 = getelementptr half, ptr addrspace(1) %70, i64 %304, !dbg !22
  %306 = zext nneg i32 %280 to i64, !dbg !22
  %307 = getelementptr half, ptr addrspace(1) %70, i64 %306, !dbg !22
  %308 = zext nneg i32 %281 to i64, !dbg !22
  %309 = getelementptr half, ptr addrspace(1) %70, i64 %308, !dbg !22
  %310 = zext nneg i32 %282 to i64, !dbg !22
  %311 = getelementptr half, ptr addrspace(1) %70, i64 %310, !dbg !22
  %312 = zext nneg i32 %283 to i64, !dbg !22
  %313 = getelementptr half, ptr addrspace(1) %70, i64 %312, !dbg !22
  %314 = zext nneg i32 %284 to i64, !dbg !22
  %315 = getelementptr half, ptr addrspace(1) %70, i64 %314, !dbg !22
  br i1 %294, label %316, label %320, !dbg !23

316:                                              ; preds = %.lr.ph
  %317 = zext nneg i32 %277 to i64
  %318 = getelementptr half, ptr addrspace(1) %70, i64 %317
  %319 = load <1 x half>, ptr addrspace(1) %318, align 2, !dbg !23
  br label %320, !dbg !23

320:                                              ; preds = %316, %.lr.ph
  %321 = phi <1 x half> [ %319, %316 ], [ zeroinitializer, %.lr.ph ], !dbg !23
  %322 = extractelement <1 x half> %321, i64 0, !dbg !23
  br i1 %295, label %323, label %325, !dbg !23

323:                                              ; preds = %320
  %324 = load <1 x half>, ptr addrspace(1) %303, align 2, !dbg !23
  br label %325, !dbg !23

325:                                              ; preds = %323, %320
  %326 = phi <1 x half> [ %324, %323 ], [ zeroinitializer, %320 ], !dbg !23
  %327 = extractelement <1 x half> %326, i64 0, !dbg !23
  br i1 %296, label %328, label %330, !dbg !23

328:                                              ; preds = %325
  %329 = load <1 x half>, ptr addrspace(1) %305, align 2, !dbg !23
  br label %330, !dbg !23

330:                                              ; preds = %328, %325
  %331 = phi <1 x half> [ %329, %328 ], [ zeroinitializer, %325 ], !dbg !23
  %332 = extractelement <1 x half> %331, i64 0, !dbg !23
  br i1 %297, label %333, label %335, !dbg !23

333:                                              ; preds = %330
  %334 = load <1 x half>, ptr addrspace(1) %307, align 2, !dbg !23
  br label %335, !dbg !23

335:                                              ; preds = %333, %330
  %336 = phi <1 x half> [ %334, %333 ], [ zeroinitializer, %330 ], !dbg !23
  %337 = extractelement <1 x half> %336, i64 0, !dbg !23
  br i1 %298, label %338, label %340, !dbg !23

338:                                              ; preds = %335
  %339 = load <1 x half>, ptr addrspace(1) %309, align 2, !dbg !23
  br label %340, !dbg !23

340:                                              ; preds = %338, %335
  %341 = phi <1 x half> [ %339, %338 ], [ zeroinitializer, %335 ], !dbg !23
  %342 = extractelement <1 x half> %341, i64 0, !dbg !23
  br i1 %299, label %343, label %345, !dbg !23

343:                                              ; preds = %340
  %344 = load <1 x half>, ptr addrspace(1) %311, align 2, !dbg !23
  br label %345, !dbg !23

345:                                              ; preds = %343, %340
  %346 = phi <1 x half> [ %344, %343 ], [ zeroinitializer, %340 ], !dbg !23
  %347 = extractelement <1 x half> %346, i64 0, !dbg !23
  br i1 %300, label %348, label %350, !dbg !23

348:                                              ; preds = %345
  %349 = load <1 x half>, ptr addrspace(1) %313, align 2, !dbg !23
  br label %350, !dbg !23

350:                                              ; preds = %348, %345
  %351 = phi <1 x half> [ %349, %348 ], [ zeroinitializer, %345 ], !dbg !23
  %352 = extractelement <1 x half> %351, i64 0, !dbg !23
  br i1 %301, label %353, label %355, !dbg !23

353:                                              ; preds = %350
  %354 = load <1 x half>, ptr addrspace(1) %315, align 2, !dbg !23
  br label %355, !dbg !23

355:                                              ; preds = %353, %350
  %356 = phi <1 x half> [ %354, %353 ], [ zeroinitializer, %350 ], !dbg !23
  %357 = extractelement <1 x half> %356, i64 0, !dbg !23
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %358 = load <8 x half>, ptr addrspace(3) %261, align 16, !dbg !23
  %359 = load <8 x half>, ptr addrspace(3) %262, align 16, !dbg !23
  %360 = load <8 x half>, ptr addrspace(3) %264, align 16, !dbg !23
  %361 = load <8 x half>, ptr addrspace(3) %265, align 16, !dbg !23
  %362 = icmp slt i32 %285, %5, !dbg !24
  %363 = and i1 %71, %362, !dbg !25
  %364 = and i1 %72, %362, !dbg !25
  %365 = and i1 %73, %362, !dbg !25
  %366 = and i1 %74, %362, !dbg !25
  %367 = and i1 %75, %362, !dbg !25
  %368 = and i1 %76, %362, !dbg !25
  %369 = and i1 %77, %362, !dbg !25
  %370 = and i1 %78, %362, !dbg !25
  %371 = mul i32 %285, %7, !dbg !26
  %372 = sext i32 %371 to i64, !dbg !27
  %373 = getelementptr half, ptr addrspace(1) %1, i64 %372, !dbg !27
  %374 = getelementptr half, ptr addrspace(1) %373, i64 %171, !dbg !28
  %375 = getelementptr half, ptr addrspace(1) %373, i64 %173, !dbg !28
  %376 = getelementptr half, ptr addrspace(1) %373, i64 %175, !dbg !28
  %377 = getelementptr half, ptr addrspace(1) %373, i64 %177, !dbg !28
  %378 = getelementptr half, ptr addrspace(1) %373, i64 %179, !dbg !28
  %379 = getelementptr half, ptr addrspace(1) %373, i64 %181, !dbg !28
  %380 = getelementptr half, ptr addrspace(1) %373, i64 %183, !dbg !28
  br i1 %363, label %381, label %384, !dbg !29

381:                                              ; preds = %355
  %382 = getelementptr half, ptr addrspace(1) %373, i64 %266
  %383 = load <1 x half>, ptr addrspace(1) %382, align 2, !dbg !29
  br label %384, !dbg !29

384:                                              ; preds = %381, %355
  %385 = phi <1 x half> [ %383, %381 ], [ zeroinitializer, %355 ], !dbg !29
  %386 = extractelement <1 x half> %385, i64 0, !dbg !29
  br i1 %364, label %387, label %389, !dbg !29

387:                                              ; preds = %384
  %388 = load <1 x half>, ptr addrspace(1) %374, align 2, !dbg !29
  br label %389, !dbg !29

389:                                              ; preds = %387, %384
  %390 = phi <1 x half> [ %388, %387 ], [ zeroinitializer, %384 ], !dbg !29
  %391 = extractelement <1 x half> %390, i64 0, !dbg !29
  br i1 %365, label %392, label %394, !dbg !29

392:                                              ; preds = %389
  %393 = load <1 x half>, ptr addrspace(1) %375, align 2, !dbg !29
  br label %394, !dbg !29

394:                                              ; preds = %392, %389
  %395 = phi <1 x half> [ %393, %392 ], [ zeroinitializer, %389 ], !dbg !29
  %396 = extractelement <1 x half> %395, i64 0, !dbg !29
  br i1 %366, label %397, label %399, !dbg !29

397:                                              ; preds = %394
  %398 = load <1 x half>, ptr addrspace(1) %376, align 2, !dbg !29
  br label %399, !dbg !29

399:                                              ; preds = %397, %394
  %400 = phi <1 x half> [ %398, %397 ], [ zeroinitializer, %394 ], !dbg !29
  %401 = extractelement <1 x half> %400, i64 0, !dbg !29
  br i1 %367, label %402, label %404, !dbg !29

402:                                              ; preds = %399
  %403 = load <1 x half>, ptr addrspace(1) %377, align 2, !dbg !29
  br label %404, !dbg !29

404:                                              ; preds = %402, %399
  %405 = phi <1 x half> [ %403, %402 ], [ zeroinitializer, %399 ], !dbg !29
  %406 = extractelement <1 x half> %405, i64 0, !dbg !29
  br i1 %368, label %407, label %409, !dbg !29

407:                                              ; preds = %404
  %408 = load <1 x half>, ptr addrspace(1) %378, align 2, !dbg !29
  br label %409, !dbg !29

409:                                              ; preds = %407, %404
  %410 = phi <1 x half> [ %408, %407 ], [ zeroinitializer, %404 ], !dbg !29
  %411 = extractelement <1 x half> %410, i64 0, !dbg !29
  br i1 %369, label %412, label %414, !dbg !29

412:                                              ; preds = %409
  %413 = load <1 x half>, ptr addrspace(1) %379, align 2, !dbg !29
  br label %414, !dbg !29

414:                                              ; preds = %412, %409
  %415 = phi <1 x half> [ %413, %412 ], [ zeroinitializer, %409 ], !dbg !29
  %416 = extractelement <1 x half> %415, i64 0, !dbg !29
  br i1 %370, label %417, label %420, !dbg !29

417:                                              ; preds = %414
  %418 = load <1 x half>, ptr addrspace(1) %380, align 2, !dbg !29
  %419 = shufflevector <1 x half> %418, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %420, !dbg !29

420:                                              ; preds = %417, %414
  %421 = phi <8 x half> [ %419, %417 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %414 ], !dbg !29
  %422 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %275, !dbg !29
  %423 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %422), !dbg !29
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) %422, i32 4096, !dbg !29
  %425 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %424), !dbg !29
  %426 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %276, !dbg !29
  %427 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %426), !dbg !29
  %428 = getelementptr inbounds nuw i8, ptr addrspace(3) %426, i32 4096, !dbg !29
  %429 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %428), !dbg !29
  %430 = shufflevector <4 x half> %423, <4 x half> %427, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %431 = shufflevector <4 x half> %425, <4 x half> %429, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %432 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %430, <8 x half> %358, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !31
  %433 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %431, <8 x half> %360, <16 x float> %432, i32 0, i32 0, i32 0), !dbg !31
  %434 = extractelement <16 x float> %433, i64 0, !dbg !31
  %435 = extractelement <16 x float> %433, i64 1, !dbg !31
  %436 = extractelement <16 x float> %433, i64 2, !dbg !31
  %437 = extractelement <16 x float> %433, i64 3, !dbg !31
  %438 = extractelement <16 x float> %433, i64 4, !dbg !31
  %439 = extractelement <16 x float> %433, i64 5, !dbg !31
  %440 = extractelement <16 x float> %433, i64 6, !dbg !31
  %441 = extractelement <16 x float> %433, i64 7, !dbg !31
  %442 = extractelement <16 x float> %433, i64 8, !dbg !31
  %443 = extractelement <16 x float> %433, i64 9, !dbg !31
  %444 = extractelement <16 x float> %433, i64 10, !dbg !31
  %445 = extractelement <16 x float> %433, i64 11, !dbg !31
  %446 = extractelement <16 x float> %433, i64 12, !dbg !31
  %447 = extractelement <16 x float> %433, i64 13, !dbg !31
  %448 = extractelement <16 x float> %433, i64 14, !dbg !31
  %449 = extractelement <16 x float> %433, i64 15, !dbg !31
  %450 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %430, <8 x half> %359, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !31
  %451 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %431, <8 x half> %361, <16 x float> %450, i32 0, i32 0, i32 0), !dbg !31
  %452 = extractelement <16 x float> %451, i64 0, !dbg !31
  %453 = extractelement <16 x float> %451, i64 1, !dbg !31
  %454 = extractelement <16 x float> %451, i64 2, !dbg !31
  %455 = extractelement <16 x float> %451, i64 3, !dbg !31
  %456 = extractelement <16 x float> %451, i64 4, !dbg !31
  %457 = extractelement <16 x float> %451, i64 5, !dbg !31
  %458 = extractelement <16 x float> %451, i64 6, !dbg !31
  %459 = extractelement <16 x float> %451, i64 7, !dbg !31
  %460 = extractelement <16 x float> %451, i64 8, !dbg !31
  %461 = extractelement <16 x float> %451, i64 9, !dbg !31
  %462 = extractelement <16 x float> %451, i64 10, !dbg !31
  %463 = extractelement <16 x float> %451, i64 11, !dbg !31
  %464 = extractelement <16 x float> %451, i64 12, !dbg !31
  %465 = extractelement <16 x float> %451, i64 13, !dbg !31
  %466 = extractelement <16 x float> %451, i64 14, !dbg !31
  %467 = extractelement <16 x float> %451, i64 15, !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %468 = insertelement <8 x half> poison, half %322, i64 0, !dbg !23
  %469 = insertelement <8 x half> %468, half %327, i64 1, !dbg !23
  %470 = insertelement <8 x half> %469, half %332, i64 2, !dbg !23
  %471 = insertelement <8 x half> %470, half %337, i64 3, !dbg !23
  %472 = insertelement <8 x half> %471, half %342, i64 4, !dbg !23
  %473 = insertelement <8 x half> %472, half %347, i64 5, !dbg !23
  %474 = insertelement <8 x half> %473, half %352, i64 6, !dbg !23
  %475 = insertelement <8 x half> %474, half %357, i64 7, !dbg !23
  store <8 x half> %475, ptr addrspace(3) %231, align 16, !dbg !23
  %476 = insertelement <8 x half> poison, half %386, i64 0, !dbg !29
  %477 = insertelement <8 x half> %476, half %391, i64 1, !dbg !29
  %478 = insertelement <8 x half> %477, half %396, i64 2, !dbg !29
  %479 = insertelement <8 x half> %478, half %401, i64 3, !dbg !29
  %480 = insertelement <8 x half> %479, half %406, i64 4, !dbg !29
  %481 = insertelement <8 x half> %480, half %411, i64 5, !dbg !29
  %482 = insertelement <8 x half> %481, half %416, i64 6, !dbg !29
  %483 = shufflevector <8 x half> %482, <8 x half> %421, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !29
  store <8 x half> %483, ptr addrspace(3) %242, align 16, !dbg !29
  %484 = icmp samesign ugt i32 %251, 32, !dbg !19
  br i1 %484, label %.peel.next, label %._crit_edge, !dbg !19

.peel.next:                                       ; preds = %420
  %485 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %275
  %486 = getelementptr inbounds nuw i8, ptr addrspace(3) %485, i32 4096
  %487 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %276
  %488 = getelementptr inbounds nuw i8, ptr addrspace(3) %487, i32 4096
  br label %489, !dbg !19

489:                                              ; preds = %.peel.next, %667
  %490 = phi float [ %434, %.peel.next ], [ %693, %667 ]
  %491 = phi float [ %435, %.peel.next ], [ %694, %667 ]
  %492 = phi float [ %436, %.peel.next ], [ %695, %667 ]
  %493 = phi float [ %437, %.peel.next ], [ %696, %667 ]
  %494 = phi float [ %438, %.peel.next ], [ %697, %667 ]
  %495 = phi float [ %439, %.peel.next ], [ %698, %667 ]
  %496 = phi float [ %440, %.peel.next ], [ %699, %667 ]
  %497 = phi float [ %441, %.peel.next ], [ %700, %667 ]
  %498 = phi float [ %442, %.peel.next ], [ %701, %667 ]
  %499 = phi float [ %443, %.peel.next ], [ %702, %667 ]
  %500 = phi float [ %444, %.peel.next ], [ %703, %667 ]
  %501 = phi float [ %445, %.peel.next ], [ %704, %667 ]
  %502 = phi float [ %446, %.peel.next ], [ %705, %667 ]
  %503 = phi float [ %447, %.peel.next ], [ %706, %667 ]
  %504 = phi float [ %448, %.peel.next ], [ %707, %667 ]
  %505 = phi float [ %449, %.peel.next ], [ %708, %667 ]
  %506 = phi float [ %452, %.peel.next ], [ %727, %667 ]
  %507 = phi float [ %453, %.peel.next ], [ %728, %667 ]
  %508 = phi float [ %454, %.peel.next ], [ %729, %667 ]
  %509 = phi float [ %455, %.peel.next ], [ %730, %667 ]
  %510 = phi float [ %456, %.peel.next ], [ %731, %667 ]
  %511 = phi float [ %457, %.peel.next ], [ %732, %667 ]
  %512 = phi float [ %458, %.peel.next ], [ %733, %667 ]
  %513 = phi float [ %459, %.peel.next ], [ %734, %667 ]
  %514 = phi float [ %460, %.peel.next ], [ %735, %667 ]
  %515 = phi float [ %461, %.peel.next ], [ %736, %667 ]
  %516 = phi float [ %462, %.peel.next ], [ %737, %667 ]
  %517 = phi float [ %463, %.peel.next ], [ %738, %667 ]
  %518 = phi float [ %464, %.peel.next ], [ %739, %667 ]
  %519 = phi float [ %465, %.peel.next ], [ %740, %667 ]
  %520 = phi float [ %466, %.peel.next ], [ %741, %667 ]
  %521 = phi float [ %467, %.peel.next ], [ %742, %667 ]
  %522 = phi i32 [ 32, %.peel.next ], [ %523, %667 ]
  %523 = add i32 %522, 32, !dbg !19
  %524 = or disjoint i32 %523, %57, !dbg !30
  %525 = or disjoint i32 %523, %58, !dbg !30
  %526 = or disjoint i32 %523, %59, !dbg !30
  %527 = or disjoint i32 %523, %60, !dbg !30
  %528 = or disjoint i32 %523, %61, !dbg !30
  %529 = or disjoint i32 %523, %62, !dbg !30
  %530 = or disjoint i32 %523, %63, !dbg !30
  %531 = or disjoint i32 %523, %64, !dbg !30
  %532 = or disjoint i32 %523, %66, !dbg !30
  %533 = icmp slt i32 %524, %5, !dbg !20
  %534 = icmp slt i32 %525, %5, !dbg !20
  %535 = icmp slt i32 %526, %5, !dbg !20
  %536 = icmp slt i32 %527, %5, !dbg !20
  %537 = icmp slt i32 %528, %5, !dbg !20
  %538 = icmp slt i32 %529, %5, !dbg !20
  %539 = icmp slt i32 %530, %5, !dbg !20
  %540 = icmp slt i32 %531, %5, !dbg !20
  %541 = and i1 %67, %533, !dbg !21
  %542 = and i1 %67, %534, !dbg !21
  %543 = and i1 %67, %535, !dbg !21
  %544 = and i1 %67, %536, !dbg !21
  %545 = and i1 %67, %537, !dbg !21
  %546 = and i1 %67, %538, !dbg !21
  %547 = and i1 %67, %539, !dbg !21
  %548 = and i1 %67, %540, !dbg !21
  %549 = sext i32 %525 to i64, !dbg !22
  %550 = getelementptr half, ptr addrspace(1) %70, i64 %549, !dbg !22
  %551 = sext i32 %526 to i64, !dbg !22
  %552 = getelementptr half, ptr addrspace(1) %70, i64 %551, !dbg !22
  %553 = sext i32 %527 to i64, !dbg !22
  %554 = getelementptr half, ptr addrspace(1) %70, i64 %553, !dbg !22
  %555 = sext i32 %528 to i64, !dbg !22
  %556 = getelementptr half, ptr addrspace(1) %70, i64 %555, !dbg !22
  %557 = sext i32 %529 to i64, !dbg !22
  %558 = getelementptr half, ptr addrspace(1) %70, i64 %557, !dbg !22
  %559 = sext i32 %530 to i64, !dbg !22
  %560 = getelementptr half, ptr addrspace(1) %70, i64 %559, !dbg !22
  %561 = sext i32 %531 to i64, !dbg !22
  %562 = getelementptr half, ptr addrspace(1) %70, i64 %561, !dbg !22
  br i1 %541, label %563, label %567, !dbg !23

563:                                              ; preds = %489
  %564 = sext i32 %524 to i64
  %565 = getelementptr half, ptr addrspace(1) %70, i64 %564
  %566 = load <1 x half>, ptr addrspace(1) %565, align 2, !dbg !23
  br label %567, !dbg !23

567:                                              ; preds = %563, %489
  %568 = phi <1 x half> [ %566, %563 ], [ zeroinitializer, %489 ], !dbg !23
  %569 = extractelement <1 x half> %568, i64 0, !dbg !23
  br i1 %542, label %570, label %572, !dbg !23

570:                                              ; preds = %567
  %571 = load <1 x half>, ptr addrspace(1) %550, align 2, !dbg !23
  br label %572, !dbg !23

572:                                              ; preds = %570, %567
  %573 = phi <1 x half> [ %571, %570 ], [ zeroinitializer, %567 ], !dbg !23
  %574 = extractelement <1 x half> %573, i64 0, !dbg !23
  br i1 %543, label %575, label %577, !dbg !23

575:                                              ; preds = %572
  %576 = load <1 x half>, ptr addrspace(1) %552, align 2, !dbg !23
  br label %577, !dbg !23

577:                                              ; preds = %575, %572
  %578 = phi <1 x half> [ %576, %575 ], [ zeroinitializer, %572 ], !dbg !23
  %579 = extractelement <1 x half> %578, i64 0, !dbg !23
  br i1 %544, label %580, label %582, !dbg !23

580:                                              ; preds = %577
  %581 = load <1 x half>, ptr addrspace(1) %554, align 2, !dbg !23
  br label %582, !dbg !23

582:                                              ; preds = %580, %577
  %583 = phi <1 x half> [ %581, %580 ], [ zeroinitializer, %577 ], !dbg !23
  %584 = extractelement <1 x half> %583, i64 0, !dbg !23
  br i1 %545, label %585, label %587, !dbg !23

585:                                              ; preds = %582
  %586 = load <1 x half>, ptr addrspace(1) %556, align 2, !dbg !23
  br label %587, !dbg !23

587:                                              ; preds = %585, %582
  %588 = phi <1 x half> [ %586, %585 ], [ zeroinitializer, %582 ], !dbg !23
  %589 = extractelement <1 x half> %588, i64 0, !dbg !23
  br i1 %546, label %590, label %592, !dbg !23

590:                                              ; preds = %587
  %591 = load <1 x half>, ptr addrspace(1) %558, align 2, !dbg !23
  br label %592, !dbg !23

592:                                              ; preds = %590, %587
  %593 = phi <1 x half> [ %591, %590 ], [ zeroinitializer, %587 ], !dbg !23
  %594 = extractelement <1 x half> %593, i64 0, !dbg !23
  br i1 %547, label %595, label %597, !dbg !23

595:                                              ; preds = %592
  %596 = load <1 x half>, ptr addrspace(1) %560, align 2, !dbg !23
  br label %597, !dbg !23

597:                                              ; preds = %595, %592
  %598 = phi <1 x half> [ %596, %595 ], [ zeroinitializer, %592 ], !dbg !23
  %599 = extractelement <1 x half> %598, i64 0, !dbg !23
  br i1 %548, label %600, label %602, !dbg !23

600:                                              ; preds = %597
  %601 = load <1 x half>, ptr addrspace(1) %562, align 2, !dbg !23
  br label %602, !dbg !23

602:                                              ; preds = %600, %597
  %603 = phi <1 x half> [ %601, %600 ], [ zeroinitializer, %597 ], !dbg !23
  %604 = extractelement <1 x half> %603, i64 0, !dbg !23
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %605 = load <8 x half>, ptr addrspace(3) %261, align 16, !dbg !23
  %606 = load <8 x half>, ptr addrspace(3) %262, align 16, !dbg !23
  %607 = load <8 x half>, ptr addrspace(3) %264, align 16, !dbg !23
  %608 = load <8 x half>, ptr addrspace(3) %265, align 16, !dbg !23
  %609 = icmp slt i32 %532, %5, !dbg !24
  %610 = and i1 %71, %609, !dbg !25
  %611 = and i1 %72, %609, !dbg !25
  %612 = and i1 %73, %609, !dbg !25
  %613 = and i1 %74, %609, !dbg !25
  %614 = and i1 %75, %609, !dbg !25
  %615 = and i1 %76, %609, !dbg !25
  %616 = and i1 %77, %609, !dbg !25
  %617 = and i1 %78, %609, !dbg !25
  %618 = mul i32 %532, %7, !dbg !26
  %619 = sext i32 %618 to i64, !dbg !27
  %620 = getelementptr half, ptr addrspace(1) %1, i64 %619, !dbg !27
  %621 = getelementptr half, ptr addrspace(1) %620, i64 %171, !dbg !28
  %622 = getelementptr half, ptr addrspace(1) %620, i64 %173, !dbg !28
  %623 = getelementptr half, ptr addrspace(1) %620, i64 %175, !dbg !28
  %624 = getelementptr half, ptr addrspace(1) %620, i64 %177, !dbg !28
  %625 = getelementptr half, ptr addrspace(1) %620, i64 %179, !dbg !28
  %626 = getelementptr half, ptr addrspace(1) %620, i64 %181, !dbg !28
  %627 = getelementptr half, ptr addrspace(1) %620, i64 %183, !dbg !28
  br i1 %610, label %628, label %631, !dbg !29

628:                                              ; preds = %602
  %629 = getelementptr half, ptr addrspace(1) %620, i64 %266
  %630 = load <1 x half>, ptr addrspace(1) %629, align 2, !dbg !29
  br label %631, !dbg !29

631:                                              ; preds = %628, %602
  %632 = phi <1 x half> [ %630, %628 ], [ zeroinitializer, %602 ], !dbg !29
  %633 = extractelement <1 x half> %632, i64 0, !dbg !29
  br i1 %611, label %634, label %636, !dbg !29

634:                                              ; preds = %631
  %635 = load <1 x half>, ptr addrspace(1) %621, align 2, !dbg !29
  br label %636, !dbg !29

636:                                              ; preds = %634, %631
  %637 = phi <1 x half> [ %635, %634 ], [ zeroinitializer, %631 ], !dbg !29
  %638 = extractelement <1 x half> %637, i64 0, !dbg !29
  br i1 %612, label %639, label %641, !dbg !29

639:                                              ; preds = %636
  %640 = load <1 x half>, ptr addrspace(1) %622, align 2, !dbg !29
  br label %641, !dbg !29

641:                                              ; preds = %639, %636
  %642 = phi <1 x half> [ %640, %639 ], [ zeroinitializer, %636 ], !dbg !29
  %643 = extractelement <1 x half> %642, i64 0, !dbg !29
  br i1 %613, label %644, label %646, !dbg !29

644:                                              ; preds = %641
  %645 = load <1 x half>, ptr addrspace(1) %623, align 2, !dbg !29
  br label %646, !dbg !29

646:                                              ; preds = %644, %641
  %647 = phi <1 x half> [ %645, %644 ], [ zeroinitializer, %641 ], !dbg !29
  %648 = extractelement <1 x half> %647, i64 0, !dbg !29
  br i1 %614, label %649, label %651, !dbg !29

649:                                              ; preds = %646
  %650 = load <1 x half>, ptr addrspace(1) %624, align 2, !dbg !29
  br label %651, !dbg !29

651:                                              ; preds = %649, %646
  %652 = phi <1 x half> [ %650, %649 ], [ zeroinitializer, %646 ], !dbg !29
  %653 = extractelement <1 x half> %652, i64 0, !dbg !29
  br i1 %615, label %654, label %656, !dbg !29

654:                                              ; preds = %651
  %655 = load <1 x half>, ptr addrspace(1) %625, align 2, !dbg !29
  br label %656, !dbg !29

656:                                              ; preds = %654, %651
  %657 = phi <1 x half> [ %655, %654 ], [ zeroinitializer, %651 ], !dbg !29
  %658 = extractelement <1 x half> %657, i64 0, !dbg !29
  br i1 %616, label %659, label %661, !dbg !29

659:                                              ; preds = %656
  %660 = load <1 x half>, ptr addrspace(1) %626, align 2, !dbg !29
  br label %661, !dbg !29

661:                                              ; preds = %659, %656
  %662 = phi <1 x half> [ %660, %659 ], [ zeroinitializer, %656 ], !dbg !29
  %663 = extractelement <1 x half> %662, i64 0, !dbg !29
  br i1 %617, label %664, label %667, !dbg !29

664:                                              ; preds = %661
  %665 = load <1 x half>, ptr addrspace(1) %627, align 2, !dbg !29
  %666 = shufflevector <1 x half> %665, <1 x half> poison, <8 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %667, !dbg !29

667:                                              ; preds = %664, %661
  %668 = phi <8 x half> [ %666, %664 ], [ <half 0xH0000, half undef, half undef, half undef, half undef, half undef, half undef, half undef>, %661 ], !dbg !29
  %669 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %485), !dbg !29
  %670 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %486), !dbg !29
  %671 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %487), !dbg !29
  %672 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %488), !dbg !29
  %673 = shufflevector <4 x half> %669, <4 x half> %671, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %674 = shufflevector <4 x half> %670, <4 x half> %672, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %675 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %490, i64 0, !dbg !31
  %676 = insertelement <16 x float> %675, float %491, i64 1, !dbg !31
  %677 = insertelement <16 x float> %676, float %492, i64 2, !dbg !31
  %678 = insertelement <16 x float> %677, float %493, i64 3, !dbg !31
  %679 = insertelement <16 x float> %678, float %494, i64 4, !dbg !31
  %680 = insertelement <16 x float> %679, float %495, i64 5, !dbg !31
  %681 = insertelement <16 x float> %680, float %496, i64 6, !dbg !31
  %682 = insertelement <16 x float> %681, float %497, i64 7, !dbg !31
  %683 = insertelement <16 x float> %682, float %498, i64 8, !dbg !31
  %684 = insertelement <16 x float> %683, float %499, i64 9, !dbg !31
  %685 = insertelement <16 x float> %684, float %500, i64 10, !dbg !31
  %686 = insertelement <16 x float> %685, float %501, i64 11, !dbg !31
  %687 = insertelement <16 x float> %686, float %502, i64 12, !dbg !31
  %688 = insertelement <16 x float> %687, float %503, i64 13, !dbg !31
  %689 = insertelement <16 x float> %688, float %504, i64 14, !dbg !31
  %690 = insertelement <16 x float> %689, float %505, i64 15, !dbg !31
  %691 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %673, <8 x half> %605, <16 x float> %690, i32 0, i32 0, i32 0), !dbg !31
  %692 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %674, <8 x half> %607, <16 x float> %691, i32 0, i32 0, i32 0), !dbg !31
  %693 = extractelement <16 x float> %692, i64 0, !dbg !31
  %694 = extractelement <16 x float> %692, i64 1, !dbg !31
  %695 = extractelement <16 x float> %692, i64 2, !dbg !31
  %696 = extractelement <16 x float> %692, i64 3, !dbg !31
  %697 = extractelement <16 x float> %692, i64 4, !dbg !31
  %698 = extractelement <16 x float> %692, i64 5, !dbg !31
  %699 = extractelement <16 x float> %692, i64 6, !dbg !31
  %700 = extractelement <16 x float> %692, i64 7, !dbg !31
  %701 = extractelement <16 x float> %692, i64 8, !dbg !31
  %702 = extractelement <16 x float> %692, i64 9, !dbg !31
  %703 = extractelement <16 x float> %692, i64 10, !dbg !31
  %704 = extractelement <16 x float> %692, i64 11, !dbg !31
  %705 = extractelement <16 x float> %692, i64 12, !dbg !31
  %706 = extractelement <16 x float> %692, i64 13, !dbg !31
  %707 = extractelement <16 x float> %692, i64 14, !dbg !31
  %708 = extractelement <16 x float> %692, i64 15, !dbg !31
  %709 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %506, i64 0, !dbg !31
  %710 = insertelement <16 x float> %709, float %507, i64 1, !dbg !31
  %711 = insertelement <16 x float> %710, float %508, i64 2, !dbg !31
  %712 = insertelement <16 x float> %711, float %509, i64 3, !dbg !31
  %713 = insertelement <16 x float> %712, float %510, i64 4, !dbg !31
  %714 = insertelement <16 x float> %713, float %511, i64 5, !dbg !31
  %715 = insertelement <16 x float> %714, float %512, i64 6, !dbg !31
  %716 = insertelement <16 x float> %715, float %513, i64 7, !dbg !31
  %717 = insertelement <16 x float> %716, float %514, i64 8, !dbg !31
  %718 = insertelement <16 x float> %717, float %515, i64 9, !dbg !31
  %719 = insertelement <16 x float> %718, float %516, i64 10, !dbg !31
  %720 = insertelement <16 x float> %719, float %517, i64 11, !dbg !31
  %721 = insertelement <16 x float> %720, float %518, i64 12, !dbg !31
  %722 = insertelement <16 x float> %721, float %519, i64 13, !dbg !31
  %723 = insertelement <16 x float> %722, float %520, i64 14, !dbg !31
  %724 = insertelement <16 x float> %723, float %521, i64 15, !dbg !31
  %725 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %673, <8 x half> %606, <16 x float> %724, i32 0, i32 0, i32 0), !dbg !31
  %726 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %674, <8 x half> %608, <16 x float> %725, i32 0, i32 0, i32 0), !dbg !31
  %727 = extractelement <16 x float> %726, i64 0, !dbg !31
  %728 = extractelement <16 x float> %726, i64 1, !dbg !31
  %729 = extractelement <16 x float> %726, i64 2, !dbg !31
  %730 = extractelement <16 x float> %726, i64 3, !dbg !31
  %731 = extractelement <16 x float> %726, i64 4, !dbg !31
  %732 = extractelement <16 x float> %726, i64 5, !dbg !31
  %733 = extractelement <16 x float> %726, i64 6, !dbg !31
  %734 = extractelement <16 x float> %726, i64 7, !dbg !31
  %735 = extractelement <16 x float> %726, i64 8, !dbg !31
  %736 = extractelement <16 x float> %726, i64 9, !dbg !31
  %737 = extractelement <16 x float> %726, i64 10, !dbg !31
  %738 = extractelement <16 x float> %726, i64 11, !dbg !31
  %739 = extractelement <16 x float> %726, i64 12, !dbg !31
  %740 = extractelement <16 x float> %726, i64 13, !dbg !31
  %741 = extractelement <16 x float> %726, i64 14, !dbg !31
  %742 = extractelement <16 x float> %726, i64 15, !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %743 = insertelement <8 x half> poison, half %569, i64 0, !dbg !23
  %744 = insertelement <8 x half> %743, half %574, i64 1, !dbg !23
  %745 = insertelement <8 x half> %744, half %579, i64 2, !dbg !23
  %746 = insertelement <8 x half> %745, half %584, i64 3, !dbg !23
  %747 = insertelement <8 x half> %746, half %589, i64 4, !dbg !23
  %748 = insertelement <8 x half> %747, half %594, i64 5, !dbg !23
  %749 = insertelement <8 x half> %748, half %599, i64 6, !dbg !23
  %750 = insertelement <8 x half> %749, half %604, i64 7, !dbg !23
  store <8 x half> %750, ptr addrspace(3) %231, align 16, !dbg !23
  %751 = insertelement <8 x half> poison, half %633, i64 0, !dbg !29
  %752 = insertelement <8 x half> %751, half %638, i64 1, !dbg !29
  %753 = insertelement <8 x half> %752, half %643, i64 2, !dbg !29
  %754 = insertelement <8 x half> %753, half %648, i64 3, !dbg !29
  %755 = insertelement <8 x half> %754, half %653, i64 4, !dbg !29
  %756 = insertelement <8 x half> %755, half %658, i64 5, !dbg !29
  %757 = insertelement <8 x half> %756, half %663, i64 6, !dbg !29
  %758 = shufflevector <8 x half> %757, <8 x half> %668, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 8>, !dbg !29
  store <8 x half> %758, ptr addrspace(3) %242, align 16, !dbg !29
  %759 = icmp slt i32 %523, %251, !dbg !19
  br i1 %759, label %489, label %._crit_edge, !dbg !19, !llvm.loop !32

._crit_edge:                                      ; preds = %667, %420, %.._crit_edge_crit_edge
  %.pre-phi22 = phi i32 [ %.pre21, %.._crit_edge_crit_edge ], [ %276, %420 ], [ %276, %667 ], !dbg !29
  %.pre-phi20 = phi i32 [ %.pre19, %.._crit_edge_crit_edge ], [ %275, %420 ], [ %275, %667 ], !dbg !29
  %760 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %434, %420 ], [ %693, %667 ], !dbg !34
  %761 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %435, %420 ], [ %694, %667 ], !dbg !34
  %762 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %436, %420 ], [ %695, %667 ], !dbg !34
  %763 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %437, %420 ], [ %696, %667 ], !dbg !34
  %764 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %438, %420 ], [ %697, %667 ], !dbg !34
  %765 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %439, %420 ], [ %698, %667 ], !dbg !34
  %766 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %440, %420 ], [ %699, %667 ], !dbg !34
  %767 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %441, %420 ], [ %700, %667 ], !dbg !34
  %768 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %442, %420 ], [ %701, %667 ], !dbg !34
  %769 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %443, %420 ], [ %702, %667 ], !dbg !34
  %770 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %444, %420 ], [ %703, %667 ], !dbg !34
  %771 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %445, %420 ], [ %704, %667 ], !dbg !34
  %772 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %446, %420 ], [ %705, %667 ], !dbg !34
  %773 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %447, %420 ], [ %706, %667 ], !dbg !34
  %774 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %448, %420 ], [ %707, %667 ], !dbg !34
  %775 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %449, %420 ], [ %708, %667 ], !dbg !34
  %776 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %452, %420 ], [ %727, %667 ], !dbg !34
  %777 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %453, %420 ], [ %728, %667 ], !dbg !34
  %778 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %454, %420 ], [ %729, %667 ], !dbg !34
  %779 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %455, %420 ], [ %730, %667 ], !dbg !34
  %780 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %456, %420 ], [ %731, %667 ], !dbg !34
  %781 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %457, %420 ], [ %732, %667 ], !dbg !34
  %782 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %458, %420 ], [ %733, %667 ], !dbg !34
  %783 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %459, %420 ], [ %734, %667 ], !dbg !34
  %784 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %460, %420 ], [ %735, %667 ], !dbg !34
  %785 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %461, %420 ], [ %736, %667 ], !dbg !34
  %786 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %462, %420 ], [ %737, %667 ], !dbg !34
  %787 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %463, %420 ], [ %738, %667 ], !dbg !34
  %788 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %464, %420 ], [ %739, %667 ], !dbg !34
  %789 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %465, %420 ], [ %740, %667 ], !dbg !34
  %790 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %466, %420 ], [ %741, %667 ], !dbg !34
  %791 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %467, %420 ], [ %742, %667 ], !dbg !34
  %792 = add i32 %5, 31, !dbg !19
  %793 = icmp sgt i32 %792, 31, !dbg !19
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %794 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi20, !dbg !29
  %795 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %794), !dbg !29
  %796 = getelementptr inbounds nuw i8, ptr addrspace(3) %794, i32 4096, !dbg !29
  %797 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %796), !dbg !29
  %798 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi22, !dbg !29
  %799 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %798), !dbg !29
  %800 = getelementptr inbounds nuw i8, ptr addrspace(3) %798, i32 4096, !dbg !29
  %801 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %800), !dbg !29
  br i1 %793, label %802, label %._crit_edge._crit_edge, !dbg !31

802:                                              ; preds = %._crit_edge
  %803 = shl nuw nsw i32 %19, 3, !dbg !23
  %804 = shl nuw nsw i32 %18, 6, !dbg !23
  %805 = shl nuw nsw i32 %15, 2, !dbg !23
  %806 = and i32 %805, 48, !dbg !23
  %807 = or disjoint i32 %804, %806, !dbg !23
  %808 = lshr exact i32 %26, 1, !dbg !23
  %809 = xor i32 %807, %808, !dbg !23
  %810 = or disjoint i32 %809, %803, !dbg !23
  %811 = xor i32 %810, 32, !dbg !23
  %812 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %811, !dbg !23
  %813 = getelementptr inbounds nuw i8, ptr addrspace(3) %812, i32 4096, !dbg !23
  %814 = load <8 x half>, ptr addrspace(3) %813, align 16, !dbg !23
  %815 = load <8 x half>, ptr addrspace(3) %812, align 16, !dbg !23
  %816 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %810, !dbg !23
  %817 = getelementptr inbounds nuw i8, ptr addrspace(3) %816, i32 4096, !dbg !23
  %818 = load <8 x half>, ptr addrspace(3) %817, align 16, !dbg !23
  %819 = load <8 x half>, ptr addrspace(3) %816, align 16, !dbg !23
  %820 = shufflevector <4 x half> %795, <4 x half> %799, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %821 = shufflevector <4 x half> %797, <4 x half> %801, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %822 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %760, i64 0, !dbg !31
  %823 = insertelement <16 x float> %822, float %761, i64 1, !dbg !31
  %824 = insertelement <16 x float> %823, float %762, i64 2, !dbg !31
  %825 = insertelement <16 x float> %824, float %763, i64 3, !dbg !31
  %826 = insertelement <16 x float> %825, float %764, i64 4, !dbg !31
  %827 = insertelement <16 x float> %826, float %765, i64 5, !dbg !31
  %828 = insertelement <16 x float> %827, float %766, i64 6, !dbg !31
  %829 = insertelement <16 x float> %828, float %767, i64 7, !dbg !31
  %830 = insertelement <16 x float> %829, float %768, i64 8, !dbg !31
  %831 = insertelement <16 x float> %830, float %769, i64 9, !dbg !31
  %832 = insertelement <16 x float> %831, float %770, i64 10, !dbg !31
  %833 = insertelement <16 x float> %832, float %771, i64 11, !dbg !31
  %834 = insertelement <16 x float> %833, float %772, i64 12, !dbg !31
  %835 = insertelement <16 x float> %834, float %773, i64 13, !dbg !31
  %836 = insertelement <16 x float> %835, float %774, i64 14, !dbg !31
  %837 = insertelement <16 x float> %836, float %775, i64 15, !dbg !31
  %838 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %820, <8 x half> %819, <16 x float> %837, i32 0, i32 0, i32 0), !dbg !31
  %839 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %821, <8 x half> %815, <16 x float> %838, i32 0, i32 0, i32 0), !dbg !31
  %840 = extractelement <16 x float> %839, i64 0, !dbg !31
  %841 = extractelement <16 x float> %839, i64 1, !dbg !31
  %842 = extractelement <16 x float> %839, i64 2, !dbg !31
  %843 = extractelement <16 x float> %839, i64 3, !dbg !31
  %844 = extractelement <16 x float> %839, i64 4, !dbg !31
  %845 = extractelement <16 x float> %839, i64 5, !dbg !31
  %846 = extractelement <16 x float> %839, i64 6, !dbg !31
  %847 = extractelement <16 x float> %839, i64 7, !dbg !31
  %848 = extractelement <16 x float> %839, i64 8, !dbg !31
  %849 = extractelement <16 x float> %839, i64 9, !dbg !31
  %850 = extractelement <16 x float> %839, i64 10, !dbg !31
  %851 = extractelement <16 x float> %839, i64 11, !dbg !31
  %852 = extractelement <16 x float> %839, i64 12, !dbg !31
  %853 = extractelement <16 x float> %839, i64 13, !dbg !31
  %854 = extractelement <16 x float> %839, i64 14, !dbg !31
  %855 = extractelement <16 x float> %839, i64 15, !dbg !31
  %856 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %776, i64 0, !dbg !31
  %857 = insertelement <16 x float> %856, float %777, i64 1, !dbg !31
  %858 = insertelement <16 x float> %857, float %778, i64 2, !dbg !31
  %859 = insertelement <16 x float> %858, float %779, i64 3, !dbg !31
  %860 = insertelement <16 x float> %859, float %780, i64 4, !dbg !31
  %861 = insertelement <16 x float> %860, float %781, i64 5, !dbg !31
  %862 = insertelement <16 x float> %861, float %782, i64 6, !dbg !31
  %863 = insertelement <16 x float> %862, float %783, i64 7, !dbg !31
  %864 = insertelement <16 x float> %863, float %784, i64 8, !dbg !31
  %865 = insertelement <16 x float> %864, float %785, i64 9, !dbg !31
  %866 = insertelement <16 x float> %865, float %786, i64 10, !dbg !31
  %867 = insertelement <16 x float> %866, float %787, i64 11, !dbg !31
  %868 = insertelement <16 x float> %867, float %788, i64 12, !dbg !31
  %869 = insertelement <16 x float> %868, float %789, i64 13, !dbg !31
  %870 = insertelement <16 x float> %869, float %790, i64 14, !dbg !31
  %871 = insertelement <16 x float> %870, float %791, i64 15, !dbg !31
  %872 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %820, <8 x half> %818, <16 x float> %871, i32 0, i32 0, i32 0), !dbg !31
  %873 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %821, <8 x half> %814, <16 x float> %872, i32 0, i32 0, i32 0), !dbg !31
  %874 = extractelement <16 x float> %873, i64 0, !dbg !31
  %875 = extractelement <16 x float> %873, i64 1, !dbg !31
  %876 = extractelement <16 x float> %873, i64 2, !dbg !31
  %877 = extractelement <16 x float> %873, i64 3, !dbg !31
  %878 = extractelement <16 x float> %873, i64 4, !dbg !31
  %879 = extractelement <16 x float> %873, i64 5, !dbg !31
  %880 = extractelement <16 x float> %873, i64 6, !dbg !31
  %881 = extractelement <16 x float> %873, i64 7, !dbg !31
  %882 = extractelement <16 x float> %873, i64 8, !dbg !31
  %883 = extractelement <16 x float> %873, i64 9, !dbg !31
  %884 = extractelement <16 x float> %873, i64 10, !dbg !31
  %885 = extractelement <16 x float> %873, i64 11, !dbg !31
  %886 = extractelement <16 x float> %873, i64 12, !dbg !31
  %887 = extractelement <16 x float> %873, i64 13, !dbg !31
  %888 = extractelement <16 x float> %873, i64 14, !dbg !31
  %889 = extractelement <16 x float> %873, i64 15, !dbg !31
  br label %._crit_edge._crit_edge, !dbg !31

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %802
  %890 = phi float [ %840, %802 ], [ %760, %._crit_edge ], !dbg !19
  %891 = phi float [ %889, %802 ], [ %791, %._crit_edge ], !dbg !19
  %892 = phi float [ %888, %802 ], [ %790, %._crit_edge ], !dbg !19
  %893 = phi float [ %887, %802 ], [ %789, %._crit_edge ], !dbg !19
  %894 = phi float [ %886, %802 ], [ %788, %._crit_edge ], !dbg !19
  %895 = phi float [ %885, %802 ], [ %787, %._crit_edge ], !dbg !19
  %896 = phi float [ %884, %802 ], [ %786, %._crit_edge ], !dbg !19
  %897 = phi float [ %883, %802 ], [ %785, %._crit_edge ], !dbg !19
  %898 = phi float [ %882, %802 ], [ %784, %._crit_edge ], !dbg !19
  %899 = phi float [ %881, %802 ], [ %783, %._crit_edge ], !dbg !19
  %900 = phi float [ %880, %802 ], [ %782, %._crit_edge ], !dbg !19
  %901 = phi float [ %879, %802 ], [ %781, %._crit_edge ], !dbg !19
  %902 = phi float [ %878, %802 ], [ %780, %._crit_edge ], !dbg !19
  %903 = phi float [ %877, %802 ], [ %779, %._crit_edge ], !dbg !19
  %904 = phi float [ %876, %802 ], [ %778, %._crit_edge ], !dbg !19
  %905 = phi float [ %875, %802 ], [ %777, %._crit_edge ], !dbg !19
  %906 = phi float [ %874, %802 ], [ %776, %._crit_edge ], !dbg !19
  %907 = phi float [ %855, %802 ], [ %775, %._crit_edge ], !dbg !19
  %908 = phi float [ %854, %802 ], [ %774, %._crit_edge ], !dbg !19
  %909 = phi float [ %853, %802 ], [ %773, %._crit_edge ], !dbg !19
  %910 = phi float [ %852, %802 ], [ %772, %._crit_edge ], !dbg !19
  %911 = phi float [ %851, %802 ], [ %771, %._crit_edge ], !dbg !19
  %912 = phi float [ %850, %802 ], [ %770, %._crit_edge ], !dbg !19
  %913 = phi float [ %849, %802 ], [ %769, %._crit_edge ], !dbg !19
  %914 = phi float [ %848, %802 ], [ %768, %._crit_edge ], !dbg !19
  %915 = phi float [ %847, %802 ], [ %767, %._crit_edge ], !dbg !19
  %916 = phi float [ %846, %802 ], [ %766, %._crit_edge ], !dbg !19
  %917 = phi float [ %845, %802 ], [ %765, %._crit_edge ], !dbg !19
  %918 = phi float [ %844, %802 ], [ %764, %._crit_edge ], !dbg !19
  %919 = phi float [ %843, %802 ], [ %763, %._crit_edge ], !dbg !19
  %920 = phi float [ %842, %802 ], [ %762, %._crit_edge ], !dbg !19
  %921 = phi float [ %841, %802 ], [ %761, %._crit_edge ], !dbg !19
  %922 = icmp slt i32 %30, %3, !dbg !35
  %923 = icmp slt i32 %31, %3, !dbg !35
  %924 = icmp slt i32 %41, %4, !dbg !36
  %925 = icmp slt i32 %42, %4, !dbg !36
  %926 = icmp slt i32 %43, %4, !dbg !36
  %927 = icmp slt i32 %44, %4, !dbg !36
  %928 = icmp slt i32 %45, %4, !dbg !36
  %929 = icmp slt i32 %46, %4, !dbg !36
  %930 = icmp slt i32 %47, %4, !dbg !36
  %931 = icmp slt i32 %48, %4, !dbg !36
  %932 = icmp slt i32 %49, %4, !dbg !36
  %933 = icmp slt i32 %50, %4, !dbg !36
  %934 = icmp slt i32 %51, %4, !dbg !36
  %935 = icmp slt i32 %52, %4, !dbg !36
  %936 = icmp slt i32 %53, %4, !dbg !36
  %937 = icmp slt i32 %54, %4, !dbg !36
  %938 = icmp slt i32 %55, %4, !dbg !36
  %939 = icmp slt i32 %56, %4, !dbg !36
  %940 = and i1 %922, %924, !dbg !37
  %941 = and i1 %922, %925, !dbg !37
  %942 = and i1 %922, %926, !dbg !37
  %943 = and i1 %922, %927, !dbg !37
  %944 = and i1 %922, %928, !dbg !37
  %945 = and i1 %922, %929, !dbg !37
  %946 = and i1 %922, %930, !dbg !37
  %947 = and i1 %922, %931, !dbg !37
  %948 = and i1 %922, %932, !dbg !37
  %949 = and i1 %922, %933, !dbg !37
  %950 = and i1 %922, %934, !dbg !37
  %951 = and i1 %922, %935, !dbg !37
  %952 = and i1 %922, %936, !dbg !37
  %953 = and i1 %922, %937, !dbg !37
  %954 = and i1 %922, %938, !dbg !37
  %955 = and i1 %922, %939, !dbg !37
  %956 = and i1 %923, %924, !dbg !37
  %957 = and i1 %923, %925, !dbg !37
  %958 = and i1 %923, %926, !dbg !37
  %959 = and i1 %923, %927, !dbg !37
  %960 = and i1 %923, %928, !dbg !37
  %961 = and i1 %923, %929, !dbg !37
  %962 = and i1 %923, %930, !dbg !37
  %963 = and i1 %923, %931, !dbg !37
  %964 = and i1 %923, %932, !dbg !37
  %965 = and i1 %923, %933, !dbg !37
  %966 = and i1 %923, %934, !dbg !37
  %967 = and i1 %923, %935, !dbg !37
  %968 = and i1 %923, %936, !dbg !37
  %969 = and i1 %923, %937, !dbg !37
  %970 = and i1 %923, %938, !dbg !37
  %971 = and i1 %923, %939, !dbg !37
  %972 = mul i32 %8, %30, !dbg !38
  %973 = mul i32 %8, %31, !dbg !38
  %974 = sext i32 %972 to i64, !dbg !39
  %975 = getelementptr float, ptr addrspace(1) %2, i64 %974, !dbg !39
  %976 = sext i32 %973 to i64, !dbg !39
  %977 = getelementptr float, ptr addrspace(1) %2, i64 %976, !dbg !39
  %978 = sext i32 %42 to i64, !dbg !40
  %979 = getelementptr float, ptr addrspace(1) %975, i64 %978, !dbg !40
  %980 = sext i32 %43 to i64, !dbg !40
  %981 = getelementptr float, ptr addrspace(1) %975, i64 %980, !dbg !40
  %982 = sext i32 %44 to i64, !dbg !40
  %983 = getelementptr float, ptr addrspace(1) %975, i64 %982, !dbg !40
  %984 = sext i32 %45 to i64, !dbg !40
  %985 = getelementptr float, ptr addrspace(1) %975, i64 %984, !dbg !40
  %986 = sext i32 %46 to i64, !dbg !40
  %987 = getelementptr float, ptr addrspace(1) %975, i64 %986, !dbg !40
  %988 = sext i32 %47 to i64, !dbg !40
  %989 = getelementptr float, ptr addrspace(1) %975, i64 %988, !dbg !40
  %990 = sext i32 %48 to i64, !dbg !40
  %991 = getelementptr float, ptr addrspace(1) %975, i64 %990, !dbg !40
  %992 = sext i32 %49 to i64, !dbg !40
  %993 = getelementptr float, ptr addrspace(1) %975, i64 %992, !dbg !40
  %994 = sext i32 %50 to i64, !dbg !40
  %995 = getelementptr float, ptr addrspace(1) %975, i64 %994, !dbg !40
  %996 = sext i32 %51 to i64, !dbg !40
  %997 = getelementptr float, ptr addrspace(1) %975, i64 %996, !dbg !40
  %998 = sext i32 %52 to i64, !dbg !40
  %999 = getelementptr float, ptr addrspace(1) %975, i64 %998, !dbg !40
  %1000 = sext i32 %53 to i64, !dbg !40
  %1001 = getelementptr float, ptr addrspace(1) %975, i64 %1000, !dbg !40
  %1002 = sext i32 %54 to i64, !dbg !40
  %1003 = getelementptr float, ptr addrspace(1) %975, i64 %1002, !dbg !40
  %1004 = sext i32 %55 to i64, !dbg !40
  %1005 = getelementptr float, ptr addrspace(1) %975, i64 %1004, !dbg !40
  %1006 = sext i32 %56 to i64, !dbg !40
  %1007 = getelementptr float, ptr addrspace(1) %975, i64 %1006, !dbg !40
  %1008 = sext i32 %41 to i64, !dbg !40
  %1009 = getelementptr float, ptr addrspace(1) %977, i64 %1008, !dbg !40
  %1010 = getelementptr float, ptr addrspace(1) %977, i64 %978, !dbg !40
  %1011 = getelementptr float, ptr addrspace(1) %977, i64 %980, !dbg !40
  %1012 = getelementptr float, ptr addrspace(1) %977, i64 %982, !dbg !40
  %1013 = getelementptr float, ptr addrspace(1) %977, i64 %984, !dbg !40
  %1014 = getelementptr float, ptr addrspace(1) %977, i64 %986, !dbg !40
  %1015 = getelementptr float, ptr addrspace(1) %977, i64 %988, !dbg !40
  %1016 = getelementptr float, ptr addrspace(1) %977, i64 %990, !dbg !40
  %1017 = getelementptr float, ptr addrspace(1) %977, i64 %992, !dbg !40
  %1018 = getelementptr float, ptr addrspace(1) %977, i64 %994, !dbg !40
  %1019 = getelementptr float, ptr addrspace(1) %977, i64 %996, !dbg !40
  %1020 = getelementptr float, ptr addrspace(1) %977, i64 %998, !dbg !40
  %1021 = getelementptr float, ptr addrspace(1) %977, i64 %1000, !dbg !40
  %1022 = getelementptr float, ptr addrspace(1) %977, i64 %1002, !dbg !40
  %1023 = getelementptr float, ptr addrspace(1) %977, i64 %1004, !dbg !40
  %1024 = getelementptr float, ptr addrspace(1) %977, i64 %1006, !dbg !40
  br i1 %940, label %1025, label %1028, !dbg !41

1025:                                             ; preds = %._crit_edge._crit_edge
  %1026 = getelementptr float, ptr addrspace(1) %975, i64 %1008
  %1027 = insertelement <1 x float> poison, float %890, i64 0
  store <1 x float> %1027, ptr addrspace(1) %1026, align 4, !dbg !41
  br label %1028, !dbg !41

1028:                                             ; preds = %1025, %._crit_edge._crit_edge
  br i1 %941, label %1029, label %1031, !dbg !41

1029:                                             ; preds = %1028
  %1030 = insertelement <1 x float> poison, float %921, i64 0
  store <1 x float> %1030, ptr addrspace(1) %979, align 4, !dbg !41
  br label %1031, !dbg !41

1031:                                             ; preds = %1029, %1028
  br i1 %942, label %1032, label %1034, !dbg !41

1032:                                             ; preds = %1031
  %1033 = insertelement <1 x float> poison, float %920, i64 0
  store <1 x float> %1033, ptr addrspace(1) %981, align 4, !dbg !41
  br label %1034, !dbg !41

1034:                                             ; preds = %1032, %1031
  br i1 %943, label %1035, label %1037, !dbg !41

1035:                                             ; preds = %1034
  %1036 = insertelement <1 x float> poison, float %919, i64 0
  store <1 x float> %1036, ptr addrspace(1) %983, align 4, !dbg !41
  br label %1037, !dbg !41

1037:                                             ; preds = %1035, %1034
  br i1 %944, label %1038, label %1040, !dbg !41

1038:                                             ; preds = %1037
  %1039 = insertelement <1 x float> poison, float %918, i64 0
  store <1 x float> %1039, ptr addrspace(1) %985, align 4, !dbg !41
  br label %1040, !dbg !41

1040:                                             ; preds = %1038, %1037
  br i1 %945, label %1041, label %1043, !dbg !41

1041:                                             ; preds = %1040
  %1042 = insertelement <1 x float> poison, float %917, i64 0
  store <1 x float> %1042, ptr addrspace(1) %987, align 4, !dbg !41
  br label %1043, !dbg !41

1043:                                             ; preds = %1041, %1040
  br i1 %946, label %1044, label %1046, !dbg !41

1044:                                             ; preds = %1043
  %1045 = insertelement <1 x float> poison, float %916, i64 0
  store <1 x float> %1045, ptr addrspace(1) %989, align 4, !dbg !41
  br label %1046, !dbg !41

1046:                                             ; preds = %1044, %1043
  br i1 %947, label %1047, label %1049, !dbg !41

1047:                                             ; preds = %1046
  %1048 = insertelement <1 x float> poison, float %915, i64 0
  store <1 x float> %1048, ptr addrspace(1) %991, align 4, !dbg !41
  br label %1049, !dbg !41

1049:                                             ; preds = %1047, %1046
  br i1 %948, label %1050, label %1052, !dbg !41

1050:                                             ; preds = %1049
  %1051 = insertelement <1 x float> poison, float %914, i64 0
  store <1 x float> %1051, ptr addrspace(1) %993, align 4, !dbg !41
  br label %1052, !dbg !41

1052:                                             ; preds = %1050, %1049
  br i1 %949, label %1053, label %1055, !dbg !41

1053:                                             ; preds = %1052
  %1054 = insertelement <1 x float> poison, float %913, i64 0
  store <1 x float> %1054, ptr addrspace(1) %995, align 4, !dbg !41
  br label %1055, !dbg !41

1055:                                             ; preds = %1053, %1052
  br i1 %950, label %1056, label %1058, !dbg !41

1056:                                             ; preds = %1055
  %1057 = insertelement <1 x float> poison, float %912, i64 0
  store <1 x float> %1057, ptr addrspace(1) %997, align 4, !dbg !41
  br label %1058, !dbg !41

1058:                                             ; preds = %1056, %1055
  br i1 %951, label %1059, label %1061, !dbg !41

1059:                                             ; preds = %1058
  %1060 = insertelement <1 x float> poison, float %911, i64 0
  store <1 x float> %1060, ptr addrspace(1) %999, align 4, !dbg !41
  br label %1061, !dbg !41

1061:                                             ; preds = %1059, %1058
  br i1 %952, label %1062, label %1064, !dbg !41

1062:                                             ; preds = %1061
  %1063 = insertelement <1 x float> poison, float %910, i64 0
  store <1 x float> %1063, ptr addrspace(1) %1001, align 4, !dbg !41
  br label %1064, !dbg !41

1064:                                             ; preds = %1062, %1061
  br i1 %953, label %1065, label %1067, !dbg !41

1065:                                             ; preds = %1064
  %1066 = insertelement <1 x float> poison, float %909, i64 0
  store <1 x float> %1066, ptr addrspace(1) %1003, align 4, !dbg !41
  br label %1067, !dbg !41

1067:                                             ; preds = %1065, %1064
  br i1 %954, label %1068, label %1070, !dbg !41

1068:                                             ; preds = %1067
  %1069 = insertelement <1 x float> poison, float %908, i64 0
  store <1 x float> %1069, ptr addrspace(1) %1005, align 4, !dbg !41
  br label %1070, !dbg !41

1070:                                             ; preds = %1068, %1067
  br i1 %955, label %1071, label %1073, !dbg !41

1071:                                             ; preds = %1070
  %1072 = insertelement <1 x float> poison, float %907, i64 0
  store <1 x float> %1072, ptr addrspace(1) %1007, align 4, !dbg !41
  br label %1073, !dbg !41

1073:                                             ; preds = %1071, %1070
  br i1 %956, label %1074, label %1076, !dbg !41

1074:                                             ; preds = %1073
  %1075 = insertelement <1 x float> poison, float %906, i64 0
  store <1 x float> %1075, ptr addrspace(1) %1009, align 4, !dbg !41
  br label %1076, !dbg !41

1076:                                             ; preds = %1074, %1073
  br i1 %957, label %1077, label %1079, !dbg !41

1077:                                             ; preds = %1076
  %1078 = insertelement <1 x float> poison, float %905, i64 0
  store <1 x float> %1078, ptr addrspace(1) %1010, align 4, !dbg !41
  br label %1079, !dbg !41

1079:                                             ; preds = %1077, %1076
  br i1 %958, label %1080, label %1082, !dbg !41

1080:                                             ; preds = %1079
  %1081 = insertelement <1 x float> poison, float %904, i64 0
  store <1 x float> %1081, ptr addrspace(1) %1011, align 4, !dbg !41
  br label %1082, !dbg !41

1082:                                             ; preds = %1080, %1079
  br i1 %959, label %1083, label %1085, !dbg !41

1083:                                             ; preds = %1082
  %1084 = insertelement <1 x float> poison, float %903, i64 0
  store <1 x float> %1084, ptr addrspace(1) %1012, align 4, !dbg !41
  br label %1085, !dbg !41

1085:                                             ; preds = %1083, %1082
  br i1 %960, label %1086, label %1088, !dbg !41

1086:                                             ; preds = %1085
  %1087 = insertelement <1 x float> poison, float %902, i64 0
  store <1 x float> %1087, ptr addrspace(1) %1013, align 4, !dbg !41
  br label %1088, !dbg !41

1088:                                             ; preds = %1086, %1085
  br i1 %961, label %1089, label %1091, !dbg !41

1089:                                             ; preds = %1088
  %1090 = insertelement <1 x float> poison, float %901, i64 0
  store <1 x float> %1090, ptr addrspace(1) %1014, align 4, !dbg !41
  br label %1091, !dbg !41

1091:                                             ; preds = %1089, %1088
  br i1 %962, label %1092, label %1094, !dbg !41

1092:                                             ; preds = %1091
  %1093 = insertelement <1 x float> poison, float %900, i64 0
  store <1 x float> %1093, ptr addrspace(1) %1015, align 4, !dbg !41
  br label %1094, !dbg !41

1094:                                             ; preds = %1092, %1091
  br i1 %963, label %1095, label %1097, !dbg !41

1095:                                             ; preds = %1094
  %1096 = insertelement <1 x float> poison, float %899, i64 0
  store <1 x float> %1096, ptr addrspace(1) %1016, align 4, !dbg !41
  br label %1097, !dbg !41

1097:                                             ; preds = %1095, %1094
  br i1 %964, label %1098, label %1100, !dbg !41

1098:                                             ; preds = %1097
  %1099 = insertelement <1 x float> poison, float %898, i64 0
  store <1 x float> %1099, ptr addrspace(1) %1017, align 4, !dbg !41
  br label %1100, !dbg !41

1100:                                             ; preds = %1098, %1097
  br i1 %965, label %1101, label %1103, !dbg !41

1101:                                             ; preds = %1100
  %1102 = insertelement <1 x float> poison, float %897, i64 0
  store <1 x float> %1102, ptr addrspace(1) %1018, align 4, !dbg !41
  br label %1103, !dbg !41

1103:                                             ; preds = %1101, %1100
  br i1 %966, label %1104, label %1106, !dbg !41

1104:                                             ; preds = %1103
  %1105 = insertelement <1 x float> poison, float %896, i64 0
  store <1 x float> %1105, ptr addrspace(1) %1019, align 4, !dbg !41
  br label %1106, !dbg !41

1106:                                             ; preds = %1104, %1103
  br i1 %967, label %1107, label %1109, !dbg !41

1107:                                             ; preds = %1106
  %1108 = insertelement <1 x float> poison, float %895, i64 0
  store <1 x float> %1108, ptr addrspace(1) %1020, align 4, !dbg !41
  br label %1109, !dbg !41

1109:                                             ; preds = %1107, %1106
  br i1 %968, label %1110, label %1112, !dbg !41

1110:                                             ; preds = %1109
  %1111 = insertelement <1 x float> poison, float %894, i64 0
  store <1 x float> %1111, ptr addrspace(1) %1021, align 4, !dbg !41
  br label %1112, !dbg !41

1112:                                             ; preds = %1110, %1109
  br i1 %969, label %1113, label %1115, !dbg !41

1113:                                             ; preds = %1112
  %1114 = insertelement <1 x float> poison, float %893, i64 0
  store <1 x float> %1114, ptr addrspace(1) %1022, align 4, !dbg !41
  br label %1115, !dbg !41

1115:                                             ; preds = %1113, %1112
  br i1 %970, label %1116, label %1118, !dbg !41

1116:                                             ; preds = %1115
  %1117 = insertelement <1 x float> poison, float %892, i64 0
  store <1 x float> %1117, ptr addrspace(1) %1023, align 4, !dbg !41
  br label %1118, !dbg !41

1118:                                             ; preds = %1116, %1115
  br i1 %971, label %1119, label %1121, !dbg !41

1119:                                             ; preds = %1118
  %1120 = insertelement <1 x float> poison, float %891, i64 0
  store <1 x float> %1120, ptr addrspace(1) %1024, align 4, !dbg !41
  br label %1121, !dbg !41

1121:                                             ; preds = %1119, %1118
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

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
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
