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
  %17 = and i32 %16, 31, !dbg !10
  %18 = and i32 %15, 7, !dbg !10
  %19 = shl nuw nsw i32 %18, 3, !dbg !10
  %20 = or disjoint i32 %17, %14, !dbg !11
  %21 = or disjoint i32 %20, 32, !dbg !11
  %22 = shl nuw nsw i32 %13, 6, !dbg !12
  %23 = or disjoint i32 %19, %22, !dbg !13
  %24 = shl nuw nsw i32 %15, 3, !dbg !14
  %25 = and i32 %24, 24, !dbg !14
  %26 = and i32 %15, 120, !dbg !14
  %27 = lshr exact i32 %26, 3, !dbg !14
  %28 = or disjoint i32 %27, 16, !dbg !14
  %29 = icmp slt i32 %20, %3, !dbg !15
  %30 = icmp slt i32 %21, %3, !dbg !15
  %31 = mul i32 %6, %20, !dbg !16
  %32 = mul i32 %6, %21, !dbg !16
  %33 = sext i32 %31 to i64, !dbg !17
  %34 = getelementptr half, ptr addrspace(1) %0, i64 %33, !dbg !17
  %35 = sext i32 %32 to i64, !dbg !17
  %36 = getelementptr half, ptr addrspace(1) %0, i64 %35, !dbg !17
  %37 = icmp slt i32 %23, %4, !dbg !18
  %38 = icmp sgt i32 %5, 0, !dbg !19
  %39 = icmp slt i32 %25, %5, !dbg !20
  %40 = and i1 %29, %39, !dbg !21
  %41 = and i1 %30, %39, !dbg !21
  %42 = zext nneg i32 %25 to i64, !dbg !22
  %43 = getelementptr half, ptr addrspace(1) %34, i64 %42, !dbg !22
  %44 = getelementptr half, ptr addrspace(1) %36, i64 %42, !dbg !22
  %45 = shl nuw nsw i32 %15, 4, !dbg !23
  %46 = and i32 %45, 2032, !dbg !23
  %47 = shl nuw nsw i32 %15, 1, !dbg !23
  %48 = and i32 %47, 48, !dbg !23
  %49 = xor i32 %46, %48, !dbg !23
  %50 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %49, !dbg !23
  %51 = select i1 %40, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %50, ptr addrspace(1) %43, i32 %51) #2, !dbg !23
  %52 = or disjoint i32 %49, 2048, !dbg !23
  %53 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %52, !dbg !23
  %54 = select i1 %41, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %53, ptr addrspace(1) %44, i32 %54) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %55 = icmp slt i32 %27, %5, !dbg !24
  %56 = icmp slt i32 %28, %5, !dbg !24
  %57 = and i1 %37, %55, !dbg !25
  %58 = mul i32 %7, %27, !dbg !26
  %59 = mul i32 %7, %28, !dbg !26
  %60 = sext i32 %58 to i64, !dbg !27
  %61 = getelementptr half, ptr addrspace(1) %1, i64 %60, !dbg !27
  %62 = sext i32 %59 to i64, !dbg !27
  %63 = getelementptr half, ptr addrspace(1) %1, i64 %62, !dbg !27
  %64 = zext nneg i32 %23 to i64, !dbg !28
  %65 = getelementptr half, ptr addrspace(1) %61, i64 %64, !dbg !28
  %66 = getelementptr half, ptr addrspace(1) %63, i64 %64, !dbg !28
  %67 = and i1 %56, %38, !dbg !19
  %68 = and i1 %37, %67, !dbg !19
  %69 = and i32 %47, 112, !dbg !29
  %70 = xor i32 %46, %69, !dbg !29
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %70, !dbg !29
  %72 = select i1 %57, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %71, ptr addrspace(1) %65, i32 %72) #2, !dbg !29
  %73 = or disjoint i32 %70, 2048, !dbg !29
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %73, !dbg !29
  %75 = select i1 %68, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %74, ptr addrspace(1) %66, i32 %75) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %76 = icmp sgt i32 %5, 32, !dbg !19
  %77 = or disjoint i32 %25, 32, !dbg !30
  %78 = or disjoint i32 %27, 32, !dbg !30
  %79 = or disjoint i32 %27, 48, !dbg !30
  %80 = icmp slt i32 %77, %5, !dbg !20
  %81 = and i1 %29, %80, !dbg !21
  %82 = and i1 %30, %80, !dbg !21
  %83 = zext nneg i32 %77 to i64, !dbg !22
  %84 = getelementptr half, ptr addrspace(1) %34, i64 %83, !dbg !22
  %85 = getelementptr half, ptr addrspace(1) %36, i64 %83, !dbg !22
  %86 = and i1 %76, %81, !dbg !19
  %87 = and i1 %76, %82, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %49, !dbg !23
  %89 = select i1 %86, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %88, ptr addrspace(1) %84, i32 %89) #2, !dbg !23
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %52, !dbg !23
  %91 = select i1 %87, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %90, ptr addrspace(1) %85, i32 %91) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %92 = icmp slt i32 %78, %5, !dbg !24
  %93 = icmp slt i32 %79, %5, !dbg !24
  %94 = and i1 %37, %92, !dbg !25
  %95 = and i1 %37, %93, !dbg !25
  %96 = mul i32 %7, %78, !dbg !26
  %97 = mul i32 %7, %79, !dbg !26
  %98 = sext i32 %96 to i64, !dbg !27
  %99 = getelementptr half, ptr addrspace(1) %1, i64 %98, !dbg !27
  %100 = sext i32 %97 to i64, !dbg !27
  %101 = getelementptr half, ptr addrspace(1) %1, i64 %100, !dbg !27
  %102 = getelementptr half, ptr addrspace(1) %99, i64 %64, !dbg !28
  %103 = getelementptr half, ptr addrspace(1) %101, i64 %64, !dbg !28
  %104 = and i1 %76, %94, !dbg !19
  %105 = and i1 %76, %95, !dbg !19
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %70, !dbg !29
  %107 = select i1 %104, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %106, ptr addrspace(1) %102, i32 %107) #2, !dbg !29
  %108 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %73, !dbg !29
  %109 = select i1 %105, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %108, ptr addrspace(1) %103, i32 %109) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %64, !dbg !19
  br i1 %38, label %.lr.ph, label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %110 = add nsw i32 %5, -64
  br label %111, !dbg !19

111:                                              ; preds = %.lr.ph, %111
  %112 = phi i32 [ -1, %.lr.ph ], [ %150, %111 ]
  %113 = phi i32 [ 1, %.lr.ph ], [ %267, %111 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %233, %111 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %234, %111 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %235, %111 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %236, %111 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %237, %111 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %238, %111 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %239, %111 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %240, %111 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %241, %111 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %242, %111 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %243, %111 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %244, %111 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %245, %111 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %246, %111 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %111 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %248, %111 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %249, %111 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %250, %111 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %251, %111 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %252, %111 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %253, %111 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %254, %111 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %255, %111 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %256, %111 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %257, %111 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %258, %111 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %259, %111 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %260, %111 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %261, %111 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %262, %111 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %263, %111 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %264, %111 ]
  %146 = phi i32 [ 0, %.lr.ph ], [ %301, %111 ]
  %147 = icmp slt i32 %146, %110, !dbg !19
  %148 = add i32 %112, 1, !dbg !19
  %149 = icmp sgt i32 %148, 2, !dbg !19
  %150 = select i1 %149, i32 0, i32 %148, !dbg !19
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %151 = shl i32 %150, 11, !dbg !23
  %152 = getelementptr half, ptr addrspace(3) @global_smem, i32 %151, !dbg !23
  %153 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %151, !dbg !29
  %154 = ptrtoint ptr addrspace(3) %152 to i32, !dbg !31
  %155 = lshr exact i32 %154, 4, !dbg !31
  %156 = and i32 %155, 16383, !dbg !31
  %157 = zext nneg i32 %156 to i64, !dbg !31
  %158 = ptrtoint ptr addrspace(3) %153 to i32, !dbg !31
  %159 = lshr exact i32 %158, 4, !dbg !31
  %160 = and i32 %159, 16383, !dbg !31
  %161 = zext nneg i32 %160 to i64, !dbg !31
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !31
  %162 = or disjoint i64 %157, -9223371899415822336, !dbg !31
  %163 = or disjoint i64 %161, 4611686293305294848, !dbg !31
  %164 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %114, float %115, float %116, float %117, float %118, float %119, float %120, float %121, float %122, float %123, float %124, float %125, float %126, float %127, float %128, float %129, float %130, float %131, float %132, float %133, float %134, float %135, float %136, float %137, float %138, float %139, float %140, float %141, float %142, float %143, float %144, float %145, i64 %162, i64 %163, i1 true) #2, !dbg !31
  %165 = add nuw nsw i64 %157, -9223371899415822334, !dbg !31
  %166 = add nuw nsw i64 %161, 4611686293305294976, !dbg !31
  %167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 0, !dbg !31
  %168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 1, !dbg !31
  %169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 2, !dbg !31
  %170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 3, !dbg !31
  %171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 4, !dbg !31
  %172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 5, !dbg !31
  %173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 6, !dbg !31
  %174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 7, !dbg !31
  %175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 8, !dbg !31
  %176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 9, !dbg !31
  %177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 10, !dbg !31
  %178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 11, !dbg !31
  %179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 12, !dbg !31
  %180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 13, !dbg !31
  %181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 14, !dbg !31
  %182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 15, !dbg !31
  %183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 16, !dbg !31
  %184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 17, !dbg !31
  %185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 18, !dbg !31
  %186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 19, !dbg !31
  %187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 20, !dbg !31
  %188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 21, !dbg !31
  %189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 22, !dbg !31
  %190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 23, !dbg !31
  %191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 24, !dbg !31
  %192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 25, !dbg !31
  %193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 26, !dbg !31
  %194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 27, !dbg !31
  %195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 28, !dbg !31
  %196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 29, !dbg !31
  %197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 30, !dbg !31
  %198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %164, 31, !dbg !31
  %199 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %167, float %168, float %169, float %170, float %171, float %172, float %173, float %174, float %175, float %176, float %177, float %178, float %179, float %180, float %181, float %182, float %183, float %184, float %185, float %186, float %187, float %188, float %189, float %190, float %191, float %192, float %193, float %194, float %195, float %196, float %197, float %198, i64 %165, i64 %166, i1 true) #2, !dbg !31
  %200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 0, !dbg !31
  %201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 1, !dbg !31
  %202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 2, !dbg !31
  %203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 3, !dbg !31
  %204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 4, !dbg !31
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 5, !dbg !31
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 6, !dbg !31
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 7, !dbg !31
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 8, !dbg !31
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 9, !dbg !31
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 10, !dbg !31
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 11, !dbg !31
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 12, !dbg !31
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 13, !dbg !31
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 14, !dbg !31
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 15, !dbg !31
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 16, !dbg !31
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 17, !dbg !31
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 18, !dbg !31
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 19, !dbg !31
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 20, !dbg !31
  %221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 21, !dbg !31
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 22, !dbg !31
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 23, !dbg !31
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 24, !dbg !31
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 25, !dbg !31
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 26, !dbg !31
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 27, !dbg !31
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 28, !dbg !31
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 29, !dbg !31
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 30, !dbg !31
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %199, 31, !dbg !31
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !31
  %232 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %200, float %201, float %202, float %203, float %204, float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, ptr addrspace(3) %152, i32 0, i32 0, ptr addrspace(3) %153, i32 0, i32 0) #2, !dbg !31
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 0, !dbg !31
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 1, !dbg !31
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 2, !dbg !31
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 3, !dbg !31
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 4, !dbg !31
  %238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 5, !dbg !31
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 6, !dbg !31
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 7, !dbg !31
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 8, !dbg !31
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 9, !dbg !31
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 10, !dbg !31
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 11, !dbg !31
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 12, !dbg !31
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 13, !dbg !31
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 14, !dbg !31
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 15, !dbg !31
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 16, !dbg !31
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 17, !dbg !31
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 18, !dbg !31
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 19, !dbg !31
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 20, !dbg !31
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 21, !dbg !31
  %255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 22, !dbg !31
  %256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 23, !dbg !31
  %257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 24, !dbg !31
  %258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 25, !dbg !31
  %259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 26, !dbg !31
  %260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 27, !dbg !31
  %261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 28, !dbg !31
  %262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 29, !dbg !31
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 30, !dbg !31
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %232, 31, !dbg !31
  %265 = add i32 %113, 1, !dbg !19
  %266 = icmp sgt i32 %265, 2, !dbg !19
  %267 = select i1 %266, i32 0, i32 %265, !dbg !19
  %268 = add i32 %146, 64, !dbg !19
  %269 = or disjoint i32 %268, %25, !dbg !30
  %270 = or disjoint i32 %268, %27, !dbg !30
  %271 = or disjoint i32 %268, %28, !dbg !30
  %272 = icmp slt i32 %269, %5, !dbg !20
  %273 = and i1 %29, %272, !dbg !21
  %274 = and i1 %30, %272, !dbg !21
  %275 = sext i32 %269 to i64, !dbg !22
  %276 = getelementptr half, ptr addrspace(1) %34, i64 %275, !dbg !22
  %277 = getelementptr half, ptr addrspace(1) %36, i64 %275, !dbg !22
  %278 = shl i32 %267, 11, !dbg !23
  %279 = getelementptr half, ptr addrspace(3) @global_smem, i32 %278, !dbg !23
  %280 = and i1 %147, %273, !dbg !19
  %281 = and i1 %147, %274, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %279, i32 %49, !dbg !23
  %283 = select i1 %280, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %282, ptr addrspace(1) %276, i32 %283) #2, !dbg !23
  %284 = getelementptr inbounds nuw i8, ptr addrspace(3) %279, i32 %52, !dbg !23
  %285 = select i1 %281, i32 16, i32 0, !dbg !23
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %284, ptr addrspace(1) %277, i32 %285) #2, !dbg !23
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !23
  %286 = icmp slt i32 %270, %5, !dbg !24
  %287 = icmp slt i32 %271, %5, !dbg !24
  %288 = and i1 %37, %286, !dbg !25
  %289 = and i1 %37, %287, !dbg !25
  %290 = mul i32 %270, %7, !dbg !26
  %291 = mul i32 %271, %7, !dbg !26
  %292 = sext i32 %290 to i64, !dbg !27
  %293 = sext i32 %291 to i64, !dbg !27
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %292, !dbg !28
  %gep65 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %293, !dbg !28
  %294 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %278, !dbg !29
  %295 = and i1 %147, %288, !dbg !19
  %296 = and i1 %147, %289, !dbg !19
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) %294, i32 %70, !dbg !29
  %298 = select i1 %295, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %297, ptr addrspace(1) %gep, i32 %298) #2, !dbg !29
  %299 = getelementptr inbounds nuw i8, ptr addrspace(3) %294, i32 %73, !dbg !29
  %300 = select i1 %296, i32 16, i32 0, !dbg !29
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %299, ptr addrspace(1) %gep65, i32 %300) #2, !dbg !29
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !29
  %301 = add i32 %146, 32, !dbg !19
  %302 = icmp slt i32 %301, %5, !dbg !19
  br i1 %302, label %111, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %111, %11
  %303 = phi float [ 0.000000e+00, %11 ], [ %233, %111 ], !dbg !32
  %304 = phi float [ 0.000000e+00, %11 ], [ %234, %111 ], !dbg !32
  %305 = phi float [ 0.000000e+00, %11 ], [ %235, %111 ], !dbg !32
  %306 = phi float [ 0.000000e+00, %11 ], [ %236, %111 ], !dbg !32
  %307 = phi float [ 0.000000e+00, %11 ], [ %237, %111 ], !dbg !32
  %308 = phi float [ 0.000000e+00, %11 ], [ %238, %111 ], !dbg !32
  %309 = phi float [ 0.000000e+00, %11 ], [ %239, %111 ], !dbg !32
  %310 = phi float [ 0.000000e+00, %11 ], [ %240, %111 ], !dbg !32
  %311 = phi float [ 0.000000e+00, %11 ], [ %241, %111 ], !dbg !32
  %312 = phi float [ 0.000000e+00, %11 ], [ %242, %111 ], !dbg !32
  %313 = phi float [ 0.000000e+00, %11 ], [ %243, %111 ], !dbg !32
  %314 = phi float [ 0.000000e+00, %11 ], [ %244, %111 ], !dbg !32
  %315 = phi float [ 0.000000e+00, %11 ], [ %245, %111 ], !dbg !32
  %316 = phi float [ 0.000000e+00, %11 ], [ %246, %111 ], !dbg !32
  %317 = phi float [ 0.000000e+00, %11 ], [ %247, %111 ], !dbg !32
  %318 = phi float [ 0.000000e+00, %11 ], [ %248, %111 ], !dbg !32
  %319 = phi float [ 0.000000e+00, %11 ], [ %249, %111 ], !dbg !32
  %320 = phi float [ 0.000000e+00, %11 ], [ %250, %111 ], !dbg !32
  %321 = phi float [ 0.000000e+00, %11 ], [ %251, %111 ], !dbg !32
  %322 = phi float [ 0.000000e+00, %11 ], [ %252, %111 ], !dbg !32
  %323 = phi float [ 0.000000e+00, %11 ], [ %253, %111 ], !dbg !32
  %324 = phi float [ 0.000000e+00, %11 ], [ %254, %111 ], !dbg !32
  %325 = phi float [ 0.000000e+00, %11 ], [ %255, %111 ], !dbg !32
  %326 = phi float [ 0.000000e+00, %11 ], [ %256, %111 ], !dbg !32
  %327 = phi float [ 0.000000e+00, %11 ], [ %257, %111 ], !dbg !32
  %328 = phi float [ 0.000000e+00, %11 ], [ %258, %111 ], !dbg !32
  %329 = phi float [ 0.000000e+00, %11 ], [ %259, %111 ], !dbg !32
  %330 = phi float [ 0.000000e+00, %11 ], [ %260, %111 ], !dbg !32
  %331 = phi float [ 0.000000e+00, %11 ], [ %261, %111 ], !dbg !32
  %332 = phi float [ 0.000000e+00, %11 ], [ %262, %111 ], !dbg !32
  %333 = phi float [ 0.000000e+00, %11 ], [ %263, %111 ], !dbg !32
  %334 = phi float [ 0.000000e+00, %11 ], [ %264, %111 ], !dbg !32
  %335 = shl nuw nsw i32 %15, 2, !dbg !10
  %336 = and i32 %335, 60, !dbg !10
  %337 = or disjoint i32 %336, %22, !dbg !13
  %338 = lshr i32 %15, 4, !dbg !10
  %339 = or disjoint i32 %338, %14, !dbg !11
  %340 = or i32 %339, 56, !dbg !11
  %341 = and i32 %338, 7, !dbg !10
  %342 = or disjoint i32 %14, %341, !dbg !11
  %343 = or disjoint i32 %342, 48, !dbg !11
  %344 = or disjoint i32 %342, 40, !dbg !11
  %345 = or disjoint i32 %342, 32, !dbg !11
  %346 = or disjoint i32 %342, 24, !dbg !11
  %347 = or disjoint i32 %342, 16, !dbg !11
  %348 = or disjoint i32 %342, 8, !dbg !11
  %349 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334) #2, !dbg !19
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %350 = icmp slt i32 %342, %3, !dbg !33
  %351 = icmp slt i32 %347, %3, !dbg !33
  %352 = icmp slt i32 %345, %3, !dbg !33
  %353 = icmp slt i32 %343, %3, !dbg !33
  %354 = icmp slt i32 %337, %4, !dbg !34
  %355 = and i1 %350, %354, !dbg !35
  %356 = and i1 %351, %354, !dbg !35
  %357 = and i1 %352, %354, !dbg !35
  %358 = and i1 %353, %354, !dbg !35
  %359 = mul i32 %8, %342, !dbg !36
  %360 = mul i32 %8, %348, !dbg !36
  %361 = mul i32 %8, %347, !dbg !36
  %362 = mul i32 %8, %346, !dbg !36
  %363 = mul i32 %8, %345, !dbg !36
  %364 = mul i32 %8, %344, !dbg !36
  %365 = mul i32 %8, %343, !dbg !36
  %366 = mul i32 %8, %340, !dbg !36
  %367 = sext i32 %359 to i64, !dbg !37
  %368 = getelementptr float, ptr addrspace(1) %2, i64 %367, !dbg !37
  %369 = sext i32 %360 to i64, !dbg !37
  %370 = getelementptr float, ptr addrspace(1) %2, i64 %369, !dbg !37
  %371 = sext i32 %361 to i64, !dbg !37
  %372 = getelementptr float, ptr addrspace(1) %2, i64 %371, !dbg !37
  %373 = sext i32 %362 to i64, !dbg !37
  %374 = getelementptr float, ptr addrspace(1) %2, i64 %373, !dbg !37
  %375 = sext i32 %363 to i64, !dbg !37
  %376 = getelementptr float, ptr addrspace(1) %2, i64 %375, !dbg !37
  %377 = sext i32 %364 to i64, !dbg !37
  %378 = getelementptr float, ptr addrspace(1) %2, i64 %377, !dbg !37
  %379 = sext i32 %365 to i64, !dbg !37
  %380 = getelementptr float, ptr addrspace(1) %2, i64 %379, !dbg !37
  %381 = sext i32 %366 to i64, !dbg !37
  %382 = getelementptr float, ptr addrspace(1) %2, i64 %381, !dbg !37
  %383 = zext nneg i32 %337 to i64, !dbg !38
  %384 = getelementptr float, ptr addrspace(1) %368, i64 %383, !dbg !38
  %385 = getelementptr float, ptr addrspace(1) %370, i64 %383, !dbg !38
  %386 = getelementptr float, ptr addrspace(1) %372, i64 %383, !dbg !38
  %387 = getelementptr float, ptr addrspace(1) %374, i64 %383, !dbg !38
  %388 = getelementptr float, ptr addrspace(1) %376, i64 %383, !dbg !38
  %389 = getelementptr float, ptr addrspace(1) %378, i64 %383, !dbg !38
  %390 = getelementptr float, ptr addrspace(1) %380, i64 %383, !dbg !38
  %391 = getelementptr float, ptr addrspace(1) %382, i64 %383, !dbg !38
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 0, !dbg !39
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 1, !dbg !39
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 2, !dbg !39
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 3, !dbg !39
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 4, !dbg !39
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 5, !dbg !39
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 6, !dbg !39
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 7, !dbg !39
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 8, !dbg !39
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 9, !dbg !39
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 10, !dbg !39
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 11, !dbg !39
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 12, !dbg !39
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 13, !dbg !39
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 14, !dbg !39
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 15, !dbg !39
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 16, !dbg !39
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 17, !dbg !39
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 18, !dbg !39
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 19, !dbg !39
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 20, !dbg !39
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 21, !dbg !39
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 22, !dbg !39
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 23, !dbg !39
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 24, !dbg !39
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 25, !dbg !39
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 26, !dbg !39
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 27, !dbg !39
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 28, !dbg !39
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 29, !dbg !39
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 30, !dbg !39
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %349, 31, !dbg !39
  %424 = shl nuw nsw i32 %26, 4, !dbg !39
  %425 = and i32 %15, 1, !dbg !39
  %426 = icmp eq i32 %425, 0, !dbg !39
  %427 = select i1 %426, i32 0, i32 8256, !dbg !39
  %428 = and i32 %24, 16, !dbg !39
  %429 = and i32 %15, 4, !dbg !39
  %430 = icmp eq i32 %429, 0, !dbg !39
  %431 = select i1 %430, i32 0, i32 4128, !dbg !39
  %432 = or disjoint i32 %427, %424, !dbg !39
  %433 = or disjoint i32 %428, %431, !dbg !39
  %434 = or disjoint i32 %432, %433, !dbg !39
  %435 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %434, !dbg !39
  %436 = insertelement <4 x float> poison, float %392, i64 0, !dbg !39
  %437 = insertelement <4 x float> %436, float %393, i64 1, !dbg !39
  %438 = insertelement <4 x float> %437, float %394, i64 2, !dbg !39
  %439 = insertelement <4 x float> %438, float %395, i64 3, !dbg !39
  store <4 x float> %439, ptr addrspace(3) %435, align 16, !dbg !39
  %440 = getelementptr inbounds nuw i8, ptr addrspace(3) %435, i32 2048, !dbg !39
  %441 = insertelement <4 x float> poison, float %408, i64 0, !dbg !39
  %442 = insertelement <4 x float> %441, float %409, i64 1, !dbg !39
  %443 = insertelement <4 x float> %442, float %410, i64 2, !dbg !39
  %444 = insertelement <4 x float> %443, float %411, i64 3, !dbg !39
  store <4 x float> %444, ptr addrspace(3) %440, align 16, !dbg !39
  %445 = xor i32 %434, 32, !dbg !39
  %446 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %445, !dbg !39
  %447 = insertelement <4 x float> poison, float %396, i64 0, !dbg !39
  %448 = insertelement <4 x float> %447, float %397, i64 1, !dbg !39
  %449 = insertelement <4 x float> %448, float %398, i64 2, !dbg !39
  %450 = insertelement <4 x float> %449, float %399, i64 3, !dbg !39
  store <4 x float> %450, ptr addrspace(3) %446, align 16, !dbg !39
  %451 = getelementptr inbounds nuw i8, ptr addrspace(3) %446, i32 2048, !dbg !39
  %452 = insertelement <4 x float> poison, float %412, i64 0, !dbg !39
  %453 = insertelement <4 x float> %452, float %413, i64 1, !dbg !39
  %454 = insertelement <4 x float> %453, float %414, i64 2, !dbg !39
  %455 = insertelement <4 x float> %454, float %415, i64 3, !dbg !39
  store <4 x float> %455, ptr addrspace(3) %451, align 16, !dbg !39
  %456 = xor i32 %434, 64, !dbg !39
  %457 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %456, !dbg !39
  %458 = insertelement <4 x float> poison, float %400, i64 0, !dbg !39
  %459 = insertelement <4 x float> %458, float %401, i64 1, !dbg !39
  %460 = insertelement <4 x float> %459, float %402, i64 2, !dbg !39
  %461 = insertelement <4 x float> %460, float %403, i64 3, !dbg !39
  store <4 x float> %461, ptr addrspace(3) %457, align 16, !dbg !39
  %462 = getelementptr inbounds nuw i8, ptr addrspace(3) %457, i32 2048, !dbg !39
  %463 = insertelement <4 x float> poison, float %416, i64 0, !dbg !39
  %464 = insertelement <4 x float> %463, float %417, i64 1, !dbg !39
  %465 = insertelement <4 x float> %464, float %418, i64 2, !dbg !39
  %466 = insertelement <4 x float> %465, float %419, i64 3, !dbg !39
  store <4 x float> %466, ptr addrspace(3) %462, align 16, !dbg !39
  %467 = xor i32 %434, 96, !dbg !39
  %468 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %467, !dbg !39
  %469 = insertelement <4 x float> poison, float %404, i64 0, !dbg !39
  %470 = insertelement <4 x float> %469, float %405, i64 1, !dbg !39
  %471 = insertelement <4 x float> %470, float %406, i64 2, !dbg !39
  %472 = insertelement <4 x float> %471, float %407, i64 3, !dbg !39
  store <4 x float> %472, ptr addrspace(3) %468, align 16, !dbg !39
  %473 = getelementptr inbounds nuw i8, ptr addrspace(3) %468, i32 2048, !dbg !39
  %474 = insertelement <4 x float> poison, float %420, i64 0, !dbg !39
  %475 = insertelement <4 x float> %474, float %421, i64 1, !dbg !39
  %476 = insertelement <4 x float> %475, float %422, i64 2, !dbg !39
  %477 = insertelement <4 x float> %476, float %423, i64 3, !dbg !39
  store <4 x float> %477, ptr addrspace(3) %473, align 16, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %478 = shl nuw nsw i32 %18, 4, !dbg !39
  %479 = and i32 %335, 384, !dbg !39
  %480 = shl nuw nsw i32 %15, 8, !dbg !39
  %481 = and i32 %480, 2048, !dbg !39
  %482 = and i32 %15, 16, !dbg !39
  %483 = icmp eq i32 %482, 0, !dbg !39
  %484 = select i1 %483, i32 0, i32 4128, !dbg !39
  %485 = or disjoint i32 %478, %479, !dbg !39
  %486 = xor i32 %485, %484, !dbg !39
  %487 = or disjoint i32 %486, %481, !dbg !39
  %488 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %487, !dbg !39
  %489 = load <4 x i32>, ptr addrspace(3) %488, align 16, !dbg !39
  %490 = getelementptr inbounds nuw i8, ptr addrspace(3) %488, i32 512, !dbg !39
  %491 = load <4 x i32>, ptr addrspace(3) %490, align 16, !dbg !39
  %492 = getelementptr inbounds nuw i8, ptr addrspace(3) %488, i32 1024, !dbg !39
  %493 = load <4 x i32>, ptr addrspace(3) %492, align 16, !dbg !39
  %494 = getelementptr inbounds nuw i8, ptr addrspace(3) %488, i32 1536, !dbg !39
  %495 = load <4 x i32>, ptr addrspace(3) %494, align 16, !dbg !39
  %496 = xor i32 %487, 8256, !dbg !39
  %497 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %496, !dbg !39
  %498 = load <4 x i32>, ptr addrspace(3) %497, align 16, !dbg !39
  %499 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 512, !dbg !39
  %500 = load <4 x i32>, ptr addrspace(3) %499, align 16, !dbg !39
  %501 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 1024, !dbg !39
  %502 = load <4 x i32>, ptr addrspace(3) %501, align 16, !dbg !39
  %503 = getelementptr inbounds nuw i8, ptr addrspace(3) %497, i32 1536, !dbg !39
  %504 = load <4 x i32>, ptr addrspace(3) %503, align 16, !dbg !39
  %.extract = extractelement <4 x i32> %489, i64 0, !dbg !39
  %.extract33 = extractelement <4 x i32> %489, i64 1, !dbg !39
  %.extract34 = extractelement <4 x i32> %498, i64 0, !dbg !39
  %.extract35 = extractelement <4 x i32> %498, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract, i32 %.extract33, i32 %.extract34, i32 %.extract35, ptr addrspace(1) %384, i1 %355) #2, !dbg !39
  %.extract36 = extractelement <4 x i32> %489, i64 2, !dbg !39
  %.extract37 = extractelement <4 x i32> %489, i64 3, !dbg !39
  %.extract38 = extractelement <4 x i32> %498, i64 2, !dbg !39
  %.extract39 = extractelement <4 x i32> %498, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract36, i32 %.extract37, i32 %.extract38, i32 %.extract39, ptr addrspace(1) %385, i1 %355) #2, !dbg !39
  %.extract40 = extractelement <4 x i32> %491, i64 0, !dbg !39
  %.extract41 = extractelement <4 x i32> %491, i64 1, !dbg !39
  %.extract42 = extractelement <4 x i32> %500, i64 0, !dbg !39
  %.extract43 = extractelement <4 x i32> %500, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract40, i32 %.extract41, i32 %.extract42, i32 %.extract43, ptr addrspace(1) %386, i1 %356) #2, !dbg !39
  %.extract44 = extractelement <4 x i32> %491, i64 2, !dbg !39
  %.extract45 = extractelement <4 x i32> %491, i64 3, !dbg !39
  %.extract46 = extractelement <4 x i32> %500, i64 2, !dbg !39
  %.extract47 = extractelement <4 x i32> %500, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract44, i32 %.extract45, i32 %.extract46, i32 %.extract47, ptr addrspace(1) %387, i1 %356) #2, !dbg !39
  %.extract48 = extractelement <4 x i32> %493, i64 0, !dbg !39
  %.extract49 = extractelement <4 x i32> %493, i64 1, !dbg !39
  %.extract50 = extractelement <4 x i32> %502, i64 0, !dbg !39
  %.extract51 = extractelement <4 x i32> %502, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract48, i32 %.extract49, i32 %.extract50, i32 %.extract51, ptr addrspace(1) %388, i1 %357) #2, !dbg !39
  %.extract52 = extractelement <4 x i32> %493, i64 2, !dbg !39
  %.extract53 = extractelement <4 x i32> %493, i64 3, !dbg !39
  %.extract54 = extractelement <4 x i32> %502, i64 2, !dbg !39
  %.extract55 = extractelement <4 x i32> %502, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract52, i32 %.extract53, i32 %.extract54, i32 %.extract55, ptr addrspace(1) %389, i1 %357) #2, !dbg !39
  %.extract56 = extractelement <4 x i32> %495, i64 0, !dbg !39
  %.extract57 = extractelement <4 x i32> %495, i64 1, !dbg !39
  %.extract58 = extractelement <4 x i32> %504, i64 0, !dbg !39
  %.extract59 = extractelement <4 x i32> %504, i64 1, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract56, i32 %.extract57, i32 %.extract58, i32 %.extract59, ptr addrspace(1) %390, i1 %358) #2, !dbg !39
  %.extract60 = extractelement <4 x i32> %495, i64 2, !dbg !39
  %.extract61 = extractelement <4 x i32> %495, i64 3, !dbg !39
  %.extract62 = extractelement <4 x i32> %504, i64 2, !dbg !39
  %.extract63 = extractelement <4 x i32> %504, i64 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.extract60, i32 %.extract61, i32 %.extract62, i32 %.extract63, ptr addrspace(1) %391, i1 %358) #2, !dbg !39
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

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nounwind }

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
