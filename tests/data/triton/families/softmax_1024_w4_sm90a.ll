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
  %14 = or disjoint i32 %13, 1, !dbg !8
  %15 = or disjoint i32 %13, 2, !dbg !8
  %16 = or disjoint i32 %13, 3, !dbg !8
  %17 = or disjoint i32 %13, 512, !dbg !8
  %18 = or disjoint i32 %13, 513, !dbg !8
  %19 = or disjoint i32 %13, 514, !dbg !8
  %20 = or disjoint i32 %13, 515, !dbg !8
  %21 = icmp slt i32 %13, %2, !dbg !9
  %22 = icmp slt i32 %14, %2, !dbg !9
  %23 = icmp slt i32 %15, %2, !dbg !9
  %24 = icmp slt i32 %16, %2, !dbg !9
  %25 = icmp slt i32 %17, %2, !dbg !9
  %26 = icmp slt i32 %18, %2, !dbg !9
  %27 = icmp slt i32 %19, %2, !dbg !9
  %28 = icmp slt i32 %20, %2, !dbg !9
  %29 = mul i32 %3, %7, !dbg !10
  %30 = sext i32 %29 to i64, !dbg !11
  %31 = getelementptr float, ptr addrspace(1) %0, i64 %30, !dbg !11
  %32 = zext nneg i32 %13 to i64, !dbg !12
  %33 = getelementptr float, ptr addrspace(1) %31, i64 %32, !dbg !12
  %34 = zext nneg i32 %14 to i64, !dbg !12
  %35 = getelementptr float, ptr addrspace(1) %31, i64 %34, !dbg !12
  %36 = zext nneg i32 %15 to i64, !dbg !12
  %37 = getelementptr float, ptr addrspace(1) %31, i64 %36, !dbg !12
  %38 = zext nneg i32 %16 to i64, !dbg !12
  %39 = getelementptr float, ptr addrspace(1) %31, i64 %38, !dbg !12
  %40 = zext nneg i32 %17 to i64, !dbg !12
  %41 = getelementptr float, ptr addrspace(1) %31, i64 %40, !dbg !12
  %42 = zext nneg i32 %18 to i64, !dbg !12
  %43 = getelementptr float, ptr addrspace(1) %31, i64 %42, !dbg !12
  %44 = zext nneg i32 %19 to i64, !dbg !12
  %45 = getelementptr float, ptr addrspace(1) %31, i64 %44, !dbg !12
  %46 = zext nneg i32 %20 to i64, !dbg !12
  %47 = getelementptr float, ptr addrspace(1) %31, i64 %46, !dbg !12
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %33, i1 %21) #5, !dbg !13
  %49 = bitcast i32 %48 to float, !dbg !13
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %35, i1 %22) #5, !dbg !13
  %51 = bitcast i32 %50 to float, !dbg !13
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %37, i1 %23) #5, !dbg !13
  %53 = bitcast i32 %52 to float, !dbg !13
  %54 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %39, i1 %24) #5, !dbg !13
  %55 = bitcast i32 %54 to float, !dbg !13
  %56 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %41, i1 %25) #5, !dbg !13
  %57 = bitcast i32 %56 to float, !dbg !13
  %58 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %43, i1 %26) #5, !dbg !13
  %59 = bitcast i32 %58 to float, !dbg !13
  %60 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %45, i1 %27) #5, !dbg !13
  %61 = bitcast i32 %60 to float, !dbg !13
  %62 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %47, i1 %28) #5, !dbg !13
  %63 = bitcast i32 %62 to float, !dbg !13
  %64 = tail call float @llvm.maxnum.f32(float %49, float %51), !dbg !14
  %65 = tail call float @llvm.maxnum.f32(float %64, float %53), !dbg !14
  %66 = tail call float @llvm.maxnum.f32(float %65, float %55), !dbg !14
  %67 = tail call float @llvm.maxnum.f32(float %66, float %57), !dbg !14
  %68 = tail call float @llvm.maxnum.f32(float %67, float %59), !dbg !14
  %69 = tail call float @llvm.maxnum.f32(float %68, float %61), !dbg !14
  %70 = tail call float @llvm.maxnum.f32(float %69, float %63), !dbg !14
  %71 = bitcast float %70 to i32, !dbg !17
  %72 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 16, i32 31), !dbg !17
  %73 = bitcast i32 %72 to float, !dbg !17
  %74 = tail call float @llvm.maxnum.f32(float %70, float %73), !dbg !14
  %75 = bitcast float %74 to i32, !dbg !17
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 8, i32 31), !dbg !17
  %77 = bitcast i32 %76 to float, !dbg !17
  %78 = tail call float @llvm.maxnum.f32(float %74, float %77), !dbg !14
  %79 = bitcast float %78 to i32, !dbg !17
  %80 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %79, i32 4, i32 31), !dbg !17
  %81 = bitcast i32 %80 to float, !dbg !17
  %82 = tail call float @llvm.maxnum.f32(float %78, float %81), !dbg !14
  %83 = bitcast float %82 to i32, !dbg !17
  %84 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 2, i32 31), !dbg !17
  %85 = bitcast i32 %84 to float, !dbg !17
  %86 = tail call float @llvm.maxnum.f32(float %82, float %85), !dbg !14
  %87 = bitcast float %86 to i32, !dbg !17
  %88 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %87, i32 1, i32 31), !dbg !17
  %89 = bitcast i32 %88 to float, !dbg !17
  %90 = tail call float @llvm.maxnum.f32(float %86, float %89), !dbg !14
  %91 = icmp eq i32 %10, 0, !dbg !17
  %92 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  %93 = bitcast float %90 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %92, <1 x i32> %93, i1 %91) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %94 = icmp samesign ult i32 %9, 4, !dbg !17
  %95 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  %96 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %95, i1 %94) #5, !dbg !17
  %97 = bitcast i32 %96 to float, !dbg !17
  %98 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %96, i32 2, i32 31), !dbg !17
  %99 = bitcast i32 %98 to float, !dbg !17
  %100 = tail call float @llvm.maxnum.f32(float %97, float %99), !dbg !14
  %101 = bitcast float %100 to i32, !dbg !17
  %102 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 1, i32 31), !dbg !17
  %103 = bitcast i32 %102 to float, !dbg !17
  %104 = tail call float @llvm.maxnum.f32(float %100, float %103), !dbg !14
  %105 = and i32 %8, 3, !dbg !17
  %106 = icmp eq i32 %105, 0, !dbg !17
  %107 = and i1 %94, %106, !dbg !17
  %108 = bitcast float %104 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %108, i1 %107) #5, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %109 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %110 = fsub float %49, %109, !dbg !20
  %111 = fsub float %51, %109, !dbg !20
  %112 = fsub float %53, %109, !dbg !20
  %113 = fsub float %55, %109, !dbg !20
  %114 = fsub float %57, %109, !dbg !20
  %115 = fsub float %59, %109, !dbg !20
  %116 = fsub float %61, %109, !dbg !20
  %117 = fsub float %63, %109, !dbg !20
  %118 = fmul float %110, 0x3FF7154760000000, !dbg !21
  %119 = tail call float @llvm.nvvm.ex2.approx.f(float %118), !dbg !21
  %120 = fmul float %111, 0x3FF7154760000000, !dbg !21
  %121 = tail call float @llvm.nvvm.ex2.approx.f(float %120), !dbg !21
  %122 = fmul float %112, 0x3FF7154760000000, !dbg !21
  %123 = tail call float @llvm.nvvm.ex2.approx.f(float %122), !dbg !21
  %124 = fmul float %113, 0x3FF7154760000000, !dbg !21
  %125 = tail call float @llvm.nvvm.ex2.approx.f(float %124), !dbg !21
  %126 = fmul float %114, 0x3FF7154760000000, !dbg !21
  %127 = tail call float @llvm.nvvm.ex2.approx.f(float %126), !dbg !21
  %128 = fmul float %115, 0x3FF7154760000000, !dbg !21
  %129 = tail call float @llvm.nvvm.ex2.approx.f(float %128), !dbg !21
  %130 = fmul float %116, 0x3FF7154760000000, !dbg !21
  %131 = tail call float @llvm.nvvm.ex2.approx.f(float %130), !dbg !21
  %132 = fmul float %117, 0x3FF7154760000000, !dbg !21
  %133 = tail call float @llvm.nvvm.ex2.approx.f(float %132), !dbg !21
  %134 = getelementptr float, ptr addrspace(1) %1, i64 %30, !dbg !22
  %135 = getelementptr float, ptr addrspace(1) %134, i64 %32, !dbg !23
  %136 = getelementptr float, ptr addrspace(1) %134, i64 %34, !dbg !23
  %137 = getelementptr float, ptr addrspace(1) %134, i64 %36, !dbg !23
  %138 = getelementptr float, ptr addrspace(1) %134, i64 %38, !dbg !23
  %139 = getelementptr float, ptr addrspace(1) %134, i64 %40, !dbg !23
  %140 = getelementptr float, ptr addrspace(1) %134, i64 %42, !dbg !23
  %141 = getelementptr float, ptr addrspace(1) %134, i64 %44, !dbg !23
  %142 = getelementptr float, ptr addrspace(1) %134, i64 %46, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %143 = fadd float %119, %121, !dbg !26
  %144 = fadd float %143, %123, !dbg !26
  %145 = fadd float %144, %125, !dbg !26
  %146 = fadd float %145, %127, !dbg !26
  %147 = fadd float %146, %129, !dbg !26
  %148 = fadd float %147, %131, !dbg !26
  %149 = fadd float %148, %133, !dbg !26
  %150 = bitcast float %149 to i32, !dbg !24
  %151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 16, i32 31), !dbg !24
  %152 = bitcast i32 %151 to float, !dbg !24
  %153 = fadd float %149, %152, !dbg !26
  %154 = bitcast float %153 to i32, !dbg !24
  %155 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 8, i32 31), !dbg !24
  %156 = bitcast i32 %155 to float, !dbg !24
  %157 = fadd float %153, %156, !dbg !26
  %158 = bitcast float %157 to i32, !dbg !24
  %159 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 4, i32 31), !dbg !24
  %160 = bitcast i32 %159 to float, !dbg !24
  %161 = fadd float %157, %160, !dbg !26
  %162 = bitcast float %161 to i32, !dbg !24
  %163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 2, i32 31), !dbg !24
  %164 = bitcast i32 %163 to float, !dbg !24
  %165 = fadd float %161, %164, !dbg !26
  %166 = bitcast float %165 to i32, !dbg !24
  %167 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %166, i32 1, i32 31), !dbg !24
  %168 = bitcast i32 %167 to float, !dbg !24
  %169 = fadd float %165, %168, !dbg !26
  %170 = bitcast float %169 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %92, <1 x i32> %170, i1 %91) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %171 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %95, i1 %94) #5, !dbg !24
  %172 = bitcast i32 %171 to float, !dbg !24
  %173 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %171, i32 2, i32 31), !dbg !24
  %174 = bitcast i32 %173 to float, !dbg !24
  %175 = fadd float %172, %174, !dbg !26
  %176 = bitcast float %175 to i32, !dbg !24
  %177 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %176, i32 1, i32 31), !dbg !24
  %178 = bitcast i32 %177 to float, !dbg !24
  %179 = fadd float %175, %178, !dbg !26
  %180 = bitcast float %179 to <1 x i32>, !dbg !24
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %180, i1 %107) #5, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %181 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !24
  %182 = tail call float @llvm.nvvm.div.full(float %119, float %181), !dbg !27
  %183 = tail call float @llvm.nvvm.div.full(float %121, float %181), !dbg !27
  %184 = tail call float @llvm.nvvm.div.full(float %123, float %181), !dbg !27
  %185 = tail call float @llvm.nvvm.div.full(float %125, float %181), !dbg !27
  %186 = tail call float @llvm.nvvm.div.full(float %127, float %181), !dbg !27
  %187 = tail call float @llvm.nvvm.div.full(float %129, float %181), !dbg !27
  %188 = tail call float @llvm.nvvm.div.full(float %131, float %181), !dbg !27
  %189 = tail call float @llvm.nvvm.div.full(float %133, float %181), !dbg !27
  %190 = bitcast float %182 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %190, ptr addrspace(1) %135, i1 %21) #5, !dbg !28
  %191 = bitcast float %183 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %191, ptr addrspace(1) %136, i1 %22) #5, !dbg !28
  %192 = bitcast float %184 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %192, ptr addrspace(1) %137, i1 %23) #5, !dbg !28
  %193 = bitcast float %185 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %193, ptr addrspace(1) %138, i1 %24) #5, !dbg !28
  %194 = bitcast float %186 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %194, ptr addrspace(1) %139, i1 %25) #5, !dbg !28
  %195 = bitcast float %187 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %195, ptr addrspace(1) %140, i1 %26) #5, !dbg !28
  %196 = bitcast float %188 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %196, ptr addrspace(1) %141, i1 %27) #5, !dbg !28
  %197 = bitcast float %189 to i32, !dbg !28
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %197, ptr addrspace(1) %142, i1 %28) #5, !dbg !28
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
