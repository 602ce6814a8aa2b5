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
  %207 = phi i32 [ 1, %.lr.ph ], [ %1069, %__nv_exp2f.exit112 ]
  %208 = phi float [ 0.000000e+00, %.lr.ph ], [ %1035, %__nv_exp2f.exit112 ]
  %209 = phi float [ 0.000000e+00, %.lr.ph ], [ %1036, %__nv_exp2f.exit112 ]
  %210 = phi float [ 0.000000e+00, %.lr.ph ], [ %1037, %__nv_exp2f.exit112 ]
  %211 = phi float [ 0.000000e+00, %.lr.ph ], [ %1038, %__nv_exp2f.exit112 ]
  %212 = phi float [ 0.000000e+00, %.lr.ph ], [ %1039, %__nv_exp2f.exit112 ]
  %213 = phi float [ 0.000000e+00, %.lr.ph ], [ %1040, %__nv_exp2f.exit112 ]
  %214 = phi float [ 0.000000e+00, %.lr.ph ], [ %1041, %__nv_exp2f.exit112 ]
  %215 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %__nv_exp2f.exit112 ]
  %216 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %__nv_exp2f.exit112 ]
  %217 = phi float [ 0.000000e+00, %.lr.ph ], [ %1044, %__nv_exp2f.exit112 ]
  %218 = phi float [ 0.000000e+00, %.lr.ph ], [ %1045, %__nv_exp2f.exit112 ]
  %219 = phi float [ 0.000000e+00, %.lr.ph ], [ %1046, %__nv_exp2f.exit112 ]
  %220 = phi float [ 0.000000e+00, %.lr.ph ], [ %1047, %__nv_exp2f.exit112 ]
  %221 = phi float [ 0.000000e+00, %.lr.ph ], [ %1048, %__nv_exp2f.exit112 ]
  %222 = phi float [ 0.000000e+00, %.lr.ph ], [ %1049, %__nv_exp2f.exit112 ]
  %223 = phi float [ 0.000000e+00, %.lr.ph ], [ %1050, %__nv_exp2f.exit112 ]
  %224 = phi float [ 0.000000e+00, %.lr.ph ], [ %1051, %__nv_exp2f.exit112 ]
  %225 = phi float [ 0.000000e+00, %.lr.ph ], [ %1052, %__nv_exp2f.exit112 ]
  %226 = phi float [ 0.000000e+00, %.lr.ph ], [ %1053, %__nv_exp2f.exit112 ]
  %227 = phi float [ 0.000000e+00, %.lr.ph ], [ %1054, %__nv_exp2f.exit112 ]
  %228 = phi float [ 0.000000e+00, %.lr.ph ], [ %1055, %__nv_exp2f.exit112 ]
  %229 = phi float [ 0.000000e+00, %.lr.ph ], [ %1056, %__nv_exp2f.exit112 ]
  %230 = phi float [ 0.000000e+00, %.lr.ph ], [ %1057, %__nv_exp2f.exit112 ]
  %231 = phi float [ 0.000000e+00, %.lr.ph ], [ %1058, %__nv_exp2f.exit112 ]
  %232 = phi float [ 0.000000e+00, %.lr.ph ], [ %1059, %__nv_exp2f.exit112 ]
  %233 = phi float [ 0.000000e+00, %.lr.ph ], [ %1060, %__nv_exp2f.exit112 ]
  %234 = phi float [ 0.000000e+00, %.lr.ph ], [ %1061, %__nv_exp2f.exit112 ]
  %235 = phi float [ 0.000000e+00, %.lr.ph ], [ %1062, %__nv_exp2f.exit112 ]
  %236 = phi float [ 0.000000e+00, %.lr.ph ], [ %1063, %__nv_exp2f.exit112 ]
  %237 = phi float [ 0.000000e+00, %.lr.ph ], [ %1064, %__nv_exp2f.exit112 ]
  %238 = phi float [ 0.000000e+00, %.lr.ph ], [ %1065, %__nv_exp2f.exit112 ]
  %239 = phi float [ 0.000000e+00, %.lr.ph ], [ %1066, %__nv_exp2f.exit112 ]
  %240 = phi float [ 0.000000e+00, %.lr.ph ], [ %829, %__nv_exp2f.exit112 ]
  %241 = phi float [ 0.000000e+00, %.lr.ph ], [ %830, %__nv_exp2f.exit112 ]
  %242 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %575, %__nv_exp2f.exit112 ]
  %243 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %576, %__nv_exp2f.exit112 ]
  %244 = phi i32 [ 0, %.lr.ph ], [ %1106, %__nv_exp2f.exit112 ]
  %245 = icmp slt i32 %244, %197, !dbg !26
  %246 = add i32 %206, 1, !dbg !26
  %247 = icmp sgt i32 %246, 2, !dbg !26
  %248 = select i1 %247, i32 0, i32 %246, !dbg !26
  %249 = or disjoint i32 %244, %25, !dbg !35
  %250 = or disjoint i32 %249, 16, !dbg !35
  %251 = or disjoint i32 %249, 32, !dbg !35
  %252 = or disjoint i32 %249, 48, !dbg !35
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %253 = shl i32 %248, 12, !dbg !31
  %254 = getelementptr half, ptr addrspace(3) @global_smem, i32 %253, !dbg !31
  %255 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %253, !dbg !34
  %256 = ptrtoint ptr addrspace(3) %254 to i32, !dbg !36
  %257 = lshr exact i32 %256, 4, !dbg !36
  %258 = and i32 %257, 16383, !dbg !36
  %259 = zext nneg i32 %258 to i64, !dbg !36
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !36
  %260 = or disjoint i64 %259, 4611686293305294848, !dbg !36
  %261 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $32, $33, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %201, i64 %260) #2, !dbg !36
  %262 = add nuw nsw i64 %259, 4611686293305294850, !dbg !36
  %263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 0, !dbg !36
  %264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 1, !dbg !36
  %265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 2, !dbg !36
  %266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 3, !dbg !36
  %267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 4, !dbg !36
  %268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 5, !dbg !36
  %269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 6, !dbg !36
  %270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 7, !dbg !36
  %271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 8, !dbg !36
  %272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 9, !dbg !36
  %273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 10, !dbg !36
  %274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 11, !dbg !36
  %275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 12, !dbg !36
  %276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 13, !dbg !36
  %277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 14, !dbg !36
  %278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 15, !dbg !36
  %279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 16, !dbg !36
  %280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 17, !dbg !36
  %281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 18, !dbg !36
  %282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 19, !dbg !36
  %283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 20, !dbg !36
  %284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 21, !dbg !36
  %285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 22, !dbg !36
  %286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 23, !dbg !36
  %287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 24, !dbg !36
  %288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 25, !dbg !36
  %289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 26, !dbg !36
  %290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 27, !dbg !36
  %291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 28, !dbg !36
  %292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 29, !dbg !36
  %293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 30, !dbg !36
  %294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %261, 31, !dbg !36
  %295 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, float %273, float %274, float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290, float %291, float %292, float %293, float %294, i64 %202, i64 %262, i1 true) #2, !dbg !36
  %296 = add nuw nsw i64 %259, 4611686293305294852, !dbg !36
  %297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 0, !dbg !36
  %298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 1, !dbg !36
  %299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 2, !dbg !36
  %300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 3, !dbg !36
  %301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 4, !dbg !36
  %302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 5, !dbg !36
  %303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 6, !dbg !36
  %304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 7, !dbg !36
  %305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 8, !dbg !36
  %306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 9, !dbg !36
  %307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 10, !dbg !36
  %308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 11, !dbg !36
  %309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 12, !dbg !36
  %310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 13, !dbg !36
  %311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 14, !dbg !36
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 15, !dbg !36
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 16, !dbg !36
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 17, !dbg !36
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 18, !dbg !36
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 19, !dbg !36
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 20, !dbg !36
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 21, !dbg !36
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 22, !dbg !36
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 23, !dbg !36
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 24, !dbg !36
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 25, !dbg !36
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 26, !dbg !36
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 27, !dbg !36
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 28, !dbg !36
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 29, !dbg !36
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 30, !dbg !36
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %295, 31, !dbg !36
  %329 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, i64 %203, i64 %296, i1 true) #2, !dbg !36
  %330 = add nuw nsw i64 %259, 4611686293305294854, !dbg !36
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 0, !dbg !36
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 1, !dbg !36
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 2, !dbg !36
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 3, !dbg !36
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 4, !dbg !36
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 5, !dbg !36
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 6, !dbg !36
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 7, !dbg !36
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 8, !dbg !36
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 9, !dbg !36
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 10, !dbg !36
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 11, !dbg !36
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 12, !dbg !36
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 13, !dbg !36
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 14, !dbg !36
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 15, !dbg !36
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 16, !dbg !36
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 17, !dbg !36
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 18, !dbg !36
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 19, !dbg !36
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 20, !dbg !36
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 21, !dbg !36
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 22, !dbg !36
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 23, !dbg !36
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 24, !dbg !36
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 25, !dbg !36
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 26, !dbg !36
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 27, !dbg !36
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 28, !dbg !36
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 29, !dbg !36
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 30, !dbg !36
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %329, 31, !dbg !36
  %363 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, i64 %204, i64 %330, i1 true) #2, !dbg !36
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 0, !dbg !36
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 1, !dbg !36
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 2, !dbg !36
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 3, !dbg !36
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 4, !dbg !36
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 5, !dbg !36
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 6, !dbg !36
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 7, !dbg !36
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 8, !dbg !36
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 9, !dbg !36
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 10, !dbg !36
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 11, !dbg !36
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 12, !dbg !36
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 13, !dbg !36
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 14, !dbg !36
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 15, !dbg !36
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 16, !dbg !36
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 17, !dbg !36
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 18, !dbg !36
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 19, !dbg !36
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 20, !dbg !36
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 21, !dbg !36
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 22, !dbg !36
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 23, !dbg !36
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 24, !dbg !36
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 25, !dbg !36
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 26, !dbg !36
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 27, !dbg !36
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 28, !dbg !36
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 29, !dbg !36
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 30, !dbg !36
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %363, 31, !dbg !36
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !36
  %396 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 0, i32 0, ptr addrspace(3) %254, i32 0, i32 0, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, float %221, float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, float %238, float %239) #2, !dbg !36
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 0, !dbg !36
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 1, !dbg !36
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 2, !dbg !36
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 3, !dbg !36
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 4, !dbg !36
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 5, !dbg !36
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 6, !dbg !36
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 7, !dbg !36
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 8, !dbg !36
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 9, !dbg !36
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 10, !dbg !36
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 11, !dbg !36
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 12, !dbg !36
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 13, !dbg !36
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 14, !dbg !36
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 15, !dbg !36
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 16, !dbg !36
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 17, !dbg !36
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 18, !dbg !36
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 19, !dbg !36
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 20, !dbg !36
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 21, !dbg !36
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 22, !dbg !36
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 23, !dbg !36
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 24, !dbg !36
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 25, !dbg !36
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 26, !dbg !36
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 27, !dbg !36
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 28, !dbg !36
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 29, !dbg !36
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 30, !dbg !36
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 31, !dbg !36
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 38, !dbg !36
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 39, !dbg !36
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 40, !dbg !36
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 41, !dbg !36
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 42, !dbg !36
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 43, !dbg !36
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 44, !dbg !36
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 45, !dbg !36
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 46, !dbg !36
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 47, !dbg !36
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 48, !dbg !36
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 49, !dbg !36
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 50, !dbg !36
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 51, !dbg !36
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 52, !dbg !36
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 53, !dbg !36
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 54, !dbg !36
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 55, !dbg !36
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 56, !dbg !36
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 57, !dbg !36
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 58, !dbg !36
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 59, !dbg !36
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 60, !dbg !36
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 61, !dbg !36
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 62, !dbg !36
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 63, !dbg !36
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 64, !dbg !36
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 65, !dbg !36
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 66, !dbg !36
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 67, !dbg !36
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 68, !dbg !36
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %396, 69, !dbg !36
  %461 = fmul float %101, %397, !dbg !37
  %462 = fmul float %101, %398, !dbg !37
  %463 = fmul float %101, %399, !dbg !37
  %464 = fmul float %101, %400, !dbg !37
  %465 = fmul float %101, %401, !dbg !37
  %466 = fmul float %101, %402, !dbg !37
  %467 = fmul float %101, %403, !dbg !37
  %468 = fmul float %101, %404, !dbg !37
  %469 = fmul float %101, %405, !dbg !37
  %470 = fmul float %101, %406, !dbg !37
  %471 = fmul float %101, %407, !dbg !37
  %472 = fmul float %101, %408, !dbg !37
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
  %493 = icmp slt i32 %249, %4, !dbg !38
  %494 = icmp slt i32 %250, %4, !dbg !38
  %495 = icmp slt i32 %251, %4, !dbg !38
  %496 = icmp slt i32 %252, %4, !dbg !38
  %497 = select i1 %493, float %461, float 0xFFF0000000000000, !dbg !39
  %498 = select i1 %493, float %462, float 0xFFF0000000000000, !dbg !39
  %499 = select i1 %493, float %463, float 0xFFF0000000000000, !dbg !39
  %500 = select i1 %493, float %464, float 0xFFF0000000000000, !dbg !39
  %501 = select i1 %493, float %465, float 0xFFF0000000000000, !dbg !39
  %502 = select i1 %493, float %466, float 0xFFF0000000000000, !dbg !39
  %503 = select i1 %493, float %467, float 0xFFF0000000000000, !dbg !39
  %504 = select i1 %493, float %468, float 0xFFF0000000000000, !dbg !39
  %505 = select i1 %494, float %469, float 0xFFF0000000000000, !dbg !39
  %506 = select i1 %494, float %470, float 0xFFF0000000000000, !dbg !39
  %507 = select i1 %494, float %471, float 0xFFF0000000000000, !dbg !39
  %508 = select i1 %494, float %472, float 0xFFF0000000000000, !dbg !39
  %509 = select i1 %494, float %473, float 0xFFF0000000000000, !dbg !39
  %510 = select i1 %494, float %474, float 0xFFF0000000000000, !dbg !39
  %511 = select i1 %494, float %475, float 0xFFF0000000000000, !dbg !39
  %512 = select i1 %494, float %476, float 0xFFF0000000000000, !dbg !39
  %513 = select i1 %495, float %477, float 0xFFF0000000000000, !dbg !39
  %514 = select i1 %495, float %478, float 0xFFF0000000000000, !dbg !39
  %515 = select i1 %495, float %479, float 0xFFF0000000000000, !dbg !39
  %516 = select i1 %495, float %480, float 0xFFF0000000000000, !dbg !39
  %517 = select i1 %495, float %481, float 0xFFF0000000000000, !dbg !39
  %518 = select i1 %495, float %482, float 0xFFF0000000000000, !dbg !39
  %519 = select i1 %495, float %483, float 0xFFF0000000000000, !dbg !39
  %520 = select i1 %495, float %484, float 0xFFF0000000000000, !dbg !39
  %521 = select i1 %496, float %485, float 0xFFF0000000000000, !dbg !39
  %522 = select i1 %496, float %486, float 0xFFF0000000000000, !dbg !39
  %523 = select i1 %496, float %487, float 0xFFF0000000000000, !dbg !39
  %524 = select i1 %496, float %488, float 0xFFF0000000000000, !dbg !39
  %525 = select i1 %496, float %489, float 0xFFF0000000000000, !dbg !39
  %526 = select i1 %496, float %490, float 0xFFF0000000000000, !dbg !39
  %527 = select i1 %496, float %491, float 0xFFF0000000000000, !dbg !39
  %528 = select i1 %496, float %492, float 0xFFF0000000000000, !dbg !39
  %529 = tail call float @llvm.maxnum.f32(float %497, float %498), !dbg !40
  %530 = tail call float @llvm.maxnum.f32(float %499, float %500), !dbg !40
  %531 = tail call float @llvm.maxnum.f32(float %529, float %501), !dbg !40
  %532 = tail call float @llvm.maxnum.f32(float %531, float %502), !dbg !40
  %533 = tail call float @llvm.maxnum.f32(float %530, float %503), !dbg !40
  %534 = tail call float @llvm.maxnum.f32(float %533, float %504), !dbg !40
  %535 = tail call float @llvm.maxnum.f32(float %532, float %505), !dbg !40
  %536 = tail call float @llvm.maxnum.f32(float %535, float %506), !dbg !40
  %537 = tail call float @llvm.maxnum.f32(float %534, float %507), !dbg !40
  %538 = tail call float @llvm.maxnum.f32(float %537, float %508), !dbg !40
  %539 = tail call float @llvm.maxnum.f32(float %536, float %509), !dbg !40
  %540 = tail call float @llvm.maxnum.f32(float %539, float %510), !dbg !40
  %541 = tail call float @llvm.maxnum.f32(float %538, float %511), !dbg !40
  %542 = tail call float @llvm.maxnum.f32(float %541, float %512), !dbg !40
  %543 = tail call float @llvm.maxnum.f32(float %540, float %513), !dbg !40
  %544 = tail call float @llvm.maxnum.f32(float %543, float %514), !dbg !40
  %545 = tail call float @llvm.maxnum.f32(float %542, float %515), !dbg !40
  %546 = tail call float @llvm.maxnum.f32(float %545, float %516), !dbg !40
  %547 = tail call float @llvm.maxnum.f32(float %544, float %517), !dbg !40
  %548 = tail call float @llvm.maxnum.f32(float %547, float %518), !dbg !40
  %549 = tail call float @llvm.maxnum.f32(float %546, float %519), !dbg !40
  %550 = tail call float @llvm.maxnum.f32(float %549, float %520), !dbg !40
  %551 = tail call float @llvm.maxnum.f32(float %548, float %521), !dbg !40
  %552 = tail call float @llvm.maxnum.f32(float %551, float %522), !dbg !40
  %553 = tail call float @llvm.maxnum.f32(float %550, float %523), !dbg !40
  %554 = tail call float @llvm.maxnum.f32(float %553, float %524), !dbg !40
  %555 = tail call float @llvm.maxnum.f32(float %552, float %525), !dbg !40
  %556 = tail call float @llvm.maxnum.f32(float %555, float %526), !dbg !40
  %557 = tail call float @llvm.maxnum.f32(float %554, float %527), !dbg !40
  %558 = tail call float @llvm.maxnum.f32(float %557, float %528), !dbg !40
  %559 = bitcast float %556 to i32, !dbg !43
  %560 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %559, i32 2, i32 31), !dbg !43
  %561 = bitcast i32 %560 to float, !dbg !43
  %562 = tail call float @llvm.maxnum.f32(float %556, float %561), !dbg !40
  %563 = bitcast float %562 to i32, !dbg !43
  %564 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %563, i32 1, i32 31), !dbg !43
  %565 = bitcast i32 %564 to float, !dbg !43
  %566 = tail call float @llvm.maxnum.f32(float %562, float %565), !dbg !40
  %567 = bitcast float %558 to i32, !dbg !43
  %568 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %567, i32 2, i32 31), !dbg !43
  %569 = bitcast i32 %568 to float, !dbg !43
  %570 = tail call float @llvm.maxnum.f32(float %558, float %569), !dbg !40
  %571 = bitcast float %570 to i32, !dbg !43
  %572 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %571, i32 1, i32 31), !dbg !43
  %573 = bitcast i32 %572 to float, !dbg !43
  %574 = tail call float @llvm.maxnum.f32(float %570, float %573), !dbg !40
  %575 = tail call float @llvm.maxnum.f32(float %242, float %566), !dbg !46
  %576 = tail call float @llvm.maxnum.f32(float %243, float %574), !dbg !46
  %577 = fsub float %497, %575, !dbg !47
  %578 = fsub float %498, %575, !dbg !47
  %579 = fsub float %499, %576, !dbg !47
  %580 = fsub float %500, %576, !dbg !47
  %581 = fsub float %501, %575, !dbg !47
  %582 = fsub float %502, %575, !dbg !47
  %583 = fsub float %503, %576, !dbg !47
  %584 = fsub float %504, %576, !dbg !47
  %585 = fsub float %505, %575, !dbg !47
  %586 = fsub float %506, %575, !dbg !47
  %587 = fsub float %507, %576, !dbg !47
  %588 = fsub float %508, %576, !dbg !47
  %589 = fsub float %509, %575, !dbg !47
  %590 = fsub float %510, %575, !dbg !47
  %591 = fsub float %511, %576, !dbg !47
  %592 = fsub float %512, %576, !dbg !47
  %593 = fsub float %513, %575, !dbg !47
  %594 = fsub float %514, %575, !dbg !47
  %595 = fsub float %515, %576, !dbg !47
  %596 = fsub float %516, %576, !dbg !47
  %597 = fsub float %517, %575, !dbg !47
  %598 = fsub float %518, %575, !dbg !47
  %599 = fsub float %519, %576, !dbg !47
  %600 = fsub float %520, %576, !dbg !47
  %601 = fsub float %521, %575, !dbg !47
  %602 = fsub float %522, %575, !dbg !47
  %603 = fsub float %523, %576, !dbg !47
  %604 = fsub float %524, %576, !dbg !47
  %605 = fsub float %525, %575, !dbg !47
  %606 = fsub float %526, %575, !dbg !47
  %607 = fsub float %527, %576, !dbg !47
  %608 = fsub float %528, %576, !dbg !47
  %609 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i = icmp eq i32 %609, 0, !dbg !48
  br i1 %.not.i, label %612, label %610, !dbg !48

610:                                              ; preds = %205
  %611 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %577) #2, !dbg !48
  br label %__nv_exp2f.exit, !dbg !48

612:                                              ; preds = %205
  %613 = tail call float @llvm.nvvm.ex2.approx.f(float %577) #2, !dbg !48
  br label %__nv_exp2f.exit, !dbg !48

__nv_exp2f.exit:                                  ; preds = %610, %612
  %.0.i = phi float [ %611, %610 ], [ %613, %612 ], !dbg !48
  %614 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i14 = icmp eq i32 %614, 0, !dbg !48
  br i1 %.not.i14, label %617, label %615, !dbg !48

615:                                              ; preds = %__nv_exp2f.exit
  %616 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %578) #2, !dbg !48
  br label %__nv_exp2f.exit16, !dbg !48

617:                                              ; preds = %__nv_exp2f.exit
  %618 = tail call float @llvm.nvvm.ex2.approx.f(float %578) #2, !dbg !48
  br label %__nv_exp2f.exit16, !dbg !48

__nv_exp2f.exit16:                                ; preds = %615, %617
  %.0.i15 = phi float [ %616, %615 ], [ %618, %617 ], !dbg !48
  %619 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i17 = icmp eq i32 %619, 0, !dbg !48
  br i1 %.not.i17, label %622, label %620, !dbg !48

620:                                              ; preds = %__nv_exp2f.exit16
  %621 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %579) #2, !dbg !48
  br label %__nv_exp2f.exit19, !dbg !48

622:                                              ; preds = %__nv_exp2f.exit16
  %623 = tail call float @llvm.nvvm.ex2.approx.f(float %579) #2, !dbg !48
  br label %__nv_exp2f.exit19, !dbg !48

__nv_exp2f.exit19:                                ; preds = %620, %622
  %.0.i18 = phi float [ %621, %620 ], [ %623, %622 ], !dbg !48
  %624 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i20 = icmp eq i32 %624, 0, !dbg !48
  br i1 %.not.i20, label %627, label %625, !dbg !48

625:                                              ; preds = %__nv_exp2f.exit19
  %626 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %580) #2, !dbg !48
  br label %__nv_exp2f.exit22, !dbg !48

627:                                              ; preds = %__nv_exp2f.exit19
  %628 = tail call float @llvm.nvvm.ex2.approx.f(float %580) #2, !dbg !48
  br label %__nv_exp2f.exit22, !dbg !48

__nv_exp2f.exit22:                                ; preds = %625, %627
  %.0.i21 = phi float [ %626, %625 ], [ %628, %627 ], !dbg !48
  %629 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i23 = icmp eq i32 %629, 0, !dbg !48
  br i1 %.not.i23, label %632, label %630, !dbg !48

630:                                              ; preds = %__nv_exp2f.exit22
  %631 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %581) #2, !dbg !48
  br label %__nv_exp2f.exit25, !dbg !48

632:                                              ; preds = %__nv_exp2f.exit22
  %633 = tail call float @llvm.nvvm.ex2.approx.f(float %581) #2, !dbg !48
  br label %__nv_exp2f.exit25, !dbg !48

__nv_exp2f.exit25:                                ; preds = %630, %632
  %.0.i24 = phi float [ %631, %630 ], [ %633, %632 ], !dbg !48
  %634 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i26 = icmp eq i32 %634, 0, !dbg !48
  br i1 %.not.i26, label %637, label %635, !dbg !48

635:                                              ; preds = %__nv_exp2f.exit25
  %636 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %582) #2, !dbg !48
  br label %__nv_exp2f.exit28, !dbg !48

637:                                              ; preds = %__nv_exp2f.exit25
  %638 = tail call float @llvm.nvvm.ex2.approx.f(float %582) #2, !dbg !48
  br label %__nv_exp2f.exit28, !dbg !48

__nv_exp2f.exit28:                                ; preds = %635, %637
  %.0.i27 = phi float [ %636, %635 ], [ %638, %637 ], !dbg !48
  %639 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i29 = icmp eq i32 %639, 0, !dbg !48
  br i1 %.not.i29, label %642, label %640, !dbg !48

640:                                              ; preds = %__nv_exp2f.exit28
  %641 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %583) #2, !dbg !48
  br label %__nv_exp2f.exit31, !dbg !48

642:                                              ; preds = %__nv_exp2f.exit28
  %643 = tail call float @llvm.nvvm.ex2.approx.f(float %583) #2, !dbg !48
  br label %__nv_exp2f.exit31, !dbg !48

__nv_exp2f.exit31:                                ; preds = %640, %642
  %.0.i30 = phi float [ %641, %640 ], [ %643, %642 ], !dbg !48
  %644 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i32 = icmp eq i32 %644, 0, !dbg !48
  br i1 %.not.i32, label %647, label %645, !dbg !48

645:                                              ; preds = %__nv_exp2f.exit31
  %646 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %584) #2, !dbg !48
  br label %__nv_exp2f.exit34, !dbg !48

647:                                              ; preds = %__nv_exp2f.exit31
  %648 = tail call float @llvm.nvvm.ex2.approx.f(float %584) #2, !dbg !48
  br label %__nv_exp2f.exit34, !dbg !48

__nv_exp2f.exit34:                                ; preds = %645, %647
  %.0.i33 = phi float [ %646, %645 ], [ %648, %647 ], !dbg !48
  %649 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i35 = icmp eq i32 %649, 0, !dbg !48
  br i1 %.not.i35, label %652, label %650, !dbg !48

650:                                              ; preds = %__nv_exp2f.exit34
  %651 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %585) #2, !dbg !48
  br label %__nv_exp2f.exit37, !dbg !48

652:                                              ; preds = %__nv_exp2f.exit34
  %653 = tail call float @llvm.nvvm.ex2.approx.f(float %585) #2, !dbg !48
  br label %__nv_exp2f.exit37, !dbg !48

__nv_exp2f.exit37:                                ; preds = %650, %652
  %.0.i36 = phi float [ %651, %650 ], [ %653, %652 ], !dbg !48
  %654 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i38 = icmp eq i32 %654, 0, !dbg !48
  br i1 %.not.i38, label %657, label %655, !dbg !48

655:                                              ; preds = %__nv_exp2f.exit37
  %656 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %586) #2, !dbg !48
  br label %__nv_exp2f.exit40, !dbg !48

657:                                              ; preds = %__nv_exp2f.exit37
  %658 = tail call float @llvm.nvvm.ex2.approx.f(float %586) #2, !dbg !48
  br label %__nv_exp2f.exit40, !dbg !48

__nv_exp2f.exit40:                                ; preds = %655, %657
  %.0.i39 = phi float [ %656, %655 ], [ %658, %657 ], !dbg !48
  %659 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i41 = icmp eq i32 %659, 0, !dbg !48
  br i1 %.not.i41, label %662, label %660, !dbg !48

660:                                              ; preds = %__nv_exp2f.exit40
  %661 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %587) #2, !dbg !48
  br label %__nv_exp2f.exit43, !dbg !48

662:                                              ; preds = %__nv_exp2f.exit40
  %663 = tail call float @llvm.nvvm.ex2.approx.f(float %587) #2, !dbg !48
  br label %__nv_exp2f.exit43, !dbg !48

__nv_exp2f.exit43:                                ; preds = %660, %662
  %.0.i42 = phi float [ %661, %660 ], [ %663, %662 ], !dbg !48
  %664 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i44 = icmp eq i32 %664, 0, !dbg !48
  br i1 %.not.i44, label %667, label %665, !dbg !48

665:                                              ; preds = %__nv_exp2f.exit43
  %666 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %588) #2, !dbg !48
  br label %__nv_exp2f.exit46, !dbg !48

667:                                              ; preds = %__nv_exp2f.exit43
  %668 = tail call float @llvm.nvvm.ex2.approx.f(float %588) #2, !dbg !48
  br label %__nv_exp2f.exit46, !dbg !48

__nv_exp2f.exit46:                                ; preds = %665, %667
  %.0.i45 = phi float [ %666, %665 ], [ %668, %667 ], !dbg !48
  %669 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i47 = icmp eq i32 %669, 0, !dbg !48
  br i1 %.not.i47, label %672, label %670, !dbg !48

670:                                              ; preds = %__nv_exp2f.exit46
  %671 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %589) #2, !dbg !48
  br label %__nv_exp2f.exit49, !dbg !48

672:                                              ; preds = %__nv_exp2f.exit46
  %673 = tail call float @llvm.nvvm.ex2.approx.f(float %589) #2, !dbg !48
  br label %__nv_exp2f.exit49, !dbg !48

__nv_exp2f.exit49:                                ; preds = %670, %672
  %.0.i48 = phi float [ %671, %670 ], [ %673, %672 ], !dbg !48
  %674 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i50 = icmp eq i32 %674, 0, !dbg !48
  br i1 %.not.i50, label %677, label %675, !dbg !48

675:                                              ; preds = %__nv_exp2f.exit49
  %676 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %590) #2, !dbg !48
  br label %__nv_exp2f.exit52, !dbg !48

677:                                              ; preds = %__nv_exp2f.exit49
  %678 = tail call float @llvm.nvvm.ex2.approx.f(float %590) #2, !dbg !48
  br label %__nv_exp2f.exit52, !dbg !48

__nv_exp2f.exit52:                                ; preds = %675, %677
  %.0.i51 = phi float [ %676, %675 ], [ %678, %677 ], !dbg !48
  %679 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i53 = icmp eq i32 %679, 0, !dbg !48
  br i1 %.not.i53, label %682, label %680, !dbg !48

680:                                              ; preds = %__nv_exp2f.exit52
  %681 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %591) #2, !dbg !48
  br label %__nv_exp2f.exit55, !dbg !48

682:                                              ; preds = %__nv_exp2f.exit52
  %683 = tail call float @llvm.nvvm.ex2.approx.f(float %591) #2, !dbg !48
  br label %__nv_exp2f.exit55, !dbg !48

__nv_exp2f.exit55:                                ; preds = %680, %682
  %.0.i54 = phi float [ %681, %680 ], [ %683, %682 ], !dbg !48
  %684 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i56 = icmp eq i32 %684, 0, !dbg !48
  br i1 %.not.i56, label %687, label %685, !dbg !48

685:                                              ; preds = %__nv_exp2f.exit55
  %686 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %592) #2, !dbg !48
  br label %__nv_exp2f.exit58, !dbg !48

687:                                              ; preds = %__nv_exp2f.exit55
  %688 = tail call float @llvm.nvvm.ex2.approx.f(float %592) #2, !dbg !48
  br label %__nv_exp2f.exit58, !dbg !48

__nv_exp2f.exit58:                                ; preds = %685, %687
  %.0.i57 = phi float [ %686, %685 ], [ %688, %687 ], !dbg !48
  %689 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i59 = icmp eq i32 %689, 0, !dbg !48
  br i1 %.not.i59, label %692, label %690, !dbg !48

690:                                              ; preds = %__nv_exp2f.exit58
  %691 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %593) #2, !dbg !48
  br label %__nv_exp2f.exit61, !dbg !48

692:                                              ; preds = %__nv_exp2f.exit58
  %693 = tail call float @llvm.nvvm.ex2.approx.f(float %593) #2, !dbg !48
  br label %__nv_exp2f.exit61, !dbg !48

__nv_exp2f.exit61:                                ; preds = %690, %692
  %.0.i60 = phi float [ %691, %690 ], [ %693, %692 ], !dbg !48
  %694 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i62 = icmp eq i32 %694, 0, !dbg !48
  br i1 %.not.i62, label %697, label %695, !dbg !48

695:                                              ; preds = %__nv_exp2f.exit61
  %696 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %594) #2, !dbg !48
  br label %__nv_exp2f.exit64, !dbg !48

697:                                              ; preds = %__nv_exp2f.exit61
  %698 = tail call float @llvm.nvvm.ex2.approx.f(float %594) #2, !dbg !48
  br label %__nv_exp2f.exit64, !dbg !48

__nv_exp2f.exit64:                                ; preds = %695, %697
  %.0.i63 = phi float [ %696, %695 ], [ %698, %697 ], !dbg !48
  %699 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i65 = icmp eq i32 %699, 0, !dbg !48
  br i1 %.not.i65, label %702, label %700, !dbg !48

700:                                              ; preds = %__nv_exp2f.exit64
  %701 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %595) #2, !dbg !48
  br label %__nv_exp2f.exit67, !dbg !48

702:                                              ; preds = %__nv_exp2f.exit64
  %703 = tail call float @llvm.nvvm.ex2.approx.f(float %595) #2, !dbg !48
  br label %__nv_exp2f.exit67, !dbg !48

__nv_exp2f.exit67:                                ; preds = %700, %702
  %.0.i66 = phi float [ %701, %700 ], [ %703, %702 ], !dbg !48
  %704 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i68 = icmp eq i32 %704, 0, !dbg !48
  br i1 %.not.i68, label %707, label %705, !dbg !48

705:                                              ; preds = %__nv_exp2f.exit67
  %706 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %596) #2, !dbg !48
  br label %__nv_exp2f.exit70, !dbg !48

707:                                              ; preds = %__nv_exp2f.exit67
  %708 = tail call float @llvm.nvvm.ex2.approx.f(float %596) #2, !dbg !48
  br label %__nv_exp2f.exit70, !dbg !48

__nv_exp2f.exit70:                                ; preds = %705, %707
  %.0.i69 = phi float [ %706, %705 ], [ %708, %707 ], !dbg !48
  %709 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i71 = icmp eq i32 %709, 0, !dbg !48
  br i1 %.not.i71, label %712, label %710, !dbg !48

710:                                              ; preds = %__nv_exp2f.exit70
  %711 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %597) #2, !dbg !48
  br label %__nv_exp2f.exit73, !dbg !48

712:                                              ; preds = %__nv_exp2f.exit70
  %713 = tail call float @llvm.nvvm.ex2.approx.f(float %597) #2, !dbg !48
  br label %__nv_exp2f.exit73, !dbg !48

__nv_exp2f.exit73:                                ; preds = %710, %712
  %.0.i72 = phi float [ %711, %710 ], [ %713, %712 ], !dbg !48
  %714 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i74 = icmp eq i32 %714, 0, !dbg !48
  br i1 %.not.i74, label %717, label %715, !dbg !48

715:                                              ; preds = %__nv_exp2f.exit73
  %716 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %598) #2, !dbg !48
  br label %__nv_exp2f.exit76, !dbg !48

717:                                              ; preds = %__nv_exp2f.exit73
  %718 = tail call float @llvm.nvvm.ex2.approx.f(float %598) #2, !dbg !48
  br label %__nv_exp2f.exit76, !dbg !48

__nv_exp2f.exit76:                                ; preds = %715, %717
  %.0.i75 = phi float [ %716, %715 ], [ %718, %717 ], !dbg !48
  %719 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i77 = icmp eq i32 %719, 0, !dbg !48
  br i1 %.not.i77, label %722, label %720, !dbg !48

720:                                              ; preds = %__nv_exp2f.exit76
  %721 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %599) #2, !dbg !48
  br label %__nv_exp2f.exit79, !dbg !48

722:                                              ; preds = %__nv_exp2f.exit76
  %723 = tail call float @llvm.nvvm.ex2.approx.f(float %599) #2, !dbg !48
  br label %__nv_exp2f.exit79, !dbg !48

__nv_exp2f.exit79:                                ; preds = %720, %722
  %.0.i78 = phi float [ %721, %720 ], [ %723, %722 ], !dbg !48
  %724 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i80 = icmp eq i32 %724, 0, !dbg !48
  br i1 %.not.i80, label %727, label %725, !dbg !48

725:                                              ; preds = %__nv_exp2f.exit79
  %726 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %600) #2, !dbg !48
  br label %__nv_exp2f.exit82, !dbg !48

727:                                              ; preds = %__nv_exp2f.exit79
  %728 = tail call float @llvm.nvvm.ex2.approx.f(float %600) #2, !dbg !48
  br label %__nv_exp2f.exit82, !dbg !48

__nv_exp2f.exit82:                                ; preds = %725, %727
  %.0.i81 = phi float [ %726, %725 ], [ %728, %727 ], !dbg !48
  %729 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i83 = icmp eq i32 %729, 0, !dbg !48
  br i1 %.not.i83, label %732, label %730, !dbg !48

730:                                              ; preds = %__nv_exp2f.exit82
  %731 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %601) #2, !dbg !48
  br label %__nv_exp2f.exit85, !dbg !48

732:                                              ; preds = %__nv_exp2f.exit82
  %733 = tail call float @llvm.nvvm.ex2.approx.f(float %601) #2, !dbg !48
  br label %__nv_exp2f.exit85, !dbg !48

__nv_exp2f.exit85:                                ; preds = %730, %732
  %.0.i84 = phi float [ %731, %730 ], [ %733, %732 ], !dbg !48
  %734 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i86 = icmp eq i32 %734, 0, !dbg !48
  br i1 %.not.i86, label %737, label %735, !dbg !48

735:                                              ; preds = %__nv_exp2f.exit85
  %736 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %602) #2, !dbg !48
  br label %__nv_exp2f.exit88, !dbg !48

737:                                              ; preds = %__nv_exp2f.exit85
  %738 = tail call float @llvm.nvvm.ex2.approx.f(float %602) #2, !dbg !48
  br label %__nv_exp2f.exit88, !dbg !48

__nv_exp2f.exit88:                                ; preds = %735, %737
  %.0.i87 = phi float [ %736, %735 ], [ %738, %737 ], !dbg !48
  %739 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i89 = icmp eq i32 %739, 0, !dbg !48
  br i1 %.not.i89, label %742, label %740, !dbg !48

740:                                              ; preds = %__nv_exp2f.exit88
  %741 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %603) #2, !dbg !48
  br label %__nv_exp2f.exit91, !dbg !48

742:                                              ; preds = %__nv_exp2f.exit88
  %743 = tail call float @llvm.nvvm.ex2.approx.f(float %603) #2, !dbg !48
  br label %__nv_exp2f.exit91, !dbg !48

__nv_exp2f.exit91:                                ; preds = %740, %742
  %.0.i90 = phi float [ %741, %740 ], [ %743, %742 ], !dbg !48
  %744 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i92 = icmp eq i32 %744, 0, !dbg !48
  br i1 %.not.i92, label %747, label %745, !dbg !48

745:                                              ; preds = %__nv_exp2f.exit91
  %746 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %604) #2, !dbg !48
  br label %__nv_exp2f.exit94, !dbg !48

747:                                              ; preds = %__nv_exp2f.exit91
  %748 = tail call float @llvm.nvvm.ex2.approx.f(float %604) #2, !dbg !48
  br label %__nv_exp2f.exit94, !dbg !48

__nv_exp2f.exit94:                                ; preds = %745, %747
  %.0.i93 = phi float [ %746, %745 ], [ %748, %747 ], !dbg !48
  %749 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i95 = icmp eq i32 %749, 0, !dbg !48
  br i1 %.not.i95, label %752, label %750, !dbg !48

750:                                              ; preds = %__nv_exp2f.exit94
  %751 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %605) #2, !dbg !48
  br label %__nv_exp2f.exit97, !dbg !48

752:                                              ; preds = %__nv_exp2f.exit94
  %753 = tail call float @llvm.nvvm.ex2.approx.f(float %605) #2, !dbg !48
  br label %__nv_exp2f.exit97, !dbg !48

__nv_exp2f.exit97:                                ; preds = %750, %752
  %.0.i96 = phi float [ %751, %750 ], [ %753, %752 ], !dbg !48
  %754 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i98 = icmp eq i32 %754, 0, !dbg !48
  br i1 %.not.i98, label %757, label %755, !dbg !48

755:                                              ; preds = %__nv_exp2f.exit97
  %756 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %606) #2, !dbg !48
  br label %__nv_exp2f.exit100, !dbg !48

757:                                              ; preds = %__nv_exp2f.exit97
  %758 = tail call float @llvm.nvvm.ex2.approx.f(float %606) #2, !dbg !48
  br label %__nv_exp2f.exit100, !dbg !48

__nv_exp2f.exit100:                               ; preds = %755, %757
  %.0.i99 = phi float [ %756, %755 ], [ %758, %757 ], !dbg !48
  %759 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i101 = icmp eq i32 %759, 0, !dbg !48
  br i1 %.not.i101, label %762, label %760, !dbg !48

760:                                              ; preds = %__nv_exp2f.exit100
  %761 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %607) #2, !dbg !48
  br label %__nv_exp2f.exit103, !dbg !48

762:                                              ; preds = %__nv_exp2f.exit100
  %763 = tail call float @llvm.nvvm.ex2.approx.f(float %607) #2, !dbg !48
  br label %__nv_exp2f.exit103, !dbg !48

__nv_exp2f.exit103:                               ; preds = %760, %762
  %.0.i102 = phi float [ %761, %760 ], [ %763, %762 ], !dbg !48
  %764 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !48
  %.not.i104 = icmp eq i32 %764, 0, !dbg !48
  br i1 %.not.i104, label %767, label %765, !dbg !48

765:                                              ; preds = %__nv_exp2f.exit103
  %766 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %608) #2, !dbg !48
  br label %__nv_exp2f.exit106, !dbg !48

767:                                              ; preds = %__nv_exp2f.exit103
  %768 = tail call float @llvm.nvvm.ex2.approx.f(float %608) #2, !dbg !48
  br label %__nv_exp2f.exit106, !dbg !48

__nv_exp2f.exit106:                               ; preds = %765, %767
  %.0.i105 = phi float [ %766, %765 ], [ %768, %767 ], !dbg !48
  %769 = fsub float %242, %575, !dbg !49
  %770 = fsub float %243, %576, !dbg !49
  %771 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !50
  %.not.i107 = icmp eq i32 %771, 0, !dbg !50
  br i1 %.not.i107, label %774, label %772, !dbg !50

772:                                              ; preds = %__nv_exp2f.exit106
  %773 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %769) #2, !dbg !50
  br label %__nv_exp2f.exit109, !dbg !50

774:                                              ; preds = %__nv_exp2f.exit106
  %775 = tail call float @llvm.nvvm.ex2.approx.f(float %769) #2, !dbg !50
  br label %__nv_exp2f.exit109, !dbg !50

__nv_exp2f.exit109:                               ; preds = %772, %774
  %.0.i108 = phi float [ %773, %772 ], [ %775, %774 ], !dbg !50
  %776 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !50
  %.not.i110 = icmp eq i32 %776, 0, !dbg !50
  br i1 %.not.i110, label %779, label %777, !dbg !50

777:                                              ; preds = %__nv_exp2f.exit109
  %778 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %770) #2, !dbg !50
  br label %__nv_exp2f.exit112, !dbg !50

779:                                              ; preds = %__nv_exp2f.exit109
  %780 = tail call float @llvm.nvvm.ex2.approx.f(float %770) #2, !dbg !50
  br label %__nv_exp2f.exit112, !dbg !50

__nv_exp2f.exit112:                               ; preds = %777, %779
  %.0.i111 = phi float [ %778, %777 ], [ %780, %779 ], !dbg !50
  %781 = fmul float %240, %.0.i108, !dbg !51
  %782 = fmul float %241, %.0.i111, !dbg !51
  %783 = fadd float %.0.i, %.0.i15, !dbg !52
  %784 = fadd float %.0.i18, %.0.i21, !dbg !52
  %785 = fadd float %783, %.0.i24, !dbg !52
  %786 = fadd float %785, %.0.i27, !dbg !52
  %787 = fadd float %784, %.0.i30, !dbg !52
  %788 = fadd float %787, %.0.i33, !dbg !52
  %789 = fadd float %786, %.0.i36, !dbg !52
  %790 = fadd float %789, %.0.i39, !dbg !52
  %791 = fadd float %788, %.0.i42, !dbg !52
  %792 = fadd float %791, %.0.i45, !dbg !52
  %793 = fadd float %790, %.0.i48, !dbg !52
  %794 = fadd float %793, %.0.i51, !dbg !52
  %795 = fadd float %792, %.0.i54, !dbg !52
  %796 = fadd float %795, %.0.i57, !dbg !52
  %797 = fadd float %794, %.0.i60, !dbg !52
  %798 = fadd float %797, %.0.i63, !dbg !52
  %799 = fadd float %796, %.0.i66, !dbg !52
  %800 = fadd float %799, %.0.i69, !dbg !52
  %801 = fadd float %798, %.0.i72, !dbg !52
  %802 = fadd float %801, %.0.i75, !dbg !52
  %803 = fadd float %800, %.0.i78, !dbg !52
  %804 = fadd float %803, %.0.i81, !dbg !52
  %805 = fadd float %802, %.0.i84, !dbg !52
  %806 = fadd float %805, %.0.i87, !dbg !52
  %807 = fadd float %804, %.0.i90, !dbg !52
  %808 = fadd float %807, %.0.i93, !dbg !52
  %809 = fadd float %806, %.0.i96, !dbg !52
  %810 = fadd float %809, %.0.i99, !dbg !52
  %811 = fadd float %808, %.0.i102, !dbg !52
  %812 = fadd float %811, %.0.i105, !dbg !52
  %813 = bitcast float %810 to i32, !dbg !53
  %814 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %813, i32 2, i32 31), !dbg !53
  %815 = bitcast i32 %814 to float, !dbg !53
  %816 = fadd float %810, %815, !dbg !52
  %817 = bitcast float %816 to i32, !dbg !53
  %818 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %817, i32 1, i32 31), !dbg !53
  %819 = bitcast i32 %818 to float, !dbg !53
  %820 = fadd float %816, %819, !dbg !52
  %821 = bitcast float %812 to i32, !dbg !53
  %822 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %821, i32 2, i32 31), !dbg !53
  %823 = bitcast i32 %822 to float, !dbg !53
  %824 = fadd float %812, %823, !dbg !52
  %825 = bitcast float %824 to i32, !dbg !53
  %826 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %825, i32 1, i32 31), !dbg !53
  %827 = bitcast i32 %826 to float, !dbg !53
  %828 = fadd float %824, %827, !dbg !52
  %829 = fadd float %781, %820, !dbg !55
  %830 = fadd float %782, %828, !dbg !55
  %831 = fmul float %429, %.0.i108, !dbg !56
  %832 = fmul float %430, %.0.i108, !dbg !56
  %833 = fmul float %431, %.0.i111, !dbg !56
  %834 = fmul float %432, %.0.i111, !dbg !56
  %835 = fmul float %433, %.0.i108, !dbg !56
  %836 = fmul float %434, %.0.i108, !dbg !56
  %837 = fmul float %435, %.0.i111, !dbg !56
  %838 = fmul float %436, %.0.i111, !dbg !56
  %839 = fmul float %437, %.0.i108, !dbg !56
  %840 = fmul float %438, %.0.i108, !dbg !56
  %841 = fmul float %439, %.0.i111, !dbg !56
  %842 = fmul float %440, %.0.i111, !dbg !56
  %843 = fmul float %441, %.0.i108, !dbg !56
  %844 = fmul float %442, %.0.i108, !dbg !56
  %845 = fmul float %443, %.0.i111, !dbg !56
  %846 = fmul float %444, %.0.i111, !dbg !56
  %847 = fmul float %445, %.0.i108, !dbg !56
  %848 = fmul float %446, %.0.i108, !dbg !56
  %849 = fmul float %447, %.0.i111, !dbg !56
  %850 = fmul float %448, %.0.i111, !dbg !56
  %851 = fmul float %449, %.0.i108, !dbg !56
  %852 = fmul float %450, %.0.i108, !dbg !56
  %853 = fmul float %451, %.0.i111, !dbg !56
  %854 = fmul float %452, %.0.i111, !dbg !56
  %855 = fmul float %453, %.0.i108, !dbg !56
  %856 = fmul float %454, %.0.i108, !dbg !56
  %857 = fmul float %455, %.0.i111, !dbg !56
  %858 = fmul float %456, %.0.i111, !dbg !56
  %859 = fmul float %457, %.0.i108, !dbg !56
  %860 = fmul float %458, %.0.i108, !dbg !56
  %861 = fmul float %459, %.0.i111, !dbg !56
  %862 = fmul float %460, %.0.i111, !dbg !56
  %863 = insertelement <2 x float> poison, float %.0.i, i64 0, !dbg !57
  %864 = insertelement <2 x float> %863, float %.0.i15, i64 1, !dbg !57
  %865 = fptrunc <2 x float> %864 to <2 x half>, !dbg !57
  %866 = insertelement <2 x float> poison, float %.0.i18, i64 0, !dbg !57
  %867 = insertelement <2 x float> %866, float %.0.i21, i64 1, !dbg !57
  %868 = fptrunc <2 x float> %867 to <2 x half>, !dbg !57
  %869 = insertelement <2 x float> poison, float %.0.i24, i64 0, !dbg !57
  %870 = insertelement <2 x float> %869, float %.0.i27, i64 1, !dbg !57
  %871 = fptrunc <2 x float> %870 to <2 x half>, !dbg !57
  %872 = insertelement <2 x float> poison, float %.0.i30, i64 0, !dbg !57
  %873 = insertelement <2 x float> %872, float %.0.i33, i64 1, !dbg !57
  %874 = fptrunc <2 x float> %873 to <2 x half>, !dbg !57
  %875 = insertelement <2 x float> poison, float %.0.i36, i64 0, !dbg !57
  %876 = insertelement <2 x float> %875, float %.0.i39, i64 1, !dbg !57
  %877 = fptrunc <2 x float> %876 to <2 x half>, !dbg !57
  %878 = insertelement <2 x float> poison, float %.0.i42, i64 0, !dbg !57
  %879 = insertelement <2 x float> %878, float %.0.i45, i64 1, !dbg !57
  %880 = fptrunc <2 x float> %879 to <2 x half>, !dbg !57
  %881 = insertelement <2 x float> poison, float %.0.i48, i64 0, !dbg !57
  %882 = insertelement <2 x float> %881, float %.0.i51, i64 1, !dbg !57
  %883 = fptrunc <2 x float> %882 to <2 x half>, !dbg !57
  %884 = insertelement <2 x float> poison, float %.0.i54, i64 0, !dbg !57
  %885 = insertelement <2 x float> %884, float %.0.i57, i64 1, !dbg !57
  %886 = fptrunc <2 x float> %885 to <2 x half>, !dbg !57
  %887 = insertelement <2 x float> poison, float %.0.i60, i64 0, !dbg !57
  %888 = insertelement <2 x float> %887, float %.0.i63, i64 1, !dbg !57
  %889 = fptrunc <2 x float> %888 to <2 x half>, !dbg !57
  %890 = insertelement <2 x float> poison, float %.0.i66, i64 0, !dbg !57
  %891 = insertelement <2 x float> %890, float %.0.i69, i64 1, !dbg !57
  %892 = fptrunc <2 x float> %891 to <2 x half>, !dbg !57
  %893 = insertelement <2 x float> poison, float %.0.i72, i64 0, !dbg !57
  %894 = insertelement <2 x float> %893, float %.0.i75, i64 1, !dbg !57
  %895 = fptrunc <2 x float> %894 to <2 x half>, !dbg !57
  %896 = insertelement <2 x float> poison, float %.0.i78, i64 0, !dbg !57
  %897 = insertelement <2 x float> %896, float %.0.i81, i64 1, !dbg !57
  %898 = fptrunc <2 x float> %897 to <2 x half>, !dbg !57
  %899 = insertelement <2 x float> poison, float %.0.i84, i64 0, !dbg !57
  %900 = insertelement <2 x float> %899, float %.0.i87, i64 1, !dbg !57
  %901 = fptrunc <2 x float> %900 to <2 x half>, !dbg !57
  %902 = insertelement <2 x float> poison, float %.0.i90, i64 0, !dbg !57
  %903 = insertelement <2 x float> %902, float %.0.i93, i64 1, !dbg !57
  %904 = fptrunc <2 x float> %903 to <2 x half>, !dbg !57
  %905 = insertelement <2 x float> poison, float %.0.i96, i64 0, !dbg !57
  %906 = insertelement <2 x float> %905, float %.0.i99, i64 1, !dbg !57
  %907 = fptrunc <2 x float> %906 to <2 x half>, !dbg !57
  %908 = insertelement <2 x float> poison, float %.0.i102, i64 0, !dbg !57
  %909 = insertelement <2 x float> %908, float %.0.i105, i64 1, !dbg !57
  %910 = fptrunc <2 x float> %909 to <2 x half>, !dbg !57
  %911 = ptrtoint ptr addrspace(3) %255 to i32, !dbg !58
  %912 = lshr exact i32 %911, 4, !dbg !58
  %913 = and i32 %912, 16383, !dbg !58
  %914 = zext nneg i32 %913 to i64, !dbg !58
  %915 = bitcast <2 x half> %865 to i32, !dbg !58
  %916 = bitcast <2 x half> %868 to i32, !dbg !58
  %917 = bitcast <2 x half> %871 to i32, !dbg !58
  %918 = bitcast <2 x half> %874 to i32, !dbg !58
  %919 = bitcast <2 x half> %877 to i32, !dbg !58
  %920 = bitcast <2 x half> %880 to i32, !dbg !58
  %921 = bitcast <2 x half> %883 to i32, !dbg !58
  %922 = bitcast <2 x half> %886 to i32, !dbg !58
  %923 = bitcast <2 x half> %889 to i32, !dbg !58
  %924 = bitcast <2 x half> %892 to i32, !dbg !58
  %925 = bitcast <2 x half> %895 to i32, !dbg !58
  %926 = bitcast <2 x half> %898 to i32, !dbg !58
  %927 = bitcast <2 x half> %901 to i32, !dbg !58
  %928 = bitcast <2 x half> %904 to i32, !dbg !58
  %929 = bitcast <2 x half> %907 to i32, !dbg !58
  %930 = bitcast <2 x half> %910 to i32, !dbg !58
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !58
  %931 = or disjoint i64 %914, 4611686293305294848, !dbg !58
  %932 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %831, float %832, float %833, float %834, float %835, float %836, float %837, float %838, float %839, float %840, float %841, float %842, float %843, float %844, float %845, float %846, float %847, float %848, float %849, float %850, float %851, float %852, float %853, float %854, float %855, float %856, float %857, float %858, float %859, float %860, float %861, float %862, i32 %915, i32 %916, i32 %917, i32 %918, i64 %931, i1 true) #2, !dbg !58
  %933 = add nuw nsw i64 %914, 4611686293305294976, !dbg !58
  %934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 0, !dbg !58
  %935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 1, !dbg !58
  %936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 2, !dbg !58
  %937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 3, !dbg !58
  %938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 4, !dbg !58
  %939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 5, !dbg !58
  %940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 6, !dbg !58
  %941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 7, !dbg !58
  %942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 8, !dbg !58
  %943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 9, !dbg !58
  %944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 10, !dbg !58
  %945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 11, !dbg !58
  %946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 12, !dbg !58
  %947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 13, !dbg !58
  %948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 14, !dbg !58
  %949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 15, !dbg !58
  %950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 16, !dbg !58
  %951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 17, !dbg !58
  %952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 18, !dbg !58
  %953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 19, !dbg !58
  %954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 20, !dbg !58
  %955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 21, !dbg !58
  %956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 22, !dbg !58
  %957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 23, !dbg !58
  %958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 24, !dbg !58
  %959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 25, !dbg !58
  %960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 26, !dbg !58
  %961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 27, !dbg !58
  %962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 28, !dbg !58
  %963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 29, !dbg !58
  %964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 30, !dbg !58
  %965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %932, 31, !dbg !58
  %966 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %934, float %935, float %936, float %937, float %938, float %939, float %940, float %941, float %942, float %943, float %944, float %945, float %946, float %947, float %948, float %949, float %950, float %951, float %952, float %953, float %954, float %955, float %956, float %957, float %958, float %959, float %960, float %961, float %962, float %963, float %964, float %965, i32 %919, i32 %920, i32 %921, i32 %922, i64 %933, i1 true) #2, !dbg !58
  %967 = add nuw nsw i64 %914, 4611686293305295104, !dbg !58
  %968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 0, !dbg !58
  %969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 1, !dbg !58
  %970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 2, !dbg !58
  %971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 3, !dbg !58
  %972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 4, !dbg !58
  %973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 5, !dbg !58
  %974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 6, !dbg !58
  %975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 7, !dbg !58
  %976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 8, !dbg !58
  %977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 9, !dbg !58
  %978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 10, !dbg !58
  %979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 11, !dbg !58
  %980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 12, !dbg !58
  %981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 13, !dbg !58
  %982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 14, !dbg !58
  %983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 15, !dbg !58
  %984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 16, !dbg !58
  %985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 17, !dbg !58
  %986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 18, !dbg !58
  %987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 19, !dbg !58
  %988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 20, !dbg !58
  %989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 21, !dbg !58
  %990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 22, !dbg !58
  %991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 23, !dbg !58
  %992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 24, !dbg !58
  %993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 25, !dbg !58
  %994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 26, !dbg !58
  %995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 27, !dbg !58
  %996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 28, !dbg !58
  %997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 29, !dbg !58
  %998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 30, !dbg !58
  %999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %966, 31, !dbg !58
  %1000 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %968, float %969, float %970, float %971, float %972, float %973, float %974, float %975, float %976, float %977, float %978, float %979, float %980, float %981, float %982, float %983, float %984, float %985, float %986, float %987, float %988, float %989, float %990, float %991, float %992, float %993, float %994, float %995, float %996, float %997, float %998, float %999, i32 %923, i32 %924, i32 %925, i32 %926, i64 %967, i1 true) #2, !dbg !58
  %1001 = add nuw nsw i64 %914, 4611686293305295232, !dbg !58
  %1002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 0, !dbg !58
  %1003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 1, !dbg !58
  %1004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 2, !dbg !58
  %1005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 3, !dbg !58
  %1006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 4, !dbg !58
  %1007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 5, !dbg !58
  %1008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 6, !dbg !58
  %1009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 7, !dbg !58
  %1010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 8, !dbg !58
  %1011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 9, !dbg !58
  %1012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 10, !dbg !58
  %1013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 11, !dbg !58
  %1014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 12, !dbg !58
  %1015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 13, !dbg !58
  %1016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 14, !dbg !58
  %1017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 15, !dbg !58
  %1018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 16, !dbg !58
  %1019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 17, !dbg !58
  %1020 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 18, !dbg !58
  %1021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 19, !dbg !58
  %1022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 20, !dbg !58
  %1023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 21, !dbg !58
  %1024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 22, !dbg !58
  %1025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 23, !dbg !58
  %1026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 24, !dbg !58
  %1027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 25, !dbg !58
  %1028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 26, !dbg !58
  %1029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 27, !dbg !58
  %1030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 28, !dbg !58
  %1031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 29, !dbg !58
  %1032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 30, !dbg !58
  %1033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1000, 31, !dbg !58
  %1034 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,r,r,r,r,l,b"(float %1002, float %1003, float %1004, float %1005, float %1006, float %1007, float %1008, float %1009, float %1010, float %1011, float %1012, float %1013, float %1014, float %1015, float %1016, float %1017, float %1018, float %1019, float %1020, float %1021, float %1022, float %1023, float %1024, float %1025, float %1026, float %1027, float %1028, float %1029, float %1030, float %1031, float %1032, float %1033, i32 %927, i32 %928, i32 %929, i32 %930, i64 %1001, i1 true) #2, !dbg !58
  %1035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 0, !dbg !58
  %1036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 1, !dbg !58
  %1037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 2, !dbg !58
  %1038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 3, !dbg !58
  %1039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 4, !dbg !58
  %1040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 5, !dbg !58
  %1041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 6, !dbg !58
  %1042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 7, !dbg !58
  %1043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 8, !dbg !58
  %1044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 9, !dbg !58
  %1045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 10, !dbg !58
  %1046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 11, !dbg !58
  %1047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 12, !dbg !58
  %1048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 13, !dbg !58
  %1049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 14, !dbg !58
  %1050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 15, !dbg !58
  %1051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 16, !dbg !58
  %1052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 17, !dbg !58
  %1053 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 18, !dbg !58
  %1054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 19, !dbg !58
  %1055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 20, !dbg !58
  %1056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 21, !dbg !58
  %1057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 22, !dbg !58
  %1058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 23, !dbg !58
  %1059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 24, !dbg !58
  %1060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 25, !dbg !58
  %1061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 26, !dbg !58
  %1062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 27, !dbg !58
  %1063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 28, !dbg !58
  %1064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 29, !dbg !58
  %1065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 30, !dbg !58
  %1066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1034, 31, !dbg !58
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !58
  %1067 = add i32 %207, 1, !dbg !26
  %1068 = icmp sgt i32 %1067, 2, !dbg !26
  %1069 = select i1 %1068, i32 0, i32 %1067, !dbg !26
  %1070 = add i32 %244, 128, !dbg !26
  %1071 = or disjoint i32 %1070, %20, !dbg !35
  %1072 = or disjoint i32 %1070, %21, !dbg !35
  %1073 = or disjoint i32 %1070, %22, !dbg !35
  %1074 = or disjoint i32 %1070, %23, !dbg !35
  %1075 = icmp slt i32 %1071, %4, !dbg !27
  %1076 = icmp slt i32 %1072, %4, !dbg !27
  %1077 = icmp slt i32 %1073, %4, !dbg !27
  %1078 = icmp slt i32 %1074, %4, !dbg !27
  %1079 = mul i32 %1071, %5, !dbg !28
  %1080 = mul i32 %1072, %5, !dbg !28
  %1081 = mul i32 %1073, %5, !dbg !28
  %1082 = mul i32 %1074, %5, !dbg !28
  %1083 = sext i32 %1079 to i64, !dbg !29
  %1084 = sext i32 %1080 to i64, !dbg !29
  %1085 = sext i32 %1081 to i64, !dbg !29
  %1086 = sext i32 %1082 to i64, !dbg !29
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1083, !dbg !30
  %gep115 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1084, !dbg !30
  %gep117 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1085, !dbg !30
  %gep119 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %1086, !dbg !30
  %1087 = shl i32 %1069, 12, !dbg !31
  %1088 = getelementptr half, ptr addrspace(3) @global_smem, i32 %1087, !dbg !31
  %1089 = and i1 %245, %1075, !dbg !26
  %1090 = and i1 %245, %1076, !dbg !26
  %1091 = and i1 %245, %1077, !dbg !26
  %1092 = and i1 %245, %1078, !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  %1093 = getelementptr inbounds nuw i8, ptr addrspace(3) %1088, i32 %77, !dbg !31
  %1094 = select i1 %1089, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1093, ptr addrspace(1) %gep, i32 %1094) #2, !dbg !31
  %1095 = getelementptr inbounds nuw i8, ptr addrspace(3) %1088, i32 %83, !dbg !31
  %1096 = select i1 %1090, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1095, ptr addrspace(1) %gep115, i32 %1096) #2, !dbg !31
  %1097 = getelementptr inbounds nuw i8, ptr addrspace(3) %1088, i32 %89, !dbg !31
  %1098 = select i1 %1091, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1097, ptr addrspace(1) %gep117, i32 %1098) #2, !dbg !31
  %1099 = getelementptr inbounds nuw i8, ptr addrspace(3) %1088, i32 %95, !dbg !31
  %1100 = select i1 %1092, i32 16, i32 0, !dbg !31
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1099, ptr addrspace(1) %gep119, i32 %1100) #2, !dbg !31
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !31
  %gep121 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1083, !dbg !33
  %gep123 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1084, !dbg !33
  %gep125 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1085, !dbg !33
  %gep127 = getelementptr half, ptr addrspace(1) %invariant.gep120, i64 %1086, !dbg !33
  %1101 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %1087, !dbg !34
  %1102 = getelementptr inbounds nuw i8, ptr addrspace(3) %1101, i32 %77, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1102, ptr addrspace(1) %gep121, i32 %1094) #2, !dbg !34
  %1103 = getelementptr inbounds nuw i8, ptr addrspace(3) %1101, i32 %83, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1103, ptr addrspace(1) %gep123, i32 %1096) #2, !dbg !34
  %1104 = getelementptr inbounds nuw i8, ptr addrspace(3) %1101, i32 %89, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1104, ptr addrspace(1) %gep125, i32 %1098) #2, !dbg !34
  %1105 = getelementptr inbounds nuw i8, ptr addrspace(3) %1101, i32 %95, !dbg !34
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1105, ptr addrspace(1) %gep127, i32 %1100) #2, !dbg !34
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !34
  %1106 = add i32 %244, 64, !dbg !26
  %1107 = icmp slt i32 %1106, %4, !dbg !26
  br i1 %1107, label %205, label %._crit_edge, !dbg !26

._crit_edge:                                      ; preds = %__nv_exp2f.exit112, %9
  %1108 = phi float [ 0.000000e+00, %9 ], [ %829, %__nv_exp2f.exit112 ], !dbg !59
  %1109 = phi float [ 0.000000e+00, %9 ], [ %830, %__nv_exp2f.exit112 ], !dbg !59
  %1110 = phi float [ 0.000000e+00, %9 ], [ %1035, %__nv_exp2f.exit112 ]
  %1111 = phi float [ 0.000000e+00, %9 ], [ %1036, %__nv_exp2f.exit112 ]
  %1112 = phi float [ 0.000000e+00, %9 ], [ %1037, %__nv_exp2f.exit112 ]
  %1113 = phi float [ 0.000000e+00, %9 ], [ %1038, %__nv_exp2f.exit112 ]
  %1114 = phi float [ 0.000000e+00, %9 ], [ %1039, %__nv_exp2f.exit112 ]
  %1115 = phi float [ 0.000000e+00, %9 ], [ %1040, %__nv_exp2f.exit112 ]
  %1116 = phi float [ 0.000000e+00, %9 ], [ %1041, %__nv_exp2f.exit112 ]
  %1117 = phi float [ 0.000000e+00, %9 ], [ %1042, %__nv_exp2f.exit112 ]
  %1118 = phi float [ 0.000000e+00, %9 ], [ %1043, %__nv_exp2f.exit112 ]
  %1119 = phi float [ 0.000000e+00, %9 ], [ %1044, %__nv_exp2f.exit112 ]
  %1120 = phi float [ 0.000000e+00, %9 ], [ %1045, %__nv_exp2f.exit112 ]
  %1121 = phi float [ 0.000000e+00, %9 ], [ %1046, %__nv_exp2f.exit112 ]
  %1122 = phi float [ 0.000000e+00, %9 ], [ %1047, %__nv_exp2f.exit112 ]
  %1123 = phi float [ 0.000000e+00, %9 ], [ %1048, %__nv_exp2f.exit112 ]
  %1124 = phi float [ 0.000000e+00, %9 ], [ %1049, %__nv_exp2f.exit112 ]
  %1125 = phi float [ 0.000000e+00, %9 ], [ %1050, %__nv_exp2f.exit112 ]
  %1126 = phi float [ 0.000000e+00, %9 ], [ %1051, %__nv_exp2f.exit112 ]
  %1127 = phi float [ 0.000000e+00, %9 ], [ %1052, %__nv_exp2f.exit112 ]
  %1128 = phi float [ 0.000000e+00, %9 ], [ %1053, %__nv_exp2f.exit112 ]
  %1129 = phi float [ 0.000000e+00, %9 ], [ %1054, %__nv_exp2f.exit112 ]
  %1130 = phi float [ 0.000000e+00, %9 ], [ %1055, %__nv_exp2f.exit112 ]
  %1131 = phi float [ 0.000000e+00, %9 ], [ %1056, %__nv_exp2f.exit112 ]
  %1132 = phi float [ 0.000000e+00, %9 ], [ %1057, %__nv_exp2f.exit112 ]
  %1133 = phi float [ 0.000000e+00, %9 ], [ %1058, %__nv_exp2f.exit112 ]
  %1134 = phi float [ 0.000000e+00, %9 ], [ %1059, %__nv_exp2f.exit112 ]
  %1135 = phi float [ 0.000000e+00, %9 ], [ %1060, %__nv_exp2f.exit112 ]
  %1136 = phi float [ 0.000000e+00, %9 ], [ %1061, %__nv_exp2f.exit112 ]
  %1137 = phi float [ 0.000000e+00, %9 ], [ %1062, %__nv_exp2f.exit112 ]
  %1138 = phi float [ 0.000000e+00, %9 ], [ %1063, %__nv_exp2f.exit112 ]
  %1139 = phi float [ 0.000000e+00, %9 ], [ %1064, %__nv_exp2f.exit112 ]
  %1140 = phi float [ 0.000000e+00, %9 ], [ %1065, %__nv_exp2f.exit112 ]
  %1141 = phi float [ 0.000000e+00, %9 ], [ %1066, %__nv_exp2f.exit112 ]
  %1142 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31"(float %1110, float %1111, float %1112, float %1113, float %1114, float %1115, float %1116, float %1117, float %1118, float %1119, float %1120, float %1121, float %1122, float %1123, float %1124, float %1125, float %1126, float %1127, float %1128, float %1129, float %1130, float %1131, float %1132, float %1133, float %1134, float %1135, float %1136, float %1137, float %1138, float %1139, float %1140, float %1141) #2, !dbg !26
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !26
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !26
  %1143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 0, !dbg !60
  %1144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 1, !dbg !60
  %1145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 2, !dbg !60
  %1146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 3, !dbg !60
  %1147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 4, !dbg !60
  %1148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 5, !dbg !60
  %1149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 6, !dbg !60
  %1150 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 7, !dbg !60
  %1151 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 8, !dbg !60
  %1152 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 9, !dbg !60
  %1153 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 10, !dbg !60
  %1154 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 11, !dbg !60
  %1155 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 12, !dbg !60
  %1156 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 13, !dbg !60
  %1157 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 14, !dbg !60
  %1158 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 15, !dbg !60
  %1159 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 16, !dbg !60
  %1160 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 17, !dbg !60
  %1161 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 18, !dbg !60
  %1162 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 19, !dbg !60
  %1163 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 20, !dbg !60
  %1164 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 21, !dbg !60
  %1165 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 22, !dbg !60
  %1166 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 23, !dbg !60
  %1167 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 24, !dbg !60
  %1168 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 25, !dbg !60
  %1169 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 26, !dbg !60
  %1170 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 27, !dbg !60
  %1171 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 28, !dbg !60
  %1172 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 29, !dbg !60
  %1173 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 30, !dbg !60
  %1174 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1142, 31, !dbg !60
  %1175 = tail call float @llvm.nvvm.div.full(float %1143, float %1108), !dbg !60
  %1176 = tail call float @llvm.nvvm.div.full(float %1144, float %1108), !dbg !60
  %1177 = tail call float @llvm.nvvm.div.full(float %1145, float %1109), !dbg !60
  %1178 = tail call float @llvm.nvvm.div.full(float %1146, float %1109), !dbg !60
  %1179 = tail call float @llvm.nvvm.div.full(float %1147, float %1108), !dbg !60
  %1180 = tail call float @llvm.nvvm.div.full(float %1148, float %1108), !dbg !60
  %1181 = tail call float @llvm.nvvm.div.full(float %1149, float %1109), !dbg !60
  %1182 = tail call float @llvm.nvvm.div.full(float %1150, float %1109), !dbg !60
  %1183 = tail call float @llvm.nvvm.div.full(float %1151, float %1108), !dbg !60
  %1184 = tail call float @llvm.nvvm.div.full(float %1152, float %1108), !dbg !60
  %1185 = tail call float @llvm.nvvm.div.full(float %1153, float %1109), !dbg !60
  %1186 = tail call float @llvm.nvvm.div.full(float %1154, float %1109), !dbg !60
  %1187 = tail call float @llvm.nvvm.div.full(float %1155, float %1108), !dbg !60
  %1188 = tail call float @llvm.nvvm.div.full(float %1156, float %1108), !dbg !60
  %1189 = tail call float @llvm.nvvm.div.full(float %1157, float %1109), !dbg !60
  %1190 = tail call float @llvm.nvvm.div.full(float %1158, float %1109), !dbg !60
  %1191 = tail call float @llvm.nvvm.div.full(float %1159, float %1108), !dbg !60
  %1192 = tail call float @llvm.nvvm.div.full(float %1160, float %1108), !dbg !60
  %1193 = tail call float @llvm.nvvm.div.full(float %1161, float %1109), !dbg !60
  %1194 = tail call float @llvm.nvvm.div.full(float %1162, float %1109), !dbg !60
  %1195 = tail call float @llvm.nvvm.div.full(float %1163, float %1108), !dbg !60
  %1196 = tail call float @llvm.nvvm.div.full(float %1164, float %1108), !dbg !60
  %1197 = tail call float @llvm.nvvm.div.full(float %1165, float %1109), !dbg !60
  %1198 = tail call float @llvm.nvvm.div.full(float %1166, float %1109), !dbg !60
  %1199 = tail call float @llvm.nvvm.div.full(float %1167, float %1108), !dbg !60
  %1200 = tail call float @llvm.nvvm.div.full(float %1168, float %1108), !dbg !60
  %1201 = tail call float @llvm.nvvm.div.full(float %1169, float %1109), !dbg !60
  %1202 = tail call float @llvm.nvvm.div.full(float %1170, float %1109), !dbg !60
  %1203 = tail call float @llvm.nvvm.div.full(float %1171, float %1108), !dbg !60
  %1204 = tail call float @llvm.nvvm.div.full(float %1172, float %1108), !dbg !60
  %1205 = tail call float @llvm.nvvm.div.full(float %1173, float %1109), !dbg !60
  %1206 = tail call float @llvm.nvvm.div.full(float %1174, float %1109), !dbg !60
  %1207 = getelementptr half, ptr addrspace(1) %3, i64 %15, !dbg !61
  %1208 = getelementptr half, ptr addrspace(1) %1207, i64 %39, !dbg !62
  %1209 = getelementptr half, ptr addrspace(1) %1207, i64 %41, !dbg !62
  %1210 = getelementptr half, ptr addrspace(1) %1207, i64 %43, !dbg !62
  %1211 = getelementptr half, ptr addrspace(1) %1207, i64 %45, !dbg !62
  %1212 = getelementptr half, ptr addrspace(1) %1208, i64 %49, !dbg !63
  %1213 = getelementptr half, ptr addrspace(1) %1209, i64 %49, !dbg !63
  %1214 = getelementptr half, ptr addrspace(1) %1210, i64 %49, !dbg !63
  %1215 = getelementptr half, ptr addrspace(1) %1211, i64 %49, !dbg !63
  %1216 = insertelement <2 x float> poison, float %1175, i64 0, !dbg !64
  %1217 = insertelement <2 x float> %1216, float %1176, i64 1, !dbg !64
  %1218 = fptrunc <2 x float> %1217 to <2 x half>, !dbg !64
  %1219 = insertelement <2 x float> poison, float %1177, i64 0, !dbg !64
  %1220 = insertelement <2 x float> %1219, float %1178, i64 1, !dbg !64
  %1221 = fptrunc <2 x float> %1220 to <2 x half>, !dbg !64
  %1222 = insertelement <2 x float> poison, float %1179, i64 0, !dbg !64
  %1223 = insertelement <2 x float> %1222, float %1180, i64 1, !dbg !64
  %1224 = fptrunc <2 x float> %1223 to <2 x half>, !dbg !64
  %1225 = insertelement <2 x float> poison, float %1181, i64 0, !dbg !64
  %1226 = insertelement <2 x float> %1225, float %1182, i64 1, !dbg !64
  %1227 = fptrunc <2 x float> %1226 to <2 x half>, !dbg !64
  %1228 = insertelement <2 x float> poison, float %1183, i64 0, !dbg !64
  %1229 = insertelement <2 x float> %1228, float %1184, i64 1, !dbg !64
  %1230 = fptrunc <2 x float> %1229 to <2 x half>, !dbg !64
  %1231 = insertelement <2 x float> poison, float %1185, i64 0, !dbg !64
  %1232 = insertelement <2 x float> %1231, float %1186, i64 1, !dbg !64
  %1233 = fptrunc <2 x float> %1232 to <2 x half>, !dbg !64
  %1234 = insertelement <2 x float> poison, float %1187, i64 0, !dbg !64
  %1235 = insertelement <2 x float> %1234, float %1188, i64 1, !dbg !64
  %1236 = fptrunc <2 x float> %1235 to <2 x half>, !dbg !64
  %1237 = insertelement <2 x float> poison, float %1189, i64 0, !dbg !64
  %1238 = insertelement <2 x float> %1237, float %1190, i64 1, !dbg !64
  %1239 = fptrunc <2 x float> %1238 to <2 x half>, !dbg !64
  %1240 = insertelement <2 x float> poison, float %1191, i64 0, !dbg !64
  %1241 = insertelement <2 x float> %1240, float %1192, i64 1, !dbg !64
  %1242 = fptrunc <2 x float> %1241 to <2 x half>, !dbg !64
  %1243 = insertelement <2 x float> poison, float %1193, i64 0, !dbg !64
  %1244 = insertelement <2 x float> %1243, float %1194, i64 1, !dbg !64
  %1245 = fptrunc <2 x float> %1244 to <2 x half>, !dbg !64
  %1246 = insertelement <2 x float> poison, float %1195, i64 0, !dbg !64
  %1247 = insertelement <2 x float> %1246, float %1196, i64 1, !dbg !64
  %1248 = fptrunc <2 x float> %1247 to <2 x half>, !dbg !64
  %1249 = insertelement <2 x float> poison, float %1197, i64 0, !dbg !64
  %1250 = insertelement <2 x float> %1249, float %1198, i64 1, !dbg !64
  %1251 = fptrunc <2 x float> %1250 to <2 x half>, !dbg !64
  %1252 = insertelement <2 x float> poison, float %1199, i64 0, !dbg !64
  %1253 = insertelement <2 x float> %1252, float %1200, i64 1, !dbg !64
  %1254 = fptrunc <2 x float> %1253 to <2 x half>, !dbg !64
  %1255 = insertelement <2 x float> poison, float %1201, i64 0, !dbg !64
  %1256 = insertelement <2 x float> %1255, float %1202, i64 1, !dbg !64
  %1257 = fptrunc <2 x float> %1256 to <2 x half>, !dbg !64
  %1258 = insertelement <2 x float> poison, float %1203, i64 0, !dbg !64
  %1259 = insertelement <2 x float> %1258, float %1204, i64 1, !dbg !64
  %1260 = fptrunc <2 x float> %1259 to <2 x half>, !dbg !64
  %1261 = insertelement <2 x float> poison, float %1205, i64 0, !dbg !64
  %1262 = insertelement <2 x float> %1261, float %1206, i64 1, !dbg !64
  %1263 = fptrunc <2 x float> %1262 to <2 x half>, !dbg !64
  %1264 = and i32 %74, 1536, !dbg !65
  %1265 = and i32 %18, 1, !dbg !65
  %1266 = shl nuw nsw i32 %1265, 5, !dbg !65
  %1267 = and i32 %18, 2, !dbg !65
  %1268 = icmp eq i32 %1267, 0, !dbg !65
  %1269 = select i1 %1268, i32 0, i32 4160, !dbg !65
  %1270 = and i32 %18, 4, !dbg !65
  %1271 = icmp eq i32 %1270, 0, !dbg !65
  %1272 = shl nuw nsw i32 %1270, 2, !dbg !65
  %1273 = and i32 %18, 8, !dbg !65
  %1274 = icmp eq i32 %1273, 0, !dbg !65
  %1275 = select i1 %1274, i32 0, i32 2080, !dbg !65
  %1276 = and i32 %18, 16, !dbg !65
  %1277 = icmp eq i32 %1276, 0, !dbg !65
  %1278 = shl nuw nsw i32 %1276, 3, !dbg !65
  %1279 = or disjoint i32 %1269, %1272, !dbg !65
  %1280 = or disjoint i32 %1279, %1278, !dbg !65
  %1281 = or disjoint i32 %1264, %1266, !dbg !65
  %1282 = xor i32 %1281, %1275, !dbg !65
  %1283 = or disjoint i32 %1280, %1282, !dbg !65
  %1284 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1283, !dbg !65
  %1285 = bitcast <2 x half> %1218 to i32, !dbg !65
  %1286 = bitcast <2 x half> %1224 to i32, !dbg !65
  %1287 = bitcast <2 x half> %1230 to i32, !dbg !65
  %1288 = bitcast <2 x half> %1236 to i32, !dbg !65
  %1289 = insertelement <4 x i32> poison, i32 %1285, i64 0, !dbg !65
  %1290 = insertelement <4 x i32> %1289, i32 %1286, i64 1, !dbg !65
  %1291 = insertelement <4 x i32> %1290, i32 %1287, i64 2, !dbg !65
  %1292 = insertelement <4 x i32> %1291, i32 %1288, i64 3, !dbg !65
  store <4 x i32> %1292, ptr addrspace(3) %1284, align 16, !dbg !65
  %1293 = getelementptr inbounds nuw i8, ptr addrspace(3) %1284, i32 256, !dbg !65
  %1294 = bitcast <2 x half> %1221 to i32, !dbg !65
  %1295 = bitcast <2 x half> %1227 to i32, !dbg !65
  %1296 = bitcast <2 x half> %1233 to i32, !dbg !65
  %1297 = bitcast <2 x half> %1239 to i32, !dbg !65
  %1298 = insertelement <4 x i32> poison, i32 %1294, i64 0, !dbg !65
  %1299 = insertelement <4 x i32> %1298, i32 %1295, i64 1, !dbg !65
  %1300 = insertelement <4 x i32> %1299, i32 %1296, i64 2, !dbg !65
  %1301 = insertelement <4 x i32> %1300, i32 %1297, i64 3, !dbg !65
  store <4 x i32> %1301, ptr addrspace(3) %1293, align 16, !dbg !65
  %1302 = xor i32 %1283, 64, !dbg !65
  %1303 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1302, !dbg !65
  %1304 = bitcast <2 x half> %1242 to i32, !dbg !65
  %1305 = bitcast <2 x half> %1248 to i32, !dbg !65
  %1306 = bitcast <2 x half> %1254 to i32, !dbg !65
  %1307 = bitcast <2 x half> %1260 to i32, !dbg !65
  %1308 = insertelement <4 x i32> poison, i32 %1304, i64 0, !dbg !65
  %1309 = insertelement <4 x i32> %1308, i32 %1305, i64 1, !dbg !65
  %1310 = insertelement <4 x i32> %1309, i32 %1306, i64 2, !dbg !65
  %1311 = insertelement <4 x i32> %1310, i32 %1307, i64 3, !dbg !65
  store <4 x i32> %1311, ptr addrspace(3) %1303, align 16, !dbg !65
  %1312 = getelementptr inbounds nuw i8, ptr addrspace(3) %1303, i32 256, !dbg !65
  %1313 = bitcast <2 x half> %1245 to i32, !dbg !65
  %1314 = bitcast <2 x half> %1251 to i32, !dbg !65
  %1315 = bitcast <2 x half> %1257 to i32, !dbg !65
  %1316 = bitcast <2 x half> %1263 to i32, !dbg !65
  %1317 = insertelement <4 x i32> poison, i32 %1313, i64 0, !dbg !65
  %1318 = insertelement <4 x i32> %1317, i32 %1314, i64 1, !dbg !65
  %1319 = insertelement <4 x i32> %1318, i32 %1315, i64 2, !dbg !65
  %1320 = insertelement <4 x i32> %1319, i32 %1316, i64 3, !dbg !65
  store <4 x i32> %1320, ptr addrspace(3) %1312, align 16, !dbg !65
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !65
  %1321 = shl nuw nsw i32 %18, 2, !dbg !65
  %1322 = and i32 %1321, 416, !dbg !65
  %1323 = shl nuw nsw i32 %1265, 6, !dbg !65
  %1324 = shl nuw nsw i32 %1267, 3, !dbg !65
  %1325 = select i1 %1271, i32 0, i32 2080, !dbg !65
  %1326 = select i1 %1277, i32 0, i32 4160, !dbg !65
  %1327 = or disjoint i32 %1322, %1323, !dbg !65
  %1328 = or disjoint i32 %1325, %1326, !dbg !65
  %1329 = xor i32 %1328, %1327, !dbg !65
  %1330 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1324, !dbg !65
  %1331 = getelementptr inbounds nuw i8, ptr addrspace(3) %1330, i32 %1329, !dbg !65
  %1332 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %1331), !dbg !65
  %1333 = extractvalue { i32, i32, i32, i32 } %1332, 0, !dbg !65
  %1334 = extractvalue { i32, i32, i32, i32 } %1332, 1, !dbg !65
  %1335 = extractvalue { i32, i32, i32, i32 } %1332, 2, !dbg !65
  %1336 = extractvalue { i32, i32, i32, i32 } %1332, 3, !dbg !65
  %1337 = getelementptr inbounds nuw i8, ptr addrspace(3) %1331, i32 512, !dbg !65
  %1338 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1337), !dbg !65
  %1339 = extractvalue { i32, i32, i32, i32 } %1338, 0, !dbg !65
  %1340 = extractvalue { i32, i32, i32, i32 } %1338, 1, !dbg !65
  %1341 = extractvalue { i32, i32, i32, i32 } %1338, 2, !dbg !65
  %1342 = extractvalue { i32, i32, i32, i32 } %1338, 3, !dbg !65
  %1343 = getelementptr inbounds nuw i8, ptr addrspace(3) %1331, i32 1024, !dbg !65
  %1344 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1343), !dbg !65
  %1345 = extractvalue { i32, i32, i32, i32 } %1344, 0, !dbg !65
  %1346 = extractvalue { i32, i32, i32, i32 } %1344, 1, !dbg !65
  %1347 = extractvalue { i32, i32, i32, i32 } %1344, 2, !dbg !65
  %1348 = extractvalue { i32, i32, i32, i32 } %1344, 3, !dbg !65
  %1349 = getelementptr inbounds nuw i8, ptr addrspace(3) %1331, i32 1536, !dbg !65
  %1350 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %1349), !dbg !65
  %1351 = extractvalue { i32, i32, i32, i32 } %1350, 0, !dbg !65
  %1352 = extractvalue { i32, i32, i32, i32 } %1350, 1, !dbg !65
  %1353 = extractvalue { i32, i32, i32, i32 } %1350, 2, !dbg !65
  %1354 = extractvalue { i32, i32, i32, i32 } %1350, 3, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1333, i32 %1334, i32 %1335, i32 %1336, ptr addrspace(1) %1212, i1 %30) #2, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1339, i32 %1340, i32 %1341, i32 %1342, ptr addrspace(1) %1213, i1 %31) #2, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1345, i32 %1346, i32 %1347, i32 %1348, ptr addrspace(1) %1214, i1 %32) #2, !dbg !65
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %1351, i32 %1352, i32 %1353, i32 %1354, ptr addrspace(1) %1215, i1 %33) #2, !dbg !65
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
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
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
