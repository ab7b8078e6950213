// Command-line tests for the hierarchical (HDDL) side: `domain --hddl`,
// `generate -f hddl -o DIR` with the domain and reference plans, `solve` and
// `check --plan` on hierarchical problems, and plans of the wrong kind.
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "puzzles/catalogue.hpp"
#include "support.hpp"

namespace {

namespace fs = std::filesystem;
using namespace pg::test::cli;

}  // namespace

TEST_CASE("cli hddl: every hierarchical domain's problems are solved into their reference plans", "[cli][hddl]") {
  int domains = 0;
  for (const pg::Puzzle& puzzle : pg::puzzles()) {
    if (puzzle.hddl == nullptr) continue;
    ++domains;
    const std::string name(puzzle.name());
    INFO(name);
    TempDir dir;
    const fs::path out = dir.path() / "hddl";
    Result made = run({"generate", name, "--size", "6", "--seed", "2", "--count", "2", "-f", "hddl", "-o", out.string()});
    INFO(made.err);
    REQUIRE(made.status == 0);
    REQUIRE(sorted_entries(out).size() == 5);
    CHECK(slurp(out / "domain.hddl") == run({"domain", name, "--hddl"}).out);
    for (const std::string& entry : sorted_entries(out)) {
      if (entry == "domain.hddl" || fs::path(entry).extension() != ".hddl") continue;
      const std::string problem = (out / entry).string();
      const std::string plan = fs::path(problem).replace_extension(".plan").string();
      CHECK(starts_with(slurp(plan), "==>\n"));
      CHECK(output_of({"solve", problem}) == slurp(plan));
      Result checked = run({"check", problem, plan, "--plan"});
      CHECK(checked.status == 0);
      CHECK(contains(checked.out, "; the " + name + " solution it carries out passes the rules"));
      Result with_domain = run({"check", problem, plan, "--plan", "--domain", (out / "domain.hddl").string()});
      CHECK(with_domain.status == 0);
      CHECK(output_of({"verify", problem}) == "unique\n");
      // The PDDL problem of the same instance reads back to the same puzzle
      // (which the problem's name no longer ties to its seed).
      const std::string pddl = output_of({"convert", problem, "--to", "pddl"});
      CHECK(output_of({"convert", dir.write("back.pddl", pddl), "--to", "hddl"}) ==
            output_of({"convert", problem, "--to", "hddl"}));
      // A plan whose root leaves out the last task is refused at its line.
      std::string cut = slurp(plan);
      const std::size_t root = cut.find("\nroot ") + 1;
      const std::size_t end = cut.find('\n', root);
      cut.erase(cut.rfind(' ', end), end - cut.rfind(' ', end));
      Result refused = run({"check", problem, dir.write("cut.plan", cut), "--plan"});
      CHECK(refused.status == 1);
      CHECK(starts_with(refused.out, "invalid plan: " + dir.path().string() + "/cut.plan:"));
    }
  }
  CHECK(domains >= 1);
}

TEST_CASE("cli hddl: a plan of the other kind, or a domain without a hierarchy, is refused by name", "[cli][hddl]") {
  TempDir dir;
  const std::string instance = output_of({"generate", "lightup", "--size", "5", "-f", "json"});
  const std::string json = dir.write("p.json", instance);
  const std::string hddl = dir.write("p.hddl", output_of({"convert", json, "--to", "hddl"}));
  const std::string pddl = dir.write("p.pddl", output_of({"convert", json, "--to", "pddl"}));
  const std::string htn_plan = dir.write("htn.plan", output_of({"solve", hddl}));
  const std::string plan = dir.write("seq.plan", output_of({"solve", pddl}));

  Result sequential = run({"check", hddl, plan, "--plan"});
  CHECK(sequential.status == 65);
  CHECK(contains(sequential.err, "seq.plan:1:1: domain 'lightup-htn' is hierarchical (HDDL)"));
  Result hierarchical = run({"check", pddl, htn_plan, "--plan"});
  CHECK(hierarchical.status == 65);
  CHECK(contains(hierarchical.err, "htn.plan:1:1: this is a hierarchical plan (==>), but domain 'lightup' is no HDDL"));
  Result wrong_domain = run({"check", hddl, htn_plan, "--plan", "--domain", dir.write("d.pddl", output_of({"domain", "lightup"}))});
  CHECK(wrong_domain.status == 65);
  CHECK(contains(wrong_domain.err, "p.hddl:"));
  CHECK(contains(wrong_domain.err, "is for domain 'lightup-htn', but the domain is 'lightup'"));

  // A malformed hierarchical plan: its line and column.
  Result unknown = run({"check", hddl, dir.write("bad.plan", "==>\n0 put-bulb pos-9-9\nroot 0\n<==\n"), "--plan"});
  CHECK(unknown.status == 65);
  CHECK(contains(unknown.err, "bad.plan:2:12: unknown object 'pos-9-9'"));

  Result none = run({"domain", "numbrix", "--hddl"});
  if (pg::find_puzzle("numbrix")->hddl == nullptr) {
    CHECK(none.status == 64);
    CHECK(contains(none.err, "the numbrix puzzle has no HDDL domain"));
  }
  Result help = run({"domain", "--help"});
  CHECK(contains(help.out, "--hddl"));
}

TEST_CASE("cli hddl: a Nurikabe problem keeps the rule set it states", "[cli][hddl][nurikabe]") {
  TempDir dir;
  // 1 . .     Under the IPC rules (the islands alone) the 1 stands alone and
  // . . .     the rest is wall, 2x2 blocks and all: one solution. Under the
  // . . .     Nikoli rules none.
  const std::string grid = dir.write("one.txt", "1 . .\n. . .\n. . .\n");
  const std::string ipc =
      dir.write("ipc.hddl", output_of({"convert", grid, "-p", "nurikabe", "--rules", "ipc", "--to", "hddl"}));
  const std::string nikoli = dir.write("nikoli.hddl", output_of({"convert", grid, "-p", "nurikabe", "--to", "hddl"}));
  CHECK(contains(slurp(ipc), "(grow pos-0-0)"));
  CHECK_FALSE(contains(slurp(ipc), "(connect "));
  CHECK(contains(slurp(nikoli), "(connect pos-0-0)"));
  CHECK(output_of({"verify", ipc}) == "unique\n");
  CHECK(run({"verify", nikoli}).out == "none\n");
  CHECK(contains(output_of({"convert", ipc, "--to", "json"}), "\"rules\":\"ipc\""));
  // The plan's solution is judged by the rules its problem states.
  const std::string plan = dir.write("ipc.plan", output_of({"solve", ipc}));
  Result checked = run({"check", ipc, plan, "--plan"});
  CHECK(checked.status == 0);
  CHECK(contains(checked.out, "; the nurikabe solution it carries out passes the rules"));
  CHECK(run({"check", nikoli, plan, "--plan"}).status == 1);
}
