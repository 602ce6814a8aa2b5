; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %9 = and i32 %8, 127, !dbg !8
  %10 = and i32 %8, 31, !dbg !8
  %11 = lshr i32 %9, 5, !dbg !8
  %12 = shl nuw nsw i32 %8, 2, !dbg !8
  %13 = and i32 %12, 508, !dbg !8
  %14 = or disjoint i32 %13, 512, !dbg !8
  %15 = icmp slt i32 %13, %2, !dbg !9
  %16 = icmp slt i32 %14, %2, !dbg !9
  %17 = mul i32 %3, %7, !dbg !10
  %18 = sext i32 %17 to i64, !dbg !11
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %18, !dbg !11
  %20 = zext nneg i32 %13 to i64, !dbg !12
  %21 = getelementptr float, ptr addrspace(1) %19, i64 %20, !dbg !12
  %22 = zext nneg i32 %14 to i64, !dbg !12
  %23 = getelementptr float, ptr addrspace(1) %19, i64 %22, !dbg !12
  %24 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %21, i1 %15) #5, !dbg !13
  %25 = extractvalue { i32, i32, i32, i32 } %24, 0, !dbg !13
  %26 = extractvalue { i32, i32, i32, i32 } %24, 1, !dbg !13
  %27 = extractvalue { i32, i32, i32, i32 } %24, 2, !dbg !13
  %28 = extractvalue { i32, i32, i32, i32 } %24, 3, !dbg !13
  %29 = bitcast i32 %25 to float, !dbg !13
  %30 = bitcast i32 %26 to float, !dbg !13
  %31 = bitcast i32 %27 to float, !dbg !13
  %32 = bitcast i32 %28 to float, !dbg !13
  %33 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %23, i1 %16) #5, !dbg !13
  %34 = extractvalue { i32, i32, i32, i32 } %33, 0, !dbg !13
  %35 = extractvalue { i32, i32, i32, i32 } %33, 1, !dbg !13
  %36 = extractvalue { i32, i32, i32, i32 } %33, 2, !dbg !13
  %37 = extractvalue { i32, i32, i32, i32 } %33, 3, !dbg !13
  %38 = bitcast i32 %34 to float, !dbg !13
  %39 = bitcast i32 %35 to float, !dbg !13
  %40 = bitcast i32 %36 to float, !dbg !13
  %41 = bitcast i32 %37 to float, !dbg !13
  %42 = tail call float @llvm.maxnum.f32(float %29, float %30), !dbg !14
  %43 = tail call float @llvm.maxnum.f32(float %42, float %31), !dbg !14
  %44 = tail call float @llvm.maxnum.f32(float %43, float %32), !dbg !14
  %45 = tail call float @llvm.maxnum.f32(float %44, float %38), !dbg !14
  %46 = tail call float @llvm.maxnum.f32(float %45, float %39), !dbg !14
  %47 = tail call float @llvm.maxnum.f32(float %46, float %40), !dbg !14
  %48 = tail call float @llvm.maxnum.f32(float %47, float %41), !dbg !14
  %49 = bitcast float %48 to i32, !dbg !17
  %50 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %49, i32 16, i32 31), !dbg !17
  %51 = bitcast i32 %50 to float, !dbg !17
  %52 = tail call float @llvm.maxnum.f32(float %48, float %51), !dbg !14
  %53 = bitcast float %52 to i32, !dbg !17
  %54 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %53, i32 8, i32 31), !dbg !17
  %55 = bitcast i32 %54 to float, !dbg !17
  %56 = tail call float @llvm.maxnum.f32(float %52, float %55), !dbg !14
  %57 = bitcast float %56 to i32, !dbg !17
  %58 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 4, i32 31), !dbg !17
  %59 = bitcast i32 %58 to float, !dbg !17
  %60 = tail call float @llvm.maxnum.f32(float %56, float %59), !dbg !14
  %61 = bitcast float %60 to i32, !dbg !17
  %62 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %61, i32 2, i32 31), !dbg !17
  %63 = bitcast i32 %62 to float, !dbg !17
  %64 = tail call float @llvm.maxnum.f32(float %60, float %63), !dbg !14
  %65 = bitcast float %64 to i32, !dbg !17
  %66 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %65, i32 1, i32 31), !dbg !17
  %67 = bitcast i32 %66 to float, !dbg !17
  %68 = tail call float @llvm.maxnum.f32(float %64, float %67), !dbg !14
  %69 = icmp eq i32 %10, 0, !dbg !17
  %70 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  %71 = bitcast float %68 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %70, <1 x i32> %71, i1 %69) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %72 = icmp samesign ult i32 %9, 4, !dbg !17
  %73 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  %74 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %73, i1 %72) #5, !dbg !17
  %75 = bitcast i32 %74 to float, !dbg !17
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 2, i32 31), !dbg !17
  %77 = bitcast i32 %76 to float, !dbg !17
  %78 = tail call float @llvm.maxnum.f32(float %75, float %77), !dbg !14
  %79 = bitcast float %78 to i32, !dbg !17
  %80 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 1, i32 31), !dbg !17
  %81 = bitcast i32 %80 to float, !dbg !17
  %82 = tail call float @llvm.maxnum.f32(float %78, float %81), !dbg !14
  %83 = and i32 %8, 3, !dbg !17
  %84 = icmp eq i32 %83, 0, !dbg !17
  %85 = and i1 %72, %84, !dbg !17
  %86 = bitcast float %82 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %73, <1 x i32> %86, i1 %85) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %87 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %88 = fsub float %29, %87, !dbg !20
  %89 = fsub float %30, %87, !dbg !20
  %90 = fsub float %31, %87, !dbg !20
  %91 = fsub float %32, %87, !dbg !20
  %92 = fsub float %38, %87, !dbg !20
  %93 = fsub float %39, %87, !dbg !20
  %94 = fsub float %40, %87, !dbg !20
  %95 = fsub float %41, %87, !dbg !20
  %96 = fmul float %88, 0x3FF7154760000000, !dbg !21
  %97 = tail call float @llvm.nvvm.ex2.approx.f(float %96), !dbg !21
  %98 = fmul float %89, 0x3FF7154760000000, !dbg !21
  %99 = tail call float @llvm.nvvm.ex2.approx.f(float %98), !dbg !21
  %100 = fmul float %90, 0x3FF7154760000000, !dbg !21
  %101 = tail call float @llvm.nvvm.ex2.approx.f(float %100), !dbg !21
  %102 = fmul float %91, 0x3FF7154760000000, !dbg !21
  %103 = tail call float @llvm.nvvm.ex2.approx.f(float %102), !dbg !21
  %104 = fmul float %92, 0x3FF7154760000000, !dbg !21
  %105 = tail call float @llvm.nvvm.ex2.approx.f(float %104), !dbg !21
  %106 = fmul float %93, 0x3FF7154760000000, !dbg !21
  %107 = tail call float @llvm.nvvm.ex2.approx.f(float %106), !dbg !21
  %108 = fmul float %94, 0x3FF7154760000000, !dbg !21
  %109 = tail call float @llvm.nvvm.ex2.approx.f(float %108), !dbg !21
  %110 = fmul float %95, 0x3FF7154760000000, !dbg !21
  %111 = tail call float @llvm.nvvm.ex2.approx.f(float %110), !dbg !21
  %112 = getelementptr float, ptr addrspace(1) %1, i64 %18, !dbg !22
  %113 = getelementptr float, ptr addrspace(1) %112, i64 %20, !dbg !23
  %114 = getelementptr float, ptr addrspace(1) %112, i64 %22, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %115 = fadd float %97, %99, !dbg !26
  %116 = fadd float %115, %101, !dbg !26
  %117 = fadd float %116, %103, !dbg !26
  %118 = fadd float %117, %105, !dbg !26
  %119 = fadd float %118, %107, !dbg !26
  %120 = fadd float %119, %109, !dbg !26
  %121 = fadd float %120, %111, !dbg !26
  %122 = bitcast float %121 to i32, !dbg !24
  %123 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 16, i32 31), !dbg !24
  %124 = bitcast i32 %123 to float, !dbg !24
  %125 = fadd float %121, %124, !dbg !26
  %126 = bitcast float %125 to i32, !dbg !24
  %127 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %126, i32 8, i32 31), !dbg !24
  %128 = bitcast i32 %127 to float, !dbg !24
  %129 = fadd float %125, %128, !dbg !26
  %130 = bitcast float %129 to i32, !dbg !24
  %131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %130, i32 4, i32 31), !dbg !24
  %132 = bitcast i32 %131 to float, !dbg !24
  %133 = fadd float %129, %132, !dbg !26
  %134 = bitcast float %133 to i32, !dbg !24
  %135 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %134, i32 2, i32 31), !dbg !24
  %136 = bitcast i32 %135 to float, !dbg !24
  %137 = fadd float %133, %136, !dbg !26
  %138 = bitcast float %137 to i32, !dbg !24
  %139 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %138, i32 1, i32 31), !dbg !24
  %140 = bitcast i32 %139 to float, !dbg !24
  %141 = fadd float %137, %140, !dbg !26
  %142 = bitcast float %141 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %70, <1 x i32> %142, i1 %69) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %143 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %73, i1 %72) #5, !dbg !24
  %144 = bitcast i32 %143 to float, !dbg !24
  %145 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %143, i32 2, i32 31), !dbg !24
  %146 = bitcast i32 %145 to float, !dbg !24
  %147 = fadd float %144, %146, !dbg !26
  %148 = bitcast float %147 to i32, !dbg !24
  %149 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %148, i32 1, i32 31), !dbg !24
  %150 = bitcast i32 %149 to float, !dbg !24
  %151 = fadd float %147, %150, !dbg !26
  %152 = bitcast float %151 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %73, <1 x i32> %152, i1 %85) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %153 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !24
  %154 = tail call float @llvm.nvvm.div.full(float %97, float %153), !dbg !27
  %155 = tail call float @llvm.nvvm.div.full(float %99, float %153), !dbg !27
  %156 = tail call float @llvm.nvvm.div.full(float %101, float %153), !dbg !27
  %157 = tail call float @llvm.nvvm.div.full(float %103, float %153), !dbg !27
  %158 = tail call float @llvm.nvvm.div.full(float %105, float %153), !dbg !27
  %159 = tail call float @llvm.nvvm.div.full(float %107, float %153), !dbg !27
  %160 = tail call float @llvm.nvvm.div.full(float %109, float %153), !dbg !27
  %161 = tail call float @llvm.nvvm.div.full(float %111, float %153), !dbg !27
  %162 = bitcast float %154 to i32, !dbg !28
  %163 = bitcast float %155 to i32, !dbg !28
  %164 = bitcast float %156 to i32, !dbg !28
  %165 = bitcast float %157 to i32, !dbg !28
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %162, i32 %163, i32 %164, i32 %165, ptr addrspace(1) %113, i1 %15) #5, !dbg !28
  %166 = bitcast float %158 to i32, !dbg !28
  %167 = bitcast float %159 to i32, !dbg !28
  %168 = bitcast float %160 to i32, !dbg !28
  %169 = bitcast float %161 to i32, !dbg !28
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %166, i32 %167, i32 %168, i32 %169, ptr addrspace(1) %114, i1 %16) #5, !dbg !28
  ret void, !dbg !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "softmax_kernel", linkageName: "softmax_kernel", scope: !1, file: !1, line: 32, type: !5, scopeLine: 32, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 34, column: 24, scope: !4)
!8 = !DILocation(line: 35, column: 24, scope: !4)
!9 = !DILocation(line: 36, column: 15, scope: !4)
!10 = !DILocation(line: 37, column: 26, scope: !4)
!11 = !DILocation(line: 37, column: 20, scope: !4)
!12 = !DILocation(line: 37, column: 39, scope: !4)
!13 = !DILocation(line: 37, column: 16, scope: !4)
!14 = !DILocation(line: 170, column: 27, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 191, column: 40, scope: !15, inlinedAt: !18)
!18 = !DILocation(line: 38, column: 26, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 38, column: 19, scope: !4)
!21 = !DILocation(line: 38, column: 15, scope: !4)
!22 = !DILocation(line: 39, column: 17, scope: !4)
!23 = !DILocation(line: 39, column: 36, scope: !4)
!24 = !DILocation(line: 293, column: 36, scope: !15, inlinedAt: !25)
!25 = !DILocation(line: 39, column: 53, scope: !19)
!26 = !DILocation(line: 263, column: 15, scope: !15, inlinedAt: !24)
!27 = !DILocation(line: 39, column: 46, scope: !4)
!28 = !DILocation(line: 39, column: 42, scope: !4)
!29 = !DILocation(line: 39, column: 4, scope: !4)
