// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#pragma once
// Diagnostics with source positions. The library reports every problem here and never prints;
// the tool renders them compiler-style so editors can jump to them:
//
//   kernels.toml:12:1: error: unknown key 'bloc_size' in kernel 'gemm'
//      12 | bloc_size = 128
//         | ^~~~~~~~~
//   kernels.toml:12:1: note: did you mean 'block_size'?
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace kiln::diag {

// A place in an input file. line and column are 1-based; line 0 means "no position".
struct SourcePos {
    std::string file;
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    std::uint32_t length = 1;  // characters the caret underlines

    bool known() const { return line != 0; }
};

enum class Severity { error, warning, note };

struct Diagnostic {
    Severity severity = Severity::error;
    SourcePos pos;
    std::string message;
};

class Diagnostics {
public:
    // Reporting stops collecting past this many errors; the caller stops at the first check.
    static constexpr std::size_t k_error_limit = 20;

    void error(SourcePos pos, std::string message) { add(Severity::error, std::move(pos), std::move(message)); }
    void error(std::string message) { error(SourcePos{}, std::move(message)); }
    void warning(SourcePos pos, std::string message) { add(Severity::warning, std::move(pos), std::move(message)); }
    void note(SourcePos pos, std::string message) { add(Severity::note, std::move(pos), std::move(message)); }

    // --werror: every warning from now on is an error, marked "[--werror]".
    void warnings_as_errors(bool on) { m_werror = on; }

    // Registers a file's text so rendering can quote its lines.
    void add_source(const std::string& file, std::string text) { m_sources[file] = std::move(text); }
    // The position of the string `value` written as an element of the array at `array` (its first
    // quoted occurrence from there on), for a caret at one element; `array` when it is not found.
    SourcePos element(const SourcePos& array, std::string_view value) const;

    bool has_errors() const { return m_error_count > 0; }
    // The exit status a command ends with when there are errors: 1 (bad input, a failed compile),
    // or 3 once an error says a built kernel missed its manifest's expectation (docs/cli.md).
    void expectation_failed() { m_exit_code = 3; }
    int exit_code() const { return m_exit_code; }
    std::size_t error_count() const { return m_error_count; }
    const std::vector<Diagnostic>& all() const { return m_diagnostics; }
    void clear() {
        m_diagnostics.clear();
        m_error_count = 0;
        m_truncated = m_dropping_notes = false;
    }

    // Puts diagnostics from index `first` on in file order (line, then column), each note staying
    // after the error or warning it belongs to.
    void sort_by_position(std::size_t first);

    // `color`: as clang colours them on a terminal (bold place, red errors, magenta warnings, the
    // caret green), with ANSI escapes.
    std::string render(const Diagnostic& d, bool color = false) const;
    std::string render_all(bool color = false) const;

private:
    void add(Severity s, SourcePos pos, std::string message);

    std::vector<Diagnostic> m_diagnostics;
    std::map<std::string, std::string> m_sources;
    std::size_t m_error_count = 0;
    bool m_truncated = false;
    bool m_werror = false;
    int m_exit_code = 1;
    bool m_dropping_notes = false;  // the last error or warning was a repeat; so are its notes
};

}  // namespace kiln::diag
