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
  %16 = lshr i32 %15, 3, !dbg !10
  %17 = and i32 %16, 63, !dbg !10
  %18 = and i32 %15, 31, !dbg !10
  %19 = and i32 %15, 128, !dbg !10
  %20 = lshr exact i32 %19, 2, !dbg !10
  %21 = and i32 %15, 32, !dbg !10
  %22 = lshr exact i32 %21, 3, !dbg !10
  %23 = and i32 %15, 64, !dbg !10
  %24 = lshr exact i32 %23, 1, !dbg !10
  %25 = or disjoint i32 %22, %24, !dbg !10
  %26 = shl nuw nsw i32 %15, 2, !dbg !10
  %27 = and i32 %26, 60, !dbg !10
  %28 = or disjoint i32 %17, %14, !dbg !11
  %29 = or disjoint i32 %18, %20, !dbg !11
  %30 = or disjoint i32 %29, %14, !dbg !11
  %31 = shl i32 %13, 6, !dbg !12
  %32 = or disjoint i32 %25, %31, !dbg !13
  %33 = or disjoint i32 %32, 1, !dbg !13
  %34 = or disjoint i32 %32, 2, !dbg !13
  %35 = or disjoint i32 %32, 3, !dbg !13
  %36 = or disjoint i32 %32, 8, !dbg !13
  %37 = or disjoint i32 %32, 9, !dbg !13
  %38 = or disjoint i32 %32, 10, !dbg !13
  %39 = or disjoint i32 %32, 11, !dbg !13
  %40 = or disjoint i32 %32, 16, !dbg !13
  %41 = or disjoint i32 %32, 17, !dbg !13
  %42 = or disjoint i32 %32, 18, !dbg !13
  %43 = or disjoint i32 %32, 19, !dbg !13
  %44 = or disjoint i32 %32, 24, !dbg !13
  %45 = or disjoint i32 %32, 25, !dbg !13
  %46 = or disjoint i32 %32, 26, !dbg !13
  %47 = or disjoint i32 %32, 27, !dbg !13
  %48 = or disjoint i32 %27, %31, !dbg !13
  %49 = or disjoint i32 %48, 1, !dbg !13
  %50 = or disjoint i32 %48, 2, !dbg !13
  %51 = or disjoint i32 %48, 3, !dbg !13
  %52 = and i32 %26, 28, !dbg !14
  %53 = or disjoint i32 %52, 1, !dbg !14
  %54 = or disjoint i32 %52, 2, !dbg !14
  %55 = or disjoint i32 %52, 3, !dbg !14
  %56 = lshr i32 %15, 4, !dbg !14
  %57 = and i32 %56, 31, !dbg !14
  %58 = icmp slt i32 %28, %3, !dbg !15
  %59 = mul i32 %6, %28, !dbg !16
  %60 = sext i32 %59 to i64, !dbg !17
  %61 = getelementptr half, ptr addrspace(1) %0, i64 %60, !dbg !17
  %62 = icmp slt i32 %48, %4, !dbg !18
  %63 = icmp slt i32 %49, %4, !dbg !18
  %64 = icmp slt i32 %50, %4, !dbg !18
  %65 = icmp slt i32 %51, %4, !dbg !18
  %66 = icmp sgt i32 %5, 0, !dbg !19
  %67 = icmp slt i32 %52, %5, !dbg !20
  %68 = icmp slt i32 %53, %5, !dbg !20
  %69 = icmp slt i32 %54, %5, !dbg !20
  %70 = icmp slt i32 %55, %5, !dbg !20
  %71 = and i1 %58, %67, !dbg !21
  %72 = and i1 %58, %68, !dbg !21
  %73 = and i1 %58, %69, !dbg !21
  %74 = and i1 %58, %70, !dbg !21
  %75 = zext nneg i32 %53 to i64, !dbg !22
  %76 = getelementptr half, ptr addrspace(1) %61, i64 %75, !dbg !22
  %77 = zext nneg i32 %54 to i64, !dbg !22
  %78 = getelementptr half, ptr addrspace(1) %61, i64 %77, !dbg !22
  %79 = zext nneg i32 %55 to i64, !dbg !22
  %80 = getelementptr half, ptr addrspace(1) %61, i64 %79, !dbg !22
  %81 = and i1 %66, %72, !dbg !19
  %82 = and i1 %66, %73, !dbg !19
  %83 = and i1 %66, %74, !dbg !19
  br i1 %71, label %84, label %88, !dbg !23

84:                                               ; preds = %11
  %85 = zext nneg i32 %52 to i64
  %86 = getelementptr half, ptr addrspace(1) %61, i64 %85
  %87 = load <1 x half>, ptr addrspace(1) %86, align 2, !dbg !23
  br label %88, !dbg !23

88:                                               ; preds = %84, %11
  %89 = phi <1 x half> [ %87, %84 ], [ zeroinitializer, %11 ], !dbg !23
  %90 = extractelement <1 x half> %89, i64 0, !dbg !23
  br i1 %81, label %91, label %93, !dbg !23

91:                                               ; preds = %88
  %92 = load <1 x half>, ptr addrspace(1) %76, align 2, !dbg !23
  br label %93, !dbg !23

93:                                               ; preds = %91, %88
  %94 = phi <1 x half> [ %92, %91 ], [ zeroinitializer, %88 ], !dbg !23
  %95 = extractelement <1 x half> %94, i64 0, !dbg !23
  br i1 %82, label %96, label %98, !dbg !23

96:                                               ; preds = %93
  %97 = load <1 x half>, ptr addrspace(1) %78, align 2, !dbg !23
  br label %98, !dbg !23

98:                                               ; preds = %96, %93
  %99 = phi <1 x half> [ %97, %96 ], [ zeroinitializer, %93 ], !dbg !23
  %100 = extractelement <1 x half> %99, i64 0, !dbg !23
  br i1 %83, label %101, label %103, !dbg !23

101:                                              ; preds = %98
  %102 = load <1 x half>, ptr addrspace(1) %80, align 2, !dbg !23
  br label %103, !dbg !23

103:                                              ; preds = %101, %98
  %104 = phi <1 x half> [ %102, %101 ], [ zeroinitializer, %98 ], !dbg !23
  %105 = extractelement <1 x half> %104, i64 0, !dbg !23
  %106 = icmp slt i32 %57, %5, !dbg !24
  %107 = and i1 %62, %106, !dbg !25
  %108 = and i1 %63, %106, !dbg !25
  %109 = and i1 %64, %106, !dbg !25
  %110 = and i1 %65, %106, !dbg !25
  %111 = mul i32 %7, %57, !dbg !26
  %112 = sext i32 %111 to i64, !dbg !27
  %113 = getelementptr half, ptr addrspace(1) %1, i64 %112, !dbg !27
  %114 = sext i32 %49 to i64, !dbg !28
  %115 = getelementptr half, ptr addrspace(1) %113, i64 %114, !dbg !28
  %116 = sext i32 %50 to i64, !dbg !28
  %117 = getelementptr half, ptr addrspace(1) %113, i64 %116, !dbg !28
  %118 = sext i32 %51 to i64, !dbg !28
  %119 = getelementptr half, ptr addrspace(1) %113, i64 %118, !dbg !28
  br i1 %107, label %120, label %124, !dbg !29

120:                                              ; preds = %103
  %121 = sext i32 %48 to i64
  %122 = getelementptr half, ptr addrspace(1) %113, i64 %121
  %123 = load <1 x half>, ptr addrspace(1) %122, align 2, !dbg !29
  br label %124, !dbg !29

124:                                              ; preds = %120, %103
  %125 = phi <1 x half> [ %123, %120 ], [ zeroinitializer, %103 ], !dbg !29
  %126 = extractelement <1 x half> %125, i64 0, !dbg !29
  br i1 %108, label %127, label %129, !dbg !29

127:                                              ; preds = %124
  %128 = load <1 x half>, ptr addrspace(1) %115, align 2, !dbg !29
  br label %129, !dbg !29

129:                                              ; preds = %127, %124
  %130 = phi <1 x half> [ %128, %127 ], [ zeroinitializer, %124 ], !dbg !29
  %131 = extractelement <1 x half> %130, i64 0, !dbg !29
  br i1 %109, label %132, label %134, !dbg !29

132:                                              ; preds = %129
  %133 = load <1 x half>, ptr addrspace(1) %117, align 2, !dbg !29
  br label %134, !dbg !29

134:                                              ; preds = %132, %129
  %135 = phi <1 x half> [ %133, %132 ], [ zeroinitializer, %129 ], !dbg !29
  %136 = extractelement <1 x half> %135, i64 0, !dbg !29
  br i1 %110, label %137, label %140, !dbg !29

137:                                              ; preds = %134
  %138 = load <1 x half>, ptr addrspace(1) %119, align 2, !dbg !29
  %139 = shufflevector <1 x half> %138, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %140, !dbg !29

140:                                              ; preds = %137, %134
  %141 = phi <4 x half> [ %139, %137 ], [ <half 0xH0000, half undef, half undef, half undef>, %134 ], !dbg !29
  %urem = shl nuw nsw i32 %15, 3, !dbg !23
  %142 = and i32 %urem, 4088, !dbg !23
  %143 = lshr i32 %15, 1, !dbg !23
  %144 = and i32 %143, 48, !dbg !23
  %145 = xor i32 %142, %144, !dbg !23
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %145, !dbg !23
  %147 = insertelement <4 x half> poison, half %90, i64 0, !dbg !23
  %148 = insertelement <4 x half> %147, half %95, i64 1, !dbg !23
  %149 = insertelement <4 x half> %148, half %100, i64 2, !dbg !23
  %150 = insertelement <4 x half> %149, half %105, i64 3, !dbg !23
  store <4 x half> %150, ptr addrspace(3) %146, align 8, !dbg !23
  %151 = and i32 %143, 112, !dbg !29
  %152 = xor i32 %142, %151, !dbg !29
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %152, !dbg !29
  %154 = insertelement <4 x half> poison, half %126, i64 0, !dbg !29
  %155 = insertelement <4 x half> %154, half %131, i64 1, !dbg !29
  %156 = insertelement <4 x half> %155, half %136, i64 2, !dbg !29
  %157 = shufflevector <4 x half> %156, <4 x half> %141, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !29
  store <4 x half> %157, ptr addrspace(3) %153, align 8, !dbg !29
  %158 = add i32 %5, -32, !dbg !19
  %159 = icmp sgt i32 %158, 0, !dbg !19
  br i1 %159, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %140
  %.pre = shl nuw nsw i32 %15, 5, !dbg !29
  %.pre5 = and i32 %.pre, 1408, !dbg !29
  %.pre7 = and i32 %urem, 24, !dbg !29
  %.pre9 = shl nuw nsw i32 %15, 1, !dbg !29
  %.pre11 = and i32 %.pre9, 112, !dbg !29
  %.pre13 = or disjoint i32 %.pre5, %.pre7, !dbg !29
  %.pre15 = xor i32 %.pre11, %.pre13, !dbg !29
  %.pre17 = xor i32 %.pre15, %23, !dbg !29
  %.pre19 = xor i32 %.pre17, 544, !dbg !29
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %140
  %160 = shl nuw nsw i32 %18, 6
  %161 = and i32 %26, 48
  %162 = lshr exact i32 %21, 1
  %163 = shl nuw nsw i32 %19, 4
  %164 = or disjoint i32 %160, %163
  %165 = xor i32 %161, %162
  %166 = or disjoint i32 %164, %165
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %166
  %168 = xor i32 %166, 32
  %169 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %168
  %170 = sext i32 %48 to i64
  %171 = shl nuw nsw i32 %15, 5
  %172 = and i32 %171, 1408
  %173 = and i32 %urem, 24
  %174 = shl nuw nsw i32 %15, 1
  %175 = and i32 %174, 112
  %176 = or disjoint i32 %172, %173
  %177 = xor i32 %175, %176
  %178 = xor i32 %177, %23
  %179 = xor i32 %178, 544
  %180 = or disjoint i32 %52, 32, !dbg !30
  %181 = or disjoint i32 %52, 33, !dbg !30
  %182 = or disjoint i32 %52, 34, !dbg !30
  %183 = or disjoint i32 %52, 35, !dbg !30
  %184 = or i32 %56, 32, !dbg !30
  %185 = icmp slt i32 %180, %5, !dbg !20
  %186 = icmp slt i32 %181, %5, !dbg !20
  %187 = icmp slt i32 %182, %5, !dbg !20
  %188 = icmp slt i32 %183, %5, !dbg !20
  %189 = and i1 %58, %185, !dbg !21
  %190 = and i1 %58, %186, !dbg !21
  %191 = and i1 %58, %187, !dbg !21
  %192 = and i1 %58, %188, !dbg !21
  %193 = zext nneg i32 %181 to i64, !dbg !22
  %194 = getelementptr half, ptr addrspace(1) %61, i64 %193, !dbg !22
  %195 = zext nneg i32 %182 to i64, !dbg !22
  %196 = getelementptr half, ptr addrspace(1) %61, i64 %195, !dbg !22
  %197 = zext nneg i32 %183 to i64, !dbg !22
  %198 = getelementptr half, ptr addrspace(1) %61, i64 %197, !dbg !22
  br i1 %189, label %199, label %203, !dbg !23

199:                                              ; preds = %.lr.ph
  %200 = zext nneg i32 %180 to i64
  %201 = getelementptr half, ptr addrspace(1) %61, i64 %200
  %202 = load <1 x half>, ptr addrspace(1) %201, align 2, !dbg !23
  br label %203, !dbg !23

203:                                              ; preds = %199, %.lr.ph
  %204 = phi <1 x half> [ %202, %199 ], [ zeroinitializer, %.lr.ph ], !dbg !23
  %205 = extractelement <1 x half> %204, i64 0, !dbg !23
  br i1 %190, label %206, label %208, !dbg !23

206:                                              ; preds = %203
  %207 = load <1 x half>, ptr addrspace(1) %194, align 2, !dbg !23
  br label %208, !dbg !23

208:                                              ; preds = %206, %203
  %209 = phi <1 x half> [ %207, %206 ], [ zeroinitializer, %203 ], !dbg !23
  %210 = extractelement <1 x half> %209, i64 0, !dbg !23
  br i1 %191, label %211, label %213, !dbg !23

211:                                              ; preds = %208
  %212 = load <1 x half>, ptr addrspace(1) %196, align 2, !dbg !23
  br label %213, !dbg !23

213:                                              ; preds = %211, %208
  %214 = phi <1 x half> [ %212, %211 ], [ zeroinitializer, %208 ], !dbg !23
  %215 = extractelement <1 x half> %214, i64 0, !dbg !23
  br i1 %192, label %216, label %218, !dbg !23

216:                                              ; preds = %213
  %217 = load <1 x half>, ptr addrspace(1) %198, align 2, !dbg !23
  br label %218, !dbg !23

218:                                              ; preds = %216, %213
  %219 = phi <1 x half> [ %217, %216 ], [ zeroinitializer, %213 ], !dbg !23
  %220 = extractelement <1 x half> %219, i64 0, !dbg !23
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %221 = load <8 x half>, ptr addrspace(3) %167, align 16, !dbg !23
  %222 = load <8 x half>, ptr addrspace(3) %169, align 16, !dbg !23
  %223 = icmp slt i32 %184, %5, !dbg !24
  %224 = and i1 %62, %223, !dbg !25
  %225 = and i1 %63, %223, !dbg !25
  %226 = and i1 %64, %223, !dbg !25
  %227 = and i1 %65, %223, !dbg !25
  %228 = mul i32 %184, %7, !dbg !26
  %229 = sext i32 %228 to i64, !dbg !27
  %230 = getelementptr half, ptr addrspace(1) %1, i64 %229, !dbg !27
  %231 = getelementptr half, ptr addrspace(1) %230, i64 %114, !dbg !28
  %232 = getelementptr half, ptr addrspace(1) %230, i64 %116, !dbg !28
  %233 = getelementptr half, ptr addrspace(1) %230, i64 %118, !dbg !28
  br i1 %224, label %234, label %237, !dbg !29

234:                                              ; preds = %218
  %235 = getelementptr half, ptr addrspace(1) %230, i64 %170
  %236 = load <1 x half>, ptr addrspace(1) %235, align 2, !dbg !29
  br label %237, !dbg !29

237:                                              ; preds = %234, %218
  %238 = phi <1 x half> [ %236, %234 ], [ zeroinitializer, %218 ], !dbg !29
  %239 = extractelement <1 x half> %238, i64 0, !dbg !29
  br i1 %225, label %240, label %242, !dbg !29

240:                                              ; preds = %237
  %241 = load <1 x half>, ptr addrspace(1) %231, align 2, !dbg !29
  br label %242, !dbg !29

242:                                              ; preds = %240, %237
  %243 = phi <1 x half> [ %241, %240 ], [ zeroinitializer, %237 ], !dbg !29
  %244 = extractelement <1 x half> %243, i64 0, !dbg !29
  br i1 %226, label %245, label %247, !dbg !29

245:                                              ; preds = %242
  %246 = load <1 x half>, ptr addrspace(1) %232, align 2, !dbg !29
  br label %247, !dbg !29

247:                                              ; preds = %245, %242
  %248 = phi <1 x half> [ %246, %245 ], [ zeroinitializer, %242 ], !dbg !29
  %249 = extractelement <1 x half> %248, i64 0, !dbg !29
  br i1 %227, label %250, label %253, !dbg !29

250:                                              ; preds = %247
  %251 = load <1 x half>, ptr addrspace(1) %233, align 2, !dbg !29
  %252 = shufflevector <1 x half> %251, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %253, !dbg !29

253:                                              ; preds = %250, %247
  %254 = phi <4 x half> [ %252, %250 ], [ <half 0xH0000, half undef, half undef, half undef>, %247 ], !dbg !29
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %178, !dbg !29
  %256 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %255), !dbg !29
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %255, i32 2048, !dbg !29
  %258 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %257), !dbg !29
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %179, !dbg !29
  %260 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %259), !dbg !29
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) %259, i32 2048, !dbg !29
  %262 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %261), !dbg !29
  %263 = shufflevector <4 x half> %256, <4 x half> %260, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %264 = shufflevector <4 x half> %258, <4 x half> %262, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %265 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %263, <8 x half> %221, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !31
  %266 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %264, <8 x half> %222, <16 x float> %265, i32 0, i32 0, i32 0), !dbg !31
  %267 = extractelement <16 x float> %266, i64 0, !dbg !31
  %268 = extractelement <16 x float> %266, i64 1, !dbg !31
  %269 = extractelement <16 x float> %266, i64 2, !dbg !31
  %270 = extractelement <16 x float> %266, i64 3, !dbg !31
  %271 = extractelement <16 x float> %266, i64 4, !dbg !31
  %272 = extractelement <16 x float> %266, i64 5, !dbg !31
  %273 = extractelement <16 x float> %266, i64 6, !dbg !31
  %274 = extractelement <16 x float> %266, i64 7, !dbg !31
  %275 = extractelement <16 x float> %266, i64 8, !dbg !31
  %276 = extractelement <16 x float> %266, i64 9, !dbg !31
  %277 = extractelement <16 x float> %266, i64 10, !dbg !31
  %278 = extractelement <16 x float> %266, i64 11, !dbg !31
  %279 = extractelement <16 x float> %266, i64 12, !dbg !31
  %280 = extractelement <16 x float> %266, i64 13, !dbg !31
  %281 = extractelement <16 x float> %266, i64 14, !dbg !31
  %282 = extractelement <16 x float> %266, i64 15, !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %283 = insertelement <4 x half> poison, half %205, i64 0, !dbg !23
  %284 = insertelement <4 x half> %283, half %210, i64 1, !dbg !23
  %285 = insertelement <4 x half> %284, half %215, i64 2, !dbg !23
  %286 = insertelement <4 x half> %285, half %220, i64 3, !dbg !23
  store <4 x half> %286, ptr addrspace(3) %146, align 8, !dbg !23
  %287 = insertelement <4 x half> poison, half %239, i64 0, !dbg !29
  %288 = insertelement <4 x half> %287, half %244, i64 1, !dbg !29
  %289 = insertelement <4 x half> %288, half %249, i64 2, !dbg !29
  %290 = shufflevector <4 x half> %289, <4 x half> %254, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !29
  store <4 x half> %290, ptr addrspace(3) %153, align 8, !dbg !29
  %291 = icmp samesign ugt i32 %158, 32, !dbg !19
  br i1 %291, label %.peel.next, label %._crit_edge, !dbg !19

.peel.next:                                       ; preds = %253
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %178
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) %292, i32 2048
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %179
  %295 = getelementptr inbounds nuw i8, ptr addrspace(3) %294, i32 2048
  br label %296, !dbg !19

296:                                              ; preds = %.peel.next, %388
  %297 = phi float [ %267, %.peel.next ], [ %414, %388 ]
  %298 = phi float [ %268, %.peel.next ], [ %415, %388 ]
  %299 = phi float [ %269, %.peel.next ], [ %416, %388 ]
  %300 = phi float [ %270, %.peel.next ], [ %417, %388 ]
  %301 = phi float [ %271, %.peel.next ], [ %418, %388 ]
  %302 = phi float [ %272, %.peel.next ], [ %419, %388 ]
  %303 = phi float [ %273, %.peel.next ], [ %420, %388 ]
  %304 = phi float [ %274, %.peel.next ], [ %421, %388 ]
  %305 = phi float [ %275, %.peel.next ], [ %422, %388 ]
  %306 = phi float [ %276, %.peel.next ], [ %423, %388 ]
  %307 = phi float [ %277, %.peel.next ], [ %424, %388 ]
  %308 = phi float [ %278, %.peel.next ], [ %425, %388 ]
  %309 = phi float [ %279, %.peel.next ], [ %426, %388 ]
  %310 = phi float [ %280, %.peel.next ], [ %427, %388 ]
  %311 = phi float [ %281, %.peel.next ], [ %428, %388 ]
  %312 = phi float [ %282, %.peel.next ], [ %429, %388 ]
  %313 = phi i32 [ 32, %.peel.next ], [ %314, %388 ]
  %314 = add i32 %313, 32, !dbg !19
  %315 = or disjoint i32 %314, %52, !dbg !30
  %316 = or disjoint i32 %314, %53, !dbg !30
  %317 = or disjoint i32 %314, %54, !dbg !30
  %318 = or disjoint i32 %314, %55, !dbg !30
  %319 = or disjoint i32 %314, %57, !dbg !30
  %320 = icmp slt i32 %315, %5, !dbg !20
  %321 = icmp slt i32 %316, %5, !dbg !20
  %322 = icmp slt i32 %317, %5, !dbg !20
  %323 = icmp slt i32 %318, %5, !dbg !20
  %324 = and i1 %58, %320, !dbg !21
  %325 = and i1 %58, %321, !dbg !21
  %326 = and i1 %58, %322, !dbg !21
  %327 = and i1 %58, %323, !dbg !21
  %328 = sext i32 %316 to i64, !dbg !22
  %329 = getelementptr half, ptr addrspace(1) %61, i64 %328, !dbg !22
  %330 = sext i32 %317 to i64, !dbg !22
  %331 = getelementptr half, ptr addrspace(1) %61, i64 %330, !dbg !22
  %332 = sext i32 %318 to i64, !dbg !22
  %333 = getelementptr half, ptr addrspace(1) %61, i64 %332, !dbg !22
  br i1 %324, label %334, label %338, !dbg !23

334:                                              ; preds = %296
  %335 = sext i32 %315 to i64
  %336 = getelementptr half, ptr addrspace(1) %61, i64 %335
  %337 = load <1 x half>, ptr addrspace(1) %336, align 2, !dbg !23
  br label %338, !dbg !23

338:                                              ; preds = %334, %296
  %339 = phi <1 x half> [ %337, %334 ], [ zeroinitializer, %296 ], !dbg !23
  %340 = extractelement <1 x half> %339, i64 0, !dbg !23
  br i1 %325, label %341, label %343, !dbg !23

341:                                              ; preds = %338
  %342 = load <1 x half>, ptr addrspace(1) %329, align 2, !dbg !23
  br label %343, !dbg !23

343:                                              ; preds = %341, %338
  %344 = phi <1 x half> [ %342, %341 ], [ zeroinitializer, %338 ], !dbg !23
  %345 = extractelement <1 x half> %344, i64 0, !dbg !23
  br i1 %326, label %346, label %348, !dbg !23

346:                                              ; preds = %343
  %347 = load <1 x half>, ptr addrspace(1) %331, align 2, !dbg !23
  br label %348, !dbg !23

348:                                              ; preds = %346, %343
  %349 = phi <1 x half> [ %347, %346 ], [ zeroinitializer, %343 ], !dbg !23
  %350 = extractelement <1 x half> %349, i64 0, !dbg !23
  br i1 %327, label %351, label %353, !dbg !23

351:                                              ; preds = %348
  %352 = load <1 x half>, ptr addrspace(1) %333, align 2, !dbg !23
  br label %353, !dbg !23

353:                                              ; preds = %351, %348
  %354 = phi <1 x half> [ %352, %351 ], [ zeroinitializer, %348 ], !dbg !23
  %355 = extractelement <1 x half> %354, i64 0, !dbg !23
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %356 = load <8 x half>, ptr addrspace(3) %167, align 16, !dbg !23
  %357 = load <8 x half>, ptr addrspace(3) %169, align 16, !dbg !23
  %358 = icmp slt i32 %319, %5, !dbg !24
  %359 = and i1 %62, %358, !dbg !25
  %360 = and i1 %63, %358, !dbg !25
  %361 = and i1 %64, %358, !dbg !25
  %362 = and i1 %65, %358, !dbg !25
  %363 = mul i32 %319, %7, !dbg !26
  %364 = sext i32 %363 to i64, !dbg !27
  %365 = getelementptr half, ptr addrspace(1) %1, i64 %364, !dbg !27
  %366 = getelementptr half, ptr addrspace(1) %365, i64 %114, !dbg !28
  %367 = getelementptr half, ptr addrspace(1) %365, i64 %116, !dbg !28
  %368 = getelementptr half, ptr addrspace(1) %365, i64 %118, !dbg !28
  br i1 %359, label %369, label %372, !dbg !29

369:                                              ; preds = %353
  %370 = getelementptr half, ptr addrspace(1) %365, i64 %170
  %371 = load <1 x half>, ptr addrspace(1) %370, align 2, !dbg !29
  br label %372, !dbg !29

372:                                              ; preds = %369, %353
  %373 = phi <1 x half> [ %371, %369 ], [ zeroinitializer, %353 ], !dbg !29
  %374 = extractelement <1 x half> %373, i64 0, !dbg !29
  br i1 %360, label %375, label %377, !dbg !29

375:                                              ; preds = %372
  %376 = load <1 x half>, ptr addrspace(1) %366, align 2, !dbg !29
  br label %377, !dbg !29

377:                                              ; preds = %375, %372
  %378 = phi <1 x half> [ %376, %375 ], [ zeroinitializer, %372 ], !dbg !29
  %379 = extractelement <1 x half> %378, i64 0, !dbg !29
  br i1 %361, label %380, label %382, !dbg !29

380:                                              ; preds = %377
  %381 = load <1 x half>, ptr addrspace(1) %367, align 2, !dbg !29
  br label %382, !dbg !29

382:                                              ; preds = %380, %377
  %383 = phi <1 x half> [ %381, %380 ], [ zeroinitializer, %377 ], !dbg !29
  %384 = extractelement <1 x half> %383, i64 0, !dbg !29
  br i1 %362, label %385, label %388, !dbg !29

385:                                              ; preds = %382
  %386 = load <1 x half>, ptr addrspace(1) %368, align 2, !dbg !29
  %387 = shufflevector <1 x half> %386, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !29
  br label %388, !dbg !29

388:                                              ; preds = %385, %382
  %389 = phi <4 x half> [ %387, %385 ], [ <half 0xH0000, half undef, half undef, half undef>, %382 ], !dbg !29
  %390 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %292), !dbg !29
  %391 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %293), !dbg !29
  %392 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %294), !dbg !29
  %393 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %295), !dbg !29
  %394 = shufflevector <4 x half> %390, <4 x half> %392, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %395 = shufflevector <4 x half> %391, <4 x half> %393, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %396 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %297, i64 0, !dbg !31
  %397 = insertelement <16 x float> %396, float %298, i64 1, !dbg !31
  %398 = insertelement <16 x float> %397, float %299, i64 2, !dbg !31
  %399 = insertelement <16 x float> %398, float %300, i64 3, !dbg !31
  %400 = insertelement <16 x float> %399, float %301, i64 4, !dbg !31
  %401 = insertelement <16 x float> %400, float %302, i64 5, !dbg !31
  %402 = insertelement <16 x float> %401, float %303, i64 6, !dbg !31
  %403 = insertelement <16 x float> %402, float %304, i64 7, !dbg !31
  %404 = insertelement <16 x float> %403, float %305, i64 8, !dbg !31
  %405 = insertelement <16 x float> %404, float %306, i64 9, !dbg !31
  %406 = insertelement <16 x float> %405, float %307, i64 10, !dbg !31
  %407 = insertelement <16 x float> %406, float %308, i64 11, !dbg !31
  %408 = insertelement <16 x float> %407, float %309, i64 12, !dbg !31
  %409 = insertelement <16 x float> %408, float %310, i64 13, !dbg !31
  %410 = insertelement <16 x float> %409, float %311, i64 14, !dbg !31
  %411 = insertelement <16 x float> %410, float %312, i64 15, !dbg !31
  %412 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %394, <8 x half> %356, <16 x float> %411, i32 0, i32 0, i32 0), !dbg !31
  %413 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %395, <8 x half> %357, <16 x float> %412, i32 0, i32 0, i32 0), !dbg !31
  %414 = extractelement <16 x float> %413, i64 0, !dbg !31
  %415 = extractelement <16 x float> %413, i64 1, !dbg !31
  %416 = extractelement <16 x float> %413, i64 2, !dbg !31
  %417 = extractelement <16 x float> %413, i64 3, !dbg !31
  %418 = extractelement <16 x float> %413, i64 4, !dbg !31
  %419 = extractelement <16 x float> %413, i64 5, !dbg !31
  %420 = extractelement <16 x float> %413, i64 6, !dbg !31
  %421 = extractelement <16 x float> %413, i64 7, !dbg !31
  %422 = extractelement <16 x float> %413, i64 8, !dbg !31
  %423 = extractelement <16 x float> %413, i64 9, !dbg !31
  %424 = extractelement <16 x float> %413, i64 10, !dbg !31
  %425 = extractelement <16 x float> %413, i64 11, !dbg !31
  %426 = extractelement <16 x float> %413, i64 12, !dbg !31
  %427 = extractelement <16 x float> %413, i64 13, !dbg !31
  %428 = extractelement <16 x float> %413, i64 14, !dbg !31
  %429 = extractelement <16 x float> %413, i64 15, !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %430 = insertelement <4 x half> poison, half %340, i64 0, !dbg !23
  %431 = insertelement <4 x half> %430, half %345, i64 1, !dbg !23
  %432 = insertelement <4 x half> %431, half %350, i64 2, !dbg !23
  %433 = insertelement <4 x half> %432, half %355, i64 3, !dbg !23
  store <4 x half> %433, ptr addrspace(3) %146, align 8, !dbg !23
  %434 = insertelement <4 x half> poison, half %374, i64 0, !dbg !29
  %435 = insertelement <4 x half> %434, half %379, i64 1, !dbg !29
  %436 = insertelement <4 x half> %435, half %384, i64 2, !dbg !29
  %437 = shufflevector <4 x half> %436, <4 x half> %389, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !29
  store <4 x half> %437, ptr addrspace(3) %153, align 8, !dbg !29
  %438 = icmp slt i32 %314, %158, !dbg !19
  br i1 %438, label %296, label %._crit_edge, !dbg !19, !llvm.loop !32

._crit_edge:                                      ; preds = %388, %253, %.._crit_edge_crit_edge
  %.pre-phi20 = phi i32 [ %.pre19, %.._crit_edge_crit_edge ], [ %179, %253 ], [ %179, %388 ], !dbg !29
  %.pre-phi18 = phi i32 [ %.pre17, %.._crit_edge_crit_edge ], [ %178, %253 ], [ %178, %388 ], !dbg !29
  %439 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %267, %253 ], [ %414, %388 ], !dbg !34
  %440 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %268, %253 ], [ %415, %388 ], !dbg !34
  %441 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %269, %253 ], [ %416, %388 ], !dbg !34
  %442 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %270, %253 ], [ %417, %388 ], !dbg !34
  %443 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %271, %253 ], [ %418, %388 ], !dbg !34
  %444 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %272, %253 ], [ %419, %388 ], !dbg !34
  %445 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %273, %253 ], [ %420, %388 ], !dbg !34
  %446 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %274, %253 ], [ %421, %388 ], !dbg !34
  %447 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %275, %253 ], [ %422, %388 ], !dbg !34
  %448 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %276, %253 ], [ %423, %388 ], !dbg !34
  %449 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %277, %253 ], [ %424, %388 ], !dbg !34
  %450 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %278, %253 ], [ %425, %388 ], !dbg !34
  %451 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %279, %253 ], [ %426, %388 ], !dbg !34
  %452 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %280, %253 ], [ %427, %388 ], !dbg !34
  %453 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %281, %253 ], [ %428, %388 ], !dbg !34
  %454 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %282, %253 ], [ %429, %388 ], !dbg !34
  %455 = add i32 %5, 31, !dbg !19
  %456 = icmp sgt i32 %455, 31, !dbg !19
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %457 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %.pre-phi18, !dbg !29
  %458 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %457), !dbg !29
  %459 = getelementptr inbounds nuw i8, ptr addrspace(3) %457, i32 2048, !dbg !29
  %460 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %459), !dbg !29
  %461 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %.pre-phi20, !dbg !29
  %462 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %461), !dbg !29
  %463 = getelementptr inbounds nuw i8, ptr addrspace(3) %461, i32 2048, !dbg !29
  %464 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %463), !dbg !29
  br i1 %456, label %465, label %._crit_edge._crit_edge, !dbg !31

465:                                              ; preds = %._crit_edge
  %466 = shl nuw nsw i32 %18, 6, !dbg !23
  %467 = shl nuw nsw i32 %19, 4, !dbg !23
  %468 = or disjoint i32 %466, %467, !dbg !23
  %469 = and i32 %26, 48, !dbg !23
  %470 = lshr exact i32 %21, 1, !dbg !23
  %471 = xor i32 %469, %470, !dbg !23
  %472 = or disjoint i32 %468, %471, !dbg !23
  %473 = xor i32 %472, 32, !dbg !23
  %474 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %473, !dbg !23
  %475 = load <8 x half>, ptr addrspace(3) %474, align 16, !dbg !23
  %476 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %472, !dbg !23
  %477 = load <8 x half>, ptr addrspace(3) %476, align 16, !dbg !23
  %478 = shufflevector <4 x half> %458, <4 x half> %462, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %479 = shufflevector <4 x half> %460, <4 x half> %464, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !31
  %480 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %439, i64 0, !dbg !31
  %481 = insertelement <16 x float> %480, float %440, i64 1, !dbg !31
  %482 = insertelement <16 x float> %481, float %441, i64 2, !dbg !31
  %483 = insertelement <16 x float> %482, float %442, i64 3, !dbg !31
  %484 = insertelement <16 x float> %483, float %443, i64 4, !dbg !31
  %485 = insertelement <16 x float> %484, float %444, i64 5, !dbg !31
  %486 = insertelement <16 x float> %485, float %445, i64 6, !dbg !31
  %487 = insertelement <16 x float> %486, float %446, i64 7, !dbg !31
  %488 = insertelement <16 x float> %487, float %447, i64 8, !dbg !31
  %489 = insertelement <16 x float> %488, float %448, i64 9, !dbg !31
  %490 = insertelement <16 x float> %489, float %449, i64 10, !dbg !31
  %491 = insertelement <16 x float> %490, float %450, i64 11, !dbg !31
  %492 = insertelement <16 x float> %491, float %451, i64 12, !dbg !31
  %493 = insertelement <16 x float> %492, float %452, i64 13, !dbg !31
  %494 = insertelement <16 x float> %493, float %453, i64 14, !dbg !31
  %495 = insertelement <16 x float> %494, float %454, i64 15, !dbg !31
  %496 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %478, <8 x half> %477, <16 x float> %495, i32 0, i32 0, i32 0), !dbg !31
  %497 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %479, <8 x half> %475, <16 x float> %496, i32 0, i32 0, i32 0), !dbg !31
  %498 = extractelement <16 x float> %497, i64 0, !dbg !31
  %499 = extractelement <16 x float> %497, i64 1, !dbg !31
  %500 = extractelement <16 x float> %497, i64 2, !dbg !31
  %501 = extractelement <16 x float> %497, i64 3, !dbg !31
  %502 = extractelement <16 x float> %497, i64 4, !dbg !31
  %503 = extractelement <16 x float> %497, i64 5, !dbg !31
  %504 = extractelement <16 x float> %497, i64 6, !dbg !31
  %505 = extractelement <16 x float> %497, i64 7, !dbg !31
  %506 = extractelement <16 x float> %497, i64 8, !dbg !31
  %507 = extractelement <16 x float> %497, i64 9, !dbg !31
  %508 = extractelement <16 x float> %497, i64 10, !dbg !31
  %509 = extractelement <16 x float> %497, i64 11, !dbg !31
  %510 = extractelement <16 x float> %497, i64 12, !dbg !31
  %511 = extractelement <16 x float> %497, i64 13, !dbg !31
  %512 = extractelement <16 x float> %497, i64 14, !dbg !31
  %513 = extractelement <16 x float> %497, i64 15, !dbg !31
  br label %._crit_edge._crit_edge, !dbg !31

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %465
  %514 = phi float [ %498, %465 ], [ %439, %._crit_edge ], !dbg !19
  %515 = phi float [ %513, %465 ], [ %454, %._crit_edge ], !dbg !19
  %516 = phi float [ %512, %465 ], [ %453, %._crit_edge ], !dbg !19
  %517 = phi float [ %511, %465 ], [ %452, %._crit_edge ], !dbg !19
  %518 = phi float [ %510, %465 ], [ %451, %._crit_edge ], !dbg !19
  %519 = phi float [ %509, %465 ], [ %450, %._crit_edge ], !dbg !19
  %520 = phi float [ %508, %465 ], [ %449, %._crit_edge ], !dbg !19
  %521 = phi float [ %507, %465 ], [ %448, %._crit_edge ], !dbg !19
  %522 = phi float [ %506, %465 ], [ %447, %._crit_edge ], !dbg !19
  %523 = phi float [ %505, %465 ], [ %446, %._crit_edge ], !dbg !19
  %524 = phi float [ %504, %465 ], [ %445, %._crit_edge ], !dbg !19
  %525 = phi float [ %503, %465 ], [ %444, %._crit_edge ], !dbg !19
  %526 = phi float [ %502, %465 ], [ %443, %._crit_edge ], !dbg !19
  %527 = phi float [ %501, %465 ], [ %442, %._crit_edge ], !dbg !19
  %528 = phi float [ %500, %465 ], [ %441, %._crit_edge ], !dbg !19
  %529 = phi float [ %499, %465 ], [ %440, %._crit_edge ], !dbg !19
  %530 = icmp slt i32 %30, %3, !dbg !35
  %531 = icmp slt i32 %32, %4, !dbg !36
  %532 = icmp slt i32 %33, %4, !dbg !36
  %533 = icmp slt i32 %34, %4, !dbg !36
  %534 = icmp slt i32 %35, %4, !dbg !36
  %535 = icmp slt i32 %36, %4, !dbg !36
  %536 = icmp slt i32 %37, %4, !dbg !36
  %537 = icmp slt i32 %38, %4, !dbg !36
  %538 = icmp slt i32 %39, %4, !dbg !36
  %539 = icmp slt i32 %40, %4, !dbg !36
  %540 = icmp slt i32 %41, %4, !dbg !36
  %541 = icmp slt i32 %42, %4, !dbg !36
  %542 = icmp slt i32 %43, %4, !dbg !36
  %543 = icmp slt i32 %44, %4, !dbg !36
  %544 = icmp slt i32 %45, %4, !dbg !36
  %545 = icmp slt i32 %46, %4, !dbg !36
  %546 = icmp slt i32 %47, %4, !dbg !36
  %547 = and i1 %530, %531, !dbg !37
  %548 = and i1 %530, %532, !dbg !37
  %549 = and i1 %530, %533, !dbg !37
  %550 = and i1 %530, %534, !dbg !37
  %551 = and i1 %530, %535, !dbg !37
  %552 = and i1 %530, %536, !dbg !37
  %553 = and i1 %530, %537, !dbg !37
  %554 = and i1 %530, %538, !dbg !37
  %555 = and i1 %530, %539, !dbg !37
  %556 = and i1 %530, %540, !dbg !37
  %557 = and i1 %530, %541, !dbg !37
  %558 = and i1 %530, %542, !dbg !37
  %559 = and i1 %530, %543, !dbg !37
  %560 = and i1 %530, %544, !dbg !37
  %561 = and i1 %530, %545, !dbg !37
  %562 = and i1 %530, %546, !dbg !37
  %563 = mul i32 %8, %30, !dbg !38
  %564 = sext i32 %563 to i64, !dbg !39
  %565 = getelementptr float, ptr addrspace(1) %2, i64 %564, !dbg !39
  %566 = sext i32 %33 to i64, !dbg !40
  %567 = getelementptr float, ptr addrspace(1) %565, i64 %566, !dbg !40
  %568 = sext i32 %34 to i64, !dbg !40
  %569 = getelementptr float, ptr addrspace(1) %565, i64 %568, !dbg !40
  %570 = sext i32 %35 to i64, !dbg !40
  %571 = getelementptr float, ptr addrspace(1) %565, i64 %570, !dbg !40
  %572 = sext i32 %36 to i64, !dbg !40
  %573 = getelementptr float, ptr addrspace(1) %565, i64 %572, !dbg !40
  %574 = sext i32 %37 to i64, !dbg !40
  %575 = getelementptr float, ptr addrspace(1) %565, i64 %574, !dbg !40
  %576 = sext i32 %38 to i64, !dbg !40
  %577 = getelementptr float, ptr addrspace(1) %565, i64 %576, !dbg !40
  %578 = sext i32 %39 to i64, !dbg !40
  %579 = getelementptr float, ptr addrspace(1) %565, i64 %578, !dbg !40
  %580 = sext i32 %40 to i64, !dbg !40
  %581 = getelementptr float, ptr addrspace(1) %565, i64 %580, !dbg !40
  %582 = sext i32 %41 to i64, !dbg !40
  %583 = getelementptr float, ptr addrspace(1) %565, i64 %582, !dbg !40
  %584 = sext i32 %42 to i64, !dbg !40
  %585 = getelementptr float, ptr addrspace(1) %565, i64 %584, !dbg !40
  %586 = sext i32 %43 to i64, !dbg !40
  %587 = getelementptr float, ptr addrspace(1) %565, i64 %586, !dbg !40
  %588 = sext i32 %44 to i64, !dbg !40
  %589 = getelementptr float, ptr addrspace(1) %565, i64 %588, !dbg !40
  %590 = sext i32 %45 to i64, !dbg !40
  %591 = getelementptr float, ptr addrspace(1) %565, i64 %590, !dbg !40
  %592 = sext i32 %46 to i64, !dbg !40
  %593 = getelementptr float, ptr addrspace(1) %565, i64 %592, !dbg !40
  %594 = sext i32 %47 to i64, !dbg !40
  %595 = getelementptr float, ptr addrspace(1) %565, i64 %594, !dbg !40
  %596 = and i32 %15, 256, !dbg !41
  %597 = icmp eq i32 %596, 0, !dbg !41
  %598 = and i1 %597, %547, !dbg !41
  br i1 %598, label %599, label %603, !dbg !41

599:                                              ; preds = %._crit_edge._crit_edge
  %600 = sext i32 %32 to i64
  %601 = getelementptr float, ptr addrspace(1) %565, i64 %600
  %602 = insertelement <1 x float> poison, float %514, i64 0
  store <1 x float> %602, ptr addrspace(1) %601, align 4, !dbg !41
  br label %603, !dbg !41

603:                                              ; preds = %599, %._crit_edge._crit_edge
  %604 = and i1 %597, %548, !dbg !41
  br i1 %604, label %605, label %607, !dbg !41

605:                                              ; preds = %603
  %606 = insertelement <1 x float> poison, float %529, i64 0
  store <1 x float> %606, ptr addrspace(1) %567, align 4, !dbg !41
  br label %607, !dbg !41

607:                                              ; preds = %605, %603
  %608 = and i1 %597, %549, !dbg !41
  br i1 %608, label %609, label %611, !dbg !41

609:                                              ; preds = %607
  %610 = insertelement <1 x float> poison, float %528, i64 0
  store <1 x float> %610, ptr addrspace(1) %569, align 4, !dbg !41
  br label %611, !dbg !41

611:                                              ; preds = %609, %607
  %612 = and i1 %597, %550, !dbg !41
  br i1 %612, label %613, label %615, !dbg !41

613:                                              ; preds = %611
  %614 = insertelement <1 x float> poison, float %527, i64 0
  store <1 x float> %614, ptr addrspace(1) %571, align 4, !dbg !41
  br label %615, !dbg !41

615:                                              ; preds = %613, %611
  %616 = and i1 %597, %551, !dbg !41
  br i1 %616, label %617, label %619, !dbg !41

617:                                              ; preds = %615
  %618 = insertelement <1 x float> poison, float %526, i64 0
  store <1 x float> %618, ptr addrspace(1) %573, align 4, !dbg !41
  br label %619, !dbg !41

619:                                              ; preds = %617, %615
  %620 = and i1 %597, %552, !dbg !41
  br i1 %620, label %621, label %623, !dbg !41

621:                                              ; preds = %619
  %622 = insertelement <1 x float> poison, float %525, i64 0
  store <1 x float> %622, ptr addrspace(1) %575, align 4, !dbg !41
  br label %623, !dbg !41

623:                                              ; preds = %621, %619
  %624 = and i1 %597, %553, !dbg !41
  br i1 %624, label %625, label %627, !dbg !41

625:                                              ; preds = %623
  %626 = insertelement <1 x float> poison, float %524, i64 0
  store <1 x float> %626, ptr addrspace(1) %577, align 4, !dbg !41
  br label %627, !dbg !41

627:                                              ; preds = %625, %623
  %628 = and i1 %597, %554, !dbg !41
  br i1 %628, label %629, label %631, !dbg !41

629:                                              ; preds = %627
  %630 = insertelement <1 x float> poison, float %523, i64 0
  store <1 x float> %630, ptr addrspace(1) %579, align 4, !dbg !41
  br label %631, !dbg !41

631:                                              ; preds = %629, %627
  %632 = and i1 %597, %555, !dbg !41
  br i1 %632, label %633, label %635, !dbg !41

633:                                              ; preds = %631
  %634 = insertelement <1 x float> poison, float %522, i64 0
  store <1 x float> %634, ptr addrspace(1) %581, align 4, !dbg !41
  br label %635, !dbg !41

635:                                              ; preds = %633, %631
  %636 = and i1 %597, %556, !dbg !41
  br i1 %636, label %637, label %639, !dbg !41

637:                                              ; preds = %635
  %638 = insertelement <1 x float> poison, float %521, i64 0
  store <1 x float> %638, ptr addrspace(1) %583, align 4, !dbg !41
  br label %639, !dbg !41

639:                                              ; preds = %637, %635
  %640 = and i1 %597, %557, !dbg !41
  br i1 %640, label %641, label %643, !dbg !41

641:                                              ; preds = %639
  %642 = insertelement <1 x float> poison, float %520, i64 0
  store <1 x float> %642, ptr addrspace(1) %585, align 4, !dbg !41
  br label %643, !dbg !41

643:                                              ; preds = %641, %639
  %644 = and i1 %597, %558, !dbg !41
  br i1 %644, label %645, label %647, !dbg !41

645:                                              ; preds = %643
  %646 = insertelement <1 x float> poison, float %519, i64 0
  store <1 x float> %646, ptr addrspace(1) %587, align 4, !dbg !41
  br label %647, !dbg !41

647:                                              ; preds = %645, %643
  %648 = and i1 %597, %559, !dbg !41
  br i1 %648, label %649, label %651, !dbg !41

649:                                              ; preds = %647
  %650 = insertelement <1 x float> poison, float %518, i64 0
  store <1 x float> %650, ptr addrspace(1) %589, align 4, !dbg !41
  br label %651, !dbg !41

651:                                              ; preds = %649, %647
  %652 = and i1 %597, %560, !dbg !41
  br i1 %652, label %653, label %655, !dbg !41

653:                                              ; preds = %651
  %654 = insertelement <1 x float> poison, float %517, i64 0
  store <1 x float> %654, ptr addrspace(1) %591, align 4, !dbg !41
  br label %655, !dbg !41

655:                                              ; preds = %653, %651
  %656 = and i1 %597, %561, !dbg !41
  br i1 %656, label %657, label %659, !dbg !41

657:                                              ; preds = %655
  %658 = insertelement <1 x float> poison, float %516, i64 0
  store <1 x float> %658, ptr addrspace(1) %593, align 4, !dbg !41
  br label %659, !dbg !41

659:                                              ; preds = %657, %655
  %660 = and i1 %597, %562, !dbg !41
  br i1 %660, label %661, label %663, !dbg !41

661:                                              ; preds = %659
  %662 = insertelement <1 x float> poison, float %515, i64 0
  store <1 x float> %662, ptr addrspace(1) %595, align 4, !dbg !41
  br label %663, !dbg !41

663:                                              ; preds = %661, %659
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
