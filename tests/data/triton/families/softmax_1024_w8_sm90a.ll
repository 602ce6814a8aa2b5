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
  %14 = or disjoint i32 %13, 1, !dbg !8
  %15 = or disjoint i32 %13, 2, !dbg !8
  %16 = or disjoint i32 %13, 3, !dbg !8
  %17 = icmp slt i32 %13, %2, !dbg !9
  %18 = icmp slt i32 %14, %2, !dbg !9
  %19 = icmp slt i32 %15, %2, !dbg !9
  %20 = icmp slt i32 %16, %2, !dbg !9
  %21 = mul i32 %3, %7, !dbg !10
  %22 = sext i32 %21 to i64, !dbg !11
  %23 = getelementptr float, ptr addrspace(1) %0, i64 %22, !dbg !11
  %24 = zext nneg i32 %13 to i64, !dbg !12
  %25 = getelementptr float, ptr addrspace(1) %23, i64 %24, !dbg !12
  %26 = zext nneg i32 %14 to i64, !dbg !12
  %27 = getelementptr float, ptr addrspace(1) %23, i64 %26, !dbg !12
  %28 = zext nneg i32 %15 to i64, !dbg !12
  %29 = getelementptr float, ptr addrspace(1) %23, i64 %28, !dbg !12
  %30 = zext nneg i32 %16 to i64, !dbg !12
  %31 = getelementptr float, ptr addrspace(1) %23, i64 %30, !dbg !12
  %32 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %25, i1 %17) #5, !dbg !13
  %33 = bitcast i32 %32 to float, !dbg !13
  %34 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %27, i1 %18) #5, !dbg !13
  %35 = bitcast i32 %34 to float, !dbg !13
  %36 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %29, i1 %19) #5, !dbg !13
  %37 = bitcast i32 %36 to float, !dbg !13
  %38 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %31, i1 %20) #5, !dbg !13
  %39 = bitcast i32 %38 to float, !dbg !13
  %40 = tail call float @llvm.maxnum.f32(float %33, float %35), !dbg !14
  %41 = tail call float @llvm.maxnum.f32(float %40, float %37), !dbg !14
  %42 = tail call float @llvm.maxnum.f32(float %41, float %39), !dbg !14
  %43 = bitcast float %42 to i32, !dbg !17
  %44 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %43, i32 16, i32 31), !dbg !17
  %45 = bitcast i32 %44 to float, !dbg !17
  %46 = tail call float @llvm.maxnum.f32(float %42, float %45), !dbg !14
  %47 = bitcast float %46 to i32, !dbg !17
  %48 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 8, i32 31), !dbg !17
  %49 = bitcast i32 %48 to float, !dbg !17
  %50 = tail call float @llvm.maxnum.f32(float %46, float %49), !dbg !14
  %51 = bitcast float %50 to i32, !dbg !17
  %52 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 4, i32 31), !dbg !17
  %53 = bitcast i32 %52 to float, !dbg !17
  %54 = tail call float @llvm.maxnum.f32(float %50, float %53), !dbg !14
  %55 = bitcast float %54 to i32, !dbg !17
  %56 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 2, i32 31), !dbg !17
  %57 = bitcast i32 %56 to float, !dbg !17
  %58 = tail call float @llvm.maxnum.f32(float %54, float %57), !dbg !14
  %59 = bitcast float %58 to i32, !dbg !17
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 1, i32 31), !dbg !17
  %61 = bitcast i32 %60 to float, !dbg !17
  %62 = tail call float @llvm.maxnum.f32(float %58, float %61), !dbg !14
  %63 = icmp eq i32 %10, 0, !dbg !17
  %64 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  %65 = bitcast float %62 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %64, <1 x i32> %65, i1 %63) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %66 = icmp samesign ult i32 %9, 8, !dbg !17
  %67 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  %68 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %67, i1 %66) #5, !dbg !17
  %69 = bitcast i32 %68 to float, !dbg !17
  %70 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 4, i32 31), !dbg !17
  %71 = bitcast i32 %70 to float, !dbg !17
  %72 = tail call float @llvm.maxnum.f32(float %69, float %71), !dbg !14
  %73 = bitcast float %72 to i32, !dbg !17
  %74 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %73, i32 2, i32 31), !dbg !17
  %75 = bitcast i32 %74 to float, !dbg !17
  %76 = tail call float @llvm.maxnum.f32(float %72, float %75), !dbg !14
  %77 = bitcast float %76 to i32, !dbg !17
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 1, i32 31), !dbg !17
  %79 = bitcast i32 %78 to float, !dbg !17
  %80 = tail call float @llvm.maxnum.f32(float %76, float %79), !dbg !14
  %81 = and i32 %8, 7, !dbg !17
  %82 = icmp eq i32 %81, 0, !dbg !17
  %83 = and i1 %66, %82, !dbg !17
  %84 = bitcast float %80 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %67, <1 x i32> %84, i1 %83) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %85 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %86 = fsub float %33, %85, !dbg !20
  %87 = fsub float %35, %85, !dbg !20
  %88 = fsub float %37, %85, !dbg !20
  %89 = fsub float %39, %85, !dbg !20
  %90 = fmul float %86, 0x3FF7154760000000, !dbg !21
  %91 = tail call float @llvm.nvvm.ex2.approx.f(float %90), !dbg !21
  %92 = fmul float %87, 0x3FF7154760000000, !dbg !21
  %93 = tail call float @llvm.nvvm.ex2.approx.f(float %92), !dbg !21
  %94 = fmul float %88, 0x3FF7154760000000, !dbg !21
  %95 = tail call float @llvm.nvvm.ex2.approx.f(float %94), !dbg !21
  %96 = fmul float %89, 0x3FF7154760000000, !dbg !21
  %97 = tail call float @llvm.nvvm.ex2.approx.f(float %96), !dbg !21
  %98 = getelementptr float, ptr addrspace(1) %1, i64 %22, !dbg !22
  %99 = getelementptr float, ptr addrspace(1) %98, i64 %24, !dbg !23
  %100 = getelementptr float, ptr addrspace(1) %98, i64 %26, !dbg !23
  %101 = getelementptr float, ptr addrspace(1) %98, i64 %28, !dbg !23
  %102 = getelementptr float, ptr addrspace(1) %98, i64 %30, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %103 = fadd float %91, %93, !dbg !26
  %104 = fadd float %103, %95, !dbg !26
  %105 = fadd float %104, %97, !dbg !26
  %106 = bitcast float %105 to i32, !dbg !24
  %107 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 16, i32 31), !dbg !24
  %108 = bitcast i32 %107 to float, !dbg !24
  %109 = fadd float %105, %108, !dbg !26
  %110 = bitcast float %109 to i32, !dbg !24
  %111 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %110, i32 8, i32 31), !dbg !24
  %112 = bitcast i32 %111 to float, !dbg !24
  %113 = fadd float %109, %112, !dbg !26
  %114 = bitcast float %113 to i32, !dbg !24
  %115 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %114, i32 4, i32 31), !dbg !24
  %116 = bitcast i32 %115 to float, !dbg !24
  %117 = fadd float %113, %116, !dbg !26
  %118 = bitcast float %117 to i32, !dbg !24
  %119 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %118, i32 2, i32 31), !dbg !24
  %120 = bitcast i32 %119 to float, !dbg !24
  %121 = fadd float %117, %120, !dbg !26
  %122 = bitcast float %121 to i32, !dbg !24
  %123 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 1, i32 31), !dbg !24
  %124 = bitcast i32 %123 to float, !dbg !24
  %125 = fadd float %121, %124, !dbg !26
  %126 = bitcast float %125 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %64, <1 x i32> %126, i1 %63) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %127 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %67, i1 %66) #5, !dbg !24
  %128 = bitcast i32 %127 to float, !dbg !24
  %129 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 4, i32 31), !dbg !24
  %130 = bitcast i32 %129 to float, !dbg !24
  %131 = fadd float %128, %130, !dbg !26
  %132 = bitcast float %131 to i32, !dbg !24
  %133 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 2, i32 31), !dbg !24
  %134 = bitcast i32 %133 to float, !dbg !24
  %135 = fadd float %131, %134, !dbg !26
  %136 = bitcast float %135 to i32, !dbg !24
  %137 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 1, i32 31), !dbg !24
  %138 = bitcast i32 %137 to float, !dbg !24
  %139 = fadd float %135, %138, !dbg !26
  %140 = bitcast float %139 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %67, <1 x i32> %140, i1 %83) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %141 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !24
  %142 = tail call float @llvm.nvvm.div.full(float %91, float %141), !dbg !27
  %143 = tail call float @llvm.nvvm.div.full(float %93, float %141), !dbg !27
  %144 = tail call float @llvm.nvvm.div.full(float %95, float %141), !dbg !27
  %145 = tail call float @llvm.nvvm.div.full(float %97, float %141), !dbg !27
  %146 = bitcast float %142 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %146, ptr addrspace(1) %99, i1 %17) #5, !dbg !28
  %147 = bitcast float %143 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %147, ptr addrspace(1) %100, i1 %18) #5, !dbg !28
  %148 = bitcast float %144 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %148, ptr addrspace(1) %101, i1 %19) #5, !dbg !28
  %149 = bitcast float %145 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %149, ptr addrspace(1) %102, i1 %20) #5, !dbg !28
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
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
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
