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
  %19 = and i32 %18, 31, !dbg !14
  %20 = and i32 %18, 128, !dbg !14
  %21 = lshr exact i32 %20, 2, !dbg !14
  %22 = lshr i32 %18, 3, !dbg !14
  %23 = and i32 %22, 31, !dbg !14
  %24 = or disjoint i32 %23, 32, !dbg !14
  %25 = and i32 %18, 32, !dbg !14
  %26 = icmp eq i32 %25, 0, !dbg !14
  %27 = lshr exact i32 %25, 3, !dbg !14
  %28 = or disjoint i32 %27, 16, !dbg !14
  %29 = or disjoint i32 %27, 32, !dbg !14
  %30 = or disjoint i32 %27, 48, !dbg !14
  %31 = or disjoint i32 %19, %21, !dbg !15
  %32 = or disjoint i32 %31, %17, !dbg !15
  %33 = or disjoint i32 %23, %17, !dbg !15
  %34 = or disjoint i32 %24, %17, !dbg !15
  %35 = icmp slt i32 %32, %4, !dbg !16
  %36 = icmp slt i32 %33, %4, !dbg !16
  %37 = icmp slt i32 %34, %4, !dbg !16
  %38 = getelementptr half, ptr addrspace(1) %0, i64 %15, !dbg !17
  %39 = mul i32 %5, %32, !dbg !18
  %40 = mul i32 %5, %34, !dbg !18
  %41 = sext i32 %40 to i64, !dbg !19
  %42 = getelementptr half, ptr addrspace(1) %38, i64 %41, !dbg !19
  %43 = lshr exact i32 %25, 2, !dbg !20
  %44 = and i32 %18, 64, !dbg !20
  %45 = lshr exact i32 %44, 1, !dbg !20
  %46 = or disjoint i32 %43, %45, !dbg !20
  %47 = shl nuw nsw i32 %18, 3, !dbg !20
  %48 = and i32 %47, 56, !dbg !20
  %49 = zext nneg i32 %48 to i64, !dbg !21
  %50 = getelementptr half, ptr addrspace(1) %42, i64 %49, !dbg !21
  br i1 %36, label %51, label %57, !dbg !22

51:                                               ; preds = %9
  %52 = mul i32 %5, %33
  %53 = sext i32 %52 to i64
  %54 = getelementptr half, ptr addrspace(1) %38, i64 %53
  %55 = getelementptr half, ptr addrspace(1) %54, i64 %49
  %56 = load <8 x half>, ptr addrspace(1) %55, align 16, !dbg !22
  br label %57, !dbg !22

57:                                               ; preds = %51, %9
  %58 = phi <8 x half> [ %56, %51 ], [ zeroinitializer, %9 ], !dbg !22
  br i1 %37, label %59, label %61, !dbg !22

59:                                               ; preds = %57
  %60 = load <8 x half>, ptr addrspace(1) %50, align 16, !dbg !22
  br label %61, !dbg !22

61:                                               ; preds = %59, %57
  %62 = phi <8 x half> [ %60, %59 ], [ zeroinitializer, %57 ], !dbg !22
  %63 = shl nuw nsw i32 %18, 4, !dbg !22
  %64 = and i32 %63, 4080, !dbg !22
  %65 = and i32 %18, 112, !dbg !22
  %66 = xor i32 %64, %65, !dbg !22
  %67 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %66, !dbg !22
  store <8 x half> %58, ptr addrspace(3) %67, align 16, !dbg !22
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) %67, i32 4096, !dbg !22
  store <8 x half> %62, ptr addrspace(3) %68, align 16, !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  %69 = shl nuw nsw i32 %19, 7, !dbg !22
  %70 = and i32 %47, 112, !dbg !22
  %71 = lshr exact i32 %25, 1, !dbg !22
  %72 = shl nuw nsw i32 %44, 6, !dbg !22
  %73 = xor i32 %70, %71, !dbg !22
  %74 = or disjoint i32 %73, %72, !dbg !22
  %75 = or disjoint i32 %74, %69, !dbg !22
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %75, !dbg !22
  %77 = load <8 x half>, ptr addrspace(3) %76, align 16, !dbg !22
  %78 = xor i32 %75, 32, !dbg !22
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %78, !dbg !22
  %80 = load <8 x half>, ptr addrspace(3) %79, align 16, !dbg !22
  %81 = xor i32 %75, 64, !dbg !22
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81, !dbg !22
  %83 = load <8 x half>, ptr addrspace(3) %82, align 16, !dbg !22
  %84 = xor i32 %75, 96, !dbg !22
  %85 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %84, !dbg !22
  %86 = load <8 x half>, ptr addrspace(3) %85, align 16, !dbg !22
  %87 = fmul float %6, 0x3FF7154760000000, !dbg !23
  %88 = getelementptr half, ptr addrspace(1) %1, i64 %15, !dbg !24
  %89 = getelementptr half, ptr addrspace(1) %2, i64 %15, !dbg !25
  %90 = icmp sgt i32 %4, 0, !dbg !26
  %91 = icmp slt i32 %23, %4, !dbg !27
  %92 = icmp slt i32 %24, %4, !dbg !27
  %93 = mul i32 %5, %23, !dbg !28
  %94 = mul i32 %5, %24, !dbg !28
  %95 = sext i32 %94 to i64, !dbg !29
  %96 = getelementptr half, ptr addrspace(1) %88, i64 %95, !dbg !29
  %97 = getelementptr half, ptr addrspace(1) %96, i64 %49, !dbg !30
  %98 = and i1 %90, %92, !dbg !26
  br i1 %91, label %99, label %104, !dbg !31

99:                                               ; preds = %61
  %100 = sext i32 %93 to i64
  %101 = getelementptr half, ptr addrspace(1) %88, i64 %100
  %102 = getelementptr half, ptr addrspace(1) %101, i64 %49
  %103 = load <8 x half>, ptr addrspace(1) %102, align 16, !dbg !31
  br label %104, !dbg !31

104:                                              ; preds = %99, %61
  %105 = phi <8 x half> [ %103, %99 ], [ zeroinitializer, %61 ], !dbg !31
  br i1 %98, label %106, label %108, !dbg !31

106:                                              ; preds = %104
  %107 = load <8 x half>, ptr addrspace(1) %97, align 16, !dbg !31
  br label %108, !dbg !31

108:                                              ; preds = %106, %104
  %109 = phi <8 x half> [ %107, %106 ], [ zeroinitializer, %104 ], !dbg !31
  %110 = getelementptr half, ptr addrspace(1) %89, i64 %95, !dbg !32
  %111 = getelementptr half, ptr addrspace(1) %110, i64 %49, !dbg !33
  br i1 %91, label %112, label %117, !dbg !34

112:                                              ; preds = %108
  %113 = sext i32 %93 to i64
  %114 = getelementptr half, ptr addrspace(1) %89, i64 %113
  %115 = getelementptr half, ptr addrspace(1) %114, i64 %49
  %116 = load <8 x half>, ptr addrspace(1) %115, align 16, !dbg !34
  br label %117, !dbg !34

117:                                              ; preds = %112, %108
  %118 = phi <8 x half> [ %116, %112 ], [ zeroinitializer, %108 ], !dbg !34
  br i1 %98, label %119, label %121, !dbg !34

119:                                              ; preds = %117
  %120 = load <8 x half>, ptr addrspace(1) %111, align 16, !dbg !34
  br label %121, !dbg !34

121:                                              ; preds = %119, %117
  %122 = phi <8 x half> [ %120, %119 ], [ zeroinitializer, %117 ], !dbg !34
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  store <8 x half> %105, ptr addrspace(3) %67, align 16, !dbg !31
  store <8 x half> %109, ptr addrspace(3) %68, align 16, !dbg !31
  %123 = lshr exact i32 %65, 1, !dbg !34
  %124 = xor i32 %64, %123, !dbg !34
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %124, !dbg !34
  %126 = shufflevector <8 x half> %118, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %126, ptr addrspace(3) %125, align 8, !dbg !34
  %127 = getelementptr inbounds nuw i8, ptr addrspace(3) %125, i32 4096, !dbg !34
  %128 = shufflevector <8 x half> %122, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %128, ptr addrspace(3) %127, align 8, !dbg !34
  %129 = xor i32 %124, 8, !dbg !34
  %130 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %129, !dbg !34
  %131 = shufflevector <8 x half> %118, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %131, ptr addrspace(3) %130, align 8, !dbg !34
  %132 = getelementptr inbounds nuw i8, ptr addrspace(3) %130, i32 4096, !dbg !34
  %133 = shufflevector <8 x half> %122, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %133, ptr addrspace(3) %132, align 8, !dbg !34
  %134 = add i32 %4, -64, !dbg !26
  %invariant.gep = getelementptr half, ptr addrspace(1) %88, i64 %49, !dbg !26
  %invariant.gep37 = getelementptr half, ptr addrspace(1) %89, i64 %49, !dbg !26
  %135 = icmp sgt i32 %134, 0, !dbg !26
  br i1 %135, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !26

.._crit_edge_crit_edge:                           ; preds = %121
  %.pre = shl nuw nsw i32 %18, 5, !dbg !34
  %.pre48 = and i32 %.pre, 384, !dbg !34
  %.pre50 = and i32 %47, 24, !dbg !34
  %.pre52 = and i32 %18, 72, !dbg !34
  %.pre54 = shl nuw nsw i32 %18, 1, !dbg !34
  %.pre56 = and i32 %.pre54, 32, !dbg !34
  %.pre58 = select i1 %26, i32 0, i32 528, !dbg !34
  %.pre60 = or disjoint i32 %.pre48, %.pre50, !dbg !34
  %.pre62 = or disjoint i32 %.pre58, %.pre52, !dbg !34
  %.pre64 = xor i32 %.pre62, %.pre60, !dbg !34
  %.pre66 = or disjoint i32 %.pre64, %.pre56, !dbg !34
  %.pre68 = xor i32 %.pre66, 1056, !dbg !34
  br label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %121
  %136 = or disjoint i32 %69, %70
  %137 = xor i32 %136, %71
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %137
  %139 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 4096
  %140 = xor i32 %137, 32
  %141 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %140
  %142 = getelementptr inbounds nuw i8, ptr addrspace(3) %141, i32 4096
  %143 = xor i32 %137, 64
  %144 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %143
  %145 = getelementptr inbounds nuw i8, ptr addrspace(3) %144, i32 4096
  %146 = xor i32 %137, 96
  %147 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %146
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) %147, i32 4096
  %149 = shl nuw nsw i32 %18, 5
  %150 = and i32 %149, 384
  %151 = and i32 %47, 24
  %152 = and i32 %18, 72
  %153 = shl nuw nsw i32 %18, 1
  %154 = and i32 %153, 32
  %155 = select i1 %26, i32 0, i32 528
  %156 = or disjoint i32 %150, %151
  %157 = or disjoint i32 %155, %152
  %158 = xor i32 %157, %156
  %159 = or disjoint i32 %158, %154
  %160 = xor i32 %159, 1056
  %161 = shl nuw nsw i32 %19, 2
  %162 = shl nuw nsw i32 %44, 1
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %161
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 %162
  %165 = getelementptr inbounds nuw i8, ptr addrspace(3) %163, i32 %20
  %166 = shl nuw nsw i32 %19, 1
  %167 = xor i32 %155, %166
  %168 = or disjoint i32 %167, %44
  %169 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %168
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 128
  %171 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 2048
  %172 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 2176
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 4096
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 4224
  %175 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 6144
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 6272
  %177 = xor i32 %168, 264
  %178 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %177
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 128
  %180 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 2048
  %181 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 2176
  %182 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 4096
  %183 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 4224
  %184 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 6144
  %185 = getelementptr inbounds nuw i8, ptr addrspace(3) %178, i32 6272
  %186 = xor i32 %168, 1056
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %186
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 128
  %189 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 2048
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 2176
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4096
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4224
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 6144
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 6272
  %195 = xor i32 %168, 1320
  %196 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %195
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) %196, i32 128
  %198 = getelementptr inbounds nuw i8, ptr addrspace(3) %196, i32 2048
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %196, i32 2176
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) %196, i32 4096
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) %196, i32 4224
  %202 = getelementptr inbounds nuw i8, ptr addrspace(3) %196, i32 6144
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %196, i32 6272
  %204 = and i32 %149, 128
  %205 = and i32 %18, 8
  %206 = icmp eq i32 %205, 0
  %207 = select i1 %206, i32 0, i32 264
  %208 = lshr exact i32 %20, 1
  %209 = or disjoint i32 %204, %208
  %210 = xor i32 %207, %151
  %211 = xor i32 %210, %155
  %212 = or disjoint i32 %209, %211
  %213 = or disjoint i32 %212, %154
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %213
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 2048
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 4096
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) %214, i32 6144
  %218 = xor i32 %213, 1056
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %218
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 2048
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 4096
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) %219, i32 6144
  %223 = or disjoint i32 %23, 64, !dbg !35
  %224 = or i32 %22, 96, !dbg !35
  %225 = icmp slt i32 %223, %4, !dbg !27
  %226 = icmp slt i32 %224, %4, !dbg !27
  %227 = mul i32 %223, %5, !dbg !28
  %228 = mul i32 %224, %5, !dbg !28
  %229 = sext i32 %228 to i64, !dbg !29
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %229, !dbg !30
  br i1 %225, label %230, label %233, !dbg !31

230:                                              ; preds = %.lr.ph
  %231 = sext i32 %227 to i64
  %gep36.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %231
  %232 = load <8 x half>, ptr addrspace(1) %gep36.peel, align 16, !dbg !31
  br label %233, !dbg !31

233:                                              ; preds = %230, %.lr.ph
  %234 = phi <8 x half> [ %232, %230 ], [ zeroinitializer, %.lr.ph ], !dbg !31
  br i1 %226, label %235, label %237, !dbg !31

235:                                              ; preds = %233
  %236 = load <8 x half>, ptr addrspace(1) %gep.peel, align 16, !dbg !31
  br label %237, !dbg !31

237:                                              ; preds = %235, %233
  %238 = phi <8 x half> [ %236, %235 ], [ zeroinitializer, %233 ], !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %239 = load <8 x half>, ptr addrspace(3) %138, align 16, !dbg !36
  %240 = load <8 x half>, ptr addrspace(3) %139, align 16, !dbg !36
  %241 = load <8 x half>, ptr addrspace(3) %141, align 16, !dbg !36
  %242 = load <8 x half>, ptr addrspace(3) %142, align 16, !dbg !36
  %243 = load <8 x half>, ptr addrspace(3) %144, align 16, !dbg !36
  %244 = load <8 x half>, ptr addrspace(3) %145, align 16, !dbg !36
  %245 = load <8 x half>, ptr addrspace(3) %147, align 16, !dbg !36
  %246 = load <8 x half>, ptr addrspace(3) %148, align 16, !dbg !36
  %gep38.peel = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %229, !dbg !33
  br i1 %225, label %247, label %250, !dbg !34

247:                                              ; preds = %237
  %248 = sext i32 %227 to i64
  %gep40.peel = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %248
  %249 = load <8 x half>, ptr addrspace(1) %gep40.peel, align 16, !dbg !34
  br label %250, !dbg !34

250:                                              ; preds = %247, %237
  %251 = phi <8 x half> [ %249, %247 ], [ zeroinitializer, %237 ], !dbg !34
  br i1 %226, label %252, label %254, !dbg !34

252:                                              ; preds = %250
  %253 = load <8 x half>, ptr addrspace(1) %gep38.peel, align 16, !dbg !34
  br label %254, !dbg !34

254:                                              ; preds = %252, %250
  %255 = phi <8 x half> [ %253, %252 ], [ zeroinitializer, %250 ], !dbg !34
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %159, !dbg !34
  %257 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %256), !dbg !34
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 2048, !dbg !34
  %259 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %258), !dbg !34
  %260 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 4096, !dbg !34
  %261 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %260), !dbg !34
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %256, i32 6144, !dbg !34
  %263 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %262), !dbg !34
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %160, !dbg !34
  %265 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %264), !dbg !34
  %266 = getelementptr inbounds nuw i8, ptr addrspace(3) %264, i32 2048, !dbg !34
  %267 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %266), !dbg !34
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) %264, i32 4096, !dbg !34
  %269 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %268), !dbg !34
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %264, i32 6144, !dbg !34
  %271 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %270), !dbg !34
  %272 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %239, <8 x half> %77, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %273 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %241, <8 x half> %80, <16 x float> %272, i32 0, i32 0, i32 0), !dbg !36
  %274 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %243, <8 x half> %83, <16 x float> %273, i32 0, i32 0, i32 0), !dbg !36
  %275 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %245, <8 x half> %86, <16 x float> %274, i32 0, i32 0, i32 0), !dbg !36
  %276 = extractelement <16 x float> %275, i64 0, !dbg !36
  %277 = extractelement <16 x float> %275, i64 1, !dbg !36
  %278 = extractelement <16 x float> %275, i64 2, !dbg !36
  %279 = extractelement <16 x float> %275, i64 3, !dbg !36
  %280 = extractelement <16 x float> %275, i64 4, !dbg !36
  %281 = extractelement <16 x float> %275, i64 5, !dbg !36
  %282 = extractelement <16 x float> %275, i64 6, !dbg !36
  %283 = extractelement <16 x float> %275, i64 7, !dbg !36
  %284 = extractelement <16 x float> %275, i64 8, !dbg !36
  %285 = extractelement <16 x float> %275, i64 9, !dbg !36
  %286 = extractelement <16 x float> %275, i64 10, !dbg !36
  %287 = extractelement <16 x float> %275, i64 11, !dbg !36
  %288 = extractelement <16 x float> %275, i64 12, !dbg !36
  %289 = extractelement <16 x float> %275, i64 13, !dbg !36
  %290 = extractelement <16 x float> %275, i64 14, !dbg !36
  %291 = extractelement <16 x float> %275, i64 15, !dbg !36
  %292 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %240, <8 x half> %77, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %293 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %242, <8 x half> %80, <16 x float> %292, i32 0, i32 0, i32 0), !dbg !36
  %294 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %244, <8 x half> %83, <16 x float> %293, i32 0, i32 0, i32 0), !dbg !36
  %295 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %246, <8 x half> %86, <16 x float> %294, i32 0, i32 0, i32 0), !dbg !36
  %296 = extractelement <16 x float> %295, i64 0, !dbg !36
  %297 = extractelement <16 x float> %295, i64 1, !dbg !36
  %298 = extractelement <16 x float> %295, i64 2, !dbg !36
  %299 = extractelement <16 x float> %295, i64 3, !dbg !36
  %300 = extractelement <16 x float> %295, i64 4, !dbg !36
  %301 = extractelement <16 x float> %295, i64 5, !dbg !36
  %302 = extractelement <16 x float> %295, i64 6, !dbg !36
  %303 = extractelement <16 x float> %295, i64 7, !dbg !36
  %304 = extractelement <16 x float> %295, i64 8, !dbg !36
  %305 = extractelement <16 x float> %295, i64 9, !dbg !36
  %306 = extractelement <16 x float> %295, i64 10, !dbg !36
  %307 = extractelement <16 x float> %295, i64 11, !dbg !36
  %308 = extractelement <16 x float> %295, i64 12, !dbg !36
  %309 = extractelement <16 x float> %295, i64 13, !dbg !36
  %310 = extractelement <16 x float> %295, i64 14, !dbg !36
  %311 = extractelement <16 x float> %295, i64 15, !dbg !36
  %312 = fmul float %87, %276, !dbg !37
  %313 = fmul float %87, %277, !dbg !37
  %314 = fmul float %87, %278, !dbg !37
  %315 = fmul float %87, %279, !dbg !37
  %316 = fmul float %87, %280, !dbg !37
  %317 = fmul float %87, %281, !dbg !37
  %318 = fmul float %87, %282, !dbg !37
  %319 = fmul float %87, %283, !dbg !37
  %320 = fmul float %87, %284, !dbg !37
  %321 = fmul float %87, %285, !dbg !37
  %322 = fmul float %87, %286, !dbg !37
  %323 = fmul float %87, %287, !dbg !37
  %324 = fmul float %87, %288, !dbg !37
  %325 = fmul float %87, %289, !dbg !37
  %326 = fmul float %87, %290, !dbg !37
  %327 = fmul float %87, %291, !dbg !37
  %328 = fmul float %87, %296, !dbg !37
  %329 = fmul float %87, %297, !dbg !37
  %330 = fmul float %87, %298, !dbg !37
  %331 = fmul float %87, %299, !dbg !37
  %332 = fmul float %87, %300, !dbg !37
  %333 = fmul float %87, %301, !dbg !37
  %334 = fmul float %87, %302, !dbg !37
  %335 = fmul float %87, %303, !dbg !37
  %336 = fmul float %87, %304, !dbg !37
  %337 = fmul float %87, %305, !dbg !37
  %338 = fmul float %87, %306, !dbg !37
  %339 = fmul float %87, %307, !dbg !37
  %340 = fmul float %87, %308, !dbg !37
  %341 = fmul float %87, %309, !dbg !37
  %342 = fmul float %87, %310, !dbg !37
  %343 = fmul float %87, %311, !dbg !37
  %344 = icmp slt i32 %27, %4, !dbg !38
  %345 = icmp slt i32 %28, %4, !dbg !38
  %346 = icmp slt i32 %29, %4, !dbg !38
  %347 = icmp slt i32 %30, %4, !dbg !38
  %348 = select i1 %344, float %312, float 0xFFF0000000000000, !dbg !39
  %349 = select i1 %344, float %313, float 0xFFF0000000000000, !dbg !39
  %350 = select i1 %344, float %314, float 0xFFF0000000000000, !dbg !39
  %351 = select i1 %344, float %315, float 0xFFF0000000000000, !dbg !39
  %352 = select i1 %344, float %316, float 0xFFF0000000000000, !dbg !39
  %353 = select i1 %344, float %317, float 0xFFF0000000000000, !dbg !39
  %354 = select i1 %344, float %318, float 0xFFF0000000000000, !dbg !39
  %355 = select i1 %344, float %319, float 0xFFF0000000000000, !dbg !39
  %356 = select i1 %345, float %320, float 0xFFF0000000000000, !dbg !39
  %357 = select i1 %345, float %321, float 0xFFF0000000000000, !dbg !39
  %358 = select i1 %345, float %322, float 0xFFF0000000000000, !dbg !39
  %359 = select i1 %345, float %323, float 0xFFF0000000000000, !dbg !39
  %360 = select i1 %345, float %324, float 0xFFF0000000000000, !dbg !39
  %361 = select i1 %345, float %325, float 0xFFF0000000000000, !dbg !39
  %362 = select i1 %345, float %326, float 0xFFF0000000000000, !dbg !39
  %363 = select i1 %345, float %327, float 0xFFF0000000000000, !dbg !39
  %364 = select i1 %346, float %328, float 0xFFF0000000000000, !dbg !39
  %365 = select i1 %346, float %329, float 0xFFF0000000000000, !dbg !39
  %366 = select i1 %346, float %330, float 0xFFF0000000000000, !dbg !39
  %367 = select i1 %346, float %331, float 0xFFF0000000000000, !dbg !39
  %368 = select i1 %346, float %332, float 0xFFF0000000000000, !dbg !39
  %369 = select i1 %346, float %333, float 0xFFF0000000000000, !dbg !39
  %370 = select i1 %346, float %334, float 0xFFF0000000000000, !dbg !39
  %371 = select i1 %346, float %335, float 0xFFF0000000000000, !dbg !39
  %372 = select i1 %347, float %336, float 0xFFF0000000000000, !dbg !39
  %373 = select i1 %347, float %337, float 0xFFF0000000000000, !dbg !39
  %374 = select i1 %347, float %338, float 0xFFF0000000000000, !dbg !39
  %375 = select i1 %347, float %339, float 0xFFF0000000000000, !dbg !39
  %376 = select i1 %347, float %340, float 0xFFF0000000000000, !dbg !39
  %377 = select i1 %347, float %341, float 0xFFF0000000000000, !dbg !39
  %378 = select i1 %347, float %342, float 0xFFF0000000000000, !dbg !39
  %379 = select i1 %347, float %343, float 0xFFF0000000000000, !dbg !39
  %380 = tail call float @llvm.maxnum.f32(float %348, float %349), !dbg !40
  %381 = tail call float @llvm.maxnum.f32(float %380, float %350), !dbg !40
  %382 = tail call float @llvm.maxnum.f32(float %381, float %351), !dbg !40
  %383 = tail call float @llvm.maxnum.f32(float %382, float %352), !dbg !40
  %384 = tail call float @llvm.maxnum.f32(float %383, float %353), !dbg !40
  %385 = tail call float @llvm.maxnum.f32(float %384, float %354), !dbg !40
  %386 = tail call float @llvm.maxnum.f32(float %385, float %355), !dbg !40
  %387 = tail call float @llvm.maxnum.f32(float %386, float %356), !dbg !40
  %388 = tail call float @llvm.maxnum.f32(float %387, float %357), !dbg !40
  %389 = tail call float @llvm.maxnum.f32(float %388, float %358), !dbg !40
  %390 = tail call float @llvm.maxnum.f32(float %389, float %359), !dbg !40
  %391 = tail call float @llvm.maxnum.f32(float %390, float %360), !dbg !40
  %392 = tail call float @llvm.maxnum.f32(float %391, float %361), !dbg !40
  %393 = tail call float @llvm.maxnum.f32(float %392, float %362), !dbg !40
  %394 = tail call float @llvm.maxnum.f32(float %393, float %363), !dbg !40
  %395 = tail call float @llvm.maxnum.f32(float %394, float %364), !dbg !40
  %396 = tail call float @llvm.maxnum.f32(float %395, float %365), !dbg !40
  %397 = tail call float @llvm.maxnum.f32(float %396, float %366), !dbg !40
  %398 = tail call float @llvm.maxnum.f32(float %397, float %367), !dbg !40
  %399 = tail call float @llvm.maxnum.f32(float %398, float %368), !dbg !40
  %400 = tail call float @llvm.maxnum.f32(float %399, float %369), !dbg !40
  %401 = tail call float @llvm.maxnum.f32(float %400, float %370), !dbg !40
  %402 = tail call float @llvm.maxnum.f32(float %401, float %371), !dbg !40
  %403 = tail call float @llvm.maxnum.f32(float %402, float %372), !dbg !40
  %404 = tail call float @llvm.maxnum.f32(float %403, float %373), !dbg !40
  %405 = tail call float @llvm.maxnum.f32(float %404, float %374), !dbg !40
  %406 = tail call float @llvm.maxnum.f32(float %405, float %375), !dbg !40
  %407 = tail call float @llvm.maxnum.f32(float %406, float %376), !dbg !40
  %408 = tail call float @llvm.maxnum.f32(float %407, float %377), !dbg !40
  %409 = tail call float @llvm.maxnum.f32(float %408, float %378), !dbg !40
  %410 = tail call float @llvm.maxnum.f32(float %409, float %379), !dbg !40
  %411 = bitcast float %410 to i32, !dbg !43
  %412 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %411, i32 %411, i1 false, i1 false), !dbg !43
  %413 = extractvalue { i32, i32 } %412, 0, !dbg !43
  %414 = extractvalue { i32, i32 } %412, 1, !dbg !43
  %415 = bitcast i32 %413 to float, !dbg !43
  %416 = bitcast i32 %414 to float, !dbg !43
  %417 = tail call float @llvm.maxnum.f32(float %415, float %416), !dbg !40
  %418 = tail call float @llvm.maxnum.f32(float %417, float 0xFFF0000000000000), !dbg !46
  %419 = fsub float %348, %418, !dbg !47
  %420 = fsub float %349, %418, !dbg !47
  %421 = fsub float %350, %418, !dbg !47
  %422 = fsub float %351, %418, !dbg !47
  %423 = fsub float %352, %418, !dbg !47
  %424 = fsub float %353, %418, !dbg !47
  %425 = fsub float %354, %418, !dbg !47
  %426 = fsub float %355, %418, !dbg !47
  %427 = fsub float %356, %418, !dbg !47
  %428 = fsub float %357, %418, !dbg !47
  %429 = fsub float %358, %418, !dbg !47
  %430 = fsub float %359, %418, !dbg !47
  %431 = fsub float %360, %418, !dbg !47
  %432 = fsub float %361, %418, !dbg !47
  %433 = fsub float %362, %418, !dbg !47
  %434 = fsub float %363, %418, !dbg !47
  %435 = fsub float %364, %418, !dbg !47
  %436 = fsub float %365, %418, !dbg !47
  %437 = fsub float %366, %418, !dbg !47
  %438 = fsub float %367, %418, !dbg !47
  %439 = fsub float %368, %418, !dbg !47
  %440 = fsub float %369, %418, !dbg !47
  %441 = fsub float %370, %418, !dbg !47
  %442 = fsub float %371, %418, !dbg !47
  %443 = fsub float %372, %418, !dbg !47
  %444 = fsub float %373, %418, !dbg !47
  %445 = fsub float %374, %418, !dbg !47
  %446 = fsub float %375, %418, !dbg !47
  %447 = fsub float %376, %418, !dbg !47
  %448 = fsub float %377, %418, !dbg !47
  %449 = fsub float %378, %418, !dbg !47
  %450 = fsub float %379, %418, !dbg !47
  %451 = tail call float @llvm.amdgcn.exp2.f32(float %419), !dbg !48
  %452 = tail call float @llvm.amdgcn.exp2.f32(float %420), !dbg !48
  %453 = tail call float @llvm.amdgcn.exp2.f32(float %421), !dbg !48
  %454 = tail call float @llvm.amdgcn.exp2.f32(float %422), !dbg !48
  %455 = tail call float @llvm.amdgcn.exp2.f32(float %423), !dbg !48
  %456 = tail call float @llvm.amdgcn.exp2.f32(float %424), !dbg !48
  %457 = tail call float @llvm.amdgcn.exp2.f32(float %425), !dbg !48
  %458 = tail call float @llvm.amdgcn.exp2.f32(float %426), !dbg !48
  %459 = tail call float @llvm.amdgcn.exp2.f32(float %427), !dbg !48
  %460 = tail call float @llvm.amdgcn.exp2.f32(float %428), !dbg !48
  %461 = tail call float @llvm.amdgcn.exp2.f32(float %429), !dbg !48
  %462 = tail call float @llvm.amdgcn.exp2.f32(float %430), !dbg !48
  %463 = tail call float @llvm.amdgcn.exp2.f32(float %431), !dbg !48
  %464 = tail call float @llvm.amdgcn.exp2.f32(float %432), !dbg !48
  %465 = tail call float @llvm.amdgcn.exp2.f32(float %433), !dbg !48
  %466 = tail call float @llvm.amdgcn.exp2.f32(float %434), !dbg !48
  %467 = tail call float @llvm.amdgcn.exp2.f32(float %435), !dbg !48
  %468 = tail call float @llvm.amdgcn.exp2.f32(float %436), !dbg !48
  %469 = tail call float @llvm.amdgcn.exp2.f32(float %437), !dbg !48
  %470 = tail call float @llvm.amdgcn.exp2.f32(float %438), !dbg !48
  %471 = tail call float @llvm.amdgcn.exp2.f32(float %439), !dbg !48
  %472 = tail call float @llvm.amdgcn.exp2.f32(float %440), !dbg !48
  %473 = tail call float @llvm.amdgcn.exp2.f32(float %441), !dbg !48
  %474 = tail call float @llvm.amdgcn.exp2.f32(float %442), !dbg !48
  %475 = tail call float @llvm.amdgcn.exp2.f32(float %443), !dbg !48
  %476 = tail call float @llvm.amdgcn.exp2.f32(float %444), !dbg !48
  %477 = tail call float @llvm.amdgcn.exp2.f32(float %445), !dbg !48
  %478 = tail call float @llvm.amdgcn.exp2.f32(float %446), !dbg !48
  %479 = tail call float @llvm.amdgcn.exp2.f32(float %447), !dbg !48
  %480 = tail call float @llvm.amdgcn.exp2.f32(float %448), !dbg !48
  %481 = tail call float @llvm.amdgcn.exp2.f32(float %449), !dbg !48
  %482 = tail call float @llvm.amdgcn.exp2.f32(float %450), !dbg !48
  %483 = fsub float 0xFFF0000000000000, %418, !dbg !49
  %484 = tail call float @llvm.amdgcn.exp2.f32(float %483), !dbg !50
  %485 = fmul float %484, 0.000000e+00, !dbg !51
  %486 = fadd float %451, %452, !dbg !52
  %487 = fadd float %453, %486, !dbg !52
  %488 = fadd float %454, %487, !dbg !52
  %489 = fadd float %455, %488, !dbg !52
  %490 = fadd float %456, %489, !dbg !52
  %491 = fadd float %457, %490, !dbg !52
  %492 = fadd float %458, %491, !dbg !52
  %493 = fadd float %459, %492, !dbg !52
  %494 = fadd float %460, %493, !dbg !52
  %495 = fadd float %461, %494, !dbg !52
  %496 = fadd float %462, %495, !dbg !52
  %497 = fadd float %463, %496, !dbg !52
  %498 = fadd float %464, %497, !dbg !52
  %499 = fadd float %465, %498, !dbg !52
  %500 = fadd float %466, %499, !dbg !52
  %501 = fadd float %467, %500, !dbg !52
  %502 = fadd float %468, %501, !dbg !52
  %503 = fadd float %469, %502, !dbg !52
  %504 = fadd float %470, %503, !dbg !52
  %505 = fadd float %471, %504, !dbg !52
  %506 = fadd float %472, %505, !dbg !52
  %507 = fadd float %473, %506, !dbg !52
  %508 = fadd float %474, %507, !dbg !52
  %509 = fadd float %475, %508, !dbg !52
  %510 = fadd float %476, %509, !dbg !52
  %511 = fadd float %477, %510, !dbg !52
  %512 = fadd float %478, %511, !dbg !52
  %513 = fadd float %479, %512, !dbg !52
  %514 = fadd float %480, %513, !dbg !52
  %515 = fadd float %481, %514, !dbg !52
  %516 = fadd float %482, %515, !dbg !52
  %517 = bitcast float %516 to i32, !dbg !53
  %518 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %517, i32 %517, i1 false, i1 false), !dbg !53
  %519 = extractvalue { i32, i32 } %518, 0, !dbg !53
  %520 = extractvalue { i32, i32 } %518, 1, !dbg !53
  %521 = bitcast i32 %519 to float, !dbg !53
  %522 = bitcast i32 %520 to float, !dbg !53
  %523 = fadd float %521, %522, !dbg !52
  %524 = fadd float %523, %485, !dbg !55
  %525 = insertelement <1 x float> poison, float %484, i64 0, !dbg !56
  store <1 x float> %525, ptr addrspace(3) %164, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %526 = load <1 x float>, ptr addrspace(3) %165, align 4, !dbg !56
  %527 = extractelement <1 x float> %526, i64 0, !dbg !56
  %528 = fmul float %527, 0.000000e+00, !dbg !56
  %529 = insertelement <2 x float> poison, float %451, i64 0, !dbg !57
  %530 = insertelement <2 x float> %529, float %452, i64 1, !dbg !57
  %531 = fptrunc <2 x float> %530 to <2 x half>, !dbg !57
  %532 = insertelement <2 x float> poison, float %453, i64 0, !dbg !57
  %533 = insertelement <2 x float> %532, float %454, i64 1, !dbg !57
  %534 = fptrunc <2 x float> %533 to <2 x half>, !dbg !57
  %535 = insertelement <2 x float> poison, float %455, i64 0, !dbg !57
  %536 = insertelement <2 x float> %535, float %456, i64 1, !dbg !57
  %537 = fptrunc <2 x float> %536 to <2 x half>, !dbg !57
  %538 = insertelement <2 x float> poison, float %457, i64 0, !dbg !57
  %539 = insertelement <2 x float> %538, float %458, i64 1, !dbg !57
  %540 = fptrunc <2 x float> %539 to <2 x half>, !dbg !57
  %541 = insertelement <2 x float> poison, float %459, i64 0, !dbg !57
  %542 = insertelement <2 x float> %541, float %460, i64 1, !dbg !57
  %543 = fptrunc <2 x float> %542 to <2 x half>, !dbg !57
  %544 = insertelement <2 x float> poison, float %461, i64 0, !dbg !57
  %545 = insertelement <2 x float> %544, float %462, i64 1, !dbg !57
  %546 = fptrunc <2 x float> %545 to <2 x half>, !dbg !57
  %547 = insertelement <2 x float> poison, float %463, i64 0, !dbg !57
  %548 = insertelement <2 x float> %547, float %464, i64 1, !dbg !57
  %549 = fptrunc <2 x float> %548 to <2 x half>, !dbg !57
  %550 = insertelement <2 x float> poison, float %465, i64 0, !dbg !57
  %551 = insertelement <2 x float> %550, float %466, i64 1, !dbg !57
  %552 = fptrunc <2 x float> %551 to <2 x half>, !dbg !57
  %553 = insertelement <2 x float> poison, float %467, i64 0, !dbg !57
  %554 = insertelement <2 x float> %553, float %468, i64 1, !dbg !57
  %555 = fptrunc <2 x float> %554 to <2 x half>, !dbg !57
  %556 = insertelement <2 x float> poison, float %469, i64 0, !dbg !57
  %557 = insertelement <2 x float> %556, float %470, i64 1, !dbg !57
  %558 = fptrunc <2 x float> %557 to <2 x half>, !dbg !57
  %559 = insertelement <2 x float> poison, float %471, i64 0, !dbg !57
  %560 = insertelement <2 x float> %559, float %472, i64 1, !dbg !57
  %561 = fptrunc <2 x float> %560 to <2 x half>, !dbg !57
  %562 = insertelement <2 x float> poison, float %473, i64 0, !dbg !57
  %563 = insertelement <2 x float> %562, float %474, i64 1, !dbg !57
  %564 = fptrunc <2 x float> %563 to <2 x half>, !dbg !57
  %565 = insertelement <2 x float> poison, float %475, i64 0, !dbg !57
  %566 = insertelement <2 x float> %565, float %476, i64 1, !dbg !57
  %567 = fptrunc <2 x float> %566 to <2 x half>, !dbg !57
  %568 = insertelement <2 x float> poison, float %477, i64 0, !dbg !57
  %569 = insertelement <2 x float> %568, float %478, i64 1, !dbg !57
  %570 = fptrunc <2 x float> %569 to <2 x half>, !dbg !57
  %571 = insertelement <2 x float> poison, float %479, i64 0, !dbg !57
  %572 = insertelement <2 x float> %571, float %480, i64 1, !dbg !57
  %573 = fptrunc <2 x float> %572 to <2 x half>, !dbg !57
  %574 = insertelement <2 x float> poison, float %481, i64 0, !dbg !57
  %575 = insertelement <2 x float> %574, float %482, i64 1, !dbg !57
  %576 = fptrunc <2 x float> %575 to <2 x half>, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %577 = shufflevector <2 x half> %531, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %577, ptr addrspace(3) %169, align 2, !dbg !57
  %578 = shufflevector <2 x half> %531, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %578, ptr addrspace(3) %170, align 2, !dbg !57
  %579 = shufflevector <2 x half> %543, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %579, ptr addrspace(3) %171, align 2, !dbg !57
  %580 = shufflevector <2 x half> %543, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %580, ptr addrspace(3) %172, align 2, !dbg !57
  %581 = shufflevector <2 x half> %555, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %581, ptr addrspace(3) %173, align 2, !dbg !57
  %582 = shufflevector <2 x half> %555, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %582, ptr addrspace(3) %174, align 2, !dbg !57
  %583 = shufflevector <2 x half> %567, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %583, ptr addrspace(3) %175, align 2, !dbg !57
  %584 = shufflevector <2 x half> %567, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %584, ptr addrspace(3) %176, align 2, !dbg !57
  %585 = shufflevector <2 x half> %534, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %585, ptr addrspace(3) %178, align 2, !dbg !57
  %586 = shufflevector <2 x half> %534, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %586, ptr addrspace(3) %179, align 2, !dbg !57
  %587 = shufflevector <2 x half> %546, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %587, ptr addrspace(3) %180, align 2, !dbg !57
  %588 = shufflevector <2 x half> %546, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %588, ptr addrspace(3) %181, align 2, !dbg !57
  %589 = shufflevector <2 x half> %558, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %589, ptr addrspace(3) %182, align 2, !dbg !57
  %590 = shufflevector <2 x half> %558, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %590, ptr addrspace(3) %183, align 2, !dbg !57
  %591 = shufflevector <2 x half> %570, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %591, ptr addrspace(3) %184, align 2, !dbg !57
  %592 = shufflevector <2 x half> %570, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %592, ptr addrspace(3) %185, align 2, !dbg !57
  %593 = shufflevector <2 x half> %537, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %593, ptr addrspace(3) %187, align 2, !dbg !57
  %594 = shufflevector <2 x half> %537, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %594, ptr addrspace(3) %188, align 2, !dbg !57
  %595 = shufflevector <2 x half> %549, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %595, ptr addrspace(3) %189, align 2, !dbg !57
  %596 = shufflevector <2 x half> %549, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %596, ptr addrspace(3) %190, align 2, !dbg !57
  %597 = shufflevector <2 x half> %561, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %597, ptr addrspace(3) %191, align 2, !dbg !57
  %598 = shufflevector <2 x half> %561, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %598, ptr addrspace(3) %192, align 2, !dbg !57
  %599 = shufflevector <2 x half> %573, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %599, ptr addrspace(3) %193, align 2, !dbg !57
  %600 = shufflevector <2 x half> %573, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %600, ptr addrspace(3) %194, align 2, !dbg !57
  %601 = shufflevector <2 x half> %540, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %601, ptr addrspace(3) %196, align 2, !dbg !57
  %602 = shufflevector <2 x half> %540, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %602, ptr addrspace(3) %197, align 2, !dbg !57
  %603 = shufflevector <2 x half> %552, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %603, ptr addrspace(3) %198, align 2, !dbg !57
  %604 = shufflevector <2 x half> %552, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %604, ptr addrspace(3) %199, align 2, !dbg !57
  %605 = shufflevector <2 x half> %564, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %605, ptr addrspace(3) %200, align 2, !dbg !57
  %606 = shufflevector <2 x half> %564, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %606, ptr addrspace(3) %201, align 2, !dbg !57
  %607 = shufflevector <2 x half> %576, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %607, ptr addrspace(3) %202, align 2, !dbg !57
  %608 = shufflevector <2 x half> %576, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %608, ptr addrspace(3) %203, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %609 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %214), !dbg !57
  %610 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %215), !dbg !57
  %611 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %216), !dbg !57
  %612 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %217), !dbg !57
  %613 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %219), !dbg !57
  %614 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %220), !dbg !57
  %615 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %221), !dbg !57
  %616 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %222), !dbg !57
  %617 = shufflevector <4 x half> %609, <4 x half> %613, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %618 = shufflevector <4 x half> %610, <4 x half> %614, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %619 = shufflevector <4 x half> %611, <4 x half> %615, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %620 = shufflevector <4 x half> %612, <4 x half> %616, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %621 = shufflevector <4 x half> %257, <4 x half> %265, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %622 = shufflevector <4 x half> %259, <4 x half> %267, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %623 = shufflevector <4 x half> %261, <4 x half> %269, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %624 = shufflevector <4 x half> %263, <4 x half> %271, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %625 = insertelement <16 x float> poison, float %528, i64 0, !dbg !58
  %626 = shufflevector <16 x float> %625, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %627 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %621, <8 x half> %617, <16 x float> %626, i32 0, i32 0, i32 0), !dbg !58
  %628 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %622, <8 x half> %618, <16 x float> %627, i32 0, i32 0, i32 0), !dbg !58
  %629 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %623, <8 x half> %619, <16 x float> %628, i32 0, i32 0, i32 0), !dbg !58
  %630 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %624, <8 x half> %620, <16 x float> %629, i32 0, i32 0, i32 0), !dbg !58
  store <8 x half> %234, ptr addrspace(3) %67, align 16, !dbg !31
  store <8 x half> %238, ptr addrspace(3) %68, align 16, !dbg !31
  %631 = shufflevector <8 x half> %251, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %631, ptr addrspace(3) %125, align 8, !dbg !34
  %632 = shufflevector <8 x half> %255, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %632, ptr addrspace(3) %127, align 8, !dbg !34
  %633 = shufflevector <8 x half> %251, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %633, ptr addrspace(3) %130, align 8, !dbg !34
  %634 = shufflevector <8 x half> %255, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %634, ptr addrspace(3) %132, align 8, !dbg !34
  %635 = icmp samesign ugt i32 %134, 64, !dbg !26
  %636 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %637 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 2, i32 3>
  %638 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %639 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 6, i32 7>
  %640 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  %641 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 10, i32 11>
  %642 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %643 = shufflevector <16 x float> %630, <16 x float> poison, <2 x i32> <i32 14, i32 15>
  br i1 %635, label %.peel.next, label %._crit_edge, !dbg !26

.peel.next:                                       ; preds = %254
  %644 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %159
  %645 = getelementptr inbounds nuw i8, ptr addrspace(3) %644, i32 2048
  %646 = getelementptr inbounds nuw i8, ptr addrspace(3) %644, i32 4096
  %647 = getelementptr inbounds nuw i8, ptr addrspace(3) %644, i32 6144
  %648 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %160
  %649 = getelementptr inbounds nuw i8, ptr addrspace(3) %648, i32 2048
  %650 = getelementptr inbounds nuw i8, ptr addrspace(3) %648, i32 4096
  %651 = getelementptr inbounds nuw i8, ptr addrspace(3) %648, i32 6144
  br label %652, !dbg !26

652:                                              ; preds = %.peel.next, %700
  %653 = phi float [ %524, %.peel.next ], [ %962, %700 ]
  %654 = phi float [ %418, %.peel.next ], [ %856, %700 ]
  %655 = phi i32 [ 64, %.peel.next ], [ %664, %700 ]
  %656 = phi <2 x float> [ %636, %.peel.next ], [ %1079, %700 ]
  %657 = phi <2 x float> [ %637, %.peel.next ], [ %1080, %700 ]
  %658 = phi <2 x float> [ %638, %.peel.next ], [ %1081, %700 ]
  %659 = phi <2 x float> [ %639, %.peel.next ], [ %1082, %700 ]
  %660 = phi <2 x float> [ %640, %.peel.next ], [ %1083, %700 ]
  %661 = phi <2 x float> [ %641, %.peel.next ], [ %1084, %700 ]
  %662 = phi <2 x float> [ %642, %.peel.next ], [ %1085, %700 ]
  %663 = phi <2 x float> [ %643, %.peel.next ], [ %1086, %700 ]
  %664 = add i32 %655, 64, !dbg !26
  %665 = or disjoint i32 %664, %23, !dbg !35
  %666 = or disjoint i32 %664, %24, !dbg !35
  %667 = or disjoint i32 %655, %27, !dbg !35
  %668 = or disjoint i32 %655, %28, !dbg !35
  %669 = or disjoint i32 %655, %29, !dbg !35
  %670 = or disjoint i32 %655, %30, !dbg !35
  %671 = icmp slt i32 %665, %4, !dbg !27
  %672 = icmp slt i32 %666, %4, !dbg !27
  %673 = mul i32 %665, %5, !dbg !28
  %674 = mul i32 %666, %5, !dbg !28
  %675 = sext i32 %674 to i64, !dbg !29
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %675, !dbg !30
  br i1 %671, label %676, label %679, !dbg !31

676:                                              ; preds = %652
  %677 = sext i32 %673 to i64
  %gep36 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %677
  %678 = load <8 x half>, ptr addrspace(1) %gep36, align 16, !dbg !31
  br label %679, !dbg !31

679:                                              ; preds = %676, %652
  %680 = phi <8 x half> [ %678, %676 ], [ zeroinitializer, %652 ], !dbg !31
  br i1 %672, label %681, label %683, !dbg !31

681:                                              ; preds = %679
  %682 = load <8 x half>, ptr addrspace(1) %gep, align 16, !dbg !31
  br label %683, !dbg !31

683:                                              ; preds = %681, %679
  %684 = phi <8 x half> [ %682, %681 ], [ zeroinitializer, %679 ], !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %685 = load <8 x half>, ptr addrspace(3) %138, align 16, !dbg !36
  %686 = load <8 x half>, ptr addrspace(3) %139, align 16, !dbg !36
  %687 = load <8 x half>, ptr addrspace(3) %141, align 16, !dbg !36
  %688 = load <8 x half>, ptr addrspace(3) %142, align 16, !dbg !36
  %689 = load <8 x half>, ptr addrspace(3) %144, align 16, !dbg !36
  %690 = load <8 x half>, ptr addrspace(3) %145, align 16, !dbg !36
  %691 = load <8 x half>, ptr addrspace(3) %147, align 16, !dbg !36
  %692 = load <8 x half>, ptr addrspace(3) %148, align 16, !dbg !36
  %gep38 = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %675, !dbg !33
  br i1 %671, label %693, label %696, !dbg !34

693:                                              ; preds = %683
  %694 = sext i32 %673 to i64
  %gep40 = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %694
  %695 = load <8 x half>, ptr addrspace(1) %gep40, align 16, !dbg !34
  br label %696, !dbg !34

696:                                              ; preds = %693, %683
  %697 = phi <8 x half> [ %695, %693 ], [ zeroinitializer, %683 ], !dbg !34
  br i1 %672, label %698, label %700, !dbg !34

698:                                              ; preds = %696
  %699 = load <8 x half>, ptr addrspace(1) %gep38, align 16, !dbg !34
  br label %700, !dbg !34

700:                                              ; preds = %698, %696
  %701 = phi <8 x half> [ %699, %698 ], [ zeroinitializer, %696 ], !dbg !34
  %702 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %644), !dbg !34
  %703 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %645), !dbg !34
  %704 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %646), !dbg !34
  %705 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %647), !dbg !34
  %706 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %648), !dbg !34
  %707 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %649), !dbg !34
  %708 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %650), !dbg !34
  %709 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %651), !dbg !34
  %710 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %685, <8 x half> %77, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %711 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %687, <8 x half> %80, <16 x float> %710, i32 0, i32 0, i32 0), !dbg !36
  %712 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %689, <8 x half> %83, <16 x float> %711, i32 0, i32 0, i32 0), !dbg !36
  %713 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %691, <8 x half> %86, <16 x float> %712, i32 0, i32 0, i32 0), !dbg !36
  %714 = extractelement <16 x float> %713, i64 0, !dbg !36
  %715 = extractelement <16 x float> %713, i64 1, !dbg !36
  %716 = extractelement <16 x float> %713, i64 2, !dbg !36
  %717 = extractelement <16 x float> %713, i64 3, !dbg !36
  %718 = extractelement <16 x float> %713, i64 4, !dbg !36
  %719 = extractelement <16 x float> %713, i64 5, !dbg !36
  %720 = extractelement <16 x float> %713, i64 6, !dbg !36
  %721 = extractelement <16 x float> %713, i64 7, !dbg !36
  %722 = extractelement <16 x float> %713, i64 8, !dbg !36
  %723 = extractelement <16 x float> %713, i64 9, !dbg !36
  %724 = extractelement <16 x float> %713, i64 10, !dbg !36
  %725 = extractelement <16 x float> %713, i64 11, !dbg !36
  %726 = extractelement <16 x float> %713, i64 12, !dbg !36
  %727 = extractelement <16 x float> %713, i64 13, !dbg !36
  %728 = extractelement <16 x float> %713, i64 14, !dbg !36
  %729 = extractelement <16 x float> %713, i64 15, !dbg !36
  %730 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %686, <8 x half> %77, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %731 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %688, <8 x half> %80, <16 x float> %730, i32 0, i32 0, i32 0), !dbg !36
  %732 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %690, <8 x half> %83, <16 x float> %731, i32 0, i32 0, i32 0), !dbg !36
  %733 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %692, <8 x half> %86, <16 x float> %732, i32 0, i32 0, i32 0), !dbg !36
  %734 = extractelement <16 x float> %733, i64 0, !dbg !36
  %735 = extractelement <16 x float> %733, i64 1, !dbg !36
  %736 = extractelement <16 x float> %733, i64 2, !dbg !36
  %737 = extractelement <16 x float> %733, i64 3, !dbg !36
  %738 = extractelement <16 x float> %733, i64 4, !dbg !36
  %739 = extractelement <16 x float> %733, i64 5, !dbg !36
  %740 = extractelement <16 x float> %733, i64 6, !dbg !36
  %741 = extractelement <16 x float> %733, i64 7, !dbg !36
  %742 = extractelement <16 x float> %733, i64 8, !dbg !36
  %743 = extractelement <16 x float> %733, i64 9, !dbg !36
  %744 = extractelement <16 x float> %733, i64 10, !dbg !36
  %745 = extractelement <16 x float> %733, i64 11, !dbg !36
  %746 = extractelement <16 x float> %733, i64 12, !dbg !36
  %747 = extractelement <16 x float> %733, i64 13, !dbg !36
  %748 = extractelement <16 x float> %733, i64 14, !dbg !36
  %749 = extractelement <16 x float> %733, i64 15, !dbg !36
  %750 = fmul float %87, %714, !dbg !37
  %751 = fmul float %87, %715, !dbg !37
  %752 = fmul float %87, %716, !dbg !37
  %753 = fmul float %87, %717, !dbg !37
  %754 = fmul float %87, %718, !dbg !37
  %755 = fmul float %87, %719, !dbg !37
  %756 = fmul float %87, %720, !dbg !37
  %757 = fmul float %87, %721, !dbg !37
  %758 = fmul float %87, %722, !dbg !37
  %759 = fmul float %87, %723, !dbg !37
  %760 = fmul float %87, %724, !dbg !37
  %761 = fmul float %87, %725, !dbg !37
  %762 = fmul float %87, %726, !dbg !37
  %763 = fmul float %87, %727, !dbg !37
  %764 = fmul float %87, %728, !dbg !37
  %765 = fmul float %87, %729, !dbg !37
  %766 = fmul float %87, %734, !dbg !37
  %767 = fmul float %87, %735, !dbg !37
  %768 = fmul float %87, %736, !dbg !37
  %769 = fmul float %87, %737, !dbg !37
  %770 = fmul float %87, %738, !dbg !37
  %771 = fmul float %87, %739, !dbg !37
  %772 = fmul float %87, %740, !dbg !37
  %773 = fmul float %87, %741, !dbg !37
  %774 = fmul float %87, %742, !dbg !37
  %775 = fmul float %87, %743, !dbg !37
  %776 = fmul float %87, %744, !dbg !37
  %777 = fmul float %87, %745, !dbg !37
  %778 = fmul float %87, %746, !dbg !37
  %779 = fmul float %87, %747, !dbg !37
  %780 = fmul float %87, %748, !dbg !37
  %781 = fmul float %87, %749, !dbg !37
  %782 = icmp slt i32 %667, %4, !dbg !38
  %783 = icmp slt i32 %668, %4, !dbg !38
  %784 = icmp slt i32 %669, %4, !dbg !38
  %785 = icmp slt i32 %670, %4, !dbg !38
  %786 = select i1 %782, float %750, float 0xFFF0000000000000, !dbg !39
  %787 = select i1 %782, float %751, float 0xFFF0000000000000, !dbg !39
  %788 = select i1 %782, float %752, float 0xFFF0000000000000, !dbg !39
  %789 = select i1 %782, float %753, float 0xFFF0000000000000, !dbg !39
  %790 = select i1 %782, float %754, float 0xFFF0000000000000, !dbg !39
  %791 = select i1 %782, float %755, float 0xFFF0000000000000, !dbg !39
  %792 = select i1 %782, float %756, float 0xFFF0000000000000, !dbg !39
  %793 = select i1 %782, float %757, float 0xFFF0000000000000, !dbg !39
  %794 = select i1 %783, float %758, float 0xFFF0000000000000, !dbg !39
  %795 = select i1 %783, float %759, float 0xFFF0000000000000, !dbg !39
  %796 = select i1 %783, float %760, float 0xFFF0000000000000, !dbg !39
  %797 = select i1 %783, float %761, float 0xFFF0000000000000, !dbg !39
  %798 = select i1 %783, float %762, float 0xFFF0000000000000, !dbg !39
  %799 = select i1 %783, float %763, float 0xFFF0000000000000, !dbg !39
  %800 = select i1 %783, float %764, float 0xFFF0000000000000, !dbg !39
  %801 = select i1 %783, float %765, float 0xFFF0000000000000, !dbg !39
  %802 = select i1 %784, float %766, float 0xFFF0000000000000, !dbg !39
  %803 = select i1 %784, float %767, float 0xFFF0000000000000, !dbg !39
  %804 = select i1 %784, float %768, float 0xFFF0000000000000, !dbg !39
  %805 = select i1 %784, float %769, float 0xFFF0000000000000, !dbg !39
  %806 = select i1 %784, float %770, float 0xFFF0000000000000, !dbg !39
  %807 = select i1 %784, float %771, float 0xFFF0000000000000, !dbg !39
  %808 = select i1 %784, float %772, float 0xFFF0000000000000, !dbg !39
  %809 = select i1 %784, float %773, float 0xFFF0000000000000, !dbg !39
  %810 = select i1 %785, float %774, float 0xFFF0000000000000, !dbg !39
  %811 = select i1 %785, float %775, float 0xFFF0000000000000, !dbg !39
  %812 = select i1 %785, float %776, float 0xFFF0000000000000, !dbg !39
  %813 = select i1 %785, float %777, float 0xFFF0000000000000, !dbg !39
  %814 = select i1 %785, float %778, float 0xFFF0000000000000, !dbg !39
  %815 = select i1 %785, float %779, float 0xFFF0000000000000, !dbg !39
  %816 = select i1 %785, float %780, float 0xFFF0000000000000, !dbg !39
  %817 = select i1 %785, float %781, float 0xFFF0000000000000, !dbg !39
  %818 = tail call float @llvm.maxnum.f32(float %786, float %787), !dbg !40
  %819 = tail call float @llvm.maxnum.f32(float %818, float %788), !dbg !40
  %820 = tail call float @llvm.maxnum.f32(float %819, float %789), !dbg !40
  %821 = tail call float @llvm.maxnum.f32(float %820, float %790), !dbg !40
  %822 = tail call float @llvm.maxnum.f32(float %821, float %791), !dbg !40
  %823 = tail call float @llvm.maxnum.f32(float %822, float %792), !dbg !40
  %824 = tail call float @llvm.maxnum.f32(float %823, float %793), !dbg !40
  %825 = tail call float @llvm.maxnum.f32(float %824, float %794), !dbg !40
  %826 = tail call float @llvm.maxnum.f32(float %825, float %795), !dbg !40
  %827 = tail call float @llvm.maxnum.f32(float %826, float %796), !dbg !40
  %828 = tail call float @llvm.maxnum.f32(float %827, float %797), !dbg !40
  %829 = tail call float @llvm.maxnum.f32(float %828, float %798), !dbg !40
  %830 = tail call float @llvm.maxnum.f32(float %829, float %799), !dbg !40
  %831 = tail call float @llvm.maxnum.f32(float %830, float %800), !dbg !40
  %832 = tail call float @llvm.maxnum.f32(float %831, float %801), !dbg !40
  %833 = tail call float @llvm.maxnum.f32(float %832, float %802), !dbg !40
  %834 = tail call float @llvm.maxnum.f32(float %833, float %803), !dbg !40
  %835 = tail call float @llvm.maxnum.f32(float %834, float %804), !dbg !40
  %836 = tail call float @llvm.maxnum.f32(float %835, float %805), !dbg !40
  %837 = tail call float @llvm.maxnum.f32(float %836, float %806), !dbg !40
  %838 = tail call float @llvm.maxnum.f32(float %837, float %807), !dbg !40
  %839 = tail call float @llvm.maxnum.f32(float %838, float %808), !dbg !40
  %840 = tail call float @llvm.maxnum.f32(float %839, float %809), !dbg !40
  %841 = tail call float @llvm.maxnum.f32(float %840, float %810), !dbg !40
  %842 = tail call float @llvm.maxnum.f32(float %841, float %811), !dbg !40
  %843 = tail call float @llvm.maxnum.f32(float %842, float %812), !dbg !40
  %844 = tail call float @llvm.maxnum.f32(float %843, float %813), !dbg !40
  %845 = tail call float @llvm.maxnum.f32(float %844, float %814), !dbg !40
  %846 = tail call float @llvm.maxnum.f32(float %845, float %815), !dbg !40
  %847 = tail call float @llvm.maxnum.f32(float %846, float %816), !dbg !40
  %848 = tail call float @llvm.maxnum.f32(float %847, float %817), !dbg !40
  %849 = bitcast float %848 to i32, !dbg !43
  %850 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %849, i32 %849, i1 false, i1 false), !dbg !43
  %851 = extractvalue { i32, i32 } %850, 0, !dbg !43
  %852 = extractvalue { i32, i32 } %850, 1, !dbg !43
  %853 = bitcast i32 %851 to float, !dbg !43
  %854 = bitcast i32 %852 to float, !dbg !43
  %855 = tail call float @llvm.maxnum.f32(float %853, float %854), !dbg !40
  %856 = tail call float @llvm.maxnum.f32(float %654, float %855), !dbg !46
  %857 = fsub float %786, %856, !dbg !47
  %858 = fsub float %787, %856, !dbg !47
  %859 = fsub float %788, %856, !dbg !47
  %860 = fsub float %789, %856, !dbg !47
  %861 = fsub float %790, %856, !dbg !47
  %862 = fsub float %791, %856, !dbg !47
  %863 = fsub float %792, %856, !dbg !47
  %864 = fsub float %793, %856, !dbg !47
  %865 = fsub float %794, %856, !dbg !47
  %866 = fsub float %795, %856, !dbg !47
  %867 = fsub float %796, %856, !dbg !47
  %868 = fsub float %797, %856, !dbg !47
  %869 = fsub float %798, %856, !dbg !47
  %870 = fsub float %799, %856, !dbg !47
  %871 = fsub float %800, %856, !dbg !47
  %872 = fsub float %801, %856, !dbg !47
  %873 = fsub float %802, %856, !dbg !47
  %874 = fsub float %803, %856, !dbg !47
  %875 = fsub float %804, %856, !dbg !47
  %876 = fsub float %805, %856, !dbg !47
  %877 = fsub float %806, %856, !dbg !47
  %878 = fsub float %807, %856, !dbg !47
  %879 = fsub float %808, %856, !dbg !47
  %880 = fsub float %809, %856, !dbg !47
  %881 = fsub float %810, %856, !dbg !47
  %882 = fsub float %811, %856, !dbg !47
  %883 = fsub float %812, %856, !dbg !47
  %884 = fsub float %813, %856, !dbg !47
  %885 = fsub float %814, %856, !dbg !47
  %886 = fsub float %815, %856, !dbg !47
  %887 = fsub float %816, %856, !dbg !47
  %888 = fsub float %817, %856, !dbg !47
  %889 = tail call float @llvm.amdgcn.exp2.f32(float %857), !dbg !48
  %890 = tail call float @llvm.amdgcn.exp2.f32(float %858), !dbg !48
  %891 = tail call float @llvm.amdgcn.exp2.f32(float %859), !dbg !48
  %892 = tail call float @llvm.amdgcn.exp2.f32(float %860), !dbg !48
  %893 = tail call float @llvm.amdgcn.exp2.f32(float %861), !dbg !48
  %894 = tail call float @llvm.amdgcn.exp2.f32(float %862), !dbg !48
  %895 = tail call float @llvm.amdgcn.exp2.f32(float %863), !dbg !48
  %896 = tail call float @llvm.amdgcn.exp2.f32(float %864), !dbg !48
  %897 = tail call float @llvm.amdgcn.exp2.f32(float %865), !dbg !48
  %898 = tail call float @llvm.amdgcn.exp2.f32(float %866), !dbg !48
  %899 = tail call float @llvm.amdgcn.exp2.f32(float %867), !dbg !48
  %900 = tail call float @llvm.amdgcn.exp2.f32(float %868), !dbg !48
  %901 = tail call float @llvm.amdgcn.exp2.f32(float %869), !dbg !48
  %902 = tail call float @llvm.amdgcn.exp2.f32(float %870), !dbg !48
  %903 = tail call float @llvm.amdgcn.exp2.f32(float %871), !dbg !48
  %904 = tail call float @llvm.amdgcn.exp2.f32(float %872), !dbg !48
  %905 = tail call float @llvm.amdgcn.exp2.f32(float %873), !dbg !48
  %906 = tail call float @llvm.amdgcn.exp2.f32(float %874), !dbg !48
  %907 = tail call float @llvm.amdgcn.exp2.f32(float %875), !dbg !48
  %908 = tail call float @llvm.amdgcn.exp2.f32(float %876), !dbg !48
  %909 = tail call float @llvm.amdgcn.exp2.f32(float %877), !dbg !48
  %910 = tail call float @llvm.amdgcn.exp2.f32(float %878), !dbg !48
  %911 = tail call float @llvm.amdgcn.exp2.f32(float %879), !dbg !48
  %912 = tail call float @llvm.amdgcn.exp2.f32(float %880), !dbg !48
  %913 = tail call float @llvm.amdgcn.exp2.f32(float %881), !dbg !48
  %914 = tail call float @llvm.amdgcn.exp2.f32(float %882), !dbg !48
  %915 = tail call float @llvm.amdgcn.exp2.f32(float %883), !dbg !48
  %916 = tail call float @llvm.amdgcn.exp2.f32(float %884), !dbg !48
  %917 = tail call float @llvm.amdgcn.exp2.f32(float %885), !dbg !48
  %918 = tail call float @llvm.amdgcn.exp2.f32(float %886), !dbg !48
  %919 = tail call float @llvm.amdgcn.exp2.f32(float %887), !dbg !48
  %920 = tail call float @llvm.amdgcn.exp2.f32(float %888), !dbg !48
  %921 = fsub float %654, %856, !dbg !49
  %922 = tail call float @llvm.amdgcn.exp2.f32(float %921), !dbg !50
  %923 = fmul float %653, %922, !dbg !51
  %924 = fadd float %889, %890, !dbg !52
  %925 = fadd float %891, %924, !dbg !52
  %926 = fadd float %892, %925, !dbg !52
  %927 = fadd float %893, %926, !dbg !52
  %928 = fadd float %894, %927, !dbg !52
  %929 = fadd float %895, %928, !dbg !52
  %930 = fadd float %896, %929, !dbg !52
  %931 = fadd float %897, %930, !dbg !52
  %932 = fadd float %898, %931, !dbg !52
  %933 = fadd float %899, %932, !dbg !52
  %934 = fadd float %900, %933, !dbg !52
  %935 = fadd float %901, %934, !dbg !52
  %936 = fadd float %902, %935, !dbg !52
  %937 = fadd float %903, %936, !dbg !52
  %938 = fadd float %904, %937, !dbg !52
  %939 = fadd float %905, %938, !dbg !52
  %940 = fadd float %906, %939, !dbg !52
  %941 = fadd float %907, %940, !dbg !52
  %942 = fadd float %908, %941, !dbg !52
  %943 = fadd float %909, %942, !dbg !52
  %944 = fadd float %910, %943, !dbg !52
  %945 = fadd float %911, %944, !dbg !52
  %946 = fadd float %912, %945, !dbg !52
  %947 = fadd float %913, %946, !dbg !52
  %948 = fadd float %914, %947, !dbg !52
  %949 = fadd float %915, %948, !dbg !52
  %950 = fadd float %916, %949, !dbg !52
  %951 = fadd float %917, %950, !dbg !52
  %952 = fadd float %918, %951, !dbg !52
  %953 = fadd float %919, %952, !dbg !52
  %954 = fadd float %920, %953, !dbg !52
  %955 = bitcast float %954 to i32, !dbg !53
  %956 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %955, i32 %955, i1 false, i1 false), !dbg !53
  %957 = extractvalue { i32, i32 } %956, 0, !dbg !53
  %958 = extractvalue { i32, i32 } %956, 1, !dbg !53
  %959 = bitcast i32 %957 to float, !dbg !53
  %960 = bitcast i32 %958 to float, !dbg !53
  %961 = fadd float %959, %960, !dbg !52
  %962 = fadd float %961, %923, !dbg !55
  %963 = insertelement <1 x float> poison, float %922, i64 0, !dbg !56
  store <1 x float> %963, ptr addrspace(3) %164, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %964 = load <1 x float>, ptr addrspace(3) %165, align 4, !dbg !56
  %965 = insertelement <2 x float> poison, float %889, i64 0, !dbg !57
  %966 = insertelement <2 x float> %965, float %890, i64 1, !dbg !57
  %967 = fptrunc <2 x float> %966 to <2 x half>, !dbg !57
  %968 = insertelement <2 x float> poison, float %891, i64 0, !dbg !57
  %969 = insertelement <2 x float> %968, float %892, i64 1, !dbg !57
  %970 = fptrunc <2 x float> %969 to <2 x half>, !dbg !57
  %971 = insertelement <2 x float> poison, float %893, i64 0, !dbg !57
  %972 = insertelement <2 x float> %971, float %894, i64 1, !dbg !57
  %973 = fptrunc <2 x float> %972 to <2 x half>, !dbg !57
  %974 = insertelement <2 x float> poison, float %895, i64 0, !dbg !57
  %975 = insertelement <2 x float> %974, float %896, i64 1, !dbg !57
  %976 = fptrunc <2 x float> %975 to <2 x half>, !dbg !57
  %977 = insertelement <2 x float> poison, float %897, i64 0, !dbg !57
  %978 = insertelement <2 x float> %977, float %898, i64 1, !dbg !57
  %979 = fptrunc <2 x float> %978 to <2 x half>, !dbg !57
  %980 = insertelement <2 x float> poison, float %899, i64 0, !dbg !57
  %981 = insertelement <2 x float> %980, float %900, i64 1, !dbg !57
  %982 = fptrunc <2 x float> %981 to <2 x half>, !dbg !57
  %983 = insertelement <2 x float> poison, float %901, i64 0, !dbg !57
  %984 = insertelement <2 x float> %983, float %902, i64 1, !dbg !57
  %985 = fptrunc <2 x float> %984 to <2 x half>, !dbg !57
  %986 = insertelement <2 x float> poison, float %903, i64 0, !dbg !57
  %987 = insertelement <2 x float> %986, float %904, i64 1, !dbg !57
  %988 = fptrunc <2 x float> %987 to <2 x half>, !dbg !57
  %989 = insertelement <2 x float> poison, float %905, i64 0, !dbg !57
  %990 = insertelement <2 x float> %989, float %906, i64 1, !dbg !57
  %991 = fptrunc <2 x float> %990 to <2 x half>, !dbg !57
  %992 = insertelement <2 x float> poison, float %907, i64 0, !dbg !57
  %993 = insertelement <2 x float> %992, float %908, i64 1, !dbg !57
  %994 = fptrunc <2 x float> %993 to <2 x half>, !dbg !57
  %995 = insertelement <2 x float> poison, float %909, i64 0, !dbg !57
  %996 = insertelement <2 x float> %995, float %910, i64 1, !dbg !57
  %997 = fptrunc <2 x float> %996 to <2 x half>, !dbg !57
  %998 = insertelement <2 x float> poison, float %911, i64 0, !dbg !57
  %999 = insertelement <2 x float> %998, float %912, i64 1, !dbg !57
  %1000 = fptrunc <2 x float> %999 to <2 x half>, !dbg !57
  %1001 = insertelement <2 x float> poison, float %913, i64 0, !dbg !57
  %1002 = insertelement <2 x float> %1001, float %914, i64 1, !dbg !57
  %1003 = fptrunc <2 x float> %1002 to <2 x half>, !dbg !57
  %1004 = insertelement <2 x float> poison, float %915, i64 0, !dbg !57
  %1005 = insertelement <2 x float> %1004, float %916, i64 1, !dbg !57
  %1006 = fptrunc <2 x float> %1005 to <2 x half>, !dbg !57
  %1007 = insertelement <2 x float> poison, float %917, i64 0, !dbg !57
  %1008 = insertelement <2 x float> %1007, float %918, i64 1, !dbg !57
  %1009 = fptrunc <2 x float> %1008 to <2 x half>, !dbg !57
  %1010 = insertelement <2 x float> poison, float %919, i64 0, !dbg !57
  %1011 = insertelement <2 x float> %1010, float %920, i64 1, !dbg !57
  %1012 = fptrunc <2 x float> %1011 to <2 x half>, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1013 = shufflevector <2 x half> %967, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1013, ptr addrspace(3) %169, align 2, !dbg !57
  %1014 = shufflevector <2 x half> %967, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1014, ptr addrspace(3) %170, align 2, !dbg !57
  %1015 = shufflevector <2 x half> %979, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1015, ptr addrspace(3) %171, align 2, !dbg !57
  %1016 = shufflevector <2 x half> %979, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1016, ptr addrspace(3) %172, align 2, !dbg !57
  %1017 = shufflevector <2 x half> %991, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1017, ptr addrspace(3) %173, align 2, !dbg !57
  %1018 = shufflevector <2 x half> %991, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1018, ptr addrspace(3) %174, align 2, !dbg !57
  %1019 = shufflevector <2 x half> %1003, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1019, ptr addrspace(3) %175, align 2, !dbg !57
  %1020 = shufflevector <2 x half> %1003, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1020, ptr addrspace(3) %176, align 2, !dbg !57
  %1021 = shufflevector <2 x half> %970, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1021, ptr addrspace(3) %178, align 2, !dbg !57
  %1022 = shufflevector <2 x half> %970, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1022, ptr addrspace(3) %179, align 2, !dbg !57
  %1023 = shufflevector <2 x half> %982, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1023, ptr addrspace(3) %180, align 2, !dbg !57
  %1024 = shufflevector <2 x half> %982, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1024, ptr addrspace(3) %181, align 2, !dbg !57
  %1025 = shufflevector <2 x half> %994, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1025, ptr addrspace(3) %182, align 2, !dbg !57
  %1026 = shufflevector <2 x half> %994, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1026, ptr addrspace(3) %183, align 2, !dbg !57
  %1027 = shufflevector <2 x half> %1006, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1027, ptr addrspace(3) %184, align 2, !dbg !57
  %1028 = shufflevector <2 x half> %1006, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1028, ptr addrspace(3) %185, align 2, !dbg !57
  %1029 = shufflevector <2 x half> %973, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1029, ptr addrspace(3) %187, align 2, !dbg !57
  %1030 = shufflevector <2 x half> %973, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1030, ptr addrspace(3) %188, align 2, !dbg !57
  %1031 = shufflevector <2 x half> %985, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1031, ptr addrspace(3) %189, align 2, !dbg !57
  %1032 = shufflevector <2 x half> %985, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1032, ptr addrspace(3) %190, align 2, !dbg !57
  %1033 = shufflevector <2 x half> %997, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1033, ptr addrspace(3) %191, align 2, !dbg !57
  %1034 = shufflevector <2 x half> %997, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1034, ptr addrspace(3) %192, align 2, !dbg !57
  %1035 = shufflevector <2 x half> %1009, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1035, ptr addrspace(3) %193, align 2, !dbg !57
  %1036 = shufflevector <2 x half> %1009, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1036, ptr addrspace(3) %194, align 2, !dbg !57
  %1037 = shufflevector <2 x half> %976, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1037, ptr addrspace(3) %196, align 2, !dbg !57
  %1038 = shufflevector <2 x half> %976, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1038, ptr addrspace(3) %197, align 2, !dbg !57
  %1039 = shufflevector <2 x half> %988, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1039, ptr addrspace(3) %198, align 2, !dbg !57
  %1040 = shufflevector <2 x half> %988, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1040, ptr addrspace(3) %199, align 2, !dbg !57
  %1041 = shufflevector <2 x half> %1000, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1041, ptr addrspace(3) %200, align 2, !dbg !57
  %1042 = shufflevector <2 x half> %1000, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1042, ptr addrspace(3) %201, align 2, !dbg !57
  %1043 = shufflevector <2 x half> %1012, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1043, ptr addrspace(3) %202, align 2, !dbg !57
  %1044 = shufflevector <2 x half> %1012, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1044, ptr addrspace(3) %203, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1045 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %214), !dbg !57
  %1046 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %215), !dbg !57
  %1047 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %216), !dbg !57
  %1048 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %217), !dbg !57
  %1049 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %219), !dbg !57
  %1050 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %220), !dbg !57
  %1051 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %221), !dbg !57
  %1052 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %222), !dbg !57
  %1053 = shufflevector <4 x half> %1045, <4 x half> %1049, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1054 = shufflevector <4 x half> %1046, <4 x half> %1050, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1055 = shufflevector <4 x half> %1047, <4 x half> %1051, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1056 = shufflevector <4 x half> %1048, <4 x half> %1052, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1057 = shufflevector <4 x half> %702, <4 x half> %706, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1058 = shufflevector <4 x half> %703, <4 x half> %707, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1059 = shufflevector <4 x half> %704, <4 x half> %708, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1060 = shufflevector <4 x half> %705, <4 x half> %709, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1061 = shufflevector <2 x float> %656, <2 x float> %657, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1062 = shufflevector <2 x float> %658, <2 x float> %659, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1063 = shufflevector <2 x float> %660, <2 x float> %661, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1064 = shufflevector <2 x float> %662, <2 x float> %663, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1065 = shufflevector <4 x float> %1061, <4 x float> %1062, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1066 = shufflevector <4 x float> %1063, <4 x float> %1064, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1067 = shufflevector <8 x float> %1065, <8 x float> %1066, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %1068 = shufflevector <1 x float> %964, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %1069 = fmul <16 x float> %1067, %1068, !dbg !58
  %1070 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1057, <8 x half> %1053, <16 x float> %1069, i32 0, i32 0, i32 0), !dbg !58
  %1071 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1058, <8 x half> %1054, <16 x float> %1070, i32 0, i32 0, i32 0), !dbg !58
  %1072 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1059, <8 x half> %1055, <16 x float> %1071, i32 0, i32 0, i32 0), !dbg !58
  %1073 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1060, <8 x half> %1056, <16 x float> %1072, i32 0, i32 0, i32 0), !dbg !58
  store <8 x half> %680, ptr addrspace(3) %67, align 16, !dbg !31
  store <8 x half> %684, ptr addrspace(3) %68, align 16, !dbg !31
  %1074 = shufflevector <8 x half> %697, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %1074, ptr addrspace(3) %125, align 8, !dbg !34
  %1075 = shufflevector <8 x half> %701, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %1075, ptr addrspace(3) %127, align 8, !dbg !34
  %1076 = shufflevector <8 x half> %697, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %1076, ptr addrspace(3) %130, align 8, !dbg !34
  %1077 = shufflevector <8 x half> %701, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %1077, ptr addrspace(3) %132, align 8, !dbg !34
  %1078 = icmp slt i32 %664, %134, !dbg !26
  %1079 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %1080 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 2, i32 3>
  %1081 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %1082 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 6, i32 7>
  %1083 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  %1084 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 10, i32 11>
  %1085 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %1086 = shufflevector <16 x float> %1073, <16 x float> poison, <2 x i32> <i32 14, i32 15>
  br i1 %1078, label %652, label %._crit_edge, !dbg !26, !llvm.loop !59

._crit_edge:                                      ; preds = %700, %254, %.._crit_edge_crit_edge
  %.pre-phi69 = phi i32 [ %.pre68, %.._crit_edge_crit_edge ], [ %160, %254 ], [ %160, %700 ], !dbg !34
  %.pre-phi67 = phi i32 [ %.pre66, %.._crit_edge_crit_edge ], [ %159, %254 ], [ %159, %700 ], !dbg !34
  %.pre-phi59 = phi i32 [ %.pre58, %.._crit_edge_crit_edge ], [ %155, %254 ], [ %155, %700 ], !dbg !34
  %.pre-phi57 = phi i32 [ %.pre56, %.._crit_edge_crit_edge ], [ %154, %254 ], [ %154, %700 ], !dbg !34
  %.pre-phi51 = phi i32 [ %.pre50, %.._crit_edge_crit_edge ], [ %151, %254 ], [ %151, %700 ], !dbg !34
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %149, %254 ], [ %149, %700 ], !dbg !34
  %.lcssa34 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %418, %254 ], [ %856, %700 ], !dbg !61
  %.lcssa33 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %524, %254 ], [ %962, %700 ], !dbg !62
  %1087 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %636, %254 ], [ %1079, %700 ]
  %1088 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %637, %254 ], [ %1080, %700 ]
  %1089 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %638, %254 ], [ %1081, %700 ]
  %1090 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %639, %254 ], [ %1082, %700 ]
  %1091 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %640, %254 ], [ %1083, %700 ]
  %1092 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %641, %254 ], [ %1084, %700 ]
  %1093 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %642, %254 ], [ %1085, %700 ]
  %1094 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %643, %254 ], [ %1086, %700 ]
  %1095 = add i32 %4, 63, !dbg !26
  %1096 = sdiv i32 %1095, 64, !dbg !26
  %1097 = tail call i32 @llvm.smax.i32(i32 %1096, i32 1), !dbg !26
  %1098 = shl nuw nsw i32 %1097, 6, !dbg !26
  %1099 = add nsw i32 %1098, -64, !dbg !26
  %1100 = icmp sgt i32 %1095, 63, !dbg !26
  %1101 = or disjoint i32 %1099, %27, !dbg !35
  %1102 = or disjoint i32 %1099, %28, !dbg !35
  %1103 = or disjoint i32 %1099, %29, !dbg !35
  %1104 = or disjoint i32 %1099, %30, !dbg !35
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %1105 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi67, !dbg !34
  %1106 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1105), !dbg !34
  %1107 = getelementptr inbounds nuw i8, ptr addrspace(3) %1105, i32 2048, !dbg !34
  %1108 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1107), !dbg !34
  %1109 = getelementptr inbounds nuw i8, ptr addrspace(3) %1105, i32 4096, !dbg !34
  %1110 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1109), !dbg !34
  %1111 = getelementptr inbounds nuw i8, ptr addrspace(3) %1105, i32 6144, !dbg !34
  %1112 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1111), !dbg !34
  %1113 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi69, !dbg !34
  %1114 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1113), !dbg !34
  %1115 = getelementptr inbounds nuw i8, ptr addrspace(3) %1113, i32 2048, !dbg !34
  %1116 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1115), !dbg !34
  %1117 = getelementptr inbounds nuw i8, ptr addrspace(3) %1113, i32 4096, !dbg !34
  %1118 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1117), !dbg !34
  %1119 = getelementptr inbounds nuw i8, ptr addrspace(3) %1113, i32 6144, !dbg !34
  %1120 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1119), !dbg !34
  br i1 %1100, label %1121, label %1183, !dbg !36

1121:                                             ; preds = %._crit_edge
  %1122 = or disjoint i32 %69, %70, !dbg !36
  %1123 = xor i32 %1122, %71, !dbg !36
  %1124 = xor i32 %1123, 96, !dbg !36
  %1125 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1124, !dbg !36
  %1126 = getelementptr inbounds nuw i8, ptr addrspace(3) %1125, i32 4096, !dbg !36
  %1127 = load <8 x half>, ptr addrspace(3) %1126, align 16, !dbg !36
  %1128 = load <8 x half>, ptr addrspace(3) %1125, align 16, !dbg !36
  %1129 = xor i32 %1123, 64, !dbg !36
  %1130 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1129, !dbg !36
  %1131 = getelementptr inbounds nuw i8, ptr addrspace(3) %1130, i32 4096, !dbg !36
  %1132 = load <8 x half>, ptr addrspace(3) %1131, align 16, !dbg !36
  %1133 = load <8 x half>, ptr addrspace(3) %1130, align 16, !dbg !36
  %1134 = xor i32 %1123, 32, !dbg !36
  %1135 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1134, !dbg !36
  %1136 = getelementptr inbounds nuw i8, ptr addrspace(3) %1135, i32 4096, !dbg !36
  %1137 = load <8 x half>, ptr addrspace(3) %1136, align 16, !dbg !36
  %1138 = load <8 x half>, ptr addrspace(3) %1135, align 16, !dbg !36
  %1139 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1123, !dbg !36
  %1140 = getelementptr inbounds nuw i8, ptr addrspace(3) %1139, i32 4096, !dbg !36
  %1141 = load <8 x half>, ptr addrspace(3) %1140, align 16, !dbg !36
  %1142 = load <8 x half>, ptr addrspace(3) %1139, align 16, !dbg !36
  %1143 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1142, <8 x half> %77, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %1144 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1138, <8 x half> %80, <16 x float> %1143, i32 0, i32 0, i32 0), !dbg !36
  %1145 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1133, <8 x half> %83, <16 x float> %1144, i32 0, i32 0, i32 0), !dbg !36
  %1146 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1128, <8 x half> %86, <16 x float> %1145, i32 0, i32 0, i32 0), !dbg !36
  %1147 = extractelement <16 x float> %1146, i64 0, !dbg !36
  %1148 = extractelement <16 x float> %1146, i64 1, !dbg !36
  %1149 = extractelement <16 x float> %1146, i64 2, !dbg !36
  %1150 = extractelement <16 x float> %1146, i64 3, !dbg !36
  %1151 = extractelement <16 x float> %1146, i64 4, !dbg !36
  %1152 = extractelement <16 x float> %1146, i64 5, !dbg !36
  %1153 = extractelement <16 x float> %1146, i64 6, !dbg !36
  %1154 = extractelement <16 x float> %1146, i64 7, !dbg !36
  %1155 = extractelement <16 x float> %1146, i64 8, !dbg !36
  %1156 = extractelement <16 x float> %1146, i64 9, !dbg !36
  %1157 = extractelement <16 x float> %1146, i64 10, !dbg !36
  %1158 = extractelement <16 x float> %1146, i64 11, !dbg !36
  %1159 = extractelement <16 x float> %1146, i64 12, !dbg !36
  %1160 = extractelement <16 x float> %1146, i64 13, !dbg !36
  %1161 = extractelement <16 x float> %1146, i64 14, !dbg !36
  %1162 = extractelement <16 x float> %1146, i64 15, !dbg !36
  %1163 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1141, <8 x half> %77, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %1164 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1137, <8 x half> %80, <16 x float> %1163, i32 0, i32 0, i32 0), !dbg !36
  %1165 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1132, <8 x half> %83, <16 x float> %1164, i32 0, i32 0, i32 0), !dbg !36
  %1166 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1127, <8 x half> %86, <16 x float> %1165, i32 0, i32 0, i32 0), !dbg !36
  %1167 = extractelement <16 x float> %1166, i64 0, !dbg !36
  %1168 = extractelement <16 x float> %1166, i64 1, !dbg !36
  %1169 = extractelement <16 x float> %1166, i64 2, !dbg !36
  %1170 = extractelement <16 x float> %1166, i64 3, !dbg !36
  %1171 = extractelement <16 x float> %1166, i64 4, !dbg !36
  %1172 = extractelement <16 x float> %1166, i64 5, !dbg !36
  %1173 = extractelement <16 x float> %1166, i64 6, !dbg !36
  %1174 = extractelement <16 x float> %1166, i64 7, !dbg !36
  %1175 = extractelement <16 x float> %1166, i64 8, !dbg !36
  %1176 = extractelement <16 x float> %1166, i64 9, !dbg !36
  %1177 = extractelement <16 x float> %1166, i64 10, !dbg !36
  %1178 = extractelement <16 x float> %1166, i64 11, !dbg !36
  %1179 = extractelement <16 x float> %1166, i64 12, !dbg !36
  %1180 = extractelement <16 x float> %1166, i64 13, !dbg !36
  %1181 = extractelement <16 x float> %1166, i64 14, !dbg !36
  %1182 = extractelement <16 x float> %1166, i64 15, !dbg !36
  br label %1183, !dbg !36

1183:                                             ; preds = %1121, %._crit_edge
  %1184 = phi float [ %1147, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1185 = phi float [ %1148, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1186 = phi float [ %1149, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1187 = phi float [ %1150, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1188 = phi float [ %1151, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1189 = phi float [ %1152, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1190 = phi float [ %1153, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1191 = phi float [ %1154, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1192 = phi float [ %1155, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1193 = phi float [ %1156, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1194 = phi float [ %1157, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1195 = phi float [ %1158, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1196 = phi float [ %1159, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1197 = phi float [ %1160, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1198 = phi float [ %1161, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1199 = phi float [ %1162, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1200 = phi float [ %1167, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1201 = phi float [ %1168, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1202 = phi float [ %1169, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1203 = phi float [ %1170, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1204 = phi float [ %1171, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1205 = phi float [ %1172, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1206 = phi float [ %1173, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1207 = phi float [ %1174, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1208 = phi float [ %1175, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1209 = phi float [ %1176, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1210 = phi float [ %1177, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1211 = phi float [ %1178, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1212 = phi float [ %1179, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1213 = phi float [ %1180, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1214 = phi float [ %1181, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1215 = phi float [ %1182, %1121 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1216 = fmul float %87, %1184, !dbg !37
  %1217 = fmul float %87, %1185, !dbg !37
  %1218 = fmul float %87, %1186, !dbg !37
  %1219 = fmul float %87, %1187, !dbg !37
  %1220 = fmul float %87, %1188, !dbg !37
  %1221 = fmul float %87, %1189, !dbg !37
  %1222 = fmul float %87, %1190, !dbg !37
  %1223 = fmul float %87, %1191, !dbg !37
  %1224 = fmul float %87, %1192, !dbg !37
  %1225 = fmul float %87, %1193, !dbg !37
  %1226 = fmul float %87, %1194, !dbg !37
  %1227 = fmul float %87, %1195, !dbg !37
  %1228 = fmul float %87, %1196, !dbg !37
  %1229 = fmul float %87, %1197, !dbg !37
  %1230 = fmul float %87, %1198, !dbg !37
  %1231 = fmul float %87, %1199, !dbg !37
  %1232 = fmul float %87, %1200, !dbg !37
  %1233 = fmul float %87, %1201, !dbg !37
  %1234 = fmul float %87, %1202, !dbg !37
  %1235 = fmul float %87, %1203, !dbg !37
  %1236 = fmul float %87, %1204, !dbg !37
  %1237 = fmul float %87, %1205, !dbg !37
  %1238 = fmul float %87, %1206, !dbg !37
  %1239 = fmul float %87, %1207, !dbg !37
  %1240 = fmul float %87, %1208, !dbg !37
  %1241 = fmul float %87, %1209, !dbg !37
  %1242 = fmul float %87, %1210, !dbg !37
  %1243 = fmul float %87, %1211, !dbg !37
  %1244 = fmul float %87, %1212, !dbg !37
  %1245 = fmul float %87, %1213, !dbg !37
  %1246 = fmul float %87, %1214, !dbg !37
  %1247 = fmul float %87, %1215, !dbg !37
  %1248 = icmp slt i32 %1101, %4, !dbg !38
  %1249 = icmp slt i32 %1102, %4, !dbg !38
  %1250 = icmp slt i32 %1103, %4, !dbg !38
  %1251 = icmp slt i32 %1104, %4, !dbg !38
  %1252 = select i1 %1248, float %1216, float 0xFFF0000000000000, !dbg !39
  %1253 = select i1 %1248, float %1217, float 0xFFF0000000000000, !dbg !39
  %1254 = select i1 %1248, float %1218, float 0xFFF0000000000000, !dbg !39
  %1255 = select i1 %1248, float %1219, float 0xFFF0000000000000, !dbg !39
  %1256 = select i1 %1248, float %1220, float 0xFFF0000000000000, !dbg !39
  %1257 = select i1 %1248, float %1221, float 0xFFF0000000000000, !dbg !39
  %1258 = select i1 %1248, float %1222, float 0xFFF0000000000000, !dbg !39
  %1259 = select i1 %1248, float %1223, float 0xFFF0000000000000, !dbg !39
  %1260 = select i1 %1249, float %1224, float 0xFFF0000000000000, !dbg !39
  %1261 = select i1 %1249, float %1225, float 0xFFF0000000000000, !dbg !39
  %1262 = select i1 %1249, float %1226, float 0xFFF0000000000000, !dbg !39
  %1263 = select i1 %1249, float %1227, float 0xFFF0000000000000, !dbg !39
  %1264 = select i1 %1249, float %1228, float 0xFFF0000000000000, !dbg !39
  %1265 = select i1 %1249, float %1229, float 0xFFF0000000000000, !dbg !39
  %1266 = select i1 %1249, float %1230, float 0xFFF0000000000000, !dbg !39
  %1267 = select i1 %1249, float %1231, float 0xFFF0000000000000, !dbg !39
  %1268 = select i1 %1250, float %1232, float 0xFFF0000000000000, !dbg !39
  %1269 = select i1 %1250, float %1233, float 0xFFF0000000000000, !dbg !39
  %1270 = select i1 %1250, float %1234, float 0xFFF0000000000000, !dbg !39
  %1271 = select i1 %1250, float %1235, float 0xFFF0000000000000, !dbg !39
  %1272 = select i1 %1250, float %1236, float 0xFFF0000000000000, !dbg !39
  %1273 = select i1 %1250, float %1237, float 0xFFF0000000000000, !dbg !39
  %1274 = select i1 %1250, float %1238, float 0xFFF0000000000000, !dbg !39
  %1275 = select i1 %1250, float %1239, float 0xFFF0000000000000, !dbg !39
  %1276 = select i1 %1251, float %1240, float 0xFFF0000000000000, !dbg !39
  %1277 = select i1 %1251, float %1241, float 0xFFF0000000000000, !dbg !39
  %1278 = select i1 %1251, float %1242, float 0xFFF0000000000000, !dbg !39
  %1279 = select i1 %1251, float %1243, float 0xFFF0000000000000, !dbg !39
  %1280 = select i1 %1251, float %1244, float 0xFFF0000000000000, !dbg !39
  %1281 = select i1 %1251, float %1245, float 0xFFF0000000000000, !dbg !39
  %1282 = select i1 %1251, float %1246, float 0xFFF0000000000000, !dbg !39
  %1283 = select i1 %1251, float %1247, float 0xFFF0000000000000, !dbg !39
  %1284 = tail call float @llvm.maxnum.f32(float %1252, float %1253), !dbg !40
  %1285 = tail call float @llvm.maxnum.f32(float %1284, float %1254), !dbg !40
  %1286 = tail call float @llvm.maxnum.f32(float %1285, float %1255), !dbg !40
  %1287 = tail call float @llvm.maxnum.f32(float %1286, float %1256), !dbg !40
  %1288 = tail call float @llvm.maxnum.f32(float %1287, float %1257), !dbg !40
  %1289 = tail call float @llvm.maxnum.f32(float %1288, float %1258), !dbg !40
  %1290 = tail call float @llvm.maxnum.f32(float %1289, float %1259), !dbg !40
  %1291 = tail call float @llvm.maxnum.f32(float %1290, float %1260), !dbg !40
  %1292 = tail call float @llvm.maxnum.f32(float %1291, float %1261), !dbg !40
  %1293 = tail call float @llvm.maxnum.f32(float %1292, float %1262), !dbg !40
  %1294 = tail call float @llvm.maxnum.f32(float %1293, float %1263), !dbg !40
  %1295 = tail call float @llvm.maxnum.f32(float %1294, float %1264), !dbg !40
  %1296 = tail call float @llvm.maxnum.f32(float %1295, float %1265), !dbg !40
  %1297 = tail call float @llvm.maxnum.f32(float %1296, float %1266), !dbg !40
  %1298 = tail call float @llvm.maxnum.f32(float %1297, float %1267), !dbg !40
  %1299 = tail call float @llvm.maxnum.f32(float %1298, float %1268), !dbg !40
  %1300 = tail call float @llvm.maxnum.f32(float %1299, float %1269), !dbg !40
  %1301 = tail call float @llvm.maxnum.f32(float %1300, float %1270), !dbg !40
  %1302 = tail call float @llvm.maxnum.f32(float %1301, float %1271), !dbg !40
  %1303 = tail call float @llvm.maxnum.f32(float %1302, float %1272), !dbg !40
  %1304 = tail call float @llvm.maxnum.f32(float %1303, float %1273), !dbg !40
  %1305 = tail call float @llvm.maxnum.f32(float %1304, float %1274), !dbg !40
  %1306 = tail call float @llvm.maxnum.f32(float %1305, float %1275), !dbg !40
  %1307 = tail call float @llvm.maxnum.f32(float %1306, float %1276), !dbg !40
  %1308 = tail call float @llvm.maxnum.f32(float %1307, float %1277), !dbg !40
  %1309 = tail call float @llvm.maxnum.f32(float %1308, float %1278), !dbg !40
  %1310 = tail call float @llvm.maxnum.f32(float %1309, float %1279), !dbg !40
  %1311 = tail call float @llvm.maxnum.f32(float %1310, float %1280), !dbg !40
  %1312 = tail call float @llvm.maxnum.f32(float %1311, float %1281), !dbg !40
  %1313 = tail call float @llvm.maxnum.f32(float %1312, float %1282), !dbg !40
  %1314 = tail call float @llvm.maxnum.f32(float %1313, float %1283), !dbg !40
  %1315 = bitcast float %1314 to i32, !dbg !43
  %1316 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1315, i32 %1315, i1 false, i1 false), !dbg !43
  %1317 = extractvalue { i32, i32 } %1316, 0, !dbg !43
  %1318 = extractvalue { i32, i32 } %1316, 1, !dbg !43
  %1319 = bitcast i32 %1317 to float, !dbg !43
  %1320 = bitcast i32 %1318 to float, !dbg !43
  %1321 = tail call float @llvm.maxnum.f32(float %1319, float %1320), !dbg !40
  %1322 = tail call float @llvm.maxnum.f32(float %.lcssa34, float %1321), !dbg !46
  %1323 = fsub float %1252, %1322, !dbg !47
  %1324 = fsub float %1253, %1322, !dbg !47
  %1325 = fsub float %1254, %1322, !dbg !47
  %1326 = fsub float %1255, %1322, !dbg !47
  %1327 = fsub float %1256, %1322, !dbg !47
  %1328 = fsub float %1257, %1322, !dbg !47
  %1329 = fsub float %1258, %1322, !dbg !47
  %1330 = fsub float %1259, %1322, !dbg !47
  %1331 = fsub float %1260, %1322, !dbg !47
  %1332 = fsub float %1261, %1322, !dbg !47
  %1333 = fsub float %1262, %1322, !dbg !47
  %1334 = fsub float %1263, %1322, !dbg !47
  %1335 = fsub float %1264, %1322, !dbg !47
  %1336 = fsub float %1265, %1322, !dbg !47
  %1337 = fsub float %1266, %1322, !dbg !47
  %1338 = fsub float %1267, %1322, !dbg !47
  %1339 = fsub float %1268, %1322, !dbg !47
  %1340 = fsub float %1269, %1322, !dbg !47
  %1341 = fsub float %1270, %1322, !dbg !47
  %1342 = fsub float %1271, %1322, !dbg !47
  %1343 = fsub float %1272, %1322, !dbg !47
  %1344 = fsub float %1273, %1322, !dbg !47
  %1345 = fsub float %1274, %1322, !dbg !47
  %1346 = fsub float %1275, %1322, !dbg !47
  %1347 = fsub float %1276, %1322, !dbg !47
  %1348 = fsub float %1277, %1322, !dbg !47
  %1349 = fsub float %1278, %1322, !dbg !47
  %1350 = fsub float %1279, %1322, !dbg !47
  %1351 = fsub float %1280, %1322, !dbg !47
  %1352 = fsub float %1281, %1322, !dbg !47
  %1353 = fsub float %1282, %1322, !dbg !47
  %1354 = fsub float %1283, %1322, !dbg !47
  %1355 = tail call float @llvm.amdgcn.exp2.f32(float %1323), !dbg !48
  %1356 = tail call float @llvm.amdgcn.exp2.f32(float %1324), !dbg !48
  %1357 = tail call float @llvm.amdgcn.exp2.f32(float %1325), !dbg !48
  %1358 = tail call float @llvm.amdgcn.exp2.f32(float %1326), !dbg !48
  %1359 = tail call float @llvm.amdgcn.exp2.f32(float %1327), !dbg !48
  %1360 = tail call float @llvm.amdgcn.exp2.f32(float %1328), !dbg !48
  %1361 = tail call float @llvm.amdgcn.exp2.f32(float %1329), !dbg !48
  %1362 = tail call float @llvm.amdgcn.exp2.f32(float %1330), !dbg !48
  %1363 = tail call float @llvm.amdgcn.exp2.f32(float %1331), !dbg !48
  %1364 = tail call float @llvm.amdgcn.exp2.f32(float %1332), !dbg !48
  %1365 = tail call float @llvm.amdgcn.exp2.f32(float %1333), !dbg !48
  %1366 = tail call float @llvm.amdgcn.exp2.f32(float %1334), !dbg !48
  %1367 = tail call float @llvm.amdgcn.exp2.f32(float %1335), !dbg !48
  %1368 = tail call float @llvm.amdgcn.exp2.f32(float %1336), !dbg !48
  %1369 = tail call float @llvm.amdgcn.exp2.f32(float %1337), !dbg !48
  %1370 = tail call float @llvm.amdgcn.exp2.f32(float %1338), !dbg !48
  %1371 = tail call float @llvm.amdgcn.exp2.f32(float %1339), !dbg !48
  %1372 = tail call float @llvm.amdgcn.exp2.f32(float %1340), !dbg !48
  %1373 = tail call float @llvm.amdgcn.exp2.f32(float %1341), !dbg !48
  %1374 = tail call float @llvm.amdgcn.exp2.f32(float %1342), !dbg !48
  %1375 = tail call float @llvm.amdgcn.exp2.f32(float %1343), !dbg !48
  %1376 = tail call float @llvm.amdgcn.exp2.f32(float %1344), !dbg !48
  %1377 = tail call float @llvm.amdgcn.exp2.f32(float %1345), !dbg !48
  %1378 = tail call float @llvm.amdgcn.exp2.f32(float %1346), !dbg !48
  %1379 = tail call float @llvm.amdgcn.exp2.f32(float %1347), !dbg !48
  %1380 = tail call float @llvm.amdgcn.exp2.f32(float %1348), !dbg !48
  %1381 = tail call float @llvm.amdgcn.exp2.f32(float %1349), !dbg !48
  %1382 = tail call float @llvm.amdgcn.exp2.f32(float %1350), !dbg !48
  %1383 = tail call float @llvm.amdgcn.exp2.f32(float %1351), !dbg !48
  %1384 = tail call float @llvm.amdgcn.exp2.f32(float %1352), !dbg !48
  %1385 = tail call float @llvm.amdgcn.exp2.f32(float %1353), !dbg !48
  %1386 = tail call float @llvm.amdgcn.exp2.f32(float %1354), !dbg !48
  %1387 = fsub float %.lcssa34, %1322, !dbg !49
  %1388 = tail call float @llvm.amdgcn.exp2.f32(float %1387), !dbg !50
  %1389 = fadd float %1355, %1356, !dbg !52
  %1390 = fadd float %1357, %1389, !dbg !52
  %1391 = fadd float %1358, %1390, !dbg !52
  %1392 = fadd float %1359, %1391, !dbg !52
  %1393 = fadd float %1360, %1392, !dbg !52
  %1394 = fadd float %1361, %1393, !dbg !52
  %1395 = fadd float %1362, %1394, !dbg !52
  %1396 = fadd float %1363, %1395, !dbg !52
  %1397 = fadd float %1364, %1396, !dbg !52
  %1398 = fadd float %1365, %1397, !dbg !52
  %1399 = fadd float %1366, %1398, !dbg !52
  %1400 = fadd float %1367, %1399, !dbg !52
  %1401 = fadd float %1368, %1400, !dbg !52
  %1402 = fadd float %1369, %1401, !dbg !52
  %1403 = fadd float %1370, %1402, !dbg !52
  %1404 = fadd float %1371, %1403, !dbg !52
  %1405 = fadd float %1372, %1404, !dbg !52
  %1406 = fadd float %1373, %1405, !dbg !52
  %1407 = fadd float %1374, %1406, !dbg !52
  %1408 = fadd float %1375, %1407, !dbg !52
  %1409 = fadd float %1376, %1408, !dbg !52
  %1410 = fadd float %1377, %1409, !dbg !52
  %1411 = fadd float %1378, %1410, !dbg !52
  %1412 = fadd float %1379, %1411, !dbg !52
  %1413 = fadd float %1380, %1412, !dbg !52
  %1414 = fadd float %1381, %1413, !dbg !52
  %1415 = fadd float %1382, %1414, !dbg !52
  %1416 = fadd float %1383, %1415, !dbg !52
  %1417 = fadd float %1384, %1416, !dbg !52
  %1418 = fadd float %1385, %1417, !dbg !52
  %1419 = fadd float %1386, %1418, !dbg !52
  %1420 = bitcast float %1419 to i32, !dbg !53
  %1421 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1420, i32 %1420, i1 false, i1 false), !dbg !53
  %1422 = shl nuw nsw i32 %19, 2, !dbg !56
  %1423 = shl nuw nsw i32 %44, 1, !dbg !56
  %1424 = or disjoint i32 %1422, %1423, !dbg !56
  %1425 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1424, !dbg !56
  %1426 = insertelement <1 x float> poison, float %1388, i64 0, !dbg !56
  store <1 x float> %1426, ptr addrspace(3) %1425, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %1427 = or disjoint i32 %1422, %20, !dbg !56
  %1428 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1427, !dbg !56
  %1429 = load <1 x float>, ptr addrspace(3) %1428, align 4, !dbg !56
  %1430 = insertelement <2 x float> poison, float %1355, i64 0, !dbg !57
  %1431 = insertelement <2 x float> %1430, float %1356, i64 1, !dbg !57
  %1432 = fptrunc <2 x float> %1431 to <2 x half>, !dbg !57
  %1433 = insertelement <2 x float> poison, float %1357, i64 0, !dbg !57
  %1434 = insertelement <2 x float> %1433, float %1358, i64 1, !dbg !57
  %1435 = fptrunc <2 x float> %1434 to <2 x half>, !dbg !57
  %1436 = insertelement <2 x float> poison, float %1359, i64 0, !dbg !57
  %1437 = insertelement <2 x float> %1436, float %1360, i64 1, !dbg !57
  %1438 = fptrunc <2 x float> %1437 to <2 x half>, !dbg !57
  %1439 = insertelement <2 x float> poison, float %1361, i64 0, !dbg !57
  %1440 = insertelement <2 x float> %1439, float %1362, i64 1, !dbg !57
  %1441 = fptrunc <2 x float> %1440 to <2 x half>, !dbg !57
  %1442 = insertelement <2 x float> poison, float %1363, i64 0, !dbg !57
  %1443 = insertelement <2 x float> %1442, float %1364, i64 1, !dbg !57
  %1444 = fptrunc <2 x float> %1443 to <2 x half>, !dbg !57
  %1445 = insertelement <2 x float> poison, float %1365, i64 0, !dbg !57
  %1446 = insertelement <2 x float> %1445, float %1366, i64 1, !dbg !57
  %1447 = fptrunc <2 x float> %1446 to <2 x half>, !dbg !57
  %1448 = insertelement <2 x float> poison, float %1367, i64 0, !dbg !57
  %1449 = insertelement <2 x float> %1448, float %1368, i64 1, !dbg !57
  %1450 = fptrunc <2 x float> %1449 to <2 x half>, !dbg !57
  %1451 = insertelement <2 x float> poison, float %1369, i64 0, !dbg !57
  %1452 = insertelement <2 x float> %1451, float %1370, i64 1, !dbg !57
  %1453 = fptrunc <2 x float> %1452 to <2 x half>, !dbg !57
  %1454 = insertelement <2 x float> poison, float %1371, i64 0, !dbg !57
  %1455 = insertelement <2 x float> %1454, float %1372, i64 1, !dbg !57
  %1456 = fptrunc <2 x float> %1455 to <2 x half>, !dbg !57
  %1457 = insertelement <2 x float> poison, float %1373, i64 0, !dbg !57
  %1458 = insertelement <2 x float> %1457, float %1374, i64 1, !dbg !57
  %1459 = fptrunc <2 x float> %1458 to <2 x half>, !dbg !57
  %1460 = insertelement <2 x float> poison, float %1375, i64 0, !dbg !57
  %1461 = insertelement <2 x float> %1460, float %1376, i64 1, !dbg !57
  %1462 = fptrunc <2 x float> %1461 to <2 x half>, !dbg !57
  %1463 = insertelement <2 x float> poison, float %1377, i64 0, !dbg !57
  %1464 = insertelement <2 x float> %1463, float %1378, i64 1, !dbg !57
  %1465 = fptrunc <2 x float> %1464 to <2 x half>, !dbg !57
  %1466 = insertelement <2 x float> poison, float %1379, i64 0, !dbg !57
  %1467 = insertelement <2 x float> %1466, float %1380, i64 1, !dbg !57
  %1468 = fptrunc <2 x float> %1467 to <2 x half>, !dbg !57
  %1469 = insertelement <2 x float> poison, float %1381, i64 0, !dbg !57
  %1470 = insertelement <2 x float> %1469, float %1382, i64 1, !dbg !57
  %1471 = fptrunc <2 x float> %1470 to <2 x half>, !dbg !57
  %1472 = insertelement <2 x float> poison, float %1383, i64 0, !dbg !57
  %1473 = insertelement <2 x float> %1472, float %1384, i64 1, !dbg !57
  %1474 = fptrunc <2 x float> %1473 to <2 x half>, !dbg !57
  %1475 = insertelement <2 x float> poison, float %1385, i64 0, !dbg !57
  %1476 = insertelement <2 x float> %1475, float %1386, i64 1, !dbg !57
  %1477 = fptrunc <2 x float> %1476 to <2 x half>, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1478 = shl nuw nsw i32 %19, 1, !dbg !57
  %1479 = xor i32 %.pre-phi59, %1478, !dbg !57
  %1480 = or disjoint i32 %1479, %44, !dbg !57
  %1481 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1480, !dbg !57
  %1482 = shufflevector <2 x half> %1432, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1482, ptr addrspace(3) %1481, align 2, !dbg !57
  %1483 = getelementptr inbounds nuw i8, ptr addrspace(3) %1481, i32 128, !dbg !57
  %1484 = shufflevector <2 x half> %1432, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1484, ptr addrspace(3) %1483, align 2, !dbg !57
  %1485 = getelementptr inbounds nuw i8, ptr addrspace(3) %1481, i32 2048, !dbg !57
  %1486 = shufflevector <2 x half> %1444, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1486, ptr addrspace(3) %1485, align 2, !dbg !57
  %1487 = getelementptr inbounds nuw i8, ptr addrspace(3) %1481, i32 2176, !dbg !57
  %1488 = shufflevector <2 x half> %1444, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1488, ptr addrspace(3) %1487, align 2, !dbg !57
  %1489 = getelementptr inbounds nuw i8, ptr addrspace(3) %1481, i32 4096, !dbg !57
  %1490 = shufflevector <2 x half> %1456, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1490, ptr addrspace(3) %1489, align 2, !dbg !57
  %1491 = getelementptr inbounds nuw i8, ptr addrspace(3) %1481, i32 4224, !dbg !57
  %1492 = shufflevector <2 x half> %1456, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1492, ptr addrspace(3) %1491, align 2, !dbg !57
  %1493 = getelementptr inbounds nuw i8, ptr addrspace(3) %1481, i32 6144, !dbg !57
  %1494 = shufflevector <2 x half> %1468, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1494, ptr addrspace(3) %1493, align 2, !dbg !57
  %1495 = getelementptr inbounds nuw i8, ptr addrspace(3) %1481, i32 6272, !dbg !57
  %1496 = shufflevector <2 x half> %1468, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1496, ptr addrspace(3) %1495, align 2, !dbg !57
  %1497 = xor i32 %1480, 264, !dbg !57
  %1498 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1497, !dbg !57
  %1499 = shufflevector <2 x half> %1435, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1499, ptr addrspace(3) %1498, align 2, !dbg !57
  %1500 = getelementptr inbounds nuw i8, ptr addrspace(3) %1498, i32 128, !dbg !57
  %1501 = shufflevector <2 x half> %1435, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1501, ptr addrspace(3) %1500, align 2, !dbg !57
  %1502 = getelementptr inbounds nuw i8, ptr addrspace(3) %1498, i32 2048, !dbg !57
  %1503 = shufflevector <2 x half> %1447, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1503, ptr addrspace(3) %1502, align 2, !dbg !57
  %1504 = getelementptr inbounds nuw i8, ptr addrspace(3) %1498, i32 2176, !dbg !57
  %1505 = shufflevector <2 x half> %1447, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1505, ptr addrspace(3) %1504, align 2, !dbg !57
  %1506 = getelementptr inbounds nuw i8, ptr addrspace(3) %1498, i32 4096, !dbg !57
  %1507 = shufflevector <2 x half> %1459, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1507, ptr addrspace(3) %1506, align 2, !dbg !57
  %1508 = getelementptr inbounds nuw i8, ptr addrspace(3) %1498, i32 4224, !dbg !57
  %1509 = shufflevector <2 x half> %1459, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1509, ptr addrspace(3) %1508, align 2, !dbg !57
  %1510 = getelementptr inbounds nuw i8, ptr addrspace(3) %1498, i32 6144, !dbg !57
  %1511 = shufflevector <2 x half> %1471, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1511, ptr addrspace(3) %1510, align 2, !dbg !57
  %1512 = getelementptr inbounds nuw i8, ptr addrspace(3) %1498, i32 6272, !dbg !57
  %1513 = shufflevector <2 x half> %1471, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1513, ptr addrspace(3) %1512, align 2, !dbg !57
  %1514 = xor i32 %1480, 1056, !dbg !57
  %1515 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1514, !dbg !57
  %1516 = shufflevector <2 x half> %1438, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1516, ptr addrspace(3) %1515, align 2, !dbg !57
  %1517 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 128, !dbg !57
  %1518 = shufflevector <2 x half> %1438, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1518, ptr addrspace(3) %1517, align 2, !dbg !57
  %1519 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 2048, !dbg !57
  %1520 = shufflevector <2 x half> %1450, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1520, ptr addrspace(3) %1519, align 2, !dbg !57
  %1521 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 2176, !dbg !57
  %1522 = shufflevector <2 x half> %1450, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1522, ptr addrspace(3) %1521, align 2, !dbg !57
  %1523 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 4096, !dbg !57
  %1524 = shufflevector <2 x half> %1462, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1524, ptr addrspace(3) %1523, align 2, !dbg !57
  %1525 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 4224, !dbg !57
  %1526 = shufflevector <2 x half> %1462, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1526, ptr addrspace(3) %1525, align 2, !dbg !57
  %1527 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 6144, !dbg !57
  %1528 = shufflevector <2 x half> %1474, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1528, ptr addrspace(3) %1527, align 2, !dbg !57
  %1529 = getelementptr inbounds nuw i8, ptr addrspace(3) %1515, i32 6272, !dbg !57
  %1530 = shufflevector <2 x half> %1474, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1530, ptr addrspace(3) %1529, align 2, !dbg !57
  %1531 = xor i32 %1480, 1320, !dbg !57
  %1532 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1531, !dbg !57
  %1533 = shufflevector <2 x half> %1441, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1533, ptr addrspace(3) %1532, align 2, !dbg !57
  %1534 = getelementptr inbounds nuw i8, ptr addrspace(3) %1532, i32 128, !dbg !57
  %1535 = shufflevector <2 x half> %1441, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1535, ptr addrspace(3) %1534, align 2, !dbg !57
  %1536 = getelementptr inbounds nuw i8, ptr addrspace(3) %1532, i32 2048, !dbg !57
  %1537 = shufflevector <2 x half> %1453, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1537, ptr addrspace(3) %1536, align 2, !dbg !57
  %1538 = getelementptr inbounds nuw i8, ptr addrspace(3) %1532, i32 2176, !dbg !57
  %1539 = shufflevector <2 x half> %1453, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1539, ptr addrspace(3) %1538, align 2, !dbg !57
  %1540 = getelementptr inbounds nuw i8, ptr addrspace(3) %1532, i32 4096, !dbg !57
  %1541 = shufflevector <2 x half> %1465, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1541, ptr addrspace(3) %1540, align 2, !dbg !57
  %1542 = getelementptr inbounds nuw i8, ptr addrspace(3) %1532, i32 4224, !dbg !57
  %1543 = shufflevector <2 x half> %1465, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1543, ptr addrspace(3) %1542, align 2, !dbg !57
  %1544 = getelementptr inbounds nuw i8, ptr addrspace(3) %1532, i32 6144, !dbg !57
  %1545 = shufflevector <2 x half> %1477, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1545, ptr addrspace(3) %1544, align 2, !dbg !57
  %1546 = getelementptr inbounds nuw i8, ptr addrspace(3) %1532, i32 6272, !dbg !57
  %1547 = shufflevector <2 x half> %1477, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1547, ptr addrspace(3) %1546, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1548 = and i32 %.pre-phi, 128, !dbg !57
  %1549 = and i32 %18, 8, !dbg !57
  %1550 = icmp eq i32 %1549, 0, !dbg !57
  %1551 = select i1 %1550, i32 0, i32 264, !dbg !57
  %1552 = lshr exact i32 %20, 1, !dbg !57
  %1553 = or disjoint i32 %1548, %1552, !dbg !57
  %1554 = xor i32 %1551, %.pre-phi51, !dbg !57
  %1555 = xor i32 %1554, %.pre-phi59, !dbg !57
  %1556 = or disjoint i32 %1553, %1555, !dbg !57
  %1557 = or disjoint i32 %1556, %.pre-phi57, !dbg !57
  %1558 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1557, !dbg !57
  %1559 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1558), !dbg !57
  %1560 = getelementptr inbounds nuw i8, ptr addrspace(3) %1558, i32 2048, !dbg !57
  %1561 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1560), !dbg !57
  %1562 = getelementptr inbounds nuw i8, ptr addrspace(3) %1558, i32 4096, !dbg !57
  %1563 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1562), !dbg !57
  %1564 = getelementptr inbounds nuw i8, ptr addrspace(3) %1558, i32 6144, !dbg !57
  %1565 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1564), !dbg !57
  %1566 = xor i32 %1557, 1056, !dbg !57
  %1567 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1566, !dbg !57
  %1568 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1567), !dbg !57
  %1569 = getelementptr inbounds nuw i8, ptr addrspace(3) %1567, i32 2048, !dbg !57
  %1570 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1569), !dbg !57
  %1571 = getelementptr inbounds nuw i8, ptr addrspace(3) %1567, i32 4096, !dbg !57
  %1572 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1571), !dbg !57
  %1573 = getelementptr inbounds nuw i8, ptr addrspace(3) %1567, i32 6144, !dbg !57
  %1574 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1573), !dbg !57
  %1575 = extractelement <2 x float> %1087, i64 0, !dbg !58
  %1576 = extractelement <2 x float> %1087, i64 1, !dbg !58
  %1577 = extractelement <2 x float> %1088, i64 0, !dbg !58
  %1578 = extractelement <2 x float> %1088, i64 1, !dbg !58
  %1579 = extractelement <2 x float> %1089, i64 0, !dbg !58
  %1580 = extractelement <2 x float> %1089, i64 1, !dbg !58
  %1581 = extractelement <2 x float> %1090, i64 0, !dbg !58
  %1582 = extractelement <2 x float> %1090, i64 1, !dbg !58
  %1583 = extractelement <2 x float> %1091, i64 0, !dbg !58
  %1584 = extractelement <2 x float> %1091, i64 1, !dbg !58
  %1585 = extractelement <2 x float> %1092, i64 0, !dbg !58
  %1586 = extractelement <2 x float> %1092, i64 1, !dbg !58
  %1587 = extractelement <2 x float> %1093, i64 0, !dbg !58
  %1588 = extractelement <2 x float> %1093, i64 1, !dbg !58
  %1589 = extractelement <2 x float> %1094, i64 0, !dbg !58
  %1590 = extractelement <2 x float> %1094, i64 1, !dbg !58
  br i1 %1100, label %1591, label %1636, !dbg !58

1591:                                             ; preds = %1183
  %1592 = fmul float %.lcssa33, %1388, !dbg !51
  %1593 = extractvalue { i32, i32 } %1421, 0, !dbg !53
  %1594 = bitcast i32 %1593 to float, !dbg !53
  %1595 = extractvalue { i32, i32 } %1421, 1, !dbg !53
  %1596 = bitcast i32 %1595 to float, !dbg !53
  %1597 = fadd float %1594, %1596, !dbg !52
  %1598 = fadd float %1597, %1592, !dbg !55
  %1599 = shufflevector <4 x half> %1559, <4 x half> %1568, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1600 = shufflevector <4 x half> %1561, <4 x half> %1570, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1601 = shufflevector <4 x half> %1563, <4 x half> %1572, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1602 = shufflevector <4 x half> %1565, <4 x half> %1574, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1603 = shufflevector <4 x half> %1106, <4 x half> %1114, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1604 = shufflevector <4 x half> %1108, <4 x half> %1116, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1605 = shufflevector <4 x half> %1110, <4 x half> %1118, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1606 = shufflevector <4 x half> %1112, <4 x half> %1120, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1607 = shufflevector <2 x float> %1087, <2 x float> %1088, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1608 = shufflevector <2 x float> %1089, <2 x float> %1090, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1609 = shufflevector <2 x float> %1091, <2 x float> %1092, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1610 = shufflevector <2 x float> %1093, <2 x float> %1094, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1611 = shufflevector <4 x float> %1607, <4 x float> %1608, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1612 = shufflevector <4 x float> %1609, <4 x float> %1610, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1613 = shufflevector <8 x float> %1611, <8 x float> %1612, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %1614 = shufflevector <1 x float> %1429, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %1615 = fmul <16 x float> %1613, %1614, !dbg !58
  %1616 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1603, <8 x half> %1599, <16 x float> %1615, i32 0, i32 0, i32 0), !dbg !58
  %1617 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1604, <8 x half> %1600, <16 x float> %1616, i32 0, i32 0, i32 0), !dbg !58
  %1618 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1605, <8 x half> %1601, <16 x float> %1617, i32 0, i32 0, i32 0), !dbg !58
  %1619 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1606, <8 x half> %1602, <16 x float> %1618, i32 0, i32 0, i32 0), !dbg !58
  %1620 = extractelement <16 x float> %1619, i64 0, !dbg !58
  %1621 = extractelement <16 x float> %1619, i64 1, !dbg !58
  %1622 = extractelement <16 x float> %1619, i64 2, !dbg !58
  %1623 = extractelement <16 x float> %1619, i64 3, !dbg !58
  %1624 = extractelement <16 x float> %1619, i64 4, !dbg !58
  %1625 = extractelement <16 x float> %1619, i64 5, !dbg !58
  %1626 = extractelement <16 x float> %1619, i64 6, !dbg !58
  %1627 = extractelement <16 x float> %1619, i64 7, !dbg !58
  %1628 = extractelement <16 x float> %1619, i64 8, !dbg !58
  %1629 = extractelement <16 x float> %1619, i64 9, !dbg !58
  %1630 = extractelement <16 x float> %1619, i64 10, !dbg !58
  %1631 = extractelement <16 x float> %1619, i64 11, !dbg !58
  %1632 = extractelement <16 x float> %1619, i64 12, !dbg !58
  %1633 = extractelement <16 x float> %1619, i64 13, !dbg !58
  %1634 = extractelement <16 x float> %1619, i64 14, !dbg !58
  %1635 = extractelement <16 x float> %1619, i64 15, !dbg !58
  br label %1636, !dbg !58

1636:                                             ; preds = %1591, %1183
  %1637 = phi float [ %1635, %1591 ], [ %1590, %1183 ]
  %1638 = phi float [ %1634, %1591 ], [ %1589, %1183 ]
  %1639 = phi float [ %1633, %1591 ], [ %1588, %1183 ]
  %1640 = phi float [ %1632, %1591 ], [ %1587, %1183 ]
  %1641 = phi float [ %1631, %1591 ], [ %1586, %1183 ]
  %1642 = phi float [ %1630, %1591 ], [ %1585, %1183 ]
  %1643 = phi float [ %1629, %1591 ], [ %1584, %1183 ]
  %1644 = phi float [ %1628, %1591 ], [ %1583, %1183 ]
  %1645 = phi float [ %1627, %1591 ], [ %1582, %1183 ]
  %1646 = phi float [ %1626, %1591 ], [ %1581, %1183 ]
  %1647 = phi float [ %1625, %1591 ], [ %1580, %1183 ]
  %1648 = phi float [ %1624, %1591 ], [ %1579, %1183 ]
  %1649 = phi float [ %1623, %1591 ], [ %1578, %1183 ]
  %1650 = phi float [ %1622, %1591 ], [ %1577, %1183 ]
  %1651 = phi float [ %1621, %1591 ], [ %1576, %1183 ]
  %1652 = phi float [ %1620, %1591 ], [ %1575, %1183 ]
  %1653 = phi float [ %1598, %1591 ], [ %.lcssa33, %1183 ]
  %1654 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1424, !dbg !63
  %1655 = insertelement <1 x float> poison, float %1653, i64 0, !dbg !63
  store <1 x float> %1655, ptr addrspace(3) %1654, align 4, !dbg !63
  fence syncscope("workgroup") release, !dbg !63
  tail call void @llvm.amdgcn.s.barrier(), !dbg !63
  fence syncscope("workgroup") acquire, !dbg !63
  %1656 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1427, !dbg !63
  %1657 = load <1 x float>, ptr addrspace(3) %1656, align 4, !dbg !63
  %1658 = extractelement <1 x float> %1657, i64 0, !dbg !63
  %1659 = fdiv float %1652, %1658, !dbg !63
  %1660 = fdiv float %1651, %1658, !dbg !63
  %1661 = fdiv float %1650, %1658, !dbg !63
  %1662 = fdiv float %1649, %1658, !dbg !63
  %1663 = fdiv float %1648, %1658, !dbg !63
  %1664 = fdiv float %1647, %1658, !dbg !63
  %1665 = fdiv float %1646, %1658, !dbg !63
  %1666 = fdiv float %1645, %1658, !dbg !63
  %1667 = fdiv float %1644, %1658, !dbg !63
  %1668 = fdiv float %1643, %1658, !dbg !63
  %1669 = fdiv float %1642, %1658, !dbg !63
  %1670 = fdiv float %1641, %1658, !dbg !63
  %1671 = fdiv float %1640, %1658, !dbg !63
  %1672 = fdiv float %1639, %1658, !dbg !63
  %1673 = fdiv float %1638, %1658, !dbg !63
  %1674 = fdiv float %1637, %1658, !dbg !63
  %1675 = insertelement <2 x float> poison, float %1659, i64 0, !dbg !64
  %1676 = insertelement <2 x float> %1675, float %1660, i64 1, !dbg !64
  %1677 = fptrunc <2 x float> %1676 to <2 x half>, !dbg !64
  %1678 = insertelement <2 x float> poison, float %1661, i64 0, !dbg !64
  %1679 = insertelement <2 x float> %1678, float %1662, i64 1, !dbg !64
  %1680 = fptrunc <2 x float> %1679 to <2 x half>, !dbg !64
  %1681 = insertelement <2 x float> poison, float %1663, i64 0, !dbg !64
  %1682 = insertelement <2 x float> %1681, float %1664, i64 1, !dbg !64
  %1683 = fptrunc <2 x float> %1682 to <2 x half>, !dbg !64
  %1684 = insertelement <2 x float> poison, float %1665, i64 0, !dbg !64
  %1685 = insertelement <2 x float> %1684, float %1666, i64 1, !dbg !64
  %1686 = fptrunc <2 x float> %1685 to <2 x half>, !dbg !64
  %1687 = insertelement <2 x float> poison, float %1667, i64 0, !dbg !64
  %1688 = insertelement <2 x float> %1687, float %1668, i64 1, !dbg !64
  %1689 = fptrunc <2 x float> %1688 to <2 x half>, !dbg !64
  %1690 = insertelement <2 x float> poison, float %1669, i64 0, !dbg !64
  %1691 = insertelement <2 x float> %1690, float %1670, i64 1, !dbg !64
  %1692 = fptrunc <2 x float> %1691 to <2 x half>, !dbg !64
  %1693 = insertelement <2 x float> poison, float %1671, i64 0, !dbg !64
  %1694 = insertelement <2 x float> %1693, float %1672, i64 1, !dbg !64
  %1695 = fptrunc <2 x float> %1694 to <2 x half>, !dbg !64
  %1696 = insertelement <2 x float> poison, float %1673, i64 0, !dbg !64
  %1697 = insertelement <2 x float> %1696, float %1674, i64 1, !dbg !64
  %1698 = fptrunc <2 x float> %1697 to <2 x half>, !dbg !64
  %1699 = bitcast <2 x half> %1677 to i32, !dbg !64
  %1700 = bitcast <2 x half> %1680 to i32, !dbg !64
  %1701 = bitcast <2 x half> %1683 to i32, !dbg !64
  %1702 = bitcast <2 x half> %1686 to i32, !dbg !64
  %1703 = bitcast <2 x half> %1689 to i32, !dbg !64
  %1704 = bitcast <2 x half> %1692 to i32, !dbg !64
  %1705 = bitcast <2 x half> %1695 to i32, !dbg !64
  %1706 = bitcast <2 x half> %1698 to i32, !dbg !64
  %1707 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1699, i32 %1701, i1 false, i1 false), !dbg !64
  %1708 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1700, i32 %1702, i1 false, i1 false), !dbg !64
  %1709 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1703, i32 %1705, i1 false, i1 false), !dbg !64
  %1710 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1704, i32 %1706, i1 false, i1 false), !dbg !64
  br i1 %35, label %1711, label %.critedge, !dbg !65

1711:                                             ; preds = %1636
  %1712 = extractvalue { i32, i32 } %1707, 0, !dbg !64
  %1713 = bitcast i32 %1712 to <2 x half>, !dbg !64
  %1714 = extractvalue { i32, i32 } %1708, 0, !dbg !64
  %1715 = bitcast i32 %1714 to <2 x half>, !dbg !64
  %1716 = shufflevector <2 x half> %1713, <2 x half> %1715, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !65
  %1717 = extractvalue { i32, i32 } %1707, 1, !dbg !64
  %1718 = bitcast i32 %1717 to <2 x half>, !dbg !64
  %1719 = shufflevector <2 x half> %1718, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1720 = shufflevector <8 x half> %1716, <8 x half> %1719, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !65
  %1721 = extractvalue { i32, i32 } %1708, 1, !dbg !64
  %1722 = bitcast i32 %1721 to <2 x half>, !dbg !64
  %1723 = shufflevector <2 x half> %1722, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1724 = shufflevector <8 x half> %1720, <8 x half> %1723, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !65
  %1725 = extractvalue { i32, i32 } %1710, 1, !dbg !64
  %1726 = bitcast i32 %1725 to <2 x half>, !dbg !64
  %1727 = shufflevector <2 x half> %1726, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1728 = extractvalue { i32, i32 } %1709, 1, !dbg !64
  %1729 = bitcast i32 %1728 to <2 x half>, !dbg !64
  %1730 = shufflevector <2 x half> %1729, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1731 = extractvalue { i32, i32 } %1710, 0, !dbg !64
  %1732 = bitcast i32 %1731 to <2 x half>, !dbg !64
  %1733 = extractvalue { i32, i32 } %1709, 0, !dbg !64
  %1734 = bitcast i32 %1733 to <2 x half>, !dbg !64
  %1735 = getelementptr half, ptr addrspace(1) %3, i64 %15, !dbg !66
  %1736 = sext i32 %39 to i64, !dbg !67
  %1737 = getelementptr half, ptr addrspace(1) %1735, i64 %1736, !dbg !67
  %1738 = zext nneg i32 %46 to i64, !dbg !68
  %1739 = getelementptr half, ptr addrspace(1) %1737, i64 %1738, !dbg !68
  %1740 = getelementptr i8, ptr addrspace(1) %1739, i64 32, !dbg !68
  store <8 x half> %1724, ptr addrspace(1) %1739, align 16, !dbg !65
  %1741 = shufflevector <2 x half> %1734, <2 x half> %1732, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !65
  %1742 = shufflevector <8 x half> %1741, <8 x half> %1730, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !65
  %1743 = shufflevector <8 x half> %1742, <8 x half> %1727, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !65
  store <8 x half> %1743, ptr addrspace(1) %1740, align 16, !dbg !65
  br label %.critedge, !dbg !65

.critedge:                                        ; preds = %1636, %1711
  ret void, !dbg !69
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

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read)
declare <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) captures(none)) #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half>, <8 x half>, <16 x float>, i32 immarg, i32 immarg, i32 immarg) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #0

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare { i32, i32 } @llvm.amdgcn.permlane32.swap(i32, i32, i1 immarg, i1 immarg) #6

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="0, 0" "denormal-fp-math-f32"="ieee" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #4 = { convergent mustprogress nocallback nofree nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: "/work/main/tests/data/triton/families")
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
!59 = distinct !{!59, !60}
!60 = !{!"llvm.loop.peeled.count", i32 1}
!61 = !DILocation(line: 67, column: 49, scope: !7)
!62 = !DILocation(line: 68, column: 35, scope: !7)
!63 = !DILocation(line: 84, column: 16, scope: !7)
!64 = !DILocation(line: 85, column: 77, scope: !7)
!65 = !DILocation(line: 85, column: 70, scope: !7)
!66 = !DILocation(line: 85, column: 17, scope: !7)
!67 = !DILocation(line: 85, column: 24, scope: !7)
!68 = !DILocation(line: 85, column: 54, scope: !7)
!69 = !DILocation(line: 85, column: 4, scope: !7)
