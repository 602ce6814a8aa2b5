; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @flash_attn_fwd_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) readnone captures(none) %7, ptr addrspace(1) readnone captures(none) %8) local_unnamed_addr #0 !dbg !5 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %11 = zext nneg i32 %10 to i64, !dbg !9
  %12 = sext i32 %4 to i64, !dbg !10
  %13 = mul nsw i64 %12, %11, !dbg !10
  %14 = sext i32 %5 to i64, !dbg !11
  %15 = mul i64 %13, %14, !dbg !11
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %17 = shl i32 %16, 6, !dbg !13
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %19 = lshr i32 %18, 3, !dbg !14
  %20 = and i32 %19, 15, !dbg !14
  %21 = or disjoint i32 %20, 16, !dbg !14
  %22 = or disjoint i32 %20, 32, !dbg !14
  %23 = or disjoint i32 %20, 48, !dbg !14
  %24 = shl nuw nsw i32 %18, 1, !dbg !14
  %25 = and i32 %24, 6, !dbg !14
  %26 = or disjoint i32 %20, %17, !dbg !15
  %27 = or disjoint i32 %21, %17, !dbg !15
  %28 = or disjoint i32 %22, %17, !dbg !15
  %29 = or disjoint i32 %23, %17, !dbg !15
  %30 = icmp slt i32 %26, %4, !dbg !16
  %31 = icmp slt i32 %27, %4, !dbg !16
  %32 = icmp slt i32 %28, %4, !dbg !16
  %33 = icmp slt i32 %29, %4, !dbg !16
  %34 = getelementptr half, ptr addrspace(1) %0, i64 %15, !dbg !17
  %35 = mul i32 %5, %26, !dbg !18
  %36 = mul i32 %5, %27, !dbg !18
  %37 = mul i32 %5, %28, !dbg !18
  %38 = mul i32 %5, %29, !dbg !18
  %39 = sext i32 %35 to i64, !dbg !19
  %40 = getelementptr half, ptr addrspace(1) %34, i64 %39, !dbg !19
  %41 = sext i32 %36 to i64, !dbg !19
  %42 = getelementptr half, ptr addrspace(1) %34, i64 %41, !dbg !19
  %43 = sext i32 %37 to i64, !dbg !19
  %44 = getelementptr half, ptr addrspace(1) %34, i64 %43, !dbg !19
  %45 = sext i32 %38 to i64, !dbg !19
  %46 = getelementptr half, ptr addrspace(1) %34, i64 %45, !dbg !19
  %47 = shl nuw nsw i32 %18, 3, !dbg !20
  %48 = and i32 %47, 56, !dbg !20
  %49 = zext nneg i32 %48 to i64, !dbg !21
  %50 = getelementptr half, ptr addrspace(1) %40, i64 %49, !dbg !21
  %51 = getelementptr half, ptr addrspace(1) %42, i64 %49, !dbg !21
  %52 = getelementptr half, ptr addrspace(1) %44, i64 %49, !dbg !21
  %53 = getelementptr half, ptr addrspace(1) %46, i64 %49, !dbg !21
  %54 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %50, i1 %30) #2, !dbg !22
  %55 = extractvalue { i32, i32, i32, i32 } %54, 0, !dbg !22
  %56 = extractvalue { i32, i32, i32, i32 } %54, 1, !dbg !22
  %57 = extractvalue { i32, i32, i32, i32 } %54, 2, !dbg !22
  %58 = extractvalue { i32, i32, i32, i32 } %54, 3, !dbg !22
  %59 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %51, i1 %31) #2, !dbg !22
  %60 = extractvalue { i32, i32, i32, i32 } %59, 0, !dbg !22
  %61 = extractvalue { i32, i32, i32, i32 } %59, 1, !dbg !22
  %62 = extractvalue { i32, i32, i32, i32 } %59, 2, !dbg !22
  %63 = extractvalue { i32, i32, i32, i32 } %59, 3, !dbg !22
  %64 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %52, i1 %32) #2, !dbg !22
  %65 = extractvalue { i32, i32, i32, i32 } %64, 0, !dbg !22
  %66 = extractvalue { i32, i32, i32, i32 } %64, 1, !dbg !22
  %67 = extractvalue { i32, i32, i32, i32 } %64, 2, !dbg !22
  %68 = extractvalue { i32, i32, i32, i32 } %64, 3, !dbg !22
  %69 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %53, i1 %33) #2, !dbg !22
  %70 = extractvalue { i32, i32, i32, i32 } %69, 0, !dbg !22
  %71 = extractvalue { i32, i32, i32, i32 } %69, 1, !dbg !22
  %72 = extractvalue { i32, i32, i32, i32 } %69, 2, !dbg !22
  %73 = extractvalue { i32, i32, i32, i32 } %69, 3, !dbg !22
  %74 = shl nuw nsw i32 %18, 4, !dbg !22
  %75 = and i32 %74, 2032, !dbg !22
  %76 = and i32 %24, 112, !dbg !22
  %77 = xor i32 %75, %76, !dbg !22
  %78 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %77, !dbg !22
  %79 = insertelement <4 x i32> poison, i32 %55, i64 0, !dbg !22
  %80 = insertelement <4 x i32> %79, i32 %56, i64 1, !dbg !22
  %81 = insertelement <4 x i32> %80, i32 %57, i64 2, !dbg !22
  %82 = insertelement <4 x i32> %81, i32 %58, i64 3, !dbg !22
  store <4 x i32> %82, ptr addrspace(3) %78, align 16, !dbg !22
  %83 = or disjoint i32 %77, 2048, !dbg !22
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %83, !dbg !22
  %85 = insertelement <4 x i32> poison, i32 %60, i64 0, !dbg !22
  %86 = insertelement <4 x i32> %85, i32 %61, i64 1, !dbg !22
  %87 = insertelement <4 x i32> %86, i32 %62, i64 2, !dbg !22
  %88 = insertelement <4 x i32> %87, i32 %63, i64 3, !dbg !22
  store <4 x i32> %88, ptr addrspace(3) %84, align 16, !dbg !22
  %89 = or disjoint i32 %77, 4096, !dbg !22
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %89, !dbg !22
  %91 = insertelement <4 x i32> poison, i32 %65, i64 0, !dbg !22
  %92 = insertelement <4 x i32> %91, i32 %66, i64 1, !dbg !22
  %93 = insertelement <4 x i32> %92, i32 %67, i64 2, !dbg !22
  %94 = insertelement <4 x i32> %93, i32 %68, i64 3, !dbg !22
  store <4 x i32> %94, ptr addrspace(3) %90, align 16, !dbg !22
  %95 = or disjoint i32 %77, 6144, !dbg !22
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %95, !dbg !22
  %97 = insertelement <4 x i32> poison, i32 %70, i64 0, !dbg !22
  %98 = insertelement <4 x i32> %97, i32 %71, i64 1, !dbg !22
  %99 = insertelement <4 x i32> %98, i32 %72, i64 2, !dbg !22
  %100 = insertelement <4 x i32> %99, i32 %73, i64 3, !dbg !22
  store <4 x i32> %100, ptr addrspace(3) %96, align 16, !dbg !22
  %101 = fmul float %6, 0x3FF7154760000000, !dbg !23
  %102 = getelementptr half, ptr addrspace(1) %1, i64 %15, !dbg !24
  %103 = getelementptr half, ptr addrspace(1) %2, i64 %15, !dbg !25
  %104 = icmp sgt i32 %4, 0, !dbg !26
  %105 = icmp slt i32 %20, %4, !dbg !27
  %106 = icmp slt i32 %21, %4, !dbg !27
  %107 = icmp slt i32 %22, %4, !dbg !27
  %108 = icmp slt i32 %23, %4, !dbg !27
  %109 = mul i32 %5, %20, !dbg !28
  %110 = mul i32 %5, %21, !dbg !28
  %111 = mul i32 %5, %22, !dbg !28
  %112 = mul i32 %5, %23, !dbg !28
  %113 = sext i32 %109 to i64, !dbg !29
  %114 = getelementptr half, ptr addrspace(1) %102, i64 %113, !dbg !29
  %115 = sext i32 %110 to i64, !dbg !29
  %116 = getelementptr half, ptr addrspace(1) %102, i64 %115, !dbg !29
  %117 = sext i32 %111 to i64, !dbg !29
  %118 = getelementptr half, ptr addrspace(1) %102, i64 %117, !dbg !29
  %119 = sext i32 %112 to i64, !dbg !29
  %120 = getelementptr half, ptr addrspace(1) %102, i64 %119, !dbg !29
  %121 = getelementptr half, ptr addrspace(1) %114, i64 %49, !dbg !30
  %122 = getelementptr half, ptr addrspace(1) %116, i64 %49, !dbg !30
  %123 = getelementptr half, ptr addrspace(1) %118, i64 %49, !dbg !30
  %124 = getelementptr half, ptr addrspace(1) %120, i64 %49, !dbg !30
  %125 = and i1 %104, %106, !dbg !26
  %126 = and i1 %104, %107, !dbg !26
  %127 = and i1 %104, %108, !dbg !26
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %77, !dbg !31
  %129 = select i1 %105, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %128, ptr addrspace(1) %121, i32 %129) #2, !dbg !31
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83, !dbg !31
  %131 = select i1 %125, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %130, ptr addrspace(1) %122, i32 %131) #2, !dbg !31
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89, !dbg !31
  %133 = select i1 %126, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %132, ptr addrspace(1) %123, i32 %133) #2, !dbg !31
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95, !dbg !31
  %135 = select i1 %127, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %134, ptr addrspace(1) %124, i32 %135) #2, !dbg !31
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !31
  %136 = getelementptr half, ptr addrspace(1) %103, i64 %113, !dbg !32
  %137 = getelementptr half, ptr addrspace(1) %103, i64 %115, !dbg !32
  %138 = getelementptr half, ptr addrspace(1) %103, i64 %117, !dbg !32
  %139 = getelementptr half, ptr addrspace(1) %103, i64 %119, !dbg !32
  %140 = getelementptr half, ptr addrspace(1) %136, i64 %49, !dbg !33
  %141 = getelementptr half, ptr addrspace(1) %137, i64 %49, !dbg !33
  %142 = getelementptr half, ptr addrspace(1) %138, i64 %49, !dbg !33
  %143 = getelementptr half, ptr addrspace(1) %139, i64 %49, !dbg !33
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %77, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %144, ptr addrspace(1) %140, i32 %129) #2, !dbg !34
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %83, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %145, ptr addrspace(1) %141, i32 %131) #2, !dbg !34
  %146 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %89, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %146, ptr addrspace(1) %142, i32 %133) #2, !dbg !34
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %95, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %147, ptr addrspace(1) %143, i32 %135) #2, !dbg !34
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !34
  %148 = icmp sgt i32 %4, 64, !dbg !26
  %149 = or disjoint i32 %20, 64, !dbg !35
  %150 = or disjoint i32 %20, 80, !dbg !35
  %151 = or disjoint i32 %20, 96, !dbg !35
  %152 = or i32 %19, 112, !dbg !35
  %153 = icmp slt i32 %149, %4, !dbg !27
  %154 = icmp slt i32 %150, %4, !dbg !27
  %155 = icmp slt i32 %151, %4, !dbg !27
  %156 = icmp slt i32 %152, %4, !dbg !27
  %157 = mul i32 %5, %149, !dbg !28
  %158 = mul i32 %5, %150, !dbg !28
  %159 = mul i32 %5, %151, !dbg !28
  %160 = mul i32 %5, %152, !dbg !28
  %161 = sext i32 %157 to i64, !dbg !29
  %162 = getelementptr half, ptr addrspace(1) %102, i64 %161, !dbg !29
  %163 = sext i32 %158 to i64, !dbg !29
  %164 = getelementptr half, ptr addrspace(1) %102, i64 %163, !dbg !29
  %165 = sext i32 %159 to i64, !dbg !29
  %166 = getelementptr half, ptr addrspace(1) %102, i64 %165, !dbg !29
  %167 = sext i32 %160 to i64, !dbg !29
  %168 = getelementptr half, ptr addrspace(1) %102, i64 %167, !dbg !29
  %169 = getelementptr half, ptr addrspace(1) %162, i64 %49, !dbg !30
  %170 = getelementptr half, ptr addrspace(1) %164, i64 %49, !dbg !30
  %171 = getelementptr half, ptr addrspace(1) %166, i64 %49, !dbg !30
  %172 = getelementptr half, ptr addrspace(1) %168, i64 %49, !dbg !30
  %173 = and i1 %148, %153, !dbg !26
  %174 = and i1 %148, %154, !dbg !26
  %175 = and i1 %148, %155, !dbg !26
  %176 = and i1 %148, %156, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %177 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %77, !dbg !31
  %178 = select i1 %173, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %177, ptr addrspace(1) %169, i32 %178) #2, !dbg !31
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %83, !dbg !31
  %180 = select i1 %174, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %179, ptr addrspace(1) %170, i32 %180) #2, !dbg !31
  %181 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %89, !dbg !31
  %182 = select i1 %175, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %181, ptr addrspace(1) %171, i32 %182) #2, !dbg !31
  %183 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %95, !dbg !31
  %184 = select i1 %176, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %183, ptr addrspace(1) %172, i32 %184) #2, !dbg !31
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !31
  %185 = getelementptr half, ptr addrspace(1) %103, i64 %161, !dbg !32
  %186 = getelementptr half, ptr addrspace(1) %103, i64 %163, !dbg !32
  %187 = getelementptr half, ptr addrspace(1) %103, i64 %165, !dbg !32
  %188 = getelementptr half, ptr addrspace(1) %103, i64 %167, !dbg !32
  %189 = getelementptr half, ptr addrspace(1) %185, i64 %49, !dbg !33
  %190 = getelementptr half, ptr addrspace(1) %186, i64 %49, !dbg !33
  %191 = getelementptr half, ptr addrspace(1) %187, i64 %49, !dbg !33
  %192 = getelementptr half, ptr addrspace(1) %188, i64 %49, !dbg !33
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %77, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %193, ptr addrspace(1) %189, i32 %178) #2, !dbg !34
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %83, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %194, ptr addrspace(1) %190, i32 %180) #2, !dbg !34
  %195 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %89, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %195, ptr addrspace(1) %191, i32 %182) #2, !dbg !34
  %196 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 32768), i32 %95, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %196, ptr addrspace(1) %192, i32 %184) #2, !dbg !34
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !34
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #2, !dbg !36
  %invariant.gep = getelementptr half, ptr addrspace(1) %102, i64 %49, !dbg !26
  %invariant.gep120 = getelementptr half, ptr addrspace(1) %103, i64 %49, !dbg !26
  br i1 %104, label %.lr.ph, label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %9
  %197 = add nsw i32 %4, -128
  %198 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152) to i32), 4
  %199 = and i32 %198, 16383
  %200 = zext nneg i32 %199 to i64
  %201 = or disjoint i64 %200, 4611686293305294848
  %202 = add nuw nsw i64 %200, 4611686293305294850
  %203 = add nuw nsw i64 %200, 4611686293305294852
  %204 = add nuw nsw i64 %200, 4611686293305294854
  br label %205, !dbg !26

205:                                              ; preds = %.lr.ph, %__nv_exp2f.exit112
  %206 = phi i32 [ -1, %.lr.ph ], [ %248, %__nv_exp2f.exit112 ]
  %207 = phi i32 [ 1, %.lr.ph ], [ %1093, %__nv_exp2f.exit112 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %__nv_exp2f.exit112 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %__nv_exp2f.exit112 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %__nv_exp2f.exit112 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %1062, %__nv_exp2f.exit112 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %1063, %__nv_exp2f.exit112 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %1064, %__nv_exp2f.exit112 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %__nv_exp2f.exit112 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %__nv_exp2f.exit112 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %1067, %__nv_exp2f.exit112 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %1068, %__nv_exp2f.exit112 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %1069, %__nv_exp2f.exit112 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %1070, %__nv_exp2f.exit112 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %1071, %__nv_exp2f.exit112 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %1072, %__nv_exp2f.exit112 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %1073, %__nv_exp2f.exit112 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %1074, %__nv_exp2f.exit112 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %1075, %__nv_exp2f.exit112 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %1076, %__nv_exp2f.exit112 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph ], [ %1077, %__nv_exp2f.exit112 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph ], [ %1078, %__nv_exp2f.exit112 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph ], [ %1079, %__nv_exp2f.exit112 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph ], [ %1080, %__nv_exp2f.exit112 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph ], [ %1081, %__nv_exp2f.exit112 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph ], [ %1082, %__nv_exp2f.exit112 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph ], [ %1083, %__nv_exp2f.exit112 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph ], [ %1084, %__nv_exp2f.exit112 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph ], [ %1085, %__nv_exp2f.exit112 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph ], [ %1086, %__nv_exp2f.exit112 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph ], [ %1087, %__nv_exp2f.exit112 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph ], [ %1088, %__nv_exp2f.exit112 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph ], [ %1089, %__nv_exp2f.exit112 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph ], [ %1090, %__nv_exp2f.exit112 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph ], [ %853, %__nv_exp2f.exit112 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph ], [ %854, %__nv_exp2f.exit112 ]
  %242 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %599, %__nv_exp2f.exit112 ]
  %243 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %600, %__nv_exp2f.exit112 ]
  %244 = phi i32 [ 0, %.lr.ph ], [ %1130, %__nv_exp2f.exit112 ]
  %245 = icmp slt i32 %244, %197, !dbg !26
  %246 = add i32 %206, 1, !dbg !26
  %247 = icmp sgt i32 %246, 2, !dbg !26
  %248 = select i1 %247, i32 0, i32 %246, !dbg !26
  %249 = or disjoint i32 %244, %25, !dbg !35
  %250 = or disjoint i32 %249, 1, !dbg !35
  %251 = or disjoint i32 %249, 8, !dbg !35
  %252 = or disjoint i32 %249, 9, !dbg !35
  %253 = or disjoint i32 %249, 16, !dbg !35
  %254 = or disjoint i32 %249, 17, !dbg !35
  %255 = or disjoint i32 %249, 24, !dbg !35
  %256 = or disjoint i32 %249, 25, !dbg !35
  %257 = or disjoint i32 %249, 32, !dbg !35
  %258 = or disjoint i32 %249, 33, !dbg !35
  %259 = or disjoint i32 %249, 40, !dbg !35
  %260 = or disjoint i32 %249, 41, !dbg !35
  %261 = or disjoint i32 %249, 48, !dbg !35
  %262 = or disjoint i32 %249, 49, !dbg !35
  %263 = or disjoint i32 %249, 56, !dbg !35
  %264 = or disjoint i32 %249, 57, !dbg !35
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %265 = shl i32 %248, 12, !dbg !31
  %266 = getelementptr half, ptr addrspace(3) @global_smem, i32 %265, !dbg !31
  %267 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %265, !dbg !34
  %268 = ptrtoint ptr addrspace(3) %266 to i32, !dbg !36
  %269 = lshr exact i32 %268, 4, !dbg !36
  %270 = and i32 %269, 16383, !dbg !36
  %271 = zext nneg i32 %270 to i64, !dbg !36
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !36
  %272 = or disjoint i64 %271, 4611686293305294848, !dbg !36
  %273 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $32, $33, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %201, i64 %272) #2, !dbg !36
  %274 = add nuw nsw i64 %271, 4611686293305294850, !dbg !36
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 0, !dbg !36
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 1, !dbg !36
  %277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 2, !dbg !36
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 3, !dbg !36
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 4, !dbg !36
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 5, !dbg !36
  %281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 6, !dbg !36
  %282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 7, !dbg !36
  %283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 8, !dbg !36
  %284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 9, !dbg !36
  %285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 10, !dbg !36
  %286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 11, !dbg !36
  %287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 12, !dbg !36
  %288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 13, !dbg !36
  %289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 14, !dbg !36
  %290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 15, !dbg !36
  %291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 16, !dbg !36
  %292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 17, !dbg !36
  %293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 18, !dbg !36
  %294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 19, !dbg !36
  %295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 20, !dbg !36
  %296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 21, !dbg !36
  %297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 22, !dbg !36
  %298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 23, !dbg !36
  %299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 24, !dbg !36
  %300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 25, !dbg !36
  %301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 26, !dbg !36
  %302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 27, !dbg !36
  %303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 28, !dbg !36
  %304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 29, !dbg !36
  %305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 30, !dbg !36
  %306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %273, 31, !dbg !36
  %307 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290, float %291, float %292, float %293, float %294, float %295, float %296, float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, i64 %202, i64 %274, i1 true) #2, !dbg !36
  %308 = add nuw nsw i64 %271, 4611686293305294852, !dbg !36
  %309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 0, !dbg !36
  %310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 1, !dbg !36
  %311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 2, !dbg !36
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 3, !dbg !36
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 4, !dbg !36
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 5, !dbg !36
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 6, !dbg !36
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 7, !dbg !36
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 8, !dbg !36
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 9, !dbg !36
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 10, !dbg !36
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 11, !dbg !36
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 12, !dbg !36
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 13, !dbg !36
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 14, !dbg !36
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 15, !dbg !36
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 16, !dbg !36
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 17, !dbg !36
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 18, !dbg !36
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 19, !dbg !36
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 20, !dbg !36
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 21, !dbg !36
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 22, !dbg !36
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 23, !dbg !36
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 24, !dbg !36
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 25, !dbg !36
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 26, !dbg !36
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 27, !dbg !36
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 28, !dbg !36
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 29, !dbg !36
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 30, !dbg !36
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %307, 31, !dbg !36
  %341 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, i64 %203, i64 %308, i1 true) #2, !dbg !36
  %342 = add nuw nsw i64 %271, 4611686293305294854, !dbg !36
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 0, !dbg !36
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 1, !dbg !36
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 2, !dbg !36
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 3, !dbg !36
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 4, !dbg !36
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 5, !dbg !36
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 6, !dbg !36
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 7, !dbg !36
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 8, !dbg !36
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 9, !dbg !36
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 10, !dbg !36
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 11, !dbg !36
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 12, !dbg !36
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 13, !dbg !36
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 14, !dbg !36
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 15, !dbg !36
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 16, !dbg !36
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 17, !dbg !36
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 18, !dbg !36
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 19, !dbg !36
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 20, !dbg !36
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 21, !dbg !36
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 22, !dbg !36
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 23, !dbg !36
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 24, !dbg !36
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 25, !dbg !36
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 26, !dbg !36
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 27, !dbg !36
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 28, !dbg !36
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 29, !dbg !36
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 30, !dbg !36
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %341, 31, !dbg !36
  %375 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, i64 %204, i64 %342, i1 true) #2, !dbg !36
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 0, !dbg !36
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 1, !dbg !36
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 2, !dbg !36
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 3, !dbg !36
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 4, !dbg !36
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 5, !dbg !36
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 6, !dbg !36
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 7, !dbg !36
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 8, !dbg !36
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 9, !dbg !36
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 10, !dbg !36
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 11, !dbg !36
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 12, !dbg !36
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 13, !dbg !36
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 14, !dbg !36
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 15, !dbg !36
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 16, !dbg !36
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 17, !dbg !36
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 18, !dbg !36
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 19, !dbg !36
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 20, !dbg !36
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 21, !dbg !36
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 22, !dbg !36
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 23, !dbg !36
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 24, !dbg !36
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 25, !dbg !36
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 26, !dbg !36
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 27, !dbg !36
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 28, !dbg !36
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 29, !dbg !36
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 30, !dbg !36
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %375, 31, !dbg !36
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !36
  %408 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 0, i32 0, ptr addrspace(3) %266, i32 0, i32 0, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239) #2, !dbg !36
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 0, !dbg !36
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 1, !dbg !36
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 2, !dbg !36
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 3, !dbg !36
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 4, !dbg !36
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 5, !dbg !36
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 6, !dbg !36
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 7, !dbg !36
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 8, !dbg !36
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 9, !dbg !36
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 10, !dbg !36
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 11, !dbg !36
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 12, !dbg !36
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 13, !dbg !36
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 14, !dbg !36
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 15, !dbg !36
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 16, !dbg !36
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 17, !dbg !36
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 18, !dbg !36
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 19, !dbg !36
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 20, !dbg !36
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 21, !dbg !36
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 22, !dbg !36
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 23, !dbg !36
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 24, !dbg !36
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 25, !dbg !36
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 26, !dbg !36
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 27, !dbg !36
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 28, !dbg !36
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 29, !dbg !36
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 30, !dbg !36
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 31, !dbg !36
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 38, !dbg !36
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 39, !dbg !36
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 40, !dbg !36
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 41, !dbg !36
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 42, !dbg !36
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 43, !dbg !36
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 44, !dbg !36
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 45, !dbg !36
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 46, !dbg !36
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 47, !dbg !36
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 48, !dbg !36
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 49, !dbg !36
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 50, !dbg !36
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 51, !dbg !36
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 52, !dbg !36
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 53, !dbg !36
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 54, !dbg !36
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 55, !dbg !36
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 56, !dbg !36
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 57, !dbg !36
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 58, !dbg !36
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 59, !dbg !36
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 60, !dbg !36
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 61, !dbg !36
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 62, !dbg !36
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 63, !dbg !36
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 64, !dbg !36
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 65, !dbg !36
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 66, !dbg !36
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 67, !dbg !36
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 68, !dbg !36
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %408, 69, !dbg !36
  %473 = fmul float %101, %409, !dbg !37
  %474 = fmul float %101, %410, !dbg !37
  %475 = fmul float %101, %411, !dbg !37
  %476 = fmul float %101, %412, !dbg !37
  %477 = fmul float %101, %413, !dbg !37
  %478 = fmul float %101, %414, !dbg !37
  %479 = fmul float %101, %415, !dbg !37
  %480 = fmul float %101, %416, !dbg !37
  %481 = fmul float %101, %417, !dbg !37
  %482 = fmul float %101, %418, !dbg !37
  %483 = fmul float %101, %419, !dbg !37
  %484 = fmul float %101, %420, !dbg !37
  %485 = fmul float %101, %421, !dbg !37
  %486 = fmul float %101, %422, !dbg !37
  %487 = fmul float %101, %423, !dbg !37
  %488 = fmul float %101, %424, !dbg !37
  %489 = fmul float %101, %425, !dbg !37
  %490 = fmul float %101, %426, !dbg !37
  %491 = fmul float %101, %427, !dbg !37
  %492 = fmul float %101, %428, !dbg !37
  %493 = fmul float %101, %429, !dbg !37
  %494 = fmul float %101, %430, !dbg !37
  %495 = fmul float %101, %431, !dbg !37
  %496 = fmul float %101, %432, !dbg !37
  %497 = fmul float %101, %433, !dbg !37
  %498 = fmul float %101, %434, !dbg !37
  %499 = fmul float %101, %435, !dbg !37
  %500 = fmul float %101, %436, !dbg !37
  %501 = fmul float %101, %437, !dbg !37
  %502 = fmul float %101, %438, !dbg !37
  %503 = fmul float %101, %439, !dbg !37
  %504 = fmul float %101, %440, !dbg !37
  %505 = icmp slt i32 %249, %4, !dbg !38
  %506 = icmp slt i32 %250, %4, !dbg !38
  %507 = icmp slt i32 %251, %4, !dbg !38
  %508 = icmp slt i32 %252, %4, !dbg !38
  %509 = icmp slt i32 %253, %4, !dbg !38
  %510 = icmp slt i32 %254, %4, !dbg !38
  %511 = icmp slt i32 %255, %4, !dbg !38
  %512 = icmp slt i32 %256, %4, !dbg !38
  %513 = icmp slt i32 %257, %4, !dbg !38
  %514 = icmp slt i32 %258, %4, !dbg !38
  %515 = icmp slt i32 %259, %4, !dbg !38
  %516 = icmp slt i32 %260, %4, !dbg !38
  %517 = icmp slt i32 %261, %4, !dbg !38
  %518 = icmp slt i32 %262, %4, !dbg !38
  %519 = icmp slt i32 %263, %4, !dbg !38
  %520 = icmp slt i32 %264, %4, !dbg !38
  %521 = select i1 %505, float %473, float 0xFFF0000000000000, !dbg !39
  %522 = select i1 %506, float %474, float 0xFFF0000000000000, !dbg !39
  %523 = select i1 %505, float %475, float 0xFFF0000000000000, !dbg !39
  %524 = select i1 %506, float %476, float 0xFFF0000000000000, !dbg !39
  %525 = select i1 %507, float %477, float 0xFFF0000000000000, !dbg !39
  %526 = select i1 %508, float %478, float 0xFFF0000000000000, !dbg !39
  %527 = select i1 %507, float %479, float 0xFFF0000000000000, !dbg !39
  %528 = select i1 %508, float %480, float 0xFFF0000000000000, !dbg !39
  %529 = select i1 %509, float %481, float 0xFFF0000000000000, !dbg !39
  %530 = select i1 %510, float %482, float 0xFFF0000000000000, !dbg !39
  %531 = select i1 %509, float %483, float 0xFFF0000000000000, !dbg !39
  %532 = select i1 %510, float %484, float 0xFFF0000000000000, !dbg !39
  %533 = select i1 %511, float %485, float 0xFFF0000000000000, !dbg !39
  %534 = select i1 %512, float %486, float 0xFFF0000000000000, !dbg !39
  %535 = select i1 %511, float %487, float 0xFFF0000000000000, !dbg !39
  %536 = select i1 %512, float %488, float 0xFFF0000000000000, !dbg !39
  %537 = select i1 %513, float %489, float 0xFFF0000000000000, !dbg !39
  %538 = select i1 %514, float %490, float 0xFFF0000000000000, !dbg !39
  %539 = select i1 %513, float %491, float 0xFFF0000000000000, !dbg !39
  %540 = select i1 %514, float %492, float 0xFFF0000000000000, !dbg !39
  %541 = select i1 %515, float %493, float 0xFFF0000000000000, !dbg !39
  %542 = select i1 %516, float %494, float 0xFFF0000000000000, !dbg !39
  %543 = select i1 %515, float %495, float 0xFFF0000000000000, !dbg !39
  %544 = select i1 %516, float %496, float 0xFFF0000000000000, !dbg !39
  %545 = select i1 %517, float %497, float 0xFFF0000000000000, !dbg !39
  %546 = select i1 %518, float %498, float 0xFFF0000000000000, !dbg !39
  %547 = select i1 %517, float %499, float 0xFFF0000000000000, !dbg !39
  %548 = select i1 %518, float %500, float 0xFFF0000000000000, !dbg !39
  %549 = select i1 %519, float %501, float 0xFFF0000000000000, !dbg !39
  %550 = select i1 %520, float %502, float 0xFFF0000000000000, !dbg !39
  %551 = select i1 %519, float %503, float 0xFFF0000000000000, !dbg !39
  %552 = select i1 %520, float %504, float 0xFFF0000000000000, !dbg !39
  %553 = tail call float @llvm.maxnum.f32(float %521, float %522), !dbg !40
  %554 = tail call float @llvm.maxnum.f32(float %523, float %524), !dbg !40
  %555 = tail call float @llvm.maxnum.f32(float %553, float %525), !dbg !40
  %556 = tail call float @llvm.maxnum.f32(float %555, float %526), !dbg !40
  %557 = tail call float @llvm.maxnum.f32(float %554, float %527), !dbg !40
  %558 = tail call float @llvm.maxnum.f32(float %557, float %528), !dbg !40
  %559 = tail call float @llvm.maxnum.f32(float %556, float %529), !dbg !40
  %560 = tail call float @llvm.maxnum.f32(float %559, float %530), !dbg !40
  %561 = tail call float @llvm.maxnum.f32(float %558, float %531), !dbg !40
  %562 = tail call float @llvm.maxnum.f32(float %561, float %532), !dbg !40
  %563 = tail call float @llvm.maxnum.f32(float %560, float %533), !dbg !40
  %564 = tail call float @llvm.maxnum.f32(float %563, float %534), !dbg !40
  %565 = tail call float @llvm.maxnum.f32(float %562, float %535), !dbg !40
  %566 = tail call float @llvm.maxnum.f32(float %565, float %536), !dbg !40
  %567 = tail call float @llvm.maxnum.f32(float %564, float %537), !dbg !40
  %568 = tail call float @llvm.maxnum.f32(float %567, float %538), !dbg !40
  %569 = tail call float @llvm.maxnum.f32(float %566, float %539), !dbg !40
  %570 = tail call float @llvm.maxnum.f32(float %569, float %540), !dbg !40
  %571 = tail call float @llvm.maxnum.f32(float %568, float %541), !dbg !40
  %572 = tail call float @llvm.maxnum.f32(float %571, float %542), !dbg !40
  %573 = tail call float @llvm.maxnum.f32(float %570, float %543), !dbg !40
  %574 = tail call float @llvm.maxnum.f32(float %573, float %544), !dbg !40
  %575 = tail call float @llvm.maxnum.f32(float %572, float %545), !dbg !40
  %576 = tail call float @llvm.maxnum.f32(float %575, float %546), !dbg !40
  %577 = tail call float @llvm.maxnum.f32(float %574, float %547), !dbg !40
  %578 = tail call float @llvm.maxnum.f32(float %577, float %548), !dbg !40
  %579 = tail call float @llvm.maxnum.f32(float %576, float %549), !dbg !40
  %580 = tail call float @llvm.maxnum.f32(float %579, float %550), !dbg !40
  %581 = tail call float @llvm.maxnum.f32(float %578, float %551), !dbg !40
  %582 = tail call float @llvm.maxnum.f32(float %581, float %552), !dbg !40
  %583 = bitcast float %580 to i32, !dbg !43
  %584 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %583, i32 2, i32 31), !dbg !43
  %585 = bitcast i32 %584 to float, !dbg !43
  %586 = tail call float @llvm.maxnum.f32(float %580, float %585), !dbg !40
  %587 = bitcast float %586 to i32, !dbg !43
  %588 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %587, i32 1, i32 31), !dbg !43
  %589 = bitcast i32 %588 to float, !dbg !43
  %590 = tail call float @llvm.maxnum.f32(float %586, float %589), !dbg !40
  %591 = bitcast float %582 to i32, !dbg !43
  %592 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %591, i32 2, i32 31), !dbg !43
  %593 = bitcast i32 %592 to float, !dbg !43
  %594 = tail call float @llvm.maxnum.f32(float %582, float %593), !dbg !40
  %595 = bitcast float %594 to i32, !dbg !43
  %596 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %595, i32 1, i32 31), !dbg !43
  %597 = bitcast i32 %596 to float, !dbg !43
  %598 = tail call float @llvm.maxnum.f32(float %594, float %597), !dbg !40
  %599 = tail call float @llvm.maxnum.f32(float %242, float %590), !dbg !46
  %600 = tail call float @llvm.maxnum.f32(float %243, float %598), !dbg !46
  %601 = fsub float %521, %599, !dbg !47
  %602 = fsub float %522, %599, !dbg !47
  %603 = fsub float %523, %600, !dbg !47
  %604 = fsub float %524, %600, !dbg !47
  %605 = fsub float %525, %599, !dbg !47
  %606 = fsub float %526, %599, !dbg !47
  %607 = fsub float %527, %600, !dbg !47
  %608 = fsub float %528, %600, !dbg !47
  %609 = fsub float %529, %599, !dbg !47
  %610 = fsub float %530, %599, !dbg !47
  %611 = fsub float %531, %600, !dbg !47
  %612 = fsub float %532, %600, !dbg !47
  %613 = fsub float %533, %599, !dbg !47
  %614 = fsub float %534, %599, !dbg !47
  %615 = fsub float %535, %600, !dbg !47
  %616 = fsub float %536, %600, !dbg !47
  %617 = fsub float %537, %599, !dbg !47
  %618 = fsub float %538, %599, !dbg !47
  %619 = fsub float %539, %600, !dbg !47
  %620 = fsub float %540, %600, !dbg !47
  %621 = fsub float %541, %599, !dbg !47
  %622 = fsub float %542, %599, !dbg !47
  %623 = fsub float %543, %600, !dbg !47
  %624 = fsub float %544, %600, !dbg !47
  %625 = fsub float %545, %599, !dbg !47
  %626 = fsub float %546, %599, !dbg !47
  %627 = fsub float %547, %600, !dbg !47
  %628 = fsub float %548, %600, !dbg !47
  %629 = fsub float %549, %599, !dbg !47
  %630 = fsub float %550, %599, !dbg !47
  %631 = fsub float %551, %600, !dbg !47
  %632 = fsub float %552, %600, !dbg !47
  %633 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i = icmp eq i32 %633, 0, !dbg !48
  br i1 %.not.i, label %636, label %634, !dbg !48

634:                                              ; preds = %205
  %635 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %601) #2, !dbg !48
  br label %__nv_exp2f.exit, !dbg !48

636:                                              ; preds = %205
  %637 = tail call float @llvm.nvvm.ex2.approx.f(float %601) #2, !dbg !48
  br label %__nv_exp2f.exit, !dbg !48

__nv_exp2f.exit:                                  ; preds = %634, %636
  %.0.i = phi float [ %635, %634 ], [ %637, %636 ], !dbg !48
  %638 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i14 = icmp eq i32 %638, 0, !dbg !48
  br i1 %.not.i14, label %641, label %639, !dbg !48

639:                                              ; preds = %__nv_exp2f.exit
  %640 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %602) #2, !dbg !48
  br label %__nv_exp2f.exit16, !dbg !48

641:                                              ; preds = %__nv_exp2f.exit
  %642 = tail call float @llvm.nvvm.ex2.approx.f(float %602) #2, !dbg !48
  br label %__nv_exp2f.exit16, !dbg !48

__nv_exp2f.exit16:                                ; preds = %639, %641
  %.0.i15 = phi float [ %640, %639 ], [ %642, %641 ], !dbg !48
  %643 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i17 = icmp eq i32 %643, 0, !dbg !48
  br i1 %.not.i17, label %646, label %644, !dbg !48

644:                                              ; preds = %__nv_exp2f.exit16
  %645 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %603) #2, !dbg !48
  br label %__nv_exp2f.exit19, !dbg !48

646:                                              ; preds = %__nv_exp2f.exit16
  %647 = tail call float @llvm.nvvm.ex2.approx.f(float %603) #2, !dbg !48
  br label %__nv_exp2f.exit19, !dbg !48

__nv_exp2f.exit19:                                ; preds = %644, %646
  %.0.i18 = phi float [ %645, %644 ], [ %647, %646 ], !dbg !48
  %648 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i20 = icmp eq i32 %648, 0, !dbg !48
  br i1 %.not.i20, label %651, label %649, !dbg !48

649:                                              ; preds = %__nv_exp2f.exit19
  %650 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %604) #2, !dbg !48
  br label %__nv_exp2f.exit22, !dbg !48

651:                                              ; preds = %__nv_exp2f.exit19
  %652 = tail call float @llvm.nvvm.ex2.approx.f(float %604) #2, !dbg !48
  br label %__nv_exp2f.exit22, !dbg !48

__nv_exp2f.exit22:                                ; preds = %649, %651
  %.0.i21 = phi float [ %650, %649 ], [ %652, %651 ], !dbg !48
  %653 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i23 = icmp eq i32 %653, 0, !dbg !48
  br i1 %.not.i23, label %656, label %654, !dbg !48

654:                                              ; preds = %__nv_exp2f.exit22
  %655 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %605) #2, !dbg !48
  br label %__nv_exp2f.exit25, !dbg !48

656:                                              ; preds = %__nv_exp2f.exit22
  %657 = tail call float @llvm.nvvm.ex2.approx.f(float %605) #2, !dbg !48
  br label %__nv_exp2f.exit25, !dbg !48

__nv_exp2f.exit25:                                ; preds = %654, %656
  %.0.i24 = phi float [ %655, %654 ], [ %657, %656 ], !dbg !48
  %658 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i26 = icmp eq i32 %658, 0, !dbg !48
  br i1 %.not.i26, label %661, label %659, !dbg !48

659:                                              ; preds = %__nv_exp2f.exit25
  %660 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %606) #2, !dbg !48
  br label %__nv_exp2f.exit28, !dbg !48

661:                                              ; preds = %__nv_exp2f.exit25
  %662 = tail call float @llvm.nvvm.ex2.approx.f(float %606) #2, !dbg !48
  br label %__nv_exp2f.exit28, !dbg !48

__nv_exp2f.exit28:                                ; preds = %659, %661
  %.0.i27 = phi float [ %660, %659 ], [ %662, %661 ], !dbg !48
  %663 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i29 = icmp eq i32 %663, 0, !dbg !48
  br i1 %.not.i29, label %666, label %664, !dbg !48

664:                                              ; preds = %__nv_exp2f.exit28
  %665 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %607) #2, !dbg !48
  br label %__nv_exp2f.exit31, !dbg !48

666:                                              ; preds = %__nv_exp2f.exit28
  %667 = tail call float @llvm.nvvm.ex2.approx.f(float %607) #2, !dbg !48
  br label %__nv_exp2f.exit31, !dbg !48

__nv_exp2f.exit31:                                ; preds = %664, %666
  %.0.i30 = phi float [ %665, %664 ], [ %667, %666 ], !dbg !48
  %668 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i32 = icmp eq i32 %668, 0, !dbg !48
  br i1 %.not.i32, label %671, label %669, !dbg !48

669:                                              ; preds = %__nv_exp2f.exit31
  %670 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %608) #2, !dbg !48
  br label %__nv_exp2f.exit34, !dbg !48

671:                                              ; preds = %__nv_exp2f.exit31
  %672 = tail call float @llvm.nvvm.ex2.approx.f(float %608) #2, !dbg !48
  br label %__nv_exp2f.exit34, !dbg !48

__nv_exp2f.exit34:                                ; preds = %669, %671
  %.0.i33 = phi float [ %670, %669 ], [ %672, %671 ], !dbg !48
  %673 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i35 = icmp eq i32 %673, 0, !dbg !48
  br i1 %.not.i35, label %676, label %674, !dbg !48

674:                                              ; preds = %__nv_exp2f.exit34
  %675 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %609) #2, !dbg !48
  br label %__nv_exp2f.exit37, !dbg !48

676:                                              ; preds = %__nv_exp2f.exit34
  %677 = tail call float @llvm.nvvm.ex2.approx.f(float %609) #2, !dbg !48
  br label %__nv_exp2f.exit37, !dbg !48

__nv_exp2f.exit37:                                ; preds = %674, %676
  %.0.i36 = phi float [ %675, %674 ], [ %677, %676 ], !dbg !48
  %678 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i38 = icmp eq i32 %678, 0, !dbg !48
  br i1 %.not.i38, label %681, label %679, !dbg !48

679:                                              ; preds = %__nv_exp2f.exit37
  %680 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %610) #2, !dbg !48
  br label %__nv_exp2f.exit40, !dbg !48

681:                                              ; preds = %__nv_exp2f.exit37
  %682 = tail call float @llvm.nvvm.ex2.approx.f(float %610) #2, !dbg !48
  br label %__nv_exp2f.exit40, !dbg !48

__nv_exp2f.exit40:                                ; preds = %679, %681
  %.0.i39 = phi float [ %680, %679 ], [ %682, %681 ], !dbg !48
  %683 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i41 = icmp eq i32 %683, 0, !dbg !48
  br i1 %.not.i41, label %686, label %684, !dbg !48

684:                                              ; preds = %__nv_exp2f.exit40
  %685 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %611) #2, !dbg !48
  br label %__nv_exp2f.exit43, !dbg !48

686:                                              ; preds = %__nv_exp2f.exit40
  %687 = tail call float @llvm.nvvm.ex2.approx.f(float %611) #2, !dbg !48
  br label %__nv_exp2f.exit43, !dbg !48

__nv_exp2f.exit43:                                ; preds = %684, %686
  %.0.i42 = phi float [ %685, %684 ], [ %687, %686 ], !dbg !48
  %688 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i44 = icmp eq i32 %688, 0, !dbg !48
  br i1 %.not.i44, label %691, label %689, !dbg !48

689:                                              ; preds = %__nv_exp2f.exit43
  %690 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %612) #2, !dbg !48
  br label %__nv_exp2f.exit46, !dbg !48

691:                                              ; preds = %__nv_exp2f.exit43
  %692 = tail call float @llvm.nvvm.ex2.approx.f(float %612) #2, !dbg !48
  br label %__nv_exp2f.exit46, !dbg !48

__nv_exp2f.exit46:                                ; preds = %689, %691
  %.0.i45 = phi float [ %690, %689 ], [ %692, %691 ], !dbg !48
  %693 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i47 = icmp eq i32 %693, 0, !dbg !48
  br i1 %.not.i47, label %696, label %694, !dbg !48

694:                                              ; preds = %__nv_exp2f.exit46
  %695 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %613) #2, !dbg !48
  br label %__nv_exp2f.exit49, !dbg !48

696:                                              ; preds = %__nv_exp2f.exit46
  %697 = tail call float @llvm.nvvm.ex2.approx.f(float %613) #2, !dbg !48
  br label %__nv_exp2f.exit49, !dbg !48

__nv_exp2f.exit49:                                ; preds = %694, %696
  %.0.i48 = phi float [ %695, %694 ], [ %697, %696 ], !dbg !48
  %698 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i50 = icmp eq i32 %698, 0, !dbg !48
  br i1 %.not.i50, label %701, label %699, !dbg !48

699:                                              ; preds = %__nv_exp2f.exit49
  %700 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %614) #2, !dbg !48
  br label %__nv_exp2f.exit52, !dbg !48

701:                                              ; preds = %__nv_exp2f.exit49
  %702 = tail call float @llvm.nvvm.ex2.approx.f(float %614) #2, !dbg !48
  br label %__nv_exp2f.exit52, !dbg !48

__nv_exp2f.exit52:                                ; preds = %699, %701
  %.0.i51 = phi float [ %700, %699 ], [ %702, %701 ], !dbg !48
  %703 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i53 = icmp eq i32 %703, 0, !dbg !48
  br i1 %.not.i53, label %706, label %704, !dbg !48

704:                                              ; preds = %__nv_exp2f.exit52
  %705 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %615) #2, !dbg !48
  br label %__nv_exp2f.exit55, !dbg !48

706:                                              ; preds = %__nv_exp2f.exit52
  %707 = tail call float @llvm.nvvm.ex2.approx.f(float %615) #2, !dbg !48
  br label %__nv_exp2f.exit55, !dbg !48

__nv_exp2f.exit55:                                ; preds = %704, %706
  %.0.i54 = phi float [ %705, %704 ], [ %707, %706 ], !dbg !48
  %708 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i56 = icmp eq i32 %708, 0, !dbg !48
  br i1 %.not.i56, label %711, label %709, !dbg !48

709:                                              ; preds = %__nv_exp2f.exit55
  %710 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %616) #2, !dbg !48
  br label %__nv_exp2f.exit58, !dbg !48

711:                                              ; preds = %__nv_exp2f.exit55
  %712 = tail call float @llvm.nvvm.ex2.approx.f(float %616) #2, !dbg !48
  br label %__nv_exp2f.exit58, !dbg !48

__nv_exp2f.exit58:                                ; preds = %709, %711
  %.0.i57 = phi float [ %710, %709 ], [ %712, %711 ], !dbg !48
  %713 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i59 = icmp eq i32 %713, 0, !dbg !48
  br i1 %.not.i59, label %716, label %714, !dbg !48

714:                                              ; preds = %__nv_exp2f.exit58
  %715 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %617) #2, !dbg !48
  br label %__nv_exp2f.exit61, !dbg !48

716:                                              ; preds = %__nv_exp2f.exit58
  %717 = tail call float @llvm.nvvm.ex2.approx.f(float %617) #2, !dbg !48
  br label %__nv_exp2f.exit61, !dbg !48

__nv_exp2f.exit61:                                ; preds = %714, %716
  %.0.i60 = phi float [ %715, %714 ], [ %717, %716 ], !dbg !48
  %718 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i62 = icmp eq i32 %718, 0, !dbg !48
  br i1 %.not.i62, label %721, label %719, !dbg !48

719:                                              ; preds = %__nv_exp2f.exit61
  %720 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %618) #2, !dbg !48
  br label %__nv_exp2f.exit64, !dbg !48

721:                                              ; preds = %__nv_exp2f.exit61
  %722 = tail call float @llvm.nvvm.ex2.approx.f(float %618) #2, !dbg !48
  br label %__nv_exp2f.exit64, !dbg !48

__nv_exp2f.exit64:                                ; preds = %719, %721
  %.0.i63 = phi float [ %720, %719 ], [ %722, %721 ], !dbg !48
  %723 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i65 = icmp eq i32 %723, 0, !dbg !48
  br i1 %.not.i65, label %726, label %724, !dbg !48

724:                                              ; preds = %__nv_exp2f.exit64
  %725 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %619) #2, !dbg !48
  br label %__nv_exp2f.exit67, !dbg !48

726:                                              ; preds = %__nv_exp2f.exit64
  %727 = tail call float @llvm.nvvm.ex2.approx.f(float %619) #2, !dbg !48
  br label %__nv_exp2f.exit67, !dbg !48

__nv_exp2f.exit67:                                ; preds = %724, %726
  %.0.i66 = phi float [ %725, %724 ], [ %727, %726 ], !dbg !48
  %728 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i68 = icmp eq i32 %728, 0, !dbg !48
  br i1 %.not.i68, label %731, label %729, !dbg !48

729:                                              ; preds = %__nv_exp2f.exit67
  %730 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %620) #2, !dbg !48
  br label %__nv_exp2f.exit70, !dbg !48

731:                                              ; preds = %__nv_exp2f.exit67
  %732 = tail call float @llvm.nvvm.ex2.approx.f(float %620) #2, !dbg !48
  br label %__nv_exp2f.exit70, !dbg !48

__nv_exp2f.exit70:                                ; preds = %729, %731
  %.0.i69 = phi float [ %730, %729 ], [ %732, %731 ], !dbg !48
  %733 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i71 = icmp eq i32 %733, 0, !dbg !48
  br i1 %.not.i71, label %736, label %734, !dbg !48

734:                                              ; preds = %__nv_exp2f.exit70
  %735 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %621) #2, !dbg !48
  br label %__nv_exp2f.exit73, !dbg !48

736:                                              ; preds = %__nv_exp2f.exit70
  %737 = tail call float @llvm.nvvm.ex2.approx.f(float %621) #2, !dbg !48
  br label %__nv_exp2f.exit73, !dbg !48

__nv_exp2f.exit73:                                ; preds = %734, %736
  %.0.i72 = phi float [ %735, %734 ], [ %737, %736 ], !dbg !48
  %738 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i74 = icmp eq i32 %738, 0, !dbg !48
  br i1 %.not.i74, label %741, label %739, !dbg !48

739:                                              ; preds = %__nv_exp2f.exit73
  %740 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %622) #2, !dbg !48
  br label %__nv_exp2f.exit76, !dbg !48

741:                                              ; preds = %__nv_exp2f.exit73
  %742 = tail call float @llvm.nvvm.ex2.approx.f(float %622) #2, !dbg !48
  br label %__nv_exp2f.exit76, !dbg !48

__nv_exp2f.exit76:                                ; preds = %739, %741
  %.0.i75 = phi float [ %740, %739 ], [ %742, %741 ], !dbg !48
  %743 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i77 = icmp eq i32 %743, 0, !dbg !48
  br i1 %.not.i77, label %746, label %744, !dbg !48

744:                                              ; preds = %__nv_exp2f.exit76
  %745 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %623) #2, !dbg !48
  br label %__nv_exp2f.exit79, !dbg !48

746:                                              ; preds = %__nv_exp2f.exit76
  %747 = tail call float @llvm.nvvm.ex2.approx.f(float %623) #2, !dbg !48
  br label %__nv_exp2f.exit79, !dbg !48

__nv_exp2f.exit79:                                ; preds = %744, %746
  %.0.i78 = phi float [ %745, %744 ], [ %747, %746 ], !dbg !48
  %748 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i80 = icmp eq i32 %748, 0, !dbg !48
  br i1 %.not.i80, label %751, label %749, !dbg !48

749:                                              ; preds = %__nv_exp2f.exit79
  %750 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %624) #2, !dbg !48
  br label %__nv_exp2f.exit82, !dbg !48

751:                                              ; preds = %__nv_exp2f.exit79
  %752 = tail call float @llvm.nvvm.ex2.approx.f(float %624) #2, !dbg !48
  br label %__nv_exp2f.exit82, !dbg !48

__nv_exp2f.exit82:                                ; preds = %749, %751
  %.0.i81 = phi float [ %750, %749 ], [ %752, %751 ], !dbg !48
  %753 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i83 = icmp eq i32 %753, 0, !dbg !48
  br i1 %.not.i83, label %756, label %754, !dbg !48

754:                                              ; preds = %__nv_exp2f.exit82
  %755 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %625) #2, !dbg !48
  br label %__nv_exp2f.exit85, !dbg !48

756:                                              ; preds = %__nv_exp2f.exit82
  %757 = tail call float @llvm.nvvm.ex2.approx.f(float %625) #2, !dbg !48
  br label %__nv_exp2f.exit85, !dbg !48

__nv_exp2f.exit85:                                ; preds = %754, %756
  %.0.i84 = phi float [ %755, %754 ], [ %757, %756 ], !dbg !48
  %758 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i86 = icmp eq i32 %758, 0, !dbg !48
  br i1 %.not.i86, label %761, label %759, !dbg !48

759:                                              ; preds = %__nv_exp2f.exit85
  %760 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %626) #2, !dbg !48
  br label %__nv_exp2f.exit88, !dbg !48

761:                                              ; preds = %__nv_exp2f.exit85
  %762 = tail call float @llvm.nvvm.ex2.approx.f(float %626) #2, !dbg !48
  br label %__nv_exp2f.exit88, !dbg !48

__nv_exp2f.exit88:                                ; preds = %759, %761
  %.0.i87 = phi float [ %760, %759 ], [ %762, %761 ], !dbg !48
  %763 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i89 = icmp eq i32 %763, 0, !dbg !48
  br i1 %.not.i89, label %766, label %764, !dbg !48

764:                                              ; preds = %__nv_exp2f.exit88
  %765 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %627) #2, !dbg !48
  br label %__nv_exp2f.exit91, !dbg !48

766:                                              ; preds = %__nv_exp2f.exit88
  %767 = tail call float @llvm.nvvm.ex2.approx.f(float %627) #2, !dbg !48
  br label %__nv_exp2f.exit91, !dbg !48

__nv_exp2f.exit91:                                ; preds = %764, %766
  %.0.i90 = phi float [ %765, %764 ], [ %767, %766 ], !dbg !48
  %768 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i92 = icmp eq i32 %768, 0, !dbg !48
  br i1 %.not.i92, label %771, label %769, !dbg !48

769:                                              ; preds = %__nv_exp2f.exit91
  %770 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %628) #2, !dbg !48
  br label %__nv_exp2f.exit94, !dbg !48

771:                                              ; preds = %__nv_exp2f.exit91
  %772 = tail call float @llvm.nvvm.ex2.approx.f(float %628) #2, !dbg !48
  br label %__nv_exp2f.exit94, !dbg !48

__nv_exp2f.exit94:                                ; preds = %769, %771
  %.0.i93 = phi float [ %770, %769 ], [ %772, %771 ], !dbg !48
  %773 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i95 = icmp eq i32 %773, 0, !dbg !48
  br i1 %.not.i95, label %776, label %774, !dbg !48

774:                                              ; preds = %__nv_exp2f.exit94
  %775 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %629) #2, !dbg !48
  br label %__nv_exp2f.exit97, !dbg !48

776:                                              ; preds = %__nv_exp2f.exit94
  %777 = tail call float @llvm.nvvm.ex2.approx.f(float %629) #2, !dbg !48
  br label %__nv_exp2f.exit97, !dbg !48

__nv_exp2f.exit97:                                ; preds = %774, %776
  %.0.i96 = phi float [ %775, %774 ], [ %777, %776 ], !dbg !48
  %778 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i98 = icmp eq i32 %778, 0, !dbg !48
  br i1 %.not.i98, label %781, label %779, !dbg !48

779:                                              ; preds = %__nv_exp2f.exit97
  %780 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %630) #2, !dbg !48
  br label %__nv_exp2f.exit100, !dbg !48

781:                                              ; preds = %__nv_exp2f.exit97
  %782 = tail call float @llvm.nvvm.ex2.approx.f(float %630) #2, !dbg !48
  br label %__nv_exp2f.exit100, !dbg !48

__nv_exp2f.exit100:                               ; preds = %779, %781
  %.0.i99 = phi float [ %780, %779 ], [ %782, %781 ], !dbg !48
  %783 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i101 = icmp eq i32 %783, 0, !dbg !48
  br i1 %.not.i101, label %786, label %784, !dbg !48

784:                                              ; preds = %__nv_exp2f.exit100
  %785 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %631) #2, !dbg !48
  br label %__nv_exp2f.exit103, !dbg !48

786:                                              ; preds = %__nv_exp2f.exit100
  %787 = tail call float @llvm.nvvm.ex2.approx.f(float %631) #2, !dbg !48
  br label %__nv_exp2f.exit103, !dbg !48

__nv_exp2f.exit103:                               ; preds = %784, %786
  %.0.i102 = phi float [ %785, %784 ], [ %787, %786 ], !dbg !48
  %788 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i104 = icmp eq i32 %788, 0, !dbg !48
  br i1 %.not.i104, label %791, label %789, !dbg !48

789:                                              ; preds = %__nv_exp2f.exit103
  %790 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %632) #2, !dbg !48
  br label %__nv_exp2f.exit106, !dbg !48

791:                                              ; preds = %__nv_exp2f.exit103
  %792 = tail call float @llvm.nvvm.ex2.approx.f(float %632) #2, !dbg !48
  br label %__nv_exp2f.exit106, !dbg !48

__nv_exp2f.exit106:                               ; preds = %789, %791
  %.0.i105 = phi float [ %790, %789 ], [ %792, %791 ], !dbg !48
  %793 = fsub float %242, %599, !dbg !49
  %794 = fsub float %243, %600, !dbg !49
  %795 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !50
  %.not.i107 = icmp eq i32 %795, 0, !dbg !50
  br i1 %.not.i107, label %798, label %796, !dbg !50

796:                                              ; preds = %__nv_exp2f.exit106
  %797 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %793) #2, !dbg !50
  br label %__nv_exp2f.exit109, !dbg !50

798:                                              ; preds = %__nv_exp2f.exit106
  %799 = tail call float @llvm.nvvm.ex2.approx.f(float %793) #2, !dbg !50
  br label %__nv_exp2f.exit109, !dbg !50

__nv_exp2f.exit109:                               ; preds = %796, %798
  %.0.i108 = phi float [ %797, %796 ], [ %799, %798 ], !dbg !50
  %800 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !50
  %.not.i110 = icmp eq i32 %800, 0, !dbg !50
  br i1 %.not.i110, label %803, label %801, !dbg !50

801:                                              ; preds = %__nv_exp2f.exit109
  %802 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %794) #2, !dbg !50
  br label %__nv_exp2f.exit112, !dbg !50

803:                                              ; preds = %__nv_exp2f.exit109
  %804 = tail call float @llvm.nvvm.ex2.approx.f(float %794) #2, !dbg !50
  br label %__nv_exp2f.exit112, !dbg !50

__nv_exp2f.exit112:                               ; preds = %801, %803
  %.0.i111 = phi float [ %802, %801 ], [ %804, %803 ], !dbg !50
  %805 = fmul float %240, %.0.i108, !dbg !51
  %806 = fmul float %241, %.0.i111, !dbg !51
  %807 = fadd float %.0.i, %.0.i15, !dbg !52
  %808 = fadd float %.0.i18, %.0.i21, !dbg !52
  %809 = fadd float %807, %.0.i24, !dbg !52
  %810 = fadd float %809, %.0.i27, !dbg !52
  %811 = fadd float %808, %.0.i30, !dbg !52
  %812 = fadd float %811, %.0.i33, !dbg !52
  %813 = fadd float %810, %.0.i36, !dbg !52
  %814 = fadd float %813, %.0.i39, !dbg !52
  %815 = fadd float %812, %.0.i42, !dbg !52
  %816 = fadd float %815, %.0.i45, !dbg !52
  %817 = fadd float %814, %.0.i48, !dbg !52
  %818 = fadd float %817, %.0.i51, !dbg !52
  %819 = fadd float %816, %.0.i54, !dbg !52
  %820 = fadd float %819, %.0.i57, !dbg !52
  %821 = fadd float %818, %.0.i60, !dbg !52
  %822 = fadd float %821, %.0.i63, !dbg !52
  %823 = fadd float %820, %.0.i66, !dbg !52
  %824 = fadd float %823, %.0.i69, !dbg !52
  %825 = fadd float %822, %.0.i72, !dbg !52
  %826 = fadd float %825, %.0.i75, !dbg !52
  %827 = fadd float %824, %.0.i78, !dbg !52
  %828 = fadd float %827, %.0.i81, !dbg !52
  %829 = fadd float %826, %.0.i84, !dbg !52
  %830 = fadd float %829, %.0.i87, !dbg !52
  %831 = fadd float %828, %.0.i90, !dbg !52
  %832 = fadd float %831, %.0.i93, !dbg !52
  %833 = fadd float %830, %.0.i96, !dbg !52
  %834 = fadd float %833, %.0.i99, !dbg !52
  %835 = fadd float %832, %.0.i102, !dbg !52
  %836 = fadd float %835, %.0.i105, !dbg !52
  %837 = bitcast float %834 to i32, !dbg !53
  %838 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %837, i32 2, i32 31), !dbg !53
  %839 = bitcast i32 %838 to float, !dbg !53
  %840 = fadd float %834, %839, !dbg !52
  %841 = bitcast float %840 to i32, !dbg !53
  %842 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %841, i32 1, i32 31), !dbg !53
  %843 = bitcast i32 %842 to float, !dbg !53
  %844 = fadd float %840, %843, !dbg !52
  %845 = bitcast float %836 to i32, !dbg !53
  %846 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %845, i32 2, i32 31), !dbg !53
  %847 = bitcast i32 %846 to float, !dbg !53
  %848 = fadd float %836, %847, !dbg !52
  %849 = bitcast float %848 to i32, !dbg !53
  %850 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %849, i32 1, i32 31), !dbg !53
  %851 = bitcast i32 %850 to float, !dbg !53
  %852 = fadd float %848, %851, !dbg !52
  %853 = fadd float %805, %844, !dbg !55
  %854 = fadd float %806, %852, !dbg !55
  %855 = fmul float %441, %.0.i108, !dbg !56
  %856 = fmul float %442, %.0.i108, !dbg !56
  %857 = fmul float %443, %.0.i111, !dbg !56
  %858 = fmul float %444, %.0.i111, !dbg !56
  %859 = fmul float %445, %.0.i108, !dbg !56
  %860 = fmul float %446, %.0.i108, !dbg !56
  %861 = fmul float %447, %.0.i111, !dbg !56
  %862 = fmul float %448, %.0.i111, !dbg !56
  %863 = fmul float %449, %.0.i108, !dbg !56
  %864 = fmul float %450, %.0.i108, !dbg !56
  %865 = fmul float %451, %.0.i111, !dbg !56
  %866 = fmul float %452, %.0.i111, !dbg !56
  %867 = fmul float %453, %.0.i108, !dbg !56
  %868 = fmul float %454, %.0.i108, !dbg !56
  %869 = fmul float %455, %.0.i111, !dbg !56
  %870 = fmul float %456, %.0.i111, !dbg !56
  %871 = fmul float %457, %.0.i108, !dbg !56
  %872 = fmul float %458, %.0.i108, !dbg !56
  %873 = fmul float %459, %.0.i111, !dbg !56
  %874 = fmul float %460, %.0.i111, !dbg !56
  %875 = fmul float %461, %.0.i108, !dbg !56
  %876 = fmul float %462, %.0.i108, !dbg !56
  %877 = fmul float %463, %.0.i111, !dbg !56
  %878 = fmul float %464, %.0.i111, !dbg !56
  %879 = fmul float %465, %.0.i108, !dbg !56
  %880 = fmul float %466, %.0.i108, !dbg !56
  %881 = fmul float %467, %.0.i111, !dbg !56
  %882 = fmul float %468, %.0.i111, !dbg !56
  %883 = fmul float %469, %.0.i108, !dbg !56
  %884 = fmul float %470, %.0.i108, !dbg !56
  %885 = fmul float %471, %.0.i111, !dbg !56
  %886 = fmul float %472, %.0.i111, !dbg !56
  %887 = insertelement <2 x float> poison, float %.0.i, i64 0, !dbg !57
  %888 = insertelement <2 x float> %887, float %.0.i15, i64 1, !dbg !57
  %889 = fptrunc <2 x float> %888 to <2 x half>, !dbg !57
  %890 = insertelement <2 x float> poison, float %.0.i18, i64 0, !dbg !57
  %891 = insertelement <2 x float> %890, float %.0.i21, i64 1, !dbg !57
  %892 = fptrunc <2 x float> %891 to <2 x half>, !dbg !57
  %893 = insertelement <2 x float> poison, float %.0.i24, i64 0, !dbg !57
  %894 = insertelement <2 x float> %893, float %.0.i27, i64 1, !dbg !57
  %895 = fptrunc <2 x float> %894 to <2 x half>, !dbg !57
  %896 = insertelement <2 x float> poison, float %.0.i30, i64 0, !dbg !57
  %897 = insertelement <2 x float> %896, float %.0.i33, i64 1, !dbg !57
  %898 = fptrunc <2 x float> %897 to <2 x half>, !dbg !57
  %899 = insertelement <2 x float> poison, float %.0.i36, i64 0, !dbg !57
  %900 = insertelement <2 x float> %899, float %.0.i39, i64 1, !dbg !57
  %901 = fptrunc <2 x float> %900 to <2 x half>, !dbg !57
  %902 = insertelement <2 x float> poison, float %.0.i42, i64 0, !dbg !57
  %903 = insertelement <2 x float> %902, float %.0.i45, i64 1, !dbg !57
  %904 = fptrunc <2 x float> %903 to <2 x half>, !dbg !57
  %905 = insertelement <2 x float> poison, float %.0.i48, i64 0, !dbg !57
  %906 = insertelement <2 x float> %905, float %.0.i51, i64 1, !dbg !57
  %907 = fptrunc <2 x float> %906 to <2 x half>, !dbg !57
  %908 = insertelement <2 x float> poison, float %.0.i54, i64 0, !dbg !57
  %909 = insertelement <2 x float> %908, float %.0.i57, i64 1, !dbg !57
  %910 = fptrunc <2 x float> %909 to <2 x half>, !dbg !57
  %911 = insertelement <2 x float> poison, float %.0.i60, i64 0, !dbg !57
  %912 = insertelement <2 x float> %911, float %.0.i63, i64 1, !dbg !57
  %913 = fptrunc <2 x float> %912 to <2 x half>, !dbg !57
  %914 = insertelement <2 x float> poison, float %.0.i66, i64 0, !dbg !57
  %915 = insertelement <2 x float> %914, float %.0.i69, i64 1, !dbg !57
  %916 = fptrunc <2 x float> %915 to <2 x half>, !dbg !57
  %917 = insertelement <2 x float> poison, float %.0.i72, i64 0, !dbg !57
  %918 = insertelement <2 x float> %917, float %.0.i75, i64 1, !dbg !57
  %919 = fptrunc <2 x float> %918 to <2 x half>, !dbg !57
  %920 = insertelement <2 x float> poison, float %.0.i78, i64 0, !dbg !57
  %921 = insertelement <2 x float> %920, float %.0.i81, i64 1, !dbg !57
  %922 = fptrunc <2 x float> %921 to <2 x half>, !dbg !57
  %923 = insertelement <2 x float> poison, float %.0.i84, i64 0, !dbg !57
  %924 = insertelement <2 x float> %923, float %.0.i87, i64 1, !dbg !57
  %925 = fptrunc <2 x float> %924 to <2 x half>, !dbg !57
  %926 = insertelement <2 x float> poison, float %.0.i90, i64 0, !dbg !57
  %927 = insertelement <2 x float> %926, float %.0.i93, i64 1, !dbg !57
  %928 = fptrunc <2 x float> %927 to <2 x half>, !dbg !57
  %929 = insertelement <2 x float> poison, float %.0.i96, i64 0, !dbg !57
  %930 = insertelement <2 x float> %929, float %.0.i99, i64 1, !dbg !57
  %931 = fptrunc <2 x float> %930 to <2 x half>, !dbg !57
  %932 = insertelement <2 x float> poison, float %.0.i102, i64 0, !dbg !57
  %933 = insertelement <2 x float> %932, float %.0.i105, i64 1, !dbg !57
  %934 = fptrunc <2 x float> %933 to <2 x half>, !dbg !57
  %935 = ptrtoint ptr addrspace(3) %267 to i32, !dbg !58
  %936 = lshr exact i32 %935, 4, !dbg !58
  %937 = and i32 %936, 16383, !dbg !58
  %938 = zext nneg i32 %937 to i64, !dbg !58
  %939 = bitcast <2 x half> %889 to i32, !dbg !58
  %940 = bitcast <2 x half> %892 to i32, !dbg !58
  %941 = bitcast <2 x half> %895 to i32, !dbg !58
  %942 = bitcast <2 x half> %898 to i32, !dbg !58
  %943 = bitcast <2 x half> %901 to i32, !dbg !58
  %944 = bitcast <2 x half> %904 to i32, !dbg !58
  %945 = bitcast <2 x half> %907 to i32, !dbg !58
  %946 = bitcast <2 x half> %910 to i32, !dbg !58
  %947 = bitcast <2 x half> %913 to i32, !dbg !58
  %948 = bitcast <2 x half> %916 to i32, !dbg !58
  %949 = bitcast <2 x half> %919 to i32, !dbg !58
  %950 = bitcast <2 x half> %922 to i32, !dbg !58
  %951 = bitcast <2 x half> %925 to i32, !dbg !58
  %952 = bitcast <2 x half> %928 to i32, !dbg !58
  %953 = bitcast <2 x half> %931 to i32, !dbg !58
  %954 = bitcast <2 x half> %934 to i32, !dbg !58
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !58
  %955 = or disjoint i64 %938, 4611686293305294848, !dbg !58
  %956 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862, float %863, float %864, float %865, float %866, float %867, float %868, float %869, float %870, float %871, float %872, float %873, float %874, float %875, float %876, float %877, float %878, float %879, float %880, float %881, float %882, float %883, float %884, float %885, float %886, i32 %939, i32 %940, i32 %941, i32 %942, i64 %955, i1 true) #2, !dbg !58
  %957 = add nuw nsw i64 %938, 4611686293305294976, !dbg !58
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 0, !dbg !58
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 1, !dbg !58
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 2, !dbg !58
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 3, !dbg !58
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 4, !dbg !58
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 5, !dbg !58
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 6, !dbg !58
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 7, !dbg !58
  %966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 8, !dbg !58
  %967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 9, !dbg !58
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 10, !dbg !58
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 11, !dbg !58
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 12, !dbg !58
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 13, !dbg !58
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 14, !dbg !58
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 15, !dbg !58
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 16, !dbg !58
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 17, !dbg !58
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 18, !dbg !58
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 19, !dbg !58
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 20, !dbg !58
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 21, !dbg !58
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 22, !dbg !58
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 23, !dbg !58
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 24, !dbg !58
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 25, !dbg !58
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 26, !dbg !58
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 27, !dbg !58
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 28, !dbg !58
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 29, !dbg !58
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 30, !dbg !58
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %956, 31, !dbg !58
  %990 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, float %966, float %967, float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987, float %988, float %989, i32 %943, i32 %944, i32 %945, i32 %946, i64 %957, i1 true) #2, !dbg !58
  %991 = add nuw nsw i64 %938, 4611686293305295104, !dbg !58
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 0, !dbg !58
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 1, !dbg !58
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 2, !dbg !58
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 3, !dbg !58
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 4, !dbg !58
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 5, !dbg !58
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 6, !dbg !58
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 7, !dbg !58
  %1000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 8, !dbg !58
  %1001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 9, !dbg !58
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 10, !dbg !58
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 11, !dbg !58
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 12, !dbg !58
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 13, !dbg !58
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 14, !dbg !58
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 15, !dbg !58
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 16, !dbg !58
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 17, !dbg !58
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 18, !dbg !58
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 19, !dbg !58
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 20, !dbg !58
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 21, !dbg !58
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 22, !dbg !58
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 23, !dbg !58
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 24, !dbg !58
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 25, !dbg !58
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 26, !dbg !58
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 27, !dbg !58
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 28, !dbg !58
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 29, !dbg !58
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 30, !dbg !58
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %990, 31, !dbg !58
  %1024 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %992, float %993, float %994, float %995, float %996, float %997, float %998, float %999, float %1000, float %1001, float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, i32 %947, i32 %948, i32 %949, i32 %950, i64 %991, i1 true) #2, !dbg !58
  %1025 = add nuw nsw i64 %938, 4611686293305295232, !dbg !58
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 0, !dbg !58
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 1, !dbg !58
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 2, !dbg !58
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 3, !dbg !58
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 4, !dbg !58
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 5, !dbg !58
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 6, !dbg !58
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 7, !dbg !58
  %1034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 8, !dbg !58
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 9, !dbg !58
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 10, !dbg !58
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 11, !dbg !58
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 12, !dbg !58
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 13, !dbg !58
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 14, !dbg !58
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 15, !dbg !58
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 16, !dbg !58
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 17, !dbg !58
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 18, !dbg !58
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 19, !dbg !58
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 20, !dbg !58
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 21, !dbg !58
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 22, !dbg !58
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 23, !dbg !58
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 24, !dbg !58
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 25, !dbg !58
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 26, !dbg !58
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 27, !dbg !58
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 28, !dbg !58
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 29, !dbg !58
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 30, !dbg !58
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1024, 31, !dbg !58
  %1058 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %1026, float %1027, float %1028, float %1029, float %1030, float %1031, float %1032, float %1033, float %1034, float %1035, float %1036, float %1037, float %1038, float %1039, float %1040, float %1041, float %1042, float %1043, float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, i32 %951, i32 %952, i32 %953, i32 %954, i64 %1025, i1 true) #2, !dbg !58
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 0, !dbg !58
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 1, !dbg !58
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 2, !dbg !58
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 3, !dbg !58
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 4, !dbg !58
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 5, !dbg !58
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 6, !dbg !58
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 7, !dbg !58
  %1067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 8, !dbg !58
  %1068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 9, !dbg !58
  %1069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 10, !dbg !58
  %1070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 11, !dbg !58
  %1071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 12, !dbg !58
  %1072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 13, !dbg !58
  %1073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 14, !dbg !58
  %1074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 15, !dbg !58
  %1075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 16, !dbg !58
  %1076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 17, !dbg !58
  %1077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 18, !dbg !58
  %1078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 19, !dbg !58
  %1079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 20, !dbg !58
  %1080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 21, !dbg !58
  %1081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 22, !dbg !58
  %1082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 23, !dbg !58
  %1083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 24, !dbg !58
  %1084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 25, !dbg !58
  %1085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 26, !dbg !58
  %1086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 27, !dbg !58
  %1087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 28, !dbg !58
  %1088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 29, !dbg !58
  %1089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 30, !dbg !58
  %1090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1058, 31, !dbg !58
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !58
  %1091 = add i32 %207, 1, !dbg !26
  %1092 = icmp sgt i32 %1091, 2, !dbg !26
  %1093 = select i1 %1092, i32 0, i32 %1091, !dbg !26
  %1094 = add i32 %244, 128, !dbg !26
  %1095 = or disjoint i32 %1094, %20, !dbg !35
  %1096 = or disjoint i32 %1094, %21, !dbg !35
  %1097 = or disjoint i32 %1094, %22, !dbg !35
  %1098 = or disjoint i32 %1094, %23, !dbg !35
  %1099 = icmp slt i32 %1095, %4, !dbg !27
  %1100 = icmp slt i32 %1096, %4, !dbg !27
  %1101 = icmp slt i32 %1097, %4, !dbg !27
  %1102 = icmp slt i32 %1098, %4, !dbg !27
  %1103 = mul i32 %1095, %5, !dbg !28
  %1104 = mul i32 %1096, %5, !dbg !28
  %1105 = mul i32 %1097, %5, !dbg !28
  %1106 = mul i32 %1098, %5, !dbg !28
  %1107 = sext i32 %1103 to i64, !dbg !29
  %1108 = sext i32 %1104 to i64, !dbg !29
  %1109 = sext i32 %1105 to i64, !dbg !29
  %1110 = sext i32 %1106 to i64, !dbg !29
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1107, !dbg !30
  %gep115 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1108, !dbg !30
  %gep117 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1109, !dbg !30
  %gep119 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1110, !dbg !30
  %1111 = shl i32 %1093, 12, !dbg !31
  %1112 = getelementptr half, ptr addrspace(3) @global_smem, i32 %1111, !dbg !31
  %1113 = and i1 %245, %1099, !dbg !26
  %1114 = and i1 %245, %1100, !dbg !26
  %1115 = and i1 %245, %1101, !dbg !26
  %1116 = and i1 %245, %1102, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %1117 = getelementptr inbounds nuw i8, ptr addrspace(3) %1112, i32 %77, !dbg !31
  %1118 = select i1 %1113, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1117, ptr addrspace(1) %gep, i32 %1118) #2, !dbg !31
  %1119 = getelementptr inbounds nuw i8, ptr addrspace(3) %1112, i32 %83, !dbg !31
  %1120 = select i1 %1114, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1119, ptr addrspace(1) %gep115, i32 %1120) #2, !dbg !31
  %1121 = getelementptr inbounds nuw i8, ptr addrspace(3) %1112, i32 %89, !dbg !31
  %1122 = select i1 %1115, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1121, ptr addrspace(1) %gep117, i32 %1122) #2, !dbg !31
  %1123 = getelementptr inbounds nuw i8, ptr addrspace(3) %1112, i32 %95, !dbg !31
  %1124 = select i1 %1116, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1123, ptr addrspace(1) %gep119, i32 %1124) #2, !dbg !31
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !31
  %gep121 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1107, !dbg !33
  %gep123 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1108, !dbg !33
  %gep125 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1109, !dbg !33
  %gep127 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1110, !dbg !33
  %1125 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1111, !dbg !34
  %1126 = getelementptr inbounds nuw i8, ptr addrspace(3) %1125, i32 %77, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1126, ptr addrspace(1) %gep121, i32 %1118) #2, !dbg !34
  %1127 = getelementptr inbounds nuw i8, ptr addrspace(3) %1125, i32 %83, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1127, ptr addrspace(1) %gep123, i32 %1120) #2, !dbg !34
  %1128 = getelementptr inbounds nuw i8, ptr addrspace(3) %1125, i32 %89, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1128, ptr addrspace(1) %gep125, i32 %1122) #2, !dbg !34
  %1129 = getelementptr inbounds nuw i8, ptr addrspace(3) %1125, i32 %95, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1129, ptr addrspace(1) %gep127, i32 %1124) #2, !dbg !34
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !34
  %1130 = add i32 %244, 64, !dbg !26
  %1131 = icmp slt i32 %1130, %4, !dbg !26
  br i1 %1131, label %205, label %._crit_edge, !dbg !26

._crit_edge:                                      ; preds = %__nv_exp2f.exit112, %9
  %1132 = phi float [ 0.000000e+00, %9 ], [ %853, %__nv_exp2f.exit112 ], !dbg !59
  %1133 = phi float [ 0.000000e+00, %9 ], [ %854, %__nv_exp2f.exit112 ], !dbg !59
  %1134 = phi float [ 0.000000e+00, %9 ], [ %1059, %__nv_exp2f.exit112 ]
  %1135 = phi float [ 0.000000e+00, %9 ], [ %1060, %__nv_exp2f.exit112 ]
  %1136 = phi float [ 0.000000e+00, %9 ], [ %1061, %__nv_exp2f.exit112 ]
  %1137 = phi float [ 0.000000e+00, %9 ], [ %1062, %__nv_exp2f.exit112 ]
  %1138 = phi float [ 0.000000e+00, %9 ], [ %1063, %__nv_exp2f.exit112 ]
  %1139 = phi float [ 0.000000e+00, %9 ], [ %1064, %__nv_exp2f.exit112 ]
  %1140 = phi float [ 0.000000e+00, %9 ], [ %1065, %__nv_exp2f.exit112 ]
  %1141 = phi float [ 0.000000e+00, %9 ], [ %1066, %__nv_exp2f.exit112 ]
  %1142 = phi float [ 0.000000e+00, %9 ], [ %1067, %__nv_exp2f.exit112 ]
  %1143 = phi float [ 0.000000e+00, %9 ], [ %1068, %__nv_exp2f.exit112 ]
  %1144 = phi float [ 0.000000e+00, %9 ], [ %1069, %__nv_exp2f.exit112 ]
  %1145 = phi float [ 0.000000e+00, %9 ], [ %1070, %__nv_exp2f.exit112 ]
  %1146 = phi float [ 0.000000e+00, %9 ], [ %1071, %__nv_exp2f.exit112 ]
  %1147 = phi float [ 0.000000e+00, %9 ], [ %1072, %__nv_exp2f.exit112 ]
  %1148 = phi float [ 0.000000e+00, %9 ], [ %1073, %__nv_exp2f.exit112 ]
  %1149 = phi float [ 0.000000e+00, %9 ], [ %1074, %__nv_exp2f.exit112 ]
  %1150 = phi float [ 0.000000e+00, %9 ], [ %1075, %__nv_exp2f.exit112 ]
  %1151 = phi float [ 0.000000e+00, %9 ], [ %1076, %__nv_exp2f.exit112 ]
  %1152 = phi float [ 0.000000e+00, %9 ], [ %1077, %__nv_exp2f.exit112 ]
  %1153 = phi float [ 0.000000e+00, %9 ], [ %1078, %__nv_exp2f.exit112 ]
  %1154 = phi float [ 0.000000e+00, %9 ], [ %1079, %__nv_exp2f.exit112 ]
  %1155 = phi float [ 0.000000e+00, %9 ], [ %1080, %__nv_exp2f.exit112 ]
  %1156 = phi float [ 0.000000e+00, %9 ], [ %1081, %__nv_exp2f.exit112 ]
  %1157 = phi float [ 0.000000e+00, %9 ], [ %1082, %__nv_exp2f.exit112 ]
  %1158 = phi float [ 0.000000e+00, %9 ], [ %1083, %__nv_exp2f.exit112 ]
  %1159 = phi float [ 0.000000e+00, %9 ], [ %1084, %__nv_exp2f.exit112 ]
  %1160 = phi float [ 0.000000e+00, %9 ], [ %1085, %__nv_exp2f.exit112 ]
  %1161 = phi float [ 0.000000e+00, %9 ], [ %1086, %__nv_exp2f.exit112 ]
  %1162 = phi float [ 0.000000e+00, %9 ], [ %1087, %__nv_exp2f.exit112 ]
  %1163 = phi float [ 0.000000e+00, %9 ], [ %1088, %__nv_exp2f.exit112 ]
  %1164 = phi float [ 0.000000e+00, %9 ], [ %1089, %__nv_exp2f.exit112 ]
  %1165 = phi float [ 0.000000e+00, %9 ], [ %1090, %__nv_exp2f.exit112 ]
  %1166 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1134, float %1135, float %1136, float %1137, float %1138, float %1139, float %1140, float %1141, float %1142, float %1143, float %1144, float %1145, float %1146, float %1147, float %1148, float %1149, float %1150, float %1151, float %1152, float %1153, float %1154, float %1155, float %1156, float %1157, float %1158, float %1159, float %1160, float %1161, float %1162, float %1163, float %1164, float %1165) #2, !dbg !26
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %1167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 0, !dbg !60
  %1168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 1, !dbg !60
  %1169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 2, !dbg !60
  %1170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 3, !dbg !60
  %1171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 4, !dbg !60
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 5, !dbg !60
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 6, !dbg !60
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 7, !dbg !60
  %1175 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 8, !dbg !60
  %1176 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 9, !dbg !60
  %1177 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 10, !dbg !60
  %1178 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 11, !dbg !60
  %1179 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 12, !dbg !60
  %1180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 13, !dbg !60
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 14, !dbg !60
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 15, !dbg !60
  %1183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 16, !dbg !60
  %1184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 17, !dbg !60
  %1185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 18, !dbg !60
  %1186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 19, !dbg !60
  %1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 20, !dbg !60
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 21, !dbg !60
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 22, !dbg !60
  %1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 23, !dbg !60
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 24, !dbg !60
  %1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 25, !dbg !60
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 26, !dbg !60
  %1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 27, !dbg !60
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 28, !dbg !60
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 29, !dbg !60
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 30, !dbg !60
  %1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1166, 31, !dbg !60
  %1199 = tail call float @llvm.nvvm.div.full(float %1167, float %1132), !dbg !60
  %1200 = tail call float @llvm.nvvm.div.full(float %1168, float %1132), !dbg !60
  %1201 = tail call float @llvm.nvvm.div.full(float %1169, float %1133), !dbg !60
  %1202 = tail call float @llvm.nvvm.div.full(float %1170, float %1133), !dbg !60
  %1203 = tail call float @llvm.nvvm.div.full(float %1171, float %1132), !dbg !60
  %1204 = tail call float @llvm.nvvm.div.full(float %1172, float %1132), !dbg !60
  %1205 = tail call float @llvm.nvvm.div.full(float %1173, float %1133), !dbg !60
  %1206 = tail call float @llvm.nvvm.div.full(float %1174, float %1133), !dbg !60
  %1207 = tail call float @llvm.nvvm.div.full(float %1175, float %1132), !dbg !60
  %1208 = tail call float @llvm.nvvm.div.full(float %1176, float %1132), !dbg !60
  %1209 = tail call float @llvm.nvvm.div.full(float %1177, float %1133), !dbg !60
  %1210 = tail call float @llvm.nvvm.div.full(float %1178, float %1133), !dbg !60
  %1211 = tail call float @llvm.nvvm.div.full(float %1179, float %1132), !dbg !60
  %1212 = tail call float @llvm.nvvm.div.full(float %1180, float %1132), !dbg !60
  %1213 = tail call float @llvm.nvvm.div.full(float %1181, float %1133), !dbg !60
  %1214 = tail call float @llvm.nvvm.div.full(float %1182, float %1133), !dbg !60
  %1215 = tail call float @llvm.nvvm.div.full(float %1183, float %1132), !dbg !60
  %1216 = tail call float @llvm.nvvm.div.full(float %1184, float %1132), !dbg !60
  %1217 = tail call float @llvm.nvvm.div.full(float %1185, float %1133), !dbg !60
  %1218 = tail call float @llvm.nvvm.div.full(float %1186, float %1133), !dbg !60
  %1219 = tail call float @llvm.nvvm.div.full(float %1187, float %1132), !dbg !60
  %1220 = tail call float @llvm.nvvm.div.full(float %1188, float %1132), !dbg !60
  %1221 = tail call float @llvm.nvvm.div.full(float %1189, float %1133), !dbg !60
  %1222 = tail call float @llvm.nvvm.div.full(float %1190, float %1133), !dbg !60
  %1223 = tail call float @llvm.nvvm.div.full(float %1191, float %1132), !dbg !60
  %1224 = tail call float @llvm.nvvm.div.full(float %1192, float %1132), !dbg !60
  %1225 = tail call float @llvm.nvvm.div.full(float %1193, float %1133), !dbg !60
  %1226 = tail call float @llvm.nvvm.div.full(float %1194, float %1133), !dbg !60
  %1227 = tail call float @llvm.nvvm.div.full(float %1195, float %1132), !dbg !60
  %1228 = tail call float @llvm.nvvm.div.full(float %1196, float %1132), !dbg !60
  %1229 = tail call float @llvm.nvvm.div.full(float %1197, float %1133), !dbg !60
  %1230 = tail call float @llvm.nvvm.div.full(float %1198, float %1133), !dbg !60
  %1231 = getelementptr half, ptr addrspace(1) %3, i64 %15, !dbg !61
  %1232 = getelementptr half, ptr addrspace(1) %1231, i64 %39, !dbg !62
  %1233 = getelementptr half, ptr addrspace(1) %1231, i64 %41, !dbg !62
  %1234 = getelementptr half, ptr addrspace(1) %1231, i64 %43, !dbg !62
  %1235 = getelementptr half, ptr addrspace(1) %1231, i64 %45, !dbg !62
  %1236 = getelementptr half, ptr addrspace(1) %1232, i64 %49, !dbg !63
  %1237 = getelementptr half, ptr addrspace(1) %1233, i64 %49, !dbg !63
  %1238 = getelementptr half, ptr addrspace(1) %1234, i64 %49, !dbg !63
  %1239 = getelementptr half, ptr addrspace(1) %1235, i64 %49, !dbg !63
  %1240 = insertelement <2 x float> poison, float %1199, i64 0, !dbg !64
  %1241 = insertelement <2 x float> %1240, float %1200, i64 1, !dbg !64
  %1242 = fptrunc <2 x float> %1241 to <2 x half>, !dbg !64
  %1243 = insertelement <2 x float> poison, float %1201, i64 0, !dbg !64
  %1244 = insertelement <2 x float> %1243, float %1202, i64 1, !dbg !64
  %1245 = fptrunc <2 x float> %1244 to <2 x half>, !dbg !64
  %1246 = insertelement <2 x float> poison, float %1203, i64 0, !dbg !64
  %1247 = insertelement <2 x float> %1246, float %1204, i64 1, !dbg !64
  %1248 = fptrunc <2 x float> %1247 to <2 x half>, !dbg !64
  %1249 = insertelement <2 x float> poison, float %1205, i64 0, !dbg !64
  %1250 = insertelement <2 x float> %1249, float %1206, i64 1, !dbg !64
  %1251 = fptrunc <2 x float> %1250 to <2 x half>, !dbg !64
  %1252 = insertelement <2 x float> poison, float %1207, i64 0, !dbg !64
  %1253 = insertelement <2 x float> %1252, float %1208, i64 1, !dbg !64
  %1254 = fptrunc <2 x float> %1253 to <2 x half>, !dbg !64
  %1255 = insertelement <2 x float> poison, float %1209, i64 0, !dbg !64
  %1256 = insertelement <2 x float> %1255, float %1210, i64 1, !dbg !64
  %1257 = fptrunc <2 x float> %1256 to <2 x half>, !dbg !64
  %1258 = insertelement <2 x float> poison, float %1211, i64 0, !dbg !64
  %1259 = insertelement <2 x float> %1258, float %1212, i64 1, !dbg !64
  %1260 = fptrunc <2 x float> %1259 to <2 x half>, !dbg !64
  %1261 = insertelement <2 x float> poison, float %1213, i64 0, !dbg !64
  %1262 = insertelement <2 x float> %1261, float %1214, i64 1, !dbg !64
  %1263 = fptrunc <2 x float> %1262 to <2 x half>, !dbg !64
  %1264 = insertelement <2 x float> poison, float %1215, i64 0, !dbg !64
  %1265 = insertelement <2 x float> %1264, float %1216, i64 1, !dbg !64
  %1266 = fptrunc <2 x float> %1265 to <2 x half>, !dbg !64
  %1267 = insertelement <2 x float> poison, float %1217, i64 0, !dbg !64
  %1268 = insertelement <2 x float> %1267, float %1218, i64 1, !dbg !64
  %1269 = fptrunc <2 x float> %1268 to <2 x half>, !dbg !64
  %1270 = insertelement <2 x float> poison, float %1219, i64 0, !dbg !64
  %1271 = insertelement <2 x float> %1270, float %1220, i64 1, !dbg !64
  %1272 = fptrunc <2 x float> %1271 to <2 x half>, !dbg !64
  %1273 = insertelement <2 x float> poison, float %1221, i64 0, !dbg !64
  %1274 = insertelement <2 x float> %1273, float %1222, i64 1, !dbg !64
  %1275 = fptrunc <2 x float> %1274 to <2 x half>, !dbg !64
  %1276 = insertelement <2 x float> poison, float %1223, i64 0, !dbg !64
  %1277 = insertelement <2 x float> %1276, float %1224, i64 1, !dbg !64
  %1278 = fptrunc <2 x float> %1277 to <2 x half>, !dbg !64
  %1279 = insertelement <2 x float> poison, float %1225, i64 0, !dbg !64
  %1280 = insertelement <2 x float> %1279, float %1226, i64 1, !dbg !64
  %1281 = fptrunc <2 x float> %1280 to <2 x half>, !dbg !64
  %1282 = insertelement <2 x float> poison, float %1227, i64 0, !dbg !64
  %1283 = insertelement <2 x float> %1282, float %1228, i64 1, !dbg !64
  %1284 = fptrunc <2 x float> %1283 to <2 x half>, !dbg !64
  %1285 = insertelement <2 x float> poison, float %1229, i64 0, !dbg !64
  %1286 = insertelement <2 x float> %1285, float %1230, i64 1, !dbg !64
  %1287 = fptrunc <2 x float> %1286 to <2 x half>, !dbg !64
  %1288 = and i32 %74, 1536, !dbg !65
  %1289 = and i32 %18, 1, !dbg !65
  %1290 = shl nuw nsw i32 %1289, 5, !dbg !65
  %1291 = and i32 %18, 2, !dbg !65
  %1292 = icmp eq i32 %1291, 0, !dbg !65
  %1293 = select i1 %1292, i32 0, i32 4160, !dbg !65
  %1294 = and i32 %18, 4, !dbg !65
  %1295 = icmp eq i32 %1294, 0, !dbg !65
  %1296 = shl nuw nsw i32 %1294, 2, !dbg !65
  %1297 = and i32 %18, 8, !dbg !65
  %1298 = icmp eq i32 %1297, 0, !dbg !65
  %1299 = select i1 %1298, i32 0, i32 2080, !dbg !65
  %1300 = and i32 %18, 16, !dbg !65
  %1301 = icmp eq i32 %1300, 0, !dbg !65
  %1302 = shl nuw nsw i32 %1300, 3, !dbg !65
  %1303 = or disjoint i32 %1293, %1296, !dbg !65
  %1304 = or disjoint i32 %1303, %1302, !dbg !65
  %1305 = or disjoint i32 %1288, %1290, !dbg !65
  %1306 = xor i32 %1305, %1299, !dbg !65
  %1307 = or disjoint i32 %1304, %1306, !dbg !65
  %1308 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1307, !dbg !65
  %1309 = bitcast <2 x half> %1242 to i32, !dbg !65
  %1310 = bitcast <2 x half> %1248 to i32, !dbg !65
  %1311 = bitcast <2 x half> %1254 to i32, !dbg !65
  %1312 = bitcast <2 x half> %1260 to i32, !dbg !65
  %1313 = insertelement <4 x i32> poison, i32 %1309, i64 0, !dbg !65
  %1314 = insertelement <4 x i32> %1313, i32 %1310, i64 1, !dbg !65
  %1315 = insertelement <4 x i32> %1314, i32 %1311, i64 2, !dbg !65
  %1316 = insertelement <4 x i32> %1315, i32 %1312, i64 3, !dbg !65
  store <4 x i32> %1316, ptr addrspace(3) %1308, align 16, !dbg !65
  %1317 = getelementptr inbounds nuw i8, ptr addrspace(3) %1308, i32 256, !dbg !65
  %1318 = bitcast <2 x half> %1245 to i32, !dbg !65
  %1319 = bitcast <2 x half> %1251 to i32, !dbg !65
  %1320 = bitcast <2 x half> %1257 to i32, !dbg !65
  %1321 = bitcast <2 x half> %1263 to i32, !dbg !65
  %1322 = insertelement <4 x i32> poison, i32 %1318, i64 0, !dbg !65
  %1323 = insertelement <4 x i32> %1322, i32 %1319, i64 1, !dbg !65
  %1324 = insertelement <4 x i32> %1323, i32 %1320, i64 2, !dbg !65
  %1325 = insertelement <4 x i32> %1324, i32 %1321, i64 3, !dbg !65
  store <4 x i32> %1325, ptr addrspace(3) %1317, align 16, !dbg !65
  %1326 = xor i32 %1307, 64, !dbg !65
  %1327 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1326, !dbg !65
  %1328 = bitcast <2 x half> %1266 to i32, !dbg !65
  %1329 = bitcast <2 x half> %1272 to i32, !dbg !65
  %1330 = bitcast <2 x half> %1278 to i32, !dbg !65
  %1331 = bitcast <2 x half> %1284 to i32, !dbg !65
  %1332 = insertelement <4 x i32> poison, i32 %1328, i64 0, !dbg !65
  %1333 = insertelement <4 x i32> %1332, i32 %1329, i64 1, !dbg !65
  %1334 = insertelement <4 x i32> %1333, i32 %1330, i64 2, !dbg !65
  %1335 = insertelement <4 x i32> %1334, i32 %1331, i64 3, !dbg !65
  store <4 x i32> %1335, ptr addrspace(3) %1327, align 16, !dbg !65
  %1336 = getelementptr inbounds nuw i8, ptr addrspace(3) %1327, i32 256, !dbg !65
  %1337 = bitcast <2 x half> %1269 to i32, !dbg !65
  %1338 = bitcast <2 x half> %1275 to i32, !dbg !65
  %1339 = bitcast <2 x half> %1281 to i32, !dbg !65
  %1340 = bitcast <2 x half> %1287 to i32, !dbg !65
  %1341 = insertelement <4 x i32> poison, i32 %1337, i64 0, !dbg !65
  %1342 = insertelement <4 x i32> %1341, i32 %1338, i64 1, !dbg !65
  %1343 = insertelement <4 x i32> %1342, i32 %1339, i64 2, !dbg !65
  %1344 = insertelement <4 x i32> %1343, i32 %1340, i64 3, !dbg !65
  store <4 x i32> %1344, ptr addrspace(3) %1336, align 16, !dbg !65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !65
  %1345 = shl nuw nsw i32 %18, 2, !dbg !65
  %1346 = and i32 %1345, 416, !dbg !65
  %1347 = shl nuw nsw i32 %1289, 6, !dbg !65
  %1348 = shl nuw nsw i32 %1291, 3, !dbg !65
  %1349 = select i1 %1295, i32 0, i32 2080, !dbg !65
  %1350 = select i1 %1301, i32 0, i32 4160, !dbg !65
  %1351 = or disjoint i32 %1346, %1347, !dbg !65
  %1352 = or disjoint i32 %1349, %1350, !dbg !65
  %1353 = xor i32 %1352, %1351, !dbg !65
  %1354 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1348, !dbg !65
  %1355 = getelementptr inbounds nuw i8, ptr addrspace(3) %1354, i32 %1353, !dbg !65
  %1356 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1355), !dbg !65
  %1357 = extractvalue { i32, i32, i32, i32 } %1356, 0, !dbg !65
  %1358 = extractvalue { i32, i32, i32, i32 } %1356, 1, !dbg !65
  %1359 = extractvalue { i32, i32, i32, i32 } %1356, 2, !dbg !65
  %1360 = extractvalue { i32, i32, i32, i32 } %1356, 3, !dbg !65
  %1361 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 512, !dbg !65
  %1362 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1361), !dbg !65
  %1363 = extractvalue { i32, i32, i32, i32 } %1362, 0, !dbg !65
  %1364 = extractvalue { i32, i32, i32, i32 } %1362, 1, !dbg !65
  %1365 = extractvalue { i32, i32, i32, i32 } %1362, 2, !dbg !65
  %1366 = extractvalue { i32, i32, i32, i32 } %1362, 3, !dbg !65
  %1367 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 1024, !dbg !65
  %1368 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1367), !dbg !65
  %1369 = extractvalue { i32, i32, i32, i32 } %1368, 0, !dbg !65
  %1370 = extractvalue { i32, i32, i32, i32 } %1368, 1, !dbg !65
  %1371 = extractvalue { i32, i32, i32, i32 } %1368, 2, !dbg !65
  %1372 = extractvalue { i32, i32, i32, i32 } %1368, 3, !dbg !65
  %1373 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 1536, !dbg !65
  %1374 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1373), !dbg !65
  %1375 = extractvalue { i32, i32, i32, i32 } %1374, 0, !dbg !65
  %1376 = extractvalue { i32, i32, i32, i32 } %1374, 1, !dbg !65
  %1377 = extractvalue { i32, i32, i32, i32 } %1374, 2, !dbg !65
  %1378 = extractvalue { i32, i32, i32, i32 } %1374, 3, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1357, i32 %1358, i32 %1359, i32 %1360, ptr addrspace(1) %1236, i1 %30) #2, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1363, i32 %1364, i32 %1365, i32 %1366, ptr addrspace(1) %1237, i1 %31) #2, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1369, i32 %1370, i32 %1371, i32 %1372, ptr addrspace(1) %1238, i1 %32) #2, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1375, i32 %1376, i32 %1377, i32 %1378, ptr addrspace(1) %1239, i1 %33) #2, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #5

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #6

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #7

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind memory(argmem: read) }
attributes #6 = { convergent nounwind }
attributes #7 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #8 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "flash_attn_fwd_kernel", linkageName: "flash_attn_fwd_kernel", scope: !1, file: !1, line: 58, type: !6, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 62, column: 25, scope: !5)
!9 = !DILocation(line: 62, column: 31, scope: !5)
!10 = !DILocation(line: 62, column: 43, scope: !5)
!11 = !DILocation(line: 62, column: 53, scope: !5)
!12 = !DILocation(line: 63, column: 26, scope: !5)
!13 = !DILocation(line: 63, column: 31, scope: !5)
!14 = !DILocation(line: 63, column: 54, scope: !5)
!15 = !DILocation(line: 63, column: 41, scope: !5)
!16 = !DILocation(line: 65, column: 29, scope: !5)
!17 = !DILocation(line: 66, column: 25, scope: !5)
!18 = !DILocation(line: 66, column: 49, scope: !5)
!19 = !DILocation(line: 66, column: 32, scope: !5)
!20 = !DILocation(line: 66, column: 68, scope: !5)
!21 = !DILocation(line: 66, column: 62, scope: !5)
!22 = !DILocation(line: 66, column: 21, scope: !5)
!23 = !DILocation(line: 70, column: 23, scope: !5)
!24 = !DILocation(line: 74, column: 29, scope: !5)
!25 = !DILocation(line: 75, column: 29, scope: !5)
!26 = !DILocation(line: 71, column: 35, scope: !5)
!27 = !DILocation(line: 73, column: 33, scope: !5)
!28 = !DILocation(line: 74, column: 53, scope: !5)
!29 = !DILocation(line: 74, column: 36, scope: !5)
!30 = !DILocation(line: 74, column: 66, scope: !5)
!31 = !DILocation(line: 74, column: 25, scope: !5)
!32 = !DILocation(line: 75, column: 36, scope: !5)
!33 = !DILocation(line: 75, column: 66, scope: !5)
!34 = !DILocation(line: 75, column: 25, scope: !5)
!35 = !DILocation(line: 72, column: 24, scope: !5)
!36 = !DILocation(line: 76, column: 27, scope: !5)
!37 = !DILocation(line: 76, column: 47, scope: !5)
!38 = !DILocation(line: 77, column: 30, scope: !5)
!39 = !DILocation(line: 77, column: 52, scope: !5)
!40 = !DILocation(line: 170, column: 27, scope: !41, inlinedAt: !43)
!41 = distinct !DILexicalBlockFile(scope: !5, file: !42, discriminator: 0)
!42 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!43 = !DILocation(line: 191, column: 40, scope: !41, inlinedAt: !44)
!44 = !DILocation(line: 78, column: 45, scope: !45)
!45 = distinct !DILexicalBlockFile(scope: !5, file: !1, discriminator: 0)
!46 = !DILocation(line: 78, column: 38, scope: !5)
!47 = !DILocation(line: 79, column: 29, scope: !5)
!48 = !DILocation(line: 79, column: 25, scope: !5)
!49 = !DILocation(line: 80, column: 38, scope: !5)
!50 = !DILocation(line: 80, column: 28, scope: !5)
!51 = !DILocation(line: 81, column: 28, scope: !5)
!52 = !DILocation(line: 263, column: 15, scope: !41, inlinedAt: !53)
!53 = !DILocation(line: 293, column: 36, scope: !41, inlinedAt: !54)
!54 = !DILocation(line: 81, column: 42, scope: !45)
!55 = !DILocation(line: 81, column: 35, scope: !5)
!56 = !DILocation(line: 82, column: 20, scope: !5)
!57 = !DILocation(line: 82, column: 48, scope: !5)
!58 = !DILocation(line: 82, column: 61, scope: !5)
!59 = !DILocation(line: 68, column: 35, scope: !5)
!60 = !DILocation(line: 84, column: 16, scope: !5)
!61 = !DILocation(line: 85, column: 17, scope: !5)
!62 = !DILocation(line: 85, column: 24, scope: !5)
!63 = !DILocation(line: 85, column: 54, scope: !5)
!64 = !DILocation(line: 85, column: 77, scope: !5)
!65 = !DILocation(line: 85, column: 70, scope: !5)
!66 = !DILocation(line: 85, column: 4, scope: !5)
