// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The private-array, shared-memory and streaming unroll rules (private_arrays.hpp): which loops get
// `llvm.loop.unroll.full` or `.count`; and which per-thread arrays stayed in memory.
#include "target/private_arrays.hpp"

#include <llvm/ADT/STLExtras.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/Analysis/CodeMetrics.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ScalarEvolution.h>
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Metadata.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/UnrollLoop.h>

#include <algorithm>
#include <cstdint>
#include <optional>

namespace kiln::target {

namespace {

// NVPTX's and AMDGPU's address space of shared memory (LDS).
constexpr unsigned k_shared_address_space = 3;

// The loop ID already names an unroll choice (llvm.loop.unroll.*: the source's pragma, or an
// earlier pass's).
bool has_unroll_choice(const llvm::Loop& loop) {
    const llvm::MDNode* id = loop.getLoopID();
    if (!id) return false;
    for (const llvm::MDOperand& op : llvm::drop_begin(id->operands()))
        if (const auto* node = llvm::dyn_cast<llvm::MDNode>(op); node && node->getNumOperands() > 0)
            if (const auto* name = llvm::dyn_cast<llvm::MDString>(node->getOperand(0)); name && name->getString().starts_with("llvm.loop.unroll."))
                return true;
    return false;
}

bool in_subloop(const llvm::Loop& loop, const llvm::Instruction* i) {
    return llvm::any_of(loop.getSubLoops(), [i](const llvm::Loop* sub) { return sub->contains(i); });
}

bool loop_defined(const llvm::Loop& loop, const llvm::GetElementPtrInst& gep) {
    return llvm::any_of(gep.operands(), [&](const llvm::Value* op) {
        const auto* def = llvm::dyn_cast<llvm::Instruction>(op);
        return def && !loop.isLoopInvariant(op) && !in_subloop(loop, def);
    });
}

// The unroll threshold AMDGPU's TTI would give the loop (AMDGPUTTIImpl::getUnrollingPreferences),
// 0 for LLVM's default: k_private_unroll_threshold for a GEP of the loop's own blocks (not its
// subloops') into a static per-thread array of at most k_private_array_bytes whose address the
// loop computes; k_shared_unroll_threshold for the same into a shared-memory variable (the
// block's first such GEP, in a loop at most two deep), whose loads then take constant offsets.
unsigned unroll_threshold(const llvm::Loop& loop) {
    unsigned threshold = 0;
    for (const llvm::BasicBlock* block : loop.getBlocks()) {
        if (llvm::any_of(loop.getSubLoops(), [block](const llvm::Loop* sub) { return sub->contains(block); })) continue;
        unsigned shared_geps = 0;
        for (const llvm::Instruction& i : *block) {
            const auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&i);
            if (!gep) continue;
            const llvm::Value* base = gep->getPointerOperand();
            if (const auto* array = llvm::dyn_cast<llvm::AllocaInst>(llvm::getUnderlyingObject(base))) {
                if (!array->isStaticAlloca()) continue;
                const std::optional<llvm::TypeSize> size = array->getAllocationSize(block->getDataLayout());
                if (!size || size->isScalable() || size->getFixedValue() > k_private_array_bytes) continue;
                if (loop_defined(loop, *gep)) return k_private_unroll_threshold;
            } else if (const auto* shared = llvm::dyn_cast<llvm::GlobalVariable>(base->stripPointerCasts());
                       shared && shared->getAddressSpace() == k_shared_address_space) {
                if (++shared_geps > 1 || loop.getLoopDepth() > 2) continue;
                if (loop_defined(loop, *gep)) threshold = k_shared_unroll_threshold;
            }
        }
    }
    return threshold;
}

// Whether a pointer addresses shared memory: its address space, or (a generic pointer, before
// InferAddressSpaces) the shared variable it was cast from: a CUDA `__shared__` array indexed in a
// loop is reached through an addrspacecast to the generic space.
bool shared_memory(const llvm::Value* pointer) {
    if (pointer->getType()->getPointerAddressSpace() == k_shared_address_space) return true;
    const auto* object = llvm::dyn_cast<llvm::GlobalVariable>(llvm::getUnderlyingObject(pointer));
    return object && object->getAddressSpace() == k_shared_address_space;
}

// An innermost loop that streams from memory: a load not from shared memory, and no barrier, call
// (intrinsics that are not barriers aside) or store to shared memory (the streaming rule).
bool streams_from_memory(const llvm::Loop& loop) {
    if (!loop.getSubLoops().empty()) return false;
    bool loads = false;
    for (const llvm::BasicBlock* block : loop.getBlocks())
        for (const llvm::Instruction& i : *block) {
            if (const auto* load = llvm::dyn_cast<llvm::LoadInst>(&i)) {
                const llvm::Value* from = llvm::getUnderlyingObject(load->getPointerOperand());
                loads = loads || (!shared_memory(load->getPointerOperand()) && !llvm::isa<llvm::AllocaInst>(from));
            } else if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(&i)) {
                if (shared_memory(store->getPointerOperand())) return false;
            } else if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&i)) {
                const llvm::Function* f = call->getCalledFunction();
                if (!f || !f->isIntrinsic() || f->getName().contains("barrier") || f->getName().contains("bar.")) return false;
            }
        }
    return loads;
}

// Adds `hint` (llvm.loop.unroll.full, or .count with `count`) to the loop's ID.
void ask_unroll(llvm::Loop& loop, const char* hint, unsigned count = 0) {
    llvm::LLVMContext& ctx = loop.getHeader()->getContext();
    llvm::SmallVector<llvm::Metadata*, 4> ops{nullptr};  // the loop ID's self reference
    if (const llvm::MDNode* id = loop.getLoopID())
        for (const llvm::MDOperand& op : llvm::drop_begin(id->operands())) ops.push_back(op.get());
    llvm::SmallVector<llvm::Metadata*, 2> node{llvm::MDString::get(ctx, hint)};
    if (count > 0) node.push_back(llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(llvm::Type::getInt32Ty(ctx), count)));
    ops.push_back(llvm::MDNode::get(ctx, node));
    llvm::MDNode* id = llvm::MDNode::getDistinct(ctx, ops);
    id->replaceOperandWith(0, id);
    loop.setLoopID(id);
}

// "float[64], 256 bytes" (LLVM's type text for anything but a one-dimensional array), then the
// source's variable where debug information names it.
std::string describe(llvm::AllocaInst& array, std::uint64_t bytes) {
    std::string text;
    llvm::raw_string_ostream os(text);
    const llvm::Type* type = array.getAllocatedType();
    if (const auto* a = llvm::dyn_cast<llvm::ArrayType>(type); a && !a->getElementType()->isAggregateType()) {
        a->getElementType()->print(os);
        os << "[" << a->getNumElements() << "]";
    } else {
        type->print(os);
    }
    os << ", " << bytes << " bytes";
    for (const llvm::DbgVariableRecord* declare : llvm::findDVRDeclares(&array)) {
        const llvm::DILocalVariable* v = declare->getVariable();
        os << " (" << v->getName();
        if (v->getLine() != 0) os << " at " << v->getFilename() << ":" << v->getLine();
        os << ")";
        break;
    }
    return text;
}

}  // namespace

std::vector<std::string> arrays_in_memory(llvm::Module& m) {
    std::vector<std::string> arrays;
    for (llvm::Function& f : m) {
        if (f.isDeclaration()) continue;
        for (llvm::Instruction& i : f.getEntryBlock()) {
            auto* array = llvm::dyn_cast<llvm::AllocaInst>(&i);
            if (!array || !array->isStaticAlloca()) continue;
            const std::optional<llvm::TypeSize> size = array->getAllocationSize(m.getDataLayout());
            if (size && !size->isScalable() && size->getFixedValue() > 0)
                arrays.push_back(describe(*array, size->getFixedValue()));
        }
    }
    return arrays;
}

llvm::PreservedAnalyses PrivateArrayUnroll::run(llvm::Loop& loop, llvm::LoopAnalysisManager&, llvm::LoopStandardAnalysisResults& ar,
                                                llvm::LPMUpdater&) {
    if (has_unroll_choice(loop)) return llvm::PreservedAnalyses::all();
    const unsigned trips = ar.SE.getSmallConstantTripCount(&loop);
    const unsigned threshold = trips == 0 ? 0 : unroll_threshold(loop);
    const bool streaming = trips == 0 && streams_from_memory(loop);
    if (threshold == 0 && !streaming) return llvm::PreservedAnalyses::all();
    llvm::SmallPtrSet<const llvm::Value*, 32> ephemeral;
    llvm::CodeMetrics::collectEphemeralValues(&loop, &ar.AC, ephemeral);
    constexpr unsigned k_backedge = 2;  // LLVM's UnrollingPreferences::BEInsns
    const llvm::UnrollCostEstimator cost(&loop, ar.TTI, ephemeral, k_backedge);
    if (!cost.canUnroll()) return llvm::PreservedAnalyses::all();
    const std::uint64_t body = std::max<std::uint64_t>(cost.getRolledLoopSize(), k_backedge) - k_backedge;
    if (streaming) {
        if (body <= k_stream_body) ask_unroll(loop, "llvm.loop.unroll.count", k_stream_unroll_count);
        return llvm::PreservedAnalyses::all();
    }
    const std::uint64_t unrolled = body * trips + k_backedge;
    if (unrolled > threshold) return llvm::PreservedAnalyses::all();
    ask_unroll(loop, "llvm.loop.unroll.full");
    // Only the loop's metadata changed: no analysis result depends on it.
    return llvm::PreservedAnalyses::all();
}

}  // namespace kiln::target
