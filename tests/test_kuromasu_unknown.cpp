// Kuromasu's '?' clues (kUnknown): a white cell that counts nothing. The rule
// checker, SAT against a brute force over every layout, the logic solver
// against every solution, verify and explain, the CNF written out, the
// picture and the planning problems, each on puzzles with '?' clues.
#include <catch2/catch.hpp>
#include <pugixml.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/kuromasu.hpp"
#include "formats/dimacs.hpp"
#include "generator/rng.hpp"
#include "pddl/kuromasu/reference_plan.hpp"
#include "puzzles/catalogue.hpp"
#include "render/svg.hpp"
#include "solvers/explanation.hpp"
#include "solvers/kuromasu/rules.hpp"
#include "solvers/kuromasu/solver.hpp"
#include "verifier/cnf.hpp"
#include "verifier/verify.hpp"
#include "format_contract.hpp"
#include "pddl_contract.hpp"
#include "solver_contract.hpp"
#include "support.hpp"

using pg::Deduction;
using pg::Difficulty;
using pg::Instance;
using pg::kNone;
using pg::kUnknown;
using namespace pg::kuromasu;

namespace {

const pg::Solver& kuromasu_solver() { return pg::kuromasu::solver(); }
const pg::Puzzle& kuromasu_puzzle() { return *pg::find_puzzle("kuromasu"); }

// Rows of cells separated by spaces: '.' no clue, '?' a '?' clue, or a
// number.
Instance puzzle(std::initializer_list<std::string_view> rows) {
  Instance instance;
  instance.puzzle = "kuromasu";
  instance.rows = static_cast<int>(rows.size());
  for (std::string_view row : rows) {
    int cols = 0;
    for (std::size_t at = 0; at < row.size();) {
      const std::size_t end = std::min(row.find(' ', at), row.size());
      const std::string_view token = row.substr(at, end - at);
      instance.givens.push_back(token == "." ? kNone : token == "?" ? kUnknown : std::stoi(std::string(token)));
      ++cols;
      at = end + 1;
    }
    if (instance.cols == 0) instance.cols = cols;
    REQUIRE(cols == instance.cols);
  }
  return instance;
}

// One character a cell: '#' black, anything else white.
std::vector<int> shaded(std::initializer_list<std::string_view> rows) {
  std::vector<int> cells;
  for (std::string_view row : rows)
    for (char c : row) cells.push_back(c == '#' ? kBlack : kWhite);
  return cells;
}

// Every solution, by brute force over every layout of black cells, each
// judged by the rule checker alone. Layouts with two black cells side by
// side are skipped row by row (they break "no two black cells touch"), so
// that 4x4 and 3x5 grids stay quick.
std::vector<std::vector<int>> brute_solutions(const Instance& instance) {
  const int rows = instance.rows, cols = instance.cols;
  REQUIRE(cols <= 8);
  std::vector<std::vector<int>> found;
  std::vector<int> grid(static_cast<std::size_t>(instance.cells()), kWhite);
  auto fill = [&](auto& self, int row, unsigned above) -> void {
    if (row == rows) {
      if (check_rules(instance, grid).valid) found.push_back(grid);
      return;
    }
    for (unsigned mask = 0; mask < (1u << cols); ++mask) {
      if ((mask & (mask << 1)) != 0 || (mask & above) != 0) continue;
      for (int c = 0; c < cols; ++c) grid[static_cast<std::size_t>(row * cols + c)] = (mask >> c) & 1 ? kBlack : kWhite;
      self(self, row + 1, mask);
    }
  };
  fill(fill, 0, 0);
  return found;
}

int brute_count(const Instance& instance) { return static_cast<int>(brute_solutions(instance).size()); }

// Numbers anywhere, each 1 .. rows + cols - 1, and '?' clues anywhere.
Instance random_clues(pg::Rng& rng, int rows, int cols, int numbers, int unknowns) {
  Instance instance = pg::test::blank_instance("kuromasu", rows, cols);
  for (int& given : instance.givens) {
    const int roll = static_cast<int>(rng.below(100));
    if (roll < numbers)
      given = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(rows + cols - 1)));
    else if (roll < numbers + unknowns)
      given = kUnknown;
  }
  return instance;
}

// A valid layout from the builder, `keep` percent of its numbers kept, and
// of those, `unknown` percent turned into '?': the solution still fits.
Instance built(pg::Rng& rng, int rows, int cols, int keep, int unknown) {
  pg::GenerateRequest request = pg::test::request("kuromasu", rows, cols, Difficulty::medium, 1);
  request.options = pg::with_defaults(kuromasu_puzzle().builder, pg::Json::object());
  request.options["black"] = 10 + static_cast<int>(rng.below(31));
  Instance instance = kuromasu_puzzle().builder.build(rng, request);
  for (int& v : instance.givens) {
    if (v == kNone) continue;
    if (static_cast<int>(rng.below(100)) >= keep) v = kNone;
    else if (static_cast<int>(rng.below(100)) < unknown) v = kUnknown;
  }
  return instance;
}

// A small instance with '?' clues: random clues, or a built layout's.
Instance sample(pg::Rng& rng, int rows, int cols, int trial) {
  Instance instance = trial % 3 == 0 || rows < 3 || cols < 3
                          ? random_clues(rng, rows, cols, 5 + static_cast<int>(rng.below(30)),
                                         5 + static_cast<int>(rng.below(25)))
                          : built(rng, rows, cols, 20 + static_cast<int>(rng.below(70)), 20 + static_cast<int>(rng.below(50)));
  // At least one '?', so that every trial tests one.
  if (std::count(instance.givens.begin(), instance.givens.end(), kUnknown) == 0)
    instance.givens[rng.below(static_cast<std::uint32_t>(instance.cells()))] = kUnknown;
  return instance;
}

// The ladder's contract, held against the brute force (no SAT in it): every
// cell a tier decides is so in every solution; a contradiction only where
// there is none; "solved" only where there is exactly the one it reached.
// A '?' cell is white from the start.
void check_ladder_against(const Instance& instance, const std::vector<std::vector<int>>& solutions,
                          pg::test::Outcomes& outcomes) {
  for (Difficulty tier : pg::kDifficulties) {
    const Deduction deduction = kuromasu_solver().deduce(instance, tier);
    INFO("tier " << pg::to_string(tier));
    CHECK(deduction.hardest <= tier);
    if (deduction.status == Deduction::Status::contradiction) {
      CHECK(solutions.empty());
    } else {
      for (int cell = 0; cell < instance.cells(); ++cell) {
        const auto i = static_cast<std::size_t>(cell);
        if (instance.givens[i] == kUnknown) CHECK(deduction.cells[i] == kWhite);
        if (deduction.cells[i] == kNone) continue;
        for (const std::vector<int>& solution : solutions) {
          INFO("cell " << pg::to_string(instance.cell(cell)));
          CHECK(solution[i] == deduction.cells[i]);
        }
      }
      if (deduction.status == Deduction::Status::solved) {
        REQUIRE(solutions.size() == 1);
        CHECK(solutions.front() == deduction.cells);
      }
    }
    if (tier != Difficulty::expert) continue;
    outcomes.solved += deduction.status == Deduction::Status::solved;
    outcomes.stuck += deduction.status == Deduction::Status::stuck;
    outcomes.contradictions += deduction.status == Deduction::Status::contradiction;
  }
}

// The rule and detail of a check that fails.
std::string broken(const Instance& instance, const std::vector<int>& cells) {
  const pg::RuleCheck check = check_rules(instance, cells);
  CHECK_FALSE(check.valid);
  return check.rule + ": " + check.detail;
}

// A solver's model in DIMACS's words ("s SATISFIABLE", then "v" lines), from
// a session over the CNF's clauses.
std::string model_text(const pg::sat::Session& session) {
  std::string text = "s SATISFIABLE\nv";
  for (int var = 1; var <= session.vars(); ++var) text += " " + std::to_string(session.value(var) ? var : -var);
  return text + " 0\n";
}

// The CNF's clauses in a session of their own; its answer.
pg::sat::Outcome solve_cnf(const pg::dimacs::Cnf& cnf, pg::sat::Session& session) {
  int vars = 0;
  for (int lit : cnf.clauses) vars = std::max(vars, std::abs(lit));
  vars = std::max(vars, static_cast<int>(cnf.names.size()) - 1);
  while (session.vars() < vars) session.new_var();
  std::vector<int> clause;
  for (int lit : cnf.clauses) {
    if (lit != 0) {
      clause.push_back(lit);
      continue;
    }
    session.add_clause(clause);
    clause.clear();
  }
  return session.solve();
}

}  // namespace

// ---------------------------------------------------------------------------
// The rules

TEST_CASE("Kuromasu '?': the rule checker keeps the cell white and counts nothing", "[kuromasu][rules]") {
  // A '?' sees any number of cells: all five, four, three or two here, or
  // none but itself alone in its grid.
  const Instance rows = puzzle({"? . . .", ". . . ."});
  CHECK(check_rules(rows, shaded({"....", "...."})).valid);
  CHECK(check_rules(rows, shaded({"...#", "...."})).valid);
  CHECK(check_rules(rows, shaded({"..#.", "#..."})).valid);
  CHECK(check_rules(rows, shaded({".#..", "...."})).valid);
  CHECK(check_rules(puzzle({"?"}), shaded({"."})).valid);
  // Blackening it breaks the rule that numbered cells are white.
  CHECK(broken(rows, shaded({"#...", "...."})) ==
        "numbered-black: the numbered cell (0,0) is black (its number is '?')");
  // Among numbers: the 2 sees the '?' and counts it as a white cell.
  const Instance mixed = puzzle({"2 ?", ". ."});
  CHECK(check_rules(mixed, shaded({"..", "#."})).valid);
  CHECK(broken(mixed, shaded({"..", ".."})) == "clue: the 2 at (0,0) sees 3 white cells");
  CHECK(broken(mixed, shaded({".#", ".."})) == "numbered-black: the numbered cell (0,1) is black (its number is '?')");
  // The other rules hold around it as anywhere.
  const Instance centre = puzzle({". . .", ". ? .", ". . ."});
  CHECK(broken(centre, shaded({"#..", ".#.", "..."})).rfind("numbered-black:", 0) == 0);
  CHECK(broken(centre, shaded({".#.", "#..", "..."})).rfind("white-connected:", 0) == 0);
  CHECK(broken(centre, shaded({"##.", "...", "..."})).rfind("black-adjacent:", 0) == 0);
  CHECK(check_rules(centre, shaded({"#.#", "...", "#.#"})).valid);
}

// ---------------------------------------------------------------------------
// Counting solutions

TEST_CASE("Kuromasu '?': hand-made puzzles with one, several and no solutions", "[kuromasu][sat]") {
  struct Case {
    Instance instance;
    int solutions;
  };
  const std::vector<Case> cases = {
      // The 3x3 grid has 39 solutions without clues; of them, the '?' rules
      // out the 5 with a black centre (its four neighbours white, and at most
      // one corner black, else the ring of eight around it falls apart).
      {puzzle({". . .", ". ? .", ". . ."}), 34},
      // The 2 sees one cell besides its own: (1,0) black, as the '?' at
      // (0,1) must stay white.
      {puzzle({"2 ?", ". ."}), 1},
      {puzzle({"2 .", ". ."}), 2},
      // The 3 sees the '?' and one more: the last cell is black.
      {puzzle({"3 ? . ."}), 1},
      // The 2 sees the '?' already: (0,2) black, then (1,0) so that the
      // 2 sees no more.
      {puzzle({"2 ? . .", ". . . ."}), 1},
      // The 1 needs both neighbours black, which the '?' clues keep white.
      {puzzle({"? 1 ?"}), 0},
      {puzzle({"1 ?"}), 0},
      // Only '?' clues: every layout that leaves them white.
      {puzzle({"?"}), 1},
      {puzzle({"? ?", "? ?"}), 1},
      {puzzle({"? .", ". ?"}), 3},
      {puzzle({"? . ."}), 2},
  };
  pg::test::Verdicts verdicts;
  for (const Case& c : cases) {
    INFO(pg::test::json_of(c.instance));
    REQUIRE(brute_count(c.instance) == c.solutions);
    pg::test::check_sat_count(kuromasu_solver(), c.instance, c.solutions, 100, verdicts);
  }
  CHECK(verdicts.unique == 5);
  CHECK(verdicts.multiple == 4);
  CHECK(verdicts.none == 2);
}

TEST_CASE("Kuromasu '?': SAT counts equal brute-force counts on random small grids", "[kuromasu][sat][brute]") {
  pg::Rng rng(41, 7);
  pg::test::Verdicts verdicts;
  for (int trial = 0; trial < 400; ++trial) {
    int rows = 0, cols = 0;
    do {
      rows = 1 + static_cast<int>(rng.below(5));
      cols = 1 + static_cast<int>(rng.below(5));
    } while (rows * cols > 16);
    const Instance instance = sample(rng, rows, cols, trial);
    INFO("trial " << trial << " " << rows << "x" << cols << "\n" << pg::test::json_of(instance));
    pg::test::check_sat_count(kuromasu_solver(), instance, brute_count(instance), 1000, verdicts);
  }
  pg::test::check_every_verdict(verdicts, 30);
}

TEST_CASE("Kuromasu '?': clues taken away by their selectors, '?' ones too", "[kuromasu][sat]") {
  // One session as the carve asks (pg::test::check_selectors): leaving out a
  // '?' clue's selector is the instance without it.
  pg::Rng rng(43, 8);
  pg::test::SelectorAnswers answers;
  for (int trial = 0; trial < 30; ++trial) {
    Instance full = built(rng, 3 + static_cast<int>(rng.below(2)), 3 + static_cast<int>(rng.below(2)), 100, 30);
    INFO("trial " << trial);
    pg::test::check_selectors(kuromasu_solver(), full, rng, 5, brute_count, pg::test::json_of, answers, 5);
  }
  INFO("unique " << answers.unique << ", several " << answers.several);
  CHECK(answers.unique > 10);
  CHECK(answers.several > 10);
}

// ---------------------------------------------------------------------------
// The logic solver

TEST_CASE("Kuromasu '?': the logic solver decides nothing that some solution denies", "[kuromasu][logic][brute]") {
  // Against the brute force on grids up to 4x4 and 3x5, then against SAT
  // (pg::test::check_logic_sound) on grids up to 8x8.
  pg::Rng rng(47, 9);
  pg::test::Outcomes small;
  for (int trial = 0; trial < 250; ++trial) {
    int rows = 0, cols = 0;
    do {
      rows = 2 + static_cast<int>(rng.below(4));
      cols = 2 + static_cast<int>(rng.below(4));
    } while (rows * cols > 16);
    const Instance instance = sample(rng, rows, cols, trial);
    INFO("trial " << trial << " " << rows << "x" << cols << "\n" << pg::test::json_of(instance));
    check_ladder_against(instance, brute_solutions(instance), small);
  }
  INFO("solved " << small.solved << ", stuck " << small.stuck << ", contradictions " << small.contradictions);
  pg::test::check_every_outcome(small, 20, 20, 20);

  pg::test::Outcomes larger;
  for (int trial = 0; trial < 120; ++trial) {
    const int rows = 3 + static_cast<int>(rng.below(6)), cols = 3 + static_cast<int>(rng.below(6));
    const Instance instance = sample(rng, rows, cols, trial);
    INFO("trial " << trial << " " << rows << "x" << cols << "\n" << pg::test::json_of(instance));
    pg::test::check_logic_sound(kuromasu_solver(), instance, Difficulty::expert, larger);
  }
  pg::test::check_every_outcome(larger, 10, 10, 10);
}

TEST_CASE("Kuromasu '?': the logic solver sees through a '?' and counts nothing for it", "[kuromasu][logic]") {
  // The 3 sees the '?' and needs one more: (0,2) white, (0,3) black.
  const Deduction three = kuromasu_solver().deduce(puzzle({"3 ? . ."}), Difficulty::easy);
  CHECK(three.status == Deduction::Status::solved);
  CHECK(three.cells == shaded({"...#"}));
  // The 2 has its count with the '?': (0,2) and (1,0) black.
  const Deduction two = kuromasu_solver().deduce(puzzle({"2 ? . .", ". . . ."}), Difficulty::hard);
  CHECK(two.status == Deduction::Status::solved);
  CHECK(two.cells == shaded({"..#.", "#..."}));
  // And in one row the cell past that black one is cut off.
  CHECK(kuromasu_solver().deduce(puzzle({"2 ? . ."}), Difficulty::hard).status == Deduction::Status::contradiction);
  // A 1 next to a '?' sees it whatever happens.
  CHECK(kuromasu_solver().deduce(puzzle({"? 1 ?"}), Difficulty::easy).status == Deduction::Status::contradiction);
  // A lone '?' decides its own cell and nothing else, at every tier.
  for (Difficulty tier : pg::kDifficulties) {
    const Deduction alone = kuromasu_solver().deduce(puzzle({". . .", ". ? .", ". . ."}), tier);
    CHECK(alone.status == Deduction::Status::stuck);
    CHECK(alone.cells == std::vector<int>{kNone, kNone, kNone, kNone, kWhite, kNone, kNone, kNone, kNone});
  }
}

TEST_CASE("Kuromasu '?': verify, solve and explain puzzles with '?' clues", "[kuromasu][verify]") {
  const Instance unique = puzzle({". . . .", "4 ? . 4", ". . ? ."});
  const std::vector<int> solution = shaded({"#..#", "....", "#..#"});
  REQUIRE(brute_solutions(unique) == std::vector<std::vector<int>>{solution});
  const pg::Report report = pg::verify(kuromasu_solver(), unique);
  CHECK(report.verdict == pg::Verdict::unique);
  CHECK(report.solutions == std::vector<std::vector<int>>{solution});
  CHECK(report.difficulty.has_value());

  const pg::Report several = pg::verify(kuromasu_solver(), puzzle({". . .", ". ? .", ". . ."}));
  CHECK(several.verdict == pg::Verdict::multiple);
  REQUIRE(several.solutions.size() == 2);
  CHECK(several.solutions[0][4] == kWhite);
  CHECK(several.solutions[1][4] == kWhite);

  CHECK(pg::verify(kuromasu_solver(), puzzle({"? 1 ?"})).verdict == pg::Verdict::none);
  const pg::Report easy = pg::verify(kuromasu_solver(), puzzle({"3 ? . ."}));
  CHECK(easy.verdict == pg::Verdict::unique);
  CHECK(easy.difficulty == Difficulty::easy);
  CHECK(pg::solve(kuromasu_solver(), puzzle({"2 ? . .", ". . . ."})) == shaded({"..#.", "#..."}));
  CHECK_FALSE(pg::solve(kuromasu_solver(), puzzle({"2 ? . ."})));

  // The steps speak of the numbers only: a '?' is no number to reason from.
  for (const Instance& instance : {puzzle({"3 ? . ."}), puzzle({"2 ? . .", ". . . ."}), puzzle({"? 1 ?"}), unique}) {
    const Deduction explained = kuromasu_solver().explain(instance, Difficulty::hard, std::nullopt);
    REQUIRE(explained.explanation);
    CHECK_FALSE(explained.explanation->steps.empty());
    // The '?' cells are white from the start, as the givens have them.
    for (int cell = 0; cell < instance.cells(); ++cell)
      if (instance.givens[static_cast<std::size_t>(cell)] == kUnknown)
        CHECK(explained.explanation->start[static_cast<std::size_t>(cell)] == kWhite);
    for (const pg::Step& step : explained.explanation->steps) {
      const std::string text = pg::step_text(step, instance.cols);
      INFO(text);
      CHECK(text.find("-2") == std::string::npos);
    }
  }
}

// ---------------------------------------------------------------------------
// The CNF for other solvers

TEST_CASE("Kuromasu '?': the CNF written out keeps the cell white and counts nothing", "[kuromasu][cnf]") {
  const Instance unique = puzzle({"2 ?", ". ."});
  const std::vector<int> solution = shaded({"..", "#."});
  const pg::dimacs::Cnf cnf = pg::export_cnf(kuromasu_solver(), unique, {"test"});
  CHECK(std::find(cnf.names.begin(), cnf.names.end(), "the given at (0,1) holds (?)") != cnf.names.end());
  CHECK(std::find(cnf.names.begin(), cnf.names.end(), "the given at (0,0) holds (2)") != cnf.names.end());
  {
    pg::sat::Session session;
    REQUIRE(solve_cnf(cnf, session) == pg::sat::Outcome::sat);
    const pg::ModelCheck check = pg::check_model(kuromasu_solver(), unique, model_text(session));
    CHECK(check.falsified.empty());
    CHECK(check.rules.valid);
    CHECK(check.solution == solution);
  }
  {
    // The --unique formula: no solution other than the one.
    pg::sat::Session session;
    CHECK(solve_cnf(pg::export_cnf(kuromasu_solver(), unique, {"test"}, solution), session) == pg::sat::Outcome::unsat);
  }
  {
    // A lone '?' in the centre: another solution than the all-white grid.
    const Instance centre = puzzle({". . .", ". ? .", ". . ."});
    pg::sat::Session session;
    CHECK(solve_cnf(pg::export_cnf(kuromasu_solver(), centre, {"test"}, shaded({"...", "...", "..."})), session) ==
          pg::sat::Outcome::sat);
    const pg::ModelCheck check = pg::check_model(kuromasu_solver(), centre, model_text(session));
    CHECK(check.rules.valid);
    CHECK(check.solution[4] == kWhite);
  }
  {
    pg::sat::Session session;
    CHECK(solve_cnf(pg::export_cnf(kuromasu_solver(), puzzle({"? 1 ?"}), {"test"}), session) == pg::sat::Outcome::unsat);
  }
}

// ---------------------------------------------------------------------------
// The picture

TEST_CASE("Kuromasu '?': the picture shows a '?' as a clue, and its solution", "[kuromasu][render]") {
  Instance instance = puzzle({". . . .", "4 ? . 4", ". . ? ."});
  instance.solution = shaded({"#..#", "....", "#..#"});
  const pg::render::Layout layout{32, 16};
  for (bool solved : {false, true}) {
    INFO((solved ? "solution" : "puzzle"));
    const std::string svg =
        pg::render::to_svg(kuromasu_puzzle().renderer.draw(instance, solved ? &*instance.solution : nullptr, layout));
    pugi::xml_document doc;
    REQUIRE(doc.load_string(svg.c_str()));
    std::set<std::pair<int, int>> unknowns;
    int numbers = 0;
    for (const pugi::xpath_node& found : doc.select_nodes("//*[@class='clue']")) {
      const pugi::xml_node clue = found.node();
      const int row = clue.attribute("data-row").as_int(-1), col = clue.attribute("data-col").as_int(-1);
      const int given = instance.given(row, col);
      REQUIRE(given != kNone);
      CHECK(std::string(clue.name()) == "text");
      CHECK(clue.attribute("data-value").as_int(0) == given);
      if (given == kUnknown) {
        CHECK(std::string(clue.child_value()) == "?");
        unknowns.emplace(row, col);
      } else {
        CHECK(std::string(clue.child_value()) == std::to_string(given));
        ++numbers;
      }
    }
    CHECK(unknowns == std::set<std::pair<int, int>>{{1, 1}, {2, 2}});
    CHECK(numbers == 2);
    // The solution shades its black cells; a '?' cell gets no white dot
    // (its '?' shows it white), as a number's cell.
    const std::size_t blacks = static_cast<std::size_t>(std::count(instance.solution->begin(), instance.solution->end(), kBlack));
    CHECK(doc.select_nodes("//*[@class='black']").size() == (solved ? blacks : 0u));
    for (const pugi::xpath_node& found : doc.select_nodes("//*[@class='white']")) {
      const pugi::xml_node dot = found.node();
      CHECK(instance.given(dot.attribute("data-row").as_int(-1), dot.attribute("data-col").as_int(-1)) == kNone);
    }
  }
}

// ---------------------------------------------------------------------------
// Planning problems

TEST_CASE("Kuromasu '?': a planning problem states a '?' as a number with nothing to count", "[kuromasu][pddl]") {
  const pg::pddl::ProblemFormat& format = pg::test::problems_of(kuromasu_puzzle());
  const Instance instance = puzzle({"2 ?", ". ."});
  const pg::test::RoundTrip trip = pg::test::round_trip(format, instance);
  CHECK(trip.back.givens == std::vector<int>{2, kUnknown, kNone, kNone});
  CHECK_THAT(trip.text, Catch::Contains(";   2 ?\n"));
  const pg::pddl::Problem problem = pg::pddl::read_problem(trip.text);
  auto has = [&](const std::string& predicate, std::vector<std::string> args) {
    return std::count(problem.init.begin(), problem.init.end(), pg::pddl::Atom{predicate, std::move(args)}) == 1;
  };
  auto any_of_cell = [&](const std::string& predicate, const std::string& cell) {
    return std::any_of(problem.init.begin(), problem.init.end(), [&](const pg::pddl::Atom& a) {
      return a.predicate == predicate && !a.args.empty() && a.args[0] == cell;
    });
  };
  CHECK(has("numbered", {"pos-1-0"}));
  CHECK_FALSE(any_of_cell("needs", "pos-1-0"));
  CHECK_FALSE(any_of_cell("looking", "pos-1-0"));
  CHECK_FALSE(any_of_cell("next-scan", "pos-1-0"));
  CHECK_FALSE(any_of_cell("last-scan", "pos-1-0"));
  CHECK(has("needs", {"pos-0-0", "n1"}));
  CHECK(has("root", {"pos-0-0"}));

  // Only '?' clues: no scans, and the flood begins on the first of them.
  const pg::pddl::Problem only = pg::test::problem_of(kuromasu_puzzle(), puzzle({". ?", "? ."}));
  CHECK(std::count_if(only.init.begin(), only.init.end(), [](const pg::pddl::Atom& a) { return a.predicate == "root"; }) == 1);
  CHECK(std::count(only.init.begin(), only.init.end(), pg::pddl::Atom{"root", {"pos-1-0"}}) == 1);
  CHECK(std::count(only.init.begin(), only.init.end(), pg::pddl::Atom{"scanned", {}}) == 1);
  pg::test::round_trip(format, puzzle({". ?", "? ."}));
  pg::test::round_trip(format, puzzle({"? . 3", ". . .", "4 . ?"}));

  // A number that scans but has no count is no '?': refused where it stands.
  std::string text = format.write(puzzle({"2 . 3", ". . ."}));
  const std::string needs = "    (needs pos-2-0 n2)\n";
  REQUIRE(text.find(needs) != std::string::npos);
  text.erase(text.find(needs), needs.size());
  const pg::test::Place where = pg::test::place_of(text, "(NUMBERED pos-2-0)");
  pg::test::check_refusals(
      format, {{text, where.line, where.column,
                "the number on 'pos-2-0' has no (needs pos-2-0 N), yet it scans (a '?' has neither)"}});
}

TEST_CASE("Kuromasu '?': the plans of small problems with '?' end in exactly their solutions", "[kuromasu][pddl]") {
  const std::vector<Instance> grids = {
      puzzle({"2 ?", ". ."}),               // one solution
      puzzle({"? . ."}),                    // two
      puzzle({". . .", ". ? .", ". . ."}),  // thirty-four
      puzzle({"? 1 ?"}),                    // none
      puzzle({"3 ? .", ". . ?"}),
      puzzle({"? . 3", ". . ."}),
  };
  for (const Instance& instance : grids) {
    INFO(pg::test::json_of(instance));
    CHECK(pg::test::check_plans_are_solutions(kuromasu_puzzle(), instance, 20000) > 1);
  }
}

TEST_CASE("Kuromasu '?': reference plans flood from the first clue and refuse a black '?'", "[kuromasu][pddl]") {
  // The '?' at (0,1) comes before the 4 in reading order: the flood's root.
  Instance instance = puzzle({". ? .", ". . .", ". . 4"});
  instance.solution = shaded({"...", "...", "#.."});
  REQUIRE(check_rules(instance, *instance.solution).valid);
  const std::vector<pg::pddl::PlanStep> plan = pg::test::check_reference_plan(kuromasu_puzzle(), instance);
  const auto start = std::find_if(plan.begin(), plan.end(), [](const pg::pddl::PlanStep& s) { return s.action == "flood-start"; });
  REQUIRE(start != plan.end());
  CHECK(start->args == std::vector<std::string>{"pos-1-0"});

  instance.solution = shaded({".#.", "...", "..."});
  CHECK(pg::test::format_error([&] { pg::kuromasu::reference_plan(instance); }) ==
        "no plan: the solution breaks the rules: the numbered cell (0,1) is black");
}
