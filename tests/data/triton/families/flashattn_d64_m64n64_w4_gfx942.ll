; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare !dbg !4 float @llvm.amdgcn.exp2.f32(float) #0

; Function Attrs: nofree norecurse nounwind
define amdgpu_kernel void @flash_attn_fwd_kernel(ptr addrspace(1) inreg readonly captures(none) %0, ptr addrspace(1) inreg readonly captures(none) %1, ptr addrspace(1) inreg readonly captures(none) %2, ptr addrspace(1) inreg writeonly captures(none) %3, i32 inreg %4, i32 inreg %5, float inreg %6, ptr addrspace(1) inreg readnone captures(none) %7, ptr addrspace(1) inreg readnone captures(none) %8) local_unnamed_addr #1 !dbg !7 {
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.y(), !dbg !8
  %11 = sext i32 %10 to i64, !dbg !9
  %12 = sext i32 %4 to i64, !dbg !10
  %13 = mul nsw i64 %12, %11, !dbg !10
  %14 = sext i32 %5 to i64, !dbg !11
  %15 = mul i64 %13, %14, !dbg !11
  %16 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %17 = shl i32 %16, 6, !dbg !13
  %18 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %19 = and i32 %18, 255, !dbg !14
  %20 = and i32 %18, 31, !dbg !14
  %21 = and i32 %18, 128, !dbg !14
  %22 = lshr exact i32 %21, 2, !dbg !14
  %23 = and i32 %18, 248, !dbg !14
  %24 = lshr exact i32 %23, 2, !dbg !14
  %25 = or disjoint i32 %24, 1, !dbg !14
  %26 = lshr exact i32 %23, 3, !dbg !14
  %27 = or disjoint i32 %26, 32, !dbg !14
  %28 = and i32 %18, 32, !dbg !14
  %29 = lshr exact i32 %28, 3, !dbg !14
  %30 = or disjoint i32 %29, 1, !dbg !14
  %31 = or disjoint i32 %29, 2, !dbg !14
  %32 = or disjoint i32 %29, 3, !dbg !14
  %33 = or disjoint i32 %29, 8, !dbg !14
  %34 = or disjoint i32 %29, 9, !dbg !14
  %35 = or disjoint i32 %29, 10, !dbg !14
  %36 = or disjoint i32 %29, 11, !dbg !14
  %37 = or disjoint i32 %29, 16, !dbg !14
  %38 = or disjoint i32 %29, 17, !dbg !14
  %39 = or disjoint i32 %29, 18, !dbg !14
  %40 = or disjoint i32 %29, 19, !dbg !14
  %41 = or disjoint i32 %29, 24, !dbg !14
  %42 = or disjoint i32 %29, 25, !dbg !14
  %43 = or disjoint i32 %29, 26, !dbg !14
  %44 = or disjoint i32 %29, 27, !dbg !14
  %45 = or disjoint i32 %29, 32, !dbg !14
  %46 = or disjoint i32 %29, 33, !dbg !14
  %47 = or disjoint i32 %29, 34, !dbg !14
  %48 = or disjoint i32 %29, 35, !dbg !14
  %49 = or disjoint i32 %29, 40, !dbg !14
  %50 = or disjoint i32 %29, 41, !dbg !14
  %51 = or disjoint i32 %29, 42, !dbg !14
  %52 = or disjoint i32 %29, 43, !dbg !14
  %53 = or disjoint i32 %29, 48, !dbg !14
  %54 = or disjoint i32 %29, 49, !dbg !14
  %55 = or disjoint i32 %29, 50, !dbg !14
  %56 = or disjoint i32 %29, 51, !dbg !14
  %57 = or disjoint i32 %29, 56, !dbg !14
  %58 = or disjoint i32 %29, 57, !dbg !14
  %59 = or disjoint i32 %29, 58, !dbg !14
  %60 = or disjoint i32 %29, 59, !dbg !14
  %61 = or disjoint i32 %20, %22, !dbg !15
  %62 = or disjoint i32 %61, %17, !dbg !15
  %63 = or disjoint i32 %26, %17, !dbg !15
  %64 = or disjoint i32 %27, %17, !dbg !15
  %65 = icmp slt i32 %62, %4, !dbg !16
  %66 = icmp slt i32 %63, %4, !dbg !16
  %67 = icmp slt i32 %64, %4, !dbg !16
  %68 = getelementptr half, ptr addrspace(1) %0, i64 %15, !dbg !17
  %69 = mul i32 %5, %62, !dbg !18
  %70 = mul i32 %5, %64, !dbg !18
  %71 = sext i32 %70 to i64, !dbg !19
  %72 = getelementptr half, ptr addrspace(1) %68, i64 %71, !dbg !19
  %73 = and i32 %18, 64, !dbg !20
  %74 = icmp eq i32 %73, 0, !dbg !20
  %75 = lshr exact i32 %73, 1, !dbg !20
  %76 = or disjoint i32 %29, %75, !dbg !20
  %77 = shl nuw nsw i32 %18, 3, !dbg !20
  %78 = and i32 %77, 56, !dbg !20
  %79 = zext nneg i32 %78 to i64, !dbg !21
  %80 = getelementptr half, ptr addrspace(1) %72, i64 %79, !dbg !21
  br i1 %66, label %81, label %87, !dbg !22

81:                                               ; preds = %9
  %82 = mul i32 %5, %63
  %83 = sext i32 %82 to i64
  %84 = getelementptr half, ptr addrspace(1) %68, i64 %83
  %85 = getelementptr half, ptr addrspace(1) %84, i64 %79
  %86 = load <8 x half>, ptr addrspace(1) %85, align 16, !dbg !22
  br label %87, !dbg !22

87:                                               ; preds = %81, %9
  %88 = phi <8 x half> [ %86, %81 ], [ zeroinitializer, %9 ], !dbg !22
  br i1 %67, label %89, label %91, !dbg !22

89:                                               ; preds = %87
  %90 = load <8 x half>, ptr addrspace(1) %80, align 16, !dbg !22
  br label %91, !dbg !22

91:                                               ; preds = %89, %87
  %92 = phi <8 x half> [ %90, %89 ], [ zeroinitializer, %87 ], !dbg !22
  %93 = shl nuw nsw i32 %18, 4, !dbg !22
  %94 = and i32 %93, 4080, !dbg !22
  %95 = and i32 %18, 120, !dbg !22
  %96 = xor i32 %94, %95, !dbg !22
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %96, !dbg !22
  %98 = shufflevector <8 x half> %88, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !22
  store <4 x half> %98, ptr addrspace(3) %97, align 8, !dbg !22
  %99 = getelementptr inbounds nuw i8, ptr addrspace(3) %97, i32 4096, !dbg !22
  %100 = shufflevector <8 x half> %92, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !22
  store <4 x half> %100, ptr addrspace(3) %99, align 8, !dbg !22
  %101 = xor i32 %96, 8, !dbg !22
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %101, !dbg !22
  %103 = shufflevector <8 x half> %88, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !22
  store <4 x half> %103, ptr addrspace(3) %102, align 8, !dbg !22
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) %102, i32 4096, !dbg !22
  %105 = shufflevector <8 x half> %92, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !22
  store <4 x half> %105, ptr addrspace(3) %104, align 8, !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  %106 = shl nuw nsw i32 %20, 7, !dbg !22
  %107 = and i32 %18, 15, !dbg !22
  %108 = shl nuw nsw i32 %107, 3, !dbg !22
  %109 = lshr exact i32 %28, 2, !dbg !22
  %110 = shl nuw nsw i32 %73, 6, !dbg !22
  %111 = xor i32 %108, %109, !dbg !22
  %112 = or disjoint i32 %111, %110, !dbg !22
  %113 = or disjoint i32 %112, %106, !dbg !22
  %114 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %113, !dbg !22
  %115 = load <4 x half>, ptr addrspace(3) %114, align 8, !dbg !22
  %116 = xor i32 %113, 16, !dbg !22
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %116, !dbg !22
  %118 = load <4 x half>, ptr addrspace(3) %117, align 8, !dbg !22
  %119 = xor i32 %113, 32, !dbg !22
  %120 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %119, !dbg !22
  %121 = load <4 x half>, ptr addrspace(3) %120, align 8, !dbg !22
  %122 = xor i32 %113, 48, !dbg !22
  %123 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %122, !dbg !22
  %124 = load <4 x half>, ptr addrspace(3) %123, align 8, !dbg !22
  %125 = xor i32 %113, 64, !dbg !22
  %126 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %125, !dbg !22
  %127 = load <4 x half>, ptr addrspace(3) %126, align 8, !dbg !22
  %128 = xor i32 %113, 80, !dbg !22
  %129 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %128, !dbg !22
  %130 = load <4 x half>, ptr addrspace(3) %129, align 8, !dbg !22
  %131 = xor i32 %113, 96, !dbg !22
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %131, !dbg !22
  %133 = load <4 x half>, ptr addrspace(3) %132, align 8, !dbg !22
  %134 = xor i32 %113, 112, !dbg !22
  %135 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %134, !dbg !22
  %136 = load <4 x half>, ptr addrspace(3) %135, align 8, !dbg !22
  %137 = fmul float %6, 0x3FF7154760000000, !dbg !23
  %138 = getelementptr half, ptr addrspace(1) %1, i64 %15, !dbg !24
  %139 = getelementptr half, ptr addrspace(1) %2, i64 %15, !dbg !25
  %140 = icmp sgt i32 %4, 0, !dbg !26
  %141 = icmp slt i32 %24, %4, !dbg !27
  %142 = icmp slt i32 %25, %4, !dbg !27
  %143 = icmp slt i32 %26, %4, !dbg !27
  %144 = icmp slt i32 %27, %4, !dbg !27
  %145 = mul i32 %5, %24, !dbg !28
  %146 = mul i32 %5, %25, !dbg !28
  %147 = mul i32 %5, %27, !dbg !28
  %148 = sext i32 %147 to i64, !dbg !29
  %149 = getelementptr half, ptr addrspace(1) %138, i64 %148, !dbg !29
  %150 = getelementptr half, ptr addrspace(1) %149, i64 %79, !dbg !30
  %151 = and i1 %140, %144, !dbg !26
  br i1 %143, label %152, label %158, !dbg !31

152:                                              ; preds = %91
  %153 = mul i32 %5, %26
  %154 = sext i32 %153 to i64
  %155 = getelementptr half, ptr addrspace(1) %138, i64 %154
  %156 = getelementptr half, ptr addrspace(1) %155, i64 %79
  %157 = load <8 x half>, ptr addrspace(1) %156, align 16, !dbg !31
  br label %158, !dbg !31

158:                                              ; preds = %152, %91
  %159 = phi <8 x half> [ %157, %152 ], [ zeroinitializer, %91 ], !dbg !31
  br i1 %151, label %160, label %162, !dbg !31

160:                                              ; preds = %158
  %161 = load <8 x half>, ptr addrspace(1) %150, align 16, !dbg !31
  br label %162, !dbg !31

162:                                              ; preds = %160, %158
  %163 = phi <8 x half> [ %161, %160 ], [ zeroinitializer, %158 ], !dbg !31
  %164 = sext i32 %146 to i64, !dbg !32
  %165 = getelementptr half, ptr addrspace(1) %139, i64 %164, !dbg !32
  %166 = getelementptr half, ptr addrspace(1) %165, i64 %79, !dbg !33
  %167 = and i1 %140, %142, !dbg !26
  br i1 %141, label %168, label %173, !dbg !34

168:                                              ; preds = %162
  %169 = sext i32 %145 to i64
  %170 = getelementptr half, ptr addrspace(1) %139, i64 %169
  %171 = getelementptr half, ptr addrspace(1) %170, i64 %79
  %172 = load <8 x half>, ptr addrspace(1) %171, align 16, !dbg !34
  br label %173, !dbg !34

173:                                              ; preds = %168, %162
  %174 = phi <8 x half> [ %172, %168 ], [ zeroinitializer, %162 ], !dbg !34
  br i1 %167, label %175, label %177, !dbg !34

175:                                              ; preds = %173
  %176 = load <8 x half>, ptr addrspace(1) %166, align 16, !dbg !34
  br label %177, !dbg !34

177:                                              ; preds = %175, %173
  %178 = phi <8 x half> [ %176, %175 ], [ zeroinitializer, %173 ], !dbg !34
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %94, !dbg !31
  store <8 x half> %159, ptr addrspace(3) %179, align 16, !dbg !31
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) %179, i32 4096, !dbg !31
  store <8 x half> %163, ptr addrspace(3) %180, align 16, !dbg !31
  %181 = and i32 %18, 6, !dbg !34
  %182 = shl nuw nsw i32 %181, 10, !dbg !34
  %183 = shl nuw nsw i32 %181, 2, !dbg !34
  %184 = lshr exact i32 %23, 1, !dbg !34
  %185 = and i32 %18, 1, !dbg !34
  %186 = icmp eq i32 %185, 0, !dbg !34
  %187 = select i1 %186, i32 0, i32 1088, !dbg !34
  %188 = xor i32 %183, %184, !dbg !34
  %189 = xor i32 %188, %187, !dbg !34
  %190 = or disjoint i32 %189, %182, !dbg !34
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %190, !dbg !34
  %192 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 0, i32 8>, !dbg !34
  store <2 x half> %192, ptr addrspace(3) %191, align 4, !dbg !34
  %193 = xor i32 %190, 136, !dbg !34
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %193, !dbg !34
  %195 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 1, i32 9>, !dbg !34
  store <2 x half> %195, ptr addrspace(3) %194, align 4, !dbg !34
  %196 = xor i32 %190, 272, !dbg !34
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %196, !dbg !34
  %198 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 2, i32 10>, !dbg !34
  store <2 x half> %198, ptr addrspace(3) %197, align 4, !dbg !34
  %199 = xor i32 %190, 408, !dbg !34
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %199, !dbg !34
  %201 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 3, i32 11>, !dbg !34
  store <2 x half> %201, ptr addrspace(3) %200, align 4, !dbg !34
  %202 = xor i32 %190, 544, !dbg !34
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %202, !dbg !34
  %204 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 4, i32 12>, !dbg !34
  store <2 x half> %204, ptr addrspace(3) %203, align 4, !dbg !34
  %205 = xor i32 %190, 680, !dbg !34
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %205, !dbg !34
  %207 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 5, i32 13>, !dbg !34
  store <2 x half> %207, ptr addrspace(3) %206, align 4, !dbg !34
  %208 = xor i32 %190, 816, !dbg !34
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %208, !dbg !34
  %210 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 6, i32 14>, !dbg !34
  store <2 x half> %210, ptr addrspace(3) %209, align 4, !dbg !34
  %211 = xor i32 %190, 952, !dbg !34
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %211, !dbg !34
  %213 = shufflevector <8 x half> %174, <8 x half> %178, <2 x i32> <i32 7, i32 15>, !dbg !34
  store <2 x half> %213, ptr addrspace(3) %212, align 4, !dbg !34
  %214 = add i32 %4, -64, !dbg !26
  %invariant.gep = getelementptr half, ptr addrspace(1) %138, i64 %79, !dbg !26
  %invariant.gep41 = getelementptr half, ptr addrspace(1) %139, i64 %79, !dbg !26
  %215 = icmp sgt i32 %214, 0, !dbg !26
  br i1 %215, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !26

.._crit_edge_crit_edge:                           ; preds = %177
  %.pre = shl nuw nsw i32 %107, 7, !dbg !34
  %.pre53 = and i32 %18, 16, !dbg !34
  %.pre55 = select i1 %74, i32 0, i32 4112, !dbg !34
  %.pre57 = or disjoint i32 %.pre55, %109, !dbg !34
  br label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %177
  %invariant.gep45 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %73, !dbg !26
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) %216, i32 %106
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 16
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 32
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 48
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 64
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 80
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 96
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 112
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4096
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4112
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4128
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4144
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4160
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4176
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4192
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %217, i32 4208
  %233 = shl nuw nsw i32 %107, 7
  %234 = and i32 %18, 16
  %235 = icmp eq i32 %234, 0
  %236 = select i1 %235, i32 0, i32 2056
  %237 = select i1 %74, i32 0, i32 4112
  %238 = or disjoint i32 %237, %109
  %239 = xor i32 %236, %238
  %240 = xor i32 %239, %108
  %241 = or disjoint i32 %240, %233
  %242 = xor i32 %241, 16
  %243 = xor i32 %241, 32
  %244 = xor i32 %241, 48
  %245 = xor i32 %241, 64
  %246 = xor i32 %241, 80
  %247 = xor i32 %241, 96
  %248 = xor i32 %241, 112
  %249 = shl nuw nsw i32 %19, 2
  %250 = xor i32 %249, 128
  %251 = shl nuw nsw i32 %20, 2
  %252 = shl nuw nsw i32 %73, 1
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %251
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) %253, i32 %252
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) %253, i32 %21
  %256 = shl nuw nsw i32 %20, 1
  %257 = shl nuw nsw i32 %28, 4
  %gep46 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep45, i32 %257
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep46, i32 %256
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 128
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 256
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 384
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 1024
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 1152
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 1280
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 1408
  %266 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 2048
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 2176
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 2304
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 2432
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 3072
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 3200
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 3328
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 3456
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 4096
  %275 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 4224
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 4352
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 4480
  %278 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 5120
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 5248
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 5376
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 5504
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 6144
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 6272
  %284 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 6400
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 6528
  %286 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 7168
  %287 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 7296
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 7424
  %289 = getelementptr inbounds nuw i8, ptr addrspace(3) %258, i32 7552
  %290 = lshr exact i32 %21, 1
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %257
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %291, i32 %290
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) %292, i32 %256
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 128
  %295 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 256
  %296 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 384
  %297 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 1024
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 1152
  %299 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 1280
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 1408
  %301 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 2048
  %302 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 2176
  %303 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 2304
  %304 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 2432
  %305 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 3072
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 3200
  %307 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 3328
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 3456
  %309 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 4096
  %310 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 4224
  %311 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 4352
  %312 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 4480
  %313 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 5120
  %314 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 5248
  %315 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 5376
  %316 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 5504
  %317 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 6144
  %318 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 6272
  %319 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 6400
  %320 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 6528
  %321 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 7168
  %322 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 7296
  %323 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 7424
  %324 = getelementptr inbounds nuw i8, ptr addrspace(3) %293, i32 7552
  %325 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %241
  %326 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %242
  %327 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %243
  %328 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %244
  %329 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %245
  %330 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %246
  %331 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %247
  %332 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %248
  br label %333, !dbg !26

333:                                              ; preds = %.lr.ph, %424
  %334 = phi float [ 0.000000e+00, %.lr.ph ], [ %716, %424 ]
  %335 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %613, %424 ]
  %336 = phi i32 [ 0, %.lr.ph ], [ %345, %424 ]
  %337 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %881, %424 ]
  %338 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %882, %424 ]
  %339 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %883, %424 ]
  %340 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %884, %424 ]
  %341 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %885, %424 ]
  %342 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %886, %424 ]
  %343 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %887, %424 ]
  %344 = phi <2 x float> [ zeroinitializer, %.lr.ph ], [ %888, %424 ]
  %345 = add i32 %336, 64, !dbg !26
  %346 = or disjoint i32 %345, %24, !dbg !35
  %347 = or disjoint i32 %345, %25, !dbg !35
  %348 = or disjoint i32 %345, %26, !dbg !35
  %349 = or disjoint i32 %345, %27, !dbg !35
  %350 = or disjoint i32 %336, %29, !dbg !35
  %351 = or disjoint i32 %336, %30, !dbg !35
  %352 = or disjoint i32 %336, %31, !dbg !35
  %353 = or disjoint i32 %336, %32, !dbg !35
  %354 = or disjoint i32 %336, %33, !dbg !35
  %355 = or disjoint i32 %336, %34, !dbg !35
  %356 = or disjoint i32 %336, %35, !dbg !35
  %357 = or disjoint i32 %336, %36, !dbg !35
  %358 = or disjoint i32 %336, %37, !dbg !35
  %359 = or disjoint i32 %336, %38, !dbg !35
  %360 = or disjoint i32 %336, %39, !dbg !35
  %361 = or disjoint i32 %336, %40, !dbg !35
  %362 = or disjoint i32 %336, %41, !dbg !35
  %363 = or disjoint i32 %336, %42, !dbg !35
  %364 = or disjoint i32 %336, %43, !dbg !35
  %365 = or disjoint i32 %336, %44, !dbg !35
  %366 = or disjoint i32 %336, %45, !dbg !35
  %367 = or disjoint i32 %336, %46, !dbg !35
  %368 = or disjoint i32 %336, %47, !dbg !35
  %369 = or disjoint i32 %336, %48, !dbg !35
  %370 = or disjoint i32 %336, %49, !dbg !35
  %371 = or disjoint i32 %336, %50, !dbg !35
  %372 = or disjoint i32 %336, %51, !dbg !35
  %373 = or disjoint i32 %336, %52, !dbg !35
  %374 = or disjoint i32 %336, %53, !dbg !35
  %375 = or disjoint i32 %336, %54, !dbg !35
  %376 = or disjoint i32 %336, %55, !dbg !35
  %377 = or disjoint i32 %336, %56, !dbg !35
  %378 = or disjoint i32 %336, %57, !dbg !35
  %379 = or disjoint i32 %336, %58, !dbg !35
  %380 = or disjoint i32 %336, %59, !dbg !35
  %381 = or disjoint i32 %336, %60, !dbg !35
  %382 = icmp slt i32 %346, %4, !dbg !27
  %383 = icmp slt i32 %347, %4, !dbg !27
  %384 = icmp slt i32 %348, %4, !dbg !27
  %385 = icmp slt i32 %349, %4, !dbg !27
  %386 = mul i32 %346, %5, !dbg !28
  %387 = mul i32 %347, %5, !dbg !28
  %388 = mul i32 %349, %5, !dbg !28
  %389 = sext i32 %388 to i64, !dbg !29
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %389, !dbg !30
  br i1 %384, label %390, label %394, !dbg !31

390:                                              ; preds = %333
  %391 = mul i32 %348, %5
  %392 = sext i32 %391 to i64
  %gep40 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %392
  %393 = load <8 x half>, ptr addrspace(1) %gep40, align 16, !dbg !31
  br label %394, !dbg !31

394:                                              ; preds = %390, %333
  %395 = phi <8 x half> [ %393, %390 ], [ zeroinitializer, %333 ], !dbg !31
  br i1 %385, label %396, label %398, !dbg !31

396:                                              ; preds = %394
  %397 = load <8 x half>, ptr addrspace(1) %gep, align 16, !dbg !31
  br label %398, !dbg !31

398:                                              ; preds = %396, %394
  %399 = phi <8 x half> [ %397, %396 ], [ zeroinitializer, %394 ], !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %400 = load <4 x half>, ptr addrspace(3) %217, align 8, !dbg !36
  %401 = load <4 x half>, ptr addrspace(3) %218, align 8, !dbg !36
  %402 = load <4 x half>, ptr addrspace(3) %219, align 8, !dbg !36
  %403 = load <4 x half>, ptr addrspace(3) %220, align 8, !dbg !36
  %404 = load <4 x half>, ptr addrspace(3) %221, align 8, !dbg !36
  %405 = load <4 x half>, ptr addrspace(3) %222, align 8, !dbg !36
  %406 = load <4 x half>, ptr addrspace(3) %223, align 8, !dbg !36
  %407 = load <4 x half>, ptr addrspace(3) %224, align 8, !dbg !36
  %408 = load <4 x half>, ptr addrspace(3) %225, align 8, !dbg !36
  %409 = load <4 x half>, ptr addrspace(3) %226, align 8, !dbg !36
  %410 = load <4 x half>, ptr addrspace(3) %227, align 8, !dbg !36
  %411 = load <4 x half>, ptr addrspace(3) %228, align 8, !dbg !36
  %412 = load <4 x half>, ptr addrspace(3) %229, align 8, !dbg !36
  %413 = load <4 x half>, ptr addrspace(3) %230, align 8, !dbg !36
  %414 = load <4 x half>, ptr addrspace(3) %231, align 8, !dbg !36
  %415 = load <4 x half>, ptr addrspace(3) %232, align 8, !dbg !36
  %416 = sext i32 %387 to i64, !dbg !32
  %gep42 = getelementptr half, ptr addrspace(1) %invariant.gep41, i64 %416, !dbg !33
  br i1 %382, label %417, label %420, !dbg !34

417:                                              ; preds = %398
  %418 = sext i32 %386 to i64
  %gep44 = getelementptr half, ptr addrspace(1) %invariant.gep41, i64 %418
  %419 = load <8 x half>, ptr addrspace(1) %gep44, align 16, !dbg !34
  br label %420, !dbg !34

420:                                              ; preds = %417, %398
  %421 = phi <8 x half> [ %419, %417 ], [ zeroinitializer, %398 ], !dbg !34
  br i1 %383, label %422, label %424, !dbg !34

422:                                              ; preds = %420
  %423 = load <8 x half>, ptr addrspace(1) %gep42, align 16, !dbg !34
  br label %424, !dbg !34

424:                                              ; preds = %422, %420
  %425 = phi <8 x half> [ %423, %422 ], [ zeroinitializer, %420 ], !dbg !34
  %426 = load <4 x half>, ptr addrspace(3) %325, align 8, !dbg !34
  %427 = load <4 x half>, ptr addrspace(3) %326, align 8, !dbg !34
  %428 = load <4 x half>, ptr addrspace(3) %327, align 8, !dbg !34
  %429 = load <4 x half>, ptr addrspace(3) %328, align 8, !dbg !34
  %430 = load <4 x half>, ptr addrspace(3) %329, align 8, !dbg !34
  %431 = load <4 x half>, ptr addrspace(3) %330, align 8, !dbg !34
  %432 = load <4 x half>, ptr addrspace(3) %331, align 8, !dbg !34
  %433 = load <4 x half>, ptr addrspace(3) %332, align 8, !dbg !34
  %434 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %400, <4 x half> %115, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %435 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %401, <4 x half> %118, <16 x float> %434, i32 0, i32 0, i32 0), !dbg !36
  %436 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %402, <4 x half> %121, <16 x float> %435, i32 0, i32 0, i32 0), !dbg !36
  %437 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %403, <4 x half> %124, <16 x float> %436, i32 0, i32 0, i32 0), !dbg !36
  %438 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %404, <4 x half> %127, <16 x float> %437, i32 0, i32 0, i32 0), !dbg !36
  %439 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %405, <4 x half> %130, <16 x float> %438, i32 0, i32 0, i32 0), !dbg !36
  %440 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %406, <4 x half> %133, <16 x float> %439, i32 0, i32 0, i32 0), !dbg !36
  %441 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %407, <4 x half> %136, <16 x float> %440, i32 0, i32 0, i32 0), !dbg !36
  %442 = extractelement <16 x float> %441, i64 0, !dbg !36
  %443 = extractelement <16 x float> %441, i64 1, !dbg !36
  %444 = extractelement <16 x float> %441, i64 2, !dbg !36
  %445 = extractelement <16 x float> %441, i64 3, !dbg !36
  %446 = extractelement <16 x float> %441, i64 4, !dbg !36
  %447 = extractelement <16 x float> %441, i64 5, !dbg !36
  %448 = extractelement <16 x float> %441, i64 6, !dbg !36
  %449 = extractelement <16 x float> %441, i64 7, !dbg !36
  %450 = extractelement <16 x float> %441, i64 8, !dbg !36
  %451 = extractelement <16 x float> %441, i64 9, !dbg !36
  %452 = extractelement <16 x float> %441, i64 10, !dbg !36
  %453 = extractelement <16 x float> %441, i64 11, !dbg !36
  %454 = extractelement <16 x float> %441, i64 12, !dbg !36
  %455 = extractelement <16 x float> %441, i64 13, !dbg !36
  %456 = extractelement <16 x float> %441, i64 14, !dbg !36
  %457 = extractelement <16 x float> %441, i64 15, !dbg !36
  %458 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %408, <4 x half> %115, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %459 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %409, <4 x half> %118, <16 x float> %458, i32 0, i32 0, i32 0), !dbg !36
  %460 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %410, <4 x half> %121, <16 x float> %459, i32 0, i32 0, i32 0), !dbg !36
  %461 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %411, <4 x half> %124, <16 x float> %460, i32 0, i32 0, i32 0), !dbg !36
  %462 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %412, <4 x half> %127, <16 x float> %461, i32 0, i32 0, i32 0), !dbg !36
  %463 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %413, <4 x half> %130, <16 x float> %462, i32 0, i32 0, i32 0), !dbg !36
  %464 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %414, <4 x half> %133, <16 x float> %463, i32 0, i32 0, i32 0), !dbg !36
  %465 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %415, <4 x half> %136, <16 x float> %464, i32 0, i32 0, i32 0), !dbg !36
  %466 = extractelement <16 x float> %465, i64 0, !dbg !36
  %467 = extractelement <16 x float> %465, i64 1, !dbg !36
  %468 = extractelement <16 x float> %465, i64 2, !dbg !36
  %469 = extractelement <16 x float> %465, i64 3, !dbg !36
  %470 = extractelement <16 x float> %465, i64 4, !dbg !36
  %471 = extractelement <16 x float> %465, i64 5, !dbg !36
  %472 = extractelement <16 x float> %465, i64 6, !dbg !36
  %473 = extractelement <16 x float> %465, i64 7, !dbg !36
  %474 = extractelement <16 x float> %465, i64 8, !dbg !36
  %475 = extractelement <16 x float> %465, i64 9, !dbg !36
  %476 = extractelement <16 x float> %465, i64 10, !dbg !36
  %477 = extractelement <16 x float> %465, i64 11, !dbg !36
  %478 = extractelement <16 x float> %465, i64 12, !dbg !36
  %479 = extractelement <16 x float> %465, i64 13, !dbg !36
  %480 = extractelement <16 x float> %465, i64 14, !dbg !36
  %481 = extractelement <16 x float> %465, i64 15, !dbg !36
  %482 = fmul float %137, %442, !dbg !37
  %483 = fmul float %137, %443, !dbg !37
  %484 = fmul float %137, %444, !dbg !37
  %485 = fmul float %137, %445, !dbg !37
  %486 = fmul float %137, %446, !dbg !37
  %487 = fmul float %137, %447, !dbg !37
  %488 = fmul float %137, %448, !dbg !37
  %489 = fmul float %137, %449, !dbg !37
  %490 = fmul float %137, %450, !dbg !37
  %491 = fmul float %137, %451, !dbg !37
  %492 = fmul float %137, %452, !dbg !37
  %493 = fmul float %137, %453, !dbg !37
  %494 = fmul float %137, %454, !dbg !37
  %495 = fmul float %137, %455, !dbg !37
  %496 = fmul float %137, %456, !dbg !37
  %497 = fmul float %137, %457, !dbg !37
  %498 = fmul float %137, %466, !dbg !37
  %499 = fmul float %137, %467, !dbg !37
  %500 = fmul float %137, %468, !dbg !37
  %501 = fmul float %137, %469, !dbg !37
  %502 = fmul float %137, %470, !dbg !37
  %503 = fmul float %137, %471, !dbg !37
  %504 = fmul float %137, %472, !dbg !37
  %505 = fmul float %137, %473, !dbg !37
  %506 = fmul float %137, %474, !dbg !37
  %507 = fmul float %137, %475, !dbg !37
  %508 = fmul float %137, %476, !dbg !37
  %509 = fmul float %137, %477, !dbg !37
  %510 = fmul float %137, %478, !dbg !37
  %511 = fmul float %137, %479, !dbg !37
  %512 = fmul float %137, %480, !dbg !37
  %513 = fmul float %137, %481, !dbg !37
  %514 = icmp slt i32 %350, %4, !dbg !38
  %515 = icmp slt i32 %351, %4, !dbg !38
  %516 = icmp slt i32 %352, %4, !dbg !38
  %517 = icmp slt i32 %353, %4, !dbg !38
  %518 = icmp slt i32 %354, %4, !dbg !38
  %519 = icmp slt i32 %355, %4, !dbg !38
  %520 = icmp slt i32 %356, %4, !dbg !38
  %521 = icmp slt i32 %357, %4, !dbg !38
  %522 = icmp slt i32 %358, %4, !dbg !38
  %523 = icmp slt i32 %359, %4, !dbg !38
  %524 = icmp slt i32 %360, %4, !dbg !38
  %525 = icmp slt i32 %361, %4, !dbg !38
  %526 = icmp slt i32 %362, %4, !dbg !38
  %527 = icmp slt i32 %363, %4, !dbg !38
  %528 = icmp slt i32 %364, %4, !dbg !38
  %529 = icmp slt i32 %365, %4, !dbg !38
  %530 = icmp slt i32 %366, %4, !dbg !38
  %531 = icmp slt i32 %367, %4, !dbg !38
  %532 = icmp slt i32 %368, %4, !dbg !38
  %533 = icmp slt i32 %369, %4, !dbg !38
  %534 = icmp slt i32 %370, %4, !dbg !38
  %535 = icmp slt i32 %371, %4, !dbg !38
  %536 = icmp slt i32 %372, %4, !dbg !38
  %537 = icmp slt i32 %373, %4, !dbg !38
  %538 = icmp slt i32 %374, %4, !dbg !38
  %539 = icmp slt i32 %375, %4, !dbg !38
  %540 = icmp slt i32 %376, %4, !dbg !38
  %541 = icmp slt i32 %377, %4, !dbg !38
  %542 = icmp slt i32 %378, %4, !dbg !38
  %543 = icmp slt i32 %379, %4, !dbg !38
  %544 = icmp slt i32 %380, %4, !dbg !38
  %545 = icmp slt i32 %381, %4, !dbg !38
  %546 = select i1 %514, float %482, float 0xFFF0000000000000, !dbg !39
  %547 = select i1 %515, float %483, float 0xFFF0000000000000, !dbg !39
  %548 = select i1 %516, float %484, float 0xFFF0000000000000, !dbg !39
  %549 = select i1 %517, float %485, float 0xFFF0000000000000, !dbg !39
  %550 = select i1 %518, float %486, float 0xFFF0000000000000, !dbg !39
  %551 = select i1 %519, float %487, float 0xFFF0000000000000, !dbg !39
  %552 = select i1 %520, float %488, float 0xFFF0000000000000, !dbg !39
  %553 = select i1 %521, float %489, float 0xFFF0000000000000, !dbg !39
  %554 = select i1 %522, float %490, float 0xFFF0000000000000, !dbg !39
  %555 = select i1 %523, float %491, float 0xFFF0000000000000, !dbg !39
  %556 = select i1 %524, float %492, float 0xFFF0000000000000, !dbg !39
  %557 = select i1 %525, float %493, float 0xFFF0000000000000, !dbg !39
  %558 = select i1 %526, float %494, float 0xFFF0000000000000, !dbg !39
  %559 = select i1 %527, float %495, float 0xFFF0000000000000, !dbg !39
  %560 = select i1 %528, float %496, float 0xFFF0000000000000, !dbg !39
  %561 = select i1 %529, float %497, float 0xFFF0000000000000, !dbg !39
  %562 = select i1 %530, float %498, float 0xFFF0000000000000, !dbg !39
  %563 = select i1 %531, float %499, float 0xFFF0000000000000, !dbg !39
  %564 = select i1 %532, float %500, float 0xFFF0000000000000, !dbg !39
  %565 = select i1 %533, float %501, float 0xFFF0000000000000, !dbg !39
  %566 = select i1 %534, float %502, float 0xFFF0000000000000, !dbg !39
  %567 = select i1 %535, float %503, float 0xFFF0000000000000, !dbg !39
  %568 = select i1 %536, float %504, float 0xFFF0000000000000, !dbg !39
  %569 = select i1 %537, float %505, float 0xFFF0000000000000, !dbg !39
  %570 = select i1 %538, float %506, float 0xFFF0000000000000, !dbg !39
  %571 = select i1 %539, float %507, float 0xFFF0000000000000, !dbg !39
  %572 = select i1 %540, float %508, float 0xFFF0000000000000, !dbg !39
  %573 = select i1 %541, float %509, float 0xFFF0000000000000, !dbg !39
  %574 = select i1 %542, float %510, float 0xFFF0000000000000, !dbg !39
  %575 = select i1 %543, float %511, float 0xFFF0000000000000, !dbg !39
  %576 = select i1 %544, float %512, float 0xFFF0000000000000, !dbg !39
  %577 = select i1 %545, float %513, float 0xFFF0000000000000, !dbg !39
  %578 = tail call float @llvm.maxnum.f32(float %546, float %547), !dbg !40
  %579 = tail call float @llvm.maxnum.f32(float %578, float %548), !dbg !40
  %580 = tail call float @llvm.maxnum.f32(float %579, float %549), !dbg !40
  %581 = tail call float @llvm.maxnum.f32(float %580, float %550), !dbg !40
  %582 = tail call float @llvm.maxnum.f32(float %581, float %551), !dbg !40
  %583 = tail call float @llvm.maxnum.f32(float %582, float %552), !dbg !40
  %584 = tail call float @llvm.maxnum.f32(float %583, float %553), !dbg !40
  %585 = tail call float @llvm.maxnum.f32(float %584, float %554), !dbg !40
  %586 = tail call float @llvm.maxnum.f32(float %585, float %555), !dbg !40
  %587 = tail call float @llvm.maxnum.f32(float %586, float %556), !dbg !40
  %588 = tail call float @llvm.maxnum.f32(float %587, float %557), !dbg !40
  %589 = tail call float @llvm.maxnum.f32(float %588, float %558), !dbg !40
  %590 = tail call float @llvm.maxnum.f32(float %589, float %559), !dbg !40
  %591 = tail call float @llvm.maxnum.f32(float %590, float %560), !dbg !40
  %592 = tail call float @llvm.maxnum.f32(float %591, float %561), !dbg !40
  %593 = tail call float @llvm.maxnum.f32(float %592, float %562), !dbg !40
  %594 = tail call float @llvm.maxnum.f32(float %593, float %563), !dbg !40
  %595 = tail call float @llvm.maxnum.f32(float %594, float %564), !dbg !40
  %596 = tail call float @llvm.maxnum.f32(float %595, float %565), !dbg !40
  %597 = tail call float @llvm.maxnum.f32(float %596, float %566), !dbg !40
  %598 = tail call float @llvm.maxnum.f32(float %597, float %567), !dbg !40
  %599 = tail call float @llvm.maxnum.f32(float %598, float %568), !dbg !40
  %600 = tail call float @llvm.maxnum.f32(float %599, float %569), !dbg !40
  %601 = tail call float @llvm.maxnum.f32(float %600, float %570), !dbg !40
  %602 = tail call float @llvm.maxnum.f32(float %601, float %571), !dbg !40
  %603 = tail call float @llvm.maxnum.f32(float %602, float %572), !dbg !40
  %604 = tail call float @llvm.maxnum.f32(float %603, float %573), !dbg !40
  %605 = tail call float @llvm.maxnum.f32(float %604, float %574), !dbg !40
  %606 = tail call float @llvm.maxnum.f32(float %605, float %575), !dbg !40
  %607 = tail call float @llvm.maxnum.f32(float %606, float %576), !dbg !40
  %608 = tail call float @llvm.maxnum.f32(float %607, float %577), !dbg !40
  %609 = bitcast float %608 to i32, !dbg !43
  %610 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %250, i32 %609), !dbg !43
  %611 = bitcast i32 %610 to float, !dbg !43
  %612 = tail call float @llvm.maxnum.f32(float %608, float %611), !dbg !40
  %613 = tail call float @llvm.maxnum.f32(float %335, float %612), !dbg !46
  %614 = fsub float %546, %613, !dbg !47
  %615 = fsub float %547, %613, !dbg !47
  %616 = fsub float %548, %613, !dbg !47
  %617 = fsub float %549, %613, !dbg !47
  %618 = fsub float %550, %613, !dbg !47
  %619 = fsub float %551, %613, !dbg !47
  %620 = fsub float %552, %613, !dbg !47
  %621 = fsub float %553, %613, !dbg !47
  %622 = fsub float %554, %613, !dbg !47
  %623 = fsub float %555, %613, !dbg !47
  %624 = fsub float %556, %613, !dbg !47
  %625 = fsub float %557, %613, !dbg !47
  %626 = fsub float %558, %613, !dbg !47
  %627 = fsub float %559, %613, !dbg !47
  %628 = fsub float %560, %613, !dbg !47
  %629 = fsub float %561, %613, !dbg !47
  %630 = fsub float %562, %613, !dbg !47
  %631 = fsub float %563, %613, !dbg !47
  %632 = fsub float %564, %613, !dbg !47
  %633 = fsub float %565, %613, !dbg !47
  %634 = fsub float %566, %613, !dbg !47
  %635 = fsub float %567, %613, !dbg !47
  %636 = fsub float %568, %613, !dbg !47
  %637 = fsub float %569, %613, !dbg !47
  %638 = fsub float %570, %613, !dbg !47
  %639 = fsub float %571, %613, !dbg !47
  %640 = fsub float %572, %613, !dbg !47
  %641 = fsub float %573, %613, !dbg !47
  %642 = fsub float %574, %613, !dbg !47
  %643 = fsub float %575, %613, !dbg !47
  %644 = fsub float %576, %613, !dbg !47
  %645 = fsub float %577, %613, !dbg !47
  %646 = tail call float @llvm.amdgcn.exp2.f32(float %614), !dbg !48
  %647 = tail call float @llvm.amdgcn.exp2.f32(float %615), !dbg !48
  %648 = tail call float @llvm.amdgcn.exp2.f32(float %616), !dbg !48
  %649 = tail call float @llvm.amdgcn.exp2.f32(float %617), !dbg !48
  %650 = tail call float @llvm.amdgcn.exp2.f32(float %618), !dbg !48
  %651 = tail call float @llvm.amdgcn.exp2.f32(float %619), !dbg !48
  %652 = tail call float @llvm.amdgcn.exp2.f32(float %620), !dbg !48
  %653 = tail call float @llvm.amdgcn.exp2.f32(float %621), !dbg !48
  %654 = tail call float @llvm.amdgcn.exp2.f32(float %622), !dbg !48
  %655 = tail call float @llvm.amdgcn.exp2.f32(float %623), !dbg !48
  %656 = tail call float @llvm.amdgcn.exp2.f32(float %624), !dbg !48
  %657 = tail call float @llvm.amdgcn.exp2.f32(float %625), !dbg !48
  %658 = tail call float @llvm.amdgcn.exp2.f32(float %626), !dbg !48
  %659 = tail call float @llvm.amdgcn.exp2.f32(float %627), !dbg !48
  %660 = tail call float @llvm.amdgcn.exp2.f32(float %628), !dbg !48
  %661 = tail call float @llvm.amdgcn.exp2.f32(float %629), !dbg !48
  %662 = tail call float @llvm.amdgcn.exp2.f32(float %630), !dbg !48
  %663 = tail call float @llvm.amdgcn.exp2.f32(float %631), !dbg !48
  %664 = tail call float @llvm.amdgcn.exp2.f32(float %632), !dbg !48
  %665 = tail call float @llvm.amdgcn.exp2.f32(float %633), !dbg !48
  %666 = tail call float @llvm.amdgcn.exp2.f32(float %634), !dbg !48
  %667 = tail call float @llvm.amdgcn.exp2.f32(float %635), !dbg !48
  %668 = tail call float @llvm.amdgcn.exp2.f32(float %636), !dbg !48
  %669 = tail call float @llvm.amdgcn.exp2.f32(float %637), !dbg !48
  %670 = tail call float @llvm.amdgcn.exp2.f32(float %638), !dbg !48
  %671 = tail call float @llvm.amdgcn.exp2.f32(float %639), !dbg !48
  %672 = tail call float @llvm.amdgcn.exp2.f32(float %640), !dbg !48
  %673 = tail call float @llvm.amdgcn.exp2.f32(float %641), !dbg !48
  %674 = tail call float @llvm.amdgcn.exp2.f32(float %642), !dbg !48
  %675 = tail call float @llvm.amdgcn.exp2.f32(float %643), !dbg !48
  %676 = tail call float @llvm.amdgcn.exp2.f32(float %644), !dbg !48
  %677 = tail call float @llvm.amdgcn.exp2.f32(float %645), !dbg !48
  %678 = fsub float %335, %613, !dbg !49
  %679 = tail call float @llvm.amdgcn.exp2.f32(float %678), !dbg !50
  %680 = fmul float %334, %679, !dbg !51
  %681 = fadd float %646, %647, !dbg !52
  %682 = fadd float %648, %681, !dbg !52
  %683 = fadd float %649, %682, !dbg !52
  %684 = fadd float %650, %683, !dbg !52
  %685 = fadd float %651, %684, !dbg !52
  %686 = fadd float %652, %685, !dbg !52
  %687 = fadd float %653, %686, !dbg !52
  %688 = fadd float %654, %687, !dbg !52
  %689 = fadd float %655, %688, !dbg !52
  %690 = fadd float %656, %689, !dbg !52
  %691 = fadd float %657, %690, !dbg !52
  %692 = fadd float %658, %691, !dbg !52
  %693 = fadd float %659, %692, !dbg !52
  %694 = fadd float %660, %693, !dbg !52
  %695 = fadd float %661, %694, !dbg !52
  %696 = fadd float %662, %695, !dbg !52
  %697 = fadd float %663, %696, !dbg !52
  %698 = fadd float %664, %697, !dbg !52
  %699 = fadd float %665, %698, !dbg !52
  %700 = fadd float %666, %699, !dbg !52
  %701 = fadd float %667, %700, !dbg !52
  %702 = fadd float %668, %701, !dbg !52
  %703 = fadd float %669, %702, !dbg !52
  %704 = fadd float %670, %703, !dbg !52
  %705 = fadd float %671, %704, !dbg !52
  %706 = fadd float %672, %705, !dbg !52
  %707 = fadd float %673, %706, !dbg !52
  %708 = fadd float %674, %707, !dbg !52
  %709 = fadd float %675, %708, !dbg !52
  %710 = fadd float %676, %709, !dbg !52
  %711 = fadd float %677, %710, !dbg !52
  %712 = bitcast float %711 to i32, !dbg !53
  %713 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %250, i32 %712), !dbg !53
  %714 = bitcast i32 %713 to float, !dbg !53
  %715 = fadd float %711, %714, !dbg !52
  %716 = fadd float %680, %715, !dbg !55
  %717 = insertelement <1 x float> poison, float %679, i64 0, !dbg !56
  store <1 x float> %717, ptr addrspace(3) %254, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %718 = load <1 x float>, ptr addrspace(3) %255, align 4, !dbg !56
  %719 = fptrunc float %646 to half, !dbg !57
  %720 = fptrunc float %647 to half, !dbg !57
  %721 = fptrunc float %648 to half, !dbg !57
  %722 = fptrunc float %649 to half, !dbg !57
  %723 = fptrunc float %650 to half, !dbg !57
  %724 = fptrunc float %651 to half, !dbg !57
  %725 = fptrunc float %652 to half, !dbg !57
  %726 = fptrunc float %653 to half, !dbg !57
  %727 = fptrunc float %654 to half, !dbg !57
  %728 = fptrunc float %655 to half, !dbg !57
  %729 = fptrunc float %656 to half, !dbg !57
  %730 = fptrunc float %657 to half, !dbg !57
  %731 = fptrunc float %658 to half, !dbg !57
  %732 = fptrunc float %659 to half, !dbg !57
  %733 = fptrunc float %660 to half, !dbg !57
  %734 = fptrunc float %661 to half, !dbg !57
  %735 = fptrunc float %662 to half, !dbg !57
  %736 = fptrunc float %663 to half, !dbg !57
  %737 = fptrunc float %664 to half, !dbg !57
  %738 = fptrunc float %665 to half, !dbg !57
  %739 = fptrunc float %666 to half, !dbg !57
  %740 = fptrunc float %667 to half, !dbg !57
  %741 = fptrunc float %668 to half, !dbg !57
  %742 = fptrunc float %669 to half, !dbg !57
  %743 = fptrunc float %670 to half, !dbg !57
  %744 = fptrunc float %671 to half, !dbg !57
  %745 = fptrunc float %672 to half, !dbg !57
  %746 = fptrunc float %673 to half, !dbg !57
  %747 = fptrunc float %674 to half, !dbg !57
  %748 = fptrunc float %675 to half, !dbg !57
  %749 = fptrunc float %676 to half, !dbg !57
  %750 = fptrunc float %677 to half, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %751 = insertelement <1 x half> poison, half %719, i64 0, !dbg !57
  store <1 x half> %751, ptr addrspace(3) %258, align 2, !dbg !57
  %752 = insertelement <1 x half> poison, half %720, i64 0, !dbg !57
  store <1 x half> %752, ptr addrspace(3) %259, align 2, !dbg !57
  %753 = insertelement <1 x half> poison, half %721, i64 0, !dbg !57
  store <1 x half> %753, ptr addrspace(3) %260, align 2, !dbg !57
  %754 = insertelement <1 x half> poison, half %722, i64 0, !dbg !57
  store <1 x half> %754, ptr addrspace(3) %261, align 2, !dbg !57
  %755 = insertelement <1 x half> poison, half %723, i64 0, !dbg !57
  store <1 x half> %755, ptr addrspace(3) %262, align 2, !dbg !57
  %756 = insertelement <1 x half> poison, half %724, i64 0, !dbg !57
  store <1 x half> %756, ptr addrspace(3) %263, align 2, !dbg !57
  %757 = insertelement <1 x half> poison, half %725, i64 0, !dbg !57
  store <1 x half> %757, ptr addrspace(3) %264, align 2, !dbg !57
  %758 = insertelement <1 x half> poison, half %726, i64 0, !dbg !57
  store <1 x half> %758, ptr addrspace(3) %265, align 2, !dbg !57
  %759 = insertelement <1 x half> poison, half %727, i64 0, !dbg !57
  store <1 x half> %759, ptr addrspace(3) %266, align 2, !dbg !57
  %760 = insertelement <1 x half> poison, half %728, i64 0, !dbg !57
  store <1 x half> %760, ptr addrspace(3) %267, align 2, !dbg !57
  %761 = insertelement <1 x half> poison, half %729, i64 0, !dbg !57
  store <1 x half> %761, ptr addrspace(3) %268, align 2, !dbg !57
  %762 = insertelement <1 x half> poison, half %730, i64 0, !dbg !57
  store <1 x half> %762, ptr addrspace(3) %269, align 2, !dbg !57
  %763 = insertelement <1 x half> poison, half %731, i64 0, !dbg !57
  store <1 x half> %763, ptr addrspace(3) %270, align 2, !dbg !57
  %764 = insertelement <1 x half> poison, half %732, i64 0, !dbg !57
  store <1 x half> %764, ptr addrspace(3) %271, align 2, !dbg !57
  %765 = insertelement <1 x half> poison, half %733, i64 0, !dbg !57
  store <1 x half> %765, ptr addrspace(3) %272, align 2, !dbg !57
  %766 = insertelement <1 x half> poison, half %734, i64 0, !dbg !57
  store <1 x half> %766, ptr addrspace(3) %273, align 2, !dbg !57
  %767 = insertelement <1 x half> poison, half %735, i64 0, !dbg !57
  store <1 x half> %767, ptr addrspace(3) %274, align 2, !dbg !57
  %768 = insertelement <1 x half> poison, half %736, i64 0, !dbg !57
  store <1 x half> %768, ptr addrspace(3) %275, align 2, !dbg !57
  %769 = insertelement <1 x half> poison, half %737, i64 0, !dbg !57
  store <1 x half> %769, ptr addrspace(3) %276, align 2, !dbg !57
  %770 = insertelement <1 x half> poison, half %738, i64 0, !dbg !57
  store <1 x half> %770, ptr addrspace(3) %277, align 2, !dbg !57
  %771 = insertelement <1 x half> poison, half %739, i64 0, !dbg !57
  store <1 x half> %771, ptr addrspace(3) %278, align 2, !dbg !57
  %772 = insertelement <1 x half> poison, half %740, i64 0, !dbg !57
  store <1 x half> %772, ptr addrspace(3) %279, align 2, !dbg !57
  %773 = insertelement <1 x half> poison, half %741, i64 0, !dbg !57
  store <1 x half> %773, ptr addrspace(3) %280, align 2, !dbg !57
  %774 = insertelement <1 x half> poison, half %742, i64 0, !dbg !57
  store <1 x half> %774, ptr addrspace(3) %281, align 2, !dbg !57
  %775 = insertelement <1 x half> poison, half %743, i64 0, !dbg !57
  store <1 x half> %775, ptr addrspace(3) %282, align 2, !dbg !57
  %776 = insertelement <1 x half> poison, half %744, i64 0, !dbg !57
  store <1 x half> %776, ptr addrspace(3) %283, align 2, !dbg !57
  %777 = insertelement <1 x half> poison, half %745, i64 0, !dbg !57
  store <1 x half> %777, ptr addrspace(3) %284, align 2, !dbg !57
  %778 = insertelement <1 x half> poison, half %746, i64 0, !dbg !57
  store <1 x half> %778, ptr addrspace(3) %285, align 2, !dbg !57
  %779 = insertelement <1 x half> poison, half %747, i64 0, !dbg !57
  store <1 x half> %779, ptr addrspace(3) %286, align 2, !dbg !57
  %780 = insertelement <1 x half> poison, half %748, i64 0, !dbg !57
  store <1 x half> %780, ptr addrspace(3) %287, align 2, !dbg !57
  %781 = insertelement <1 x half> poison, half %749, i64 0, !dbg !57
  store <1 x half> %781, ptr addrspace(3) %288, align 2, !dbg !57
  %782 = insertelement <1 x half> poison, half %750, i64 0, !dbg !57
  store <1 x half> %782, ptr addrspace(3) %289, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %783 = load <1 x half>, ptr addrspace(3) %293, align 2, !dbg !57
  %784 = load <1 x half>, ptr addrspace(3) %294, align 2, !dbg !57
  %785 = load <1 x half>, ptr addrspace(3) %295, align 2, !dbg !57
  %786 = shufflevector <1 x half> %785, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %787 = load <1 x half>, ptr addrspace(3) %296, align 2, !dbg !57
  %788 = shufflevector <1 x half> %787, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %789 = load <1 x half>, ptr addrspace(3) %297, align 2, !dbg !57
  %790 = load <1 x half>, ptr addrspace(3) %298, align 2, !dbg !57
  %791 = load <1 x half>, ptr addrspace(3) %299, align 2, !dbg !57
  %792 = shufflevector <1 x half> %791, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %793 = load <1 x half>, ptr addrspace(3) %300, align 2, !dbg !57
  %794 = shufflevector <1 x half> %793, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %795 = load <1 x half>, ptr addrspace(3) %301, align 2, !dbg !57
  %796 = load <1 x half>, ptr addrspace(3) %302, align 2, !dbg !57
  %797 = load <1 x half>, ptr addrspace(3) %303, align 2, !dbg !57
  %798 = shufflevector <1 x half> %797, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %799 = load <1 x half>, ptr addrspace(3) %304, align 2, !dbg !57
  %800 = shufflevector <1 x half> %799, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %801 = load <1 x half>, ptr addrspace(3) %305, align 2, !dbg !57
  %802 = load <1 x half>, ptr addrspace(3) %306, align 2, !dbg !57
  %803 = load <1 x half>, ptr addrspace(3) %307, align 2, !dbg !57
  %804 = shufflevector <1 x half> %803, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %805 = load <1 x half>, ptr addrspace(3) %308, align 2, !dbg !57
  %806 = shufflevector <1 x half> %805, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %807 = load <1 x half>, ptr addrspace(3) %309, align 2, !dbg !57
  %808 = load <1 x half>, ptr addrspace(3) %310, align 2, !dbg !57
  %809 = load <1 x half>, ptr addrspace(3) %311, align 2, !dbg !57
  %810 = shufflevector <1 x half> %809, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %811 = load <1 x half>, ptr addrspace(3) %312, align 2, !dbg !57
  %812 = shufflevector <1 x half> %811, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %813 = load <1 x half>, ptr addrspace(3) %313, align 2, !dbg !57
  %814 = load <1 x half>, ptr addrspace(3) %314, align 2, !dbg !57
  %815 = load <1 x half>, ptr addrspace(3) %315, align 2, !dbg !57
  %816 = shufflevector <1 x half> %815, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %817 = load <1 x half>, ptr addrspace(3) %316, align 2, !dbg !57
  %818 = shufflevector <1 x half> %817, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %819 = load <1 x half>, ptr addrspace(3) %317, align 2, !dbg !57
  %820 = load <1 x half>, ptr addrspace(3) %318, align 2, !dbg !57
  %821 = load <1 x half>, ptr addrspace(3) %319, align 2, !dbg !57
  %822 = shufflevector <1 x half> %821, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %823 = load <1 x half>, ptr addrspace(3) %320, align 2, !dbg !57
  %824 = shufflevector <1 x half> %823, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %825 = load <1 x half>, ptr addrspace(3) %321, align 2, !dbg !57
  %826 = load <1 x half>, ptr addrspace(3) %322, align 2, !dbg !57
  %827 = load <1 x half>, ptr addrspace(3) %323, align 2, !dbg !57
  %828 = shufflevector <1 x half> %827, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %829 = load <1 x half>, ptr addrspace(3) %324, align 2, !dbg !57
  %830 = shufflevector <1 x half> %829, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %831 = shufflevector <1 x half> %783, <1 x half> %784, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %832 = shufflevector <4 x half> %831, <4 x half> %786, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %833 = shufflevector <4 x half> %832, <4 x half> %788, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %834 = shufflevector <1 x half> %789, <1 x half> %790, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %835 = shufflevector <4 x half> %834, <4 x half> %792, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %836 = shufflevector <4 x half> %835, <4 x half> %794, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %837 = shufflevector <1 x half> %795, <1 x half> %796, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %838 = shufflevector <4 x half> %837, <4 x half> %798, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %839 = shufflevector <4 x half> %838, <4 x half> %800, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %840 = shufflevector <1 x half> %801, <1 x half> %802, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %841 = shufflevector <4 x half> %840, <4 x half> %804, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %842 = shufflevector <4 x half> %841, <4 x half> %806, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %843 = shufflevector <1 x half> %807, <1 x half> %808, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %844 = shufflevector <4 x half> %843, <4 x half> %810, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %845 = shufflevector <4 x half> %844, <4 x half> %812, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %846 = shufflevector <1 x half> %813, <1 x half> %814, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %847 = shufflevector <4 x half> %846, <4 x half> %816, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %848 = shufflevector <4 x half> %847, <4 x half> %818, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %849 = shufflevector <1 x half> %819, <1 x half> %820, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %850 = shufflevector <4 x half> %849, <4 x half> %822, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %851 = shufflevector <4 x half> %850, <4 x half> %824, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %852 = shufflevector <1 x half> %825, <1 x half> %826, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %853 = shufflevector <4 x half> %852, <4 x half> %828, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %854 = shufflevector <4 x half> %853, <4 x half> %830, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %855 = shufflevector <2 x float> %337, <2 x float> %338, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %856 = shufflevector <2 x float> %339, <2 x float> %340, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %857 = shufflevector <2 x float> %341, <2 x float> %342, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %858 = shufflevector <2 x float> %343, <2 x float> %344, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %859 = shufflevector <4 x float> %855, <4 x float> %856, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %860 = shufflevector <4 x float> %857, <4 x float> %858, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %861 = shufflevector <8 x float> %859, <8 x float> %860, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %862 = shufflevector <1 x float> %718, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %863 = fmul <16 x float> %861, %862, !dbg !58
  %864 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %426, <4 x half> %833, <16 x float> %863, i32 0, i32 0, i32 0), !dbg !58
  %865 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %427, <4 x half> %836, <16 x float> %864, i32 0, i32 0, i32 0), !dbg !58
  %866 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %428, <4 x half> %839, <16 x float> %865, i32 0, i32 0, i32 0), !dbg !58
  %867 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %429, <4 x half> %842, <16 x float> %866, i32 0, i32 0, i32 0), !dbg !58
  %868 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %430, <4 x half> %845, <16 x float> %867, i32 0, i32 0, i32 0), !dbg !58
  %869 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %431, <4 x half> %848, <16 x float> %868, i32 0, i32 0, i32 0), !dbg !58
  %870 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %432, <4 x half> %851, <16 x float> %869, i32 0, i32 0, i32 0), !dbg !58
  %871 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %433, <4 x half> %854, <16 x float> %870, i32 0, i32 0, i32 0), !dbg !58
  store <8 x half> %395, ptr addrspace(3) %179, align 16, !dbg !31
  store <8 x half> %399, ptr addrspace(3) %180, align 16, !dbg !31
  %872 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 0, i32 8>, !dbg !34
  store <2 x half> %872, ptr addrspace(3) %191, align 4, !dbg !34
  %873 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 1, i32 9>, !dbg !34
  store <2 x half> %873, ptr addrspace(3) %194, align 4, !dbg !34
  %874 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 2, i32 10>, !dbg !34
  store <2 x half> %874, ptr addrspace(3) %197, align 4, !dbg !34
  %875 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 3, i32 11>, !dbg !34
  store <2 x half> %875, ptr addrspace(3) %200, align 4, !dbg !34
  %876 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 4, i32 12>, !dbg !34
  store <2 x half> %876, ptr addrspace(3) %203, align 4, !dbg !34
  %877 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 5, i32 13>, !dbg !34
  store <2 x half> %877, ptr addrspace(3) %206, align 4, !dbg !34
  %878 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 6, i32 14>, !dbg !34
  store <2 x half> %878, ptr addrspace(3) %209, align 4, !dbg !34
  %879 = shufflevector <8 x half> %421, <8 x half> %425, <2 x i32> <i32 7, i32 15>, !dbg !34
  store <2 x half> %879, ptr addrspace(3) %212, align 4, !dbg !34
  %880 = icmp slt i32 %345, %214, !dbg !26
  %881 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %882 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 2, i32 3>
  %883 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %884 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 6, i32 7>
  %885 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  %886 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 10, i32 11>
  %887 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %888 = shufflevector <16 x float> %871, <16 x float> poison, <2 x i32> <i32 14, i32 15>
  br i1 %880, label %333, label %._crit_edge, !dbg !26

._crit_edge:                                      ; preds = %424, %.._crit_edge_crit_edge
  %.pre-phi58 = phi i32 [ %.pre57, %.._crit_edge_crit_edge ], [ %238, %424 ], !dbg !34
  %.pre-phi54 = phi i32 [ %.pre53, %.._crit_edge_crit_edge ], [ %234, %424 ], !dbg !34
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %233, %424 ], !dbg !34
  %.lcssa38 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %613, %424 ], !dbg !59
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %716, %424 ], !dbg !60
  %889 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %881, %424 ]
  %890 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %882, %424 ]
  %891 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %883, %424 ]
  %892 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %884, %424 ]
  %893 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %885, %424 ]
  %894 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %886, %424 ]
  %895 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %887, %424 ]
  %896 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %888, %424 ]
  %897 = add i32 %4, 63, !dbg !26
  %898 = sdiv i32 %897, 64, !dbg !26
  %899 = tail call i32 @llvm.smax.i32(i32 %898, i32 1), !dbg !26
  %900 = shl nuw nsw i32 %899, 6, !dbg !26
  %901 = add nsw i32 %900, -64, !dbg !26
  %902 = icmp sgt i32 %897, 63, !dbg !26
  %903 = or disjoint i32 %901, %29, !dbg !35
  %904 = or disjoint i32 %901, %30, !dbg !35
  %905 = or disjoint i32 %901, %31, !dbg !35
  %906 = or disjoint i32 %901, %32, !dbg !35
  %907 = or disjoint i32 %901, %33, !dbg !35
  %908 = or disjoint i32 %901, %34, !dbg !35
  %909 = or disjoint i32 %901, %35, !dbg !35
  %910 = or disjoint i32 %901, %36, !dbg !35
  %911 = or disjoint i32 %901, %37, !dbg !35
  %912 = or disjoint i32 %901, %38, !dbg !35
  %913 = or disjoint i32 %901, %39, !dbg !35
  %914 = or disjoint i32 %901, %40, !dbg !35
  %915 = or disjoint i32 %901, %41, !dbg !35
  %916 = or disjoint i32 %901, %42, !dbg !35
  %917 = or disjoint i32 %901, %43, !dbg !35
  %918 = or disjoint i32 %901, %44, !dbg !35
  %919 = or disjoint i32 %901, %45, !dbg !35
  %920 = or disjoint i32 %901, %46, !dbg !35
  %921 = or disjoint i32 %901, %47, !dbg !35
  %922 = or disjoint i32 %901, %48, !dbg !35
  %923 = or disjoint i32 %901, %49, !dbg !35
  %924 = or disjoint i32 %901, %50, !dbg !35
  %925 = or disjoint i32 %901, %51, !dbg !35
  %926 = or disjoint i32 %901, %52, !dbg !35
  %927 = or disjoint i32 %901, %53, !dbg !35
  %928 = or disjoint i32 %901, %54, !dbg !35
  %929 = or disjoint i32 %901, %55, !dbg !35
  %930 = or disjoint i32 %901, %56, !dbg !35
  %931 = or disjoint i32 %901, %57, !dbg !35
  %932 = or disjoint i32 %901, %58, !dbg !35
  %933 = or disjoint i32 %901, %59, !dbg !35
  %934 = or disjoint i32 %901, %60, !dbg !35
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %935 = icmp eq i32 %.pre-phi54, 0, !dbg !34
  %936 = select i1 %935, i32 0, i32 2056, !dbg !34
  %937 = xor i32 %936, %.pre-phi58, !dbg !34
  %938 = xor i32 %937, %108, !dbg !34
  %939 = or disjoint i32 %938, %.pre-phi, !dbg !34
  %940 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %939, !dbg !34
  %941 = load <4 x half>, ptr addrspace(3) %940, align 8, !dbg !34
  %942 = xor i32 %939, 16, !dbg !34
  %943 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %942, !dbg !34
  %944 = load <4 x half>, ptr addrspace(3) %943, align 8, !dbg !34
  %945 = xor i32 %939, 32, !dbg !34
  %946 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %945, !dbg !34
  %947 = load <4 x half>, ptr addrspace(3) %946, align 8, !dbg !34
  %948 = xor i32 %939, 48, !dbg !34
  %949 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %948, !dbg !34
  %950 = load <4 x half>, ptr addrspace(3) %949, align 8, !dbg !34
  %951 = xor i32 %939, 64, !dbg !34
  %952 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %951, !dbg !34
  %953 = load <4 x half>, ptr addrspace(3) %952, align 8, !dbg !34
  %954 = xor i32 %939, 80, !dbg !34
  %955 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %954, !dbg !34
  %956 = load <4 x half>, ptr addrspace(3) %955, align 8, !dbg !34
  %957 = xor i32 %939, 96, !dbg !34
  %958 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %957, !dbg !34
  %959 = load <4 x half>, ptr addrspace(3) %958, align 8, !dbg !34
  %960 = xor i32 %939, 112, !dbg !34
  %961 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %960, !dbg !34
  %962 = load <4 x half>, ptr addrspace(3) %961, align 8, !dbg !34
  br i1 %902, label %963, label %1045, !dbg !36

963:                                              ; preds = %._crit_edge
  %964 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109, !dbg !36
  %965 = getelementptr inbounds nuw i8, ptr addrspace(3) %964, i32 %106, !dbg !36
  %966 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4208, !dbg !36
  %967 = load <4 x half>, ptr addrspace(3) %966, align 8, !dbg !36
  %968 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4192, !dbg !36
  %969 = load <4 x half>, ptr addrspace(3) %968, align 8, !dbg !36
  %970 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4176, !dbg !36
  %971 = load <4 x half>, ptr addrspace(3) %970, align 8, !dbg !36
  %972 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4160, !dbg !36
  %973 = load <4 x half>, ptr addrspace(3) %972, align 8, !dbg !36
  %974 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4144, !dbg !36
  %975 = load <4 x half>, ptr addrspace(3) %974, align 8, !dbg !36
  %976 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4128, !dbg !36
  %977 = load <4 x half>, ptr addrspace(3) %976, align 8, !dbg !36
  %978 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4112, !dbg !36
  %979 = load <4 x half>, ptr addrspace(3) %978, align 8, !dbg !36
  %980 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 4096, !dbg !36
  %981 = load <4 x half>, ptr addrspace(3) %980, align 8, !dbg !36
  %982 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 112, !dbg !36
  %983 = load <4 x half>, ptr addrspace(3) %982, align 8, !dbg !36
  %984 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 96, !dbg !36
  %985 = load <4 x half>, ptr addrspace(3) %984, align 8, !dbg !36
  %986 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 80, !dbg !36
  %987 = load <4 x half>, ptr addrspace(3) %986, align 8, !dbg !36
  %988 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 64, !dbg !36
  %989 = load <4 x half>, ptr addrspace(3) %988, align 8, !dbg !36
  %990 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 48, !dbg !36
  %991 = load <4 x half>, ptr addrspace(3) %990, align 8, !dbg !36
  %992 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 32, !dbg !36
  %993 = load <4 x half>, ptr addrspace(3) %992, align 8, !dbg !36
  %994 = getelementptr inbounds nuw i8, ptr addrspace(3) %965, i32 16, !dbg !36
  %995 = load <4 x half>, ptr addrspace(3) %994, align 8, !dbg !36
  %996 = load <4 x half>, ptr addrspace(3) %965, align 8, !dbg !36
  %997 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %996, <4 x half> %115, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %998 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %995, <4 x half> %118, <16 x float> %997, i32 0, i32 0, i32 0), !dbg !36
  %999 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %993, <4 x half> %121, <16 x float> %998, i32 0, i32 0, i32 0), !dbg !36
  %1000 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %991, <4 x half> %124, <16 x float> %999, i32 0, i32 0, i32 0), !dbg !36
  %1001 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %989, <4 x half> %127, <16 x float> %1000, i32 0, i32 0, i32 0), !dbg !36
  %1002 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %987, <4 x half> %130, <16 x float> %1001, i32 0, i32 0, i32 0), !dbg !36
  %1003 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %985, <4 x half> %133, <16 x float> %1002, i32 0, i32 0, i32 0), !dbg !36
  %1004 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %983, <4 x half> %136, <16 x float> %1003, i32 0, i32 0, i32 0), !dbg !36
  %1005 = extractelement <16 x float> %1004, i64 0, !dbg !36
  %1006 = extractelement <16 x float> %1004, i64 1, !dbg !36
  %1007 = extractelement <16 x float> %1004, i64 2, !dbg !36
  %1008 = extractelement <16 x float> %1004, i64 3, !dbg !36
  %1009 = extractelement <16 x float> %1004, i64 4, !dbg !36
  %1010 = extractelement <16 x float> %1004, i64 5, !dbg !36
  %1011 = extractelement <16 x float> %1004, i64 6, !dbg !36
  %1012 = extractelement <16 x float> %1004, i64 7, !dbg !36
  %1013 = extractelement <16 x float> %1004, i64 8, !dbg !36
  %1014 = extractelement <16 x float> %1004, i64 9, !dbg !36
  %1015 = extractelement <16 x float> %1004, i64 10, !dbg !36
  %1016 = extractelement <16 x float> %1004, i64 11, !dbg !36
  %1017 = extractelement <16 x float> %1004, i64 12, !dbg !36
  %1018 = extractelement <16 x float> %1004, i64 13, !dbg !36
  %1019 = extractelement <16 x float> %1004, i64 14, !dbg !36
  %1020 = extractelement <16 x float> %1004, i64 15, !dbg !36
  %1021 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %981, <4 x half> %115, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %1022 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %979, <4 x half> %118, <16 x float> %1021, i32 0, i32 0, i32 0), !dbg !36
  %1023 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %977, <4 x half> %121, <16 x float> %1022, i32 0, i32 0, i32 0), !dbg !36
  %1024 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %975, <4 x half> %124, <16 x float> %1023, i32 0, i32 0, i32 0), !dbg !36
  %1025 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %973, <4 x half> %127, <16 x float> %1024, i32 0, i32 0, i32 0), !dbg !36
  %1026 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %971, <4 x half> %130, <16 x float> %1025, i32 0, i32 0, i32 0), !dbg !36
  %1027 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %969, <4 x half> %133, <16 x float> %1026, i32 0, i32 0, i32 0), !dbg !36
  %1028 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %967, <4 x half> %136, <16 x float> %1027, i32 0, i32 0, i32 0), !dbg !36
  %1029 = extractelement <16 x float> %1028, i64 0, !dbg !36
  %1030 = extractelement <16 x float> %1028, i64 1, !dbg !36
  %1031 = extractelement <16 x float> %1028, i64 2, !dbg !36
  %1032 = extractelement <16 x float> %1028, i64 3, !dbg !36
  %1033 = extractelement <16 x float> %1028, i64 4, !dbg !36
  %1034 = extractelement <16 x float> %1028, i64 5, !dbg !36
  %1035 = extractelement <16 x float> %1028, i64 6, !dbg !36
  %1036 = extractelement <16 x float> %1028, i64 7, !dbg !36
  %1037 = extractelement <16 x float> %1028, i64 8, !dbg !36
  %1038 = extractelement <16 x float> %1028, i64 9, !dbg !36
  %1039 = extractelement <16 x float> %1028, i64 10, !dbg !36
  %1040 = extractelement <16 x float> %1028, i64 11, !dbg !36
  %1041 = extractelement <16 x float> %1028, i64 12, !dbg !36
  %1042 = extractelement <16 x float> %1028, i64 13, !dbg !36
  %1043 = extractelement <16 x float> %1028, i64 14, !dbg !36
  %1044 = extractelement <16 x float> %1028, i64 15, !dbg !36
  br label %1045, !dbg !36

1045:                                             ; preds = %963, %._crit_edge
  %1046 = phi float [ %1005, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1047 = phi float [ %1006, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1048 = phi float [ %1007, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1049 = phi float [ %1008, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1050 = phi float [ %1009, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1051 = phi float [ %1010, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1052 = phi float [ %1011, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1053 = phi float [ %1012, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1054 = phi float [ %1013, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1055 = phi float [ %1014, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1056 = phi float [ %1015, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1057 = phi float [ %1016, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1058 = phi float [ %1017, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1059 = phi float [ %1018, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1060 = phi float [ %1019, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1061 = phi float [ %1020, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1062 = phi float [ %1029, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1063 = phi float [ %1030, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1064 = phi float [ %1031, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1065 = phi float [ %1032, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1066 = phi float [ %1033, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1067 = phi float [ %1034, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1068 = phi float [ %1035, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1069 = phi float [ %1036, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1070 = phi float [ %1037, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1071 = phi float [ %1038, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1072 = phi float [ %1039, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1073 = phi float [ %1040, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1074 = phi float [ %1041, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1075 = phi float [ %1042, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1076 = phi float [ %1043, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1077 = phi float [ %1044, %963 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1078 = fmul float %137, %1046, !dbg !37
  %1079 = fmul float %137, %1047, !dbg !37
  %1080 = fmul float %137, %1048, !dbg !37
  %1081 = fmul float %137, %1049, !dbg !37
  %1082 = fmul float %137, %1050, !dbg !37
  %1083 = fmul float %137, %1051, !dbg !37
  %1084 = fmul float %137, %1052, !dbg !37
  %1085 = fmul float %137, %1053, !dbg !37
  %1086 = fmul float %137, %1054, !dbg !37
  %1087 = fmul float %137, %1055, !dbg !37
  %1088 = fmul float %137, %1056, !dbg !37
  %1089 = fmul float %137, %1057, !dbg !37
  %1090 = fmul float %137, %1058, !dbg !37
  %1091 = fmul float %137, %1059, !dbg !37
  %1092 = fmul float %137, %1060, !dbg !37
  %1093 = fmul float %137, %1061, !dbg !37
  %1094 = fmul float %137, %1062, !dbg !37
  %1095 = fmul float %137, %1063, !dbg !37
  %1096 = fmul float %137, %1064, !dbg !37
  %1097 = fmul float %137, %1065, !dbg !37
  %1098 = fmul float %137, %1066, !dbg !37
  %1099 = fmul float %137, %1067, !dbg !37
  %1100 = fmul float %137, %1068, !dbg !37
  %1101 = fmul float %137, %1069, !dbg !37
  %1102 = fmul float %137, %1070, !dbg !37
  %1103 = fmul float %137, %1071, !dbg !37
  %1104 = fmul float %137, %1072, !dbg !37
  %1105 = fmul float %137, %1073, !dbg !37
  %1106 = fmul float %137, %1074, !dbg !37
  %1107 = fmul float %137, %1075, !dbg !37
  %1108 = fmul float %137, %1076, !dbg !37
  %1109 = fmul float %137, %1077, !dbg !37
  %1110 = icmp slt i32 %903, %4, !dbg !38
  %1111 = icmp slt i32 %904, %4, !dbg !38
  %1112 = icmp slt i32 %905, %4, !dbg !38
  %1113 = icmp slt i32 %906, %4, !dbg !38
  %1114 = icmp slt i32 %907, %4, !dbg !38
  %1115 = icmp slt i32 %908, %4, !dbg !38
  %1116 = icmp slt i32 %909, %4, !dbg !38
  %1117 = icmp slt i32 %910, %4, !dbg !38
  %1118 = icmp slt i32 %911, %4, !dbg !38
  %1119 = icmp slt i32 %912, %4, !dbg !38
  %1120 = icmp slt i32 %913, %4, !dbg !38
  %1121 = icmp slt i32 %914, %4, !dbg !38
  %1122 = icmp slt i32 %915, %4, !dbg !38
  %1123 = icmp slt i32 %916, %4, !dbg !38
  %1124 = icmp slt i32 %917, %4, !dbg !38
  %1125 = icmp slt i32 %918, %4, !dbg !38
  %1126 = icmp slt i32 %919, %4, !dbg !38
  %1127 = icmp slt i32 %920, %4, !dbg !38
  %1128 = icmp slt i32 %921, %4, !dbg !38
  %1129 = icmp slt i32 %922, %4, !dbg !38
  %1130 = icmp slt i32 %923, %4, !dbg !38
  %1131 = icmp slt i32 %924, %4, !dbg !38
  %1132 = icmp slt i32 %925, %4, !dbg !38
  %1133 = icmp slt i32 %926, %4, !dbg !38
  %1134 = icmp slt i32 %927, %4, !dbg !38
  %1135 = icmp slt i32 %928, %4, !dbg !38
  %1136 = icmp slt i32 %929, %4, !dbg !38
  %1137 = icmp slt i32 %930, %4, !dbg !38
  %1138 = icmp slt i32 %931, %4, !dbg !38
  %1139 = icmp slt i32 %932, %4, !dbg !38
  %1140 = icmp slt i32 %933, %4, !dbg !38
  %1141 = icmp slt i32 %934, %4, !dbg !38
  %1142 = select i1 %1110, float %1078, float 0xFFF0000000000000, !dbg !39
  %1143 = select i1 %1111, float %1079, float 0xFFF0000000000000, !dbg !39
  %1144 = select i1 %1112, float %1080, float 0xFFF0000000000000, !dbg !39
  %1145 = select i1 %1113, float %1081, float 0xFFF0000000000000, !dbg !39
  %1146 = select i1 %1114, float %1082, float 0xFFF0000000000000, !dbg !39
  %1147 = select i1 %1115, float %1083, float 0xFFF0000000000000, !dbg !39
  %1148 = select i1 %1116, float %1084, float 0xFFF0000000000000, !dbg !39
  %1149 = select i1 %1117, float %1085, float 0xFFF0000000000000, !dbg !39
  %1150 = select i1 %1118, float %1086, float 0xFFF0000000000000, !dbg !39
  %1151 = select i1 %1119, float %1087, float 0xFFF0000000000000, !dbg !39
  %1152 = select i1 %1120, float %1088, float 0xFFF0000000000000, !dbg !39
  %1153 = select i1 %1121, float %1089, float 0xFFF0000000000000, !dbg !39
  %1154 = select i1 %1122, float %1090, float 0xFFF0000000000000, !dbg !39
  %1155 = select i1 %1123, float %1091, float 0xFFF0000000000000, !dbg !39
  %1156 = select i1 %1124, float %1092, float 0xFFF0000000000000, !dbg !39
  %1157 = select i1 %1125, float %1093, float 0xFFF0000000000000, !dbg !39
  %1158 = select i1 %1126, float %1094, float 0xFFF0000000000000, !dbg !39
  %1159 = select i1 %1127, float %1095, float 0xFFF0000000000000, !dbg !39
  %1160 = select i1 %1128, float %1096, float 0xFFF0000000000000, !dbg !39
  %1161 = select i1 %1129, float %1097, float 0xFFF0000000000000, !dbg !39
  %1162 = select i1 %1130, float %1098, float 0xFFF0000000000000, !dbg !39
  %1163 = select i1 %1131, float %1099, float 0xFFF0000000000000, !dbg !39
  %1164 = select i1 %1132, float %1100, float 0xFFF0000000000000, !dbg !39
  %1165 = select i1 %1133, float %1101, float 0xFFF0000000000000, !dbg !39
  %1166 = select i1 %1134, float %1102, float 0xFFF0000000000000, !dbg !39
  %1167 = select i1 %1135, float %1103, float 0xFFF0000000000000, !dbg !39
  %1168 = select i1 %1136, float %1104, float 0xFFF0000000000000, !dbg !39
  %1169 = select i1 %1137, float %1105, float 0xFFF0000000000000, !dbg !39
  %1170 = select i1 %1138, float %1106, float 0xFFF0000000000000, !dbg !39
  %1171 = select i1 %1139, float %1107, float 0xFFF0000000000000, !dbg !39
  %1172 = select i1 %1140, float %1108, float 0xFFF0000000000000, !dbg !39
  %1173 = select i1 %1141, float %1109, float 0xFFF0000000000000, !dbg !39
  %1174 = tail call float @llvm.maxnum.f32(float %1142, float %1143), !dbg !40
  %1175 = tail call float @llvm.maxnum.f32(float %1174, float %1144), !dbg !40
  %1176 = tail call float @llvm.maxnum.f32(float %1175, float %1145), !dbg !40
  %1177 = tail call float @llvm.maxnum.f32(float %1176, float %1146), !dbg !40
  %1178 = tail call float @llvm.maxnum.f32(float %1177, float %1147), !dbg !40
  %1179 = tail call float @llvm.maxnum.f32(float %1178, float %1148), !dbg !40
  %1180 = tail call float @llvm.maxnum.f32(float %1179, float %1149), !dbg !40
  %1181 = tail call float @llvm.maxnum.f32(float %1180, float %1150), !dbg !40
  %1182 = tail call float @llvm.maxnum.f32(float %1181, float %1151), !dbg !40
  %1183 = tail call float @llvm.maxnum.f32(float %1182, float %1152), !dbg !40
  %1184 = tail call float @llvm.maxnum.f32(float %1183, float %1153), !dbg !40
  %1185 = tail call float @llvm.maxnum.f32(float %1184, float %1154), !dbg !40
  %1186 = tail call float @llvm.maxnum.f32(float %1185, float %1155), !dbg !40
  %1187 = tail call float @llvm.maxnum.f32(float %1186, float %1156), !dbg !40
  %1188 = tail call float @llvm.maxnum.f32(float %1187, float %1157), !dbg !40
  %1189 = tail call float @llvm.maxnum.f32(float %1188, float %1158), !dbg !40
  %1190 = tail call float @llvm.maxnum.f32(float %1189, float %1159), !dbg !40
  %1191 = tail call float @llvm.maxnum.f32(float %1190, float %1160), !dbg !40
  %1192 = tail call float @llvm.maxnum.f32(float %1191, float %1161), !dbg !40
  %1193 = tail call float @llvm.maxnum.f32(float %1192, float %1162), !dbg !40
  %1194 = tail call float @llvm.maxnum.f32(float %1193, float %1163), !dbg !40
  %1195 = tail call float @llvm.maxnum.f32(float %1194, float %1164), !dbg !40
  %1196 = tail call float @llvm.maxnum.f32(float %1195, float %1165), !dbg !40
  %1197 = tail call float @llvm.maxnum.f32(float %1196, float %1166), !dbg !40
  %1198 = tail call float @llvm.maxnum.f32(float %1197, float %1167), !dbg !40
  %1199 = tail call float @llvm.maxnum.f32(float %1198, float %1168), !dbg !40
  %1200 = tail call float @llvm.maxnum.f32(float %1199, float %1169), !dbg !40
  %1201 = tail call float @llvm.maxnum.f32(float %1200, float %1170), !dbg !40
  %1202 = tail call float @llvm.maxnum.f32(float %1201, float %1171), !dbg !40
  %1203 = tail call float @llvm.maxnum.f32(float %1202, float %1172), !dbg !40
  %1204 = tail call float @llvm.maxnum.f32(float %1203, float %1173), !dbg !40
  %1205 = bitcast float %1204 to i32, !dbg !43
  %1206 = shl nuw nsw i32 %19, 2, !dbg !43
  %1207 = xor i32 %1206, 128, !dbg !43
  %1208 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %1207, i32 %1205), !dbg !43
  %1209 = bitcast i32 %1208 to float, !dbg !43
  %1210 = tail call float @llvm.maxnum.f32(float %1204, float %1209), !dbg !40
  %1211 = tail call float @llvm.maxnum.f32(float %.lcssa38, float %1210), !dbg !46
  %1212 = fsub float %1142, %1211, !dbg !47
  %1213 = fsub float %1143, %1211, !dbg !47
  %1214 = fsub float %1144, %1211, !dbg !47
  %1215 = fsub float %1145, %1211, !dbg !47
  %1216 = fsub float %1146, %1211, !dbg !47
  %1217 = fsub float %1147, %1211, !dbg !47
  %1218 = fsub float %1148, %1211, !dbg !47
  %1219 = fsub float %1149, %1211, !dbg !47
  %1220 = fsub float %1150, %1211, !dbg !47
  %1221 = fsub float %1151, %1211, !dbg !47
  %1222 = fsub float %1152, %1211, !dbg !47
  %1223 = fsub float %1153, %1211, !dbg !47
  %1224 = fsub float %1154, %1211, !dbg !47
  %1225 = fsub float %1155, %1211, !dbg !47
  %1226 = fsub float %1156, %1211, !dbg !47
  %1227 = fsub float %1157, %1211, !dbg !47
  %1228 = fsub float %1158, %1211, !dbg !47
  %1229 = fsub float %1159, %1211, !dbg !47
  %1230 = fsub float %1160, %1211, !dbg !47
  %1231 = fsub float %1161, %1211, !dbg !47
  %1232 = fsub float %1162, %1211, !dbg !47
  %1233 = fsub float %1163, %1211, !dbg !47
  %1234 = fsub float %1164, %1211, !dbg !47
  %1235 = fsub float %1165, %1211, !dbg !47
  %1236 = fsub float %1166, %1211, !dbg !47
  %1237 = fsub float %1167, %1211, !dbg !47
  %1238 = fsub float %1168, %1211, !dbg !47
  %1239 = fsub float %1169, %1211, !dbg !47
  %1240 = fsub float %1170, %1211, !dbg !47
  %1241 = fsub float %1171, %1211, !dbg !47
  %1242 = fsub float %1172, %1211, !dbg !47
  %1243 = fsub float %1173, %1211, !dbg !47
  %1244 = tail call float @llvm.amdgcn.exp2.f32(float %1212), !dbg !48
  %1245 = tail call float @llvm.amdgcn.exp2.f32(float %1213), !dbg !48
  %1246 = tail call float @llvm.amdgcn.exp2.f32(float %1214), !dbg !48
  %1247 = tail call float @llvm.amdgcn.exp2.f32(float %1215), !dbg !48
  %1248 = tail call float @llvm.amdgcn.exp2.f32(float %1216), !dbg !48
  %1249 = tail call float @llvm.amdgcn.exp2.f32(float %1217), !dbg !48
  %1250 = tail call float @llvm.amdgcn.exp2.f32(float %1218), !dbg !48
  %1251 = tail call float @llvm.amdgcn.exp2.f32(float %1219), !dbg !48
  %1252 = tail call float @llvm.amdgcn.exp2.f32(float %1220), !dbg !48
  %1253 = tail call float @llvm.amdgcn.exp2.f32(float %1221), !dbg !48
  %1254 = tail call float @llvm.amdgcn.exp2.f32(float %1222), !dbg !48
  %1255 = tail call float @llvm.amdgcn.exp2.f32(float %1223), !dbg !48
  %1256 = tail call float @llvm.amdgcn.exp2.f32(float %1224), !dbg !48
  %1257 = tail call float @llvm.amdgcn.exp2.f32(float %1225), !dbg !48
  %1258 = tail call float @llvm.amdgcn.exp2.f32(float %1226), !dbg !48
  %1259 = tail call float @llvm.amdgcn.exp2.f32(float %1227), !dbg !48
  %1260 = tail call float @llvm.amdgcn.exp2.f32(float %1228), !dbg !48
  %1261 = tail call float @llvm.amdgcn.exp2.f32(float %1229), !dbg !48
  %1262 = tail call float @llvm.amdgcn.exp2.f32(float %1230), !dbg !48
  %1263 = tail call float @llvm.amdgcn.exp2.f32(float %1231), !dbg !48
  %1264 = tail call float @llvm.amdgcn.exp2.f32(float %1232), !dbg !48
  %1265 = tail call float @llvm.amdgcn.exp2.f32(float %1233), !dbg !48
  %1266 = tail call float @llvm.amdgcn.exp2.f32(float %1234), !dbg !48
  %1267 = tail call float @llvm.amdgcn.exp2.f32(float %1235), !dbg !48
  %1268 = tail call float @llvm.amdgcn.exp2.f32(float %1236), !dbg !48
  %1269 = tail call float @llvm.amdgcn.exp2.f32(float %1237), !dbg !48
  %1270 = tail call float @llvm.amdgcn.exp2.f32(float %1238), !dbg !48
  %1271 = tail call float @llvm.amdgcn.exp2.f32(float %1239), !dbg !48
  %1272 = tail call float @llvm.amdgcn.exp2.f32(float %1240), !dbg !48
  %1273 = tail call float @llvm.amdgcn.exp2.f32(float %1241), !dbg !48
  %1274 = tail call float @llvm.amdgcn.exp2.f32(float %1242), !dbg !48
  %1275 = tail call float @llvm.amdgcn.exp2.f32(float %1243), !dbg !48
  %1276 = fsub float %.lcssa38, %1211, !dbg !49
  %1277 = tail call float @llvm.amdgcn.exp2.f32(float %1276), !dbg !50
  %1278 = fadd float %1244, %1245, !dbg !52
  %1279 = fadd float %1246, %1278, !dbg !52
  %1280 = fadd float %1247, %1279, !dbg !52
  %1281 = fadd float %1248, %1280, !dbg !52
  %1282 = fadd float %1249, %1281, !dbg !52
  %1283 = fadd float %1250, %1282, !dbg !52
  %1284 = fadd float %1251, %1283, !dbg !52
  %1285 = fadd float %1252, %1284, !dbg !52
  %1286 = fadd float %1253, %1285, !dbg !52
  %1287 = fadd float %1254, %1286, !dbg !52
  %1288 = fadd float %1255, %1287, !dbg !52
  %1289 = fadd float %1256, %1288, !dbg !52
  %1290 = fadd float %1257, %1289, !dbg !52
  %1291 = fadd float %1258, %1290, !dbg !52
  %1292 = fadd float %1259, %1291, !dbg !52
  %1293 = fadd float %1260, %1292, !dbg !52
  %1294 = fadd float %1261, %1293, !dbg !52
  %1295 = fadd float %1262, %1294, !dbg !52
  %1296 = fadd float %1263, %1295, !dbg !52
  %1297 = fadd float %1264, %1296, !dbg !52
  %1298 = fadd float %1265, %1297, !dbg !52
  %1299 = fadd float %1266, %1298, !dbg !52
  %1300 = fadd float %1267, %1299, !dbg !52
  %1301 = fadd float %1268, %1300, !dbg !52
  %1302 = fadd float %1269, %1301, !dbg !52
  %1303 = fadd float %1270, %1302, !dbg !52
  %1304 = fadd float %1271, %1303, !dbg !52
  %1305 = fadd float %1272, %1304, !dbg !52
  %1306 = fadd float %1273, %1305, !dbg !52
  %1307 = fadd float %1274, %1306, !dbg !52
  %1308 = fadd float %1275, %1307, !dbg !52
  %1309 = bitcast float %1308 to i32, !dbg !53
  %1310 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %1207, i32 %1309), !dbg !53
  %1311 = shl nuw nsw i32 %20, 2, !dbg !56
  %1312 = shl nuw nsw i32 %73, 1, !dbg !56
  %1313 = or disjoint i32 %1311, %1312, !dbg !56
  %1314 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1313, !dbg !56
  %1315 = insertelement <1 x float> poison, float %1277, i64 0, !dbg !56
  store <1 x float> %1315, ptr addrspace(3) %1314, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %1316 = or disjoint i32 %1311, %21, !dbg !56
  %1317 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1316, !dbg !56
  %1318 = load <1 x float>, ptr addrspace(3) %1317, align 4, !dbg !56
  %1319 = fptrunc float %1244 to half, !dbg !57
  %1320 = fptrunc float %1245 to half, !dbg !57
  %1321 = fptrunc float %1246 to half, !dbg !57
  %1322 = fptrunc float %1247 to half, !dbg !57
  %1323 = fptrunc float %1248 to half, !dbg !57
  %1324 = fptrunc float %1249 to half, !dbg !57
  %1325 = fptrunc float %1250 to half, !dbg !57
  %1326 = fptrunc float %1251 to half, !dbg !57
  %1327 = fptrunc float %1252 to half, !dbg !57
  %1328 = fptrunc float %1253 to half, !dbg !57
  %1329 = fptrunc float %1254 to half, !dbg !57
  %1330 = fptrunc float %1255 to half, !dbg !57
  %1331 = fptrunc float %1256 to half, !dbg !57
  %1332 = fptrunc float %1257 to half, !dbg !57
  %1333 = fptrunc float %1258 to half, !dbg !57
  %1334 = fptrunc float %1259 to half, !dbg !57
  %1335 = fptrunc float %1260 to half, !dbg !57
  %1336 = fptrunc float %1261 to half, !dbg !57
  %1337 = fptrunc float %1262 to half, !dbg !57
  %1338 = fptrunc float %1263 to half, !dbg !57
  %1339 = fptrunc float %1264 to half, !dbg !57
  %1340 = fptrunc float %1265 to half, !dbg !57
  %1341 = fptrunc float %1266 to half, !dbg !57
  %1342 = fptrunc float %1267 to half, !dbg !57
  %1343 = fptrunc float %1268 to half, !dbg !57
  %1344 = fptrunc float %1269 to half, !dbg !57
  %1345 = fptrunc float %1270 to half, !dbg !57
  %1346 = fptrunc float %1271 to half, !dbg !57
  %1347 = fptrunc float %1272 to half, !dbg !57
  %1348 = fptrunc float %1273 to half, !dbg !57
  %1349 = fptrunc float %1274 to half, !dbg !57
  %1350 = fptrunc float %1275 to half, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1351 = shl nuw nsw i32 %20, 1, !dbg !57
  %1352 = shl nuw nsw i32 %28, 4, !dbg !57
  %1353 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1352, !dbg !57
  %1354 = getelementptr inbounds nuw i8, ptr addrspace(3) %1353, i32 %73, !dbg !57
  %1355 = getelementptr inbounds nuw i8, ptr addrspace(3) %1354, i32 %1351, !dbg !57
  %1356 = insertelement <1 x half> poison, half %1319, i64 0, !dbg !57
  store <1 x half> %1356, ptr addrspace(3) %1355, align 2, !dbg !57
  %1357 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 128, !dbg !57
  %1358 = insertelement <1 x half> poison, half %1320, i64 0, !dbg !57
  store <1 x half> %1358, ptr addrspace(3) %1357, align 2, !dbg !57
  %1359 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 256, !dbg !57
  %1360 = insertelement <1 x half> poison, half %1321, i64 0, !dbg !57
  store <1 x half> %1360, ptr addrspace(3) %1359, align 2, !dbg !57
  %1361 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 384, !dbg !57
  %1362 = insertelement <1 x half> poison, half %1322, i64 0, !dbg !57
  store <1 x half> %1362, ptr addrspace(3) %1361, align 2, !dbg !57
  %1363 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 1024, !dbg !57
  %1364 = insertelement <1 x half> poison, half %1323, i64 0, !dbg !57
  store <1 x half> %1364, ptr addrspace(3) %1363, align 2, !dbg !57
  %1365 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 1152, !dbg !57
  %1366 = insertelement <1 x half> poison, half %1324, i64 0, !dbg !57
  store <1 x half> %1366, ptr addrspace(3) %1365, align 2, !dbg !57
  %1367 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 1280, !dbg !57
  %1368 = insertelement <1 x half> poison, half %1325, i64 0, !dbg !57
  store <1 x half> %1368, ptr addrspace(3) %1367, align 2, !dbg !57
  %1369 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 1408, !dbg !57
  %1370 = insertelement <1 x half> poison, half %1326, i64 0, !dbg !57
  store <1 x half> %1370, ptr addrspace(3) %1369, align 2, !dbg !57
  %1371 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 2048, !dbg !57
  %1372 = insertelement <1 x half> poison, half %1327, i64 0, !dbg !57
  store <1 x half> %1372, ptr addrspace(3) %1371, align 2, !dbg !57
  %1373 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 2176, !dbg !57
  %1374 = insertelement <1 x half> poison, half %1328, i64 0, !dbg !57
  store <1 x half> %1374, ptr addrspace(3) %1373, align 2, !dbg !57
  %1375 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 2304, !dbg !57
  %1376 = insertelement <1 x half> poison, half %1329, i64 0, !dbg !57
  store <1 x half> %1376, ptr addrspace(3) %1375, align 2, !dbg !57
  %1377 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 2432, !dbg !57
  %1378 = insertelement <1 x half> poison, half %1330, i64 0, !dbg !57
  store <1 x half> %1378, ptr addrspace(3) %1377, align 2, !dbg !57
  %1379 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 3072, !dbg !57
  %1380 = insertelement <1 x half> poison, half %1331, i64 0, !dbg !57
  store <1 x half> %1380, ptr addrspace(3) %1379, align 2, !dbg !57
  %1381 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 3200, !dbg !57
  %1382 = insertelement <1 x half> poison, half %1332, i64 0, !dbg !57
  store <1 x half> %1382, ptr addrspace(3) %1381, align 2, !dbg !57
  %1383 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 3328, !dbg !57
  %1384 = insertelement <1 x half> poison, half %1333, i64 0, !dbg !57
  store <1 x half> %1384, ptr addrspace(3) %1383, align 2, !dbg !57
  %1385 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 3456, !dbg !57
  %1386 = insertelement <1 x half> poison, half %1334, i64 0, !dbg !57
  store <1 x half> %1386, ptr addrspace(3) %1385, align 2, !dbg !57
  %1387 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 4096, !dbg !57
  %1388 = insertelement <1 x half> poison, half %1335, i64 0, !dbg !57
  store <1 x half> %1388, ptr addrspace(3) %1387, align 2, !dbg !57
  %1389 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 4224, !dbg !57
  %1390 = insertelement <1 x half> poison, half %1336, i64 0, !dbg !57
  store <1 x half> %1390, ptr addrspace(3) %1389, align 2, !dbg !57
  %1391 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 4352, !dbg !57
  %1392 = insertelement <1 x half> poison, half %1337, i64 0, !dbg !57
  store <1 x half> %1392, ptr addrspace(3) %1391, align 2, !dbg !57
  %1393 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 4480, !dbg !57
  %1394 = insertelement <1 x half> poison, half %1338, i64 0, !dbg !57
  store <1 x half> %1394, ptr addrspace(3) %1393, align 2, !dbg !57
  %1395 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 5120, !dbg !57
  %1396 = insertelement <1 x half> poison, half %1339, i64 0, !dbg !57
  store <1 x half> %1396, ptr addrspace(3) %1395, align 2, !dbg !57
  %1397 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 5248, !dbg !57
  %1398 = insertelement <1 x half> poison, half %1340, i64 0, !dbg !57
  store <1 x half> %1398, ptr addrspace(3) %1397, align 2, !dbg !57
  %1399 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 5376, !dbg !57
  %1400 = insertelement <1 x half> poison, half %1341, i64 0, !dbg !57
  store <1 x half> %1400, ptr addrspace(3) %1399, align 2, !dbg !57
  %1401 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 5504, !dbg !57
  %1402 = insertelement <1 x half> poison, half %1342, i64 0, !dbg !57
  store <1 x half> %1402, ptr addrspace(3) %1401, align 2, !dbg !57
  %1403 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 6144, !dbg !57
  %1404 = insertelement <1 x half> poison, half %1343, i64 0, !dbg !57
  store <1 x half> %1404, ptr addrspace(3) %1403, align 2, !dbg !57
  %1405 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 6272, !dbg !57
  %1406 = insertelement <1 x half> poison, half %1344, i64 0, !dbg !57
  store <1 x half> %1406, ptr addrspace(3) %1405, align 2, !dbg !57
  %1407 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 6400, !dbg !57
  %1408 = insertelement <1 x half> poison, half %1345, i64 0, !dbg !57
  store <1 x half> %1408, ptr addrspace(3) %1407, align 2, !dbg !57
  %1409 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 6528, !dbg !57
  %1410 = insertelement <1 x half> poison, half %1346, i64 0, !dbg !57
  store <1 x half> %1410, ptr addrspace(3) %1409, align 2, !dbg !57
  %1411 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 7168, !dbg !57
  %1412 = insertelement <1 x half> poison, half %1347, i64 0, !dbg !57
  store <1 x half> %1412, ptr addrspace(3) %1411, align 2, !dbg !57
  %1413 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 7296, !dbg !57
  %1414 = insertelement <1 x half> poison, half %1348, i64 0, !dbg !57
  store <1 x half> %1414, ptr addrspace(3) %1413, align 2, !dbg !57
  %1415 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 7424, !dbg !57
  %1416 = insertelement <1 x half> poison, half %1349, i64 0, !dbg !57
  store <1 x half> %1416, ptr addrspace(3) %1415, align 2, !dbg !57
  %1417 = getelementptr inbounds nuw i8, ptr addrspace(3) %1355, i32 7552, !dbg !57
  %1418 = insertelement <1 x half> poison, half %1350, i64 0, !dbg !57
  store <1 x half> %1418, ptr addrspace(3) %1417, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1419 = extractelement <2 x float> %889, i64 0, !dbg !58
  %1420 = extractelement <2 x float> %889, i64 1, !dbg !58
  %1421 = extractelement <2 x float> %890, i64 0, !dbg !58
  %1422 = extractelement <2 x float> %890, i64 1, !dbg !58
  %1423 = extractelement <2 x float> %891, i64 0, !dbg !58
  %1424 = extractelement <2 x float> %891, i64 1, !dbg !58
  %1425 = extractelement <2 x float> %892, i64 0, !dbg !58
  %1426 = extractelement <2 x float> %892, i64 1, !dbg !58
  %1427 = extractelement <2 x float> %893, i64 0, !dbg !58
  %1428 = extractelement <2 x float> %893, i64 1, !dbg !58
  %1429 = extractelement <2 x float> %894, i64 0, !dbg !58
  %1430 = extractelement <2 x float> %894, i64 1, !dbg !58
  %1431 = extractelement <2 x float> %895, i64 0, !dbg !58
  %1432 = extractelement <2 x float> %895, i64 1, !dbg !58
  %1433 = extractelement <2 x float> %896, i64 0, !dbg !58
  %1434 = extractelement <2 x float> %896, i64 1, !dbg !58
  br i1 %902, label %1435, label %1579, !dbg !58

1435:                                             ; preds = %1045
  %1436 = fmul float %.lcssa37, %1277, !dbg !51
  %1437 = bitcast i32 %1310 to float, !dbg !53
  %1438 = fadd float %1308, %1437, !dbg !52
  %1439 = fadd float %1436, %1438, !dbg !55
  %1440 = lshr exact i32 %21, 1, !dbg !57
  %1441 = getelementptr inbounds nuw i8, ptr addrspace(3) %1353, i32 %1440, !dbg !57
  %1442 = getelementptr inbounds nuw i8, ptr addrspace(3) %1441, i32 %1351, !dbg !57
  %1443 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 7552, !dbg !57
  %1444 = load <1 x half>, ptr addrspace(3) %1443, align 2, !dbg !57
  %1445 = shufflevector <1 x half> %1444, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1446 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 7424, !dbg !57
  %1447 = load <1 x half>, ptr addrspace(3) %1446, align 2, !dbg !57
  %1448 = shufflevector <1 x half> %1447, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1449 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 7296, !dbg !57
  %1450 = load <1 x half>, ptr addrspace(3) %1449, align 2, !dbg !57
  %1451 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 7168, !dbg !57
  %1452 = load <1 x half>, ptr addrspace(3) %1451, align 2, !dbg !57
  %1453 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 6528, !dbg !57
  %1454 = load <1 x half>, ptr addrspace(3) %1453, align 2, !dbg !57
  %1455 = shufflevector <1 x half> %1454, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1456 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 6400, !dbg !57
  %1457 = load <1 x half>, ptr addrspace(3) %1456, align 2, !dbg !57
  %1458 = shufflevector <1 x half> %1457, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1459 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 6272, !dbg !57
  %1460 = load <1 x half>, ptr addrspace(3) %1459, align 2, !dbg !57
  %1461 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 6144, !dbg !57
  %1462 = load <1 x half>, ptr addrspace(3) %1461, align 2, !dbg !57
  %1463 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 5504, !dbg !57
  %1464 = load <1 x half>, ptr addrspace(3) %1463, align 2, !dbg !57
  %1465 = shufflevector <1 x half> %1464, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1466 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 5376, !dbg !57
  %1467 = load <1 x half>, ptr addrspace(3) %1466, align 2, !dbg !57
  %1468 = shufflevector <1 x half> %1467, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1469 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 5248, !dbg !57
  %1470 = load <1 x half>, ptr addrspace(3) %1469, align 2, !dbg !57
  %1471 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 5120, !dbg !57
  %1472 = load <1 x half>, ptr addrspace(3) %1471, align 2, !dbg !57
  %1473 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 4480, !dbg !57
  %1474 = load <1 x half>, ptr addrspace(3) %1473, align 2, !dbg !57
  %1475 = shufflevector <1 x half> %1474, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1476 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 4352, !dbg !57
  %1477 = load <1 x half>, ptr addrspace(3) %1476, align 2, !dbg !57
  %1478 = shufflevector <1 x half> %1477, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1479 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 4224, !dbg !57
  %1480 = load <1 x half>, ptr addrspace(3) %1479, align 2, !dbg !57
  %1481 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 4096, !dbg !57
  %1482 = load <1 x half>, ptr addrspace(3) %1481, align 2, !dbg !57
  %1483 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 3456, !dbg !57
  %1484 = load <1 x half>, ptr addrspace(3) %1483, align 2, !dbg !57
  %1485 = shufflevector <1 x half> %1484, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1486 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 3328, !dbg !57
  %1487 = load <1 x half>, ptr addrspace(3) %1486, align 2, !dbg !57
  %1488 = shufflevector <1 x half> %1487, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1489 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 3200, !dbg !57
  %1490 = load <1 x half>, ptr addrspace(3) %1489, align 2, !dbg !57
  %1491 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 3072, !dbg !57
  %1492 = load <1 x half>, ptr addrspace(3) %1491, align 2, !dbg !57
  %1493 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 2432, !dbg !57
  %1494 = load <1 x half>, ptr addrspace(3) %1493, align 2, !dbg !57
  %1495 = shufflevector <1 x half> %1494, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1496 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 2304, !dbg !57
  %1497 = load <1 x half>, ptr addrspace(3) %1496, align 2, !dbg !57
  %1498 = shufflevector <1 x half> %1497, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1499 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 2176, !dbg !57
  %1500 = load <1 x half>, ptr addrspace(3) %1499, align 2, !dbg !57
  %1501 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 2048, !dbg !57
  %1502 = load <1 x half>, ptr addrspace(3) %1501, align 2, !dbg !57
  %1503 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 1408, !dbg !57
  %1504 = load <1 x half>, ptr addrspace(3) %1503, align 2, !dbg !57
  %1505 = shufflevector <1 x half> %1504, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1506 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 1280, !dbg !57
  %1507 = load <1 x half>, ptr addrspace(3) %1506, align 2, !dbg !57
  %1508 = shufflevector <1 x half> %1507, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1509 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 1152, !dbg !57
  %1510 = load <1 x half>, ptr addrspace(3) %1509, align 2, !dbg !57
  %1511 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 1024, !dbg !57
  %1512 = load <1 x half>, ptr addrspace(3) %1511, align 2, !dbg !57
  %1513 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 384, !dbg !57
  %1514 = load <1 x half>, ptr addrspace(3) %1513, align 2, !dbg !57
  %1515 = shufflevector <1 x half> %1514, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1516 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 256, !dbg !57
  %1517 = load <1 x half>, ptr addrspace(3) %1516, align 2, !dbg !57
  %1518 = shufflevector <1 x half> %1517, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1519 = getelementptr inbounds nuw i8, ptr addrspace(3) %1442, i32 128, !dbg !57
  %1520 = load <1 x half>, ptr addrspace(3) %1519, align 2, !dbg !57
  %1521 = load <1 x half>, ptr addrspace(3) %1442, align 2, !dbg !57
  %1522 = shufflevector <1 x half> %1521, <1 x half> %1520, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1523 = shufflevector <4 x half> %1522, <4 x half> %1518, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1524 = shufflevector <4 x half> %1523, <4 x half> %1515, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1525 = shufflevector <1 x half> %1512, <1 x half> %1510, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1526 = shufflevector <4 x half> %1525, <4 x half> %1508, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1527 = shufflevector <4 x half> %1526, <4 x half> %1505, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1528 = shufflevector <1 x half> %1502, <1 x half> %1500, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1529 = shufflevector <4 x half> %1528, <4 x half> %1498, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1530 = shufflevector <4 x half> %1529, <4 x half> %1495, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1531 = shufflevector <1 x half> %1492, <1 x half> %1490, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1532 = shufflevector <4 x half> %1531, <4 x half> %1488, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1533 = shufflevector <4 x half> %1532, <4 x half> %1485, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1534 = shufflevector <1 x half> %1482, <1 x half> %1480, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1535 = shufflevector <4 x half> %1534, <4 x half> %1478, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1536 = shufflevector <4 x half> %1535, <4 x half> %1475, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1537 = shufflevector <1 x half> %1472, <1 x half> %1470, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1538 = shufflevector <4 x half> %1537, <4 x half> %1468, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1539 = shufflevector <4 x half> %1538, <4 x half> %1465, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1540 = shufflevector <1 x half> %1462, <1 x half> %1460, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1541 = shufflevector <4 x half> %1540, <4 x half> %1458, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1542 = shufflevector <4 x half> %1541, <4 x half> %1455, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1543 = shufflevector <1 x half> %1452, <1 x half> %1450, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1544 = shufflevector <4 x half> %1543, <4 x half> %1448, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1545 = shufflevector <4 x half> %1544, <4 x half> %1445, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1546 = shufflevector <2 x float> %889, <2 x float> %890, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1547 = shufflevector <2 x float> %891, <2 x float> %892, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1548 = shufflevector <2 x float> %893, <2 x float> %894, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1549 = shufflevector <2 x float> %895, <2 x float> %896, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1550 = shufflevector <4 x float> %1546, <4 x float> %1547, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1551 = shufflevector <4 x float> %1548, <4 x float> %1549, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1552 = shufflevector <8 x float> %1550, <8 x float> %1551, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %1553 = shufflevector <1 x float> %1318, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %1554 = fmul <16 x float> %1552, %1553, !dbg !58
  %1555 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %941, <4 x half> %1524, <16 x float> %1554, i32 0, i32 0, i32 0), !dbg !58
  %1556 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %944, <4 x half> %1527, <16 x float> %1555, i32 0, i32 0, i32 0), !dbg !58
  %1557 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %947, <4 x half> %1530, <16 x float> %1556, i32 0, i32 0, i32 0), !dbg !58
  %1558 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %950, <4 x half> %1533, <16 x float> %1557, i32 0, i32 0, i32 0), !dbg !58
  %1559 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %953, <4 x half> %1536, <16 x float> %1558, i32 0, i32 0, i32 0), !dbg !58
  %1560 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %956, <4 x half> %1539, <16 x float> %1559, i32 0, i32 0, i32 0), !dbg !58
  %1561 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %959, <4 x half> %1542, <16 x float> %1560, i32 0, i32 0, i32 0), !dbg !58
  %1562 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %962, <4 x half> %1545, <16 x float> %1561, i32 0, i32 0, i32 0), !dbg !58
  %1563 = extractelement <16 x float> %1562, i64 0, !dbg !58
  %1564 = extractelement <16 x float> %1562, i64 1, !dbg !58
  %1565 = extractelement <16 x float> %1562, i64 2, !dbg !58
  %1566 = extractelement <16 x float> %1562, i64 3, !dbg !58
  %1567 = extractelement <16 x float> %1562, i64 4, !dbg !58
  %1568 = extractelement <16 x float> %1562, i64 5, !dbg !58
  %1569 = extractelement <16 x float> %1562, i64 6, !dbg !58
  %1570 = extractelement <16 x float> %1562, i64 7, !dbg !58
  %1571 = extractelement <16 x float> %1562, i64 8, !dbg !58
  %1572 = extractelement <16 x float> %1562, i64 9, !dbg !58
  %1573 = extractelement <16 x float> %1562, i64 10, !dbg !58
  %1574 = extractelement <16 x float> %1562, i64 11, !dbg !58
  %1575 = extractelement <16 x float> %1562, i64 12, !dbg !58
  %1576 = extractelement <16 x float> %1562, i64 13, !dbg !58
  %1577 = extractelement <16 x float> %1562, i64 14, !dbg !58
  %1578 = extractelement <16 x float> %1562, i64 15, !dbg !58
  br label %1579, !dbg !58

1579:                                             ; preds = %1435, %1045
  %1580 = phi float [ %1578, %1435 ], [ %1434, %1045 ]
  %1581 = phi float [ %1577, %1435 ], [ %1433, %1045 ]
  %1582 = phi float [ %1576, %1435 ], [ %1432, %1045 ]
  %1583 = phi float [ %1575, %1435 ], [ %1431, %1045 ]
  %1584 = phi float [ %1574, %1435 ], [ %1430, %1045 ]
  %1585 = phi float [ %1573, %1435 ], [ %1429, %1045 ]
  %1586 = phi float [ %1572, %1435 ], [ %1428, %1045 ]
  %1587 = phi float [ %1571, %1435 ], [ %1427, %1045 ]
  %1588 = phi float [ %1570, %1435 ], [ %1426, %1045 ]
  %1589 = phi float [ %1569, %1435 ], [ %1425, %1045 ]
  %1590 = phi float [ %1568, %1435 ], [ %1424, %1045 ]
  %1591 = phi float [ %1567, %1435 ], [ %1423, %1045 ]
  %1592 = phi float [ %1566, %1435 ], [ %1422, %1045 ]
  %1593 = phi float [ %1565, %1435 ], [ %1421, %1045 ]
  %1594 = phi float [ %1564, %1435 ], [ %1420, %1045 ]
  %1595 = phi float [ %1563, %1435 ], [ %1419, %1045 ]
  %1596 = phi float [ %1439, %1435 ], [ %.lcssa37, %1045 ]
  %1597 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1313, !dbg !61
  %1598 = insertelement <1 x float> poison, float %1596, i64 0, !dbg !61
  store <1 x float> %1598, ptr addrspace(3) %1597, align 4, !dbg !61
  fence syncscope("workgroup") release, !dbg !61
  tail call void @llvm.amdgcn.s.barrier(), !dbg !61
  fence syncscope("workgroup") acquire, !dbg !61
  br i1 %65, label %.critedge, label %.critedge4, !dbg !62

.critedge:                                        ; preds = %1579
  %1599 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1316, !dbg !61
  %1600 = load <1 x float>, ptr addrspace(3) %1599, align 4, !dbg !61
  %1601 = extractelement <1 x float> %1600, i64 0, !dbg !61
  %1602 = fdiv float %1580, %1601, !dbg !61
  %1603 = fptrunc float %1602 to half, !dbg !63
  %1604 = fdiv float %1581, %1601, !dbg !61
  %1605 = fptrunc float %1604 to half, !dbg !63
  %1606 = fdiv float %1582, %1601, !dbg !61
  %1607 = fptrunc float %1606 to half, !dbg !63
  %1608 = fdiv float %1583, %1601, !dbg !61
  %1609 = fptrunc float %1608 to half, !dbg !63
  %1610 = fdiv float %1584, %1601, !dbg !61
  %1611 = fptrunc float %1610 to half, !dbg !63
  %1612 = fdiv float %1585, %1601, !dbg !61
  %1613 = fptrunc float %1612 to half, !dbg !63
  %1614 = fdiv float %1586, %1601, !dbg !61
  %1615 = fptrunc float %1614 to half, !dbg !63
  %1616 = fdiv float %1587, %1601, !dbg !61
  %1617 = fptrunc float %1616 to half, !dbg !63
  %1618 = getelementptr half, ptr addrspace(1) %3, i64 %15, !dbg !64
  %1619 = sext i32 %69 to i64, !dbg !65
  %1620 = getelementptr half, ptr addrspace(1) %1618, i64 %1619, !dbg !65
  %1621 = zext nneg i32 %76 to i64, !dbg !66
  %1622 = getelementptr half, ptr addrspace(1) %1620, i64 %1621, !dbg !66
  %1623 = getelementptr i8, ptr addrspace(1) %1622, i64 48, !dbg !66
  %1624 = getelementptr i8, ptr addrspace(1) %1622, i64 32, !dbg !66
  %1625 = fdiv float %1595, %1601, !dbg !61
  %1626 = fptrunc float %1625 to half, !dbg !63
  %1627 = insertelement <4 x half> poison, half %1626, i64 0, !dbg !62
  %1628 = fdiv float %1594, %1601, !dbg !61
  %1629 = fptrunc float %1628 to half, !dbg !63
  %1630 = insertelement <4 x half> %1627, half %1629, i64 1, !dbg !62
  %1631 = fdiv float %1593, %1601, !dbg !61
  %1632 = fptrunc float %1631 to half, !dbg !63
  %1633 = insertelement <4 x half> %1630, half %1632, i64 2, !dbg !62
  %1634 = fdiv float %1592, %1601, !dbg !61
  %1635 = fptrunc float %1634 to half, !dbg !63
  %1636 = insertelement <4 x half> %1633, half %1635, i64 3, !dbg !62
  %1637 = fdiv float %1588, %1601, !dbg !61
  %1638 = fptrunc float %1637 to half, !dbg !63
  %1639 = fdiv float %1589, %1601, !dbg !61
  %1640 = fptrunc float %1639 to half, !dbg !63
  %1641 = fdiv float %1590, %1601, !dbg !61
  %1642 = fptrunc float %1641 to half, !dbg !63
  %1643 = fdiv float %1591, %1601, !dbg !61
  %1644 = fptrunc float %1643 to half, !dbg !63
  %1645 = getelementptr i8, ptr addrspace(1) %1622, i64 16, !dbg !66
  store <4 x half> %1636, ptr addrspace(1) %1622, align 8, !dbg !62
  %1646 = insertelement <4 x half> poison, half %1644, i64 0, !dbg !62
  %1647 = insertelement <4 x half> %1646, half %1642, i64 1, !dbg !62
  %1648 = insertelement <4 x half> %1647, half %1640, i64 2, !dbg !62
  %1649 = insertelement <4 x half> %1648, half %1638, i64 3, !dbg !62
  store <4 x half> %1649, ptr addrspace(1) %1645, align 8, !dbg !62
  %1650 = insertelement <4 x half> poison, half %1617, i64 0, !dbg !62
  %1651 = insertelement <4 x half> %1650, half %1615, i64 1, !dbg !62
  %1652 = insertelement <4 x half> %1651, half %1613, i64 2, !dbg !62
  %1653 = insertelement <4 x half> %1652, half %1611, i64 3, !dbg !62
  store <4 x half> %1653, ptr addrspace(1) %1624, align 8, !dbg !62
  %1654 = insertelement <4 x half> poison, half %1609, i64 0, !dbg !62
  %1655 = insertelement <4 x half> %1654, half %1607, i64 1, !dbg !62
  %1656 = insertelement <4 x half> %1655, half %1605, i64 2, !dbg !62
  %1657 = insertelement <4 x half> %1656, half %1603, i64 3, !dbg !62
  store <4 x half> %1657, ptr addrspace(1) %1623, align 8, !dbg !62
  br label %.critedge4, !dbg !62

.critedge4:                                       ; preds = %1579, %.critedge
  ret void, !dbg !67
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.y() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.waitcnt(i32 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/tmp/regen")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = !DISubprogram(name: "llvm.amdgcn.exp2.f32", linkageName: "llvm.amdgcn.exp2.f32", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagOptimized)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = distinct !DISubprogram(name: "flash_attn_fwd_kernel", linkageName: "flash_attn_fwd_kernel", scope: !1, file: !1, line: 58, type: !5, scopeLine: 58, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!8 = !DILocation(line: 62, column: 25, scope: !7)
!9 = !DILocation(line: 62, column: 31, scope: !7)
!10 = !DILocation(line: 62, column: 43, scope: !7)
!11 = !DILocation(line: 62, column: 53, scope: !7)
!12 = !DILocation(line: 63, column: 26, scope: !7)
!13 = !DILocation(line: 63, column: 31, scope: !7)
!14 = !DILocation(line: 63, column: 54, scope: !7)
!15 = !DILocation(line: 63, column: 41, scope: !7)
!16 = !DILocation(line: 65, column: 29, scope: !7)
!17 = !DILocation(line: 66, column: 25, scope: !7)
!18 = !DILocation(line: 66, column: 49, scope: !7)
!19 = !DILocation(line: 66, column: 32, scope: !7)
!20 = !DILocation(line: 66, column: 68, scope: !7)
!21 = !DILocation(line: 66, column: 62, scope: !7)
!22 = !DILocation(line: 66, column: 21, scope: !7)
!23 = !DILocation(line: 70, column: 23, scope: !7)
!24 = !DILocation(line: 74, column: 29, scope: !7)
!25 = !DILocation(line: 75, column: 29, scope: !7)
!26 = !DILocation(line: 71, column: 35, scope: !7)
!27 = !DILocation(line: 73, column: 33, scope: !7)
!28 = !DILocation(line: 74, column: 53, scope: !7)
!29 = !DILocation(line: 74, column: 36, scope: !7)
!30 = !DILocation(line: 74, column: 66, scope: !7)
!31 = !DILocation(line: 74, column: 25, scope: !7)
!32 = !DILocation(line: 75, column: 36, scope: !7)
!33 = !DILocation(line: 75, column: 66, scope: !7)
!34 = !DILocation(line: 75, column: 25, scope: !7)
!35 = !DILocation(line: 72, column: 24, scope: !7)
!36 = !DILocation(line: 76, column: 27, scope: !7)
!37 = !DILocation(line: 76, column: 47, scope: !7)
!38 = !DILocation(line: 77, column: 30, scope: !7)
!39 = !DILocation(line: 77, column: 52, scope: !7)
!40 = !DILocation(line: 170, column: 27, scope: !41, inlinedAt: !43)
!41 = distinct !DILexicalBlockFile(scope: !7, file: !42, discriminator: 0)
!42 = !DIFile(filename: "standard.py", directory: "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/triton/language")
!43 = !DILocation(line: 191, column: 40, scope: !41, inlinedAt: !44)
!44 = !DILocation(line: 78, column: 45, scope: !45)
!45 = distinct !DILexicalBlockFile(scope: !7, file: !1, discriminator: 0)
!46 = !DILocation(line: 78, column: 38, scope: !7)
!47 = !DILocation(line: 79, column: 29, scope: !7)
!48 = !DILocation(line: 79, column: 25, scope: !7)
!49 = !DILocation(line: 80, column: 38, scope: !7)
!50 = !DILocation(line: 80, column: 28, scope: !7)
!51 = !DILocation(line: 81, column: 28, scope: !7)
!52 = !DILocation(line: 263, column: 15, scope: !41, inlinedAt: !53)
!53 = !DILocation(line: 293, column: 36, scope: !41, inlinedAt: !54)
!54 = !DILocation(line: 81, column: 42, scope: !45)
!55 = !DILocation(line: 81, column: 35, scope: !7)
!56 = !DILocation(line: 82, column: 20, scope: !7)
!57 = !DILocation(line: 82, column: 48, scope: !7)
!58 = !DILocation(line: 82, column: 61, scope: !7)
!59 = !DILocation(line: 67, column: 49, scope: !7)
!60 = !DILocation(line: 68, column: 35, scope: !7)
!61 = !DILocation(line: 84, column: 16, scope: !7)
!62 = !DILocation(line: 85, column: 70, scope: !7)
!63 = !DILocation(line: 85, column: 77, scope: !7)
!64 = !DILocation(line: 85, column: 17, scope: !7)
!65 = !DILocation(line: 85, column: 24, scope: !7)
!66 = !DILocation(line: 85, column: 54, scope: !7)
!67 = !DILocation(line: 85, column: 4, scope: !7)
