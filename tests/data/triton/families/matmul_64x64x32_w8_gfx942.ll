; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg readonly captures(none) %1, ptr addrspace(1) inreg writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg readnone captures(none) %9, ptr addrspace(1) inreg readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  %14 = shl i32 %12, 6, !dbg !9
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %16 = lshr i32 %15, 3, !dbg !10
  %17 = and i32 %16, 63, !dbg !10
  %18 = and i32 %15, 31, !dbg !10
  %19 = and i32 %15, 128, !dbg !10
  %20 = lshr exact i32 %19, 2, !dbg !10
  %21 = and i32 %15, 32, !dbg !10
  %22 = lshr exact i32 %21, 3, !dbg !10
  %23 = and i32 %15, 64, !dbg !10
  %24 = lshr exact i32 %23, 1, !dbg !10
  %25 = or disjoint i32 %22, %24, !dbg !10
  %26 = shl nuw nsw i32 %15, 2, !dbg !10
  %27 = and i32 %26, 60, !dbg !10
  %28 = or disjoint i32 %17, %14, !dbg !11
  %29 = or disjoint i32 %18, %20, !dbg !11
  %30 = or disjoint i32 %29, %14, !dbg !11
  %31 = shl i32 %13, 6, !dbg !12
  %32 = or disjoint i32 %25, %31, !dbg !13
  %33 = or disjoint i32 %32, 16, !dbg !13
  %34 = or disjoint i32 %27, %31, !dbg !13
  %35 = and i32 %26, 28, !dbg !14
  %36 = lshr i32 %15, 4, !dbg !14
  %37 = and i32 %36, 31, !dbg !14
  %38 = icmp slt i32 %28, %3, !dbg !15
  %39 = mul i32 %6, %28, !dbg !16
  %40 = sext i32 %39 to i64, !dbg !17
  %41 = getelementptr half, ptr addrspace(1) %0, i64 %40, !dbg !17
  %42 = icmp slt i32 %34, %4, !dbg !18
  %43 = icmp slt i32 %35, %5, !dbg !19
  %44 = and i1 %38, %43, !dbg !20
  br i1 %44, label %45, label %49, !dbg !21

45:                                               ; preds = %11
  %46 = zext nneg i32 %35 to i64
  %47 = getelementptr half, ptr addrspace(1) %41, i64 %46
  %48 = load <4 x half>, ptr addrspace(1) %47, align 8, !dbg !21
  br label %49, !dbg !21

49:                                               ; preds = %45, %11
  %50 = phi <4 x half> [ %48, %45 ], [ zeroinitializer, %11 ], !dbg !21
  %51 = icmp slt i32 %37, %5, !dbg !22
  %52 = and i1 %42, %51, !dbg !23
  br i1 %52, label %53, label %60, !dbg !24

53:                                               ; preds = %49
  %54 = mul i32 %7, %37, !dbg !25
  %55 = sext i32 %54 to i64, !dbg !26
  %56 = getelementptr half, ptr addrspace(1) %1, i64 %55, !dbg !26
  %57 = sext i32 %34 to i64, !dbg !27
  %58 = getelementptr half, ptr addrspace(1) %56, i64 %57, !dbg !27
  %59 = load <4 x half>, ptr addrspace(1) %58, align 8, !dbg !24
  br label %60, !dbg !24

60:                                               ; preds = %53, %49
  %61 = phi <4 x half> [ %59, %53 ], [ zeroinitializer, %49 ], !dbg !24
  %urem = shl nuw nsw i32 %15, 3, !dbg !21
  %62 = and i32 %urem, 4088, !dbg !21
  %63 = lshr i32 %15, 1, !dbg !21
  %64 = and i32 %63, 56, !dbg !21
  %65 = xor i32 %62, %64, !dbg !21
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %65, !dbg !21
  store <4 x half> %50, ptr addrspace(3) %66, align 8, !dbg !21
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %62, !dbg !24
  store <4 x half> %61, ptr addrspace(3) %67, align 8, !dbg !24
  %68 = add i32 %5, -32, !dbg !28
  %69 = icmp sgt i32 %68, 0, !dbg !28
  br i1 %69, label %.lr.ph, label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %60
  %70 = shl nuw nsw i32 %18, 6
  %71 = and i32 %26, 56
  %72 = lshr exact i32 %21, 2
  %73 = shl nuw nsw i32 %19, 4
  %74 = or disjoint i32 %70, %73
  %75 = xor i32 %71, %72
  %76 = or disjoint i32 %74, %75
  %77 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %76
  %78 = xor i32 %76, 16
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %78
  %80 = xor i32 %76, 32
  %81 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %80
  %82 = xor i32 %76, 48
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82
  %84 = sext i32 %34 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %84, !dbg !28
  %85 = shl nuw nsw i32 %18, 1
  %86 = shl nuw nsw i32 %21, 4
  %87 = or disjoint i32 %35, 32, !dbg !29
  %88 = or i32 %36, 32, !dbg !29
  %89 = icmp slt i32 %87, %5, !dbg !19
  %90 = and i1 %38, %89, !dbg !20
  br i1 %90, label %91, label %95, !dbg !21

91:                                               ; preds = %.lr.ph
  %92 = zext nneg i32 %87 to i64
  %93 = getelementptr half, ptr addrspace(1) %41, i64 %92
  %94 = load <4 x half>, ptr addrspace(1) %93, align 8, !dbg !21
  br label %95, !dbg !21

95:                                               ; preds = %91, %.lr.ph
  %96 = phi <4 x half> [ %94, %91 ], [ zeroinitializer, %.lr.ph ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %97 = load <4 x half>, ptr addrspace(3) %77, align 8, !dbg !21
  %98 = load <4 x half>, ptr addrspace(3) %79, align 8, !dbg !21
  %99 = load <4 x half>, ptr addrspace(3) %81, align 8, !dbg !21
  %100 = load <4 x half>, ptr addrspace(3) %83, align 8, !dbg !21
  %101 = icmp slt i32 %88, %5, !dbg !22
  %102 = and i1 %42, %101, !dbg !23
  br i1 %102, label %103, label %107, !dbg !24

103:                                              ; preds = %95
  %104 = mul i32 %88, %7, !dbg !25
  %105 = sext i32 %104 to i64, !dbg !26
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %105, !dbg !27
  %106 = load <4 x half>, ptr addrspace(1) %gep.peel, align 8, !dbg !24
  br label %107, !dbg !24

107:                                              ; preds = %103, %95
  %108 = phi <4 x half> [ %106, %103 ], [ zeroinitializer, %95 ], !dbg !24
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %86, !dbg !24
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) %109, i32 %85, !dbg !24
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) %110, i32 %23, !dbg !24
  %112 = load <1 x half>, ptr addrspace(3) %111, align 2, !dbg !24
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 128, !dbg !24
  %114 = load <1 x half>, ptr addrspace(3) %113, align 2, !dbg !24
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 256, !dbg !24
  %116 = load <1 x half>, ptr addrspace(3) %115, align 2, !dbg !24
  %117 = shufflevector <1 x half> %116, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 384, !dbg !24
  %119 = load <1 x half>, ptr addrspace(3) %118, align 2, !dbg !24
  %120 = shufflevector <1 x half> %119, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %121 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 1024, !dbg !24
  %122 = load <1 x half>, ptr addrspace(3) %121, align 2, !dbg !24
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 1152, !dbg !24
  %124 = load <1 x half>, ptr addrspace(3) %123, align 2, !dbg !24
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 1280, !dbg !24
  %126 = load <1 x half>, ptr addrspace(3) %125, align 2, !dbg !24
  %127 = shufflevector <1 x half> %126, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %128 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 1408, !dbg !24
  %129 = load <1 x half>, ptr addrspace(3) %128, align 2, !dbg !24
  %130 = shufflevector <1 x half> %129, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 2048, !dbg !24
  %132 = load <1 x half>, ptr addrspace(3) %131, align 2, !dbg !24
  %133 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 2176, !dbg !24
  %134 = load <1 x half>, ptr addrspace(3) %133, align 2, !dbg !24
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 2304, !dbg !24
  %136 = load <1 x half>, ptr addrspace(3) %135, align 2, !dbg !24
  %137 = shufflevector <1 x half> %136, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 2432, !dbg !24
  %139 = load <1 x half>, ptr addrspace(3) %138, align 2, !dbg !24
  %140 = shufflevector <1 x half> %139, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 3072, !dbg !24
  %142 = load <1 x half>, ptr addrspace(3) %141, align 2, !dbg !24
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 3200, !dbg !24
  %144 = load <1 x half>, ptr addrspace(3) %143, align 2, !dbg !24
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 3328, !dbg !24
  %146 = load <1 x half>, ptr addrspace(3) %145, align 2, !dbg !24
  %147 = shufflevector <1 x half> %146, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) %111, i32 3456, !dbg !24
  %149 = load <1 x half>, ptr addrspace(3) %148, align 2, !dbg !24
  %150 = shufflevector <1 x half> %149, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %151 = shufflevector <1 x half> %112, <1 x half> %114, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %152 = shufflevector <4 x half> %151, <4 x half> %117, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %153 = shufflevector <4 x half> %152, <4 x half> %120, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %154 = shufflevector <1 x half> %122, <1 x half> %124, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %155 = shufflevector <4 x half> %154, <4 x half> %127, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %156 = shufflevector <4 x half> %155, <4 x half> %130, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %157 = shufflevector <1 x half> %132, <1 x half> %134, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %158 = shufflevector <4 x half> %157, <4 x half> %137, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %159 = shufflevector <4 x half> %158, <4 x half> %140, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %160 = shufflevector <1 x half> %142, <1 x half> %144, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %161 = shufflevector <4 x half> %160, <4 x half> %147, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %162 = shufflevector <4 x half> %161, <4 x half> %150, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %163 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %153, <4 x half> %97, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !30
  %164 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %156, <4 x half> %98, <16 x float> %163, i32 0, i32 0, i32 0), !dbg !30
  %165 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %159, <4 x half> %99, <16 x float> %164, i32 0, i32 0, i32 0), !dbg !30
  %166 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %162, <4 x half> %100, <16 x float> %165, i32 0, i32 0, i32 0), !dbg !30
  %167 = extractelement <16 x float> %166, i64 0, !dbg !30
  %168 = extractelement <16 x float> %166, i64 1, !dbg !30
  %169 = extractelement <16 x float> %166, i64 2, !dbg !30
  %170 = extractelement <16 x float> %166, i64 3, !dbg !30
  %171 = extractelement <16 x float> %166, i64 4, !dbg !30
  %172 = extractelement <16 x float> %166, i64 5, !dbg !30
  %173 = extractelement <16 x float> %166, i64 6, !dbg !30
  %174 = extractelement <16 x float> %166, i64 7, !dbg !30
  %175 = extractelement <16 x float> %166, i64 8, !dbg !30
  %176 = extractelement <16 x float> %166, i64 9, !dbg !30
  %177 = extractelement <16 x float> %166, i64 10, !dbg !30
  %178 = extractelement <16 x float> %166, i64 11, !dbg !30
  %179 = extractelement <16 x float> %166, i64 12, !dbg !30
  %180 = extractelement <16 x float> %166, i64 13, !dbg !30
  %181 = extractelement <16 x float> %166, i64 14, !dbg !30
  %182 = extractelement <16 x float> %166, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  store <4 x half> %96, ptr addrspace(3) %66, align 8, !dbg !21
  store <4 x half> %108, ptr addrspace(3) %67, align 8, !dbg !24
  %183 = icmp samesign ugt i32 %68, 32, !dbg !28
  br i1 %183, label %.peel.next, label %._crit_edge, !dbg !28

.peel.next:                                       ; preds = %107
  %184 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %86
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) %184, i32 %85
  %186 = getelementptr inbounds nuw i8, ptr addrspace(3) %185, i32 %23
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 128
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 256
  %189 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 384
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 1024
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 1152
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 1280
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 1408
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 2048
  %195 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 2176
  %196 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 2304
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 2432
  %198 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 3072
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 3200
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 3328
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 3456
  br label %202, !dbg !28

202:                                              ; preds = %.peel.next, %241
  %203 = phi float [ %167, %.peel.next ], [ %299, %241 ]
  %204 = phi float [ %168, %.peel.next ], [ %300, %241 ]
  %205 = phi float [ %169, %.peel.next ], [ %301, %241 ]
  %206 = phi float [ %170, %.peel.next ], [ %302, %241 ]
  %207 = phi float [ %171, %.peel.next ], [ %303, %241 ]
  %208 = phi float [ %172, %.peel.next ], [ %304, %241 ]
  %209 = phi float [ %173, %.peel.next ], [ %305, %241 ]
  %210 = phi float [ %174, %.peel.next ], [ %306, %241 ]
  %211 = phi float [ %175, %.peel.next ], [ %307, %241 ]
  %212 = phi float [ %176, %.peel.next ], [ %308, %241 ]
  %213 = phi float [ %177, %.peel.next ], [ %309, %241 ]
  %214 = phi float [ %178, %.peel.next ], [ %310, %241 ]
  %215 = phi float [ %179, %.peel.next ], [ %311, %241 ]
  %216 = phi float [ %180, %.peel.next ], [ %312, %241 ]
  %217 = phi float [ %181, %.peel.next ], [ %313, %241 ]
  %218 = phi float [ %182, %.peel.next ], [ %314, %241 ]
  %219 = phi i32 [ 32, %.peel.next ], [ %220, %241 ]
  %220 = add i32 %219, 32, !dbg !28
  %221 = or disjoint i32 %220, %35, !dbg !29
  %222 = or disjoint i32 %220, %37, !dbg !29
  %223 = icmp slt i32 %221, %5, !dbg !19
  %224 = and i1 %38, %223, !dbg !20
  br i1 %224, label %225, label %229, !dbg !21

225:                                              ; preds = %202
  %226 = sext i32 %221 to i64
  %227 = getelementptr half, ptr addrspace(1) %41, i64 %226
  %228 = load <4 x half>, ptr addrspace(1) %227, align 8, !dbg !21
  br label %229, !dbg !21

229:                                              ; preds = %225, %202
  %230 = phi <4 x half> [ %228, %225 ], [ zeroinitializer, %202 ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %231 = load <4 x half>, ptr addrspace(3) %77, align 8, !dbg !21
  %232 = load <4 x half>, ptr addrspace(3) %79, align 8, !dbg !21
  %233 = load <4 x half>, ptr addrspace(3) %81, align 8, !dbg !21
  %234 = load <4 x half>, ptr addrspace(3) %83, align 8, !dbg !21
  %235 = icmp slt i32 %222, %5, !dbg !22
  %236 = and i1 %42, %235, !dbg !23
  br i1 %236, label %237, label %241, !dbg !24

237:                                              ; preds = %229
  %238 = mul i32 %222, %7, !dbg !25
  %239 = sext i32 %238 to i64, !dbg !26
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %239, !dbg !27
  %240 = load <4 x half>, ptr addrspace(1) %gep, align 8, !dbg !24
  br label %241, !dbg !24

241:                                              ; preds = %237, %229
  %242 = phi <4 x half> [ %240, %237 ], [ zeroinitializer, %229 ], !dbg !24
  %243 = load <1 x half>, ptr addrspace(3) %186, align 2, !dbg !24
  %244 = load <1 x half>, ptr addrspace(3) %187, align 2, !dbg !24
  %245 = load <1 x half>, ptr addrspace(3) %188, align 2, !dbg !24
  %246 = shufflevector <1 x half> %245, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %247 = load <1 x half>, ptr addrspace(3) %189, align 2, !dbg !24
  %248 = shufflevector <1 x half> %247, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %249 = load <1 x half>, ptr addrspace(3) %190, align 2, !dbg !24
  %250 = load <1 x half>, ptr addrspace(3) %191, align 2, !dbg !24
  %251 = load <1 x half>, ptr addrspace(3) %192, align 2, !dbg !24
  %252 = shufflevector <1 x half> %251, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %253 = load <1 x half>, ptr addrspace(3) %193, align 2, !dbg !24
  %254 = shufflevector <1 x half> %253, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %255 = load <1 x half>, ptr addrspace(3) %194, align 2, !dbg !24
  %256 = load <1 x half>, ptr addrspace(3) %195, align 2, !dbg !24
  %257 = load <1 x half>, ptr addrspace(3) %196, align 2, !dbg !24
  %258 = shufflevector <1 x half> %257, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %259 = load <1 x half>, ptr addrspace(3) %197, align 2, !dbg !24
  %260 = shufflevector <1 x half> %259, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %261 = load <1 x half>, ptr addrspace(3) %198, align 2, !dbg !24
  %262 = load <1 x half>, ptr addrspace(3) %199, align 2, !dbg !24
  %263 = load <1 x half>, ptr addrspace(3) %200, align 2, !dbg !24
  %264 = shufflevector <1 x half> %263, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %265 = load <1 x half>, ptr addrspace(3) %201, align 2, !dbg !24
  %266 = shufflevector <1 x half> %265, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %267 = shufflevector <1 x half> %243, <1 x half> %244, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %268 = shufflevector <4 x half> %267, <4 x half> %246, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %269 = shufflevector <4 x half> %268, <4 x half> %248, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %270 = shufflevector <1 x half> %249, <1 x half> %250, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %271 = shufflevector <4 x half> %270, <4 x half> %252, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %272 = shufflevector <4 x half> %271, <4 x half> %254, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %273 = shufflevector <1 x half> %255, <1 x half> %256, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %274 = shufflevector <4 x half> %273, <4 x half> %258, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %275 = shufflevector <4 x half> %274, <4 x half> %260, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %276 = shufflevector <1 x half> %261, <1 x half> %262, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %277 = shufflevector <4 x half> %276, <4 x half> %264, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %278 = shufflevector <4 x half> %277, <4 x half> %266, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %279 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %203, i64 0, !dbg !30
  %280 = insertelement <16 x float> %279, float %204, i64 1, !dbg !30
  %281 = insertelement <16 x float> %280, float %205, i64 2, !dbg !30
  %282 = insertelement <16 x float> %281, float %206, i64 3, !dbg !30
  %283 = insertelement <16 x float> %282, float %207, i64 4, !dbg !30
  %284 = insertelement <16 x float> %283, float %208, i64 5, !dbg !30
  %285 = insertelement <16 x float> %284, float %209, i64 6, !dbg !30
  %286 = insertelement <16 x float> %285, float %210, i64 7, !dbg !30
  %287 = insertelement <16 x float> %286, float %211, i64 8, !dbg !30
  %288 = insertelement <16 x float> %287, float %212, i64 9, !dbg !30
  %289 = insertelement <16 x float> %288, float %213, i64 10, !dbg !30
  %290 = insertelement <16 x float> %289, float %214, i64 11, !dbg !30
  %291 = insertelement <16 x float> %290, float %215, i64 12, !dbg !30
  %292 = insertelement <16 x float> %291, float %216, i64 13, !dbg !30
  %293 = insertelement <16 x float> %292, float %217, i64 14, !dbg !30
  %294 = insertelement <16 x float> %293, float %218, i64 15, !dbg !30
  %295 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %269, <4 x half> %231, <16 x float> %294, i32 0, i32 0, i32 0), !dbg !30
  %296 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %272, <4 x half> %232, <16 x float> %295, i32 0, i32 0, i32 0), !dbg !30
  %297 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %275, <4 x half> %233, <16 x float> %296, i32 0, i32 0, i32 0), !dbg !30
  %298 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %278, <4 x half> %234, <16 x float> %297, i32 0, i32 0, i32 0), !dbg !30
  %299 = extractelement <16 x float> %298, i64 0, !dbg !30
  %300 = extractelement <16 x float> %298, i64 1, !dbg !30
  %301 = extractelement <16 x float> %298, i64 2, !dbg !30
  %302 = extractelement <16 x float> %298, i64 3, !dbg !30
  %303 = extractelement <16 x float> %298, i64 4, !dbg !30
  %304 = extractelement <16 x float> %298, i64 5, !dbg !30
  %305 = extractelement <16 x float> %298, i64 6, !dbg !30
  %306 = extractelement <16 x float> %298, i64 7, !dbg !30
  %307 = extractelement <16 x float> %298, i64 8, !dbg !30
  %308 = extractelement <16 x float> %298, i64 9, !dbg !30
  %309 = extractelement <16 x float> %298, i64 10, !dbg !30
  %310 = extractelement <16 x float> %298, i64 11, !dbg !30
  %311 = extractelement <16 x float> %298, i64 12, !dbg !30
  %312 = extractelement <16 x float> %298, i64 13, !dbg !30
  %313 = extractelement <16 x float> %298, i64 14, !dbg !30
  %314 = extractelement <16 x float> %298, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  store <4 x half> %230, ptr addrspace(3) %66, align 8, !dbg !21
  store <4 x half> %242, ptr addrspace(3) %67, align 8, !dbg !24
  %315 = icmp slt i32 %220, %68, !dbg !28
  br i1 %315, label %202, label %._crit_edge, !dbg !28, !llvm.loop !31

._crit_edge:                                      ; preds = %241, %107, %60
  %316 = phi float [ 0.000000e+00, %60 ], [ %167, %107 ], [ %299, %241 ], !dbg !33
  %317 = phi float [ 0.000000e+00, %60 ], [ %168, %107 ], [ %300, %241 ], !dbg !33
  %318 = phi float [ 0.000000e+00, %60 ], [ %169, %107 ], [ %301, %241 ], !dbg !33
  %319 = phi float [ 0.000000e+00, %60 ], [ %170, %107 ], [ %302, %241 ], !dbg !33
  %320 = phi float [ 0.000000e+00, %60 ], [ %171, %107 ], [ %303, %241 ], !dbg !33
  %321 = phi float [ 0.000000e+00, %60 ], [ %172, %107 ], [ %304, %241 ], !dbg !33
  %322 = phi float [ 0.000000e+00, %60 ], [ %173, %107 ], [ %305, %241 ], !dbg !33
  %323 = phi float [ 0.000000e+00, %60 ], [ %174, %107 ], [ %306, %241 ], !dbg !33
  %324 = phi float [ 0.000000e+00, %60 ], [ %175, %107 ], [ %307, %241 ], !dbg !33
  %325 = phi float [ 0.000000e+00, %60 ], [ %176, %107 ], [ %308, %241 ], !dbg !33
  %326 = phi float [ 0.000000e+00, %60 ], [ %177, %107 ], [ %309, %241 ], !dbg !33
  %327 = phi float [ 0.000000e+00, %60 ], [ %178, %107 ], [ %310, %241 ], !dbg !33
  %328 = phi float [ 0.000000e+00, %60 ], [ %179, %107 ], [ %311, %241 ], !dbg !33
  %329 = phi float [ 0.000000e+00, %60 ], [ %180, %107 ], [ %312, %241 ], !dbg !33
  %330 = phi float [ 0.000000e+00, %60 ], [ %181, %107 ], [ %313, %241 ], !dbg !33
  %331 = phi float [ 0.000000e+00, %60 ], [ %182, %107 ], [ %314, %241 ], !dbg !33
  %332 = add i32 %5, 31, !dbg !28
  %333 = icmp sgt i32 %332, 31, !dbg !28
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  br i1 %333, label %334, label %._crit_edge._crit_edge, !dbg !30

334:                                              ; preds = %._crit_edge
  %335 = shl nuw nsw i32 %21, 4, !dbg !24
  %336 = shl nuw nsw i32 %18, 1, !dbg !24
  %337 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %335, !dbg !24
  %338 = getelementptr inbounds nuw i8, ptr addrspace(3) %337, i32 %336, !dbg !24
  %339 = getelementptr inbounds nuw i8, ptr addrspace(3) %338, i32 %23, !dbg !24
  %340 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 3456, !dbg !24
  %341 = load <1 x half>, ptr addrspace(3) %340, align 2, !dbg !24
  %342 = shufflevector <1 x half> %341, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %343 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 3328, !dbg !24
  %344 = load <1 x half>, ptr addrspace(3) %343, align 2, !dbg !24
  %345 = shufflevector <1 x half> %344, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 3200, !dbg !24
  %347 = load <1 x half>, ptr addrspace(3) %346, align 2, !dbg !24
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 3072, !dbg !24
  %349 = load <1 x half>, ptr addrspace(3) %348, align 2, !dbg !24
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 2432, !dbg !24
  %351 = load <1 x half>, ptr addrspace(3) %350, align 2, !dbg !24
  %352 = shufflevector <1 x half> %351, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %353 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 2304, !dbg !24
  %354 = load <1 x half>, ptr addrspace(3) %353, align 2, !dbg !24
  %355 = shufflevector <1 x half> %354, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 2176, !dbg !24
  %357 = load <1 x half>, ptr addrspace(3) %356, align 2, !dbg !24
  %358 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 2048, !dbg !24
  %359 = load <1 x half>, ptr addrspace(3) %358, align 2, !dbg !24
  %360 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 1408, !dbg !24
  %361 = load <1 x half>, ptr addrspace(3) %360, align 2, !dbg !24
  %362 = shufflevector <1 x half> %361, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %363 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 1280, !dbg !24
  %364 = load <1 x half>, ptr addrspace(3) %363, align 2, !dbg !24
  %365 = shufflevector <1 x half> %364, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %366 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 1152, !dbg !24
  %367 = load <1 x half>, ptr addrspace(3) %366, align 2, !dbg !24
  %368 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 1024, !dbg !24
  %369 = load <1 x half>, ptr addrspace(3) %368, align 2, !dbg !24
  %370 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 384, !dbg !24
  %371 = load <1 x half>, ptr addrspace(3) %370, align 2, !dbg !24
  %372 = shufflevector <1 x half> %371, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %373 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 256, !dbg !24
  %374 = load <1 x half>, ptr addrspace(3) %373, align 2, !dbg !24
  %375 = shufflevector <1 x half> %374, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %376 = getelementptr inbounds nuw i8, ptr addrspace(3) %339, i32 128, !dbg !24
  %377 = load <1 x half>, ptr addrspace(3) %376, align 2, !dbg !24
  %378 = load <1 x half>, ptr addrspace(3) %339, align 2, !dbg !24
  %379 = shl nuw nsw i32 %18, 6, !dbg !21
  %380 = shl nuw nsw i32 %19, 4, !dbg !21
  %381 = or disjoint i32 %379, %380, !dbg !21
  %382 = and i32 %26, 56, !dbg !21
  %383 = lshr exact i32 %21, 2, !dbg !21
  %384 = xor i32 %382, %383, !dbg !21
  %385 = or disjoint i32 %381, %384, !dbg !21
  %386 = xor i32 %385, 48, !dbg !21
  %387 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %386, !dbg !21
  %388 = load <4 x half>, ptr addrspace(3) %387, align 8, !dbg !21
  %389 = xor i32 %385, 32, !dbg !21
  %390 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %389, !dbg !21
  %391 = load <4 x half>, ptr addrspace(3) %390, align 8, !dbg !21
  %392 = xor i32 %385, 16, !dbg !21
  %393 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %392, !dbg !21
  %394 = load <4 x half>, ptr addrspace(3) %393, align 8, !dbg !21
  %395 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %385, !dbg !21
  %396 = load <4 x half>, ptr addrspace(3) %395, align 8, !dbg !21
  %397 = shufflevector <1 x half> %378, <1 x half> %377, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %398 = shufflevector <4 x half> %397, <4 x half> %375, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %399 = shufflevector <4 x half> %398, <4 x half> %372, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %400 = shufflevector <1 x half> %369, <1 x half> %367, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %401 = shufflevector <4 x half> %400, <4 x half> %365, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %402 = shufflevector <4 x half> %401, <4 x half> %362, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %403 = shufflevector <1 x half> %359, <1 x half> %357, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %404 = shufflevector <4 x half> %403, <4 x half> %355, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %405 = shufflevector <4 x half> %404, <4 x half> %352, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %406 = shufflevector <1 x half> %349, <1 x half> %347, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %407 = shufflevector <4 x half> %406, <4 x half> %345, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %408 = shufflevector <4 x half> %407, <4 x half> %342, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %409 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %316, i64 0, !dbg !30
  %410 = insertelement <16 x float> %409, float %317, i64 1, !dbg !30
  %411 = insertelement <16 x float> %410, float %318, i64 2, !dbg !30
  %412 = insertelement <16 x float> %411, float %319, i64 3, !dbg !30
  %413 = insertelement <16 x float> %412, float %320, i64 4, !dbg !30
  %414 = insertelement <16 x float> %413, float %321, i64 5, !dbg !30
  %415 = insertelement <16 x float> %414, float %322, i64 6, !dbg !30
  %416 = insertelement <16 x float> %415, float %323, i64 7, !dbg !30
  %417 = insertelement <16 x float> %416, float %324, i64 8, !dbg !30
  %418 = insertelement <16 x float> %417, float %325, i64 9, !dbg !30
  %419 = insertelement <16 x float> %418, float %326, i64 10, !dbg !30
  %420 = insertelement <16 x float> %419, float %327, i64 11, !dbg !30
  %421 = insertelement <16 x float> %420, float %328, i64 12, !dbg !30
  %422 = insertelement <16 x float> %421, float %329, i64 13, !dbg !30
  %423 = insertelement <16 x float> %422, float %330, i64 14, !dbg !30
  %424 = insertelement <16 x float> %423, float %331, i64 15, !dbg !30
  %425 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %399, <4 x half> %396, <16 x float> %424, i32 0, i32 0, i32 0), !dbg !30
  %426 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %402, <4 x half> %394, <16 x float> %425, i32 0, i32 0, i32 0), !dbg !30
  %427 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %405, <4 x half> %391, <16 x float> %426, i32 0, i32 0, i32 0), !dbg !30
  %428 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %408, <4 x half> %388, <16 x float> %427, i32 0, i32 0, i32 0), !dbg !30
  %429 = extractelement <16 x float> %428, i64 0, !dbg !30
  %430 = extractelement <16 x float> %428, i64 1, !dbg !30
  %431 = extractelement <16 x float> %428, i64 2, !dbg !30
  %432 = extractelement <16 x float> %428, i64 3, !dbg !30
  %433 = extractelement <16 x float> %428, i64 4, !dbg !30
  %434 = extractelement <16 x float> %428, i64 5, !dbg !30
  %435 = extractelement <16 x float> %428, i64 6, !dbg !30
  %436 = extractelement <16 x float> %428, i64 7, !dbg !30
  %437 = extractelement <16 x float> %428, i64 8, !dbg !30
  %438 = extractelement <16 x float> %428, i64 9, !dbg !30
  %439 = extractelement <16 x float> %428, i64 10, !dbg !30
  %440 = extractelement <16 x float> %428, i64 11, !dbg !30
  %441 = extractelement <16 x float> %428, i64 12, !dbg !30
  %442 = extractelement <16 x float> %428, i64 13, !dbg !30
  %443 = extractelement <16 x float> %428, i64 14, !dbg !30
  %444 = extractelement <16 x float> %428, i64 15, !dbg !30
  br label %._crit_edge._crit_edge, !dbg !30

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %334
  %445 = phi float [ %433, %334 ], [ %320, %._crit_edge ], !dbg !30
  %446 = phi float [ %429, %334 ], [ %316, %._crit_edge ], !dbg !30
  %447 = phi float [ %430, %334 ], [ %317, %._crit_edge ], !dbg !30
  %448 = phi float [ %431, %334 ], [ %318, %._crit_edge ], !dbg !30
  %449 = phi float [ %432, %334 ], [ %319, %._crit_edge ], !dbg !30
  %450 = phi float [ %434, %334 ], [ %321, %._crit_edge ], !dbg !30
  %451 = phi float [ %435, %334 ], [ %322, %._crit_edge ], !dbg !30
  %452 = phi float [ %436, %334 ], [ %323, %._crit_edge ], !dbg !30
  %453 = phi float [ %437, %334 ], [ %324, %._crit_edge ], !dbg !30
  %454 = phi float [ %438, %334 ], [ %325, %._crit_edge ], !dbg !30
  %455 = phi float [ %439, %334 ], [ %326, %._crit_edge ], !dbg !30
  %456 = phi float [ %440, %334 ], [ %327, %._crit_edge ], !dbg !30
  %457 = phi float [ %441, %334 ], [ %328, %._crit_edge ], !dbg !30
  %458 = phi float [ %442, %334 ], [ %329, %._crit_edge ], !dbg !30
  %459 = phi float [ %443, %334 ], [ %330, %._crit_edge ], !dbg !30
  %460 = phi float [ %444, %334 ], [ %331, %._crit_edge ], !dbg !30
  %461 = icmp slt i32 %30, %3, !dbg !34
  %462 = icmp slt i32 %32, %4, !dbg !35
  %463 = icmp slt i32 %33, %4, !dbg !35
  %464 = and i1 %461, %462, !dbg !36
  %465 = and i1 %461, %463, !dbg !36
  %466 = mul i32 %8, %30, !dbg !37
  %467 = sext i32 %466 to i64, !dbg !38
  %468 = getelementptr float, ptr addrspace(1) %2, i64 %467, !dbg !38
  %469 = sext i32 %33 to i64, !dbg !39
  %470 = getelementptr float, ptr addrspace(1) %468, i64 %469, !dbg !39
  %471 = sext i32 %32 to i64, !dbg !39
  %472 = getelementptr float, ptr addrspace(1) %468, i64 %471, !dbg !39
  %473 = getelementptr i8, ptr addrspace(1) %472, i64 96, !dbg !39
  %474 = and i32 %15, 256, !dbg !40
  %475 = icmp eq i32 %474, 0, !dbg !40
  %476 = and i1 %475, %464, !dbg !40
  br i1 %476, label %477, label %.critedge, !dbg !40

477:                                              ; preds = %._crit_edge._crit_edge
  %478 = insertelement <4 x float> poison, float %446, i64 0, !dbg !40
  %479 = insertelement <4 x float> %478, float %447, i64 1, !dbg !40
  %480 = insertelement <4 x float> %479, float %448, i64 2, !dbg !40
  %481 = insertelement <4 x float> %480, float %449, i64 3, !dbg !40
  %482 = getelementptr i8, ptr addrspace(1) %472, i64 32, !dbg !39
  store <4 x float> %481, ptr addrspace(1) %472, align 16, !dbg !40
  %483 = insertelement <4 x float> poison, float %445, i64 0, !dbg !40
  %484 = insertelement <4 x float> %483, float %450, i64 1, !dbg !40
  %485 = insertelement <4 x float> %484, float %451, i64 2, !dbg !40
  %486 = insertelement <4 x float> %485, float %452, i64 3, !dbg !40
  store <4 x float> %486, ptr addrspace(1) %482, align 16, !dbg !40
  br label %.critedge, !dbg !40

.critedge:                                        ; preds = %._crit_edge._crit_edge, %477
  %487 = and i1 %475, %465, !dbg !40
  br i1 %487, label %488, label %.critedge2, !dbg !40

488:                                              ; preds = %.critedge
  %489 = insertelement <4 x float> poison, float %457, i64 0
  %490 = insertelement <4 x float> %489, float %458, i64 1
  %491 = insertelement <4 x float> %490, float %459, i64 2
  %492 = insertelement <4 x float> %491, float %460, i64 3
  %493 = insertelement <4 x float> poison, float %453, i64 0
  %494 = insertelement <4 x float> %493, float %454, i64 1
  %495 = insertelement <4 x float> %494, float %455, i64 2
  %496 = insertelement <4 x float> %495, float %456, i64 3
  store <4 x float> %496, ptr addrspace(1) %470, align 16, !dbg !40
  store <4 x float> %492, ptr addrspace(1) %473, align 16, !dbg !40
  br label %.critedge2, !dbg !40

.critedge2:                                       ; preds = %.critedge, %488
  ret void, !dbg !41
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.waitcnt(i32 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

attributes #0 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,512" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
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
!19 = !DILocation(line: 23, column: 67, scope: !4)
!20 = !DILocation(line: 23, column: 53, scope: !4)
!21 = !DILocation(line: 22, column: 25, scope: !4)
!22 = !DILocation(line: 25, column: 45, scope: !4)
!23 = !DILocation(line: 25, column: 51, scope: !4)
!24 = !DILocation(line: 24, column: 25, scope: !4)
!25 = !DILocation(line: 24, column: 43, scope: !4)
!26 = !DILocation(line: 24, column: 29, scope: !4)
!27 = !DILocation(line: 24, column: 55, scope: !4)
!28 = !DILocation(line: 20, column: 26, scope: !4)
!29 = !DILocation(line: 21, column: 18, scope: !4)
!30 = !DILocation(line: 26, column: 37, scope: !4)
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.peeled.count", i32 1}
!33 = !DILocation(line: 19, column: 19, scope: !4)
!34 = !DILocation(line: 28, column: 35, scope: !4)
!35 = !DILocation(line: 28, column: 57, scope: !4)
!36 = !DILocation(line: 28, column: 41, scope: !4)
!37 = !DILocation(line: 27, column: 33, scope: !4)
!38 = !DILocation(line: 27, column: 17, scope: !4)
!39 = !DILocation(line: 27, column: 45, scope: !4)
!40 = !DILocation(line: 27, column: 60, scope: !4)
!41 = !DILocation(line: 27, column: 4, scope: !4)
