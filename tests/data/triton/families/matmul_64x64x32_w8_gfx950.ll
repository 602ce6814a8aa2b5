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
  %33 = or disjoint i32 %32, 16, !dbg !13
  %34 = or disjoint i32 %27, %31, !dbg !13
  %35 = and i32 %26, 28, !dbg !14
  %36 = lshr i32 %15, 4, !dbg !14
  %37 = and i32 %36, 31, !dbg !14
  %38 = icmp slt i32 %28, %3, !dbg !15
  %39 = mul i32 %6, %28, !dbg !16
  %40 = sext i32 %39 to i64, !dbg !17
  %41 = getelementptr half, ptr addrspace(1) %0, i64 %40, !dbg !17
  %42 = icmp slt i32 %34, %4, !dbg !18
  %43 = icmp slt i32 %35, %5, !dbg !19
  %44 = and i1 %38, %43, !dbg !20
  br i1 %44, label %45, label %49, !dbg !21

45:                                               ; preds = %11
  %46 = zext nneg i32 %35 to i64
  %47 = getelementptr half, ptr addrspace(1) %41, i64 %46
  %48 = load <4 x half>, ptr addrspace(1) %47, align 8, !dbg !21
  br label %49, !dbg !21

49:                                               ; preds = %45, %11
  %50 = phi <4 x half> [ %48, %45 ], [ zeroinitializer, %11 ], !dbg !21
  %51 = icmp slt i32 %37, %5, !dbg !22
  %52 = and i1 %42, %51, !dbg !23
  br i1 %52, label %53, label %60, !dbg !24

53:                                               ; preds = %49
  %54 = mul i32 %7, %37, !dbg !25
  %55 = sext i32 %54 to i64, !dbg !26
  %56 = getelementptr half, ptr addrspace(1) %1, i64 %55, !dbg !26
  %57 = sext i32 %34 to i64, !dbg !27
  %58 = getelementptr half, ptr addrspace(1) %56, i64 %57, !dbg !27
  %59 = load <4 x half>, ptr addrspace(1) %58, align 8, !dbg !24
  br label %60, !dbg !24

60:                                               ; preds = %53, %49
  %61 = phi <4 x half> [ %59, %53 ], [ zeroinitializer, %49 ], !dbg !24
  %urem = shl nuw nsw i32 %15, 3, !dbg !21
  %62 = and i32 %urem, 4088, !dbg !21
  %63 = lshr i32 %15, 1, !dbg !21
  %64 = and i32 %63, 48, !dbg !21
  %65 = xor i32 %62, %64, !dbg !21
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !21
  store <4 x half> %50, ptr addrspace(3) %66, align 8, !dbg !21
  %67 = and i32 %63, 112, !dbg !24
  %68 = xor i32 %62, %67, !dbg !24
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %68, !dbg !24
  store <4 x half> %61, ptr addrspace(3) %69, align 8, !dbg !24
  %70 = add i32 %5, -32, !dbg !28
  %71 = icmp sgt i32 %70, 0, !dbg !28
  br i1 %71, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !28

.._crit_edge_crit_edge:                           ; preds = %60
  %.pre = shl nuw nsw i32 %15, 5, !dbg !24
  %.pre7 = and i32 %.pre, 1408, !dbg !24
  %.pre9 = and i32 %urem, 24, !dbg !24
  %.pre11 = shl nuw nsw i32 %15, 1, !dbg !24
  %.pre13 = and i32 %.pre11, 112, !dbg !24
  %.pre15 = or disjoint i32 %.pre7, %.pre9, !dbg !24
  %.pre17 = xor i32 %.pre13, %.pre15, !dbg !24
  %.pre19 = xor i32 %.pre17, %23, !dbg !24
  %.pre21 = xor i32 %.pre19, 544, !dbg !24
  br label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %60
  %72 = shl nuw nsw i32 %18, 6
  %73 = and i32 %26, 48
  %74 = lshr exact i32 %21, 1
  %75 = shl nuw nsw i32 %19, 4
  %76 = or disjoint i32 %72, %75
  %77 = xor i32 %73, %74
  %78 = or disjoint i32 %76, %77
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %78
  %80 = xor i32 %78, 32
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80
  %82 = sext i32 %34 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %82, !dbg !28
  %83 = shl nuw nsw i32 %15, 5
  %84 = and i32 %83, 1408
  %85 = and i32 %urem, 24
  %86 = shl nuw nsw i32 %15, 1
  %87 = and i32 %86, 112
  %88 = or disjoint i32 %84, %85
  %89 = xor i32 %87, %88
  %90 = xor i32 %89, %23
  %91 = xor i32 %90, 544
  %92 = or disjoint i32 %35, 32, !dbg !29
  %93 = or i32 %36, 32, !dbg !29
  %94 = icmp slt i32 %92, %5, !dbg !19
  %95 = and i1 %38, %94, !dbg !20
  br i1 %95, label %96, label %100, !dbg !21

96:                                               ; preds = %.lr.ph
  %97 = zext nneg i32 %92 to i64
  %98 = getelementptr half, ptr addrspace(1) %41, i64 %97
  %99 = load <4 x half>, ptr addrspace(1) %98, align 8, !dbg !21
  br label %100, !dbg !21

100:                                              ; preds = %96, %.lr.ph
  %101 = phi <4 x half> [ %99, %96 ], [ zeroinitializer, %.lr.ph ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %102 = load <8 x half>, ptr addrspace(3) %79, align 16, !dbg !21
  %103 = load <8 x half>, ptr addrspace(3) %81, align 16, !dbg !21
  %104 = icmp slt i32 %93, %5, !dbg !22
  %105 = and i1 %42, %104, !dbg !23
  br i1 %105, label %106, label %110, !dbg !24

106:                                              ; preds = %100
  %107 = mul i32 %93, %7, !dbg !25
  %108 = sext i32 %107 to i64, !dbg !26
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %108, !dbg !27
  %109 = load <4 x half>, ptr addrspace(1) %gep.peel, align 8, !dbg !24
  br label %110, !dbg !24

110:                                              ; preds = %106, %100
  %111 = phi <4 x half> [ %109, %106 ], [ zeroinitializer, %100 ], !dbg !24
  %112 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %90, !dbg !24
  %113 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %112), !dbg !24
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %112, i32 2048, !dbg !24
  %115 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %114), !dbg !24
  %116 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %91, !dbg !24
  %117 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %116), !dbg !24
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %116, i32 2048, !dbg !24
  %119 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %118), !dbg !24
  %120 = shufflevector <4 x half> %113, <4 x half> %117, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %121 = shufflevector <4 x half> %115, <4 x half> %119, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %122 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %120, <8 x half> %102, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !30
  %123 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %121, <8 x half> %103, <16 x float> %122, i32 0, i32 0, i32 0), !dbg !30
  %124 = extractelement <16 x float> %123, i64 0, !dbg !30
  %125 = extractelement <16 x float> %123, i64 1, !dbg !30
  %126 = extractelement <16 x float> %123, i64 2, !dbg !30
  %127 = extractelement <16 x float> %123, i64 3, !dbg !30
  %128 = extractelement <16 x float> %123, i64 4, !dbg !30
  %129 = extractelement <16 x float> %123, i64 5, !dbg !30
  %130 = extractelement <16 x float> %123, i64 6, !dbg !30
  %131 = extractelement <16 x float> %123, i64 7, !dbg !30
  %132 = extractelement <16 x float> %123, i64 8, !dbg !30
  %133 = extractelement <16 x float> %123, i64 9, !dbg !30
  %134 = extractelement <16 x float> %123, i64 10, !dbg !30
  %135 = extractelement <16 x float> %123, i64 11, !dbg !30
  %136 = extractelement <16 x float> %123, i64 12, !dbg !30
  %137 = extractelement <16 x float> %123, i64 13, !dbg !30
  %138 = extractelement <16 x float> %123, i64 14, !dbg !30
  %139 = extractelement <16 x float> %123, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  store <4 x half> %101, ptr addrspace(3) %66, align 8, !dbg !21
  store <4 x half> %111, ptr addrspace(3) %69, align 8, !dbg !24
  %140 = icmp samesign ugt i32 %70, 32, !dbg !28
  br i1 %140, label %.peel.next, label %._crit_edge, !dbg !28

.peel.next:                                       ; preds = %110
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %90
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) %141, i32 2048
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %91
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %143, i32 2048
  br label %145, !dbg !28

145:                                              ; preds = %.peel.next, %182
  %146 = phi float [ %124, %.peel.next ], [ %208, %182 ]
  %147 = phi float [ %125, %.peel.next ], [ %209, %182 ]
  %148 = phi float [ %126, %.peel.next ], [ %210, %182 ]
  %149 = phi float [ %127, %.peel.next ], [ %211, %182 ]
  %150 = phi float [ %128, %.peel.next ], [ %212, %182 ]
  %151 = phi float [ %129, %.peel.next ], [ %213, %182 ]
  %152 = phi float [ %130, %.peel.next ], [ %214, %182 ]
  %153 = phi float [ %131, %.peel.next ], [ %215, %182 ]
  %154 = phi float [ %132, %.peel.next ], [ %216, %182 ]
  %155 = phi float [ %133, %.peel.next ], [ %217, %182 ]
  %156 = phi float [ %134, %.peel.next ], [ %218, %182 ]
  %157 = phi float [ %135, %.peel.next ], [ %219, %182 ]
  %158 = phi float [ %136, %.peel.next ], [ %220, %182 ]
  %159 = phi float [ %137, %.peel.next ], [ %221, %182 ]
  %160 = phi float [ %138, %.peel.next ], [ %222, %182 ]
  %161 = phi float [ %139, %.peel.next ], [ %223, %182 ]
  %162 = phi i32 [ 32, %.peel.next ], [ %163, %182 ]
  %163 = add i32 %162, 32, !dbg !28
  %164 = or disjoint i32 %163, %35, !dbg !29
  %165 = or disjoint i32 %163, %37, !dbg !29
  %166 = icmp slt i32 %164, %5, !dbg !19
  %167 = and i1 %38, %166, !dbg !20
  br i1 %167, label %168, label %172, !dbg !21

168:                                              ; preds = %145
  %169 = sext i32 %164 to i64
  %170 = getelementptr half, ptr addrspace(1) %41, i64 %169
  %171 = load <4 x half>, ptr addrspace(1) %170, align 8, !dbg !21
  br label %172, !dbg !21

172:                                              ; preds = %168, %145
  %173 = phi <4 x half> [ %171, %168 ], [ zeroinitializer, %145 ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %174 = load <8 x half>, ptr addrspace(3) %79, align 16, !dbg !21
  %175 = load <8 x half>, ptr addrspace(3) %81, align 16, !dbg !21
  %176 = icmp slt i32 %165, %5, !dbg !22
  %177 = and i1 %42, %176, !dbg !23
  br i1 %177, label %178, label %182, !dbg !24

178:                                              ; preds = %172
  %179 = mul i32 %165, %7, !dbg !25
  %180 = sext i32 %179 to i64, !dbg !26
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %180, !dbg !27
  %181 = load <4 x half>, ptr addrspace(1) %gep, align 8, !dbg !24
  br label %182, !dbg !24

182:                                              ; preds = %178, %172
  %183 = phi <4 x half> [ %181, %178 ], [ zeroinitializer, %172 ], !dbg !24
  %184 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %141), !dbg !24
  %185 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %142), !dbg !24
  %186 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %143), !dbg !24
  %187 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %144), !dbg !24
  %188 = shufflevector <4 x half> %184, <4 x half> %186, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %189 = shufflevector <4 x half> %185, <4 x half> %187, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %190 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %146, i64 0, !dbg !30
  %191 = insertelement <16 x float> %190, float %147, i64 1, !dbg !30
  %192 = insertelement <16 x float> %191, float %148, i64 2, !dbg !30
  %193 = insertelement <16 x float> %192, float %149, i64 3, !dbg !30
  %194 = insertelement <16 x float> %193, float %150, i64 4, !dbg !30
  %195 = insertelement <16 x float> %194, float %151, i64 5, !dbg !30
  %196 = insertelement <16 x float> %195, float %152, i64 6, !dbg !30
  %197 = insertelement <16 x float> %196, float %153, i64 7, !dbg !30
  %198 = insertelement <16 x float> %197, float %154, i64 8, !dbg !30
  %199 = insertelement <16 x float> %198, float %155, i64 9, !dbg !30
  %200 = insertelement <16 x float> %199, float %156, i64 10, !dbg !30
  %201 = insertelement <16 x float> %200, float %157, i64 11, !dbg !30
  %202 = insertelement <16 x float> %201, float %158, i64 12, !dbg !30
  %203 = insertelement <16 x float> %202, float %159, i64 13, !dbg !30
  %204 = insertelement <16 x float> %203, float %160, i64 14, !dbg !30
  %205 = insertelement <16 x float> %204, float %161, i64 15, !dbg !30
  %206 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %188, <8 x half> %174, <16 x float> %205, i32 0, i32 0, i32 0), !dbg !30
  %207 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %189, <8 x half> %175, <16 x float> %206, i32 0, i32 0, i32 0), !dbg !30
  %208 = extractelement <16 x float> %207, i64 0, !dbg !30
  %209 = extractelement <16 x float> %207, i64 1, !dbg !30
  %210 = extractelement <16 x float> %207, i64 2, !dbg !30
  %211 = extractelement <16 x float> %207, i64 3, !dbg !30
  %212 = extractelement <16 x float> %207, i64 4, !dbg !30
  %213 = extractelement <16 x float> %207, i64 5, !dbg !30
  %214 = extractelement <16 x float> %207, i64 6, !dbg !30
  %215 = extractelement <16 x float> %207, i64 7, !dbg !30
  %216 = extractelement <16 x float> %207, i64 8, !dbg !30
  %217 = extractelement <16 x float> %207, i64 9, !dbg !30
  %218 = extractelement <16 x float> %207, i64 10, !dbg !30
  %219 = extractelement <16 x float> %207, i64 11, !dbg !30
  %220 = extractelement <16 x float> %207, i64 12, !dbg !30
  %221 = extractelement <16 x float> %207, i64 13, !dbg !30
  %222 = extractelement <16 x float> %207, i64 14, !dbg !30
  %223 = extractelement <16 x float> %207, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  store <4 x half> %173, ptr addrspace(3) %66, align 8, !dbg !21
  store <4 x half> %183, ptr addrspace(3) %69, align 8, !dbg !24
  %224 = icmp slt i32 %163, %70, !dbg !28
  br i1 %224, label %145, label %._crit_edge, !dbg !28, !llvm.loop !31

._crit_edge:                                      ; preds = %182, %110, %.._crit_edge_crit_edge
  %.pre-phi22 = phi i32 [ %.pre21, %.._crit_edge_crit_edge ], [ %91, %110 ], [ %91, %182 ], !dbg !24
  %.pre-phi20 = phi i32 [ %.pre19, %.._crit_edge_crit_edge ], [ %90, %110 ], [ %90, %182 ], !dbg !24
  %225 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %124, %110 ], [ %208, %182 ], !dbg !33
  %226 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %125, %110 ], [ %209, %182 ], !dbg !33
  %227 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %126, %110 ], [ %210, %182 ], !dbg !33
  %228 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %127, %110 ], [ %211, %182 ], !dbg !33
  %229 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %128, %110 ], [ %212, %182 ], !dbg !33
  %230 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %129, %110 ], [ %213, %182 ], !dbg !33
  %231 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %130, %110 ], [ %214, %182 ], !dbg !33
  %232 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %131, %110 ], [ %215, %182 ], !dbg !33
  %233 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %132, %110 ], [ %216, %182 ], !dbg !33
  %234 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %133, %110 ], [ %217, %182 ], !dbg !33
  %235 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %134, %110 ], [ %218, %182 ], !dbg !33
  %236 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %135, %110 ], [ %219, %182 ], !dbg !33
  %237 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %136, %110 ], [ %220, %182 ], !dbg !33
  %238 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %137, %110 ], [ %221, %182 ], !dbg !33
  %239 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %138, %110 ], [ %222, %182 ], !dbg !33
  %240 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %139, %110 ], [ %223, %182 ], !dbg !33
  %241 = add i32 %5, 31, !dbg !28
  %242 = icmp sgt i32 %241, 31, !dbg !28
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %.pre-phi20, !dbg !24
  %244 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %243), !dbg !24
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) %243, i32 2048, !dbg !24
  %246 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %245), !dbg !24
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %.pre-phi22, !dbg !24
  %248 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %247), !dbg !24
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 2048, !dbg !24
  %250 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %249), !dbg !24
  br i1 %242, label %251, label %._crit_edge._crit_edge, !dbg !30

251:                                              ; preds = %._crit_edge
  %252 = shl nuw nsw i32 %18, 6, !dbg !21
  %253 = shl nuw nsw i32 %19, 4, !dbg !21
  %254 = or disjoint i32 %252, %253, !dbg !21
  %255 = and i32 %26, 48, !dbg !21
  %256 = lshr exact i32 %21, 1, !dbg !21
  %257 = xor i32 %255, %256, !dbg !21
  %258 = or disjoint i32 %254, %257, !dbg !21
  %259 = xor i32 %258, 32, !dbg !21
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %259, !dbg !21
  %261 = load <8 x half>, ptr addrspace(3) %260, align 16, !dbg !21
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %258, !dbg !21
  %263 = load <8 x half>, ptr addrspace(3) %262, align 16, !dbg !21
  %264 = shufflevector <4 x half> %244, <4 x half> %248, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %265 = shufflevector <4 x half> %246, <4 x half> %250, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !30
  %266 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %225, i64 0, !dbg !30
  %267 = insertelement <16 x float> %266, float %226, i64 1, !dbg !30
  %268 = insertelement <16 x float> %267, float %227, i64 2, !dbg !30
  %269 = insertelement <16 x float> %268, float %228, i64 3, !dbg !30
  %270 = insertelement <16 x float> %269, float %229, i64 4, !dbg !30
  %271 = insertelement <16 x float> %270, float %230, i64 5, !dbg !30
  %272 = insertelement <16 x float> %271, float %231, i64 6, !dbg !30
  %273 = insertelement <16 x float> %272, float %232, i64 7, !dbg !30
  %274 = insertelement <16 x float> %273, float %233, i64 8, !dbg !30
  %275 = insertelement <16 x float> %274, float %234, i64 9, !dbg !30
  %276 = insertelement <16 x float> %275, float %235, i64 10, !dbg !30
  %277 = insertelement <16 x float> %276, float %236, i64 11, !dbg !30
  %278 = insertelement <16 x float> %277, float %237, i64 12, !dbg !30
  %279 = insertelement <16 x float> %278, float %238, i64 13, !dbg !30
  %280 = insertelement <16 x float> %279, float %239, i64 14, !dbg !30
  %281 = insertelement <16 x float> %280, float %240, i64 15, !dbg !30
  %282 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %264, <8 x half> %263, <16 x float> %281, i32 0, i32 0, i32 0), !dbg !30
  %283 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %265, <8 x half> %261, <16 x float> %282, i32 0, i32 0, i32 0), !dbg !30
  %284 = extractelement <16 x float> %283, i64 0, !dbg !30
  %285 = extractelement <16 x float> %283, i64 1, !dbg !30
  %286 = extractelement <16 x float> %283, i64 2, !dbg !30
  %287 = extractelement <16 x float> %283, i64 3, !dbg !30
  %288 = extractelement <16 x float> %283, i64 4, !dbg !30
  %289 = extractelement <16 x float> %283, i64 5, !dbg !30
  %290 = extractelement <16 x float> %283, i64 6, !dbg !30
  %291 = extractelement <16 x float> %283, i64 7, !dbg !30
  %292 = extractelement <16 x float> %283, i64 8, !dbg !30
  %293 = extractelement <16 x float> %283, i64 9, !dbg !30
  %294 = extractelement <16 x float> %283, i64 10, !dbg !30
  %295 = extractelement <16 x float> %283, i64 11, !dbg !30
  %296 = extractelement <16 x float> %283, i64 12, !dbg !30
  %297 = extractelement <16 x float> %283, i64 13, !dbg !30
  %298 = extractelement <16 x float> %283, i64 14, !dbg !30
  %299 = extractelement <16 x float> %283, i64 15, !dbg !30
  br label %._crit_edge._crit_edge, !dbg !30

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %251
  %300 = phi float [ %288, %251 ], [ %229, %._crit_edge ], !dbg !30
  %301 = phi float [ %284, %251 ], [ %225, %._crit_edge ], !dbg !30
  %302 = phi float [ %285, %251 ], [ %226, %._crit_edge ], !dbg !30
  %303 = phi float [ %286, %251 ], [ %227, %._crit_edge ], !dbg !30
  %304 = phi float [ %287, %251 ], [ %228, %._crit_edge ], !dbg !30
  %305 = phi float [ %289, %251 ], [ %230, %._crit_edge ], !dbg !30
  %306 = phi float [ %290, %251 ], [ %231, %._crit_edge ], !dbg !30
  %307 = phi float [ %291, %251 ], [ %232, %._crit_edge ], !dbg !30
  %308 = phi float [ %292, %251 ], [ %233, %._crit_edge ], !dbg !30
  %309 = phi float [ %293, %251 ], [ %234, %._crit_edge ], !dbg !30
  %310 = phi float [ %294, %251 ], [ %235, %._crit_edge ], !dbg !30
  %311 = phi float [ %295, %251 ], [ %236, %._crit_edge ], !dbg !30
  %312 = phi float [ %296, %251 ], [ %237, %._crit_edge ], !dbg !30
  %313 = phi float [ %297, %251 ], [ %238, %._crit_edge ], !dbg !30
  %314 = phi float [ %298, %251 ], [ %239, %._crit_edge ], !dbg !30
  %315 = phi float [ %299, %251 ], [ %240, %._crit_edge ], !dbg !30
  %316 = icmp slt i32 %30, %3, !dbg !34
  %317 = icmp slt i32 %32, %4, !dbg !35
  %318 = icmp slt i32 %33, %4, !dbg !35
  %319 = and i1 %316, %317, !dbg !36
  %320 = and i1 %316, %318, !dbg !36
  %321 = mul i32 %8, %30, !dbg !37
  %322 = sext i32 %321 to i64, !dbg !38
  %323 = getelementptr float, ptr addrspace(1) %2, i64 %322, !dbg !38
  %324 = sext i32 %33 to i64, !dbg !39
  %325 = getelementptr float, ptr addrspace(1) %323, i64 %324, !dbg !39
  %326 = sext i32 %32 to i64, !dbg !39
  %327 = getelementptr float, ptr addrspace(1) %323, i64 %326, !dbg !39
  %328 = getelementptr i8, ptr addrspace(1) %327, i64 96, !dbg !39
  %329 = and i32 %15, 256, !dbg !40
  %330 = icmp eq i32 %329, 0, !dbg !40
  %331 = and i1 %330, %319, !dbg !40
  br i1 %331, label %332, label %.critedge, !dbg !40

332:                                              ; preds = %._crit_edge._crit_edge
  %333 = insertelement <4 x float> poison, float %301, i64 0, !dbg !40
  %334 = insertelement <4 x float> %333, float %302, i64 1, !dbg !40
  %335 = insertelement <4 x float> %334, float %303, i64 2, !dbg !40
  %336 = insertelement <4 x float> %335, float %304, i64 3, !dbg !40
  %337 = getelementptr i8, ptr addrspace(1) %327, i64 32, !dbg !39
  store <4 x float> %336, ptr addrspace(1) %327, align 16, !dbg !40
  %338 = insertelement <4 x float> poison, float %300, i64 0, !dbg !40
  %339 = insertelement <4 x float> %338, float %305, i64 1, !dbg !40
  %340 = insertelement <4 x float> %339, float %306, i64 2, !dbg !40
  %341 = insertelement <4 x float> %340, float %307, i64 3, !dbg !40
  store <4 x float> %341, ptr addrspace(1) %337, align 16, !dbg !40
  br label %.critedge, !dbg !40

.critedge:                                        ; preds = %._crit_edge._crit_edge, %332
  %342 = and i1 %330, %320, !dbg !40
  br i1 %342, label %343, label %.critedge2, !dbg !40

343:                                              ; preds = %.critedge
  %344 = insertelement <4 x float> poison, float %312, i64 0
  %345 = insertelement <4 x float> %344, float %313, i64 1
  %346 = insertelement <4 x float> %345, float %314, i64 2
  %347 = insertelement <4 x float> %346, float %315, i64 3
  %348 = insertelement <4 x float> poison, float %308, i64 0
  %349 = insertelement <4 x float> %348, float %309, i64 1
  %350 = insertelement <4 x float> %349, float %310, i64 2
  %351 = insertelement <4 x float> %350, float %311, i64 3
  store <4 x float> %351, ptr addrspace(1) %325, align 16, !dbg !40
  store <4 x float> %347, ptr addrspace(1) %328, align 16, !dbg !40
  br label %.critedge2, !dbg !40

.critedge2:                                       ; preds = %.critedge, %343
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
