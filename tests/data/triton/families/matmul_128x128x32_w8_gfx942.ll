; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @matmul_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg readonly captures(none) %1, ptr addrspace(1) inreg writeonly captures(none) %2, i32 inreg %3, i32 inreg %4, i32 inreg %5, i32 inreg %6, i32 inreg %7, i32 inreg %8, ptr addrspace(1) inreg readnone captures(none) %9, ptr addrspace(1) inreg readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !7
  %13 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  %14 = shl i32 %12, 7, !dbg !9
  %15 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 127, !dbg !10
  %18 = and i32 %15, 31, !dbg !10
  %19 = and i32 %15, 256, !dbg !10
  %20 = lshr exact i32 %19, 3, !dbg !10
  %21 = or disjoint i32 %20, %18, !dbg !10
  %22 = shl nuw nsw i32 %15, 3, !dbg !10
  %23 = and i32 %22, 120, !dbg !10
  %24 = and i32 %15, 192, !dbg !10
  %25 = lshr exact i32 %24, 1, !dbg !10
  %26 = and i32 %15, 32, !dbg !10
  %27 = lshr exact i32 %26, 3, !dbg !10
  %28 = or disjoint i32 %27, %25, !dbg !10
  %29 = or disjoint i32 %17, %14, !dbg !11
  %30 = or disjoint i32 %21, %14, !dbg !11
  %31 = or disjoint i32 %30, 64, !dbg !11
  %32 = shl i32 %13, 7, !dbg !12
  %33 = or disjoint i32 %23, %32, !dbg !13
  %34 = or disjoint i32 %28, %32, !dbg !13
  %35 = or disjoint i32 %34, 8, !dbg !13
  %36 = or disjoint i32 %34, 16, !dbg !13
  %37 = or disjoint i32 %34, 24, !dbg !13
  %38 = and i32 %22, 24, !dbg !14
  %39 = lshr i32 %15, 4, !dbg !14
  %40 = and i32 %39, 31, !dbg !14
  %41 = icmp slt i32 %29, %3, !dbg !15
  %42 = mul i32 %6, %29, !dbg !16
  %43 = sext i32 %42 to i64, !dbg !17
  %44 = getelementptr half, ptr addrspace(1) %0, i64 %43, !dbg !17
  %45 = icmp slt i32 %33, %4, !dbg !18
  %46 = icmp slt i32 %38, %5, !dbg !19
  %47 = and i1 %41, %46, !dbg !20
  br i1 %47, label %48, label %52, !dbg !21

48:                                               ; preds = %11
  %49 = zext nneg i32 %38 to i64
  %50 = getelementptr half, ptr addrspace(1) %44, i64 %49
  %51 = load <8 x half>, ptr addrspace(1) %50, align 16, !dbg !21
  br label %52, !dbg !21

52:                                               ; preds = %48, %11
  %53 = phi <8 x half> [ %51, %48 ], [ zeroinitializer, %11 ], !dbg !21
  %54 = icmp slt i32 %40, %5, !dbg !22
  %55 = and i1 %45, %54, !dbg !23
  br i1 %55, label %56, label %63, !dbg !24

56:                                               ; preds = %52
  %57 = mul i32 %7, %40, !dbg !25
  %58 = sext i32 %57 to i64, !dbg !26
  %59 = getelementptr half, ptr addrspace(1) %1, i64 %58, !dbg !26
  %60 = sext i32 %33 to i64, !dbg !27
  %61 = getelementptr half, ptr addrspace(1) %59, i64 %60, !dbg !27
  %62 = load <8 x half>, ptr addrspace(1) %61, align 16, !dbg !24
  br label %63, !dbg !24

63:                                               ; preds = %56, %52
  %64 = phi <8 x half> [ %62, %56 ], [ zeroinitializer, %52 ], !dbg !24
  %65 = shl nuw nsw i32 %15, 4, !dbg !21
  %66 = and i32 %65, 8176, !dbg !21
  %67 = and i32 %15, 56, !dbg !21
  %68 = xor i32 %66, %67, !dbg !21
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !21
  %70 = shufflevector <8 x half> %53, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !21
  store <4 x half> %70, ptr addrspace(3) %69, align 8, !dbg !21
  %71 = xor i32 %68, 8, !dbg !21
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71, !dbg !21
  %73 = shufflevector <8 x half> %53, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !21
  store <4 x half> %73, ptr addrspace(3) %72, align 8, !dbg !21
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %66, !dbg !24
  store <8 x half> %64, ptr addrspace(3) %74, align 16, !dbg !24
  %75 = add i32 %5, -32, !dbg !28
  %76 = icmp sgt i32 %75, 0, !dbg !28
  br i1 %76, label %.lr.ph, label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %63
  %77 = shl nuw nsw i32 %18, 6
  %78 = shl nuw nsw i32 %15, 2
  %79 = and i32 %78, 56
  %80 = lshr exact i32 %26, 2
  %81 = shl nuw nsw i32 %19, 3
  %82 = or disjoint i32 %77, %79
  %83 = xor i32 %82, %80
  %84 = or disjoint i32 %83, %81
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) %85, i32 4096
  %87 = xor i32 %84, 16
  %88 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %87
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) %88, i32 4096
  %90 = xor i32 %84, 32
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %90
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %91, i32 4096
  %93 = xor i32 %84, 48
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %93
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %94, i32 4096
  %96 = sext i32 %33 to i64
  %invariant.gep = getelementptr half, ptr addrspace(1) %1, i64 %96, !dbg !28
  %97 = shl nuw nsw i32 %18, 1
  %98 = shl nuw nsw i32 %26, 5
  %99 = or disjoint i32 %38, 32, !dbg !29
  %100 = or i32 %39, 32, !dbg !29
  %101 = icmp slt i32 %99, %5, !dbg !19
  %102 = and i1 %41, %101, !dbg !20
  br i1 %102, label %103, label %107, !dbg !21

103:                                              ; preds = %.lr.ph
  %104 = zext nneg i32 %99 to i64
  %105 = getelementptr half, ptr addrspace(1) %44, i64 %104
  %106 = load <8 x half>, ptr addrspace(1) %105, align 16, !dbg !21
  br label %107, !dbg !21

107:                                              ; preds = %103, %.lr.ph
  %108 = phi <8 x half> [ %106, %103 ], [ zeroinitializer, %.lr.ph ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %109 = load <4 x half>, ptr addrspace(3) %85, align 8, !dbg !21
  %110 = load <4 x half>, ptr addrspace(3) %86, align 8, !dbg !21
  %111 = load <4 x half>, ptr addrspace(3) %88, align 8, !dbg !21
  %112 = load <4 x half>, ptr addrspace(3) %89, align 8, !dbg !21
  %113 = load <4 x half>, ptr addrspace(3) %91, align 8, !dbg !21
  %114 = load <4 x half>, ptr addrspace(3) %92, align 8, !dbg !21
  %115 = load <4 x half>, ptr addrspace(3) %94, align 8, !dbg !21
  %116 = load <4 x half>, ptr addrspace(3) %95, align 8, !dbg !21
  %117 = icmp slt i32 %100, %5, !dbg !22
  %118 = and i1 %45, %117, !dbg !23
  br i1 %118, label %119, label %123, !dbg !24

119:                                              ; preds = %107
  %120 = mul i32 %100, %7, !dbg !25
  %121 = sext i32 %120 to i64, !dbg !26
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %121, !dbg !27
  %122 = load <8 x half>, ptr addrspace(1) %gep.peel, align 16, !dbg !24
  br label %123, !dbg !24

123:                                              ; preds = %119, %107
  %124 = phi <8 x half> [ %122, %119 ], [ zeroinitializer, %107 ], !dbg !24
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %97, !dbg !24
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 %98, !dbg !24
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %126, i32 %24, !dbg !24
  %128 = load <1 x half>, ptr addrspace(3) %127, align 2, !dbg !24
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 256, !dbg !24
  %130 = load <1 x half>, ptr addrspace(3) %129, align 2, !dbg !24
  %131 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 512, !dbg !24
  %132 = load <1 x half>, ptr addrspace(3) %131, align 2, !dbg !24
  %133 = shufflevector <1 x half> %132, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %134 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 768, !dbg !24
  %135 = load <1 x half>, ptr addrspace(3) %134, align 2, !dbg !24
  %136 = shufflevector <1 x half> %135, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 2048, !dbg !24
  %138 = load <1 x half>, ptr addrspace(3) %137, align 2, !dbg !24
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 2304, !dbg !24
  %140 = load <1 x half>, ptr addrspace(3) %139, align 2, !dbg !24
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 2560, !dbg !24
  %142 = load <1 x half>, ptr addrspace(3) %141, align 2, !dbg !24
  %143 = shufflevector <1 x half> %142, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 2816, !dbg !24
  %145 = load <1 x half>, ptr addrspace(3) %144, align 2, !dbg !24
  %146 = shufflevector <1 x half> %145, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 4096, !dbg !24
  %148 = load <1 x half>, ptr addrspace(3) %147, align 2, !dbg !24
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 4352, !dbg !24
  %150 = load <1 x half>, ptr addrspace(3) %149, align 2, !dbg !24
  %151 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 4608, !dbg !24
  %152 = load <1 x half>, ptr addrspace(3) %151, align 2, !dbg !24
  %153 = shufflevector <1 x half> %152, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %154 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 4864, !dbg !24
  %155 = load <1 x half>, ptr addrspace(3) %154, align 2, !dbg !24
  %156 = shufflevector <1 x half> %155, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %157 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 6144, !dbg !24
  %158 = load <1 x half>, ptr addrspace(3) %157, align 2, !dbg !24
  %159 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 6400, !dbg !24
  %160 = load <1 x half>, ptr addrspace(3) %159, align 2, !dbg !24
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 6656, !dbg !24
  %162 = load <1 x half>, ptr addrspace(3) %161, align 2, !dbg !24
  %163 = shufflevector <1 x half> %162, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) %127, i32 6912, !dbg !24
  %165 = load <1 x half>, ptr addrspace(3) %164, align 2, !dbg !24
  %166 = shufflevector <1 x half> %165, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %167 = shufflevector <1 x half> %128, <1 x half> %130, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %168 = shufflevector <4 x half> %167, <4 x half> %133, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %169 = shufflevector <4 x half> %168, <4 x half> %136, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %170 = shufflevector <1 x half> %138, <1 x half> %140, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %171 = shufflevector <4 x half> %170, <4 x half> %143, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %172 = shufflevector <4 x half> %171, <4 x half> %146, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %173 = shufflevector <1 x half> %148, <1 x half> %150, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %174 = shufflevector <4 x half> %173, <4 x half> %153, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %175 = shufflevector <4 x half> %174, <4 x half> %156, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %176 = shufflevector <1 x half> %158, <1 x half> %160, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %177 = shufflevector <4 x half> %176, <4 x half> %163, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %178 = shufflevector <4 x half> %177, <4 x half> %166, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %179 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %169, <4 x half> %109, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !30
  %180 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %172, <4 x half> %111, <16 x float> %179, i32 0, i32 0, i32 0), !dbg !30
  %181 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %175, <4 x half> %113, <16 x float> %180, i32 0, i32 0, i32 0), !dbg !30
  %182 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %178, <4 x half> %115, <16 x float> %181, i32 0, i32 0, i32 0), !dbg !30
  %183 = extractelement <16 x float> %182, i64 0, !dbg !30
  %184 = extractelement <16 x float> %182, i64 1, !dbg !30
  %185 = extractelement <16 x float> %182, i64 2, !dbg !30
  %186 = extractelement <16 x float> %182, i64 3, !dbg !30
  %187 = extractelement <16 x float> %182, i64 4, !dbg !30
  %188 = extractelement <16 x float> %182, i64 5, !dbg !30
  %189 = extractelement <16 x float> %182, i64 6, !dbg !30
  %190 = extractelement <16 x float> %182, i64 7, !dbg !30
  %191 = extractelement <16 x float> %182, i64 8, !dbg !30
  %192 = extractelement <16 x float> %182, i64 9, !dbg !30
  %193 = extractelement <16 x float> %182, i64 10, !dbg !30
  %194 = extractelement <16 x float> %182, i64 11, !dbg !30
  %195 = extractelement <16 x float> %182, i64 12, !dbg !30
  %196 = extractelement <16 x float> %182, i64 13, !dbg !30
  %197 = extractelement <16 x float> %182, i64 14, !dbg !30
  %198 = extractelement <16 x float> %182, i64 15, !dbg !30
  %199 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %169, <4 x half> %110, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !30
  %200 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %172, <4 x half> %112, <16 x float> %199, i32 0, i32 0, i32 0), !dbg !30
  %201 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %175, <4 x half> %114, <16 x float> %200, i32 0, i32 0, i32 0), !dbg !30
  %202 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %178, <4 x half> %116, <16 x float> %201, i32 0, i32 0, i32 0), !dbg !30
  %203 = extractelement <16 x float> %202, i64 0, !dbg !30
  %204 = extractelement <16 x float> %202, i64 1, !dbg !30
  %205 = extractelement <16 x float> %202, i64 2, !dbg !30
  %206 = extractelement <16 x float> %202, i64 3, !dbg !30
  %207 = extractelement <16 x float> %202, i64 4, !dbg !30
  %208 = extractelement <16 x float> %202, i64 5, !dbg !30
  %209 = extractelement <16 x float> %202, i64 6, !dbg !30
  %210 = extractelement <16 x float> %202, i64 7, !dbg !30
  %211 = extractelement <16 x float> %202, i64 8, !dbg !30
  %212 = extractelement <16 x float> %202, i64 9, !dbg !30
  %213 = extractelement <16 x float> %202, i64 10, !dbg !30
  %214 = extractelement <16 x float> %202, i64 11, !dbg !30
  %215 = extractelement <16 x float> %202, i64 12, !dbg !30
  %216 = extractelement <16 x float> %202, i64 13, !dbg !30
  %217 = extractelement <16 x float> %202, i64 14, !dbg !30
  %218 = extractelement <16 x float> %202, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %219 = shufflevector <8 x half> %108, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !21
  store <4 x half> %219, ptr addrspace(3) %69, align 8, !dbg !21
  %220 = shufflevector <8 x half> %108, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !21
  store <4 x half> %220, ptr addrspace(3) %72, align 8, !dbg !21
  store <8 x half> %124, ptr addrspace(3) %74, align 16, !dbg !24
  %221 = icmp samesign ugt i32 %75, 32, !dbg !28
  br i1 %221, label %.peel.next, label %._crit_edge, !dbg !28

.peel.next:                                       ; preds = %123
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %97
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %222, i32 %98
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %223, i32 %24
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 256
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 512
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 768
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 2048
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 2304
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 2560
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 2816
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 4096
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 4352
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 4608
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 4864
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 6144
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 6400
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 6656
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 6912
  br label %240, !dbg !28

240:                                              ; preds = %.peel.next, %299
  %241 = phi float [ %183, %.peel.next ], [ %357, %299 ]
  %242 = phi float [ %184, %.peel.next ], [ %358, %299 ]
  %243 = phi float [ %185, %.peel.next ], [ %359, %299 ]
  %244 = phi float [ %186, %.peel.next ], [ %360, %299 ]
  %245 = phi float [ %187, %.peel.next ], [ %361, %299 ]
  %246 = phi float [ %188, %.peel.next ], [ %362, %299 ]
  %247 = phi float [ %189, %.peel.next ], [ %363, %299 ]
  %248 = phi float [ %190, %.peel.next ], [ %364, %299 ]
  %249 = phi float [ %191, %.peel.next ], [ %365, %299 ]
  %250 = phi float [ %192, %.peel.next ], [ %366, %299 ]
  %251 = phi float [ %193, %.peel.next ], [ %367, %299 ]
  %252 = phi float [ %194, %.peel.next ], [ %368, %299 ]
  %253 = phi float [ %195, %.peel.next ], [ %369, %299 ]
  %254 = phi float [ %196, %.peel.next ], [ %370, %299 ]
  %255 = phi float [ %197, %.peel.next ], [ %371, %299 ]
  %256 = phi float [ %198, %.peel.next ], [ %372, %299 ]
  %257 = phi float [ %203, %.peel.next ], [ %393, %299 ]
  %258 = phi float [ %204, %.peel.next ], [ %394, %299 ]
  %259 = phi float [ %205, %.peel.next ], [ %395, %299 ]
  %260 = phi float [ %206, %.peel.next ], [ %396, %299 ]
  %261 = phi float [ %207, %.peel.next ], [ %397, %299 ]
  %262 = phi float [ %208, %.peel.next ], [ %398, %299 ]
  %263 = phi float [ %209, %.peel.next ], [ %399, %299 ]
  %264 = phi float [ %210, %.peel.next ], [ %400, %299 ]
  %265 = phi float [ %211, %.peel.next ], [ %401, %299 ]
  %266 = phi float [ %212, %.peel.next ], [ %402, %299 ]
  %267 = phi float [ %213, %.peel.next ], [ %403, %299 ]
  %268 = phi float [ %214, %.peel.next ], [ %404, %299 ]
  %269 = phi float [ %215, %.peel.next ], [ %405, %299 ]
  %270 = phi float [ %216, %.peel.next ], [ %406, %299 ]
  %271 = phi float [ %217, %.peel.next ], [ %407, %299 ]
  %272 = phi float [ %218, %.peel.next ], [ %408, %299 ]
  %273 = phi i32 [ 32, %.peel.next ], [ %274, %299 ]
  %274 = add i32 %273, 32, !dbg !28
  %275 = or disjoint i32 %274, %38, !dbg !29
  %276 = or disjoint i32 %274, %40, !dbg !29
  %277 = icmp slt i32 %275, %5, !dbg !19
  %278 = and i1 %41, %277, !dbg !20
  br i1 %278, label %279, label %283, !dbg !21

279:                                              ; preds = %240
  %280 = sext i32 %275 to i64
  %281 = getelementptr half, ptr addrspace(1) %44, i64 %280
  %282 = load <8 x half>, ptr addrspace(1) %281, align 16, !dbg !21
  br label %283, !dbg !21

283:                                              ; preds = %279, %240
  %284 = phi <8 x half> [ %282, %279 ], [ zeroinitializer, %240 ], !dbg !21
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %285 = load <4 x half>, ptr addrspace(3) %85, align 8, !dbg !21
  %286 = load <4 x half>, ptr addrspace(3) %86, align 8, !dbg !21
  %287 = load <4 x half>, ptr addrspace(3) %88, align 8, !dbg !21
  %288 = load <4 x half>, ptr addrspace(3) %89, align 8, !dbg !21
  %289 = load <4 x half>, ptr addrspace(3) %91, align 8, !dbg !21
  %290 = load <4 x half>, ptr addrspace(3) %92, align 8, !dbg !21
  %291 = load <4 x half>, ptr addrspace(3) %94, align 8, !dbg !21
  %292 = load <4 x half>, ptr addrspace(3) %95, align 8, !dbg !21
  %293 = icmp slt i32 %276, %5, !dbg !22
  %294 = and i1 %45, %293, !dbg !23
  br i1 %294, label %295, label %299, !dbg !24

295:                                              ; preds = %283
  %296 = mul i32 %276, %7, !dbg !25
  %297 = sext i32 %296 to i64, !dbg !26
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %297, !dbg !27
  %298 = load <8 x half>, ptr addrspace(1) %gep, align 16, !dbg !24
  br label %299, !dbg !24

299:                                              ; preds = %295, %283
  %300 = phi <8 x half> [ %298, %295 ], [ zeroinitializer, %283 ], !dbg !24
  %301 = load <1 x half>, ptr addrspace(3) %224, align 2, !dbg !24
  %302 = load <1 x half>, ptr addrspace(3) %225, align 2, !dbg !24
  %303 = load <1 x half>, ptr addrspace(3) %226, align 2, !dbg !24
  %304 = shufflevector <1 x half> %303, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %305 = load <1 x half>, ptr addrspace(3) %227, align 2, !dbg !24
  %306 = shufflevector <1 x half> %305, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %307 = load <1 x half>, ptr addrspace(3) %228, align 2, !dbg !24
  %308 = load <1 x half>, ptr addrspace(3) %229, align 2, !dbg !24
  %309 = load <1 x half>, ptr addrspace(3) %230, align 2, !dbg !24
  %310 = shufflevector <1 x half> %309, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %311 = load <1 x half>, ptr addrspace(3) %231, align 2, !dbg !24
  %312 = shufflevector <1 x half> %311, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %313 = load <1 x half>, ptr addrspace(3) %232, align 2, !dbg !24
  %314 = load <1 x half>, ptr addrspace(3) %233, align 2, !dbg !24
  %315 = load <1 x half>, ptr addrspace(3) %234, align 2, !dbg !24
  %316 = shufflevector <1 x half> %315, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %317 = load <1 x half>, ptr addrspace(3) %235, align 2, !dbg !24
  %318 = shufflevector <1 x half> %317, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %319 = load <1 x half>, ptr addrspace(3) %236, align 2, !dbg !24
  %320 = load <1 x half>, ptr addrspace(3) %237, align 2, !dbg !24
  %321 = load <1 x half>, ptr addrspace(3) %238, align 2, !dbg !24
  %322 = shufflevector <1 x half> %321, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %323 = load <1 x half>, ptr addrspace(3) %239, align 2, !dbg !24
  %324 = shufflevector <1 x half> %323, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %325 = shufflevector <1 x half> %301, <1 x half> %302, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %326 = shufflevector <4 x half> %325, <4 x half> %304, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %327 = shufflevector <4 x half> %326, <4 x half> %306, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %328 = shufflevector <1 x half> %307, <1 x half> %308, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %329 = shufflevector <4 x half> %328, <4 x half> %310, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %330 = shufflevector <4 x half> %329, <4 x half> %312, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %331 = shufflevector <1 x half> %313, <1 x half> %314, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %332 = shufflevector <4 x half> %331, <4 x half> %316, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %333 = shufflevector <4 x half> %332, <4 x half> %318, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %334 = shufflevector <1 x half> %319, <1 x half> %320, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %335 = shufflevector <4 x half> %334, <4 x half> %322, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %336 = shufflevector <4 x half> %335, <4 x half> %324, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %337 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %241, i64 0, !dbg !30
  %338 = insertelement <16 x float> %337, float %242, i64 1, !dbg !30
  %339 = insertelement <16 x float> %338, float %243, i64 2, !dbg !30
  %340 = insertelement <16 x float> %339, float %244, i64 3, !dbg !30
  %341 = insertelement <16 x float> %340, float %245, i64 4, !dbg !30
  %342 = insertelement <16 x float> %341, float %246, i64 5, !dbg !30
  %343 = insertelement <16 x float> %342, float %247, i64 6, !dbg !30
  %344 = insertelement <16 x float> %343, float %248, i64 7, !dbg !30
  %345 = insertelement <16 x float> %344, float %249, i64 8, !dbg !30
  %346 = insertelement <16 x float> %345, float %250, i64 9, !dbg !30
  %347 = insertelement <16 x float> %346, float %251, i64 10, !dbg !30
  %348 = insertelement <16 x float> %347, float %252, i64 11, !dbg !30
  %349 = insertelement <16 x float> %348, float %253, i64 12, !dbg !30
  %350 = insertelement <16 x float> %349, float %254, i64 13, !dbg !30
  %351 = insertelement <16 x float> %350, float %255, i64 14, !dbg !30
  %352 = insertelement <16 x float> %351, float %256, i64 15, !dbg !30
  %353 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %327, <4 x half> %285, <16 x float> %352, i32 0, i32 0, i32 0), !dbg !30
  %354 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %330, <4 x half> %287, <16 x float> %353, i32 0, i32 0, i32 0), !dbg !30
  %355 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %333, <4 x half> %289, <16 x float> %354, i32 0, i32 0, i32 0), !dbg !30
  %356 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %336, <4 x half> %291, <16 x float> %355, i32 0, i32 0, i32 0), !dbg !30
  %357 = extractelement <16 x float> %356, i64 0, !dbg !30
  %358 = extractelement <16 x float> %356, i64 1, !dbg !30
  %359 = extractelement <16 x float> %356, i64 2, !dbg !30
  %360 = extractelement <16 x float> %356, i64 3, !dbg !30
  %361 = extractelement <16 x float> %356, i64 4, !dbg !30
  %362 = extractelement <16 x float> %356, i64 5, !dbg !30
  %363 = extractelement <16 x float> %356, i64 6, !dbg !30
  %364 = extractelement <16 x float> %356, i64 7, !dbg !30
  %365 = extractelement <16 x float> %356, i64 8, !dbg !30
  %366 = extractelement <16 x float> %356, i64 9, !dbg !30
  %367 = extractelement <16 x float> %356, i64 10, !dbg !30
  %368 = extractelement <16 x float> %356, i64 11, !dbg !30
  %369 = extractelement <16 x float> %356, i64 12, !dbg !30
  %370 = extractelement <16 x float> %356, i64 13, !dbg !30
  %371 = extractelement <16 x float> %356, i64 14, !dbg !30
  %372 = extractelement <16 x float> %356, i64 15, !dbg !30
  %373 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %257, i64 0, !dbg !30
  %374 = insertelement <16 x float> %373, float %258, i64 1, !dbg !30
  %375 = insertelement <16 x float> %374, float %259, i64 2, !dbg !30
  %376 = insertelement <16 x float> %375, float %260, i64 3, !dbg !30
  %377 = insertelement <16 x float> %376, float %261, i64 4, !dbg !30
  %378 = insertelement <16 x float> %377, float %262, i64 5, !dbg !30
  %379 = insertelement <16 x float> %378, float %263, i64 6, !dbg !30
  %380 = insertelement <16 x float> %379, float %264, i64 7, !dbg !30
  %381 = insertelement <16 x float> %380, float %265, i64 8, !dbg !30
  %382 = insertelement <16 x float> %381, float %266, i64 9, !dbg !30
  %383 = insertelement <16 x float> %382, float %267, i64 10, !dbg !30
  %384 = insertelement <16 x float> %383, float %268, i64 11, !dbg !30
  %385 = insertelement <16 x float> %384, float %269, i64 12, !dbg !30
  %386 = insertelement <16 x float> %385, float %270, i64 13, !dbg !30
  %387 = insertelement <16 x float> %386, float %271, i64 14, !dbg !30
  %388 = insertelement <16 x float> %387, float %272, i64 15, !dbg !30
  %389 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %327, <4 x half> %286, <16 x float> %388, i32 0, i32 0, i32 0), !dbg !30
  %390 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %330, <4 x half> %288, <16 x float> %389, i32 0, i32 0, i32 0), !dbg !30
  %391 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %333, <4 x half> %290, <16 x float> %390, i32 0, i32 0, i32 0), !dbg !30
  %392 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %336, <4 x half> %292, <16 x float> %391, i32 0, i32 0, i32 0), !dbg !30
  %393 = extractelement <16 x float> %392, i64 0, !dbg !30
  %394 = extractelement <16 x float> %392, i64 1, !dbg !30
  %395 = extractelement <16 x float> %392, i64 2, !dbg !30
  %396 = extractelement <16 x float> %392, i64 3, !dbg !30
  %397 = extractelement <16 x float> %392, i64 4, !dbg !30
  %398 = extractelement <16 x float> %392, i64 5, !dbg !30
  %399 = extractelement <16 x float> %392, i64 6, !dbg !30
  %400 = extractelement <16 x float> %392, i64 7, !dbg !30
  %401 = extractelement <16 x float> %392, i64 8, !dbg !30
  %402 = extractelement <16 x float> %392, i64 9, !dbg !30
  %403 = extractelement <16 x float> %392, i64 10, !dbg !30
  %404 = extractelement <16 x float> %392, i64 11, !dbg !30
  %405 = extractelement <16 x float> %392, i64 12, !dbg !30
  %406 = extractelement <16 x float> %392, i64 13, !dbg !30
  %407 = extractelement <16 x float> %392, i64 14, !dbg !30
  %408 = extractelement <16 x float> %392, i64 15, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  %409 = shufflevector <8 x half> %284, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !21
  store <4 x half> %409, ptr addrspace(3) %69, align 8, !dbg !21
  %410 = shufflevector <8 x half> %284, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !21
  store <4 x half> %410, ptr addrspace(3) %72, align 8, !dbg !21
  store <8 x half> %300, ptr addrspace(3) %74, align 16, !dbg !24
  %411 = icmp slt i32 %274, %75, !dbg !28
  br i1 %411, label %240, label %._crit_edge, !dbg !28, !llvm.loop !31

._crit_edge:                                      ; preds = %299, %123, %63
  %412 = phi float [ 0.000000e+00, %63 ], [ %183, %123 ], [ %357, %299 ], !dbg !33
  %413 = phi float [ 0.000000e+00, %63 ], [ %184, %123 ], [ %358, %299 ], !dbg !33
  %414 = phi float [ 0.000000e+00, %63 ], [ %185, %123 ], [ %359, %299 ], !dbg !33
  %415 = phi float [ 0.000000e+00, %63 ], [ %186, %123 ], [ %360, %299 ], !dbg !33
  %416 = phi float [ 0.000000e+00, %63 ], [ %187, %123 ], [ %361, %299 ], !dbg !33
  %417 = phi float [ 0.000000e+00, %63 ], [ %188, %123 ], [ %362, %299 ], !dbg !33
  %418 = phi float [ 0.000000e+00, %63 ], [ %189, %123 ], [ %363, %299 ], !dbg !33
  %419 = phi float [ 0.000000e+00, %63 ], [ %190, %123 ], [ %364, %299 ], !dbg !33
  %420 = phi float [ 0.000000e+00, %63 ], [ %191, %123 ], [ %365, %299 ], !dbg !33
  %421 = phi float [ 0.000000e+00, %63 ], [ %192, %123 ], [ %366, %299 ], !dbg !33
  %422 = phi float [ 0.000000e+00, %63 ], [ %193, %123 ], [ %367, %299 ], !dbg !33
  %423 = phi float [ 0.000000e+00, %63 ], [ %194, %123 ], [ %368, %299 ], !dbg !33
  %424 = phi float [ 0.000000e+00, %63 ], [ %195, %123 ], [ %369, %299 ], !dbg !33
  %425 = phi float [ 0.000000e+00, %63 ], [ %196, %123 ], [ %370, %299 ], !dbg !33
  %426 = phi float [ 0.000000e+00, %63 ], [ %197, %123 ], [ %371, %299 ], !dbg !33
  %427 = phi float [ 0.000000e+00, %63 ], [ %198, %123 ], [ %372, %299 ], !dbg !33
  %428 = phi float [ 0.000000e+00, %63 ], [ %203, %123 ], [ %393, %299 ], !dbg !33
  %429 = phi float [ 0.000000e+00, %63 ], [ %204, %123 ], [ %394, %299 ], !dbg !33
  %430 = phi float [ 0.000000e+00, %63 ], [ %205, %123 ], [ %395, %299 ], !dbg !33
  %431 = phi float [ 0.000000e+00, %63 ], [ %206, %123 ], [ %396, %299 ], !dbg !33
  %432 = phi float [ 0.000000e+00, %63 ], [ %207, %123 ], [ %397, %299 ], !dbg !33
  %433 = phi float [ 0.000000e+00, %63 ], [ %208, %123 ], [ %398, %299 ], !dbg !33
  %434 = phi float [ 0.000000e+00, %63 ], [ %209, %123 ], [ %399, %299 ], !dbg !33
  %435 = phi float [ 0.000000e+00, %63 ], [ %210, %123 ], [ %400, %299 ], !dbg !33
  %436 = phi float [ 0.000000e+00, %63 ], [ %211, %123 ], [ %401, %299 ], !dbg !33
  %437 = phi float [ 0.000000e+00, %63 ], [ %212, %123 ], [ %402, %299 ], !dbg !33
  %438 = phi float [ 0.000000e+00, %63 ], [ %213, %123 ], [ %403, %299 ], !dbg !33
  %439 = phi float [ 0.000000e+00, %63 ], [ %214, %123 ], [ %404, %299 ], !dbg !33
  %440 = phi float [ 0.000000e+00, %63 ], [ %215, %123 ], [ %405, %299 ], !dbg !33
  %441 = phi float [ 0.000000e+00, %63 ], [ %216, %123 ], [ %406, %299 ], !dbg !33
  %442 = phi float [ 0.000000e+00, %63 ], [ %217, %123 ], [ %407, %299 ], !dbg !33
  %443 = phi float [ 0.000000e+00, %63 ], [ %218, %123 ], [ %408, %299 ], !dbg !33
  %444 = add i32 %5, 31, !dbg !28
  %445 = icmp sgt i32 %444, 31, !dbg !28
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  br i1 %445, label %446, label %._crit_edge._crit_edge, !dbg !30

446:                                              ; preds = %._crit_edge
  %447 = shl nuw nsw i32 %18, 1, !dbg !24
  %448 = shl nuw nsw i32 %26, 5, !dbg !24
  %449 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %447, !dbg !24
  %450 = getelementptr inbounds nuw i8, ptr addrspace(3) %449, i32 %448, !dbg !24
  %451 = getelementptr inbounds nuw i8, ptr addrspace(3) %450, i32 %24, !dbg !24
  %452 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 6912, !dbg !24
  %453 = load <1 x half>, ptr addrspace(3) %452, align 2, !dbg !24
  %454 = shufflevector <1 x half> %453, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %455 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 6656, !dbg !24
  %456 = load <1 x half>, ptr addrspace(3) %455, align 2, !dbg !24
  %457 = shufflevector <1 x half> %456, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %458 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 6400, !dbg !24
  %459 = load <1 x half>, ptr addrspace(3) %458, align 2, !dbg !24
  %460 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 6144, !dbg !24
  %461 = load <1 x half>, ptr addrspace(3) %460, align 2, !dbg !24
  %462 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 4864, !dbg !24
  %463 = load <1 x half>, ptr addrspace(3) %462, align 2, !dbg !24
  %464 = shufflevector <1 x half> %463, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %465 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 4608, !dbg !24
  %466 = load <1 x half>, ptr addrspace(3) %465, align 2, !dbg !24
  %467 = shufflevector <1 x half> %466, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %468 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 4352, !dbg !24
  %469 = load <1 x half>, ptr addrspace(3) %468, align 2, !dbg !24
  %470 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 4096, !dbg !24
  %471 = load <1 x half>, ptr addrspace(3) %470, align 2, !dbg !24
  %472 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 2816, !dbg !24
  %473 = load <1 x half>, ptr addrspace(3) %472, align 2, !dbg !24
  %474 = shufflevector <1 x half> %473, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %475 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 2560, !dbg !24
  %476 = load <1 x half>, ptr addrspace(3) %475, align 2, !dbg !24
  %477 = shufflevector <1 x half> %476, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %478 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 2304, !dbg !24
  %479 = load <1 x half>, ptr addrspace(3) %478, align 2, !dbg !24
  %480 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 2048, !dbg !24
  %481 = load <1 x half>, ptr addrspace(3) %480, align 2, !dbg !24
  %482 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 768, !dbg !24
  %483 = load <1 x half>, ptr addrspace(3) %482, align 2, !dbg !24
  %484 = shufflevector <1 x half> %483, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %485 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 512, !dbg !24
  %486 = load <1 x half>, ptr addrspace(3) %485, align 2, !dbg !24
  %487 = shufflevector <1 x half> %486, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %488 = getelementptr inbounds nuw i8, ptr addrspace(3) %451, i32 256, !dbg !24
  %489 = load <1 x half>, ptr addrspace(3) %488, align 2, !dbg !24
  %490 = load <1 x half>, ptr addrspace(3) %451, align 2, !dbg !24
  %491 = shl nuw nsw i32 %19, 3, !dbg !21
  %492 = shl nuw nsw i32 %18, 6, !dbg !21
  %493 = shl nuw nsw i32 %15, 2, !dbg !21
  %494 = and i32 %493, 56, !dbg !21
  %495 = or disjoint i32 %492, %494, !dbg !21
  %496 = lshr exact i32 %26, 2, !dbg !21
  %497 = xor i32 %495, %496, !dbg !21
  %498 = or disjoint i32 %497, %491, !dbg !21
  %499 = xor i32 %498, 48, !dbg !21
  %500 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %499, !dbg !21
  %501 = getelementptr inbounds nuw i8, ptr addrspace(3) %500, i32 4096, !dbg !21
  %502 = load <4 x half>, ptr addrspace(3) %501, align 8, !dbg !21
  %503 = load <4 x half>, ptr addrspace(3) %500, align 8, !dbg !21
  %504 = xor i32 %498, 32, !dbg !21
  %505 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %504, !dbg !21
  %506 = getelementptr inbounds nuw i8, ptr addrspace(3) %505, i32 4096, !dbg !21
  %507 = load <4 x half>, ptr addrspace(3) %506, align 8, !dbg !21
  %508 = load <4 x half>, ptr addrspace(3) %505, align 8, !dbg !21
  %509 = xor i32 %498, 16, !dbg !21
  %510 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %509, !dbg !21
  %511 = getelementptr inbounds nuw i8, ptr addrspace(3) %510, i32 4096, !dbg !21
  %512 = load <4 x half>, ptr addrspace(3) %511, align 8, !dbg !21
  %513 = load <4 x half>, ptr addrspace(3) %510, align 8, !dbg !21
  %514 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %498, !dbg !21
  %515 = getelementptr inbounds nuw i8, ptr addrspace(3) %514, i32 4096, !dbg !21
  %516 = load <4 x half>, ptr addrspace(3) %515, align 8, !dbg !21
  %517 = load <4 x half>, ptr addrspace(3) %514, align 8, !dbg !21
  %518 = shufflevector <1 x half> %490, <1 x half> %489, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %519 = shufflevector <4 x half> %518, <4 x half> %487, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %520 = shufflevector <4 x half> %519, <4 x half> %484, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %521 = shufflevector <1 x half> %481, <1 x half> %479, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %522 = shufflevector <4 x half> %521, <4 x half> %477, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %523 = shufflevector <4 x half> %522, <4 x half> %474, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %524 = shufflevector <1 x half> %471, <1 x half> %469, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %525 = shufflevector <4 x half> %524, <4 x half> %467, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %526 = shufflevector <4 x half> %525, <4 x half> %464, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %527 = shufflevector <1 x half> %461, <1 x half> %459, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !30
  %528 = shufflevector <4 x half> %527, <4 x half> %457, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %529 = shufflevector <4 x half> %528, <4 x half> %454, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %530 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %412, i64 0, !dbg !30
  %531 = insertelement <16 x float> %530, float %413, i64 1, !dbg !30
  %532 = insertelement <16 x float> %531, float %414, i64 2, !dbg !30
  %533 = insertelement <16 x float> %532, float %415, i64 3, !dbg !30
  %534 = insertelement <16 x float> %533, float %416, i64 4, !dbg !30
  %535 = insertelement <16 x float> %534, float %417, i64 5, !dbg !30
  %536 = insertelement <16 x float> %535, float %418, i64 6, !dbg !30
  %537 = insertelement <16 x float> %536, float %419, i64 7, !dbg !30
  %538 = insertelement <16 x float> %537, float %420, i64 8, !dbg !30
  %539 = insertelement <16 x float> %538, float %421, i64 9, !dbg !30
  %540 = insertelement <16 x float> %539, float %422, i64 10, !dbg !30
  %541 = insertelement <16 x float> %540, float %423, i64 11, !dbg !30
  %542 = insertelement <16 x float> %541, float %424, i64 12, !dbg !30
  %543 = insertelement <16 x float> %542, float %425, i64 13, !dbg !30
  %544 = insertelement <16 x float> %543, float %426, i64 14, !dbg !30
  %545 = insertelement <16 x float> %544, float %427, i64 15, !dbg !30
  %546 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %520, <4 x half> %517, <16 x float> %545, i32 0, i32 0, i32 0), !dbg !30
  %547 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %523, <4 x half> %513, <16 x float> %546, i32 0, i32 0, i32 0), !dbg !30
  %548 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %526, <4 x half> %508, <16 x float> %547, i32 0, i32 0, i32 0), !dbg !30
  %549 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %529, <4 x half> %503, <16 x float> %548, i32 0, i32 0, i32 0), !dbg !30
  %550 = extractelement <16 x float> %549, i64 0, !dbg !30
  %551 = extractelement <16 x float> %549, i64 1, !dbg !30
  %552 = extractelement <16 x float> %549, i64 2, !dbg !30
  %553 = extractelement <16 x float> %549, i64 3, !dbg !30
  %554 = extractelement <16 x float> %549, i64 4, !dbg !30
  %555 = extractelement <16 x float> %549, i64 5, !dbg !30
  %556 = extractelement <16 x float> %549, i64 6, !dbg !30
  %557 = extractelement <16 x float> %549, i64 7, !dbg !30
  %558 = extractelement <16 x float> %549, i64 8, !dbg !30
  %559 = extractelement <16 x float> %549, i64 9, !dbg !30
  %560 = extractelement <16 x float> %549, i64 10, !dbg !30
  %561 = extractelement <16 x float> %549, i64 11, !dbg !30
  %562 = extractelement <16 x float> %549, i64 12, !dbg !30
  %563 = extractelement <16 x float> %549, i64 13, !dbg !30
  %564 = extractelement <16 x float> %549, i64 14, !dbg !30
  %565 = extractelement <16 x float> %549, i64 15, !dbg !30
  %566 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %428, i64 0, !dbg !30
  %567 = insertelement <16 x float> %566, float %429, i64 1, !dbg !30
  %568 = insertelement <16 x float> %567, float %430, i64 2, !dbg !30
  %569 = insertelement <16 x float> %568, float %431, i64 3, !dbg !30
  %570 = insertelement <16 x float> %569, float %432, i64 4, !dbg !30
  %571 = insertelement <16 x float> %570, float %433, i64 5, !dbg !30
  %572 = insertelement <16 x float> %571, float %434, i64 6, !dbg !30
  %573 = insertelement <16 x float> %572, float %435, i64 7, !dbg !30
  %574 = insertelement <16 x float> %573, float %436, i64 8, !dbg !30
  %575 = insertelement <16 x float> %574, float %437, i64 9, !dbg !30
  %576 = insertelement <16 x float> %575, float %438, i64 10, !dbg !30
  %577 = insertelement <16 x float> %576, float %439, i64 11, !dbg !30
  %578 = insertelement <16 x float> %577, float %440, i64 12, !dbg !30
  %579 = insertelement <16 x float> %578, float %441, i64 13, !dbg !30
  %580 = insertelement <16 x float> %579, float %442, i64 14, !dbg !30
  %581 = insertelement <16 x float> %580, float %443, i64 15, !dbg !30
  %582 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %520, <4 x half> %516, <16 x float> %581, i32 0, i32 0, i32 0), !dbg !30
  %583 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %523, <4 x half> %512, <16 x float> %582, i32 0, i32 0, i32 0), !dbg !30
  %584 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %526, <4 x half> %507, <16 x float> %583, i32 0, i32 0, i32 0), !dbg !30
  %585 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %529, <4 x half> %502, <16 x float> %584, i32 0, i32 0, i32 0), !dbg !30
  %586 = extractelement <16 x float> %585, i64 0, !dbg !30
  %587 = extractelement <16 x float> %585, i64 1, !dbg !30
  %588 = extractelement <16 x float> %585, i64 2, !dbg !30
  %589 = extractelement <16 x float> %585, i64 3, !dbg !30
  %590 = extractelement <16 x float> %585, i64 4, !dbg !30
  %591 = extractelement <16 x float> %585, i64 5, !dbg !30
  %592 = extractelement <16 x float> %585, i64 6, !dbg !30
  %593 = extractelement <16 x float> %585, i64 7, !dbg !30
  %594 = extractelement <16 x float> %585, i64 8, !dbg !30
  %595 = extractelement <16 x float> %585, i64 9, !dbg !30
  %596 = extractelement <16 x float> %585, i64 10, !dbg !30
  %597 = extractelement <16 x float> %585, i64 11, !dbg !30
  %598 = extractelement <16 x float> %585, i64 12, !dbg !30
  %599 = extractelement <16 x float> %585, i64 13, !dbg !30
  %600 = extractelement <16 x float> %585, i64 14, !dbg !30
  %601 = extractelement <16 x float> %585, i64 15, !dbg !30
  br label %._crit_edge._crit_edge, !dbg !30

._crit_edge._crit_edge:                           ; preds = %._crit_edge, %446
  %602 = phi float [ %554, %446 ], [ %416, %._crit_edge ], !dbg !30
  %603 = phi float [ %550, %446 ], [ %412, %._crit_edge ], !dbg !30
  %604 = phi float [ %551, %446 ], [ %413, %._crit_edge ], !dbg !30
  %605 = phi float [ %552, %446 ], [ %414, %._crit_edge ], !dbg !30
  %606 = phi float [ %553, %446 ], [ %415, %._crit_edge ], !dbg !30
  %607 = phi float [ %555, %446 ], [ %417, %._crit_edge ], !dbg !30
  %608 = phi float [ %556, %446 ], [ %418, %._crit_edge ], !dbg !30
  %609 = phi float [ %557, %446 ], [ %419, %._crit_edge ], !dbg !30
  %610 = phi float [ %558, %446 ], [ %420, %._crit_edge ], !dbg !30
  %611 = phi float [ %559, %446 ], [ %421, %._crit_edge ], !dbg !30
  %612 = phi float [ %560, %446 ], [ %422, %._crit_edge ], !dbg !30
  %613 = phi float [ %561, %446 ], [ %423, %._crit_edge ], !dbg !30
  %614 = phi float [ %562, %446 ], [ %424, %._crit_edge ], !dbg !30
  %615 = phi float [ %563, %446 ], [ %425, %._crit_edge ], !dbg !30
  %616 = phi float [ %564, %446 ], [ %426, %._crit_edge ], !dbg !30
  %617 = phi float [ %565, %446 ], [ %427, %._crit_edge ], !dbg !30
  %618 = phi float [ %586, %446 ], [ %428, %._crit_edge ], !dbg !30
  %619 = phi float [ %587, %446 ], [ %429, %._crit_edge ], !dbg !30
  %620 = phi float [ %588, %446 ], [ %430, %._crit_edge ], !dbg !30
  %621 = phi float [ %589, %446 ], [ %431, %._crit_edge ], !dbg !30
  %622 = phi float [ %590, %446 ], [ %432, %._crit_edge ], !dbg !30
  %623 = phi float [ %591, %446 ], [ %433, %._crit_edge ], !dbg !30
  %624 = phi float [ %592, %446 ], [ %434, %._crit_edge ], !dbg !30
  %625 = phi float [ %593, %446 ], [ %435, %._crit_edge ], !dbg !30
  %626 = phi float [ %594, %446 ], [ %436, %._crit_edge ], !dbg !30
  %627 = phi float [ %595, %446 ], [ %437, %._crit_edge ], !dbg !30
  %628 = phi float [ %596, %446 ], [ %438, %._crit_edge ], !dbg !30
  %629 = phi float [ %597, %446 ], [ %439, %._crit_edge ], !dbg !30
  %630 = phi float [ %598, %446 ], [ %440, %._crit_edge ], !dbg !30
  %631 = phi float [ %599, %446 ], [ %441, %._crit_edge ], !dbg !30
  %632 = phi float [ %600, %446 ], [ %442, %._crit_edge ], !dbg !30
  %633 = phi float [ %601, %446 ], [ %443, %._crit_edge ], !dbg !30
  %634 = icmp slt i32 %30, %3, !dbg !34
  %635 = icmp slt i32 %31, %3, !dbg !34
  %636 = icmp slt i32 %34, %4, !dbg !35
  %637 = icmp slt i32 %36, %4, !dbg !35
  %638 = and i1 %634, %636, !dbg !36
  %639 = and i1 %634, %637, !dbg !36
  %640 = and i1 %635, %636, !dbg !36
  %641 = and i1 %635, %637, !dbg !36
  %642 = mul i32 %8, %30, !dbg !37
  %643 = mul i32 %8, %31, !dbg !37
  %644 = sext i32 %642 to i64, !dbg !38
  %645 = getelementptr float, ptr addrspace(1) %2, i64 %644, !dbg !38
  %646 = sext i32 %643 to i64, !dbg !38
  %647 = getelementptr float, ptr addrspace(1) %2, i64 %646, !dbg !38
  %648 = sext i32 %36 to i64, !dbg !39
  %649 = getelementptr float, ptr addrspace(1) %645, i64 %648, !dbg !39
  %650 = sext i32 %37 to i64, !dbg !39
  %651 = getelementptr float, ptr addrspace(1) %645, i64 %650, !dbg !39
  %652 = sext i32 %34 to i64, !dbg !39
  %653 = getelementptr float, ptr addrspace(1) %647, i64 %652, !dbg !39
  %654 = sext i32 %35 to i64, !dbg !39
  %655 = getelementptr float, ptr addrspace(1) %647, i64 %654, !dbg !39
  %656 = getelementptr float, ptr addrspace(1) %647, i64 %648, !dbg !39
  %657 = getelementptr float, ptr addrspace(1) %647, i64 %650, !dbg !39
  br i1 %638, label %658, label %.critedge, !dbg !40

658:                                              ; preds = %._crit_edge._crit_edge
  %659 = insertelement <4 x float> poison, float %603, i64 0, !dbg !40
  %660 = insertelement <4 x float> %659, float %604, i64 1, !dbg !40
  %661 = insertelement <4 x float> %660, float %605, i64 2, !dbg !40
  %662 = insertelement <4 x float> %661, float %606, i64 3, !dbg !40
  %663 = getelementptr float, ptr addrspace(1) %645, i64 %654, !dbg !39
  %664 = getelementptr float, ptr addrspace(1) %645, i64 %652, !dbg !39
  store <4 x float> %662, ptr addrspace(1) %664, align 16, !dbg !40
  %665 = insertelement <4 x float> poison, float %602, i64 0, !dbg !40
  %666 = insertelement <4 x float> %665, float %607, i64 1, !dbg !40
  %667 = insertelement <4 x float> %666, float %608, i64 2, !dbg !40
  %668 = insertelement <4 x float> %667, float %609, i64 3, !dbg !40
  store <4 x float> %668, ptr addrspace(1) %663, align 16, !dbg !40
  br label %.critedge, !dbg !40

.critedge:                                        ; preds = %._crit_edge._crit_edge, %658
  br i1 %639, label %669, label %.critedge2, !dbg !40

669:                                              ; preds = %.critedge
  %670 = insertelement <4 x float> poison, float %614, i64 0
  %671 = insertelement <4 x float> %670, float %615, i64 1
  %672 = insertelement <4 x float> %671, float %616, i64 2
  %673 = insertelement <4 x float> %672, float %617, i64 3
  %674 = insertelement <4 x float> poison, float %610, i64 0
  %675 = insertelement <4 x float> %674, float %611, i64 1
  %676 = insertelement <4 x float> %675, float %612, i64 2
  %677 = insertelement <4 x float> %676, float %613, i64 3
  store <4 x float> %677, ptr addrspace(1) %649, align 16, !dbg !40
  store <4 x float> %673, ptr addrspace(1) %651, align 16, !dbg !40
  br label %.critedge2, !dbg !40

.critedge2:                                       ; preds = %.critedge, %669
  br i1 %640, label %678, label %.critedge4, !dbg !40

678:                                              ; preds = %.critedge2
  %679 = insertelement <4 x float> poison, float %622, i64 0
  %680 = insertelement <4 x float> %679, float %623, i64 1
  %681 = insertelement <4 x float> %680, float %624, i64 2
  %682 = insertelement <4 x float> %681, float %625, i64 3
  %683 = insertelement <4 x float> poison, float %618, i64 0
  %684 = insertelement <4 x float> %683, float %619, i64 1
  %685 = insertelement <4 x float> %684, float %620, i64 2
  %686 = insertelement <4 x float> %685, float %621, i64 3
  store <4 x float> %686, ptr addrspace(1) %653, align 16, !dbg !40
  store <4 x float> %682, ptr addrspace(1) %655, align 16, !dbg !40
  br label %.critedge4, !dbg !40

.critedge4:                                       ; preds = %.critedge2, %678
  br i1 %641, label %687, label %.critedge6, !dbg !40

687:                                              ; preds = %.critedge4
  %688 = insertelement <4 x float> poison, float %630, i64 0
  %689 = insertelement <4 x float> %688, float %631, i64 1
  %690 = insertelement <4 x float> %689, float %632, i64 2
  %691 = insertelement <4 x float> %690, float %633, i64 3
  %692 = insertelement <4 x float> poison, float %626, i64 0
  %693 = insertelement <4 x float> %692, float %627, i64 1
  %694 = insertelement <4 x float> %693, float %628, i64 2
  %695 = insertelement <4 x float> %694, float %629, i64 3
  store <4 x float> %695, ptr addrspace(1) %656, align 16, !dbg !40
  store <4 x float> %691, ptr addrspace(1) %657, align 16, !dbg !40
  br label %.critedge6, !dbg !40

.critedge6:                                       ; preds = %.critedge4, %687
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
