#include "pddl/plan_text.hpp"

#include <cctype>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace pg::pddl {

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

namespace {

int column_of(std::size_t index) { return static_cast<int>(index) + 1; }

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Past a time stamp "DIGITS[.DIGITS]:" and the blanks after it, when the line
// has one at `at`; `at` otherwise.
std::size_t skip_time_stamp(std::string_view s, std::size_t at) {
  std::size_t i = at;
  while (i < s.size() && is_digit(s[i])) ++i;
  if (i == at) return at;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && is_digit(s[i])) ++i;
  }
  if (i >= s.size() || s[i] != ':') return at;
  ++i;
  while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
  return i;
}

// Past a duration "[DIGITS[.DIGITS]]" at `at`; `at` when there is none. A
// '[' that does not open one is left for the caller to report.
std::size_t skip_duration(std::string_view s, std::size_t at, int line) {
  if (at >= s.size() || s[at] != '[') return at;
  std::size_t i = at + 1;
  std::size_t digits = i;
  while (i < s.size() && (is_digit(s[i]) || s[i] == '.')) ++i;
  if (i == digits || i >= s.size() || s[i] != ']')
    throw InputError("expected a duration such as [1] after the step", line, column_of(at));
  return i + 1;
}

}  // namespace

std::vector<PlanStep> read_plan(std::string_view text) {
  std::vector<PlanStep> plan;
  for (const Line& line : split_lines(text)) {
    std::string_view s = line.text;
    std::size_t at = s.find_first_not_of(" \t");
    if (at == std::string_view::npos || s[at] == ';') continue;
    at = skip_time_stamp(s, at);
    if (at >= s.size() || s[at] != '(') {
      std::size_t end = at >= s.size() ? s.size() : s.find_first_of(" \t", at);
      throw InputError("expected a step in parentheses such as (move a b), found " +
                           (at >= s.size() ? std::string("the end of the line") : describe_token(s.substr(at, end - at))),
                       line.number, column_of(at));
    }
    std::size_t open = at++;
    PlanStep step;
    step.line = line.number;
    bool closed = false;
    while (at < s.size()) {
      char c = s[at];
      if (c == ' ' || c == '\t') {
        ++at;
      } else if (c == ')') {
        closed = true;
        ++at;
        break;
      } else if (c == '(' || c == ';') {
        throw InputError("unexpected " + describe_char(c) + " inside a step", line.number, column_of(at));
      } else {
        std::size_t start = at;
        while (at < s.size() && s[at] != ' ' && s[at] != '\t' && s[at] != '(' && s[at] != ')' && s[at] != ';') {
          auto u = static_cast<unsigned char>(s[at]);
          if (u < 0x20 || u == 0x7f)
            throw InputError("unexpected " + describe_char(s[at]), line.number, column_of(at));
          ++at;
        }
        std::string word = lowercase(s.substr(start, at - start));
        if (step.action.empty()) {
          step.action = std::move(word);
          step.column = column_of(start);
        } else {
          step.args.push_back(std::move(word));
          step.arg_columns.push_back(column_of(start));
        }
      }
    }
    if (!closed) throw InputError("missing ')' at the end of the step", line.number, column_of(s.size()));
    if (step.action.empty())
      throw InputError("empty step: expected (action arg ...)", line.number, column_of(open));
    std::size_t rest = s.find_first_not_of(" \t", at);
    if (rest != std::string_view::npos) {
      rest = s.find_first_not_of(" \t", skip_duration(s, rest, line.number));
      if (rest != std::string_view::npos && s[rest] != ';')
        throw InputError("unexpected text after the step: one step per line", line.number, column_of(rest));
    }
    plan.push_back(std::move(step));
  }
  return plan;
}

std::string step_text(const PlanStep& step) {
  std::string out = "(" + step.action;
  for (const std::string& arg : step.args) out += " " + arg;
  return out + ")";
}

void PlanWriter::step(std::initializer_list<std::string_view> words) {
  steps_ += '(';
  bool first = true;
  for (std::string_view word : words) {
    if (!first) steps_ += ' ';
    steps_ += word;
    first = false;
  }
  steps_ += ")\n";
  ++count_;
}

std::string PlanWriter::text() const { return steps_ + "; cost = " + std::to_string(count_) + " (unit cost)\n"; }

}  // namespace pg::pddl
