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
  %17 = or disjoint i32 %16, 512, !dbg !9
  %18 = icmp slt i32 %16, %4, !dbg !10
  %19 = icmp slt i32 %17, %4, !dbg !10
  %20 = mul i32 %5, %10, !dbg !11
  %21 = sext i32 %20 to i64, !dbg !12
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %21, !dbg !12
  %23 = zext nneg i32 %16 to i64, !dbg !13
  %24 = getelementptr float, ptr addrspace(1) %22, i64 %23, !dbg !13
  %25 = zext nneg i32 %17 to i64, !dbg !13
  %26 = getelementptr float, ptr addrspace(1) %22, i64 %25, !dbg !13
  %27 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %24, i1 %18) #6, !dbg !14
  %28 = extractvalue { i32, i32, i32, i32 } %27, 0, !dbg !14
  %29 = extractvalue { i32, i32, i32, i32 } %27, 1, !dbg !14
  %30 = extractvalue { i32, i32, i32, i32 } %27, 2, !dbg !14
  %31 = extractvalue { i32, i32, i32, i32 } %27, 3, !dbg !14
  %32 = bitcast i32 %28 to float, !dbg !14
  %33 = bitcast i32 %29 to float, !dbg !14
  %34 = bitcast i32 %30 to float, !dbg !14
  %35 = bitcast i32 %31 to float, !dbg !14
  %36 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %26, i1 %19) #6, !dbg !14
  %37 = extractvalue { i32, i32, i32, i32 } %36, 0, !dbg !14
  %38 = extractvalue { i32, i32, i32, i32 } %36, 1, !dbg !14
  %39 = extractvalue { i32, i32, i32, i32 } %36, 2, !dbg !14
  %40 = extractvalue { i32, i32, i32, i32 } %36, 3, !dbg !14
  %41 = bitcast i32 %37 to float, !dbg !14
  %42 = bitcast i32 %38 to float, !dbg !14
  %43 = bitcast i32 %39 to float, !dbg !14
  %44 = bitcast i32 %40 to float, !dbg !14
  %45 = fadd float %32, %33, !dbg !15
  %46 = fadd float %45, %34, !dbg !15
  %47 = fadd float %46, %35, !dbg !15
  %48 = fadd float %47, %41, !dbg !15
  %49 = fadd float %48, %42, !dbg !15
  %50 = fadd float %49, %43, !dbg !15
  %51 = fadd float %50, %44, !dbg !15
  %52 = bitcast float %51 to i32, !dbg !18
  %53 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %52, i32 16, i32 31), !dbg !18
  %54 = bitcast i32 %53 to float, !dbg !18
  %55 = fadd float %51, %54, !dbg !15
  %56 = bitcast float %55 to i32, !dbg !18
  %57 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %56, i32 8, i32 31), !dbg !18
  %58 = bitcast i32 %57 to float, !dbg !18
  %59 = fadd float %55, %58, !dbg !15
  %60 = bitcast float %59 to i32, !dbg !18
  %61 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %60, i32 4, i32 31), !dbg !18
  %62 = bitcast i32 %61 to float, !dbg !18
  %63 = fadd float %59, %62, !dbg !15
  %64 = bitcast float %63 to i32, !dbg !18
  %65 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %64, i32 2, i32 31), !dbg !18
  %66 = bitcast i32 %65 to float, !dbg !18
  %67 = fadd float %63, %66, !dbg !15
  %68 = bitcast float %67 to i32, !dbg !18
  %69 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %68, i32 1, i32 31), !dbg !18
  %70 = bitcast i32 %69 to float, !dbg !18
  %71 = fadd float %67, %70, !dbg !15
  %72 = icmp eq i32 %13, 0, !dbg !18
  %73 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14, !dbg !18
  %74 = bitcast float %71 to <1 x i32>, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %73, <1 x i32> %74, i1 %72) #6, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %75 = icmp samesign ult i32 %12, 4, !dbg !18
  %76 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !18
  %77 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %76, i1 %75) #6, !dbg !18
  %78 = bitcast i32 %77 to float, !dbg !18
  %79 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 2, i32 31), !dbg !18
  %80 = bitcast i32 %79 to float, !dbg !18
  %81 = fadd float %78, %80, !dbg !15
  %82 = bitcast float %81 to i32, !dbg !18
  %83 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %82, i32 1, i32 31), !dbg !18
  %84 = bitcast i32 %83 to float, !dbg !18
  %85 = fadd float %81, %84, !dbg !15
  %86 = and i32 %11, 3, !dbg !18
  %87 = icmp eq i32 %86, 0, !dbg !18
  %88 = and i1 %75, %87, !dbg !18
  %89 = bitcast float %85 to <1 x i32>, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %76, <1 x i32> %89, i1 %88) #6, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %90 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !18
  %91 = sitofp i32 %4 to float, !dbg !21
  %92 = tail call float @llvm.nvvm.div.full(float %90, float %91), !dbg !21
  %93 = fsub float %32, %92, !dbg !22
  %94 = fsub float %33, %92, !dbg !22
  %95 = fsub float %34, %92, !dbg !22
  %96 = fsub float %35, %92, !dbg !22
  %97 = fsub float %41, %92, !dbg !22
  %98 = fsub float %42, %92, !dbg !22
  %99 = fsub float %43, %92, !dbg !22
  %100 = fsub float %44, %92, !dbg !22
  %101 = select i1 %18, float %93, float 0.000000e+00, !dbg !23
  %102 = select i1 %18, float %94, float 0.000000e+00, !dbg !23
  %103 = select i1 %18, float %95, float 0.000000e+00, !dbg !23
  %104 = select i1 %18, float %96, float 0.000000e+00, !dbg !23
  %105 = select i1 %19, float %97, float 0.000000e+00, !dbg !23
  %106 = select i1 %19, float %98, float 0.000000e+00, !dbg !23
  %107 = select i1 %19, float %99, float 0.000000e+00, !dbg !23
  %108 = select i1 %19, float %100, float 0.000000e+00, !dbg !23
  %109 = fmul float %101, %101, !dbg !24
  %110 = fmul float %102, %102, !dbg !24
  %111 = fmul float %103, %103, !dbg !24
  %112 = fmul float %104, %104, !dbg !24
  %113 = fmul float %105, %105, !dbg !24
  %114 = fmul float %106, %106, !dbg !24
  %115 = fmul float %107, %107, !dbg !24
  %116 = fmul float %108, %108, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %117 = fadd float %109, %110, !dbg !27
  %118 = fadd float %111, %117, !dbg !27
  %119 = fadd float %112, %118, !dbg !27
  %120 = fadd float %113, %119, !dbg !27
  %121 = fadd float %114, %120, !dbg !27
  %122 = fadd float %115, %121, !dbg !27
  %123 = fadd float %116, %122, !dbg !27
  %124 = bitcast float %123 to i32, !dbg !25
  %125 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %124, i32 16, i32 31), !dbg !25
  %126 = bitcast i32 %125 to float, !dbg !25
  %127 = fadd float %123, %126, !dbg !27
  %128 = bitcast float %127 to i32, !dbg !25
  %129 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 8, i32 31), !dbg !25
  %130 = bitcast i32 %129 to float, !dbg !25
  %131 = fadd float %127, %130, !dbg !27
  %132 = bitcast float %131 to i32, !dbg !25
  %133 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %132, i32 4, i32 31), !dbg !25
  %134 = bitcast i32 %133 to float, !dbg !25
  %135 = fadd float %131, %134, !dbg !27
  %136 = bitcast float %135 to i32, !dbg !25
  %137 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %136, i32 2, i32 31), !dbg !25
  %138 = bitcast i32 %137 to float, !dbg !25
  %139 = fadd float %135, %138, !dbg !27
  %140 = bitcast float %139 to i32, !dbg !25
  %141 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %140, i32 1, i32 31), !dbg !25
  %142 = bitcast i32 %141 to float, !dbg !25
  %143 = fadd float %139, %142, !dbg !27
  %144 = bitcast float %143 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %73, <1 x i32> %144, i1 %72) #6, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %145 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %76, i1 %75) #6, !dbg !25
  %146 = bitcast i32 %145 to float, !dbg !25
  %147 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %145, i32 2, i32 31), !dbg !25
  %148 = bitcast i32 %147 to float, !dbg !25
  %149 = fadd float %146, %148, !dbg !27
  %150 = bitcast float %149 to i32, !dbg !25
  %151 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 1, i32 31), !dbg !25
  %152 = bitcast i32 %151 to float, !dbg !25
  %153 = fadd float %149, %152, !dbg !27
  %154 = bitcast float %153 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %76, <1 x i32> %154, i1 %88) #6, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %155 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !25
  %156 = tail call float @llvm.nvvm.div.full(float %155, float %91), !dbg !28
  %157 = fadd float %6, %156, !dbg !29
  %158 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #6, !dbg !30
  %.not.i = icmp eq i32 %158, 0, !dbg !30
  %159 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #6, !dbg !30
  %.not1.i = icmp eq i32 %159, 0, !dbg !30
  br i1 %.not.i, label %165, label %160, !dbg !30

160:                                              ; preds = %9
  br i1 %.not1.i, label %163, label %161, !dbg !30

161:                                              ; preds = %160
  %162 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %157) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

163:                                              ; preds = %160
  %164 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %157) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

165:                                              ; preds = %9
  br i1 %.not1.i, label %168, label %166, !dbg !30

166:                                              ; preds = %165
  %167 = tail call float @llvm.nvvm.sqrt.rn.f(float %157) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

168:                                              ; preds = %165
  %169 = tail call float @llvm.nvvm.sqrt.approx.f(float %157) #6, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

__nv_sqrtf.exit:                                  ; preds = %161, %163, %166, %168
  %.0.i = phi float [ %162, %161 ], [ %164, %163 ], [ %167, %166 ], [ %169, %168 ], !dbg !30
  %170 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !31
  %171 = getelementptr float, ptr addrspace(1) %2, i64 %23, !dbg !32
  %172 = getelementptr float, ptr addrspace(1) %2, i64 %25, !dbg !32
  %173 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %171, i1 %18) #6, !dbg !33
  %174 = extractvalue { i32, i32, i32, i32 } %173, 0, !dbg !33
  %175 = extractvalue { i32, i32, i32, i32 } %173, 1, !dbg !33
  %176 = extractvalue { i32, i32, i32, i32 } %173, 2, !dbg !33
  %177 = extractvalue { i32, i32, i32, i32 } %173, 3, !dbg !33
  %178 = bitcast i32 %174 to float, !dbg !33
  %179 = bitcast i32 %175 to float, !dbg !33
  %180 = bitcast i32 %176 to float, !dbg !33
  %181 = bitcast i32 %177 to float, !dbg !33
  %182 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %172, i1 %19) #6, !dbg !33
  %183 = extractvalue { i32, i32, i32, i32 } %182, 0, !dbg !33
  %184 = extractvalue { i32, i32, i32, i32 } %182, 1, !dbg !33
  %185 = extractvalue { i32, i32, i32, i32 } %182, 2, !dbg !33
  %186 = extractvalue { i32, i32, i32, i32 } %182, 3, !dbg !33
  %187 = bitcast i32 %183 to float, !dbg !33
  %188 = bitcast i32 %184 to float, !dbg !33
  %189 = bitcast i32 %185 to float, !dbg !33
  %190 = bitcast i32 %186 to float, !dbg !33
  %191 = getelementptr float, ptr addrspace(1) %3, i64 %23, !dbg !34
  %192 = getelementptr float, ptr addrspace(1) %3, i64 %25, !dbg !34
  %193 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %191, i1 %18) #6, !dbg !35
  %194 = extractvalue { i32, i32, i32, i32 } %193, 0, !dbg !35
  %195 = extractvalue { i32, i32, i32, i32 } %193, 1, !dbg !35
  %196 = extractvalue { i32, i32, i32, i32 } %193, 2, !dbg !35
  %197 = extractvalue { i32, i32, i32, i32 } %193, 3, !dbg !35
  %198 = bitcast i32 %194 to float, !dbg !35
  %199 = bitcast i32 %195 to float, !dbg !35
  %200 = bitcast i32 %196 to float, !dbg !35
  %201 = bitcast i32 %197 to float, !dbg !35
  %202 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %192, i1 %19) #6, !dbg !35
  %203 = extractvalue { i32, i32, i32, i32 } %202, 0, !dbg !35
  %204 = extractvalue { i32, i32, i32, i32 } %202, 1, !dbg !35
  %205 = extractvalue { i32, i32, i32, i32 } %202, 2, !dbg !35
  %206 = extractvalue { i32, i32, i32, i32 } %202, 3, !dbg !35
  %207 = bitcast i32 %203 to float, !dbg !35
  %208 = bitcast i32 %204 to float, !dbg !35
  %209 = bitcast i32 %205 to float, !dbg !35
  %210 = bitcast i32 %206 to float, !dbg !35
  %211 = getelementptr float, ptr addrspace(1) %1, i64 %21, !dbg !36
  %212 = getelementptr float, ptr addrspace(1) %211, i64 %23, !dbg !37
  %213 = getelementptr float, ptr addrspace(1) %211, i64 %25, !dbg !37
  %214 = fmul float %101, %170, !dbg !38
  %215 = fmul float %102, %170, !dbg !38
  %216 = fmul float %103, %170, !dbg !38
  %217 = fmul float %104, %170, !dbg !38
  %218 = fmul float %105, %170, !dbg !38
  %219 = fmul float %106, %170, !dbg !38
  %220 = fmul float %107, %170, !dbg !38
  %221 = fmul float %108, %170, !dbg !38
  %222 = fmul float %214, %178, !dbg !39
  %223 = fmul float %215, %179, !dbg !39
  %224 = fmul float %216, %180, !dbg !39
  %225 = fmul float %217, %181, !dbg !39
  %226 = fmul float %218, %187, !dbg !39
  %227 = fmul float %219, %188, !dbg !39
  %228 = fmul float %220, %189, !dbg !39
  %229 = fmul float %221, %190, !dbg !39
  %230 = fadd float %222, %198, !dbg !40
  %231 = fadd float %223, %199, !dbg !40
  %232 = fadd float %224, %200, !dbg !40
  %233 = fadd float %225, %201, !dbg !40
  %234 = fadd float %226, %207, !dbg !40
  %235 = fadd float %227, %208, !dbg !40
  %236 = fadd float %228, %209, !dbg !40
  %237 = fadd float %229, %210, !dbg !40
  %238 = bitcast float %230 to i32, !dbg !41
  %239 = bitcast float %231 to i32, !dbg !41
  %240 = bitcast float %232 to i32, !dbg !41
  %241 = bitcast float %233 to i32, !dbg !41
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %238, i32 %239, i32 %240, i32 %241, ptr addrspace(1) %212, i1 %18) #6, !dbg !41
  %242 = bitcast float %234 to i32, !dbg !41
  %243 = bitcast float %235 to i32, !dbg !41
  %244 = bitcast float %236 to i32, !dbg !41
  %245 = bitcast float %237 to i32, !dbg !41
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %242, i32 %243, i32 %244, i32 %245, ptr addrspace(1) %213, i1 %19) #6, !dbg !41
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
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
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
