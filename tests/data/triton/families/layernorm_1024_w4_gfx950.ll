; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare !dbg !4 float @llvm.amdgcn.sqrt.f32(float) #0

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @layernorm_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg writeonly captures(none) %1, ptr addrspace(1) inreg readonly captures(none) %2, ptr addrspace(1) inreg readonly captures(none) %3, i32 inreg %4, i32 inreg %5, float inreg %6, ptr addrspace(1) inreg readnone captures(none) %7, ptr addrspace(1) inreg readnone captures(none) %8) local_unnamed_addr #1 !dbg !7 {
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !9
  %12 = and i32 %11, 255, !dbg !9
  %13 = and i32 %11, 63, !dbg !9
  %14 = lshr i32 %12, 6, !dbg !9
  %15 = shl nuw nsw i32 %11, 2, !dbg !9
  %16 = and i32 %15, 1020, !dbg !9
  %17 = icmp slt i32 %16, %4, !dbg !10
  %18 = mul i32 %5, %10, !dbg !11
  %19 = sext i32 %18 to i64, !dbg !12
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %19, !dbg !12
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %20, i16 0, i64 2147483646, i32 159744), !dbg !13
  %22 = shl nuw nsw i32 %16, 2, !dbg !13
  %23 = select i1 %17, i32 %22, i32 -2147483648, !dbg !13
  %24 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %21, i32 %23, i32 0, i32 0), !dbg !13
  %25 = extractelement <4 x float> %24, i64 0, !dbg !13
  %26 = extractelement <4 x float> %24, i64 1, !dbg !13
  %27 = extractelement <4 x float> %24, i64 2, !dbg !13
  %28 = extractelement <4 x float> %24, i64 3, !dbg !13
  %29 = fadd float %25, %26, !dbg !14
  %30 = fadd float %27, %29, !dbg !14
  %31 = fadd float %28, %30, !dbg !14
  %32 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %31, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %33 = fadd float %32, %31, !dbg !14
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %33, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %35 = fadd float %34, %33, !dbg !14
  %36 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %35, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %37 = fadd float %36, %35, !dbg !14
  %38 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %37, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %39 = fadd float %38, %37, !dbg !14
  %40 = tail call float @llvm.amdgcn.update.dpp.f32(float %39, float %39, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %41 = fadd float %40, %39, !dbg !14
  %42 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %41, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %43 = fadd float %42, %41, !dbg !14
  %44 = tail call float @llvm.amdgcn.readlane.f32(float %43, i32 63), !dbg !17
  %45 = icmp eq i32 %13, 0, !dbg !17
  %46 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14, !dbg !17
  br i1 %45, label %47, label %48, !dbg !17

47:                                               ; preds = %9
  store float %44, ptr addrspace(3) %46, align 4, !dbg !17
  br label %48, !dbg !17

48:                                               ; preds = %47, %9
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %49 = icmp samesign ult i32 %12, 4, !dbg !17
  %50 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !17
  br i1 %49, label %51, label %53, !dbg !17

51:                                               ; preds = %48
  %52 = load float, ptr addrspace(3) %50, align 4, !dbg !17
  br label %53, !dbg !17

53:                                               ; preds = %51, %48
  %54 = phi float [ %52, %51 ], [ 0.000000e+00, %48 ], !dbg !20
  %55 = bitcast float %54 to i32, !dbg !17
  %56 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %55, i32 %55, i32 78, i32 15, i32 15, i1 false), !dbg !17
  %57 = bitcast i32 %56 to float, !dbg !17
  %58 = fadd float %54, %57, !dbg !14
  %59 = bitcast float %58 to i32, !dbg !17
  %60 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %59, i32 %59, i32 177, i32 15, i32 15, i1 false), !dbg !17
  %61 = and i32 %11, 3, !dbg !17
  %62 = icmp eq i32 %61, 0, !dbg !17
  %63 = and i1 %49, %62, !dbg !17
  br i1 %63, label %64, label %67, !dbg !17

64:                                               ; preds = %53
  %65 = bitcast i32 %60 to float
  %66 = fadd float %58, %65
  store float %66, ptr addrspace(3) %50, align 4, !dbg !17
  br label %67, !dbg !17

67:                                               ; preds = %64, %53
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %68 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %69 = sitofp i32 %4 to float, !dbg !21
  %70 = fdiv float %68, %69, !dbg !21
  %71 = fsub float %25, %70, !dbg !22
  %72 = fsub float %26, %70, !dbg !22
  %73 = fsub float %27, %70, !dbg !22
  %74 = fsub float %28, %70, !dbg !22
  %75 = select i1 %17, float %71, float 0.000000e+00, !dbg !23
  %76 = select i1 %17, float %72, float 0.000000e+00, !dbg !23
  %77 = select i1 %17, float %73, float 0.000000e+00, !dbg !23
  %78 = select i1 %17, float %74, float 0.000000e+00, !dbg !23
  %79 = fmul float %75, %75, !dbg !24
  %80 = fmul float %76, %76, !dbg !24
  %81 = fmul float %77, %77, !dbg !24
  %82 = fmul float %78, %78, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  %83 = fadd float %79, %80, !dbg !27
  %84 = fadd float %81, %83, !dbg !27
  %85 = fadd float %82, %84, !dbg !27
  %86 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %85, i32 280, i32 15, i32 15, i1 true), !dbg !25
  %87 = fadd float %86, %85, !dbg !27
  %88 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %87, i32 276, i32 15, i32 15, i1 true), !dbg !25
  %89 = fadd float %88, %87, !dbg !27
  %90 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %89, i32 274, i32 15, i32 15, i1 true), !dbg !25
  %91 = fadd float %90, %89, !dbg !27
  %92 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %91, i32 273, i32 15, i32 15, i1 true), !dbg !25
  %93 = fadd float %92, %91, !dbg !27
  %94 = tail call float @llvm.amdgcn.update.dpp.f32(float %93, float %93, i32 322, i32 10, i32 15, i1 true), !dbg !25
  %95 = fadd float %94, %93, !dbg !27
  %96 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %95, i32 323, i32 15, i32 15, i1 true), !dbg !25
  %97 = fadd float %96, %95, !dbg !27
  %98 = tail call float @llvm.amdgcn.readlane.f32(float %97, i32 63), !dbg !25
  br i1 %45, label %99, label %100, !dbg !25

99:                                               ; preds = %67
  store float %98, ptr addrspace(3) %46, align 4, !dbg !25
  br label %100, !dbg !25

100:                                              ; preds = %99, %67
  fence syncscope("workgroup") release, !dbg !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  fence syncscope("workgroup") acquire, !dbg !25
  br i1 %49, label %101, label %103, !dbg !25

101:                                              ; preds = %100
  %102 = load float, ptr addrspace(3) %50, align 4, !dbg !25
  br label %103, !dbg !25

103:                                              ; preds = %101, %100
  %104 = phi float [ %102, %101 ], [ 0.000000e+00, %100 ], !dbg !28
  %105 = bitcast float %104 to i32, !dbg !25
  %106 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %105, i32 %105, i32 78, i32 15, i32 15, i1 false), !dbg !25
  %107 = bitcast i32 %106 to float, !dbg !25
  %108 = fadd float %104, %107, !dbg !27
  %109 = bitcast float %108 to i32, !dbg !25
  %110 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %109, i32 %109, i32 177, i32 15, i32 15, i1 false), !dbg !25
  br i1 %63, label %111, label %114, !dbg !25

111:                                              ; preds = %103
  %112 = bitcast i32 %110 to float
  %113 = fadd float %108, %112
  store float %113, ptr addrspace(3) %50, align 4, !dbg !25
  br label %114, !dbg !25

114:                                              ; preds = %111, %103
  fence syncscope("workgroup") release, !dbg !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  fence syncscope("workgroup") acquire, !dbg !25
  %115 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !25
  %116 = fdiv float %115, %69, !dbg !29
  %117 = fadd float %6, %116, !dbg !30
  %118 = tail call float @llvm.amdgcn.sqrt.f32(float %117), !dbg !31
  %119 = fdiv float 1.000000e+00, %118, !dbg !32
  %120 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !33
  %121 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %120, i32 %23, i32 0, i32 0), !dbg !33
  %122 = extractelement <4 x float> %121, i64 0, !dbg !33
  %123 = extractelement <4 x float> %121, i64 1, !dbg !33
  %124 = extractelement <4 x float> %121, i64 2, !dbg !33
  %125 = extractelement <4 x float> %121, i64 3, !dbg !33
  %126 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 159744), !dbg !34
  %127 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %126, i32 %23, i32 0, i32 0), !dbg !34
  %128 = extractelement <4 x float> %127, i64 0, !dbg !34
  %129 = extractelement <4 x float> %127, i64 1, !dbg !34
  %130 = extractelement <4 x float> %127, i64 2, !dbg !34
  %131 = extractelement <4 x float> %127, i64 3, !dbg !34
  %132 = getelementptr float, ptr addrspace(1) %1, i64 %19, !dbg !35
  %133 = fmul float %75, %119, !dbg !36
  %134 = fmul float %76, %119, !dbg !36
  %135 = fmul float %77, %119, !dbg !36
  %136 = fmul float %78, %119, !dbg !36
  %137 = fmul float %122, %133, !dbg !37
  %138 = fmul float %123, %134, !dbg !37
  %139 = fmul float %124, %135, !dbg !37
  %140 = fmul float %125, %136, !dbg !37
  %141 = fadd float %128, %137, !dbg !38
  %142 = fadd float %129, %138, !dbg !38
  %143 = fadd float %130, %139, !dbg !38
  %144 = fadd float %131, %140, !dbg !38
  %145 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %132, i16 0, i64 2147483646, i32 159744), !dbg !39
  %146 = insertelement <4 x float> poison, float %141, i64 0, !dbg !39
  %147 = insertelement <4 x float> %146, float %142, i64 1, !dbg !39
  %148 = insertelement <4 x float> %147, float %143, i64 2, !dbg !39
  %149 = insertelement <4 x float> %148, float %144, i64 3, !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %149, ptr addrspace(8) %145, i32 %23, i32 0, i32 0), !dbg !39
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.update.dpp.f32(float, float, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.waitcnt(i32 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #7 = { convergent nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !DISubprogram(name: "llvm.amdgcn.sqrt.f32", linkageName: "llvm.amdgcn.sqrt.f32", scope: !1, file: !1, line: 51, type: !5, scopeLine: 51, spFlags: DISPFlagOptimized)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = distinct !DISubprogram(name: "layernorm_kernel", linkageName: "layernorm_kernel", scope: !1, file: !1, line: 43, type: !5, scopeLine: 43, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!8 = !DILocation(line: 45, column: 24, scope: !7)
!9 = !DILocation(line: 46, column: 24, scope: !7)
!10 = !DILocation(line: 47, column: 15, scope: !7)
!11 = !DILocation(line: 48, column: 26, scope: !7)
!12 = !DILocation(line: 48, column: 20, scope: !7)
!13 = !DILocation(line: 48, column: 16, scope: !7)
!14 = !DILocation(line: 263, column: 15, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !7, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 293, column: 36, scope: !15, inlinedAt: !18)
!18 = !DILocation(line: 49, column: 18, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !7, file: !1, discriminator: 0)
!20 = !DILocation(line: 49, column: 18, scope: !7)
!21 = !DILocation(line: 49, column: 31, scope: !7)
!22 = !DILocation(line: 50, column: 24, scope: !7)
!23 = !DILocation(line: 50, column: 30, scope: !7)
!24 = !DILocation(line: 51, column: 36, scope: !7)
!25 = !DILocation(line: 293, column: 36, scope: !15, inlinedAt: !26)
!26 = !DILocation(line: 51, column: 32, scope: !19)
!27 = !DILocation(line: 263, column: 15, scope: !15, inlinedAt: !25)
!28 = !DILocation(line: 51, column: 32, scope: !7)
!29 = !DILocation(line: 51, column: 49, scope: !7)
!30 = !DILocation(line: 51, column: 58, scope: !7)
!31 = !DILocation(line: 51, column: 25, scope: !7)
!32 = !DILocation(line: 51, column: 17, scope: !7)
!33 = !DILocation(line: 52, column: 16, scope: !7)
!34 = !DILocation(line: 53, column: 16, scope: !7)
!35 = !DILocation(line: 54, column: 17, scope: !7)
!36 = !DILocation(line: 54, column: 46, scope: !7)
!37 = !DILocation(line: 54, column: 53, scope: !7)
!38 = !DILocation(line: 54, column: 57, scope: !7)
!39 = !DILocation(line: 54, column: 42, scope: !7)
!40 = !DILocation(line: 54, column: 4, scope: !7)
