// The s-expressions PDDL and HDDL texts are written in.
#include <optional>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/text.hpp"
#include "pddl/language.hpp"

namespace pg::pddl {
namespace {

// Deep enough for any real domain; a bound keeps the recursive walks over a
// hostile input off the end of the stack.
constexpr int kMaxDepth = limits::kDeepestNesting;


class Reader {
 public:
  explicit Reader(std::string_view text) : at_(text) {}

  Expr read() {
    skip_blanks();
    if (at_.at_end()) throw InputError("empty input: expected a PDDL form such as (define ...)", 1, 1);
    std::vector<Expr> open;  // the lists being read, innermost last
    std::optional<Expr> done;
    while (!done) {
      skip_blanks();
      if (at_.at_end()) {
        const Expr& unclosed = open.back();
        throw InputError("unbalanced parentheses: this '(' is not closed before the end of the input", unclosed.line,
                         unclosed.column);
      }
      char c = at_.peek();
      if (c == '(') {
        if (static_cast<int>(open.size()) >= kMaxDepth)
          throw InputError("lists nested more than " + std::to_string(kMaxDepth) + " deep", at_.line, at_.column);
        Expr list;
        list.is_list = true;
        list.line = at_.line;
        list.column = at_.column;
        open.push_back(std::move(list));
        at_.advance();
      } else if (c == ')') {
        if (open.empty()) stray();
        at_.advance();
        Expr list = std::move(open.back());
        open.pop_back();
        if (open.empty())
          done = std::move(list);
        else
          open.back().items.push_back(std::move(list));
      } else {
        Expr symbol = read_symbol();
        if (open.empty())
          done = std::move(symbol);
        else
          open.back().items.push_back(std::move(symbol));
      }
    }
    skip_blanks();
    if (!at_.at_end()) {
      if (at_.peek() == ')') stray();
      throw InputError("unexpected text after the end of the form: a PDDL file holds exactly one (define ...)",
                       at_.line, at_.column);
    }
    return std::move(*done);
  }

 private:
  static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

  void skip_blanks() {
    while (!at_.at_end()) {
      char c = at_.peek();
      if (is_blank(c)) {
        at_.advance();
      } else if (c == ';') {
        while (!at_.at_end() && at_.peek() != '\n') at_.advance();
      } else {
        return;
      }
    }
  }

  [[noreturn]] void stray() const {
    throw InputError("unexpected ')' with no '(' open to close", at_.line, at_.column);
  }

  Expr read_symbol() {
    Expr symbol;
    symbol.line = at_.line;
    symbol.column = at_.column;
    while (!at_.at_end()) {
      char c = at_.peek();
      if (is_blank(c) || c == '(' || c == ')' || c == ';') break;
      auto u = static_cast<unsigned char>(c);
      if (u < 0x20 || u == 0x7f) throw InputError("unexpected " + describe_char(c), at_.line, at_.column);
      symbol.symbol += static_cast<char>(std::tolower(u));
      at_.advance();
    }
    return symbol;
  }

  TextCursor at_;
};

void write(const Expr& e, std::string& out) {
  if (!e.is_list) {
    out += e.symbol;
    return;
  }
  out += '(';
  for (std::size_t i = 0; i < e.items.size(); ++i) {
    if (i > 0) out += ' ';
    write(e.items[i], out);
  }
  out += ')';
}

}  // namespace

Expr parse(std::string_view text) { return Reader(text).read(); }

std::string to_string(const Expr& expr) {
  std::string out;
  write(expr, out);
  return out;
}

}  // namespace pg::pddl
