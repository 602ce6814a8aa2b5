; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %14 = shl i32 %12, 6, !dbg !9
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 63, !dbg !10
  %18 = shl nuw nsw i32 %15, 3, !dbg !10
  %19 = and i32 %18, 56, !dbg !10
  %20 = or disjoint i32 %17, %14, !dbg !11
  %21 = shl nuw nsw i32 %13, 6, !dbg !12
  %22 = or disjoint i32 %19, %21, !dbg !13
  %23 = and i32 %18, 24, !dbg !14
  %24 = lshr i32 %15, 3, !dbg !14
  %25 = and i32 %24, 31, !dbg !14
  %26 = icmp slt i32 %20, %3, !dbg !15
  %27 = mul i32 %6, %20, !dbg !16
  %28 = sext i32 %27 to i64, !dbg !17
  %29 = getelementptr half, ptr addrspace(1) %0, i64 %28, !dbg !17
  %30 = icmp slt i32 %22, %4, !dbg !18
  %31 = icmp slt i32 %23, %5, !dbg !19
  %32 = and i1 %26, %31, !dbg !20
  %33 = zext nneg i32 %23 to i64, !dbg !21
  %34 = getelementptr half, ptr addrspace(1) %29, i64 %33, !dbg !21
  %35 = shl nuw nsw i32 %15, 4, !dbg !22
  %36 = and i32 %35, 4080, !dbg !22
  %37 = shl nuw nsw i32 %15, 1, !dbg !22
  %38 = and i32 %37, 48, !dbg !22
  %39 = xor i32 %36, %38, !dbg !22
  %40 = getelementptr i8, ptr addrspace(3) @global_smem, i32 %39, !dbg !22
  %41 = select i1 %32, i32 16, i32 0, !dbg !22
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %40, ptr addrspace(1) %34, i32 %41) #2, !dbg !22
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !22
  %42 = icmp slt i32 %25, %5, !dbg !23
  %43 = and i1 %30, %42, !dbg !24
  %44 = mul i32 %7, %25, !dbg !25
  %45 = sext i32 %44 to i64, !dbg !26
  %46 = getelementptr half, ptr addrspace(1) %1, i64 %45, !dbg !26
  %47 = zext nneg i32 %22 to i64, !dbg !27
  %48 = getelementptr half, ptr addrspace(1) %46, i64 %47, !dbg !27
  %49 = and i32 %37, 112, !dbg !28
  %50 = xor i32 %36, %49, !dbg !28
  %51 = getelementptr i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %50, !dbg !28
  %52 = select i1 %43, i32 16, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %51, ptr addrspace(1) %48, i32 %52) #2, !dbg !28
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !28
  %53 = icmp sgt i32 %5, 32, !dbg !29
  %54 = or disjoint i32 %23, 32, !dbg !30
  %55 = or disjoint i32 %25, 32, !dbg !30
  %56 = icmp slt i32 %54, %5, !dbg !19
  %57 = and i1 %26, %56, !dbg !20
  %58 = zext nneg i32 %54 to i64, !dbg !21
  %59 = getelementptr half, ptr addrspace(1) %29, i64 %58, !dbg !21
  %60 = and i1 %53, %57, !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %39, !dbg !22
  %62 = select i1 %60, i32 16, i32 0, !dbg !22
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %61, ptr addrspace(1) %59, i32 %62) #2, !dbg !22
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !22
  %63 = icmp slt i32 %55, %5, !dbg !23
  %64 = and i1 %30, %63, !dbg !24
  %65 = mul i32 %7, %55, !dbg !25
  %66 = sext i32 %65 to i64, !dbg !26
  %67 = getelementptr half, ptr addrspace(1) %1, i64 %66, !dbg !26
  %68 = getelementptr half, ptr addrspace(1) %67, i64 %47, !dbg !27
  %69 = and i1 %53, %64, !dbg !29
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %50, !dbg !28
  %71 = select i1 %69, i32 16, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %70, ptr addrspace(1) %68, i32 %71) #2, !dbg !28
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !28
  %invariant.gep32 = getelementptr half, ptr addrspace(1) %1, i64 %47, !dbg !29
  %72 = icmp sgt i32 %5, 0, !dbg !29
  br i1 %72, label %.lr.ph, label %._crit_edge, !dbg !29

.lr.ph:                                           ; preds = %11
  %73 = add nsw i32 %5, -64
  %74 = lshr i32 %15, 5
  br label %75, !dbg !29

75:                                               ; preds = %.lr.ph, %75
  %76 = phi i32 [ -1, %.lr.ph ], [ %98, %75 ]
  %77 = phi i32 [ 1, %.lr.ph ], [ %170, %75 ]
  %78 = phi float [ 0.000000e+00, %.lr.ph ], [ %152, %75 ]
  %79 = phi float [ 0.000000e+00, %.lr.ph ], [ %153, %75 ]
  %80 = phi float [ 0.000000e+00, %.lr.ph ], [ %154, %75 ]
  %81 = phi float [ 0.000000e+00, %.lr.ph ], [ %155, %75 ]
  %82 = phi float [ 0.000000e+00, %.lr.ph ], [ %156, %75 ]
  %83 = phi float [ 0.000000e+00, %.lr.ph ], [ %157, %75 ]
  %84 = phi float [ 0.000000e+00, %.lr.ph ], [ %158, %75 ]
  %85 = phi float [ 0.000000e+00, %.lr.ph ], [ %159, %75 ]
  %86 = phi float [ 0.000000e+00, %.lr.ph ], [ %160, %75 ]
  %87 = phi float [ 0.000000e+00, %.lr.ph ], [ %161, %75 ]
  %88 = phi float [ 0.000000e+00, %.lr.ph ], [ %162, %75 ]
  %89 = phi float [ 0.000000e+00, %.lr.ph ], [ %163, %75 ]
  %90 = phi float [ 0.000000e+00, %.lr.ph ], [ %164, %75 ]
  %91 = phi float [ 0.000000e+00, %.lr.ph ], [ %165, %75 ]
  %92 = phi float [ 0.000000e+00, %.lr.ph ], [ %166, %75 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph ], [ %167, %75 ]
  %94 = phi i32 [ 0, %.lr.ph ], [ %187, %75 ]
  %95 = icmp slt i32 %94, %73, !dbg !29
  %96 = add i32 %76, 1, !dbg !29
  %97 = icmp sgt i32 %96, 2, !dbg !29
  %98 = select i1 %97, i32 0, i32 %96, !dbg !29
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %99 = shl i32 %98, 11, !dbg !22
  %100 = getelementptr half, ptr addrspace(3) @global_smem, i32 %99, !dbg !22
  %101 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %99, !dbg !28
  %102 = ptrtoint ptr addrspace(3) %100 to i32, !dbg !31
  %103 = lshr exact i32 %102, 4, !dbg !31
  %104 = and i32 %103, 16383, !dbg !31
  %105 = zext nneg i32 %104 to i64, !dbg !31
  %106 = ptrtoint ptr addrspace(3) %101 to i32, !dbg !31
  %107 = lshr exact i32 %106, 4, !dbg !31
  %108 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %74, i32 0, i32 31), !dbg !31
  %109 = and i32 %108, 4, !dbg !31
  %110 = add nuw nsw i32 %109, %107, !dbg !31
  %111 = and i32 %110, 16383, !dbg !31
  %112 = zext nneg i32 %111 to i64, !dbg !31
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !31
  %113 = or disjoint i64 %105, -9223371899415822336, !dbg !31
  %114 = or disjoint i64 %112, 4611686293305294848, !dbg !31
  %115 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %78, float %79, float %80, float %81, float %82, float %83, float %84, float %85, float %86, float %87, float %88, float %89, float %90, float %91, float %92, float %93, i64 %113, i64 %114, i1 true) #2, !dbg !31
  %116 = add nuw nsw i64 %105, -9223371899415822334, !dbg !31
  %117 = add nuw nsw i64 %112, 4611686293305294976, !dbg !31
  %118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 0, !dbg !31
  %119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 1, !dbg !31
  %120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 2, !dbg !31
  %121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 3, !dbg !31
  %122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 4, !dbg !31
  %123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 5, !dbg !31
  %124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 6, !dbg !31
  %125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 7, !dbg !31
  %126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 8, !dbg !31
  %127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 9, !dbg !31
  %128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 10, !dbg !31
  %129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 11, !dbg !31
  %130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 12, !dbg !31
  %131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 13, !dbg !31
  %132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 14, !dbg !31
  %133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %115, 15, !dbg !31
  %134 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %118, float %119, float %120, float %121, float %122, float %123, float %124, float %125, float %126, float %127, float %128, float %129, float %130, float %131, float %132, float %133, i64 %116, i64 %117, i1 true) #2, !dbg !31
  %135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 0, !dbg !31
  %136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 1, !dbg !31
  %137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 2, !dbg !31
  %138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 3, !dbg !31
  %139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 4, !dbg !31
  %140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 5, !dbg !31
  %141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 6, !dbg !31
  %142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 7, !dbg !31
  %143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 8, !dbg !31
  %144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 9, !dbg !31
  %145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 10, !dbg !31
  %146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 11, !dbg !31
  %147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 12, !dbg !31
  %148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 13, !dbg !31
  %149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 14, !dbg !31
  %150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %134, 15, !dbg !31
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !31
  %151 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"(float %135, float %136, float %137, float %138, float %139, float %140, float %141, float %142, float %143, float %144, float %145, float %146, float %147, float %148, float %149, float %150, ptr addrspace(3) %100, i32 0, i32 0, ptr addrspace(3) %101, i32 0, i32 0) #2, !dbg !31
  %152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 0, !dbg !31
  %153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 1, !dbg !31
  %154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 2, !dbg !31
  %155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 3, !dbg !31
  %156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 4, !dbg !31
  %157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 5, !dbg !31
  %158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 6, !dbg !31
  %159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 7, !dbg !31
  %160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 8, !dbg !31
  %161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 9, !dbg !31
  %162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 10, !dbg !31
  %163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 11, !dbg !31
  %164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 12, !dbg !31
  %165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 13, !dbg !31
  %166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 14, !dbg !31
  %167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %151, 15, !dbg !31
  %168 = add i32 %77, 1, !dbg !29
  %169 = icmp sgt i32 %168, 2, !dbg !29
  %170 = select i1 %169, i32 0, i32 %168, !dbg !29
  %171 = add i32 %94, 64, !dbg !29
  %172 = or disjoint i32 %171, %23, !dbg !30
  %173 = or disjoint i32 %171, %25, !dbg !30
  %174 = icmp slt i32 %172, %5, !dbg !19
  %175 = and i1 %26, %174, !dbg !20
  %176 = sext i32 %172 to i64, !dbg !21
  %177 = getelementptr half, ptr addrspace(1) %29, i64 %176, !dbg !21
  %178 = shl i32 %170, 11, !dbg !22
  %179 = and i1 %95, %175, !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %gep = getelementptr half, ptr addrspace(3) %40, i32 %178, !dbg !22
  %180 = select i1 %179, i32 16, i32 0, !dbg !22
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %gep, ptr addrspace(1) %177, i32 %180) #2, !dbg !22
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !22
  %181 = icmp slt i32 %173, %5, !dbg !23
  %182 = and i1 %30, %181, !dbg !24
  %183 = mul i32 %173, %7, !dbg !25
  %184 = sext i32 %183 to i64, !dbg !26
  %gep33 = getelementptr half, ptr addrspace(1) %invariant.gep32, i64 %184, !dbg !27
  %185 = and i1 %95, %182, !dbg !29
  %gep35 = getelementptr half, ptr addrspace(3) %51, i32 %178, !dbg !28
  %186 = select i1 %185, i32 16, i32 0, !dbg !28
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %gep35, ptr addrspace(1) %gep33, i32 %186) #2, !dbg !28
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !28
  %187 = add i32 %94, 32, !dbg !29
  %188 = icmp slt i32 %187, %5, !dbg !29
  br i1 %188, label %75, label %._crit_edge, !dbg !29

._crit_edge:                                      ; preds = %75, %11
  %189 = phi float [ 0.000000e+00, %11 ], [ %152, %75 ], !dbg !32
  %190 = phi float [ 0.000000e+00, %11 ], [ %153, %75 ], !dbg !32
  %191 = phi float [ 0.000000e+00, %11 ], [ %154, %75 ], !dbg !32
  %192 = phi float [ 0.000000e+00, %11 ], [ %155, %75 ], !dbg !32
  %193 = phi float [ 0.000000e+00, %11 ], [ %156, %75 ], !dbg !32
  %194 = phi float [ 0.000000e+00, %11 ], [ %157, %75 ], !dbg !32
  %195 = phi float [ 0.000000e+00, %11 ], [ %158, %75 ], !dbg !32
  %196 = phi float [ 0.000000e+00, %11 ], [ %159, %75 ], !dbg !32
  %197 = phi float [ 0.000000e+00, %11 ], [ %160, %75 ], !dbg !32
  %198 = phi float [ 0.000000e+00, %11 ], [ %161, %75 ], !dbg !32
  %199 = phi float [ 0.000000e+00, %11 ], [ %162, %75 ], !dbg !32
  %200 = phi float [ 0.000000e+00, %11 ], [ %163, %75 ], !dbg !32
  %201 = phi float [ 0.000000e+00, %11 ], [ %164, %75 ], !dbg !32
  %202 = phi float [ 0.000000e+00, %11 ], [ %165, %75 ], !dbg !32
  %203 = phi float [ 0.000000e+00, %11 ], [ %166, %75 ], !dbg !32
  %204 = phi float [ 0.000000e+00, %11 ], [ %167, %75 ], !dbg !32
  %205 = shl nuw nsw i32 %15, 2, !dbg !10
  %206 = and i32 %205, 60, !dbg !10
  %207 = or disjoint i32 %206, %21, !dbg !13
  %208 = lshr i32 %15, 4, !dbg !10
  %209 = or disjoint i32 %208, %14, !dbg !11
  %210 = or i32 %209, 48, !dbg !11
  %211 = and i32 %208, 15, !dbg !10
  %212 = or disjoint i32 %14, %211, !dbg !11
  %213 = or disjoint i32 %212, 32, !dbg !11
  %214 = or disjoint i32 %212, 16, !dbg !11
  %215 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15"(float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, float %199, float %200, float %201, float %202, float %203, float %204) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !29
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !29
  %216 = icmp slt i32 %212, %3, !dbg !33
  %217 = icmp slt i32 %214, %3, !dbg !33
  %218 = icmp slt i32 %213, %3, !dbg !33
  %219 = icmp slt i32 %210, %3, !dbg !33
  %220 = icmp slt i32 %207, %4, !dbg !34
  %221 = and i1 %216, %220, !dbg !35
  %222 = and i1 %217, %220, !dbg !35
  %223 = and i1 %218, %220, !dbg !35
  %224 = and i1 %219, %220, !dbg !35
  %225 = mul i32 %8, %212, !dbg !36
  %226 = mul i32 %8, %214, !dbg !36
  %227 = mul i32 %8, %213, !dbg !36
  %228 = mul i32 %8, %210, !dbg !36
  %229 = sext i32 %225 to i64, !dbg !37
  %230 = getelementptr float, ptr addrspace(1) %2, i64 %229, !dbg !37
  %231 = sext i32 %226 to i64, !dbg !37
  %232 = getelementptr float, ptr addrspace(1) %2, i64 %231, !dbg !37
  %233 = sext i32 %227 to i64, !dbg !37
  %234 = getelementptr float, ptr addrspace(1) %2, i64 %233, !dbg !37
  %235 = sext i32 %228 to i64, !dbg !37
  %236 = getelementptr float, ptr addrspace(1) %2, i64 %235, !dbg !37
  %237 = zext nneg i32 %207 to i64, !dbg !38
  %238 = getelementptr float, ptr addrspace(1) %230, i64 %237, !dbg !38
  %239 = getelementptr float, ptr addrspace(1) %232, i64 %237, !dbg !38
  %240 = getelementptr float, ptr addrspace(1) %234, i64 %237, !dbg !38
  %241 = getelementptr float, ptr addrspace(1) %236, i64 %237, !dbg !38
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 0, !dbg !39
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 1, !dbg !39
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 2, !dbg !39
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 3, !dbg !39
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 4, !dbg !39
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 5, !dbg !39
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 6, !dbg !39
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 7, !dbg !39
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 8, !dbg !39
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 9, !dbg !39
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 10, !dbg !39
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 11, !dbg !39
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 12, !dbg !39
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 13, !dbg !39
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 14, !dbg !39
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %215, 15, !dbg !39
  %258 = and i32 %15, 12, !dbg !39
  %259 = shl nuw nsw i32 %258, 9, !dbg !39
  %260 = and i32 %35, 1568, !dbg !39
  %261 = shl nuw nsw i32 %258, 1, !dbg !39
  %262 = and i32 %15, 1, !dbg !39
  %263 = icmp eq i32 %262, 0, !dbg !39
  %264 = select i1 %263, i32 0, i32 8256, !dbg !39
  %265 = and i32 %18, 128, !dbg !39
  %266 = lshr i32 %15, 1, !dbg !39
  %267 = and i32 %266, 64, !dbg !39
  %268 = or disjoint i32 %259, %265, !dbg !39
  %269 = or disjoint i32 %260, %261, !dbg !39
  %270 = xor i32 %264, %267, !dbg !39
  %271 = or disjoint i32 %270, %269, !dbg !39
  %272 = or disjoint i32 %271, %268, !dbg !39
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %272, !dbg !39
  %274 = insertelement <2 x float> poison, float %242, i64 0, !dbg !39
  %275 = insertelement <2 x float> %274, float %243, i64 1, !dbg !39
  store <2 x float> %275, ptr addrspace(3) %273, align 8, !dbg !39
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %273, i32 256, !dbg !39
  %277 = insertelement <2 x float> poison, float %244, i64 0, !dbg !39
  %278 = insertelement <2 x float> %277, float %245, i64 1, !dbg !39
  store <2 x float> %278, ptr addrspace(3) %276, align 8, !dbg !39
  %279 = xor i32 %272, 8, !dbg !39
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %279, !dbg !39
  %281 = insertelement <2 x float> poison, float %246, i64 0, !dbg !39
  %282 = insertelement <2 x float> %281, float %247, i64 1, !dbg !39
  store <2 x float> %282, ptr addrspace(3) %280, align 8, !dbg !39
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %280, i32 256, !dbg !39
  %284 = insertelement <2 x float> poison, float %248, i64 0, !dbg !39
  %285 = insertelement <2 x float> %284, float %249, i64 1, !dbg !39
  store <2 x float> %285, ptr addrspace(3) %283, align 8, !dbg !39
  %286 = xor i32 %272, 16, !dbg !39
  %287 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %286, !dbg !39
  %288 = insertelement <2 x float> poison, float %250, i64 0, !dbg !39
  %289 = insertelement <2 x float> %288, float %251, i64 1, !dbg !39
  store <2 x float> %289, ptr addrspace(3) %287, align 8, !dbg !39
  %290 = getelementptr inbounds nuw i8, ptr addrspace(3) %287, i32 256, !dbg !39
  %291 = insertelement <2 x float> poison, float %252, i64 0, !dbg !39
  %292 = insertelement <2 x float> %291, float %253, i64 1, !dbg !39
  store <2 x float> %292, ptr addrspace(3) %290, align 8, !dbg !39
  %293 = xor i32 %272, 24, !dbg !39
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %293, !dbg !39
  %295 = insertelement <2 x float> poison, float %254, i64 0, !dbg !39
  %296 = insertelement <2 x float> %295, float %255, i64 1, !dbg !39
  store <2 x float> %296, ptr addrspace(3) %294, align 8, !dbg !39
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) %294, i32 256, !dbg !39
  %298 = insertelement <2 x float> poison, float %256, i64 0, !dbg !39
  %299 = insertelement <2 x float> %298, float %257, i64 1, !dbg !39
  store <2 x float> %299, ptr addrspace(3) %297, align 8, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %300 = and i32 %15, 48, !dbg !39
  %301 = shl nuw nsw i32 %300, 7, !dbg !39
  %302 = and i32 %205, 24, !dbg !39
  %303 = and i32 %37, 384, !dbg !39
  %304 = lshr exact i32 %300, 1, !dbg !39
  %305 = shl nuw nsw i32 %262, 5, !dbg !39
  %306 = and i32 %18, 64, !dbg !39
  %307 = or disjoint i32 %305, %306, !dbg !39
  %308 = or disjoint i32 %301, %302, !dbg !39
  %309 = or disjoint i32 %303, %304, !dbg !39
  %310 = xor i32 %308, %309, !dbg !39
  %311 = or disjoint i32 %310, %307, !dbg !39
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %311, !dbg !39
  %313 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 512, !dbg !39
  %314 = load <2 x i32>, ptr addrspace(3) %313, align 8, !dbg !39
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 1024, !dbg !39
  %316 = load <2 x i32>, ptr addrspace(3) %315, align 8, !dbg !39
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 1536, !dbg !39
  %318 = load <2 x i32>, ptr addrspace(3) %317, align 8, !dbg !39
  %319 = xor i32 %311, 8256, !dbg !39
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %319, !dbg !39
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %320, i32 512, !dbg !39
  %322 = load <2 x i32>, ptr addrspace(3) %321, align 8, !dbg !39
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) %320, i32 1024, !dbg !39
  %324 = load <2 x i32>, ptr addrspace(3) %323, align 8, !dbg !39
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) %320, i32 1536, !dbg !39
  %326 = load <2 x i32>, ptr addrspace(3) %325, align 8, !dbg !39
  %.extract = load i32, ptr addrspace(3) %312, align 8, !dbg !39
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) %312, i32 4, !dbg !39
  %.extract17 = load i32, ptr addrspace(3) %327, align 4, !dbg !39
  %.extract18 = load i32, ptr addrspace(3) %320, align 8, !dbg !39
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) %320, i32 4, !dbg !39
  %.extract19 = load i32, ptr addrspace(3) %328, align 4, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract, i32 %.extract17, i32 %.extract18, i32 %.extract19, ptr addrspace(1) %238, i1 %221) #2, !dbg !39
  %.extract20 = extractelement <2 x i32> %314, i64 0, !dbg !39
  %.extract21 = extractelement <2 x i32> %314, i64 1, !dbg !39
  %.extract22 = extractelement <2 x i32> %322, i64 0, !dbg !39
  %.extract23 = extractelement <2 x i32> %322, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract20, i32 %.extract21, i32 %.extract22, i32 %.extract23, ptr addrspace(1) %239, i1 %222) #2, !dbg !39
  %.extract24 = extractelement <2 x i32> %316, i64 0, !dbg !39
  %.extract25 = extractelement <2 x i32> %316, i64 1, !dbg !39
  %.extract26 = extractelement <2 x i32> %324, i64 0, !dbg !39
  %.extract27 = extractelement <2 x i32> %324, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract24, i32 %.extract25, i32 %.extract26, i32 %.extract27, ptr addrspace(1) %240, i1 %223) #2, !dbg !39
  %.extract28 = extractelement <2 x i32> %318, i64 0, !dbg !39
  %.extract29 = extractelement <2 x i32> %318, i64 1, !dbg !39
  %.extract30 = extractelement <2 x i32> %326, i64 0, !dbg !39
  %.extract31 = extractelement <2 x i32> %326, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract28, i32 %.extract29, i32 %.extract30, i32 %.extract31, ptr addrspace(1) %241, i1 %224) #2, !dbg !39
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
!19 = !DILocation(line: 23, column: 67, scope: !4)
!20 = !DILocation(line: 23, column: 53, scope: !4)
!21 = !DILocation(line: 22, column: 57, scope: !4)
!22 = !DILocation(line: 22, column: 25, scope: !4)
!23 = !DILocation(line: 25, column: 45, scope: !4)
!24 = !DILocation(line: 25, column: 51, scope: !4)
!25 = !DILocation(line: 24, column: 43, scope: !4)
!26 = !DILocation(line: 24, column: 29, scope: !4)
!27 = !DILocation(line: 24, column: 55, scope: !4)
!28 = !DILocation(line: 24, column: 25, scope: !4)
!29 = !DILocation(line: 20, column: 26, scope: !4)
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
