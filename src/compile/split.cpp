// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Splitting a source's module: each kernel gets a module of its own (split_out: the kernel alone
// visible, every other kernel gone, the rest internal so O3 drops what it does not use), and the
// source's variables that must exist once per code object (host-visible `__device__` and
// `__constant__` variables, written file-static ones) are defined in one globals object
// (compile_globals, compile.cpp) and declared in every kernel's module.
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/Transforms/Utils/ModuleUtils.h>

#include <algorithm>
#include <cctype>

#include "compile/internal.hpp"

namespace kiln::compile {

// HIP's `__device__` and `__constant__` variables (clang marks them externally_initialized): the
// host reads and writes them by name (hipModuleGetGlobal, hipMemcpyToSymbol), so each is defined
// once per code object, in the source's globals object (compile_globals), and every kernel module
// refers to it as an external declaration. One copy per kernel would split the state and hide it
// from the host.
bool host_visible(const llvm::GlobalVariable& g) {
    return g.isExternallyInitialized() && !g.isDeclaration() && !g.hasLocalLinkage();
}

// Other mutable globals visible outside the module (IR from other front ends) would be state shared
// by all of the source's kernels that kiln cannot place: refused.
std::optional<std::string> shared_mutable_global(const llvm::Module& m) {
    for (const llvm::GlobalVariable& g : m.globals()) {
        if (g.isDeclaration() || g.hasLocalLinkage() || g.isConstant() || g.getName().starts_with("llvm.")) continue;
        if (host_visible(g)) continue;
        if (g.getAddressSpace() == 3) continue;  // LDS is per workgroup, never shared across kernels
        if (g.getName().starts_with("__hip_cuid_")) continue;  // clang's compilation-unit tag, never accessed
        return "mutable global '" + g.getName().str() + "' is visible outside its module; kiln compiles each kernel "
               "apart and cannot share it between kernels yet: give it internal linkage or make it constant";
    }
    return std::nullopt;
}

// File-`static` and anonymous-namespace `__device__` variables: one object per code object in
// clang's, shared by every kernel of the source, though the host cannot name them. So those the
// source may write are defined once, in the globals object, under a name of the source's own
// (shared_internal_name), and each kernel refers to them; a copy per kernel would split their
// state (kernel A's store unseen by kernel B, which O3 then folds to the initializer). Read-only
// ones stay copies: they equal their initializer wherever they are. LDS (addrspace 3) is per
// workgroup and private memory (5) per thread: neither is shared.
// (`maybe_shared_internal` asks without the uses, for a module whose functions are not read.)
bool maybe_shared_internal(const llvm::GlobalVariable& g) {
    return g.hasLocalLinkage() && !g.isDeclaration() && !g.isConstant() && !g.getName().starts_with("llvm.") &&
           g.getAddressSpace() != 3 && g.getAddressSpace() != 5;
}

namespace {

// Whether the program may write through `v` (a global or an address derived from it): any use
// but a load, through casts and GEPs, counts.
bool may_write(const llvm::Value& v) {
    for (const llvm::User* u : v.users()) {
        if (llvm::isa<llvm::LoadInst>(u)) continue;
        if (llvm::isa<llvm::GEPOperator>(u) || llvm::isa<llvm::BitCastOperator>(u) || llvm::isa<llvm::AddrSpaceCastOperator>(u)) {
            if (may_write(*u)) return true;
            continue;
        }
        return true;
    }
    return false;
}

bool shared_internal(const llvm::GlobalVariable& g) { return maybe_shared_internal(g) && may_write(g); }

// A name valid in ELF and PTX, unique to the source (its bitcode's hash) and the variable.
std::string shared_internal_name(const llvm::GlobalVariable& g, const std::string& source_hash) {
    std::string name = "__kiln_static_" + source_hash.substr(0, 16) + "_";
    for (char c : g.getName()) name += std::isalnum(static_cast<unsigned char>(c)) || c == '_' ? c : '$';
    return name;
}

}  // namespace

// The source's shared internal variables named as the globals object defines them, visible to the
// link but not exported from the code object: those variables.
std::vector<llvm::GlobalVariable*> expose_shared_internal(llvm::Module& m, const std::string& source_hash) {
    std::vector<llvm::GlobalVariable*> shared;
    for (llvm::GlobalVariable& g : m.globals())
        if (shared_internal(g)) shared.push_back(&g);
    for (llvm::GlobalVariable* g : shared) {
        g->setName(shared_internal_name(*g, source_hash));
        g->setLinkage(llvm::GlobalValue::ExternalLinkage);
        g->setVisibility(llvm::GlobalValue::HiddenVisibility);
        g->setDSOLocal(true);
    }
    return shared;
}

namespace {

// The source's host-visible variables and the `exposed` ones become declarations, defined by the
// globals object.
void declare_defined_once(llvm::Module& m, const std::vector<llvm::GlobalVariable*>& exposed) {
    for (llvm::GlobalVariable& g : m.globals()) {
        if (!host_visible(g) && std::find(exposed.begin(), exposed.end(), &g) == exposed.end()) continue;
        g.setInitializer(nullptr);
        g.setComdat(nullptr);
        g.setLinkage(llvm::GlobalValue::ExternalLinkage);
    }
    llvm::removeFromUsedLists(m, [](llvm::Constant* c) {
        auto* g = llvm::dyn_cast<llvm::GlobalValue>(c->stripPointerCasts());
        return g && g->isDeclaration();
    });
}

// Removes what nothing uses any more (O3's GlobalOpt would drop it first thing), so the module,
// and with it the second cache key, depends on what is kept alone.
void drop_unused(llvm::Module& m) {
    for (bool erased = true; erased;) {
        erased = false;
        llvm::SmallVector<llvm::GlobalValue*> dead;
        for (llvm::GlobalValue& g : m.global_values())
            if (g.hasLocalLinkage() && !g.isDeclaration() && g.use_empty()) dead.push_back(&g);
        for (llvm::GlobalValue* g : dead) g->eraseFromParent();
        erased = !dead.empty();
    }
}

}  // namespace

// Keeps what `kept` says as the module's only visible symbols: every other kernel goes, the rest
// becomes internal and leaves its COMDAT group (each object's copies of templates, and a kernel
// that several manifest kernels take as variants, are its own: lld would keep one group of a name
// and discard the others' code), and what nothing uses any more is dropped.
void keep_only(llvm::Module& m, const std::function<bool(const llvm::GlobalValue&)>& kept) {
    llvm::SmallVector<llvm::Function*> other_kernels;
    for (llvm::Function& f : m)
        if (!kept(f) && !f.isDeclaration() && is_kernel(f)) other_kernels.push_back(&f);
    for (llvm::Function* f : other_kernels) {
        f->replaceAllUsesWith(llvm::PoisonValue::get(f->getType()));
        f->eraseFromParent();
    }
    for (llvm::GlobalValue& g : m.global_values()) {
        if (kept(g) || g.isDeclaration() || g.hasLocalLinkage() || g.getName().starts_with("llvm.")) continue;
        g.setLinkage(llvm::GlobalValue::InternalLinkage);
        g.setVisibility(llvm::GlobalValue::DefaultVisibility);
    }
    for (llvm::GlobalObject& g : m.global_objects()) g.setComdat(nullptr);
    drop_unused(m);
}

// Keeps `kernel` as the module's only kernel; the source's host-visible and shared internal
// variables become declarations (the globals object defines them).
void split_out(llvm::Module& m, llvm::Function& kernel, const std::string& source_hash) {
    declare_defined_once(m, expose_shared_internal(m, source_hash));
    keep_only(m, [&](const llvm::GlobalValue& g) { return &g == &kernel; });
}

}  // namespace kiln::compile
