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
  %9 = and i32 %8, 511, !dbg !9
  %10 = and i32 %8, 63, !dbg !9
  %11 = lshr i32 %9, 6, !dbg !9
  %12 = shl nuw nsw i32 %8, 1, !dbg !9
  %13 = and i32 %12, 1022, !dbg !9
  %14 = icmp slt i32 %13, %2, !dbg !10
  %15 = mul i32 %3, %7, !dbg !11
  %16 = sext i32 %15 to i64, !dbg !12
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !12
  %18 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %17, i16 0, i64 2147483646, i32 159744), !dbg !13
  %19 = shl nuw nsw i32 %13, 2, !dbg !13
  %20 = select i1 %14, i32 %19, i32 -2147483648, !dbg !13
  %21 = tail call <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) %18, i32 %20, i32 0, i32 0), !dbg !13
  %22 = select i1 %14, <2 x float> %21, <2 x float> splat (float 0xFFF0000000000000), !dbg !13
  %23 = extractelement <2 x float> %22, i64 0, !dbg !13
  %24 = extractelement <2 x float> %22, i64 1, !dbg !13
  %25 = tail call float @llvm.maxnum.f32(float %23, float %24), !dbg !14
  %26 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %25, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %27 = tail call float @llvm.maxnum.f32(float %25, float %26), !dbg !14
  %28 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %27, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %29 = tail call float @llvm.maxnum.f32(float %27, float %28), !dbg !14
  %30 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %29, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %31 = tail call float @llvm.maxnum.f32(float %29, float %30), !dbg !14
  %32 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %31, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %33 = tail call float @llvm.maxnum.f32(float %31, float %32), !dbg !14
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float %33, float %33, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %35 = tail call float @llvm.maxnum.f32(float %33, float %34), !dbg !14
  %36 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %35, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %37 = tail call float @llvm.maxnum.f32(float %35, float %36), !dbg !14
  %38 = tail call float @llvm.amdgcn.readlane.f32(float %37, i32 63), !dbg !17
  %39 = icmp eq i32 %10, 0, !dbg !17
  %40 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  br i1 %39, label %41, label %42, !dbg !17

41:                                               ; preds = %6
  store float %38, ptr addrspace(3) %40, align 4, !dbg !17
  br label %42, !dbg !17

42:                                               ; preds = %41, %6
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %43 = icmp samesign ult i32 %9, 8, !dbg !17
  %44 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  br i1 %43, label %45, label %47, !dbg !17

45:                                               ; preds = %42
  %46 = load float, ptr addrspace(3) %44, align 4, !dbg !17
  br label %47, !dbg !17

47:                                               ; preds = %45, %42
  %48 = phi float [ %46, %45 ], [ 0.000000e+00, %42 ], !dbg !20
  %49 = bitcast float %48 to i32, !dbg !17
  %50 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %49, i32 %49, i32 276, i32 15, i32 10, i1 false), !dbg !17
  %51 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %50, i32 %49, i32 260, i32 15, i32 5, i1 false), !dbg !17
  %52 = bitcast i32 %51 to float, !dbg !17
  %53 = tail call float @llvm.maxnum.f32(float %48, float %52), !dbg !14
  %54 = bitcast float %53 to i32, !dbg !17
  %55 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %54, i32 %54, i32 78, i32 15, i32 15, i1 false), !dbg !17
  %56 = bitcast i32 %55 to float, !dbg !17
  %57 = tail call float @llvm.maxnum.f32(float %53, float %56), !dbg !14
  %58 = bitcast float %57 to i32, !dbg !17
  %59 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %58, i32 %58, i32 177, i32 15, i32 15, i1 false), !dbg !17
  %60 = and i32 %8, 7, !dbg !17
  %61 = icmp eq i32 %60, 0, !dbg !17
  %62 = and i1 %43, %61, !dbg !17
  br i1 %62, label %63, label %66, !dbg !17

63:                                               ; preds = %47
  %64 = bitcast i32 %59 to float
  %65 = tail call float @llvm.maxnum.f32(float %57, float %64)
  store float %65, ptr addrspace(3) %44, align 4, !dbg !17
  br label %66, !dbg !17

66:                                               ; preds = %63, %47
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %67 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %68 = fsub float %23, %67, !dbg !21
  %69 = fsub float %24, %67, !dbg !21
  %70 = fmul float %68, 0x3FF7154760000000, !dbg !22
  %71 = tail call float @llvm.exp2.f32(float %70), !dbg !22
  %72 = fmul float %69, 0x3FF7154760000000, !dbg !22
  %73 = tail call float @llvm.exp2.f32(float %72), !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %74 = fadd float %71, %73, !dbg !25
  %75 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %74, i32 280, i32 15, i32 15, i1 true), !dbg !23
  %76 = fadd float %75, %74, !dbg !25
  %77 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %76, i32 276, i32 15, i32 15, i1 true), !dbg !23
  %78 = fadd float %77, %76, !dbg !25
  %79 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %78, i32 274, i32 15, i32 15, i1 true), !dbg !23
  %80 = fadd float %79, %78, !dbg !25
  %81 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %80, i32 273, i32 15, i32 15, i1 true), !dbg !23
  %82 = fadd float %81, %80, !dbg !25
  %83 = tail call float @llvm.amdgcn.update.dpp.f32(float %82, float %82, i32 322, i32 10, i32 15, i1 true), !dbg !23
  %84 = fadd float %83, %82, !dbg !25
  %85 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %84, i32 323, i32 15, i32 15, i1 true), !dbg !23
  %86 = fadd float %85, %84, !dbg !25
  %87 = tail call float @llvm.amdgcn.readlane.f32(float %86, i32 63), !dbg !23
  br i1 %39, label %88, label %89, !dbg !23

88:                                               ; preds = %66
  store float %87, ptr addrspace(3) %40, align 4, !dbg !23
  br label %89, !dbg !23

89:                                               ; preds = %88, %66
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  br i1 %43, label %90, label %92, !dbg !23

90:                                               ; preds = %89
  %91 = load float, ptr addrspace(3) %44, align 4, !dbg !23
  br label %92, !dbg !23

92:                                               ; preds = %90, %89
  %93 = phi float [ %91, %90 ], [ 0.000000e+00, %89 ], !dbg !26
  %94 = bitcast float %93 to i32, !dbg !23
  %95 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %94, i32 %94, i32 276, i32 15, i32 10, i1 false), !dbg !23
  %96 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %95, i32 %94, i32 260, i32 15, i32 5, i1 false), !dbg !23
  %97 = bitcast i32 %96 to float, !dbg !23
  %98 = fadd float %93, %97, !dbg !25
  %99 = bitcast float %98 to i32, !dbg !23
  %100 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %99, i32 %99, i32 78, i32 15, i32 15, i1 false), !dbg !23
  %101 = bitcast i32 %100 to float, !dbg !23
  %102 = fadd float %98, %101, !dbg !25
  %103 = bitcast float %102 to i32, !dbg !23
  %104 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %103, i32 %103, i32 177, i32 15, i32 15, i1 false), !dbg !23
  br i1 %62, label %105, label %108, !dbg !23

105:                                              ; preds = %92
  %106 = bitcast i32 %104 to float
  %107 = fadd float %102, %106
  store float %107, ptr addrspace(3) %44, align 4, !dbg !23
  br label %108, !dbg !23

108:                                              ; preds = %105, %92
  %109 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !27
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  %110 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !23
  %111 = fdiv float %71, %110, !dbg !28
  %112 = fdiv float %73, %110, !dbg !28
  %113 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %109, i16 0, i64 2147483646, i32 159744), !dbg !29
  %114 = insertelement <2 x float> poison, float %111, i64 0, !dbg !29
  %115 = insertelement <2 x float> %114, float %112, i64 1, !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float> %115, ptr addrspace(8) %113, i32 %20, i32 0, i32 0), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <2 x float> @llvm.amdgcn.raw.ptr.buffer.load.v2f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #2

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
declare void @llvm.amdgcn.raw.ptr.buffer.store.v2f32(<2 x float>, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare float @llvm.amdgcn.readlane.f32(float, i32) #7

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
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
