#include "solvers/takuzu/encoding.hpp"

#include <set>
#include <tuple>
#include <utility>

#include "solvers/sat/cardinality.hpp"

namespace pg::takuzu {
namespace {

class TakuzuEncoding final : public sat::Encoding {
 public:
  TakuzuEncoding(sat::Session& session, const Instance& instance, sat::Givens givens)
      : rows_(instance.rows), cols_(instance.cols), cell_(static_cast<std::size_t>(rows_ * cols_)) {
    for (int& var : cell_) var = session.new_var();
    for (int r = 0; r < rows_; ++r) add_line(session, line_vars(kRow, r));
    for (int c = 0; c < cols_; ++c) add_line(session, line_vars(kColumn, c));
    for (int i = 0; i < rows_ * cols_; ++i) {
      int given = instance.givens[static_cast<std::size_t>(i)];
      if (given == kNone) continue;
      int selector = session.new_selector();
      int lit = cell_[static_cast<std::size_t>(i)];
      session.add_guarded(selector, {given == 1 ? lit : -lit});
      // Root-level facts, which the solver simplifies with once, rather than
      // assumptions it takes again after every restart.
      if (givens == sat::Givens::all_hold) session.add_clause({given == 1 ? lit : -lit});
      clues_.push_back({i, selector});
    }
  }

  std::vector<int> decode(const sat::Session& session) const override {
    return sat::decode_cells(session, cell_, 1, 0);
  }

  bool clues_are_cell_values() const override { return true; }

  std::vector<int> literals_of(std::span<const int> cells) const override {
    return sat::cell_literals(cell_, cells, 1);
  }

  void name_variables(std::vector<std::string>& names) const override {
    for (std::size_t i = 0; i < cell_.size(); ++i)
      names[static_cast<std::size_t>(cell_[i])] = "cell " + to_string(Cell{static_cast<int>(i) / cols_, static_cast<int>(i) % cols_}) + " holds 1 (else 0)";
  }

  // Every pair of lines differs somewhere.
  void complete(sat::Session& session) override {
    for (Direction d : {kRow, kColumn}) {
      int count = d == kRow ? rows_ : cols_;
      for (int i = 0; i < count; ++i)
        for (int j = i + 1; j < count; ++j)
          if (distinct_.insert({d, i, j}).second) add_distinct(session, line_vars(d, i), line_vars(d, j));
    }
  }

  // Equal lines in the model get their "differ somewhere" clauses now: each
  // line with the next one equal to it, not with every one. CaDiCaL's first
  // model of a blank 60x60 has half the lines alike, and every pair of them
  // would add 100 000 variables for a second solve to wade through; a chain
  // per set of equal lines asks for a few more rounds instead (verify of a
  // blank 60x60: about 1.0 s of CPU with every pair, 0.43 s with the chain).
  bool refine(sat::Session& session, std::span<const int> solution) override {
    bool added = false;
    for (Direction d : {kRow, kColumn}) {
      int count = d == kRow ? rows_ : cols_;
      for (int i = 0; i < count; ++i)
        for (int j = i + 1; j < count; ++j)
          if (equal_in(solution, d, i, j) && distinct_.insert({d, i, j}).second) {
            add_distinct(session, line_vars(d, i), line_vars(d, j));
            added = true;
            break;
          }
    }
    return added;
  }

 private:
  enum Direction { kRow, kColumn };

  std::vector<int> line_vars(Direction d, int index) const {
    int length = d == kRow ? cols_ : rows_;
    std::vector<int> vars(static_cast<std::size_t>(length));
    for (int p = 0; p < length; ++p)
      vars[static_cast<std::size_t>(p)] = d == kRow ? x(index, p) : x(p, index);
    return vars;
  }

  bool equal_in(std::span<const int> s, Direction d, int i, int j) const {
    int length = d == kRow ? cols_ : rows_;
    for (int p = 0; p < length; ++p) {
      int a = d == kRow ? i * cols_ + p : p * cols_ + i;
      int b = d == kRow ? j * cols_ + p : p * cols_ + j;
      if (s[static_cast<std::size_t>(a)] != s[static_cast<std::size_t>(b)]) return false;
    }
    return true;
  }

  // No three equal in a row; between floor(n/2) and ceil(n/2) ones.
  //
  // The count goes through the blocks of three cells at 0, 3, 6, ...: with
  // no three equal in a row, a block holds one 1 or two, so a line's 1s are
  // one per block, plus one per block holding two (its majority is 1), plus
  // the cells after the last block. A line of 60 then needs a totalizer over
  // 20 literals with a bound of 10 rather than over 60 with a bound of 30.
  // Measured on 60x60 (docs/takuzu.md, "SAT encoding"), verify is several times
  // faster than with a totalizer or an odd-even sorting network over the
  // cells themselves.
  static void add_line(sat::Session& session, const std::vector<int>& line) {
    for (std::size_t p = 0; p + 2 < line.size(); ++p) {
      session.add_clause({line[p], line[p + 1], line[p + 2]});
      session.add_clause({-line[p], -line[p + 1], -line[p + 2]});
    }
    const int n = static_cast<int>(line.size());
    const int blocks = n / 3;
    std::vector<int> counted;
    counted.reserve(static_cast<std::size_t>(n - 2 * blocks));
    {
      const sat::Session::Topic topic(session, "a block of three cells of a line holds two 1s (else one)");
      for (int b = 0; b < blocks; ++b) {
        const auto at = static_cast<std::size_t>(3 * b);
        const int a = line[at], c = line[at + 1], d = line[at + 2];
        const int two = session.new_var();  // two <=> at least two of a, c, d
        session.add_clause({-a, -c, two});
        session.add_clause({-a, -d, two});
        session.add_clause({-c, -d, two});
        session.add_clause({a, c, -two});
        session.add_clause({a, d, -two});
        session.add_clause({c, d, -two});
        counted.push_back(two);
      }
    }
    for (int p = 3 * blocks; p < n; ++p) counted.push_back(line[static_cast<std::size_t>(p)]);
    sat::between(session, counted, n / 2 - blocks, (n + 1) / 2 - blocks);
  }

  // Some d_p holds, and d_p -> (a_p != b_p).
  static void add_distinct(sat::Session& session, const std::vector<int>& a, const std::vector<int>& b) {
    std::vector<int> some(a.size());
    const sat::Session::Topic topic(session, "two parallel lines differ at this position");
    for (std::size_t p = 0; p < a.size(); ++p) {
      int d = session.new_var();
      session.add_clause({-d, a[p], b[p]});
      session.add_clause({-d, -a[p], -b[p]});
      some[p] = d;
    }
    session.add_clause(some);
  }

  int x(int row, int col) const { return cell_[static_cast<std::size_t>(row * cols_ + col)]; }

  int rows_, cols_;
  std::vector<int> cell_;
  std::set<std::tuple<int, int, int>> distinct_;  // (direction, i, j) pairs already encoded
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance, sat::Givens givens) {
  return std::make_unique<TakuzuEncoding>(session, instance, givens);
}

}  // namespace pg::takuzu
