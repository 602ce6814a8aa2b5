; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %9 = and i32 %8, 255, !dbg !8
  %10 = and i32 %8, 31, !dbg !8
  %11 = lshr i32 %9, 5, !dbg !8
  %12 = shl nuw nsw i32 %8, 2, !dbg !8
  %13 = and i32 %12, 1020, !dbg !8
  %14 = icmp slt i32 %13, %2, !dbg !9
  %15 = mul i32 %3, %7, !dbg !10
  %16 = sext i32 %15 to i64, !dbg !11
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !11
  %18 = zext nneg i32 %13 to i64, !dbg !12
  %19 = getelementptr float, ptr addrspace(1) %17, i64 %18, !dbg !12
  %20 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %19, i1 %14) #5, !dbg !13
  %21 = extractvalue { i32, i32, i32, i32 } %20, 0, !dbg !13
  %22 = extractvalue { i32, i32, i32, i32 } %20, 1, !dbg !13
  %23 = extractvalue { i32, i32, i32, i32 } %20, 2, !dbg !13
  %24 = extractvalue { i32, i32, i32, i32 } %20, 3, !dbg !13
  %25 = bitcast i32 %21 to float, !dbg !13
  %26 = bitcast i32 %22 to float, !dbg !13
  %27 = bitcast i32 %23 to float, !dbg !13
  %28 = bitcast i32 %24 to float, !dbg !13
  %29 = tail call float @llvm.maxnum.f32(float %25, float %26), !dbg !14
  %30 = tail call float @llvm.maxnum.f32(float %29, float %27), !dbg !14
  %31 = tail call float @llvm.maxnum.f32(float %30, float %28), !dbg !14
  %32 = bitcast float %31 to i32, !dbg !17
  %33 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %32, i32 16, i32 31), !dbg !17
  %34 = bitcast i32 %33 to float, !dbg !17
  %35 = tail call float @llvm.maxnum.f32(float %31, float %34), !dbg !14
  %36 = bitcast float %35 to i32, !dbg !17
  %37 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %36, i32 8, i32 31), !dbg !17
  %38 = bitcast i32 %37 to float, !dbg !17
  %39 = tail call float @llvm.maxnum.f32(float %35, float %38), !dbg !14
  %40 = bitcast float %39 to i32, !dbg !17
  %41 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %40, i32 4, i32 31), !dbg !17
  %42 = bitcast i32 %41 to float, !dbg !17
  %43 = tail call float @llvm.maxnum.f32(float %39, float %42), !dbg !14
  %44 = bitcast float %43 to i32, !dbg !17
  %45 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %44, i32 2, i32 31), !dbg !17
  %46 = bitcast i32 %45 to float, !dbg !17
  %47 = tail call float @llvm.maxnum.f32(float %43, float %46), !dbg !14
  %48 = bitcast float %47 to i32, !dbg !17
  %49 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %48, i32 1, i32 31), !dbg !17
  %50 = bitcast i32 %49 to float, !dbg !17
  %51 = tail call float @llvm.maxnum.f32(float %47, float %50), !dbg !14
  %52 = icmp eq i32 %10, 0, !dbg !17
  %53 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  %54 = bitcast float %51 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %53, <1 x i32> %54, i1 %52) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %55 = icmp samesign ult i32 %9, 8, !dbg !17
  %56 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  %57 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %56, i1 %55) #5, !dbg !17
  %58 = bitcast i32 %57 to float, !dbg !17
  %59 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %57, i32 4, i32 31), !dbg !17
  %60 = bitcast i32 %59 to float, !dbg !17
  %61 = tail call float @llvm.maxnum.f32(float %58, float %60), !dbg !14
  %62 = bitcast float %61 to i32, !dbg !17
  %63 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %62, i32 2, i32 31), !dbg !17
  %64 = bitcast i32 %63 to float, !dbg !17
  %65 = tail call float @llvm.maxnum.f32(float %61, float %64), !dbg !14
  %66 = bitcast float %65 to i32, !dbg !17
  %67 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %66, i32 1, i32 31), !dbg !17
  %68 = bitcast i32 %67 to float, !dbg !17
  %69 = tail call float @llvm.maxnum.f32(float %65, float %68), !dbg !14
  %70 = and i32 %8, 7, !dbg !17
  %71 = icmp eq i32 %70, 0, !dbg !17
  %72 = and i1 %55, %71, !dbg !17
  %73 = bitcast float %69 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %56, <1 x i32> %73, i1 %72) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %74 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %75 = fsub float %25, %74, !dbg !20
  %76 = fsub float %26, %74, !dbg !20
  %77 = fsub float %27, %74, !dbg !20
  %78 = fsub float %28, %74, !dbg !20
  %79 = fmul float %75, 0x3FF7154760000000, !dbg !21
  %80 = tail call float @llvm.nvvm.ex2.approx.f(float %79), !dbg !21
  %81 = fmul float %76, 0x3FF7154760000000, !dbg !21
  %82 = tail call float @llvm.nvvm.ex2.approx.f(float %81), !dbg !21
  %83 = fmul float %77, 0x3FF7154760000000, !dbg !21
  %84 = tail call float @llvm.nvvm.ex2.approx.f(float %83), !dbg !21
  %85 = fmul float %78, 0x3FF7154760000000, !dbg !21
  %86 = tail call float @llvm.nvvm.ex2.approx.f(float %85), !dbg !21
  %87 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !22
  %88 = getelementptr float, ptr addrspace(1) %87, i64 %18, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %89 = fadd float %80, %82, !dbg !26
  %90 = fadd float %89, %84, !dbg !26
  %91 = fadd float %90, %86, !dbg !26
  %92 = bitcast float %91 to i32, !dbg !24
  %93 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %92, i32 16, i32 31), !dbg !24
  %94 = bitcast i32 %93 to float, !dbg !24
  %95 = fadd float %91, %94, !dbg !26
  %96 = bitcast float %95 to i32, !dbg !24
  %97 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 8, i32 31), !dbg !24
  %98 = bitcast i32 %97 to float, !dbg !24
  %99 = fadd float %95, %98, !dbg !26
  %100 = bitcast float %99 to i32, !dbg !24
  %101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %100, i32 4, i32 31), !dbg !24
  %102 = bitcast i32 %101 to float, !dbg !24
  %103 = fadd float %99, %102, !dbg !26
  %104 = bitcast float %103 to i32, !dbg !24
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 2, i32 31), !dbg !24
  %106 = bitcast i32 %105 to float, !dbg !24
  %107 = fadd float %103, %106, !dbg !26
  %108 = bitcast float %107 to i32, !dbg !24
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %108, i32 1, i32 31), !dbg !24
  %110 = bitcast i32 %109 to float, !dbg !24
  %111 = fadd float %107, %110, !dbg !26
  %112 = bitcast float %111 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %53, <1 x i32> %112, i1 %52) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %113 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %56, i1 %55) #5, !dbg !24
  %114 = bitcast i32 %113 to float, !dbg !24
  %115 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 4, i32 31), !dbg !24
  %116 = bitcast i32 %115 to float, !dbg !24
  %117 = fadd float %114, %116, !dbg !26
  %118 = bitcast float %117 to i32, !dbg !24
  %119 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 2, i32 31), !dbg !24
  %120 = bitcast i32 %119 to float, !dbg !24
  %121 = fadd float %117, %120, !dbg !26
  %122 = bitcast float %121 to i32, !dbg !24
  %123 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 1, i32 31), !dbg !24
  %124 = bitcast i32 %123 to float, !dbg !24
  %125 = fadd float %121, %124, !dbg !26
  %126 = bitcast float %125 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %56, <1 x i32> %126, i1 %72) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %127 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !24
  %128 = tail call float @llvm.nvvm.div.full(float %80, float %127), !dbg !27
  %129 = tail call float @llvm.nvvm.div.full(float %82, float %127), !dbg !27
  %130 = tail call float @llvm.nvvm.div.full(float %84, float %127), !dbg !27
  %131 = tail call float @llvm.nvvm.div.full(float %86, float %127), !dbg !27
  %132 = bitcast float %128 to i32, !dbg !28
  %133 = bitcast float %129 to i32, !dbg !28
  %134 = bitcast float %130 to i32, !dbg !28
  %135 = bitcast float %131 to i32, !dbg !28
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %132, i32 %133, i32 %134, i32 %135, ptr addrspace(1) %88, i1 %14) #5, !dbg !28
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

attributes #0 = { nounwind "nvvm.reqntid"="256" }
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
