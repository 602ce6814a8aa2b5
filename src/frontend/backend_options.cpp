// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// What a front end records for kiln's optimization and codegen (frontend::BackendOptions): the
// `!kiln.backend` named metadata of its module, and the mark of Triton's IR.
#include <llvm/ADT/StringExtras.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>

#include "frontend/frontend.hpp"

namespace kiln::frontend {

namespace {
constexpr const char* k_backend_metadata = "kiln.backend";
}

void set_backend_options(llvm::Module& m, const BackendOptions& o) {
    if (o == BackendOptions{}) {
        if (llvm::NamedMDNode* md = m.getNamedMetadata(k_backend_metadata)) m.eraseNamedMetadata(md);
        return;
    }
    std::string text = "O";
    text += std::to_string(o.opt_level);
    text += " s";
    text += std::to_string(o.size_level);
    for (const auto& [on, name] : {std::pair{o.unroll, "unroll"}, {o.vectorize_loops, "vectorize-loops"},
                                   {o.vectorize_slp, "vectorize-slp"}, {o.fast_fp_fusion, "fast-fp-fusion"}, {o.triton, "triton"}})
        if (on) text += std::string(" ") + name;
    llvm::NamedMDNode* md = m.getOrInsertNamedMetadata(k_backend_metadata);
    md->clearOperands();
    md->addOperand(llvm::MDNode::get(m.getContext(), {llvm::MDString::get(m.getContext(), text)}));
}

BackendOptions backend_options(const llvm::Module& m) {
    const llvm::NamedMDNode* md = m.getNamedMetadata(k_backend_metadata);
    if (!md || md->getNumOperands() != 1 || md->getOperand(0)->getNumOperands() != 1) return {};
    const auto* s = llvm::dyn_cast<llvm::MDString>(md->getOperand(0)->getOperand(0));
    if (!s) return {};
    BackendOptions o;
    o.unroll = o.vectorize_loops = o.vectorize_slp = false;
    for (llvm::StringRef word : llvm::split(s->getString(), ' ')) {
        if (word.size() == 2 && word[0] == 'O' && word[1] >= '0' && word[1] <= '3') o.opt_level = word[1] - '0';
        else if (word.size() == 2 && word[0] == 's' && word[1] >= '0' && word[1] <= '2') o.size_level = word[1] - '0';
        else if (word == "unroll") o.unroll = true;
        else if (word == "vectorize-loops") o.vectorize_loops = true;
        else if (word == "vectorize-slp") o.vectorize_slp = true;
        else if (word == "fast-fp-fusion") o.fast_fp_fusion = true;
        else if (word == "triton") o.triton = true;
    }
    return o;
}

bool is_triton_ir(const llvm::Module& m) {
    if (m.getSourceFileName() != "LLVMDialectModule") return false;
    if (m.getNamedGlobal("global_smem")) return true;
    for (const llvm::DICompileUnit* cu : m.debug_compile_units())
        if (cu->getProducer() == "triton") return true;
    return false;
}

}  // namespace kiln::frontend
