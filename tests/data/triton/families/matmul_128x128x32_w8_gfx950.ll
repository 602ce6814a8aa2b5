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
  %34 = or disjoint i32 %28, %32, !dbg !13
  %35 = or disjoint i32 %34, 8, !dbg !13
  %36 = or disjoint i32 %34, 16, !dbg !13
  %37 = or disjoint i32 %34, 24, !dbg !13
  %38 = and i32 %22, 24, !dbg !14
  %39 = lshr i32 %15, 4, !dbg !14
  %40 = and i32 %39, 31, !dbg !14
  %41 = icmp slt i32 %29, %3, !dbg !15
  %42 = mul i32 %6, %29, !dbg !16
  %43 = sext i32 %42 to i64, !dbg !17
  %44 = getelementptr half, ptr addrspace(1) %0, i64 %43, !dbg !17
  %45 = icmp slt i32 %33, %4, !dbg !18
  %46 = icmp slt i32 %38, %5, !dbg !19
  %47 = and i1 %41, %46, !dbg !20
  br i1 %47, label %48, label %52, !dbg !21

48:                                               ; preds = %11
  %49 = zext nneg i32 %38 to i64
  %50 = getelementptr half, ptr addrspace(1) %44, i64 %49
  %51 = load <8 x half>, ptr addrspace(1) %50, align 16, !dbg !21
  br label %52, !dbg !21

52:                                               ; preds = %48, %11
  %53 = phi <8 x half> [ %51, %48 ], [ zeroinitializer, %11 ], !dbg !21
  %54 = icmp slt i32 %40, %5, !dbg !22
  %55 = and i1 %45, %54, !dbg !23
  br i1 %55, label %56, label %63, !dbg !24

56:                                               ; preds = %52
  %57 = mul i32 %7, %40, !dbg !25
  %58 = sext i32 %57 to i64, !dbg !26
  %59 = getelementptr half, ptr addrspace(1) %1, i64 %58, !dbg !26
  %60 = sext i32 %33 to i64, !dbg !27
  %61 = getelementptr half, ptr addrspace(1) %59, i64 %60, !dbg !27
  %62 = load <8 x half>, ptr addrspace(1) %61, align 16, !dbg !24
  br label %63, !dbg !24

63:                                               ; preds = %56, %52
  %64 = phi <8 x half> [ %62, %56 ], [ zeroinitializer, %52 ], !dbg !24
  %65 = shl nuw nsw i32 %15, 4, !dbg !21
  %66 = and i32 %65, 8176, !dbg !21
  %67 = and i32 %15, 48, !dbg !21
  %68 = xor i32 %66, %67, !dbg !21
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !21
  store <8 x half> %53, ptr addrspace(3) %69, align 16, !dbg !21
  %70 = and i32 %15, 240, !dbg !24
  %71 = xor i32 %66, %70, !dbg !24
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %71, !dbg !24
  store <8 x half> %64, ptr addrspace(3) %72, align 16, !dbg !24
  %73 = add i32 %5, -32, !dbg !28
  %74 = icmp sgt i32 %73, 0, !dbg !28
  br i1 %74, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !28

.._crit_edge_crit_edge:                           ; preds = %63
  %.pre = and i32 %15, 44, !dbg !24
  %.pre11 = shl nuw nsw i32 %.pre, 6, !dbg !24
  %.pre13 = shl nuw nsw i32 %.pre, 2, !dbg !24
  %.pre15 = shl nuw nsw i32 %15, 1, !dbg !24
  %.pre17 = and i32 %.pre15, 32, !dbg !24
  %.pre19 = or disjoint i32 %.pre11, %38, !dbg !24
  %.pre21 = xor i32 %.pre13, %.pre17, !dbg !24
  %.pre23 = xor i32 %.pre21, %.pre19, !dbg !24
  %.pre25 = xor i32 %.pre23, %24, !dbg !24
  %.pre27 = xor i32 %.pre25, 1088, !dbg !24
  br label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %63
  %75 = shl nuw nsw i32 %18, 6
  %76 = shl nuw nsw i32 %15, 2
  %77 = and i32 %76, 48
  %78 = lshr exact i32 %26, 1
  %79 = shl nuw nsw i32 %19, 3
  %80 = or disjoint i32 %75, %77
  %81 = xor i32 %80, %78
  %82 = or disjoint i32 %81, %79
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) %83, i32 4096
  %85 = xor i32 %82, 32
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) %86, i32 4096
  %88 = sext i32 %33 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %88, !dbg !28
  %89 = and i32 %15, 44
  %90 = shl nuw nsw i32 %89, 6
  %91 = shl nuw nsw i32 %89, 2
  %92 = shl nuw nsw i32 %15, 1
  %93 = and i32 %92, 32
  %94 = or disjoint i32 %90, %38
  %95 = xor i32 %91, %93
  %96 = xor i32 %95, %94
  %97 = xor i32 %96, %24
  %98 = xor i32 %97, 1088
  %99 = or disjoint i32 %38, 32, !dbg !29
  %100 = or i32 %39, 32, !dbg !29
  %101 = icmp slt i32 %99, %5, !dbg !19
  %102 = and i1 %41, %101, !dbg !20
  br i1 %102, label %103, label %107, !dbg !21

103:                                              ; preds = %.lr.ph
  %104 = zext nneg i32 %99 to i64
  %105 = getelementptr half, ptr addrspace(1) %44, i64 %104
  %106 = load <8 x half>, ptr addrspace(1) %105, align 16, !dbg !21
  br label %107, !dbg !21

107:                                              ; preds = %103, %.lr.ph
  %108 = phi <8 x half> [ %106, %103 ], [ zeroinitializer, %.lr.ph ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %109 = load <8 x half>, ptr addrspace(3) %83, align 16, !dbg !21
  %110 = load <8 x half>, ptr addrspace(3) %84, align 16, !dbg !21
  %111 = load <8 x half>, ptr addrspace(3) %86, align 16, !dbg !21
  %112 = load <8 x half>, ptr addrspace(3) %87, align 16, !dbg !21
  %113 = icmp slt i32 %100, %5, !dbg !22
  %114 = and i1 %45, %113, !dbg !23
  br i1 %114, label %115, label %119, !dbg !24

115:                                              ; preds = %107
  %116 = mul i32 %100, %7, !dbg !25
  %117 = sext i32 %116 to i64, !dbg !26
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %117, !dbg !27
  %118 = load <8 x half>, ptr addrspace(1) %gep.peel, align 16, !dbg !24
  br label %119, !dbg !24

119:                                              ; preds = %115, %107
  %120 = phi <8 x half> [ %118, %115 ], [ zeroinitializer, %107 ], !dbg !24
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %97, !dbg !24
  %122 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %121), !dbg !24
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %121, i32 4096, !dbg !24
  %124 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %123), !dbg !24
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %98, !dbg !24
  %126 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %125), !dbg !24
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 4096, !dbg !24
  %128 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %127), !dbg !24
  %129 = shufflevector <4 x half> %122, <4 x half> %126, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %130 = shufflevector <4 x half> %124, <4 x half> %128, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %131 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %129, <8 x half> %109, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !30
  %132 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %130, <8 x half> %111, <16 x float> %131, i32 0, i32 0, i32 0), !dbg !30
  %133 = extractelement <16 x float> %132, i64 0, !dbg !30
  %134 = extractelement <16 x float> %132, i64 1, !dbg !30
  %135 = extractelement <16 x float> %132, i64 2, !dbg !30
  %136 = extractelement <16 x float> %132, i64 3, !dbg !30
  %137 = extractelement <16 x float> %132, i64 4, !dbg !30
  %138 = extractelement <16 x float> %132, i64 5, !dbg !30
  %139 = extractelement <16 x float> %132, i64 6, !dbg !30
  %140 = extractelement <16 x float> %132, i64 7, !dbg !30
  %141 = extractelement <16 x float> %132, i64 8, !dbg !30
  %142 = extractelement <16 x float> %132, i64 9, !dbg !30
  %143 = extractelement <16 x float> %132, i64 10, !dbg !30
  %144 = extractelement <16 x float> %132, i64 11, !dbg !30
  %145 = extractelement <16 x float> %132, i64 12, !dbg !30
  %146 = extractelement <16 x float> %132, i64 13, !dbg !30
  %147 = extractelement <16 x float> %132, i64 14, !dbg !30
  %148 = extractelement <16 x float> %132, i64 15, !dbg !30
  %149 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %129, <8 x half> %110, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !30
  %150 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %130, <8 x half> %112, <16 x float> %149, i32 0, i32 0, i32 0), !dbg !30
  %151 = extractelement <16 x float> %150, i64 0, !dbg !30
  %152 = extractelement <16 x float> %150, i64 1, !dbg !30
  %153 = extractelement <16 x float> %150, i64 2, !dbg !30
  %154 = extractelement <16 x float> %150, i64 3, !dbg !30
  %155 = extractelement <16 x float> %150, i64 4, !dbg !30
  %156 = extractelement <16 x float> %150, i64 5, !dbg !30
  %157 = extractelement <16 x float> %150, i64 6, !dbg !30
  %158 = extractelement <16 x float> %150, i64 7, !dbg !30
  %159 = extractelement <16 x float> %150, i64 8, !dbg !30
  %160 = extractelement <16 x float> %150, i64 9, !dbg !30
  %161 = extractelement <16 x float> %150, i64 10, !dbg !30
  %162 = extractelement <16 x float> %150, i64 11, !dbg !30
  %163 = extractelement <16 x float> %150, i64 12, !dbg !30
  %164 = extractelement <16 x float> %150, i64 13, !dbg !30
  %165 = extractelement <16 x float> %150, i64 14, !dbg !30
  %166 = extractelement <16 x float> %150, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  store <8 x half> %108, ptr addrspace(3) %69, align 16, !dbg !21
  store <8 x half> %120, ptr addrspace(3) %72, align 16, !dbg !24
  %167 = icmp samesign ugt i32 %73, 32, !dbg !28
  br i1 %167, label %.peel.next, label %._crit_edge, !dbg !28

.peel.next:                                       ; preds = %119
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %97
  %169 = getelementptr inbounds nuw i8, ptr addrspace(3) %168, i32 4096
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %98
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) %170, i32 4096
  br label %172, !dbg !28

172:                                              ; preds = %.peel.next, %227
  %173 = phi float [ %133, %.peel.next ], [ %253, %227 ]
  %174 = phi float [ %134, %.peel.next ], [ %254, %227 ]
  %175 = phi float [ %135, %.peel.next ], [ %255, %227 ]
  %176 = phi float [ %136, %.peel.next ], [ %256, %227 ]
  %177 = phi float [ %137, %.peel.next ], [ %257, %227 ]
  %178 = phi float [ %138, %.peel.next ], [ %258, %227 ]
  %179 = phi float [ %139, %.peel.next ], [ %259, %227 ]
  %180 = phi float [ %140, %.peel.next ], [ %260, %227 ]
  %181 = phi float [ %141, %.peel.next ], [ %261, %227 ]
  %182 = phi float [ %142, %.peel.next ], [ %262, %227 ]
  %183 = phi float [ %143, %.peel.next ], [ %263, %227 ]
  %184 = phi float [ %144, %.peel.next ], [ %264, %227 ]
  %185 = phi float [ %145, %.peel.next ], [ %265, %227 ]
  %186 = phi float [ %146, %.peel.next ], [ %266, %227 ]
  %187 = phi float [ %147, %.peel.next ], [ %267, %227 ]
  %188 = phi float [ %148, %.peel.next ], [ %268, %227 ]
  %189 = phi float [ %151, %.peel.next ], [ %287, %227 ]
  %190 = phi float [ %152, %.peel.next ], [ %288, %227 ]
  %191 = phi float [ %153, %.peel.next ], [ %289, %227 ]
  %192 = phi float [ %154, %.peel.next ], [ %290, %227 ]
  %193 = phi float [ %155, %.peel.next ], [ %291, %227 ]
  %194 = phi float [ %156, %.peel.next ], [ %292, %227 ]
  %195 = phi float [ %157, %.peel.next ], [ %293, %227 ]
  %196 = phi float [ %158, %.peel.next ], [ %294, %227 ]
  %197 = phi float [ %159, %.peel.next ], [ %295, %227 ]
  %198 = phi float [ %160, %.peel.next ], [ %296, %227 ]
  %199 = phi float [ %161, %.peel.next ], [ %297, %227 ]
  %200 = phi float [ %162, %.peel.next ], [ %298, %227 ]
  %201 = phi float [ %163, %.peel.next ], [ %299, %227 ]
  %202 = phi float [ %164, %.peel.next ], [ %300, %227 ]
  %203 = phi float [ %165, %.peel.next ], [ %301, %227 ]
  %204 = phi float [ %166, %.peel.next ], [ %302, %227 ]
  %205 = phi i32 [ 32, %.peel.next ], [ %206, %227 ]
  %206 = add i32 %205, 32, !dbg !28
  %207 = or disjoint i32 %206, %38, !dbg !29
  %208 = or disjoint i32 %206, %40, !dbg !29
  %209 = icmp slt i32 %207, %5, !dbg !19
  %210 = and i1 %41, %209, !dbg !20
  br i1 %210, label %211, label %215, !dbg !21

211:                                              ; preds = %172
  %212 = sext i32 %207 to i64
  %213 = getelementptr half, ptr addrspace(1) %44, i64 %212
  %214 = load <8 x half>, ptr addrspace(1) %213, align 16, !dbg !21
  br label %215, !dbg !21

215:                                              ; preds = %211, %172
  %216 = phi <8 x half> [ %214, %211 ], [ zeroinitializer, %172 ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %217 = load <8 x half>, ptr addrspace(3) %83, align 16, !dbg !21
  %218 = load <8 x half>, ptr addrspace(3) %84, align 16, !dbg !21
  %219 = load <8 x half>, ptr addrspace(3) %86, align 16, !dbg !21
  %220 = load <8 x half>, ptr addrspace(3) %87, align 16, !dbg !21
  %221 = icmp slt i32 %208, %5, !dbg !22
  %222 = and i1 %45, %221, !dbg !23
  br i1 %222, label %223, label %227, !dbg !24

223:                                              ; preds = %215
  %224 = mul i32 %208, %7, !dbg !25
  %225 = sext i32 %224 to i64, !dbg !26
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %225, !dbg !27
  %226 = load <8 x half>, ptr addrspace(1) %gep, align 16, !dbg !24
  br label %227, !dbg !24

227:                                              ; preds = %223, %215
  %228 = phi <8 x half> [ %226, %223 ], [ zeroinitializer, %215 ], !dbg !24
  %229 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %168), !dbg !24
  %230 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %169), !dbg !24
  %231 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %170), !dbg !24
  %232 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %171), !dbg !24
  %233 = shufflevector <4 x half> %229, <4 x half> %231, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %234 = shufflevector <4 x half> %230, <4 x half> %232, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %235 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %173, i64 0, !dbg !30
  %236 = insertelement <16 x float> %235, float %174, i64 1, !dbg !30
  %237 = insertelement <16 x float> %236, float %175, i64 2, !dbg !30
  %238 = insertelement <16 x float> %237, float %176, i64 3, !dbg !30
  %239 = insertelement <16 x float> %238, float %177, i64 4, !dbg !30
  %240 = insertelement <16 x float> %239, float %178, i64 5, !dbg !30
  %241 = insertelement <16 x float> %240, float %179, i64 6, !dbg !30
  %242 = insertelement <16 x float> %241, float %180, i64 7, !dbg !30
  %243 = insertelement <16 x float> %242, float %181, i64 8, !dbg !30
  %244 = insertelement <16 x float> %243, float %182, i64 9, !dbg !30
  %245 = insertelement <16 x float> %244, float %183, i64 10, !dbg !30
  %246 = insertelement <16 x float> %245, float %184, i64 11, !dbg !30
  %247 = insertelement <16 x float> %246, float %185, i64 12, !dbg !30
  %248 = insertelement <16 x float> %247, float %186, i64 13, !dbg !30
  %249 = insertelement <16 x float> %248, float %187, i64 14, !dbg !30
  %250 = insertelement <16 x float> %249, float %188, i64 15, !dbg !30
  %251 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %233, <8 x half> %217, <16 x float> %250, i32 0, i32 0, i32 0), !dbg !30
  %252 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %234, <8 x half> %219, <16 x float> %251, i32 0, i32 0, i32 0), !dbg !30
  %253 = extractelement <16 x float> %252, i64 0, !dbg !30
  %254 = extractelement <16 x float> %252, i64 1, !dbg !30
  %255 = extractelement <16 x float> %252, i64 2, !dbg !30
  %256 = extractelement <16 x float> %252, i64 3, !dbg !30
  %257 = extractelement <16 x float> %252, i64 4, !dbg !30
  %258 = extractelement <16 x float> %252, i64 5, !dbg !30
  %259 = extractelement <16 x float> %252, i64 6, !dbg !30
  %260 = extractelement <16 x float> %252, i64 7, !dbg !30
  %261 = extractelement <16 x float> %252, i64 8, !dbg !30
  %262 = extractelement <16 x float> %252, i64 9, !dbg !30
  %263 = extractelement <16 x float> %252, i64 10, !dbg !30
  %264 = extractelement <16 x float> %252, i64 11, !dbg !30
  %265 = extractelement <16 x float> %252, i64 12, !dbg !30
  %266 = extractelement <16 x float> %252, i64 13, !dbg !30
  %267 = extractelement <16 x float> %252, i64 14, !dbg !30
  %268 = extractelement <16 x float> %252, i64 15, !dbg !30
  %269 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %189, i64 0, !dbg !30
  %270 = insertelement <16 x float> %269, float %190, i64 1, !dbg !30
  %271 = insertelement <16 x float> %270, float %191, i64 2, !dbg !30
  %272 = insertelement <16 x float> %271, float %192, i64 3, !dbg !30
  %273 = insertelement <16 x float> %272, float %193, i64 4, !dbg !30
  %274 = insertelement <16 x float> %273, float %194, i64 5, !dbg !30
  %275 = insertelement <16 x float> %274, float %195, i64 6, !dbg !30
  %276 = insertelement <16 x float> %275, float %196, i64 7, !dbg !30
  %277 = insertelement <16 x float> %276, float %197, i64 8, !dbg !30
  %278 = insertelement <16 x float> %277, float %198, i64 9, !dbg !30
  %279 = insertelement <16 x float> %278, float %199, i64 10, !dbg !30
  %280 = insertelement <16 x float> %279, float %200, i64 11, !dbg !30
  %281 = insertelement <16 x float> %280, float %201, i64 12, !dbg !30
  %282 = insertelement <16 x float> %281, float %202, i64 13, !dbg !30
  %283 = insertelement <16 x float> %282, float %203, i64 14, !dbg !30
  %284 = insertelement <16 x float> %283, float %204, i64 15, !dbg !30
  %285 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %233, <8 x half> %218, <16 x float> %284, i32 0, i32 0, i32 0), !dbg !30
  %286 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %234, <8 x half> %220, <16 x float> %285, i32 0, i32 0, i32 0), !dbg !30
  %287 = extractelement <16 x float> %286, i64 0, !dbg !30
  %288 = extractelement <16 x float> %286, i64 1, !dbg !30
  %289 = extractelement <16 x float> %286, i64 2, !dbg !30
  %290 = extractelement <16 x float> %286, i64 3, !dbg !30
  %291 = extractelement <16 x float> %286, i64 4, !dbg !30
  %292 = extractelement <16 x float> %286, i64 5, !dbg !30
  %293 = extractelement <16 x float> %286, i64 6, !dbg !30
  %294 = extractelement <16 x float> %286, i64 7, !dbg !30
  %295 = extractelement <16 x float> %286, i64 8, !dbg !30
  %296 = extractelement <16 x float> %286, i64 9, !dbg !30
  %297 = extractelement <16 x float> %286, i64 10, !dbg !30
  %298 = extractelement <16 x float> %286, i64 11, !dbg !30
  %299 = extractelement <16 x float> %286, i64 12, !dbg !30
  %300 = extractelement <16 x float> %286, i64 13, !dbg !30
  %301 = extractelement <16 x float> %286, i64 14, !dbg !30
  %302 = extractelement <16 x float> %286, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  store <8 x half> %216, ptr addrspace(3) %69, align 16, !dbg !21
  store <8 x half> %228, ptr addrspace(3) %72, align 16, !dbg !24
  %303 = icmp slt i32 %206, %73, !dbg !28
  br i1 %303, label %172, label %._crit_edge, !dbg !28, !llvm.loop !31

._crit_edge:                                      ; preds = %227, %119, %.._crit_edge_crit_edge
  %.pre-phi28 = phi i32 [ %.pre27, %.._crit_edge_crit_edge ], [ %98, %119 ], [ %98, %227 ], !dbg !24
  %.pre-phi26 = phi i32 [ %.pre25, %.._crit_edge_crit_edge ], [ %97, %119 ], [ %97, %227 ], !dbg !24
  %304 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %133, %119 ], [ %253, %227 ], !dbg !33
  %305 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %134, %119 ], [ %254, %227 ], !dbg !33
  %306 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %135, %119 ], [ %255, %227 ], !dbg !33
  %307 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %136, %119 ], [ %256, %227 ], !dbg !33
  %308 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %137, %119 ], [ %257, %227 ], !dbg !33
  %309 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %138, %119 ], [ %258, %227 ], !dbg !33
  %310 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %139, %119 ], [ %259, %227 ], !dbg !33
  %311 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %140, %119 ], [ %260, %227 ], !dbg !33
  %312 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %141, %119 ], [ %261, %227 ], !dbg !33
  %313 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %142, %119 ], [ %262, %227 ], !dbg !33
  %314 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %143, %119 ], [ %263, %227 ], !dbg !33
  %315 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %144, %119 ], [ %264, %227 ], !dbg !33
  %316 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %145, %119 ], [ %265, %227 ], !dbg !33
  %317 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %146, %119 ], [ %266, %227 ], !dbg !33
  %318 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %147, %119 ], [ %267, %227 ], !dbg !33
  %319 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %148, %119 ], [ %268, %227 ], !dbg !33
  %320 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %151, %119 ], [ %287, %227 ], !dbg !33
  %321 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %152, %119 ], [ %288, %227 ], !dbg !33
  %322 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %153, %119 ], [ %289, %227 ], !dbg !33
  %323 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %154, %119 ], [ %290, %227 ], !dbg !33
  %324 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %155, %119 ], [ %291, %227 ], !dbg !33
  %325 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %156, %119 ], [ %292, %227 ], !dbg !33
  %326 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %157, %119 ], [ %293, %227 ], !dbg !33
  %327 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %158, %119 ], [ %294, %227 ], !dbg !33
  %328 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %159, %119 ], [ %295, %227 ], !dbg !33
  %329 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %160, %119 ], [ %296, %227 ], !dbg !33
  %330 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %161, %119 ], [ %297, %227 ], !dbg !33
  %331 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %162, %119 ], [ %298, %227 ], !dbg !33
  %332 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %163, %119 ], [ %299, %227 ], !dbg !33
  %333 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %164, %119 ], [ %300, %227 ], !dbg !33
  %334 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %165, %119 ], [ %301, %227 ], !dbg !33
  %335 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %166, %119 ], [ %302, %227 ], !dbg !33
  %336 = add i32 %5, 31, !dbg !28
  %337 = icmp sgt i32 %336, 31, !dbg !28
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi26, !dbg !24
  %339 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %338), !dbg !24
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %338, i32 4096, !dbg !24
  %341 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %340), !dbg !24
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi28, !dbg !24
  %343 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %342), !dbg !24
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) %342, i32 4096, !dbg !24
  %345 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %344), !dbg !24
  br i1 %337, label %346, label %._crit_edge._crit_edge, !dbg !30

346:                                              ; preds = %._crit_edge
  %347 = shl nuw nsw i32 %19, 3, !dbg !21
  %348 = shl nuw nsw i32 %18, 6, !dbg !21
  %349 = shl nuw nsw i32 %15, 2, !dbg !21
  %350 = and i32 %349, 48, !dbg !21
  %351 = or disjoint i32 %348, %350, !dbg !21
  %352 = lshr exact i32 %26, 1, !dbg !21
  %353 = xor i32 %351, %352, !dbg !21
  %354 = or disjoint i32 %353, %347, !dbg !21
  %355 = xor i32 %354, 32, !dbg !21
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %355, !dbg !21
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) %356, i32 4096, !dbg !21
  %358 = load <8 x half>, ptr addrspace(3) %357, align 16, !dbg !21
  %359 = load <8 x half>, ptr addrspace(3) %356, align 16, !dbg !21
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %354, !dbg !21
  %361 = getelementptr inbounds nuw i8, ptr addrspace(3) %360, i32 4096, !dbg !21
  %362 = load <8 x half>, ptr addrspace(3) %361, align 16, !dbg !21
  %363 = load <8 x half>, ptr addrspace(3) %360, align 16, !dbg !21
  %364 = shufflevector <4 x half> %339, <4 x half> %343, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %365 = shufflevector <4 x half> %341, <4 x half> %345, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %366 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %304, i64 0, !dbg !30
  %367 = insertelement <16 x float> %366, float %305, i64 1, !dbg !30
  %368 = insertelement <16 x float> %367, float %306, i64 2, !dbg !30
  %369 = insertelement <16 x float> %368, float %307, i64 3, !dbg !30
  %370 = insertelement <16 x float> %369, float %308, i64 4, !dbg !30
  %371 = insertelement <16 x float> %370, float %309, i64 5, !dbg !30
  %372 = insertelement <16 x float> %371, float %310, i64 6, !dbg !30
  %373 = insertelement <16 x float> %372, float %311, i64 7, !dbg !30
  %374 = insertelement <16 x float> %373, float %312, i64 8, !dbg !30
  %375 = insertelement <16 x float> %374, float %313, i64 9, !dbg !30
  %376 = insertelement <16 x float> %375, float %314, i64 10, !dbg !30
  %377 = insertelement <16 x float> %376, float %315, i64 11, !dbg !30
  %378 = insertelement <16 x float> %377, float %316, i64 12, !dbg !30
  %379 = insertelement <16 x float> %378, float %317, i64 13, !dbg !30
  %380 = insertelement <16 x float> %379, float %318, i64 14, !dbg !30
  %381 = insertelement <16 x float> %380, float %319, i64 15, !dbg !30
  %382 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %364, <8 x half> %363, <16 x float> %381, i32 0, i32 0, i32 0), !dbg !30
  %383 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %365, <8 x half> %359, <16 x float> %382, i32 0, i32 0, i32 0), !dbg !30
  %384 = extractelement <16 x float> %383, i64 0, !dbg !30
  %385 = extractelement <16 x float> %383, i64 1, !dbg !30
  %386 = extractelement <16 x float> %383, i64 2, !dbg !30
  %387 = extractelement <16 x float> %383, i64 3, !dbg !30
  %388 = extractelement <16 x float> %383, i64 4, !dbg !30
  %389 = extractelement <16 x float> %383, i64 5, !dbg !30
  %390 = extractelement <16 x float> %383, i64 6, !dbg !30
  %391 = extractelement <16 x float> %383, i64 7, !dbg !30
  %392 = extractelement <16 x float> %383, i64 8, !dbg !30
  %393 = extractelement <16 x float> %383, i64 9, !dbg !30
  %394 = extractelement <16 x float> %383, i64 10, !dbg !30
  %395 = extractelement <16 x float> %383, i64 11, !dbg !30
  %396 = extractelement <16 x float> %383, i64 12, !dbg !30
  %397 = extractelement <16 x float> %383, i64 13, !dbg !30
  %398 = extractelement <16 x float> %383, i64 14, !dbg !30
  %399 = extractelement <16 x float> %383, i64 15, !dbg !30
  %400 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %320, i64 0, !dbg !30
  %401 = insertelement <16 x float> %400, float %321, i64 1, !dbg !30
  %402 = insertelement <16 x float> %401, float %322, i64 2, !dbg !30
  %403 = insertelement <16 x float> %402, float %323, i64 3, !dbg !30
  %404 = insertelement <16 x float> %403, float %324, i64 4, !dbg !30
  %405 = insertelement <16 x float> %404, float %325, i64 5, !dbg !30
  %406 = insertelement <16 x float> %405, float %326, i64 6, !dbg !30
  %407 = insertelement <16 x float> %406, float %327, i64 7, !dbg !30
  %408 = insertelement <16 x float> %407, float %328, i64 8, !dbg !30
  %409 = insertelement <16 x float> %408, float %329, i64 9, !dbg !30
  %410 = insertelement <16 x float> %409, float %330, i64 10, !dbg !30
  %411 = insertelement <16 x float> %410, float %331, i64 11, !dbg !30
  %412 = insertelement <16 x float> %411, float %332, i64 12, !dbg !30
  %413 = insertelement <16 x float> %412, float %333, i64 13, !dbg !30
  %414 = insertelement <16 x float> %413, float %334, i64 14, !dbg !30
  %415 = insertelement <16 x float> %414, float %335, i64 15, !dbg !30
  %416 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %364, <8 x half> %362, <16 x float> %415, i32 0, i32 0, i32 0), !dbg !30
  %417 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %365, <8 x half> %358, <16 x float> %416, i32 0, i32 0, i32 0), !dbg !30
  %418 = extractelement <16 x float> %417, i64 0, !dbg !30
  %419 = extractelement <16 x float> %417, i64 1, !dbg !30
  %420 = extractelement <16 x float> %417, i64 2, !dbg !30
  %421 = extractelement <16 x float> %417, i64 3, !dbg !30
  %422 = extractelement <16 x float> %417, i64 4, !dbg !30
  %423 = extractelement <16 x float> %417, i64 5, !dbg !30
  %424 = extractelement <16 x float> %417, i64 6, !dbg !30
  %425 = extractelement <16 x float> %417, i64 7, !dbg !30
  %426 = extractelement <16 x float> %417, i64 8, !dbg !30
  %427 = extractelement <16 x float> %417, i64 9, !dbg !30
  %428 = extractelement <16 x float> %417, i64 10, !dbg !30
  %429 = extractelement <16 x float> %417, i64 11, !dbg !30
  %430 = extractelement <16 x float> %417, i64 12, !dbg !30
  %431 = extractelement <16 x float> %417, i64 13, !dbg !30
  %432 = extractelement <16 x float> %417, i64 14, !dbg !30
  %433 = extractelement <16 x float> %417, i64 15, !dbg !30
  br label %._crit_edge._crit_edge, !dbg !30

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %346
  %434 = phi float [ %388, %346 ], [ %308, %._crit_edge ], !dbg !30
  %435 = phi float [ %384, %346 ], [ %304, %._crit_edge ], !dbg !30
  %436 = phi float [ %385, %346 ], [ %305, %._crit_edge ], !dbg !30
  %437 = phi float [ %386, %346 ], [ %306, %._crit_edge ], !dbg !30
  %438 = phi float [ %387, %346 ], [ %307, %._crit_edge ], !dbg !30
  %439 = phi float [ %389, %346 ], [ %309, %._crit_edge ], !dbg !30
  %440 = phi float [ %390, %346 ], [ %310, %._crit_edge ], !dbg !30
  %441 = phi float [ %391, %346 ], [ %311, %._crit_edge ], !dbg !30
  %442 = phi float [ %392, %346 ], [ %312, %._crit_edge ], !dbg !30
  %443 = phi float [ %393, %346 ], [ %313, %._crit_edge ], !dbg !30
  %444 = phi float [ %394, %346 ], [ %314, %._crit_edge ], !dbg !30
  %445 = phi float [ %395, %346 ], [ %315, %._crit_edge ], !dbg !30
  %446 = phi float [ %396, %346 ], [ %316, %._crit_edge ], !dbg !30
  %447 = phi float [ %397, %346 ], [ %317, %._crit_edge ], !dbg !30
  %448 = phi float [ %398, %346 ], [ %318, %._crit_edge ], !dbg !30
  %449 = phi float [ %399, %346 ], [ %319, %._crit_edge ], !dbg !30
  %450 = phi float [ %418, %346 ], [ %320, %._crit_edge ], !dbg !30
  %451 = phi float [ %419, %346 ], [ %321, %._crit_edge ], !dbg !30
  %452 = phi float [ %420, %346 ], [ %322, %._crit_edge ], !dbg !30
  %453 = phi float [ %421, %346 ], [ %323, %._crit_edge ], !dbg !30
  %454 = phi float [ %422, %346 ], [ %324, %._crit_edge ], !dbg !30
  %455 = phi float [ %423, %346 ], [ %325, %._crit_edge ], !dbg !30
  %456 = phi float [ %424, %346 ], [ %326, %._crit_edge ], !dbg !30
  %457 = phi float [ %425, %346 ], [ %327, %._crit_edge ], !dbg !30
  %458 = phi float [ %426, %346 ], [ %328, %._crit_edge ], !dbg !30
  %459 = phi float [ %427, %346 ], [ %329, %._crit_edge ], !dbg !30
  %460 = phi float [ %428, %346 ], [ %330, %._crit_edge ], !dbg !30
  %461 = phi float [ %429, %346 ], [ %331, %._crit_edge ], !dbg !30
  %462 = phi float [ %430, %346 ], [ %332, %._crit_edge ], !dbg !30
  %463 = phi float [ %431, %346 ], [ %333, %._crit_edge ], !dbg !30
  %464 = phi float [ %432, %346 ], [ %334, %._crit_edge ], !dbg !30
  %465 = phi float [ %433, %346 ], [ %335, %._crit_edge ], !dbg !30
  %466 = icmp slt i32 %30, %3, !dbg !34
  %467 = icmp slt i32 %31, %3, !dbg !34
  %468 = icmp slt i32 %34, %4, !dbg !35
  %469 = icmp slt i32 %36, %4, !dbg !35
  %470 = and i1 %466, %468, !dbg !36
  %471 = and i1 %466, %469, !dbg !36
  %472 = and i1 %467, %468, !dbg !36
  %473 = and i1 %467, %469, !dbg !36
  %474 = mul i32 %8, %30, !dbg !37
  %475 = mul i32 %8, %31, !dbg !37
  %476 = sext i32 %474 to i64, !dbg !38
  %477 = getelementptr float, ptr addrspace(1) %2, i64 %476, !dbg !38
  %478 = sext i32 %475 to i64, !dbg !38
  %479 = getelementptr float, ptr addrspace(1) %2, i64 %478, !dbg !38
  %480 = sext i32 %36 to i64, !dbg !39
  %481 = getelementptr float, ptr addrspace(1) %477, i64 %480, !dbg !39
  %482 = sext i32 %37 to i64, !dbg !39
  %483 = getelementptr float, ptr addrspace(1) %477, i64 %482, !dbg !39
  %484 = sext i32 %34 to i64, !dbg !39
  %485 = getelementptr float, ptr addrspace(1) %479, i64 %484, !dbg !39
  %486 = sext i32 %35 to i64, !dbg !39
  %487 = getelementptr float, ptr addrspace(1) %479, i64 %486, !dbg !39
  %488 = getelementptr float, ptr addrspace(1) %479, i64 %480, !dbg !39
  %489 = getelementptr float, ptr addrspace(1) %479, i64 %482, !dbg !39
  br i1 %470, label %490, label %.critedge, !dbg !40

490:                                              ; preds = %._crit_edge._crit_edge
  %491 = insertelement <4 x float> poison, float %435, i64 0, !dbg !40
  %492 = insertelement <4 x float> %491, float %436, i64 1, !dbg !40
  %493 = insertelement <4 x float> %492, float %437, i64 2, !dbg !40
  %494 = insertelement <4 x float> %493, float %438, i64 3, !dbg !40
  %495 = getelementptr float, ptr addrspace(1) %477, i64 %486, !dbg !39
  %496 = getelementptr float, ptr addrspace(1) %477, i64 %484, !dbg !39
  store <4 x float> %494, ptr addrspace(1) %496, align 16, !dbg !40
  %497 = insertelement <4 x float> poison, float %434, i64 0, !dbg !40
  %498 = insertelement <4 x float> %497, float %439, i64 1, !dbg !40
  %499 = insertelement <4 x float> %498, float %440, i64 2, !dbg !40
  %500 = insertelement <4 x float> %499, float %441, i64 3, !dbg !40
  store <4 x float> %500, ptr addrspace(1) %495, align 16, !dbg !40
  br label %.critedge, !dbg !40

.critedge:                                        ; preds = %._crit_edge._crit_edge, %490
  br i1 %471, label %501, label %.critedge2, !dbg !40

501:                                              ; preds = %.critedge
  %502 = insertelement <4 x float> poison, float %446, i64 0
  %503 = insertelement <4 x float> %502, float %447, i64 1
  %504 = insertelement <4 x float> %503, float %448, i64 2
  %505 = insertelement <4 x float> %504, float %449, i64 3
  %506 = insertelement <4 x float> poison, float %442, i64 0
  %507 = insertelement <4 x float> %506, float %443, i64 1
  %508 = insertelement <4 x float> %507, float %444, i64 2
  %509 = insertelement <4 x float> %508, float %445, i64 3
  store <4 x float> %509, ptr addrspace(1) %481, align 16, !dbg !40
  store <4 x float> %505, ptr addrspace(1) %483, align 16, !dbg !40
  br label %.critedge2, !dbg !40

.critedge2:                                       ; preds = %.critedge, %501
  br i1 %472, label %510, label %.critedge4, !dbg !40

510:                                              ; preds = %.critedge2
  %511 = insertelement <4 x float> poison, float %454, i64 0
  %512 = insertelement <4 x float> %511, float %455, i64 1
  %513 = insertelement <4 x float> %512, float %456, i64 2
  %514 = insertelement <4 x float> %513, float %457, i64 3
  %515 = insertelement <4 x float> poison, float %450, i64 0
  %516 = insertelement <4 x float> %515, float %451, i64 1
  %517 = insertelement <4 x float> %516, float %452, i64 2
  %518 = insertelement <4 x float> %517, float %453, i64 3
  store <4 x float> %518, ptr addrspace(1) %485, align 16, !dbg !40
  store <4 x float> %514, ptr addrspace(1) %487, align 16, !dbg !40
  br label %.critedge4, !dbg !40

.critedge4:                                       ; preds = %.critedge2, %510
  br i1 %473, label %519, label %.critedge6, !dbg !40

519:                                              ; preds = %.critedge4
  %520 = insertelement <4 x float> poison, float %462, i64 0
  %521 = insertelement <4 x float> %520, float %463, i64 1
  %522 = insertelement <4 x float> %521, float %464, i64 2
  %523 = insertelement <4 x float> %522, float %465, i64 3
  %524 = insertelement <4 x float> poison, float %458, i64 0
  %525 = insertelement <4 x float> %524, float %459, i64 1
  %526 = insertelement <4 x float> %525, float %460, i64 2
  %527 = insertelement <4 x float> %526, float %461, i64 3
  store <4 x float> %527, ptr addrspace(1) %488, align 16, !dbg !40
  store <4 x float> %523, ptr addrspace(1) %489, align 16, !dbg !40
  br label %.critedge6, !dbg !40

.critedge6:                                       ; preds = %.critedge4, %519
  ret void, !dbg !41
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
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
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
!19 = !DILocation(line: 23, column: 67, scope: !4)
!20 = !DILocation(line: 23, column: 53, scope: !4)
!21 = !DILocation(line: 22, column: 25, scope: !4)
!22 = !DILocation(line: 25, column: 45, scope: !4)
!23 = !DILocation(line: 25, column: 51, scope: !4)
!24 = !DILocation(line: 24, column: 25, scope: !4)
!25 = !DILocation(line: 24, column: 43, scope: !4)
!26 = !DILocation(line: 24, column: 29, scope: !4)
!27 = !DILocation(line: 24, column: 55, scope: !4)
!28 = !DILocation(line: 20, column: 26, scope: !4)
!29 = !DILocation(line: 21, column: 18, scope: !4)
!30 = !DILocation(line: 26, column: 37, scope: !4)
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.peeled.count", i32 1}
!33 = !DILocation(line: 19, column: 19, scope: !4)
!34 = !DILocation(line: 28, column: 35, scope: !4)
!35 = !DILocation(line: 28, column: 57, scope: !4)
!36 = !DILocation(line: 28, column: 41, scope: !4)
!37 = !DILocation(line: 27, column: 33, scope: !4)
!38 = !DILocation(line: 27, column: 17, scope: !4)
!39 = !DILocation(line: 27, column: 45, scope: !4)
!40 = !DILocation(line: 27, column: 60, scope: !4)
!41 = !DILocation(line: 27, column: 4, scope: !4)
