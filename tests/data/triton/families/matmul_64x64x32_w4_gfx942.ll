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
  %33 = or disjoint i32 %27, %31, !dbg !13
  %34 = or disjoint i32 %33, 16, !dbg !13
  %35 = and i32 %21, 24, !dbg !14
  %36 = lshr i32 %15, 3, !dbg !14
  %37 = and i32 %36, 31, !dbg !14
  %38 = icmp slt i32 %28, %3, !dbg !15
  %39 = mul i32 %6, %28, !dbg !16
  %40 = sext i32 %39 to i64, !dbg !17
  %41 = getelementptr half, ptr addrspace(1) %0, i64 %40, !dbg !17
  %42 = icmp slt i32 %32, %4, !dbg !18
  %43 = icmp slt i32 %35, %5, !dbg !19
  %44 = and i1 %38, %43, !dbg !20
  br i1 %44, label %45, label %49, !dbg !21

45:                                               ; preds = %11
  %46 = zext nneg i32 %35 to i64
  %47 = getelementptr half, ptr addrspace(1) %41, i64 %46
  %48 = load <8 x half>, ptr addrspace(1) %47, align 16, !dbg !21
  br label %49, !dbg !21

49:                                               ; preds = %45, %11
  %50 = phi <8 x half> [ %48, %45 ], [ zeroinitializer, %11 ], !dbg !21
  %51 = icmp slt i32 %37, %5, !dbg !22
  %52 = and i1 %42, %51, !dbg !23
  br i1 %52, label %53, label %60, !dbg !24

53:                                               ; preds = %49
  %54 = mul i32 %7, %37, !dbg !25
  %55 = sext i32 %54 to i64, !dbg !26
  %56 = getelementptr half, ptr addrspace(1) %1, i64 %55, !dbg !26
  %57 = sext i32 %32 to i64, !dbg !27
  %58 = getelementptr half, ptr addrspace(1) %56, i64 %57, !dbg !27
  %59 = load <8 x half>, ptr addrspace(1) %58, align 16, !dbg !24
  br label %60, !dbg !24

60:                                               ; preds = %53, %49
  %61 = phi <8 x half> [ %59, %53 ], [ zeroinitializer, %49 ], !dbg !24
  %62 = shl nuw nsw i32 %15, 4, !dbg !21
  %63 = and i32 %62, 4080, !dbg !21
  %64 = and i32 %15, 56, !dbg !21
  %65 = xor i32 %63, %64, !dbg !21
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !21
  %67 = shufflevector <8 x half> %50, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !21
  store <4 x half> %67, ptr addrspace(3) %66, align 8, !dbg !21
  %68 = xor i32 %65, 8, !dbg !21
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !21
  %70 = shufflevector <8 x half> %50, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !21
  store <4 x half> %70, ptr addrspace(3) %69, align 8, !dbg !21
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %63, !dbg !24
  store <8 x half> %61, ptr addrspace(3) %71, align 16, !dbg !24
  %72 = add i32 %5, -32, !dbg !28
  %73 = icmp sgt i32 %72, 0, !dbg !28
  br i1 %73, label %.lr.ph, label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %60
  %74 = shl nuw nsw i32 %18, 6
  %75 = shl nuw nsw i32 %15, 2
  %76 = and i32 %75, 56
  %77 = lshr exact i32 %23, 2
  %78 = shl nuw nsw i32 %19, 4
  %79 = or disjoint i32 %74, %78
  %80 = xor i32 %76, %77
  %81 = or disjoint i32 %79, %80
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %83 = xor i32 %81, 16
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83
  %85 = xor i32 %81, 32
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = xor i32 %81, 48
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %87
  %89 = shl nuw nsw i32 %18, 1
  %90 = shl nuw nsw i32 %23, 4
  %91 = sext i32 %32 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %91, !dbg !28
  %92 = or disjoint i32 %35, 32, !dbg !29
  %93 = or disjoint i32 %37, 32, !dbg !29
  %94 = icmp slt i32 %92, %5, !dbg !19
  %95 = and i1 %38, %94, !dbg !20
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %96 = load <4 x half>, ptr addrspace(3) %82, align 8, !dbg !21
  %97 = load <4 x half>, ptr addrspace(3) %84, align 8, !dbg !21
  %98 = load <4 x half>, ptr addrspace(3) %86, align 8, !dbg !21
  %99 = load <4 x half>, ptr addrspace(3) %88, align 8, !dbg !21
  tail call void @llvm.amdgcn.s.setprio(i16 1), !dbg !28
  br i1 %95, label %100, label %104, !dbg !21

100:                                              ; preds = %.lr.ph
  %101 = zext nneg i32 %92 to i64
  %102 = getelementptr half, ptr addrspace(1) %41, i64 %101
  %103 = load <8 x half>, ptr addrspace(1) %102, align 16, !dbg !21
  br label %104, !dbg !21

104:                                              ; preds = %100, %.lr.ph
  %105 = phi <8 x half> [ %103, %100 ], [ zeroinitializer, %.lr.ph ], !dbg !21
  tail call void @llvm.amdgcn.sched.barrier(i32 0), !dbg !28
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %90, !dbg !24
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) %106, i32 %89, !dbg !24
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) %107, i32 %25, !dbg !24
  %109 = load <1 x half>, ptr addrspace(3) %108, align 2, !dbg !24
  %110 = extractelement <1 x half> %109, i64 0, !dbg !24
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 128, !dbg !24
  %112 = load <1 x half>, ptr addrspace(3) %111, align 2, !dbg !24
  %113 = extractelement <1 x half> %112, i64 0, !dbg !24
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 256, !dbg !24
  %115 = load <1 x half>, ptr addrspace(3) %114, align 2, !dbg !24
  %116 = extractelement <1 x half> %115, i64 0, !dbg !24
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 384, !dbg !24
  %118 = load <1 x half>, ptr addrspace(3) %117, align 2, !dbg !24
  %119 = extractelement <1 x half> %118, i64 0, !dbg !24
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 1024, !dbg !24
  %121 = load <1 x half>, ptr addrspace(3) %120, align 2, !dbg !24
  %122 = extractelement <1 x half> %121, i64 0, !dbg !24
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 1152, !dbg !24
  %124 = load <1 x half>, ptr addrspace(3) %123, align 2, !dbg !24
  %125 = extractelement <1 x half> %124, i64 0, !dbg !24
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 1280, !dbg !24
  %127 = load <1 x half>, ptr addrspace(3) %126, align 2, !dbg !24
  %128 = extractelement <1 x half> %127, i64 0, !dbg !24
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 1408, !dbg !24
  %130 = load <1 x half>, ptr addrspace(3) %129, align 2, !dbg !24
  %131 = extractelement <1 x half> %130, i64 0, !dbg !24
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 2048, !dbg !24
  %133 = load <1 x half>, ptr addrspace(3) %132, align 2, !dbg !24
  %134 = extractelement <1 x half> %133, i64 0, !dbg !24
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 2176, !dbg !24
  %136 = load <1 x half>, ptr addrspace(3) %135, align 2, !dbg !24
  %137 = extractelement <1 x half> %136, i64 0, !dbg !24
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 2304, !dbg !24
  %139 = load <1 x half>, ptr addrspace(3) %138, align 2, !dbg !24
  %140 = extractelement <1 x half> %139, i64 0, !dbg !24
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 2432, !dbg !24
  %142 = load <1 x half>, ptr addrspace(3) %141, align 2, !dbg !24
  %143 = extractelement <1 x half> %142, i64 0, !dbg !24
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 3072, !dbg !24
  %145 = load <1 x half>, ptr addrspace(3) %144, align 2, !dbg !24
  %146 = extractelement <1 x half> %145, i64 0, !dbg !24
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 3200, !dbg !24
  %148 = load <1 x half>, ptr addrspace(3) %147, align 2, !dbg !24
  %149 = extractelement <1 x half> %148, i64 0, !dbg !24
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 3328, !dbg !24
  %151 = load <1 x half>, ptr addrspace(3) %150, align 2, !dbg !24
  %152 = extractelement <1 x half> %151, i64 0, !dbg !24
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) %108, i32 3456, !dbg !24
  %154 = load <1 x half>, ptr addrspace(3) %153, align 2, !dbg !24
  %155 = extractelement <1 x half> %154, i64 0, !dbg !24
  tail call void @llvm.amdgcn.s.setprio(i16 0), !dbg !28
  %156 = icmp slt i32 %93, %5, !dbg !22
  %157 = and i1 %42, %156, !dbg !23
  br i1 %157, label %158, label %162, !dbg !24

158:                                              ; preds = %104
  %159 = mul i32 %93, %7, !dbg !25
  %160 = sext i32 %159 to i64, !dbg !26
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %160, !dbg !27
  %161 = load <8 x half>, ptr addrspace(1) %gep.peel, align 16, !dbg !24
  br label %162, !dbg !24

162:                                              ; preds = %158, %104
  %163 = phi <8 x half> [ %161, %158 ], [ zeroinitializer, %104 ], !dbg !24
  tail call void @llvm.amdgcn.sched.barrier(i32 1), !dbg !28
  %164 = insertelement <4 x half> poison, half %110, i64 0, !dbg !30
  %165 = insertelement <4 x half> %164, half %113, i64 1, !dbg !30
  %166 = insertelement <4 x half> %165, half %116, i64 2, !dbg !30
  %167 = insertelement <4 x half> %166, half %119, i64 3, !dbg !30
  %168 = insertelement <4 x half> poison, half %122, i64 0, !dbg !30
  %169 = insertelement <4 x half> %168, half %125, i64 1, !dbg !30
  %170 = insertelement <4 x half> %169, half %128, i64 2, !dbg !30
  %171 = insertelement <4 x half> %170, half %131, i64 3, !dbg !30
  %172 = insertelement <4 x half> poison, half %134, i64 0, !dbg !30
  %173 = insertelement <4 x half> %172, half %137, i64 1, !dbg !30
  %174 = insertelement <4 x half> %173, half %140, i64 2, !dbg !30
  %175 = insertelement <4 x half> %174, half %143, i64 3, !dbg !30
  %176 = insertelement <4 x half> poison, half %146, i64 0, !dbg !30
  %177 = insertelement <4 x half> %176, half %149, i64 1, !dbg !30
  %178 = insertelement <4 x half> %177, half %152, i64 2, !dbg !30
  %179 = insertelement <4 x half> %178, half %155, i64 3, !dbg !30
  %180 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %167, <4 x half> %96, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !30
  tail call void @llvm.amdgcn.s.setprio(i16 1), !dbg !28
  %181 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %171, <4 x half> %97, <16 x float> %180, i32 0, i32 0, i32 0), !dbg !30
  %182 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %175, <4 x half> %98, <16 x float> %181, i32 0, i32 0, i32 0), !dbg !30
  %183 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %179, <4 x half> %99, <16 x float> %182, i32 0, i32 0, i32 0), !dbg !30
  %184 = extractelement <16 x float> %183, i64 0, !dbg !30
  %185 = extractelement <16 x float> %183, i64 1, !dbg !30
  %186 = extractelement <16 x float> %183, i64 2, !dbg !30
  %187 = extractelement <16 x float> %183, i64 3, !dbg !30
  %188 = extractelement <16 x float> %183, i64 4, !dbg !30
  %189 = extractelement <16 x float> %183, i64 5, !dbg !30
  %190 = extractelement <16 x float> %183, i64 6, !dbg !30
  %191 = extractelement <16 x float> %183, i64 7, !dbg !30
  %192 = extractelement <16 x float> %183, i64 8, !dbg !30
  %193 = extractelement <16 x float> %183, i64 9, !dbg !30
  %194 = extractelement <16 x float> %183, i64 10, !dbg !30
  %195 = extractelement <16 x float> %183, i64 11, !dbg !30
  %196 = extractelement <16 x float> %183, i64 12, !dbg !30
  %197 = extractelement <16 x float> %183, i64 13, !dbg !30
  %198 = extractelement <16 x float> %183, i64 14, !dbg !30
  %199 = extractelement <16 x float> %183, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.setprio(i16 0), !dbg !28
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %200 = shufflevector <8 x half> %105, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !21
  store <4 x half> %200, ptr addrspace(3) %66, align 8, !dbg !21
  %201 = shufflevector <8 x half> %105, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !21
  store <4 x half> %201, ptr addrspace(3) %69, align 8, !dbg !21
  store <8 x half> %163, ptr addrspace(3) %71, align 16, !dbg !24
  %202 = icmp samesign ugt i32 %72, 32, !dbg !28
  br i1 %202, label %.peel.next, label %._crit_edge, !dbg !28

.peel.next:                                       ; preds = %162
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %90
  %204 = getelementptr inbounds nuw i8, ptr addrspace(3) %203, i32 %89
  %205 = getelementptr inbounds nuw i8, ptr addrspace(3) %204, i32 %25
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 128
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 256
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 384
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 1024
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 1152
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 1280
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 1408
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 2048
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 2176
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 2304
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 2432
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 3072
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 3200
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 3328
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %205, i32 3456
  br label %221, !dbg !28

221:                                              ; preds = %.peel.next, %292
  %222 = phi float [ %184, %.peel.next ], [ %330, %292 ]
  %223 = phi float [ %185, %.peel.next ], [ %331, %292 ]
  %224 = phi float [ %186, %.peel.next ], [ %332, %292 ]
  %225 = phi float [ %187, %.peel.next ], [ %333, %292 ]
  %226 = phi float [ %188, %.peel.next ], [ %334, %292 ]
  %227 = phi float [ %189, %.peel.next ], [ %335, %292 ]
  %228 = phi float [ %190, %.peel.next ], [ %336, %292 ]
  %229 = phi float [ %191, %.peel.next ], [ %337, %292 ]
  %230 = phi float [ %192, %.peel.next ], [ %338, %292 ]
  %231 = phi float [ %193, %.peel.next ], [ %339, %292 ]
  %232 = phi float [ %194, %.peel.next ], [ %340, %292 ]
  %233 = phi float [ %195, %.peel.next ], [ %341, %292 ]
  %234 = phi float [ %196, %.peel.next ], [ %342, %292 ]
  %235 = phi float [ %197, %.peel.next ], [ %343, %292 ]
  %236 = phi float [ %198, %.peel.next ], [ %344, %292 ]
  %237 = phi float [ %199, %.peel.next ], [ %345, %292 ]
  %238 = phi i32 [ 32, %.peel.next ], [ %239, %292 ]
  %239 = add i32 %238, 32, !dbg !28
  %240 = or disjoint i32 %239, %35, !dbg !29
  %241 = or disjoint i32 %239, %37, !dbg !29
  %242 = icmp slt i32 %240, %5, !dbg !19
  %243 = and i1 %38, %242, !dbg !20
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %244 = load <4 x half>, ptr addrspace(3) %82, align 8, !dbg !21
  %245 = load <4 x half>, ptr addrspace(3) %84, align 8, !dbg !21
  %246 = load <4 x half>, ptr addrspace(3) %86, align 8, !dbg !21
  %247 = load <4 x half>, ptr addrspace(3) %88, align 8, !dbg !21
  tail call void @llvm.amdgcn.s.setprio(i16 1), !dbg !28
  br i1 %243, label %248, label %252, !dbg !21

248:                                              ; preds = %221
  %249 = sext i32 %240 to i64
  %250 = getelementptr half, ptr addrspace(1) %41, i64 %249
  %251 = load <8 x half>, ptr addrspace(1) %250, align 16, !dbg !21
  br label %252, !dbg !21

252:                                              ; preds = %248, %221
  %253 = phi <8 x half> [ %251, %248 ], [ zeroinitializer, %221 ], !dbg !21
  tail call void @llvm.amdgcn.sched.barrier(i32 0), !dbg !28
  %254 = load <1 x half>, ptr addrspace(3) %205, align 2, !dbg !24
  %255 = extractelement <1 x half> %254, i64 0, !dbg !24
  %256 = load <1 x half>, ptr addrspace(3) %206, align 2, !dbg !24
  %257 = extractelement <1 x half> %256, i64 0, !dbg !24
  %258 = load <1 x half>, ptr addrspace(3) %207, align 2, !dbg !24
  %259 = extractelement <1 x half> %258, i64 0, !dbg !24
  %260 = load <1 x half>, ptr addrspace(3) %208, align 2, !dbg !24
  %261 = extractelement <1 x half> %260, i64 0, !dbg !24
  %262 = load <1 x half>, ptr addrspace(3) %209, align 2, !dbg !24
  %263 = extractelement <1 x half> %262, i64 0, !dbg !24
  %264 = load <1 x half>, ptr addrspace(3) %210, align 2, !dbg !24
  %265 = extractelement <1 x half> %264, i64 0, !dbg !24
  %266 = load <1 x half>, ptr addrspace(3) %211, align 2, !dbg !24
  %267 = extractelement <1 x half> %266, i64 0, !dbg !24
  %268 = load <1 x half>, ptr addrspace(3) %212, align 2, !dbg !24
  %269 = extractelement <1 x half> %268, i64 0, !dbg !24
  %270 = load <1 x half>, ptr addrspace(3) %213, align 2, !dbg !24
  %271 = extractelement <1 x half> %270, i64 0, !dbg !24
  %272 = load <1 x half>, ptr addrspace(3) %214, align 2, !dbg !24
  %273 = extractelement <1 x half> %272, i64 0, !dbg !24
  %274 = load <1 x half>, ptr addrspace(3) %215, align 2, !dbg !24
  %275 = extractelement <1 x half> %274, i64 0, !dbg !24
  %276 = load <1 x half>, ptr addrspace(3) %216, align 2, !dbg !24
  %277 = extractelement <1 x half> %276, i64 0, !dbg !24
  %278 = load <1 x half>, ptr addrspace(3) %217, align 2, !dbg !24
  %279 = extractelement <1 x half> %278, i64 0, !dbg !24
  %280 = load <1 x half>, ptr addrspace(3) %218, align 2, !dbg !24
  %281 = extractelement <1 x half> %280, i64 0, !dbg !24
  %282 = load <1 x half>, ptr addrspace(3) %219, align 2, !dbg !24
  %283 = extractelement <1 x half> %282, i64 0, !dbg !24
  %284 = load <1 x half>, ptr addrspace(3) %220, align 2, !dbg !24
  %285 = extractelement <1 x half> %284, i64 0, !dbg !24
  tail call void @llvm.amdgcn.s.setprio(i16 0), !dbg !28
  %286 = icmp slt i32 %241, %5, !dbg !22
  %287 = and i1 %42, %286, !dbg !23
  br i1 %287, label %288, label %292, !dbg !24

288:                                              ; preds = %252
  %289 = mul i32 %241, %7, !dbg !25
  %290 = sext i32 %289 to i64, !dbg !26
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %290, !dbg !27
  %291 = load <8 x half>, ptr addrspace(1) %gep, align 16, !dbg !24
  br label %292, !dbg !24

292:                                              ; preds = %288, %252
  %293 = phi <8 x half> [ %291, %288 ], [ zeroinitializer, %252 ], !dbg !24
  tail call void @llvm.amdgcn.sched.barrier(i32 1), !dbg !28
  %294 = insertelement <4 x half> poison, half %255, i64 0, !dbg !30
  %295 = insertelement <4 x half> %294, half %257, i64 1, !dbg !30
  %296 = insertelement <4 x half> %295, half %259, i64 2, !dbg !30
  %297 = insertelement <4 x half> %296, half %261, i64 3, !dbg !30
  %298 = insertelement <4 x half> poison, half %263, i64 0, !dbg !30
  %299 = insertelement <4 x half> %298, half %265, i64 1, !dbg !30
  %300 = insertelement <4 x half> %299, half %267, i64 2, !dbg !30
  %301 = insertelement <4 x half> %300, half %269, i64 3, !dbg !30
  %302 = insertelement <4 x half> poison, half %271, i64 0, !dbg !30
  %303 = insertelement <4 x half> %302, half %273, i64 1, !dbg !30
  %304 = insertelement <4 x half> %303, half %275, i64 2, !dbg !30
  %305 = insertelement <4 x half> %304, half %277, i64 3, !dbg !30
  %306 = insertelement <4 x half> poison, half %279, i64 0, !dbg !30
  %307 = insertelement <4 x half> %306, half %281, i64 1, !dbg !30
  %308 = insertelement <4 x half> %307, half %283, i64 2, !dbg !30
  %309 = insertelement <4 x half> %308, half %285, i64 3, !dbg !30
  %310 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %222, i64 0, !dbg !30
  %311 = insertelement <16 x float> %310, float %223, i64 1, !dbg !30
  %312 = insertelement <16 x float> %311, float %224, i64 2, !dbg !30
  %313 = insertelement <16 x float> %312, float %225, i64 3, !dbg !30
  %314 = insertelement <16 x float> %313, float %226, i64 4, !dbg !30
  %315 = insertelement <16 x float> %314, float %227, i64 5, !dbg !30
  %316 = insertelement <16 x float> %315, float %228, i64 6, !dbg !30
  %317 = insertelement <16 x float> %316, float %229, i64 7, !dbg !30
  %318 = insertelement <16 x float> %317, float %230, i64 8, !dbg !30
  %319 = insertelement <16 x float> %318, float %231, i64 9, !dbg !30
  %320 = insertelement <16 x float> %319, float %232, i64 10, !dbg !30
  %321 = insertelement <16 x float> %320, float %233, i64 11, !dbg !30
  %322 = insertelement <16 x float> %321, float %234, i64 12, !dbg !30
  %323 = insertelement <16 x float> %322, float %235, i64 13, !dbg !30
  %324 = insertelement <16 x float> %323, float %236, i64 14, !dbg !30
  %325 = insertelement <16 x float> %324, float %237, i64 15, !dbg !30
  %326 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %297, <4 x half> %244, <16 x float> %325, i32 0, i32 0, i32 0), !dbg !30
  tail call void @llvm.amdgcn.s.setprio(i16 1), !dbg !28
  %327 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %301, <4 x half> %245, <16 x float> %326, i32 0, i32 0, i32 0), !dbg !30
  %328 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %305, <4 x half> %246, <16 x float> %327, i32 0, i32 0, i32 0), !dbg !30
  %329 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %309, <4 x half> %247, <16 x float> %328, i32 0, i32 0, i32 0), !dbg !30
  %330 = extractelement <16 x float> %329, i64 0, !dbg !30
  %331 = extractelement <16 x float> %329, i64 1, !dbg !30
  %332 = extractelement <16 x float> %329, i64 2, !dbg !30
  %333 = extractelement <16 x float> %329, i64 3, !dbg !30
  %334 = extractelement <16 x float> %329, i64 4, !dbg !30
  %335 = extractelement <16 x float> %329, i64 5, !dbg !30
  %336 = extractelement <16 x float> %329, i64 6, !dbg !30
  %337 = extractelement <16 x float> %329, i64 7, !dbg !30
  %338 = extractelement <16 x float> %329, i64 8, !dbg !30
  %339 = extractelement <16 x float> %329, i64 9, !dbg !30
  %340 = extractelement <16 x float> %329, i64 10, !dbg !30
  %341 = extractelement <16 x float> %329, i64 11, !dbg !30
  %342 = extractelement <16 x float> %329, i64 12, !dbg !30
  %343 = extractelement <16 x float> %329, i64 13, !dbg !30
  %344 = extractelement <16 x float> %329, i64 14, !dbg !30
  %345 = extractelement <16 x float> %329, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.setprio(i16 0), !dbg !28
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %346 = shufflevector <8 x half> %253, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !21
  store <4 x half> %346, ptr addrspace(3) %66, align 8, !dbg !21
  %347 = shufflevector <8 x half> %253, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !21
  store <4 x half> %347, ptr addrspace(3) %69, align 8, !dbg !21
  store <8 x half> %293, ptr addrspace(3) %71, align 16, !dbg !24
  %348 = icmp slt i32 %239, %72, !dbg !28
  br i1 %348, label %221, label %._crit_edge, !dbg !28, !llvm.loop !31

._crit_edge:                                      ; preds = %292, %162, %60
  %349 = phi float [ 0.000000e+00, %60 ], [ %184, %162 ], [ %330, %292 ], !dbg !33
  %350 = phi float [ 0.000000e+00, %60 ], [ %185, %162 ], [ %331, %292 ], !dbg !33
  %351 = phi float [ 0.000000e+00, %60 ], [ %186, %162 ], [ %332, %292 ], !dbg !33
  %352 = phi float [ 0.000000e+00, %60 ], [ %187, %162 ], [ %333, %292 ], !dbg !33
  %353 = phi float [ 0.000000e+00, %60 ], [ %188, %162 ], [ %334, %292 ], !dbg !33
  %354 = phi float [ 0.000000e+00, %60 ], [ %189, %162 ], [ %335, %292 ], !dbg !33
  %355 = phi float [ 0.000000e+00, %60 ], [ %190, %162 ], [ %336, %292 ], !dbg !33
  %356 = phi float [ 0.000000e+00, %60 ], [ %191, %162 ], [ %337, %292 ], !dbg !33
  %357 = phi float [ 0.000000e+00, %60 ], [ %192, %162 ], [ %338, %292 ], !dbg !33
  %358 = phi float [ 0.000000e+00, %60 ], [ %193, %162 ], [ %339, %292 ], !dbg !33
  %359 = phi float [ 0.000000e+00, %60 ], [ %194, %162 ], [ %340, %292 ], !dbg !33
  %360 = phi float [ 0.000000e+00, %60 ], [ %195, %162 ], [ %341, %292 ], !dbg !33
  %361 = phi float [ 0.000000e+00, %60 ], [ %196, %162 ], [ %342, %292 ], !dbg !33
  %362 = phi float [ 0.000000e+00, %60 ], [ %197, %162 ], [ %343, %292 ], !dbg !33
  %363 = phi float [ 0.000000e+00, %60 ], [ %198, %162 ], [ %344, %292 ], !dbg !33
  %364 = phi float [ 0.000000e+00, %60 ], [ %199, %162 ], [ %345, %292 ], !dbg !33
  %365 = add i32 %5, 31, !dbg !28
  %366 = icmp sgt i32 %365, 31, !dbg !28
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  br i1 %366, label %367, label %._crit_edge._crit_edge, !dbg !30

367:                                              ; preds = %._crit_edge
  %368 = shl nuw nsw i32 %23, 4, !dbg !24
  %369 = shl nuw nsw i32 %18, 1, !dbg !24
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %368, !dbg !24
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) %370, i32 %369, !dbg !24
  %372 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 %25, !dbg !24
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 3456, !dbg !24
  %374 = load <1 x half>, ptr addrspace(3) %373, align 2, !dbg !24
  %375 = shufflevector <1 x half> %374, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 3328, !dbg !24
  %377 = load <1 x half>, ptr addrspace(3) %376, align 2, !dbg !24
  %378 = shufflevector <1 x half> %377, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %379 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 3200, !dbg !24
  %380 = load <1 x half>, ptr addrspace(3) %379, align 2, !dbg !24
  %381 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 3072, !dbg !24
  %382 = load <1 x half>, ptr addrspace(3) %381, align 2, !dbg !24
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 2432, !dbg !24
  %384 = load <1 x half>, ptr addrspace(3) %383, align 2, !dbg !24
  %385 = shufflevector <1 x half> %384, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %386 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 2304, !dbg !24
  %387 = load <1 x half>, ptr addrspace(3) %386, align 2, !dbg !24
  %388 = shufflevector <1 x half> %387, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %389 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 2176, !dbg !24
  %390 = load <1 x half>, ptr addrspace(3) %389, align 2, !dbg !24
  %391 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 2048, !dbg !24
  %392 = load <1 x half>, ptr addrspace(3) %391, align 2, !dbg !24
  %393 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 1408, !dbg !24
  %394 = load <1 x half>, ptr addrspace(3) %393, align 2, !dbg !24
  %395 = shufflevector <1 x half> %394, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %396 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 1280, !dbg !24
  %397 = load <1 x half>, ptr addrspace(3) %396, align 2, !dbg !24
  %398 = shufflevector <1 x half> %397, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %399 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 1152, !dbg !24
  %400 = load <1 x half>, ptr addrspace(3) %399, align 2, !dbg !24
  %401 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 1024, !dbg !24
  %402 = load <1 x half>, ptr addrspace(3) %401, align 2, !dbg !24
  %403 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 384, !dbg !24
  %404 = load <1 x half>, ptr addrspace(3) %403, align 2, !dbg !24
  %405 = shufflevector <1 x half> %404, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %406 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 256, !dbg !24
  %407 = load <1 x half>, ptr addrspace(3) %406, align 2, !dbg !24
  %408 = shufflevector <1 x half> %407, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %409 = getelementptr inbounds nuw i8, ptr addrspace(3) %372, i32 128, !dbg !24
  %410 = load <1 x half>, ptr addrspace(3) %409, align 2, !dbg !24
  %411 = load <1 x half>, ptr addrspace(3) %372, align 2, !dbg !24
  %412 = shl nuw nsw i32 %18, 6, !dbg !21
  %413 = shl nuw nsw i32 %19, 4, !dbg !21
  %414 = or disjoint i32 %412, %413, !dbg !21
  %415 = shl nuw nsw i32 %15, 2, !dbg !21
  %416 = and i32 %415, 56, !dbg !21
  %417 = lshr exact i32 %23, 2, !dbg !21
  %418 = xor i32 %416, %417, !dbg !21
  %419 = or disjoint i32 %414, %418, !dbg !21
  %420 = xor i32 %419, 48, !dbg !21
  %421 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %420, !dbg !21
  %422 = load <4 x half>, ptr addrspace(3) %421, align 8, !dbg !21
  %423 = xor i32 %419, 32, !dbg !21
  %424 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %423, !dbg !21
  %425 = load <4 x half>, ptr addrspace(3) %424, align 8, !dbg !21
  %426 = xor i32 %419, 16, !dbg !21
  %427 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %426, !dbg !21
  %428 = load <4 x half>, ptr addrspace(3) %427, align 8, !dbg !21
  %429 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %419, !dbg !21
  %430 = load <4 x half>, ptr addrspace(3) %429, align 8, !dbg !21
  %431 = shufflevector <1 x half> %411, <1 x half> %410, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %432 = shufflevector <4 x half> %431, <4 x half> %408, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %433 = shufflevector <4 x half> %432, <4 x half> %405, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %434 = shufflevector <1 x half> %402, <1 x half> %400, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %435 = shufflevector <4 x half> %434, <4 x half> %398, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %436 = shufflevector <4 x half> %435, <4 x half> %395, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %437 = shufflevector <1 x half> %392, <1 x half> %390, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %438 = shufflevector <4 x half> %437, <4 x half> %388, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %439 = shufflevector <4 x half> %438, <4 x half> %385, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %440 = shufflevector <1 x half> %382, <1 x half> %380, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %441 = shufflevector <4 x half> %440, <4 x half> %378, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %442 = shufflevector <4 x half> %441, <4 x half> %375, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %443 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %349, i64 0, !dbg !30
  %444 = insertelement <16 x float> %443, float %350, i64 1, !dbg !30
  %445 = insertelement <16 x float> %444, float %351, i64 2, !dbg !30
  %446 = insertelement <16 x float> %445, float %352, i64 3, !dbg !30
  %447 = insertelement <16 x float> %446, float %353, i64 4, !dbg !30
  %448 = insertelement <16 x float> %447, float %354, i64 5, !dbg !30
  %449 = insertelement <16 x float> %448, float %355, i64 6, !dbg !30
  %450 = insertelement <16 x float> %449, float %356, i64 7, !dbg !30
  %451 = insertelement <16 x float> %450, float %357, i64 8, !dbg !30
  %452 = insertelement <16 x float> %451, float %358, i64 9, !dbg !30
  %453 = insertelement <16 x float> %452, float %359, i64 10, !dbg !30
  %454 = insertelement <16 x float> %453, float %360, i64 11, !dbg !30
  %455 = insertelement <16 x float> %454, float %361, i64 12, !dbg !30
  %456 = insertelement <16 x float> %455, float %362, i64 13, !dbg !30
  %457 = insertelement <16 x float> %456, float %363, i64 14, !dbg !30
  %458 = insertelement <16 x float> %457, float %364, i64 15, !dbg !30
  %459 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %433, <4 x half> %430, <16 x float> %458, i32 0, i32 0, i32 0), !dbg !30
  %460 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %436, <4 x half> %428, <16 x float> %459, i32 0, i32 0, i32 0), !dbg !30
  %461 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %439, <4 x half> %425, <16 x float> %460, i32 0, i32 0, i32 0), !dbg !30
  %462 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %442, <4 x half> %422, <16 x float> %461, i32 0, i32 0, i32 0), !dbg !30
  %463 = extractelement <16 x float> %462, i64 0, !dbg !30
  %464 = extractelement <16 x float> %462, i64 1, !dbg !30
  %465 = extractelement <16 x float> %462, i64 2, !dbg !30
  %466 = extractelement <16 x float> %462, i64 3, !dbg !30
  %467 = extractelement <16 x float> %462, i64 4, !dbg !30
  %468 = extractelement <16 x float> %462, i64 5, !dbg !30
  %469 = extractelement <16 x float> %462, i64 6, !dbg !30
  %470 = extractelement <16 x float> %462, i64 7, !dbg !30
  %471 = extractelement <16 x float> %462, i64 8, !dbg !30
  %472 = extractelement <16 x float> %462, i64 9, !dbg !30
  %473 = extractelement <16 x float> %462, i64 10, !dbg !30
  %474 = extractelement <16 x float> %462, i64 11, !dbg !30
  %475 = extractelement <16 x float> %462, i64 12, !dbg !30
  %476 = extractelement <16 x float> %462, i64 13, !dbg !30
  %477 = extractelement <16 x float> %462, i64 14, !dbg !30
  %478 = extractelement <16 x float> %462, i64 15, !dbg !30
  br label %._crit_edge._crit_edge, !dbg !30

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %367
  %479 = phi float [ %467, %367 ], [ %353, %._crit_edge ], !dbg !30
  %480 = phi float [ %463, %367 ], [ %349, %._crit_edge ], !dbg !30
  %481 = phi float [ %464, %367 ], [ %350, %._crit_edge ], !dbg !30
  %482 = phi float [ %465, %367 ], [ %351, %._crit_edge ], !dbg !30
  %483 = phi float [ %466, %367 ], [ %352, %._crit_edge ], !dbg !30
  %484 = phi float [ %468, %367 ], [ %354, %._crit_edge ], !dbg !30
  %485 = phi float [ %469, %367 ], [ %355, %._crit_edge ], !dbg !30
  %486 = phi float [ %470, %367 ], [ %356, %._crit_edge ], !dbg !30
  %487 = phi float [ %471, %367 ], [ %357, %._crit_edge ], !dbg !30
  %488 = phi float [ %472, %367 ], [ %358, %._crit_edge ], !dbg !30
  %489 = phi float [ %473, %367 ], [ %359, %._crit_edge ], !dbg !30
  %490 = phi float [ %474, %367 ], [ %360, %._crit_edge ], !dbg !30
  %491 = phi float [ %475, %367 ], [ %361, %._crit_edge ], !dbg !30
  %492 = phi float [ %476, %367 ], [ %362, %._crit_edge ], !dbg !30
  %493 = phi float [ %477, %367 ], [ %363, %._crit_edge ], !dbg !30
  %494 = phi float [ %478, %367 ], [ %364, %._crit_edge ], !dbg !30
  %495 = icmp slt i32 %30, %3, !dbg !34
  %496 = icmp slt i32 %33, %4, !dbg !35
  %497 = icmp slt i32 %34, %4, !dbg !35
  %498 = and i1 %495, %496, !dbg !36
  %499 = and i1 %495, %497, !dbg !36
  %500 = mul i32 %8, %30, !dbg !37
  %501 = sext i32 %500 to i64, !dbg !38
  %502 = getelementptr float, ptr addrspace(1) %2, i64 %501, !dbg !38
  %503 = sext i32 %34 to i64, !dbg !39
  %504 = getelementptr float, ptr addrspace(1) %502, i64 %503, !dbg !39
  %505 = sext i32 %33 to i64, !dbg !39
  %506 = getelementptr float, ptr addrspace(1) %502, i64 %505, !dbg !39
  %507 = getelementptr i8, ptr addrspace(1) %506, i64 96, !dbg !39
  br i1 %498, label %508, label %.critedge, !dbg !40

508:                                              ; preds = %._crit_edge._crit_edge
  %509 = insertelement <4 x float> poison, float %480, i64 0, !dbg !40
  %510 = insertelement <4 x float> %509, float %481, i64 1, !dbg !40
  %511 = insertelement <4 x float> %510, float %482, i64 2, !dbg !40
  %512 = insertelement <4 x float> %511, float %483, i64 3, !dbg !40
  %513 = getelementptr i8, ptr addrspace(1) %506, i64 32, !dbg !39
  store <4 x float> %512, ptr addrspace(1) %506, align 16, !dbg !40
  %514 = insertelement <4 x float> poison, float %479, i64 0, !dbg !40
  %515 = insertelement <4 x float> %514, float %484, i64 1, !dbg !40
  %516 = insertelement <4 x float> %515, float %485, i64 2, !dbg !40
  %517 = insertelement <4 x float> %516, float %486, i64 3, !dbg !40
  store <4 x float> %517, ptr addrspace(1) %513, align 16, !dbg !40
  br label %.critedge, !dbg !40

.critedge:                                        ; preds = %._crit_edge._crit_edge, %508
  br i1 %499, label %518, label %.critedge2, !dbg !40

518:                                              ; preds = %.critedge
  %519 = insertelement <4 x float> poison, float %491, i64 0
  %520 = insertelement <4 x float> %519, float %492, i64 1
  %521 = insertelement <4 x float> %520, float %493, i64 2
  %522 = insertelement <4 x float> %521, float %494, i64 3
  %523 = insertelement <4 x float> poison, float %487, i64 0
  %524 = insertelement <4 x float> %523, float %488, i64 1
  %525 = insertelement <4 x float> %524, float %489, i64 2
  %526 = insertelement <4 x float> %525, float %490, i64 3
  store <4 x float> %526, ptr addrspace(1) %504, align 16, !dbg !40
  store <4 x float> %522, ptr addrspace(1) %507, align 16, !dbg !40
  br label %.critedge2, !dbg !40

.critedge2:                                       ; preds = %.critedge, %518
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

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.setprio(i16 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.sched.barrier(i32 immarg) #3

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }

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
