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
  %14 = or disjoint i32 %13, 1, !dbg !9
  %15 = icmp slt i32 %13, %2, !dbg !10
  %16 = icmp slt i32 %14, %2, !dbg !10
  %17 = mul i32 %3, %7, !dbg !11
  %18 = sext i32 %17 to i64, !dbg !12
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %18, !dbg !12
  %20 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %19, i16 0, i64 2147483646, i32 159744), !dbg !13
  %21 = shl nuw nsw i32 %13, 2, !dbg !13
  %22 = select i1 %15, i32 %21, i32 -2147483648, !dbg !13
  %23 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %22, i32 0, i32 0), !dbg !13
  %24 = bitcast float %23 to <1 x float>, !dbg !13
  %25 = extractelement <1 x float> %24, i64 0, !dbg !13
  %26 = select i1 %15, float %25, float 0xFFF0000000000000, !dbg !13
  %27 = shl nuw nsw i32 %14, 2, !dbg !13
  %28 = select i1 %16, i32 %27, i32 -2147483648, !dbg !13
  %29 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %20, i32 %28, i32 0, i32 0), !dbg !13
  %30 = bitcast float %29 to <1 x float>, !dbg !13
  %31 = extractelement <1 x float> %30, i64 0, !dbg !13
  %32 = select i1 %16, float %31, float 0xFFF0000000000000, !dbg !13
  %33 = tail call float @llvm.maxnum.f32(float %26, float %32), !dbg !14
  %34 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %33, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %35 = tail call float @llvm.maxnum.f32(float %33, float %34), !dbg !14
  %36 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %35, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %37 = tail call float @llvm.maxnum.f32(float %35, float %36), !dbg !14
  %38 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %37, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %39 = tail call float @llvm.maxnum.f32(float %37, float %38), !dbg !14
  %40 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %39, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %41 = tail call float @llvm.maxnum.f32(float %39, float %40), !dbg !14
  %42 = tail call float @llvm.amdgcn.update.dpp.f32(float %41, float %41, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %43 = tail call float @llvm.maxnum.f32(float %41, float %42), !dbg !14
  %44 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %43, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %45 = tail call float @llvm.maxnum.f32(float %43, float %44), !dbg !14
  %46 = tail call float @llvm.amdgcn.readlane.f32(float %45, i32 63), !dbg !17
  %47 = icmp eq i32 %10, 0, !dbg !17
  %48 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  br i1 %47, label %49, label %50, !dbg !17

49:                                               ; preds = %6
  store float %46, ptr addrspace(3) %48, align 4, !dbg !17
  br label %50, !dbg !17

50:                                               ; preds = %49, %6
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %51 = icmp samesign ult i32 %9, 8, !dbg !17
  %52 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  br i1 %51, label %53, label %55, !dbg !17

53:                                               ; preds = %50
  %54 = load float, ptr addrspace(3) %52, align 4, !dbg !17
  br label %55, !dbg !17

55:                                               ; preds = %53, %50
  %56 = phi float [ %54, %53 ], [ 0.000000e+00, %50 ], !dbg !20
  %57 = bitcast float %56 to i32, !dbg !17
  %58 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %57, i32 %57, i32 276, i32 15, i32 10, i1 false), !dbg !17
  %59 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %58, i32 %57, i32 260, i32 15, i32 5, i1 false), !dbg !17
  %60 = bitcast i32 %59 to float, !dbg !17
  %61 = tail call float @llvm.maxnum.f32(float %56, float %60), !dbg !14
  %62 = bitcast float %61 to i32, !dbg !17
  %63 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %62, i32 %62, i32 78, i32 15, i32 15, i1 false), !dbg !17
  %64 = bitcast i32 %63 to float, !dbg !17
  %65 = tail call float @llvm.maxnum.f32(float %61, float %64), !dbg !14
  %66 = bitcast float %65 to i32, !dbg !17
  %67 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %66, i32 %66, i32 177, i32 15, i32 15, i1 false), !dbg !17
  %68 = and i32 %8, 7, !dbg !17
  %69 = icmp eq i32 %68, 0, !dbg !17
  %70 = and i1 %51, %69, !dbg !17
  br i1 %70, label %71, label %74, !dbg !17

71:                                               ; preds = %55
  %72 = bitcast i32 %67 to float
  %73 = tail call float @llvm.maxnum.f32(float %65, float %72)
  store float %73, ptr addrspace(3) %52, align 4, !dbg !17
  br label %74, !dbg !17

74:                                               ; preds = %71, %55
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %75 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %76 = fsub float %26, %75, !dbg !21
  %77 = fsub float %32, %75, !dbg !21
  %78 = fmul float %76, 0x3FF7154760000000, !dbg !22
  %79 = tail call float @llvm.exp2.f32(float %78), !dbg !22
  %80 = fmul float %77, 0x3FF7154760000000, !dbg !22
  %81 = tail call float @llvm.exp2.f32(float %80), !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %82 = fadd float %79, %81, !dbg !25
  %83 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %82, i32 280, i32 15, i32 15, i1 true), !dbg !23
  %84 = fadd float %83, %82, !dbg !25
  %85 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %84, i32 276, i32 15, i32 15, i1 true), !dbg !23
  %86 = fadd float %85, %84, !dbg !25
  %87 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %86, i32 274, i32 15, i32 15, i1 true), !dbg !23
  %88 = fadd float %87, %86, !dbg !25
  %89 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %88, i32 273, i32 15, i32 15, i1 true), !dbg !23
  %90 = fadd float %89, %88, !dbg !25
  %91 = tail call float @llvm.amdgcn.update.dpp.f32(float %90, float %90, i32 322, i32 10, i32 15, i1 true), !dbg !23
  %92 = fadd float %91, %90, !dbg !25
  %93 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %92, i32 323, i32 15, i32 15, i1 true), !dbg !23
  %94 = fadd float %93, %92, !dbg !25
  %95 = tail call float @llvm.amdgcn.readlane.f32(float %94, i32 63), !dbg !23
  br i1 %47, label %96, label %97, !dbg !23

96:                                               ; preds = %74
  store float %95, ptr addrspace(3) %48, align 4, !dbg !23
  br label %97, !dbg !23

97:                                               ; preds = %96, %74
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  br i1 %51, label %98, label %100, !dbg !23

98:                                               ; preds = %97
  %99 = load float, ptr addrspace(3) %52, align 4, !dbg !23
  br label %100, !dbg !23

100:                                              ; preds = %98, %97
  %101 = phi float [ %99, %98 ], [ 0.000000e+00, %97 ], !dbg !26
  %102 = bitcast float %101 to i32, !dbg !23
  %103 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %102, i32 %102, i32 276, i32 15, i32 10, i1 false), !dbg !23
  %104 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %103, i32 %102, i32 260, i32 15, i32 5, i1 false), !dbg !23
  %105 = bitcast i32 %104 to float, !dbg !23
  %106 = fadd float %101, %105, !dbg !25
  %107 = bitcast float %106 to i32, !dbg !23
  %108 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %107, i32 %107, i32 78, i32 15, i32 15, i1 false), !dbg !23
  %109 = bitcast i32 %108 to float, !dbg !23
  %110 = fadd float %106, %109, !dbg !25
  %111 = bitcast float %110 to i32, !dbg !23
  %112 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %111, i32 %111, i32 177, i32 15, i32 15, i1 false), !dbg !23
  br i1 %70, label %113, label %116, !dbg !23

113:                                              ; preds = %100
  %114 = bitcast i32 %112 to float
  %115 = fadd float %110, %114
  store float %115, ptr addrspace(3) %52, align 4, !dbg !23
  br label %116, !dbg !23

116:                                              ; preds = %113, %100
  %117 = getelementptr float, ptr addrspace(1) %1, i64 %18, !dbg !27
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  %118 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !23
  %119 = fdiv float %79, %118, !dbg !28
  %120 = fdiv float %81, %118, !dbg !28
  %121 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %117, i16 0, i64 2147483646, i32 159744), !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %119, ptr addrspace(8) %121, i32 %22, i32 0, i32 0), !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %120, ptr addrspace(8) %121, i32 %28, i32 0, i32 0), !dbg !29
  ret void, !dbg !30
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #2

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
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

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
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
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
