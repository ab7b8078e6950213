#include "solvers/nurikabe/logic.hpp"

#include <algorithm>

#include "core/nurikabe.hpp"

namespace pg::nurikabe {

Board::Board(const Instance& instance)
    : grid_(instance),
      ipc_(ipc_rules(instance)),
      number_(static_cast<std::size_t>(instance.cells()), 0),
      state_(static_cast<std::size_t>(instance.cells()), kFree),
      parent_(static_cast<std::size_t>(instance.cells())),
      size_(static_cast<std::size_t>(instance.cells()), 1),
      owner_(static_cast<std::size_t>(instance.cells()), -1),
      free_(instance.cells()) {
  for (int cell = 0; cell < instance.cells(); ++cell) {
    parent_[static_cast<std::size_t>(cell)] = cell;
    int given = instance.givens[static_cast<std::size_t>(cell)];
    if (given == kNone) continue;
    number_[static_cast<std::size_t>(cell)] = given;
    numbered_.push_back(cell);
  }
  for (int cell : numbered_) {
    owner_[static_cast<std::size_t>(cell)] = cell;
    whiten(cell);
  }
  forget_steps();  // the numbers are givens, not deductions
}

int Board::root(int cell) const {
  while (parent_[static_cast<std::size_t>(cell)] != cell) {
    int up = parent_[static_cast<std::size_t>(cell)];
    parent_[static_cast<std::size_t>(cell)] = parent_[static_cast<std::size_t>(up)];
    cell = up;
  }
  return cell;
}

void Board::join(int a, int b) {
  int ra = root(a), rb = root(b);
  if (ra == rb) return;
  int oa = owner_[static_cast<std::size_t>(ra)], ob = owner_[static_cast<std::size_t>(rb)];
  if (oa >= 0 && ob >= 0 && oa != ob)  // two numbers in one island
    conflict([&] {
      return Reason{{oa, ob, a},
                    cell_text(a) + " joins the islands of the " + clue_text(oa) + " at " + cell_text(oa) +
                        " and the " + clue_text(ob) + " at " + cell_text(ob),
                    false};
    });
  if (size_[static_cast<std::size_t>(ra)] < size_[static_cast<std::size_t>(rb)]) std::swap(ra, rb);
  parent_[static_cast<std::size_t>(rb)] = ra;
  size_[static_cast<std::size_t>(ra)] += size_[static_cast<std::size_t>(rb)];
  owner_[static_cast<std::size_t>(ra)] = std::max(oa, ob);
  int owner = owner_[static_cast<std::size_t>(ra)];
  if (owner >= 0 && size_[static_cast<std::size_t>(ra)] > most(owner))
    conflict([&] {
      return Reason{region(owner), island_text(owner) + " grows to " + counted(size_[static_cast<std::size_t>(ra)], "cell"),
                    false};
    });
}

std::string Board::say(int value) { return value == kWall ? "wall" : "island"; }

std::string Board::clue_text(int numbered_cell) const {
  return sized(numbered_cell) ? std::to_string(target(numbered_cell)) : "?";
}

std::string Board::island_text(int cell) const {
  const int home = owner(cell);
  if (home < 0) return "the island cells at " + cell_text(cell);
  return "the island of the " + clue_text(home) + " at " + cell_text(home);
}

std::vector<int> Board::region(int cell) const {
  const std::uint8_t colour = state_[static_cast<std::size_t>(cell)];
  std::vector<int> part{cell};
  std::vector<char> seen(state_.size(), 0);
  seen[static_cast<std::size_t>(cell)] = 1;
  for (std::size_t i = 0; i < part.size(); ++i)
    grid_.for_each_neighbour(part[i], [&](int next) {
      auto n = static_cast<std::size_t>(next);
      if (!seen[n] && state_[n] == colour) {
        seen[n] = 1;
        part.push_back(next);
      }
    });
  std::sort(part.begin(), part.end());
  return part;
}

bool Board::settle(int cell, std::uint8_t colour, int value) {
  auto c = static_cast<std::size_t>(cell);
  if (state_[c] != kFree) {
    if (state_[c] != colour) clash(cell, value);
    return false;
  }
  state_[c] = colour;
  --free_;
  count_step(cell, value);
  return true;
}

bool Board::whiten(int cell) {
  if (!settle(cell, kWhite, kIsland)) return state_[static_cast<std::size_t>(cell)] == kWhite;
  grid_.for_each_neighbour(cell, [&](int next) {
    if (state_[static_cast<std::size_t>(next)] == kWhite) join(cell, next);
  });
  return !contradiction_;
}

bool Board::blacken(int cell) { return settle(cell, kBlack, kWall) || state_[static_cast<std::size_t>(cell)] == kBlack; }

Board::Reach Board::reaches() {
  const int cells = grid_.cells();
  Reach result{std::vector<char>(static_cast<std::size_t>(cells), 0), std::vector<int>(numbered_.size(), 0)};
  // The white cells of each region, found in one pass rather than one per
  // number: a list per region's root, linked through the cells (a vector per
  // cell cost more in allocation than the searches themselves).
  std::vector<int> first(static_cast<std::size_t>(cells), -1), after(static_cast<std::size_t>(cells), -1);
  for (int cell = cells - 1; cell >= 0; --cell)
    if (state_[static_cast<std::size_t>(cell)] == kWhite) {
      auto home = static_cast<std::size_t>(root(cell));
      after[static_cast<std::size_t>(cell)] = first[home];
      first[home] = cell;
    }
  // A cell's distance counts for the number whose search last stamped it.
  std::vector<int> dist(static_cast<std::size_t>(cells), 0), stamp(static_cast<std::size_t>(cells), -1), queue;
  for (std::size_t i = 0; i < numbered_.size(); ++i) {
    const int home = root(numbered_[i]);
    const int budget = most(numbered_[i]) - size_[static_cast<std::size_t>(home)];
    const int mark = static_cast<int>(i);
    // Breadth-first from the island's cells; a step costs one cell, and no
    // step may touch another numbered island.
    queue.clear();
    for (int cell = first[static_cast<std::size_t>(home)]; cell >= 0; cell = after[static_cast<std::size_t>(cell)])
      queue.push_back(cell);
    for (int cell : queue) {
      stamp[static_cast<std::size_t>(cell)] = mark;
      dist[static_cast<std::size_t>(cell)] = 0;
    }
    for (std::size_t q = 0; q < queue.size(); ++q) {
      int at = queue[q];
      result.any[static_cast<std::size_t>(at)] = 1;
      if (dist[static_cast<std::size_t>(at)] >= budget) continue;
      grid_.for_each_neighbour(at, [&](int next) {
        auto n = static_cast<std::size_t>(next);
        if (stamp[n] == mark || state_[n] == kBlack) return;
        if (state_[n] == kWhite && owner(next) >= 0) return;  // another numbered island
        bool touches_other = false;
        grid_.for_each_neighbour(next, [&](int beyond) {
          if (state_[static_cast<std::size_t>(beyond)] == kWhite && owner(beyond) >= 0 && root(beyond) != home)
            touches_other = true;
        });
        if (touches_other) return;
        stamp[n] = mark;
        dist[n] = dist[static_cast<std::size_t>(at)] + 1;
        queue.push_back(next);
      });
    }
    result.count[i] = static_cast<int>(queue.size());
  }
  return result;
}

bool Board::complete_island() {
  bool changed = false;
  for (int cell = 0; cell < grid_.cells() && !contradiction_; ++cell) {
    if (state_[static_cast<std::size_t>(cell)] != kFree) continue;
    int complete = -1;
    grid_.for_each_neighbour(cell, [&](int next) {
      if (state_[static_cast<std::size_t>(next)] != kWhite) return;
      int home = owner(next);
      if (home >= 0 && sized(home) && size_of(next) == target(home)) complete = next;
    });
    if (complete < 0) continue;
    because([&] { return Reason{region(complete), "it borders " + island_text(complete) + ", which is complete", false}; });
    changed |= blacken(cell);
  }
  return changed || contradiction_;
}

bool Board::between_two_islands() {
  bool changed = false;
  for (int cell = 0; cell < grid_.cells() && !contradiction_; ++cell) {
    if (state_[static_cast<std::size_t>(cell)] != kFree) continue;
    int first = -1, second = -1;
    grid_.for_each_neighbour(cell, [&](int next) {
      if (state_[static_cast<std::size_t>(next)] != kWhite) return;
      int home = owner(next);
      if (home < 0) return;
      if (first >= 0 && first != home) second = home;
      else first = home;
    });
    if (second < 0) continue;
    because([&] {
      std::vector<int> cells;
      grid_.for_each_neighbour(cell, [&](int next) {
        if (state_[static_cast<std::size_t>(next)] == kWhite && owner(next) >= 0) cells.push_back(next);
      });
      cells.push_back(first);
      cells.push_back(second);
      return Reason{cells,
                    "it borders " + island_text(first) + " and " + island_text(second) +
                        ", which a cell may not join",
                    false};
    });
    changed |= blacken(cell);
  }
  return changed || contradiction_;
}

bool Board::unreachable() {
  // A white cell none can reach, or an island that cannot reach its size, is
  // a contradiction.
  Reach reach = reaches();
  for (std::size_t i = 0; i < numbered_.size(); ++i) {
    if (sized(numbered_[i]) && reach.count[i] < target(numbered_[i])) {
      conflict([&] {
        return Reason{region(numbered_[i]),
                      island_text(numbered_[i]) + " can reach only " + counted(reach.count[i], "cell"), false};
      });
      return true;
    }
  }
  // The numbers a cell lies within reach of, the board aside: what keeps
  // them from it is on the board.
  auto near = [&](int cell) {
    std::vector<int> numbers;
    for (int home : numbered_)
      if (grid_.distance(home, cell) < most(home)) numbers.push_back(home);
    return numbers;
  };
  bool changed = false;
  for (int cell = 0; cell < grid_.cells() && !contradiction_; ++cell) {
    auto c = static_cast<std::size_t>(cell);
    if (state_[c] == kBlack) continue;
    if (reach.any[c]) continue;
    if (state_[c] == kWhite) {
      conflict([&] {
        return Reason{near(cell), cell_text(cell) + " is island, but no numbered island can reach it", false};
      });
      return true;
    }
    because([&] {
      const std::vector<int> numbers = near(cell);
      if (numbers.empty()) return Reason{{}, "no number is near enough to reach it", false};
      std::vector<std::string> names;
      for (int home : numbers) names.push_back("the " + clue_text(home) + " at " + cell_text(home));
      std::string listed;
      for (std::size_t k = 0; k < names.size(); ++k)
        listed += (k == 0 ? "" : k + 1 == names.size() ? " and " : ", ") + names[k];
      return Reason{numbers,
                    "no numbered island can reach it: " + listed + (numbers.size() == 1 ? " is" : " are") +
                        " near, but walled off or too large by now",
                    false};
    });
    changed |= blacken(cell);
  }
  return changed || contradiction_;
}

bool Board::island_single_exit() { return single_exits(kWhite); }

bool Board::wall_single_exit() { return !ipc_ && single_exits(kBlack); }

bool Board::single_exits(std::uint8_t colour) {
  const int cells = grid_.cells();
  // Every region is read from one snapshot of the board and the decisions
  // applied afterwards: a region changed in mid-pass would otherwise be seen
  // in pieces, and a piece may have a single way out where the region has two.
  std::vector<int> to_decide;
  std::vector<Reason> reasons;  // explained: why each is decided
  std::vector<char> seen(static_cast<std::size_t>(cells), 0);
  std::vector<int> exit_of(static_cast<std::size_t>(cells), -1);  // the region that listed it last
  int walls = 0;
  for (int cell = 0; cell < cells; ++cell) walls += state_[static_cast<std::size_t>(cell)] == kBlack;
  std::vector<int> part, exits;
  for (int start = 0; start < cells; ++start) {
    auto s = static_cast<std::size_t>(start);
    if (seen[s] || state_[s] != colour) continue;
    part.assign(1, start);
    seen[s] = 1;
    exits.clear();
    for (std::size_t i = 0; i < part.size(); ++i)
      grid_.for_each_neighbour(part[i], [&](int next) {
        auto n = static_cast<std::size_t>(next);
        if (state_[n] == kFree) {
          if (exit_of[n] != start) {
            exit_of[n] = start;
            exits.push_back(next);
          }
        } else if (state_[n] == colour && !seen[n]) {
          seen[n] = 1;
          part.push_back(next);
        }
      });
    // An unfinished island must grow; a wall part must join the rest. A '?'
    // island may end at any size, so it need not grow.
    bool must_leave = true;
    if (colour == kWhite) {
      int home = owner(start);
      must_leave = home < 0 || (sized(home) && size_of(start) != target(home));
    } else {
      must_leave = walls > static_cast<int>(part.size());
    }
    if (!must_leave) continue;
    auto what = [&] {
      if (colour == kBlack) return "the wall part at " + cell_text(start) + " must join the rest of the wall";
      if (owner(start) < 0) return island_text(start) + " must reach a number";
      return island_text(start) + " has " + counted(size_of(start), "cell") + " of " + std::to_string(target(owner(start)));
    };
    if (exits.empty()) {
      conflict([&] {
        std::sort(part.begin(), part.end());
        return Reason{part, what() + ", and has no way out", false};
      });
      return true;
    }
    if (exits.size() == 1) {
      to_decide.push_back(exits.front());
      if (explaining()) {
        std::sort(part.begin(), part.end());
        reasons.push_back({part, what() + ", and this is its one way out", false});
      }
    }
  }
  bool changed = false;
  for (std::size_t k = 0; k < to_decide.size(); ++k) {
    because([&] { return reasons[k]; });
    changed |= colour == kWhite ? whiten(to_decide[k]) : blacken(to_decide[k]);
  }
  return changed || contradiction_;
}

bool Board::no_wall_pool() {
  if (ipc_) return false;
  std::vector<int> to_white;
  std::vector<Reason> reasons;  // explained: the three walls of each pool
  const int rows = grid_.rows(), cols = grid_.cols();
  for (int r = 0; r + 1 < rows; ++r)
    for (int c = 0; c + 1 < cols; ++c) {
      int block[] = {r * cols + c, r * cols + c + 1, (r + 1) * cols + c, (r + 1) * cols + c + 1};
      int black = 0, free = -1, frees = 0;
      for (int cell : block) {
        black += state_[static_cast<std::size_t>(cell)] == kBlack;
        if (state_[static_cast<std::size_t>(cell)] == kFree) {
          free = cell;
          ++frees;
        }
      }
      if (black == 4) {
        conflict([&] {
          return Reason{{block[0], block[1], block[2], block[3]}, "the wall covers the 2x2 block at " + cell_text(block[0]), false};
        });
        return true;
      }
      if (black == 3 && frees == 1) {
        to_white.push_back(free);
        if (explaining()) {
          std::vector<int> walls;
          for (int cell : block)
            if (cell != free) walls.push_back(cell);
          reasons.push_back({walls, cells_text(walls, cols) + " are wall, and no 2x2 block may be all wall", false});
        }
      }
    }
  bool changed = false;
  for (std::size_t k = 0; k < to_white.size(); ++k) {
    because([&] { return reasons[k]; });
    changed |= whiten(to_white[k]);
  }
  return changed || contradiction_;
}

bool Board::island_completions() {
  // Listing stops at these bounds, and the island yields nothing then: the
  // tier stays cheap on open boards where an island could go anywhere.
  constexpr int kMaxWays = 256;
  constexpr long kMaxSteps = 20000;
  const int cells = grid_.cells();
  std::vector<int> in_all(static_cast<std::size_t>(cells)), beside_all(static_cast<std::size_t>(cells));
  std::vector<int> to_white, to_black;
  // Explained: each decision's island, its cells and the ways counted.
  struct Source {
    int home_cell;
    std::vector<int> island;
    int ways;
  };
  std::vector<Source> sources;
  std::vector<std::size_t> white_source, black_source;
  std::vector<char> taken(static_cast<std::size_t>(cells)), reached(static_cast<std::size_t>(cells));
  std::vector<int> stamp(static_cast<std::size_t>(cells), -1);
  std::vector<int> pool, joined;
  for (int home_cell : numbered_) {
    // A '?' island has no size to complete.
    if (!sized(home_cell)) continue;
    const int home = root(home_cell);
    const int goal = target(home_cell);
    if (size_[static_cast<std::size_t>(home)] >= goal) continue;
    // A free cell may join unless it touches another numbered island.
    auto may_join = [&](int cell) {
      if (state_[static_cast<std::size_t>(cell)] != kFree) return false;
      bool ok = true;
      grid_.for_each_neighbour(cell, [&](int next) {
        if (state_[static_cast<std::size_t>(next)] == kWhite && owner(next) >= 0 && root(next) != home) ok = false;
      });
      return ok;
    };
    std::fill(taken.begin(), taken.end(), 0);
    std::fill(reached.begin(), reached.end(), 0);
    std::vector<int> island;
    for (int cell = 0; cell < cells; ++cell)
      if (state_[static_cast<std::size_t>(cell)] == kWhite && root(cell) == home) {
        island.push_back(cell);
        taken[static_cast<std::size_t>(cell)] = 1;
      }
    std::vector<int> untried;
    for (int cell : island)
      grid_.for_each_neighbour(cell, [&](int next) {
        auto n = static_cast<std::size_t>(next);
        if (!reached[n] && may_join(next)) {
          reached[n] = 1;
          untried.push_back(next);
        }
      });
    int ways = 0;
    long steps = 0;
    bool gave_up = false;
    std::fill(in_all.begin(), in_all.end(), 0);
    std::fill(beside_all.begin(), beside_all.end(), 0);
    // The stamp marks a cell as counted for one completion; `ways` starts
    // again for each island, so must the stamp, or a cell counted for the
    // previous island's completion of the same number goes uncounted.
    std::fill(stamp.begin(), stamp.end(), -1);
    // Redelmeier's enumeration of connected extensions, each listed once: a
    // cell passed over at one level stays out of the branches after it.
    // Joining a free cell also brings in the unnumbered white regions it
    // touches, which would merge with the island.
    // Each level's cells still open are pool[begin, end); a branch copies
    // them above, with the cells its join brings within reach, rather than
    // into a vector of its own (the allocations were most of the rule's time).
    pool.assign(untried.begin(), untried.end());
    joined.clear();
    auto extend = [&](auto& self, std::size_t begin, std::size_t end, int size) -> void {
      if (gave_up) return;
      if (size == goal) {
        if (++ways > kMaxWays) {
          gave_up = true;
          return;
        }
        for (int cell : island) {
          ++in_all[static_cast<std::size_t>(cell)];
          grid_.for_each_neighbour(cell, [&](int next) {
            auto n = static_cast<std::size_t>(next);
            if (!taken[n] && state_[n] == kFree && stamp[n] != ways) {
              stamp[n] = ways;
              ++beside_all[n];
            }
          });
        }
        return;
      }
      while (end > begin) {
        if (++steps > kMaxSteps) {
          gave_up = true;
          return;
        }
        int cell = pool[--end];
        // The cell and the unnumbered white regions next to it.
        const std::size_t first = joined.size();
        joined.push_back(cell);
        taken[static_cast<std::size_t>(cell)] = 1;
        for (std::size_t i = first; i < joined.size(); ++i)
          grid_.for_each_neighbour(joined[i], [&](int next) {
            auto n = static_cast<std::size_t>(next);
            if (!taken[n] && state_[n] == kWhite) {
              taken[n] = 1;
              joined.push_back(next);
            }
          });
        const int count = static_cast<int>(joined.size() - first);
        if (size + count <= goal) {
          const std::size_t top = pool.size();
          for (std::size_t k = begin; k < end; ++k) pool.push_back(pool[k]);
          const std::size_t fresh = pool.size();
          for (std::size_t i = first; i < joined.size(); ++i)
            grid_.for_each_neighbour(joined[i], [&](int next) {
              auto n = static_cast<std::size_t>(next);
              if (!reached[n] && !taken[n] && may_join(next)) {
                reached[n] = 1;
                pool.push_back(next);
              }
            });
          island.insert(island.end(), joined.begin() + static_cast<std::ptrdiff_t>(first), joined.end());
          self(self, top, pool.size(), size + count);
          island.resize(island.size() - static_cast<std::size_t>(count));
          for (std::size_t k = fresh; k < pool.size(); ++k) reached[static_cast<std::size_t>(pool[k])] = 0;
          pool.resize(top);
        }
        for (std::size_t i = first; i < joined.size(); ++i) taken[static_cast<std::size_t>(joined[i])] = 0;
        joined.resize(first);
      }
    };
    extend(extend, 0, pool.size(), static_cast<int>(island.size()));
    if (gave_up) continue;
    if (ways == 0) {
      conflict([&] { return Reason{region(home_cell), island_text(home_cell) + " cannot be completed", false}; });
      return true;
    }
    const std::size_t source = sources.size();
    if (explaining()) sources.push_back({home_cell, region(home_cell), ways});
    for (int cell = 0; cell < cells; ++cell) {
      if (state_[static_cast<std::size_t>(cell)] != kFree) continue;
      if (in_all[static_cast<std::size_t>(cell)] == ways) {
        to_white.push_back(cell);
        white_source.push_back(source);
      }
      if (beside_all[static_cast<std::size_t>(cell)] == ways) {
        to_black.push_back(cell);
        black_source.push_back(source);
      }
    }
  }
  auto way_text = [&](const Source& s) {
    return "every way to complete " + island_text(s.home_cell) + " (" + std::to_string(s.ways) +
           (s.ways == 1 ? " way)" : " ways)");
  };
  bool changed = false;
  for (std::size_t k = 0; k < to_white.size(); ++k) {
    because([&] {
      const Source& s = sources[white_source[k]];
      return Reason{s.island, way_text(s) + " takes it", false};
    });
    changed |= whiten(to_white[k]);
  }
  for (std::size_t k = 0; k < to_black.size(); ++k) {
    because([&] {
      const Source& s = sources[black_source[k]];
      return Reason{s.island, way_text(s) + " borders it", false};
    });
    changed |= blacken(to_black[k]);
  }
  return changed || contradiction_;
}

bool Board::trial() {
  return frontier_trial(grid_, [&](int cell) { return state_[static_cast<std::size_t>(cell)] == kFree; }, kIsland, kWall,
                        Difficulty::medium, [](Board& board, int cell, int value) {
                          return value == kIsland ? board.whiten(cell) : board.blacken(cell);
                        });
}

std::span<const Rule<Board>> Board::rules() {
  static constexpr std::array<Rule<Board>, 8> table{{
      {Difficulty::easy, "complete island", &Board::complete_island},
      {Difficulty::easy, "between two islands", &Board::between_two_islands},
      {Difficulty::easy, "island single exit", &Board::island_single_exit},
      {Difficulty::easy, "no wall pool", &Board::no_wall_pool},
      // Last of its tier: one search per number, where the others are a pass
      // over the board.
      {Difficulty::easy, "unreachable", &Board::unreachable},
      {Difficulty::medium, "wall single exit", &Board::wall_single_exit},
      {Difficulty::medium, "island completions", &Board::island_completions},
      {Difficulty::hard, "trial", &Board::trial},
  }};
  return table;
}

bool Board::finished() {
  if (free_ > 0) return false;
  // Every cell decided: the regions and walls must obey the rules.
  const int cells = grid_.cells();
  for (int cell = 0; cell < cells && !contradiction_; ++cell) {
    if (state_[static_cast<std::size_t>(cell)] != kWhite) continue;
    int home = owner(cell);
    if (home < 0 || (sized(home) && size_of(cell) != target(home)))
      conflict([&] {
        return Reason{region(cell),
                      home < 0 ? "the grid is full, and " + island_text(cell) + " hold no number"
                               : "the grid is full, and " + island_text(cell) + " has " + counted(size_of(cell), "cell"),
                      false};
      });
  }
  if (!ipc_ && !contradiction_) {
    if (!grid_.connected([&](int cell) { return state_[static_cast<std::size_t>(cell)] == kBlack; }))
      conflict([&] { return Reason{{}, "the grid is full, and its wall falls apart", false}; });
    const int rows = grid_.rows(), cols = grid_.cols();
    for (int r = 0; r + 1 < rows && !contradiction_; ++r)
      for (int c = 0; c + 1 < cols && !contradiction_; ++c)
        if (state_[static_cast<std::size_t>(r * cols + c)] == kBlack &&
            state_[static_cast<std::size_t>(r * cols + c + 1)] == kBlack &&
            state_[static_cast<std::size_t>((r + 1) * cols + c)] == kBlack &&
            state_[static_cast<std::size_t>((r + 1) * cols + c + 1)] == kBlack)
          conflict([&] {
            return Reason{{r * cols + c, r * cols + c + 1, (r + 1) * cols + c, (r + 1) * cols + c + 1},
                          "the wall covers the 2x2 block at " + cell_text(r * cols + c), false};
          });
  }
  return true;
}

std::vector<int> Board::cells() const {
  std::vector<int> out(state_.size(), kNone);
  for (std::size_t i = 0; i < state_.size(); ++i) {
    if (state_[i] == kWhite) out[i] = kIsland;
    if (state_[i] == kBlack) out[i] = kWall;
  }
  return out;
}

Deduction deduce(const Instance& instance, Difficulty limit, Deadline deadline, bool explain) {
  Board board(instance);
  return conclude(board, limit, deadline, explain);
}

}  // namespace pg::nurikabe
