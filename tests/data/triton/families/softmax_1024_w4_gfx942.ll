; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare !dbg !4 float @llvm.exp2.f32(float) #0

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @softmax_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg writeonly captures(none) %1, i32 inreg %2, i32 inreg %3, ptr addrspace(1) inreg readnone captures(none) %4, ptr addrspace(1) inreg readnone captures(none) %5) local_unnamed_addr #1 !dbg !7 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !8
  %8 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !9
  %9 = and i32 %8, 255, !dbg !9
  %10 = and i32 %8, 63, !dbg !9
  %11 = lshr i32 %9, 6, !dbg !9
  %12 = shl nuw nsw i32 %8, 2, !dbg !9
  %13 = and i32 %12, 1020, !dbg !9
  %14 = icmp slt i32 %13, %2, !dbg !10
  %15 = mul i32 %3, %7, !dbg !11
  %16 = sext i32 %15 to i64, !dbg !12
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !12
  %18 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %17, i16 0, i64 2147483646, i32 159744), !dbg !13
  %19 = shl nuw nsw i32 %13, 2, !dbg !13
  %20 = select i1 %14, i32 %19, i32 -2147483648, !dbg !13
  %21 = tail call <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) %18, i32 %20, i32 0, i32 0), !dbg !13
  %22 = select i1 %14, <4 x float> %21, <4 x float> splat (float 0xFFF0000000000000), !dbg !13
  %23 = extractelement <4 x float> %22, i64 0, !dbg !13
  %24 = extractelement <4 x float> %22, i64 1, !dbg !13
  %25 = extractelement <4 x float> %22, i64 2, !dbg !13
  %26 = extractelement <4 x float> %22, i64 3, !dbg !13
  %27 = tail call float @llvm.maxnum.f32(float %23, float %24), !dbg !14
  %28 = tail call float @llvm.maxnum.f32(float %27, float %25), !dbg !14
  %29 = tail call float @llvm.maxnum.f32(float %28, float %26), !dbg !14
  %30 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %29, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %31 = tail call float @llvm.maxnum.f32(float %29, float %30), !dbg !14
  %32 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %31, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %33 = tail call float @llvm.maxnum.f32(float %31, float %32), !dbg !14
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %33, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %35 = tail call float @llvm.maxnum.f32(float %33, float %34), !dbg !14
  %36 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %35, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %37 = tail call float @llvm.maxnum.f32(float %35, float %36), !dbg !14
  %38 = tail call float @llvm.amdgcn.update.dpp.f32(float %37, float %37, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %39 = tail call float @llvm.maxnum.f32(float %37, float %38), !dbg !14
  %40 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %39, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %41 = tail call float @llvm.maxnum.f32(float %39, float %40), !dbg !14
  %42 = tail call float @llvm.amdgcn.readlane.f32(float %41, i32 63), !dbg !17
  %43 = icmp eq i32 %10, 0, !dbg !17
  %44 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  br i1 %43, label %45, label %46, !dbg !17

45:                                               ; preds = %6
  store float %42, ptr addrspace(3) %44, align 4, !dbg !17
  br label %46, !dbg !17

46:                                               ; preds = %45, %6
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %47 = icmp samesign ult i32 %9, 4, !dbg !17
  %48 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  br i1 %47, label %49, label %51, !dbg !17

49:                                               ; preds = %46
  %50 = load float, ptr addrspace(3) %48, align 4, !dbg !17
  br label %51, !dbg !17

51:                                               ; preds = %49, %46
  %52 = phi float [ %50, %49 ], [ 0.000000e+00, %46 ], !dbg !20
  %53 = bitcast float %52 to i32, !dbg !17
  %54 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %53, i32 %53, i32 78, i32 15, i32 15, i1 false), !dbg !17
  %55 = bitcast i32 %54 to float, !dbg !17
  %56 = tail call float @llvm.maxnum.f32(float %52, float %55), !dbg !14
  %57 = bitcast float %56 to i32, !dbg !17
  %58 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %57, i32 %57, i32 177, i32 15, i32 15, i1 false), !dbg !17
  %59 = and i32 %8, 3, !dbg !17
  %60 = icmp eq i32 %59, 0, !dbg !17
  %61 = and i1 %47, %60, !dbg !17
  br i1 %61, label %62, label %65, !dbg !17

62:                                               ; preds = %51
  %63 = bitcast i32 %58 to float
  %64 = tail call float @llvm.maxnum.f32(float %56, float %63)
  store float %64, ptr addrspace(3) %48, align 4, !dbg !17
  br label %65, !dbg !17

65:                                               ; preds = %62, %51
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %66 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %67 = fsub float %23, %66, !dbg !21
  %68 = fsub float %24, %66, !dbg !21
  %69 = fsub float %25, %66, !dbg !21
  %70 = fsub float %26, %66, !dbg !21
  %71 = fmul float %67, 0x3FF7154760000000, !dbg !22
  %72 = tail call float @llvm.exp2.f32(float %71), !dbg !22
  %73 = fmul float %68, 0x3FF7154760000000, !dbg !22
  %74 = tail call float @llvm.exp2.f32(float %73), !dbg !22
  %75 = fmul float %69, 0x3FF7154760000000, !dbg !22
  %76 = tail call float @llvm.exp2.f32(float %75), !dbg !22
  %77 = fmul float %70, 0x3FF7154760000000, !dbg !22
  %78 = tail call float @llvm.exp2.f32(float %77), !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %79 = fadd float %72, %74, !dbg !25
  %80 = fadd float %76, %79, !dbg !25
  %81 = fadd float %78, %80, !dbg !25
  %82 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %81, i32 280, i32 15, i32 15, i1 true), !dbg !23
  %83 = fadd float %82, %81, !dbg !25
  %84 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %83, i32 276, i32 15, i32 15, i1 true), !dbg !23
  %85 = fadd float %84, %83, !dbg !25
  %86 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %85, i32 274, i32 15, i32 15, i1 true), !dbg !23
  %87 = fadd float %86, %85, !dbg !25
  %88 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %87, i32 273, i32 15, i32 15, i1 true), !dbg !23
  %89 = fadd float %88, %87, !dbg !25
  %90 = tail call float @llvm.amdgcn.update.dpp.f32(float %89, float %89, i32 322, i32 10, i32 15, i1 true), !dbg !23
  %91 = fadd float %90, %89, !dbg !25
  %92 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %91, i32 323, i32 15, i32 15, i1 true), !dbg !23
  %93 = fadd float %92, %91, !dbg !25
  %94 = tail call float @llvm.amdgcn.readlane.f32(float %93, i32 63), !dbg !23
  br i1 %43, label %95, label %96, !dbg !23

95:                                               ; preds = %65
  store float %94, ptr addrspace(3) %44, align 4, !dbg !23
  br label %96, !dbg !23

96:                                               ; preds = %95, %65
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  br i1 %47, label %97, label %99, !dbg !23

97:                                               ; preds = %96
  %98 = load float, ptr addrspace(3) %48, align 4, !dbg !23
  br label %99, !dbg !23

99:                                               ; preds = %97, %96
  %100 = phi float [ %98, %97 ], [ 0.000000e+00, %96 ], !dbg !26
  %101 = bitcast float %100 to i32, !dbg !23
  %102 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %101, i32 %101, i32 78, i32 15, i32 15, i1 false), !dbg !23
  %103 = bitcast i32 %102 to float, !dbg !23
  %104 = fadd float %100, %103, !dbg !25
  %105 = bitcast float %104 to i32, !dbg !23
  %106 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %105, i32 %105, i32 177, i32 15, i32 15, i1 false), !dbg !23
  br i1 %61, label %107, label %110, !dbg !23

107:                                              ; preds = %99
  %108 = bitcast i32 %106 to float
  %109 = fadd float %104, %108
  store float %109, ptr addrspace(3) %48, align 4, !dbg !23
  br label %110, !dbg !23

110:                                              ; preds = %107, %99
  %111 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !27
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  %112 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !23
  %113 = fdiv float %72, %112, !dbg !28
  %114 = fdiv float %74, %112, !dbg !28
  %115 = fdiv float %76, %112, !dbg !28
  %116 = fdiv float %78, %112, !dbg !28
  %117 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %111, i16 0, i64 2147483646, i32 159744), !dbg !29
  %118 = insertelement <4 x float> poison, float %113, i64 0, !dbg !29
  %119 = insertelement <4 x float> %118, float %114, i64 1, !dbg !29
  %120 = insertelement <4 x float> %119, float %115, i64 2, !dbg !29
  %121 = insertelement <4 x float> %120, float %116, i64 3, !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v4f32(<4 x float> %121, ptr addrspace(8) %117, i32 %20, i32 0, i32 0), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x float> @llvm.amdgcn.raw.ptr.buffer.load.v4f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

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
!4 = !DISubprogram(name: "llvm.exp2.f32", linkageName: "llvm.exp2.f32", scope: !1, file: !1, line: 38, type: !5, scopeLine: 38, spFlags: DISPFlagOptimized)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = distinct !DISubprogram(name: "softmax_kernel", linkageName: "softmax_kernel", scope: !1, file: !1, line: 32, type: !5, scopeLine: 32, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!8 = !DILocation(line: 34, column: 24, scope: !7)
!9 = !DILocation(line: 35, column: 24, scope: !7)
!10 = !DILocation(line: 36, column: 15, scope: !7)
!11 = !DILocation(line: 37, column: 26, scope: !7)
!12 = !DILocation(line: 37, column: 20, scope: !7)
!13 = !DILocation(line: 37, column: 16, scope: !7)
!14 = !DILocation(line: 170, column: 27, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !7, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!17 = !DILocation(line: 191, column: 40, scope: !15, inlinedAt: !18)
!18 = !DILocation(line: 38, column: 26, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !7, file: !1, discriminator: 0)
!20 = !DILocation(line: 38, column: 26, scope: !7)
!21 = !DILocation(line: 38, column: 19, scope: !7)
!22 = !DILocation(line: 38, column: 15, scope: !7)
!23 = !DILocation(line: 293, column: 36, scope: !15, inlinedAt: !24)
!24 = !DILocation(line: 39, column: 53, scope: !19)
!25 = !DILocation(line: 263, column: 15, scope: !15, inlinedAt: !23)
!26 = !DILocation(line: 39, column: 53, scope: !7)
!27 = !DILocation(line: 39, column: 17, scope: !7)
!28 = !DILocation(line: 39, column: 46, scope: !7)
!29 = !DILocation(line: 39, column: 42, scope: !7)
!30 = !DILocation(line: 39, column: 4, scope: !7)
