// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A recursive-descent parser that evaluates as it parses (or, for names_in, only parses).
#include "manifest/expr.hpp"

namespace kiln::manifest {

namespace {

bool is_name_start(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

class Parser {
public:
    Parser(std::string_view text, const ExprLookup* lookup) : m_text(text), m_lookup(lookup) {}

    std::int64_t parse() {
        const std::int64_t v = sum();
        skip();
        if (!m_error && m_at < m_text.size()) fail(m_at, "unexpected '" + std::string(1, m_text[m_at]) + "'");
        return v;
    }
    std::optional<ExprError> error() const { return m_error; }
    std::vector<std::pair<std::string, std::size_t>> names;

private:
    void skip() {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\t')) ++m_at;
    }
    void fail(std::size_t at, std::string message) {
        if (!m_error) m_error = ExprError{at, 1, std::move(message)};
    }
    bool eat(char c) {
        skip();
        if (m_at < m_text.size() && m_text[m_at] == c) {
            ++m_at;
            return true;
        }
        return false;
    }
    // One arithmetic step, checked (only when evaluating: names_in's values are placeholders).
    std::int64_t apply(char op, std::int64_t a, std::int64_t b, std::size_t at) {
        if (m_error || !m_lookup) return 1;
        std::int64_t r = 0;
        bool overflow = false;
        switch (op) {
            case '+': overflow = __builtin_add_overflow(a, b, &r); break;
            case '-': overflow = __builtin_sub_overflow(a, b, &r); break;
            case '*': overflow = __builtin_mul_overflow(a, b, &r); break;
            case '/':
            case '%':
            case 'c':
                if (b == 0) {
                    fail(at, "division by zero");
                    return 1;
                }
                if (a == INT64_MIN && b == -1) {
                    overflow = true;
                    break;
                }
                r = op == '/' ? a / b : op == '%' ? a % b : a / b + ((a % b != 0) && ((a < 0) == (b < 0)) ? 1 : 0);
                break;
            case 'm': r = a < b ? a : b; break;
            case 'M': r = a > b ? a : b; break;
        }
        if (overflow) fail(at, "the value overflows 64 bits");
        return r;
    }
    std::int64_t sum() {
        std::int64_t v = product();
        for (;;) {
            skip();
            const std::size_t at = m_at;
            if (eat('+')) v = apply('+', v, product(), at);
            else if (eat('-')) v = apply('-', v, product(), at);
            else return v;
        }
    }
    std::int64_t product() {
        std::int64_t v = unary();
        for (;;) {
            skip();
            const std::size_t at = m_at;
            if (eat('*')) v = apply('*', v, unary(), at);
            else if (eat('/')) v = apply('/', v, unary(), at);
            else if (eat('%')) v = apply('%', v, unary(), at);
            else return v;
        }
    }
    std::int64_t unary() {
        skip();
        const std::size_t at = m_at;
        if (eat('-')) return apply('-', 0, unary(), at);
        return primary();
    }
    std::int64_t primary() {
        skip();
        if (m_error) return 1;
        if (m_at >= m_text.size()) {
            fail(m_at, m_text.empty() ? "an empty expression" : "the expression ends early");
            return 1;
        }
        const std::size_t at = m_at;
        if (eat('(')) {
            const std::int64_t v = sum();
            if (!eat(')')) fail(m_at, "')' expected");
            return v;
        }
        if (is_digit(m_text[m_at])) {
            std::int64_t v = 0;
            while (m_at < m_text.size() && is_digit(m_text[m_at])) {
                if (__builtin_mul_overflow(v, 10, &v) || __builtin_add_overflow(v, m_text[m_at] - '0', &v)) {
                    fail(at, "the number overflows 64 bits");
                    return 1;
                }
                ++m_at;
            }
            return v;
        }
        if (!is_name_start(m_text[m_at])) {
            fail(at, "a number, a name or '(' expected, not '" + std::string(1, m_text[m_at]) + "'");
            return 1;
        }
        while (m_at < m_text.size() && (is_name_start(m_text[m_at]) || is_digit(m_text[m_at]))) ++m_at;
        const std::string name(m_text.substr(at, m_at - at));
        skip();
        if (m_at < m_text.size() && m_text[m_at] == '(') {
            const char op = name == "cdiv" ? 'c' : name == "min" ? 'm' : name == "max" ? 'M' : 0;
            if (!op) {
                fail(at, "unknown function '" + name + "' (there are cdiv, min and max)");
                return 1;
            }
            ++m_at;
            const std::int64_t a = sum();
            if (!eat(',')) {
                fail(m_at, "',' expected: " + name + "(a, b)");
                return 1;
            }
            const std::int64_t b = sum();
            if (!eat(')')) fail(m_at, "')' expected");
            return apply(op, a, b, at);
        }
        names.emplace_back(name, at);
        if (!m_lookup) return 1;
        const auto v = (*m_lookup)(name);
        if (!v) {
            fail(at, "unknown name '" + name + "'");
            m_error->length = name.size();
            return 1;
        }
        return *v;
    }

    std::string_view m_text;
    const ExprLookup* m_lookup;
    std::size_t m_at = 0;
    std::optional<ExprError> m_error;
};

}  // namespace

ExprResult evaluate(std::string_view text, const ExprLookup& lookup) {
    Parser p(text, &lookup);
    const std::int64_t v = p.parse();
    return {p.error() ? 0 : v, p.error()};
}

ExprNames names_in(std::string_view text) {
    Parser p(text, nullptr);
    p.parse();
    return {std::move(p.names), p.error()};
}

}  // namespace kiln::manifest
