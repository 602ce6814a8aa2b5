; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

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
  %33 = or disjoint i32 %32, 1, !dbg !13
  %34 = or disjoint i32 %32, 2, !dbg !13
  %35 = or disjoint i32 %32, 3, !dbg !13
  %36 = or disjoint i32 %32, 8, !dbg !13
  %37 = or disjoint i32 %32, 9, !dbg !13
  %38 = or disjoint i32 %32, 10, !dbg !13
  %39 = or disjoint i32 %32, 11, !dbg !13
  %40 = or disjoint i32 %32, 16, !dbg !13
  %41 = or disjoint i32 %32, 17, !dbg !13
  %42 = or disjoint i32 %32, 18, !dbg !13
  %43 = or disjoint i32 %32, 19, !dbg !13
  %44 = or disjoint i32 %32, 24, !dbg !13
  %45 = or disjoint i32 %32, 25, !dbg !13
  %46 = or disjoint i32 %32, 26, !dbg !13
  %47 = or disjoint i32 %32, 27, !dbg !13
  %48 = or disjoint i32 %27, %31, !dbg !13
  %49 = or disjoint i32 %48, 1, !dbg !13
  %50 = or disjoint i32 %48, 2, !dbg !13
  %51 = or disjoint i32 %48, 3, !dbg !13
  %52 = and i32 %26, 28, !dbg !14
  %53 = lshr i32 %15, 4, !dbg !14
  %54 = and i32 %53, 31, !dbg !14
  %55 = icmp slt i32 %28, %3, !dbg !15
  %56 = mul i32 %6, %28, !dbg !16
  %57 = sext i32 %56 to i64, !dbg !17
  %58 = getelementptr half, ptr addrspace(1) %0, i64 %57, !dbg !17
  %59 = icmp slt i32 %48, %4, !dbg !18
  %60 = icmp slt i32 %49, %4, !dbg !18
  %61 = icmp slt i32 %50, %4, !dbg !18
  %62 = icmp slt i32 %51, %4, !dbg !18
  %63 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %63, label %.lr.ph, label %._crit_edge, !dbg !19

.lr.ph:                                           ; preds = %11
  %64 = sext i32 %49 to i64
  %65 = sext i32 %50 to i64
  %66 = sext i32 %51 to i64
  %67 = sext i32 %48 to i64
  %urem = shl nuw nsw i32 %15, 3
  %68 = and i32 %urem, 4088
  %69 = lshr i32 %15, 1
  %70 = and i32 %69, 56
  %71 = xor i32 %68, %70
  %72 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %71
  %73 = shl nuw nsw i32 %18, 6
  %74 = and i32 %26, 56
  %75 = lshr exact i32 %21, 2
  %76 = shl nuw nsw i32 %19, 4
  %77 = or disjoint i32 %73, %76
  %78 = xor i32 %74, %75
  %79 = or disjoint i32 %77, %78
  %80 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %79
  %81 = xor i32 %79, 16
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %83 = xor i32 %79, 32
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %83
  %85 = xor i32 %79, 48
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68
  %88 = shl nuw nsw i32 %18, 1
  %89 = shl nuw nsw i32 %21, 4
  %90 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %89
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) %90, i32 %88
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) %91, i32 %23
  %93 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 128
  %94 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 256
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 384
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 1024
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 1152
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 1280
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 1408
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 2048
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 2176
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 2304
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 2432
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 3072
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 3200
  %106 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 3328
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) %92, i32 3456
  br label %108, !dbg !19

108:                                              ; preds = %.lr.ph, %197
  %109 = phi float [ 0.000000e+00, %.lr.ph ], [ %267, %197 ]
  %110 = phi float [ 0.000000e+00, %.lr.ph ], [ %268, %197 ]
  %111 = phi float [ 0.000000e+00, %.lr.ph ], [ %269, %197 ]
  %112 = phi float [ 0.000000e+00, %.lr.ph ], [ %270, %197 ]
  %113 = phi float [ 0.000000e+00, %.lr.ph ], [ %271, %197 ]
  %114 = phi float [ 0.000000e+00, %.lr.ph ], [ %272, %197 ]
  %115 = phi float [ 0.000000e+00, %.lr.ph ], [ %273, %197 ]
  %116 = phi float [ 0.000000e+00, %.lr.ph ], [ %274, %197 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %275, %197 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %276, %197 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %277, %197 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %278, %197 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %279, %197 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %280, %197 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %281, %197 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %282, %197 ]
  %125 = phi i32 [ 0, %.lr.ph ], [ %283, %197 ]
  %126 = or disjoint i32 %125, %52, !dbg !20
  %127 = or disjoint i32 %126, 1, !dbg !20
  %128 = or disjoint i32 %126, 2, !dbg !20
  %129 = or disjoint i32 %126, 3, !dbg !20
  %130 = or disjoint i32 %125, %54, !dbg !20
  %131 = icmp slt i32 %126, %5, !dbg !21
  %132 = icmp slt i32 %127, %5, !dbg !21
  %133 = icmp slt i32 %128, %5, !dbg !21
  %134 = icmp slt i32 %129, %5, !dbg !21
  %135 = and i1 %55, %131, !dbg !22
  %136 = and i1 %55, %132, !dbg !22
  %137 = and i1 %55, %133, !dbg !22
  %138 = and i1 %55, %134, !dbg !22
  %139 = sext i32 %127 to i64, !dbg !23
  %140 = getelementptr half, ptr addrspace(1) %58, i64 %139, !dbg !23
  %141 = sext i32 %128 to i64, !dbg !23
  %142 = getelementptr half, ptr addrspace(1) %58, i64 %141, !dbg !23
  %143 = sext i32 %129 to i64, !dbg !23
  %144 = getelementptr half, ptr addrspace(1) %58, i64 %143, !dbg !23
  br i1 %135, label %145, label %149, !dbg !24

145:                                              ; preds = %108
  %146 = sext i32 %126 to i64
  %147 = getelementptr half, ptr addrspace(1) %58, i64 %146
  %148 = load <1 x half>, ptr addrspace(1) %147, align 2, !dbg !24
  br label %149, !dbg !24

149:                                              ; preds = %145, %108
  %150 = phi <1 x half> [ %148, %145 ], [ zeroinitializer, %108 ], !dbg !24
  %151 = extractelement <1 x half> %150, i64 0, !dbg !24
  br i1 %136, label %152, label %154, !dbg !24

152:                                              ; preds = %149
  %153 = load <1 x half>, ptr addrspace(1) %140, align 2, !dbg !24
  br label %154, !dbg !24

154:                                              ; preds = %152, %149
  %155 = phi <1 x half> [ %153, %152 ], [ zeroinitializer, %149 ], !dbg !24
  %156 = extractelement <1 x half> %155, i64 0, !dbg !24
  br i1 %137, label %157, label %159, !dbg !24

157:                                              ; preds = %154
  %158 = load <1 x half>, ptr addrspace(1) %142, align 2, !dbg !24
  br label %159, !dbg !24

159:                                              ; preds = %157, %154
  %160 = phi <1 x half> [ %158, %157 ], [ zeroinitializer, %154 ], !dbg !24
  %161 = extractelement <1 x half> %160, i64 0, !dbg !24
  br i1 %138, label %162, label %164, !dbg !24

162:                                              ; preds = %159
  %163 = load <1 x half>, ptr addrspace(1) %144, align 2, !dbg !24
  br label %164, !dbg !24

164:                                              ; preds = %162, %159
  %165 = phi <1 x half> [ %163, %162 ], [ zeroinitializer, %159 ], !dbg !24
  %166 = extractelement <1 x half> %165, i64 0, !dbg !24
  %167 = icmp slt i32 %130, %5, !dbg !25
  %168 = and i1 %59, %167, !dbg !26
  %169 = and i1 %60, %167, !dbg !26
  %170 = and i1 %61, %167, !dbg !26
  %171 = and i1 %62, %167, !dbg !26
  %172 = mul i32 %130, %7, !dbg !27
  %173 = sext i32 %172 to i64, !dbg !28
  %174 = getelementptr half, ptr addrspace(1) %1, i64 %173, !dbg !28
  %175 = getelementptr half, ptr addrspace(1) %174, i64 %64, !dbg !29
  %176 = getelementptr half, ptr addrspace(1) %174, i64 %65, !dbg !29
  %177 = getelementptr half, ptr addrspace(1) %174, i64 %66, !dbg !29
  br i1 %168, label %178, label %181, !dbg !30

178:                                              ; preds = %164
  %179 = getelementptr half, ptr addrspace(1) %174, i64 %67
  %180 = load <1 x half>, ptr addrspace(1) %179, align 2, !dbg !30
  br label %181, !dbg !30

181:                                              ; preds = %178, %164
  %182 = phi <1 x half> [ %180, %178 ], [ zeroinitializer, %164 ], !dbg !30
  %183 = extractelement <1 x half> %182, i64 0, !dbg !30
  br i1 %169, label %184, label %186, !dbg !30

184:                                              ; preds = %181
  %185 = load <1 x half>, ptr addrspace(1) %175, align 2, !dbg !30
  br label %186, !dbg !30

186:                                              ; preds = %184, %181
  %187 = phi <1 x half> [ %185, %184 ], [ zeroinitializer, %181 ], !dbg !30
  %188 = extractelement <1 x half> %187, i64 0, !dbg !30
  br i1 %170, label %189, label %191, !dbg !30

189:                                              ; preds = %186
  %190 = load <1 x half>, ptr addrspace(1) %176, align 2, !dbg !30
  br label %191, !dbg !30

191:                                              ; preds = %189, %186
  %192 = phi <1 x half> [ %190, %189 ], [ zeroinitializer, %186 ], !dbg !30
  %193 = extractelement <1 x half> %192, i64 0, !dbg !30
  br i1 %171, label %194, label %197, !dbg !30

194:                                              ; preds = %191
  %195 = load <1 x half>, ptr addrspace(1) %177, align 2, !dbg !30
  %196 = shufflevector <1 x half> %195, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !30
  br label %197, !dbg !30

197:                                              ; preds = %194, %191
  %198 = phi <4 x half> [ %196, %194 ], [ <half 0xH0000, half undef, half undef, half undef>, %191 ], !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  %199 = insertelement <4 x half> poison, half %151, i64 0, !dbg !24
  %200 = insertelement <4 x half> %199, half %156, i64 1, !dbg !24
  %201 = insertelement <4 x half> %200, half %161, i64 2, !dbg !24
  %202 = insertelement <4 x half> %201, half %166, i64 3, !dbg !24
  store <4 x half> %202, ptr addrspace(3) %72, align 8, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !24
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  %203 = load <4 x half>, ptr addrspace(3) %80, align 8, !dbg !24
  %204 = load <4 x half>, ptr addrspace(3) %82, align 8, !dbg !24
  %205 = load <4 x half>, ptr addrspace(3) %84, align 8, !dbg !24
  %206 = load <4 x half>, ptr addrspace(3) %86, align 8, !dbg !24
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  %207 = insertelement <4 x half> poison, half %183, i64 0, !dbg !30
  %208 = insertelement <4 x half> %207, half %188, i64 1, !dbg !30
  %209 = insertelement <4 x half> %208, half %193, i64 2, !dbg !30
  %210 = shufflevector <4 x half> %209, <4 x half> %198, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  store <4 x half> %210, ptr addrspace(3) %87, align 8, !dbg !30
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !30
  tail call void @llvm.amdgcn.s.barrier(), !dbg !30
  %211 = load <1 x half>, ptr addrspace(3) %92, align 2, !dbg !30
  %212 = load <1 x half>, ptr addrspace(3) %93, align 2, !dbg !30
  %213 = load <1 x half>, ptr addrspace(3) %94, align 2, !dbg !30
  %214 = shufflevector <1 x half> %213, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %215 = load <1 x half>, ptr addrspace(3) %95, align 2, !dbg !30
  %216 = shufflevector <1 x half> %215, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %217 = load <1 x half>, ptr addrspace(3) %96, align 2, !dbg !30
  %218 = load <1 x half>, ptr addrspace(3) %97, align 2, !dbg !30
  %219 = load <1 x half>, ptr addrspace(3) %98, align 2, !dbg !30
  %220 = shufflevector <1 x half> %219, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %221 = load <1 x half>, ptr addrspace(3) %99, align 2, !dbg !30
  %222 = shufflevector <1 x half> %221, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %223 = load <1 x half>, ptr addrspace(3) %100, align 2, !dbg !30
  %224 = load <1 x half>, ptr addrspace(3) %101, align 2, !dbg !30
  %225 = load <1 x half>, ptr addrspace(3) %102, align 2, !dbg !30
  %226 = shufflevector <1 x half> %225, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %227 = load <1 x half>, ptr addrspace(3) %103, align 2, !dbg !30
  %228 = shufflevector <1 x half> %227, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %229 = load <1 x half>, ptr addrspace(3) %104, align 2, !dbg !30
  %230 = load <1 x half>, ptr addrspace(3) %105, align 2, !dbg !30
  %231 = load <1 x half>, ptr addrspace(3) %106, align 2, !dbg !30
  %232 = shufflevector <1 x half> %231, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %233 = load <1 x half>, ptr addrspace(3) %107, align 2, !dbg !30
  %234 = shufflevector <1 x half> %233, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %235 = shufflevector <1 x half> %211, <1 x half> %212, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %236 = shufflevector <4 x half> %235, <4 x half> %214, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %237 = shufflevector <4 x half> %236, <4 x half> %216, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %238 = shufflevector <1 x half> %217, <1 x half> %218, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %239 = shufflevector <4 x half> %238, <4 x half> %220, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %240 = shufflevector <4 x half> %239, <4 x half> %222, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %241 = shufflevector <1 x half> %223, <1 x half> %224, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %242 = shufflevector <4 x half> %241, <4 x half> %226, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %243 = shufflevector <4 x half> %242, <4 x half> %228, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %244 = shufflevector <1 x half> %229, <1 x half> %230, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !31
  %245 = shufflevector <4 x half> %244, <4 x half> %232, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %246 = shufflevector <4 x half> %245, <4 x half> %234, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %247 = insertelement <16 x float> <float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float poison, float undef, float undef, float undef, float undef, float undef, float undef>, float %109, i64 0, !dbg !31
  %248 = insertelement <16 x float> %247, float %110, i64 1, !dbg !31
  %249 = insertelement <16 x float> %248, float %111, i64 2, !dbg !31
  %250 = insertelement <16 x float> %249, float %112, i64 3, !dbg !31
  %251 = insertelement <16 x float> %250, float %113, i64 4, !dbg !31
  %252 = insertelement <16 x float> %251, float %114, i64 5, !dbg !31
  %253 = insertelement <16 x float> %252, float %115, i64 6, !dbg !31
  %254 = insertelement <16 x float> %253, float %116, i64 7, !dbg !31
  %255 = insertelement <16 x float> %254, float %117, i64 8, !dbg !31
  %256 = insertelement <16 x float> %255, float %118, i64 9, !dbg !31
  %257 = insertelement <16 x float> %256, float %119, i64 10, !dbg !31
  %258 = insertelement <16 x float> %257, float %120, i64 11, !dbg !31
  %259 = insertelement <16 x float> %258, float %121, i64 12, !dbg !31
  %260 = insertelement <16 x float> %259, float %122, i64 13, !dbg !31
  %261 = insertelement <16 x float> %260, float %123, i64 14, !dbg !31
  %262 = insertelement <16 x float> %261, float %124, i64 15, !dbg !31
  %263 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %237, <4 x half> %203, <16 x float> %262, i32 0, i32 0, i32 0), !dbg !31
  %264 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %240, <4 x half> %204, <16 x float> %263, i32 0, i32 0, i32 0), !dbg !31
  %265 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %243, <4 x half> %205, <16 x float> %264, i32 0, i32 0, i32 0), !dbg !31
  %266 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %246, <4 x half> %206, <16 x float> %265, i32 0, i32 0, i32 0), !dbg !31
  %267 = extractelement <16 x float> %266, i64 0, !dbg !31
  %268 = extractelement <16 x float> %266, i64 1, !dbg !31
  %269 = extractelement <16 x float> %266, i64 2, !dbg !31
  %270 = extractelement <16 x float> %266, i64 3, !dbg !31
  %271 = extractelement <16 x float> %266, i64 4, !dbg !31
  %272 = extractelement <16 x float> %266, i64 5, !dbg !31
  %273 = extractelement <16 x float> %266, i64 6, !dbg !31
  %274 = extractelement <16 x float> %266, i64 7, !dbg !31
  %275 = extractelement <16 x float> %266, i64 8, !dbg !31
  %276 = extractelement <16 x float> %266, i64 9, !dbg !31
  %277 = extractelement <16 x float> %266, i64 10, !dbg !31
  %278 = extractelement <16 x float> %266, i64 11, !dbg !31
  %279 = extractelement <16 x float> %266, i64 12, !dbg !31
  %280 = extractelement <16 x float> %266, i64 13, !dbg !31
  %281 = extractelement <16 x float> %266, i64 14, !dbg !31
  %282 = extractelement <16 x float> %266, i64 15, !dbg !31
  %283 = add i32 %125, 32, !dbg !19
  %284 = icmp slt i32 %283, %5, !dbg !19
  br i1 %284, label %108, label %._crit_edge, !dbg !19

._crit_edge:                                      ; preds = %197, %11
  %285 = phi float [ 0.000000e+00, %11 ], [ %267, %197 ], !dbg !32
  %286 = phi float [ 0.000000e+00, %11 ], [ %268, %197 ], !dbg !32
  %287 = phi float [ 0.000000e+00, %11 ], [ %269, %197 ], !dbg !32
  %288 = phi float [ 0.000000e+00, %11 ], [ %270, %197 ], !dbg !32
  %289 = phi float [ 0.000000e+00, %11 ], [ %271, %197 ], !dbg !32
  %290 = phi float [ 0.000000e+00, %11 ], [ %272, %197 ], !dbg !32
  %291 = phi float [ 0.000000e+00, %11 ], [ %273, %197 ], !dbg !32
  %292 = phi float [ 0.000000e+00, %11 ], [ %274, %197 ], !dbg !32
  %293 = phi float [ 0.000000e+00, %11 ], [ %275, %197 ], !dbg !32
  %294 = phi float [ 0.000000e+00, %11 ], [ %276, %197 ], !dbg !32
  %295 = phi float [ 0.000000e+00, %11 ], [ %277, %197 ], !dbg !32
  %296 = phi float [ 0.000000e+00, %11 ], [ %278, %197 ], !dbg !32
  %297 = phi float [ 0.000000e+00, %11 ], [ %279, %197 ], !dbg !32
  %298 = phi float [ 0.000000e+00, %11 ], [ %280, %197 ], !dbg !32
  %299 = phi float [ 0.000000e+00, %11 ], [ %281, %197 ], !dbg !32
  %300 = phi float [ 0.000000e+00, %11 ], [ %282, %197 ], !dbg !32
  %301 = icmp slt i32 %30, %3, !dbg !33
  %302 = icmp slt i32 %32, %4, !dbg !34
  %303 = icmp slt i32 %33, %4, !dbg !34
  %304 = icmp slt i32 %34, %4, !dbg !34
  %305 = icmp slt i32 %35, %4, !dbg !34
  %306 = icmp slt i32 %36, %4, !dbg !34
  %307 = icmp slt i32 %37, %4, !dbg !34
  %308 = icmp slt i32 %38, %4, !dbg !34
  %309 = icmp slt i32 %39, %4, !dbg !34
  %310 = icmp slt i32 %40, %4, !dbg !34
  %311 = icmp slt i32 %41, %4, !dbg !34
  %312 = icmp slt i32 %42, %4, !dbg !34
  %313 = icmp slt i32 %43, %4, !dbg !34
  %314 = icmp slt i32 %44, %4, !dbg !34
  %315 = icmp slt i32 %45, %4, !dbg !34
  %316 = icmp slt i32 %46, %4, !dbg !34
  %317 = icmp slt i32 %47, %4, !dbg !34
  %318 = and i1 %301, %302, !dbg !35
  %319 = and i1 %301, %303, !dbg !35
  %320 = and i1 %301, %304, !dbg !35
  %321 = and i1 %301, %305, !dbg !35
  %322 = and i1 %301, %306, !dbg !35
  %323 = and i1 %301, %307, !dbg !35
  %324 = and i1 %301, %308, !dbg !35
  %325 = and i1 %301, %309, !dbg !35
  %326 = and i1 %301, %310, !dbg !35
  %327 = and i1 %301, %311, !dbg !35
  %328 = and i1 %301, %312, !dbg !35
  %329 = and i1 %301, %313, !dbg !35
  %330 = and i1 %301, %314, !dbg !35
  %331 = and i1 %301, %315, !dbg !35
  %332 = and i1 %301, %316, !dbg !35
  %333 = and i1 %301, %317, !dbg !35
  %334 = mul i32 %8, %30, !dbg !36
  %335 = sext i32 %334 to i64, !dbg !37
  %336 = getelementptr float, ptr addrspace(1) %2, i64 %335, !dbg !37
  %337 = sext i32 %33 to i64, !dbg !38
  %338 = getelementptr float, ptr addrspace(1) %336, i64 %337, !dbg !38
  %339 = sext i32 %34 to i64, !dbg !38
  %340 = getelementptr float, ptr addrspace(1) %336, i64 %339, !dbg !38
  %341 = sext i32 %35 to i64, !dbg !38
  %342 = getelementptr float, ptr addrspace(1) %336, i64 %341, !dbg !38
  %343 = sext i32 %36 to i64, !dbg !38
  %344 = getelementptr float, ptr addrspace(1) %336, i64 %343, !dbg !38
  %345 = sext i32 %37 to i64, !dbg !38
  %346 = getelementptr float, ptr addrspace(1) %336, i64 %345, !dbg !38
  %347 = sext i32 %38 to i64, !dbg !38
  %348 = getelementptr float, ptr addrspace(1) %336, i64 %347, !dbg !38
  %349 = sext i32 %39 to i64, !dbg !38
  %350 = getelementptr float, ptr addrspace(1) %336, i64 %349, !dbg !38
  %351 = sext i32 %40 to i64, !dbg !38
  %352 = getelementptr float, ptr addrspace(1) %336, i64 %351, !dbg !38
  %353 = sext i32 %41 to i64, !dbg !38
  %354 = getelementptr float, ptr addrspace(1) %336, i64 %353, !dbg !38
  %355 = sext i32 %42 to i64, !dbg !38
  %356 = getelementptr float, ptr addrspace(1) %336, i64 %355, !dbg !38
  %357 = sext i32 %43 to i64, !dbg !38
  %358 = getelementptr float, ptr addrspace(1) %336, i64 %357, !dbg !38
  %359 = sext i32 %44 to i64, !dbg !38
  %360 = getelementptr float, ptr addrspace(1) %336, i64 %359, !dbg !38
  %361 = sext i32 %45 to i64, !dbg !38
  %362 = getelementptr float, ptr addrspace(1) %336, i64 %361, !dbg !38
  %363 = sext i32 %46 to i64, !dbg !38
  %364 = getelementptr float, ptr addrspace(1) %336, i64 %363, !dbg !38
  %365 = sext i32 %47 to i64, !dbg !38
  %366 = getelementptr float, ptr addrspace(1) %336, i64 %365, !dbg !38
  %367 = and i32 %15, 256, !dbg !39
  %368 = icmp eq i32 %367, 0, !dbg !39
  %369 = and i1 %368, %318, !dbg !39
  br i1 %369, label %370, label %374, !dbg !39

370:                                              ; preds = %._crit_edge
  %371 = sext i32 %32 to i64
  %372 = getelementptr float, ptr addrspace(1) %336, i64 %371
  %373 = insertelement <1 x float> poison, float %285, i64 0
  store <1 x float> %373, ptr addrspace(1) %372, align 4, !dbg !39
  br label %374, !dbg !39

374:                                              ; preds = %370, %._crit_edge
  %375 = and i1 %368, %319, !dbg !39
  br i1 %375, label %376, label %378, !dbg !39

376:                                              ; preds = %374
  %377 = insertelement <1 x float> poison, float %286, i64 0
  store <1 x float> %377, ptr addrspace(1) %338, align 4, !dbg !39
  br label %378, !dbg !39

378:                                              ; preds = %376, %374
  %379 = and i1 %368, %320, !dbg !39
  br i1 %379, label %380, label %382, !dbg !39

380:                                              ; preds = %378
  %381 = insertelement <1 x float> poison, float %287, i64 0
  store <1 x float> %381, ptr addrspace(1) %340, align 4, !dbg !39
  br label %382, !dbg !39

382:                                              ; preds = %380, %378
  %383 = and i1 %368, %321, !dbg !39
  br i1 %383, label %384, label %386, !dbg !39

384:                                              ; preds = %382
  %385 = insertelement <1 x float> poison, float %288, i64 0
  store <1 x float> %385, ptr addrspace(1) %342, align 4, !dbg !39
  br label %386, !dbg !39

386:                                              ; preds = %384, %382
  %387 = and i1 %368, %322, !dbg !39
  br i1 %387, label %388, label %390, !dbg !39

388:                                              ; preds = %386
  %389 = insertelement <1 x float> poison, float %289, i64 0
  store <1 x float> %389, ptr addrspace(1) %344, align 4, !dbg !39
  br label %390, !dbg !39

390:                                              ; preds = %388, %386
  %391 = and i1 %368, %323, !dbg !39
  br i1 %391, label %392, label %394, !dbg !39

392:                                              ; preds = %390
  %393 = insertelement <1 x float> poison, float %290, i64 0
  store <1 x float> %393, ptr addrspace(1) %346, align 4, !dbg !39
  br label %394, !dbg !39

394:                                              ; preds = %392, %390
  %395 = and i1 %368, %324, !dbg !39
  br i1 %395, label %396, label %398, !dbg !39

396:                                              ; preds = %394
  %397 = insertelement <1 x float> poison, float %291, i64 0
  store <1 x float> %397, ptr addrspace(1) %348, align 4, !dbg !39
  br label %398, !dbg !39

398:                                              ; preds = %396, %394
  %399 = and i1 %368, %325, !dbg !39
  br i1 %399, label %400, label %402, !dbg !39

400:                                              ; preds = %398
  %401 = insertelement <1 x float> poison, float %292, i64 0
  store <1 x float> %401, ptr addrspace(1) %350, align 4, !dbg !39
  br label %402, !dbg !39

402:                                              ; preds = %400, %398
  %403 = and i1 %368, %326, !dbg !39
  br i1 %403, label %404, label %406, !dbg !39

404:                                              ; preds = %402
  %405 = insertelement <1 x float> poison, float %293, i64 0
  store <1 x float> %405, ptr addrspace(1) %352, align 4, !dbg !39
  br label %406, !dbg !39

406:                                              ; preds = %404, %402
  %407 = and i1 %368, %327, !dbg !39
  br i1 %407, label %408, label %410, !dbg !39

408:                                              ; preds = %406
  %409 = insertelement <1 x float> poison, float %294, i64 0
  store <1 x float> %409, ptr addrspace(1) %354, align 4, !dbg !39
  br label %410, !dbg !39

410:                                              ; preds = %408, %406
  %411 = and i1 %368, %328, !dbg !39
  br i1 %411, label %412, label %414, !dbg !39

412:                                              ; preds = %410
  %413 = insertelement <1 x float> poison, float %295, i64 0
  store <1 x float> %413, ptr addrspace(1) %356, align 4, !dbg !39
  br label %414, !dbg !39

414:                                              ; preds = %412, %410
  %415 = and i1 %368, %329, !dbg !39
  br i1 %415, label %416, label %418, !dbg !39

416:                                              ; preds = %414
  %417 = insertelement <1 x float> poison, float %296, i64 0
  store <1 x float> %417, ptr addrspace(1) %358, align 4, !dbg !39
  br label %418, !dbg !39

418:                                              ; preds = %416, %414
  %419 = and i1 %368, %330, !dbg !39
  br i1 %419, label %420, label %422, !dbg !39

420:                                              ; preds = %418
  %421 = insertelement <1 x float> poison, float %297, i64 0
  store <1 x float> %421, ptr addrspace(1) %360, align 4, !dbg !39
  br label %422, !dbg !39

422:                                              ; preds = %420, %418
  %423 = and i1 %368, %331, !dbg !39
  br i1 %423, label %424, label %426, !dbg !39

424:                                              ; preds = %422
  %425 = insertelement <1 x float> poison, float %298, i64 0
  store <1 x float> %425, ptr addrspace(1) %362, align 4, !dbg !39
  br label %426, !dbg !39

426:                                              ; preds = %424, %422
  %427 = and i1 %368, %332, !dbg !39
  br i1 %427, label %428, label %430, !dbg !39

428:                                              ; preds = %426
  %429 = insertelement <1 x float> poison, float %299, i64 0
  store <1 x float> %429, ptr addrspace(1) %364, align 4, !dbg !39
  br label %430, !dbg !39

430:                                              ; preds = %428, %426
  %431 = and i1 %368, %333, !dbg !39
  br i1 %431, label %432, label %434, !dbg !39

432:                                              ; preds = %430
  %433 = insertelement <1 x float> poison, float %300, i64 0
  store <1 x float> %433, ptr addrspace(1) %366, align 4, !dbg !39
  br label %434, !dbg !39

434:                                              ; preds = %432, %430
  ret void, !dbg !40
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
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
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
