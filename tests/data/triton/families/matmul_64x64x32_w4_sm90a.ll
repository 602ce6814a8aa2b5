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
  %17 = and i32 %16, 31, !dbg !10
  %18 = and i32 %15, 7, !dbg !10
  %19 = shl nuw nsw i32 %18, 3, !dbg !10
  %20 = or disjoint i32 %17, %14, !dbg !11
  %21 = or disjoint i32 %20, 32, !dbg !11
  %22 = shl nuw nsw i32 %13, 6, !dbg !12
  %23 = or disjoint i32 %19, %22, !dbg !13
  %24 = or disjoint i32 %23, 1, !dbg !13
  %25 = or disjoint i32 %23, 2, !dbg !13
  %26 = or disjoint i32 %23, 3, !dbg !13
  %27 = or disjoint i32 %23, 4, !dbg !13
  %28 = or disjoint i32 %23, 5, !dbg !13
  %29 = or disjoint i32 %23, 6, !dbg !13
  %30 = or disjoint i32 %23, 7, !dbg !13
  %31 = shl nuw nsw i32 %15, 3, !dbg !14
  %32 = and i32 %31, 24, !dbg !14
  %33 = and i32 %15, 120, !dbg !14
  %34 = lshr exact i32 %33, 3, !dbg !14
  %35 = icmp slt i32 %20, %3, !dbg !15
  %36 = icmp slt i32 %21, %3, !dbg !15
  %37 = mul i32 %6, %20, !dbg !16
  %38 = mul i32 %6, %21, !dbg !16
  %39 = sext i32 %37 to i64, !dbg !17
  %40 = getelementptr half, ptr addrspace(1) %0, i64 %39, !dbg !17
  %41 = sext i32 %38 to i64, !dbg !17
  %42 = getelementptr half, ptr addrspace(1) %0, i64 %41, !dbg !17
  %43 = icmp slt i32 %23, %4, !dbg !18
  %44 = icmp slt i32 %24, %4, !dbg !18
  %45 = icmp slt i32 %25, %4, !dbg !18
  %46 = icmp slt i32 %26, %4, !dbg !18
  %47 = icmp slt i32 %27, %4, !dbg !18
  %48 = icmp slt i32 %28, %4, !dbg !18
  %49 = icmp slt i32 %29, %4, !dbg !18
  %50 = icmp slt i32 %30, %4, !dbg !18
  %51 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %51, label %.lr.ph, label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %52 = shl nuw nsw i32 %15, 4
  %53 = and i32 %52, 2032
  %54 = shl nuw nsw i32 %15, 1
  %55 = and i32 %54, 48
  %56 = xor i32 %53, %55
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %56
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) %57, i32 2048
  %59 = zext nneg i32 %23 to i64
  %60 = zext nneg i32 %24 to i64
  %61 = zext nneg i32 %25 to i64
  %62 = zext nneg i32 %26 to i64
  %63 = zext nneg i32 %27 to i64
  %64 = zext nneg i32 %28 to i64
  %65 = zext nneg i32 %29 to i64
  %66 = zext nneg i32 %30 to i64
  %67 = and i32 %54, 112
  %68 = xor i32 %53, %67
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 2048
  %71 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %72 = and i32 %71, 16383
  %73 = zext nneg i32 %72 to i64
  %74 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096) to i32), 4
  %75 = and i32 %74, 16383
  %76 = zext nneg i32 %75 to i64
  %77 = or disjoint i64 %73, -9223371899415822336
  %78 = or disjoint i64 %76, 4611686293305294848
  %79 = add nuw nsw i64 %73, -9223371899415822334
  %80 = add nuw nsw i64 %76, 4611686293305294976
  br label %81, !dbg !19

81:                                               ; preds = %.lr.ph, %81
  %82 = phi float [ 0.000000e+00, %.lr.ph ], [ %376, %81 ]
  %83 = phi float [ 0.000000e+00, %.lr.ph ], [ %377, %81 ]
  %84 = phi float [ 0.000000e+00, %.lr.ph ], [ %378, %81 ]
  %85 = phi float [ 0.000000e+00, %.lr.ph ], [ %379, %81 ]
  %86 = phi float [ 0.000000e+00, %.lr.ph ], [ %380, %81 ]
  %87 = phi float [ 0.000000e+00, %.lr.ph ], [ %381, %81 ]
  %88 = phi float [ 0.000000e+00, %.lr.ph ], [ %382, %81 ]
  %89 = phi float [ 0.000000e+00, %.lr.ph ], [ %383, %81 ]
  %90 = phi float [ 0.000000e+00, %.lr.ph ], [ %384, %81 ]
  %91 = phi float [ 0.000000e+00, %.lr.ph ], [ %385, %81 ]
  %92 = phi float [ 0.000000e+00, %.lr.ph ], [ %386, %81 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph ], [ %387, %81 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph ], [ %388, %81 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph ], [ %389, %81 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph ], [ %390, %81 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph ], [ %391, %81 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph ], [ %392, %81 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph ], [ %393, %81 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph ], [ %394, %81 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph ], [ %395, %81 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph ], [ %396, %81 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %397, %81 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph ], [ %398, %81 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph ], [ %399, %81 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph ], [ %400, %81 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph ], [ %401, %81 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph ], [ %402, %81 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %403, %81 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %404, %81 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %405, %81 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %406, %81 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %407, %81 ]
  %114 = phi i32 [ 0, %.lr.ph ], [ %408, %81 ]
  %115 = or disjoint i32 %114, %32, !dbg !20
  %116 = or disjoint i32 %115, 1, !dbg !20
  %117 = or disjoint i32 %115, 2, !dbg !20
  %118 = or disjoint i32 %115, 3, !dbg !20
  %119 = or disjoint i32 %115, 4, !dbg !20
  %120 = or disjoint i32 %115, 5, !dbg !20
  %121 = or disjoint i32 %115, 6, !dbg !20
  %122 = or disjoint i32 %115, 7, !dbg !20
  %123 = or disjoint i32 %114, %34, !dbg !20
  %124 = or disjoint i32 %123, 16, !dbg !20
  %125 = icmp slt i32 %115, %5, !dbg !21
  %126 = icmp slt i32 %116, %5, !dbg !21
  %127 = icmp slt i32 %117, %5, !dbg !21
  %128 = icmp slt i32 %118, %5, !dbg !21
  %129 = icmp slt i32 %119, %5, !dbg !21
  %130 = icmp slt i32 %120, %5, !dbg !21
  %131 = icmp slt i32 %121, %5, !dbg !21
  %132 = icmp slt i32 %122, %5, !dbg !21
  %133 = and i1 %35, %125, !dbg !22
  %134 = and i1 %35, %126, !dbg !22
  %135 = and i1 %35, %127, !dbg !22
  %136 = and i1 %35, %128, !dbg !22
  %137 = and i1 %35, %129, !dbg !22
  %138 = and i1 %35, %130, !dbg !22
  %139 = and i1 %35, %131, !dbg !22
  %140 = and i1 %35, %132, !dbg !22
  %141 = and i1 %36, %125, !dbg !22
  %142 = and i1 %36, %126, !dbg !22
  %143 = and i1 %36, %127, !dbg !22
  %144 = and i1 %36, %128, !dbg !22
  %145 = and i1 %36, %129, !dbg !22
  %146 = and i1 %36, %130, !dbg !22
  %147 = and i1 %36, %131, !dbg !22
  %148 = and i1 %36, %132, !dbg !22
  %149 = sext i32 %115 to i64, !dbg !23
  %150 = getelementptr half, ptr addrspace(1) %40, i64 %149, !dbg !23
  %151 = sext i32 %116 to i64, !dbg !23
  %152 = getelementptr half, ptr addrspace(1) %40, i64 %151, !dbg !23
  %153 = sext i32 %117 to i64, !dbg !23
  %154 = getelementptr half, ptr addrspace(1) %40, i64 %153, !dbg !23
  %155 = sext i32 %118 to i64, !dbg !23
  %156 = getelementptr half, ptr addrspace(1) %40, i64 %155, !dbg !23
  %157 = sext i32 %119 to i64, !dbg !23
  %158 = getelementptr half, ptr addrspace(1) %40, i64 %157, !dbg !23
  %159 = sext i32 %120 to i64, !dbg !23
  %160 = getelementptr half, ptr addrspace(1) %40, i64 %159, !dbg !23
  %161 = sext i32 %121 to i64, !dbg !23
  %162 = getelementptr half, ptr addrspace(1) %40, i64 %161, !dbg !23
  %163 = sext i32 %122 to i64, !dbg !23
  %164 = getelementptr half, ptr addrspace(1) %40, i64 %163, !dbg !23
  %165 = getelementptr half, ptr addrspace(1) %42, i64 %149, !dbg !23
  %166 = getelementptr half, ptr addrspace(1) %42, i64 %151, !dbg !23
  %167 = getelementptr half, ptr addrspace(1) %42, i64 %153, !dbg !23
  %168 = getelementptr half, ptr addrspace(1) %42, i64 %155, !dbg !23
  %169 = getelementptr half, ptr addrspace(1) %42, i64 %157, !dbg !23
  %170 = getelementptr half, ptr addrspace(1) %42, i64 %159, !dbg !23
  %171 = getelementptr half, ptr addrspace(1) %42, i64 %161, !dbg !23
  %172 = getelementptr half, ptr addrspace(1) %42, i64 %163, !dbg !23
  %173 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %150, i1 %133) #4, !dbg !24
  %174 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %152, i1 %134) #4, !dbg !24
  %175 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %154, i1 %135) #4, !dbg !24
  %176 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %156, i1 %136) #4, !dbg !24
  %177 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %158, i1 %137) #4, !dbg !24
  %178 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %160, i1 %138) #4, !dbg !24
  %179 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %162, i1 %139) #4, !dbg !24
  %180 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %164, i1 %140) #4, !dbg !24
  %181 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %165, i1 %141) #4, !dbg !24
  %182 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %166, i1 %142) #4, !dbg !24
  %183 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %167, i1 %143) #4, !dbg !24
  %184 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %168, i1 %144) #4, !dbg !24
  %185 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %169, i1 %145) #4, !dbg !24
  %186 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %170, i1 %146) #4, !dbg !24
  %187 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %171, i1 %147) #4, !dbg !24
  %188 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %172, i1 %148) #4, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %189 = insertelement <2 x i16> poison, i16 %173, i64 0, !dbg !24
  %190 = insertelement <2 x i16> %189, i16 %174, i64 1, !dbg !24
  %191 = bitcast <2 x i16> %190 to i32, !dbg !24
  %192 = insertelement <2 x i16> poison, i16 %175, i64 0, !dbg !24
  %193 = insertelement <2 x i16> %192, i16 %176, i64 1, !dbg !24
  %194 = bitcast <2 x i16> %193 to i32, !dbg !24
  %195 = insertelement <2 x i16> poison, i16 %177, i64 0, !dbg !24
  %196 = insertelement <2 x i16> %195, i16 %178, i64 1, !dbg !24
  %197 = bitcast <2 x i16> %196 to i32, !dbg !24
  %198 = insertelement <2 x i16> poison, i16 %179, i64 0, !dbg !24
  %199 = insertelement <2 x i16> %198, i16 %180, i64 1, !dbg !24
  %200 = bitcast <2 x i16> %199 to i32, !dbg !24
  %201 = insertelement <4 x i32> poison, i32 %191, i64 0, !dbg !24
  %202 = insertelement <4 x i32> %201, i32 %194, i64 1, !dbg !24
  %203 = insertelement <4 x i32> %202, i32 %197, i64 2, !dbg !24
  %204 = insertelement <4 x i32> %203, i32 %200, i64 3, !dbg !24
  store <4 x i32> %204, ptr addrspace(3) %57, align 16, !dbg !24
  %205 = insertelement <2 x i16> poison, i16 %181, i64 0, !dbg !24
  %206 = insertelement <2 x i16> %205, i16 %182, i64 1, !dbg !24
  %207 = bitcast <2 x i16> %206 to i32, !dbg !24
  %208 = insertelement <2 x i16> poison, i16 %183, i64 0, !dbg !24
  %209 = insertelement <2 x i16> %208, i16 %184, i64 1, !dbg !24
  %210 = bitcast <2 x i16> %209 to i32, !dbg !24
  %211 = insertelement <2 x i16> poison, i16 %185, i64 0, !dbg !24
  %212 = insertelement <2 x i16> %211, i16 %186, i64 1, !dbg !24
  %213 = bitcast <2 x i16> %212 to i32, !dbg !24
  %214 = insertelement <2 x i16> poison, i16 %187, i64 0, !dbg !24
  %215 = insertelement <2 x i16> %214, i16 %188, i64 1, !dbg !24
  %216 = bitcast <2 x i16> %215 to i32, !dbg !24
  %217 = insertelement <4 x i32> poison, i32 %207, i64 0, !dbg !24
  %218 = insertelement <4 x i32> %217, i32 %210, i64 1, !dbg !24
  %219 = insertelement <4 x i32> %218, i32 %213, i64 2, !dbg !24
  %220 = insertelement <4 x i32> %219, i32 %216, i64 3, !dbg !24
  store <4 x i32> %220, ptr addrspace(3) %58, align 16, !dbg !24
  %221 = icmp slt i32 %123, %5, !dbg !25
  %222 = icmp slt i32 %124, %5, !dbg !25
  %223 = and i1 %43, %221, !dbg !26
  %224 = and i1 %44, %221, !dbg !26
  %225 = and i1 %45, %221, !dbg !26
  %226 = and i1 %46, %221, !dbg !26
  %227 = and i1 %47, %221, !dbg !26
  %228 = and i1 %48, %221, !dbg !26
  %229 = and i1 %49, %221, !dbg !26
  %230 = and i1 %50, %221, !dbg !26
  %231 = and i1 %43, %222, !dbg !26
  %232 = and i1 %44, %222, !dbg !26
  %233 = and i1 %45, %222, !dbg !26
  %234 = and i1 %46, %222, !dbg !26
  %235 = and i1 %47, %222, !dbg !26
  %236 = and i1 %48, %222, !dbg !26
  %237 = and i1 %49, %222, !dbg !26
  %238 = and i1 %50, %222, !dbg !26
  %239 = mul i32 %123, %7, !dbg !27
  %240 = mul i32 %124, %7, !dbg !27
  %241 = sext i32 %239 to i64, !dbg !28
  %242 = getelementptr half, ptr addrspace(1) %1, i64 %241, !dbg !28
  %243 = sext i32 %240 to i64, !dbg !28
  %244 = getelementptr half, ptr addrspace(1) %1, i64 %243, !dbg !28
  %245 = getelementptr half, ptr addrspace(1) %242, i64 %59, !dbg !29
  %246 = getelementptr half, ptr addrspace(1) %242, i64 %60, !dbg !29
  %247 = getelementptr half, ptr addrspace(1) %242, i64 %61, !dbg !29
  %248 = getelementptr half, ptr addrspace(1) %242, i64 %62, !dbg !29
  %249 = getelementptr half, ptr addrspace(1) %242, i64 %63, !dbg !29
  %250 = getelementptr half, ptr addrspace(1) %242, i64 %64, !dbg !29
  %251 = getelementptr half, ptr addrspace(1) %242, i64 %65, !dbg !29
  %252 = getelementptr half, ptr addrspace(1) %242, i64 %66, !dbg !29
  %253 = getelementptr half, ptr addrspace(1) %244, i64 %59, !dbg !29
  %254 = getelementptr half, ptr addrspace(1) %244, i64 %60, !dbg !29
  %255 = getelementptr half, ptr addrspace(1) %244, i64 %61, !dbg !29
  %256 = getelementptr half, ptr addrspace(1) %244, i64 %62, !dbg !29
  %257 = getelementptr half, ptr addrspace(1) %244, i64 %63, !dbg !29
  %258 = getelementptr half, ptr addrspace(1) %244, i64 %64, !dbg !29
  %259 = getelementptr half, ptr addrspace(1) %244, i64 %65, !dbg !29
  %260 = getelementptr half, ptr addrspace(1) %244, i64 %66, !dbg !29
  %261 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %245, i1 %223) #4, !dbg !30
  %262 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %246, i1 %224) #4, !dbg !30
  %263 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %247, i1 %225) #4, !dbg !30
  %264 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %248, i1 %226) #4, !dbg !30
  %265 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %249, i1 %227) #4, !dbg !30
  %266 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %250, i1 %228) #4, !dbg !30
  %267 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %251, i1 %229) #4, !dbg !30
  %268 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %252, i1 %230) #4, !dbg !30
  %269 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %253, i1 %231) #4, !dbg !30
  %270 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %254, i1 %232) #4, !dbg !30
  %271 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %255, i1 %233) #4, !dbg !30
  %272 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %256, i1 %234) #4, !dbg !30
  %273 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %257, i1 %235) #4, !dbg !30
  %274 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %258, i1 %236) #4, !dbg !30
  %275 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %259, i1 %237) #4, !dbg !30
  %276 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %260, i1 %238) #4, !dbg !30
  %277 = insertelement <2 x i16> poison, i16 %261, i64 0, !dbg !30
  %278 = insertelement <2 x i16> %277, i16 %262, i64 1, !dbg !30
  %279 = bitcast <2 x i16> %278 to i32, !dbg !30
  %280 = insertelement <2 x i16> poison, i16 %263, i64 0, !dbg !30
  %281 = insertelement <2 x i16> %280, i16 %264, i64 1, !dbg !30
  %282 = bitcast <2 x i16> %281 to i32, !dbg !30
  %283 = insertelement <2 x i16> poison, i16 %265, i64 0, !dbg !30
  %284 = insertelement <2 x i16> %283, i16 %266, i64 1, !dbg !30
  %285 = bitcast <2 x i16> %284 to i32, !dbg !30
  %286 = insertelement <2 x i16> poison, i16 %267, i64 0, !dbg !30
  %287 = insertelement <2 x i16> %286, i16 %268, i64 1, !dbg !30
  %288 = bitcast <2 x i16> %287 to i32, !dbg !30
  %289 = insertelement <4 x i32> poison, i32 %279, i64 0, !dbg !30
  %290 = insertelement <4 x i32> %289, i32 %282, i64 1, !dbg !30
  %291 = insertelement <4 x i32> %290, i32 %285, i64 2, !dbg !30
  %292 = insertelement <4 x i32> %291, i32 %288, i64 3, !dbg !30
  store <4 x i32> %292, ptr addrspace(3) %69, align 16, !dbg !30
  %293 = insertelement <2 x i16> poison, i16 %269, i64 0, !dbg !30
  %294 = insertelement <2 x i16> %293, i16 %270, i64 1, !dbg !30
  %295 = bitcast <2 x i16> %294 to i32, !dbg !30
  %296 = insertelement <2 x i16> poison, i16 %271, i64 0, !dbg !30
  %297 = insertelement <2 x i16> %296, i16 %272, i64 1, !dbg !30
  %298 = bitcast <2 x i16> %297 to i32, !dbg !30
  %299 = insertelement <2 x i16> poison, i16 %273, i64 0, !dbg !30
  %300 = insertelement <2 x i16> %299, i16 %274, i64 1, !dbg !30
  %301 = bitcast <2 x i16> %300 to i32, !dbg !30
  %302 = insertelement <2 x i16> poison, i16 %275, i64 0, !dbg !30
  %303 = insertelement <2 x i16> %302, i16 %276, i64 1, !dbg !30
  %304 = bitcast <2 x i16> %303 to i32, !dbg !30
  %305 = insertelement <4 x i32> poison, i32 %295, i64 0, !dbg !30
  %306 = insertelement <4 x i32> %305, i32 %298, i64 1, !dbg !30
  %307 = insertelement <4 x i32> %306, i32 %301, i64 2, !dbg !30
  %308 = insertelement <4 x i32> %307, i32 %304, i64 3, !dbg !30
  store <4 x i32> %308, ptr addrspace(3) %70, align 16, !dbg !30
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #4, !dbg !31
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !31
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !31
  %309 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %82, float %83, float %84, float %85, float %86, float %87, float %88, float %89, float %90, float %91, float %92, float %93, float %94, float %95, float %96, float %97, float %98, float %99, float %100, float %101, float %102, float %103, float %104, float %105, float %106, float %107, float %108, float %109, float %110, float %111, float %112, float %113, i64 %77, i64 %78, i1 true) #4, !dbg !31
  %310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 0, !dbg !31
  %311 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 1, !dbg !31
  %312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 2, !dbg !31
  %313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 3, !dbg !31
  %314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 4, !dbg !31
  %315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 5, !dbg !31
  %316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 6, !dbg !31
  %317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 7, !dbg !31
  %318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 8, !dbg !31
  %319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 9, !dbg !31
  %320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 10, !dbg !31
  %321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 11, !dbg !31
  %322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 12, !dbg !31
  %323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 13, !dbg !31
  %324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 14, !dbg !31
  %325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 15, !dbg !31
  %326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 16, !dbg !31
  %327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 17, !dbg !31
  %328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 18, !dbg !31
  %329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 19, !dbg !31
  %330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 20, !dbg !31
  %331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 21, !dbg !31
  %332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 22, !dbg !31
  %333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 23, !dbg !31
  %334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 24, !dbg !31
  %335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 25, !dbg !31
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 26, !dbg !31
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 27, !dbg !31
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 28, !dbg !31
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 29, !dbg !31
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 30, !dbg !31
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %309, 31, !dbg !31
  %342 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %310, float %311, float %312, float %313, float %314, float %315, float %316, float %317, float %318, float %319, float %320, float %321, float %322, float %323, float %324, float %325, float %326, float %327, float %328, float %329, float %330, float %331, float %332, float %333, float %334, float %335, float %336, float %337, float %338, float %339, float %340, float %341, i64 %79, i64 %80, i1 true) #4, !dbg !31
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 0, !dbg !31
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 1, !dbg !31
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 2, !dbg !31
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 3, !dbg !31
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 4, !dbg !31
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 5, !dbg !31
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 6, !dbg !31
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 7, !dbg !31
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 8, !dbg !31
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 9, !dbg !31
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 10, !dbg !31
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 11, !dbg !31
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 12, !dbg !31
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 13, !dbg !31
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 14, !dbg !31
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 15, !dbg !31
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 16, !dbg !31
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 17, !dbg !31
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 18, !dbg !31
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 19, !dbg !31
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 20, !dbg !31
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 21, !dbg !31
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 22, !dbg !31
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 23, !dbg !31
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 24, !dbg !31
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 25, !dbg !31
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 26, !dbg !31
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 27, !dbg !31
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 28, !dbg !31
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 29, !dbg !31
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 30, !dbg !31
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %342, 31, !dbg !31
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !31
  %375 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37"(float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 0, i32 0) #4, !dbg !31
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 0, !dbg !31
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 1, !dbg !31
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 2, !dbg !31
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 3, !dbg !31
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 4, !dbg !31
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 5, !dbg !31
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 6, !dbg !31
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 7, !dbg !31
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 8, !dbg !31
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 9, !dbg !31
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 10, !dbg !31
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 11, !dbg !31
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 12, !dbg !31
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 13, !dbg !31
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 14, !dbg !31
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 15, !dbg !31
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 16, !dbg !31
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 17, !dbg !31
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 18, !dbg !31
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 19, !dbg !31
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 20, !dbg !31
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 21, !dbg !31
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 22, !dbg !31
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 23, !dbg !31
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 24, !dbg !31
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 25, !dbg !31
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 26, !dbg !31
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 27, !dbg !31
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 28, !dbg !31
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 29, !dbg !31
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 30, !dbg !31
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %375, 31, !dbg !31
  %408 = add i32 %114, 32, !dbg !19
  %409 = icmp slt i32 %408, %5, !dbg !19
  br i1 %409, label %81, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %81, %11
  %410 = phi float [ 0.000000e+00, %11 ], [ %376, %81 ], !dbg !32
  %411 = phi float [ 0.000000e+00, %11 ], [ %377, %81 ], !dbg !32
  %412 = phi float [ 0.000000e+00, %11 ], [ %378, %81 ], !dbg !32
  %413 = phi float [ 0.000000e+00, %11 ], [ %379, %81 ], !dbg !32
  %414 = phi float [ 0.000000e+00, %11 ], [ %380, %81 ], !dbg !32
  %415 = phi float [ 0.000000e+00, %11 ], [ %381, %81 ], !dbg !32
  %416 = phi float [ 0.000000e+00, %11 ], [ %382, %81 ], !dbg !32
  %417 = phi float [ 0.000000e+00, %11 ], [ %383, %81 ], !dbg !32
  %418 = phi float [ 0.000000e+00, %11 ], [ %384, %81 ], !dbg !32
  %419 = phi float [ 0.000000e+00, %11 ], [ %385, %81 ], !dbg !32
  %420 = phi float [ 0.000000e+00, %11 ], [ %386, %81 ], !dbg !32
  %421 = phi float [ 0.000000e+00, %11 ], [ %387, %81 ], !dbg !32
  %422 = phi float [ 0.000000e+00, %11 ], [ %388, %81 ], !dbg !32
  %423 = phi float [ 0.000000e+00, %11 ], [ %389, %81 ], !dbg !32
  %424 = phi float [ 0.000000e+00, %11 ], [ %390, %81 ], !dbg !32
  %425 = phi float [ 0.000000e+00, %11 ], [ %391, %81 ], !dbg !32
  %426 = phi float [ 0.000000e+00, %11 ], [ %392, %81 ], !dbg !32
  %427 = phi float [ 0.000000e+00, %11 ], [ %393, %81 ], !dbg !32
  %428 = phi float [ 0.000000e+00, %11 ], [ %394, %81 ], !dbg !32
  %429 = phi float [ 0.000000e+00, %11 ], [ %395, %81 ], !dbg !32
  %430 = phi float [ 0.000000e+00, %11 ], [ %396, %81 ], !dbg !32
  %431 = phi float [ 0.000000e+00, %11 ], [ %397, %81 ], !dbg !32
  %432 = phi float [ 0.000000e+00, %11 ], [ %398, %81 ], !dbg !32
  %433 = phi float [ 0.000000e+00, %11 ], [ %399, %81 ], !dbg !32
  %434 = phi float [ 0.000000e+00, %11 ], [ %400, %81 ], !dbg !32
  %435 = phi float [ 0.000000e+00, %11 ], [ %401, %81 ], !dbg !32
  %436 = phi float [ 0.000000e+00, %11 ], [ %402, %81 ], !dbg !32
  %437 = phi float [ 0.000000e+00, %11 ], [ %403, %81 ], !dbg !32
  %438 = phi float [ 0.000000e+00, %11 ], [ %404, %81 ], !dbg !32
  %439 = phi float [ 0.000000e+00, %11 ], [ %405, %81 ], !dbg !32
  %440 = phi float [ 0.000000e+00, %11 ], [ %406, %81 ], !dbg !32
  %441 = phi float [ 0.000000e+00, %11 ], [ %407, %81 ], !dbg !32
  %442 = shl nuw nsw i32 %15, 2, !dbg !10
  %443 = and i32 %442, 60, !dbg !10
  %444 = or disjoint i32 %22, %443, !dbg !13
  %445 = or disjoint i32 %444, 3, !dbg !13
  %446 = or disjoint i32 %444, 2, !dbg !13
  %447 = or disjoint i32 %444, 1, !dbg !13
  %448 = lshr i32 %15, 4, !dbg !10
  %449 = or disjoint i32 %448, %14, !dbg !11
  %450 = or i32 %449, 56, !dbg !11
  %451 = and i32 %448, 7, !dbg !10
  %452 = or disjoint i32 %14, %451, !dbg !11
  %453 = or disjoint i32 %452, 48, !dbg !11
  %454 = or disjoint i32 %452, 40, !dbg !11
  %455 = or disjoint i32 %452, 32, !dbg !11
  %456 = or disjoint i32 %452, 24, !dbg !11
  %457 = or disjoint i32 %452, 16, !dbg !11
  %458 = or disjoint i32 %452, 8, !dbg !11
  %459 = icmp slt i32 %452, %3, !dbg !33
  %460 = icmp slt i32 %458, %3, !dbg !33
  %461 = icmp slt i32 %457, %3, !dbg !33
  %462 = icmp slt i32 %456, %3, !dbg !33
  %463 = icmp slt i32 %455, %3, !dbg !33
  %464 = icmp slt i32 %454, %3, !dbg !33
  %465 = icmp slt i32 %453, %3, !dbg !33
  %466 = icmp slt i32 %450, %3, !dbg !33
  %467 = icmp slt i32 %444, %4, !dbg !34
  %468 = icmp slt i32 %447, %4, !dbg !34
  %469 = icmp slt i32 %446, %4, !dbg !34
  %470 = icmp slt i32 %445, %4, !dbg !34
  %471 = and i1 %459, %467, !dbg !35
  %472 = and i1 %459, %468, !dbg !35
  %473 = and i1 %459, %469, !dbg !35
  %474 = and i1 %459, %470, !dbg !35
  %475 = and i1 %460, %467, !dbg !35
  %476 = and i1 %460, %468, !dbg !35
  %477 = and i1 %460, %469, !dbg !35
  %478 = and i1 %460, %470, !dbg !35
  %479 = and i1 %461, %467, !dbg !35
  %480 = and i1 %461, %468, !dbg !35
  %481 = and i1 %461, %469, !dbg !35
  %482 = and i1 %461, %470, !dbg !35
  %483 = and i1 %462, %467, !dbg !35
  %484 = and i1 %462, %468, !dbg !35
  %485 = and i1 %462, %469, !dbg !35
  %486 = and i1 %462, %470, !dbg !35
  %487 = and i1 %463, %467, !dbg !35
  %488 = and i1 %463, %468, !dbg !35
  %489 = and i1 %463, %469, !dbg !35
  %490 = and i1 %463, %470, !dbg !35
  %491 = and i1 %464, %467, !dbg !35
  %492 = and i1 %464, %468, !dbg !35
  %493 = and i1 %464, %469, !dbg !35
  %494 = and i1 %464, %470, !dbg !35
  %495 = and i1 %465, %467, !dbg !35
  %496 = and i1 %465, %468, !dbg !35
  %497 = and i1 %465, %469, !dbg !35
  %498 = and i1 %465, %470, !dbg !35
  %499 = and i1 %466, %467, !dbg !35
  %500 = and i1 %466, %468, !dbg !35
  %501 = and i1 %466, %469, !dbg !35
  %502 = and i1 %466, %470, !dbg !35
  %503 = mul i32 %8, %452, !dbg !36
  %504 = mul i32 %8, %458, !dbg !36
  %505 = mul i32 %8, %457, !dbg !36
  %506 = mul i32 %8, %456, !dbg !36
  %507 = mul i32 %8, %455, !dbg !36
  %508 = mul i32 %8, %454, !dbg !36
  %509 = mul i32 %8, %453, !dbg !36
  %510 = mul i32 %8, %450, !dbg !36
  %511 = sext i32 %503 to i64, !dbg !37
  %512 = getelementptr float, ptr addrspace(1) %2, i64 %511, !dbg !37
  %513 = sext i32 %504 to i64, !dbg !37
  %514 = getelementptr float, ptr addrspace(1) %2, i64 %513, !dbg !37
  %515 = sext i32 %505 to i64, !dbg !37
  %516 = getelementptr float, ptr addrspace(1) %2, i64 %515, !dbg !37
  %517 = sext i32 %506 to i64, !dbg !37
  %518 = getelementptr float, ptr addrspace(1) %2, i64 %517, !dbg !37
  %519 = sext i32 %507 to i64, !dbg !37
  %520 = getelementptr float, ptr addrspace(1) %2, i64 %519, !dbg !37
  %521 = sext i32 %508 to i64, !dbg !37
  %522 = getelementptr float, ptr addrspace(1) %2, i64 %521, !dbg !37
  %523 = sext i32 %509 to i64, !dbg !37
  %524 = getelementptr float, ptr addrspace(1) %2, i64 %523, !dbg !37
  %525 = sext i32 %510 to i64, !dbg !37
  %526 = getelementptr float, ptr addrspace(1) %2, i64 %525, !dbg !37
  %527 = zext nneg i32 %444 to i64, !dbg !38
  %528 = getelementptr float, ptr addrspace(1) %512, i64 %527, !dbg !38
  %529 = zext nneg i32 %447 to i64, !dbg !38
  %530 = getelementptr float, ptr addrspace(1) %512, i64 %529, !dbg !38
  %531 = zext nneg i32 %446 to i64, !dbg !38
  %532 = getelementptr float, ptr addrspace(1) %512, i64 %531, !dbg !38
  %533 = zext nneg i32 %445 to i64, !dbg !38
  %534 = getelementptr float, ptr addrspace(1) %512, i64 %533, !dbg !38
  %535 = getelementptr float, ptr addrspace(1) %514, i64 %527, !dbg !38
  %536 = getelementptr float, ptr addrspace(1) %514, i64 %529, !dbg !38
  %537 = getelementptr float, ptr addrspace(1) %514, i64 %531, !dbg !38
  %538 = getelementptr float, ptr addrspace(1) %514, i64 %533, !dbg !38
  %539 = getelementptr float, ptr addrspace(1) %516, i64 %527, !dbg !38
  %540 = getelementptr float, ptr addrspace(1) %516, i64 %529, !dbg !38
  %541 = getelementptr float, ptr addrspace(1) %516, i64 %531, !dbg !38
  %542 = getelementptr float, ptr addrspace(1) %516, i64 %533, !dbg !38
  %543 = getelementptr float, ptr addrspace(1) %518, i64 %527, !dbg !38
  %544 = getelementptr float, ptr addrspace(1) %518, i64 %529, !dbg !38
  %545 = getelementptr float, ptr addrspace(1) %518, i64 %531, !dbg !38
  %546 = getelementptr float, ptr addrspace(1) %518, i64 %533, !dbg !38
  %547 = getelementptr float, ptr addrspace(1) %520, i64 %527, !dbg !38
  %548 = getelementptr float, ptr addrspace(1) %520, i64 %529, !dbg !38
  %549 = getelementptr float, ptr addrspace(1) %520, i64 %531, !dbg !38
  %550 = getelementptr float, ptr addrspace(1) %520, i64 %533, !dbg !38
  %551 = getelementptr float, ptr addrspace(1) %522, i64 %527, !dbg !38
  %552 = getelementptr float, ptr addrspace(1) %522, i64 %529, !dbg !38
  %553 = getelementptr float, ptr addrspace(1) %522, i64 %531, !dbg !38
  %554 = getelementptr float, ptr addrspace(1) %522, i64 %533, !dbg !38
  %555 = getelementptr float, ptr addrspace(1) %524, i64 %527, !dbg !38
  %556 = getelementptr float, ptr addrspace(1) %524, i64 %529, !dbg !38
  %557 = getelementptr float, ptr addrspace(1) %524, i64 %531, !dbg !38
  %558 = getelementptr float, ptr addrspace(1) %524, i64 %533, !dbg !38
  %559 = getelementptr float, ptr addrspace(1) %526, i64 %527, !dbg !38
  %560 = getelementptr float, ptr addrspace(1) %526, i64 %529, !dbg !38
  %561 = getelementptr float, ptr addrspace(1) %526, i64 %531, !dbg !38
  %562 = getelementptr float, ptr addrspace(1) %526, i64 %533, !dbg !38
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %563 = shl nuw nsw i32 %33, 4, !dbg !39
  %564 = and i32 %15, 1, !dbg !39
  %565 = icmp eq i32 %564, 0, !dbg !39
  %566 = select i1 %565, i32 0, i32 8256, !dbg !39
  %567 = and i32 %31, 16, !dbg !39
  %568 = and i32 %15, 4, !dbg !39
  %569 = icmp eq i32 %568, 0, !dbg !39
  %570 = select i1 %569, i32 0, i32 4128, !dbg !39
  %571 = or disjoint i32 %566, %563, !dbg !39
  %572 = or disjoint i32 %567, %570, !dbg !39
  %573 = or disjoint i32 %571, %572, !dbg !39
  %574 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %573, !dbg !39
  %575 = insertelement <4 x float> poison, float %410, i64 0, !dbg !39
  %576 = insertelement <4 x float> %575, float %411, i64 1, !dbg !39
  %577 = insertelement <4 x float> %576, float %412, i64 2, !dbg !39
  %578 = insertelement <4 x float> %577, float %413, i64 3, !dbg !39
  store <4 x float> %578, ptr addrspace(3) %574, align 16, !dbg !39
  %579 = getelementptr inbounds nuw i8, ptr addrspace(3) %574, i32 2048, !dbg !39
  %580 = insertelement <4 x float> poison, float %426, i64 0, !dbg !39
  %581 = insertelement <4 x float> %580, float %427, i64 1, !dbg !39
  %582 = insertelement <4 x float> %581, float %428, i64 2, !dbg !39
  %583 = insertelement <4 x float> %582, float %429, i64 3, !dbg !39
  store <4 x float> %583, ptr addrspace(3) %579, align 16, !dbg !39
  %584 = xor i32 %573, 32, !dbg !39
  %585 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %584, !dbg !39
  %586 = insertelement <4 x float> poison, float %414, i64 0, !dbg !39
  %587 = insertelement <4 x float> %586, float %415, i64 1, !dbg !39
  %588 = insertelement <4 x float> %587, float %416, i64 2, !dbg !39
  %589 = insertelement <4 x float> %588, float %417, i64 3, !dbg !39
  store <4 x float> %589, ptr addrspace(3) %585, align 16, !dbg !39
  %590 = getelementptr inbounds nuw i8, ptr addrspace(3) %585, i32 2048, !dbg !39
  %591 = insertelement <4 x float> poison, float %430, i64 0, !dbg !39
  %592 = insertelement <4 x float> %591, float %431, i64 1, !dbg !39
  %593 = insertelement <4 x float> %592, float %432, i64 2, !dbg !39
  %594 = insertelement <4 x float> %593, float %433, i64 3, !dbg !39
  store <4 x float> %594, ptr addrspace(3) %590, align 16, !dbg !39
  %595 = xor i32 %573, 64, !dbg !39
  %596 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %595, !dbg !39
  %597 = insertelement <4 x float> poison, float %418, i64 0, !dbg !39
  %598 = insertelement <4 x float> %597, float %419, i64 1, !dbg !39
  %599 = insertelement <4 x float> %598, float %420, i64 2, !dbg !39
  %600 = insertelement <4 x float> %599, float %421, i64 3, !dbg !39
  store <4 x float> %600, ptr addrspace(3) %596, align 16, !dbg !39
  %601 = getelementptr inbounds nuw i8, ptr addrspace(3) %596, i32 2048, !dbg !39
  %602 = insertelement <4 x float> poison, float %434, i64 0, !dbg !39
  %603 = insertelement <4 x float> %602, float %435, i64 1, !dbg !39
  %604 = insertelement <4 x float> %603, float %436, i64 2, !dbg !39
  %605 = insertelement <4 x float> %604, float %437, i64 3, !dbg !39
  store <4 x float> %605, ptr addrspace(3) %601, align 16, !dbg !39
  %606 = xor i32 %573, 96, !dbg !39
  %607 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %606, !dbg !39
  %608 = insertelement <4 x float> poison, float %422, i64 0, !dbg !39
  %609 = insertelement <4 x float> %608, float %423, i64 1, !dbg !39
  %610 = insertelement <4 x float> %609, float %424, i64 2, !dbg !39
  %611 = insertelement <4 x float> %610, float %425, i64 3, !dbg !39
  store <4 x float> %611, ptr addrspace(3) %607, align 16, !dbg !39
  %612 = getelementptr inbounds nuw i8, ptr addrspace(3) %607, i32 2048, !dbg !39
  %613 = insertelement <4 x float> poison, float %438, i64 0, !dbg !39
  %614 = insertelement <4 x float> %613, float %439, i64 1, !dbg !39
  %615 = insertelement <4 x float> %614, float %440, i64 2, !dbg !39
  %616 = insertelement <4 x float> %615, float %441, i64 3, !dbg !39
  store <4 x float> %616, ptr addrspace(3) %612, align 16, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %617 = shl nuw nsw i32 %18, 4, !dbg !39
  %618 = and i32 %442, 384, !dbg !39
  %619 = shl nuw nsw i32 %15, 8, !dbg !39
  %620 = and i32 %619, 2048, !dbg !39
  %621 = and i32 %15, 16, !dbg !39
  %622 = icmp eq i32 %621, 0, !dbg !39
  %623 = select i1 %622, i32 0, i32 4128, !dbg !39
  %624 = or disjoint i32 %617, %618, !dbg !39
  %625 = xor i32 %624, %623, !dbg !39
  %626 = or disjoint i32 %625, %620, !dbg !39
  %627 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %626, !dbg !39
  %628 = load <4 x i32>, ptr addrspace(3) %627, align 16, !dbg !39
  %629 = getelementptr inbounds nuw i8, ptr addrspace(3) %627, i32 512, !dbg !39
  %630 = load <4 x i32>, ptr addrspace(3) %629, align 16, !dbg !39
  %631 = getelementptr inbounds nuw i8, ptr addrspace(3) %627, i32 1024, !dbg !39
  %632 = load <4 x i32>, ptr addrspace(3) %631, align 16, !dbg !39
  %633 = getelementptr inbounds nuw i8, ptr addrspace(3) %627, i32 1536, !dbg !39
  %634 = load <4 x i32>, ptr addrspace(3) %633, align 16, !dbg !39
  %635 = xor i32 %626, 8256, !dbg !39
  %636 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %635, !dbg !39
  %637 = load <4 x i32>, ptr addrspace(3) %636, align 16, !dbg !39
  %638 = getelementptr inbounds nuw i8, ptr addrspace(3) %636, i32 512, !dbg !39
  %639 = load <4 x i32>, ptr addrspace(3) %638, align 16, !dbg !39
  %640 = getelementptr inbounds nuw i8, ptr addrspace(3) %636, i32 1024, !dbg !39
  %641 = load <4 x i32>, ptr addrspace(3) %640, align 16, !dbg !39
  %642 = getelementptr inbounds nuw i8, ptr addrspace(3) %636, i32 1536, !dbg !39
  %643 = load <4 x i32>, ptr addrspace(3) %642, align 16, !dbg !39
  %.extract = extractelement <4 x i32> %628, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %528, i1 %471) #4, !dbg !39
  %.extract33 = extractelement <4 x i32> %628, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract33, ptr addrspace(1) %530, i1 %472) #4, !dbg !39
  %.extract34 = extractelement <4 x i32> %637, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract34, ptr addrspace(1) %532, i1 %473) #4, !dbg !39
  %.extract35 = extractelement <4 x i32> %637, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract35, ptr addrspace(1) %534, i1 %474) #4, !dbg !39
  %.extract36 = extractelement <4 x i32> %628, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract36, ptr addrspace(1) %535, i1 %475) #4, !dbg !39
  %.extract37 = extractelement <4 x i32> %628, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract37, ptr addrspace(1) %536, i1 %476) #4, !dbg !39
  %.extract38 = extractelement <4 x i32> %637, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract38, ptr addrspace(1) %537, i1 %477) #4, !dbg !39
  %.extract39 = extractelement <4 x i32> %637, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract39, ptr addrspace(1) %538, i1 %478) #4, !dbg !39
  %.extract40 = extractelement <4 x i32> %630, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract40, ptr addrspace(1) %539, i1 %479) #4, !dbg !39
  %.extract41 = extractelement <4 x i32> %630, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract41, ptr addrspace(1) %540, i1 %480) #4, !dbg !39
  %.extract42 = extractelement <4 x i32> %639, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract42, ptr addrspace(1) %541, i1 %481) #4, !dbg !39
  %.extract43 = extractelement <4 x i32> %639, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract43, ptr addrspace(1) %542, i1 %482) #4, !dbg !39
  %.extract44 = extractelement <4 x i32> %630, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract44, ptr addrspace(1) %543, i1 %483) #4, !dbg !39
  %.extract45 = extractelement <4 x i32> %630, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract45, ptr addrspace(1) %544, i1 %484) #4, !dbg !39
  %.extract46 = extractelement <4 x i32> %639, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract46, ptr addrspace(1) %545, i1 %485) #4, !dbg !39
  %.extract47 = extractelement <4 x i32> %639, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract47, ptr addrspace(1) %546, i1 %486) #4, !dbg !39
  %.extract48 = extractelement <4 x i32> %632, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract48, ptr addrspace(1) %547, i1 %487) #4, !dbg !39
  %.extract49 = extractelement <4 x i32> %632, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract49, ptr addrspace(1) %548, i1 %488) #4, !dbg !39
  %.extract50 = extractelement <4 x i32> %641, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract50, ptr addrspace(1) %549, i1 %489) #4, !dbg !39
  %.extract51 = extractelement <4 x i32> %641, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract51, ptr addrspace(1) %550, i1 %490) #4, !dbg !39
  %.extract52 = extractelement <4 x i32> %632, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract52, ptr addrspace(1) %551, i1 %491) #4, !dbg !39
  %.extract53 = extractelement <4 x i32> %632, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract53, ptr addrspace(1) %552, i1 %492) #4, !dbg !39
  %.extract54 = extractelement <4 x i32> %641, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract54, ptr addrspace(1) %553, i1 %493) #4, !dbg !39
  %.extract55 = extractelement <4 x i32> %641, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract55, ptr addrspace(1) %554, i1 %494) #4, !dbg !39
  %.extract56 = extractelement <4 x i32> %634, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract56, ptr addrspace(1) %555, i1 %495) #4, !dbg !39
  %.extract57 = extractelement <4 x i32> %634, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract57, ptr addrspace(1) %556, i1 %496) #4, !dbg !39
  %.extract58 = extractelement <4 x i32> %643, i64 0, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract58, ptr addrspace(1) %557, i1 %497) #4, !dbg !39
  %.extract59 = extractelement <4 x i32> %643, i64 1, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract59, ptr addrspace(1) %558, i1 %498) #4, !dbg !39
  %.extract60 = extractelement <4 x i32> %634, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract60, ptr addrspace(1) %559, i1 %499) #4, !dbg !39
  %.extract61 = extractelement <4 x i32> %634, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract61, ptr addrspace(1) %560, i1 %500) #4, !dbg !39
  %.extract62 = extractelement <4 x i32> %643, i64 2, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract62, ptr addrspace(1) %561, i1 %501) #4, !dbg !39
  %.extract63 = extractelement <4 x i32> %643, i64 3, !dbg !39
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract63, ptr addrspace(1) %562, i1 %502) #4, !dbg !39
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

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #3

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

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
!20 = !DILocation(line: 21, column: 18, scope: !4)
!21 = !DILocation(line: 23, column: 67, scope: !4)
!22 = !DILocation(line: 23, column: 53, scope: !4)
!23 = !DILocation(line: 22, column: 57, scope: !4)
!24 = !DILocation(line: 22, column: 25, scope: !4)
!25 = !DILocation(line: 25, column: 45, scope: !4)
!26 = !DILocation(line: 25, column: 51, scope: !4)
!27 = !DILocation(line: 24, column: 43, scope: !4)
!28 = !DILocation(line: 24, column: 29, scope: !4)
!29 = !DILocation(line: 24, column: 55, scope: !4)
!30 = !DILocation(line: 24, column: 25, scope: !4)
!31 = !DILocation(line: 26, column: 37, scope: !4)
!32 = !DILocation(line: 19, column: 19, scope: !4)
!33 = !DILocation(line: 28, column: 35, scope: !4)
!34 = !DILocation(line: 28, column: 57, scope: !4)
!35 = !DILocation(line: 28, column: 41, scope: !4)
!36 = !DILocation(line: 27, column: 33, scope: !4)
!37 = !DILocation(line: 27, column: 17, scope: !4)
!38 = !DILocation(line: 27, column: 45, scope: !4)
!39 = !DILocation(line: 27, column: 60, scope: !4)
!40 = !DILocation(line: 27, column: 4, scope: !4)
