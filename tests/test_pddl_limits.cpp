// The plan check's bounds on a domain and problem of any size: tables of
// atoms sized by the atoms that hold, quantifiers whose ground instances are
// counted before any is evaluated (limits::kGroundingWork), and check's
// --timeout.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "core/errors.hpp"
#include "core/limits.hpp"
#include "pddl/facts.hpp"
#include "pddl/language.hpp"
#include "pddl/simulate.hpp"
#include "support.hpp"

namespace pddl = pg::pddl;
using namespace pg::test::cli;
using pg::test::check_raised;
using pg::test::input_error;
using pg::test::part_of;

namespace {

std::string objects(int count) {
  std::string out;
  for (int i = 0; i < count; ++i) out += " o" + std::to_string(i);
  return out;
}

// A domain of things with (p ?a) and (q ?a ?b), an action `touch` that
// makes (p ?a), and `extra`'s actions.
std::string things_domain(const std::string& extra = "") {
  return "(define (domain things)\n"
         "  (:requirements :typing :adl)\n"
         "  (:types thing)\n"
         "  (:predicates (p ?a - thing) (q ?a ?b - thing) (r ?a ?b ?c - thing))\n"
         "  (:action touch :parameters (?a - thing) :precondition (and) :effect (p ?a))\n" +
         extra + ")\n";
}

// `depth` nested foralls over the things, their body true whatever the
// bindings (no q holds), so that only the count of its instances can stop it.
std::string nested_goal(int depth) {
  std::string goal = "(or (p ?v" + std::to_string(depth - 1) + ") (not (q ?v0 ?v" + std::to_string(depth - 1) + ")))";
  for (int d = depth - 1; d >= 0; --d) goal = "(forall (?v" + std::to_string(d) + " - thing)\n  " + goal + ")";
  return goal;
}

std::string things_problem(int count, const std::string& goal) {
  return "(define (problem things-1) (:domain things)\n"
         "  (:objects" +
         objects(count) + " - thing)\n  (:init (p o0))\n  (:goal " + goal + "))\n";
}

// The goal's parts, each counted once per binding of the quantifiers around
// it: (or (p) (not (q))) is four, and each forall one more than its body's
// parts once per thing.
std::uint64_t nested_parts(std::uint64_t things, int depth) {
  std::uint64_t parts = 4;
  for (int d = 0; d < depth; ++d) parts = 1 + things * parts;
  return parts;
}

// `predicates` two-argument predicates over `count` objects, one atom of
// each in the initial state, and a chain of (r0 oI oI+1) that `link` follows.
struct Wide {
  std::string domain;
  std::string problem;
  std::string plan;
};

Wide wide(int predicates, int count, bool whole_plan) {
  Wide out;
  out.domain = "(define (domain wide)\n  (:requirements :typing)\n  (:types thing)\n  (:predicates";
  for (int k = 0; k < predicates; ++k) out.domain += " (r" + std::to_string(k) + " ?a ?b - thing)";
  out.domain += ")\n  (:action link :parameters (?a ?b - thing) :precondition (r0 ?a ?b)\n"
                "    :effect (and (r1 ?a ?b) (r" +
                std::to_string(predicates - 1) + " ?b ?a))))\n";
  auto o = [](int i) { return "o" + std::to_string(i); };
  out.problem = "(define (problem wide-1) (:domain wide)\n  (:objects" + objects(count) + " - thing)\n  (:init";
  for (int k = 0; k < predicates; ++k)
    out.problem += " (r" + std::to_string(k) + " " + o(k % count) + " " + o(k * 7 % count) + ")";
  for (int i = 0; i < count; ++i) out.problem += " (r0 " + o(i) + " " + o((i + 1) % count) + ")";
  out.problem += ")\n  (:goal (and";
  for (int i = 0; i < count; i += 16) {
    out.problem += " (r1 " + o(i) + " " + o((i + 1) % count) + ")";
    if (whole_plan || i > 0) out.plan += "(link " + o(i) + " " + o((i + 1) % count) + ")\n";
  }
  out.problem += ")))\n";
  return out;
}

pddl::PlanCheck validate(const std::string& domain, const std::string& problem, const std::string& plan,
                         std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt) {
  return pddl::validate_plan(pddl::read_domain(domain), pddl::read_problem(problem), pddl::read_plan(plan),
                             deadline);
}

// The GroundingError `f` raises, with the text it is placed in.
template <class F>
std::pair<pg::test::Raised, pddl::GroundingError::Text> grounding_error(F&& f) {
  try {
    f();
  } catch (const pddl::GroundingError& e) {
    return {{e.what(), e.located(), e.line(), e.column()}, e.text()};
  }
  FAIL("no GroundingError raised");
  return {};
}

const std::string kLimit = std::to_string(pg::limits::kGroundingWork);

}  // namespace

TEST_CASE("pddl limits: a goal whose quantifiers range past the limit is refused before it is evaluated",
          "[pddl][limits]") {
  // 200^5 bindings: hours of evaluation, refused from the count alone (the
  // test would not end otherwise).
  const std::string problem = things_problem(200, nested_goal(5));
  const auto [raised, text] = grounding_error([&] { validate(things_domain(), problem, "(touch o1)\n"); });
  CHECK(text == pddl::GroundingError::Text::problem);
  // The outermost forall, where the goal begins.
  check_raised(raised, 4, 10,
               "the goal's quantifiers range over " + std::to_string(nested_parts(200, 5)) +
                   " instances of its parts, more than the limit of " + kLimit);
  CHECK(nested_parts(200, 5) == 1281608040201);

  // A Simulation refuses it when the goal is asked for.
  pddl::Simulation simulation(pddl::read_domain(things_domain()), pddl::read_problem(problem));
  CHECK_FALSE(simulation.apply(pddl::read_plan("(touch o1)\n").front()));
  CHECK(grounding_error([&] { simulation.goal_holds(); }).first.message == raised.message);
}

TEST_CASE("pddl limits: the count saturates, and names the outermost quantifier over the limit", "[pddl][limits]") {
  // 2048^12 overflows 64 bits.
  const std::string wide_goal = "(and (p o0) " + nested_goal(12) + ")";
  const auto [raised, text] = grounding_error([&] { validate(things_domain(), things_problem(2048, wide_goal), ""); });
  check_raised(raised, 4, 22,
               "the goal's quantifiers range over more than 18446744073709551614 instances of its parts, more "
               "than the limit of " +
                   kLimit);

  // Two quantifiers each under the limit, together over it: the goal is
  // refused at its own place.
  const std::string two = "(and " + nested_goal(3) + " " + nested_goal(3) + ")";
  const std::uint64_t each = nested_parts(300, 3);
  REQUIRE(each <= pg::limits::kGroundingWork);
  REQUIRE(2 * each + 1 > pg::limits::kGroundingWork);
  check_raised(grounding_error([&] { validate(things_domain(), things_problem(300, two), ""); }).first, 4, 10,
               part_of("range over " + std::to_string(2 * each + 1) + " instances"));
}

TEST_CASE("pddl limits: a goal under the limit is evaluated as before", "[pddl][limits]") {
  // 200^2 bindings, every one true.
  pddl::PlanCheck valid = validate(things_domain(), things_problem(200, nested_goal(2)), "");
  CHECK(valid.valid);
  CHECK(valid.message == "the goal holds after 0 steps");

  // Every thing touched: false until the last one is.
  const std::string every = "(forall (?a - thing) (p ?a))";
  std::string plan;
  for (int i = 1; i < 199; ++i) plan += "(touch o" + std::to_string(i) + ")\n";
  pddl::PlanCheck short_one = validate(things_domain(), things_problem(200, every), plan);
  CHECK_FALSE(short_one.valid);
  CHECK(short_one.message == "goal (forall (?a - thing) (p ?a)) is false after the last step (198)");
  CHECK(validate(things_domain(), things_problem(200, every), plan + "(touch o199)\n").valid);
}

TEST_CASE("pddl limits: an action past the limit is refused when a plan takes it, in the domain's text",
          "[pddl][limits]") {
  // Its precondition ranges over 300^4 bindings.
  const std::string domain = things_domain(
      "  (:action sweep :parameters (?a - thing)\n"
      "    :precondition (and (p ?a)\n"
      "                       (forall (?x ?y ?z ?w - thing) (not (r ?x ?y ?z))))\n"
      "    :effect (forall (?x - thing) (q ?a ?x)))\n");
  const std::string problem = things_problem(300, "(p o1)");
  CHECK(validate(domain, problem, "(touch o1)\n").valid);

  const auto [raised, text] = grounding_error([&] { validate(domain, problem, "(touch o1)\n(sweep o1)\n"); });
  CHECK(text == pddl::GroundingError::Text::domain);
  // Precondition: (and) 1, (p) 1, the forall 1 + 300^4 * 2; effect: the
  // forall 1 + 300 * 1.
  const std::uint64_t parts = 3 + 300ULL * 300 * 300 * 300 * 2 + 1 + 300;
  check_raised(raised, 8, 24,
               "action 'sweep': the quantifiers of its precondition and effect range over " + std::to_string(parts) +
                   " instances of their parts a step, more than the limit of " + kLimit);

  // A plan that fails before it comes to the step is refused all the same:
  // the work is counted before any step is taken.
  CHECK(grounding_error([&] { validate(domain, problem, "(sweep o2)\n(sweep o1)\n"); }).first.message ==
        raised.message);
}

TEST_CASE("pddl limits: effects are counted too", "[pddl][limits]") {
  const std::string domain = things_domain(
      "  (:action fill :parameters ()\n"
      "    :effect (forall (?x ?y ?z - thing) (r ?x ?y ?z)))\n");
  const std::string problem = things_problem(600, "(p o0)");
  const auto [raised, text] = grounding_error([&] { validate(domain, problem, "(fill)\n"); });
  CHECK(text == pddl::GroundingError::Text::domain);
  check_raised(raised, 7, 13, part_of("range over " + std::to_string(1 + 600ULL * 600 * 600) + " instances"));
  // Under the limit, every atom is added.
  const std::string small = things_problem(40, "(forall (?x ?y ?z - thing) (r ?x ?y ?z))");
  CHECK_FALSE(validate(domain, small, "").valid);
  CHECK(validate(domain, small, "(fill)\n").valid);
}

TEST_CASE("pddl limits: memberships of a deep chain of types are counted before they are listed", "[pddl][limits]") {
  // 1000 types, each under the one before, and 140000 objects of the last:
  // 140 million memberships, object included.
  std::string types;
  for (int t = 1; t < 1000; ++t) types += " t" + std::to_string(t) + " - t" + std::to_string(t - 1);
  const std::string domain =
      "(define (domain chain) (:requirements :typing) (:types" + types + ") (:predicates (p ?a - t0)))\n";
  const std::string problem = "(define (problem chain-1) (:domain chain) (:objects" + objects(140000) +
                              " - t999) (:init) (:goal (p o0)))\n";
  const auto [raised, text] = grounding_error([&] { validate(domain, problem, ""); });
  CHECK(text == pddl::GroundingError::Text::problem);
  check_raised(raised, 0, 0,
               "the 140000 objects' types, with their ancestors, make 140140000 memberships, more than the limit "
               "of " +
                   kLimit);

  // A shallow chain: each object is in its type and the types above it,
  // for the quantifiers and for the steps' arguments.
  const std::string shallow = "(define (problem chain-1) (:domain chain) (:objects a - t2 b - t0 c) (:init)"
                              " (:goal (forall (?x - t0) (p ?x))))\n";
  const std::string few = "(define (domain chain) (:requirements :typing) (:types t1 - t0 t2 - t1)"
                          " (:predicates (p ?a - t0)) (:action mark :parameters (?a - t0) :effect (p ?a)))\n";
  CHECK(validate(few, shallow, "(mark b)\n").message ==
        "goal (forall (?x - t0) (p ?x)) is false after the last step (1)");
  CHECK(validate(few, shallow, "(mark b)\n(mark a)\n").valid);
  check_raised(input_error([&] { validate(few, shallow, "(mark c)\n"); }), 1, 7,
               "'c' is of type object, but parameter ?a of mark takes type t0");
}

TEST_CASE("pddl limits: tables hold the atoms that are true, not every tuple", "[pddl][limits]") {
  // 5000 two-argument predicates over 2048 objects: a bit per tuple would
  // take 2.5 GB.
  const Wide w = wide(5000, 2048, true);
  const pddl::Domain domain = pddl::read_domain(w.domain);
  const pddl::Problem problem = pddl::read_problem(w.problem);
  pddl::Simulation simulation(domain, problem);
  CHECK(simulation.table_bytes() < 8u << 20);
  CHECK(simulation.atoms("r0").size() == 2049);
  CHECK(simulation.atoms("r4999") == std::vector<std::vector<std::string>>{{"o903", "o177"}});

  pddl::PlanCheck valid = pddl::validate_plan(domain, problem, pddl::read_plan(w.plan));
  CHECK(valid.valid);
  CHECK(valid.steps == 128);
  const Wide missing = wide(5000, 2048, false);
  pddl::PlanCheck invalid =
      pddl::validate_plan(domain, pddl::read_problem(missing.problem), pddl::read_plan(missing.plan));
  CHECK_FALSE(invalid.valid);
  CHECK(invalid.message == "goal (r1 o0 o1) is false after the last step (127)");
  for (const pddl::PlanStep& step : pddl::read_plan(w.plan)) REQUIRE_FALSE(simulation.apply(step));
  CHECK(simulation.goal_holds());
  CHECK(simulation.table_bytes() < 8u << 20);
}

TEST_CASE("pddl limits: a table reads the same whichever kind holds it", "[pddl][limits]") {
  // 1000 objects: a million pairs, a hash set until 2000 of them hold.
  pddl::Facts grown({2}, 1000);
  pddl::Facts fresh({2}, 1000);
  const std::size_t empty = grown.bytes();
  std::vector<int> pair(2);
  for (int i = 0; i < 2000; ++i) {
    pair = {i % 1000, i / 1000};
    grown.set(0, pair, true);
  }
  CHECK(grown.bytes() >= 1000 * 1000 / 8);  // dense now
  CHECK(grown.bytes() < 1000 * 1000 / 8 + 64 * 1024);
  for (int i = 10; i < 2000; ++i) {
    pair = {i % 1000, i / 1000};
    grown.set(0, pair, false);
  }
  for (int i = 9; i >= 0; --i) {
    pair = {i % 1000, i / 1000};
    fresh.set(0, pair, true);
  }
  CHECK(fresh.bytes() < empty + 10 * 100);  // still a hash set
  CHECK(grown.key() == fresh.key());
  CHECK(grown.atoms(0, 2) == fresh.atoms(0, 2));
  CHECK(fresh.atoms(0, 2).front() == std::vector<int>{0, 0});
  for (int a = 0; a < 20; ++a) {
    pair = {a, 0};
    CHECK(grown.holds(0, pair) == (a < 10));
    CHECK(fresh.holds(0, pair) == (a < 10));
  }
  pair = {3, 0};
  fresh.set(0, pair, false);
  CHECK(grown.key() != fresh.key());
}

TEST_CASE("pddl limits: check --plan refuses a goal past the limit with 65, in the problem's file", "[cli][pddl][limits]") {
  TempDir dir;
  const std::string domain = dir.write("domain.pddl", things_domain());
  const std::string problem = dir.write("problem.pddl", things_problem(200, nested_goal(5)));
  const std::string plan = dir.write("p.plan", "(touch o1)\n");
  check_refused(run({"check", problem, plan, "--plan", "--domain", domain}), 65, problem, "4:10",
                "the goal's quantifiers range over 1281608040201 instances of its parts, more than the limit of " +
                    kLimit);
}

TEST_CASE("pddl limits: check --plan refuses an action past the limit with 65, in the domain's file",
          "[cli][pddl][limits]") {
  TempDir dir;
  const std::string domain = dir.write(
      "domain.pddl", things_domain("  (:action fill :parameters ()\n"
                                   "    :effect (forall (?x ?y ?z - thing) (r ?x ?y ?z)))\n"));
  const std::string problem = dir.write("problem.pddl", things_problem(600, "(p o0)"));
  const std::string plan = dir.write("p.plan", "(fill)\n");
  check_refused(run({"check", problem, plan, "--plan", "--domain", domain}), 65, domain, "7:13",
                "action 'fill': the quantifiers of its precondition and effect range over 216000001 instances");
}

TEST_CASE("pddl limits: check --plan with many predicates over many objects takes little memory",
          "[cli][pddl][limits]") {
#ifdef PUZZLEGEN_SANITIZER_STATUS
  SUCCEED("the sanitizers reserve address space beyond any limit");
#else
  TempDir dir;
  const Wide w = wide(5000, 2048, true);
  const std::string domain = dir.write("domain.pddl", w.domain);
  const std::string problem = dir.write("problem.pddl", w.problem);
  const std::string plan = dir.write("p.plan", w.plan);
  // A bit per tuple took 2.5 GB; 300 MiB of address space is plenty.
  const std::string limited = "ulimit -v 307200; ";
  Result r = shell(limited + quote(PUZZLEGEN_BINARY) + " check " + quote(problem) + " " + quote(plan) +
                   " --plan --domain " + quote(domain));
  INFO(r.err);
  CHECK(r.status == 0);
  CHECK(r.out == "valid plan: 128 steps\n");
#endif
}

TEST_CASE("pddl limits: check --timeout gives up with 3 and says where", "[cli][pddl][limits]") {
  TempDir dir;
  // Each step of `spin` ranges over 300^3 bindings, under the limit: fifty
  // of them take far longer than the time given.
  const std::string domain = dir.write(
      "domain.pddl", things_domain("  (:action spin :parameters ()\n"
                                   "    :precondition (forall (?x ?y ?z - thing) (not (r ?x ?y ?z))))\n"));
  const std::string problem = dir.write("problem.pddl", things_problem(300, "(p o1)"));
  std::string steps;
  for (int i = 0; i < 50; ++i) steps += "(spin)\n";
  const std::string plan = dir.write("p.plan", steps);
  Result r = run({"check", problem, plan, "--plan", "--domain", domain, "--timeout", "0.2"});
  INFO(r.err);
  CHECK(r.status == 3);
  CHECK(r.err.empty());
  CHECK(starts_with(r.out, "unknown: " + plan + ":"));
  CHECK(contains(r.out, ": the time limit ran out at step "));
  CHECK(contains(r.out, " of 50\n"));

  // With time enough, or none given, the same check answers.
  const std::string quick = dir.write("quick.plan", "(touch o1)\n");
  for (const char* timeout : {"0", "60"}) {
    Result answered = run({"check", problem, quick, "--plan", "--domain", domain, "--timeout", timeout});
    CHECK(answered.status == 0);
    CHECK(answered.out == "valid plan: 1 step\n");
  }
}

TEST_CASE("pddl limits: check --timeout takes a number of seconds, 0 or more", "[cli][limits]") {
  for (const std::string bad : {"nan", "-1", "-0.5", "soon", ""}) {
    for (const bool plan : {true, false}) {
      std::vector<std::string> args = {"check", "problem.pddl", "p.plan", "--timeout", bad};
      if (plan) args.push_back("--plan");
      INFO("--timeout '" << bad << "'" << (plan ? " --plan" : ""));
      Result r = run(args);
      CHECK(r.status == 64);
      CHECK(r.out.empty());
      CHECK(contains(r.err, "--timeout"));
    }
  }
  Result help = run({"check", "--help"});
  CHECK(contains(help.out, "--timeout"));
}
