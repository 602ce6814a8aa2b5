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
  %30 = or disjoint i32 %29, 16, !dbg !14
  %31 = or disjoint i32 %29, 32, !dbg !14
  %32 = or disjoint i32 %29, 48, !dbg !14
  %33 = or disjoint i32 %20, %22, !dbg !15
  %34 = or disjoint i32 %33, %17, !dbg !15
  %35 = or disjoint i32 %26, %17, !dbg !15
  %36 = or disjoint i32 %27, %17, !dbg !15
  %37 = icmp slt i32 %34, %4, !dbg !16
  %38 = icmp slt i32 %35, %4, !dbg !16
  %39 = icmp slt i32 %36, %4, !dbg !16
  %40 = getelementptr half, ptr addrspace(1) %0, i64 %15, !dbg !17
  %41 = mul i32 %5, %34, !dbg !18
  %42 = mul i32 %5, %36, !dbg !18
  %43 = sext i32 %42 to i64, !dbg !19
  %44 = getelementptr half, ptr addrspace(1) %40, i64 %43, !dbg !19
  %45 = and i32 %18, 64, !dbg !20
  %46 = icmp eq i32 %45, 0, !dbg !20
  %47 = lshr exact i32 %45, 1, !dbg !20
  %48 = or disjoint i32 %29, %47, !dbg !20
  %49 = shl nuw nsw i32 %18, 3, !dbg !20
  %50 = and i32 %49, 56, !dbg !20
  %51 = zext nneg i32 %50 to i64, !dbg !21
  %52 = getelementptr half, ptr addrspace(1) %44, i64 %51, !dbg !21
  br i1 %38, label %53, label %59, !dbg !22

53:                                               ; preds = %9
  %54 = mul i32 %5, %35
  %55 = sext i32 %54 to i64
  %56 = getelementptr half, ptr addrspace(1) %40, i64 %55
  %57 = getelementptr half, ptr addrspace(1) %56, i64 %51
  %58 = load <8 x half>, ptr addrspace(1) %57, align 16, !dbg !22
  br label %59, !dbg !22

59:                                               ; preds = %53, %9
  %60 = phi <8 x half> [ %58, %53 ], [ zeroinitializer, %9 ], !dbg !22
  br i1 %39, label %61, label %63, !dbg !22

61:                                               ; preds = %59
  %62 = load <8 x half>, ptr addrspace(1) %52, align 16, !dbg !22
  br label %63, !dbg !22

63:                                               ; preds = %61, %59
  %64 = phi <8 x half> [ %62, %61 ], [ zeroinitializer, %59 ], !dbg !22
  %65 = shl nuw nsw i32 %18, 4, !dbg !22
  %66 = and i32 %65, 4080, !dbg !22
  %67 = and i32 %18, 120, !dbg !22
  %68 = xor i32 %66, %67, !dbg !22
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %68, !dbg !22
  %70 = shufflevector <8 x half> %60, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !22
  store <4 x half> %70, ptr addrspace(3) %69, align 8, !dbg !22
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) %69, i32 4096, !dbg !22
  %72 = shufflevector <8 x half> %64, <8 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !22
  store <4 x half> %72, ptr addrspace(3) %71, align 8, !dbg !22
  %73 = xor i32 %68, 8, !dbg !22
  %74 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %73, !dbg !22
  %75 = shufflevector <8 x half> %60, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !22
  store <4 x half> %75, ptr addrspace(3) %74, align 8, !dbg !22
  %76 = getelementptr inbounds nuw i8, ptr addrspace(3) %74, i32 4096, !dbg !22
  %77 = shufflevector <8 x half> %64, <8 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !22
  store <4 x half> %77, ptr addrspace(3) %76, align 8, !dbg !22
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !22
  tail call void @llvm.amdgcn.s.barrier(), !dbg !22
  %78 = shl nuw nsw i32 %20, 7, !dbg !22
  %79 = and i32 %18, 15, !dbg !22
  %80 = shl nuw nsw i32 %79, 3, !dbg !22
  %81 = lshr exact i32 %28, 2, !dbg !22
  %82 = shl nuw nsw i32 %45, 6, !dbg !22
  %83 = xor i32 %80, %81, !dbg !22
  %84 = or disjoint i32 %83, %82, !dbg !22
  %85 = or disjoint i32 %84, %78, !dbg !22
  %86 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %85, !dbg !22
  %87 = load <4 x half>, ptr addrspace(3) %86, align 8, !dbg !22
  %88 = xor i32 %85, 16, !dbg !22
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %88, !dbg !22
  %90 = load <4 x half>, ptr addrspace(3) %89, align 8, !dbg !22
  %91 = xor i32 %85, 32, !dbg !22
  %92 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %91, !dbg !22
  %93 = load <4 x half>, ptr addrspace(3) %92, align 8, !dbg !22
  %94 = xor i32 %85, 48, !dbg !22
  %95 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %94, !dbg !22
  %96 = load <4 x half>, ptr addrspace(3) %95, align 8, !dbg !22
  %97 = xor i32 %85, 64, !dbg !22
  %98 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %97, !dbg !22
  %99 = load <4 x half>, ptr addrspace(3) %98, align 8, !dbg !22
  %100 = xor i32 %85, 80, !dbg !22
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %100, !dbg !22
  %102 = load <4 x half>, ptr addrspace(3) %101, align 8, !dbg !22
  %103 = xor i32 %85, 96, !dbg !22
  %104 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %103, !dbg !22
  %105 = load <4 x half>, ptr addrspace(3) %104, align 8, !dbg !22
  %106 = xor i32 %85, 112, !dbg !22
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %106, !dbg !22
  %108 = load <4 x half>, ptr addrspace(3) %107, align 8, !dbg !22
  %109 = fmul float %6, 0x3FF7154760000000, !dbg !23
  %110 = getelementptr half, ptr addrspace(1) %1, i64 %15, !dbg !24
  %111 = getelementptr half, ptr addrspace(1) %2, i64 %15, !dbg !25
  %112 = icmp sgt i32 %4, 0, !dbg !26
  %113 = icmp slt i32 %24, %4, !dbg !27
  %114 = icmp slt i32 %26, %4, !dbg !27
  %115 = icmp slt i32 %27, %4, !dbg !27
  %116 = mul i32 %5, %24, !dbg !28
  %117 = mul i32 %5, %25, !dbg !28
  %118 = mul i32 %5, %27, !dbg !28
  %119 = sext i32 %118 to i64, !dbg !29
  %120 = getelementptr half, ptr addrspace(1) %110, i64 %119, !dbg !29
  %121 = getelementptr half, ptr addrspace(1) %120, i64 %51, !dbg !30
  %122 = and i1 %112, %115, !dbg !26
  br i1 %114, label %123, label %129, !dbg !31

123:                                              ; preds = %63
  %124 = mul i32 %5, %26
  %125 = sext i32 %124 to i64
  %126 = getelementptr half, ptr addrspace(1) %110, i64 %125
  %127 = getelementptr half, ptr addrspace(1) %126, i64 %51
  %128 = load <8 x half>, ptr addrspace(1) %127, align 16, !dbg !31
  br label %129, !dbg !31

129:                                              ; preds = %123, %63
  %130 = phi <8 x half> [ %128, %123 ], [ zeroinitializer, %63 ], !dbg !31
  br i1 %122, label %131, label %133, !dbg !31

131:                                              ; preds = %129
  %132 = load <8 x half>, ptr addrspace(1) %121, align 16, !dbg !31
  br label %133, !dbg !31

133:                                              ; preds = %131, %129
  %134 = phi <8 x half> [ %132, %131 ], [ zeroinitializer, %129 ], !dbg !31
  %135 = sext i32 %117 to i64, !dbg !32
  %136 = getelementptr half, ptr addrspace(1) %111, i64 %135, !dbg !32
  %137 = getelementptr half, ptr addrspace(1) %136, i64 %51, !dbg !33
  br i1 %113, label %138, label %143, !dbg !34

138:                                              ; preds = %133
  %139 = sext i32 %116 to i64
  %140 = getelementptr half, ptr addrspace(1) %111, i64 %139
  %141 = getelementptr half, ptr addrspace(1) %140, i64 %51
  %142 = load <8 x half>, ptr addrspace(1) %141, align 16, !dbg !34
  br label %143, !dbg !34

143:                                              ; preds = %138, %133
  %144 = phi <8 x half> [ %142, %138 ], [ zeroinitializer, %133 ], !dbg !34
  br i1 %113, label %145, label %147, !dbg !34

145:                                              ; preds = %143
  %146 = load <8 x half>, ptr addrspace(1) %137, align 16, !dbg !34
  br label %147, !dbg !34

147:                                              ; preds = %145, %143
  %148 = phi <8 x half> [ %146, %145 ], [ zeroinitializer, %143 ], !dbg !34
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !31
  tail call void @llvm.amdgcn.s.barrier(), !dbg !31
  %149 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %66, !dbg !31
  store <8 x half> %130, ptr addrspace(3) %149, align 16, !dbg !31
  %150 = getelementptr inbounds nuw i8, ptr addrspace(3) %149, i32 4096, !dbg !31
  store <8 x half> %134, ptr addrspace(3) %150, align 16, !dbg !31
  %151 = and i32 %18, 6, !dbg !34
  %152 = shl nuw nsw i32 %151, 10, !dbg !34
  %153 = shl nuw nsw i32 %151, 2, !dbg !34
  %154 = lshr exact i32 %23, 1, !dbg !34
  %155 = and i32 %18, 1, !dbg !34
  %156 = icmp eq i32 %155, 0, !dbg !34
  %157 = select i1 %156, i32 0, i32 1088, !dbg !34
  %158 = xor i32 %153, %154, !dbg !34
  %159 = xor i32 %158, %157, !dbg !34
  %160 = or disjoint i32 %159, %152, !dbg !34
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %160, !dbg !34
  %162 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 0, i32 8>, !dbg !34
  store <2 x half> %162, ptr addrspace(3) %161, align 4, !dbg !34
  %163 = xor i32 %160, 136, !dbg !34
  %164 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %163, !dbg !34
  %165 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 1, i32 9>, !dbg !34
  store <2 x half> %165, ptr addrspace(3) %164, align 4, !dbg !34
  %166 = xor i32 %160, 272, !dbg !34
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %166, !dbg !34
  %168 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 2, i32 10>, !dbg !34
  store <2 x half> %168, ptr addrspace(3) %167, align 4, !dbg !34
  %169 = xor i32 %160, 408, !dbg !34
  %170 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %169, !dbg !34
  %171 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 3, i32 11>, !dbg !34
  store <2 x half> %171, ptr addrspace(3) %170, align 4, !dbg !34
  %172 = xor i32 %160, 544, !dbg !34
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %172, !dbg !34
  %174 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 4, i32 12>, !dbg !34
  store <2 x half> %174, ptr addrspace(3) %173, align 4, !dbg !34
  %175 = xor i32 %160, 680, !dbg !34
  %176 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %175, !dbg !34
  %177 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 5, i32 13>, !dbg !34
  store <2 x half> %177, ptr addrspace(3) %176, align 4, !dbg !34
  %178 = xor i32 %160, 816, !dbg !34
  %179 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %178, !dbg !34
  %180 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 6, i32 14>, !dbg !34
  store <2 x half> %180, ptr addrspace(3) %179, align 4, !dbg !34
  %181 = xor i32 %160, 952, !dbg !34
  %182 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %181, !dbg !34
  %183 = shufflevector <8 x half> %144, <8 x half> %148, <2 x i32> <i32 7, i32 15>, !dbg !34
  store <2 x half> %183, ptr addrspace(3) %182, align 4, !dbg !34
  %184 = add i32 %4, -64, !dbg !26
  %invariant.gep = getelementptr half, ptr addrspace(1) %110, i64 %51, !dbg !26
  %invariant.gep41 = getelementptr half, ptr addrspace(1) %111, i64 %51, !dbg !26
  %185 = icmp sgt i32 %184, 0, !dbg !26
  br i1 %185, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !26

.._crit_edge_crit_edge:                           ; preds = %147
  %.pre = shl nuw nsw i32 %79, 7, !dbg !34
  %.pre54 = and i32 %18, 16, !dbg !34
  %.pre56 = select i1 %46, i32 0, i32 4112, !dbg !34
  %.pre58 = or disjoint i32 %.pre56, %81, !dbg !34
  br label %._crit_edge, !dbg !26

.lr.ph:                                           ; preds = %147
  %invariant.gep45 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %45, !dbg !26
  %186 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) %186, i32 %78
  %188 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 16
  %189 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 32
  %190 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 48
  %191 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 64
  %192 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 80
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 96
  %194 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 112
  %195 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4096
  %196 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4112
  %197 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4128
  %198 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4144
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4160
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4176
  %201 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4192
  %202 = getelementptr inbounds nuw i8, ptr addrspace(3) %187, i32 4208
  %203 = shl nuw nsw i32 %79, 7
  %204 = and i32 %18, 16
  %205 = icmp eq i32 %204, 0
  %206 = select i1 %205, i32 0, i32 2056
  %207 = select i1 %46, i32 0, i32 4112
  %208 = or disjoint i32 %207, %81
  %209 = xor i32 %206, %208
  %210 = xor i32 %209, %80
  %211 = or disjoint i32 %210, %203
  %212 = xor i32 %211, 16
  %213 = xor i32 %211, 32
  %214 = xor i32 %211, 48
  %215 = xor i32 %211, 64
  %216 = xor i32 %211, 80
  %217 = xor i32 %211, 96
  %218 = xor i32 %211, 112
  %219 = shl nuw nsw i32 %19, 2
  %220 = xor i32 %219, 128
  %221 = shl nuw nsw i32 %20, 2
  %222 = shl nuw nsw i32 %45, 1
  %223 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %221
  %224 = getelementptr inbounds nuw i8, ptr addrspace(3) %223, i32 %222
  %225 = getelementptr inbounds nuw i8, ptr addrspace(3) %223, i32 %21
  %226 = shl nuw nsw i32 %20, 1
  %227 = shl nuw nsw i32 %28, 4
  %gep46 = getelementptr inbounds nuw i8, ptr addrspace(3) %invariant.gep45, i32 %227
  %228 = getelementptr inbounds nuw i8, ptr addrspace(3) %gep46, i32 %226
  %229 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 128
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 256
  %231 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 384
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 1024
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 1152
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 1280
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 1408
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 2048
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 2176
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 2304
  %239 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 2432
  %240 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 3072
  %241 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 3200
  %242 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 3328
  %243 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 3456
  %244 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 4096
  %245 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 4224
  %246 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 4352
  %247 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 4480
  %248 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 5120
  %249 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 5248
  %250 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 5376
  %251 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 5504
  %252 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 6144
  %253 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 6272
  %254 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 6400
  %255 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 6528
  %256 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 7168
  %257 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 7296
  %258 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 7424
  %259 = getelementptr inbounds nuw i8, ptr addrspace(3) %228, i32 7552
  %260 = lshr exact i32 %21, 1
  %261 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %227
  %262 = getelementptr inbounds nuw i8, ptr addrspace(3) %261, i32 %260
  %263 = getelementptr inbounds nuw i8, ptr addrspace(3) %262, i32 %226
  %264 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 128
  %265 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 256
  %266 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 384
  %267 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 1024
  %268 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 1152
  %269 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 1280
  %270 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 1408
  %271 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 2048
  %272 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 2176
  %273 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 2304
  %274 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 2432
  %275 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 3072
  %276 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 3200
  %277 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 3328
  %278 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 3456
  %279 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 4096
  %280 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 4224
  %281 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 4352
  %282 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 4480
  %283 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 5120
  %284 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 5248
  %285 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 5376
  %286 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 5504
  %287 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 6144
  %288 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 6272
  %289 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 6400
  %290 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 6528
  %291 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 7168
  %292 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 7296
  %293 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 7424
  %294 = getelementptr inbounds nuw i8, ptr addrspace(3) %263, i32 7552
  %295 = or disjoint i32 %24, 64, !dbg !35
  %296 = or disjoint i32 %24, 65, !dbg !35
  %297 = or disjoint i32 %26, 64, !dbg !35
  %298 = or disjoint i32 %26, 96, !dbg !35
  %299 = icmp slt i32 %295, %4, !dbg !27
  %300 = icmp slt i32 %297, %4, !dbg !27
  %301 = icmp slt i32 %298, %4, !dbg !27
  %302 = mul i32 %295, %5, !dbg !28
  %303 = mul i32 %296, %5, !dbg !28
  %304 = mul i32 %298, %5, !dbg !28
  %305 = sext i32 %304 to i64, !dbg !29
  %gep.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %305, !dbg !30
  br i1 %300, label %306, label %310, !dbg !31

306:                                              ; preds = %.lr.ph
  %307 = mul i32 %297, %5
  %308 = sext i32 %307 to i64
  %gep40.peel = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %308
  %309 = load <8 x half>, ptr addrspace(1) %gep40.peel, align 16, !dbg !31
  br label %310, !dbg !31

310:                                              ; preds = %306, %.lr.ph
  %311 = phi <8 x half> [ %309, %306 ], [ zeroinitializer, %.lr.ph ], !dbg !31
  br i1 %301, label %312, label %314, !dbg !31

312:                                              ; preds = %310
  %313 = load <8 x half>, ptr addrspace(1) %gep.peel, align 16, !dbg !31
  br label %314, !dbg !31

314:                                              ; preds = %312, %310
  %315 = phi <8 x half> [ %313, %312 ], [ zeroinitializer, %310 ], !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %316 = load <4 x half>, ptr addrspace(3) %187, align 8, !dbg !36
  %317 = load <4 x half>, ptr addrspace(3) %188, align 8, !dbg !36
  %318 = load <4 x half>, ptr addrspace(3) %189, align 8, !dbg !36
  %319 = load <4 x half>, ptr addrspace(3) %190, align 8, !dbg !36
  %320 = load <4 x half>, ptr addrspace(3) %191, align 8, !dbg !36
  %321 = load <4 x half>, ptr addrspace(3) %192, align 8, !dbg !36
  %322 = load <4 x half>, ptr addrspace(3) %193, align 8, !dbg !36
  %323 = load <4 x half>, ptr addrspace(3) %194, align 8, !dbg !36
  %324 = load <4 x half>, ptr addrspace(3) %195, align 8, !dbg !36
  %325 = load <4 x half>, ptr addrspace(3) %196, align 8, !dbg !36
  %326 = load <4 x half>, ptr addrspace(3) %197, align 8, !dbg !36
  %327 = load <4 x half>, ptr addrspace(3) %198, align 8, !dbg !36
  %328 = load <4 x half>, ptr addrspace(3) %199, align 8, !dbg !36
  %329 = load <4 x half>, ptr addrspace(3) %200, align 8, !dbg !36
  %330 = load <4 x half>, ptr addrspace(3) %201, align 8, !dbg !36
  %331 = load <4 x half>, ptr addrspace(3) %202, align 8, !dbg !36
  %332 = sext i32 %303 to i64, !dbg !32
  %gep42.peel = getelementptr half, ptr addrspace(1) %invariant.gep41, i64 %332, !dbg !33
  br i1 %299, label %333, label %336, !dbg !34

333:                                              ; preds = %314
  %334 = sext i32 %302 to i64
  %gep44.peel = getelementptr half, ptr addrspace(1) %invariant.gep41, i64 %334
  %335 = load <8 x half>, ptr addrspace(1) %gep44.peel, align 16, !dbg !34
  br label %336, !dbg !34

336:                                              ; preds = %333, %314
  %337 = phi <8 x half> [ %335, %333 ], [ zeroinitializer, %314 ], !dbg !34
  br i1 %299, label %338, label %340, !dbg !34

338:                                              ; preds = %336
  %339 = load <8 x half>, ptr addrspace(1) %gep42.peel, align 16, !dbg !34
  br label %340, !dbg !34

340:                                              ; preds = %338, %336
  %341 = phi <8 x half> [ %339, %338 ], [ zeroinitializer, %336 ], !dbg !34
  %342 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %211, !dbg !34
  %343 = load <4 x half>, ptr addrspace(3) %342, align 8, !dbg !34
  %344 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %212, !dbg !34
  %345 = load <4 x half>, ptr addrspace(3) %344, align 8, !dbg !34
  %346 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %213, !dbg !34
  %347 = load <4 x half>, ptr addrspace(3) %346, align 8, !dbg !34
  %348 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %214, !dbg !34
  %349 = load <4 x half>, ptr addrspace(3) %348, align 8, !dbg !34
  %350 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %215, !dbg !34
  %351 = load <4 x half>, ptr addrspace(3) %350, align 8, !dbg !34
  %352 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %216, !dbg !34
  %353 = load <4 x half>, ptr addrspace(3) %352, align 8, !dbg !34
  %354 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %217, !dbg !34
  %355 = load <4 x half>, ptr addrspace(3) %354, align 8, !dbg !34
  %356 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %218, !dbg !34
  %357 = load <4 x half>, ptr addrspace(3) %356, align 8, !dbg !34
  %358 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %316, <4 x half> %87, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %359 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %317, <4 x half> %90, <16 x float> %358, i32 0, i32 0, i32 0), !dbg !36
  %360 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %318, <4 x half> %93, <16 x float> %359, i32 0, i32 0, i32 0), !dbg !36
  %361 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %319, <4 x half> %96, <16 x float> %360, i32 0, i32 0, i32 0), !dbg !36
  %362 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %320, <4 x half> %99, <16 x float> %361, i32 0, i32 0, i32 0), !dbg !36
  %363 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %321, <4 x half> %102, <16 x float> %362, i32 0, i32 0, i32 0), !dbg !36
  %364 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %322, <4 x half> %105, <16 x float> %363, i32 0, i32 0, i32 0), !dbg !36
  %365 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %323, <4 x half> %108, <16 x float> %364, i32 0, i32 0, i32 0), !dbg !36
  %366 = extractelement <16 x float> %365, i64 0, !dbg !36
  %367 = extractelement <16 x float> %365, i64 1, !dbg !36
  %368 = extractelement <16 x float> %365, i64 2, !dbg !36
  %369 = extractelement <16 x float> %365, i64 3, !dbg !36
  %370 = extractelement <16 x float> %365, i64 4, !dbg !36
  %371 = extractelement <16 x float> %365, i64 5, !dbg !36
  %372 = extractelement <16 x float> %365, i64 6, !dbg !36
  %373 = extractelement <16 x float> %365, i64 7, !dbg !36
  %374 = extractelement <16 x float> %365, i64 8, !dbg !36
  %375 = extractelement <16 x float> %365, i64 9, !dbg !36
  %376 = extractelement <16 x float> %365, i64 10, !dbg !36
  %377 = extractelement <16 x float> %365, i64 11, !dbg !36
  %378 = extractelement <16 x float> %365, i64 12, !dbg !36
  %379 = extractelement <16 x float> %365, i64 13, !dbg !36
  %380 = extractelement <16 x float> %365, i64 14, !dbg !36
  %381 = extractelement <16 x float> %365, i64 15, !dbg !36
  %382 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %324, <4 x half> %87, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %383 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %325, <4 x half> %90, <16 x float> %382, i32 0, i32 0, i32 0), !dbg !36
  %384 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %326, <4 x half> %93, <16 x float> %383, i32 0, i32 0, i32 0), !dbg !36
  %385 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %327, <4 x half> %96, <16 x float> %384, i32 0, i32 0, i32 0), !dbg !36
  %386 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %328, <4 x half> %99, <16 x float> %385, i32 0, i32 0, i32 0), !dbg !36
  %387 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %329, <4 x half> %102, <16 x float> %386, i32 0, i32 0, i32 0), !dbg !36
  %388 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %330, <4 x half> %105, <16 x float> %387, i32 0, i32 0, i32 0), !dbg !36
  %389 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %331, <4 x half> %108, <16 x float> %388, i32 0, i32 0, i32 0), !dbg !36
  %390 = extractelement <16 x float> %389, i64 0, !dbg !36
  %391 = extractelement <16 x float> %389, i64 1, !dbg !36
  %392 = extractelement <16 x float> %389, i64 2, !dbg !36
  %393 = extractelement <16 x float> %389, i64 3, !dbg !36
  %394 = extractelement <16 x float> %389, i64 4, !dbg !36
  %395 = extractelement <16 x float> %389, i64 5, !dbg !36
  %396 = extractelement <16 x float> %389, i64 6, !dbg !36
  %397 = extractelement <16 x float> %389, i64 7, !dbg !36
  %398 = extractelement <16 x float> %389, i64 8, !dbg !36
  %399 = extractelement <16 x float> %389, i64 9, !dbg !36
  %400 = extractelement <16 x float> %389, i64 10, !dbg !36
  %401 = extractelement <16 x float> %389, i64 11, !dbg !36
  %402 = extractelement <16 x float> %389, i64 12, !dbg !36
  %403 = extractelement <16 x float> %389, i64 13, !dbg !36
  %404 = extractelement <16 x float> %389, i64 14, !dbg !36
  %405 = extractelement <16 x float> %389, i64 15, !dbg !36
  %406 = fmul float %109, %366, !dbg !37
  %407 = fmul float %109, %367, !dbg !37
  %408 = fmul float %109, %368, !dbg !37
  %409 = fmul float %109, %369, !dbg !37
  %410 = fmul float %109, %370, !dbg !37
  %411 = fmul float %109, %371, !dbg !37
  %412 = fmul float %109, %372, !dbg !37
  %413 = fmul float %109, %373, !dbg !37
  %414 = fmul float %109, %374, !dbg !37
  %415 = fmul float %109, %375, !dbg !37
  %416 = fmul float %109, %376, !dbg !37
  %417 = fmul float %109, %377, !dbg !37
  %418 = fmul float %109, %378, !dbg !37
  %419 = fmul float %109, %379, !dbg !37
  %420 = fmul float %109, %380, !dbg !37
  %421 = fmul float %109, %381, !dbg !37
  %422 = fmul float %109, %390, !dbg !37
  %423 = fmul float %109, %391, !dbg !37
  %424 = fmul float %109, %392, !dbg !37
  %425 = fmul float %109, %393, !dbg !37
  %426 = fmul float %109, %394, !dbg !37
  %427 = fmul float %109, %395, !dbg !37
  %428 = fmul float %109, %396, !dbg !37
  %429 = fmul float %109, %397, !dbg !37
  %430 = fmul float %109, %398, !dbg !37
  %431 = fmul float %109, %399, !dbg !37
  %432 = fmul float %109, %400, !dbg !37
  %433 = fmul float %109, %401, !dbg !37
  %434 = fmul float %109, %402, !dbg !37
  %435 = fmul float %109, %403, !dbg !37
  %436 = fmul float %109, %404, !dbg !37
  %437 = fmul float %109, %405, !dbg !37
  %438 = icmp slt i32 %29, %4, !dbg !38
  %439 = icmp slt i32 %30, %4, !dbg !38
  %440 = icmp slt i32 %31, %4, !dbg !38
  %441 = icmp slt i32 %32, %4, !dbg !38
  %442 = select i1 %438, float %406, float 0xFFF0000000000000, !dbg !39
  %443 = select i1 %438, float %407, float 0xFFF0000000000000, !dbg !39
  %444 = select i1 %438, float %408, float 0xFFF0000000000000, !dbg !39
  %445 = select i1 %438, float %409, float 0xFFF0000000000000, !dbg !39
  %446 = select i1 %438, float %410, float 0xFFF0000000000000, !dbg !39
  %447 = select i1 %438, float %411, float 0xFFF0000000000000, !dbg !39
  %448 = select i1 %438, float %412, float 0xFFF0000000000000, !dbg !39
  %449 = select i1 %438, float %413, float 0xFFF0000000000000, !dbg !39
  %450 = select i1 %439, float %414, float 0xFFF0000000000000, !dbg !39
  %451 = select i1 %439, float %415, float 0xFFF0000000000000, !dbg !39
  %452 = select i1 %439, float %416, float 0xFFF0000000000000, !dbg !39
  %453 = select i1 %439, float %417, float 0xFFF0000000000000, !dbg !39
  %454 = select i1 %439, float %418, float 0xFFF0000000000000, !dbg !39
  %455 = select i1 %439, float %419, float 0xFFF0000000000000, !dbg !39
  %456 = select i1 %439, float %420, float 0xFFF0000000000000, !dbg !39
  %457 = select i1 %439, float %421, float 0xFFF0000000000000, !dbg !39
  %458 = select i1 %440, float %422, float 0xFFF0000000000000, !dbg !39
  %459 = select i1 %440, float %423, float 0xFFF0000000000000, !dbg !39
  %460 = select i1 %440, float %424, float 0xFFF0000000000000, !dbg !39
  %461 = select i1 %440, float %425, float 0xFFF0000000000000, !dbg !39
  %462 = select i1 %440, float %426, float 0xFFF0000000000000, !dbg !39
  %463 = select i1 %440, float %427, float 0xFFF0000000000000, !dbg !39
  %464 = select i1 %440, float %428, float 0xFFF0000000000000, !dbg !39
  %465 = select i1 %440, float %429, float 0xFFF0000000000000, !dbg !39
  %466 = select i1 %441, float %430, float 0xFFF0000000000000, !dbg !39
  %467 = select i1 %441, float %431, float 0xFFF0000000000000, !dbg !39
  %468 = select i1 %441, float %432, float 0xFFF0000000000000, !dbg !39
  %469 = select i1 %441, float %433, float 0xFFF0000000000000, !dbg !39
  %470 = select i1 %441, float %434, float 0xFFF0000000000000, !dbg !39
  %471 = select i1 %441, float %435, float 0xFFF0000000000000, !dbg !39
  %472 = select i1 %441, float %436, float 0xFFF0000000000000, !dbg !39
  %473 = select i1 %441, float %437, float 0xFFF0000000000000, !dbg !39
  %474 = tail call float @llvm.maxnum.f32(float %442, float %443), !dbg !40
  %475 = tail call float @llvm.maxnum.f32(float %474, float %444), !dbg !40
  %476 = tail call float @llvm.maxnum.f32(float %475, float %445), !dbg !40
  %477 = tail call float @llvm.maxnum.f32(float %476, float %446), !dbg !40
  %478 = tail call float @llvm.maxnum.f32(float %477, float %447), !dbg !40
  %479 = tail call float @llvm.maxnum.f32(float %478, float %448), !dbg !40
  %480 = tail call float @llvm.maxnum.f32(float %479, float %449), !dbg !40
  %481 = tail call float @llvm.maxnum.f32(float %480, float %450), !dbg !40
  %482 = tail call float @llvm.maxnum.f32(float %481, float %451), !dbg !40
  %483 = tail call float @llvm.maxnum.f32(float %482, float %452), !dbg !40
  %484 = tail call float @llvm.maxnum.f32(float %483, float %453), !dbg !40
  %485 = tail call float @llvm.maxnum.f32(float %484, float %454), !dbg !40
  %486 = tail call float @llvm.maxnum.f32(float %485, float %455), !dbg !40
  %487 = tail call float @llvm.maxnum.f32(float %486, float %456), !dbg !40
  %488 = tail call float @llvm.maxnum.f32(float %487, float %457), !dbg !40
  %489 = tail call float @llvm.maxnum.f32(float %488, float %458), !dbg !40
  %490 = tail call float @llvm.maxnum.f32(float %489, float %459), !dbg !40
  %491 = tail call float @llvm.maxnum.f32(float %490, float %460), !dbg !40
  %492 = tail call float @llvm.maxnum.f32(float %491, float %461), !dbg !40
  %493 = tail call float @llvm.maxnum.f32(float %492, float %462), !dbg !40
  %494 = tail call float @llvm.maxnum.f32(float %493, float %463), !dbg !40
  %495 = tail call float @llvm.maxnum.f32(float %494, float %464), !dbg !40
  %496 = tail call float @llvm.maxnum.f32(float %495, float %465), !dbg !40
  %497 = tail call float @llvm.maxnum.f32(float %496, float %466), !dbg !40
  %498 = tail call float @llvm.maxnum.f32(float %497, float %467), !dbg !40
  %499 = tail call float @llvm.maxnum.f32(float %498, float %468), !dbg !40
  %500 = tail call float @llvm.maxnum.f32(float %499, float %469), !dbg !40
  %501 = tail call float @llvm.maxnum.f32(float %500, float %470), !dbg !40
  %502 = tail call float @llvm.maxnum.f32(float %501, float %471), !dbg !40
  %503 = tail call float @llvm.maxnum.f32(float %502, float %472), !dbg !40
  %504 = tail call float @llvm.maxnum.f32(float %503, float %473), !dbg !40
  %505 = bitcast float %504 to i32, !dbg !43
  %506 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %220, i32 %505), !dbg !43
  %507 = bitcast i32 %506 to float, !dbg !43
  %508 = tail call float @llvm.maxnum.f32(float %504, float %507), !dbg !40
  %509 = tail call float @llvm.maxnum.f32(float %508, float 0xFFF0000000000000), !dbg !46
  %510 = fsub float %442, %509, !dbg !47
  %511 = fsub float %443, %509, !dbg !47
  %512 = fsub float %444, %509, !dbg !47
  %513 = fsub float %445, %509, !dbg !47
  %514 = fsub float %446, %509, !dbg !47
  %515 = fsub float %447, %509, !dbg !47
  %516 = fsub float %448, %509, !dbg !47
  %517 = fsub float %449, %509, !dbg !47
  %518 = fsub float %450, %509, !dbg !47
  %519 = fsub float %451, %509, !dbg !47
  %520 = fsub float %452, %509, !dbg !47
  %521 = fsub float %453, %509, !dbg !47
  %522 = fsub float %454, %509, !dbg !47
  %523 = fsub float %455, %509, !dbg !47
  %524 = fsub float %456, %509, !dbg !47
  %525 = fsub float %457, %509, !dbg !47
  %526 = fsub float %458, %509, !dbg !47
  %527 = fsub float %459, %509, !dbg !47
  %528 = fsub float %460, %509, !dbg !47
  %529 = fsub float %461, %509, !dbg !47
  %530 = fsub float %462, %509, !dbg !47
  %531 = fsub float %463, %509, !dbg !47
  %532 = fsub float %464, %509, !dbg !47
  %533 = fsub float %465, %509, !dbg !47
  %534 = fsub float %466, %509, !dbg !47
  %535 = fsub float %467, %509, !dbg !47
  %536 = fsub float %468, %509, !dbg !47
  %537 = fsub float %469, %509, !dbg !47
  %538 = fsub float %470, %509, !dbg !47
  %539 = fsub float %471, %509, !dbg !47
  %540 = fsub float %472, %509, !dbg !47
  %541 = fsub float %473, %509, !dbg !47
  %542 = tail call float @llvm.amdgcn.exp2.f32(float %510), !dbg !48
  %543 = tail call float @llvm.amdgcn.exp2.f32(float %511), !dbg !48
  %544 = tail call float @llvm.amdgcn.exp2.f32(float %512), !dbg !48
  %545 = tail call float @llvm.amdgcn.exp2.f32(float %513), !dbg !48
  %546 = tail call float @llvm.amdgcn.exp2.f32(float %514), !dbg !48
  %547 = tail call float @llvm.amdgcn.exp2.f32(float %515), !dbg !48
  %548 = tail call float @llvm.amdgcn.exp2.f32(float %516), !dbg !48
  %549 = tail call float @llvm.amdgcn.exp2.f32(float %517), !dbg !48
  %550 = tail call float @llvm.amdgcn.exp2.f32(float %518), !dbg !48
  %551 = tail call float @llvm.amdgcn.exp2.f32(float %519), !dbg !48
  %552 = tail call float @llvm.amdgcn.exp2.f32(float %520), !dbg !48
  %553 = tail call float @llvm.amdgcn.exp2.f32(float %521), !dbg !48
  %554 = tail call float @llvm.amdgcn.exp2.f32(float %522), !dbg !48
  %555 = tail call float @llvm.amdgcn.exp2.f32(float %523), !dbg !48
  %556 = tail call float @llvm.amdgcn.exp2.f32(float %524), !dbg !48
  %557 = tail call float @llvm.amdgcn.exp2.f32(float %525), !dbg !48
  %558 = tail call float @llvm.amdgcn.exp2.f32(float %526), !dbg !48
  %559 = tail call float @llvm.amdgcn.exp2.f32(float %527), !dbg !48
  %560 = tail call float @llvm.amdgcn.exp2.f32(float %528), !dbg !48
  %561 = tail call float @llvm.amdgcn.exp2.f32(float %529), !dbg !48
  %562 = tail call float @llvm.amdgcn.exp2.f32(float %530), !dbg !48
  %563 = tail call float @llvm.amdgcn.exp2.f32(float %531), !dbg !48
  %564 = tail call float @llvm.amdgcn.exp2.f32(float %532), !dbg !48
  %565 = tail call float @llvm.amdgcn.exp2.f32(float %533), !dbg !48
  %566 = tail call float @llvm.amdgcn.exp2.f32(float %534), !dbg !48
  %567 = tail call float @llvm.amdgcn.exp2.f32(float %535), !dbg !48
  %568 = tail call float @llvm.amdgcn.exp2.f32(float %536), !dbg !48
  %569 = tail call float @llvm.amdgcn.exp2.f32(float %537), !dbg !48
  %570 = tail call float @llvm.amdgcn.exp2.f32(float %538), !dbg !48
  %571 = tail call float @llvm.amdgcn.exp2.f32(float %539), !dbg !48
  %572 = tail call float @llvm.amdgcn.exp2.f32(float %540), !dbg !48
  %573 = tail call float @llvm.amdgcn.exp2.f32(float %541), !dbg !48
  %574 = fsub float 0xFFF0000000000000, %509, !dbg !49
  %575 = tail call float @llvm.amdgcn.exp2.f32(float %574), !dbg !50
  %576 = fmul float %575, 0.000000e+00, !dbg !51
  %577 = fadd float %542, %543, !dbg !52
  %578 = fadd float %544, %577, !dbg !52
  %579 = fadd float %545, %578, !dbg !52
  %580 = fadd float %546, %579, !dbg !52
  %581 = fadd float %547, %580, !dbg !52
  %582 = fadd float %548, %581, !dbg !52
  %583 = fadd float %549, %582, !dbg !52
  %584 = fadd float %550, %583, !dbg !52
  %585 = fadd float %551, %584, !dbg !52
  %586 = fadd float %552, %585, !dbg !52
  %587 = fadd float %553, %586, !dbg !52
  %588 = fadd float %554, %587, !dbg !52
  %589 = fadd float %555, %588, !dbg !52
  %590 = fadd float %556, %589, !dbg !52
  %591 = fadd float %557, %590, !dbg !52
  %592 = fadd float %558, %591, !dbg !52
  %593 = fadd float %559, %592, !dbg !52
  %594 = fadd float %560, %593, !dbg !52
  %595 = fadd float %561, %594, !dbg !52
  %596 = fadd float %562, %595, !dbg !52
  %597 = fadd float %563, %596, !dbg !52
  %598 = fadd float %564, %597, !dbg !52
  %599 = fadd float %565, %598, !dbg !52
  %600 = fadd float %566, %599, !dbg !52
  %601 = fadd float %567, %600, !dbg !52
  %602 = fadd float %568, %601, !dbg !52
  %603 = fadd float %569, %602, !dbg !52
  %604 = fadd float %570, %603, !dbg !52
  %605 = fadd float %571, %604, !dbg !52
  %606 = fadd float %572, %605, !dbg !52
  %607 = fadd float %573, %606, !dbg !52
  %608 = bitcast float %607 to i32, !dbg !53
  %609 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %220, i32 %608), !dbg !53
  %610 = bitcast i32 %609 to float, !dbg !53
  %611 = fadd float %607, %610, !dbg !52
  %612 = fadd float %576, %611, !dbg !55
  %613 = insertelement <1 x float> poison, float %575, i64 0, !dbg !56
  store <1 x float> %613, ptr addrspace(3) %224, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %614 = load <1 x float>, ptr addrspace(3) %225, align 4, !dbg !56
  %615 = extractelement <1 x float> %614, i64 0, !dbg !56
  %616 = fmul float %615, 0.000000e+00, !dbg !56
  %617 = fptrunc float %542 to half, !dbg !57
  %618 = fptrunc float %543 to half, !dbg !57
  %619 = fptrunc float %544 to half, !dbg !57
  %620 = fptrunc float %545 to half, !dbg !57
  %621 = fptrunc float %546 to half, !dbg !57
  %622 = fptrunc float %547 to half, !dbg !57
  %623 = fptrunc float %548 to half, !dbg !57
  %624 = fptrunc float %549 to half, !dbg !57
  %625 = fptrunc float %550 to half, !dbg !57
  %626 = fptrunc float %551 to half, !dbg !57
  %627 = fptrunc float %552 to half, !dbg !57
  %628 = fptrunc float %553 to half, !dbg !57
  %629 = fptrunc float %554 to half, !dbg !57
  %630 = fptrunc float %555 to half, !dbg !57
  %631 = fptrunc float %556 to half, !dbg !57
  %632 = fptrunc float %557 to half, !dbg !57
  %633 = fptrunc float %558 to half, !dbg !57
  %634 = fptrunc float %559 to half, !dbg !57
  %635 = fptrunc float %560 to half, !dbg !57
  %636 = fptrunc float %561 to half, !dbg !57
  %637 = fptrunc float %562 to half, !dbg !57
  %638 = fptrunc float %563 to half, !dbg !57
  %639 = fptrunc float %564 to half, !dbg !57
  %640 = fptrunc float %565 to half, !dbg !57
  %641 = fptrunc float %566 to half, !dbg !57
  %642 = fptrunc float %567 to half, !dbg !57
  %643 = fptrunc float %568 to half, !dbg !57
  %644 = fptrunc float %569 to half, !dbg !57
  %645 = fptrunc float %570 to half, !dbg !57
  %646 = fptrunc float %571 to half, !dbg !57
  %647 = fptrunc float %572 to half, !dbg !57
  %648 = fptrunc float %573 to half, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %649 = insertelement <1 x half> poison, half %617, i64 0, !dbg !57
  store <1 x half> %649, ptr addrspace(3) %228, align 2, !dbg !57
  %650 = insertelement <1 x half> poison, half %618, i64 0, !dbg !57
  store <1 x half> %650, ptr addrspace(3) %229, align 2, !dbg !57
  %651 = insertelement <1 x half> poison, half %619, i64 0, !dbg !57
  store <1 x half> %651, ptr addrspace(3) %230, align 2, !dbg !57
  %652 = insertelement <1 x half> poison, half %620, i64 0, !dbg !57
  store <1 x half> %652, ptr addrspace(3) %231, align 2, !dbg !57
  %653 = insertelement <1 x half> poison, half %621, i64 0, !dbg !57
  store <1 x half> %653, ptr addrspace(3) %232, align 2, !dbg !57
  %654 = insertelement <1 x half> poison, half %622, i64 0, !dbg !57
  store <1 x half> %654, ptr addrspace(3) %233, align 2, !dbg !57
  %655 = insertelement <1 x half> poison, half %623, i64 0, !dbg !57
  store <1 x half> %655, ptr addrspace(3) %234, align 2, !dbg !57
  %656 = insertelement <1 x half> poison, half %624, i64 0, !dbg !57
  store <1 x half> %656, ptr addrspace(3) %235, align 2, !dbg !57
  %657 = insertelement <1 x half> poison, half %625, i64 0, !dbg !57
  store <1 x half> %657, ptr addrspace(3) %236, align 2, !dbg !57
  %658 = insertelement <1 x half> poison, half %626, i64 0, !dbg !57
  store <1 x half> %658, ptr addrspace(3) %237, align 2, !dbg !57
  %659 = insertelement <1 x half> poison, half %627, i64 0, !dbg !57
  store <1 x half> %659, ptr addrspace(3) %238, align 2, !dbg !57
  %660 = insertelement <1 x half> poison, half %628, i64 0, !dbg !57
  store <1 x half> %660, ptr addrspace(3) %239, align 2, !dbg !57
  %661 = insertelement <1 x half> poison, half %629, i64 0, !dbg !57
  store <1 x half> %661, ptr addrspace(3) %240, align 2, !dbg !57
  %662 = insertelement <1 x half> poison, half %630, i64 0, !dbg !57
  store <1 x half> %662, ptr addrspace(3) %241, align 2, !dbg !57
  %663 = insertelement <1 x half> poison, half %631, i64 0, !dbg !57
  store <1 x half> %663, ptr addrspace(3) %242, align 2, !dbg !57
  %664 = insertelement <1 x half> poison, half %632, i64 0, !dbg !57
  store <1 x half> %664, ptr addrspace(3) %243, align 2, !dbg !57
  %665 = insertelement <1 x half> poison, half %633, i64 0, !dbg !57
  store <1 x half> %665, ptr addrspace(3) %244, align 2, !dbg !57
  %666 = insertelement <1 x half> poison, half %634, i64 0, !dbg !57
  store <1 x half> %666, ptr addrspace(3) %245, align 2, !dbg !57
  %667 = insertelement <1 x half> poison, half %635, i64 0, !dbg !57
  store <1 x half> %667, ptr addrspace(3) %246, align 2, !dbg !57
  %668 = insertelement <1 x half> poison, half %636, i64 0, !dbg !57
  store <1 x half> %668, ptr addrspace(3) %247, align 2, !dbg !57
  %669 = insertelement <1 x half> poison, half %637, i64 0, !dbg !57
  store <1 x half> %669, ptr addrspace(3) %248, align 2, !dbg !57
  %670 = insertelement <1 x half> poison, half %638, i64 0, !dbg !57
  store <1 x half> %670, ptr addrspace(3) %249, align 2, !dbg !57
  %671 = insertelement <1 x half> poison, half %639, i64 0, !dbg !57
  store <1 x half> %671, ptr addrspace(3) %250, align 2, !dbg !57
  %672 = insertelement <1 x half> poison, half %640, i64 0, !dbg !57
  store <1 x half> %672, ptr addrspace(3) %251, align 2, !dbg !57
  %673 = insertelement <1 x half> poison, half %641, i64 0, !dbg !57
  store <1 x half> %673, ptr addrspace(3) %252, align 2, !dbg !57
  %674 = insertelement <1 x half> poison, half %642, i64 0, !dbg !57
  store <1 x half> %674, ptr addrspace(3) %253, align 2, !dbg !57
  %675 = insertelement <1 x half> poison, half %643, i64 0, !dbg !57
  store <1 x half> %675, ptr addrspace(3) %254, align 2, !dbg !57
  %676 = insertelement <1 x half> poison, half %644, i64 0, !dbg !57
  store <1 x half> %676, ptr addrspace(3) %255, align 2, !dbg !57
  %677 = insertelement <1 x half> poison, half %645, i64 0, !dbg !57
  store <1 x half> %677, ptr addrspace(3) %256, align 2, !dbg !57
  %678 = insertelement <1 x half> poison, half %646, i64 0, !dbg !57
  store <1 x half> %678, ptr addrspace(3) %257, align 2, !dbg !57
  %679 = insertelement <1 x half> poison, half %647, i64 0, !dbg !57
  store <1 x half> %679, ptr addrspace(3) %258, align 2, !dbg !57
  %680 = insertelement <1 x half> poison, half %648, i64 0, !dbg !57
  store <1 x half> %680, ptr addrspace(3) %259, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %681 = load <1 x half>, ptr addrspace(3) %263, align 2, !dbg !57
  %682 = load <1 x half>, ptr addrspace(3) %264, align 2, !dbg !57
  %683 = load <1 x half>, ptr addrspace(3) %265, align 2, !dbg !57
  %684 = shufflevector <1 x half> %683, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %685 = load <1 x half>, ptr addrspace(3) %266, align 2, !dbg !57
  %686 = shufflevector <1 x half> %685, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %687 = load <1 x half>, ptr addrspace(3) %267, align 2, !dbg !57
  %688 = load <1 x half>, ptr addrspace(3) %268, align 2, !dbg !57
  %689 = load <1 x half>, ptr addrspace(3) %269, align 2, !dbg !57
  %690 = shufflevector <1 x half> %689, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %691 = load <1 x half>, ptr addrspace(3) %270, align 2, !dbg !57
  %692 = shufflevector <1 x half> %691, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %693 = load <1 x half>, ptr addrspace(3) %271, align 2, !dbg !57
  %694 = load <1 x half>, ptr addrspace(3) %272, align 2, !dbg !57
  %695 = load <1 x half>, ptr addrspace(3) %273, align 2, !dbg !57
  %696 = shufflevector <1 x half> %695, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %697 = load <1 x half>, ptr addrspace(3) %274, align 2, !dbg !57
  %698 = shufflevector <1 x half> %697, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %699 = load <1 x half>, ptr addrspace(3) %275, align 2, !dbg !57
  %700 = load <1 x half>, ptr addrspace(3) %276, align 2, !dbg !57
  %701 = load <1 x half>, ptr addrspace(3) %277, align 2, !dbg !57
  %702 = shufflevector <1 x half> %701, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %703 = load <1 x half>, ptr addrspace(3) %278, align 2, !dbg !57
  %704 = shufflevector <1 x half> %703, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %705 = load <1 x half>, ptr addrspace(3) %279, align 2, !dbg !57
  %706 = load <1 x half>, ptr addrspace(3) %280, align 2, !dbg !57
  %707 = load <1 x half>, ptr addrspace(3) %281, align 2, !dbg !57
  %708 = shufflevector <1 x half> %707, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %709 = load <1 x half>, ptr addrspace(3) %282, align 2, !dbg !57
  %710 = shufflevector <1 x half> %709, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %711 = load <1 x half>, ptr addrspace(3) %283, align 2, !dbg !57
  %712 = load <1 x half>, ptr addrspace(3) %284, align 2, !dbg !57
  %713 = load <1 x half>, ptr addrspace(3) %285, align 2, !dbg !57
  %714 = shufflevector <1 x half> %713, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %715 = load <1 x half>, ptr addrspace(3) %286, align 2, !dbg !57
  %716 = shufflevector <1 x half> %715, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %717 = load <1 x half>, ptr addrspace(3) %287, align 2, !dbg !57
  %718 = load <1 x half>, ptr addrspace(3) %288, align 2, !dbg !57
  %719 = load <1 x half>, ptr addrspace(3) %289, align 2, !dbg !57
  %720 = shufflevector <1 x half> %719, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %721 = load <1 x half>, ptr addrspace(3) %290, align 2, !dbg !57
  %722 = shufflevector <1 x half> %721, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %723 = load <1 x half>, ptr addrspace(3) %291, align 2, !dbg !57
  %724 = load <1 x half>, ptr addrspace(3) %292, align 2, !dbg !57
  %725 = load <1 x half>, ptr addrspace(3) %293, align 2, !dbg !57
  %726 = shufflevector <1 x half> %725, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %727 = load <1 x half>, ptr addrspace(3) %294, align 2, !dbg !57
  %728 = shufflevector <1 x half> %727, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %729 = shufflevector <1 x half> %681, <1 x half> %682, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %730 = shufflevector <4 x half> %729, <4 x half> %684, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %731 = shufflevector <4 x half> %730, <4 x half> %686, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %732 = shufflevector <1 x half> %687, <1 x half> %688, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %733 = shufflevector <4 x half> %732, <4 x half> %690, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %734 = shufflevector <4 x half> %733, <4 x half> %692, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %735 = shufflevector <1 x half> %693, <1 x half> %694, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %736 = shufflevector <4 x half> %735, <4 x half> %696, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %737 = shufflevector <4 x half> %736, <4 x half> %698, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %738 = shufflevector <1 x half> %699, <1 x half> %700, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %739 = shufflevector <4 x half> %738, <4 x half> %702, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %740 = shufflevector <4 x half> %739, <4 x half> %704, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %741 = shufflevector <1 x half> %705, <1 x half> %706, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %742 = shufflevector <4 x half> %741, <4 x half> %708, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %743 = shufflevector <4 x half> %742, <4 x half> %710, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %744 = shufflevector <1 x half> %711, <1 x half> %712, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %745 = shufflevector <4 x half> %744, <4 x half> %714, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %746 = shufflevector <4 x half> %745, <4 x half> %716, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %747 = shufflevector <1 x half> %717, <1 x half> %718, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %748 = shufflevector <4 x half> %747, <4 x half> %720, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %749 = shufflevector <4 x half> %748, <4 x half> %722, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %750 = shufflevector <1 x half> %723, <1 x half> %724, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %751 = shufflevector <4 x half> %750, <4 x half> %726, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %752 = shufflevector <4 x half> %751, <4 x half> %728, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %753 = insertelement <16 x float> poison, float %616, i64 0, !dbg !58
  %754 = shufflevector <16 x float> %753, <16 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %755 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %343, <4 x half> %731, <16 x float> %754, i32 0, i32 0, i32 0), !dbg !58
  %756 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %345, <4 x half> %734, <16 x float> %755, i32 0, i32 0, i32 0), !dbg !58
  %757 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %347, <4 x half> %737, <16 x float> %756, i32 0, i32 0, i32 0), !dbg !58
  %758 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %349, <4 x half> %740, <16 x float> %757, i32 0, i32 0, i32 0), !dbg !58
  %759 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %351, <4 x half> %743, <16 x float> %758, i32 0, i32 0, i32 0), !dbg !58
  %760 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %353, <4 x half> %746, <16 x float> %759, i32 0, i32 0, i32 0), !dbg !58
  %761 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %355, <4 x half> %749, <16 x float> %760, i32 0, i32 0, i32 0), !dbg !58
  %762 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %357, <4 x half> %752, <16 x float> %761, i32 0, i32 0, i32 0), !dbg !58
  store <8 x half> %311, ptr addrspace(3) %149, align 16, !dbg !31
  store <8 x half> %315, ptr addrspace(3) %150, align 16, !dbg !31
  %763 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 0, i32 8>, !dbg !34
  store <2 x half> %763, ptr addrspace(3) %161, align 4, !dbg !34
  %764 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 1, i32 9>, !dbg !34
  store <2 x half> %764, ptr addrspace(3) %164, align 4, !dbg !34
  %765 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 2, i32 10>, !dbg !34
  store <2 x half> %765, ptr addrspace(3) %167, align 4, !dbg !34
  %766 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 3, i32 11>, !dbg !34
  store <2 x half> %766, ptr addrspace(3) %170, align 4, !dbg !34
  %767 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 4, i32 12>, !dbg !34
  store <2 x half> %767, ptr addrspace(3) %173, align 4, !dbg !34
  %768 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 5, i32 13>, !dbg !34
  store <2 x half> %768, ptr addrspace(3) %176, align 4, !dbg !34
  %769 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 6, i32 14>, !dbg !34
  store <2 x half> %769, ptr addrspace(3) %179, align 4, !dbg !34
  %770 = shufflevector <8 x half> %337, <8 x half> %341, <2 x i32> <i32 7, i32 15>, !dbg !34
  store <2 x half> %770, ptr addrspace(3) %182, align 4, !dbg !34
  %771 = icmp samesign ugt i32 %184, 64, !dbg !26
  %772 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %773 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 2, i32 3>
  %774 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %775 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 6, i32 7>
  %776 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  %777 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 10, i32 11>
  %778 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %779 = shufflevector <16 x float> %762, <16 x float> poison, <2 x i32> <i32 14, i32 15>
  br i1 %771, label %.peel.next, label %._crit_edge, !dbg !26

.peel.next:                                       ; preds = %340
  %780 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %211
  %781 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %212
  %782 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %213
  %783 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %214
  %784 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %215
  %785 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %216
  %786 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %217
  %787 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %218
  br label %788, !dbg !26

788:                                              ; preds = %.peel.next, %850
  %789 = phi float [ %612, %.peel.next ], [ %1114, %850 ]
  %790 = phi float [ %509, %.peel.next ], [ %1011, %850 ]
  %791 = phi i32 [ 64, %.peel.next ], [ %800, %850 ]
  %792 = phi <2 x float> [ %772, %.peel.next ], [ %1279, %850 ]
  %793 = phi <2 x float> [ %773, %.peel.next ], [ %1280, %850 ]
  %794 = phi <2 x float> [ %774, %.peel.next ], [ %1281, %850 ]
  %795 = phi <2 x float> [ %775, %.peel.next ], [ %1282, %850 ]
  %796 = phi <2 x float> [ %776, %.peel.next ], [ %1283, %850 ]
  %797 = phi <2 x float> [ %777, %.peel.next ], [ %1284, %850 ]
  %798 = phi <2 x float> [ %778, %.peel.next ], [ %1285, %850 ]
  %799 = phi <2 x float> [ %779, %.peel.next ], [ %1286, %850 ]
  %800 = add i32 %791, 64, !dbg !26
  %801 = or disjoint i32 %800, %24, !dbg !35
  %802 = or disjoint i32 %800, %25, !dbg !35
  %803 = or disjoint i32 %800, %26, !dbg !35
  %804 = or disjoint i32 %800, %27, !dbg !35
  %805 = or disjoint i32 %791, %29, !dbg !35
  %806 = or disjoint i32 %791, %30, !dbg !35
  %807 = or disjoint i32 %791, %31, !dbg !35
  %808 = or disjoint i32 %791, %32, !dbg !35
  %809 = icmp slt i32 %801, %4, !dbg !27
  %810 = icmp slt i32 %803, %4, !dbg !27
  %811 = icmp slt i32 %804, %4, !dbg !27
  %812 = mul i32 %801, %5, !dbg !28
  %813 = mul i32 %802, %5, !dbg !28
  %814 = mul i32 %804, %5, !dbg !28
  %815 = sext i32 %814 to i64, !dbg !29
  %gep = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %815, !dbg !30
  br i1 %810, label %816, label %820, !dbg !31

816:                                              ; preds = %788
  %817 = mul i32 %803, %5
  %818 = sext i32 %817 to i64
  %gep40 = getelementptr half, ptr addrspace(1) %invariant.gep, i64 %818
  %819 = load <8 x half>, ptr addrspace(1) %gep40, align 16, !dbg !31
  br label %820, !dbg !31

820:                                              ; preds = %816, %788
  %821 = phi <8 x half> [ %819, %816 ], [ zeroinitializer, %788 ], !dbg !31
  br i1 %811, label %822, label %824, !dbg !31

822:                                              ; preds = %820
  %823 = load <8 x half>, ptr addrspace(1) %gep, align 16, !dbg !31
  br label %824, !dbg !31

824:                                              ; preds = %822, %820
  %825 = phi <8 x half> [ %823, %822 ], [ zeroinitializer, %820 ], !dbg !31
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %826 = load <4 x half>, ptr addrspace(3) %187, align 8, !dbg !36
  %827 = load <4 x half>, ptr addrspace(3) %188, align 8, !dbg !36
  %828 = load <4 x half>, ptr addrspace(3) %189, align 8, !dbg !36
  %829 = load <4 x half>, ptr addrspace(3) %190, align 8, !dbg !36
  %830 = load <4 x half>, ptr addrspace(3) %191, align 8, !dbg !36
  %831 = load <4 x half>, ptr addrspace(3) %192, align 8, !dbg !36
  %832 = load <4 x half>, ptr addrspace(3) %193, align 8, !dbg !36
  %833 = load <4 x half>, ptr addrspace(3) %194, align 8, !dbg !36
  %834 = load <4 x half>, ptr addrspace(3) %195, align 8, !dbg !36
  %835 = load <4 x half>, ptr addrspace(3) %196, align 8, !dbg !36
  %836 = load <4 x half>, ptr addrspace(3) %197, align 8, !dbg !36
  %837 = load <4 x half>, ptr addrspace(3) %198, align 8, !dbg !36
  %838 = load <4 x half>, ptr addrspace(3) %199, align 8, !dbg !36
  %839 = load <4 x half>, ptr addrspace(3) %200, align 8, !dbg !36
  %840 = load <4 x half>, ptr addrspace(3) %201, align 8, !dbg !36
  %841 = load <4 x half>, ptr addrspace(3) %202, align 8, !dbg !36
  %842 = sext i32 %813 to i64, !dbg !32
  %gep42 = getelementptr half, ptr addrspace(1) %invariant.gep41, i64 %842, !dbg !33
  br i1 %809, label %843, label %846, !dbg !34

843:                                              ; preds = %824
  %844 = sext i32 %812 to i64
  %gep44 = getelementptr half, ptr addrspace(1) %invariant.gep41, i64 %844
  %845 = load <8 x half>, ptr addrspace(1) %gep44, align 16, !dbg !34
  br label %846, !dbg !34

846:                                              ; preds = %843, %824
  %847 = phi <8 x half> [ %845, %843 ], [ zeroinitializer, %824 ], !dbg !34
  br i1 %809, label %848, label %850, !dbg !34

848:                                              ; preds = %846
  %849 = load <8 x half>, ptr addrspace(1) %gep42, align 16, !dbg !34
  br label %850, !dbg !34

850:                                              ; preds = %848, %846
  %851 = phi <8 x half> [ %849, %848 ], [ zeroinitializer, %846 ], !dbg !34
  %852 = load <4 x half>, ptr addrspace(3) %780, align 8, !dbg !34
  %853 = load <4 x half>, ptr addrspace(3) %781, align 8, !dbg !34
  %854 = load <4 x half>, ptr addrspace(3) %782, align 8, !dbg !34
  %855 = load <4 x half>, ptr addrspace(3) %783, align 8, !dbg !34
  %856 = load <4 x half>, ptr addrspace(3) %784, align 8, !dbg !34
  %857 = load <4 x half>, ptr addrspace(3) %785, align 8, !dbg !34
  %858 = load <4 x half>, ptr addrspace(3) %786, align 8, !dbg !34
  %859 = load <4 x half>, ptr addrspace(3) %787, align 8, !dbg !34
  %860 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %826, <4 x half> %87, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %861 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %827, <4 x half> %90, <16 x float> %860, i32 0, i32 0, i32 0), !dbg !36
  %862 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %828, <4 x half> %93, <16 x float> %861, i32 0, i32 0, i32 0), !dbg !36
  %863 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %829, <4 x half> %96, <16 x float> %862, i32 0, i32 0, i32 0), !dbg !36
  %864 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %830, <4 x half> %99, <16 x float> %863, i32 0, i32 0, i32 0), !dbg !36
  %865 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %831, <4 x half> %102, <16 x float> %864, i32 0, i32 0, i32 0), !dbg !36
  %866 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %832, <4 x half> %105, <16 x float> %865, i32 0, i32 0, i32 0), !dbg !36
  %867 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %833, <4 x half> %108, <16 x float> %866, i32 0, i32 0, i32 0), !dbg !36
  %868 = extractelement <16 x float> %867, i64 0, !dbg !36
  %869 = extractelement <16 x float> %867, i64 1, !dbg !36
  %870 = extractelement <16 x float> %867, i64 2, !dbg !36
  %871 = extractelement <16 x float> %867, i64 3, !dbg !36
  %872 = extractelement <16 x float> %867, i64 4, !dbg !36
  %873 = extractelement <16 x float> %867, i64 5, !dbg !36
  %874 = extractelement <16 x float> %867, i64 6, !dbg !36
  %875 = extractelement <16 x float> %867, i64 7, !dbg !36
  %876 = extractelement <16 x float> %867, i64 8, !dbg !36
  %877 = extractelement <16 x float> %867, i64 9, !dbg !36
  %878 = extractelement <16 x float> %867, i64 10, !dbg !36
  %879 = extractelement <16 x float> %867, i64 11, !dbg !36
  %880 = extractelement <16 x float> %867, i64 12, !dbg !36
  %881 = extractelement <16 x float> %867, i64 13, !dbg !36
  %882 = extractelement <16 x float> %867, i64 14, !dbg !36
  %883 = extractelement <16 x float> %867, i64 15, !dbg !36
  %884 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %834, <4 x half> %87, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %885 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %835, <4 x half> %90, <16 x float> %884, i32 0, i32 0, i32 0), !dbg !36
  %886 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %836, <4 x half> %93, <16 x float> %885, i32 0, i32 0, i32 0), !dbg !36
  %887 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %837, <4 x half> %96, <16 x float> %886, i32 0, i32 0, i32 0), !dbg !36
  %888 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %838, <4 x half> %99, <16 x float> %887, i32 0, i32 0, i32 0), !dbg !36
  %889 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %839, <4 x half> %102, <16 x float> %888, i32 0, i32 0, i32 0), !dbg !36
  %890 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %840, <4 x half> %105, <16 x float> %889, i32 0, i32 0, i32 0), !dbg !36
  %891 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %841, <4 x half> %108, <16 x float> %890, i32 0, i32 0, i32 0), !dbg !36
  %892 = extractelement <16 x float> %891, i64 0, !dbg !36
  %893 = extractelement <16 x float> %891, i64 1, !dbg !36
  %894 = extractelement <16 x float> %891, i64 2, !dbg !36
  %895 = extractelement <16 x float> %891, i64 3, !dbg !36
  %896 = extractelement <16 x float> %891, i64 4, !dbg !36
  %897 = extractelement <16 x float> %891, i64 5, !dbg !36
  %898 = extractelement <16 x float> %891, i64 6, !dbg !36
  %899 = extractelement <16 x float> %891, i64 7, !dbg !36
  %900 = extractelement <16 x float> %891, i64 8, !dbg !36
  %901 = extractelement <16 x float> %891, i64 9, !dbg !36
  %902 = extractelement <16 x float> %891, i64 10, !dbg !36
  %903 = extractelement <16 x float> %891, i64 11, !dbg !36
  %904 = extractelement <16 x float> %891, i64 12, !dbg !36
  %905 = extractelement <16 x float> %891, i64 13, !dbg !36
  %906 = extractelement <16 x float> %891, i64 14, !dbg !36
  %907 = extractelement <16 x float> %891, i64 15, !dbg !36
  %908 = fmul float %109, %868, !dbg !37
  %909 = fmul float %109, %869, !dbg !37
  %910 = fmul float %109, %870, !dbg !37
  %911 = fmul float %109, %871, !dbg !37
  %912 = fmul float %109, %872, !dbg !37
  %913 = fmul float %109, %873, !dbg !37
  %914 = fmul float %109, %874, !dbg !37
  %915 = fmul float %109, %875, !dbg !37
  %916 = fmul float %109, %876, !dbg !37
  %917 = fmul float %109, %877, !dbg !37
  %918 = fmul float %109, %878, !dbg !37
  %919 = fmul float %109, %879, !dbg !37
  %920 = fmul float %109, %880, !dbg !37
  %921 = fmul float %109, %881, !dbg !37
  %922 = fmul float %109, %882, !dbg !37
  %923 = fmul float %109, %883, !dbg !37
  %924 = fmul float %109, %892, !dbg !37
  %925 = fmul float %109, %893, !dbg !37
  %926 = fmul float %109, %894, !dbg !37
  %927 = fmul float %109, %895, !dbg !37
  %928 = fmul float %109, %896, !dbg !37
  %929 = fmul float %109, %897, !dbg !37
  %930 = fmul float %109, %898, !dbg !37
  %931 = fmul float %109, %899, !dbg !37
  %932 = fmul float %109, %900, !dbg !37
  %933 = fmul float %109, %901, !dbg !37
  %934 = fmul float %109, %902, !dbg !37
  %935 = fmul float %109, %903, !dbg !37
  %936 = fmul float %109, %904, !dbg !37
  %937 = fmul float %109, %905, !dbg !37
  %938 = fmul float %109, %906, !dbg !37
  %939 = fmul float %109, %907, !dbg !37
  %940 = icmp slt i32 %805, %4, !dbg !38
  %941 = icmp slt i32 %806, %4, !dbg !38
  %942 = icmp slt i32 %807, %4, !dbg !38
  %943 = icmp slt i32 %808, %4, !dbg !38
  %944 = select i1 %940, float %908, float 0xFFF0000000000000, !dbg !39
  %945 = select i1 %940, float %909, float 0xFFF0000000000000, !dbg !39
  %946 = select i1 %940, float %910, float 0xFFF0000000000000, !dbg !39
  %947 = select i1 %940, float %911, float 0xFFF0000000000000, !dbg !39
  %948 = select i1 %940, float %912, float 0xFFF0000000000000, !dbg !39
  %949 = select i1 %940, float %913, float 0xFFF0000000000000, !dbg !39
  %950 = select i1 %940, float %914, float 0xFFF0000000000000, !dbg !39
  %951 = select i1 %940, float %915, float 0xFFF0000000000000, !dbg !39
  %952 = select i1 %941, float %916, float 0xFFF0000000000000, !dbg !39
  %953 = select i1 %941, float %917, float 0xFFF0000000000000, !dbg !39
  %954 = select i1 %941, float %918, float 0xFFF0000000000000, !dbg !39
  %955 = select i1 %941, float %919, float 0xFFF0000000000000, !dbg !39
  %956 = select i1 %941, float %920, float 0xFFF0000000000000, !dbg !39
  %957 = select i1 %941, float %921, float 0xFFF0000000000000, !dbg !39
  %958 = select i1 %941, float %922, float 0xFFF0000000000000, !dbg !39
  %959 = select i1 %941, float %923, float 0xFFF0000000000000, !dbg !39
  %960 = select i1 %942, float %924, float 0xFFF0000000000000, !dbg !39
  %961 = select i1 %942, float %925, float 0xFFF0000000000000, !dbg !39
  %962 = select i1 %942, float %926, float 0xFFF0000000000000, !dbg !39
  %963 = select i1 %942, float %927, float 0xFFF0000000000000, !dbg !39
  %964 = select i1 %942, float %928, float 0xFFF0000000000000, !dbg !39
  %965 = select i1 %942, float %929, float 0xFFF0000000000000, !dbg !39
  %966 = select i1 %942, float %930, float 0xFFF0000000000000, !dbg !39
  %967 = select i1 %942, float %931, float 0xFFF0000000000000, !dbg !39
  %968 = select i1 %943, float %932, float 0xFFF0000000000000, !dbg !39
  %969 = select i1 %943, float %933, float 0xFFF0000000000000, !dbg !39
  %970 = select i1 %943, float %934, float 0xFFF0000000000000, !dbg !39
  %971 = select i1 %943, float %935, float 0xFFF0000000000000, !dbg !39
  %972 = select i1 %943, float %936, float 0xFFF0000000000000, !dbg !39
  %973 = select i1 %943, float %937, float 0xFFF0000000000000, !dbg !39
  %974 = select i1 %943, float %938, float 0xFFF0000000000000, !dbg !39
  %975 = select i1 %943, float %939, float 0xFFF0000000000000, !dbg !39
  %976 = tail call float @llvm.maxnum.f32(float %944, float %945), !dbg !40
  %977 = tail call float @llvm.maxnum.f32(float %976, float %946), !dbg !40
  %978 = tail call float @llvm.maxnum.f32(float %977, float %947), !dbg !40
  %979 = tail call float @llvm.maxnum.f32(float %978, float %948), !dbg !40
  %980 = tail call float @llvm.maxnum.f32(float %979, float %949), !dbg !40
  %981 = tail call float @llvm.maxnum.f32(float %980, float %950), !dbg !40
  %982 = tail call float @llvm.maxnum.f32(float %981, float %951), !dbg !40
  %983 = tail call float @llvm.maxnum.f32(float %982, float %952), !dbg !40
  %984 = tail call float @llvm.maxnum.f32(float %983, float %953), !dbg !40
  %985 = tail call float @llvm.maxnum.f32(float %984, float %954), !dbg !40
  %986 = tail call float @llvm.maxnum.f32(float %985, float %955), !dbg !40
  %987 = tail call float @llvm.maxnum.f32(float %986, float %956), !dbg !40
  %988 = tail call float @llvm.maxnum.f32(float %987, float %957), !dbg !40
  %989 = tail call float @llvm.maxnum.f32(float %988, float %958), !dbg !40
  %990 = tail call float @llvm.maxnum.f32(float %989, float %959), !dbg !40
  %991 = tail call float @llvm.maxnum.f32(float %990, float %960), !dbg !40
  %992 = tail call float @llvm.maxnum.f32(float %991, float %961), !dbg !40
  %993 = tail call float @llvm.maxnum.f32(float %992, float %962), !dbg !40
  %994 = tail call float @llvm.maxnum.f32(float %993, float %963), !dbg !40
  %995 = tail call float @llvm.maxnum.f32(float %994, float %964), !dbg !40
  %996 = tail call float @llvm.maxnum.f32(float %995, float %965), !dbg !40
  %997 = tail call float @llvm.maxnum.f32(float %996, float %966), !dbg !40
  %998 = tail call float @llvm.maxnum.f32(float %997, float %967), !dbg !40
  %999 = tail call float @llvm.maxnum.f32(float %998, float %968), !dbg !40
  %1000 = tail call float @llvm.maxnum.f32(float %999, float %969), !dbg !40
  %1001 = tail call float @llvm.maxnum.f32(float %1000, float %970), !dbg !40
  %1002 = tail call float @llvm.maxnum.f32(float %1001, float %971), !dbg !40
  %1003 = tail call float @llvm.maxnum.f32(float %1002, float %972), !dbg !40
  %1004 = tail call float @llvm.maxnum.f32(float %1003, float %973), !dbg !40
  %1005 = tail call float @llvm.maxnum.f32(float %1004, float %974), !dbg !40
  %1006 = tail call float @llvm.maxnum.f32(float %1005, float %975), !dbg !40
  %1007 = bitcast float %1006 to i32, !dbg !43
  %1008 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %220, i32 %1007), !dbg !43
  %1009 = bitcast i32 %1008 to float, !dbg !43
  %1010 = tail call float @llvm.maxnum.f32(float %1006, float %1009), !dbg !40
  %1011 = tail call float @llvm.maxnum.f32(float %790, float %1010), !dbg !46
  %1012 = fsub float %944, %1011, !dbg !47
  %1013 = fsub float %945, %1011, !dbg !47
  %1014 = fsub float %946, %1011, !dbg !47
  %1015 = fsub float %947, %1011, !dbg !47
  %1016 = fsub float %948, %1011, !dbg !47
  %1017 = fsub float %949, %1011, !dbg !47
  %1018 = fsub float %950, %1011, !dbg !47
  %1019 = fsub float %951, %1011, !dbg !47
  %1020 = fsub float %952, %1011, !dbg !47
  %1021 = fsub float %953, %1011, !dbg !47
  %1022 = fsub float %954, %1011, !dbg !47
  %1023 = fsub float %955, %1011, !dbg !47
  %1024 = fsub float %956, %1011, !dbg !47
  %1025 = fsub float %957, %1011, !dbg !47
  %1026 = fsub float %958, %1011, !dbg !47
  %1027 = fsub float %959, %1011, !dbg !47
  %1028 = fsub float %960, %1011, !dbg !47
  %1029 = fsub float %961, %1011, !dbg !47
  %1030 = fsub float %962, %1011, !dbg !47
  %1031 = fsub float %963, %1011, !dbg !47
  %1032 = fsub float %964, %1011, !dbg !47
  %1033 = fsub float %965, %1011, !dbg !47
  %1034 = fsub float %966, %1011, !dbg !47
  %1035 = fsub float %967, %1011, !dbg !47
  %1036 = fsub float %968, %1011, !dbg !47
  %1037 = fsub float %969, %1011, !dbg !47
  %1038 = fsub float %970, %1011, !dbg !47
  %1039 = fsub float %971, %1011, !dbg !47
  %1040 = fsub float %972, %1011, !dbg !47
  %1041 = fsub float %973, %1011, !dbg !47
  %1042 = fsub float %974, %1011, !dbg !47
  %1043 = fsub float %975, %1011, !dbg !47
  %1044 = tail call float @llvm.amdgcn.exp2.f32(float %1012), !dbg !48
  %1045 = tail call float @llvm.amdgcn.exp2.f32(float %1013), !dbg !48
  %1046 = tail call float @llvm.amdgcn.exp2.f32(float %1014), !dbg !48
  %1047 = tail call float @llvm.amdgcn.exp2.f32(float %1015), !dbg !48
  %1048 = tail call float @llvm.amdgcn.exp2.f32(float %1016), !dbg !48
  %1049 = tail call float @llvm.amdgcn.exp2.f32(float %1017), !dbg !48
  %1050 = tail call float @llvm.amdgcn.exp2.f32(float %1018), !dbg !48
  %1051 = tail call float @llvm.amdgcn.exp2.f32(float %1019), !dbg !48
  %1052 = tail call float @llvm.amdgcn.exp2.f32(float %1020), !dbg !48
  %1053 = tail call float @llvm.amdgcn.exp2.f32(float %1021), !dbg !48
  %1054 = tail call float @llvm.amdgcn.exp2.f32(float %1022), !dbg !48
  %1055 = tail call float @llvm.amdgcn.exp2.f32(float %1023), !dbg !48
  %1056 = tail call float @llvm.amdgcn.exp2.f32(float %1024), !dbg !48
  %1057 = tail call float @llvm.amdgcn.exp2.f32(float %1025), !dbg !48
  %1058 = tail call float @llvm.amdgcn.exp2.f32(float %1026), !dbg !48
  %1059 = tail call float @llvm.amdgcn.exp2.f32(float %1027), !dbg !48
  %1060 = tail call float @llvm.amdgcn.exp2.f32(float %1028), !dbg !48
  %1061 = tail call float @llvm.amdgcn.exp2.f32(float %1029), !dbg !48
  %1062 = tail call float @llvm.amdgcn.exp2.f32(float %1030), !dbg !48
  %1063 = tail call float @llvm.amdgcn.exp2.f32(float %1031), !dbg !48
  %1064 = tail call float @llvm.amdgcn.exp2.f32(float %1032), !dbg !48
  %1065 = tail call float @llvm.amdgcn.exp2.f32(float %1033), !dbg !48
  %1066 = tail call float @llvm.amdgcn.exp2.f32(float %1034), !dbg !48
  %1067 = tail call float @llvm.amdgcn.exp2.f32(float %1035), !dbg !48
  %1068 = tail call float @llvm.amdgcn.exp2.f32(float %1036), !dbg !48
  %1069 = tail call float @llvm.amdgcn.exp2.f32(float %1037), !dbg !48
  %1070 = tail call float @llvm.amdgcn.exp2.f32(float %1038), !dbg !48
  %1071 = tail call float @llvm.amdgcn.exp2.f32(float %1039), !dbg !48
  %1072 = tail call float @llvm.amdgcn.exp2.f32(float %1040), !dbg !48
  %1073 = tail call float @llvm.amdgcn.exp2.f32(float %1041), !dbg !48
  %1074 = tail call float @llvm.amdgcn.exp2.f32(float %1042), !dbg !48
  %1075 = tail call float @llvm.amdgcn.exp2.f32(float %1043), !dbg !48
  %1076 = fsub float %790, %1011, !dbg !49
  %1077 = tail call float @llvm.amdgcn.exp2.f32(float %1076), !dbg !50
  %1078 = fmul float %789, %1077, !dbg !51
  %1079 = fadd float %1044, %1045, !dbg !52
  %1080 = fadd float %1046, %1079, !dbg !52
  %1081 = fadd float %1047, %1080, !dbg !52
  %1082 = fadd float %1048, %1081, !dbg !52
  %1083 = fadd float %1049, %1082, !dbg !52
  %1084 = fadd float %1050, %1083, !dbg !52
  %1085 = fadd float %1051, %1084, !dbg !52
  %1086 = fadd float %1052, %1085, !dbg !52
  %1087 = fadd float %1053, %1086, !dbg !52
  %1088 = fadd float %1054, %1087, !dbg !52
  %1089 = fadd float %1055, %1088, !dbg !52
  %1090 = fadd float %1056, %1089, !dbg !52
  %1091 = fadd float %1057, %1090, !dbg !52
  %1092 = fadd float %1058, %1091, !dbg !52
  %1093 = fadd float %1059, %1092, !dbg !52
  %1094 = fadd float %1060, %1093, !dbg !52
  %1095 = fadd float %1061, %1094, !dbg !52
  %1096 = fadd float %1062, %1095, !dbg !52
  %1097 = fadd float %1063, %1096, !dbg !52
  %1098 = fadd float %1064, %1097, !dbg !52
  %1099 = fadd float %1065, %1098, !dbg !52
  %1100 = fadd float %1066, %1099, !dbg !52
  %1101 = fadd float %1067, %1100, !dbg !52
  %1102 = fadd float %1068, %1101, !dbg !52
  %1103 = fadd float %1069, %1102, !dbg !52
  %1104 = fadd float %1070, %1103, !dbg !52
  %1105 = fadd float %1071, %1104, !dbg !52
  %1106 = fadd float %1072, %1105, !dbg !52
  %1107 = fadd float %1073, %1106, !dbg !52
  %1108 = fadd float %1074, %1107, !dbg !52
  %1109 = fadd float %1075, %1108, !dbg !52
  %1110 = bitcast float %1109 to i32, !dbg !53
  %1111 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %220, i32 %1110), !dbg !53
  %1112 = bitcast i32 %1111 to float, !dbg !53
  %1113 = fadd float %1109, %1112, !dbg !52
  %1114 = fadd float %1078, %1113, !dbg !55
  %1115 = insertelement <1 x float> poison, float %1077, i64 0, !dbg !56
  store <1 x float> %1115, ptr addrspace(3) %224, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %1116 = load <1 x float>, ptr addrspace(3) %225, align 4, !dbg !56
  %1117 = fptrunc float %1044 to half, !dbg !57
  %1118 = fptrunc float %1045 to half, !dbg !57
  %1119 = fptrunc float %1046 to half, !dbg !57
  %1120 = fptrunc float %1047 to half, !dbg !57
  %1121 = fptrunc float %1048 to half, !dbg !57
  %1122 = fptrunc float %1049 to half, !dbg !57
  %1123 = fptrunc float %1050 to half, !dbg !57
  %1124 = fptrunc float %1051 to half, !dbg !57
  %1125 = fptrunc float %1052 to half, !dbg !57
  %1126 = fptrunc float %1053 to half, !dbg !57
  %1127 = fptrunc float %1054 to half, !dbg !57
  %1128 = fptrunc float %1055 to half, !dbg !57
  %1129 = fptrunc float %1056 to half, !dbg !57
  %1130 = fptrunc float %1057 to half, !dbg !57
  %1131 = fptrunc float %1058 to half, !dbg !57
  %1132 = fptrunc float %1059 to half, !dbg !57
  %1133 = fptrunc float %1060 to half, !dbg !57
  %1134 = fptrunc float %1061 to half, !dbg !57
  %1135 = fptrunc float %1062 to half, !dbg !57
  %1136 = fptrunc float %1063 to half, !dbg !57
  %1137 = fptrunc float %1064 to half, !dbg !57
  %1138 = fptrunc float %1065 to half, !dbg !57
  %1139 = fptrunc float %1066 to half, !dbg !57
  %1140 = fptrunc float %1067 to half, !dbg !57
  %1141 = fptrunc float %1068 to half, !dbg !57
  %1142 = fptrunc float %1069 to half, !dbg !57
  %1143 = fptrunc float %1070 to half, !dbg !57
  %1144 = fptrunc float %1071 to half, !dbg !57
  %1145 = fptrunc float %1072 to half, !dbg !57
  %1146 = fptrunc float %1073 to half, !dbg !57
  %1147 = fptrunc float %1074 to half, !dbg !57
  %1148 = fptrunc float %1075 to half, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1149 = insertelement <1 x half> poison, half %1117, i64 0, !dbg !57
  store <1 x half> %1149, ptr addrspace(3) %228, align 2, !dbg !57
  %1150 = insertelement <1 x half> poison, half %1118, i64 0, !dbg !57
  store <1 x half> %1150, ptr addrspace(3) %229, align 2, !dbg !57
  %1151 = insertelement <1 x half> poison, half %1119, i64 0, !dbg !57
  store <1 x half> %1151, ptr addrspace(3) %230, align 2, !dbg !57
  %1152 = insertelement <1 x half> poison, half %1120, i64 0, !dbg !57
  store <1 x half> %1152, ptr addrspace(3) %231, align 2, !dbg !57
  %1153 = insertelement <1 x half> poison, half %1121, i64 0, !dbg !57
  store <1 x half> %1153, ptr addrspace(3) %232, align 2, !dbg !57
  %1154 = insertelement <1 x half> poison, half %1122, i64 0, !dbg !57
  store <1 x half> %1154, ptr addrspace(3) %233, align 2, !dbg !57
  %1155 = insertelement <1 x half> poison, half %1123, i64 0, !dbg !57
  store <1 x half> %1155, ptr addrspace(3) %234, align 2, !dbg !57
  %1156 = insertelement <1 x half> poison, half %1124, i64 0, !dbg !57
  store <1 x half> %1156, ptr addrspace(3) %235, align 2, !dbg !57
  %1157 = insertelement <1 x half> poison, half %1125, i64 0, !dbg !57
  store <1 x half> %1157, ptr addrspace(3) %236, align 2, !dbg !57
  %1158 = insertelement <1 x half> poison, half %1126, i64 0, !dbg !57
  store <1 x half> %1158, ptr addrspace(3) %237, align 2, !dbg !57
  %1159 = insertelement <1 x half> poison, half %1127, i64 0, !dbg !57
  store <1 x half> %1159, ptr addrspace(3) %238, align 2, !dbg !57
  %1160 = insertelement <1 x half> poison, half %1128, i64 0, !dbg !57
  store <1 x half> %1160, ptr addrspace(3) %239, align 2, !dbg !57
  %1161 = insertelement <1 x half> poison, half %1129, i64 0, !dbg !57
  store <1 x half> %1161, ptr addrspace(3) %240, align 2, !dbg !57
  %1162 = insertelement <1 x half> poison, half %1130, i64 0, !dbg !57
  store <1 x half> %1162, ptr addrspace(3) %241, align 2, !dbg !57
  %1163 = insertelement <1 x half> poison, half %1131, i64 0, !dbg !57
  store <1 x half> %1163, ptr addrspace(3) %242, align 2, !dbg !57
  %1164 = insertelement <1 x half> poison, half %1132, i64 0, !dbg !57
  store <1 x half> %1164, ptr addrspace(3) %243, align 2, !dbg !57
  %1165 = insertelement <1 x half> poison, half %1133, i64 0, !dbg !57
  store <1 x half> %1165, ptr addrspace(3) %244, align 2, !dbg !57
  %1166 = insertelement <1 x half> poison, half %1134, i64 0, !dbg !57
  store <1 x half> %1166, ptr addrspace(3) %245, align 2, !dbg !57
  %1167 = insertelement <1 x half> poison, half %1135, i64 0, !dbg !57
  store <1 x half> %1167, ptr addrspace(3) %246, align 2, !dbg !57
  %1168 = insertelement <1 x half> poison, half %1136, i64 0, !dbg !57
  store <1 x half> %1168, ptr addrspace(3) %247, align 2, !dbg !57
  %1169 = insertelement <1 x half> poison, half %1137, i64 0, !dbg !57
  store <1 x half> %1169, ptr addrspace(3) %248, align 2, !dbg !57
  %1170 = insertelement <1 x half> poison, half %1138, i64 0, !dbg !57
  store <1 x half> %1170, ptr addrspace(3) %249, align 2, !dbg !57
  %1171 = insertelement <1 x half> poison, half %1139, i64 0, !dbg !57
  store <1 x half> %1171, ptr addrspace(3) %250, align 2, !dbg !57
  %1172 = insertelement <1 x half> poison, half %1140, i64 0, !dbg !57
  store <1 x half> %1172, ptr addrspace(3) %251, align 2, !dbg !57
  %1173 = insertelement <1 x half> poison, half %1141, i64 0, !dbg !57
  store <1 x half> %1173, ptr addrspace(3) %252, align 2, !dbg !57
  %1174 = insertelement <1 x half> poison, half %1142, i64 0, !dbg !57
  store <1 x half> %1174, ptr addrspace(3) %253, align 2, !dbg !57
  %1175 = insertelement <1 x half> poison, half %1143, i64 0, !dbg !57
  store <1 x half> %1175, ptr addrspace(3) %254, align 2, !dbg !57
  %1176 = insertelement <1 x half> poison, half %1144, i64 0, !dbg !57
  store <1 x half> %1176, ptr addrspace(3) %255, align 2, !dbg !57
  %1177 = insertelement <1 x half> poison, half %1145, i64 0, !dbg !57
  store <1 x half> %1177, ptr addrspace(3) %256, align 2, !dbg !57
  %1178 = insertelement <1 x half> poison, half %1146, i64 0, !dbg !57
  store <1 x half> %1178, ptr addrspace(3) %257, align 2, !dbg !57
  %1179 = insertelement <1 x half> poison, half %1147, i64 0, !dbg !57
  store <1 x half> %1179, ptr addrspace(3) %258, align 2, !dbg !57
  %1180 = insertelement <1 x half> poison, half %1148, i64 0, !dbg !57
  store <1 x half> %1180, ptr addrspace(3) %259, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1181 = load <1 x half>, ptr addrspace(3) %263, align 2, !dbg !57
  %1182 = load <1 x half>, ptr addrspace(3) %264, align 2, !dbg !57
  %1183 = load <1 x half>, ptr addrspace(3) %265, align 2, !dbg !57
  %1184 = shufflevector <1 x half> %1183, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1185 = load <1 x half>, ptr addrspace(3) %266, align 2, !dbg !57
  %1186 = shufflevector <1 x half> %1185, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1187 = load <1 x half>, ptr addrspace(3) %267, align 2, !dbg !57
  %1188 = load <1 x half>, ptr addrspace(3) %268, align 2, !dbg !57
  %1189 = load <1 x half>, ptr addrspace(3) %269, align 2, !dbg !57
  %1190 = shufflevector <1 x half> %1189, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1191 = load <1 x half>, ptr addrspace(3) %270, align 2, !dbg !57
  %1192 = shufflevector <1 x half> %1191, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1193 = load <1 x half>, ptr addrspace(3) %271, align 2, !dbg !57
  %1194 = load <1 x half>, ptr addrspace(3) %272, align 2, !dbg !57
  %1195 = load <1 x half>, ptr addrspace(3) %273, align 2, !dbg !57
  %1196 = shufflevector <1 x half> %1195, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1197 = load <1 x half>, ptr addrspace(3) %274, align 2, !dbg !57
  %1198 = shufflevector <1 x half> %1197, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1199 = load <1 x half>, ptr addrspace(3) %275, align 2, !dbg !57
  %1200 = load <1 x half>, ptr addrspace(3) %276, align 2, !dbg !57
  %1201 = load <1 x half>, ptr addrspace(3) %277, align 2, !dbg !57
  %1202 = shufflevector <1 x half> %1201, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1203 = load <1 x half>, ptr addrspace(3) %278, align 2, !dbg !57
  %1204 = shufflevector <1 x half> %1203, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1205 = load <1 x half>, ptr addrspace(3) %279, align 2, !dbg !57
  %1206 = load <1 x half>, ptr addrspace(3) %280, align 2, !dbg !57
  %1207 = load <1 x half>, ptr addrspace(3) %281, align 2, !dbg !57
  %1208 = shufflevector <1 x half> %1207, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1209 = load <1 x half>, ptr addrspace(3) %282, align 2, !dbg !57
  %1210 = shufflevector <1 x half> %1209, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1211 = load <1 x half>, ptr addrspace(3) %283, align 2, !dbg !57
  %1212 = load <1 x half>, ptr addrspace(3) %284, align 2, !dbg !57
  %1213 = load <1 x half>, ptr addrspace(3) %285, align 2, !dbg !57
  %1214 = shufflevector <1 x half> %1213, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1215 = load <1 x half>, ptr addrspace(3) %286, align 2, !dbg !57
  %1216 = shufflevector <1 x half> %1215, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1217 = load <1 x half>, ptr addrspace(3) %287, align 2, !dbg !57
  %1218 = load <1 x half>, ptr addrspace(3) %288, align 2, !dbg !57
  %1219 = load <1 x half>, ptr addrspace(3) %289, align 2, !dbg !57
  %1220 = shufflevector <1 x half> %1219, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1221 = load <1 x half>, ptr addrspace(3) %290, align 2, !dbg !57
  %1222 = shufflevector <1 x half> %1221, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1223 = load <1 x half>, ptr addrspace(3) %291, align 2, !dbg !57
  %1224 = load <1 x half>, ptr addrspace(3) %292, align 2, !dbg !57
  %1225 = load <1 x half>, ptr addrspace(3) %293, align 2, !dbg !57
  %1226 = shufflevector <1 x half> %1225, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1227 = load <1 x half>, ptr addrspace(3) %294, align 2, !dbg !57
  %1228 = shufflevector <1 x half> %1227, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1229 = shufflevector <1 x half> %1181, <1 x half> %1182, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1230 = shufflevector <4 x half> %1229, <4 x half> %1184, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1231 = shufflevector <4 x half> %1230, <4 x half> %1186, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1232 = shufflevector <1 x half> %1187, <1 x half> %1188, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1233 = shufflevector <4 x half> %1232, <4 x half> %1190, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1234 = shufflevector <4 x half> %1233, <4 x half> %1192, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1235 = shufflevector <1 x half> %1193, <1 x half> %1194, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1236 = shufflevector <4 x half> %1235, <4 x half> %1196, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1237 = shufflevector <4 x half> %1236, <4 x half> %1198, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1238 = shufflevector <1 x half> %1199, <1 x half> %1200, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1239 = shufflevector <4 x half> %1238, <4 x half> %1202, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1240 = shufflevector <4 x half> %1239, <4 x half> %1204, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1241 = shufflevector <1 x half> %1205, <1 x half> %1206, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1242 = shufflevector <4 x half> %1241, <4 x half> %1208, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1243 = shufflevector <4 x half> %1242, <4 x half> %1210, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1244 = shufflevector <1 x half> %1211, <1 x half> %1212, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1245 = shufflevector <4 x half> %1244, <4 x half> %1214, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1246 = shufflevector <4 x half> %1245, <4 x half> %1216, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1247 = shufflevector <1 x half> %1217, <1 x half> %1218, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1248 = shufflevector <4 x half> %1247, <4 x half> %1220, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1249 = shufflevector <4 x half> %1248, <4 x half> %1222, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1250 = shufflevector <1 x half> %1223, <1 x half> %1224, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1251 = shufflevector <4 x half> %1250, <4 x half> %1226, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1252 = shufflevector <4 x half> %1251, <4 x half> %1228, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1253 = shufflevector <2 x float> %792, <2 x float> %793, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1254 = shufflevector <2 x float> %794, <2 x float> %795, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1255 = shufflevector <2 x float> %796, <2 x float> %797, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1256 = shufflevector <2 x float> %798, <2 x float> %799, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1257 = shufflevector <4 x float> %1253, <4 x float> %1254, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1258 = shufflevector <4 x float> %1255, <4 x float> %1256, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1259 = shufflevector <8 x float> %1257, <8 x float> %1258, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %1260 = shufflevector <1 x float> %1116, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %1261 = fmul <16 x float> %1259, %1260, !dbg !58
  %1262 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %852, <4 x half> %1231, <16 x float> %1261, i32 0, i32 0, i32 0), !dbg !58
  %1263 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %853, <4 x half> %1234, <16 x float> %1262, i32 0, i32 0, i32 0), !dbg !58
  %1264 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %854, <4 x half> %1237, <16 x float> %1263, i32 0, i32 0, i32 0), !dbg !58
  %1265 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %855, <4 x half> %1240, <16 x float> %1264, i32 0, i32 0, i32 0), !dbg !58
  %1266 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %856, <4 x half> %1243, <16 x float> %1265, i32 0, i32 0, i32 0), !dbg !58
  %1267 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %857, <4 x half> %1246, <16 x float> %1266, i32 0, i32 0, i32 0), !dbg !58
  %1268 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %858, <4 x half> %1249, <16 x float> %1267, i32 0, i32 0, i32 0), !dbg !58
  %1269 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %859, <4 x half> %1252, <16 x float> %1268, i32 0, i32 0, i32 0), !dbg !58
  store <8 x half> %821, ptr addrspace(3) %149, align 16, !dbg !31
  store <8 x half> %825, ptr addrspace(3) %150, align 16, !dbg !31
  %1270 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 0, i32 8>, !dbg !34
  store <2 x half> %1270, ptr addrspace(3) %161, align 4, !dbg !34
  %1271 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 1, i32 9>, !dbg !34
  store <2 x half> %1271, ptr addrspace(3) %164, align 4, !dbg !34
  %1272 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 2, i32 10>, !dbg !34
  store <2 x half> %1272, ptr addrspace(3) %167, align 4, !dbg !34
  %1273 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 3, i32 11>, !dbg !34
  store <2 x half> %1273, ptr addrspace(3) %170, align 4, !dbg !34
  %1274 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 4, i32 12>, !dbg !34
  store <2 x half> %1274, ptr addrspace(3) %173, align 4, !dbg !34
  %1275 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 5, i32 13>, !dbg !34
  store <2 x half> %1275, ptr addrspace(3) %176, align 4, !dbg !34
  %1276 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 6, i32 14>, !dbg !34
  store <2 x half> %1276, ptr addrspace(3) %179, align 4, !dbg !34
  %1277 = shufflevector <8 x half> %847, <8 x half> %851, <2 x i32> <i32 7, i32 15>, !dbg !34
  store <2 x half> %1277, ptr addrspace(3) %182, align 4, !dbg !34
  %1278 = icmp slt i32 %800, %184, !dbg !26
  %1279 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 0, i32 1>
  %1280 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 2, i32 3>
  %1281 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 4, i32 5>
  %1282 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 6, i32 7>
  %1283 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 8, i32 9>
  %1284 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 10, i32 11>
  %1285 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 12, i32 13>
  %1286 = shufflevector <16 x float> %1269, <16 x float> poison, <2 x i32> <i32 14, i32 15>
  br i1 %1278, label %788, label %._crit_edge, !dbg !26, !llvm.loop !59

._crit_edge:                                      ; preds = %850, %340, %.._crit_edge_crit_edge
  %.pre-phi59 = phi i32 [ %.pre58, %.._crit_edge_crit_edge ], [ %208, %340 ], [ %208, %850 ], !dbg !34
  %.pre-phi55 = phi i32 [ %.pre54, %.._crit_edge_crit_edge ], [ %204, %340 ], [ %204, %850 ], !dbg !34
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %203, %340 ], [ %203, %850 ], !dbg !34
  %.lcssa38 = phi float [ 0xFFF0000000000000, %.._crit_edge_crit_edge ], [ %509, %340 ], [ %1011, %850 ], !dbg !61
  %.lcssa37 = phi float [ 0.000000e+00, %.._crit_edge_crit_edge ], [ %612, %340 ], [ %1114, %850 ], !dbg !62
  %1287 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %772, %340 ], [ %1279, %850 ]
  %1288 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %773, %340 ], [ %1280, %850 ]
  %1289 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %774, %340 ], [ %1281, %850 ]
  %1290 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %775, %340 ], [ %1282, %850 ]
  %1291 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %776, %340 ], [ %1283, %850 ]
  %1292 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %777, %340 ], [ %1284, %850 ]
  %1293 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %778, %340 ], [ %1285, %850 ]
  %1294 = phi <2 x float> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %779, %340 ], [ %1286, %850 ]
  %1295 = add i32 %4, 63, !dbg !26
  %1296 = sdiv i32 %1295, 64, !dbg !26
  %1297 = tail call i32 @llvm.smax.i32(i32 %1296, i32 1), !dbg !26
  %1298 = shl nuw nsw i32 %1297, 6, !dbg !26
  %1299 = add nsw i32 %1298, -64, !dbg !26
  %1300 = icmp sgt i32 %1295, 63, !dbg !26
  %1301 = or disjoint i32 %1299, %29, !dbg !35
  %1302 = or disjoint i32 %1299, %30, !dbg !35
  %1303 = or disjoint i32 %1299, %31, !dbg !35
  %1304 = or disjoint i32 %1299, %32, !dbg !35
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !36
  tail call void @llvm.amdgcn.s.barrier(), !dbg !36
  %1305 = icmp eq i32 %.pre-phi55, 0, !dbg !34
  %1306 = select i1 %1305, i32 0, i32 2056, !dbg !34
  %1307 = xor i32 %1306, %.pre-phi59, !dbg !34
  %1308 = xor i32 %1307, %80, !dbg !34
  %1309 = or disjoint i32 %1308, %.pre-phi, !dbg !34
  %1310 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1309, !dbg !34
  %1311 = load <4 x half>, ptr addrspace(3) %1310, align 8, !dbg !34
  %1312 = xor i32 %1309, 16, !dbg !34
  %1313 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1312, !dbg !34
  %1314 = load <4 x half>, ptr addrspace(3) %1313, align 8, !dbg !34
  %1315 = xor i32 %1309, 32, !dbg !34
  %1316 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1315, !dbg !34
  %1317 = load <4 x half>, ptr addrspace(3) %1316, align 8, !dbg !34
  %1318 = xor i32 %1309, 48, !dbg !34
  %1319 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1318, !dbg !34
  %1320 = load <4 x half>, ptr addrspace(3) %1319, align 8, !dbg !34
  %1321 = xor i32 %1309, 64, !dbg !34
  %1322 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1321, !dbg !34
  %1323 = load <4 x half>, ptr addrspace(3) %1322, align 8, !dbg !34
  %1324 = xor i32 %1309, 80, !dbg !34
  %1325 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1324, !dbg !34
  %1326 = load <4 x half>, ptr addrspace(3) %1325, align 8, !dbg !34
  %1327 = xor i32 %1309, 96, !dbg !34
  %1328 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1327, !dbg !34
  %1329 = load <4 x half>, ptr addrspace(3) %1328, align 8, !dbg !34
  %1330 = xor i32 %1309, 112, !dbg !34
  %1331 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %1330, !dbg !34
  %1332 = load <4 x half>, ptr addrspace(3) %1331, align 8, !dbg !34
  br i1 %1300, label %1333, label %1415, !dbg !36

1333:                                             ; preds = %._crit_edge
  %1334 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %81, !dbg !36
  %1335 = getelementptr inbounds nuw i8, ptr addrspace(3) %1334, i32 %78, !dbg !36
  %1336 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4208, !dbg !36
  %1337 = load <4 x half>, ptr addrspace(3) %1336, align 8, !dbg !36
  %1338 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4192, !dbg !36
  %1339 = load <4 x half>, ptr addrspace(3) %1338, align 8, !dbg !36
  %1340 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4176, !dbg !36
  %1341 = load <4 x half>, ptr addrspace(3) %1340, align 8, !dbg !36
  %1342 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4160, !dbg !36
  %1343 = load <4 x half>, ptr addrspace(3) %1342, align 8, !dbg !36
  %1344 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4144, !dbg !36
  %1345 = load <4 x half>, ptr addrspace(3) %1344, align 8, !dbg !36
  %1346 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4128, !dbg !36
  %1347 = load <4 x half>, ptr addrspace(3) %1346, align 8, !dbg !36
  %1348 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4112, !dbg !36
  %1349 = load <4 x half>, ptr addrspace(3) %1348, align 8, !dbg !36
  %1350 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 4096, !dbg !36
  %1351 = load <4 x half>, ptr addrspace(3) %1350, align 8, !dbg !36
  %1352 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 112, !dbg !36
  %1353 = load <4 x half>, ptr addrspace(3) %1352, align 8, !dbg !36
  %1354 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 96, !dbg !36
  %1355 = load <4 x half>, ptr addrspace(3) %1354, align 8, !dbg !36
  %1356 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 80, !dbg !36
  %1357 = load <4 x half>, ptr addrspace(3) %1356, align 8, !dbg !36
  %1358 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 64, !dbg !36
  %1359 = load <4 x half>, ptr addrspace(3) %1358, align 8, !dbg !36
  %1360 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 48, !dbg !36
  %1361 = load <4 x half>, ptr addrspace(3) %1360, align 8, !dbg !36
  %1362 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 32, !dbg !36
  %1363 = load <4 x half>, ptr addrspace(3) %1362, align 8, !dbg !36
  %1364 = getelementptr inbounds nuw i8, ptr addrspace(3) %1335, i32 16, !dbg !36
  %1365 = load <4 x half>, ptr addrspace(3) %1364, align 8, !dbg !36
  %1366 = load <4 x half>, ptr addrspace(3) %1335, align 8, !dbg !36
  %1367 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1366, <4 x half> %87, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %1368 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1365, <4 x half> %90, <16 x float> %1367, i32 0, i32 0, i32 0), !dbg !36
  %1369 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1363, <4 x half> %93, <16 x float> %1368, i32 0, i32 0, i32 0), !dbg !36
  %1370 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1361, <4 x half> %96, <16 x float> %1369, i32 0, i32 0, i32 0), !dbg !36
  %1371 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1359, <4 x half> %99, <16 x float> %1370, i32 0, i32 0, i32 0), !dbg !36
  %1372 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1357, <4 x half> %102, <16 x float> %1371, i32 0, i32 0, i32 0), !dbg !36
  %1373 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1355, <4 x half> %105, <16 x float> %1372, i32 0, i32 0, i32 0), !dbg !36
  %1374 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1353, <4 x half> %108, <16 x float> %1373, i32 0, i32 0, i32 0), !dbg !36
  %1375 = extractelement <16 x float> %1374, i64 0, !dbg !36
  %1376 = extractelement <16 x float> %1374, i64 1, !dbg !36
  %1377 = extractelement <16 x float> %1374, i64 2, !dbg !36
  %1378 = extractelement <16 x float> %1374, i64 3, !dbg !36
  %1379 = extractelement <16 x float> %1374, i64 4, !dbg !36
  %1380 = extractelement <16 x float> %1374, i64 5, !dbg !36
  %1381 = extractelement <16 x float> %1374, i64 6, !dbg !36
  %1382 = extractelement <16 x float> %1374, i64 7, !dbg !36
  %1383 = extractelement <16 x float> %1374, i64 8, !dbg !36
  %1384 = extractelement <16 x float> %1374, i64 9, !dbg !36
  %1385 = extractelement <16 x float> %1374, i64 10, !dbg !36
  %1386 = extractelement <16 x float> %1374, i64 11, !dbg !36
  %1387 = extractelement <16 x float> %1374, i64 12, !dbg !36
  %1388 = extractelement <16 x float> %1374, i64 13, !dbg !36
  %1389 = extractelement <16 x float> %1374, i64 14, !dbg !36
  %1390 = extractelement <16 x float> %1374, i64 15, !dbg !36
  %1391 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1351, <4 x half> %87, <16 x float> zeroinitializer, i32 0, i32 0, i32 0), !dbg !36
  %1392 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1349, <4 x half> %90, <16 x float> %1391, i32 0, i32 0, i32 0), !dbg !36
  %1393 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1347, <4 x half> %93, <16 x float> %1392, i32 0, i32 0, i32 0), !dbg !36
  %1394 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1345, <4 x half> %96, <16 x float> %1393, i32 0, i32 0, i32 0), !dbg !36
  %1395 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1343, <4 x half> %99, <16 x float> %1394, i32 0, i32 0, i32 0), !dbg !36
  %1396 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1341, <4 x half> %102, <16 x float> %1395, i32 0, i32 0, i32 0), !dbg !36
  %1397 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1339, <4 x half> %105, <16 x float> %1396, i32 0, i32 0, i32 0), !dbg !36
  %1398 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1337, <4 x half> %108, <16 x float> %1397, i32 0, i32 0, i32 0), !dbg !36
  %1399 = extractelement <16 x float> %1398, i64 0, !dbg !36
  %1400 = extractelement <16 x float> %1398, i64 1, !dbg !36
  %1401 = extractelement <16 x float> %1398, i64 2, !dbg !36
  %1402 = extractelement <16 x float> %1398, i64 3, !dbg !36
  %1403 = extractelement <16 x float> %1398, i64 4, !dbg !36
  %1404 = extractelement <16 x float> %1398, i64 5, !dbg !36
  %1405 = extractelement <16 x float> %1398, i64 6, !dbg !36
  %1406 = extractelement <16 x float> %1398, i64 7, !dbg !36
  %1407 = extractelement <16 x float> %1398, i64 8, !dbg !36
  %1408 = extractelement <16 x float> %1398, i64 9, !dbg !36
  %1409 = extractelement <16 x float> %1398, i64 10, !dbg !36
  %1410 = extractelement <16 x float> %1398, i64 11, !dbg !36
  %1411 = extractelement <16 x float> %1398, i64 12, !dbg !36
  %1412 = extractelement <16 x float> %1398, i64 13, !dbg !36
  %1413 = extractelement <16 x float> %1398, i64 14, !dbg !36
  %1414 = extractelement <16 x float> %1398, i64 15, !dbg !36
  br label %1415, !dbg !36

1415:                                             ; preds = %1333, %._crit_edge
  %1416 = phi float [ %1375, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1417 = phi float [ %1376, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1418 = phi float [ %1377, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1419 = phi float [ %1378, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1420 = phi float [ %1379, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1421 = phi float [ %1380, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1422 = phi float [ %1381, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1423 = phi float [ %1382, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1424 = phi float [ %1383, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1425 = phi float [ %1384, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1426 = phi float [ %1385, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1427 = phi float [ %1386, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1428 = phi float [ %1387, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1429 = phi float [ %1388, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1430 = phi float [ %1389, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1431 = phi float [ %1390, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1432 = phi float [ %1399, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1433 = phi float [ %1400, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1434 = phi float [ %1401, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1435 = phi float [ %1402, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1436 = phi float [ %1403, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1437 = phi float [ %1404, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1438 = phi float [ %1405, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1439 = phi float [ %1406, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1440 = phi float [ %1407, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1441 = phi float [ %1408, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1442 = phi float [ %1409, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1443 = phi float [ %1410, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1444 = phi float [ %1411, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1445 = phi float [ %1412, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1446 = phi float [ %1413, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1447 = phi float [ %1414, %1333 ], [ 0.000000e+00, %._crit_edge ], !dbg !36
  %1448 = fmul float %109, %1416, !dbg !37
  %1449 = fmul float %109, %1417, !dbg !37
  %1450 = fmul float %109, %1418, !dbg !37
  %1451 = fmul float %109, %1419, !dbg !37
  %1452 = fmul float %109, %1420, !dbg !37
  %1453 = fmul float %109, %1421, !dbg !37
  %1454 = fmul float %109, %1422, !dbg !37
  %1455 = fmul float %109, %1423, !dbg !37
  %1456 = fmul float %109, %1424, !dbg !37
  %1457 = fmul float %109, %1425, !dbg !37
  %1458 = fmul float %109, %1426, !dbg !37
  %1459 = fmul float %109, %1427, !dbg !37
  %1460 = fmul float %109, %1428, !dbg !37
  %1461 = fmul float %109, %1429, !dbg !37
  %1462 = fmul float %109, %1430, !dbg !37
  %1463 = fmul float %109, %1431, !dbg !37
  %1464 = fmul float %109, %1432, !dbg !37
  %1465 = fmul float %109, %1433, !dbg !37
  %1466 = fmul float %109, %1434, !dbg !37
  %1467 = fmul float %109, %1435, !dbg !37
  %1468 = fmul float %109, %1436, !dbg !37
  %1469 = fmul float %109, %1437, !dbg !37
  %1470 = fmul float %109, %1438, !dbg !37
  %1471 = fmul float %109, %1439, !dbg !37
  %1472 = fmul float %109, %1440, !dbg !37
  %1473 = fmul float %109, %1441, !dbg !37
  %1474 = fmul float %109, %1442, !dbg !37
  %1475 = fmul float %109, %1443, !dbg !37
  %1476 = fmul float %109, %1444, !dbg !37
  %1477 = fmul float %109, %1445, !dbg !37
  %1478 = fmul float %109, %1446, !dbg !37
  %1479 = fmul float %109, %1447, !dbg !37
  %1480 = icmp slt i32 %1301, %4, !dbg !38
  %1481 = icmp slt i32 %1302, %4, !dbg !38
  %1482 = icmp slt i32 %1303, %4, !dbg !38
  %1483 = icmp slt i32 %1304, %4, !dbg !38
  %1484 = select i1 %1480, float %1448, float 0xFFF0000000000000, !dbg !39
  %1485 = select i1 %1480, float %1449, float 0xFFF0000000000000, !dbg !39
  %1486 = select i1 %1480, float %1450, float 0xFFF0000000000000, !dbg !39
  %1487 = select i1 %1480, float %1451, float 0xFFF0000000000000, !dbg !39
  %1488 = select i1 %1480, float %1452, float 0xFFF0000000000000, !dbg !39
  %1489 = select i1 %1480, float %1453, float 0xFFF0000000000000, !dbg !39
  %1490 = select i1 %1480, float %1454, float 0xFFF0000000000000, !dbg !39
  %1491 = select i1 %1480, float %1455, float 0xFFF0000000000000, !dbg !39
  %1492 = select i1 %1481, float %1456, float 0xFFF0000000000000, !dbg !39
  %1493 = select i1 %1481, float %1457, float 0xFFF0000000000000, !dbg !39
  %1494 = select i1 %1481, float %1458, float 0xFFF0000000000000, !dbg !39
  %1495 = select i1 %1481, float %1459, float 0xFFF0000000000000, !dbg !39
  %1496 = select i1 %1481, float %1460, float 0xFFF0000000000000, !dbg !39
  %1497 = select i1 %1481, float %1461, float 0xFFF0000000000000, !dbg !39
  %1498 = select i1 %1481, float %1462, float 0xFFF0000000000000, !dbg !39
  %1499 = select i1 %1481, float %1463, float 0xFFF0000000000000, !dbg !39
  %1500 = select i1 %1482, float %1464, float 0xFFF0000000000000, !dbg !39
  %1501 = select i1 %1482, float %1465, float 0xFFF0000000000000, !dbg !39
  %1502 = select i1 %1482, float %1466, float 0xFFF0000000000000, !dbg !39
  %1503 = select i1 %1482, float %1467, float 0xFFF0000000000000, !dbg !39
  %1504 = select i1 %1482, float %1468, float 0xFFF0000000000000, !dbg !39
  %1505 = select i1 %1482, float %1469, float 0xFFF0000000000000, !dbg !39
  %1506 = select i1 %1482, float %1470, float 0xFFF0000000000000, !dbg !39
  %1507 = select i1 %1482, float %1471, float 0xFFF0000000000000, !dbg !39
  %1508 = select i1 %1483, float %1472, float 0xFFF0000000000000, !dbg !39
  %1509 = select i1 %1483, float %1473, float 0xFFF0000000000000, !dbg !39
  %1510 = select i1 %1483, float %1474, float 0xFFF0000000000000, !dbg !39
  %1511 = select i1 %1483, float %1475, float 0xFFF0000000000000, !dbg !39
  %1512 = select i1 %1483, float %1476, float 0xFFF0000000000000, !dbg !39
  %1513 = select i1 %1483, float %1477, float 0xFFF0000000000000, !dbg !39
  %1514 = select i1 %1483, float %1478, float 0xFFF0000000000000, !dbg !39
  %1515 = select i1 %1483, float %1479, float 0xFFF0000000000000, !dbg !39
  %1516 = tail call float @llvm.maxnum.f32(float %1484, float %1485), !dbg !40
  %1517 = tail call float @llvm.maxnum.f32(float %1516, float %1486), !dbg !40
  %1518 = tail call float @llvm.maxnum.f32(float %1517, float %1487), !dbg !40
  %1519 = tail call float @llvm.maxnum.f32(float %1518, float %1488), !dbg !40
  %1520 = tail call float @llvm.maxnum.f32(float %1519, float %1489), !dbg !40
  %1521 = tail call float @llvm.maxnum.f32(float %1520, float %1490), !dbg !40
  %1522 = tail call float @llvm.maxnum.f32(float %1521, float %1491), !dbg !40
  %1523 = tail call float @llvm.maxnum.f32(float %1522, float %1492), !dbg !40
  %1524 = tail call float @llvm.maxnum.f32(float %1523, float %1493), !dbg !40
  %1525 = tail call float @llvm.maxnum.f32(float %1524, float %1494), !dbg !40
  %1526 = tail call float @llvm.maxnum.f32(float %1525, float %1495), !dbg !40
  %1527 = tail call float @llvm.maxnum.f32(float %1526, float %1496), !dbg !40
  %1528 = tail call float @llvm.maxnum.f32(float %1527, float %1497), !dbg !40
  %1529 = tail call float @llvm.maxnum.f32(float %1528, float %1498), !dbg !40
  %1530 = tail call float @llvm.maxnum.f32(float %1529, float %1499), !dbg !40
  %1531 = tail call float @llvm.maxnum.f32(float %1530, float %1500), !dbg !40
  %1532 = tail call float @llvm.maxnum.f32(float %1531, float %1501), !dbg !40
  %1533 = tail call float @llvm.maxnum.f32(float %1532, float %1502), !dbg !40
  %1534 = tail call float @llvm.maxnum.f32(float %1533, float %1503), !dbg !40
  %1535 = tail call float @llvm.maxnum.f32(float %1534, float %1504), !dbg !40
  %1536 = tail call float @llvm.maxnum.f32(float %1535, float %1505), !dbg !40
  %1537 = tail call float @llvm.maxnum.f32(float %1536, float %1506), !dbg !40
  %1538 = tail call float @llvm.maxnum.f32(float %1537, float %1507), !dbg !40
  %1539 = tail call float @llvm.maxnum.f32(float %1538, float %1508), !dbg !40
  %1540 = tail call float @llvm.maxnum.f32(float %1539, float %1509), !dbg !40
  %1541 = tail call float @llvm.maxnum.f32(float %1540, float %1510), !dbg !40
  %1542 = tail call float @llvm.maxnum.f32(float %1541, float %1511), !dbg !40
  %1543 = tail call float @llvm.maxnum.f32(float %1542, float %1512), !dbg !40
  %1544 = tail call float @llvm.maxnum.f32(float %1543, float %1513), !dbg !40
  %1545 = tail call float @llvm.maxnum.f32(float %1544, float %1514), !dbg !40
  %1546 = tail call float @llvm.maxnum.f32(float %1545, float %1515), !dbg !40
  %1547 = bitcast float %1546 to i32, !dbg !43
  %1548 = shl nuw nsw i32 %19, 2, !dbg !43
  %1549 = xor i32 %1548, 128, !dbg !43
  %1550 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %1549, i32 %1547), !dbg !43
  %1551 = bitcast i32 %1550 to float, !dbg !43
  %1552 = tail call float @llvm.maxnum.f32(float %1546, float %1551), !dbg !40
  %1553 = tail call float @llvm.maxnum.f32(float %.lcssa38, float %1552), !dbg !46
  %1554 = fsub float %1484, %1553, !dbg !47
  %1555 = fsub float %1485, %1553, !dbg !47
  %1556 = fsub float %1486, %1553, !dbg !47
  %1557 = fsub float %1487, %1553, !dbg !47
  %1558 = fsub float %1488, %1553, !dbg !47
  %1559 = fsub float %1489, %1553, !dbg !47
  %1560 = fsub float %1490, %1553, !dbg !47
  %1561 = fsub float %1491, %1553, !dbg !47
  %1562 = fsub float %1492, %1553, !dbg !47
  %1563 = fsub float %1493, %1553, !dbg !47
  %1564 = fsub float %1494, %1553, !dbg !47
  %1565 = fsub float %1495, %1553, !dbg !47
  %1566 = fsub float %1496, %1553, !dbg !47
  %1567 = fsub float %1497, %1553, !dbg !47
  %1568 = fsub float %1498, %1553, !dbg !47
  %1569 = fsub float %1499, %1553, !dbg !47
  %1570 = fsub float %1500, %1553, !dbg !47
  %1571 = fsub float %1501, %1553, !dbg !47
  %1572 = fsub float %1502, %1553, !dbg !47
  %1573 = fsub float %1503, %1553, !dbg !47
  %1574 = fsub float %1504, %1553, !dbg !47
  %1575 = fsub float %1505, %1553, !dbg !47
  %1576 = fsub float %1506, %1553, !dbg !47
  %1577 = fsub float %1507, %1553, !dbg !47
  %1578 = fsub float %1508, %1553, !dbg !47
  %1579 = fsub float %1509, %1553, !dbg !47
  %1580 = fsub float %1510, %1553, !dbg !47
  %1581 = fsub float %1511, %1553, !dbg !47
  %1582 = fsub float %1512, %1553, !dbg !47
  %1583 = fsub float %1513, %1553, !dbg !47
  %1584 = fsub float %1514, %1553, !dbg !47
  %1585 = fsub float %1515, %1553, !dbg !47
  %1586 = tail call float @llvm.amdgcn.exp2.f32(float %1554), !dbg !48
  %1587 = tail call float @llvm.amdgcn.exp2.f32(float %1555), !dbg !48
  %1588 = tail call float @llvm.amdgcn.exp2.f32(float %1556), !dbg !48
  %1589 = tail call float @llvm.amdgcn.exp2.f32(float %1557), !dbg !48
  %1590 = tail call float @llvm.amdgcn.exp2.f32(float %1558), !dbg !48
  %1591 = tail call float @llvm.amdgcn.exp2.f32(float %1559), !dbg !48
  %1592 = tail call float @llvm.amdgcn.exp2.f32(float %1560), !dbg !48
  %1593 = tail call float @llvm.amdgcn.exp2.f32(float %1561), !dbg !48
  %1594 = tail call float @llvm.amdgcn.exp2.f32(float %1562), !dbg !48
  %1595 = tail call float @llvm.amdgcn.exp2.f32(float %1563), !dbg !48
  %1596 = tail call float @llvm.amdgcn.exp2.f32(float %1564), !dbg !48
  %1597 = tail call float @llvm.amdgcn.exp2.f32(float %1565), !dbg !48
  %1598 = tail call float @llvm.amdgcn.exp2.f32(float %1566), !dbg !48
  %1599 = tail call float @llvm.amdgcn.exp2.f32(float %1567), !dbg !48
  %1600 = tail call float @llvm.amdgcn.exp2.f32(float %1568), !dbg !48
  %1601 = tail call float @llvm.amdgcn.exp2.f32(float %1569), !dbg !48
  %1602 = tail call float @llvm.amdgcn.exp2.f32(float %1570), !dbg !48
  %1603 = tail call float @llvm.amdgcn.exp2.f32(float %1571), !dbg !48
  %1604 = tail call float @llvm.amdgcn.exp2.f32(float %1572), !dbg !48
  %1605 = tail call float @llvm.amdgcn.exp2.f32(float %1573), !dbg !48
  %1606 = tail call float @llvm.amdgcn.exp2.f32(float %1574), !dbg !48
  %1607 = tail call float @llvm.amdgcn.exp2.f32(float %1575), !dbg !48
  %1608 = tail call float @llvm.amdgcn.exp2.f32(float %1576), !dbg !48
  %1609 = tail call float @llvm.amdgcn.exp2.f32(float %1577), !dbg !48
  %1610 = tail call float @llvm.amdgcn.exp2.f32(float %1578), !dbg !48
  %1611 = tail call float @llvm.amdgcn.exp2.f32(float %1579), !dbg !48
  %1612 = tail call float @llvm.amdgcn.exp2.f32(float %1580), !dbg !48
  %1613 = tail call float @llvm.amdgcn.exp2.f32(float %1581), !dbg !48
  %1614 = tail call float @llvm.amdgcn.exp2.f32(float %1582), !dbg !48
  %1615 = tail call float @llvm.amdgcn.exp2.f32(float %1583), !dbg !48
  %1616 = tail call float @llvm.amdgcn.exp2.f32(float %1584), !dbg !48
  %1617 = tail call float @llvm.amdgcn.exp2.f32(float %1585), !dbg !48
  %1618 = fsub float %.lcssa38, %1553, !dbg !49
  %1619 = tail call float @llvm.amdgcn.exp2.f32(float %1618), !dbg !50
  %1620 = fadd float %1586, %1587, !dbg !52
  %1621 = fadd float %1588, %1620, !dbg !52
  %1622 = fadd float %1589, %1621, !dbg !52
  %1623 = fadd float %1590, %1622, !dbg !52
  %1624 = fadd float %1591, %1623, !dbg !52
  %1625 = fadd float %1592, %1624, !dbg !52
  %1626 = fadd float %1593, %1625, !dbg !52
  %1627 = fadd float %1594, %1626, !dbg !52
  %1628 = fadd float %1595, %1627, !dbg !52
  %1629 = fadd float %1596, %1628, !dbg !52
  %1630 = fadd float %1597, %1629, !dbg !52
  %1631 = fadd float %1598, %1630, !dbg !52
  %1632 = fadd float %1599, %1631, !dbg !52
  %1633 = fadd float %1600, %1632, !dbg !52
  %1634 = fadd float %1601, %1633, !dbg !52
  %1635 = fadd float %1602, %1634, !dbg !52
  %1636 = fadd float %1603, %1635, !dbg !52
  %1637 = fadd float %1604, %1636, !dbg !52
  %1638 = fadd float %1605, %1637, !dbg !52
  %1639 = fadd float %1606, %1638, !dbg !52
  %1640 = fadd float %1607, %1639, !dbg !52
  %1641 = fadd float %1608, %1640, !dbg !52
  %1642 = fadd float %1609, %1641, !dbg !52
  %1643 = fadd float %1610, %1642, !dbg !52
  %1644 = fadd float %1611, %1643, !dbg !52
  %1645 = fadd float %1612, %1644, !dbg !52
  %1646 = fadd float %1613, %1645, !dbg !52
  %1647 = fadd float %1614, %1646, !dbg !52
  %1648 = fadd float %1615, %1647, !dbg !52
  %1649 = fadd float %1616, %1648, !dbg !52
  %1650 = fadd float %1617, %1649, !dbg !52
  %1651 = bitcast float %1650 to i32, !dbg !53
  %1652 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %1549, i32 %1651), !dbg !53
  %1653 = shl nuw nsw i32 %20, 2, !dbg !56
  %1654 = shl nuw nsw i32 %45, 1, !dbg !56
  %1655 = or disjoint i32 %1653, %1654, !dbg !56
  %1656 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1655, !dbg !56
  %1657 = insertelement <1 x float> poison, float %1619, i64 0, !dbg !56
  store <1 x float> %1657, ptr addrspace(3) %1656, align 4, !dbg !56
  fence syncscope("workgroup") release, !dbg !56
  tail call void @llvm.amdgcn.s.barrier(), !dbg !56
  fence syncscope("workgroup") acquire, !dbg !56
  %1658 = or disjoint i32 %1653, %21, !dbg !56
  %1659 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1658, !dbg !56
  %1660 = load <1 x float>, ptr addrspace(3) %1659, align 4, !dbg !56
  %1661 = fptrunc float %1586 to half, !dbg !57
  %1662 = fptrunc float %1587 to half, !dbg !57
  %1663 = fptrunc float %1588 to half, !dbg !57
  %1664 = fptrunc float %1589 to half, !dbg !57
  %1665 = fptrunc float %1590 to half, !dbg !57
  %1666 = fptrunc float %1591 to half, !dbg !57
  %1667 = fptrunc float %1592 to half, !dbg !57
  %1668 = fptrunc float %1593 to half, !dbg !57
  %1669 = fptrunc float %1594 to half, !dbg !57
  %1670 = fptrunc float %1595 to half, !dbg !57
  %1671 = fptrunc float %1596 to half, !dbg !57
  %1672 = fptrunc float %1597 to half, !dbg !57
  %1673 = fptrunc float %1598 to half, !dbg !57
  %1674 = fptrunc float %1599 to half, !dbg !57
  %1675 = fptrunc float %1600 to half, !dbg !57
  %1676 = fptrunc float %1601 to half, !dbg !57
  %1677 = fptrunc float %1602 to half, !dbg !57
  %1678 = fptrunc float %1603 to half, !dbg !57
  %1679 = fptrunc float %1604 to half, !dbg !57
  %1680 = fptrunc float %1605 to half, !dbg !57
  %1681 = fptrunc float %1606 to half, !dbg !57
  %1682 = fptrunc float %1607 to half, !dbg !57
  %1683 = fptrunc float %1608 to half, !dbg !57
  %1684 = fptrunc float %1609 to half, !dbg !57
  %1685 = fptrunc float %1610 to half, !dbg !57
  %1686 = fptrunc float %1611 to half, !dbg !57
  %1687 = fptrunc float %1612 to half, !dbg !57
  %1688 = fptrunc float %1613 to half, !dbg !57
  %1689 = fptrunc float %1614 to half, !dbg !57
  %1690 = fptrunc float %1615 to half, !dbg !57
  %1691 = fptrunc float %1616 to half, !dbg !57
  %1692 = fptrunc float %1617 to half, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1693 = shl nuw nsw i32 %20, 1, !dbg !57
  %1694 = shl nuw nsw i32 %28, 4, !dbg !57
  %1695 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %1694, !dbg !57
  %1696 = getelementptr inbounds nuw i8, ptr addrspace(3) %1695, i32 %45, !dbg !57
  %1697 = getelementptr inbounds nuw i8, ptr addrspace(3) %1696, i32 %1693, !dbg !57
  %1698 = insertelement <1 x half> poison, half %1661, i64 0, !dbg !57
  store <1 x half> %1698, ptr addrspace(3) %1697, align 2, !dbg !57
  %1699 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 128, !dbg !57
  %1700 = insertelement <1 x half> poison, half %1662, i64 0, !dbg !57
  store <1 x half> %1700, ptr addrspace(3) %1699, align 2, !dbg !57
  %1701 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 256, !dbg !57
  %1702 = insertelement <1 x half> poison, half %1663, i64 0, !dbg !57
  store <1 x half> %1702, ptr addrspace(3) %1701, align 2, !dbg !57
  %1703 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 384, !dbg !57
  %1704 = insertelement <1 x half> poison, half %1664, i64 0, !dbg !57
  store <1 x half> %1704, ptr addrspace(3) %1703, align 2, !dbg !57
  %1705 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 1024, !dbg !57
  %1706 = insertelement <1 x half> poison, half %1665, i64 0, !dbg !57
  store <1 x half> %1706, ptr addrspace(3) %1705, align 2, !dbg !57
  %1707 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 1152, !dbg !57
  %1708 = insertelement <1 x half> poison, half %1666, i64 0, !dbg !57
  store <1 x half> %1708, ptr addrspace(3) %1707, align 2, !dbg !57
  %1709 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 1280, !dbg !57
  %1710 = insertelement <1 x half> poison, half %1667, i64 0, !dbg !57
  store <1 x half> %1710, ptr addrspace(3) %1709, align 2, !dbg !57
  %1711 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 1408, !dbg !57
  %1712 = insertelement <1 x half> poison, half %1668, i64 0, !dbg !57
  store <1 x half> %1712, ptr addrspace(3) %1711, align 2, !dbg !57
  %1713 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 2048, !dbg !57
  %1714 = insertelement <1 x half> poison, half %1669, i64 0, !dbg !57
  store <1 x half> %1714, ptr addrspace(3) %1713, align 2, !dbg !57
  %1715 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 2176, !dbg !57
  %1716 = insertelement <1 x half> poison, half %1670, i64 0, !dbg !57
  store <1 x half> %1716, ptr addrspace(3) %1715, align 2, !dbg !57
  %1717 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 2304, !dbg !57
  %1718 = insertelement <1 x half> poison, half %1671, i64 0, !dbg !57
  store <1 x half> %1718, ptr addrspace(3) %1717, align 2, !dbg !57
  %1719 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 2432, !dbg !57
  %1720 = insertelement <1 x half> poison, half %1672, i64 0, !dbg !57
  store <1 x half> %1720, ptr addrspace(3) %1719, align 2, !dbg !57
  %1721 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 3072, !dbg !57
  %1722 = insertelement <1 x half> poison, half %1673, i64 0, !dbg !57
  store <1 x half> %1722, ptr addrspace(3) %1721, align 2, !dbg !57
  %1723 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 3200, !dbg !57
  %1724 = insertelement <1 x half> poison, half %1674, i64 0, !dbg !57
  store <1 x half> %1724, ptr addrspace(3) %1723, align 2, !dbg !57
  %1725 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 3328, !dbg !57
  %1726 = insertelement <1 x half> poison, half %1675, i64 0, !dbg !57
  store <1 x half> %1726, ptr addrspace(3) %1725, align 2, !dbg !57
  %1727 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 3456, !dbg !57
  %1728 = insertelement <1 x half> poison, half %1676, i64 0, !dbg !57
  store <1 x half> %1728, ptr addrspace(3) %1727, align 2, !dbg !57
  %1729 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 4096, !dbg !57
  %1730 = insertelement <1 x half> poison, half %1677, i64 0, !dbg !57
  store <1 x half> %1730, ptr addrspace(3) %1729, align 2, !dbg !57
  %1731 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 4224, !dbg !57
  %1732 = insertelement <1 x half> poison, half %1678, i64 0, !dbg !57
  store <1 x half> %1732, ptr addrspace(3) %1731, align 2, !dbg !57
  %1733 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 4352, !dbg !57
  %1734 = insertelement <1 x half> poison, half %1679, i64 0, !dbg !57
  store <1 x half> %1734, ptr addrspace(3) %1733, align 2, !dbg !57
  %1735 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 4480, !dbg !57
  %1736 = insertelement <1 x half> poison, half %1680, i64 0, !dbg !57
  store <1 x half> %1736, ptr addrspace(3) %1735, align 2, !dbg !57
  %1737 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 5120, !dbg !57
  %1738 = insertelement <1 x half> poison, half %1681, i64 0, !dbg !57
  store <1 x half> %1738, ptr addrspace(3) %1737, align 2, !dbg !57
  %1739 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 5248, !dbg !57
  %1740 = insertelement <1 x half> poison, half %1682, i64 0, !dbg !57
  store <1 x half> %1740, ptr addrspace(3) %1739, align 2, !dbg !57
  %1741 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 5376, !dbg !57
  %1742 = insertelement <1 x half> poison, half %1683, i64 0, !dbg !57
  store <1 x half> %1742, ptr addrspace(3) %1741, align 2, !dbg !57
  %1743 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 5504, !dbg !57
  %1744 = insertelement <1 x half> poison, half %1684, i64 0, !dbg !57
  store <1 x half> %1744, ptr addrspace(3) %1743, align 2, !dbg !57
  %1745 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 6144, !dbg !57
  %1746 = insertelement <1 x half> poison, half %1685, i64 0, !dbg !57
  store <1 x half> %1746, ptr addrspace(3) %1745, align 2, !dbg !57
  %1747 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 6272, !dbg !57
  %1748 = insertelement <1 x half> poison, half %1686, i64 0, !dbg !57
  store <1 x half> %1748, ptr addrspace(3) %1747, align 2, !dbg !57
  %1749 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 6400, !dbg !57
  %1750 = insertelement <1 x half> poison, half %1687, i64 0, !dbg !57
  store <1 x half> %1750, ptr addrspace(3) %1749, align 2, !dbg !57
  %1751 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 6528, !dbg !57
  %1752 = insertelement <1 x half> poison, half %1688, i64 0, !dbg !57
  store <1 x half> %1752, ptr addrspace(3) %1751, align 2, !dbg !57
  %1753 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 7168, !dbg !57
  %1754 = insertelement <1 x half> poison, half %1689, i64 0, !dbg !57
  store <1 x half> %1754, ptr addrspace(3) %1753, align 2, !dbg !57
  %1755 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 7296, !dbg !57
  %1756 = insertelement <1 x half> poison, half %1690, i64 0, !dbg !57
  store <1 x half> %1756, ptr addrspace(3) %1755, align 2, !dbg !57
  %1757 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 7424, !dbg !57
  %1758 = insertelement <1 x half> poison, half %1691, i64 0, !dbg !57
  store <1 x half> %1758, ptr addrspace(3) %1757, align 2, !dbg !57
  %1759 = getelementptr inbounds nuw i8, ptr addrspace(3) %1697, i32 7552, !dbg !57
  %1760 = insertelement <1 x half> poison, half %1692, i64 0, !dbg !57
  store <1 x half> %1760, ptr addrspace(3) %1759, align 2, !dbg !57
  tail call void @llvm.amdgcn.s.waitcnt(i32 49279), !dbg !57
  tail call void @llvm.amdgcn.s.barrier(), !dbg !57
  %1761 = extractelement <2 x float> %1287, i64 0, !dbg !58
  %1762 = extractelement <2 x float> %1287, i64 1, !dbg !58
  %1763 = extractelement <2 x float> %1288, i64 0, !dbg !58
  %1764 = extractelement <2 x float> %1288, i64 1, !dbg !58
  %1765 = extractelement <2 x float> %1289, i64 0, !dbg !58
  %1766 = extractelement <2 x float> %1289, i64 1, !dbg !58
  %1767 = extractelement <2 x float> %1290, i64 0, !dbg !58
  %1768 = extractelement <2 x float> %1290, i64 1, !dbg !58
  %1769 = extractelement <2 x float> %1291, i64 0, !dbg !58
  %1770 = extractelement <2 x float> %1291, i64 1, !dbg !58
  %1771 = extractelement <2 x float> %1292, i64 0, !dbg !58
  %1772 = extractelement <2 x float> %1292, i64 1, !dbg !58
  %1773 = extractelement <2 x float> %1293, i64 0, !dbg !58
  %1774 = extractelement <2 x float> %1293, i64 1, !dbg !58
  %1775 = extractelement <2 x float> %1294, i64 0, !dbg !58
  %1776 = extractelement <2 x float> %1294, i64 1, !dbg !58
  br i1 %1300, label %1777, label %1921, !dbg !58

1777:                                             ; preds = %1415
  %1778 = fmul float %.lcssa37, %1619, !dbg !51
  %1779 = bitcast i32 %1652 to float, !dbg !53
  %1780 = fadd float %1650, %1779, !dbg !52
  %1781 = fadd float %1778, %1780, !dbg !55
  %1782 = lshr exact i32 %21, 1, !dbg !57
  %1783 = getelementptr inbounds nuw i8, ptr addrspace(3) %1695, i32 %1782, !dbg !57
  %1784 = getelementptr inbounds nuw i8, ptr addrspace(3) %1783, i32 %1693, !dbg !57
  %1785 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 7552, !dbg !57
  %1786 = load <1 x half>, ptr addrspace(3) %1785, align 2, !dbg !57
  %1787 = shufflevector <1 x half> %1786, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1788 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 7424, !dbg !57
  %1789 = load <1 x half>, ptr addrspace(3) %1788, align 2, !dbg !57
  %1790 = shufflevector <1 x half> %1789, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1791 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 7296, !dbg !57
  %1792 = load <1 x half>, ptr addrspace(3) %1791, align 2, !dbg !57
  %1793 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 7168, !dbg !57
  %1794 = load <1 x half>, ptr addrspace(3) %1793, align 2, !dbg !57
  %1795 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 6528, !dbg !57
  %1796 = load <1 x half>, ptr addrspace(3) %1795, align 2, !dbg !57
  %1797 = shufflevector <1 x half> %1796, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1798 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 6400, !dbg !57
  %1799 = load <1 x half>, ptr addrspace(3) %1798, align 2, !dbg !57
  %1800 = shufflevector <1 x half> %1799, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1801 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 6272, !dbg !57
  %1802 = load <1 x half>, ptr addrspace(3) %1801, align 2, !dbg !57
  %1803 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 6144, !dbg !57
  %1804 = load <1 x half>, ptr addrspace(3) %1803, align 2, !dbg !57
  %1805 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 5504, !dbg !57
  %1806 = load <1 x half>, ptr addrspace(3) %1805, align 2, !dbg !57
  %1807 = shufflevector <1 x half> %1806, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1808 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 5376, !dbg !57
  %1809 = load <1 x half>, ptr addrspace(3) %1808, align 2, !dbg !57
  %1810 = shufflevector <1 x half> %1809, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1811 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 5248, !dbg !57
  %1812 = load <1 x half>, ptr addrspace(3) %1811, align 2, !dbg !57
  %1813 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 5120, !dbg !57
  %1814 = load <1 x half>, ptr addrspace(3) %1813, align 2, !dbg !57
  %1815 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 4480, !dbg !57
  %1816 = load <1 x half>, ptr addrspace(3) %1815, align 2, !dbg !57
  %1817 = shufflevector <1 x half> %1816, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1818 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 4352, !dbg !57
  %1819 = load <1 x half>, ptr addrspace(3) %1818, align 2, !dbg !57
  %1820 = shufflevector <1 x half> %1819, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1821 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 4224, !dbg !57
  %1822 = load <1 x half>, ptr addrspace(3) %1821, align 2, !dbg !57
  %1823 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 4096, !dbg !57
  %1824 = load <1 x half>, ptr addrspace(3) %1823, align 2, !dbg !57
  %1825 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 3456, !dbg !57
  %1826 = load <1 x half>, ptr addrspace(3) %1825, align 2, !dbg !57
  %1827 = shufflevector <1 x half> %1826, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1828 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 3328, !dbg !57
  %1829 = load <1 x half>, ptr addrspace(3) %1828, align 2, !dbg !57
  %1830 = shufflevector <1 x half> %1829, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1831 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 3200, !dbg !57
  %1832 = load <1 x half>, ptr addrspace(3) %1831, align 2, !dbg !57
  %1833 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 3072, !dbg !57
  %1834 = load <1 x half>, ptr addrspace(3) %1833, align 2, !dbg !57
  %1835 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 2432, !dbg !57
  %1836 = load <1 x half>, ptr addrspace(3) %1835, align 2, !dbg !57
  %1837 = shufflevector <1 x half> %1836, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1838 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 2304, !dbg !57
  %1839 = load <1 x half>, ptr addrspace(3) %1838, align 2, !dbg !57
  %1840 = shufflevector <1 x half> %1839, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1841 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 2176, !dbg !57
  %1842 = load <1 x half>, ptr addrspace(3) %1841, align 2, !dbg !57
  %1843 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 2048, !dbg !57
  %1844 = load <1 x half>, ptr addrspace(3) %1843, align 2, !dbg !57
  %1845 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 1408, !dbg !57
  %1846 = load <1 x half>, ptr addrspace(3) %1845, align 2, !dbg !57
  %1847 = shufflevector <1 x half> %1846, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1848 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 1280, !dbg !57
  %1849 = load <1 x half>, ptr addrspace(3) %1848, align 2, !dbg !57
  %1850 = shufflevector <1 x half> %1849, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1851 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 1152, !dbg !57
  %1852 = load <1 x half>, ptr addrspace(3) %1851, align 2, !dbg !57
  %1853 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 1024, !dbg !57
  %1854 = load <1 x half>, ptr addrspace(3) %1853, align 2, !dbg !57
  %1855 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 384, !dbg !57
  %1856 = load <1 x half>, ptr addrspace(3) %1855, align 2, !dbg !57
  %1857 = shufflevector <1 x half> %1856, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1858 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 256, !dbg !57
  %1859 = load <1 x half>, ptr addrspace(3) %1858, align 2, !dbg !57
  %1860 = shufflevector <1 x half> %1859, <1 x half> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %1861 = getelementptr inbounds nuw i8, ptr addrspace(3) %1784, i32 128, !dbg !57
  %1862 = load <1 x half>, ptr addrspace(3) %1861, align 2, !dbg !57
  %1863 = load <1 x half>, ptr addrspace(3) %1784, align 2, !dbg !57
  %1864 = shufflevector <1 x half> %1863, <1 x half> %1862, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1865 = shufflevector <4 x half> %1864, <4 x half> %1860, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1866 = shufflevector <4 x half> %1865, <4 x half> %1857, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1867 = shufflevector <1 x half> %1854, <1 x half> %1852, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1868 = shufflevector <4 x half> %1867, <4 x half> %1850, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1869 = shufflevector <4 x half> %1868, <4 x half> %1847, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1870 = shufflevector <1 x half> %1844, <1 x half> %1842, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1871 = shufflevector <4 x half> %1870, <4 x half> %1840, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1872 = shufflevector <4 x half> %1871, <4 x half> %1837, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1873 = shufflevector <1 x half> %1834, <1 x half> %1832, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1874 = shufflevector <4 x half> %1873, <4 x half> %1830, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1875 = shufflevector <4 x half> %1874, <4 x half> %1827, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1876 = shufflevector <1 x half> %1824, <1 x half> %1822, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1877 = shufflevector <4 x half> %1876, <4 x half> %1820, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1878 = shufflevector <4 x half> %1877, <4 x half> %1817, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1879 = shufflevector <1 x half> %1814, <1 x half> %1812, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1880 = shufflevector <4 x half> %1879, <4 x half> %1810, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1881 = shufflevector <4 x half> %1880, <4 x half> %1807, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1882 = shufflevector <1 x half> %1804, <1 x half> %1802, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1883 = shufflevector <4 x half> %1882, <4 x half> %1800, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1884 = shufflevector <4 x half> %1883, <4 x half> %1797, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1885 = shufflevector <1 x half> %1794, <1 x half> %1792, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !58
  %1886 = shufflevector <4 x half> %1885, <4 x half> %1790, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !58
  %1887 = shufflevector <4 x half> %1886, <4 x half> %1787, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !58
  %1888 = shufflevector <2 x float> %1287, <2 x float> %1288, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1889 = shufflevector <2 x float> %1289, <2 x float> %1290, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1890 = shufflevector <2 x float> %1291, <2 x float> %1292, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1891 = shufflevector <2 x float> %1293, <2 x float> %1294, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !58
  %1892 = shufflevector <4 x float> %1888, <4 x float> %1889, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1893 = shufflevector <4 x float> %1890, <4 x float> %1891, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>, !dbg !58
  %1894 = shufflevector <8 x float> %1892, <8 x float> %1893, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, !dbg !58
  %1895 = shufflevector <1 x float> %1660, <1 x float> poison, <16 x i32> zeroinitializer, !dbg !58
  %1896 = fmul <16 x float> %1894, %1895, !dbg !58
  %1897 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1311, <4 x half> %1866, <16 x float> %1896, i32 0, i32 0, i32 0), !dbg !58
  %1898 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1314, <4 x half> %1869, <16 x float> %1897, i32 0, i32 0, i32 0), !dbg !58
  %1899 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1317, <4 x half> %1872, <16 x float> %1898, i32 0, i32 0, i32 0), !dbg !58
  %1900 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1320, <4 x half> %1875, <16 x float> %1899, i32 0, i32 0, i32 0), !dbg !58
  %1901 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1323, <4 x half> %1878, <16 x float> %1900, i32 0, i32 0, i32 0), !dbg !58
  %1902 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1326, <4 x half> %1881, <16 x float> %1901, i32 0, i32 0, i32 0), !dbg !58
  %1903 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1329, <4 x half> %1884, <16 x float> %1902, i32 0, i32 0, i32 0), !dbg !58
  %1904 = tail call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half> %1332, <4 x half> %1887, <16 x float> %1903, i32 0, i32 0, i32 0), !dbg !58
  %1905 = extractelement <16 x float> %1904, i64 0, !dbg !58
  %1906 = extractelement <16 x float> %1904, i64 1, !dbg !58
  %1907 = extractelement <16 x float> %1904, i64 2, !dbg !58
  %1908 = extractelement <16 x float> %1904, i64 3, !dbg !58
  %1909 = extractelement <16 x float> %1904, i64 4, !dbg !58
  %1910 = extractelement <16 x float> %1904, i64 5, !dbg !58
  %1911 = extractelement <16 x float> %1904, i64 6, !dbg !58
  %1912 = extractelement <16 x float> %1904, i64 7, !dbg !58
  %1913 = extractelement <16 x float> %1904, i64 8, !dbg !58
  %1914 = extractelement <16 x float> %1904, i64 9, !dbg !58
  %1915 = extractelement <16 x float> %1904, i64 10, !dbg !58
  %1916 = extractelement <16 x float> %1904, i64 11, !dbg !58
  %1917 = extractelement <16 x float> %1904, i64 12, !dbg !58
  %1918 = extractelement <16 x float> %1904, i64 13, !dbg !58
  %1919 = extractelement <16 x float> %1904, i64 14, !dbg !58
  %1920 = extractelement <16 x float> %1904, i64 15, !dbg !58
  br label %1921, !dbg !58

1921:                                             ; preds = %1777, %1415
  %1922 = phi float [ %1920, %1777 ], [ %1776, %1415 ]
  %1923 = phi float [ %1919, %1777 ], [ %1775, %1415 ]
  %1924 = phi float [ %1918, %1777 ], [ %1774, %1415 ]
  %1925 = phi float [ %1917, %1777 ], [ %1773, %1415 ]
  %1926 = phi float [ %1916, %1777 ], [ %1772, %1415 ]
  %1927 = phi float [ %1915, %1777 ], [ %1771, %1415 ]
  %1928 = phi float [ %1914, %1777 ], [ %1770, %1415 ]
  %1929 = phi float [ %1913, %1777 ], [ %1769, %1415 ]
  %1930 = phi float [ %1912, %1777 ], [ %1768, %1415 ]
  %1931 = phi float [ %1911, %1777 ], [ %1767, %1415 ]
  %1932 = phi float [ %1910, %1777 ], [ %1766, %1415 ]
  %1933 = phi float [ %1909, %1777 ], [ %1765, %1415 ]
  %1934 = phi float [ %1908, %1777 ], [ %1764, %1415 ]
  %1935 = phi float [ %1907, %1777 ], [ %1763, %1415 ]
  %1936 = phi float [ %1906, %1777 ], [ %1762, %1415 ]
  %1937 = phi float [ %1905, %1777 ], [ %1761, %1415 ]
  %1938 = phi float [ %1781, %1777 ], [ %.lcssa37, %1415 ]
  %1939 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1655, !dbg !63
  %1940 = insertelement <1 x float> poison, float %1938, i64 0, !dbg !63
  store <1 x float> %1940, ptr addrspace(3) %1939, align 4, !dbg !63
  fence syncscope("workgroup") release, !dbg !63
  tail call void @llvm.amdgcn.s.barrier(), !dbg !63
  fence syncscope("workgroup") acquire, !dbg !63
  br i1 %37, label %.critedge, label %.critedge4, !dbg !64

.critedge:                                        ; preds = %1921
  %1941 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %1658, !dbg !63
  %1942 = load <1 x float>, ptr addrspace(3) %1941, align 4, !dbg !63
  %1943 = extractelement <1 x float> %1942, i64 0, !dbg !63
  %1944 = fdiv float %1922, %1943, !dbg !63
  %1945 = fptrunc float %1944 to half, !dbg !65
  %1946 = fdiv float %1923, %1943, !dbg !63
  %1947 = fptrunc float %1946 to half, !dbg !65
  %1948 = fdiv float %1924, %1943, !dbg !63
  %1949 = fptrunc float %1948 to half, !dbg !65
  %1950 = fdiv float %1925, %1943, !dbg !63
  %1951 = fptrunc float %1950 to half, !dbg !65
  %1952 = fdiv float %1926, %1943, !dbg !63
  %1953 = fptrunc float %1952 to half, !dbg !65
  %1954 = fdiv float %1927, %1943, !dbg !63
  %1955 = fptrunc float %1954 to half, !dbg !65
  %1956 = fdiv float %1928, %1943, !dbg !63
  %1957 = fptrunc float %1956 to half, !dbg !65
  %1958 = fdiv float %1929, %1943, !dbg !63
  %1959 = fptrunc float %1958 to half, !dbg !65
  %1960 = getelementptr half, ptr addrspace(1) %3, i64 %15, !dbg !66
  %1961 = sext i32 %41 to i64, !dbg !67
  %1962 = getelementptr half, ptr addrspace(1) %1960, i64 %1961, !dbg !67
  %1963 = zext nneg i32 %48 to i64, !dbg !68
  %1964 = getelementptr half, ptr addrspace(1) %1962, i64 %1963, !dbg !68
  %1965 = getelementptr i8, ptr addrspace(1) %1964, i64 48, !dbg !68
  %1966 = getelementptr i8, ptr addrspace(1) %1964, i64 32, !dbg !68
  %1967 = fdiv float %1937, %1943, !dbg !63
  %1968 = fptrunc float %1967 to half, !dbg !65
  %1969 = insertelement <4 x half> poison, half %1968, i64 0, !dbg !64
  %1970 = fdiv float %1936, %1943, !dbg !63
  %1971 = fptrunc float %1970 to half, !dbg !65
  %1972 = insertelement <4 x half> %1969, half %1971, i64 1, !dbg !64
  %1973 = fdiv float %1935, %1943, !dbg !63
  %1974 = fptrunc float %1973 to half, !dbg !65
  %1975 = insertelement <4 x half> %1972, half %1974, i64 2, !dbg !64
  %1976 = fdiv float %1934, %1943, !dbg !63
  %1977 = fptrunc float %1976 to half, !dbg !65
  %1978 = insertelement <4 x half> %1975, half %1977, i64 3, !dbg !64
  %1979 = fdiv float %1930, %1943, !dbg !63
  %1980 = fptrunc float %1979 to half, !dbg !65
  %1981 = fdiv float %1931, %1943, !dbg !63
  %1982 = fptrunc float %1981 to half, !dbg !65
  %1983 = fdiv float %1932, %1943, !dbg !63
  %1984 = fptrunc float %1983 to half, !dbg !65
  %1985 = fdiv float %1933, %1943, !dbg !63
  %1986 = fptrunc float %1985 to half, !dbg !65
  %1987 = getelementptr i8, ptr addrspace(1) %1964, i64 16, !dbg !68
  store <4 x half> %1978, ptr addrspace(1) %1964, align 8, !dbg !64
  %1988 = insertelement <4 x half> poison, half %1986, i64 0, !dbg !64
  %1989 = insertelement <4 x half> %1988, half %1984, i64 1, !dbg !64
  %1990 = insertelement <4 x half> %1989, half %1982, i64 2, !dbg !64
  %1991 = insertelement <4 x half> %1990, half %1980, i64 3, !dbg !64
  store <4 x half> %1991, ptr addrspace(1) %1987, align 8, !dbg !64
  %1992 = insertelement <4 x half> poison, half %1959, i64 0, !dbg !64
  %1993 = insertelement <4 x half> %1992, half %1957, i64 1, !dbg !64
  %1994 = insertelement <4 x half> %1993, half %1955, i64 2, !dbg !64
  %1995 = insertelement <4 x half> %1994, half %1953, i64 3, !dbg !64
  store <4 x half> %1995, ptr addrspace(1) %1966, align 8, !dbg !64
  %1996 = insertelement <4 x half> poison, half %1951, i64 0, !dbg !64
  %1997 = insertelement <4 x half> %1996, half %1949, i64 1, !dbg !64
  %1998 = insertelement <4 x half> %1997, half %1947, i64 2, !dbg !64
  %1999 = insertelement <4 x half> %1998, half %1945, i64 3, !dbg !64
  store <4 x half> %1999, ptr addrspace(1) %1965, align 8, !dbg !64
  br label %.critedge4, !dbg !64

.critedge4:                                       ; preds = %1921, %.critedge
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
!64 = !DILocation(line: 85, column: 70, scope: !7)
!65 = !DILocation(line: 85, column: 77, scope: !7)
!66 = !DILocation(line: 85, column: 17, scope: !7)
!67 = !DILocation(line: 85, column: 24, scope: !7)
!68 = !DILocation(line: 85, column: 54, scope: !7)
!69 = !DILocation(line: 85, column: 4, scope: !7)
