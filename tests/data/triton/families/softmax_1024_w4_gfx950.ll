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
  %14 = or disjoint i32 %13, 1, !dbg !9
  %15 = or disjoint i32 %13, 2, !dbg !9
  %16 = or disjoint i32 %13, 3, !dbg !9
  %17 = icmp slt i32 %13, %2, !dbg !10
  %18 = icmp slt i32 %14, %2, !dbg !10
  %19 = icmp slt i32 %15, %2, !dbg !10
  %20 = icmp slt i32 %16, %2, !dbg !10
  %21 = mul i32 %3, %7, !dbg !11
  %22 = sext i32 %21 to i64, !dbg !12
  %23 = getelementptr float, ptr addrspace(1) %0, i64 %22, !dbg !12
  %24 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %23, i16 0, i64 2147483646, i32 159744), !dbg !13
  %25 = shl nuw nsw i32 %13, 2, !dbg !13
  %26 = select i1 %17, i32 %25, i32 -2147483648, !dbg !13
  %27 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %26, i32 0, i32 0), !dbg !13
  %28 = bitcast float %27 to <1 x float>, !dbg !13
  %29 = extractelement <1 x float> %28, i64 0, !dbg !13
  %30 = select i1 %17, float %29, float 0xFFF0000000000000, !dbg !13
  %31 = shl nuw nsw i32 %14, 2, !dbg !13
  %32 = select i1 %18, i32 %31, i32 -2147483648, !dbg !13
  %33 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %32, i32 0, i32 0), !dbg !13
  %34 = bitcast float %33 to <1 x float>, !dbg !13
  %35 = extractelement <1 x float> %34, i64 0, !dbg !13
  %36 = select i1 %18, float %35, float 0xFFF0000000000000, !dbg !13
  %37 = shl nuw nsw i32 %15, 2, !dbg !13
  %38 = select i1 %19, i32 %37, i32 -2147483648, !dbg !13
  %39 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %38, i32 0, i32 0), !dbg !13
  %40 = bitcast float %39 to <1 x float>, !dbg !13
  %41 = extractelement <1 x float> %40, i64 0, !dbg !13
  %42 = select i1 %19, float %41, float 0xFFF0000000000000, !dbg !13
  %43 = shl nuw nsw i32 %16, 2, !dbg !13
  %44 = select i1 %20, i32 %43, i32 -2147483648, !dbg !13
  %45 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %24, i32 %44, i32 0, i32 0), !dbg !13
  %46 = bitcast float %45 to <1 x float>, !dbg !13
  %47 = extractelement <1 x float> %46, i64 0, !dbg !13
  %48 = select i1 %20, float %47, float 0xFFF0000000000000, !dbg !13
  %49 = tail call float @llvm.maxnum.f32(float %30, float %36), !dbg !14
  %50 = tail call float @llvm.maxnum.f32(float %49, float %42), !dbg !14
  %51 = tail call float @llvm.maxnum.f32(float %50, float %48), !dbg !14
  %52 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %51, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %53 = tail call float @llvm.maxnum.f32(float %51, float %52), !dbg !14
  %54 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %53, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %55 = tail call float @llvm.maxnum.f32(float %53, float %54), !dbg !14
  %56 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %55, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %57 = tail call float @llvm.maxnum.f32(float %55, float %56), !dbg !14
  %58 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %57, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %59 = tail call float @llvm.maxnum.f32(float %57, float %58), !dbg !14
  %60 = tail call float @llvm.amdgcn.update.dpp.f32(float %59, float %59, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %61 = tail call float @llvm.maxnum.f32(float %59, float %60), !dbg !14
  %62 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %61, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %63 = tail call float @llvm.maxnum.f32(float %61, float %62), !dbg !14
  %64 = tail call float @llvm.amdgcn.readlane.f32(float %63, i32 63), !dbg !17
  %65 = icmp eq i32 %10, 0, !dbg !17
  %66 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  br i1 %65, label %67, label %68, !dbg !17

67:                                               ; preds = %6
  store float %64, ptr addrspace(3) %66, align 4, !dbg !17
  br label %68, !dbg !17

68:                                               ; preds = %67, %6
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %69 = icmp samesign ult i32 %9, 4, !dbg !17
  %70 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  br i1 %69, label %71, label %73, !dbg !17

71:                                               ; preds = %68
  %72 = load float, ptr addrspace(3) %70, align 4, !dbg !17
  br label %73, !dbg !17

73:                                               ; preds = %71, %68
  %74 = phi float [ %72, %71 ], [ 0.000000e+00, %68 ], !dbg !20
  %75 = bitcast float %74 to i32, !dbg !17
  %76 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %75, i32 %75, i32 78, i32 15, i32 15, i1 false), !dbg !17
  %77 = bitcast i32 %76 to float, !dbg !17
  %78 = tail call float @llvm.maxnum.f32(float %74, float %77), !dbg !14
  %79 = bitcast float %78 to i32, !dbg !17
  %80 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %79, i32 %79, i32 177, i32 15, i32 15, i1 false), !dbg !17
  %81 = and i32 %8, 3, !dbg !17
  %82 = icmp eq i32 %81, 0, !dbg !17
  %83 = and i1 %69, %82, !dbg !17
  br i1 %83, label %84, label %87, !dbg !17

84:                                               ; preds = %73
  %85 = bitcast i32 %80 to float
  %86 = tail call float @llvm.maxnum.f32(float %78, float %85)
  store float %86, ptr addrspace(3) %70, align 4, !dbg !17
  br label %87, !dbg !17

87:                                               ; preds = %84, %73
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %88 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %89 = fsub float %30, %88, !dbg !21
  %90 = fsub float %36, %88, !dbg !21
  %91 = fsub float %42, %88, !dbg !21
  %92 = fsub float %48, %88, !dbg !21
  %93 = fmul float %89, 0x3FF7154760000000, !dbg !22
  %94 = tail call float @llvm.exp2.f32(float %93), !dbg !22
  %95 = fmul float %90, 0x3FF7154760000000, !dbg !22
  %96 = tail call float @llvm.exp2.f32(float %95), !dbg !22
  %97 = fmul float %91, 0x3FF7154760000000, !dbg !22
  %98 = tail call float @llvm.exp2.f32(float %97), !dbg !22
  %99 = fmul float %92, 0x3FF7154760000000, !dbg !22
  %100 = tail call float @llvm.exp2.f32(float %99), !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  %101 = fadd float %94, %96, !dbg !25
  %102 = fadd float %98, %101, !dbg !25
  %103 = fadd float %100, %102, !dbg !25
  %104 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %103, i32 280, i32 15, i32 15, i1 true), !dbg !23
  %105 = fadd float %104, %103, !dbg !25
  %106 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %105, i32 276, i32 15, i32 15, i1 true), !dbg !23
  %107 = fadd float %106, %105, !dbg !25
  %108 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %107, i32 274, i32 15, i32 15, i1 true), !dbg !23
  %109 = fadd float %108, %107, !dbg !25
  %110 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %109, i32 273, i32 15, i32 15, i1 true), !dbg !23
  %111 = fadd float %110, %109, !dbg !25
  %112 = tail call float @llvm.amdgcn.update.dpp.f32(float %111, float %111, i32 322, i32 10, i32 15, i1 true), !dbg !23
  %113 = fadd float %112, %111, !dbg !25
  %114 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %113, i32 323, i32 15, i32 15, i1 true), !dbg !23
  %115 = fadd float %114, %113, !dbg !25
  %116 = tail call float @llvm.amdgcn.readlane.f32(float %115, i32 63), !dbg !23
  br i1 %65, label %117, label %118, !dbg !23

117:                                              ; preds = %87
  store float %116, ptr addrspace(3) %66, align 4, !dbg !23
  br label %118, !dbg !23

118:                                              ; preds = %117, %87
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  br i1 %69, label %119, label %121, !dbg !23

119:                                              ; preds = %118
  %120 = load float, ptr addrspace(3) %70, align 4, !dbg !23
  br label %121, !dbg !23

121:                                              ; preds = %119, %118
  %122 = phi float [ %120, %119 ], [ 0.000000e+00, %118 ], !dbg !26
  %123 = bitcast float %122 to i32, !dbg !23
  %124 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %123, i32 %123, i32 78, i32 15, i32 15, i1 false), !dbg !23
  %125 = bitcast i32 %124 to float, !dbg !23
  %126 = fadd float %122, %125, !dbg !25
  %127 = bitcast float %126 to i32, !dbg !23
  %128 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %127, i32 %127, i32 177, i32 15, i32 15, i1 false), !dbg !23
  br i1 %83, label %129, label %132, !dbg !23

129:                                              ; preds = %121
  %130 = bitcast i32 %128 to float
  %131 = fadd float %126, %130
  store float %131, ptr addrspace(3) %70, align 4, !dbg !23
  br label %132, !dbg !23

132:                                              ; preds = %129, %121
  %133 = getelementptr float, ptr addrspace(1) %1, i64 %22, !dbg !27
  fence syncscope("workgroup") release, !dbg !23
  tail call void @llvm.amdgcn.s.barrier(), !dbg !23
  fence syncscope("workgroup") acquire, !dbg !23
  %134 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !23
  %135 = fdiv float %94, %134, !dbg !28
  %136 = fdiv float %96, %134, !dbg !28
  %137 = fdiv float %98, %134, !dbg !28
  %138 = fdiv float %100, %134, !dbg !28
  %139 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %133, i16 0, i64 2147483646, i32 159744), !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %135, ptr addrspace(8) %139, i32 %26, i32 0, i32 0), !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %136, ptr addrspace(8) %139, i32 %32, i32 0, i32 0), !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %137, ptr addrspace(8) %139, i32 %38, i32 0, i32 0), !dbg !29
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %138, ptr addrspace(8) %139, i32 %44, i32 0, i32 0), !dbg !29
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
