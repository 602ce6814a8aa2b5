; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @add_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg readonly captures(none) %1, ptr addrspace(1) inreg writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg readnone captures(none) %4, ptr addrspace(1) inreg readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %8 = shl i32 %7, 10, !dbg !8
  %9 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !9
  %10 = and i32 %9, 255, !dbg !9
  %11 = or disjoint i32 %8, %10, !dbg !10
  %12 = or disjoint i32 %11, 256, !dbg !10
  %13 = or disjoint i32 %11, 512, !dbg !10
  %14 = or disjoint i32 %9, %8, !dbg !10
  %15 = or i32 %14, 768, !dbg !10
  %16 = icmp slt i32 %11, %3, !dbg !11
  %17 = icmp slt i32 %12, %3, !dbg !11
  %18 = icmp slt i32 %13, %3, !dbg !11
  %19 = icmp slt i32 %15, %3, !dbg !11
  %20 = sext i32 %11 to i64, !dbg !12
  %21 = getelementptr float, ptr addrspace(1) %2, i64 %20, !dbg !12
  %22 = sext i32 %12 to i64, !dbg !12
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %22, !dbg !12
  %24 = sext i32 %13 to i64, !dbg !12
  %25 = getelementptr float, ptr addrspace(1) %2, i64 %24, !dbg !12
  %26 = sext i32 %15 to i64, !dbg !12
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %26, !dbg !12
  %28 = getelementptr float, ptr addrspace(1) %0, i64 %22, !dbg !13
  %29 = getelementptr float, ptr addrspace(1) %0, i64 %24, !dbg !13
  %30 = getelementptr float, ptr addrspace(1) %0, i64 %26, !dbg !13
  br i1 %16, label %31, label %34, !dbg !14

31:                                               ; preds = %6
  %32 = getelementptr float, ptr addrspace(1) %0, i64 %20
  %33 = load <1 x float>, ptr addrspace(1) %32, align 4, !dbg !14
  br label %34, !dbg !14

34:                                               ; preds = %31, %6
  %35 = phi <1 x float> [ %33, %31 ], [ zeroinitializer, %6 ], !dbg !14
  br i1 %17, label %36, label %38, !dbg !14

36:                                               ; preds = %34
  %37 = load <1 x float>, ptr addrspace(1) %28, align 4, !dbg !14
  br label %38, !dbg !14

38:                                               ; preds = %36, %34
  %39 = phi <1 x float> [ %37, %36 ], [ zeroinitializer, %34 ], !dbg !14
  br i1 %18, label %40, label %42, !dbg !14

40:                                               ; preds = %38
  %41 = load <1 x float>, ptr addrspace(1) %29, align 4, !dbg !14
  br label %42, !dbg !14

42:                                               ; preds = %40, %38
  %43 = phi <1 x float> [ %41, %40 ], [ zeroinitializer, %38 ], !dbg !14
  br i1 %19, label %44, label %46, !dbg !14

44:                                               ; preds = %42
  %45 = load <1 x float>, ptr addrspace(1) %30, align 4, !dbg !14
  br label %46, !dbg !14

46:                                               ; preds = %44, %42
  %47 = phi <1 x float> [ %45, %44 ], [ zeroinitializer, %42 ], !dbg !14
  %48 = getelementptr float, ptr addrspace(1) %1, i64 %22, !dbg !15
  %49 = getelementptr float, ptr addrspace(1) %1, i64 %24, !dbg !15
  %50 = getelementptr float, ptr addrspace(1) %1, i64 %26, !dbg !15
  br i1 %16, label %51, label %54, !dbg !16

51:                                               ; preds = %46
  %52 = getelementptr float, ptr addrspace(1) %1, i64 %20
  %53 = load <1 x float>, ptr addrspace(1) %52, align 4, !dbg !16
  br label %54, !dbg !16

54:                                               ; preds = %51, %46
  %55 = phi <1 x float> [ %53, %51 ], [ zeroinitializer, %46 ], !dbg !16
  br i1 %17, label %56, label %58, !dbg !16

56:                                               ; preds = %54
  %57 = load <1 x float>, ptr addrspace(1) %48, align 4, !dbg !16
  br label %58, !dbg !16

58:                                               ; preds = %56, %54
  %59 = phi <1 x float> [ %57, %56 ], [ zeroinitializer, %54 ], !dbg !16
  br i1 %18, label %60, label %62, !dbg !16

60:                                               ; preds = %58
  %61 = load <1 x float>, ptr addrspace(1) %49, align 4, !dbg !16
  br label %62, !dbg !16

62:                                               ; preds = %60, %58
  %63 = phi <1 x float> [ %61, %60 ], [ zeroinitializer, %58 ], !dbg !16
  br i1 %19, label %64, label %66, !dbg !16

64:                                               ; preds = %62
  %65 = load <1 x float>, ptr addrspace(1) %50, align 4, !dbg !16
  br label %66, !dbg !16

66:                                               ; preds = %64, %62
  %67 = phi <1 x float> [ %65, %64 ], [ zeroinitializer, %62 ], !dbg !16
  %foldExtExtBinop = fadd <1 x float> %39, %59, !dbg !17
  %foldExtExtBinop2 = fadd <1 x float> %43, %63, !dbg !17
  %foldExtExtBinop4 = fadd <1 x float> %47, %67, !dbg !17
  br i1 %16, label %68, label %69, !dbg !18

68:                                               ; preds = %66
  %foldExtExtBinop6 = fadd <1 x float> %35, %55
  store <1 x float> %foldExtExtBinop6, ptr addrspace(1) %21, align 4, !dbg !18
  br label %69, !dbg !18

69:                                               ; preds = %68, %66
  br i1 %17, label %70, label %71, !dbg !18

70:                                               ; preds = %69
  store <1 x float> %foldExtExtBinop, ptr addrspace(1) %23, align 4, !dbg !18
  br label %71, !dbg !18

71:                                               ; preds = %70, %69
  br i1 %18, label %72, label %73, !dbg !18

72:                                               ; preds = %71
  store <1 x float> %foldExtExtBinop2, ptr addrspace(1) %25, align 4, !dbg !18
  br label %73, !dbg !18

73:                                               ; preds = %72, %71
  br i1 %19, label %74, label %75, !dbg !18

74:                                               ; preds = %73
  store <1 x float> %foldExtExtBinop4, ptr addrspace(1) %27, align 4, !dbg !18
  br label %75, !dbg !18

75:                                               ; preds = %74, %73
  ret void, !dbg !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "generate.py", directory: "/work/main/tests/data/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "add_kernel", linkageName: "add_kernel", scope: !1, file: !1, line: 14, type: !5, scopeLine: 14, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 15, column: 25, scope: !4)
!8 = !DILocation(line: 15, column: 30, scope: !4)
!9 = !DILocation(line: 15, column: 51, scope: !4)
!10 = !DILocation(line: 15, column: 38, scope: !4)
!11 = !DILocation(line: 16, column: 15, scope: !4)
!12 = !DILocation(line: 17, column: 19, scope: !4)
!13 = !DILocation(line: 17, column: 37, scope: !4)
!14 = !DILocation(line: 17, column: 33, scope: !4)
!15 = !DILocation(line: 17, column: 65, scope: !4)
!16 = !DILocation(line: 17, column: 61, scope: !4)
!17 = !DILocation(line: 17, column: 53, scope: !4)
!18 = !DILocation(line: 17, column: 25, scope: !4)
!19 = !DILocation(line: 17, column: 4, scope: !4)
