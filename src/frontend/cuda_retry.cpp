// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// CUDA sources clang refuses where nvcc builds them (cuda_retry.hpp): the compile action that
// skips host-only bodies, and the search of a failed compile's AST for the __shared__ variables
// clang refused for their construction, each rewritten as shared storage plus a reference.
#include "frontend/cuda_retry.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Attr.h>
#include <clang/AST/Decl.h>
#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/DiagnosticSema.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/MultiplexConsumer.h>
#include <clang/Lex/Lexer.h>

#include <filesystem>
#include <optional>
#include <set>

namespace kiln::frontend {

// Where clang refused a __shared__ variable for its construction or destruction ("initialization is
// not supported for __shared__ variables"), as the diagnostics go by to the printer.
class RefusedAt final : public clang::ForwardingDiagnosticConsumer {
public:
    using clang::ForwardingDiagnosticConsumer::ForwardingDiagnosticConsumer;
    void HandleDiagnostic(clang::DiagnosticsEngine::Level level, const clang::Diagnostic& info) override {
        if (info.getID() == clang::diag::err_shared_var_init) at.insert(info.getLocation().getRawEncoding());
        clang::ForwardingDiagnosticConsumer::HandleDiagnostic(level, info);
    }
    std::set<clang::SourceLocation::UIntTy> at;
};

namespace {

// The function-scope __shared__ variables declared where clang refused one: in a template, the
// pattern (its instantiations' bodies are dropped with the error; their locations are its own).
class RefusedShared final : public clang::RecursiveASTVisitor<RefusedShared> {
public:
    explicit RefusedShared(const RefusedAt& refused) : refused_(refused) {}
    std::vector<const clang::VarDecl*> found;
    bool VisitVarDecl(clang::VarDecl* v) {
        if (v->isLocalVarDecl() && v->hasAttr<clang::CUDASharedAttr>() && v->getTypeSourceInfo() &&
            refused_.at.contains(v->getLocation().getRawEncoding()))
            found.push_back(v);
        return true;
    }

private:
    const RefusedAt& refused_;
};

// One change to a file: bytes [begin, end) become `text`.
struct Edit {
    unsigned begin, end;
    std::string text;
};

// `T name` becomes storage of T's size and alignment, shared as the declaration says, and a
// reference named `name` to it, on the same line. Nullopt where the declaration is not of that
// plain shape: a macro, one declarator alone, followed by ';'.
std::optional<Edit> storage_for(const clang::VarDecl& v, const clang::SourceManager& sm, const clang::LangOptions& lo) {
    const clang::SourceRange type = v.getTypeSourceInfo()->getTypeLoc().getSourceRange();
    const clang::SourceLocation name = v.getLocation();
    if (type.isInvalid() || type.getBegin().isMacroID() || type.getEnd().isMacroID() || name.isMacroID()) return std::nullopt;
    const clang::FileID file = sm.getFileID(name);
    if (sm.getFileID(type.getBegin()) != file || sm.getFileID(type.getEnd()) != file) return std::nullopt;
    const std::optional<clang::Token> next = clang::Lexer::findNextToken(name, sm, lo);
    if (!next || !next->is(clang::tok::semi)) return std::nullopt;
    const unsigned type_begin = sm.getFileOffset(type.getBegin());
    const unsigned type_end = sm.getFileOffset(clang::Lexer::getLocForEndOfToken(type.getEnd(), 0, sm, lo));
    const unsigned name_begin = sm.getFileOffset(name);
    const unsigned name_end = name_begin + clang::Lexer::MeasureTokenLength(name, sm, lo);
    if (!(type_begin < type_end && type_end <= name_begin && name_begin < name_end)) return std::nullopt;
    const llvm::StringRef buffer = sm.getBufferData(file);
    const std::string t = buffer.substr(type_begin, type_end - type_begin).str();
    const std::string middle = buffer.substr(type_end, name_begin - type_end).str();
    const std::string n = buffer.substr(name_begin, name_end - name_begin).str();
    const std::string storage = "__kiln_shared_" + n;
    return Edit{type_begin, name_end,
                "unsigned char" + middle + storage + "[sizeof(" + t + ")] __attribute__((aligned(alignof(" + t + ")))); " + t + "& " + n +
                    " = reinterpret_cast<" + t + "&>(" + storage + ")"};
}

void find_refused_shared(clang::ASTContext& ast, const RefusedAt& refused, SharedRewrites& out) {
    RefusedShared search(refused);
    search.TraverseDecl(ast.getTranslationUnitDecl());
    const clang::SourceManager& sm = ast.getSourceManager();
    std::map<clang::FileID, std::map<unsigned, Edit>> edits;
    for (const clang::VarDecl* v : search.found) {
        std::optional<Edit> edit = storage_for(*v, sm, ast.getLangOpts());
        if (!edit || !edits[sm.getFileID(v->getLocation())].emplace(edit->begin, *edit).second) continue;
        const clang::PresumedLoc at = sm.getPresumedLoc(v->getLocation());
        const std::string type = v->getType().getAsString(ast.getPrintingPolicy());
        const std::string name = v->getName().str();
        out.warnings.push_back(std::string(at.getFilename()) + ":" + std::to_string(at.getLine()) + ":" + std::to_string(at.getColumn()) +
                               ": warning: __shared__ variable '" + name + "' of type '" + type +
                               "' is neither constructed nor destroyed, as nvcc does with a warning (clang refuses it: \"initialization "
                               "is not supported for __shared__ variables\"): kiln built it as shared storage of the type's size and "
                               "alignment; set it up in the kernel" +
                               (type.find("barrier") != std::string::npos ? " (a cuda::barrier: init(&" + name + ", count) from one thread, then __syncthreads())" : ""));
    }
    for (auto& [file, in_file] : edits) {
        const auto entry = sm.getFileEntryRefForID(file);
        if (!entry) continue;
        std::string text = sm.getBufferData(file).str();
        for (auto it = in_file.rbegin(); it != in_file.rend(); ++it) text.replace(it->second.begin, it->second.end - it->second.begin, it->second.text);
        std::error_code ec;
        out.files[std::filesystem::absolute(entry->getName().str(), ec).string()] = std::move(text);
    }
}

struct Consumer final : clang::MultiplexConsumer {
    Consumer(std::vector<std::unique_ptr<clang::ASTConsumer>> inner, bool skip_host_bodies, SharedRewrites* rewrites,
             const RefusedAt* refused)
        : clang::MultiplexConsumer(std::move(inner)), skip_host_bodies(skip_host_bodies), rewrites(rewrites), refused(refused) {}
    bool shouldSkipFunctionBody(clang::Decl* d) override {
        const clang::FunctionDecl* f = d->getAsFunction();
        return skip_host_bodies && f && !f->hasAttr<clang::CUDADeviceAttr>() && !f->hasAttr<clang::CUDAGlobalAttr>();
    }
    void HandleTranslationUnit(clang::ASTContext& ast) override {
        if (rewrites && refused && !refused->at.empty()) find_refused_shared(ast, *refused, *rewrites);
        clang::MultiplexConsumer::HandleTranslationUnit(ast);
    }
    bool skip_host_bodies;
    SharedRewrites* rewrites;
    const RefusedAt* refused;
};

}  // namespace

CudaAction::CudaAction(llvm::LLVMContext* ctx, bool skip_host_bodies, SharedRewrites* rewrites)
    : clang::EmitLLVMOnlyAction(ctx), skip_host_bodies_(skip_host_bodies), rewrites_(rewrites) {}
CudaAction::~CudaAction() = default;

std::unique_ptr<clang::ASTConsumer> CudaAction::CreateASTConsumer(clang::CompilerInstance& ci, llvm::StringRef file) {
    std::vector<std::unique_ptr<clang::ASTConsumer>> inner;
    inner.push_back(clang::EmitLLVMOnlyAction::CreateASTConsumer(ci, file));
    if (!inner.back()) return nullptr;
    // The diagnostics pass by RefusedAt on their way to the compile's printer; it lives as long as
    // this action, which outlives the compiler instance.
    if (rewrites_) {
        refused_ = std::make_unique<RefusedAt>(*ci.getDiagnostics().getClient());
        ci.getDiagnostics().setClient(refused_.get(), /*ShouldOwnClient=*/false);
    }
    return std::make_unique<Consumer>(std::move(inner), skip_host_bodies_, rewrites_, refused_.get());
}

}  // namespace kiln::frontend
