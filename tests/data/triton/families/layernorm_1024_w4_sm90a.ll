; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layernorm_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) readnone captures(none) %7, ptr addrspace(1) readnone captures(none) %8) local_unnamed_addr #0 !dbg !5 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %12 = and i32 %11, 127, !dbg !9
  %13 = and i32 %11, 31, !dbg !9
  %14 = lshr i32 %12, 5, !dbg !9
  %15 = shl nuw nsw i32 %11, 2, !dbg !9
  %16 = and i32 %15, 508, !dbg !9
  %17 = or disjoint i32 %16, 1, !dbg !9
  %18 = or disjoint i32 %16, 2, !dbg !9
  %19 = or disjoint i32 %16, 3, !dbg !9
  %20 = or disjoint i32 %16, 512, !dbg !9
  %21 = or disjoint i32 %16, 513, !dbg !9
  %22 = or disjoint i32 %16, 514, !dbg !9
  %23 = or disjoint i32 %16, 515, !dbg !9
  %24 = icmp slt i32 %16, %4, !dbg !10
  %25 = icmp slt i32 %17, %4, !dbg !10
  %26 = icmp slt i32 %18, %4, !dbg !10
  %27 = icmp slt i32 %19, %4, !dbg !10
  %28 = icmp slt i32 %20, %4, !dbg !10
  %29 = icmp slt i32 %21, %4, !dbg !10
  %30 = icmp slt i32 %22, %4, !dbg !10
  %31 = icmp slt i32 %23, %4, !dbg !10
  %32 = mul i32 %5, %10, !dbg !11
  %33 = sext i32 %32 to i64, !dbg !12
  %34 = getelementptr float, ptr addrspace(1) %0, i64 %33, !dbg !12
  %35 = zext nneg i32 %16 to i64, !dbg !13
  %36 = getelementptr float, ptr addrspace(1) %34, i64 %35, !dbg !13
  %37 = zext nneg i32 %17 to i64, !dbg !13
  %38 = getelementptr float, ptr addrspace(1) %34, i64 %37, !dbg !13
  %39 = zext nneg i32 %18 to i64, !dbg !13
  %40 = getelementptr float, ptr addrspace(1) %34, i64 %39, !dbg !13
  %41 = zext nneg i32 %19 to i64, !dbg !13
  %42 = getelementptr float, ptr addrspace(1) %34, i64 %41, !dbg !13
  %43 = zext nneg i32 %20 to i64, !dbg !13
  %44 = getelementptr float, ptr addrspace(1) %34, i64 %43, !dbg !13
  %45 = zext nneg i32 %21 to i64, !dbg !13
  %46 = getelementptr float, ptr addrspace(1) %34, i64 %45, !dbg !13
  %47 = zext nneg i32 %22 to i64, !dbg !13
  %48 = getelementptr float, ptr addrspace(1) %34, i64 %47, !dbg !13
  %49 = zext nneg i32 %23 to i64, !dbg !13
  %50 = getelementptr float, ptr addrspace(1) %34, i64 %49, !dbg !13
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %36, i1 %24) #6, !dbg !14
  %52 = bitcast i32 %51 to float, !dbg !14
  %53 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %38, i1 %25) #6, !dbg !14
  %54 = bitcast i32 %53 to float, !dbg !14
  %55 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %40, i1 %26) #6, !dbg !14
  %56 = bitcast i32 %55 to float, !dbg !14
  %57 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %42, i1 %27) #6, !dbg !14
  %58 = bitcast i32 %57 to float, !dbg !14
  %59 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %44, i1 %28) #6, !dbg !14
  %60 = bitcast i32 %59 to float, !dbg !14
  %61 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %46, i1 %29) #6, !dbg !14
  %62 = bitcast i32 %61 to float, !dbg !14
  %63 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %48, i1 %30) #6, !dbg !14
  %64 = bitcast i32 %63 to float, !dbg !14
  %65 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %50, i1 %31) #6, !dbg !14
  %66 = bitcast i32 %65 to float, !dbg !14
  %67 = fadd float %52, %54, !dbg !15
  %68 = fadd float %67, %56, !dbg !15
  %69 = fadd float %68, %58, !dbg !15
  %70 = fadd float %69, %60, !dbg !15
  %71 = fadd float %70, %62, !dbg !15
  %72 = fadd float %71, %64, !dbg !15
  %73 = fadd float %72, %66, !dbg !15
  %74 = bitcast float %73 to i32, !dbg !18
  %75 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %74, i32 16, i32 31), !dbg !18
  %76 = bitcast i32 %75 to float, !dbg !18
  %77 = fadd float %73, %76, !dbg !15
  %78 = bitcast float %77 to i32, !dbg !18
  %79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %78, i32 8, i32 31), !dbg !18
  %80 = bitcast i32 %79 to float, !dbg !18
  %81 = fadd float %77, %80, !dbg !15
  %82 = bitcast float %81 to i32, !dbg !18
  %83 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 4, i32 31), !dbg !18
  %84 = bitcast i32 %83 to float, !dbg !18
  %85 = fadd float %81, %84, !dbg !15
  %86 = bitcast float %85 to i32, !dbg !18
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %86, i32 2, i32 31), !dbg !18
  %88 = bitcast i32 %87 to float, !dbg !18
  %89 = fadd float %85, %88, !dbg !15
  %90 = bitcast float %89 to i32, !dbg !18
  %91 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %90, i32 1, i32 31), !dbg !18
  %92 = bitcast i32 %91 to float, !dbg !18
  %93 = fadd float %89, %92, !dbg !15
  %94 = icmp eq i32 %13, 0, !dbg !18
  %95 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14, !dbg !18
  %96 = bitcast float %93 to <1 x i32>, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %96, i1 %94) #6, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %97 = icmp samesign ult i32 %12, 4, !dbg !18
  %98 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !18
  %99 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %98, i1 %97) #6, !dbg !18
  %100 = bitcast i32 %99 to float, !dbg !18
  %101 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %99, i32 2, i32 31), !dbg !18
  %102 = bitcast i32 %101 to float, !dbg !18
  %103 = fadd float %100, %102, !dbg !15
  %104 = bitcast float %103 to i32, !dbg !18
  %105 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %104, i32 1, i32 31), !dbg !18
  %106 = bitcast i32 %105 to float, !dbg !18
  %107 = fadd float %103, %106, !dbg !15
  %108 = and i32 %11, 3, !dbg !18
  %109 = icmp eq i32 %108, 0, !dbg !18
  %110 = and i1 %97, %109, !dbg !18
  %111 = bitcast float %107 to <1 x i32>, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %98, <1 x i32> %111, i1 %110) #6, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %112 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !18
  %113 = sitofp i32 %4 to float, !dbg !21
  %114 = tail call float @llvm.nvvm.div.full(float %112, float %113), !dbg !21
  %115 = fsub float %52, %114, !dbg !22
  %116 = fsub float %54, %114, !dbg !22
  %117 = fsub float %56, %114, !dbg !22
  %118 = fsub float %58, %114, !dbg !22
  %119 = fsub float %60, %114, !dbg !22
  %120 = fsub float %62, %114, !dbg !22
  %121 = fsub float %64, %114, !dbg !22
  %122 = fsub float %66, %114, !dbg !22
  %123 = select i1 %24, float %115, float 0.000000e+00, !dbg !23
  %124 = select i1 %25, float %116, float 0.000000e+00, !dbg !23
  %125 = select i1 %26, float %117, float 0.000000e+00, !dbg !23
  %126 = select i1 %27, float %118, float 0.000000e+00, !dbg !23
  %127 = select i1 %28, float %119, float 0.000000e+00, !dbg !23
  %128 = select i1 %29, float %120, float 0.000000e+00, !dbg !23
  %129 = select i1 %30, float %121, float 0.000000e+00, !dbg !23
  %130 = select i1 %31, float %122, float 0.000000e+00, !dbg !23
  %131 = fmul float %123, %123, !dbg !24
  %132 = fmul float %124, %124, !dbg !24
  %133 = fmul float %125, %125, !dbg !24
  %134 = fmul float %126, %126, !dbg !24
  %135 = fmul float %127, %127, !dbg !24
  %136 = fmul float %128, %128, !dbg !24
  %137 = fmul float %129, %129, !dbg !24
  %138 = fmul float %130, %130, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %139 = fadd float %131, %132, !dbg !27
  %140 = fadd float %133, %139, !dbg !27
  %141 = fadd float %134, %140, !dbg !27
  %142 = fadd float %135, %141, !dbg !27
  %143 = fadd float %136, %142, !dbg !27
  %144 = fadd float %137, %143, !dbg !27
  %145 = fadd float %138, %144, !dbg !27
  %146 = bitcast float %145 to i32, !dbg !25
  %147 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 16, i32 31), !dbg !25
  %148 = bitcast i32 %147 to float, !dbg !25
  %149 = fadd float %145, %148, !dbg !27
  %150 = bitcast float %149 to i32, !dbg !25
  %151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 8, i32 31), !dbg !25
  %152 = bitcast i32 %151 to float, !dbg !25
  %153 = fadd float %149, %152, !dbg !27
  %154 = bitcast float %153 to i32, !dbg !25
  %155 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %154, i32 4, i32 31), !dbg !25
  %156 = bitcast i32 %155 to float, !dbg !25
  %157 = fadd float %153, %156, !dbg !27
  %158 = bitcast float %157 to i32, !dbg !25
  %159 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %158, i32 2, i32 31), !dbg !25
  %160 = bitcast i32 %159 to float, !dbg !25
  %161 = fadd float %157, %160, !dbg !27
  %162 = bitcast float %161 to i32, !dbg !25
  %163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %162, i32 1, i32 31), !dbg !25
  %164 = bitcast i32 %163 to float, !dbg !25
  %165 = fadd float %161, %164, !dbg !27
  %166 = bitcast float %165 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %95, <1 x i32> %166, i1 %94) #6, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %167 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %98, i1 %97) #6, !dbg !25
  %168 = bitcast i32 %167 to float, !dbg !25
  %169 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %167, i32 2, i32 31), !dbg !25
  %170 = bitcast i32 %169 to float, !dbg !25
  %171 = fadd float %168, %170, !dbg !27
  %172 = bitcast float %171 to i32, !dbg !25
  %173 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %172, i32 1, i32 31), !dbg !25
  %174 = bitcast i32 %173 to float, !dbg !25
  %175 = fadd float %171, %174, !dbg !27
  %176 = bitcast float %175 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %98, <1 x i32> %176, i1 %110) #6, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %177 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !25
  %178 = tail call float @llvm.nvvm.div.full(float %177, float %113), !dbg !28
  %179 = fadd float %6, %178, !dbg !29
  %180 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !30
  %.not.i = icmp eq i32 %180, 0, !dbg !30
  %181 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6, !dbg !30
  %.not1.i = icmp eq i32 %181, 0, !dbg !30
  br i1 %.not.i, label %187, label %182, !dbg !30

182:                                              ; preds = %9
  br i1 %.not1.i, label %185, label %183, !dbg !30

183:                                              ; preds = %182
  %184 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %179) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

185:                                              ; preds = %182
  %186 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %179) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

187:                                              ; preds = %9
  br i1 %.not1.i, label %190, label %188, !dbg !30

188:                                              ; preds = %187
  %189 = tail call float @llvm.nvvm.sqrt.rn.f(float %179) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

190:                                              ; preds = %187
  %191 = tail call float @llvm.nvvm.sqrt.approx.f(float %179) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

__nv_sqrtf.exit:                                  ; preds = %183, %185, %188, %190
  %.0.i = phi float [ %184, %183 ], [ %186, %185 ], [ %189, %188 ], [ %191, %190 ], !dbg !30
  %192 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !31
  %193 = getelementptr float, ptr addrspace(1) %2, i64 %35, !dbg !32
  %194 = getelementptr float, ptr addrspace(1) %2, i64 %37, !dbg !32
  %195 = getelementptr float, ptr addrspace(1) %2, i64 %39, !dbg !32
  %196 = getelementptr float, ptr addrspace(1) %2, i64 %41, !dbg !32
  %197 = getelementptr float, ptr addrspace(1) %2, i64 %43, !dbg !32
  %198 = getelementptr float, ptr addrspace(1) %2, i64 %45, !dbg !32
  %199 = getelementptr float, ptr addrspace(1) %2, i64 %47, !dbg !32
  %200 = getelementptr float, ptr addrspace(1) %2, i64 %49, !dbg !32
  %201 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %193, i1 %24) #6, !dbg !33
  %202 = bitcast i32 %201 to float, !dbg !33
  %203 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %194, i1 %25) #6, !dbg !33
  %204 = bitcast i32 %203 to float, !dbg !33
  %205 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %195, i1 %26) #6, !dbg !33
  %206 = bitcast i32 %205 to float, !dbg !33
  %207 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %196, i1 %27) #6, !dbg !33
  %208 = bitcast i32 %207 to float, !dbg !33
  %209 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %197, i1 %28) #6, !dbg !33
  %210 = bitcast i32 %209 to float, !dbg !33
  %211 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %198, i1 %29) #6, !dbg !33
  %212 = bitcast i32 %211 to float, !dbg !33
  %213 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %199, i1 %30) #6, !dbg !33
  %214 = bitcast i32 %213 to float, !dbg !33
  %215 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %200, i1 %31) #6, !dbg !33
  %216 = bitcast i32 %215 to float, !dbg !33
  %217 = getelementptr float, ptr addrspace(1) %3, i64 %35, !dbg !34
  %218 = getelementptr float, ptr addrspace(1) %3, i64 %37, !dbg !34
  %219 = getelementptr float, ptr addrspace(1) %3, i64 %39, !dbg !34
  %220 = getelementptr float, ptr addrspace(1) %3, i64 %41, !dbg !34
  %221 = getelementptr float, ptr addrspace(1) %3, i64 %43, !dbg !34
  %222 = getelementptr float, ptr addrspace(1) %3, i64 %45, !dbg !34
  %223 = getelementptr float, ptr addrspace(1) %3, i64 %47, !dbg !34
  %224 = getelementptr float, ptr addrspace(1) %3, i64 %49, !dbg !34
  %225 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %217, i1 %24) #6, !dbg !35
  %226 = bitcast i32 %225 to float, !dbg !35
  %227 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %218, i1 %25) #6, !dbg !35
  %228 = bitcast i32 %227 to float, !dbg !35
  %229 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %219, i1 %26) #6, !dbg !35
  %230 = bitcast i32 %229 to float, !dbg !35
  %231 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %220, i1 %27) #6, !dbg !35
  %232 = bitcast i32 %231 to float, !dbg !35
  %233 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %221, i1 %28) #6, !dbg !35
  %234 = bitcast i32 %233 to float, !dbg !35
  %235 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %222, i1 %29) #6, !dbg !35
  %236 = bitcast i32 %235 to float, !dbg !35
  %237 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %223, i1 %30) #6, !dbg !35
  %238 = bitcast i32 %237 to float, !dbg !35
  %239 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %224, i1 %31) #6, !dbg !35
  %240 = bitcast i32 %239 to float, !dbg !35
  %241 = getelementptr float, ptr addrspace(1) %1, i64 %33, !dbg !36
  %242 = getelementptr float, ptr addrspace(1) %241, i64 %35, !dbg !37
  %243 = getelementptr float, ptr addrspace(1) %241, i64 %37, !dbg !37
  %244 = getelementptr float, ptr addrspace(1) %241, i64 %39, !dbg !37
  %245 = getelementptr float, ptr addrspace(1) %241, i64 %41, !dbg !37
  %246 = getelementptr float, ptr addrspace(1) %241, i64 %43, !dbg !37
  %247 = getelementptr float, ptr addrspace(1) %241, i64 %45, !dbg !37
  %248 = getelementptr float, ptr addrspace(1) %241, i64 %47, !dbg !37
  %249 = getelementptr float, ptr addrspace(1) %241, i64 %49, !dbg !37
  %250 = fmul float %123, %192, !dbg !38
  %251 = fmul float %124, %192, !dbg !38
  %252 = fmul float %125, %192, !dbg !38
  %253 = fmul float %126, %192, !dbg !38
  %254 = fmul float %127, %192, !dbg !38
  %255 = fmul float %128, %192, !dbg !38
  %256 = fmul float %129, %192, !dbg !38
  %257 = fmul float %130, %192, !dbg !38
  %258 = fmul float %250, %202, !dbg !39
  %259 = fmul float %251, %204, !dbg !39
  %260 = fmul float %252, %206, !dbg !39
  %261 = fmul float %253, %208, !dbg !39
  %262 = fmul float %254, %210, !dbg !39
  %263 = fmul float %255, %212, !dbg !39
  %264 = fmul float %256, %214, !dbg !39
  %265 = fmul float %257, %216, !dbg !39
  %266 = fadd float %258, %226, !dbg !40
  %267 = fadd float %259, %228, !dbg !40
  %268 = fadd float %260, %230, !dbg !40
  %269 = fadd float %261, %232, !dbg !40
  %270 = fadd float %262, %234, !dbg !40
  %271 = fadd float %263, %236, !dbg !40
  %272 = fadd float %264, %238, !dbg !40
  %273 = fadd float %265, %240, !dbg !40
  %274 = bitcast float %266 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %274, ptr addrspace(1) %242, i1 %24) #6, !dbg !41
  %275 = bitcast float %267 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %275, ptr addrspace(1) %243, i1 %25) #6, !dbg !41
  %276 = bitcast float %268 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %276, ptr addrspace(1) %244, i1 %26) #6, !dbg !41
  %277 = bitcast float %269 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %277, ptr addrspace(1) %245, i1 %27) #6, !dbg !41
  %278 = bitcast float %270 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %278, ptr addrspace(1) %246, i1 %28) #6, !dbg !41
  %279 = bitcast float %271 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %279, ptr addrspace(1) %247, i1 %29) #6, !dbg !41
  %280 = bitcast float %272 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %280, ptr addrspace(1) %248, i1 %30) #6, !dbg !41
  %281 = bitcast float %273 to i32, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %281, ptr addrspace(1) %249, i1 %31) #6, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "layernorm_kernel", linkageName: "layernorm_kernel", scope: !1, file: !1, line: 43, type: !6, scopeLine: 43, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 45, column: 24, scope: !5)
!9 = !DILocation(line: 46, column: 24, scope: !5)
!10 = !DILocation(line: 47, column: 15, scope: !5)
!11 = !DILocation(line: 48, column: 26, scope: !5)
!12 = !DILocation(line: 48, column: 20, scope: !5)
!13 = !DILocation(line: 48, column: 39, scope: !5)
!14 = !DILocation(line: 48, column: 16, scope: !5)
!15 = !DILocation(line: 263, column: 15, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !5, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!18 = !DILocation(line: 293, column: 36, scope: !16, inlinedAt: !19)
!19 = !DILocation(line: 49, column: 18, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !5, file: !1, discriminator: 0)
!21 = !DILocation(line: 49, column: 31, scope: !5)
!22 = !DILocation(line: 50, column: 24, scope: !5)
!23 = !DILocation(line: 50, column: 30, scope: !5)
!24 = !DILocation(line: 51, column: 36, scope: !5)
!25 = !DILocation(line: 293, column: 36, scope: !16, inlinedAt: !26)
!26 = !DILocation(line: 51, column: 32, scope: !20)
!27 = !DILocation(line: 263, column: 15, scope: !16, inlinedAt: !25)
!28 = !DILocation(line: 51, column: 49, scope: !5)
!29 = !DILocation(line: 51, column: 58, scope: !5)
!30 = !DILocation(line: 51, column: 25, scope: !5)
!31 = !DILocation(line: 51, column: 17, scope: !5)
!32 = !DILocation(line: 52, column: 20, scope: !5)
!33 = !DILocation(line: 52, column: 16, scope: !5)
!34 = !DILocation(line: 53, column: 23, scope: !5)
!35 = !DILocation(line: 53, column: 16, scope: !5)
!36 = !DILocation(line: 54, column: 17, scope: !5)
!37 = !DILocation(line: 54, column: 36, scope: !5)
!38 = !DILocation(line: 54, column: 46, scope: !5)
!39 = !DILocation(line: 54, column: 53, scope: !5)
!40 = !DILocation(line: 54, column: 57, scope: !5)
!41 = !DILocation(line: 54, column: 42, scope: !5)
!42 = !DILocation(line: 54, column: 4, scope: !5)
