; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %14 = shl i32 %12, 6, !dbg !9
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 63, !dbg !10
  %18 = shl nuw nsw i32 %15, 3, !dbg !10
  %19 = and i32 %18, 56, !dbg !10
  %20 = or disjoint i32 %17, %14, !dbg !11
  %21 = shl nuw nsw i32 %13, 6, !dbg !12
  %22 = or disjoint i32 %19, %21, !dbg !13
  %23 = or disjoint i32 %22, 1, !dbg !13
  %24 = or disjoint i32 %22, 2, !dbg !13
  %25 = or disjoint i32 %22, 3, !dbg !13
  %26 = or disjoint i32 %22, 4, !dbg !13
  %27 = or disjoint i32 %22, 5, !dbg !13
  %28 = or disjoint i32 %22, 6, !dbg !13
  %29 = or disjoint i32 %22, 7, !dbg !13
  %30 = and i32 %18, 24, !dbg !14
  %31 = lshr i32 %15, 3, !dbg !14
  %32 = and i32 %31, 31, !dbg !14
  %33 = icmp slt i32 %20, %3, !dbg !15
  %34 = mul i32 %6, %20, !dbg !16
  %35 = sext i32 %34 to i64, !dbg !17
  %36 = getelementptr half, ptr addrspace(1) %0, i64 %35, !dbg !17
  %37 = icmp slt i32 %22, %4, !dbg !18
  %38 = icmp slt i32 %23, %4, !dbg !18
  %39 = icmp slt i32 %24, %4, !dbg !18
  %40 = icmp slt i32 %25, %4, !dbg !18
  %41 = icmp slt i32 %26, %4, !dbg !18
  %42 = icmp slt i32 %27, %4, !dbg !18
  %43 = icmp slt i32 %28, %4, !dbg !18
  %44 = icmp slt i32 %29, %4, !dbg !18
  %45 = icmp sgt i32 %5, 0, !dbg !19
  %46 = shl nuw nsw i32 %15, 4
  br i1 %45, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %11
  %.pre33 = shl nuw nsw i32 %15, 1, !dbg !20
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %47 = and i32 %46, 4080
  %48 = shl nuw nsw i32 %15, 1
  %49 = and i32 %48, 48
  %50 = xor i32 %47, %49
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %50
  %52 = zext nneg i32 %22 to i64
  %53 = zext nneg i32 %23 to i64
  %54 = zext nneg i32 %24 to i64
  %55 = zext nneg i32 %25 to i64
  %56 = zext nneg i32 %26 to i64
  %57 = zext nneg i32 %27 to i64
  %58 = zext nneg i32 %28 to i64
  %59 = zext nneg i32 %29 to i64
  %60 = and i32 %48, 112
  %61 = xor i32 %47, %60
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %61
  %63 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %64 = and i32 %63, 16383
  %65 = zext nneg i32 %64 to i64
  %66 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %67 = lshr i32 %15, 5
  %68 = or disjoint i64 %65, -9223371899415822336
  %69 = add nuw nsw i64 %65, -9223371899415822334
  br label %70, !dbg !19

70:                                               ; preds = %.lr.ph, %70
  %71 = phi float [ 0.000000e+00, %.lr.ph ], [ %239, %70 ]
  %72 = phi float [ 0.000000e+00, %.lr.ph ], [ %240, %70 ]
  %73 = phi float [ 0.000000e+00, %.lr.ph ], [ %241, %70 ]
  %74 = phi float [ 0.000000e+00, %.lr.ph ], [ %242, %70 ]
  %75 = phi float [ 0.000000e+00, %.lr.ph ], [ %243, %70 ]
  %76 = phi float [ 0.000000e+00, %.lr.ph ], [ %244, %70 ]
  %77 = phi float [ 0.000000e+00, %.lr.ph ], [ %245, %70 ]
  %78 = phi float [ 0.000000e+00, %.lr.ph ], [ %246, %70 ]
  %79 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %70 ]
  %80 = phi float [ 0.000000e+00, %.lr.ph ], [ %248, %70 ]
  %81 = phi float [ 0.000000e+00, %.lr.ph ], [ %249, %70 ]
  %82 = phi float [ 0.000000e+00, %.lr.ph ], [ %250, %70 ]
  %83 = phi float [ 0.000000e+00, %.lr.ph ], [ %251, %70 ]
  %84 = phi float [ 0.000000e+00, %.lr.ph ], [ %252, %70 ]
  %85 = phi float [ 0.000000e+00, %.lr.ph ], [ %253, %70 ]
  %86 = phi float [ 0.000000e+00, %.lr.ph ], [ %254, %70 ]
  %87 = phi i32 [ 0, %.lr.ph ], [ %255, %70 ]
  %88 = or disjoint i32 %87, %30, !dbg !21
  %89 = or disjoint i32 %88, 1, !dbg !21
  %90 = or disjoint i32 %88, 2, !dbg !21
  %91 = or disjoint i32 %88, 3, !dbg !21
  %92 = or disjoint i32 %88, 4, !dbg !21
  %93 = or disjoint i32 %88, 5, !dbg !21
  %94 = or disjoint i32 %88, 6, !dbg !21
  %95 = or disjoint i32 %88, 7, !dbg !21
  %96 = or disjoint i32 %87, %32, !dbg !21
  %97 = icmp slt i32 %88, %5, !dbg !22
  %98 = icmp slt i32 %89, %5, !dbg !22
  %99 = icmp slt i32 %90, %5, !dbg !22
  %100 = icmp slt i32 %91, %5, !dbg !22
  %101 = icmp slt i32 %92, %5, !dbg !22
  %102 = icmp slt i32 %93, %5, !dbg !22
  %103 = icmp slt i32 %94, %5, !dbg !22
  %104 = icmp slt i32 %95, %5, !dbg !22
  %105 = and i1 %33, %97, !dbg !23
  %106 = and i1 %33, %98, !dbg !23
  %107 = and i1 %33, %99, !dbg !23
  %108 = and i1 %33, %100, !dbg !23
  %109 = and i1 %33, %101, !dbg !23
  %110 = and i1 %33, %102, !dbg !23
  %111 = and i1 %33, %103, !dbg !23
  %112 = and i1 %33, %104, !dbg !23
  %113 = sext i32 %88 to i64, !dbg !24
  %114 = getelementptr half, ptr addrspace(1) %36, i64 %113, !dbg !24
  %115 = sext i32 %89 to i64, !dbg !24
  %116 = getelementptr half, ptr addrspace(1) %36, i64 %115, !dbg !24
  %117 = sext i32 %90 to i64, !dbg !24
  %118 = getelementptr half, ptr addrspace(1) %36, i64 %117, !dbg !24
  %119 = sext i32 %91 to i64, !dbg !24
  %120 = getelementptr half, ptr addrspace(1) %36, i64 %119, !dbg !24
  %121 = sext i32 %92 to i64, !dbg !24
  %122 = getelementptr half, ptr addrspace(1) %36, i64 %121, !dbg !24
  %123 = sext i32 %93 to i64, !dbg !24
  %124 = getelementptr half, ptr addrspace(1) %36, i64 %123, !dbg !24
  %125 = sext i32 %94 to i64, !dbg !24
  %126 = getelementptr half, ptr addrspace(1) %36, i64 %125, !dbg !24
  %127 = sext i32 %95 to i64, !dbg !24
  %128 = getelementptr half, ptr addrspace(1) %36, i64 %127, !dbg !24
  %129 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %114, i1 %105) #5, !dbg !25
  %130 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %116, i1 %106) #5, !dbg !25
  %131 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %118, i1 %107) #5, !dbg !25
  %132 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %120, i1 %108) #5, !dbg !25
  %133 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %122, i1 %109) #5, !dbg !25
  %134 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %124, i1 %110) #5, !dbg !25
  %135 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %126, i1 %111) #5, !dbg !25
  %136 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %128, i1 %112) #5, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %137 = insertelement <2 x i16> poison, i16 %129, i64 0, !dbg !25
  %138 = insertelement <2 x i16> %137, i16 %130, i64 1, !dbg !25
  %139 = bitcast <2 x i16> %138 to i32, !dbg !25
  %140 = insertelement <2 x i16> poison, i16 %131, i64 0, !dbg !25
  %141 = insertelement <2 x i16> %140, i16 %132, i64 1, !dbg !25
  %142 = bitcast <2 x i16> %141 to i32, !dbg !25
  %143 = insertelement <2 x i16> poison, i16 %133, i64 0, !dbg !25
  %144 = insertelement <2 x i16> %143, i16 %134, i64 1, !dbg !25
  %145 = bitcast <2 x i16> %144 to i32, !dbg !25
  %146 = insertelement <2 x i16> poison, i16 %135, i64 0, !dbg !25
  %147 = insertelement <2 x i16> %146, i16 %136, i64 1, !dbg !25
  %148 = bitcast <2 x i16> %147 to i32, !dbg !25
  %149 = insertelement <4 x i32> poison, i32 %139, i64 0, !dbg !25
  %150 = insertelement <4 x i32> %149, i32 %142, i64 1, !dbg !25
  %151 = insertelement <4 x i32> %150, i32 %145, i64 2, !dbg !25
  %152 = insertelement <4 x i32> %151, i32 %148, i64 3, !dbg !25
  store <4 x i32> %152, ptr addrspace(3) %51, align 16, !dbg !25
  %153 = icmp slt i32 %96, %5, !dbg !26
  %154 = and i1 %37, %153, !dbg !27
  %155 = and i1 %38, %153, !dbg !27
  %156 = and i1 %39, %153, !dbg !27
  %157 = and i1 %40, %153, !dbg !27
  %158 = and i1 %41, %153, !dbg !27
  %159 = and i1 %42, %153, !dbg !27
  %160 = and i1 %43, %153, !dbg !27
  %161 = and i1 %44, %153, !dbg !27
  %162 = mul i32 %96, %7, !dbg !28
  %163 = sext i32 %162 to i64, !dbg !29
  %164 = getelementptr half, ptr addrspace(1) %1, i64 %163, !dbg !29
  %165 = getelementptr half, ptr addrspace(1) %164, i64 %52, !dbg !30
  %166 = getelementptr half, ptr addrspace(1) %164, i64 %53, !dbg !30
  %167 = getelementptr half, ptr addrspace(1) %164, i64 %54, !dbg !30
  %168 = getelementptr half, ptr addrspace(1) %164, i64 %55, !dbg !30
  %169 = getelementptr half, ptr addrspace(1) %164, i64 %56, !dbg !30
  %170 = getelementptr half, ptr addrspace(1) %164, i64 %57, !dbg !30
  %171 = getelementptr half, ptr addrspace(1) %164, i64 %58, !dbg !30
  %172 = getelementptr half, ptr addrspace(1) %164, i64 %59, !dbg !30
  %173 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %165, i1 %154) #5, !dbg !31
  %174 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %166, i1 %155) #5, !dbg !31
  %175 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %167, i1 %156) #5, !dbg !31
  %176 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %168, i1 %157) #5, !dbg !31
  %177 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %169, i1 %158) #5, !dbg !31
  %178 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %170, i1 %159) #5, !dbg !31
  %179 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %171, i1 %160) #5, !dbg !31
  %180 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %172, i1 %161) #5, !dbg !31
  %181 = insertelement <2 x i16> poison, i16 %173, i64 0, !dbg !31
  %182 = insertelement <2 x i16> %181, i16 %174, i64 1, !dbg !31
  %183 = bitcast <2 x i16> %182 to i32, !dbg !31
  %184 = insertelement <2 x i16> poison, i16 %175, i64 0, !dbg !31
  %185 = insertelement <2 x i16> %184, i16 %176, i64 1, !dbg !31
  %186 = bitcast <2 x i16> %185 to i32, !dbg !31
  %187 = insertelement <2 x i16> poison, i16 %177, i64 0, !dbg !31
  %188 = insertelement <2 x i16> %187, i16 %178, i64 1, !dbg !31
  %189 = bitcast <2 x i16> %188 to i32, !dbg !31
  %190 = insertelement <2 x i16> poison, i16 %179, i64 0, !dbg !31
  %191 = insertelement <2 x i16> %190, i16 %180, i64 1, !dbg !31
  %192 = bitcast <2 x i16> %191 to i32, !dbg !31
  %193 = insertelement <4 x i32> poison, i32 %183, i64 0, !dbg !31
  %194 = insertelement <4 x i32> %193, i32 %186, i64 1, !dbg !31
  %195 = insertelement <4 x i32> %194, i32 %189, i64 2, !dbg !31
  %196 = insertelement <4 x i32> %195, i32 %192, i64 3, !dbg !31
  store <4 x i32> %196, ptr addrspace(3) %62, align 16, !dbg !31
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #5, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %197 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %67, i32 0, i32 31), !dbg !32
  %198 = and i32 %197, 4, !dbg !32
  %199 = add nuw nsw i32 %198, %66, !dbg !32
  %200 = and i32 %199, 16383, !dbg !32
  %201 = zext nneg i32 %200 to i64, !dbg !32
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !32
  %202 = or disjoint i64 %201, 4611686293305294848, !dbg !32
  %203 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %71, float %72, float %73, float %74, float %75, float %76, float %77, float %78, float %79, float %80, float %81, float %82, float %83, float %84, float %85, float %86, i64 %68, i64 %202, i1 true) #5, !dbg !32
  %204 = add nuw nsw i64 %201, 4611686293305294976, !dbg !32
  %205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 0, !dbg !32
  %206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 1, !dbg !32
  %207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 2, !dbg !32
  %208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 3, !dbg !32
  %209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 4, !dbg !32
  %210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 5, !dbg !32
  %211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 6, !dbg !32
  %212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 7, !dbg !32
  %213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 8, !dbg !32
  %214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 9, !dbg !32
  %215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 10, !dbg !32
  %216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 11, !dbg !32
  %217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 12, !dbg !32
  %218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 13, !dbg !32
  %219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 14, !dbg !32
  %220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %203, 15, !dbg !32
  %221 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15}, $32, $33, $34, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,l,l,b"(float %205, float %206, float %207, float %208, float %209, float %210, float %211, float %212, float %213, float %214, float %215, float %216, float %217, float %218, float %219, float %220, i64 %69, i64 %204, i1 true) #5, !dbg !32
  %222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 0, !dbg !32
  %223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 1, !dbg !32
  %224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 2, !dbg !32
  %225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 3, !dbg !32
  %226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 4, !dbg !32
  %227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 5, !dbg !32
  %228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 6, !dbg !32
  %229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 7, !dbg !32
  %230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 8, !dbg !32
  %231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 9, !dbg !32
  %232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 10, !dbg !32
  %233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 11, !dbg !32
  %234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 12, !dbg !32
  %235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 13, !dbg !32
  %236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 14, !dbg !32
  %237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %221, 15, !dbg !32
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !32
  %238 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21"(float %222, float %223, float %224, float %225, float %226, float %227, float %228, float %229, float %230, float %231, float %232, float %233, float %234, float %235, float %236, float %237, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #5, !dbg !32
  %239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 0, !dbg !32
  %240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 1, !dbg !32
  %241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 2, !dbg !32
  %242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 3, !dbg !32
  %243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 4, !dbg !32
  %244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 5, !dbg !32
  %245 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 6, !dbg !32
  %246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 7, !dbg !32
  %247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 8, !dbg !32
  %248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 9, !dbg !32
  %249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 10, !dbg !32
  %250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 11, !dbg !32
  %251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 12, !dbg !32
  %252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 13, !dbg !32
  %253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 14, !dbg !32
  %254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %238, 15, !dbg !32
  %255 = add i32 %87, 32, !dbg !19
  %256 = icmp slt i32 %255, %5, !dbg !19
  br i1 %256, label %70, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %70, %.._crit_edge_crit_edge
  %.pre-phi34 = phi i32 [ %.pre33, %.._crit_edge_crit_edge ], [ %48, %70 ], !dbg !20
  %257 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %239, %70 ], !dbg !33
  %258 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %240, %70 ], !dbg !33
  %259 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %241, %70 ], !dbg !33
  %260 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %242, %70 ], !dbg !33
  %261 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %243, %70 ], !dbg !33
  %262 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %244, %70 ], !dbg !33
  %263 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %245, %70 ], !dbg !33
  %264 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %246, %70 ], !dbg !33
  %265 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %247, %70 ], !dbg !33
  %266 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %248, %70 ], !dbg !33
  %267 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %249, %70 ], !dbg !33
  %268 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %250, %70 ], !dbg !33
  %269 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %251, %70 ], !dbg !33
  %270 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %252, %70 ], !dbg !33
  %271 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %253, %70 ], !dbg !33
  %272 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %254, %70 ], !dbg !33
  %273 = shl nuw nsw i32 %15, 2, !dbg !10
  %274 = and i32 %273, 60, !dbg !10
  %275 = or disjoint i32 %21, %274, !dbg !13
  %276 = or disjoint i32 %275, 3, !dbg !13
  %277 = or disjoint i32 %275, 2, !dbg !13
  %278 = or disjoint i32 %275, 1, !dbg !13
  %279 = lshr i32 %15, 4, !dbg !10
  %280 = or disjoint i32 %279, %14, !dbg !11
  %281 = or i32 %280, 48, !dbg !11
  %282 = and i32 %279, 15, !dbg !10
  %283 = or disjoint i32 %14, %282, !dbg !11
  %284 = or disjoint i32 %283, 32, !dbg !11
  %285 = or disjoint i32 %283, 16, !dbg !11
  %286 = icmp slt i32 %283, %3, !dbg !34
  %287 = icmp slt i32 %285, %3, !dbg !34
  %288 = icmp slt i32 %284, %3, !dbg !34
  %289 = icmp slt i32 %281, %3, !dbg !34
  %290 = icmp slt i32 %275, %4, !dbg !35
  %291 = icmp slt i32 %278, %4, !dbg !35
  %292 = icmp slt i32 %277, %4, !dbg !35
  %293 = icmp slt i32 %276, %4, !dbg !35
  %294 = and i1 %286, %290, !dbg !36
  %295 = and i1 %286, %291, !dbg !36
  %296 = and i1 %286, %292, !dbg !36
  %297 = and i1 %286, %293, !dbg !36
  %298 = and i1 %287, %290, !dbg !36
  %299 = and i1 %287, %291, !dbg !36
  %300 = and i1 %287, %292, !dbg !36
  %301 = and i1 %287, %293, !dbg !36
  %302 = and i1 %288, %290, !dbg !36
  %303 = and i1 %288, %291, !dbg !36
  %304 = and i1 %288, %292, !dbg !36
  %305 = and i1 %288, %293, !dbg !36
  %306 = and i1 %289, %290, !dbg !36
  %307 = and i1 %289, %291, !dbg !36
  %308 = and i1 %289, %292, !dbg !36
  %309 = and i1 %289, %293, !dbg !36
  %310 = mul i32 %8, %283, !dbg !37
  %311 = mul i32 %8, %285, !dbg !37
  %312 = mul i32 %8, %284, !dbg !37
  %313 = mul i32 %8, %281, !dbg !37
  %314 = sext i32 %310 to i64, !dbg !38
  %315 = getelementptr float, ptr addrspace(1) %2, i64 %314, !dbg !38
  %316 = sext i32 %311 to i64, !dbg !38
  %317 = getelementptr float, ptr addrspace(1) %2, i64 %316, !dbg !38
  %318 = sext i32 %312 to i64, !dbg !38
  %319 = getelementptr float, ptr addrspace(1) %2, i64 %318, !dbg !38
  %320 = sext i32 %313 to i64, !dbg !38
  %321 = getelementptr float, ptr addrspace(1) %2, i64 %320, !dbg !38
  %322 = zext nneg i32 %275 to i64, !dbg !39
  %323 = getelementptr float, ptr addrspace(1) %315, i64 %322, !dbg !39
  %324 = zext nneg i32 %278 to i64, !dbg !39
  %325 = getelementptr float, ptr addrspace(1) %315, i64 %324, !dbg !39
  %326 = zext nneg i32 %277 to i64, !dbg !39
  %327 = getelementptr float, ptr addrspace(1) %315, i64 %326, !dbg !39
  %328 = zext nneg i32 %276 to i64, !dbg !39
  %329 = getelementptr float, ptr addrspace(1) %315, i64 %328, !dbg !39
  %330 = getelementptr float, ptr addrspace(1) %317, i64 %322, !dbg !39
  %331 = getelementptr float, ptr addrspace(1) %317, i64 %324, !dbg !39
  %332 = getelementptr float, ptr addrspace(1) %317, i64 %326, !dbg !39
  %333 = getelementptr float, ptr addrspace(1) %317, i64 %328, !dbg !39
  %334 = getelementptr float, ptr addrspace(1) %319, i64 %322, !dbg !39
  %335 = getelementptr float, ptr addrspace(1) %319, i64 %324, !dbg !39
  %336 = getelementptr float, ptr addrspace(1) %319, i64 %326, !dbg !39
  %337 = getelementptr float, ptr addrspace(1) %319, i64 %328, !dbg !39
  %338 = getelementptr float, ptr addrspace(1) %321, i64 %322, !dbg !39
  %339 = getelementptr float, ptr addrspace(1) %321, i64 %324, !dbg !39
  %340 = getelementptr float, ptr addrspace(1) %321, i64 %326, !dbg !39
  %341 = getelementptr float, ptr addrspace(1) %321, i64 %328, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %342 = and i32 %15, 12, !dbg !20
  %343 = shl nuw nsw i32 %342, 9, !dbg !20
  %344 = and i32 %46, 1568, !dbg !20
  %345 = shl nuw nsw i32 %342, 1, !dbg !20
  %346 = and i32 %15, 1, !dbg !20
  %347 = icmp eq i32 %346, 0, !dbg !20
  %348 = select i1 %347, i32 0, i32 8256, !dbg !20
  %349 = and i32 %18, 128, !dbg !20
  %350 = lshr i32 %15, 1, !dbg !20
  %351 = and i32 %350, 64, !dbg !20
  %352 = or disjoint i32 %343, %349, !dbg !20
  %353 = or disjoint i32 %344, %345, !dbg !20
  %354 = xor i32 %348, %351, !dbg !20
  %355 = or disjoint i32 %354, %353, !dbg !20
  %356 = or disjoint i32 %355, %352, !dbg !20
  %357 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %356, !dbg !20
  %358 = insertelement <2 x float> poison, float %257, i64 0, !dbg !20
  %359 = insertelement <2 x float> %358, float %258, i64 1, !dbg !20
  store <2 x float> %359, ptr addrspace(3) %357, align 8, !dbg !20
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) %357, i32 256, !dbg !20
  %361 = insertelement <2 x float> poison, float %259, i64 0, !dbg !20
  %362 = insertelement <2 x float> %361, float %260, i64 1, !dbg !20
  store <2 x float> %362, ptr addrspace(3) %360, align 8, !dbg !20
  %363 = xor i32 %356, 8, !dbg !20
  %364 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %363, !dbg !20
  %365 = insertelement <2 x float> poison, float %261, i64 0, !dbg !20
  %366 = insertelement <2 x float> %365, float %262, i64 1, !dbg !20
  store <2 x float> %366, ptr addrspace(3) %364, align 8, !dbg !20
  %367 = getelementptr inbounds nuw i8, ptr addrspace(3) %364, i32 256, !dbg !20
  %368 = insertelement <2 x float> poison, float %263, i64 0, !dbg !20
  %369 = insertelement <2 x float> %368, float %264, i64 1, !dbg !20
  store <2 x float> %369, ptr addrspace(3) %367, align 8, !dbg !20
  %370 = xor i32 %356, 16, !dbg !20
  %371 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %370, !dbg !20
  %372 = insertelement <2 x float> poison, float %265, i64 0, !dbg !20
  %373 = insertelement <2 x float> %372, float %266, i64 1, !dbg !20
  store <2 x float> %373, ptr addrspace(3) %371, align 8, !dbg !20
  %374 = getelementptr inbounds nuw i8, ptr addrspace(3) %371, i32 256, !dbg !20
  %375 = insertelement <2 x float> poison, float %267, i64 0, !dbg !20
  %376 = insertelement <2 x float> %375, float %268, i64 1, !dbg !20
  store <2 x float> %376, ptr addrspace(3) %374, align 8, !dbg !20
  %377 = xor i32 %356, 24, !dbg !20
  %378 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %377, !dbg !20
  %379 = insertelement <2 x float> poison, float %269, i64 0, !dbg !20
  %380 = insertelement <2 x float> %379, float %270, i64 1, !dbg !20
  store <2 x float> %380, ptr addrspace(3) %378, align 8, !dbg !20
  %381 = getelementptr inbounds nuw i8, ptr addrspace(3) %378, i32 256, !dbg !20
  %382 = insertelement <2 x float> poison, float %271, i64 0, !dbg !20
  %383 = insertelement <2 x float> %382, float %272, i64 1, !dbg !20
  store <2 x float> %383, ptr addrspace(3) %381, align 8, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %384 = and i32 %15, 48, !dbg !20
  %385 = shl nuw nsw i32 %384, 7, !dbg !20
  %386 = and i32 %273, 24, !dbg !20
  %387 = and i32 %.pre-phi34, 384, !dbg !20
  %388 = lshr exact i32 %384, 1, !dbg !20
  %389 = shl nuw nsw i32 %346, 5, !dbg !20
  %390 = and i32 %18, 64, !dbg !20
  %391 = or disjoint i32 %389, %390, !dbg !20
  %392 = or disjoint i32 %385, %386, !dbg !20
  %393 = or disjoint i32 %387, %388, !dbg !20
  %394 = xor i32 %392, %393, !dbg !20
  %395 = or disjoint i32 %394, %391, !dbg !20
  %396 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %395, !dbg !20
  %397 = load <2 x i32>, ptr addrspace(3) %396, align 8, !dbg !20
  %398 = getelementptr inbounds nuw i8, ptr addrspace(3) %396, i32 512, !dbg !20
  %399 = load <2 x i32>, ptr addrspace(3) %398, align 8, !dbg !20
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) %396, i32 1024, !dbg !20
  %401 = load <2 x i32>, ptr addrspace(3) %400, align 8, !dbg !20
  %402 = getelementptr inbounds nuw i8, ptr addrspace(3) %396, i32 1536, !dbg !20
  %403 = load <2 x i32>, ptr addrspace(3) %402, align 8, !dbg !20
  %404 = xor i32 %395, 8256, !dbg !20
  %405 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %404, !dbg !20
  %406 = load <2 x i32>, ptr addrspace(3) %405, align 8, !dbg !20
  %407 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 512, !dbg !20
  %408 = load <2 x i32>, ptr addrspace(3) %407, align 8, !dbg !20
  %409 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 1024, !dbg !20
  %410 = load <2 x i32>, ptr addrspace(3) %409, align 8, !dbg !20
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) %405, i32 1536, !dbg !20
  %412 = load <2 x i32>, ptr addrspace(3) %411, align 8, !dbg !20
  %.extract = extractelement <2 x i32> %397, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %323, i1 %294) #5, !dbg !20
  %.extract17 = extractelement <2 x i32> %397, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract17, ptr addrspace(1) %325, i1 %295) #5, !dbg !20
  %.extract18 = extractelement <2 x i32> %406, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract18, ptr addrspace(1) %327, i1 %296) #5, !dbg !20
  %.extract19 = extractelement <2 x i32> %406, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract19, ptr addrspace(1) %329, i1 %297) #5, !dbg !20
  %.extract20 = extractelement <2 x i32> %399, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract20, ptr addrspace(1) %330, i1 %298) #5, !dbg !20
  %.extract21 = extractelement <2 x i32> %399, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract21, ptr addrspace(1) %331, i1 %299) #5, !dbg !20
  %.extract22 = extractelement <2 x i32> %408, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract22, ptr addrspace(1) %332, i1 %300) #5, !dbg !20
  %.extract23 = extractelement <2 x i32> %408, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract23, ptr addrspace(1) %333, i1 %301) #5, !dbg !20
  %.extract24 = extractelement <2 x i32> %401, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract24, ptr addrspace(1) %334, i1 %302) #5, !dbg !20
  %.extract25 = extractelement <2 x i32> %401, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract25, ptr addrspace(1) %335, i1 %303) #5, !dbg !20
  %.extract26 = extractelement <2 x i32> %410, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract26, ptr addrspace(1) %336, i1 %304) #5, !dbg !20
  %.extract27 = extractelement <2 x i32> %410, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract27, ptr addrspace(1) %337, i1 %305) #5, !dbg !20
  %.extract28 = extractelement <2 x i32> %403, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract28, ptr addrspace(1) %338, i1 %306) #5, !dbg !20
  %.extract29 = extractelement <2 x i32> %403, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract29, ptr addrspace(1) %339, i1 %307) #5, !dbg !20
  %.extract30 = extractelement <2 x i32> %412, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract30, ptr addrspace(1) %340, i1 %308) #5, !dbg !20
  %.extract31 = extractelement <2 x i32> %412, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract31, ptr addrspace(1) %341, i1 %309) #5, !dbg !20
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #4

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 11, type: !5, scopeLine: 11, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 14, column: 26, scope: !4)
!8 = !DILocation(line: 15, column: 26, scope: !4)
!9 = !DILocation(line: 16, column: 19, scope: !4)
!10 = !DILocation(line: 16, column: 37, scope: !4)
!11 = !DILocation(line: 16, column: 24, scope: !4)
!12 = !DILocation(line: 17, column: 19, scope: !4)
!13 = !DILocation(line: 17, column: 24, scope: !4)
!14 = !DILocation(line: 18, column: 22, scope: !4)
!15 = !DILocation(line: 23, column: 47, scope: !4)
!16 = !DILocation(line: 22, column: 45, scope: !4)
!17 = !DILocation(line: 22, column: 29, scope: !4)
!18 = !DILocation(line: 25, column: 67, scope: !4)
!19 = !DILocation(line: 20, column: 26, scope: !4)
!20 = !DILocation(line: 27, column: 60, scope: !4)
!21 = !DILocation(line: 21, column: 18, scope: !4)
!22 = !DILocation(line: 23, column: 67, scope: !4)
!23 = !DILocation(line: 23, column: 53, scope: !4)
!24 = !DILocation(line: 22, column: 57, scope: !4)
!25 = !DILocation(line: 22, column: 25, scope: !4)
!26 = !DILocation(line: 25, column: 45, scope: !4)
!27 = !DILocation(line: 25, column: 51, scope: !4)
!28 = !DILocation(line: 24, column: 43, scope: !4)
!29 = !DILocation(line: 24, column: 29, scope: !4)
!30 = !DILocation(line: 24, column: 55, scope: !4)
!31 = !DILocation(line: 24, column: 25, scope: !4)
!32 = !DILocation(line: 26, column: 37, scope: !4)
!33 = !DILocation(line: 19, column: 19, scope: !4)
!34 = !DILocation(line: 28, column: 35, scope: !4)
!35 = !DILocation(line: 28, column: 57, scope: !4)
!36 = !DILocation(line: 28, column: 41, scope: !4)
!37 = !DILocation(line: 27, column: 33, scope: !4)
!38 = !DILocation(line: 27, column: 17, scope: !4)
!39 = !DILocation(line: 27, column: 45, scope: !4)
!40 = !DILocation(line: 27, column: 4, scope: !4)
