// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Finding a kernel in a front end's output by the name the manifest gives (`symbol`): its mangled
// or extern "C" name, or a demangled C++ name with or without namespaces, template arguments and
// parameters; and listing a source's kernels for `symbol = "*"`.
#include <llvm/ADT/StringExtras.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Demangle/Demangle.h>
#include <llvm/IR/CallingConv.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>

#include <algorithm>
#include <cctype>
#include <optional>

#include "compile/internal.hpp"
#include "frontend/frontend.hpp"
#include "util/strings.hpp"

namespace kiln::compile {

bool is_kernel(const llvm::Function& f) {
    return f.getCallingConv() == llvm::CallingConv::AMDGPU_KERNEL || f.getCallingConv() == llvm::CallingConv::PTX_Kernel;
}

namespace {

// The names a C++ kernel answers to: "ns::gemm<128, 64>", "ns::gemm", "gemm<128, 64>", "gemm",
// with the parameter list ("ov(int*)", "ns::ov(int*)", to pick one of overloads) and as `nm -C` /
// llvm-cxxfilt print it ("void k<4u>(float*)"). Spaces are ignored, and integer literals in
// template arguments match without their suffix ("uk<8>" names "uk<8u>"). Plain C names answer to
// themselves only.
struct KernelNames {
    std::string shown;                   // for messages: the demangled name, or the symbol
    std::string params;                  // "(int*)"; empty for C names
    std::vector<std::string> qualified;  // normalized: the symbol, "ns::f<1>", "ns::f", "ns::f<1>(int*)", the signature
    std::vector<std::string> unqualified;  // normalized: "f<1>", "f", "f<1>(int*)"
};

// Spaces out; a suffix u, l, ul, ll, ull (any case) after the digits of a number dropped.
std::string normalized(const std::string& s) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == ' ') continue;
        out += c;
        const bool number_ends = std::isdigit(static_cast<unsigned char>(c)) && i + 1 < s.size() &&
                                 !std::isdigit(static_cast<unsigned char>(s[i + 1]));
        if (!number_ends) continue;
        // Only a number that starts a token: "8u" in "<8u>", not "2f16" in a name.
        std::size_t start = i;
        while (start > 0 && std::isdigit(static_cast<unsigned char>(s[start - 1]))) --start;
        if (start > 0 && (std::isalnum(static_cast<unsigned char>(s[start - 1])) || s[start - 1] == '_')) continue;
        std::size_t j = i + 1;
        while (j < s.size() && j - i <= 3 && (s[j] == 'u' || s[j] == 'U' || s[j] == 'l' || s[j] == 'L')) ++j;
        if (j > i + 1 && (j == s.size() || !(std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_'))) i = j - 1;
    }
    return out;
}

KernelNames names_of(const std::string& mangled) {
    KernelNames k{mangled, "", {normalized(mangled)}, {}};
    // The demangler keeps pointers into the mangled name: it must outlive the getters below.
    llvm::ItaniumPartialDemangler d;
    if (d.partialDemangle(mangled.c_str()) || !d.isFunction()) return k;
    // Each getter mallocs a buffer and sets its length; the text is not NUL-terminated.
    auto take = [](char* p, std::size_t n) {
        std::string s = p ? std::string(p, n) : "";
        std::free(p);
        while (!s.empty() && s.back() == '\0') s.pop_back();
        return s;
    };
    std::size_t n = 0;
    char* p = d.getFunctionName(nullptr, &n);
    const std::string full = take(p, n);
    n = 0;
    p = d.getFunctionBaseName(nullptr, &n);
    const std::string base = take(p, n);
    n = 0;
    p = d.getFunctionDeclContextName(nullptr, &n);
    const std::string context = take(p, n);
    n = 0;
    p = d.getFunctionParameters(nullptr, &n);
    const std::string params = take(p, n);
    const std::string unqualified = context.empty() ? full : full.substr(std::min(full.size(), context.size() + 2));
    const std::string signature = llvm::demangle(mangled);  // "void k<4u>(float*)", as nm -C prints it
    k.shown = full;
    k.params = params;
    for (const std::string& name : {full, context.empty() ? base : context + "::" + base, full + params, signature})
        k.qualified.push_back(normalized(name));
    for (const std::string& name : {unqualified, base, unqualified + params}) k.unqualified.push_back(normalized(name));
    return k;
}

// "ns_scale_128_64" from "ns::scale<128u, 64u>": every run of characters other than letters,
// digits and '_' one '_', none at the end.
std::string identifier(const std::string& text) {
    std::string out;
    for (const char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') out += c;
        else if (!out.empty() && out.back() != '_') out += '_';
    }
    while (!out.empty() && out.back() == '_') out.pop_back();
    return out;
}

}  // namespace

KernelIndex::KernelIndex(std::vector<std::string> symbols) : m_symbols(std::move(symbols)) {
    for (std::size_t i = 0; i < m_symbols.size(); ++i) {
        m_exact.emplace(m_symbols[i], i);
        KernelNames k = names_of(m_symbols[i]);
        for (auto [names, index] : {std::pair{&k.qualified, &m_qualified}, std::pair{&k.unqualified, &m_unqualified}})
            for (std::string& name : *names) {
                std::vector<std::size_t>& at = (*index)[std::move(name)];
                if (at.empty() || at.back() != i) at.push_back(i);
            }
        m_shown.push_back(std::move(k.shown));
        m_params.push_back(std::move(k.params));
    }
}

// The kernel `symbol` names: its exact (mangled or extern "C") name, or a demangled C++ name. An
// error lists the kernels that are there, or the candidates when ambiguous.
Result<std::size_t> KernelIndex::find(const std::string& symbol, const std::filesystem::path& path) const {
    if (auto exact = m_exact.find(symbol); exact != m_exact.end()) return exact->second;
    const std::string source = "'" + path.string() + "'";
    // A qualified match ("ov(int*)" is ::ov's) beats unqualified ones (ns::ov's "ov(int*)").
    static const std::vector<std::size_t> k_none;
    auto matches = [&](const auto& index) -> const std::vector<std::size_t>& {
        auto it = index.find(normalized(symbol));
        return it == index.end() ? k_none : it->second;
    };
    const std::vector<std::size_t>& qualified = matches(m_qualified);
    const std::vector<std::size_t>& best = qualified.empty() ? matches(m_unqualified) : qualified;
    if (best.size() == 1) return best.front();
    if (best.size() > 1) {
        std::string msg = "symbol '" + symbol + "' is ambiguous in " + source + "; candidates:";
        for (std::size_t i : best) {
            // Overloads read the same without their parameters.
            const bool overloaded = std::count_if(best.begin(), best.end(), [&](std::size_t o) { return m_shown[o] == m_shown[i]; }) > 1;
            msg += " '" + m_shown[i] + (overloaded ? m_params[i] : "") + "' (" + m_symbols[i] + ")";
        }
        return make_error(msg);
    }
    std::string msg = "symbol '" + symbol + "' is not defined in " + source;
    if (auto near = util::closest_match(symbol, m_shown)) {
        msg += "; did you mean '" + *near + "'?";
    } else if (!m_shown.empty()) {
        msg += "; its kernels are:";
        for (const auto& n : m_shown) msg += " '" + n + "'";
    }
    return make_error(msg);
}

namespace {

std::vector<llvm::Function*> kernels_of(llvm::Module& m) {
    std::vector<llvm::Function*> kernels;
    for (llvm::Function& f : m)
        if (!f.isDeclaration() && is_kernel(f)) kernels.push_back(&f);
    return kernels;
}

std::vector<std::string> names(const std::vector<llvm::Function*>& kernels) {
    std::vector<std::string> out;
    for (const llvm::Function* f : kernels) out.push_back(f->getName().str());
    return out;
}

// A function `m` defines under exactly the name `symbol`: the kernel, or why it is not one; nothing
// when `m` defines no function of that name.
std::optional<Result<llvm::Function*>> exact_kernel(llvm::Module& m, const std::string& symbol, const std::filesystem::path& path) {
    llvm::Function* exact = m.getFunction(symbol);
    if (!exact || exact->isDeclaration()) return std::nullopt;
    if (is_kernel(*exact)) return Result<llvm::Function*>(exact);
    return Result<llvm::Function*>(
        make_error("'" + symbol + "' in '" + path.string() + "' is not a kernel (calling convention amdgpu_kernel or ptx_kernel)"));
}

}  // namespace

ModuleKernels::ModuleKernels(llvm::Module& m) : m_module(m), m_kernels(kernels_of(m)), m_index(names(m_kernels)) {}

Result<llvm::Function*> ModuleKernels::find(const std::string& symbol, const std::filesystem::path& path) const {
    if (auto exact = exact_kernel(m_module, symbol, path)) return std::move(*exact);
    auto found = m_index.find(symbol, path);
    if (!found) return make_error(found.error());
    return m_kernels[*found];
}

Result<llvm::Function*> find_kernel(llvm::Module& m, const std::string& symbol, const std::filesystem::path& path) {
    // An exact name needs no index (a source's every kernel demangled).
    if (auto exact = exact_kernel(m, symbol, path)) return std::move(*exact);
    return ModuleKernels(m).find(symbol, path);
}

std::vector<Result<std::string>> check_symbols_in(std::span<const std::string> symbols,
                                                  std::span<const manifest::ResolvedKernel* const> kernels) {
    const KernelIndex index(std::vector<std::string>(symbols.begin(), symbols.end()));
    std::vector<Result<std::string>> out;
    for (const manifest::ResolvedKernel* k : kernels) {
        auto found = index.find(k->symbol.value, k->source.value);
        if (found) out.push_back(symbols[*found]);
        else out.push_back(make_error(found.error()));
    }
    return out;
}

SourceKernel source_kernel(const std::string& symbol, std::optional<std::int64_t> launch_bound) {
    const KernelNames k = names_of(symbol);
    return {symbol, identifier(normalized(k.shown)), identifier(normalized(k.shown + k.params)), launch_bound};
}

std::vector<Result<std::string>> check_symbols(const std::string& bitcode,
                                               std::span<const manifest::ResolvedKernel* const> kernels) {
    std::vector<Result<std::string>> out;
    // Lazily: names, calling conventions and attributes are there without materializing bodies.
    llvm::LLVMContext ctx;
    auto module = llvm::getLazyBitcodeModule(llvm::MemoryBufferRef(bitcode, "source"), ctx);
    std::optional<ModuleKernels> index;
    if (module) index.emplace(**module);
    for (const manifest::ResolvedKernel* k : kernels) {
        if (!module) {
            out.push_back(make_error("unreadable front-end bitcode"));
            continue;
        }
        auto fn = index->find(k->symbol.value, k->source.value);
        if (fn) out.push_back((*fn)->getName().str());
        else out.push_back(make_error(fn.error()));
    }
    if (!module) llvm::consumeError(module.takeError());
    return out;
}

bool triton_ir(const std::string& bitcode) {
    llvm::LLVMContext ctx;
    auto module = llvm::getLazyBitcodeModule(llvm::MemoryBufferRef(bitcode, "source"), ctx);
    if (!module) {
        llvm::consumeError(module.takeError());
        return false;
    }
    if (llvm::Error e = (*module)->materializeMetadata()) {
        llvm::consumeError(std::move(e));
        return false;
    }
    return frontend::backend_options(**module).triton;
}

Result<std::vector<SourceKernel>> source_kernels(const std::string& bitcode) {
    llvm::LLVMContext ctx;
    auto module = llvm::getLazyBitcodeModule(llvm::MemoryBufferRef(bitcode, "source"), ctx);
    if (!module) return make_error("unreadable front-end bitcode: " + llvm::toString(module.takeError()));
    std::vector<SourceKernel> out;
    for (const llvm::Function& f : **module) {
        if (f.isDeclaration() || !is_kernel(f)) continue;
        std::optional<std::int64_t> bound;
        if (const llvm::Attribute a = f.getFnAttribute("amdgpu-flat-work-group-size"); a.isValid()) {
            // "min,max" (clang's default for a kernel without launch bounds is gone: frontend.cpp).
            std::int64_t most = 0;
            if (!a.getValueAsString().split(',').second.getAsInteger(10, most) && most > 0) bound = most;
        } else if (const llvm::Attribute n = f.getFnAttribute("nvvm.maxntid"); n.isValid()) {
            std::int64_t product = 1, d = 0;
            bool ok = true;
            for (llvm::StringRef dim : llvm::split(n.getValueAsString(), ',')) ok = ok && !dim.trim().getAsInteger(10, d) && d > 0 && (product *= d) <= 1024;
            if (ok) bound = product;
        }
        out.push_back(source_kernel(f.getName().str(), bound));
    }
    return out;
}

}  // namespace kiln::compile
