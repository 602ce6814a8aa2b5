; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %14 = shl i32 %12, 7, !dbg !9
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 63, !dbg !10
  %18 = shl nuw nsw i32 %15, 3, !dbg !10
  %19 = and i32 %18, 120, !dbg !10
  %20 = or disjoint i32 %17, %14, !dbg !11
  %21 = or disjoint i32 %20, 64, !dbg !11
  %22 = shl nuw nsw i32 %13, 7, !dbg !12
  %23 = or disjoint i32 %19, %22, !dbg !13
  %24 = and i32 %18, 24, !dbg !14
  %25 = and i32 %15, 240, !dbg !14
  %26 = lshr exact i32 %25, 4, !dbg !14
  %27 = or disjoint i32 %26, 16, !dbg !14
  %28 = icmp slt i32 %20, %3, !dbg !15
  %29 = icmp slt i32 %21, %3, !dbg !15
  %30 = mul i32 %6, %20, !dbg !16
  %31 = mul i32 %6, %21, !dbg !16
  %32 = sext i32 %30 to i64, !dbg !17
  %33 = getelementptr half, ptr addrspace(1) %0, i64 %32, !dbg !17
  %34 = sext i32 %31 to i64, !dbg !17
  %35 = getelementptr half, ptr addrspace(1) %0, i64 %34, !dbg !17
  %36 = icmp slt i32 %23, %4, !dbg !18
  %37 = icmp sgt i32 %5, 0, !dbg !19
  %38 = icmp slt i32 %24, %5, !dbg !20
  %39 = and i1 %28, %38, !dbg !21
  %40 = and i1 %29, %38, !dbg !21
  %41 = zext nneg i32 %24 to i64, !dbg !22
  %42 = getelementptr half, ptr addrspace(1) %33, i64 %41, !dbg !22
  %43 = getelementptr half, ptr addrspace(1) %35, i64 %41, !dbg !22
  %44 = shl nuw nsw i32 %15, 4, !dbg !23
  %45 = and i32 %44, 4080, !dbg !23
  %46 = and i32 %15, 24, !dbg !23
  %47 = shl nuw nsw i32 %46, 1, !dbg !23
  %48 = xor i32 %45, %47, !dbg !23
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !23
  %50 = select i1 %39, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %49, ptr addrspace(1) %42, i32 %50) #2, !dbg !23
  %51 = or disjoint i32 %48, 4096, !dbg !23
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %51, !dbg !23
  %53 = select i1 %40, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %52, ptr addrspace(1) %43, i32 %53) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %54 = icmp slt i32 %26, %5, !dbg !24
  %55 = icmp slt i32 %27, %5, !dbg !24
  %56 = and i1 %36, %54, !dbg !25
  %57 = mul i32 %7, %26, !dbg !26
  %58 = mul i32 %7, %27, !dbg !26
  %59 = sext i32 %57 to i64, !dbg !27
  %60 = getelementptr half, ptr addrspace(1) %1, i64 %59, !dbg !27
  %61 = sext i32 %58 to i64, !dbg !27
  %62 = getelementptr half, ptr addrspace(1) %1, i64 %61, !dbg !27
  %63 = zext nneg i32 %23 to i64, !dbg !28
  %64 = getelementptr half, ptr addrspace(1) %60, i64 %63, !dbg !28
  %65 = getelementptr half, ptr addrspace(1) %62, i64 %63, !dbg !28
  %66 = and i1 %55, %37, !dbg !19
  %67 = and i1 %36, %66, !dbg !19
  %68 = and i32 %44, 112, !dbg !29
  %69 = shl nuw nsw i32 %25, 3, !dbg !29
  %70 = and i32 %15, 112, !dbg !29
  %71 = shl nuw nsw i32 %15, 9, !dbg !29
  %72 = and i32 %71, 4096, !dbg !29
  %73 = or disjoint i32 %68, %69, !dbg !29
  %74 = xor i32 %73, %70, !dbg !29
  %75 = or disjoint i32 %74, %72, !dbg !29
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %75, !dbg !29
  %77 = select i1 %56, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %76, ptr addrspace(1) %64, i32 %77) #2, !dbg !29
  %78 = or disjoint i32 %75, 2048, !dbg !29
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %78, !dbg !29
  %80 = select i1 %67, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %79, ptr addrspace(1) %65, i32 %80) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %81 = icmp sgt i32 %5, 32, !dbg !19
  %82 = or disjoint i32 %24, 32, !dbg !30
  %83 = or disjoint i32 %26, 32, !dbg !30
  %84 = or disjoint i32 %26, 48, !dbg !30
  %85 = icmp slt i32 %82, %5, !dbg !20
  %86 = and i1 %28, %85, !dbg !21
  %87 = and i1 %29, %85, !dbg !21
  %88 = zext nneg i32 %82 to i64, !dbg !22
  %89 = getelementptr half, ptr addrspace(1) %33, i64 %88, !dbg !22
  %90 = getelementptr half, ptr addrspace(1) %35, i64 %88, !dbg !22
  %91 = and i1 %81, %86, !dbg !19
  %92 = and i1 %81, %87, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %48, !dbg !23
  %94 = select i1 %91, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %93, ptr addrspace(1) %89, i32 %94) #2, !dbg !23
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %51, !dbg !23
  %96 = select i1 %92, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %95, ptr addrspace(1) %90, i32 %96) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %97 = icmp slt i32 %83, %5, !dbg !24
  %98 = icmp slt i32 %84, %5, !dbg !24
  %99 = and i1 %36, %97, !dbg !25
  %100 = and i1 %36, %98, !dbg !25
  %101 = mul i32 %7, %83, !dbg !26
  %102 = mul i32 %7, %84, !dbg !26
  %103 = sext i32 %101 to i64, !dbg !27
  %104 = getelementptr half, ptr addrspace(1) %1, i64 %103, !dbg !27
  %105 = sext i32 %102 to i64, !dbg !27
  %106 = getelementptr half, ptr addrspace(1) %1, i64 %105, !dbg !27
  %107 = getelementptr half, ptr addrspace(1) %104, i64 %63, !dbg !28
  %108 = getelementptr half, ptr addrspace(1) %106, i64 %63, !dbg !28
  %109 = and i1 %81, %99, !dbg !19
  %110 = and i1 %81, %100, !dbg !19
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %75, !dbg !29
  %112 = select i1 %109, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %111, ptr addrspace(1) %107, i32 %112) #2, !dbg !29
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %78, !dbg !29
  %114 = select i1 %110, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %113, ptr addrspace(1) %108, i32 %114) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %63, !dbg !19
  br i1 %37, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %11
  %.pre = lshr i32 %15, 5, !dbg !10
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %115 = add nsw i32 %5, -64
  %116 = lshr i32 %15, 5
  br label %117, !dbg !19

117:                                              ; preds = %.lr.ph, %117
  %118 = phi i32 [ -1, %.lr.ph ], [ %188, %117 ]
  %119 = phi i32 [ 1, %.lr.ph ], [ %405, %117 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %339, %117 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %340, %117 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %341, %117 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %342, %117 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %343, %117 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %344, %117 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %345, %117 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %346, %117 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %347, %117 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %348, %117 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %349, %117 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %350, %117 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %351, %117 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %352, %117 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %353, %117 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %354, %117 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %355, %117 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %356, %117 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %357, %117 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %358, %117 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %359, %117 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %360, %117 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %361, %117 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %362, %117 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %363, %117 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %364, %117 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %365, %117 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %366, %117 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %367, %117 ]
  %149 = phi float [ 0.000000e+00, %.lr.ph ], [ %368, %117 ]
  %150 = phi float [ 0.000000e+00, %.lr.ph ], [ %369, %117 ]
  %151 = phi float [ 0.000000e+00, %.lr.ph ], [ %370, %117 ]
  %152 = phi float [ 0.000000e+00, %.lr.ph ], [ %371, %117 ]
  %153 = phi float [ 0.000000e+00, %.lr.ph ], [ %372, %117 ]
  %154 = phi float [ 0.000000e+00, %.lr.ph ], [ %373, %117 ]
  %155 = phi float [ 0.000000e+00, %.lr.ph ], [ %374, %117 ]
  %156 = phi float [ 0.000000e+00, %.lr.ph ], [ %375, %117 ]
  %157 = phi float [ 0.000000e+00, %.lr.ph ], [ %376, %117 ]
  %158 = phi float [ 0.000000e+00, %.lr.ph ], [ %377, %117 ]
  %159 = phi float [ 0.000000e+00, %.lr.ph ], [ %378, %117 ]
  %160 = phi float [ 0.000000e+00, %.lr.ph ], [ %379, %117 ]
  %161 = phi float [ 0.000000e+00, %.lr.ph ], [ %380, %117 ]
  %162 = phi float [ 0.000000e+00, %.lr.ph ], [ %381, %117 ]
  %163 = phi float [ 0.000000e+00, %.lr.ph ], [ %382, %117 ]
  %164 = phi float [ 0.000000e+00, %.lr.ph ], [ %383, %117 ]
  %165 = phi float [ 0.000000e+00, %.lr.ph ], [ %384, %117 ]
  %166 = phi float [ 0.000000e+00, %.lr.ph ], [ %385, %117 ]
  %167 = phi float [ 0.000000e+00, %.lr.ph ], [ %386, %117 ]
  %168 = phi float [ 0.000000e+00, %.lr.ph ], [ %387, %117 ]
  %169 = phi float [ 0.000000e+00, %.lr.ph ], [ %388, %117 ]
  %170 = phi float [ 0.000000e+00, %.lr.ph ], [ %389, %117 ]
  %171 = phi float [ 0.000000e+00, %.lr.ph ], [ %390, %117 ]
  %172 = phi float [ 0.000000e+00, %.lr.ph ], [ %391, %117 ]
  %173 = phi float [ 0.000000e+00, %.lr.ph ], [ %392, %117 ]
  %174 = phi float [ 0.000000e+00, %.lr.ph ], [ %393, %117 ]
  %175 = phi float [ 0.000000e+00, %.lr.ph ], [ %394, %117 ]
  %176 = phi float [ 0.000000e+00, %.lr.ph ], [ %395, %117 ]
  %177 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %117 ]
  %178 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %117 ]
  %179 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %117 ]
  %180 = phi float [ 0.000000e+00, %.lr.ph ], [ %399, %117 ]
  %181 = phi float [ 0.000000e+00, %.lr.ph ], [ %400, %117 ]
  %182 = phi float [ 0.000000e+00, %.lr.ph ], [ %401, %117 ]
  %183 = phi float [ 0.000000e+00, %.lr.ph ], [ %402, %117 ]
  %184 = phi i32 [ 0, %.lr.ph ], [ %439, %117 ]
  %185 = icmp slt i32 %184, %115, !dbg !19
  %186 = add i32 %118, 1, !dbg !19
  %187 = icmp sgt i32 %186, 2, !dbg !19
  %188 = select i1 %187, i32 0, i32 %186, !dbg !19
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %189 = shl i32 %188, 12, !dbg !23
  %190 = getelementptr half, ptr addrspace(3) @global_smem, i32 %189, !dbg !23
  %191 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %189, !dbg !29
  %192 = ptrtoint ptr addrspace(3) %190 to i32, !dbg !31
  %193 = lshr exact i32 %192, 4, !dbg !31
  %194 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %116, i32 0, i32 31), !dbg !31
  %195 = shl i32 %194, 6, !dbg !31
  %196 = and i32 %195, 256, !dbg !31
  %197 = add nuw nsw i32 %196, %193, !dbg !31
  %198 = and i32 %197, 16383, !dbg !31
  %199 = zext nneg i32 %198 to i64, !dbg !31
  %200 = ptrtoint ptr addrspace(3) %191 to i32, !dbg !31
  %201 = lshr exact i32 %200, 4, !dbg !31
  %202 = and i32 %201, 16383, !dbg !31
  %203 = zext nneg i32 %202 to i64, !dbg !31
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !31
  %204 = or disjoint i64 %199, -9223371899415822336, !dbg !31
  %205 = or disjoint i64 %203, 4611686293322072064, !dbg !31
  %206 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %120, float %121, float %122, float %123, float %124, float %125, float %126, float %127, float %128, float %129, float %130, float %131, float %132, float %133, float %134, float %135, float %136, float %137, float %138, float %139, float %140, float %141, float %142, float %143, float %144, float %145, float %146, float %147, float %148, float %149, float %150, float %151, float %152, float %153, float %154, float %155, float %156, float %157, float %158, float %159, float %160, float %161, float %162, float %163, float %164, float %165, float %166, float %167, float %168, float %169, float %170, float %171, float %172, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, i64 %204, i64 %205, i1 true) #2, !dbg !31
  %207 = add nuw nsw i64 %199, -9223371899415822334, !dbg !31
  %208 = add nuw nsw i64 %203, 4611686293322072192, !dbg !31
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 0, !dbg !31
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 1, !dbg !31
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 2, !dbg !31
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 3, !dbg !31
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 4, !dbg !31
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 5, !dbg !31
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 6, !dbg !31
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 7, !dbg !31
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 8, !dbg !31
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 9, !dbg !31
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 10, !dbg !31
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 11, !dbg !31
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 12, !dbg !31
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 13, !dbg !31
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 14, !dbg !31
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 15, !dbg !31
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 16, !dbg !31
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 17, !dbg !31
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 18, !dbg !31
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 19, !dbg !31
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 20, !dbg !31
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 21, !dbg !31
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 22, !dbg !31
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 23, !dbg !31
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 24, !dbg !31
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 25, !dbg !31
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 26, !dbg !31
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 27, !dbg !31
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 28, !dbg !31
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 29, !dbg !31
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 30, !dbg !31
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 31, !dbg !31
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 32, !dbg !31
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 33, !dbg !31
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 34, !dbg !31
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 35, !dbg !31
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 36, !dbg !31
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 37, !dbg !31
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 38, !dbg !31
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 39, !dbg !31
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 40, !dbg !31
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 41, !dbg !31
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 42, !dbg !31
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 43, !dbg !31
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 44, !dbg !31
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 45, !dbg !31
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 46, !dbg !31
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 47, !dbg !31
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 48, !dbg !31
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 49, !dbg !31
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 50, !dbg !31
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 51, !dbg !31
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 52, !dbg !31
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 53, !dbg !31
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 54, !dbg !31
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 55, !dbg !31
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 56, !dbg !31
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 57, !dbg !31
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 58, !dbg !31
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 59, !dbg !31
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 60, !dbg !31
  %270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 61, !dbg !31
  %271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 62, !dbg !31
  %272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %206, 63, !dbg !31
  %273 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239, float %240, float %241, float %242, float %243, float %244, float %245, float %246, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, i64 %207, i64 %208, i1 true) #2, !dbg !31
  %274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 0, !dbg !31
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 1, !dbg !31
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 2, !dbg !31
  %277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 3, !dbg !31
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 4, !dbg !31
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 5, !dbg !31
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 6, !dbg !31
  %281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 7, !dbg !31
  %282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 8, !dbg !31
  %283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 9, !dbg !31
  %284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 10, !dbg !31
  %285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 11, !dbg !31
  %286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 12, !dbg !31
  %287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 13, !dbg !31
  %288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 14, !dbg !31
  %289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 15, !dbg !31
  %290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 16, !dbg !31
  %291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 17, !dbg !31
  %292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 18, !dbg !31
  %293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 19, !dbg !31
  %294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 20, !dbg !31
  %295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 21, !dbg !31
  %296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 22, !dbg !31
  %297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 23, !dbg !31
  %298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 24, !dbg !31
  %299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 25, !dbg !31
  %300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 26, !dbg !31
  %301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 27, !dbg !31
  %302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 28, !dbg !31
  %303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 29, !dbg !31
  %304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 30, !dbg !31
  %305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 31, !dbg !31
  %306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 32, !dbg !31
  %307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 33, !dbg !31
  %308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 34, !dbg !31
  %309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 35, !dbg !31
  %310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 36, !dbg !31
  %311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 37, !dbg !31
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 38, !dbg !31
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 39, !dbg !31
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 40, !dbg !31
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 41, !dbg !31
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 42, !dbg !31
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 43, !dbg !31
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 44, !dbg !31
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 45, !dbg !31
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 46, !dbg !31
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 47, !dbg !31
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 48, !dbg !31
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 49, !dbg !31
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 50, !dbg !31
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 51, !dbg !31
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 52, !dbg !31
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 53, !dbg !31
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 54, !dbg !31
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 55, !dbg !31
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 56, !dbg !31
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 57, !dbg !31
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 58, !dbg !31
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 59, !dbg !31
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 60, !dbg !31
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 61, !dbg !31
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 62, !dbg !31
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 63, !dbg !31
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !31
  %338 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %274, float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290, float %291, float %292, float %293, float %294, float %295, float %296, float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, ptr addrspace(3) %190, i32 0, i32 0, ptr addrspace(3) %191, i32 0, i32 0) #2, !dbg !31
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 0, !dbg !31
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 1, !dbg !31
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 2, !dbg !31
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 3, !dbg !31
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 4, !dbg !31
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 5, !dbg !31
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 6, !dbg !31
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 7, !dbg !31
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 8, !dbg !31
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 9, !dbg !31
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 10, !dbg !31
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 11, !dbg !31
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 12, !dbg !31
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 13, !dbg !31
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 14, !dbg !31
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 15, !dbg !31
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 16, !dbg !31
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 17, !dbg !31
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 18, !dbg !31
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 19, !dbg !31
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 20, !dbg !31
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 21, !dbg !31
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 22, !dbg !31
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 23, !dbg !31
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 24, !dbg !31
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 25, !dbg !31
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 26, !dbg !31
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 27, !dbg !31
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 28, !dbg !31
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 29, !dbg !31
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 30, !dbg !31
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 31, !dbg !31
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 32, !dbg !31
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 33, !dbg !31
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 34, !dbg !31
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 35, !dbg !31
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 36, !dbg !31
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 37, !dbg !31
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 38, !dbg !31
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 39, !dbg !31
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 40, !dbg !31
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 41, !dbg !31
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 42, !dbg !31
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 43, !dbg !31
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 44, !dbg !31
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 45, !dbg !31
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 46, !dbg !31
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 47, !dbg !31
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 48, !dbg !31
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 49, !dbg !31
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 50, !dbg !31
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 51, !dbg !31
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 52, !dbg !31
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 53, !dbg !31
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 54, !dbg !31
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 55, !dbg !31
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 56, !dbg !31
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 57, !dbg !31
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 58, !dbg !31
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 59, !dbg !31
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 60, !dbg !31
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 61, !dbg !31
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 62, !dbg !31
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %338, 63, !dbg !31
  %403 = add i32 %119, 1, !dbg !19
  %404 = icmp sgt i32 %403, 2, !dbg !19
  %405 = select i1 %404, i32 0, i32 %403, !dbg !19
  %406 = add i32 %184, 64, !dbg !19
  %407 = or disjoint i32 %406, %24, !dbg !30
  %408 = or disjoint i32 %406, %26, !dbg !30
  %409 = or disjoint i32 %406, %27, !dbg !30
  %410 = icmp slt i32 %407, %5, !dbg !20
  %411 = and i1 %28, %410, !dbg !21
  %412 = and i1 %29, %410, !dbg !21
  %413 = sext i32 %407 to i64, !dbg !22
  %414 = getelementptr half, ptr addrspace(1) %33, i64 %413, !dbg !22
  %415 = getelementptr half, ptr addrspace(1) %35, i64 %413, !dbg !22
  %416 = shl i32 %405, 12, !dbg !23
  %417 = getelementptr half, ptr addrspace(3) @global_smem, i32 %416, !dbg !23
  %418 = and i1 %185, %411, !dbg !19
  %419 = and i1 %185, %412, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %420 = getelementptr inbounds nuw i8, ptr addrspace(3) %417, i32 %48, !dbg !23
  %421 = select i1 %418, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %420, ptr addrspace(1) %414, i32 %421) #2, !dbg !23
  %422 = getelementptr inbounds nuw i8, ptr addrspace(3) %417, i32 %51, !dbg !23
  %423 = select i1 %419, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %422, ptr addrspace(1) %415, i32 %423) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %424 = icmp slt i32 %408, %5, !dbg !24
  %425 = icmp slt i32 %409, %5, !dbg !24
  %426 = and i1 %36, %424, !dbg !25
  %427 = and i1 %36, %425, !dbg !25
  %428 = mul i32 %408, %7, !dbg !26
  %429 = mul i32 %409, %7, !dbg !26
  %430 = sext i32 %428 to i64, !dbg !27
  %431 = sext i32 %429 to i64, !dbg !27
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %430, !dbg !28
  %gep129 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %431, !dbg !28
  %432 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %416, !dbg !29
  %433 = and i1 %185, %426, !dbg !19
  %434 = and i1 %185, %427, !dbg !19
  %435 = getelementptr inbounds nuw i8, ptr addrspace(3) %432, i32 %75, !dbg !29
  %436 = select i1 %433, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %435, ptr addrspace(1) %gep, i32 %436) #2, !dbg !29
  %437 = getelementptr inbounds nuw i8, ptr addrspace(3) %432, i32 %78, !dbg !29
  %438 = select i1 %434, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %437, ptr addrspace(1) %gep129, i32 %438) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %439 = add i32 %184, 32, !dbg !19
  %440 = icmp slt i32 %439, %5, !dbg !19
  br i1 %440, label %117, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %117, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %116, %117 ], !dbg !10
  %441 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %339, %117 ], !dbg !32
  %442 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %340, %117 ], !dbg !32
  %443 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %341, %117 ], !dbg !32
  %444 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %342, %117 ], !dbg !32
  %445 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %343, %117 ], !dbg !32
  %446 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %344, %117 ], !dbg !32
  %447 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %345, %117 ], !dbg !32
  %448 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %346, %117 ], !dbg !32
  %449 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %347, %117 ], !dbg !32
  %450 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %348, %117 ], !dbg !32
  %451 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %349, %117 ], !dbg !32
  %452 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %350, %117 ], !dbg !32
  %453 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %351, %117 ], !dbg !32
  %454 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %352, %117 ], !dbg !32
  %455 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %353, %117 ], !dbg !32
  %456 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %354, %117 ], !dbg !32
  %457 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %355, %117 ], !dbg !32
  %458 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %356, %117 ], !dbg !32
  %459 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %357, %117 ], !dbg !32
  %460 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %358, %117 ], !dbg !32
  %461 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %359, %117 ], !dbg !32
  %462 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %360, %117 ], !dbg !32
  %463 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %361, %117 ], !dbg !32
  %464 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %362, %117 ], !dbg !32
  %465 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %363, %117 ], !dbg !32
  %466 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %364, %117 ], !dbg !32
  %467 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %365, %117 ], !dbg !32
  %468 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %366, %117 ], !dbg !32
  %469 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %367, %117 ], !dbg !32
  %470 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %368, %117 ], !dbg !32
  %471 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %369, %117 ], !dbg !32
  %472 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %370, %117 ], !dbg !32
  %473 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %371, %117 ], !dbg !32
  %474 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %372, %117 ], !dbg !32
  %475 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %373, %117 ], !dbg !32
  %476 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %374, %117 ], !dbg !32
  %477 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %375, %117 ], !dbg !32
  %478 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %376, %117 ], !dbg !32
  %479 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %377, %117 ], !dbg !32
  %480 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %378, %117 ], !dbg !32
  %481 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %379, %117 ], !dbg !32
  %482 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %380, %117 ], !dbg !32
  %483 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %381, %117 ], !dbg !32
  %484 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %382, %117 ], !dbg !32
  %485 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %383, %117 ], !dbg !32
  %486 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %384, %117 ], !dbg !32
  %487 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %385, %117 ], !dbg !32
  %488 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %386, %117 ], !dbg !32
  %489 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %387, %117 ], !dbg !32
  %490 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %388, %117 ], !dbg !32
  %491 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %389, %117 ], !dbg !32
  %492 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %390, %117 ], !dbg !32
  %493 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %391, %117 ], !dbg !32
  %494 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %392, %117 ], !dbg !32
  %495 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %393, %117 ], !dbg !32
  %496 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %394, %117 ], !dbg !32
  %497 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %395, %117 ], !dbg !32
  %498 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %396, %117 ], !dbg !32
  %499 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %397, %117 ], !dbg !32
  %500 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %398, %117 ], !dbg !32
  %501 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %399, %117 ], !dbg !32
  %502 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %400, %117 ], !dbg !32
  %503 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %401, %117 ], !dbg !32
  %504 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %402, %117 ], !dbg !32
  %505 = shl nuw nsw i32 %15, 2, !dbg !10
  %506 = and i32 %505, 124, !dbg !10
  %507 = or disjoint i32 %506, %22, !dbg !13
  %508 = or disjoint i32 %.pre-phi, %14, !dbg !11
  %509 = or i32 %508, 120, !dbg !11
  %510 = and i32 %.pre-phi, 7, !dbg !10
  %511 = or disjoint i32 %14, %510, !dbg !11
  %512 = or disjoint i32 %511, 112, !dbg !11
  %513 = or disjoint i32 %511, 104, !dbg !11
  %514 = or disjoint i32 %511, 96, !dbg !11
  %515 = or i32 %508, 88, !dbg !11
  %516 = or disjoint i32 %511, 80, !dbg !11
  %517 = or disjoint i32 %511, 72, !dbg !11
  %518 = or disjoint i32 %511, 64, !dbg !11
  %519 = or i32 %508, 56, !dbg !11
  %520 = or disjoint i32 %511, 48, !dbg !11
  %521 = or disjoint i32 %511, 40, !dbg !11
  %522 = or disjoint i32 %511, 32, !dbg !11
  %523 = or i32 %508, 24, !dbg !11
  %524 = or disjoint i32 %511, 16, !dbg !11
  %525 = or disjoint i32 %511, 8, !dbg !11
  %526 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504) #2, !dbg !19
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %527 = icmp slt i32 %511, %3, !dbg !33
  %528 = icmp slt i32 %524, %3, !dbg !33
  %529 = icmp slt i32 %522, %3, !dbg !33
  %530 = icmp slt i32 %520, %3, !dbg !33
  %531 = icmp slt i32 %518, %3, !dbg !33
  %532 = icmp slt i32 %516, %3, !dbg !33
  %533 = icmp slt i32 %514, %3, !dbg !33
  %534 = icmp slt i32 %512, %3, !dbg !33
  %535 = icmp slt i32 %507, %4, !dbg !34
  %536 = and i1 %527, %535, !dbg !35
  %537 = and i1 %528, %535, !dbg !35
  %538 = and i1 %529, %535, !dbg !35
  %539 = and i1 %530, %535, !dbg !35
  %540 = and i1 %531, %535, !dbg !35
  %541 = and i1 %532, %535, !dbg !35
  %542 = and i1 %533, %535, !dbg !35
  %543 = and i1 %534, %535, !dbg !35
  %544 = mul i32 %8, %511, !dbg !36
  %545 = mul i32 %8, %525, !dbg !36
  %546 = mul i32 %8, %524, !dbg !36
  %547 = mul i32 %8, %523, !dbg !36
  %548 = mul i32 %8, %522, !dbg !36
  %549 = mul i32 %8, %521, !dbg !36
  %550 = mul i32 %8, %520, !dbg !36
  %551 = mul i32 %8, %519, !dbg !36
  %552 = mul i32 %8, %518, !dbg !36
  %553 = mul i32 %8, %517, !dbg !36
  %554 = mul i32 %8, %516, !dbg !36
  %555 = mul i32 %8, %515, !dbg !36
  %556 = mul i32 %8, %514, !dbg !36
  %557 = mul i32 %8, %513, !dbg !36
  %558 = mul i32 %8, %512, !dbg !36
  %559 = mul i32 %8, %509, !dbg !36
  %560 = sext i32 %544 to i64, !dbg !37
  %561 = getelementptr float, ptr addrspace(1) %2, i64 %560, !dbg !37
  %562 = sext i32 %545 to i64, !dbg !37
  %563 = getelementptr float, ptr addrspace(1) %2, i64 %562, !dbg !37
  %564 = sext i32 %546 to i64, !dbg !37
  %565 = getelementptr float, ptr addrspace(1) %2, i64 %564, !dbg !37
  %566 = sext i32 %547 to i64, !dbg !37
  %567 = getelementptr float, ptr addrspace(1) %2, i64 %566, !dbg !37
  %568 = sext i32 %548 to i64, !dbg !37
  %569 = getelementptr float, ptr addrspace(1) %2, i64 %568, !dbg !37
  %570 = sext i32 %549 to i64, !dbg !37
  %571 = getelementptr float, ptr addrspace(1) %2, i64 %570, !dbg !37
  %572 = sext i32 %550 to i64, !dbg !37
  %573 = getelementptr float, ptr addrspace(1) %2, i64 %572, !dbg !37
  %574 = sext i32 %551 to i64, !dbg !37
  %575 = getelementptr float, ptr addrspace(1) %2, i64 %574, !dbg !37
  %576 = sext i32 %552 to i64, !dbg !37
  %577 = getelementptr float, ptr addrspace(1) %2, i64 %576, !dbg !37
  %578 = sext i32 %553 to i64, !dbg !37
  %579 = getelementptr float, ptr addrspace(1) %2, i64 %578, !dbg !37
  %580 = sext i32 %554 to i64, !dbg !37
  %581 = getelementptr float, ptr addrspace(1) %2, i64 %580, !dbg !37
  %582 = sext i32 %555 to i64, !dbg !37
  %583 = getelementptr float, ptr addrspace(1) %2, i64 %582, !dbg !37
  %584 = sext i32 %556 to i64, !dbg !37
  %585 = getelementptr float, ptr addrspace(1) %2, i64 %584, !dbg !37
  %586 = sext i32 %557 to i64, !dbg !37
  %587 = getelementptr float, ptr addrspace(1) %2, i64 %586, !dbg !37
  %588 = sext i32 %558 to i64, !dbg !37
  %589 = getelementptr float, ptr addrspace(1) %2, i64 %588, !dbg !37
  %590 = sext i32 %559 to i64, !dbg !37
  %591 = getelementptr float, ptr addrspace(1) %2, i64 %590, !dbg !37
  %592 = zext nneg i32 %507 to i64, !dbg !38
  %593 = getelementptr float, ptr addrspace(1) %561, i64 %592, !dbg !38
  %594 = getelementptr float, ptr addrspace(1) %563, i64 %592, !dbg !38
  %595 = getelementptr float, ptr addrspace(1) %565, i64 %592, !dbg !38
  %596 = getelementptr float, ptr addrspace(1) %567, i64 %592, !dbg !38
  %597 = getelementptr float, ptr addrspace(1) %569, i64 %592, !dbg !38
  %598 = getelementptr float, ptr addrspace(1) %571, i64 %592, !dbg !38
  %599 = getelementptr float, ptr addrspace(1) %573, i64 %592, !dbg !38
  %600 = getelementptr float, ptr addrspace(1) %575, i64 %592, !dbg !38
  %601 = getelementptr float, ptr addrspace(1) %577, i64 %592, !dbg !38
  %602 = getelementptr float, ptr addrspace(1) %579, i64 %592, !dbg !38
  %603 = getelementptr float, ptr addrspace(1) %581, i64 %592, !dbg !38
  %604 = getelementptr float, ptr addrspace(1) %583, i64 %592, !dbg !38
  %605 = getelementptr float, ptr addrspace(1) %585, i64 %592, !dbg !38
  %606 = getelementptr float, ptr addrspace(1) %587, i64 %592, !dbg !38
  %607 = getelementptr float, ptr addrspace(1) %589, i64 %592, !dbg !38
  %608 = getelementptr float, ptr addrspace(1) %591, i64 %592, !dbg !38
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 0, !dbg !39
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 1, !dbg !39
  %611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 2, !dbg !39
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 3, !dbg !39
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 4, !dbg !39
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 5, !dbg !39
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 6, !dbg !39
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 7, !dbg !39
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 8, !dbg !39
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 9, !dbg !39
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 10, !dbg !39
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 11, !dbg !39
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 12, !dbg !39
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 13, !dbg !39
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 14, !dbg !39
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 15, !dbg !39
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 16, !dbg !39
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 17, !dbg !39
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 18, !dbg !39
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 19, !dbg !39
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 20, !dbg !39
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 21, !dbg !39
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 22, !dbg !39
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 23, !dbg !39
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 24, !dbg !39
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 25, !dbg !39
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 26, !dbg !39
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 27, !dbg !39
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 28, !dbg !39
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 29, !dbg !39
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 30, !dbg !39
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 31, !dbg !39
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 32, !dbg !39
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 33, !dbg !39
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 34, !dbg !39
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 35, !dbg !39
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 36, !dbg !39
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 37, !dbg !39
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 38, !dbg !39
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 39, !dbg !39
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 40, !dbg !39
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 41, !dbg !39
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 42, !dbg !39
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 43, !dbg !39
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 44, !dbg !39
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 45, !dbg !39
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 46, !dbg !39
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 47, !dbg !39
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 48, !dbg !39
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 49, !dbg !39
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 50, !dbg !39
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 51, !dbg !39
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 52, !dbg !39
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 53, !dbg !39
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 54, !dbg !39
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 55, !dbg !39
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 56, !dbg !39
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 57, !dbg !39
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 58, !dbg !39
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 59, !dbg !39
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 60, !dbg !39
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 61, !dbg !39
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 62, !dbg !39
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %526, 63, !dbg !39
  %673 = and i32 %44, 3968, !dbg !39
  %674 = and i32 %15, 1, !dbg !39
  %675 = icmp eq i32 %674, 0, !dbg !39
  %676 = select i1 %675, i32 0, i32 32832, !dbg !39
  %677 = and i32 %18, 16, !dbg !39
  %678 = and i32 %15, 4, !dbg !39
  %679 = icmp eq i32 %678, 0, !dbg !39
  %680 = select i1 %679, i32 0, i32 16416, !dbg !39
  %681 = or disjoint i32 %677, %673, !dbg !39
  %682 = or disjoint i32 %681, %676, !dbg !39
  %683 = or disjoint i32 %682, %680, !dbg !39
  %684 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %683, !dbg !39
  %685 = insertelement <4 x float> poison, float %609, i64 0, !dbg !39
  %686 = insertelement <4 x float> %685, float %610, i64 1, !dbg !39
  %687 = insertelement <4 x float> %686, float %611, i64 2, !dbg !39
  %688 = insertelement <4 x float> %687, float %612, i64 3, !dbg !39
  store <4 x float> %688, ptr addrspace(3) %684, align 16, !dbg !39
  %689 = getelementptr inbounds nuw i8, ptr addrspace(3) %684, i32 4096, !dbg !39
  %690 = insertelement <4 x float> poison, float %625, i64 0, !dbg !39
  %691 = insertelement <4 x float> %690, float %626, i64 1, !dbg !39
  %692 = insertelement <4 x float> %691, float %627, i64 2, !dbg !39
  %693 = insertelement <4 x float> %692, float %628, i64 3, !dbg !39
  store <4 x float> %693, ptr addrspace(3) %689, align 16, !dbg !39
  %694 = getelementptr inbounds nuw i8, ptr addrspace(3) %684, i32 8192, !dbg !39
  %695 = insertelement <4 x float> poison, float %641, i64 0, !dbg !39
  %696 = insertelement <4 x float> %695, float %642, i64 1, !dbg !39
  %697 = insertelement <4 x float> %696, float %643, i64 2, !dbg !39
  %698 = insertelement <4 x float> %697, float %644, i64 3, !dbg !39
  store <4 x float> %698, ptr addrspace(3) %694, align 16, !dbg !39
  %699 = getelementptr inbounds nuw i8, ptr addrspace(3) %684, i32 12288, !dbg !39
  %700 = insertelement <4 x float> poison, float %657, i64 0, !dbg !39
  %701 = insertelement <4 x float> %700, float %658, i64 1, !dbg !39
  %702 = insertelement <4 x float> %701, float %659, i64 2, !dbg !39
  %703 = insertelement <4 x float> %702, float %660, i64 3, !dbg !39
  store <4 x float> %703, ptr addrspace(3) %699, align 16, !dbg !39
  %704 = xor i32 %683, 32, !dbg !39
  %705 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %704, !dbg !39
  %706 = insertelement <4 x float> poison, float %613, i64 0, !dbg !39
  %707 = insertelement <4 x float> %706, float %614, i64 1, !dbg !39
  %708 = insertelement <4 x float> %707, float %615, i64 2, !dbg !39
  %709 = insertelement <4 x float> %708, float %616, i64 3, !dbg !39
  store <4 x float> %709, ptr addrspace(3) %705, align 16, !dbg !39
  %710 = getelementptr inbounds nuw i8, ptr addrspace(3) %705, i32 4096, !dbg !39
  %711 = insertelement <4 x float> poison, float %629, i64 0, !dbg !39
  %712 = insertelement <4 x float> %711, float %630, i64 1, !dbg !39
  %713 = insertelement <4 x float> %712, float %631, i64 2, !dbg !39
  %714 = insertelement <4 x float> %713, float %632, i64 3, !dbg !39
  store <4 x float> %714, ptr addrspace(3) %710, align 16, !dbg !39
  %715 = getelementptr inbounds nuw i8, ptr addrspace(3) %705, i32 8192, !dbg !39
  %716 = insertelement <4 x float> poison, float %645, i64 0, !dbg !39
  %717 = insertelement <4 x float> %716, float %646, i64 1, !dbg !39
  %718 = insertelement <4 x float> %717, float %647, i64 2, !dbg !39
  %719 = insertelement <4 x float> %718, float %648, i64 3, !dbg !39
  store <4 x float> %719, ptr addrspace(3) %715, align 16, !dbg !39
  %720 = getelementptr inbounds nuw i8, ptr addrspace(3) %705, i32 12288, !dbg !39
  %721 = insertelement <4 x float> poison, float %661, i64 0, !dbg !39
  %722 = insertelement <4 x float> %721, float %662, i64 1, !dbg !39
  %723 = insertelement <4 x float> %722, float %663, i64 2, !dbg !39
  %724 = insertelement <4 x float> %723, float %664, i64 3, !dbg !39
  store <4 x float> %724, ptr addrspace(3) %720, align 16, !dbg !39
  %725 = xor i32 %683, 64, !dbg !39
  %726 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %725, !dbg !39
  %727 = insertelement <4 x float> poison, float %617, i64 0, !dbg !39
  %728 = insertelement <4 x float> %727, float %618, i64 1, !dbg !39
  %729 = insertelement <4 x float> %728, float %619, i64 2, !dbg !39
  %730 = insertelement <4 x float> %729, float %620, i64 3, !dbg !39
  store <4 x float> %730, ptr addrspace(3) %726, align 16, !dbg !39
  %731 = getelementptr inbounds nuw i8, ptr addrspace(3) %726, i32 4096, !dbg !39
  %732 = insertelement <4 x float> poison, float %633, i64 0, !dbg !39
  %733 = insertelement <4 x float> %732, float %634, i64 1, !dbg !39
  %734 = insertelement <4 x float> %733, float %635, i64 2, !dbg !39
  %735 = insertelement <4 x float> %734, float %636, i64 3, !dbg !39
  store <4 x float> %735, ptr addrspace(3) %731, align 16, !dbg !39
  %736 = getelementptr inbounds nuw i8, ptr addrspace(3) %726, i32 8192, !dbg !39
  %737 = insertelement <4 x float> poison, float %649, i64 0, !dbg !39
  %738 = insertelement <4 x float> %737, float %650, i64 1, !dbg !39
  %739 = insertelement <4 x float> %738, float %651, i64 2, !dbg !39
  %740 = insertelement <4 x float> %739, float %652, i64 3, !dbg !39
  store <4 x float> %740, ptr addrspace(3) %736, align 16, !dbg !39
  %741 = getelementptr inbounds nuw i8, ptr addrspace(3) %726, i32 12288, !dbg !39
  %742 = insertelement <4 x float> poison, float %665, i64 0, !dbg !39
  %743 = insertelement <4 x float> %742, float %666, i64 1, !dbg !39
  %744 = insertelement <4 x float> %743, float %667, i64 2, !dbg !39
  %745 = insertelement <4 x float> %744, float %668, i64 3, !dbg !39
  store <4 x float> %745, ptr addrspace(3) %741, align 16, !dbg !39
  %746 = xor i32 %683, 96, !dbg !39
  %747 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %746, !dbg !39
  %748 = insertelement <4 x float> poison, float %621, i64 0, !dbg !39
  %749 = insertelement <4 x float> %748, float %622, i64 1, !dbg !39
  %750 = insertelement <4 x float> %749, float %623, i64 2, !dbg !39
  %751 = insertelement <4 x float> %750, float %624, i64 3, !dbg !39
  store <4 x float> %751, ptr addrspace(3) %747, align 16, !dbg !39
  %752 = getelementptr inbounds nuw i8, ptr addrspace(3) %747, i32 4096, !dbg !39
  %753 = insertelement <4 x float> poison, float %637, i64 0, !dbg !39
  %754 = insertelement <4 x float> %753, float %638, i64 1, !dbg !39
  %755 = insertelement <4 x float> %754, float %639, i64 2, !dbg !39
  %756 = insertelement <4 x float> %755, float %640, i64 3, !dbg !39
  store <4 x float> %756, ptr addrspace(3) %752, align 16, !dbg !39
  %757 = getelementptr inbounds nuw i8, ptr addrspace(3) %747, i32 8192, !dbg !39
  %758 = insertelement <4 x float> poison, float %653, i64 0, !dbg !39
  %759 = insertelement <4 x float> %758, float %654, i64 1, !dbg !39
  %760 = insertelement <4 x float> %759, float %655, i64 2, !dbg !39
  %761 = insertelement <4 x float> %760, float %656, i64 3, !dbg !39
  store <4 x float> %761, ptr addrspace(3) %757, align 16, !dbg !39
  %762 = getelementptr inbounds nuw i8, ptr addrspace(3) %747, i32 12288, !dbg !39
  %763 = insertelement <4 x float> poison, float %669, i64 0, !dbg !39
  %764 = insertelement <4 x float> %763, float %670, i64 1, !dbg !39
  %765 = insertelement <4 x float> %764, float %671, i64 2, !dbg !39
  %766 = insertelement <4 x float> %765, float %672, i64 3, !dbg !39
  store <4 x float> %766, ptr addrspace(3) %762, align 16, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %767 = shl nuw nsw i32 %46, 9, !dbg !39
  %768 = shl nuw nsw i32 %15, 1, !dbg !39
  %769 = and i32 %768, 384, !dbg !39
  %770 = and i32 %15, 32, !dbg !39
  %771 = icmp eq i32 %770, 0, !dbg !39
  %772 = select i1 %771, i32 0, i32 16416, !dbg !39
  %773 = or disjoint i32 %767, %68, !dbg !39
  %774 = or disjoint i32 %772, %769, !dbg !39
  %775 = xor i32 %774, %773, !dbg !39
  %776 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %775, !dbg !39
  %777 = load <4 x i32>, ptr addrspace(3) %776, align 16, !dbg !39
  %778 = getelementptr inbounds nuw i8, ptr addrspace(3) %776, i32 512, !dbg !39
  %779 = load <4 x i32>, ptr addrspace(3) %778, align 16, !dbg !39
  %780 = getelementptr inbounds nuw i8, ptr addrspace(3) %776, i32 1024, !dbg !39
  %781 = load <4 x i32>, ptr addrspace(3) %780, align 16, !dbg !39
  %782 = getelementptr inbounds nuw i8, ptr addrspace(3) %776, i32 1536, !dbg !39
  %783 = load <4 x i32>, ptr addrspace(3) %782, align 16, !dbg !39
  %784 = getelementptr inbounds nuw i8, ptr addrspace(3) %776, i32 2048, !dbg !39
  %785 = load <4 x i32>, ptr addrspace(3) %784, align 16, !dbg !39
  %786 = getelementptr inbounds nuw i8, ptr addrspace(3) %776, i32 2560, !dbg !39
  %787 = load <4 x i32>, ptr addrspace(3) %786, align 16, !dbg !39
  %788 = getelementptr inbounds nuw i8, ptr addrspace(3) %776, i32 3072, !dbg !39
  %789 = load <4 x i32>, ptr addrspace(3) %788, align 16, !dbg !39
  %790 = getelementptr inbounds nuw i8, ptr addrspace(3) %776, i32 3584, !dbg !39
  %791 = load <4 x i32>, ptr addrspace(3) %790, align 16, !dbg !39
  %792 = xor i32 %775, 32832, !dbg !39
  %793 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %792, !dbg !39
  %794 = load <4 x i32>, ptr addrspace(3) %793, align 16, !dbg !39
  %795 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 512, !dbg !39
  %796 = load <4 x i32>, ptr addrspace(3) %795, align 16, !dbg !39
  %797 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 1024, !dbg !39
  %798 = load <4 x i32>, ptr addrspace(3) %797, align 16, !dbg !39
  %799 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 1536, !dbg !39
  %800 = load <4 x i32>, ptr addrspace(3) %799, align 16, !dbg !39
  %801 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 2048, !dbg !39
  %802 = load <4 x i32>, ptr addrspace(3) %801, align 16, !dbg !39
  %803 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 2560, !dbg !39
  %804 = load <4 x i32>, ptr addrspace(3) %803, align 16, !dbg !39
  %805 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 3072, !dbg !39
  %806 = load <4 x i32>, ptr addrspace(3) %805, align 16, !dbg !39
  %807 = getelementptr inbounds nuw i8, ptr addrspace(3) %793, i32 3584, !dbg !39
  %808 = load <4 x i32>, ptr addrspace(3) %807, align 16, !dbg !39
  %.extract = extractelement <4 x i32> %777, i64 0, !dbg !39
  %.extract65 = extractelement <4 x i32> %777, i64 1, !dbg !39
  %.extract66 = extractelement <4 x i32> %794, i64 0, !dbg !39
  %.extract67 = extractelement <4 x i32> %794, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract, i32 %.extract65, i32 %.extract66, i32 %.extract67, ptr addrspace(1) %593, i1 %536) #2, !dbg !39
  %.extract68 = extractelement <4 x i32> %777, i64 2, !dbg !39
  %.extract69 = extractelement <4 x i32> %777, i64 3, !dbg !39
  %.extract70 = extractelement <4 x i32> %794, i64 2, !dbg !39
  %.extract71 = extractelement <4 x i32> %794, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract68, i32 %.extract69, i32 %.extract70, i32 %.extract71, ptr addrspace(1) %594, i1 %536) #2, !dbg !39
  %.extract72 = extractelement <4 x i32> %779, i64 0, !dbg !39
  %.extract73 = extractelement <4 x i32> %779, i64 1, !dbg !39
  %.extract74 = extractelement <4 x i32> %796, i64 0, !dbg !39
  %.extract75 = extractelement <4 x i32> %796, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract72, i32 %.extract73, i32 %.extract74, i32 %.extract75, ptr addrspace(1) %595, i1 %537) #2, !dbg !39
  %.extract76 = extractelement <4 x i32> %779, i64 2, !dbg !39
  %.extract77 = extractelement <4 x i32> %779, i64 3, !dbg !39
  %.extract78 = extractelement <4 x i32> %796, i64 2, !dbg !39
  %.extract79 = extractelement <4 x i32> %796, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract76, i32 %.extract77, i32 %.extract78, i32 %.extract79, ptr addrspace(1) %596, i1 %537) #2, !dbg !39
  %.extract80 = extractelement <4 x i32> %781, i64 0, !dbg !39
  %.extract81 = extractelement <4 x i32> %781, i64 1, !dbg !39
  %.extract82 = extractelement <4 x i32> %798, i64 0, !dbg !39
  %.extract83 = extractelement <4 x i32> %798, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract80, i32 %.extract81, i32 %.extract82, i32 %.extract83, ptr addrspace(1) %597, i1 %538) #2, !dbg !39
  %.extract84 = extractelement <4 x i32> %781, i64 2, !dbg !39
  %.extract85 = extractelement <4 x i32> %781, i64 3, !dbg !39
  %.extract86 = extractelement <4 x i32> %798, i64 2, !dbg !39
  %.extract87 = extractelement <4 x i32> %798, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract84, i32 %.extract85, i32 %.extract86, i32 %.extract87, ptr addrspace(1) %598, i1 %538) #2, !dbg !39
  %.extract88 = extractelement <4 x i32> %783, i64 0, !dbg !39
  %.extract89 = extractelement <4 x i32> %783, i64 1, !dbg !39
  %.extract90 = extractelement <4 x i32> %800, i64 0, !dbg !39
  %.extract91 = extractelement <4 x i32> %800, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract88, i32 %.extract89, i32 %.extract90, i32 %.extract91, ptr addrspace(1) %599, i1 %539) #2, !dbg !39
  %.extract92 = extractelement <4 x i32> %783, i64 2, !dbg !39
  %.extract93 = extractelement <4 x i32> %783, i64 3, !dbg !39
  %.extract94 = extractelement <4 x i32> %800, i64 2, !dbg !39
  %.extract95 = extractelement <4 x i32> %800, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract92, i32 %.extract93, i32 %.extract94, i32 %.extract95, ptr addrspace(1) %600, i1 %539) #2, !dbg !39
  %.extract96 = extractelement <4 x i32> %785, i64 0, !dbg !39
  %.extract97 = extractelement <4 x i32> %785, i64 1, !dbg !39
  %.extract98 = extractelement <4 x i32> %802, i64 0, !dbg !39
  %.extract99 = extractelement <4 x i32> %802, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract96, i32 %.extract97, i32 %.extract98, i32 %.extract99, ptr addrspace(1) %601, i1 %540) #2, !dbg !39
  %.extract100 = extractelement <4 x i32> %785, i64 2, !dbg !39
  %.extract101 = extractelement <4 x i32> %785, i64 3, !dbg !39
  %.extract102 = extractelement <4 x i32> %802, i64 2, !dbg !39
  %.extract103 = extractelement <4 x i32> %802, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract100, i32 %.extract101, i32 %.extract102, i32 %.extract103, ptr addrspace(1) %602, i1 %540) #2, !dbg !39
  %.extract104 = extractelement <4 x i32> %787, i64 0, !dbg !39
  %.extract105 = extractelement <4 x i32> %787, i64 1, !dbg !39
  %.extract106 = extractelement <4 x i32> %804, i64 0, !dbg !39
  %.extract107 = extractelement <4 x i32> %804, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract104, i32 %.extract105, i32 %.extract106, i32 %.extract107, ptr addrspace(1) %603, i1 %541) #2, !dbg !39
  %.extract108 = extractelement <4 x i32> %787, i64 2, !dbg !39
  %.extract109 = extractelement <4 x i32> %787, i64 3, !dbg !39
  %.extract110 = extractelement <4 x i32> %804, i64 2, !dbg !39
  %.extract111 = extractelement <4 x i32> %804, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract108, i32 %.extract109, i32 %.extract110, i32 %.extract111, ptr addrspace(1) %604, i1 %541) #2, !dbg !39
  %.extract112 = extractelement <4 x i32> %789, i64 0, !dbg !39
  %.extract113 = extractelement <4 x i32> %789, i64 1, !dbg !39
  %.extract114 = extractelement <4 x i32> %806, i64 0, !dbg !39
  %.extract115 = extractelement <4 x i32> %806, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract112, i32 %.extract113, i32 %.extract114, i32 %.extract115, ptr addrspace(1) %605, i1 %542) #2, !dbg !39
  %.extract116 = extractelement <4 x i32> %789, i64 2, !dbg !39
  %.extract117 = extractelement <4 x i32> %789, i64 3, !dbg !39
  %.extract118 = extractelement <4 x i32> %806, i64 2, !dbg !39
  %.extract119 = extractelement <4 x i32> %806, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract116, i32 %.extract117, i32 %.extract118, i32 %.extract119, ptr addrspace(1) %606, i1 %542) #2, !dbg !39
  %.extract120 = extractelement <4 x i32> %791, i64 0, !dbg !39
  %.extract121 = extractelement <4 x i32> %791, i64 1, !dbg !39
  %.extract122 = extractelement <4 x i32> %808, i64 0, !dbg !39
  %.extract123 = extractelement <4 x i32> %808, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract120, i32 %.extract121, i32 %.extract122, i32 %.extract123, ptr addrspace(1) %607, i1 %543) #2, !dbg !39
  %.extract124 = extractelement <4 x i32> %791, i64 2, !dbg !39
  %.extract125 = extractelement <4 x i32> %791, i64 3, !dbg !39
  %.extract126 = extractelement <4 x i32> %808, i64 2, !dbg !39
  %.extract127 = extractelement <4 x i32> %808, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract124, i32 %.extract125, i32 %.extract126, i32 %.extract127, ptr addrspace(1) %608, i1 %543) #2, !dbg !39
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #5

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
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
!32 = !DILocation(line: 19, column: 19, scope: !4)
!33 = !DILocation(line: 28, column: 35, scope: !4)
!34 = !DILocation(line: 28, column: 57, scope: !4)
!35 = !DILocation(line: 28, column: 41, scope: !4)
!36 = !DILocation(line: 27, column: 33, scope: !4)
!37 = !DILocation(line: 27, column: 17, scope: !4)
!38 = !DILocation(line: 27, column: 45, scope: !4)
!39 = !DILocation(line: 27, column: 60, scope: !4)
!40 = !DILocation(line: 27, column: 4, scope: !4)
