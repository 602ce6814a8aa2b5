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
  %17 = or disjoint i32 %16, 1, !dbg !9
  %18 = or disjoint i32 %16, 2, !dbg !9
  %19 = or disjoint i32 %16, 3, !dbg !9
  %20 = icmp slt i32 %16, %4, !dbg !10
  %21 = icmp slt i32 %17, %4, !dbg !10
  %22 = icmp slt i32 %18, %4, !dbg !10
  %23 = icmp slt i32 %19, %4, !dbg !10
  %24 = mul i32 %5, %10, !dbg !11
  %25 = sext i32 %24 to i64, !dbg !12
  %26 = getelementptr float, ptr addrspace(1) %0, i64 %25, !dbg !12
  %27 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %26, i16 0, i64 2147483646, i32 159744), !dbg !13
  %28 = shl nuw nsw i32 %16, 2, !dbg !13
  %29 = select i1 %20, i32 %28, i32 -2147483648, !dbg !13
  %30 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %27, i32 %29, i32 0, i32 0), !dbg !13
  %31 = bitcast float %30 to <1 x float>, !dbg !13
  %32 = extractelement <1 x float> %31, i64 0, !dbg !13
  %33 = shl nuw nsw i32 %17, 2, !dbg !13
  %34 = select i1 %21, i32 %33, i32 -2147483648, !dbg !13
  %35 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %27, i32 %34, i32 0, i32 0), !dbg !13
  %36 = bitcast float %35 to <1 x float>, !dbg !13
  %37 = extractelement <1 x float> %36, i64 0, !dbg !13
  %38 = shl nuw nsw i32 %18, 2, !dbg !13
  %39 = select i1 %22, i32 %38, i32 -2147483648, !dbg !13
  %40 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %27, i32 %39, i32 0, i32 0), !dbg !13
  %41 = bitcast float %40 to <1 x float>, !dbg !13
  %42 = extractelement <1 x float> %41, i64 0, !dbg !13
  %43 = shl nuw nsw i32 %19, 2, !dbg !13
  %44 = select i1 %23, i32 %43, i32 -2147483648, !dbg !13
  %45 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %27, i32 %44, i32 0, i32 0), !dbg !13
  %46 = bitcast float %45 to <1 x float>, !dbg !13
  %47 = extractelement <1 x float> %46, i64 0, !dbg !13
  %foldExtExtBinop = fadd <1 x float> %31, %36, !dbg !14
  %foldExtExtBinop2 = fadd <1 x float> %foldExtExtBinop, %41, !dbg !14
  %foldExtExtBinop4 = fadd <1 x float> %foldExtExtBinop2, %46, !dbg !14
  %48 = extractelement <1 x float> %foldExtExtBinop4, i64 0, !dbg !14
  %49 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %48, i32 280, i32 15, i32 15, i1 true), !dbg !17
  %50 = fadd float %49, %48, !dbg !14
  %51 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %50, i32 276, i32 15, i32 15, i1 true), !dbg !17
  %52 = fadd float %51, %50, !dbg !14
  %53 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %52, i32 274, i32 15, i32 15, i1 true), !dbg !17
  %54 = fadd float %53, %52, !dbg !14
  %55 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %54, i32 273, i32 15, i32 15, i1 true), !dbg !17
  %56 = fadd float %55, %54, !dbg !14
  %57 = tail call float @llvm.amdgcn.update.dpp.f32(float %56, float %56, i32 322, i32 10, i32 15, i1 true), !dbg !17
  %58 = fadd float %57, %56, !dbg !14
  %59 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %58, i32 323, i32 15, i32 15, i1 true), !dbg !17
  %60 = fadd float %59, %58, !dbg !14
  %61 = tail call float @llvm.amdgcn.readlane.f32(float %60, i32 63), !dbg !17
  %62 = icmp eq i32 %13, 0, !dbg !17
  %63 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14, !dbg !17
  br i1 %62, label %64, label %65, !dbg !17

64:                                               ; preds = %9
  store float %61, ptr addrspace(3) %63, align 4, !dbg !17
  br label %65, !dbg !17

65:                                               ; preds = %64, %9
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %66 = icmp samesign ult i32 %12, 4, !dbg !17
  %67 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !17
  br i1 %66, label %68, label %70, !dbg !17

68:                                               ; preds = %65
  %69 = load float, ptr addrspace(3) %67, align 4, !dbg !17
  br label %70, !dbg !17

70:                                               ; preds = %68, %65
  %71 = phi float [ %69, %68 ], [ 0.000000e+00, %65 ], !dbg !20
  %72 = bitcast float %71 to i32, !dbg !17
  %73 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %72, i32 %72, i32 78, i32 15, i32 15, i1 false), !dbg !17
  %74 = bitcast i32 %73 to float, !dbg !17
  %75 = fadd float %71, %74, !dbg !14
  %76 = bitcast float %75 to i32, !dbg !17
  %77 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %76, i32 %76, i32 177, i32 15, i32 15, i1 false), !dbg !17
  %78 = and i32 %11, 3, !dbg !17
  %79 = icmp eq i32 %78, 0, !dbg !17
  %80 = and i1 %66, %79, !dbg !17
  br i1 %80, label %81, label %84, !dbg !17

81:                                               ; preds = %70
  %82 = bitcast i32 %77 to float
  %83 = fadd float %75, %82
  store float %83, ptr addrspace(3) %67, align 4, !dbg !17
  br label %84, !dbg !17

84:                                               ; preds = %81, %70
  fence syncscope("workgroup") release, !dbg !17
  tail call void @llvm.amdgcn.s.barrier(), !dbg !17
  fence syncscope("workgroup") acquire, !dbg !17
  %85 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %86 = sitofp i32 %4 to float, !dbg !21
  %87 = fdiv float %85, %86, !dbg !21
  %88 = fsub float %32, %87, !dbg !22
  %89 = fsub float %37, %87, !dbg !22
  %90 = fsub float %42, %87, !dbg !22
  %91 = fsub float %47, %87, !dbg !22
  %92 = select i1 %20, float %88, float 0.000000e+00, !dbg !23
  %93 = select i1 %21, float %89, float 0.000000e+00, !dbg !23
  %94 = select i1 %22, float %90, float 0.000000e+00, !dbg !23
  %95 = select i1 %23, float %91, float 0.000000e+00, !dbg !23
  %96 = fmul float %92, %92, !dbg !24
  %97 = fmul float %93, %93, !dbg !24
  %98 = fmul float %94, %94, !dbg !24
  %99 = fmul float %95, %95, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  %100 = fadd float %96, %97, !dbg !27
  %101 = fadd float %98, %100, !dbg !27
  %102 = fadd float %99, %101, !dbg !27
  %103 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %102, i32 280, i32 15, i32 15, i1 true), !dbg !25
  %104 = fadd float %103, %102, !dbg !27
  %105 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %104, i32 276, i32 15, i32 15, i1 true), !dbg !25
  %106 = fadd float %105, %104, !dbg !27
  %107 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %106, i32 274, i32 15, i32 15, i1 true), !dbg !25
  %108 = fadd float %107, %106, !dbg !27
  %109 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %108, i32 273, i32 15, i32 15, i1 true), !dbg !25
  %110 = fadd float %109, %108, !dbg !27
  %111 = tail call float @llvm.amdgcn.update.dpp.f32(float %110, float %110, i32 322, i32 10, i32 15, i1 true), !dbg !25
  %112 = fadd float %111, %110, !dbg !27
  %113 = tail call float @llvm.amdgcn.update.dpp.f32(float poison, float %112, i32 323, i32 15, i32 15, i1 true), !dbg !25
  %114 = fadd float %113, %112, !dbg !27
  %115 = tail call float @llvm.amdgcn.readlane.f32(float %114, i32 63), !dbg !25
  br i1 %62, label %116, label %117, !dbg !25

116:                                              ; preds = %84
  store float %115, ptr addrspace(3) %63, align 4, !dbg !25
  br label %117, !dbg !25

117:                                              ; preds = %116, %84
  fence syncscope("workgroup") release, !dbg !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  fence syncscope("workgroup") acquire, !dbg !25
  br i1 %66, label %118, label %120, !dbg !25

118:                                              ; preds = %117
  %119 = load float, ptr addrspace(3) %67, align 4, !dbg !25
  br label %120, !dbg !25

120:                                              ; preds = %118, %117
  %121 = phi float [ %119, %118 ], [ 0.000000e+00, %117 ], !dbg !28
  %122 = bitcast float %121 to i32, !dbg !25
  %123 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %122, i32 %122, i32 78, i32 15, i32 15, i1 false), !dbg !25
  %124 = bitcast i32 %123 to float, !dbg !25
  %125 = fadd float %121, %124, !dbg !27
  %126 = bitcast float %125 to i32, !dbg !25
  %127 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 %126, i32 %126, i32 177, i32 15, i32 15, i1 false), !dbg !25
  br i1 %80, label %128, label %131, !dbg !25

128:                                              ; preds = %120
  %129 = bitcast i32 %127 to float
  %130 = fadd float %125, %129
  store float %130, ptr addrspace(3) %67, align 4, !dbg !25
  br label %131, !dbg !25

131:                                              ; preds = %128, %120
  fence syncscope("workgroup") release, !dbg !25
  tail call void @llvm.amdgcn.s.barrier(), !dbg !25
  fence syncscope("workgroup") acquire, !dbg !25
  %132 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !25
  %133 = fdiv float %132, %86, !dbg !29
  %134 = fadd float %6, %133, !dbg !30
  %135 = tail call float @llvm.amdgcn.sqrt.f32(float %134), !dbg !31
  %136 = fdiv float 1.000000e+00, %135, !dbg !32
  %137 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !33
  %138 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %137, i32 %29, i32 0, i32 0), !dbg !33
  %139 = bitcast float %138 to <1 x float>, !dbg !33
  %140 = extractelement <1 x float> %139, i64 0, !dbg !33
  %141 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %137, i32 %34, i32 0, i32 0), !dbg !33
  %142 = bitcast float %141 to <1 x float>, !dbg !33
  %143 = extractelement <1 x float> %142, i64 0, !dbg !33
  %144 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %137, i32 %39, i32 0, i32 0), !dbg !33
  %145 = bitcast float %144 to <1 x float>, !dbg !33
  %146 = extractelement <1 x float> %145, i64 0, !dbg !33
  %147 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %137, i32 %44, i32 0, i32 0), !dbg !33
  %148 = bitcast float %147 to <1 x float>, !dbg !33
  %149 = extractelement <1 x float> %148, i64 0, !dbg !33
  %150 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 159744), !dbg !34
  %151 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %150, i32 %29, i32 0, i32 0), !dbg !34
  %152 = bitcast float %151 to <1 x float>, !dbg !34
  %153 = extractelement <1 x float> %152, i64 0, !dbg !34
  %154 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %150, i32 %34, i32 0, i32 0), !dbg !34
  %155 = bitcast float %154 to <1 x float>, !dbg !34
  %156 = extractelement <1 x float> %155, i64 0, !dbg !34
  %157 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %150, i32 %39, i32 0, i32 0), !dbg !34
  %158 = bitcast float %157 to <1 x float>, !dbg !34
  %159 = extractelement <1 x float> %158, i64 0, !dbg !34
  %160 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %150, i32 %44, i32 0, i32 0), !dbg !34
  %161 = bitcast float %160 to <1 x float>, !dbg !34
  %162 = extractelement <1 x float> %161, i64 0, !dbg !34
  %163 = getelementptr float, ptr addrspace(1) %1, i64 %25, !dbg !35
  %164 = fmul float %92, %136, !dbg !36
  %165 = fmul float %93, %136, !dbg !36
  %166 = fmul float %94, %136, !dbg !36
  %167 = fmul float %95, %136, !dbg !36
  %168 = fmul float %140, %164, !dbg !37
  %169 = fmul float %143, %165, !dbg !37
  %170 = fmul float %166, %146, !dbg !37
  %171 = fmul float %167, %149, !dbg !37
  %172 = fadd float %168, %153, !dbg !38
  %173 = fadd float %169, %156, !dbg !38
  %174 = fadd float %170, %159, !dbg !38
  %175 = fadd float %171, %162, !dbg !38
  %176 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %163, i16 0, i64 2147483646, i32 159744), !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %172, ptr addrspace(8) %176, i32 %29, i32 0, i32 0), !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %173, ptr addrspace(8) %176, i32 %34, i32 0, i32 0), !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %174, ptr addrspace(8) %176, i32 %39, i32 0, i32 0), !dbg !39
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %175, ptr addrspace(8) %176, i32 %44, i32 0, i32 0), !dbg !39
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #2

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
