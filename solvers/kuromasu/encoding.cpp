#include "solvers/kuromasu/encoding.hpp"

#include <algorithm>
#include <array>
#include <span>
#include <cstdlib>
#include <set>
#include <vector>

#include "core/grid.hpp"
#include "core/kuromasu.hpp"
#include "solvers/sat/cardinality.hpp"

namespace pg::kuromasu {
namespace {

int enclosure_limit() {
  const char* text = std::getenv("PG_KUROMASU_CUTS");
  return text ? std::atoi(text) : 0;
}

class KuromasuEncoding final : public sat::Encoding {
 public:
  KuromasuEncoding(sat::Session& session, const Instance& instance)
      : grid_(instance), black_(static_cast<std::size_t>(instance.cells())) {
    const int cells = instance.cells();
    for (int& var : black_) var = session.new_var();
    for (int cell = 0; cell < cells; ++cell)
      for (int next : grid_.neighbours(cell))
        if (next > cell) session.add_clause({-black(cell), -black(next)});
    for (int cell = 0; cell < cells; ++cell) {
      const int number = instance.givens[static_cast<std::size_t>(cell)];
      if (number == kNone) continue;
      const int selector = session.new_selector();
      session.add_guarded(selector, {-black(cell)});
      std::vector<int> seen;
      std::array<std::vector<int>, 4> views;
      for (Direction way : kDirections) {
        // seen j: the j nearest cells that way are white. Past the number's
        // count nothing more is needed: one cell too many is enough to count.
        int before = 0;
        const std::vector<int> ray = grid_.ray(cell, way);
        for (std::size_t j = 0; j < ray.size() && static_cast<int>(j) < std::max(number, 0); ++j) {
          const int s = session.new_var(), b = black(ray[j]);
          session.add_clause({-s, -b});
          if (before != 0) {
            session.add_clause({-s, before});
            session.add_clause({s, b, -before});
          } else {
            session.add_clause({s, b});
          }
          seen.push_back(s);
          views[static_cast<std::size_t>(way)].push_back(s);
          before = s;
        }
      }
      if (std::getenv("PG_KUROMASU_MERGE")) {
        add_sum(session, views, number - 1, selector);
      } else {
        sat::exactly(session, seen, number - 1, selector);
      }
      clues_.push_back({cell, selector});
    }
    add_enclosures(session, enclosure_limit());
  }

  std::vector<int> decode(const sat::Session& session) const override {
    std::vector<int> grid(black_.size());
    for (std::size_t i = 0; i < black_.size(); ++i) grid[i] = session.value(black_[i]) ? kBlack : kWhite;
    return grid;
  }

  std::vector<int> literals_of(std::span<const int> cells) const override {
    std::vector<int> lits;
    for (std::size_t i = 0; i < black_.size(); ++i)
      if (cells[i] != kNone) lits.push_back(cells[i] == kBlack ? black_[i] : -black_[i]);
    return lits;
  }

  // A white part apart from the largest one is walled in by its black
  // boundary: while those cells stay black, a cell of the part and a cell of
  // the largest cannot both be white.
  bool refine(sat::Session& session, std::span<const int> solution) override {
    std::vector<std::vector<int>> parts =
        grid_.parts([&](int cell) { return solution[static_cast<std::size_t>(cell)] == kWhite; });
    if (parts.size() < 2) return false;
    std::size_t largest = 0;
    for (std::size_t i = 1; i < parts.size(); ++i)
      if (parts[i].size() > parts[largest].size()) largest = i;
    const int other = parts[largest].front();
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (i == largest) continue;
      std::vector<int> boundary;
      for (int cell : parts[i])
        for (int next : grid_.neighbours(cell))
          if (solution[static_cast<std::size_t>(next)] == kBlack) boundary.push_back(-black(next));
      std::sort(boundary.begin(), boundary.end());
      boundary.erase(std::unique(boundary.begin(), boundary.end()), boundary.end());
      for (int cell : parts[i]) {
        std::vector<int> clause = boundary;
        clause.push_back(black(cell));
        clause.push_back(black(other));
        session.add_clause(clause);
      }
    }
    return true;
  }

 private:
  int black(int cell) const { return black_[static_cast<std::size_t>(cell)]; }

  // "At least k" literals of the sum of two unary counts (each "at least
  // 1, 2, ..." already), up to `cap`.
  static std::vector<int> merge(sat::Session& session, const std::vector<int>& a, const std::vector<int>& b, int cap) {
    const int p = static_cast<int>(a.size()), q = static_cast<int>(b.size());
    const int m = std::min(p + q, cap);
    std::vector<int> r(static_cast<std::size_t>(std::max(m, 0)));
    for (int& lit : r) lit = session.new_var();
    auto at = [](const std::vector<int>& v, int i) { return v[static_cast<std::size_t>(i - 1)]; };
    for (int i = 0; i <= p; ++i)
      for (int j = 0; j <= q; ++j) {
        if (i + j >= 1 && m >= 1) {
          std::vector<int> clause;
          if (i > 0) clause.push_back(-at(a, i));
          if (j > 0) clause.push_back(-at(b, j));
          clause.push_back(at(r, std::min(i + j, m)));
          session.add_clause(clause);
        }
        if (i + j + 1 <= m) {
          std::vector<int> clause;
          if (i < p) clause.push_back(at(a, i + 1));
          if (j < q) clause.push_back(at(b, j + 1));
          clause.push_back(-at(r, i + j + 1));
          session.add_clause(clause);
        }
      }
    return r;
  }

  // The four views add up to `total`, behind `selector`.
  static void add_sum(sat::Session& session, const std::array<std::vector<int>, 4>& views, int total, int selector) {
    if (total < 0) {
      session.add_guarded(selector, std::span<const int>());
      return;
    }
    const std::vector<int> down = merge(session, views[0], views[1], total + 1);
    const std::vector<int> across = merge(session, views[2], views[3], total + 1);
    const int p = static_cast<int>(down.size()), q = static_cast<int>(across.size());
    auto at_least = [](const std::vector<int>& v, int i) { return v[static_cast<std::size_t>(i - 1)]; };
    for (int i = 0; i <= p; ++i) {
      // down >= i: across <= total - i.
      const int over = total - i + 1;  // across >= over is too many
      if (over <= 0) {
        if (i >= 1) session.add_guarded(selector, {-at_least(down, i)});
        else session.add_guarded(selector, std::span<const int>());
      } else if (over <= q) {
        std::vector<int> clause{-at_least(across, over)};
        if (i >= 1) clause.push_back(-at_least(down, i));
        session.add_guarded(selector, clause);
      }
      // down <= i: across >= total - i.
      const int under = total - i;
      if (under >= 1) {
        std::vector<int> clause;
        if (i + 1 <= p) clause.push_back(at_least(down, i + 1));
        if (under <= q) clause.push_back(at_least(across, under));
        session.add_guarded(selector, clause);
      }
    }
  }

  // Connected sets of up to `limit` cells: were their whole boundary black,
  // each of their cells would touch a black cell and be white, walled in
  // while white cells lie beyond the wall. So the boundary is never all black.
  void add_enclosures(sat::Session& session, int limit) {
    if (limit <= 0) return;
    const int cells = grid_.cells();
    std::set<std::vector<int>> sets;
    std::vector<int> part;
    auto grow = [&](auto& self) -> void {
      std::vector<int> sorted = part;
      std::sort(sorted.begin(), sorted.end());
      if (!sets.insert(sorted).second) return;
      if (static_cast<int>(part.size()) == limit) return;
      for (std::size_t i = 0; i < part.size(); ++i)
        for (int next : grid_.neighbours(part[i])) {
          if (next < part.front() || std::find(part.begin(), part.end(), next) != part.end()) continue;
          part.push_back(next);
          self(self);
          part.pop_back();
        }
    };
    for (int cell = 0; cell < cells; ++cell) {
      part = {cell};
      grow(grow);
    }
    std::vector<char> in(static_cast<std::size_t>(cells), 0);
    for (const std::vector<int>& set : sets) {
      std::vector<int> wall;
      for (int cell : set) in[static_cast<std::size_t>(cell)] = 1;
      bool each_touches = true;
      for (int cell : set) {
        bool touches = false;
        for (int next : grid_.neighbours(cell))
          if (!in[static_cast<std::size_t>(next)]) {
            touches = true;
            if (std::find(wall.begin(), wall.end(), next) == wall.end()) wall.push_back(next);
          }
        each_touches = each_touches && touches;
      }
      for (int cell : set) in[static_cast<std::size_t>(cell)] = 0;
      if (!each_touches || wall.empty()) continue;
      // Two wall cells side by side are never both black anyway.
      bool apart = true;
      for (std::size_t i = 0; i < wall.size() && apart; ++i)
        for (std::size_t j = i + 1; j < wall.size() && apart; ++j) apart = !grid_.adjacent(wall[i], wall[j]);
      if (!apart) continue;
      if (static_cast<int>(set.size() + wall.size()) >= cells) continue;  // nothing beyond the wall
      std::vector<int> clause;
      for (int cell : wall) clause.push_back(-black(cell));
      session.add_clause(clause);
    }
  }

  Grid grid_;
  std::vector<int> black_;
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) {
  return std::make_unique<KuromasuEncoding>(session, instance);
}

}  // namespace pg::kuromasu
