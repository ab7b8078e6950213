#include "core/single.hpp"
#include "formats/takuzu/codec.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/errors.hpp"
#include "core/text.hpp"
#include "formats/cell_text.hpp"
#include "formats/ist_judge.hpp"
#include "formats/tatham.hpp"

namespace pg::takuzu {
namespace {

constexpr std::string_view kName = "takuzu";

// Rows of 0/1/2 (judge input) or 0/1 (judge output) cells separated by TABs;
// spaces are accepted too when reading.
std::vector<int> read_cells(const std::vector<Line>& lines, std::size_t first, int rows, int cols,
                            bool blanks_allowed) {
  std::vector<int> cells;
  cells.reserve(static_cast<std::size_t>(rows * cols));
  read_judge_rows(
      lines, first, rows, cols,
      [&](const Line& line, const Token& t) {
        bool ok = t.text.size() == 1 && (t.text[0] == '0' || t.text[0] == '1' || (blanks_allowed && t.text[0] == '2'));
        if (!ok) {
          std::string expected = blanks_allowed ? "0, 1 or 2 (blank)" : "0 or 1";
          throw InputError("expected " + expected + ", found " + describe(t), line.number, t.column);
        }
        return t.text[0] == '2' ? kNone : t.text[0] - '0';
      },
      [&](int, int, int value, const Line&, const Token&) { cells.push_back(value); });
  return cells;
}

// The IST judge text: "N", then N rows of N cells, TAB-separated, 2 = blank.
class JudgeFormat final : public IstJudgeFormat {
 public:
  JudgeFormat() : IstJudgeFormat("Takuzu", kLimits) {}

  // The shape only: a size line of digits alone, or a negative number (the
  // wrong size of a Takuzu text, which read() then names rather than another
  // puzzle's reader); read() judges the rest.
  bool sniff(std::string_view text) const override {
    std::vector<Line> lines = nonblank_lines(text);
    if (lines.empty()) return false;
    std::vector<Token> header = split_tokens(lines[0].text);
    if (header.size() != 1) return false;
    std::string_view size = header[0].text;
    if (size.starts_with('-')) size.remove_prefix(1);
    if (size.empty() || size.find_first_not_of("0123456789") != std::string_view::npos) return false;
    if (lines.size() < 2) return true;
    for (const Token& t : split_tokens(lines[1].text))
      if (t.text.find_first_not_of("0123456789") != std::string_view::npos) return false;
    return true;
  }

 protected:
  Instance read_grid(const std::vector<Line>& grid, std::size_t first, int n) const override {
    Instance instance = blank_instance(kName, n, n);
    instance.givens = read_cells(grid, first, n, n, true);
    return instance;
  }
  std::string cell_text(int given) const override { return given == kNone ? "2" : std::to_string(given); }
};

// Simon Tatham's Unruly game IDs, "WxH[u][dX]:DESC". In DESC, a..y skip that
// many blank cells then place a 0, A..Y the same with a 1, z/Z skip 25; the
// encoder ends with one sentinel letter just past the last cell.
class TathamFormat final : public TathamIdFormat {
 public:
  TathamFormat() : TathamIdFormat({kTathamGame, "6x6u:caDgnBEa", kLimits, read_id}) {}

 protected:
  // The shape only: "WxH", letters, a colon, a description of letters
  // (Light Up IDs have digits); read() judges the rest.
  bool sniff_id(const TathamId& id) const override {
    auto letters = [](std::string_view s) {
      return std::all_of(s.begin(), s.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
    };
    return letters(id.params.substr(id.after_size)) && letters(id.desc);
  }

  std::optional<std::string> cannot_hold(int rows, int cols, const WriteOptions&) const override {
    if (rows % 2 == 0 && cols % 2 == 0 && rows >= 6 && cols >= 6) return std::nullopt;
    return "Tatham's Unruly needs even sides of at least 6; this grid is " + size_string(rows, cols);
  }
  std::string write_text(const Instance& instance, const WriteOptions&) const override {
    std::string out = std::to_string(instance.cols) + "x" + std::to_string(instance.rows) + "u:";
    int skip = 0;
    auto emit = [&](bool one) {
      while (skip >= 25) {
        out += one ? 'Z' : 'z';
        skip -= 25;
      }
      out += static_cast<char>((one ? 'A' : 'a') + skip);
      skip = 0;
    };
    for (int v : instance.givens) {
      if (v == kNone) {
        ++skip;
      } else {
        emit(v == 1);
      }
    }
    emit(false);  // the sentinel, just past the last cell
    return out + "\n";
  }

 private:
  static constexpr std::string_view kTathamGame = "Unruly";

  static Instance read_id(const TathamId& id) {
    const std::string_view params = id.params;
    std::size_t i = id.after_size;
    bool unique = false;
    if (i < params.size() && params[i] == 'u') {
      unique = true;
      ++i;
    }
    if (i < params.size() && params[i] == 'd') {
      ++i;
      if (i >= params.size() || std::string_view("ten").find(params[i]) == std::string_view::npos)
        throw InputError("unknown Unruly difficulty; expected dt, de or dn", id.line, id.params_column(i));
      ++i;
    }
    if (i != params.size())
      throw InputError("unexpected " + describe_char(params[i]) + " in the Unruly parameters", id.line,
                       id.params_column(i));
    if (!unique)
      throw InputError("this Unruly ID lacks 'u' (unique rows and columns): its rules are not Takuzu's", id.line,
                       id.column);

    const int width = id.width, height = id.height;
    check_size(kName, height, width, kLimits, id.line, id.column);
    Instance instance = blank_instance(kName, height, width);
    const int cells = instance.cells();
    long long pos = 0;
    for (std::size_t k = 0; k < id.desc.size(); ++k) {
      char c = id.desc[k];
      int column = id.desc_column(k);
      bool lower = c >= 'a' && c <= 'z', upper = c >= 'A' && c <= 'Z';
      if (!lower && !upper)
        throw InputError("unexpected " + describe_char(c) + " in the Unruly description", id.desc_line, column);
      if (c == 'z' || c == 'Z') {
        pos += 25;
        continue;
      }
      pos += lower ? c - 'a' : c - 'A';
      if (pos < cells) {
        instance.givens[static_cast<std::size_t>(pos)] = upper ? 1 : 0;
      } else if (pos > cells || k + 1 != id.desc.size()) {
        // The letter at `cells` is the sentinel and must be the last one.
        throw InputError("the Unruly description runs past the " + std::to_string(cells) + " cells of a " +
                             std::to_string(width) + "x" + std::to_string(height) + " grid",
                         id.desc_line, pos > cells ? column : column + 1);
      }
      ++pos;
    }
    if (pos != cells + 1)
      throw InputError("the Unruly description is too " + std::string(pos < cells + 1 ? "short" : "long") +
                           " for a " + std::to_string(width) + "x" + std::to_string(height) + " grid",
                       id.desc_line, id.desc_column(id.desc.size()));
    return instance;
  }

};

class TakuzuCodec final : public Codec {
 public:
  std::string_view name() const override { return kName; }
  std::string_view title() const override { return "Takuzu (Binairo; Unruly with unique rows)"; }
  SizeLimits limits() const override { return kLimits; }
  std::vector<const Format*> formats() const override { return {&judge_, &tatham_}; }

  std::string write_solution(const Instance& instance, std::span<const int> solution) const override {
    return write_rows(instance.rows, instance.cols, '\t', [&](int r, int c) {
      return static_cast<char>('0' + solution[static_cast<std::size_t>(r * instance.cols + c)]);
    });
  }

  // The judge's output: rows of 0/1. A leading size line "N" is accepted too,
  // so that a solved grid in the input text reads as well.
  std::vector<int> read_solution(const Instance& instance, std::string_view text) const override {
    std::vector<Line> lines = nonblank_lines(text);
    if (lines.empty()) throw InputError("empty solution: expected " + std::to_string(instance.rows) + " rows of 0/1", 1, 1);
    std::size_t first = 0;
    std::vector<Token> head = split_tokens(lines[0].text);
    if (instance.cols > 1 && head.size() == 1) {
      int n = parse_int(head[0], lines[0].number, 1, kLimits.max_side, "the grid size N");
      if (n != instance.rows || n != instance.cols)
        throw InputError("the solution is for a " + size_string(n, n) + " grid, the instance is " +
                             size_string(instance.rows, instance.cols),
                         lines[0].number, head[0].column);
      first = 1;
    }
    std::vector<int> cells = read_cells(lines, first, instance.rows, instance.cols, false);
    std::size_t extra = first + static_cast<std::size_t>(instance.rows);
    if (extra < lines.size())
      throw InputError("unexpected text after the " + std::to_string(instance.rows) + " rows of the solution",
                       lines[extra].number, 1);
    return cells;
  }

  bool valid_given(int value) const override { return value == kNone || value == 0 || value == 1; }
  bool valid_solution_value(int value) const override { return value == 0 || value == 1; }

 private:
  JudgeFormat judge_;
  TathamFormat tatham_;
};

}  // namespace

const Codec& codec() { return single<TakuzuCodec>(); }

}  // namespace pg::takuzu
