#include "solvers/lightup/logic.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <set>
#include <utility>

#include "core/lightup.hpp"

namespace pg::lightup {

Board::Board(std::shared_ptr<const Geometry> geometry, int cols)
    : geo_(std::move(geometry)),
      cols_(cols),
      mark_(static_cast<std::size_t>(geo_->cells()), kFree),
      lit_(static_cast<std::size_t>(geo_->cells()), 0),
      segment_free_(static_cast<std::size_t>(geo_->segments()), 0),
      segment_queued_(static_cast<std::size_t>(geo_->segments()), 0),
      number_queued_(geo_->numbered().size(), 0) {
  for (int cell = 0; cell < geo_->cells(); ++cell) {
    if (!geo_->white(cell)) continue;
    ++unlit_;
    ++segment_free_[static_cast<std::size_t>(geo_->row_segment(cell))];
    ++segment_free_[static_cast<std::size_t>(geo_->col_segment(cell))];
  }
  for (int s = 0; s < geo_->segments(); ++s) queue_segment(s);
  for (int k = 0; k < static_cast<int>(geo_->numbered().size()); ++k) queue_number(k);
}

void Board::queue_segment(int segment) {
  auto i = static_cast<std::size_t>(segment);
  if (segment_queued_[i]) return;
  segment_queued_[i] = 1;
  segments_to_check_.push_back(segment);
}

void Board::queue_number(int k) {
  auto i = static_cast<std::size_t>(k);
  if (number_queued_[i]) return;
  number_queued_[i] = 1;
  numbers_to_check_.push_back(k);
}

void Board::clear_queues() {
  segments_to_check_.clear();
  std::fill(segment_queued_.begin(), segment_queued_.end(), 0);
  numbers_to_check_.clear();
  std::fill(number_queued_.begin(), number_queued_.end(), 0);
}

void Board::settle(int cell, Mark mark) {
  mark_[static_cast<std::size_t>(cell)] = mark;
  for (int segment : {geo_->row_segment(cell), geo_->col_segment(cell)}) {
    --segment_free_[static_cast<std::size_t>(segment)];
    queue_segment(segment);
  }
  for (int k : geo_->numbers_next_to(cell)) queue_number(k);
}

bool Board::place(int cell) {
  if (contradiction_) return false;
  if (bulb(cell)) return true;
  if (!free(cell)) {
    clash(cell, kBulb);
    return false;
  }
  settle(cell, kHasBulb);
  count_step(cell, kBulb);
  for (int segment : {geo_->row_segment(cell), geo_->col_segment(cell)}) {
    for (int other : geo_->segment(segment)) {
      if (!lit_[static_cast<std::size_t>(other)]) {
        lit_[static_cast<std::size_t>(other)] = 1;
        --unlit_;
      }
      if (other == cell) continue;
      if (bulb(other)) {
        conflict([&] {
          return Reason{{cell, other}, "the bulbs at " + cell_text(cell) + " and " + cell_text(other) + " light each other",
                        false};
        });
        return false;
      }
      if (free(other)) {
        settle(other, kNoBulb);
        follows(other, kDark);
      }
    }
  }
  return true;
}

bool Board::darken(int cell) {
  if (contradiction_) return false;
  if (bulb(cell)) {
    clash(cell, kDark);
    return false;
  }
  if (free(cell)) {
    settle(cell, kNoBulb);
    count_step(cell, kDark);
  }
  return true;
}

std::string Board::say(int value) { return value == kBulb ? "bulb" : "no bulb"; }

std::string Board::number_text(int k) const {
  const int cell = geo_->numbered()[static_cast<std::size_t>(k)];
  return "the " + std::to_string(geo_->number(cell)) + " at " + cell_text(cell);
}

std::vector<int> Board::number_cells(int k, Mark kept) const {
  std::vector<int> out{geo_->numbered()[static_cast<std::size_t>(k)]};
  for (int cell : geo_->around(k))
    if (mark_[static_cast<std::size_t>(cell)] == kept) out.push_back(cell);
  return out;
}

int Board::need(int k) const {
  int bulbs = 0;
  for (int cell : geo_->around(k)) bulbs += bulb(cell);
  return geo_->number(geo_->numbered()[static_cast<std::size_t>(k)]) - bulbs;
}

int Board::candidate_count(int cell) const {
  return segment_free_[static_cast<std::size_t>(geo_->row_segment(cell))] +
         segment_free_[static_cast<std::size_t>(geo_->col_segment(cell))] - (free(cell) ? 1 : 0);
}

void Board::candidates(int cell, std::vector<int>& out) const {
  out.clear();
  const int row = geo_->row_segment(cell);
  for (int segment : {row, geo_->col_segment(cell)})
    for (int other : geo_->segment(segment))
      if (free(other) && (other != cell || segment == row)) out.push_back(other);
}

int Board::free_around(int k) const {
  int count = 0;
  for (int cell : geo_->around(k)) count += free(cell);
  return count;
}

bool Board::number_count() {
  bool changed = false;
  while (!contradiction_ && !numbers_to_check_.empty()) {
    int k = numbers_to_check_.back();
    numbers_to_check_.pop_back();
    number_queued_[static_cast<std::size_t>(k)] = 0;
    int m = need(k), u = free_around(k);
    if (m < 0 || m > u) {
      conflict([&] {
        if (m < 0)
          return Reason{number_cells(k, kHasBulb), number_text(k) + " has " + std::to_string(geo_->number(geo_->numbered()[static_cast<std::size_t>(k)]) - m) + " bulbs around it", false};
        return Reason{number_cells(k, kFree),
                      number_text(k) + " needs " + std::to_string(m) + " more " + (m == 1 ? "bulb" : "bulbs") +
                          " and has " + std::to_string(u) + " free " + (u == 1 ? "neighbour" : "neighbours") + " left",
                      false};
      });
      break;
    }
    if (u == 0 || (m != 0 && m != u)) continue;
    because([&] {
      if (m == 0) return Reason{number_cells(k, kHasBulb), number_text(k) + " has all its bulbs", false};
      return Reason{number_cells(k, kFree),
                    number_text(k) + " needs " + std::to_string(m) + " more " + (m == 1 ? "bulb" : "bulbs") +
                        " and has exactly " + std::to_string(u) + " free " + (u == 1 ? "neighbour" : "neighbours"),
                    false};
    });
    for (int cell : geo_->around(k)) {
      if (!free(cell)) continue;
      if (m == 0 ? darken(cell) : place(cell)) changed = true;
    }
  }
  if (contradiction_) clear_queues();
  return changed || contradiction_;
}

bool Board::only_one_can_light_it() {
  // A segment at a time, and back to the numbers once one gave a bulb: the
  // bulb changed what they need.
  bool changed = false;
  while (!contradiction_ && !changed && !segments_to_check_.empty()) {
    int segment = segments_to_check_.back();
    segments_to_check_.pop_back();
    segment_queued_[static_cast<std::size_t>(segment)] = 0;
    // Its unlit cells lost a candidate: one left gets the bulb, none is fatal.
    for (int cell : geo_->segment(segment)) {
      if (contradiction_) break;
      if (lit(cell)) continue;
      int count = candidate_count(cell);
      if (count == 0) {
        conflict([&] { return Reason{{cell}, cell_text(cell) + " is unlit and no free cell can light it", false}; });
        break;
      }
      if (count != 1) continue;
      candidates(cell, only_);
      because([&] {
        if (only_.front() == cell) return Reason{{cell}, "it is unlit and no other cell can light it", false};
        return Reason{{cell}, cell_text(cell) + " is unlit and only this cell can light it", false};
      });
      place(only_.front());
      changed = true;
    }
  }
  if (contradiction_) clear_queues();
  return changed || contradiction_;
}

bool Board::rules_out(int a, int b) const {
  if (a == b) return false;
  if (geo_->row_segment(a) == geo_->row_segment(b) || geo_->col_segment(a) == geo_->col_segment(b)) return true;
  for (int k : geo_->numbers_next_to(a)) {
    if (need(k) != 1) continue;
    for (int cell : geo_->around(k))
      if (cell == b) return true;
  }
  return false;
}

template <class Visit>
void Board::for_each_ruled_out(int cell, Visit&& visit) const {
  for (int segment : {geo_->row_segment(cell), geo_->col_segment(cell)})
    for (int other : geo_->segment(segment))
      if (other != cell && free(other)) visit(other);
  for (int k : geo_->numbers_next_to(cell)) {
    if (need(k) != 1) continue;
    for (int other : geo_->around(k))
      if (other != cell && free(other)) visit(other);
  }
}

template <class Why>
bool Board::discount(const std::vector<int>& must_light, Why&& why) {
  if (must_light.size() < 2) return false;
  // Whatever rules out every member rules out any one of them: look among
  // the cells that rule out the member with the shortest sight lines.
  int best = must_light.front();
  auto reach = [&](int cell) {
    return segment_free_[static_cast<std::size_t>(geo_->row_segment(cell))] +
           segment_free_[static_cast<std::size_t>(geo_->col_segment(cell))];
  };
  for (int member : must_light)
    if (reach(member) < reach(best)) best = member;
  std::vector<int> dark;
  for_each_ruled_out(best, [&](int candidate) {
    if (std::find(must_light.begin(), must_light.end(), candidate) != must_light.end()) return;
    for (int member : must_light)
      if (!rules_out(candidate, member)) return;
    dark.push_back(candidate);
  });
  bool changed = false;
  if (!dark.empty())
    because([&] {
      Reason reason = why();
      reason.text += ", and a bulb here would rule out each of them";
      return reason;
    });
  for (int cell : dark)
    if (free(cell)) changed |= darken(cell);
  return changed || contradiction_;
}

bool Board::must_light_sets() {
  // One pass over every must-light set; what it finds is kept even when
  // later sets in the pass see a board that has moved on (each step is sound).
  bool changed = false;
  std::vector<int> set;
  for (int cell = 0; cell < geo_->cells() && !contradiction_; ++cell) {
    if (!geo_->white(cell) || lit(cell)) continue;
    int count = candidate_count(cell);
    if (count < 2 || count > kMustLightLimit) continue;
    candidates(cell, set);
    changed |= discount(set, [&] {
      std::vector<int> cells = set;
      cells.push_back(cell);
      return Reason{cells, "one of " + cells_text(set, cols_) + " holds a bulb, as only they can light " + cell_text(cell),
                    false};
    });
  }
  const int numbers = static_cast<int>(geo_->numbered().size());
  for (int k = 0; k < numbers && !contradiction_; ++k) {
    int m = need(k);
    if (m < 1) continue;
    std::vector<int> around;
    for (int cell : geo_->around(k))
      if (free(cell)) around.push_back(cell);
    int u = static_cast<int>(around.size()), r = u - m + 1;
    if (r < 2 || r > u || r > kMustLightLimit) continue;
    // Every r of the u free neighbours hold a bulb.
    for (unsigned subset = 0; subset < (1u << u) && !contradiction_; ++subset) {
      if (std::popcount(subset) != r) continue;
      set.clear();
      for (int i = 0; i < u; ++i)
        if ((subset >> i) & 1 && free(around[static_cast<std::size_t>(i)])) set.push_back(around[static_cast<std::size_t>(i)]);
      changed |= discount(set, [&] {
        std::vector<int> cells = set;
        cells.push_back(geo_->numbered()[static_cast<std::size_t>(k)]);
        return Reason{cells,
                      "one of " + cells_text(set, cols_) + " holds a bulb, as " + number_text(k) + " needs " +
                          std::to_string(m) + " of its " + std::to_string(u) + " free neighbours",
                      false};
      });
    }
  }
  return changed || contradiction_;
}

const Board& Board::with_bulb(int cell, Difficulty limit, std::size_t slot) const {
  return follow([cell](Board& trial) { return trial.place(cell); }, limit, false, slot);
}

bool Board::pair_trial() {
  // Pairs of cells of which one must hold a bulb; explained, with why: the
  // unlit cell only they can light, or the number that needs one of them.
  std::set<std::pair<int, int>> pairs;
  std::map<std::pair<int, int>, std::string> why;
  std::vector<int> two;
  for (int cell = 0; cell < geo_->cells(); ++cell) {
    if (!geo_->white(cell) || lit(cell) || candidate_count(cell) != 2) continue;
    candidates(cell, two);
    pairs.insert(std::minmax(two[0], two[1]));
    if (explaining()) why.emplace(std::minmax(two[0], two[1]), "only they can light " + cell_text(cell));
  }
  const int numbers = static_cast<int>(geo_->numbered().size());
  for (int k = 0; k < numbers; ++k) {
    std::vector<int> around;
    for (int cell : geo_->around(k))
      if (free(cell)) around.push_back(cell);
    if (need(k) < 1 || static_cast<int>(around.size()) - need(k) + 1 != 2) continue;
    for (std::size_t i = 0; i < around.size(); ++i)
      for (std::size_t j = i + 1; j < around.size(); ++j) {
        pairs.insert(std::minmax(around[i], around[j]));
        if (explaining())
          why.emplace(std::minmax(around[i], around[j]), number_text(k) + " needs " + std::to_string(need(k)) +
                                                             " of its " + std::to_string(around.size()) +
                                                             " free neighbours");
      }
  }
  // Every pair in one pass: what an earlier pair decided stands for the later
  // ones, which then start from more (each step is sound).
  bool changed = false;
  for (const auto& [first_cell, second_cell] : pairs) {
    const int a = first_cell, b = second_cell;
    if (contradiction_) return true;
    if (!free(a) || !free(b)) continue;
    const Board& first = with_bulb(a, Difficulty::easy, 0);
    const Board& second = with_bulb(b, Difficulty::easy, 1);
    auto one_of = [&] {
      return "one of " + cells_text(std::vector<int>{a, b}, cols_) + " holds a bulb (" + why[{a, b}] + ")";
    };
    if (first.contradiction_ && second.contradiction_) {
      conflict([&] {
        return Reason{{a, b},
                      one_of() + ", but with a bulb at " + cell_text(a) + ", " + first.failure_text(cols_, a) +
                          "; and with one at " + cell_text(b) + ", " + second.failure_text(cols_, b),
                      true};
      });
      return true;
    }
    if (first.contradiction_ || second.contradiction_) {
      const int tried = first.contradiction_ ? a : b;
      const Board& failed = first.contradiction_ ? first : second;
      because([&] {
        return Reason{{a, b}, one_of() + ", and with a bulb at " + cell_text(tried) + ", " + failed.failure_text(cols_, tried),
                      true};
      });
      changed |= place(tried == a ? b : a);
      continue;
    }
    because([&] {
      return Reason{{a, b}, one_of() + ", and the easy rules make it so with a bulb at either", true};
    });
    for (int cell = 0; cell < geo_->cells() && !contradiction_; ++cell) {
      if (!geo_->white(cell) || !free(cell)) continue;
      if (first.bulb(cell) && second.bulb(cell)) {
        changed |= place(cell);
      } else if (first.mark_[static_cast<std::size_t>(cell)] == kNoBulb &&
                 second.mark_[static_cast<std::size_t>(cell)] == kNoBulb) {
        changed |= darken(cell);
      }
    }
  }
  return changed || contradiction_;
}

std::span<const Rule<Board>> Board::rules() {
  static constexpr std::array<Rule<Board>, 4> table{{
      {Difficulty::easy, "number count", &Board::number_count},
      {Difficulty::easy, "only one can light it", &Board::only_one_can_light_it},
      {Difficulty::medium, "must-light sets", &Board::must_light_sets},
      {Difficulty::hard, "pair trial", &Board::pair_trial},
  }};
  return table;
}

bool Board::finished() {
  if (unlit_ > 0) return false;
  // Everything lit leaves no free cell: the numbers must hold exactly.
  const int numbers = static_cast<int>(geo_->numbered().size());
  for (int k = 0; k < numbers && !contradiction_; ++k)
    if (need(k) != 0)
      conflict([&] {
        return Reason{number_cells(k, kHasBulb),
                      "every cell is lit, and " + number_text(k) + " has " +
                          std::to_string(geo_->number(geo_->numbered()[static_cast<std::size_t>(k)]) - need(k)) +
                          " bulbs",
                      false};
      });
  return true;
}

int Board::undecided() const {
  int open = 0;
  for (int cell = 0; cell < geo_->cells(); ++cell) open += geo_->white(cell) && free(cell);
  return open;
}

std::vector<int> Board::cells() const {
  std::vector<int> out(mark_.size(), kNone);
  for (std::size_t i = 0; i < mark_.size(); ++i) {
    if (!geo_->white(static_cast<int>(i))) continue;
    if (mark_[i] == kHasBulb) out[i] = kBulb;
    if (mark_[i] == kNoBulb) out[i] = kDark;
  }
  return out;
}

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline, bool explain) {
  Board board(std::make_shared<const Geometry>(instance), instance.cols);
  return conclude(board, limit, deadline, explain);
}

}  // namespace pg::lightup
