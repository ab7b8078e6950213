#include "solvers/takuzu/encoding.hpp"

#include "solvers/sat/cardinality.hpp"

namespace pg::takuzu {
namespace {

class TakuzuEncoding final : public sat::Encoding {
 public:
  TakuzuEncoding(sat::Session& session, const Instance& instance)
      : rows_(instance.rows), cols_(instance.cols), cell_(static_cast<std::size_t>(rows_ * cols_)) {
    for (int& var : cell_) var = session.new_var();
    add_lines(session, rows_, cols_, [&](int line, int pos) { return x(line, pos); });
    add_lines(session, cols_, rows_, [&](int line, int pos) { return x(pos, line); });
    for (int i = 0; i < rows_ * cols_; ++i) {
      int given = instance.givens[static_cast<std::size_t>(i)];
      if (given == kNone) continue;
      int selector = session.new_selector();
      int lit = cell_[static_cast<std::size_t>(i)];
      session.add_guarded(selector, {given == 1 ? lit : -lit});
      clues_.push_back({i, selector});
    }
  }

  std::vector<int> decode(const sat::Session& session) const override {
    std::vector<int> grid(cell_.size());
    for (std::size_t i = 0; i < cell_.size(); ++i) grid[i] = session.value(cell_[i]) ? 1 : 0;
    return grid;
  }

  std::vector<int> literals_of(std::span<const int> solution) const override {
    std::vector<int> lits(cell_.size());
    for (std::size_t i = 0; i < cell_.size(); ++i) lits[i] = solution[i] == 1 ? cell_[i] : -cell_[i];
    return lits;
  }

 private:
  int x(int row, int col) const { return cell_[static_cast<std::size_t>(row * cols_ + col)]; }

  // The constraints of `count` parallel lines of `length` cells each.
  template <class Var>
  static void add_lines(sat::Session& session, int count, int length, Var&& var) {
    for (int line = 0; line < count; ++line) {
      for (int p = 0; p + 2 < length; ++p) {
        int a = var(line, p), b = var(line, p + 1), c = var(line, p + 2);
        session.add_clause({a, b, c});
        session.add_clause({-a, -b, -c});
      }
      std::vector<int> lits(static_cast<std::size_t>(length));
      for (int p = 0; p < length; ++p) lits[static_cast<std::size_t>(p)] = var(line, p);
      sat::between(session, lits, length / 2, (length + 1) / 2);
    }
    // Lines i and j differ somewhere: some d_p with d_p -> (x_ip != x_jp).
    for (int i = 0; i < count; ++i) {
      for (int j = i + 1; j < count; ++j) {
        std::vector<int> some(static_cast<std::size_t>(length));
        for (int p = 0; p < length; ++p) {
          int d = session.new_var();
          session.add_clause({-d, var(i, p), var(j, p)});
          session.add_clause({-d, -var(i, p), -var(j, p)});
          some[static_cast<std::size_t>(p)] = d;
        }
        session.add_clause(some);
      }
    }
  }

  int rows_, cols_;
  std::vector<int> cell_;
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) {
  return std::make_unique<TakuzuEncoding>(session, instance);
}

}  // namespace pg::takuzu
