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
  %28 = or disjoint i32 %27, 1, !dbg !14
  %29 = or disjoint i32 %27, 2, !dbg !14
  %30 = or disjoint i32 %27, 3, !dbg !14
  %31 = or disjoint i32 %27, 8, !dbg !14
  %32 = or disjoint i32 %27, 9, !dbg !14
  %33 = or disjoint i32 %27, 10, !dbg !14
  %34 = or disjoint i32 %27, 11, !dbg !14
  %35 = or disjoint i32 %27, 16, !dbg !14
  %36 = or disjoint i32 %27, 17, !dbg !14
  %37 = or disjoint i32 %27, 18, !dbg !14
  %38 = or disjoint i32 %27, 19, !dbg !14
  %39 = or disjoint i32 %27, 24, !dbg !14
  %40 = or disjoint i32 %27, 25, !dbg !14
  %41 = or disjoint i32 %27, 26, !dbg !14
  %42 = or disjoint i32 %27, 27, !dbg !14
  %43 = or disjoint i32 %27, 32, !dbg !14
  %44 = or disjoint i32 %27, 33, !dbg !14
  %45 = or disjoint i32 %27, 34, !dbg !14
  %46 = or disjoint i32 %27, 35, !dbg !14
  %47 = or disjoint i32 %27, 40, !dbg !14
  %48 = or disjoint i32 %27, 41, !dbg !14
  %49 = or disjoint i32 %27, 42, !dbg !14
  %50 = or disjoint i32 %27, 43, !dbg !14
  %51 = or disjoint i32 %27, 48, !dbg !14
  %52 = or disjoint i32 %27, 49, !dbg !14
  %53 = or disjoint i32 %27, 50, !dbg !14
  %54 = or disjoint i32 %27, 51, !dbg !14
  %55 = or disjoint i32 %27, 56, !dbg !14
  %56 = or disjoint i32 %27, 57, !dbg !14
  %57 = or disjoint i32 %27, 58, !dbg !14
  %58 = or disjoint i32 %27, 59, !dbg !14
  %59 = or disjoint i32 %19, %21, !dbg !15
  %60 = or disjoint i32 %59, %17, !dbg !15
  %61 = or disjoint i32 %23, %17, !dbg !15
  %62 = or disjoint i32 %24, %17, !dbg !15
  %63 = icmp slt i32 %60, %4, !dbg !16
  %64 = icmp slt i32 %61, %4, !dbg !16
  %65 = icmp slt i32 %62, %4, !dbg !16
  %66 = getelementptr half, ptr addrspace(1) %0, i64 %15, !dbg !17
  %67 = mul i32 %5, %60, !dbg !18
  %68 = mul i32 %5, %62, !dbg !18
  %69 = sext i32 %68 to i64, !dbg !19
  %70 = getelementptr half, ptr addrspace(1) %66, i64 %69, !dbg !19
  %71 = lshr exact i32 %25, 2, !dbg !20
  %72 = and i32 %18, 64, !dbg !20
  %73 = lshr exact i32 %72, 1, !dbg !20
  %74 = or disjoint i32 %71, %73, !dbg !20
  %75 = shl nuw nsw i32 %18, 3, !dbg !20
  %76 = and i32 %75, 56, !dbg !20
  %77 = zext nneg i32 %76 to i64, !dbg !21
  %78 = getelementptr half, ptr addrspace(1) %70, i64 %77, !dbg !21
  br i1 %64, label %79, label %85, !dbg !22

79:                                               ; preds = %9
  %80 = mul i32 %5, %61
  %81 = sext i32 %80 to i64
  %82 = getelementptr half, ptr addrspace(1) %66, i64 %81
  %83 = getelementptr half, ptr addrspace(1) %82, i64 %77
  %84 = load <8 x half>, ptr addrspace(1) %83, align 16, !dbg !22
  br label %85, !dbg !22

85:                                               ; preds = %79, %9
  %86 = phi <8 x half> [ %84, %79 ], [ zeroinitializer, %9 ], !dbg !22
  br i1 %65, label %87, label %89, !dbg !22

87:                                               ; preds = %85
  %88 = load <8 x half>, ptr addrspace(1) %78, align 16, !dbg !22
  br label %89, !dbg !22

89:                                               ; preds = %87, %85
  %90 = phi <8 x half> [ %88, %87 ], [ zeroinitializer, %85 ], !dbg !22
  %91 = shl nuw nsw i32 %18, 4, !dbg !22
  %92 = and i32 %91, 4080, !dbg !22
  %93 = and i32 %18, 112, !dbg !22
  %94 = xor i32 %92, %93, !dbg !22
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %94, !dbg !22
  store <8 x half> %86, ptr addrspace(3) %95, align 16, !dbg !22
  %96 = getelementptr inbounds nuw i8, ptr addrspace(3) %95, i32 4096, !dbg !22
  store <8 x half> %90, ptr addrspace(3) %96, align 16, !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  %97 = shl nuw nsw i32 %19, 7, !dbg !22
  %98 = and i32 %75, 112, !dbg !22
  %99 = lshr exact i32 %25, 1, !dbg !22
  %100 = shl nuw nsw i32 %72, 6, !dbg !22
  %101 = xor i32 %98, %99, !dbg !22
  %102 = or disjoint i32 %101, %100, !dbg !22
  %103 = or disjoint i32 %102, %97, !dbg !22
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103, !dbg !22
  %105 = load <8 x half>, ptr addrspace(3) %104, align 16, !dbg !22
  %106 = xor i32 %103, 32, !dbg !22
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %106, !dbg !22
  %108 = load <8 x half>, ptr addrspace(3) %107, align 16, !dbg !22
  %109 = xor i32 %103, 64, !dbg !22
  %110 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %109, !dbg !22
  %111 = load <8 x half>, ptr addrspace(3) %110, align 16, !dbg !22
  %112 = xor i32 %103, 96, !dbg !22
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %112, !dbg !22
  %114 = load <8 x half>, ptr addrspace(3) %113, align 16, !dbg !22
  %115 = fmul float %6, 0x3FF7154760000000, !dbg !23
  %116 = getelementptr half, ptr addrspace(1) %1, i64 %15, !dbg !24
  %117 = getelementptr half, ptr addrspace(1) %2, i64 %15, !dbg !25
  %118 = icmp sgt i32 %4, 0, !dbg !26
  %119 = icmp slt i32 %23, %4, !dbg !27
  %120 = icmp slt i32 %24, %4, !dbg !27
  %121 = mul i32 %5, %23, !dbg !28
  %122 = mul i32 %5, %24, !dbg !28
  %123 = sext i32 %122 to i64, !dbg !29
  %124 = getelementptr half, ptr addrspace(1) %116, i64 %123, !dbg !29
  %125 = getelementptr half, ptr addrspace(1) %124, i64 %77, !dbg !30
  %126 = and i1 %118, %120, !dbg !26
  br i1 %119, label %127, label %132, !dbg !31

127:                                              ; preds = %89
  %128 = sext i32 %121 to i64
  %129 = getelementptr half, ptr addrspace(1) %116, i64 %128
  %130 = getelementptr half, ptr addrspace(1) %129, i64 %77
  %131 = load <8 x half>, ptr addrspace(1) %130, align 16, !dbg !31
  br label %132, !dbg !31

132:                                              ; preds = %127, %89
  %133 = phi <8 x half> [ %131, %127 ], [ zeroinitializer, %89 ], !dbg !31
  br i1 %126, label %134, label %136, !dbg !31

134:                                              ; preds = %132
  %135 = load <8 x half>, ptr addrspace(1) %125, align 16, !dbg !31
  br label %136, !dbg !31

136:                                              ; preds = %134, %132
  %137 = phi <8 x half> [ %135, %134 ], [ zeroinitializer, %132 ], !dbg !31
  %138 = getelementptr half, ptr addrspace(1) %117, i64 %123, !dbg !32
  %139 = getelementptr half, ptr addrspace(1) %138, i64 %77, !dbg !33
  br i1 %119, label %140, label %145, !dbg !34

140:                                              ; preds = %136
  %141 = sext i32 %121 to i64
  %142 = getelementptr half, ptr addrspace(1) %117, i64 %141
  %143 = getelementptr half, ptr addrspace(1) %142, i64 %77
  %144 = load <8 x half>, ptr addrspace(1) %143, align 16, !dbg !34
  br label %145, !dbg !34

145:                                              ; preds = %140, %136
  %146 = phi <8 x half> [ %144, %140 ], [ zeroinitializer, %136 ], !dbg !34
  br i1 %126, label %147, label %149, !dbg !34

147:                                              ; preds = %145
  %148 = load <8 x half>, ptr addrspace(1) %139, align 16, !dbg !34
  br label %149, !dbg !34

149:                                              ; preds = %147, %145
  %150 = phi <8 x half> [ %148, %147 ], [ zeroinitializer, %145 ], !dbg !34
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  store <8 x half> %133, ptr addrspace(3) %95, align 16, !dbg !31
  store <8 x half> %137, ptr addrspace(3) %96, align 16, !dbg !31
  %151 = lshr exact i32 %93, 1, !dbg !34
  %152 = xor i32 %92, %151, !dbg !34
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %152, !dbg !34
  %154 = shufflevector <8 x half> %146, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %154, ptr addrspace(3) %153, align 8, !dbg !34
  %155 = getelementptr inbounds nuw i8, ptr addrspace(3) %153, i32 4096, !dbg !34
  %156 = shufflevector <8 x half> %150, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %156, ptr addrspace(3) %155, align 8, !dbg !34
  %157 = xor i32 %152, 8, !dbg !34
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %157, !dbg !34
  %159 = shufflevector <8 x half> %146, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %159, ptr addrspace(3) %158, align 8, !dbg !34
  %160 = getelementptr inbounds nuw i8, ptr addrspace(3) %158, i32 4096, !dbg !34
  %161 = shufflevector <8 x half> %150, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %161, ptr addrspace(3) %160, align 8, !dbg !34
  %162 = add i32 %4, -64, !dbg !26
  %invariant.gep = getelementptr half, ptr addrspace(1) %116, i64 %77, !dbg !26
  %invariant.gep37 = getelementptr half, ptr addrspace(1) %117, i64 %77, !dbg !26
  %163 = icmp sgt i32 %162, 0, !dbg !26
  br i1 %163, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !26

.._crit_edge_crit_edge:                           ; preds = %149
  %.pre = shl nuw nsw i32 %18, 5, !dbg !34
  %.pre48 = and i32 %.pre, 384, !dbg !34
  %.pre50 = and i32 %75, 24, !dbg !34
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

.lr.ph:                                           ; preds = %149
  %164 = or disjoint i32 %97, %98
  %165 = xor i32 %164, %99
  %166 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %165
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) %166, i32 4096
  %168 = xor i32 %165, 32
  %169 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %168
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) %169, i32 4096
  %171 = xor i32 %165, 64
  %172 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %171
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) %172, i32 4096
  %174 = xor i32 %165, 96
  %175 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %174
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) %175, i32 4096
  %177 = shl nuw nsw i32 %18, 5
  %178 = and i32 %177, 384
  %179 = and i32 %75, 24
  %180 = and i32 %18, 72
  %181 = shl nuw nsw i32 %18, 1
  %182 = and i32 %181, 32
  %183 = select i1 %26, i32 0, i32 528
  %184 = or disjoint i32 %178, %179
  %185 = or disjoint i32 %183, %180
  %186 = xor i32 %185, %184
  %187 = or disjoint i32 %186, %182
  %188 = xor i32 %187, 1056
  %189 = shl nuw nsw i32 %19, 2
  %190 = shl nuw nsw i32 %72, 1
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %189
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) %191, i32 %190
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) %191, i32 %20
  %194 = shl nuw nsw i32 %19, 1
  %195 = xor i32 %183, %194
  %196 = or disjoint i32 %195, %72
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %196
  %198 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 128
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 2048
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 2176
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 4096
  %202 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 4224
  %203 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 6144
  %204 = getelementptr inbounds nuw i8, ptr addrspace(3) %197, i32 6272
  %205 = xor i32 %196, 264
  %206 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %205
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 128
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 2048
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 2176
  %210 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 4096
  %211 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 4224
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 6144
  %213 = getelementptr inbounds nuw i8, ptr addrspace(3) %206, i32 6272
  %214 = xor i32 %196, 1056
  %215 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %214
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) %215, i32 128
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) %215, i32 2048
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) %215, i32 2176
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) %215, i32 4096
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) %215, i32 4224
  %221 = getelementptr inbounds nuw i8, ptr addrspace(3) %215, i32 6144
  %222 = getelementptr inbounds nuw i8, ptr addrspace(3) %215, i32 6272
  %223 = xor i32 %196, 1320
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %223
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 128
  %226 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 2048
  %227 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 2176
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 4096
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 4224
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 6144
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %224, i32 6272
  %232 = and i32 %177, 128
  %233 = and i32 %18, 8
  %234 = icmp eq i32 %233, 0
  %235 = select i1 %234, i32 0, i32 264
  %236 = lshr exact i32 %20, 1
  %237 = or disjoint i32 %232, %236
  %238 = xor i32 %235, %179
  %239 = xor i32 %238, %183
  %240 = or disjoint i32 %237, %239
  %241 = or disjoint i32 %240, %182
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %241
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %242, i32 2048
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %242, i32 4096
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) %242, i32 6144
  %246 = xor i32 %241, 1056
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %246
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 2048
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 4096
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %247, i32 6144
  %251 = or disjoint i32 %23, 64, !dbg !35
  %252 = or i32 %22, 96, !dbg !35
  %253 = icmp slt i32 %251, %4, !dbg !27
  %254 = icmp slt i32 %252, %4, !dbg !27
  %255 = mul i32 %251, %5, !dbg !28
  %256 = mul i32 %252, %5, !dbg !28
  %257 = sext i32 %256 to i64, !dbg !29
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %257, !dbg !30
  br i1 %253, label %258, label %261, !dbg !31

258:                                              ; preds = %.lr.ph
  %259 = sext i32 %255 to i64
  %gep36.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %259
  %260 = load <8 x half>, ptr addrspace(1) %gep36.peel, align 16, !dbg !31
  br label %261, !dbg !31

261:                                              ; preds = %258, %.lr.ph
  %262 = phi <8 x half> [ %260, %258 ], [ zeroinitializer, %.lr.ph ], !dbg !31
  br i1 %254, label %263, label %265, !dbg !31

263:                                              ; preds = %261
  %264 = load <8 x half>, ptr addrspace(1) %gep.peel, align 16, !dbg !31
  br label %265, !dbg !31

265:                                              ; preds = %263, %261
  %266 = phi <8 x half> [ %264, %263 ], [ zeroinitializer, %261 ], !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %267 = load <8 x half>, ptr addrspace(3) %166, align 16, !dbg !36
  %268 = load <8 x half>, ptr addrspace(3) %167, align 16, !dbg !36
  %269 = load <8 x half>, ptr addrspace(3) %169, align 16, !dbg !36
  %270 = load <8 x half>, ptr addrspace(3) %170, align 16, !dbg !36
  %271 = load <8 x half>, ptr addrspace(3) %172, align 16, !dbg !36
  %272 = load <8 x half>, ptr addrspace(3) %173, align 16, !dbg !36
  %273 = load <8 x half>, ptr addrspace(3) %175, align 16, !dbg !36
  %274 = load <8 x half>, ptr addrspace(3) %176, align 16, !dbg !36
  %gep38.peel = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %257, !dbg !33
  br i1 %253, label %275, label %278, !dbg !34

275:                                              ; preds = %265
  %276 = sext i32 %255 to i64
  %gep40.peel = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %276
  %277 = load <8 x half>, ptr addrspace(1) %gep40.peel, align 16, !dbg !34
  br label %278, !dbg !34

278:                                              ; preds = %275, %265
  %279 = phi <8 x half> [ %277, %275 ], [ zeroinitializer, %265 ], !dbg !34
  br i1 %254, label %280, label %282, !dbg !34

280:                                              ; preds = %278
  %281 = load <8 x half>, ptr addrspace(1) %gep38.peel, align 16, !dbg !34
  br label %282, !dbg !34

282:                                              ; preds = %280, %278
  %283 = phi <8 x half> [ %281, %280 ], [ zeroinitializer, %278 ], !dbg !34
  %284 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %187, !dbg !34
  %285 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %284), !dbg !34
  %286 = getelementptr inbounds nuw i8, ptr addrspace(3) %284, i32 2048, !dbg !34
  %287 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %286), !dbg !34
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) %284, i32 4096, !dbg !34
  %289 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %288), !dbg !34
  %290 = getelementptr inbounds nuw i8, ptr addrspace(3) %284, i32 6144, !dbg !34
  %291 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %290), !dbg !34
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %188, !dbg !34
  %293 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %292), !dbg !34
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %292, i32 2048, !dbg !34
  %295 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %294), !dbg !34
  %296 = getelementptr inbounds nuw i8, ptr addrspace(3) %292, i32 4096, !dbg !34
  %297 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %296), !dbg !34
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %292, i32 6144, !dbg !34
  %299 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %298), !dbg !34
  %300 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %267, <8 x half> %105, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %301 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %269, <8 x half> %108, <16 x float> %300, i32 0, i32 0, i32 0), !dbg !36
  %302 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %271, <8 x half> %111, <16 x float> %301, i32 0, i32 0, i32 0), !dbg !36
  %303 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %273, <8 x half> %114, <16 x float> %302, i32 0, i32 0, i32 0), !dbg !36
  %304 = extractelement <16 x float> %303, i64 0, !dbg !36
  %305 = extractelement <16 x float> %303, i64 1, !dbg !36
  %306 = extractelement <16 x float> %303, i64 2, !dbg !36
  %307 = extractelement <16 x float> %303, i64 3, !dbg !36
  %308 = extractelement <16 x float> %303, i64 4, !dbg !36
  %309 = extractelement <16 x float> %303, i64 5, !dbg !36
  %310 = extractelement <16 x float> %303, i64 6, !dbg !36
  %311 = extractelement <16 x float> %303, i64 7, !dbg !36
  %312 = extractelement <16 x float> %303, i64 8, !dbg !36
  %313 = extractelement <16 x float> %303, i64 9, !dbg !36
  %314 = extractelement <16 x float> %303, i64 10, !dbg !36
  %315 = extractelement <16 x float> %303, i64 11, !dbg !36
  %316 = extractelement <16 x float> %303, i64 12, !dbg !36
  %317 = extractelement <16 x float> %303, i64 13, !dbg !36
  %318 = extractelement <16 x float> %303, i64 14, !dbg !36
  %319 = extractelement <16 x float> %303, i64 15, !dbg !36
  %320 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %268, <8 x half> %105, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %321 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %270, <8 x half> %108, <16 x float> %320, i32 0, i32 0, i32 0), !dbg !36
  %322 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %272, <8 x half> %111, <16 x float> %321, i32 0, i32 0, i32 0), !dbg !36
  %323 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %274, <8 x half> %114, <16 x float> %322, i32 0, i32 0, i32 0), !dbg !36
  %324 = extractelement <16 x float> %323, i64 0, !dbg !36
  %325 = extractelement <16 x float> %323, i64 1, !dbg !36
  %326 = extractelement <16 x float> %323, i64 2, !dbg !36
  %327 = extractelement <16 x float> %323, i64 3, !dbg !36
  %328 = extractelement <16 x float> %323, i64 4, !dbg !36
  %329 = extractelement <16 x float> %323, i64 5, !dbg !36
  %330 = extractelement <16 x float> %323, i64 6, !dbg !36
  %331 = extractelement <16 x float> %323, i64 7, !dbg !36
  %332 = extractelement <16 x float> %323, i64 8, !dbg !36
  %333 = extractelement <16 x float> %323, i64 9, !dbg !36
  %334 = extractelement <16 x float> %323, i64 10, !dbg !36
  %335 = extractelement <16 x float> %323, i64 11, !dbg !36
  %336 = extractelement <16 x float> %323, i64 12, !dbg !36
  %337 = extractelement <16 x float> %323, i64 13, !dbg !36
  %338 = extractelement <16 x float> %323, i64 14, !dbg !36
  %339 = extractelement <16 x float> %323, i64 15, !dbg !36
  %340 = fmul float %115, %304, !dbg !37
  %341 = fmul float %115, %305, !dbg !37
  %342 = fmul float %115, %306, !dbg !37
  %343 = fmul float %115, %307, !dbg !37
  %344 = fmul float %115, %308, !dbg !37
  %345 = fmul float %115, %309, !dbg !37
  %346 = fmul float %115, %310, !dbg !37
  %347 = fmul float %115, %311, !dbg !37
  %348 = fmul float %115, %312, !dbg !37
  %349 = fmul float %115, %313, !dbg !37
  %350 = fmul float %115, %314, !dbg !37
  %351 = fmul float %115, %315, !dbg !37
  %352 = fmul float %115, %316, !dbg !37
  %353 = fmul float %115, %317, !dbg !37
  %354 = fmul float %115, %318, !dbg !37
  %355 = fmul float %115, %319, !dbg !37
  %356 = fmul float %115, %324, !dbg !37
  %357 = fmul float %115, %325, !dbg !37
  %358 = fmul float %115, %326, !dbg !37
  %359 = fmul float %115, %327, !dbg !37
  %360 = fmul float %115, %328, !dbg !37
  %361 = fmul float %115, %329, !dbg !37
  %362 = fmul float %115, %330, !dbg !37
  %363 = fmul float %115, %331, !dbg !37
  %364 = fmul float %115, %332, !dbg !37
  %365 = fmul float %115, %333, !dbg !37
  %366 = fmul float %115, %334, !dbg !37
  %367 = fmul float %115, %335, !dbg !37
  %368 = fmul float %115, %336, !dbg !37
  %369 = fmul float %115, %337, !dbg !37
  %370 = fmul float %115, %338, !dbg !37
  %371 = fmul float %115, %339, !dbg !37
  %372 = icmp slt i32 %27, %4, !dbg !38
  %373 = icmp slt i32 %28, %4, !dbg !38
  %374 = icmp slt i32 %29, %4, !dbg !38
  %375 = icmp slt i32 %30, %4, !dbg !38
  %376 = icmp slt i32 %31, %4, !dbg !38
  %377 = icmp slt i32 %32, %4, !dbg !38
  %378 = icmp slt i32 %33, %4, !dbg !38
  %379 = icmp slt i32 %34, %4, !dbg !38
  %380 = icmp slt i32 %35, %4, !dbg !38
  %381 = icmp slt i32 %36, %4, !dbg !38
  %382 = icmp slt i32 %37, %4, !dbg !38
  %383 = icmp slt i32 %38, %4, !dbg !38
  %384 = icmp slt i32 %39, %4, !dbg !38
  %385 = icmp slt i32 %40, %4, !dbg !38
  %386 = icmp slt i32 %41, %4, !dbg !38
  %387 = icmp slt i32 %42, %4, !dbg !38
  %388 = icmp slt i32 %43, %4, !dbg !38
  %389 = icmp slt i32 %44, %4, !dbg !38
  %390 = icmp slt i32 %45, %4, !dbg !38
  %391 = icmp slt i32 %46, %4, !dbg !38
  %392 = icmp slt i32 %47, %4, !dbg !38
  %393 = icmp slt i32 %48, %4, !dbg !38
  %394 = icmp slt i32 %49, %4, !dbg !38
  %395 = icmp slt i32 %50, %4, !dbg !38
  %396 = icmp slt i32 %51, %4, !dbg !38
  %397 = icmp slt i32 %52, %4, !dbg !38
  %398 = icmp slt i32 %53, %4, !dbg !38
  %399 = icmp slt i32 %54, %4, !dbg !38
  %400 = icmp slt i32 %55, %4, !dbg !38
  %401 = icmp slt i32 %56, %4, !dbg !38
  %402 = icmp slt i32 %57, %4, !dbg !38
  %403 = icmp slt i32 %58, %4, !dbg !38
  %404 = select i1 %372, float %340, float 0xFFF0000000000000, !dbg !39
  %405 = select i1 %373, float %341, float 0xFFF0000000000000, !dbg !39
  %406 = select i1 %374, float %342, float 0xFFF0000000000000, !dbg !39
  %407 = select i1 %375, float %343, float 0xFFF0000000000000, !dbg !39
  %408 = select i1 %376, float %344, float 0xFFF0000000000000, !dbg !39
  %409 = select i1 %377, float %345, float 0xFFF0000000000000, !dbg !39
  %410 = select i1 %378, float %346, float 0xFFF0000000000000, !dbg !39
  %411 = select i1 %379, float %347, float 0xFFF0000000000000, !dbg !39
  %412 = select i1 %380, float %348, float 0xFFF0000000000000, !dbg !39
  %413 = select i1 %381, float %349, float 0xFFF0000000000000, !dbg !39
  %414 = select i1 %382, float %350, float 0xFFF0000000000000, !dbg !39
  %415 = select i1 %383, float %351, float 0xFFF0000000000000, !dbg !39
  %416 = select i1 %384, float %352, float 0xFFF0000000000000, !dbg !39
  %417 = select i1 %385, float %353, float 0xFFF0000000000000, !dbg !39
  %418 = select i1 %386, float %354, float 0xFFF0000000000000, !dbg !39
  %419 = select i1 %387, float %355, float 0xFFF0000000000000, !dbg !39
  %420 = select i1 %388, float %356, float 0xFFF0000000000000, !dbg !39
  %421 = select i1 %389, float %357, float 0xFFF0000000000000, !dbg !39
  %422 = select i1 %390, float %358, float 0xFFF0000000000000, !dbg !39
  %423 = select i1 %391, float %359, float 0xFFF0000000000000, !dbg !39
  %424 = select i1 %392, float %360, float 0xFFF0000000000000, !dbg !39
  %425 = select i1 %393, float %361, float 0xFFF0000000000000, !dbg !39
  %426 = select i1 %394, float %362, float 0xFFF0000000000000, !dbg !39
  %427 = select i1 %395, float %363, float 0xFFF0000000000000, !dbg !39
  %428 = select i1 %396, float %364, float 0xFFF0000000000000, !dbg !39
  %429 = select i1 %397, float %365, float 0xFFF0000000000000, !dbg !39
  %430 = select i1 %398, float %366, float 0xFFF0000000000000, !dbg !39
  %431 = select i1 %399, float %367, float 0xFFF0000000000000, !dbg !39
  %432 = select i1 %400, float %368, float 0xFFF0000000000000, !dbg !39
  %433 = select i1 %401, float %369, float 0xFFF0000000000000, !dbg !39
  %434 = select i1 %402, float %370, float 0xFFF0000000000000, !dbg !39
  %435 = select i1 %403, float %371, float 0xFFF0000000000000, !dbg !39
  %436 = tail call float @llvm.maxnum.f32(float %404, float %405), !dbg !40
  %437 = tail call float @llvm.maxnum.f32(float %436, float %406), !dbg !40
  %438 = tail call float @llvm.maxnum.f32(float %437, float %407), !dbg !40
  %439 = tail call float @llvm.maxnum.f32(float %438, float %408), !dbg !40
  %440 = tail call float @llvm.maxnum.f32(float %439, float %409), !dbg !40
  %441 = tail call float @llvm.maxnum.f32(float %440, float %410), !dbg !40
  %442 = tail call float @llvm.maxnum.f32(float %441, float %411), !dbg !40
  %443 = tail call float @llvm.maxnum.f32(float %442, float %412), !dbg !40
  %444 = tail call float @llvm.maxnum.f32(float %443, float %413), !dbg !40
  %445 = tail call float @llvm.maxnum.f32(float %444, float %414), !dbg !40
  %446 = tail call float @llvm.maxnum.f32(float %445, float %415), !dbg !40
  %447 = tail call float @llvm.maxnum.f32(float %446, float %416), !dbg !40
  %448 = tail call float @llvm.maxnum.f32(float %447, float %417), !dbg !40
  %449 = tail call float @llvm.maxnum.f32(float %448, float %418), !dbg !40
  %450 = tail call float @llvm.maxnum.f32(float %449, float %419), !dbg !40
  %451 = tail call float @llvm.maxnum.f32(float %450, float %420), !dbg !40
  %452 = tail call float @llvm.maxnum.f32(float %451, float %421), !dbg !40
  %453 = tail call float @llvm.maxnum.f32(float %452, float %422), !dbg !40
  %454 = tail call float @llvm.maxnum.f32(float %453, float %423), !dbg !40
  %455 = tail call float @llvm.maxnum.f32(float %454, float %424), !dbg !40
  %456 = tail call float @llvm.maxnum.f32(float %455, float %425), !dbg !40
  %457 = tail call float @llvm.maxnum.f32(float %456, float %426), !dbg !40
  %458 = tail call float @llvm.maxnum.f32(float %457, float %427), !dbg !40
  %459 = tail call float @llvm.maxnum.f32(float %458, float %428), !dbg !40
  %460 = tail call float @llvm.maxnum.f32(float %459, float %429), !dbg !40
  %461 = tail call float @llvm.maxnum.f32(float %460, float %430), !dbg !40
  %462 = tail call float @llvm.maxnum.f32(float %461, float %431), !dbg !40
  %463 = tail call float @llvm.maxnum.f32(float %462, float %432), !dbg !40
  %464 = tail call float @llvm.maxnum.f32(float %463, float %433), !dbg !40
  %465 = tail call float @llvm.maxnum.f32(float %464, float %434), !dbg !40
  %466 = tail call float @llvm.maxnum.f32(float %465, float %435), !dbg !40
  %467 = bitcast float %466 to i32, !dbg !43
  %468 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %467, i32 %467, i1 false, i1 false), !dbg !43
  %469 = extractvalue { i32, i32 } %468, 0, !dbg !43
  %470 = extractvalue { i32, i32 } %468, 1, !dbg !43
  %471 = bitcast i32 %469 to float, !dbg !43
  %472 = bitcast i32 %470 to float, !dbg !43
  %473 = tail call float @llvm.maxnum.f32(float %471, float %472), !dbg !40
  %474 = tail call float @llvm.maxnum.f32(float %473, float 0xFFF0000000000000), !dbg !46
  %475 = fsub float %404, %474, !dbg !47
  %476 = fsub float %405, %474, !dbg !47
  %477 = fsub float %406, %474, !dbg !47
  %478 = fsub float %407, %474, !dbg !47
  %479 = fsub float %408, %474, !dbg !47
  %480 = fsub float %409, %474, !dbg !47
  %481 = fsub float %410, %474, !dbg !47
  %482 = fsub float %411, %474, !dbg !47
  %483 = fsub float %412, %474, !dbg !47
  %484 = fsub float %413, %474, !dbg !47
  %485 = fsub float %414, %474, !dbg !47
  %486 = fsub float %415, %474, !dbg !47
  %487 = fsub float %416, %474, !dbg !47
  %488 = fsub float %417, %474, !dbg !47
  %489 = fsub float %418, %474, !dbg !47
  %490 = fsub float %419, %474, !dbg !47
  %491 = fsub float %420, %474, !dbg !47
  %492 = fsub float %421, %474, !dbg !47
  %493 = fsub float %422, %474, !dbg !47
  %494 = fsub float %423, %474, !dbg !47
  %495 = fsub float %424, %474, !dbg !47
  %496 = fsub float %425, %474, !dbg !47
  %497 = fsub float %426, %474, !dbg !47
  %498 = fsub float %427, %474, !dbg !47
  %499 = fsub float %428, %474, !dbg !47
  %500 = fsub float %429, %474, !dbg !47
  %501 = fsub float %430, %474, !dbg !47
  %502 = fsub float %431, %474, !dbg !47
  %503 = fsub float %432, %474, !dbg !47
  %504 = fsub float %433, %474, !dbg !47
  %505 = fsub float %434, %474, !dbg !47
  %506 = fsub float %435, %474, !dbg !47
  %507 = tail call float @llvm.amdgcn.exp2.f32(float %475), !dbg !48
  %508 = tail call float @llvm.amdgcn.exp2.f32(float %476), !dbg !48
  %509 = tail call float @llvm.amdgcn.exp2.f32(float %477), !dbg !48
  %510 = tail call float @llvm.amdgcn.exp2.f32(float %478), !dbg !48
  %511 = tail call float @llvm.amdgcn.exp2.f32(float %479), !dbg !48
  %512 = tail call float @llvm.amdgcn.exp2.f32(float %480), !dbg !48
  %513 = tail call float @llvm.amdgcn.exp2.f32(float %481), !dbg !48
  %514 = tail call float @llvm.amdgcn.exp2.f32(float %482), !dbg !48
  %515 = tail call float @llvm.amdgcn.exp2.f32(float %483), !dbg !48
  %516 = tail call float @llvm.amdgcn.exp2.f32(float %484), !dbg !48
  %517 = tail call float @llvm.amdgcn.exp2.f32(float %485), !dbg !48
  %518 = tail call float @llvm.amdgcn.exp2.f32(float %486), !dbg !48
  %519 = tail call float @llvm.amdgcn.exp2.f32(float %487), !dbg !48
  %520 = tail call float @llvm.amdgcn.exp2.f32(float %488), !dbg !48
  %521 = tail call float @llvm.amdgcn.exp2.f32(float %489), !dbg !48
  %522 = tail call float @llvm.amdgcn.exp2.f32(float %490), !dbg !48
  %523 = tail call float @llvm.amdgcn.exp2.f32(float %491), !dbg !48
  %524 = tail call float @llvm.amdgcn.exp2.f32(float %492), !dbg !48
  %525 = tail call float @llvm.amdgcn.exp2.f32(float %493), !dbg !48
  %526 = tail call float @llvm.amdgcn.exp2.f32(float %494), !dbg !48
  %527 = tail call float @llvm.amdgcn.exp2.f32(float %495), !dbg !48
  %528 = tail call float @llvm.amdgcn.exp2.f32(float %496), !dbg !48
  %529 = tail call float @llvm.amdgcn.exp2.f32(float %497), !dbg !48
  %530 = tail call float @llvm.amdgcn.exp2.f32(float %498), !dbg !48
  %531 = tail call float @llvm.amdgcn.exp2.f32(float %499), !dbg !48
  %532 = tail call float @llvm.amdgcn.exp2.f32(float %500), !dbg !48
  %533 = tail call float @llvm.amdgcn.exp2.f32(float %501), !dbg !48
  %534 = tail call float @llvm.amdgcn.exp2.f32(float %502), !dbg !48
  %535 = tail call float @llvm.amdgcn.exp2.f32(float %503), !dbg !48
  %536 = tail call float @llvm.amdgcn.exp2.f32(float %504), !dbg !48
  %537 = tail call float @llvm.amdgcn.exp2.f32(float %505), !dbg !48
  %538 = tail call float @llvm.amdgcn.exp2.f32(float %506), !dbg !48
  %539 = fsub float 0xFFF0000000000000, %474, !dbg !49
  %540 = tail call float @llvm.amdgcn.exp2.f32(float %539), !dbg !50
  %541 = fmul float %540, 0.000000e+00, !dbg !51
  %542 = fadd float %507, %508, !dbg !52
  %543 = fadd float %509, %542, !dbg !52
  %544 = fadd float %510, %543, !dbg !52
  %545 = fadd float %511, %544, !dbg !52
  %546 = fadd float %512, %545, !dbg !52
  %547 = fadd float %513, %546, !dbg !52
  %548 = fadd float %514, %547, !dbg !52
  %549 = fadd float %515, %548, !dbg !52
  %550 = fadd float %516, %549, !dbg !52
  %551 = fadd float %517, %550, !dbg !52
  %552 = fadd float %518, %551, !dbg !52
  %553 = fadd float %519, %552, !dbg !52
  %554 = fadd float %520, %553, !dbg !52
  %555 = fadd float %521, %554, !dbg !52
  %556 = fadd float %522, %555, !dbg !52
  %557 = fadd float %523, %556, !dbg !52
  %558 = fadd float %524, %557, !dbg !52
  %559 = fadd float %525, %558, !dbg !52
  %560 = fadd float %526, %559, !dbg !52
  %561 = fadd float %527, %560, !dbg !52
  %562 = fadd float %528, %561, !dbg !52
  %563 = fadd float %529, %562, !dbg !52
  %564 = fadd float %530, %563, !dbg !52
  %565 = fadd float %531, %564, !dbg !52
  %566 = fadd float %532, %565, !dbg !52
  %567 = fadd float %533, %566, !dbg !52
  %568 = fadd float %534, %567, !dbg !52
  %569 = fadd float %535, %568, !dbg !52
  %570 = fadd float %536, %569, !dbg !52
  %571 = fadd float %537, %570, !dbg !52
  %572 = fadd float %538, %571, !dbg !52
  %573 = bitcast float %572 to i32, !dbg !53
  %574 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %573, i32 %573, i1 false, i1 false), !dbg !53
  %575 = extractvalue { i32, i32 } %574, 0, !dbg !53
  %576 = extractvalue { i32, i32 } %574, 1, !dbg !53
  %577 = bitcast i32 %575 to float, !dbg !53
  %578 = bitcast i32 %576 to float, !dbg !53
  %579 = fadd float %577, %578, !dbg !52
  %580 = fadd float %579, %541, !dbg !55
  %581 = insertelement <1 x float> poison, float %540, i64 0, !dbg !56
  store <1 x float> %581, ptr addrspace(3) %192, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %582 = load <1 x float>, ptr addrspace(3) %193, align 4, !dbg !56
  %583 = extractelement <1 x float> %582, i64 0, !dbg !56
  %584 = fmul float %583, 0.000000e+00, !dbg !56
  %585 = insertelement <2 x float> poison, float %507, i64 0, !dbg !57
  %586 = insertelement <2 x float> %585, float %508, i64 1, !dbg !57
  %587 = fptrunc <2 x float> %586 to <2 x half>, !dbg !57
  %588 = insertelement <2 x float> poison, float %509, i64 0, !dbg !57
  %589 = insertelement <2 x float> %588, float %510, i64 1, !dbg !57
  %590 = fptrunc <2 x float> %589 to <2 x half>, !dbg !57
  %591 = insertelement <2 x float> poison, float %511, i64 0, !dbg !57
  %592 = insertelement <2 x float> %591, float %512, i64 1, !dbg !57
  %593 = fptrunc <2 x float> %592 to <2 x half>, !dbg !57
  %594 = insertelement <2 x float> poison, float %513, i64 0, !dbg !57
  %595 = insertelement <2 x float> %594, float %514, i64 1, !dbg !57
  %596 = fptrunc <2 x float> %595 to <2 x half>, !dbg !57
  %597 = insertelement <2 x float> poison, float %515, i64 0, !dbg !57
  %598 = insertelement <2 x float> %597, float %516, i64 1, !dbg !57
  %599 = fptrunc <2 x float> %598 to <2 x half>, !dbg !57
  %600 = insertelement <2 x float> poison, float %517, i64 0, !dbg !57
  %601 = insertelement <2 x float> %600, float %518, i64 1, !dbg !57
  %602 = fptrunc <2 x float> %601 to <2 x half>, !dbg !57
  %603 = insertelement <2 x float> poison, float %519, i64 0, !dbg !57
  %604 = insertelement <2 x float> %603, float %520, i64 1, !dbg !57
  %605 = fptrunc <2 x float> %604 to <2 x half>, !dbg !57
  %606 = insertelement <2 x float> poison, float %521, i64 0, !dbg !57
  %607 = insertelement <2 x float> %606, float %522, i64 1, !dbg !57
  %608 = fptrunc <2 x float> %607 to <2 x half>, !dbg !57
  %609 = insertelement <2 x float> poison, float %523, i64 0, !dbg !57
  %610 = insertelement <2 x float> %609, float %524, i64 1, !dbg !57
  %611 = fptrunc <2 x float> %610 to <2 x half>, !dbg !57
  %612 = insertelement <2 x float> poison, float %525, i64 0, !dbg !57
  %613 = insertelement <2 x float> %612, float %526, i64 1, !dbg !57
  %614 = fptrunc <2 x float> %613 to <2 x half>, !dbg !57
  %615 = insertelement <2 x float> poison, float %527, i64 0, !dbg !57
  %616 = insertelement <2 x float> %615, float %528, i64 1, !dbg !57
  %617 = fptrunc <2 x float> %616 to <2 x half>, !dbg !57
  %618 = insertelement <2 x float> poison, float %529, i64 0, !dbg !57
  %619 = insertelement <2 x float> %618, float %530, i64 1, !dbg !57
  %620 = fptrunc <2 x float> %619 to <2 x half>, !dbg !57
  %621 = insertelement <2 x float> poison, float %531, i64 0, !dbg !57
  %622 = insertelement <2 x float> %621, float %532, i64 1, !dbg !57
  %623 = fptrunc <2 x float> %622 to <2 x half>, !dbg !57
  %624 = insertelement <2 x float> poison, float %533, i64 0, !dbg !57
  %625 = insertelement <2 x float> %624, float %534, i64 1, !dbg !57
  %626 = fptrunc <2 x float> %625 to <2 x half>, !dbg !57
  %627 = insertelement <2 x float> poison, float %535, i64 0, !dbg !57
  %628 = insertelement <2 x float> %627, float %536, i64 1, !dbg !57
  %629 = fptrunc <2 x float> %628 to <2 x half>, !dbg !57
  %630 = insertelement <2 x float> poison, float %537, i64 0, !dbg !57
  %631 = insertelement <2 x float> %630, float %538, i64 1, !dbg !57
  %632 = fptrunc <2 x float> %631 to <2 x half>, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %633 = shufflevector <2 x half> %587, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %633, ptr addrspace(3) %197, align 2, !dbg !57
  %634 = shufflevector <2 x half> %587, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %634, ptr addrspace(3) %198, align 2, !dbg !57
  %635 = shufflevector <2 x half> %599, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %635, ptr addrspace(3) %199, align 2, !dbg !57
  %636 = shufflevector <2 x half> %599, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %636, ptr addrspace(3) %200, align 2, !dbg !57
  %637 = shufflevector <2 x half> %611, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %637, ptr addrspace(3) %201, align 2, !dbg !57
  %638 = shufflevector <2 x half> %611, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %638, ptr addrspace(3) %202, align 2, !dbg !57
  %639 = shufflevector <2 x half> %623, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %639, ptr addrspace(3) %203, align 2, !dbg !57
  %640 = shufflevector <2 x half> %623, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %640, ptr addrspace(3) %204, align 2, !dbg !57
  %641 = shufflevector <2 x half> %590, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %641, ptr addrspace(3) %206, align 2, !dbg !57
  %642 = shufflevector <2 x half> %590, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %642, ptr addrspace(3) %207, align 2, !dbg !57
  %643 = shufflevector <2 x half> %602, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %643, ptr addrspace(3) %208, align 2, !dbg !57
  %644 = shufflevector <2 x half> %602, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %644, ptr addrspace(3) %209, align 2, !dbg !57
  %645 = shufflevector <2 x half> %614, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %645, ptr addrspace(3) %210, align 2, !dbg !57
  %646 = shufflevector <2 x half> %614, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %646, ptr addrspace(3) %211, align 2, !dbg !57
  %647 = shufflevector <2 x half> %626, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %647, ptr addrspace(3) %212, align 2, !dbg !57
  %648 = shufflevector <2 x half> %626, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %648, ptr addrspace(3) %213, align 2, !dbg !57
  %649 = shufflevector <2 x half> %593, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %649, ptr addrspace(3) %215, align 2, !dbg !57
  %650 = shufflevector <2 x half> %593, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %650, ptr addrspace(3) %216, align 2, !dbg !57
  %651 = shufflevector <2 x half> %605, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %651, ptr addrspace(3) %217, align 2, !dbg !57
  %652 = shufflevector <2 x half> %605, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %652, ptr addrspace(3) %218, align 2, !dbg !57
  %653 = shufflevector <2 x half> %617, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %653, ptr addrspace(3) %219, align 2, !dbg !57
  %654 = shufflevector <2 x half> %617, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %654, ptr addrspace(3) %220, align 2, !dbg !57
  %655 = shufflevector <2 x half> %629, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %655, ptr addrspace(3) %221, align 2, !dbg !57
  %656 = shufflevector <2 x half> %629, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %656, ptr addrspace(3) %222, align 2, !dbg !57
  %657 = shufflevector <2 x half> %596, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %657, ptr addrspace(3) %224, align 2, !dbg !57
  %658 = shufflevector <2 x half> %596, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %658, ptr addrspace(3) %225, align 2, !dbg !57
  %659 = shufflevector <2 x half> %608, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %659, ptr addrspace(3) %226, align 2, !dbg !57
  %660 = shufflevector <2 x half> %608, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %660, ptr addrspace(3) %227, align 2, !dbg !57
  %661 = shufflevector <2 x half> %620, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %661, ptr addrspace(3) %228, align 2, !dbg !57
  %662 = shufflevector <2 x half> %620, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %662, ptr addrspace(3) %229, align 2, !dbg !57
  %663 = shufflevector <2 x half> %632, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %663, ptr addrspace(3) %230, align 2, !dbg !57
  %664 = shufflevector <2 x half> %632, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %664, ptr addrspace(3) %231, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %665 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %242), !dbg !57
  %666 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %243), !dbg !57
  %667 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %244), !dbg !57
  %668 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %245), !dbg !57
  %669 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %247), !dbg !57
  %670 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %248), !dbg !57
  %671 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %249), !dbg !57
  %672 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %250), !dbg !57
  %673 = shufflevector <4 x half> %665, <4 x half> %669, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %674 = shufflevector <4 x half> %666, <4 x half> %670, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %675 = shufflevector <4 x half> %667, <4 x half> %671, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %676 = shufflevector <4 x half> %668, <4 x half> %672, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %677 = shufflevector <4 x half> %285, <4 x half> %293, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %678 = shufflevector <4 x half> %287, <4 x half> %295, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %679 = shufflevector <4 x half> %289, <4 x half> %297, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %680 = shufflevector <4 x half> %291, <4 x half> %299, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %681 = insertelement <16 x float> poison, float %584, i64 0, !dbg !58
  %682 = shufflevector <16 x float> %681, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %683 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %677, <8 x half> %673, <16 x float> %682, i32 0, i32 0, i32 0), !dbg !58
  %684 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %678, <8 x half> %674, <16 x float> %683, i32 0, i32 0, i32 0), !dbg !58
  %685 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %679, <8 x half> %675, <16 x float> %684, i32 0, i32 0, i32 0), !dbg !58
  %686 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %680, <8 x half> %676, <16 x float> %685, i32 0, i32 0, i32 0), !dbg !58
  store <8 x half> %262, ptr addrspace(3) %95, align 16, !dbg !31
  store <8 x half> %266, ptr addrspace(3) %96, align 16, !dbg !31
  %687 = shufflevector <8 x half> %279, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %687, ptr addrspace(3) %153, align 8, !dbg !34
  %688 = shufflevector <8 x half> %283, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %688, ptr addrspace(3) %155, align 8, !dbg !34
  %689 = shufflevector <8 x half> %279, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %689, ptr addrspace(3) %158, align 8, !dbg !34
  %690 = shufflevector <8 x half> %283, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %690, ptr addrspace(3) %160, align 8, !dbg !34
  %691 = icmp samesign ugt i32 %162, 64, !dbg !26
  %692 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %693 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 2, i32 3>
  %694 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %695 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 6, i32 7>
  %696 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  %697 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 10, i32 11>
  %698 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %699 = shufflevector <16 x float> %686, <16 x float> poison, <2 x i32> <i32 14, i32 15>
  br i1 %691, label %.peel.next, label %._crit_edge, !dbg !26

.peel.next:                                       ; preds = %282
  %700 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %187
  %701 = getelementptr inbounds nuw i8, ptr addrspace(3) %700, i32 2048
  %702 = getelementptr inbounds nuw i8, ptr addrspace(3) %700, i32 4096
  %703 = getelementptr inbounds nuw i8, ptr addrspace(3) %700, i32 6144
  %704 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %188
  %705 = getelementptr inbounds nuw i8, ptr addrspace(3) %704, i32 2048
  %706 = getelementptr inbounds nuw i8, ptr addrspace(3) %704, i32 4096
  %707 = getelementptr inbounds nuw i8, ptr addrspace(3) %704, i32 6144
  br label %708, !dbg !26

708:                                              ; preds = %.peel.next, %784
  %709 = phi float [ %580, %.peel.next ], [ %1074, %784 ]
  %710 = phi float [ %474, %.peel.next ], [ %968, %784 ]
  %711 = phi i32 [ 64, %.peel.next ], [ %720, %784 ]
  %712 = phi <2 x float> [ %692, %.peel.next ], [ %1191, %784 ]
  %713 = phi <2 x float> [ %693, %.peel.next ], [ %1192, %784 ]
  %714 = phi <2 x float> [ %694, %.peel.next ], [ %1193, %784 ]
  %715 = phi <2 x float> [ %695, %.peel.next ], [ %1194, %784 ]
  %716 = phi <2 x float> [ %696, %.peel.next ], [ %1195, %784 ]
  %717 = phi <2 x float> [ %697, %.peel.next ], [ %1196, %784 ]
  %718 = phi <2 x float> [ %698, %.peel.next ], [ %1197, %784 ]
  %719 = phi <2 x float> [ %699, %.peel.next ], [ %1198, %784 ]
  %720 = add i32 %711, 64, !dbg !26
  %721 = or disjoint i32 %720, %23, !dbg !35
  %722 = or disjoint i32 %720, %24, !dbg !35
  %723 = or disjoint i32 %711, %27, !dbg !35
  %724 = or disjoint i32 %711, %28, !dbg !35
  %725 = or disjoint i32 %711, %29, !dbg !35
  %726 = or disjoint i32 %711, %30, !dbg !35
  %727 = or disjoint i32 %711, %31, !dbg !35
  %728 = or disjoint i32 %711, %32, !dbg !35
  %729 = or disjoint i32 %711, %33, !dbg !35
  %730 = or disjoint i32 %711, %34, !dbg !35
  %731 = or disjoint i32 %711, %35, !dbg !35
  %732 = or disjoint i32 %711, %36, !dbg !35
  %733 = or disjoint i32 %711, %37, !dbg !35
  %734 = or disjoint i32 %711, %38, !dbg !35
  %735 = or disjoint i32 %711, %39, !dbg !35
  %736 = or disjoint i32 %711, %40, !dbg !35
  %737 = or disjoint i32 %711, %41, !dbg !35
  %738 = or disjoint i32 %711, %42, !dbg !35
  %739 = or disjoint i32 %711, %43, !dbg !35
  %740 = or disjoint i32 %711, %44, !dbg !35
  %741 = or disjoint i32 %711, %45, !dbg !35
  %742 = or disjoint i32 %711, %46, !dbg !35
  %743 = or disjoint i32 %711, %47, !dbg !35
  %744 = or disjoint i32 %711, %48, !dbg !35
  %745 = or disjoint i32 %711, %49, !dbg !35
  %746 = or disjoint i32 %711, %50, !dbg !35
  %747 = or disjoint i32 %711, %51, !dbg !35
  %748 = or disjoint i32 %711, %52, !dbg !35
  %749 = or disjoint i32 %711, %53, !dbg !35
  %750 = or disjoint i32 %711, %54, !dbg !35
  %751 = or disjoint i32 %711, %55, !dbg !35
  %752 = or disjoint i32 %711, %56, !dbg !35
  %753 = or disjoint i32 %711, %57, !dbg !35
  %754 = or disjoint i32 %711, %58, !dbg !35
  %755 = icmp slt i32 %721, %4, !dbg !27
  %756 = icmp slt i32 %722, %4, !dbg !27
  %757 = mul i32 %721, %5, !dbg !28
  %758 = mul i32 %722, %5, !dbg !28
  %759 = sext i32 %758 to i64, !dbg !29
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %759, !dbg !30
  br i1 %755, label %760, label %763, !dbg !31

760:                                              ; preds = %708
  %761 = sext i32 %757 to i64
  %gep36 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %761
  %762 = load <8 x half>, ptr addrspace(1) %gep36, align 16, !dbg !31
  br label %763, !dbg !31

763:                                              ; preds = %760, %708
  %764 = phi <8 x half> [ %762, %760 ], [ zeroinitializer, %708 ], !dbg !31
  br i1 %756, label %765, label %767, !dbg !31

765:                                              ; preds = %763
  %766 = load <8 x half>, ptr addrspace(1) %gep, align 16, !dbg !31
  br label %767, !dbg !31

767:                                              ; preds = %765, %763
  %768 = phi <8 x half> [ %766, %765 ], [ zeroinitializer, %763 ], !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %769 = load <8 x half>, ptr addrspace(3) %166, align 16, !dbg !36
  %770 = load <8 x half>, ptr addrspace(3) %167, align 16, !dbg !36
  %771 = load <8 x half>, ptr addrspace(3) %169, align 16, !dbg !36
  %772 = load <8 x half>, ptr addrspace(3) %170, align 16, !dbg !36
  %773 = load <8 x half>, ptr addrspace(3) %172, align 16, !dbg !36
  %774 = load <8 x half>, ptr addrspace(3) %173, align 16, !dbg !36
  %775 = load <8 x half>, ptr addrspace(3) %175, align 16, !dbg !36
  %776 = load <8 x half>, ptr addrspace(3) %176, align 16, !dbg !36
  %gep38 = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %759, !dbg !33
  br i1 %755, label %777, label %780, !dbg !34

777:                                              ; preds = %767
  %778 = sext i32 %757 to i64
  %gep40 = getelementptr half, ptr addrspace(1) %invariant.gep37, i64 %778
  %779 = load <8 x half>, ptr addrspace(1) %gep40, align 16, !dbg !34
  br label %780, !dbg !34

780:                                              ; preds = %777, %767
  %781 = phi <8 x half> [ %779, %777 ], [ zeroinitializer, %767 ], !dbg !34
  br i1 %756, label %782, label %784, !dbg !34

782:                                              ; preds = %780
  %783 = load <8 x half>, ptr addrspace(1) %gep38, align 16, !dbg !34
  br label %784, !dbg !34

784:                                              ; preds = %782, %780
  %785 = phi <8 x half> [ %783, %782 ], [ zeroinitializer, %780 ], !dbg !34
  %786 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %700), !dbg !34
  %787 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %701), !dbg !34
  %788 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %702), !dbg !34
  %789 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %703), !dbg !34
  %790 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %704), !dbg !34
  %791 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %705), !dbg !34
  %792 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %706), !dbg !34
  %793 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %707), !dbg !34
  %794 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %769, <8 x half> %105, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %795 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %771, <8 x half> %108, <16 x float> %794, i32 0, i32 0, i32 0), !dbg !36
  %796 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %773, <8 x half> %111, <16 x float> %795, i32 0, i32 0, i32 0), !dbg !36
  %797 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %775, <8 x half> %114, <16 x float> %796, i32 0, i32 0, i32 0), !dbg !36
  %798 = extractelement <16 x float> %797, i64 0, !dbg !36
  %799 = extractelement <16 x float> %797, i64 1, !dbg !36
  %800 = extractelement <16 x float> %797, i64 2, !dbg !36
  %801 = extractelement <16 x float> %797, i64 3, !dbg !36
  %802 = extractelement <16 x float> %797, i64 4, !dbg !36
  %803 = extractelement <16 x float> %797, i64 5, !dbg !36
  %804 = extractelement <16 x float> %797, i64 6, !dbg !36
  %805 = extractelement <16 x float> %797, i64 7, !dbg !36
  %806 = extractelement <16 x float> %797, i64 8, !dbg !36
  %807 = extractelement <16 x float> %797, i64 9, !dbg !36
  %808 = extractelement <16 x float> %797, i64 10, !dbg !36
  %809 = extractelement <16 x float> %797, i64 11, !dbg !36
  %810 = extractelement <16 x float> %797, i64 12, !dbg !36
  %811 = extractelement <16 x float> %797, i64 13, !dbg !36
  %812 = extractelement <16 x float> %797, i64 14, !dbg !36
  %813 = extractelement <16 x float> %797, i64 15, !dbg !36
  %814 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %770, <8 x half> %105, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %815 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %772, <8 x half> %108, <16 x float> %814, i32 0, i32 0, i32 0), !dbg !36
  %816 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %774, <8 x half> %111, <16 x float> %815, i32 0, i32 0, i32 0), !dbg !36
  %817 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %776, <8 x half> %114, <16 x float> %816, i32 0, i32 0, i32 0), !dbg !36
  %818 = extractelement <16 x float> %817, i64 0, !dbg !36
  %819 = extractelement <16 x float> %817, i64 1, !dbg !36
  %820 = extractelement <16 x float> %817, i64 2, !dbg !36
  %821 = extractelement <16 x float> %817, i64 3, !dbg !36
  %822 = extractelement <16 x float> %817, i64 4, !dbg !36
  %823 = extractelement <16 x float> %817, i64 5, !dbg !36
  %824 = extractelement <16 x float> %817, i64 6, !dbg !36
  %825 = extractelement <16 x float> %817, i64 7, !dbg !36
  %826 = extractelement <16 x float> %817, i64 8, !dbg !36
  %827 = extractelement <16 x float> %817, i64 9, !dbg !36
  %828 = extractelement <16 x float> %817, i64 10, !dbg !36
  %829 = extractelement <16 x float> %817, i64 11, !dbg !36
  %830 = extractelement <16 x float> %817, i64 12, !dbg !36
  %831 = extractelement <16 x float> %817, i64 13, !dbg !36
  %832 = extractelement <16 x float> %817, i64 14, !dbg !36
  %833 = extractelement <16 x float> %817, i64 15, !dbg !36
  %834 = fmul float %115, %798, !dbg !37
  %835 = fmul float %115, %799, !dbg !37
  %836 = fmul float %115, %800, !dbg !37
  %837 = fmul float %115, %801, !dbg !37
  %838 = fmul float %115, %802, !dbg !37
  %839 = fmul float %115, %803, !dbg !37
  %840 = fmul float %115, %804, !dbg !37
  %841 = fmul float %115, %805, !dbg !37
  %842 = fmul float %115, %806, !dbg !37
  %843 = fmul float %115, %807, !dbg !37
  %844 = fmul float %115, %808, !dbg !37
  %845 = fmul float %115, %809, !dbg !37
  %846 = fmul float %115, %810, !dbg !37
  %847 = fmul float %115, %811, !dbg !37
  %848 = fmul float %115, %812, !dbg !37
  %849 = fmul float %115, %813, !dbg !37
  %850 = fmul float %115, %818, !dbg !37
  %851 = fmul float %115, %819, !dbg !37
  %852 = fmul float %115, %820, !dbg !37
  %853 = fmul float %115, %821, !dbg !37
  %854 = fmul float %115, %822, !dbg !37
  %855 = fmul float %115, %823, !dbg !37
  %856 = fmul float %115, %824, !dbg !37
  %857 = fmul float %115, %825, !dbg !37
  %858 = fmul float %115, %826, !dbg !37
  %859 = fmul float %115, %827, !dbg !37
  %860 = fmul float %115, %828, !dbg !37
  %861 = fmul float %115, %829, !dbg !37
  %862 = fmul float %115, %830, !dbg !37
  %863 = fmul float %115, %831, !dbg !37
  %864 = fmul float %115, %832, !dbg !37
  %865 = fmul float %115, %833, !dbg !37
  %866 = icmp slt i32 %723, %4, !dbg !38
  %867 = icmp slt i32 %724, %4, !dbg !38
  %868 = icmp slt i32 %725, %4, !dbg !38
  %869 = icmp slt i32 %726, %4, !dbg !38
  %870 = icmp slt i32 %727, %4, !dbg !38
  %871 = icmp slt i32 %728, %4, !dbg !38
  %872 = icmp slt i32 %729, %4, !dbg !38
  %873 = icmp slt i32 %730, %4, !dbg !38
  %874 = icmp slt i32 %731, %4, !dbg !38
  %875 = icmp slt i32 %732, %4, !dbg !38
  %876 = icmp slt i32 %733, %4, !dbg !38
  %877 = icmp slt i32 %734, %4, !dbg !38
  %878 = icmp slt i32 %735, %4, !dbg !38
  %879 = icmp slt i32 %736, %4, !dbg !38
  %880 = icmp slt i32 %737, %4, !dbg !38
  %881 = icmp slt i32 %738, %4, !dbg !38
  %882 = icmp slt i32 %739, %4, !dbg !38
  %883 = icmp slt i32 %740, %4, !dbg !38
  %884 = icmp slt i32 %741, %4, !dbg !38
  %885 = icmp slt i32 %742, %4, !dbg !38
  %886 = icmp slt i32 %743, %4, !dbg !38
  %887 = icmp slt i32 %744, %4, !dbg !38
  %888 = icmp slt i32 %745, %4, !dbg !38
  %889 = icmp slt i32 %746, %4, !dbg !38
  %890 = icmp slt i32 %747, %4, !dbg !38
  %891 = icmp slt i32 %748, %4, !dbg !38
  %892 = icmp slt i32 %749, %4, !dbg !38
  %893 = icmp slt i32 %750, %4, !dbg !38
  %894 = icmp slt i32 %751, %4, !dbg !38
  %895 = icmp slt i32 %752, %4, !dbg !38
  %896 = icmp slt i32 %753, %4, !dbg !38
  %897 = icmp slt i32 %754, %4, !dbg !38
  %898 = select i1 %866, float %834, float 0xFFF0000000000000, !dbg !39
  %899 = select i1 %867, float %835, float 0xFFF0000000000000, !dbg !39
  %900 = select i1 %868, float %836, float 0xFFF0000000000000, !dbg !39
  %901 = select i1 %869, float %837, float 0xFFF0000000000000, !dbg !39
  %902 = select i1 %870, float %838, float 0xFFF0000000000000, !dbg !39
  %903 = select i1 %871, float %839, float 0xFFF0000000000000, !dbg !39
  %904 = select i1 %872, float %840, float 0xFFF0000000000000, !dbg !39
  %905 = select i1 %873, float %841, float 0xFFF0000000000000, !dbg !39
  %906 = select i1 %874, float %842, float 0xFFF0000000000000, !dbg !39
  %907 = select i1 %875, float %843, float 0xFFF0000000000000, !dbg !39
  %908 = select i1 %876, float %844, float 0xFFF0000000000000, !dbg !39
  %909 = select i1 %877, float %845, float 0xFFF0000000000000, !dbg !39
  %910 = select i1 %878, float %846, float 0xFFF0000000000000, !dbg !39
  %911 = select i1 %879, float %847, float 0xFFF0000000000000, !dbg !39
  %912 = select i1 %880, float %848, float 0xFFF0000000000000, !dbg !39
  %913 = select i1 %881, float %849, float 0xFFF0000000000000, !dbg !39
  %914 = select i1 %882, float %850, float 0xFFF0000000000000, !dbg !39
  %915 = select i1 %883, float %851, float 0xFFF0000000000000, !dbg !39
  %916 = select i1 %884, float %852, float 0xFFF0000000000000, !dbg !39
  %917 = select i1 %885, float %853, float 0xFFF0000000000000, !dbg !39
  %918 = select i1 %886, float %854, float 0xFFF0000000000000, !dbg !39
  %919 = select i1 %887, float %855, float 0xFFF0000000000000, !dbg !39
  %920 = select i1 %888, float %856, float 0xFFF0000000000000, !dbg !39
  %921 = select i1 %889, float %857, float 0xFFF0000000000000, !dbg !39
  %922 = select i1 %890, float %858, float 0xFFF0000000000000, !dbg !39
  %923 = select i1 %891, float %859, float 0xFFF0000000000000, !dbg !39
  %924 = select i1 %892, float %860, float 0xFFF0000000000000, !dbg !39
  %925 = select i1 %893, float %861, float 0xFFF0000000000000, !dbg !39
  %926 = select i1 %894, float %862, float 0xFFF0000000000000, !dbg !39
  %927 = select i1 %895, float %863, float 0xFFF0000000000000, !dbg !39
  %928 = select i1 %896, float %864, float 0xFFF0000000000000, !dbg !39
  %929 = select i1 %897, float %865, float 0xFFF0000000000000, !dbg !39
  %930 = tail call float @llvm.maxnum.f32(float %898, float %899), !dbg !40
  %931 = tail call float @llvm.maxnum.f32(float %930, float %900), !dbg !40
  %932 = tail call float @llvm.maxnum.f32(float %931, float %901), !dbg !40
  %933 = tail call float @llvm.maxnum.f32(float %932, float %902), !dbg !40
  %934 = tail call float @llvm.maxnum.f32(float %933, float %903), !dbg !40
  %935 = tail call float @llvm.maxnum.f32(float %934, float %904), !dbg !40
  %936 = tail call float @llvm.maxnum.f32(float %935, float %905), !dbg !40
  %937 = tail call float @llvm.maxnum.f32(float %936, float %906), !dbg !40
  %938 = tail call float @llvm.maxnum.f32(float %937, float %907), !dbg !40
  %939 = tail call float @llvm.maxnum.f32(float %938, float %908), !dbg !40
  %940 = tail call float @llvm.maxnum.f32(float %939, float %909), !dbg !40
  %941 = tail call float @llvm.maxnum.f32(float %940, float %910), !dbg !40
  %942 = tail call float @llvm.maxnum.f32(float %941, float %911), !dbg !40
  %943 = tail call float @llvm.maxnum.f32(float %942, float %912), !dbg !40
  %944 = tail call float @llvm.maxnum.f32(float %943, float %913), !dbg !40
  %945 = tail call float @llvm.maxnum.f32(float %944, float %914), !dbg !40
  %946 = tail call float @llvm.maxnum.f32(float %945, float %915), !dbg !40
  %947 = tail call float @llvm.maxnum.f32(float %946, float %916), !dbg !40
  %948 = tail call float @llvm.maxnum.f32(float %947, float %917), !dbg !40
  %949 = tail call float @llvm.maxnum.f32(float %948, float %918), !dbg !40
  %950 = tail call float @llvm.maxnum.f32(float %949, float %919), !dbg !40
  %951 = tail call float @llvm.maxnum.f32(float %950, float %920), !dbg !40
  %952 = tail call float @llvm.maxnum.f32(float %951, float %921), !dbg !40
  %953 = tail call float @llvm.maxnum.f32(float %952, float %922), !dbg !40
  %954 = tail call float @llvm.maxnum.f32(float %953, float %923), !dbg !40
  %955 = tail call float @llvm.maxnum.f32(float %954, float %924), !dbg !40
  %956 = tail call float @llvm.maxnum.f32(float %955, float %925), !dbg !40
  %957 = tail call float @llvm.maxnum.f32(float %956, float %926), !dbg !40
  %958 = tail call float @llvm.maxnum.f32(float %957, float %927), !dbg !40
  %959 = tail call float @llvm.maxnum.f32(float %958, float %928), !dbg !40
  %960 = tail call float @llvm.maxnum.f32(float %959, float %929), !dbg !40
  %961 = bitcast float %960 to i32, !dbg !43
  %962 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %961, i32 %961, i1 false, i1 false), !dbg !43
  %963 = extractvalue { i32, i32 } %962, 0, !dbg !43
  %964 = extractvalue { i32, i32 } %962, 1, !dbg !43
  %965 = bitcast i32 %963 to float, !dbg !43
  %966 = bitcast i32 %964 to float, !dbg !43
  %967 = tail call float @llvm.maxnum.f32(float %965, float %966), !dbg !40
  %968 = tail call float @llvm.maxnum.f32(float %710, float %967), !dbg !46
  %969 = fsub float %898, %968, !dbg !47
  %970 = fsub float %899, %968, !dbg !47
  %971 = fsub float %900, %968, !dbg !47
  %972 = fsub float %901, %968, !dbg !47
  %973 = fsub float %902, %968, !dbg !47
  %974 = fsub float %903, %968, !dbg !47
  %975 = fsub float %904, %968, !dbg !47
  %976 = fsub float %905, %968, !dbg !47
  %977 = fsub float %906, %968, !dbg !47
  %978 = fsub float %907, %968, !dbg !47
  %979 = fsub float %908, %968, !dbg !47
  %980 = fsub float %909, %968, !dbg !47
  %981 = fsub float %910, %968, !dbg !47
  %982 = fsub float %911, %968, !dbg !47
  %983 = fsub float %912, %968, !dbg !47
  %984 = fsub float %913, %968, !dbg !47
  %985 = fsub float %914, %968, !dbg !47
  %986 = fsub float %915, %968, !dbg !47
  %987 = fsub float %916, %968, !dbg !47
  %988 = fsub float %917, %968, !dbg !47
  %989 = fsub float %918, %968, !dbg !47
  %990 = fsub float %919, %968, !dbg !47
  %991 = fsub float %920, %968, !dbg !47
  %992 = fsub float %921, %968, !dbg !47
  %993 = fsub float %922, %968, !dbg !47
  %994 = fsub float %923, %968, !dbg !47
  %995 = fsub float %924, %968, !dbg !47
  %996 = fsub float %925, %968, !dbg !47
  %997 = fsub float %926, %968, !dbg !47
  %998 = fsub float %927, %968, !dbg !47
  %999 = fsub float %928, %968, !dbg !47
  %1000 = fsub float %929, %968, !dbg !47
  %1001 = tail call float @llvm.amdgcn.exp2.f32(float %969), !dbg !48
  %1002 = tail call float @llvm.amdgcn.exp2.f32(float %970), !dbg !48
  %1003 = tail call float @llvm.amdgcn.exp2.f32(float %971), !dbg !48
  %1004 = tail call float @llvm.amdgcn.exp2.f32(float %972), !dbg !48
  %1005 = tail call float @llvm.amdgcn.exp2.f32(float %973), !dbg !48
  %1006 = tail call float @llvm.amdgcn.exp2.f32(float %974), !dbg !48
  %1007 = tail call float @llvm.amdgcn.exp2.f32(float %975), !dbg !48
  %1008 = tail call float @llvm.amdgcn.exp2.f32(float %976), !dbg !48
  %1009 = tail call float @llvm.amdgcn.exp2.f32(float %977), !dbg !48
  %1010 = tail call float @llvm.amdgcn.exp2.f32(float %978), !dbg !48
  %1011 = tail call float @llvm.amdgcn.exp2.f32(float %979), !dbg !48
  %1012 = tail call float @llvm.amdgcn.exp2.f32(float %980), !dbg !48
  %1013 = tail call float @llvm.amdgcn.exp2.f32(float %981), !dbg !48
  %1014 = tail call float @llvm.amdgcn.exp2.f32(float %982), !dbg !48
  %1015 = tail call float @llvm.amdgcn.exp2.f32(float %983), !dbg !48
  %1016 = tail call float @llvm.amdgcn.exp2.f32(float %984), !dbg !48
  %1017 = tail call float @llvm.amdgcn.exp2.f32(float %985), !dbg !48
  %1018 = tail call float @llvm.amdgcn.exp2.f32(float %986), !dbg !48
  %1019 = tail call float @llvm.amdgcn.exp2.f32(float %987), !dbg !48
  %1020 = tail call float @llvm.amdgcn.exp2.f32(float %988), !dbg !48
  %1021 = tail call float @llvm.amdgcn.exp2.f32(float %989), !dbg !48
  %1022 = tail call float @llvm.amdgcn.exp2.f32(float %990), !dbg !48
  %1023 = tail call float @llvm.amdgcn.exp2.f32(float %991), !dbg !48
  %1024 = tail call float @llvm.amdgcn.exp2.f32(float %992), !dbg !48
  %1025 = tail call float @llvm.amdgcn.exp2.f32(float %993), !dbg !48
  %1026 = tail call float @llvm.amdgcn.exp2.f32(float %994), !dbg !48
  %1027 = tail call float @llvm.amdgcn.exp2.f32(float %995), !dbg !48
  %1028 = tail call float @llvm.amdgcn.exp2.f32(float %996), !dbg !48
  %1029 = tail call float @llvm.amdgcn.exp2.f32(float %997), !dbg !48
  %1030 = tail call float @llvm.amdgcn.exp2.f32(float %998), !dbg !48
  %1031 = tail call float @llvm.amdgcn.exp2.f32(float %999), !dbg !48
  %1032 = tail call float @llvm.amdgcn.exp2.f32(float %1000), !dbg !48
  %1033 = fsub float %710, %968, !dbg !49
  %1034 = tail call float @llvm.amdgcn.exp2.f32(float %1033), !dbg !50
  %1035 = fmul float %709, %1034, !dbg !51
  %1036 = fadd float %1001, %1002, !dbg !52
  %1037 = fadd float %1003, %1036, !dbg !52
  %1038 = fadd float %1004, %1037, !dbg !52
  %1039 = fadd float %1005, %1038, !dbg !52
  %1040 = fadd float %1006, %1039, !dbg !52
  %1041 = fadd float %1007, %1040, !dbg !52
  %1042 = fadd float %1008, %1041, !dbg !52
  %1043 = fadd float %1009, %1042, !dbg !52
  %1044 = fadd float %1010, %1043, !dbg !52
  %1045 = fadd float %1011, %1044, !dbg !52
  %1046 = fadd float %1012, %1045, !dbg !52
  %1047 = fadd float %1013, %1046, !dbg !52
  %1048 = fadd float %1014, %1047, !dbg !52
  %1049 = fadd float %1015, %1048, !dbg !52
  %1050 = fadd float %1016, %1049, !dbg !52
  %1051 = fadd float %1017, %1050, !dbg !52
  %1052 = fadd float %1018, %1051, !dbg !52
  %1053 = fadd float %1019, %1052, !dbg !52
  %1054 = fadd float %1020, %1053, !dbg !52
  %1055 = fadd float %1021, %1054, !dbg !52
  %1056 = fadd float %1022, %1055, !dbg !52
  %1057 = fadd float %1023, %1056, !dbg !52
  %1058 = fadd float %1024, %1057, !dbg !52
  %1059 = fadd float %1025, %1058, !dbg !52
  %1060 = fadd float %1026, %1059, !dbg !52
  %1061 = fadd float %1027, %1060, !dbg !52
  %1062 = fadd float %1028, %1061, !dbg !52
  %1063 = fadd float %1029, %1062, !dbg !52
  %1064 = fadd float %1030, %1063, !dbg !52
  %1065 = fadd float %1031, %1064, !dbg !52
  %1066 = fadd float %1032, %1065, !dbg !52
  %1067 = bitcast float %1066 to i32, !dbg !53
  %1068 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1067, i32 %1067, i1 false, i1 false), !dbg !53
  %1069 = extractvalue { i32, i32 } %1068, 0, !dbg !53
  %1070 = extractvalue { i32, i32 } %1068, 1, !dbg !53
  %1071 = bitcast i32 %1069 to float, !dbg !53
  %1072 = bitcast i32 %1070 to float, !dbg !53
  %1073 = fadd float %1071, %1072, !dbg !52
  %1074 = fadd float %1073, %1035, !dbg !55
  %1075 = insertelement <1 x float> poison, float %1034, i64 0, !dbg !56
  store <1 x float> %1075, ptr addrspace(3) %192, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %1076 = load <1 x float>, ptr addrspace(3) %193, align 4, !dbg !56
  %1077 = insertelement <2 x float> poison, float %1001, i64 0, !dbg !57
  %1078 = insertelement <2 x float> %1077, float %1002, i64 1, !dbg !57
  %1079 = fptrunc <2 x float> %1078 to <2 x half>, !dbg !57
  %1080 = insertelement <2 x float> poison, float %1003, i64 0, !dbg !57
  %1081 = insertelement <2 x float> %1080, float %1004, i64 1, !dbg !57
  %1082 = fptrunc <2 x float> %1081 to <2 x half>, !dbg !57
  %1083 = insertelement <2 x float> poison, float %1005, i64 0, !dbg !57
  %1084 = insertelement <2 x float> %1083, float %1006, i64 1, !dbg !57
  %1085 = fptrunc <2 x float> %1084 to <2 x half>, !dbg !57
  %1086 = insertelement <2 x float> poison, float %1007, i64 0, !dbg !57
  %1087 = insertelement <2 x float> %1086, float %1008, i64 1, !dbg !57
  %1088 = fptrunc <2 x float> %1087 to <2 x half>, !dbg !57
  %1089 = insertelement <2 x float> poison, float %1009, i64 0, !dbg !57
  %1090 = insertelement <2 x float> %1089, float %1010, i64 1, !dbg !57
  %1091 = fptrunc <2 x float> %1090 to <2 x half>, !dbg !57
  %1092 = insertelement <2 x float> poison, float %1011, i64 0, !dbg !57
  %1093 = insertelement <2 x float> %1092, float %1012, i64 1, !dbg !57
  %1094 = fptrunc <2 x float> %1093 to <2 x half>, !dbg !57
  %1095 = insertelement <2 x float> poison, float %1013, i64 0, !dbg !57
  %1096 = insertelement <2 x float> %1095, float %1014, i64 1, !dbg !57
  %1097 = fptrunc <2 x float> %1096 to <2 x half>, !dbg !57
  %1098 = insertelement <2 x float> poison, float %1015, i64 0, !dbg !57
  %1099 = insertelement <2 x float> %1098, float %1016, i64 1, !dbg !57
  %1100 = fptrunc <2 x float> %1099 to <2 x half>, !dbg !57
  %1101 = insertelement <2 x float> poison, float %1017, i64 0, !dbg !57
  %1102 = insertelement <2 x float> %1101, float %1018, i64 1, !dbg !57
  %1103 = fptrunc <2 x float> %1102 to <2 x half>, !dbg !57
  %1104 = insertelement <2 x float> poison, float %1019, i64 0, !dbg !57
  %1105 = insertelement <2 x float> %1104, float %1020, i64 1, !dbg !57
  %1106 = fptrunc <2 x float> %1105 to <2 x half>, !dbg !57
  %1107 = insertelement <2 x float> poison, float %1021, i64 0, !dbg !57
  %1108 = insertelement <2 x float> %1107, float %1022, i64 1, !dbg !57
  %1109 = fptrunc <2 x float> %1108 to <2 x half>, !dbg !57
  %1110 = insertelement <2 x float> poison, float %1023, i64 0, !dbg !57
  %1111 = insertelement <2 x float> %1110, float %1024, i64 1, !dbg !57
  %1112 = fptrunc <2 x float> %1111 to <2 x half>, !dbg !57
  %1113 = insertelement <2 x float> poison, float %1025, i64 0, !dbg !57
  %1114 = insertelement <2 x float> %1113, float %1026, i64 1, !dbg !57
  %1115 = fptrunc <2 x float> %1114 to <2 x half>, !dbg !57
  %1116 = insertelement <2 x float> poison, float %1027, i64 0, !dbg !57
  %1117 = insertelement <2 x float> %1116, float %1028, i64 1, !dbg !57
  %1118 = fptrunc <2 x float> %1117 to <2 x half>, !dbg !57
  %1119 = insertelement <2 x float> poison, float %1029, i64 0, !dbg !57
  %1120 = insertelement <2 x float> %1119, float %1030, i64 1, !dbg !57
  %1121 = fptrunc <2 x float> %1120 to <2 x half>, !dbg !57
  %1122 = insertelement <2 x float> poison, float %1031, i64 0, !dbg !57
  %1123 = insertelement <2 x float> %1122, float %1032, i64 1, !dbg !57
  %1124 = fptrunc <2 x float> %1123 to <2 x half>, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1125 = shufflevector <2 x half> %1079, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1125, ptr addrspace(3) %197, align 2, !dbg !57
  %1126 = shufflevector <2 x half> %1079, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1126, ptr addrspace(3) %198, align 2, !dbg !57
  %1127 = shufflevector <2 x half> %1091, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1127, ptr addrspace(3) %199, align 2, !dbg !57
  %1128 = shufflevector <2 x half> %1091, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1128, ptr addrspace(3) %200, align 2, !dbg !57
  %1129 = shufflevector <2 x half> %1103, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1129, ptr addrspace(3) %201, align 2, !dbg !57
  %1130 = shufflevector <2 x half> %1103, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1130, ptr addrspace(3) %202, align 2, !dbg !57
  %1131 = shufflevector <2 x half> %1115, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1131, ptr addrspace(3) %203, align 2, !dbg !57
  %1132 = shufflevector <2 x half> %1115, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1132, ptr addrspace(3) %204, align 2, !dbg !57
  %1133 = shufflevector <2 x half> %1082, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1133, ptr addrspace(3) %206, align 2, !dbg !57
  %1134 = shufflevector <2 x half> %1082, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1134, ptr addrspace(3) %207, align 2, !dbg !57
  %1135 = shufflevector <2 x half> %1094, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1135, ptr addrspace(3) %208, align 2, !dbg !57
  %1136 = shufflevector <2 x half> %1094, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1136, ptr addrspace(3) %209, align 2, !dbg !57
  %1137 = shufflevector <2 x half> %1106, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1137, ptr addrspace(3) %210, align 2, !dbg !57
  %1138 = shufflevector <2 x half> %1106, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1138, ptr addrspace(3) %211, align 2, !dbg !57
  %1139 = shufflevector <2 x half> %1118, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1139, ptr addrspace(3) %212, align 2, !dbg !57
  %1140 = shufflevector <2 x half> %1118, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1140, ptr addrspace(3) %213, align 2, !dbg !57
  %1141 = shufflevector <2 x half> %1085, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1141, ptr addrspace(3) %215, align 2, !dbg !57
  %1142 = shufflevector <2 x half> %1085, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1142, ptr addrspace(3) %216, align 2, !dbg !57
  %1143 = shufflevector <2 x half> %1097, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1143, ptr addrspace(3) %217, align 2, !dbg !57
  %1144 = shufflevector <2 x half> %1097, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1144, ptr addrspace(3) %218, align 2, !dbg !57
  %1145 = shufflevector <2 x half> %1109, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1145, ptr addrspace(3) %219, align 2, !dbg !57
  %1146 = shufflevector <2 x half> %1109, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1146, ptr addrspace(3) %220, align 2, !dbg !57
  %1147 = shufflevector <2 x half> %1121, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1147, ptr addrspace(3) %221, align 2, !dbg !57
  %1148 = shufflevector <2 x half> %1121, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1148, ptr addrspace(3) %222, align 2, !dbg !57
  %1149 = shufflevector <2 x half> %1088, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1149, ptr addrspace(3) %224, align 2, !dbg !57
  %1150 = shufflevector <2 x half> %1088, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1150, ptr addrspace(3) %225, align 2, !dbg !57
  %1151 = shufflevector <2 x half> %1100, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1151, ptr addrspace(3) %226, align 2, !dbg !57
  %1152 = shufflevector <2 x half> %1100, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1152, ptr addrspace(3) %227, align 2, !dbg !57
  %1153 = shufflevector <2 x half> %1112, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1153, ptr addrspace(3) %228, align 2, !dbg !57
  %1154 = shufflevector <2 x half> %1112, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1154, ptr addrspace(3) %229, align 2, !dbg !57
  %1155 = shufflevector <2 x half> %1124, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1155, ptr addrspace(3) %230, align 2, !dbg !57
  %1156 = shufflevector <2 x half> %1124, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1156, ptr addrspace(3) %231, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1157 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %242), !dbg !57
  %1158 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %243), !dbg !57
  %1159 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %244), !dbg !57
  %1160 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %245), !dbg !57
  %1161 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %247), !dbg !57
  %1162 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %248), !dbg !57
  %1163 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %249), !dbg !57
  %1164 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %250), !dbg !57
  %1165 = shufflevector <4 x half> %1157, <4 x half> %1161, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1166 = shufflevector <4 x half> %1158, <4 x half> %1162, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1167 = shufflevector <4 x half> %1159, <4 x half> %1163, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1168 = shufflevector <4 x half> %1160, <4 x half> %1164, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1169 = shufflevector <4 x half> %786, <4 x half> %790, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1170 = shufflevector <4 x half> %787, <4 x half> %791, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1171 = shufflevector <4 x half> %788, <4 x half> %792, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1172 = shufflevector <4 x half> %789, <4 x half> %793, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1173 = shufflevector <2 x float> %712, <2 x float> %713, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1174 = shufflevector <2 x float> %714, <2 x float> %715, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1175 = shufflevector <2 x float> %716, <2 x float> %717, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1176 = shufflevector <2 x float> %718, <2 x float> %719, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1177 = shufflevector <4 x float> %1173, <4 x float> %1174, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1178 = shufflevector <4 x float> %1175, <4 x float> %1176, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1179 = shufflevector <8 x float> %1177, <8 x float> %1178, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %1180 = shufflevector <1 x float> %1076, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %1181 = fmul <16 x float> %1179, %1180, !dbg !58
  %1182 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1169, <8 x half> %1165, <16 x float> %1181, i32 0, i32 0, i32 0), !dbg !58
  %1183 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1170, <8 x half> %1166, <16 x float> %1182, i32 0, i32 0, i32 0), !dbg !58
  %1184 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1171, <8 x half> %1167, <16 x float> %1183, i32 0, i32 0, i32 0), !dbg !58
  %1185 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1172, <8 x half> %1168, <16 x float> %1184, i32 0, i32 0, i32 0), !dbg !58
  store <8 x half> %764, ptr addrspace(3) %95, align 16, !dbg !31
  store <8 x half> %768, ptr addrspace(3) %96, align 16, !dbg !31
  %1186 = shufflevector <8 x half> %781, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %1186, ptr addrspace(3) %153, align 8, !dbg !34
  %1187 = shufflevector <8 x half> %785, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !34
  store <4 x half> %1187, ptr addrspace(3) %155, align 8, !dbg !34
  %1188 = shufflevector <8 x half> %781, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %1188, ptr addrspace(3) %158, align 8, !dbg !34
  %1189 = shufflevector <8 x half> %785, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !34
  store <4 x half> %1189, ptr addrspace(3) %160, align 8, !dbg !34
  %1190 = icmp slt i32 %720, %162, !dbg !26
  %1191 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %1192 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 2, i32 3>
  %1193 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %1194 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 6, i32 7>
  %1195 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  %1196 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 10, i32 11>
  %1197 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %1198 = shufflevector <16 x float> %1185, <16 x float> poison, <2 x i32> <i32 14, i32 15>
  br i1 %1190, label %708, label %._crit_edge, !dbg !26, !llvm.loop !59

._crit_edge:                                      ; preds = %784, %282, %.._crit_edge_crit_edge
  %.pre-phi69 = phi i32 [ %.pre68, %.._crit_edge_crit_edge ], [ %188, %282 ], [ %188, %784 ], !dbg !34
  %.pre-phi67 = phi i32 [ %.pre66, %.._crit_edge_crit_edge ], [ %187, %282 ], [ %187, %784 ], !dbg !34
  %.pre-phi59 = phi i32 [ %.pre58, %.._crit_edge_crit_edge ], [ %183, %282 ], [ %183, %784 ], !dbg !34
  %.pre-phi57 = phi i32 [ %.pre56, %.._crit_edge_crit_edge ], [ %182, %282 ], [ %182, %784 ], !dbg !34
  %.pre-phi51 = phi i32 [ %.pre50, %.._crit_edge_crit_edge ], [ %179, %282 ], [ %179, %784 ], !dbg !34
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %177, %282 ], [ %177, %784 ], !dbg !34
  %.lcssa34 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %474, %282 ], [ %968, %784 ], !dbg !61
  %.lcssa33 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %580, %282 ], [ %1074, %784 ], !dbg !62
  %1199 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %692, %282 ], [ %1191, %784 ]
  %1200 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %693, %282 ], [ %1192, %784 ]
  %1201 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %694, %282 ], [ %1193, %784 ]
  %1202 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %695, %282 ], [ %1194, %784 ]
  %1203 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %696, %282 ], [ %1195, %784 ]
  %1204 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %697, %282 ], [ %1196, %784 ]
  %1205 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %698, %282 ], [ %1197, %784 ]
  %1206 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %699, %282 ], [ %1198, %784 ]
  %1207 = add i32 %4, 63, !dbg !26
  %1208 = sdiv i32 %1207, 64, !dbg !26
  %1209 = tail call i32 @llvm.smax.i32(i32 %1208, i32 1), !dbg !26
  %1210 = shl nuw nsw i32 %1209, 6, !dbg !26
  %1211 = add nsw i32 %1210, -64, !dbg !26
  %1212 = icmp sgt i32 %1207, 63, !dbg !26
  %1213 = or disjoint i32 %1211, %27, !dbg !35
  %1214 = or disjoint i32 %1211, %28, !dbg !35
  %1215 = or disjoint i32 %1211, %29, !dbg !35
  %1216 = or disjoint i32 %1211, %30, !dbg !35
  %1217 = or disjoint i32 %1211, %31, !dbg !35
  %1218 = or disjoint i32 %1211, %32, !dbg !35
  %1219 = or disjoint i32 %1211, %33, !dbg !35
  %1220 = or disjoint i32 %1211, %34, !dbg !35
  %1221 = or disjoint i32 %1211, %35, !dbg !35
  %1222 = or disjoint i32 %1211, %36, !dbg !35
  %1223 = or disjoint i32 %1211, %37, !dbg !35
  %1224 = or disjoint i32 %1211, %38, !dbg !35
  %1225 = or disjoint i32 %1211, %39, !dbg !35
  %1226 = or disjoint i32 %1211, %40, !dbg !35
  %1227 = or disjoint i32 %1211, %41, !dbg !35
  %1228 = or disjoint i32 %1211, %42, !dbg !35
  %1229 = or disjoint i32 %1211, %43, !dbg !35
  %1230 = or disjoint i32 %1211, %44, !dbg !35
  %1231 = or disjoint i32 %1211, %45, !dbg !35
  %1232 = or disjoint i32 %1211, %46, !dbg !35
  %1233 = or disjoint i32 %1211, %47, !dbg !35
  %1234 = or disjoint i32 %1211, %48, !dbg !35
  %1235 = or disjoint i32 %1211, %49, !dbg !35
  %1236 = or disjoint i32 %1211, %50, !dbg !35
  %1237 = or disjoint i32 %1211, %51, !dbg !35
  %1238 = or disjoint i32 %1211, %52, !dbg !35
  %1239 = or disjoint i32 %1211, %53, !dbg !35
  %1240 = or disjoint i32 %1211, %54, !dbg !35
  %1241 = or disjoint i32 %1211, %55, !dbg !35
  %1242 = or disjoint i32 %1211, %56, !dbg !35
  %1243 = or disjoint i32 %1211, %57, !dbg !35
  %1244 = or disjoint i32 %1211, %58, !dbg !35
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %1245 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi67, !dbg !34
  %1246 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1245), !dbg !34
  %1247 = getelementptr inbounds nuw i8, ptr addrspace(3) %1245, i32 2048, !dbg !34
  %1248 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1247), !dbg !34
  %1249 = getelementptr inbounds nuw i8, ptr addrspace(3) %1245, i32 4096, !dbg !34
  %1250 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1249), !dbg !34
  %1251 = getelementptr inbounds nuw i8, ptr addrspace(3) %1245, i32 6144, !dbg !34
  %1252 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1251), !dbg !34
  %1253 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %.pre-phi69, !dbg !34
  %1254 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1253), !dbg !34
  %1255 = getelementptr inbounds nuw i8, ptr addrspace(3) %1253, i32 2048, !dbg !34
  %1256 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1255), !dbg !34
  %1257 = getelementptr inbounds nuw i8, ptr addrspace(3) %1253, i32 4096, !dbg !34
  %1258 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1257), !dbg !34
  %1259 = getelementptr inbounds nuw i8, ptr addrspace(3) %1253, i32 6144, !dbg !34
  %1260 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1259), !dbg !34
  br i1 %1212, label %1261, label %1323, !dbg !36

1261:                                             ; preds = %._crit_edge
  %1262 = or disjoint i32 %97, %98, !dbg !36
  %1263 = xor i32 %1262, %99, !dbg !36
  %1264 = xor i32 %1263, 96, !dbg !36
  %1265 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1264, !dbg !36
  %1266 = getelementptr inbounds nuw i8, ptr addrspace(3) %1265, i32 4096, !dbg !36
  %1267 = load <8 x half>, ptr addrspace(3) %1266, align 16, !dbg !36
  %1268 = load <8 x half>, ptr addrspace(3) %1265, align 16, !dbg !36
  %1269 = xor i32 %1263, 64, !dbg !36
  %1270 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1269, !dbg !36
  %1271 = getelementptr inbounds nuw i8, ptr addrspace(3) %1270, i32 4096, !dbg !36
  %1272 = load <8 x half>, ptr addrspace(3) %1271, align 16, !dbg !36
  %1273 = load <8 x half>, ptr addrspace(3) %1270, align 16, !dbg !36
  %1274 = xor i32 %1263, 32, !dbg !36
  %1275 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1274, !dbg !36
  %1276 = getelementptr inbounds nuw i8, ptr addrspace(3) %1275, i32 4096, !dbg !36
  %1277 = load <8 x half>, ptr addrspace(3) %1276, align 16, !dbg !36
  %1278 = load <8 x half>, ptr addrspace(3) %1275, align 16, !dbg !36
  %1279 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1263, !dbg !36
  %1280 = getelementptr inbounds nuw i8, ptr addrspace(3) %1279, i32 4096, !dbg !36
  %1281 = load <8 x half>, ptr addrspace(3) %1280, align 16, !dbg !36
  %1282 = load <8 x half>, ptr addrspace(3) %1279, align 16, !dbg !36
  %1283 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1282, <8 x half> %105, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %1284 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1278, <8 x half> %108, <16 x float> %1283, i32 0, i32 0, i32 0), !dbg !36
  %1285 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1273, <8 x half> %111, <16 x float> %1284, i32 0, i32 0, i32 0), !dbg !36
  %1286 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1268, <8 x half> %114, <16 x float> %1285, i32 0, i32 0, i32 0), !dbg !36
  %1287 = extractelement <16 x float> %1286, i64 0, !dbg !36
  %1288 = extractelement <16 x float> %1286, i64 1, !dbg !36
  %1289 = extractelement <16 x float> %1286, i64 2, !dbg !36
  %1290 = extractelement <16 x float> %1286, i64 3, !dbg !36
  %1291 = extractelement <16 x float> %1286, i64 4, !dbg !36
  %1292 = extractelement <16 x float> %1286, i64 5, !dbg !36
  %1293 = extractelement <16 x float> %1286, i64 6, !dbg !36
  %1294 = extractelement <16 x float> %1286, i64 7, !dbg !36
  %1295 = extractelement <16 x float> %1286, i64 8, !dbg !36
  %1296 = extractelement <16 x float> %1286, i64 9, !dbg !36
  %1297 = extractelement <16 x float> %1286, i64 10, !dbg !36
  %1298 = extractelement <16 x float> %1286, i64 11, !dbg !36
  %1299 = extractelement <16 x float> %1286, i64 12, !dbg !36
  %1300 = extractelement <16 x float> %1286, i64 13, !dbg !36
  %1301 = extractelement <16 x float> %1286, i64 14, !dbg !36
  %1302 = extractelement <16 x float> %1286, i64 15, !dbg !36
  %1303 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1281, <8 x half> %105, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %1304 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1277, <8 x half> %108, <16 x float> %1303, i32 0, i32 0, i32 0), !dbg !36
  %1305 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1272, <8 x half> %111, <16 x float> %1304, i32 0, i32 0, i32 0), !dbg !36
  %1306 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1267, <8 x half> %114, <16 x float> %1305, i32 0, i32 0, i32 0), !dbg !36
  %1307 = extractelement <16 x float> %1306, i64 0, !dbg !36
  %1308 = extractelement <16 x float> %1306, i64 1, !dbg !36
  %1309 = extractelement <16 x float> %1306, i64 2, !dbg !36
  %1310 = extractelement <16 x float> %1306, i64 3, !dbg !36
  %1311 = extractelement <16 x float> %1306, i64 4, !dbg !36
  %1312 = extractelement <16 x float> %1306, i64 5, !dbg !36
  %1313 = extractelement <16 x float> %1306, i64 6, !dbg !36
  %1314 = extractelement <16 x float> %1306, i64 7, !dbg !36
  %1315 = extractelement <16 x float> %1306, i64 8, !dbg !36
  %1316 = extractelement <16 x float> %1306, i64 9, !dbg !36
  %1317 = extractelement <16 x float> %1306, i64 10, !dbg !36
  %1318 = extractelement <16 x float> %1306, i64 11, !dbg !36
  %1319 = extractelement <16 x float> %1306, i64 12, !dbg !36
  %1320 = extractelement <16 x float> %1306, i64 13, !dbg !36
  %1321 = extractelement <16 x float> %1306, i64 14, !dbg !36
  %1322 = extractelement <16 x float> %1306, i64 15, !dbg !36
  br label %1323, !dbg !36

1323:                                             ; preds = %1261, %._crit_edge
  %1324 = phi float [ %1287, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1325 = phi float [ %1288, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1326 = phi float [ %1289, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1327 = phi float [ %1290, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1328 = phi float [ %1291, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1329 = phi float [ %1292, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1330 = phi float [ %1293, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1331 = phi float [ %1294, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1332 = phi float [ %1295, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1333 = phi float [ %1296, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1334 = phi float [ %1297, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1335 = phi float [ %1298, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1336 = phi float [ %1299, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1337 = phi float [ %1300, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1338 = phi float [ %1301, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1339 = phi float [ %1302, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1340 = phi float [ %1307, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1341 = phi float [ %1308, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1342 = phi float [ %1309, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1343 = phi float [ %1310, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1344 = phi float [ %1311, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1345 = phi float [ %1312, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1346 = phi float [ %1313, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1347 = phi float [ %1314, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1348 = phi float [ %1315, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1349 = phi float [ %1316, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1350 = phi float [ %1317, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1351 = phi float [ %1318, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1352 = phi float [ %1319, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1353 = phi float [ %1320, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1354 = phi float [ %1321, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1355 = phi float [ %1322, %1261 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1356 = fmul float %115, %1324, !dbg !37
  %1357 = fmul float %115, %1325, !dbg !37
  %1358 = fmul float %115, %1326, !dbg !37
  %1359 = fmul float %115, %1327, !dbg !37
  %1360 = fmul float %115, %1328, !dbg !37
  %1361 = fmul float %115, %1329, !dbg !37
  %1362 = fmul float %115, %1330, !dbg !37
  %1363 = fmul float %115, %1331, !dbg !37
  %1364 = fmul float %115, %1332, !dbg !37
  %1365 = fmul float %115, %1333, !dbg !37
  %1366 = fmul float %115, %1334, !dbg !37
  %1367 = fmul float %115, %1335, !dbg !37
  %1368 = fmul float %115, %1336, !dbg !37
  %1369 = fmul float %115, %1337, !dbg !37
  %1370 = fmul float %115, %1338, !dbg !37
  %1371 = fmul float %115, %1339, !dbg !37
  %1372 = fmul float %115, %1340, !dbg !37
  %1373 = fmul float %115, %1341, !dbg !37
  %1374 = fmul float %115, %1342, !dbg !37
  %1375 = fmul float %115, %1343, !dbg !37
  %1376 = fmul float %115, %1344, !dbg !37
  %1377 = fmul float %115, %1345, !dbg !37
  %1378 = fmul float %115, %1346, !dbg !37
  %1379 = fmul float %115, %1347, !dbg !37
  %1380 = fmul float %115, %1348, !dbg !37
  %1381 = fmul float %115, %1349, !dbg !37
  %1382 = fmul float %115, %1350, !dbg !37
  %1383 = fmul float %115, %1351, !dbg !37
  %1384 = fmul float %115, %1352, !dbg !37
  %1385 = fmul float %115, %1353, !dbg !37
  %1386 = fmul float %115, %1354, !dbg !37
  %1387 = fmul float %115, %1355, !dbg !37
  %1388 = icmp slt i32 %1213, %4, !dbg !38
  %1389 = icmp slt i32 %1214, %4, !dbg !38
  %1390 = icmp slt i32 %1215, %4, !dbg !38
  %1391 = icmp slt i32 %1216, %4, !dbg !38
  %1392 = icmp slt i32 %1217, %4, !dbg !38
  %1393 = icmp slt i32 %1218, %4, !dbg !38
  %1394 = icmp slt i32 %1219, %4, !dbg !38
  %1395 = icmp slt i32 %1220, %4, !dbg !38
  %1396 = icmp slt i32 %1221, %4, !dbg !38
  %1397 = icmp slt i32 %1222, %4, !dbg !38
  %1398 = icmp slt i32 %1223, %4, !dbg !38
  %1399 = icmp slt i32 %1224, %4, !dbg !38
  %1400 = icmp slt i32 %1225, %4, !dbg !38
  %1401 = icmp slt i32 %1226, %4, !dbg !38
  %1402 = icmp slt i32 %1227, %4, !dbg !38
  %1403 = icmp slt i32 %1228, %4, !dbg !38
  %1404 = icmp slt i32 %1229, %4, !dbg !38
  %1405 = icmp slt i32 %1230, %4, !dbg !38
  %1406 = icmp slt i32 %1231, %4, !dbg !38
  %1407 = icmp slt i32 %1232, %4, !dbg !38
  %1408 = icmp slt i32 %1233, %4, !dbg !38
  %1409 = icmp slt i32 %1234, %4, !dbg !38
  %1410 = icmp slt i32 %1235, %4, !dbg !38
  %1411 = icmp slt i32 %1236, %4, !dbg !38
  %1412 = icmp slt i32 %1237, %4, !dbg !38
  %1413 = icmp slt i32 %1238, %4, !dbg !38
  %1414 = icmp slt i32 %1239, %4, !dbg !38
  %1415 = icmp slt i32 %1240, %4, !dbg !38
  %1416 = icmp slt i32 %1241, %4, !dbg !38
  %1417 = icmp slt i32 %1242, %4, !dbg !38
  %1418 = icmp slt i32 %1243, %4, !dbg !38
  %1419 = icmp slt i32 %1244, %4, !dbg !38
  %1420 = select i1 %1388, float %1356, float 0xFFF0000000000000, !dbg !39
  %1421 = select i1 %1389, float %1357, float 0xFFF0000000000000, !dbg !39
  %1422 = select i1 %1390, float %1358, float 0xFFF0000000000000, !dbg !39
  %1423 = select i1 %1391, float %1359, float 0xFFF0000000000000, !dbg !39
  %1424 = select i1 %1392, float %1360, float 0xFFF0000000000000, !dbg !39
  %1425 = select i1 %1393, float %1361, float 0xFFF0000000000000, !dbg !39
  %1426 = select i1 %1394, float %1362, float 0xFFF0000000000000, !dbg !39
  %1427 = select i1 %1395, float %1363, float 0xFFF0000000000000, !dbg !39
  %1428 = select i1 %1396, float %1364, float 0xFFF0000000000000, !dbg !39
  %1429 = select i1 %1397, float %1365, float 0xFFF0000000000000, !dbg !39
  %1430 = select i1 %1398, float %1366, float 0xFFF0000000000000, !dbg !39
  %1431 = select i1 %1399, float %1367, float 0xFFF0000000000000, !dbg !39
  %1432 = select i1 %1400, float %1368, float 0xFFF0000000000000, !dbg !39
  %1433 = select i1 %1401, float %1369, float 0xFFF0000000000000, !dbg !39
  %1434 = select i1 %1402, float %1370, float 0xFFF0000000000000, !dbg !39
  %1435 = select i1 %1403, float %1371, float 0xFFF0000000000000, !dbg !39
  %1436 = select i1 %1404, float %1372, float 0xFFF0000000000000, !dbg !39
  %1437 = select i1 %1405, float %1373, float 0xFFF0000000000000, !dbg !39
  %1438 = select i1 %1406, float %1374, float 0xFFF0000000000000, !dbg !39
  %1439 = select i1 %1407, float %1375, float 0xFFF0000000000000, !dbg !39
  %1440 = select i1 %1408, float %1376, float 0xFFF0000000000000, !dbg !39
  %1441 = select i1 %1409, float %1377, float 0xFFF0000000000000, !dbg !39
  %1442 = select i1 %1410, float %1378, float 0xFFF0000000000000, !dbg !39
  %1443 = select i1 %1411, float %1379, float 0xFFF0000000000000, !dbg !39
  %1444 = select i1 %1412, float %1380, float 0xFFF0000000000000, !dbg !39
  %1445 = select i1 %1413, float %1381, float 0xFFF0000000000000, !dbg !39
  %1446 = select i1 %1414, float %1382, float 0xFFF0000000000000, !dbg !39
  %1447 = select i1 %1415, float %1383, float 0xFFF0000000000000, !dbg !39
  %1448 = select i1 %1416, float %1384, float 0xFFF0000000000000, !dbg !39
  %1449 = select i1 %1417, float %1385, float 0xFFF0000000000000, !dbg !39
  %1450 = select i1 %1418, float %1386, float 0xFFF0000000000000, !dbg !39
  %1451 = select i1 %1419, float %1387, float 0xFFF0000000000000, !dbg !39
  %1452 = tail call float @llvm.maxnum.f32(float %1420, float %1421), !dbg !40
  %1453 = tail call float @llvm.maxnum.f32(float %1452, float %1422), !dbg !40
  %1454 = tail call float @llvm.maxnum.f32(float %1453, float %1423), !dbg !40
  %1455 = tail call float @llvm.maxnum.f32(float %1454, float %1424), !dbg !40
  %1456 = tail call float @llvm.maxnum.f32(float %1455, float %1425), !dbg !40
  %1457 = tail call float @llvm.maxnum.f32(float %1456, float %1426), !dbg !40
  %1458 = tail call float @llvm.maxnum.f32(float %1457, float %1427), !dbg !40
  %1459 = tail call float @llvm.maxnum.f32(float %1458, float %1428), !dbg !40
  %1460 = tail call float @llvm.maxnum.f32(float %1459, float %1429), !dbg !40
  %1461 = tail call float @llvm.maxnum.f32(float %1460, float %1430), !dbg !40
  %1462 = tail call float @llvm.maxnum.f32(float %1461, float %1431), !dbg !40
  %1463 = tail call float @llvm.maxnum.f32(float %1462, float %1432), !dbg !40
  %1464 = tail call float @llvm.maxnum.f32(float %1463, float %1433), !dbg !40
  %1465 = tail call float @llvm.maxnum.f32(float %1464, float %1434), !dbg !40
  %1466 = tail call float @llvm.maxnum.f32(float %1465, float %1435), !dbg !40
  %1467 = tail call float @llvm.maxnum.f32(float %1466, float %1436), !dbg !40
  %1468 = tail call float @llvm.maxnum.f32(float %1467, float %1437), !dbg !40
  %1469 = tail call float @llvm.maxnum.f32(float %1468, float %1438), !dbg !40
  %1470 = tail call float @llvm.maxnum.f32(float %1469, float %1439), !dbg !40
  %1471 = tail call float @llvm.maxnum.f32(float %1470, float %1440), !dbg !40
  %1472 = tail call float @llvm.maxnum.f32(float %1471, float %1441), !dbg !40
  %1473 = tail call float @llvm.maxnum.f32(float %1472, float %1442), !dbg !40
  %1474 = tail call float @llvm.maxnum.f32(float %1473, float %1443), !dbg !40
  %1475 = tail call float @llvm.maxnum.f32(float %1474, float %1444), !dbg !40
  %1476 = tail call float @llvm.maxnum.f32(float %1475, float %1445), !dbg !40
  %1477 = tail call float @llvm.maxnum.f32(float %1476, float %1446), !dbg !40
  %1478 = tail call float @llvm.maxnum.f32(float %1477, float %1447), !dbg !40
  %1479 = tail call float @llvm.maxnum.f32(float %1478, float %1448), !dbg !40
  %1480 = tail call float @llvm.maxnum.f32(float %1479, float %1449), !dbg !40
  %1481 = tail call float @llvm.maxnum.f32(float %1480, float %1450), !dbg !40
  %1482 = tail call float @llvm.maxnum.f32(float %1481, float %1451), !dbg !40
  %1483 = bitcast float %1482 to i32, !dbg !43
  %1484 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1483, i32 %1483, i1 false, i1 false), !dbg !43
  %1485 = extractvalue { i32, i32 } %1484, 0, !dbg !43
  %1486 = extractvalue { i32, i32 } %1484, 1, !dbg !43
  %1487 = bitcast i32 %1485 to float, !dbg !43
  %1488 = bitcast i32 %1486 to float, !dbg !43
  %1489 = tail call float @llvm.maxnum.f32(float %1487, float %1488), !dbg !40
  %1490 = tail call float @llvm.maxnum.f32(float %.lcssa34, float %1489), !dbg !46
  %1491 = fsub float %1420, %1490, !dbg !47
  %1492 = fsub float %1421, %1490, !dbg !47
  %1493 = fsub float %1422, %1490, !dbg !47
  %1494 = fsub float %1423, %1490, !dbg !47
  %1495 = fsub float %1424, %1490, !dbg !47
  %1496 = fsub float %1425, %1490, !dbg !47
  %1497 = fsub float %1426, %1490, !dbg !47
  %1498 = fsub float %1427, %1490, !dbg !47
  %1499 = fsub float %1428, %1490, !dbg !47
  %1500 = fsub float %1429, %1490, !dbg !47
  %1501 = fsub float %1430, %1490, !dbg !47
  %1502 = fsub float %1431, %1490, !dbg !47
  %1503 = fsub float %1432, %1490, !dbg !47
  %1504 = fsub float %1433, %1490, !dbg !47
  %1505 = fsub float %1434, %1490, !dbg !47
  %1506 = fsub float %1435, %1490, !dbg !47
  %1507 = fsub float %1436, %1490, !dbg !47
  %1508 = fsub float %1437, %1490, !dbg !47
  %1509 = fsub float %1438, %1490, !dbg !47
  %1510 = fsub float %1439, %1490, !dbg !47
  %1511 = fsub float %1440, %1490, !dbg !47
  %1512 = fsub float %1441, %1490, !dbg !47
  %1513 = fsub float %1442, %1490, !dbg !47
  %1514 = fsub float %1443, %1490, !dbg !47
  %1515 = fsub float %1444, %1490, !dbg !47
  %1516 = fsub float %1445, %1490, !dbg !47
  %1517 = fsub float %1446, %1490, !dbg !47
  %1518 = fsub float %1447, %1490, !dbg !47
  %1519 = fsub float %1448, %1490, !dbg !47
  %1520 = fsub float %1449, %1490, !dbg !47
  %1521 = fsub float %1450, %1490, !dbg !47
  %1522 = fsub float %1451, %1490, !dbg !47
  %1523 = tail call float @llvm.amdgcn.exp2.f32(float %1491), !dbg !48
  %1524 = tail call float @llvm.amdgcn.exp2.f32(float %1492), !dbg !48
  %1525 = tail call float @llvm.amdgcn.exp2.f32(float %1493), !dbg !48
  %1526 = tail call float @llvm.amdgcn.exp2.f32(float %1494), !dbg !48
  %1527 = tail call float @llvm.amdgcn.exp2.f32(float %1495), !dbg !48
  %1528 = tail call float @llvm.amdgcn.exp2.f32(float %1496), !dbg !48
  %1529 = tail call float @llvm.amdgcn.exp2.f32(float %1497), !dbg !48
  %1530 = tail call float @llvm.amdgcn.exp2.f32(float %1498), !dbg !48
  %1531 = tail call float @llvm.amdgcn.exp2.f32(float %1499), !dbg !48
  %1532 = tail call float @llvm.amdgcn.exp2.f32(float %1500), !dbg !48
  %1533 = tail call float @llvm.amdgcn.exp2.f32(float %1501), !dbg !48
  %1534 = tail call float @llvm.amdgcn.exp2.f32(float %1502), !dbg !48
  %1535 = tail call float @llvm.amdgcn.exp2.f32(float %1503), !dbg !48
  %1536 = tail call float @llvm.amdgcn.exp2.f32(float %1504), !dbg !48
  %1537 = tail call float @llvm.amdgcn.exp2.f32(float %1505), !dbg !48
  %1538 = tail call float @llvm.amdgcn.exp2.f32(float %1506), !dbg !48
  %1539 = tail call float @llvm.amdgcn.exp2.f32(float %1507), !dbg !48
  %1540 = tail call float @llvm.amdgcn.exp2.f32(float %1508), !dbg !48
  %1541 = tail call float @llvm.amdgcn.exp2.f32(float %1509), !dbg !48
  %1542 = tail call float @llvm.amdgcn.exp2.f32(float %1510), !dbg !48
  %1543 = tail call float @llvm.amdgcn.exp2.f32(float %1511), !dbg !48
  %1544 = tail call float @llvm.amdgcn.exp2.f32(float %1512), !dbg !48
  %1545 = tail call float @llvm.amdgcn.exp2.f32(float %1513), !dbg !48
  %1546 = tail call float @llvm.amdgcn.exp2.f32(float %1514), !dbg !48
  %1547 = tail call float @llvm.amdgcn.exp2.f32(float %1515), !dbg !48
  %1548 = tail call float @llvm.amdgcn.exp2.f32(float %1516), !dbg !48
  %1549 = tail call float @llvm.amdgcn.exp2.f32(float %1517), !dbg !48
  %1550 = tail call float @llvm.amdgcn.exp2.f32(float %1518), !dbg !48
  %1551 = tail call float @llvm.amdgcn.exp2.f32(float %1519), !dbg !48
  %1552 = tail call float @llvm.amdgcn.exp2.f32(float %1520), !dbg !48
  %1553 = tail call float @llvm.amdgcn.exp2.f32(float %1521), !dbg !48
  %1554 = tail call float @llvm.amdgcn.exp2.f32(float %1522), !dbg !48
  %1555 = fsub float %.lcssa34, %1490, !dbg !49
  %1556 = tail call float @llvm.amdgcn.exp2.f32(float %1555), !dbg !50
  %1557 = fadd float %1523, %1524, !dbg !52
  %1558 = fadd float %1525, %1557, !dbg !52
  %1559 = fadd float %1526, %1558, !dbg !52
  %1560 = fadd float %1527, %1559, !dbg !52
  %1561 = fadd float %1528, %1560, !dbg !52
  %1562 = fadd float %1529, %1561, !dbg !52
  %1563 = fadd float %1530, %1562, !dbg !52
  %1564 = fadd float %1531, %1563, !dbg !52
  %1565 = fadd float %1532, %1564, !dbg !52
  %1566 = fadd float %1533, %1565, !dbg !52
  %1567 = fadd float %1534, %1566, !dbg !52
  %1568 = fadd float %1535, %1567, !dbg !52
  %1569 = fadd float %1536, %1568, !dbg !52
  %1570 = fadd float %1537, %1569, !dbg !52
  %1571 = fadd float %1538, %1570, !dbg !52
  %1572 = fadd float %1539, %1571, !dbg !52
  %1573 = fadd float %1540, %1572, !dbg !52
  %1574 = fadd float %1541, %1573, !dbg !52
  %1575 = fadd float %1542, %1574, !dbg !52
  %1576 = fadd float %1543, %1575, !dbg !52
  %1577 = fadd float %1544, %1576, !dbg !52
  %1578 = fadd float %1545, %1577, !dbg !52
  %1579 = fadd float %1546, %1578, !dbg !52
  %1580 = fadd float %1547, %1579, !dbg !52
  %1581 = fadd float %1548, %1580, !dbg !52
  %1582 = fadd float %1549, %1581, !dbg !52
  %1583 = fadd float %1550, %1582, !dbg !52
  %1584 = fadd float %1551, %1583, !dbg !52
  %1585 = fadd float %1552, %1584, !dbg !52
  %1586 = fadd float %1553, %1585, !dbg !52
  %1587 = fadd float %1554, %1586, !dbg !52
  %1588 = bitcast float %1587 to i32, !dbg !53
  %1589 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1588, i32 %1588, i1 false, i1 false), !dbg !53
  %1590 = shl nuw nsw i32 %19, 2, !dbg !56
  %1591 = shl nuw nsw i32 %72, 1, !dbg !56
  %1592 = or disjoint i32 %1590, %1591, !dbg !56
  %1593 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1592, !dbg !56
  %1594 = insertelement <1 x float> poison, float %1556, i64 0, !dbg !56
  store <1 x float> %1594, ptr addrspace(3) %1593, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %1595 = or disjoint i32 %1590, %20, !dbg !56
  %1596 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1595, !dbg !56
  %1597 = load <1 x float>, ptr addrspace(3) %1596, align 4, !dbg !56
  %1598 = insertelement <2 x float> poison, float %1523, i64 0, !dbg !57
  %1599 = insertelement <2 x float> %1598, float %1524, i64 1, !dbg !57
  %1600 = fptrunc <2 x float> %1599 to <2 x half>, !dbg !57
  %1601 = insertelement <2 x float> poison, float %1525, i64 0, !dbg !57
  %1602 = insertelement <2 x float> %1601, float %1526, i64 1, !dbg !57
  %1603 = fptrunc <2 x float> %1602 to <2 x half>, !dbg !57
  %1604 = insertelement <2 x float> poison, float %1527, i64 0, !dbg !57
  %1605 = insertelement <2 x float> %1604, float %1528, i64 1, !dbg !57
  %1606 = fptrunc <2 x float> %1605 to <2 x half>, !dbg !57
  %1607 = insertelement <2 x float> poison, float %1529, i64 0, !dbg !57
  %1608 = insertelement <2 x float> %1607, float %1530, i64 1, !dbg !57
  %1609 = fptrunc <2 x float> %1608 to <2 x half>, !dbg !57
  %1610 = insertelement <2 x float> poison, float %1531, i64 0, !dbg !57
  %1611 = insertelement <2 x float> %1610, float %1532, i64 1, !dbg !57
  %1612 = fptrunc <2 x float> %1611 to <2 x half>, !dbg !57
  %1613 = insertelement <2 x float> poison, float %1533, i64 0, !dbg !57
  %1614 = insertelement <2 x float> %1613, float %1534, i64 1, !dbg !57
  %1615 = fptrunc <2 x float> %1614 to <2 x half>, !dbg !57
  %1616 = insertelement <2 x float> poison, float %1535, i64 0, !dbg !57
  %1617 = insertelement <2 x float> %1616, float %1536, i64 1, !dbg !57
  %1618 = fptrunc <2 x float> %1617 to <2 x half>, !dbg !57
  %1619 = insertelement <2 x float> poison, float %1537, i64 0, !dbg !57
  %1620 = insertelement <2 x float> %1619, float %1538, i64 1, !dbg !57
  %1621 = fptrunc <2 x float> %1620 to <2 x half>, !dbg !57
  %1622 = insertelement <2 x float> poison, float %1539, i64 0, !dbg !57
  %1623 = insertelement <2 x float> %1622, float %1540, i64 1, !dbg !57
  %1624 = fptrunc <2 x float> %1623 to <2 x half>, !dbg !57
  %1625 = insertelement <2 x float> poison, float %1541, i64 0, !dbg !57
  %1626 = insertelement <2 x float> %1625, float %1542, i64 1, !dbg !57
  %1627 = fptrunc <2 x float> %1626 to <2 x half>, !dbg !57
  %1628 = insertelement <2 x float> poison, float %1543, i64 0, !dbg !57
  %1629 = insertelement <2 x float> %1628, float %1544, i64 1, !dbg !57
  %1630 = fptrunc <2 x float> %1629 to <2 x half>, !dbg !57
  %1631 = insertelement <2 x float> poison, float %1545, i64 0, !dbg !57
  %1632 = insertelement <2 x float> %1631, float %1546, i64 1, !dbg !57
  %1633 = fptrunc <2 x float> %1632 to <2 x half>, !dbg !57
  %1634 = insertelement <2 x float> poison, float %1547, i64 0, !dbg !57
  %1635 = insertelement <2 x float> %1634, float %1548, i64 1, !dbg !57
  %1636 = fptrunc <2 x float> %1635 to <2 x half>, !dbg !57
  %1637 = insertelement <2 x float> poison, float %1549, i64 0, !dbg !57
  %1638 = insertelement <2 x float> %1637, float %1550, i64 1, !dbg !57
  %1639 = fptrunc <2 x float> %1638 to <2 x half>, !dbg !57
  %1640 = insertelement <2 x float> poison, float %1551, i64 0, !dbg !57
  %1641 = insertelement <2 x float> %1640, float %1552, i64 1, !dbg !57
  %1642 = fptrunc <2 x float> %1641 to <2 x half>, !dbg !57
  %1643 = insertelement <2 x float> poison, float %1553, i64 0, !dbg !57
  %1644 = insertelement <2 x float> %1643, float %1554, i64 1, !dbg !57
  %1645 = fptrunc <2 x float> %1644 to <2 x half>, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1646 = shl nuw nsw i32 %19, 1, !dbg !57
  %1647 = xor i32 %.pre-phi59, %1646, !dbg !57
  %1648 = or disjoint i32 %1647, %72, !dbg !57
  %1649 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1648, !dbg !57
  %1650 = shufflevector <2 x half> %1600, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1650, ptr addrspace(3) %1649, align 2, !dbg !57
  %1651 = getelementptr inbounds nuw i8, ptr addrspace(3) %1649, i32 128, !dbg !57
  %1652 = shufflevector <2 x half> %1600, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1652, ptr addrspace(3) %1651, align 2, !dbg !57
  %1653 = getelementptr inbounds nuw i8, ptr addrspace(3) %1649, i32 2048, !dbg !57
  %1654 = shufflevector <2 x half> %1612, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1654, ptr addrspace(3) %1653, align 2, !dbg !57
  %1655 = getelementptr inbounds nuw i8, ptr addrspace(3) %1649, i32 2176, !dbg !57
  %1656 = shufflevector <2 x half> %1612, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1656, ptr addrspace(3) %1655, align 2, !dbg !57
  %1657 = getelementptr inbounds nuw i8, ptr addrspace(3) %1649, i32 4096, !dbg !57
  %1658 = shufflevector <2 x half> %1624, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1658, ptr addrspace(3) %1657, align 2, !dbg !57
  %1659 = getelementptr inbounds nuw i8, ptr addrspace(3) %1649, i32 4224, !dbg !57
  %1660 = shufflevector <2 x half> %1624, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1660, ptr addrspace(3) %1659, align 2, !dbg !57
  %1661 = getelementptr inbounds nuw i8, ptr addrspace(3) %1649, i32 6144, !dbg !57
  %1662 = shufflevector <2 x half> %1636, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1662, ptr addrspace(3) %1661, align 2, !dbg !57
  %1663 = getelementptr inbounds nuw i8, ptr addrspace(3) %1649, i32 6272, !dbg !57
  %1664 = shufflevector <2 x half> %1636, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1664, ptr addrspace(3) %1663, align 2, !dbg !57
  %1665 = xor i32 %1648, 264, !dbg !57
  %1666 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1665, !dbg !57
  %1667 = shufflevector <2 x half> %1603, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1667, ptr addrspace(3) %1666, align 2, !dbg !57
  %1668 = getelementptr inbounds nuw i8, ptr addrspace(3) %1666, i32 128, !dbg !57
  %1669 = shufflevector <2 x half> %1603, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1669, ptr addrspace(3) %1668, align 2, !dbg !57
  %1670 = getelementptr inbounds nuw i8, ptr addrspace(3) %1666, i32 2048, !dbg !57
  %1671 = shufflevector <2 x half> %1615, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1671, ptr addrspace(3) %1670, align 2, !dbg !57
  %1672 = getelementptr inbounds nuw i8, ptr addrspace(3) %1666, i32 2176, !dbg !57
  %1673 = shufflevector <2 x half> %1615, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1673, ptr addrspace(3) %1672, align 2, !dbg !57
  %1674 = getelementptr inbounds nuw i8, ptr addrspace(3) %1666, i32 4096, !dbg !57
  %1675 = shufflevector <2 x half> %1627, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1675, ptr addrspace(3) %1674, align 2, !dbg !57
  %1676 = getelementptr inbounds nuw i8, ptr addrspace(3) %1666, i32 4224, !dbg !57
  %1677 = shufflevector <2 x half> %1627, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1677, ptr addrspace(3) %1676, align 2, !dbg !57
  %1678 = getelementptr inbounds nuw i8, ptr addrspace(3) %1666, i32 6144, !dbg !57
  %1679 = shufflevector <2 x half> %1639, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1679, ptr addrspace(3) %1678, align 2, !dbg !57
  %1680 = getelementptr inbounds nuw i8, ptr addrspace(3) %1666, i32 6272, !dbg !57
  %1681 = shufflevector <2 x half> %1639, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1681, ptr addrspace(3) %1680, align 2, !dbg !57
  %1682 = xor i32 %1648, 1056, !dbg !57
  %1683 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1682, !dbg !57
  %1684 = shufflevector <2 x half> %1606, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1684, ptr addrspace(3) %1683, align 2, !dbg !57
  %1685 = getelementptr inbounds nuw i8, ptr addrspace(3) %1683, i32 128, !dbg !57
  %1686 = shufflevector <2 x half> %1606, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1686, ptr addrspace(3) %1685, align 2, !dbg !57
  %1687 = getelementptr inbounds nuw i8, ptr addrspace(3) %1683, i32 2048, !dbg !57
  %1688 = shufflevector <2 x half> %1618, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1688, ptr addrspace(3) %1687, align 2, !dbg !57
  %1689 = getelementptr inbounds nuw i8, ptr addrspace(3) %1683, i32 2176, !dbg !57
  %1690 = shufflevector <2 x half> %1618, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1690, ptr addrspace(3) %1689, align 2, !dbg !57
  %1691 = getelementptr inbounds nuw i8, ptr addrspace(3) %1683, i32 4096, !dbg !57
  %1692 = shufflevector <2 x half> %1630, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1692, ptr addrspace(3) %1691, align 2, !dbg !57
  %1693 = getelementptr inbounds nuw i8, ptr addrspace(3) %1683, i32 4224, !dbg !57
  %1694 = shufflevector <2 x half> %1630, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1694, ptr addrspace(3) %1693, align 2, !dbg !57
  %1695 = getelementptr inbounds nuw i8, ptr addrspace(3) %1683, i32 6144, !dbg !57
  %1696 = shufflevector <2 x half> %1642, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1696, ptr addrspace(3) %1695, align 2, !dbg !57
  %1697 = getelementptr inbounds nuw i8, ptr addrspace(3) %1683, i32 6272, !dbg !57
  %1698 = shufflevector <2 x half> %1642, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1698, ptr addrspace(3) %1697, align 2, !dbg !57
  %1699 = xor i32 %1648, 1320, !dbg !57
  %1700 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1699, !dbg !57
  %1701 = shufflevector <2 x half> %1609, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1701, ptr addrspace(3) %1700, align 2, !dbg !57
  %1702 = getelementptr inbounds nuw i8, ptr addrspace(3) %1700, i32 128, !dbg !57
  %1703 = shufflevector <2 x half> %1609, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1703, ptr addrspace(3) %1702, align 2, !dbg !57
  %1704 = getelementptr inbounds nuw i8, ptr addrspace(3) %1700, i32 2048, !dbg !57
  %1705 = shufflevector <2 x half> %1621, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1705, ptr addrspace(3) %1704, align 2, !dbg !57
  %1706 = getelementptr inbounds nuw i8, ptr addrspace(3) %1700, i32 2176, !dbg !57
  %1707 = shufflevector <2 x half> %1621, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1707, ptr addrspace(3) %1706, align 2, !dbg !57
  %1708 = getelementptr inbounds nuw i8, ptr addrspace(3) %1700, i32 4096, !dbg !57
  %1709 = shufflevector <2 x half> %1633, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1709, ptr addrspace(3) %1708, align 2, !dbg !57
  %1710 = getelementptr inbounds nuw i8, ptr addrspace(3) %1700, i32 4224, !dbg !57
  %1711 = shufflevector <2 x half> %1633, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1711, ptr addrspace(3) %1710, align 2, !dbg !57
  %1712 = getelementptr inbounds nuw i8, ptr addrspace(3) %1700, i32 6144, !dbg !57
  %1713 = shufflevector <2 x half> %1645, <2 x half> poison, <1 x i32> zeroinitializer, !dbg !57
  store <1 x half> %1713, ptr addrspace(3) %1712, align 2, !dbg !57
  %1714 = getelementptr inbounds nuw i8, ptr addrspace(3) %1700, i32 6272, !dbg !57
  %1715 = shufflevector <2 x half> %1645, <2 x half> poison, <1 x i32> <i32 1>, !dbg !57
  store <1 x half> %1715, ptr addrspace(3) %1714, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1716 = and i32 %.pre-phi, 128, !dbg !57
  %1717 = and i32 %18, 8, !dbg !57
  %1718 = icmp eq i32 %1717, 0, !dbg !57
  %1719 = select i1 %1718, i32 0, i32 264, !dbg !57
  %1720 = lshr exact i32 %20, 1, !dbg !57
  %1721 = or disjoint i32 %1716, %1720, !dbg !57
  %1722 = xor i32 %1719, %.pre-phi51, !dbg !57
  %1723 = xor i32 %1722, %.pre-phi59, !dbg !57
  %1724 = or disjoint i32 %1721, %1723, !dbg !57
  %1725 = or disjoint i32 %1724, %.pre-phi57, !dbg !57
  %1726 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1725, !dbg !57
  %1727 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1726), !dbg !57
  %1728 = getelementptr inbounds nuw i8, ptr addrspace(3) %1726, i32 2048, !dbg !57
  %1729 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1728), !dbg !57
  %1730 = getelementptr inbounds nuw i8, ptr addrspace(3) %1726, i32 4096, !dbg !57
  %1731 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1730), !dbg !57
  %1732 = getelementptr inbounds nuw i8, ptr addrspace(3) %1726, i32 6144, !dbg !57
  %1733 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1732), !dbg !57
  %1734 = xor i32 %1725, 1056, !dbg !57
  %1735 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1734, !dbg !57
  %1736 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) %1735), !dbg !57
  %1737 = getelementptr inbounds nuw i8, ptr addrspace(3) %1735, i32 2048, !dbg !57
  %1738 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1737), !dbg !57
  %1739 = getelementptr inbounds nuw i8, ptr addrspace(3) %1735, i32 4096, !dbg !57
  %1740 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1739), !dbg !57
  %1741 = getelementptr inbounds nuw i8, ptr addrspace(3) %1735, i32 6144, !dbg !57
  %1742 = tail call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16(ptr addrspace(3) nonnull %1741), !dbg !57
  %1743 = extractelement <2 x float> %1199, i64 0, !dbg !58
  %1744 = extractelement <2 x float> %1199, i64 1, !dbg !58
  %1745 = extractelement <2 x float> %1200, i64 0, !dbg !58
  %1746 = extractelement <2 x float> %1200, i64 1, !dbg !58
  %1747 = extractelement <2 x float> %1201, i64 0, !dbg !58
  %1748 = extractelement <2 x float> %1201, i64 1, !dbg !58
  %1749 = extractelement <2 x float> %1202, i64 0, !dbg !58
  %1750 = extractelement <2 x float> %1202, i64 1, !dbg !58
  %1751 = extractelement <2 x float> %1203, i64 0, !dbg !58
  %1752 = extractelement <2 x float> %1203, i64 1, !dbg !58
  %1753 = extractelement <2 x float> %1204, i64 0, !dbg !58
  %1754 = extractelement <2 x float> %1204, i64 1, !dbg !58
  %1755 = extractelement <2 x float> %1205, i64 0, !dbg !58
  %1756 = extractelement <2 x float> %1205, i64 1, !dbg !58
  %1757 = extractelement <2 x float> %1206, i64 0, !dbg !58
  %1758 = extractelement <2 x float> %1206, i64 1, !dbg !58
  br i1 %1212, label %1759, label %1804, !dbg !58

1759:                                             ; preds = %1323
  %1760 = fmul float %.lcssa33, %1556, !dbg !51
  %1761 = extractvalue { i32, i32 } %1589, 0, !dbg !53
  %1762 = bitcast i32 %1761 to float, !dbg !53
  %1763 = extractvalue { i32, i32 } %1589, 1, !dbg !53
  %1764 = bitcast i32 %1763 to float, !dbg !53
  %1765 = fadd float %1762, %1764, !dbg !52
  %1766 = fadd float %1765, %1760, !dbg !55
  %1767 = shufflevector <4 x half> %1727, <4 x half> %1736, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1768 = shufflevector <4 x half> %1729, <4 x half> %1738, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1769 = shufflevector <4 x half> %1731, <4 x half> %1740, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1770 = shufflevector <4 x half> %1733, <4 x half> %1742, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1771 = shufflevector <4 x half> %1246, <4 x half> %1254, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1772 = shufflevector <4 x half> %1248, <4 x half> %1256, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1773 = shufflevector <4 x half> %1250, <4 x half> %1258, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1774 = shufflevector <4 x half> %1252, <4 x half> %1260, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1775 = shufflevector <2 x float> %1199, <2 x float> %1200, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1776 = shufflevector <2 x float> %1201, <2 x float> %1202, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1777 = shufflevector <2 x float> %1203, <2 x float> %1204, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1778 = shufflevector <2 x float> %1205, <2 x float> %1206, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1779 = shufflevector <4 x float> %1775, <4 x float> %1776, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1780 = shufflevector <4 x float> %1777, <4 x float> %1778, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1781 = shufflevector <8 x float> %1779, <8 x float> %1780, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %1782 = shufflevector <1 x float> %1597, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %1783 = fmul <16 x float> %1781, %1782, !dbg !58
  %1784 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1771, <8 x half> %1767, <16 x float> %1783, i32 0, i32 0, i32 0), !dbg !58
  %1785 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1772, <8 x half> %1768, <16 x float> %1784, i32 0, i32 0, i32 0), !dbg !58
  %1786 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1773, <8 x half> %1769, <16 x float> %1785, i32 0, i32 0, i32 0), !dbg !58
  %1787 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half> %1774, <8 x half> %1770, <16 x float> %1786, i32 0, i32 0, i32 0), !dbg !58
  %1788 = extractelement <16 x float> %1787, i64 0, !dbg !58
  %1789 = extractelement <16 x float> %1787, i64 1, !dbg !58
  %1790 = extractelement <16 x float> %1787, i64 2, !dbg !58
  %1791 = extractelement <16 x float> %1787, i64 3, !dbg !58
  %1792 = extractelement <16 x float> %1787, i64 4, !dbg !58
  %1793 = extractelement <16 x float> %1787, i64 5, !dbg !58
  %1794 = extractelement <16 x float> %1787, i64 6, !dbg !58
  %1795 = extractelement <16 x float> %1787, i64 7, !dbg !58
  %1796 = extractelement <16 x float> %1787, i64 8, !dbg !58
  %1797 = extractelement <16 x float> %1787, i64 9, !dbg !58
  %1798 = extractelement <16 x float> %1787, i64 10, !dbg !58
  %1799 = extractelement <16 x float> %1787, i64 11, !dbg !58
  %1800 = extractelement <16 x float> %1787, i64 12, !dbg !58
  %1801 = extractelement <16 x float> %1787, i64 13, !dbg !58
  %1802 = extractelement <16 x float> %1787, i64 14, !dbg !58
  %1803 = extractelement <16 x float> %1787, i64 15, !dbg !58
  br label %1804, !dbg !58

1804:                                             ; preds = %1759, %1323
  %1805 = phi float [ %1803, %1759 ], [ %1758, %1323 ]
  %1806 = phi float [ %1802, %1759 ], [ %1757, %1323 ]
  %1807 = phi float [ %1801, %1759 ], [ %1756, %1323 ]
  %1808 = phi float [ %1800, %1759 ], [ %1755, %1323 ]
  %1809 = phi float [ %1799, %1759 ], [ %1754, %1323 ]
  %1810 = phi float [ %1798, %1759 ], [ %1753, %1323 ]
  %1811 = phi float [ %1797, %1759 ], [ %1752, %1323 ]
  %1812 = phi float [ %1796, %1759 ], [ %1751, %1323 ]
  %1813 = phi float [ %1795, %1759 ], [ %1750, %1323 ]
  %1814 = phi float [ %1794, %1759 ], [ %1749, %1323 ]
  %1815 = phi float [ %1793, %1759 ], [ %1748, %1323 ]
  %1816 = phi float [ %1792, %1759 ], [ %1747, %1323 ]
  %1817 = phi float [ %1791, %1759 ], [ %1746, %1323 ]
  %1818 = phi float [ %1790, %1759 ], [ %1745, %1323 ]
  %1819 = phi float [ %1789, %1759 ], [ %1744, %1323 ]
  %1820 = phi float [ %1788, %1759 ], [ %1743, %1323 ]
  %1821 = phi float [ %1766, %1759 ], [ %.lcssa33, %1323 ]
  %1822 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1592, !dbg !63
  %1823 = insertelement <1 x float> poison, float %1821, i64 0, !dbg !63
  store <1 x float> %1823, ptr addrspace(3) %1822, align 4, !dbg !63
  fence syncscope("workgroup") release, !dbg !63
  tail call void @llvm.amdgcn.s.barrier(), !dbg !63
  fence syncscope("workgroup") acquire, !dbg !63
  %1824 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1595, !dbg !63
  %1825 = load <1 x float>, ptr addrspace(3) %1824, align 4, !dbg !63
  %1826 = extractelement <1 x float> %1825, i64 0, !dbg !63
  %1827 = fdiv float %1820, %1826, !dbg !63
  %1828 = fdiv float %1819, %1826, !dbg !63
  %1829 = fdiv float %1818, %1826, !dbg !63
  %1830 = fdiv float %1817, %1826, !dbg !63
  %1831 = fdiv float %1816, %1826, !dbg !63
  %1832 = fdiv float %1815, %1826, !dbg !63
  %1833 = fdiv float %1814, %1826, !dbg !63
  %1834 = fdiv float %1813, %1826, !dbg !63
  %1835 = fdiv float %1812, %1826, !dbg !63
  %1836 = fdiv float %1811, %1826, !dbg !63
  %1837 = fdiv float %1810, %1826, !dbg !63
  %1838 = fdiv float %1809, %1826, !dbg !63
  %1839 = fdiv float %1808, %1826, !dbg !63
  %1840 = fdiv float %1807, %1826, !dbg !63
  %1841 = fdiv float %1806, %1826, !dbg !63
  %1842 = fdiv float %1805, %1826, !dbg !63
  %1843 = insertelement <2 x float> poison, float %1827, i64 0, !dbg !64
  %1844 = insertelement <2 x float> %1843, float %1828, i64 1, !dbg !64
  %1845 = fptrunc <2 x float> %1844 to <2 x half>, !dbg !64
  %1846 = insertelement <2 x float> poison, float %1829, i64 0, !dbg !64
  %1847 = insertelement <2 x float> %1846, float %1830, i64 1, !dbg !64
  %1848 = fptrunc <2 x float> %1847 to <2 x half>, !dbg !64
  %1849 = insertelement <2 x float> poison, float %1831, i64 0, !dbg !64
  %1850 = insertelement <2 x float> %1849, float %1832, i64 1, !dbg !64
  %1851 = fptrunc <2 x float> %1850 to <2 x half>, !dbg !64
  %1852 = insertelement <2 x float> poison, float %1833, i64 0, !dbg !64
  %1853 = insertelement <2 x float> %1852, float %1834, i64 1, !dbg !64
  %1854 = fptrunc <2 x float> %1853 to <2 x half>, !dbg !64
  %1855 = insertelement <2 x float> poison, float %1835, i64 0, !dbg !64
  %1856 = insertelement <2 x float> %1855, float %1836, i64 1, !dbg !64
  %1857 = fptrunc <2 x float> %1856 to <2 x half>, !dbg !64
  %1858 = insertelement <2 x float> poison, float %1837, i64 0, !dbg !64
  %1859 = insertelement <2 x float> %1858, float %1838, i64 1, !dbg !64
  %1860 = fptrunc <2 x float> %1859 to <2 x half>, !dbg !64
  %1861 = insertelement <2 x float> poison, float %1839, i64 0, !dbg !64
  %1862 = insertelement <2 x float> %1861, float %1840, i64 1, !dbg !64
  %1863 = fptrunc <2 x float> %1862 to <2 x half>, !dbg !64
  %1864 = insertelement <2 x float> poison, float %1841, i64 0, !dbg !64
  %1865 = insertelement <2 x float> %1864, float %1842, i64 1, !dbg !64
  %1866 = fptrunc <2 x float> %1865 to <2 x half>, !dbg !64
  %1867 = bitcast <2 x half> %1845 to i32, !dbg !64
  %1868 = bitcast <2 x half> %1848 to i32, !dbg !64
  %1869 = bitcast <2 x half> %1851 to i32, !dbg !64
  %1870 = bitcast <2 x half> %1854 to i32, !dbg !64
  %1871 = bitcast <2 x half> %1857 to i32, !dbg !64
  %1872 = bitcast <2 x half> %1860 to i32, !dbg !64
  %1873 = bitcast <2 x half> %1863 to i32, !dbg !64
  %1874 = bitcast <2 x half> %1866 to i32, !dbg !64
  %1875 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1867, i32 %1869, i1 false, i1 false), !dbg !64
  %1876 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1868, i32 %1870, i1 false, i1 false), !dbg !64
  %1877 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1871, i32 %1873, i1 false, i1 false), !dbg !64
  %1878 = tail call { i32, i32 } @llvm.amdgcn.permlane32.swap(i32 %1872, i32 %1874, i1 false, i1 false), !dbg !64
  br i1 %63, label %1879, label %.critedge, !dbg !65

1879:                                             ; preds = %1804
  %1880 = extractvalue { i32, i32 } %1875, 0, !dbg !64
  %1881 = bitcast i32 %1880 to <2 x half>, !dbg !64
  %1882 = extractvalue { i32, i32 } %1876, 0, !dbg !64
  %1883 = bitcast i32 %1882 to <2 x half>, !dbg !64
  %1884 = shufflevector <2 x half> %1881, <2 x half> %1883, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !65
  %1885 = extractvalue { i32, i32 } %1875, 1, !dbg !64
  %1886 = bitcast i32 %1885 to <2 x half>, !dbg !64
  %1887 = shufflevector <2 x half> %1886, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1888 = shufflevector <8 x half> %1884, <8 x half> %1887, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !65
  %1889 = extractvalue { i32, i32 } %1876, 1, !dbg !64
  %1890 = bitcast i32 %1889 to <2 x half>, !dbg !64
  %1891 = shufflevector <2 x half> %1890, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1892 = shufflevector <8 x half> %1888, <8 x half> %1891, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !65
  %1893 = extractvalue { i32, i32 } %1878, 1, !dbg !64
  %1894 = bitcast i32 %1893 to <2 x half>, !dbg !64
  %1895 = shufflevector <2 x half> %1894, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1896 = extractvalue { i32, i32 } %1877, 1, !dbg !64
  %1897 = bitcast i32 %1896 to <2 x half>, !dbg !64
  %1898 = shufflevector <2 x half> %1897, <2 x half> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1899 = extractvalue { i32, i32 } %1878, 0, !dbg !64
  %1900 = bitcast i32 %1899 to <2 x half>, !dbg !64
  %1901 = extractvalue { i32, i32 } %1877, 0, !dbg !64
  %1902 = bitcast i32 %1901 to <2 x half>, !dbg !64
  %1903 = getelementptr half, ptr addrspace(1) %3, i64 %15, !dbg !66
  %1904 = sext i32 %67 to i64, !dbg !67
  %1905 = getelementptr half, ptr addrspace(1) %1903, i64 %1904, !dbg !67
  %1906 = zext nneg i32 %74 to i64, !dbg !68
  %1907 = getelementptr half, ptr addrspace(1) %1905, i64 %1906, !dbg !68
  %1908 = getelementptr i8, ptr addrspace(1) %1907, i64 32, !dbg !68
  store <8 x half> %1892, ptr addrspace(1) %1907, align 16, !dbg !65
  %1909 = shufflevector <2 x half> %1902, <2 x half> %1900, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !65
  %1910 = shufflevector <8 x half> %1909, <8 x half> %1898, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 poison, i32 poison>, !dbg !65
  %1911 = shufflevector <8 x half> %1910, <8 x half> %1895, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 8, i32 9>, !dbg !65
  store <8 x half> %1911, ptr addrspace(1) %1908, align 16, !dbg !65
  br label %.critedge, !dbg !65

.critedge:                                        ; preds = %1804, %1879
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
