#pragma once
// The manifest data model (format version 1). Every value keeps the position it was written at,
// so any later stage (validation, layering, compile errors) can point back into the manifest.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "diag/diagnostics.hpp"

namespace kiln::manifest {

using diag::SourcePos;

template <class T>
struct Located {
    T value{};
    SourcePos pos;
};

struct FnAttr {
    Located<std::string> name;
    Located<std::string> value;
};

// The attributes of one backend table, e.g. fn_attrs.amdgpu, in manifest order.
struct BackendAttrs {
    Located<std::string> backend;
    std::vector<FnAttr> attrs;
};

// Settings that [defaults] and each [kernels.NAME] may give; unset fields inherit.
struct KernelSettings {
    std::optional<Located<std::filesystem::path>> source;  // absolute, resolved against the manifest
    std::optional<Located<std::string>> symbol;
    std::optional<Located<std::int64_t>> block_size;
    std::optional<Located<std::int64_t>> dynamic_lds;
    std::vector<BackendAttrs> fn_attrs;
};

struct Kernel {
    Located<std::string> name;  // position of the [kernels.NAME] header
    KernelSettings settings;
};

// A target ID such as "gfx942:sramecc+:xnack-".
struct TargetId {
    Located<std::string> id;
    std::string processor;                 // "gfx942"
    std::vector<std::string> features;     // LLVM subtarget features: "+sramecc", "-xnack"
};

struct Bundle {
    Located<std::string> name;
    std::vector<TargetId> targets;
    Located<int> code_object_version{5, {}};
};

struct Manifest {
    std::filesystem::path path;  // the manifest file itself
    std::filesystem::path dir;   // relative paths in it resolve against this
    Bundle bundle;
    KernelSettings defaults;
    std::vector<Kernel> kernels;  // in manifest order
};

// Parses and validates a manifest. Reports every problem it finds to `diags` (all of them, not
// just the first) and returns nothing when there was any error.
std::optional<Manifest> load(const std::filesystem::path& path, diag::Diagnostics& diags);

// Splits a target ID into processor and subtarget features; nullopt when malformed.
std::optional<TargetId> parse_target_id(const std::string& id);

}  // namespace kiln::manifest
