// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The .kiln section is JSON (format "kiln-metadata", version k_metadata_version); LLVM's JSON
// parser reads it.
#include "codeobj/kiln_section.hpp"
#include "codeobj/kiln_json.hpp"

#include <algorithm>
#include <atomic>

#include <llvm/Object/ELF.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/JSON.h>

#include "util/parallel.hpp"

namespace kiln::codeobj {

namespace {

std::string quote(llvm::StringRef s) {
    std::string q(1, '\'');
    q.append(s.data(), s.size());
    q += '\'';
    return q;
}

using ELFT = llvm::object::ELF64LE;

// The index of the quote that ends the JSON string whose opening quote is at `open` (past its
// escapes), or text.size() and beyond where none does.
std::size_t string_end(llvm::StringRef text, std::size_t open) {
    std::size_t i = open + 1;
    while (i < text.size() && text[i] != '"') i += text[i] == '\\' ? 2 : 1;
    return i;
}

// Deeper than kiln writes (4 levels) is not kiln's: LLVM's parser recurses, so a crafted section
// nested a million deep would overflow the stack. Counted outside strings, before parsing.
constexpr int k_max_depth = 16;
bool too_deep(llvm::StringRef text) {
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            i = string_end(text, i);
        } else if (c == '{' || c == '[') {
            if (++depth > k_max_depth) return true;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return false;
}

// Every number is hostile: each field has the range a real kernel can have (counts fit an int,
// sizes are below 2^31), and a value outside it makes the section malformed.
constexpr std::int64_t k_max = 0x7fffffff;

struct Reader {
    std::string error;

    // A missing object (resources, launch, occupancy, ...) is as malformed as a missing field.
    bool present(const llvm::json::Object* o, llvm::StringRef key) {
        if (o) return true;
        if (error.empty()) error = "no object holding '" + key.str() + "'";
        return false;
    }

    std::int64_t integer(const llvm::json::Object* o, llvm::StringRef key, std::int64_t lo = 0, std::int64_t hi = k_max) {
        if (!present(o, key)) return 0;
        if (auto v = o->getInteger(key)) {
            if (*v >= lo && *v <= hi) return *v;
            if (error.empty()) error = quote(key) + " is " + std::to_string(*v) + ", outside " + std::to_string(lo) + ".." + std::to_string(hi);
            return 0;
        }
        if (error.empty()) error = "missing integer '" + key.str() + "'";
        return 0;
    }
    std::string string(const llvm::json::Object* o, llvm::StringRef key) {
        if (!present(o, key)) return {};
        if (auto v = o->getString(key)) return v->str();
        if (error.empty()) error = "missing string '" + key.str() + "'";
        return {};
    }
    // Blocks per CU, or null where kiln has no model for the target: -1.
    int blocks(const llvm::json::Object* o, llvm::StringRef key) {
        if (o && o->get(key) && o->get(key)->getAsNull()) return -1;
        return static_cast<int>(integer(o, key));
    }
    occupancy::Limiter limiter(const llvm::json::Object* o, llvm::StringRef key) {
        std::string name = string(o, key);
        using occupancy::Limiter;
        for (Limiter l : {Limiter::none, Limiter::block_size, Limiter::waves, Limiter::vgprs, Limiter::sgprs, Limiter::lds,
                          Limiter::workgroups, Limiter::warps, Limiter::registers, Limiter::shared, Limiter::blocks,
                          Limiter::barriers})
            if (name == occupancy::limiter_name(l)) return l;
        if (error.empty()) error = "unknown limiter '" + name + "'";
        return Limiter::none;
    }
    std::optional<std::int64_t> optional_integer(const llvm::json::Object* o, llvm::StringRef key, std::int64_t hi = k_max) {
        if (!o || !o->get(key)) return std::nullopt;
        return integer(o, key, 0, hi);
    }

    KernelRecord kernel(const llvm::json::Object& k) {
        KernelRecord r;
        r.resources.name = string(&k, "name");
        if (k.get("object_name")) r.object_name = string(&k, "object_name");  // version 2, optional
        const auto* res = k.getObject("resources");
        auto u32 = [&](llvm::StringRef key) { return static_cast<std::uint32_t>(integer(res, key)); };
        r.resources.vgpr_count = u32("vgpr_count");
        r.resources.sgpr_count = u32("sgpr_count");
        r.resources.agpr_count = u32("agpr_count");
        r.resources.group_segment_fixed_size = u32("group_segment_fixed_size");
        r.resources.private_segment_fixed_size = u32("private_segment_fixed_size");
        r.resources.vgpr_spill_count = u32("vgpr_spill_count");
        r.resources.sgpr_spill_count = u32("sgpr_spill_count");
        r.resources.max_flat_workgroup_size = static_cast<std::uint32_t>(integer(res, "max_flat_workgroup_size", 1, 1024));
        r.resources.wavefront_size = static_cast<std::uint32_t>(integer(res, "wavefront_size", 32, 64));
        // NVIDIA kernels only (absent: 0).
        // Spills are null where not known (kiln inspect of a cubin kiln did not build): 0 here, and
        // the target's empty "kiln" says the figures are not kiln's.
        auto nvidia = [&](llvm::StringRef key, std::int64_t hi) {
            if (res && res->get(key) && res->get(key)->getAsNull()) return std::uint32_t{0};
            return static_cast<std::uint32_t>(optional_integer(res, key, hi).value_or(0));
        };
        r.resources.registers = nvidia("registers", 255);
        r.resources.barriers = nvidia("barriers", 16);
        r.resources.spill_store_bytes = nvidia("spill_store_bytes", k_max);
        r.resources.spill_load_bytes = nvidia("spill_load_bytes", k_max);
        const auto* launch = k.getObject("launch");
        r.block_size = integer(launch, "block_size", 1, 1024);
        r.dynamic_lds = integer(launch, "dynamic_lds");
        // NVIDIA only (absent: -1, the defaults).
        if (launch && launch->get("shared_carveout")) r.shared_carveout = integer(launch, "shared_carveout", -1, 100);
        if (launch && launch->get("max_dynamic_lds")) r.max_dynamic_lds = integer(launch, "max_dynamic_lds", -1);
        const auto* occ = k.getObject("occupancy");
        std::string profile = string(occ, "profile");
        if (!occupancy::profile_from_name(profile.c_str(), r.profile) && error.empty()) error = "unknown profile '" + profile + "'";
        r.hip.source = string(occ, "source");
        r.hip.blocks_per_cu = blocks(occ, "blocks_per_cu");
        r.hip.waves_per_simd = static_cast<int>(integer(occ, "waves_per_simd"));
        r.hip.limiter = limiter(occ, "limiter");
        if (occ) {
            if (const auto* next = occ->getObject("next")) {
                r.hip.next.blocks = static_cast<int>(integer(next, "blocks"));
                r.hip.next.resource = limiter(next, "resource");
                r.hip.next.at_most = static_cast<int>(integer(next, "at_most"));
            }
        }
        const auto* hw = k.getObject("hardware_estimate");
        r.hardware.source = "hardware estimate";
        r.hardware.blocks_per_cu = blocks(hw, "blocks_per_cu");
        r.hardware.waves_per_simd = static_cast<int>(integer(hw, "waves_per_simd"));
        r.hardware.limiter = limiter(hw, "limiter");
        if (const auto* table = k.getArray("blocks_per_cu_by_block_size")) {
            for (const auto& row : *table) {
                const auto* pair = row.getAsArray();
                auto in_range = [](const llvm::json::Value& v, std::int64_t hi) {
                    auto n = v.getAsInteger();
                    return n && *n >= 0 && *n <= hi;
                };
                if (!pair || pair->size() != 2 || !in_range((*pair)[0], 1024) || !in_range((*pair)[1], k_max)) {
                    if (error.empty()) error = "malformed blocks_per_cu_by_block_size";
                    continue;
                }
                r.blocks_by_block_size.emplace_back(static_cast<int>(*(*pair)[0].getAsInteger()),
                                                    static_cast<int>(*(*pair)[1].getAsInteger()));
            }
        }
        if (const auto* attrs = k.getArray("attributes")) {
            for (const auto& a : *attrs) {
                const auto* o = a.getAsObject();
                if (!o) continue;
                AttrRecord ar{string(o, "backend"), string(o, "name"), string(o, "value"), string(o, "origin"), 0, 0};
                if (auto line = optional_integer(o, "line")) ar.line = static_cast<std::uint32_t>(*line);
                if (auto column = optional_integer(o, "column")) ar.column = static_cast<std::uint32_t>(*column);
                r.attrs.push_back(std::move(ar));
            }
        }
        if (const auto* settings = k.getObject("settings")) {  // version 3
            std::vector<std::string> keys;
            for (const auto& [key, value] : *settings) keys.push_back(key.str());
            std::sort(keys.begin(), keys.end());  // llvm::json::Object's order is its hash's
            for (const auto& key : keys) r.settings.emplace_back(key, string(settings, key));
        }
        const auto* e = k.getObject("expect");
        r.expect.min_blocks_per_cu = optional_integer(e, "min_blocks_per_cu");
        r.expect.max_vgprs = optional_integer(e, "max_vgprs");
        r.expect.max_sgprs = optional_integer(e, "max_sgprs");
        r.expect.max_spills = optional_integer(e, "max_spills");
        r.expect.max_scratch = optional_integer(e, "max_scratch");
        return r;
    }
};

// The arrays kiln's files hold one element per kernel (or tune result) in.
constexpr llvm::StringLiteral k_long_arrays[] = {"kernels", "results"};

// Where the text between the brackets of each array that is the value of a k_long_arrays key
// is (outermost ones; in text order); nullopt where the scan finds anything it does not expect:
// an escape in a key (LLVM would read "kern\u0065ls" as "kernels"), unbalanced brackets.
std::optional<std::vector<std::pair<std::size_t, std::size_t>>> long_arrays(llvm::StringRef text) {
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    llvm::StringRef key;  // the last string, while only blanks and a colon follow it
    bool colon = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            const std::size_t end = string_end(text, i);
            key = text.slice(i + 1, end), colon = false;
            i = end;
            continue;
        }
        if (c == ' ' || c == '\n' || c == '\t' || c == '\r') continue;
        if (c == ':' && !key.empty() && !colon) {
            if (key.contains('\\')) return std::nullopt;
            colon = true;
            continue;
        }
        if (c == '[' && colon && llvm::is_contained(k_long_arrays, key)) {
            int depth = 0;  // to the matching bracket, skipping strings
            std::size_t j = i;
            for (; j < text.size(); ++j) {
                if (text[j] == '"') {
                    j = string_end(text, j);
                } else if (text[j] == '[' || text[j] == '{') {
                    ++depth;
                } else if ((text[j] == ']' || text[j] == '}') && --depth == 0) {
                    break;
                }
            }
            if (j >= text.size()) return std::nullopt;
            spans.emplace_back(i + 1, j);
            i = j;
        }
        key = {}, colon = false;
    }
    return spans;
}

// The elements of an array whose text between the brackets is `inside`, each parsed alone;
// nullopt where one is not JSON.
std::optional<llvm::json::Array> parse_elements(llvm::StringRef inside) {
    std::vector<llvm::StringRef> elements;
    int depth = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= inside.size(); ++i) {
        const char c = i < inside.size() ? inside[i] : ',';
        if (c == '"') {
            i = string_end(inside, i);
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if (c == ']' || c == '}') {
            --depth;
        } else if (c == ',' && depth == 0) {
            elements.push_back(inside.slice(start, i));
            start = i + 1;
        }
    }
    if (elements.size() == 1 && elements[0].trim().empty()) elements.clear();  // []
    // Parsed on every core in chunks of 256 (each alone), put in order.
    std::vector<llvm::json::Value> values(elements.size(), nullptr);
    std::atomic<bool> failed{false};
    util::parallel_chunks(elements.size(), 256, [&](std::size_t first, std::size_t last) {
        for (std::size_t i = first; i < last && !failed; ++i) {
            auto v = llvm::json::parse(elements[i]);
            if (!v) {
                llvm::consumeError(v.takeError());
                failed = true;
            } else {
                values[i] = std::move(*v);
            }
        }
    });
    if (failed) return std::nullopt;
    llvm::json::Array out;
    out.reserve(values.size());
    for (auto& v : values) out.push_back(std::move(v));
    return out;
}

// Puts each placeholder "[N]" under a k_long_arrays key in `v` back as arrays[N] (taken);
// false where one is not a placeholder of an array not yet put back.
bool put_back(llvm::json::Value& v, std::vector<std::optional<llvm::json::Array>>& arrays) {
    if (auto* a = v.getAsArray()) {
        for (auto& e : *a)
            if (!put_back(e, arrays)) return false;
    } else if (auto* o = v.getAsObject()) {
        for (auto& [key, value] : *o) {
            if (llvm::is_contained(k_long_arrays, llvm::StringRef(key))) {
                const auto* placeholder = value.getAsArray();
                const auto n = placeholder && placeholder->size() == 1 ? (*placeholder)[0].getAsInteger() : std::nullopt;
                if (!n || *n < 0 || static_cast<std::size_t>(*n) >= arrays.size() || !arrays[*n]) return false;
                value = llvm::json::Value(std::move(*arrays[*n]));
                arrays[*n].reset();
            } else if (!put_back(value, arrays)) {
                return false;
            }
        }
    }
    return true;
}

// The value of `text` parsed with each array at `spans` replaced by a placeholder, its index, and
// the arrays, parsed element by element, put back; nullopt where anything is unexpected.
std::optional<llvm::json::Value> parse_split(llvm::StringRef text, const std::vector<std::pair<std::size_t, std::size_t>>& spans) {
    std::string skeleton;
    std::vector<std::optional<llvm::json::Array>> arrays;
    std::size_t from = 0;
    for (const auto& [begin, end] : spans) {
        skeleton.append(text.data() + from, begin - from).append(std::to_string(arrays.size()));
        arrays.push_back(parse_elements(text.slice(begin, end)));
        if (!arrays.back()) return std::nullopt;
        from = end;
    }
    skeleton.append(text.data() + from, text.size() - from);
    auto json = llvm::json::parse(skeleton);
    if (!json) {
        llvm::consumeError(json.takeError());
        return std::nullopt;
    }
    if (!put_back(*json, arrays) || std::any_of(arrays.begin(), arrays.end(), [](const auto& a) { return a.has_value(); }))
        return std::nullopt;
    return std::move(*json);
}

}  // namespace

// llvm::json::parse of `text`, with each array of kernels (tune results) parsed element by
// element: json::Value's move constructor is not noexcept, so the parser's arrays copied every
// element they held each time they grew (parsing a 10,000-kernel report took 0.8-1.2 s, its
// elements one by one 0.15-0.23 s). The value is the one LLVM's parse of the whole text gives;
// where anything is unexpected (an element that is not JSON, an array not put back), that parse
// gives it, and says what is wrong.
llvm::Expected<llvm::json::Value> parse_json(llvm::StringRef text) {
    if (const auto spans = long_arrays(text); spans && !spans->empty())
        if (auto json = parse_split(text, *spans)) return std::move(*json);
    return llvm::json::parse(text);
}

namespace {

// The JSON of a file kiln reads back, its nesting bounded before LLVM's recursive parser sees
// it. `subject` leads the errors ("the .kiln section"; empty: the caller's message names it).
Result<llvm::json::Value> parse_bounded(std::string_view text_in, const std::string& subject) {
    llvm::StringRef text(text_in.data(), text_in.size());
    const std::string lead = subject.empty() ? "" : subject + " ";
    if (too_deep(text)) return make_error(lead + "nests deeper than " + std::to_string(k_max_depth) + " levels");
    auto json = parse_json(text);
    if (!json) return make_error(lead + (subject.empty() ? "" : "is ") + "not valid JSON: " + llvm::toString(json.takeError()));
    return std::move(*json);
}

}  // namespace

Result<std::optional<CodeObjectRecord>> read_kiln_section(std::string_view elf, std::string_view section) {
    auto file = llvm::object::ELFFile<ELFT>::create(llvm::StringRef(elf.data(), elf.size()));
    if (!file) return make_error("not an ELF64 code object: " + llvm::toString(file.takeError()));
    auto sections = file->sections();
    if (!sections) return make_error(llvm::toString(sections.takeError()));
    for (const auto& sh : *sections) {
        auto name = file->getSectionName(sh);
        if (!name) return make_error(llvm::toString(name.takeError()));
        if (*name != llvm::StringRef(section.data(), section.size())) continue;
        auto contents = file->getSectionContents(sh);
        if (!contents) return make_error(llvm::toString(contents.takeError()));
        auto record = parse_kiln_metadata(std::string_view(reinterpret_cast<const char*>(contents->data()), contents->size()));
        if (!record) return make_error(record.error());
        return std::optional<CodeObjectRecord>(std::move(record).value());
    }
    return std::optional<CodeObjectRecord>();
}

Result<KilnReport> parse_kiln_report(std::string_view text) {
    auto json = parse_bounded(text, "");
    if (!json) return make_error(json.error());
    const auto* root = json->getAsObject();
    const std::optional<llvm::StringRef> format = root ? root->getString("format") : std::nullopt;
    const bool inspected = format == "kiln-inspect";
    if (format != "kiln-report" && !inspected)
        return make_error("not kiln-report JSON (a kiln build's NAME.json) or kiln-inspect JSON (kiln inspect --json)");
    Reader reader;
    KilnReport report;
    const std::int64_t version = reader.integer(root, "version");
    if (inspected && version != 3)
        return make_error("a kiln-inspect of version " + std::to_string(version) + "; this kiln reads version 3");
    if (!inspected && (version < 1 || version > 2))
        return make_error("a kiln-report of version " + std::to_string(version) + "; this kiln reads versions 1 and 2");
    report.bundle = reader.string(root, "bundle");
    const auto* targets = root->getArray("targets");
    if (!targets) return make_error("no 'targets' array");
    for (const auto& t : *targets) {
        const auto* o = t.getAsObject();
        if (!o) return make_error("a target that is not an object");
        CodeObjectRecord record;
        record.target = reader.string(o, "target");
        record.kiln_version = reader.string(o, "kiln");
        record.llvm_version = reader.string(o, "llvm");
        record.prebuilt = o->getBoolean("prebuilt").value_or(false);
        if (const auto source = o->getString("source")) report.sources.push_back(source->str());
        if (const auto* kernels = o->getArray("kernels"))
            for (const auto& k : *kernels)
                if (const auto* ko = k.getAsObject()) record.kernels.push_back(reader.kernel(*ko));
        report.targets.push_back(std::move(record));
        if (!reader.error.empty()) break;
    }
    if (!reader.error.empty()) return make_error("malformed: " + reader.error);
    if (!report.sources.empty() && report.sources.size() != report.targets.size()) return make_error("a target without 'source'");
    return report;
}

Result<TuneResults> parse_tune_results(std::string_view text) {
    auto json = parse_bounded(text, "");
    if (!json) return make_error(json.error());
    const auto* root = json->getAsObject();
    if (!root || root->getString("format") != "kiln-tune-results") return make_error("not kiln-tune-results JSON (a kiln tune runner's results.json)");
    Reader reader;
    TuneResults out;
    const std::int64_t version = reader.integer(root, "version");
    if (version != 1) return make_error("kiln-tune-results of version " + std::to_string(version) + "; this kiln reads version 1");
    out.bundle = reader.string(root, "bundle");
    out.device = reader.string(root, "device");
    out.target = reader.string(root, "target");
    out.driver = reader.integer(root, "driver");
    const auto* results = root->getArray("results");
    if (!results) return make_error("no 'results' array");
    for (const auto& r : *results) {
        const auto* o = r.getAsObject();
        if (!o) return make_error("a result that is not an object");
        TuneTiming t;
        t.kernel = reader.string(o, "kernel");
        t.variant = reader.string(o, "variant");
        if (o->get("error")) {
            t.error = reader.string(o, "error");
        } else {
            t.block = reader.integer(o, "block", 1, 1024);
            t.grid = reader.integer(o, "grid", 1);
            t.repeat = reader.integer(o, "repeat", 1);
            for (auto [key, field] : {std::pair{"median_ms", &t.median_ms}, std::pair{"min_ms", &t.min_ms}, std::pair{"max_ms", &t.max_ms}}) {
                auto v = o->getNumber(key);
                if (!v || !(*v >= 0) || *v > 1e9) {
                    if (reader.error.empty()) reader.error = "'" + std::string(key) + "' of " + t.variant + " is not a time in milliseconds";
                } else {
                    *field = *v;
                }
            }
            if (reader.error.empty() && !(t.min_ms <= t.median_ms && t.median_ms <= t.max_ms))
                reader.error = "the times of " + t.variant + " are not min <= median <= max";
        }
        if (!reader.error.empty()) break;
        out.timings.push_back(std::move(t));
    }
    if (!reader.error.empty()) return make_error("malformed: " + reader.error);
    return out;
}

Result<CodeObjectRecord> parse_kiln_metadata(std::string_view section) {
    auto json = parse_bounded(section, "the .kiln section");
    if (!json) return make_error(json.error());
    const auto* root = json->getAsObject();
    if (!root || root->getString("format") != "kiln-metadata") return make_error("the .kiln section is not kiln metadata");
    Reader reader;
    CodeObjectRecord record;
    record.version = static_cast<int>(reader.integer(root, "version"));
    if (record.version < 1 || record.version > k_metadata_version)
        return make_error("the .kiln section has version " + std::to_string(record.version) + "; this kiln reads 1 to " +
                          std::to_string(k_metadata_version));
    record.kiln_version = reader.string(root, "kiln");
    record.llvm_version = reader.string(root, "llvm");
    record.target = reader.string(root, "target");
    record.prebuilt = root->getBoolean("prebuilt").value_or(false);
    if (const auto* kernels = root->getArray("kernels")) {
        for (const auto& k : *kernels)
            if (const auto* o = k.getAsObject()) record.kernels.push_back(reader.kernel(*o));
    }
    if (!reader.error.empty()) return make_error("malformed .kiln section: " + reader.error);
    return record;
}

}  // namespace kiln::codeobj
