// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Splitting a source's module: each kernel gets a module of its own (split_out: the kernel alone
// visible, every other kernel gone, the rest internal so O3 drops what it does not use; for a
// source of many kernels, KernelCopier copies each out of one parse of the source, taking only
// what its kernel reaches), and the source's variables that must exist once per code object
// (host-visible `__device__` and `__constant__` variables, written file-static ones) are defined
// in one globals object (compile_globals, compile.cpp) and declared in every kernel's module.
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Metadata.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ModuleUtils.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <algorithm>
#include <cctype>
#include <unordered_map>
#include <unordered_set>

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

namespace {

// What a global value refers to: the global values a function's code, a variable's initializer or
// an alias's target name (through constant expressions and aggregates), each found once per
// source however many kernels reach it.
class References {
public:
    const std::vector<const llvm::GlobalValue*>& of(const llvm::GlobalValue& g) {
        auto [it, fresh] = m_values.try_emplace(&g);
        if (!fresh) return it->second;
        std::vector<const llvm::GlobalValue*> out;
        if (const auto* f = llvm::dyn_cast<llvm::Function>(&g)) {
            for (const llvm::Instruction& i : llvm::instructions(*f))
                for (const llvm::Value* op : i.operands()) add(op, out);
            if (f->hasPersonalityFn()) add(f->getPersonalityFn(), out);
            if (f->hasPrefixData()) add(f->getPrefixData(), out);
            if (f->hasPrologueData()) add(f->getPrologueData(), out);
        } else if (const auto* v = llvm::dyn_cast<llvm::GlobalVariable>(&g); v && v->hasInitializer()) {
            add(v->getInitializer(), out);
        } else if (const auto* a = llvm::dyn_cast<llvm::GlobalAlias>(&g)) {
            add(a->getAliasee(), out);
        } else if (const auto* i = llvm::dyn_cast<llvm::GlobalIFunc>(&g)) {
            add(i->getResolver(), out);
        }
        return it->second = std::move(out);  // (add() never comes back here: `it` stands)
    }

private:
    void add(const llvm::Value* v, std::vector<const llvm::GlobalValue*>& out) {
        if (const auto* g = llvm::dyn_cast<llvm::GlobalValue>(v)) return out.push_back(g);
        const auto* c = llvm::dyn_cast<llvm::Constant>(v);
        if (!c || c->getNumOperands() == 0) return;
        auto [it, fresh] = m_constants.try_emplace(c);
        if (fresh) {
            std::vector<const llvm::GlobalValue*> found;
            for (const llvm::Value* op : c->operands()) add(op, found);
            m_constants[c] = std::move(found);
            it = m_constants.find(c);
        }
        out.insert(out.end(), it->second.begin(), it->second.end());
    }

    std::unordered_map<const llvm::GlobalValue*, std::vector<const llvm::GlobalValue*>> m_values;
    std::unordered_map<const llvm::Constant*, std::vector<const llvm::GlobalValue*>> m_constants;
};

// The source module's global values in its order (variables, functions, aliases), and its named
// metadata's operands by the global values they name, so that a kernel's copy takes what it uses
// in the source's order without walking the whole module per kernel.
struct SourceIndex {
    explicit SourceIndex(const llvm::Module& m) {
        for (const llvm::GlobalVariable& g : m.globals()) position.emplace(&g, position.size());
        for (const llvm::Function& f : m) position.emplace(&f, position.size());
        for (const llvm::GlobalAlias& a : m.aliases()) position.emplace(&a, position.size());
        for (const llvm::NamedMDNode& named : m.named_metadata()) {
            auto& operands = metadata[&named];
            for (unsigned i = 0; i < named.getNumOperands(); ++i) {
                std::vector<const llvm::GlobalValue*> names;
                for (const llvm::MDOperand& op : named.getOperand(i)->operands())
                    if (auto* v = llvm::dyn_cast_or_null<llvm::ValueAsMetadata>(op.get()))
                        if (auto* g = llvm::dyn_cast<llvm::GlobalValue>(v->getValue()->stripPointerCasts())) names.push_back(g);
                if (names.empty()) operands.always.push_back(i);
                for (const llvm::GlobalValue* g : names) operands.by_value[g].push_back(i);
            }
        }
    }
    std::unordered_map<const llvm::GlobalValue*, std::size_t> position;
    struct Operands {
        std::vector<unsigned> always;  // naming no global value
        std::unordered_map<const llvm::GlobalValue*, std::vector<unsigned>> by_value;
    };
    std::unordered_map<const llvm::NamedMDNode*, Operands> metadata;
};

// The module of `kernel` alone, as split_out leaves it, made by copying from `m` what the kernel
// reaches (and the llvm.* variables, which split_out keeps too) rather than the whole module: the
// cost is the kernel's, not the source's. `m`'s variables defined once are declarations already
// (declare_defined_once); other kernels it refers to become poison, as split_out makes them. The
// declarations it does not use, which split_out would keep and O3 drops, are left out, as are
// named metadata operands that name only values left out (as split_out leaves them, null or
// poison).
std::unique_ptr<llvm::Module> copy_kernel(const llvm::Module& m, const llvm::Function& kernel, const std::vector<const llvm::GlobalValue*>& always,
                                          References& refs, const SourceIndex& index) {
    std::unordered_set<const llvm::GlobalValue*> kept;
    std::vector<const llvm::GlobalValue*> other_kernels;
    std::vector<const llvm::GlobalValue*> work = {&kernel};
    work.insert(work.end(), always.begin(), always.end());
    while (!work.empty()) {
        const llvm::GlobalValue* g = work.back();
        work.pop_back();
        const auto* f = llvm::dyn_cast<llvm::Function>(g);
        if (f && f != &kernel && !f->isDeclaration() && is_kernel(*f)) {
            other_kernels.push_back(f);
            continue;
        }
        if (!kept.insert(g).second || g->isDeclaration()) continue;
        for (const llvm::GlobalValue* r : refs.of(*g)) work.push_back(r);
    }
    std::vector<const llvm::GlobalValue*> order(kept.begin(), kept.end());
    std::sort(order.begin(), order.end(), [&](const auto* a, const auto* b) { return index.position.at(a) < index.position.at(b); });

    auto out = std::make_unique<llvm::Module>(m.getModuleIdentifier(), m.getContext());
    out->setSourceFileName(m.getSourceFileName());
    out->setDataLayout(m.getDataLayout());
    out->setTargetTriple(m.getTargetTriple());
    out->setModuleInlineAsm(m.getModuleInlineAsm());
    llvm::ValueToValueMapTy map;
    for (const llvm::GlobalValue* f : other_kernels) map[f] = llvm::PoisonValue::get(f->getType());
    // In the source's order, as llvm::CloneModule does: every value first, then what they hold.
    for (const llvm::GlobalValue* g : order) {
        if (const auto* v = llvm::dyn_cast<llvm::GlobalVariable>(g)) {
            auto* copy = new llvm::GlobalVariable(*out, v->getValueType(), v->isConstant(), v->getLinkage(), nullptr, v->getName(),
                                                  nullptr, v->getThreadLocalMode(), v->getType()->getAddressSpace());
            copy->copyAttributesFrom(v);
            map[g] = copy;
        } else if (const auto* f = llvm::dyn_cast<llvm::Function>(g)) {
            llvm::Function* copy = llvm::Function::Create(f->getFunctionType(), f->getLinkage(), f->getAddressSpace(), f->getName(), out.get());
            copy->copyAttributesFrom(f);
            map[g] = copy;
        } else if (const auto* a = llvm::dyn_cast<llvm::GlobalAlias>(g)) {
            auto* copy = llvm::GlobalAlias::create(a->getValueType(), a->getType()->getPointerAddressSpace(), a->getLinkage(),
                                                   a->getName(), out.get());
            copy->copyAttributesFrom(a);
            map[g] = copy;
        }  // (an ifunc: none on GPUs)
    }
    constexpr auto k_missing = llvm::RF_NullMapMissingGlobalValues;
    llvm::SmallVector<std::pair<unsigned, llvm::MDNode*>, 1> attached;
    for (const llvm::GlobalValue* g : order) {
        if (!map.count(g)) continue;
        if (const auto* v = llvm::dyn_cast<llvm::GlobalVariable>(g)) {
            auto* copy = llvm::cast<llvm::GlobalVariable>(map[g]);
            v->getAllMetadata(attached);
            for (const auto& [kind, node] : attached) copy->addMetadata(kind, *llvm::MapMetadata(node, map, k_missing));
            if (v->hasInitializer()) copy->setInitializer(llvm::MapValue(v->getInitializer(), map));
        } else if (const auto* f = llvm::dyn_cast<llvm::Function>(g)) {
            auto* copy = llvm::cast<llvm::Function>(map[g]);
            if (f->isDeclaration()) {
                f->getAllMetadata(attached);
                for (const auto& [kind, node] : attached) copy->addMetadata(kind, *llvm::MapMetadata(node, map, k_missing));
                continue;
            }
            auto arg = copy->arg_begin();
            for (const llvm::Argument& a : f->args()) {
                arg->setName(a.getName());
                map[&a] = &*arg++;
            }
            llvm::SmallVector<llvm::ReturnInst*, 8> returns;
            llvm::CloneFunctionInto(copy, f, map, llvm::CloneFunctionChangeType::ClonedModule, returns);
            if (f->hasPersonalityFn()) copy->setPersonalityFn(llvm::MapValue(f->getPersonalityFn(), map));
        } else if (const auto* a = llvm::dyn_cast<llvm::GlobalAlias>(g)) {
            llvm::cast<llvm::GlobalAlias>(map[g])->setAliasee(llvm::MapValue(a->getAliasee(), map));
        }
    }
    for (const llvm::NamedMDNode& named : m.named_metadata()) {
        const SourceIndex::Operands& operands = index.metadata.at(&named);
        std::vector<unsigned> taken = operands.always;
        for (const llvm::GlobalValue* g : order)
            if (auto it = operands.by_value.find(g); it != operands.by_value.end()) taken.insert(taken.end(), it->second.begin(), it->second.end());
        std::sort(taken.begin(), taken.end());
        taken.erase(std::unique(taken.begin(), taken.end()), taken.end());
        llvm::NamedMDNode* copy = out->getOrInsertNamedMetadata(named.getName());
        for (unsigned i : taken) copy->addOperand(llvm::MapMetadata(named.getOperand(i), map, k_missing));
    }
    return out;
}

}  // namespace

// What copying a kernel out of the source's module needs, made once per source.
struct KernelCopier::State {
    const llvm::Module& module;
    std::vector<const llvm::GlobalValue*> always;  // llvm.used, llvm.global_ctors, ...: split_out keeps them
    References refs;
    SourceIndex index;
};

KernelCopier::KernelCopier(llvm::Module& m, const std::string& source_hash) {
    declare_defined_once(m, expose_shared_internal(m, source_hash));
    std::vector<const llvm::GlobalValue*> always;
    for (const llvm::GlobalVariable& g : m.globals())
        if (g.getName().starts_with("llvm.") && !g.isDeclaration()) always.push_back(&g);
    m_state.reset(new State{m, std::move(always), {}, SourceIndex(m)});
}

KernelCopier::~KernelCopier() = default;

std::unique_ptr<llvm::Module> KernelCopier::copy(const llvm::Function& kernel) {
    std::unique_ptr<llvm::Module> own = copy_kernel(m_state->module, kernel, m_state->always, m_state->refs, m_state->index);
    llvm::Function* copy = own->getFunction(kernel.getName());
    keep_only(*own, [&](const llvm::GlobalValue& g) { return &g == copy; });
    return own;
}

}  // namespace kiln::compile
