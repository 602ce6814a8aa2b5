; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %14 = shl i32 %12, 7, !dbg !9
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 63, !dbg !10
  %18 = shl nuw nsw i32 %15, 3, !dbg !10
  %19 = and i32 %18, 120, !dbg !10
  %20 = or disjoint i32 %17, %14, !dbg !11
  %21 = or disjoint i32 %20, 64, !dbg !11
  %22 = shl nuw nsw i32 %13, 7, !dbg !12
  %23 = or disjoint i32 %19, %22, !dbg !13
  %24 = or disjoint i32 %23, 1, !dbg !13
  %25 = or disjoint i32 %23, 2, !dbg !13
  %26 = or disjoint i32 %23, 3, !dbg !13
  %27 = or disjoint i32 %23, 4, !dbg !13
  %28 = or disjoint i32 %23, 5, !dbg !13
  %29 = or disjoint i32 %23, 6, !dbg !13
  %30 = or disjoint i32 %23, 7, !dbg !13
  %31 = and i32 %18, 24, !dbg !14
  %32 = and i32 %15, 240, !dbg !14
  %33 = lshr exact i32 %32, 4, !dbg !14
  %34 = icmp slt i32 %20, %3, !dbg !15
  %35 = icmp slt i32 %21, %3, !dbg !15
  %36 = mul i32 %6, %20, !dbg !16
  %37 = mul i32 %6, %21, !dbg !16
  %38 = sext i32 %36 to i64, !dbg !17
  %39 = getelementptr half, ptr addrspace(1) %0, i64 %38, !dbg !17
  %40 = sext i32 %37 to i64, !dbg !17
  %41 = getelementptr half, ptr addrspace(1) %0, i64 %40, !dbg !17
  %42 = icmp slt i32 %23, %4, !dbg !18
  %43 = icmp slt i32 %24, %4, !dbg !18
  %44 = icmp slt i32 %25, %4, !dbg !18
  %45 = icmp slt i32 %26, %4, !dbg !18
  %46 = icmp slt i32 %27, %4, !dbg !18
  %47 = icmp slt i32 %28, %4, !dbg !18
  %48 = icmp slt i32 %29, %4, !dbg !18
  %49 = icmp slt i32 %30, %4, !dbg !18
  %50 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %50, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !19

.._crit_edge_crit_edge:                           ; preds = %11
  %.pre = lshr i32 %15, 5, !dbg !10
  %.pre129 = shl nuw nsw i32 %15, 4, !dbg !20
  %.pre131 = shl nuw nsw i32 %15, 9, !dbg !20
  %.pre133 = and i32 %.pre129, 112, !dbg !20
  %.pre135 = shl nuw nsw i32 %15, 1, !dbg !20
  br label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %51 = shl nuw nsw i32 %15, 4
  %52 = and i32 %51, 4080
  %53 = shl nuw nsw i32 %15, 1
  %54 = and i32 %53, 48
  %55 = xor i32 %52, %54
  %56 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55
  %57 = getelementptr inbounds nuw i8, ptr addrspace(3) %56, i32 4096
  %58 = zext nneg i32 %23 to i64
  %59 = zext nneg i32 %24 to i64
  %60 = zext nneg i32 %25 to i64
  %61 = zext nneg i32 %26 to i64
  %62 = zext nneg i32 %27 to i64
  %63 = zext nneg i32 %28 to i64
  %64 = zext nneg i32 %29 to i64
  %65 = zext nneg i32 %30 to i64
  %66 = and i32 %51, 112
  %67 = shl nuw nsw i32 %32, 3
  %68 = and i32 %15, 112
  %69 = shl nuw nsw i32 %15, 9
  %70 = and i32 %69, 4096
  %71 = or disjoint i32 %66, %67
  %72 = xor i32 %71, %68
  %73 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %70
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) %73, i32 %72
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i32 2048
  %76 = lshr exact i32 ptrtoint (ptr addrspace(3) @global_smem to i32), 4
  %77 = lshr i32 %15, 5
  %78 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192) to i32), 4
  %79 = and i32 %78, 16383
  %80 = zext nneg i32 %79 to i64
  %81 = or disjoint i64 %80, 4611686293322072064
  %82 = add nuw nsw i64 %80, 4611686293322072192
  br label %83, !dbg !19

83:                                               ; preds = %.lr.ph, %83
  %84 = phi float [ 0.000000e+00, %.lr.ph ], [ %482, %83 ]
  %85 = phi float [ 0.000000e+00, %.lr.ph ], [ %483, %83 ]
  %86 = phi float [ 0.000000e+00, %.lr.ph ], [ %484, %83 ]
  %87 = phi float [ 0.000000e+00, %.lr.ph ], [ %485, %83 ]
  %88 = phi float [ 0.000000e+00, %.lr.ph ], [ %486, %83 ]
  %89 = phi float [ 0.000000e+00, %.lr.ph ], [ %487, %83 ]
  %90 = phi float [ 0.000000e+00, %.lr.ph ], [ %488, %83 ]
  %91 = phi float [ 0.000000e+00, %.lr.ph ], [ %489, %83 ]
  %92 = phi float [ 0.000000e+00, %.lr.ph ], [ %490, %83 ]
  %93 = phi float [ 0.000000e+00, %.lr.ph ], [ %491, %83 ]
  %94 = phi float [ 0.000000e+00, %.lr.ph ], [ %492, %83 ]
  %95 = phi float [ 0.000000e+00, %.lr.ph ], [ %493, %83 ]
  %96 = phi float [ 0.000000e+00, %.lr.ph ], [ %494, %83 ]
  %97 = phi float [ 0.000000e+00, %.lr.ph ], [ %495, %83 ]
  %98 = phi float [ 0.000000e+00, %.lr.ph ], [ %496, %83 ]
  %99 = phi float [ 0.000000e+00, %.lr.ph ], [ %497, %83 ]
  %100 = phi float [ 0.000000e+00, %.lr.ph ], [ %498, %83 ]
  %101 = phi float [ 0.000000e+00, %.lr.ph ], [ %499, %83 ]
  %102 = phi float [ 0.000000e+00, %.lr.ph ], [ %500, %83 ]
  %103 = phi float [ 0.000000e+00, %.lr.ph ], [ %501, %83 ]
  %104 = phi float [ 0.000000e+00, %.lr.ph ], [ %502, %83 ]
  %105 = phi float [ 0.000000e+00, %.lr.ph ], [ %503, %83 ]
  %106 = phi float [ 0.000000e+00, %.lr.ph ], [ %504, %83 ]
  %107 = phi float [ 0.000000e+00, %.lr.ph ], [ %505, %83 ]
  %108 = phi float [ 0.000000e+00, %.lr.ph ], [ %506, %83 ]
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %507, %83 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %508, %83 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %509, %83 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %510, %83 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %511, %83 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %512, %83 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %513, %83 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %514, %83 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %515, %83 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %516, %83 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %517, %83 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %518, %83 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %519, %83 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %520, %83 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %521, %83 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %522, %83 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %523, %83 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %524, %83 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %525, %83 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %526, %83 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %527, %83 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %528, %83 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %529, %83 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %530, %83 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %531, %83 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %532, %83 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %533, %83 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %534, %83 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %535, %83 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %536, %83 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %537, %83 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %538, %83 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %539, %83 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %540, %83 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %541, %83 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %542, %83 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %543, %83 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %544, %83 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %545, %83 ]
  %148 = phi i32 [ 0, %.lr.ph ], [ %546, %83 ]
  %149 = or disjoint i32 %148, %31, !dbg !21
  %150 = or disjoint i32 %149, 1, !dbg !21
  %151 = or disjoint i32 %149, 2, !dbg !21
  %152 = or disjoint i32 %149, 3, !dbg !21
  %153 = or disjoint i32 %149, 4, !dbg !21
  %154 = or disjoint i32 %149, 5, !dbg !21
  %155 = or disjoint i32 %149, 6, !dbg !21
  %156 = or disjoint i32 %149, 7, !dbg !21
  %157 = or disjoint i32 %148, %33, !dbg !21
  %158 = or disjoint i32 %157, 16, !dbg !21
  %159 = icmp slt i32 %149, %5, !dbg !22
  %160 = icmp slt i32 %150, %5, !dbg !22
  %161 = icmp slt i32 %151, %5, !dbg !22
  %162 = icmp slt i32 %152, %5, !dbg !22
  %163 = icmp slt i32 %153, %5, !dbg !22
  %164 = icmp slt i32 %154, %5, !dbg !22
  %165 = icmp slt i32 %155, %5, !dbg !22
  %166 = icmp slt i32 %156, %5, !dbg !22
  %167 = and i1 %34, %159, !dbg !23
  %168 = and i1 %34, %160, !dbg !23
  %169 = and i1 %34, %161, !dbg !23
  %170 = and i1 %34, %162, !dbg !23
  %171 = and i1 %34, %163, !dbg !23
  %172 = and i1 %34, %164, !dbg !23
  %173 = and i1 %34, %165, !dbg !23
  %174 = and i1 %34, %166, !dbg !23
  %175 = and i1 %35, %159, !dbg !23
  %176 = and i1 %35, %160, !dbg !23
  %177 = and i1 %35, %161, !dbg !23
  %178 = and i1 %35, %162, !dbg !23
  %179 = and i1 %35, %163, !dbg !23
  %180 = and i1 %35, %164, !dbg !23
  %181 = and i1 %35, %165, !dbg !23
  %182 = and i1 %35, %166, !dbg !23
  %183 = sext i32 %149 to i64, !dbg !24
  %184 = getelementptr half, ptr addrspace(1) %39, i64 %183, !dbg !24
  %185 = sext i32 %150 to i64, !dbg !24
  %186 = getelementptr half, ptr addrspace(1) %39, i64 %185, !dbg !24
  %187 = sext i32 %151 to i64, !dbg !24
  %188 = getelementptr half, ptr addrspace(1) %39, i64 %187, !dbg !24
  %189 = sext i32 %152 to i64, !dbg !24
  %190 = getelementptr half, ptr addrspace(1) %39, i64 %189, !dbg !24
  %191 = sext i32 %153 to i64, !dbg !24
  %192 = getelementptr half, ptr addrspace(1) %39, i64 %191, !dbg !24
  %193 = sext i32 %154 to i64, !dbg !24
  %194 = getelementptr half, ptr addrspace(1) %39, i64 %193, !dbg !24
  %195 = sext i32 %155 to i64, !dbg !24
  %196 = getelementptr half, ptr addrspace(1) %39, i64 %195, !dbg !24
  %197 = sext i32 %156 to i64, !dbg !24
  %198 = getelementptr half, ptr addrspace(1) %39, i64 %197, !dbg !24
  %199 = getelementptr half, ptr addrspace(1) %41, i64 %183, !dbg !24
  %200 = getelementptr half, ptr addrspace(1) %41, i64 %185, !dbg !24
  %201 = getelementptr half, ptr addrspace(1) %41, i64 %187, !dbg !24
  %202 = getelementptr half, ptr addrspace(1) %41, i64 %189, !dbg !24
  %203 = getelementptr half, ptr addrspace(1) %41, i64 %191, !dbg !24
  %204 = getelementptr half, ptr addrspace(1) %41, i64 %193, !dbg !24
  %205 = getelementptr half, ptr addrspace(1) %41, i64 %195, !dbg !24
  %206 = getelementptr half, ptr addrspace(1) %41, i64 %197, !dbg !24
  %207 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %184, i1 %167) #5, !dbg !25
  %208 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %186, i1 %168) #5, !dbg !25
  %209 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %188, i1 %169) #5, !dbg !25
  %210 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %190, i1 %170) #5, !dbg !25
  %211 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %192, i1 %171) #5, !dbg !25
  %212 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %194, i1 %172) #5, !dbg !25
  %213 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %196, i1 %173) #5, !dbg !25
  %214 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %198, i1 %174) #5, !dbg !25
  %215 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %199, i1 %175) #5, !dbg !25
  %216 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %200, i1 %176) #5, !dbg !25
  %217 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %201, i1 %177) #5, !dbg !25
  %218 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %202, i1 %178) #5, !dbg !25
  %219 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %203, i1 %179) #5, !dbg !25
  %220 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %204, i1 %180) #5, !dbg !25
  %221 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %205, i1 %181) #5, !dbg !25
  %222 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %206, i1 %182) #5, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %223 = insertelement <2 x i16> poison, i16 %207, i64 0, !dbg !25
  %224 = insertelement <2 x i16> %223, i16 %208, i64 1, !dbg !25
  %225 = bitcast <2 x i16> %224 to i32, !dbg !25
  %226 = insertelement <2 x i16> poison, i16 %209, i64 0, !dbg !25
  %227 = insertelement <2 x i16> %226, i16 %210, i64 1, !dbg !25
  %228 = bitcast <2 x i16> %227 to i32, !dbg !25
  %229 = insertelement <2 x i16> poison, i16 %211, i64 0, !dbg !25
  %230 = insertelement <2 x i16> %229, i16 %212, i64 1, !dbg !25
  %231 = bitcast <2 x i16> %230 to i32, !dbg !25
  %232 = insertelement <2 x i16> poison, i16 %213, i64 0, !dbg !25
  %233 = insertelement <2 x i16> %232, i16 %214, i64 1, !dbg !25
  %234 = bitcast <2 x i16> %233 to i32, !dbg !25
  %235 = insertelement <4 x i32> poison, i32 %225, i64 0, !dbg !25
  %236 = insertelement <4 x i32> %235, i32 %228, i64 1, !dbg !25
  %237 = insertelement <4 x i32> %236, i32 %231, i64 2, !dbg !25
  %238 = insertelement <4 x i32> %237, i32 %234, i64 3, !dbg !25
  store <4 x i32> %238, ptr addrspace(3) %56, align 16, !dbg !25
  %239 = insertelement <2 x i16> poison, i16 %215, i64 0, !dbg !25
  %240 = insertelement <2 x i16> %239, i16 %216, i64 1, !dbg !25
  %241 = bitcast <2 x i16> %240 to i32, !dbg !25
  %242 = insertelement <2 x i16> poison, i16 %217, i64 0, !dbg !25
  %243 = insertelement <2 x i16> %242, i16 %218, i64 1, !dbg !25
  %244 = bitcast <2 x i16> %243 to i32, !dbg !25
  %245 = insertelement <2 x i16> poison, i16 %219, i64 0, !dbg !25
  %246 = insertelement <2 x i16> %245, i16 %220, i64 1, !dbg !25
  %247 = bitcast <2 x i16> %246 to i32, !dbg !25
  %248 = insertelement <2 x i16> poison, i16 %221, i64 0, !dbg !25
  %249 = insertelement <2 x i16> %248, i16 %222, i64 1, !dbg !25
  %250 = bitcast <2 x i16> %249 to i32, !dbg !25
  %251 = insertelement <4 x i32> poison, i32 %241, i64 0, !dbg !25
  %252 = insertelement <4 x i32> %251, i32 %244, i64 1, !dbg !25
  %253 = insertelement <4 x i32> %252, i32 %247, i64 2, !dbg !25
  %254 = insertelement <4 x i32> %253, i32 %250, i64 3, !dbg !25
  store <4 x i32> %254, ptr addrspace(3) %57, align 16, !dbg !25
  %255 = icmp slt i32 %157, %5, !dbg !26
  %256 = icmp slt i32 %158, %5, !dbg !26
  %257 = and i1 %42, %255, !dbg !27
  %258 = and i1 %43, %255, !dbg !27
  %259 = and i1 %44, %255, !dbg !27
  %260 = and i1 %45, %255, !dbg !27
  %261 = and i1 %46, %255, !dbg !27
  %262 = and i1 %47, %255, !dbg !27
  %263 = and i1 %48, %255, !dbg !27
  %264 = and i1 %49, %255, !dbg !27
  %265 = and i1 %42, %256, !dbg !27
  %266 = and i1 %43, %256, !dbg !27
  %267 = and i1 %44, %256, !dbg !27
  %268 = and i1 %45, %256, !dbg !27
  %269 = and i1 %46, %256, !dbg !27
  %270 = and i1 %47, %256, !dbg !27
  %271 = and i1 %48, %256, !dbg !27
  %272 = and i1 %49, %256, !dbg !27
  %273 = mul i32 %157, %7, !dbg !28
  %274 = mul i32 %158, %7, !dbg !28
  %275 = sext i32 %273 to i64, !dbg !29
  %276 = getelementptr half, ptr addrspace(1) %1, i64 %275, !dbg !29
  %277 = sext i32 %274 to i64, !dbg !29
  %278 = getelementptr half, ptr addrspace(1) %1, i64 %277, !dbg !29
  %279 = getelementptr half, ptr addrspace(1) %276, i64 %58, !dbg !30
  %280 = getelementptr half, ptr addrspace(1) %276, i64 %59, !dbg !30
  %281 = getelementptr half, ptr addrspace(1) %276, i64 %60, !dbg !30
  %282 = getelementptr half, ptr addrspace(1) %276, i64 %61, !dbg !30
  %283 = getelementptr half, ptr addrspace(1) %276, i64 %62, !dbg !30
  %284 = getelementptr half, ptr addrspace(1) %276, i64 %63, !dbg !30
  %285 = getelementptr half, ptr addrspace(1) %276, i64 %64, !dbg !30
  %286 = getelementptr half, ptr addrspace(1) %276, i64 %65, !dbg !30
  %287 = getelementptr half, ptr addrspace(1) %278, i64 %58, !dbg !30
  %288 = getelementptr half, ptr addrspace(1) %278, i64 %59, !dbg !30
  %289 = getelementptr half, ptr addrspace(1) %278, i64 %60, !dbg !30
  %290 = getelementptr half, ptr addrspace(1) %278, i64 %61, !dbg !30
  %291 = getelementptr half, ptr addrspace(1) %278, i64 %62, !dbg !30
  %292 = getelementptr half, ptr addrspace(1) %278, i64 %63, !dbg !30
  %293 = getelementptr half, ptr addrspace(1) %278, i64 %64, !dbg !30
  %294 = getelementptr half, ptr addrspace(1) %278, i64 %65, !dbg !30
  %295 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %279, i1 %257) #5, !dbg !31
  %296 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %280, i1 %258) #5, !dbg !31
  %297 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %281, i1 %259) #5, !dbg !31
  %298 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %282, i1 %260) #5, !dbg !31
  %299 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %283, i1 %261) #5, !dbg !31
  %300 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %284, i1 %262) #5, !dbg !31
  %301 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %285, i1 %263) #5, !dbg !31
  %302 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %286, i1 %264) #5, !dbg !31
  %303 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %287, i1 %265) #5, !dbg !31
  %304 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %288, i1 %266) #5, !dbg !31
  %305 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %289, i1 %267) #5, !dbg !31
  %306 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %290, i1 %268) #5, !dbg !31
  %307 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %291, i1 %269) #5, !dbg !31
  %308 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %292, i1 %270) #5, !dbg !31
  %309 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %293, i1 %271) #5, !dbg !31
  %310 = tail call i16 asm sideeffect "mov.u16 $0, $1;\0A\09@$3 ld.global.b16 { $0 }, [ $2 + 0 ];", "=c,c,l,b"(i16 0, ptr addrspace(1) %294, i1 %272) #5, !dbg !31
  %311 = insertelement <2 x i16> poison, i16 %295, i64 0, !dbg !31
  %312 = insertelement <2 x i16> %311, i16 %296, i64 1, !dbg !31
  %313 = bitcast <2 x i16> %312 to i32, !dbg !31
  %314 = insertelement <2 x i16> poison, i16 %297, i64 0, !dbg !31
  %315 = insertelement <2 x i16> %314, i16 %298, i64 1, !dbg !31
  %316 = bitcast <2 x i16> %315 to i32, !dbg !31
  %317 = insertelement <2 x i16> poison, i16 %299, i64 0, !dbg !31
  %318 = insertelement <2 x i16> %317, i16 %300, i64 1, !dbg !31
  %319 = bitcast <2 x i16> %318 to i32, !dbg !31
  %320 = insertelement <2 x i16> poison, i16 %301, i64 0, !dbg !31
  %321 = insertelement <2 x i16> %320, i16 %302, i64 1, !dbg !31
  %322 = bitcast <2 x i16> %321 to i32, !dbg !31
  %323 = insertelement <4 x i32> poison, i32 %313, i64 0, !dbg !31
  %324 = insertelement <4 x i32> %323, i32 %316, i64 1, !dbg !31
  %325 = insertelement <4 x i32> %324, i32 %319, i64 2, !dbg !31
  %326 = insertelement <4 x i32> %325, i32 %322, i64 3, !dbg !31
  store <4 x i32> %326, ptr addrspace(3) %74, align 16, !dbg !31
  %327 = insertelement <2 x i16> poison, i16 %303, i64 0, !dbg !31
  %328 = insertelement <2 x i16> %327, i16 %304, i64 1, !dbg !31
  %329 = bitcast <2 x i16> %328 to i32, !dbg !31
  %330 = insertelement <2 x i16> poison, i16 %305, i64 0, !dbg !31
  %331 = insertelement <2 x i16> %330, i16 %306, i64 1, !dbg !31
  %332 = bitcast <2 x i16> %331 to i32, !dbg !31
  %333 = insertelement <2 x i16> poison, i16 %307, i64 0, !dbg !31
  %334 = insertelement <2 x i16> %333, i16 %308, i64 1, !dbg !31
  %335 = bitcast <2 x i16> %334 to i32, !dbg !31
  %336 = insertelement <2 x i16> poison, i16 %309, i64 0, !dbg !31
  %337 = insertelement <2 x i16> %336, i16 %310, i64 1, !dbg !31
  %338 = bitcast <2 x i16> %337 to i32, !dbg !31
  %339 = insertelement <4 x i32> poison, i32 %329, i64 0, !dbg !31
  %340 = insertelement <4 x i32> %339, i32 %332, i64 1, !dbg !31
  %341 = insertelement <4 x i32> %340, i32 %335, i64 2, !dbg !31
  %342 = insertelement <4 x i32> %341, i32 %338, i64 3, !dbg !31
  store <4 x i32> %342, ptr addrspace(3) %75, align 16, !dbg !31
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #5, !dbg !32
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !32
  %343 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %77, i32 0, i32 31), !dbg !32
  %344 = shl i32 %343, 6, !dbg !32
  %345 = and i32 %344, 256, !dbg !32
  %346 = add nuw nsw i32 %345, %76, !dbg !32
  %347 = and i32 %346, 16383, !dbg !32
  %348 = zext nneg i32 %347 to i64, !dbg !32
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !32
  %349 = or disjoint i64 %348, -9223371899415822336, !dbg !32
  %350 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %84, float %85, float %86, float %87, float %88, float %89, float %90, float %91, float %92, float %93, float %94, float %95, float %96, float %97, float %98, float %99, float %100, float %101, float %102, float %103, float %104, float %105, float %106, float %107, float %108, float %109, float %110, float %111, float %112, float %113, float %114, float %115, float %116, float %117, float %118, float %119, float %120, float %121, float %122, float %123, float %124, float %125, float %126, float %127, float %128, float %129, float %130, float %131, float %132, float %133, float %134, float %135, float %136, float %137, float %138, float %139, float %140, float %141, float %142, float %143, float %144, float %145, float %146, float %147, i64 %349, i64 %81, i1 true) #5, !dbg !32
  %351 = add nuw nsw i64 %348, -9223371899415822334, !dbg !32
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 0, !dbg !32
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 1, !dbg !32
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 2, !dbg !32
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 3, !dbg !32
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 4, !dbg !32
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 5, !dbg !32
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 6, !dbg !32
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 7, !dbg !32
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 8, !dbg !32
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 9, !dbg !32
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 10, !dbg !32
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 11, !dbg !32
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 12, !dbg !32
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 13, !dbg !32
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 14, !dbg !32
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 15, !dbg !32
  %368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 16, !dbg !32
  %369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 17, !dbg !32
  %370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 18, !dbg !32
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 19, !dbg !32
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 20, !dbg !32
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 21, !dbg !32
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 22, !dbg !32
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 23, !dbg !32
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 24, !dbg !32
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 25, !dbg !32
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 26, !dbg !32
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 27, !dbg !32
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 28, !dbg !32
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 29, !dbg !32
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 30, !dbg !32
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 31, !dbg !32
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 32, !dbg !32
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 33, !dbg !32
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 34, !dbg !32
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 35, !dbg !32
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 36, !dbg !32
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 37, !dbg !32
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 38, !dbg !32
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 39, !dbg !32
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 40, !dbg !32
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 41, !dbg !32
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 42, !dbg !32
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 43, !dbg !32
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 44, !dbg !32
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 45, !dbg !32
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 46, !dbg !32
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 47, !dbg !32
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 48, !dbg !32
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 49, !dbg !32
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 50, !dbg !32
  %403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 51, !dbg !32
  %404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 52, !dbg !32
  %405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 53, !dbg !32
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 54, !dbg !32
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 55, !dbg !32
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 56, !dbg !32
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 57, !dbg !32
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 58, !dbg !32
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 59, !dbg !32
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 60, !dbg !32
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 61, !dbg !32
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 62, !dbg !32
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %350, 63, !dbg !32
  %416 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, $128, $129, $130, 1, 1, 0, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,l,l,b"(float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, float %368, float %369, float %370, float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, float %403, float %404, float %405, float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, i64 %351, i64 %82, i1 true) #5, !dbg !32
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 0, !dbg !32
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 1, !dbg !32
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 2, !dbg !32
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 3, !dbg !32
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 4, !dbg !32
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 5, !dbg !32
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 6, !dbg !32
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 7, !dbg !32
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 8, !dbg !32
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 9, !dbg !32
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 10, !dbg !32
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 11, !dbg !32
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 12, !dbg !32
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 13, !dbg !32
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 14, !dbg !32
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 15, !dbg !32
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 16, !dbg !32
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 17, !dbg !32
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 18, !dbg !32
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 19, !dbg !32
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 20, !dbg !32
  %438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 21, !dbg !32
  %439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 22, !dbg !32
  %440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 23, !dbg !32
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 24, !dbg !32
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 25, !dbg !32
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 26, !dbg !32
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 27, !dbg !32
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 28, !dbg !32
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 29, !dbg !32
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 30, !dbg !32
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 31, !dbg !32
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 32, !dbg !32
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 33, !dbg !32
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 34, !dbg !32
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 35, !dbg !32
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 36, !dbg !32
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 37, !dbg !32
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 38, !dbg !32
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 39, !dbg !32
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 40, !dbg !32
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 41, !dbg !32
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 42, !dbg !32
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 43, !dbg !32
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 44, !dbg !32
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 45, !dbg !32
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 46, !dbg !32
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 47, !dbg !32
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 48, !dbg !32
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 49, !dbg !32
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 50, !dbg !32
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 51, !dbg !32
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 52, !dbg !32
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 53, !dbg !32
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 54, !dbg !32
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 55, !dbg !32
  %473 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 56, !dbg !32
  %474 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 57, !dbg !32
  %475 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 58, !dbg !32
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 59, !dbg !32
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 60, !dbg !32
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 61, !dbg !32
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 62, !dbg !32
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %416, 63, !dbg !32
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !32
  %481 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69"(float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, float %438, float %439, float %440, float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, float %473, float %474, float %475, float %476, float %477, float %478, float %479, float %480, ptr addrspace(3) @global_smem, i32 0, i32 0, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 0, i32 0) #5, !dbg !32
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 0, !dbg !32
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 1, !dbg !32
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 2, !dbg !32
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 3, !dbg !32
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 4, !dbg !32
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 5, !dbg !32
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 6, !dbg !32
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 7, !dbg !32
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 8, !dbg !32
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 9, !dbg !32
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 10, !dbg !32
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 11, !dbg !32
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 12, !dbg !32
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 13, !dbg !32
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 14, !dbg !32
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 15, !dbg !32
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 16, !dbg !32
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 17, !dbg !32
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 18, !dbg !32
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 19, !dbg !32
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 20, !dbg !32
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 21, !dbg !32
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 22, !dbg !32
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 23, !dbg !32
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 24, !dbg !32
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 25, !dbg !32
  %508 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 26, !dbg !32
  %509 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 27, !dbg !32
  %510 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 28, !dbg !32
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 29, !dbg !32
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 30, !dbg !32
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 31, !dbg !32
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 32, !dbg !32
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 33, !dbg !32
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 34, !dbg !32
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 35, !dbg !32
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 36, !dbg !32
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 37, !dbg !32
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 38, !dbg !32
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 39, !dbg !32
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 40, !dbg !32
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 41, !dbg !32
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 42, !dbg !32
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 43, !dbg !32
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 44, !dbg !32
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 45, !dbg !32
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 46, !dbg !32
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 47, !dbg !32
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 48, !dbg !32
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 49, !dbg !32
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 50, !dbg !32
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 51, !dbg !32
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 52, !dbg !32
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 53, !dbg !32
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 54, !dbg !32
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 55, !dbg !32
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 56, !dbg !32
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 57, !dbg !32
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 58, !dbg !32
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 59, !dbg !32
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 60, !dbg !32
  %543 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 61, !dbg !32
  %544 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 62, !dbg !32
  %545 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32 } %481, 63, !dbg !32
  %546 = add i32 %148, 32, !dbg !19
  %547 = icmp slt i32 %546, %5, !dbg !19
  br i1 %547, label %83, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %83, %.._crit_edge_crit_edge
  %.pre-phi136 = phi i32 [ %.pre135, %.._crit_edge_crit_edge ], [ %53, %83 ], !dbg !20
  %.pre-phi134 = phi i32 [ %.pre133, %.._crit_edge_crit_edge ], [ %66, %83 ], !dbg !20
  %.pre-phi132 = phi i32 [ %.pre131, %.._crit_edge_crit_edge ], [ %69, %83 ], !dbg !20
  %.pre-phi130 = phi i32 [ %.pre129, %.._crit_edge_crit_edge ], [ %51, %83 ], !dbg !20
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %77, %83 ], !dbg !10
  %548 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %482, %83 ], !dbg !33
  %549 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %483, %83 ], !dbg !33
  %550 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %484, %83 ], !dbg !33
  %551 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %485, %83 ], !dbg !33
  %552 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %486, %83 ], !dbg !33
  %553 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %487, %83 ], !dbg !33
  %554 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %488, %83 ], !dbg !33
  %555 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %489, %83 ], !dbg !33
  %556 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %490, %83 ], !dbg !33
  %557 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %491, %83 ], !dbg !33
  %558 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %492, %83 ], !dbg !33
  %559 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %493, %83 ], !dbg !33
  %560 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %494, %83 ], !dbg !33
  %561 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %495, %83 ], !dbg !33
  %562 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %496, %83 ], !dbg !33
  %563 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %497, %83 ], !dbg !33
  %564 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %498, %83 ], !dbg !33
  %565 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %499, %83 ], !dbg !33
  %566 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %500, %83 ], !dbg !33
  %567 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %501, %83 ], !dbg !33
  %568 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %502, %83 ], !dbg !33
  %569 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %503, %83 ], !dbg !33
  %570 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %504, %83 ], !dbg !33
  %571 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %505, %83 ], !dbg !33
  %572 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %506, %83 ], !dbg !33
  %573 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %507, %83 ], !dbg !33
  %574 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %508, %83 ], !dbg !33
  %575 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %509, %83 ], !dbg !33
  %576 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %510, %83 ], !dbg !33
  %577 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %511, %83 ], !dbg !33
  %578 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %512, %83 ], !dbg !33
  %579 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %513, %83 ], !dbg !33
  %580 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %514, %83 ], !dbg !33
  %581 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %515, %83 ], !dbg !33
  %582 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %516, %83 ], !dbg !33
  %583 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %517, %83 ], !dbg !33
  %584 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %518, %83 ], !dbg !33
  %585 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %519, %83 ], !dbg !33
  %586 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %520, %83 ], !dbg !33
  %587 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %521, %83 ], !dbg !33
  %588 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %522, %83 ], !dbg !33
  %589 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %523, %83 ], !dbg !33
  %590 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %524, %83 ], !dbg !33
  %591 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %525, %83 ], !dbg !33
  %592 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %526, %83 ], !dbg !33
  %593 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %527, %83 ], !dbg !33
  %594 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %528, %83 ], !dbg !33
  %595 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %529, %83 ], !dbg !33
  %596 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %530, %83 ], !dbg !33
  %597 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %531, %83 ], !dbg !33
  %598 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %532, %83 ], !dbg !33
  %599 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %533, %83 ], !dbg !33
  %600 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %534, %83 ], !dbg !33
  %601 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %535, %83 ], !dbg !33
  %602 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %536, %83 ], !dbg !33
  %603 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %537, %83 ], !dbg !33
  %604 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %538, %83 ], !dbg !33
  %605 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %539, %83 ], !dbg !33
  %606 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %540, %83 ], !dbg !33
  %607 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %541, %83 ], !dbg !33
  %608 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %542, %83 ], !dbg !33
  %609 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %543, %83 ], !dbg !33
  %610 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %544, %83 ], !dbg !33
  %611 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %545, %83 ], !dbg !33
  %612 = shl nuw nsw i32 %15, 2, !dbg !10
  %613 = and i32 %612, 124, !dbg !10
  %614 = or disjoint i32 %22, %613, !dbg !13
  %615 = or disjoint i32 %614, 3, !dbg !13
  %616 = or disjoint i32 %614, 2, !dbg !13
  %617 = or disjoint i32 %614, 1, !dbg !13
  %618 = or disjoint i32 %.pre-phi, %14, !dbg !11
  %619 = or i32 %618, 120, !dbg !11
  %620 = and i32 %.pre-phi, 7, !dbg !10
  %621 = or disjoint i32 %14, %620, !dbg !11
  %622 = or disjoint i32 %621, 112, !dbg !11
  %623 = or disjoint i32 %621, 104, !dbg !11
  %624 = or disjoint i32 %621, 96, !dbg !11
  %625 = or i32 %618, 88, !dbg !11
  %626 = or disjoint i32 %621, 80, !dbg !11
  %627 = or disjoint i32 %621, 72, !dbg !11
  %628 = or disjoint i32 %621, 64, !dbg !11
  %629 = or i32 %618, 56, !dbg !11
  %630 = or disjoint i32 %621, 48, !dbg !11
  %631 = or disjoint i32 %621, 40, !dbg !11
  %632 = or disjoint i32 %621, 32, !dbg !11
  %633 = or i32 %618, 24, !dbg !11
  %634 = or disjoint i32 %621, 16, !dbg !11
  %635 = or disjoint i32 %621, 8, !dbg !11
  %636 = icmp slt i32 %621, %3, !dbg !34
  %637 = icmp slt i32 %635, %3, !dbg !34
  %638 = icmp slt i32 %634, %3, !dbg !34
  %639 = icmp slt i32 %633, %3, !dbg !34
  %640 = icmp slt i32 %632, %3, !dbg !34
  %641 = icmp slt i32 %631, %3, !dbg !34
  %642 = icmp slt i32 %630, %3, !dbg !34
  %643 = icmp slt i32 %629, %3, !dbg !34
  %644 = icmp slt i32 %628, %3, !dbg !34
  %645 = icmp slt i32 %627, %3, !dbg !34
  %646 = icmp slt i32 %626, %3, !dbg !34
  %647 = icmp slt i32 %625, %3, !dbg !34
  %648 = icmp slt i32 %624, %3, !dbg !34
  %649 = icmp slt i32 %623, %3, !dbg !34
  %650 = icmp slt i32 %622, %3, !dbg !34
  %651 = icmp slt i32 %619, %3, !dbg !34
  %652 = icmp slt i32 %614, %4, !dbg !35
  %653 = icmp slt i32 %617, %4, !dbg !35
  %654 = icmp slt i32 %616, %4, !dbg !35
  %655 = icmp slt i32 %615, %4, !dbg !35
  %656 = and i1 %636, %652, !dbg !36
  %657 = and i1 %636, %653, !dbg !36
  %658 = and i1 %636, %654, !dbg !36
  %659 = and i1 %636, %655, !dbg !36
  %660 = and i1 %637, %652, !dbg !36
  %661 = and i1 %637, %653, !dbg !36
  %662 = and i1 %637, %654, !dbg !36
  %663 = and i1 %637, %655, !dbg !36
  %664 = and i1 %638, %652, !dbg !36
  %665 = and i1 %638, %653, !dbg !36
  %666 = and i1 %638, %654, !dbg !36
  %667 = and i1 %638, %655, !dbg !36
  %668 = and i1 %639, %652, !dbg !36
  %669 = and i1 %639, %653, !dbg !36
  %670 = and i1 %639, %654, !dbg !36
  %671 = and i1 %639, %655, !dbg !36
  %672 = and i1 %640, %652, !dbg !36
  %673 = and i1 %640, %653, !dbg !36
  %674 = and i1 %640, %654, !dbg !36
  %675 = and i1 %640, %655, !dbg !36
  %676 = and i1 %641, %652, !dbg !36
  %677 = and i1 %641, %653, !dbg !36
  %678 = and i1 %641, %654, !dbg !36
  %679 = and i1 %641, %655, !dbg !36
  %680 = and i1 %642, %652, !dbg !36
  %681 = and i1 %642, %653, !dbg !36
  %682 = and i1 %642, %654, !dbg !36
  %683 = and i1 %642, %655, !dbg !36
  %684 = and i1 %643, %652, !dbg !36
  %685 = and i1 %643, %653, !dbg !36
  %686 = and i1 %643, %654, !dbg !36
  %687 = and i1 %643, %655, !dbg !36
  %688 = and i1 %644, %652, !dbg !36
  %689 = and i1 %644, %653, !dbg !36
  %690 = and i1 %644, %654, !dbg !36
  %691 = and i1 %644, %655, !dbg !36
  %692 = and i1 %645, %652, !dbg !36
  %693 = and i1 %645, %653, !dbg !36
  %694 = and i1 %645, %654, !dbg !36
  %695 = and i1 %645, %655, !dbg !36
  %696 = and i1 %646, %652, !dbg !36
  %697 = and i1 %646, %653, !dbg !36
  %698 = and i1 %646, %654, !dbg !36
  %699 = and i1 %646, %655, !dbg !36
  %700 = and i1 %647, %652, !dbg !36
  %701 = and i1 %647, %653, !dbg !36
  %702 = and i1 %647, %654, !dbg !36
  %703 = and i1 %647, %655, !dbg !36
  %704 = and i1 %648, %652, !dbg !36
  %705 = and i1 %648, %653, !dbg !36
  %706 = and i1 %648, %654, !dbg !36
  %707 = and i1 %648, %655, !dbg !36
  %708 = and i1 %649, %652, !dbg !36
  %709 = and i1 %649, %653, !dbg !36
  %710 = and i1 %649, %654, !dbg !36
  %711 = and i1 %649, %655, !dbg !36
  %712 = and i1 %650, %652, !dbg !36
  %713 = and i1 %650, %653, !dbg !36
  %714 = and i1 %650, %654, !dbg !36
  %715 = and i1 %650, %655, !dbg !36
  %716 = and i1 %651, %652, !dbg !36
  %717 = and i1 %651, %653, !dbg !36
  %718 = and i1 %651, %654, !dbg !36
  %719 = and i1 %651, %655, !dbg !36
  %720 = mul i32 %8, %621, !dbg !37
  %721 = mul i32 %8, %635, !dbg !37
  %722 = mul i32 %8, %634, !dbg !37
  %723 = mul i32 %8, %633, !dbg !37
  %724 = mul i32 %8, %632, !dbg !37
  %725 = mul i32 %8, %631, !dbg !37
  %726 = mul i32 %8, %630, !dbg !37
  %727 = mul i32 %8, %629, !dbg !37
  %728 = mul i32 %8, %628, !dbg !37
  %729 = mul i32 %8, %627, !dbg !37
  %730 = mul i32 %8, %626, !dbg !37
  %731 = mul i32 %8, %625, !dbg !37
  %732 = mul i32 %8, %624, !dbg !37
  %733 = mul i32 %8, %623, !dbg !37
  %734 = mul i32 %8, %622, !dbg !37
  %735 = mul i32 %8, %619, !dbg !37
  %736 = sext i32 %720 to i64, !dbg !38
  %737 = getelementptr float, ptr addrspace(1) %2, i64 %736, !dbg !38
  %738 = sext i32 %721 to i64, !dbg !38
  %739 = getelementptr float, ptr addrspace(1) %2, i64 %738, !dbg !38
  %740 = sext i32 %722 to i64, !dbg !38
  %741 = getelementptr float, ptr addrspace(1) %2, i64 %740, !dbg !38
  %742 = sext i32 %723 to i64, !dbg !38
  %743 = getelementptr float, ptr addrspace(1) %2, i64 %742, !dbg !38
  %744 = sext i32 %724 to i64, !dbg !38
  %745 = getelementptr float, ptr addrspace(1) %2, i64 %744, !dbg !38
  %746 = sext i32 %725 to i64, !dbg !38
  %747 = getelementptr float, ptr addrspace(1) %2, i64 %746, !dbg !38
  %748 = sext i32 %726 to i64, !dbg !38
  %749 = getelementptr float, ptr addrspace(1) %2, i64 %748, !dbg !38
  %750 = sext i32 %727 to i64, !dbg !38
  %751 = getelementptr float, ptr addrspace(1) %2, i64 %750, !dbg !38
  %752 = sext i32 %728 to i64, !dbg !38
  %753 = getelementptr float, ptr addrspace(1) %2, i64 %752, !dbg !38
  %754 = sext i32 %729 to i64, !dbg !38
  %755 = getelementptr float, ptr addrspace(1) %2, i64 %754, !dbg !38
  %756 = sext i32 %730 to i64, !dbg !38
  %757 = getelementptr float, ptr addrspace(1) %2, i64 %756, !dbg !38
  %758 = sext i32 %731 to i64, !dbg !38
  %759 = getelementptr float, ptr addrspace(1) %2, i64 %758, !dbg !38
  %760 = sext i32 %732 to i64, !dbg !38
  %761 = getelementptr float, ptr addrspace(1) %2, i64 %760, !dbg !38
  %762 = sext i32 %733 to i64, !dbg !38
  %763 = getelementptr float, ptr addrspace(1) %2, i64 %762, !dbg !38
  %764 = sext i32 %734 to i64, !dbg !38
  %765 = getelementptr float, ptr addrspace(1) %2, i64 %764, !dbg !38
  %766 = sext i32 %735 to i64, !dbg !38
  %767 = getelementptr float, ptr addrspace(1) %2, i64 %766, !dbg !38
  %768 = zext nneg i32 %614 to i64, !dbg !39
  %769 = getelementptr float, ptr addrspace(1) %737, i64 %768, !dbg !39
  %770 = zext nneg i32 %617 to i64, !dbg !39
  %771 = getelementptr float, ptr addrspace(1) %737, i64 %770, !dbg !39
  %772 = zext nneg i32 %616 to i64, !dbg !39
  %773 = getelementptr float, ptr addrspace(1) %737, i64 %772, !dbg !39
  %774 = zext nneg i32 %615 to i64, !dbg !39
  %775 = getelementptr float, ptr addrspace(1) %737, i64 %774, !dbg !39
  %776 = getelementptr float, ptr addrspace(1) %739, i64 %768, !dbg !39
  %777 = getelementptr float, ptr addrspace(1) %739, i64 %770, !dbg !39
  %778 = getelementptr float, ptr addrspace(1) %739, i64 %772, !dbg !39
  %779 = getelementptr float, ptr addrspace(1) %739, i64 %774, !dbg !39
  %780 = getelementptr float, ptr addrspace(1) %741, i64 %768, !dbg !39
  %781 = getelementptr float, ptr addrspace(1) %741, i64 %770, !dbg !39
  %782 = getelementptr float, ptr addrspace(1) %741, i64 %772, !dbg !39
  %783 = getelementptr float, ptr addrspace(1) %741, i64 %774, !dbg !39
  %784 = getelementptr float, ptr addrspace(1) %743, i64 %768, !dbg !39
  %785 = getelementptr float, ptr addrspace(1) %743, i64 %770, !dbg !39
  %786 = getelementptr float, ptr addrspace(1) %743, i64 %772, !dbg !39
  %787 = getelementptr float, ptr addrspace(1) %743, i64 %774, !dbg !39
  %788 = getelementptr float, ptr addrspace(1) %745, i64 %768, !dbg !39
  %789 = getelementptr float, ptr addrspace(1) %745, i64 %770, !dbg !39
  %790 = getelementptr float, ptr addrspace(1) %745, i64 %772, !dbg !39
  %791 = getelementptr float, ptr addrspace(1) %745, i64 %774, !dbg !39
  %792 = getelementptr float, ptr addrspace(1) %747, i64 %768, !dbg !39
  %793 = getelementptr float, ptr addrspace(1) %747, i64 %770, !dbg !39
  %794 = getelementptr float, ptr addrspace(1) %747, i64 %772, !dbg !39
  %795 = getelementptr float, ptr addrspace(1) %747, i64 %774, !dbg !39
  %796 = getelementptr float, ptr addrspace(1) %749, i64 %768, !dbg !39
  %797 = getelementptr float, ptr addrspace(1) %749, i64 %770, !dbg !39
  %798 = getelementptr float, ptr addrspace(1) %749, i64 %772, !dbg !39
  %799 = getelementptr float, ptr addrspace(1) %749, i64 %774, !dbg !39
  %800 = getelementptr float, ptr addrspace(1) %751, i64 %768, !dbg !39
  %801 = getelementptr float, ptr addrspace(1) %751, i64 %770, !dbg !39
  %802 = getelementptr float, ptr addrspace(1) %751, i64 %772, !dbg !39
  %803 = getelementptr float, ptr addrspace(1) %751, i64 %774, !dbg !39
  %804 = getelementptr float, ptr addrspace(1) %753, i64 %768, !dbg !39
  %805 = getelementptr float, ptr addrspace(1) %753, i64 %770, !dbg !39
  %806 = getelementptr float, ptr addrspace(1) %753, i64 %772, !dbg !39
  %807 = getelementptr float, ptr addrspace(1) %753, i64 %774, !dbg !39
  %808 = getelementptr float, ptr addrspace(1) %755, i64 %768, !dbg !39
  %809 = getelementptr float, ptr addrspace(1) %755, i64 %770, !dbg !39
  %810 = getelementptr float, ptr addrspace(1) %755, i64 %772, !dbg !39
  %811 = getelementptr float, ptr addrspace(1) %755, i64 %774, !dbg !39
  %812 = getelementptr float, ptr addrspace(1) %757, i64 %768, !dbg !39
  %813 = getelementptr float, ptr addrspace(1) %757, i64 %770, !dbg !39
  %814 = getelementptr float, ptr addrspace(1) %757, i64 %772, !dbg !39
  %815 = getelementptr float, ptr addrspace(1) %757, i64 %774, !dbg !39
  %816 = getelementptr float, ptr addrspace(1) %759, i64 %768, !dbg !39
  %817 = getelementptr float, ptr addrspace(1) %759, i64 %770, !dbg !39
  %818 = getelementptr float, ptr addrspace(1) %759, i64 %772, !dbg !39
  %819 = getelementptr float, ptr addrspace(1) %759, i64 %774, !dbg !39
  %820 = getelementptr float, ptr addrspace(1) %761, i64 %768, !dbg !39
  %821 = getelementptr float, ptr addrspace(1) %761, i64 %770, !dbg !39
  %822 = getelementptr float, ptr addrspace(1) %761, i64 %772, !dbg !39
  %823 = getelementptr float, ptr addrspace(1) %761, i64 %774, !dbg !39
  %824 = getelementptr float, ptr addrspace(1) %763, i64 %768, !dbg !39
  %825 = getelementptr float, ptr addrspace(1) %763, i64 %770, !dbg !39
  %826 = getelementptr float, ptr addrspace(1) %763, i64 %772, !dbg !39
  %827 = getelementptr float, ptr addrspace(1) %763, i64 %774, !dbg !39
  %828 = getelementptr float, ptr addrspace(1) %765, i64 %768, !dbg !39
  %829 = getelementptr float, ptr addrspace(1) %765, i64 %770, !dbg !39
  %830 = getelementptr float, ptr addrspace(1) %765, i64 %772, !dbg !39
  %831 = getelementptr float, ptr addrspace(1) %765, i64 %774, !dbg !39
  %832 = getelementptr float, ptr addrspace(1) %767, i64 %768, !dbg !39
  %833 = getelementptr float, ptr addrspace(1) %767, i64 %770, !dbg !39
  %834 = getelementptr float, ptr addrspace(1) %767, i64 %772, !dbg !39
  %835 = getelementptr float, ptr addrspace(1) %767, i64 %774, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %836 = and i32 %.pre-phi130, 3968, !dbg !20
  %837 = and i32 %15, 1, !dbg !20
  %838 = icmp eq i32 %837, 0, !dbg !20
  %839 = select i1 %838, i32 0, i32 32832, !dbg !20
  %840 = and i32 %18, 16, !dbg !20
  %841 = and i32 %15, 4, !dbg !20
  %842 = icmp eq i32 %841, 0, !dbg !20
  %843 = select i1 %842, i32 0, i32 16416, !dbg !20
  %844 = or disjoint i32 %840, %836, !dbg !20
  %845 = or disjoint i32 %844, %839, !dbg !20
  %846 = or disjoint i32 %845, %843, !dbg !20
  %847 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %846, !dbg !20
  %848 = insertelement <4 x float> poison, float %548, i64 0, !dbg !20
  %849 = insertelement <4 x float> %848, float %549, i64 1, !dbg !20
  %850 = insertelement <4 x float> %849, float %550, i64 2, !dbg !20
  %851 = insertelement <4 x float> %850, float %551, i64 3, !dbg !20
  store <4 x float> %851, ptr addrspace(3) %847, align 16, !dbg !20
  %852 = getelementptr inbounds nuw i8, ptr addrspace(3) %847, i32 4096, !dbg !20
  %853 = insertelement <4 x float> poison, float %564, i64 0, !dbg !20
  %854 = insertelement <4 x float> %853, float %565, i64 1, !dbg !20
  %855 = insertelement <4 x float> %854, float %566, i64 2, !dbg !20
  %856 = insertelement <4 x float> %855, float %567, i64 3, !dbg !20
  store <4 x float> %856, ptr addrspace(3) %852, align 16, !dbg !20
  %857 = getelementptr inbounds nuw i8, ptr addrspace(3) %847, i32 8192, !dbg !20
  %858 = insertelement <4 x float> poison, float %580, i64 0, !dbg !20
  %859 = insertelement <4 x float> %858, float %581, i64 1, !dbg !20
  %860 = insertelement <4 x float> %859, float %582, i64 2, !dbg !20
  %861 = insertelement <4 x float> %860, float %583, i64 3, !dbg !20
  store <4 x float> %861, ptr addrspace(3) %857, align 16, !dbg !20
  %862 = getelementptr inbounds nuw i8, ptr addrspace(3) %847, i32 12288, !dbg !20
  %863 = insertelement <4 x float> poison, float %596, i64 0, !dbg !20
  %864 = insertelement <4 x float> %863, float %597, i64 1, !dbg !20
  %865 = insertelement <4 x float> %864, float %598, i64 2, !dbg !20
  %866 = insertelement <4 x float> %865, float %599, i64 3, !dbg !20
  store <4 x float> %866, ptr addrspace(3) %862, align 16, !dbg !20
  %867 = xor i32 %846, 32, !dbg !20
  %868 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %867, !dbg !20
  %869 = insertelement <4 x float> poison, float %552, i64 0, !dbg !20
  %870 = insertelement <4 x float> %869, float %553, i64 1, !dbg !20
  %871 = insertelement <4 x float> %870, float %554, i64 2, !dbg !20
  %872 = insertelement <4 x float> %871, float %555, i64 3, !dbg !20
  store <4 x float> %872, ptr addrspace(3) %868, align 16, !dbg !20
  %873 = getelementptr inbounds nuw i8, ptr addrspace(3) %868, i32 4096, !dbg !20
  %874 = insertelement <4 x float> poison, float %568, i64 0, !dbg !20
  %875 = insertelement <4 x float> %874, float %569, i64 1, !dbg !20
  %876 = insertelement <4 x float> %875, float %570, i64 2, !dbg !20
  %877 = insertelement <4 x float> %876, float %571, i64 3, !dbg !20
  store <4 x float> %877, ptr addrspace(3) %873, align 16, !dbg !20
  %878 = getelementptr inbounds nuw i8, ptr addrspace(3) %868, i32 8192, !dbg !20
  %879 = insertelement <4 x float> poison, float %584, i64 0, !dbg !20
  %880 = insertelement <4 x float> %879, float %585, i64 1, !dbg !20
  %881 = insertelement <4 x float> %880, float %586, i64 2, !dbg !20
  %882 = insertelement <4 x float> %881, float %587, i64 3, !dbg !20
  store <4 x float> %882, ptr addrspace(3) %878, align 16, !dbg !20
  %883 = getelementptr inbounds nuw i8, ptr addrspace(3) %868, i32 12288, !dbg !20
  %884 = insertelement <4 x float> poison, float %600, i64 0, !dbg !20
  %885 = insertelement <4 x float> %884, float %601, i64 1, !dbg !20
  %886 = insertelement <4 x float> %885, float %602, i64 2, !dbg !20
  %887 = insertelement <4 x float> %886, float %603, i64 3, !dbg !20
  store <4 x float> %887, ptr addrspace(3) %883, align 16, !dbg !20
  %888 = xor i32 %846, 64, !dbg !20
  %889 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %888, !dbg !20
  %890 = insertelement <4 x float> poison, float %556, i64 0, !dbg !20
  %891 = insertelement <4 x float> %890, float %557, i64 1, !dbg !20
  %892 = insertelement <4 x float> %891, float %558, i64 2, !dbg !20
  %893 = insertelement <4 x float> %892, float %559, i64 3, !dbg !20
  store <4 x float> %893, ptr addrspace(3) %889, align 16, !dbg !20
  %894 = getelementptr inbounds nuw i8, ptr addrspace(3) %889, i32 4096, !dbg !20
  %895 = insertelement <4 x float> poison, float %572, i64 0, !dbg !20
  %896 = insertelement <4 x float> %895, float %573, i64 1, !dbg !20
  %897 = insertelement <4 x float> %896, float %574, i64 2, !dbg !20
  %898 = insertelement <4 x float> %897, float %575, i64 3, !dbg !20
  store <4 x float> %898, ptr addrspace(3) %894, align 16, !dbg !20
  %899 = getelementptr inbounds nuw i8, ptr addrspace(3) %889, i32 8192, !dbg !20
  %900 = insertelement <4 x float> poison, float %588, i64 0, !dbg !20
  %901 = insertelement <4 x float> %900, float %589, i64 1, !dbg !20
  %902 = insertelement <4 x float> %901, float %590, i64 2, !dbg !20
  %903 = insertelement <4 x float> %902, float %591, i64 3, !dbg !20
  store <4 x float> %903, ptr addrspace(3) %899, align 16, !dbg !20
  %904 = getelementptr inbounds nuw i8, ptr addrspace(3) %889, i32 12288, !dbg !20
  %905 = insertelement <4 x float> poison, float %604, i64 0, !dbg !20
  %906 = insertelement <4 x float> %905, float %605, i64 1, !dbg !20
  %907 = insertelement <4 x float> %906, float %606, i64 2, !dbg !20
  %908 = insertelement <4 x float> %907, float %607, i64 3, !dbg !20
  store <4 x float> %908, ptr addrspace(3) %904, align 16, !dbg !20
  %909 = xor i32 %846, 96, !dbg !20
  %910 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %909, !dbg !20
  %911 = insertelement <4 x float> poison, float %560, i64 0, !dbg !20
  %912 = insertelement <4 x float> %911, float %561, i64 1, !dbg !20
  %913 = insertelement <4 x float> %912, float %562, i64 2, !dbg !20
  %914 = insertelement <4 x float> %913, float %563, i64 3, !dbg !20
  store <4 x float> %914, ptr addrspace(3) %910, align 16, !dbg !20
  %915 = getelementptr inbounds nuw i8, ptr addrspace(3) %910, i32 4096, !dbg !20
  %916 = insertelement <4 x float> poison, float %576, i64 0, !dbg !20
  %917 = insertelement <4 x float> %916, float %577, i64 1, !dbg !20
  %918 = insertelement <4 x float> %917, float %578, i64 2, !dbg !20
  %919 = insertelement <4 x float> %918, float %579, i64 3, !dbg !20
  store <4 x float> %919, ptr addrspace(3) %915, align 16, !dbg !20
  %920 = getelementptr inbounds nuw i8, ptr addrspace(3) %910, i32 8192, !dbg !20
  %921 = insertelement <4 x float> poison, float %592, i64 0, !dbg !20
  %922 = insertelement <4 x float> %921, float %593, i64 1, !dbg !20
  %923 = insertelement <4 x float> %922, float %594, i64 2, !dbg !20
  %924 = insertelement <4 x float> %923, float %595, i64 3, !dbg !20
  store <4 x float> %924, ptr addrspace(3) %920, align 16, !dbg !20
  %925 = getelementptr inbounds nuw i8, ptr addrspace(3) %910, i32 12288, !dbg !20
  %926 = insertelement <4 x float> poison, float %608, i64 0, !dbg !20
  %927 = insertelement <4 x float> %926, float %609, i64 1, !dbg !20
  %928 = insertelement <4 x float> %927, float %610, i64 2, !dbg !20
  %929 = insertelement <4 x float> %928, float %611, i64 3, !dbg !20
  store <4 x float> %929, ptr addrspace(3) %925, align 16, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !20
  %930 = and i32 %.pre-phi132, 12288, !dbg !20
  %931 = and i32 %.pre-phi136, 384, !dbg !20
  %932 = and i32 %15, 32, !dbg !20
  %933 = icmp eq i32 %932, 0, !dbg !20
  %934 = select i1 %933, i32 0, i32 16416, !dbg !20
  %935 = or disjoint i32 %930, %.pre-phi134, !dbg !20
  %936 = or disjoint i32 %934, %931, !dbg !20
  %937 = xor i32 %936, %935, !dbg !20
  %938 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %937, !dbg !20
  %939 = load <4 x i32>, ptr addrspace(3) %938, align 16, !dbg !20
  %940 = getelementptr inbounds nuw i8, ptr addrspace(3) %938, i32 512, !dbg !20
  %941 = load <4 x i32>, ptr addrspace(3) %940, align 16, !dbg !20
  %942 = getelementptr inbounds nuw i8, ptr addrspace(3) %938, i32 1024, !dbg !20
  %943 = load <4 x i32>, ptr addrspace(3) %942, align 16, !dbg !20
  %944 = getelementptr inbounds nuw i8, ptr addrspace(3) %938, i32 1536, !dbg !20
  %945 = load <4 x i32>, ptr addrspace(3) %944, align 16, !dbg !20
  %946 = getelementptr inbounds nuw i8, ptr addrspace(3) %938, i32 2048, !dbg !20
  %947 = load <4 x i32>, ptr addrspace(3) %946, align 16, !dbg !20
  %948 = getelementptr inbounds nuw i8, ptr addrspace(3) %938, i32 2560, !dbg !20
  %949 = load <4 x i32>, ptr addrspace(3) %948, align 16, !dbg !20
  %950 = getelementptr inbounds nuw i8, ptr addrspace(3) %938, i32 3072, !dbg !20
  %951 = load <4 x i32>, ptr addrspace(3) %950, align 16, !dbg !20
  %952 = getelementptr inbounds nuw i8, ptr addrspace(3) %938, i32 3584, !dbg !20
  %953 = load <4 x i32>, ptr addrspace(3) %952, align 16, !dbg !20
  %954 = xor i32 %937, 32832, !dbg !20
  %955 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %954, !dbg !20
  %956 = load <4 x i32>, ptr addrspace(3) %955, align 16, !dbg !20
  %957 = getelementptr inbounds nuw i8, ptr addrspace(3) %955, i32 512, !dbg !20
  %958 = load <4 x i32>, ptr addrspace(3) %957, align 16, !dbg !20
  %959 = getelementptr inbounds nuw i8, ptr addrspace(3) %955, i32 1024, !dbg !20
  %960 = load <4 x i32>, ptr addrspace(3) %959, align 16, !dbg !20
  %961 = getelementptr inbounds nuw i8, ptr addrspace(3) %955, i32 1536, !dbg !20
  %962 = load <4 x i32>, ptr addrspace(3) %961, align 16, !dbg !20
  %963 = getelementptr inbounds nuw i8, ptr addrspace(3) %955, i32 2048, !dbg !20
  %964 = load <4 x i32>, ptr addrspace(3) %963, align 16, !dbg !20
  %965 = getelementptr inbounds nuw i8, ptr addrspace(3) %955, i32 2560, !dbg !20
  %966 = load <4 x i32>, ptr addrspace(3) %965, align 16, !dbg !20
  %967 = getelementptr inbounds nuw i8, ptr addrspace(3) %955, i32 3072, !dbg !20
  %968 = load <4 x i32>, ptr addrspace(3) %967, align 16, !dbg !20
  %969 = getelementptr inbounds nuw i8, ptr addrspace(3) %955, i32 3584, !dbg !20
  %970 = load <4 x i32>, ptr addrspace(3) %969, align 16, !dbg !20
  %.extract = extractelement <4 x i32> %939, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract, ptr addrspace(1) %769, i1 %656) #5, !dbg !20
  %.extract65 = extractelement <4 x i32> %939, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract65, ptr addrspace(1) %771, i1 %657) #5, !dbg !20
  %.extract66 = extractelement <4 x i32> %956, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract66, ptr addrspace(1) %773, i1 %658) #5, !dbg !20
  %.extract67 = extractelement <4 x i32> %956, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract67, ptr addrspace(1) %775, i1 %659) #5, !dbg !20
  %.extract68 = extractelement <4 x i32> %939, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract68, ptr addrspace(1) %776, i1 %660) #5, !dbg !20
  %.extract69 = extractelement <4 x i32> %939, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract69, ptr addrspace(1) %777, i1 %661) #5, !dbg !20
  %.extract70 = extractelement <4 x i32> %956, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract70, ptr addrspace(1) %778, i1 %662) #5, !dbg !20
  %.extract71 = extractelement <4 x i32> %956, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract71, ptr addrspace(1) %779, i1 %663) #5, !dbg !20
  %.extract72 = extractelement <4 x i32> %941, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract72, ptr addrspace(1) %780, i1 %664) #5, !dbg !20
  %.extract73 = extractelement <4 x i32> %941, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract73, ptr addrspace(1) %781, i1 %665) #5, !dbg !20
  %.extract74 = extractelement <4 x i32> %958, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract74, ptr addrspace(1) %782, i1 %666) #5, !dbg !20
  %.extract75 = extractelement <4 x i32> %958, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract75, ptr addrspace(1) %783, i1 %667) #5, !dbg !20
  %.extract76 = extractelement <4 x i32> %941, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract76, ptr addrspace(1) %784, i1 %668) #5, !dbg !20
  %.extract77 = extractelement <4 x i32> %941, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract77, ptr addrspace(1) %785, i1 %669) #5, !dbg !20
  %.extract78 = extractelement <4 x i32> %958, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract78, ptr addrspace(1) %786, i1 %670) #5, !dbg !20
  %.extract79 = extractelement <4 x i32> %958, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract79, ptr addrspace(1) %787, i1 %671) #5, !dbg !20
  %.extract80 = extractelement <4 x i32> %943, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract80, ptr addrspace(1) %788, i1 %672) #5, !dbg !20
  %.extract81 = extractelement <4 x i32> %943, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract81, ptr addrspace(1) %789, i1 %673) #5, !dbg !20
  %.extract82 = extractelement <4 x i32> %960, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract82, ptr addrspace(1) %790, i1 %674) #5, !dbg !20
  %.extract83 = extractelement <4 x i32> %960, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract83, ptr addrspace(1) %791, i1 %675) #5, !dbg !20
  %.extract84 = extractelement <4 x i32> %943, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract84, ptr addrspace(1) %792, i1 %676) #5, !dbg !20
  %.extract85 = extractelement <4 x i32> %943, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract85, ptr addrspace(1) %793, i1 %677) #5, !dbg !20
  %.extract86 = extractelement <4 x i32> %960, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract86, ptr addrspace(1) %794, i1 %678) #5, !dbg !20
  %.extract87 = extractelement <4 x i32> %960, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract87, ptr addrspace(1) %795, i1 %679) #5, !dbg !20
  %.extract88 = extractelement <4 x i32> %945, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract88, ptr addrspace(1) %796, i1 %680) #5, !dbg !20
  %.extract89 = extractelement <4 x i32> %945, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract89, ptr addrspace(1) %797, i1 %681) #5, !dbg !20
  %.extract90 = extractelement <4 x i32> %962, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract90, ptr addrspace(1) %798, i1 %682) #5, !dbg !20
  %.extract91 = extractelement <4 x i32> %962, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract91, ptr addrspace(1) %799, i1 %683) #5, !dbg !20
  %.extract92 = extractelement <4 x i32> %945, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract92, ptr addrspace(1) %800, i1 %684) #5, !dbg !20
  %.extract93 = extractelement <4 x i32> %945, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract93, ptr addrspace(1) %801, i1 %685) #5, !dbg !20
  %.extract94 = extractelement <4 x i32> %962, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract94, ptr addrspace(1) %802, i1 %686) #5, !dbg !20
  %.extract95 = extractelement <4 x i32> %962, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract95, ptr addrspace(1) %803, i1 %687) #5, !dbg !20
  %.extract96 = extractelement <4 x i32> %947, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract96, ptr addrspace(1) %804, i1 %688) #5, !dbg !20
  %.extract97 = extractelement <4 x i32> %947, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract97, ptr addrspace(1) %805, i1 %689) #5, !dbg !20
  %.extract98 = extractelement <4 x i32> %964, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract98, ptr addrspace(1) %806, i1 %690) #5, !dbg !20
  %.extract99 = extractelement <4 x i32> %964, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract99, ptr addrspace(1) %807, i1 %691) #5, !dbg !20
  %.extract100 = extractelement <4 x i32> %947, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract100, ptr addrspace(1) %808, i1 %692) #5, !dbg !20
  %.extract101 = extractelement <4 x i32> %947, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract101, ptr addrspace(1) %809, i1 %693) #5, !dbg !20
  %.extract102 = extractelement <4 x i32> %964, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract102, ptr addrspace(1) %810, i1 %694) #5, !dbg !20
  %.extract103 = extractelement <4 x i32> %964, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract103, ptr addrspace(1) %811, i1 %695) #5, !dbg !20
  %.extract104 = extractelement <4 x i32> %949, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract104, ptr addrspace(1) %812, i1 %696) #5, !dbg !20
  %.extract105 = extractelement <4 x i32> %949, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract105, ptr addrspace(1) %813, i1 %697) #5, !dbg !20
  %.extract106 = extractelement <4 x i32> %966, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract106, ptr addrspace(1) %814, i1 %698) #5, !dbg !20
  %.extract107 = extractelement <4 x i32> %966, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract107, ptr addrspace(1) %815, i1 %699) #5, !dbg !20
  %.extract108 = extractelement <4 x i32> %949, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract108, ptr addrspace(1) %816, i1 %700) #5, !dbg !20
  %.extract109 = extractelement <4 x i32> %949, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract109, ptr addrspace(1) %817, i1 %701) #5, !dbg !20
  %.extract110 = extractelement <4 x i32> %966, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract110, ptr addrspace(1) %818, i1 %702) #5, !dbg !20
  %.extract111 = extractelement <4 x i32> %966, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract111, ptr addrspace(1) %819, i1 %703) #5, !dbg !20
  %.extract112 = extractelement <4 x i32> %951, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract112, ptr addrspace(1) %820, i1 %704) #5, !dbg !20
  %.extract113 = extractelement <4 x i32> %951, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract113, ptr addrspace(1) %821, i1 %705) #5, !dbg !20
  %.extract114 = extractelement <4 x i32> %968, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract114, ptr addrspace(1) %822, i1 %706) #5, !dbg !20
  %.extract115 = extractelement <4 x i32> %968, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract115, ptr addrspace(1) %823, i1 %707) #5, !dbg !20
  %.extract116 = extractelement <4 x i32> %951, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract116, ptr addrspace(1) %824, i1 %708) #5, !dbg !20
  %.extract117 = extractelement <4 x i32> %951, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract117, ptr addrspace(1) %825, i1 %709) #5, !dbg !20
  %.extract118 = extractelement <4 x i32> %968, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract118, ptr addrspace(1) %826, i1 %710) #5, !dbg !20
  %.extract119 = extractelement <4 x i32> %968, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract119, ptr addrspace(1) %827, i1 %711) #5, !dbg !20
  %.extract120 = extractelement <4 x i32> %953, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract120, ptr addrspace(1) %828, i1 %712) #5, !dbg !20
  %.extract121 = extractelement <4 x i32> %953, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract121, ptr addrspace(1) %829, i1 %713) #5, !dbg !20
  %.extract122 = extractelement <4 x i32> %970, i64 0, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract122, ptr addrspace(1) %830, i1 %714) #5, !dbg !20
  %.extract123 = extractelement <4 x i32> %970, i64 1, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract123, ptr addrspace(1) %831, i1 %715) #5, !dbg !20
  %.extract124 = extractelement <4 x i32> %953, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract124, ptr addrspace(1) %832, i1 %716) #5, !dbg !20
  %.extract125 = extractelement <4 x i32> %953, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract125, ptr addrspace(1) %833, i1 %717) #5, !dbg !20
  %.extract126 = extractelement <4 x i32> %970, i64 2, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract126, ptr addrspace(1) %834, i1 %718) #5, !dbg !20
  %.extract127 = extractelement <4 x i32> %970, i64 3, !dbg !20
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %.extract127, ptr addrspace(1) %835, i1 %719) #5, !dbg !20
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
