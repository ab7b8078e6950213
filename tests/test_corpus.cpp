// puzzlegen corpus: a recipe makes the same bytes whatever --jobs, split into
// shards and merged, or interrupted and resumed; its errors are placed in the
// recipe; verify_manifest finds what changed in a corpus.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "cli/corpus.hpp"
#include "cli_support.hpp"
#include "corpus_support.hpp"

namespace fs = std::filesystem;
using pg::test::cli::contains;
using pg::test::cli::lines_of;
using pg::test::cli::Result;
using pg::test::cli::run;
using pg::test::cli::slurp;
using pg::test::cli::TempDir;
using pg::test::corpus::build;
using pg::test::corpus::kRecipe;
using pg::test::corpus::names;
using pg::test::corpus::require_same_tree;
using pg::test::corpus::tree;

namespace {

struct Captured {
  int status = -1;
  std::string out;
  std::string err;
};

// verify_manifest with its standard output and error caught.
Captured verify_manifest(const fs::path& dir) {
  std::ostringstream out, err;
  std::streambuf* old_out = std::cout.rdbuf(out.rdbuf());
  std::streambuf* old_err = std::cerr.rdbuf(err.rdbuf());
  Captured c;
  try {
    c.status = pg::cli::verify_manifest(dir.string(), 2);
  } catch (...) {
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    throw;
  }
  std::cout.rdbuf(old_out);
  std::cerr.rdbuf(old_err);
  c.out = out.str();
  c.err = err.str();
  return c;
}

std::size_t instance_files(const fs::path& dir) {
  std::size_t n = 0;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->path().extension() == ".txt") ++n;
  return n;
}

}  // namespace

TEST_CASE("corpus: a recipe's errors name the recipe, line and column, before any work", "[corpus]") {
  TempDir dir;
  struct Bad {
    const char* name;
    std::string text;
    std::string place;
    std::string message;
  };
  const std::vector<Bad> cases = {
      {"unknown puzzle", "seed 1\nsudoku --size 9\n", "2:1", "unknown puzzle 'sudoku'"},
      {"option of another puzzle", "seed 1\ntakuzu --size 6 --black 20\n", "2:17",
       "--black is not an option of the takuzu generator"},
      {"unknown option", "seed 1\ntakuzu --size 6 --colour red\n", "2:17", "unknown option --colour"},
      {"unknown format", "seed 1\ntakuzu --size 6 --format judge,svg\n", "2:32", "no format 'svg'"},
      {"unknown difficulty", "seed 1\nlightup --size 7 --difficulty easy,fiendish\n", "2:36",
       "unknown difficulty 'fiendish'"},
      {"bad option value", "seed 1\nlightup --size 7 --symmetry spiral\n", "2:29", "invalid --symmetry 'spiral'"},
      {"option value after =", "seed 1\nnurikabe --size 8 --islands=-3\n", "2:29", "invalid --islands '-3'"},
      {"unknown rules", "seed 1\nnurikabe --size 8 --rules sokoban\n", "2:27", "no rules 'sokoban'"},
      {"size out of range", "seed 1\ntakuzu --size 6,100\n", "2:17", "makes sides from 4 to 60"},
      {"options that do not fit the size", "seed 1\nlightup --size 7,6x8 --symmetry rot4\n", "2:18",
       "--symmetry rot4 needs a square grid"},
      {"format that cannot write the size", "seed 1\ntakuzu --size 6,9 --format judge,tatham\n", "2:34",
       "the tatham format cannot write 9x9"},
      {"empty range", "seed 1\ntakuzu --size 12..8\n", "2:15", "the range '12..8' is empty"},
      {"count zero", "seed 1\ntakuzu --size 6 --count 0\n", "2:25", "a count must be from 1"},
      {"option twice", "seed 1\ntakuzu --size 6 --size 8\n", "2:17", "--size is given twice"},
      {"no size", "seed 1\ntakuzu --count 2\n", "2:1", "needs --size"},
      {"seed in an entry", "seed 1\ntakuzu --size 6 --seed 3\n", "2:17", "takes no --seed"},
      {"bad seed", "seed one\n", "1:6", "expected a seed"},
      {"second seed", "seed 1\n# again\nseed 2\n", "3:1", "a second 'seed' line"},
      {"domain name without PDDL", "seed 1\nnurikabe --size 6 --domain-name paint\n", "2:19",
       "--domain-name names the domain of PDDL problems"},
      {"directory outside", "seed 1\ntakuzu --size 6 --dir ../elsewhere\n", "2:23", "invalid --dir"},
      {"directory of other letters, shown as written", "seed 1\ntakuzu --size 6 --dir caf\xc3\xa9\n", "2:23",
       "invalid --dir 'caf\xc3\xa9': a name holds ASCII letters"},
      {"two domains in one directory",
       "seed 1\nnurikabe --size 6 --format pddl\nnurikabe --size 8 --format pddl --domain-name paint-nurikabe\n",
       "3:1", "pddl/domain.pddl would be written twice with other content"},
  };
  for (const Bad& c : cases) {
    SECTION(c.name) {
      const std::string recipe = dir.write("bad.recipe", c.text);
      const std::string out = dir / "out";
      pg::test::cli::check_refused(run({"corpus", recipe, "-o", out}), 65, recipe, c.place, c.message);
      CHECK_FALSE(fs::exists(out));
    }
  }
  SECTION("no seed line: the file alone") {
    const std::string recipe = dir.write("bad.recipe", "takuzu --size 6\n");
    pg::test::cli::check_refused(run({"corpus", recipe, "-o", dir / "out"}), 65, recipe, "",
                                 "the recipe has no 'seed N' line");
  }
  SECTION("an unreadable recipe: 66") {
    Result r = run({"corpus", dir / "absent.recipe", "-o", dir / "out"});
    CHECK(r.status == 66);
  }
  SECTION("a bad --shard: 64") {
    const std::string recipe = dir.write("good.recipe", kRecipe);
    for (const std::string shard : {"0/2", "3/2", "2", "a/b", "1/0"}) {
      INFO(shard);
      Result r = run({"corpus", recipe, "-o", dir / "out", "--shard", shard});
      CHECK(r.status == 64);
      CHECK(contains(r.err, "--shard"));
    }
  }
}

TEST_CASE("corpus: --jobs 1 and --jobs 2 write the same tree, and the manifest lists every file", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "one", {"--jobs", "1"});
  build(recipe, dir / "two", {"--jobs", "2"});
  require_same_tree(dir.path() / "one", dir.path() / "two");

  const auto files = tree(dir.path() / "one");
  // One directory per format: judge texts and puzz.link URLs, both .txt,
  // never share a name; PDDL problems with their plans and their domain.
  std::size_t judge = 0, puzzlink = 0, plans = 0;
  for (const auto& [name, bytes] : files) {
    judge += name.rfind("judge/lightup-", 0) == 0;
    puzzlink += name.rfind("puzzlink/lightup-", 0) == 0;
    plans += name.rfind("ipc/pddl/", 0) == 0 && fs::path(name).extension() == ".plan";
  }
  CHECK(judge == 2);
  CHECK(puzzlink == 2);
  CHECK(plans == 2);
  CHECK(files.count("ipc/pddl/domain.pddl") == 1);
  CHECK(contains(files.at("ipc/pddl/domain.pddl"), "(domain paint-nurikabe)"));

  const std::vector<std::string> csv = lines_of(files.at("manifest.csv"));
  REQUIRE(!csv.empty());
  CHECK(csv.front() == "file,puzzle,size,difficulty,rules,clues,seed,index,sha256");
  CHECK(csv.size() == files.size() - 1);  // every file but manifest.json, and a header
  const std::vector<std::string> json = lines_of(files.at("manifest.json"));
  CHECK(json.size() == csv.size() + 1);
  CHECK(nlohmann::json::parse(files.at("manifest.json")).at("files").size() == csv.size() - 1);
  // The rules and the domain's row.
  CHECK(std::any_of(csv.begin(), csv.end(), [](const std::string& line) {
    return line.rfind("grid/nurikabe-6x6-easy-ipc-s", 0) == 0 && contains(line, ",nurikabe,6x6,easy,ipc,");
  }));
  CHECK(std::any_of(csv.begin(), csv.end(),
                    [](const std::string& line) { return line.rfind("ipc/pddl/domain.pddl,nurikabe,,,,,,,", 0) == 0; }));
}

TEST_CASE("corpus: an instance's seed and index in the manifest make it again with generate", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "c");
  const std::vector<std::string> csv = lines_of(slurp(dir.path() / "c" / "manifest.csv"));
  for (const std::string& line : csv) {
    if (line.rfind("tatham/takuzu-8x8-medium-", 0) != 0) continue;
    std::vector<std::string> f;
    std::stringstream in(line);
    for (std::string field; std::getline(in, field, ',');) f.push_back(field);
    REQUIRE(f.size() == 9);
    INFO(line);
    CHECK(pg::test::cli::output_of({"generate", "takuzu", "--size", f[2], "--difficulty", f[3], "--seed", f[6],
                                    "--index", f[7], "--format", "tatham"}) ==
          slurp(dir.path() / "c" / f[0]));
  }
}

TEST_CASE("corpus: shards 1/2 and 2/2, run apart and merged, equal one run", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "whole", {"--jobs", "2"});

  // Two machines: each shard in its own directory, then gathered.
  build(recipe, dir / "a", {"--shard", "1/2", "--jobs", "1"});
  build(recipe, dir / "b", {"--shard", "2/2", "--jobs", "2"});
  CHECK(fs::exists(dir.path() / "a" / "manifest-1-of-2.csv"));
  CHECK(fs::exists(dir.path() / "b" / "manifest-2-of-2.json"));
  CHECK_FALSE(fs::exists(dir.path() / "a" / "manifest.csv"));
  const std::size_t first = tree(dir.path() / "a").size(), second = tree(dir.path() / "b").size();
  CHECK(first > 2);
  CHECK(second > 2);

  SECTION("a shard's manifest missing: nothing merged (66)") {
    Result r = run({"corpus", recipe, "-o", dir / "a", "--merge"});
    CHECK(r.status == 66);
    CHECK(contains(r.err, "manifest-2-of-2.csv: missing"));
    CHECK_FALSE(fs::exists(dir.path() / "a" / "manifest.csv"));
  }
  SECTION("merged: the tree of one run") {
    fs::copy(dir.path() / "b", dir.path() / "a",
             fs::copy_options::recursive | fs::copy_options::skip_existing);
    build(recipe, dir / "a", {"--merge"});
    require_same_tree(dir.path() / "whole", dir.path() / "a");
  }
  SECTION("a shard's files not gathered: refused, naming one") {
    fs::copy(dir.path() / "b" / "manifest-2-of-2.csv", dir.path() / "a" / "manifest-2-of-2.csv");
    Result r = run({"corpus", recipe, "-o", dir / "a", "--merge"});
    CHECK(r.status == 66);
    CHECK(contains(r.err, ": missing, though "));
  }
  SECTION("shards of two different splits: refused (64)") {
    build(recipe, dir / "a", {"--shard", "1/3"});
    Result r = run({"corpus", recipe, "-o", dir / "a", "--merge"});
    CHECK(r.status == 64);
    CHECK(contains(r.err, "split into 2 and 3 shards"));
  }
  SECTION("shards into one shared directory, merged there") {
    build(recipe, dir / "shared", {"--shard", "2/2"});
    build(recipe, dir / "shared", {"--shard", "1/2"});
    build(recipe, dir / "shared", {"--merge"});
    require_same_tree(dir.path() / "whole", dir.path() / "shared");
  }
}

TEST_CASE("corpus: a run killed half-way and resumed equals one run", "[corpus]") {
  TempDir dir;
  // Long enough (a few hundred milliseconds) to be killed half-way.
  const std::string recipe = dir.write("slow.recipe",
                                       "seed 5\n"
                                       "takuzu --size 10 --difficulty hard --count 120 --format judge,json\n"
                                       "nurikabe --size 6 --count 3 --format pddl\n");
  build(recipe, dir / "whole", {"--jobs", "2"});
  const fs::path out = dir.path() / "killed";

  const pid_t child = pg::test::corpus::start_corpus(recipe, out, "1");
  pg::test::corpus::wait_for([&] { return instance_files(out) >= 6; }, std::chrono::seconds(20),
                             std::chrono::microseconds(200));
  REQUIRE(WIFSIGNALED(pg::test::corpus::kill_corpus(child)));
  // Killed before the end: no manifest, instances missing.
  CHECK_FALSE(fs::exists(out / "manifest.csv"));
  CHECK(instance_files(out) < 120);

  SECTION("--resume finishes it") {
    Result r = run({"corpus", recipe, "-o", out.string(), "--resume", "--jobs", "2"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(contains(r.err, " kept), "));
    require_same_tree(dir.path() / "whole", out);
  }
  SECTION("a run without --resume makes everything again, keeping the same bytes") {
    build(recipe, out.string());
    require_same_tree(dir.path() / "whole", out);
  }
}

TEST_CASE("corpus: files deleted from a finished corpus come back with --resume", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "whole");
  fs::copy(dir.path() / "whole", dir.path() / "c", fs::copy_options::recursive);
  const fs::path c = dir.path() / "c";
  const auto files = tree(c);
  // An instance in one of its formats, the other instances' in another, the
  // plans, the domain and the manifest.
  const std::string judge = names(tree(c / "judge")).front();
  int removed = 0;
  for (const auto& [name, bytes] : files) {
    if (name == "judge/" + judge || name.rfind("tatham/takuzu-8x8-easy", 0) == 0 ||
        fs::path(name).extension() == ".plan" || name == "ipc/pddl/domain.pddl" || name == "manifest.csv") {
      fs::remove(c / name);
      ++removed;
    }
  }
  CHECK(removed == 7);
  // And the temporary file a write killed half-way leaves behind.
  std::string tatham;
  for (const auto& [name, bytes] : files)
    if (name.rfind("tatham/takuzu-8x8-easy", 0) == 0) tatham = fs::path(name).filename().string();
  REQUIRE(!tatham.empty());
  std::ofstream(c / "tatham" / ("." + tatham + ".puzzlegen-Ab12Cd")) << "half";
  std::ofstream(c / "judge" / ("." + judge + ".puzzlegen-x1Y2z3")) << "half";
  Result r = run({"corpus", recipe, "-o", c.string(), "--resume"});
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(contains(r.err, " made, "));
  require_same_tree(dir.path() / "whole", c);
}

TEST_CASE("corpus: a file of other content stops the run unless --force", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "whole");
  fs::copy(dir.path() / "whole", dir.path() / "c", fs::copy_options::recursive);
  const fs::path c = dir.path() / "c";

  SECTION("the same bytes are kept: a second run succeeds") {
    build(recipe, c.string());
    require_same_tree(dir.path() / "whole", c);
  }
  SECTION("an instance file of other content") {
    std::string victim;
    for (const auto& [name, bytes] : tree(c))
      if (name.rfind("puzzlink/", 0) == 0) victim = name;
    REQUIRE(!victim.empty());
    std::ofstream(c / victim) << "not this\n";
    for (const std::vector<std::string>& extra : {std::vector<std::string>{}, {"--resume"}}) {
      std::vector<std::string> args = {"corpus", recipe, "-o", c.string()};
      args.insert(args.end(), extra.begin(), extra.end());
      Result r = run(args);
      CHECK(r.status == 73);
      CHECK(contains(r.err, victim));
      CHECK(contains(r.err, "--force"));
    }
    CHECK(slurp(c / victim) == "not this\n");
    build(recipe, c.string(), {"--force"});
    require_same_tree(dir.path() / "whole", c);
  }
  SECTION("a domain of other content") {
    std::ofstream(c / "ipc" / "pddl" / "domain.pddl") << "(define (domain other))\n";
    Result r = run({"corpus", recipe, "-o", c.string()});
    CHECK(r.status == 73);
    CHECK(contains(r.err, "domain.pddl"));
    build(recipe, c.string(), {"--force"});
    require_same_tree(dir.path() / "whole", c);
  }
}

TEST_CASE("verify_manifest: a corpus as built passes, a changed, missing or extra file is named", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "c");
  const fs::path c = dir.path() / "c";

  SECTION("as built: 0") {
    Captured v = verify_manifest(c);
    INFO(v.out << v.err);
    CHECK(v.status == 0);
    CHECK(v.err.empty());
    REQUIRE(lines_of(v.out).size() == 1);
    CHECK(contains(v.out, "instance files read back unique at their difficulty; no problems"));
  }
  SECTION("a changed instance") {
    const fs::path file = c / "judge" / names(tree(c / "judge")).front();
    std::string text = slurp(file);
    text.back() = ' ';
    std::ofstream(file, std::ios::binary) << text << "\n";
    Captured v = verify_manifest(c);
    CHECK(v.status == 1);
    CHECK(contains(v.out, file.string() + ": changed"));
    CHECK(contains(v.out, "1 problem"));
  }
  SECTION("a missing plan") {
    std::string plan;
    for (const auto& [name, bytes] : tree(c))
      if (fs::path(name).extension() == ".plan") plan = name;
    fs::remove(c / plan);
    Captured v = verify_manifest(c);
    CHECK(v.status == 1);
    CHECK(contains(v.out, (c / plan).string() + ": missing"));
  }
  SECTION("an extra file") {
    std::ofstream(c / "tatham" / "stray.txt") << "6x6u:abc\n";
    Captured v = verify_manifest(c);
    CHECK(v.status == 1);
    CHECK(contains(v.out, (c / "tatham" / "stray.txt").string() + ": not in the manifest"));
  }
  SECTION("a difficulty the instance does not grade at") {
    std::string csv = slurp(c / "manifest.csv");
    const std::string row = ",takuzu,8x8,medium,,";
    const auto at = csv.find(row);
    REQUIRE(at != std::string::npos);
    csv.replace(at, row.size(), ",takuzu,8x8,expert,,");
    std::ofstream(c / "manifest.csv", std::ios::binary) << csv;
    Captured v = verify_manifest(c);
    CHECK(v.status == 1);
    CHECK(contains(v.out, "grades medium, the manifest says expert"));
    CHECK(contains(v.out, "manifest.json: differs from manifest.csv"));
  }
  SECTION("a malformed manifest: 65, with the line and column") {
    std::string csv = slurp(c / "manifest.csv");
    const auto second_line = csv.find('\n') + 1;
    const auto comma = csv.find(',', second_line);
    csv.replace(comma + 1, 0, "sokoban");
    std::ofstream(c / "manifest.csv", std::ios::binary) << csv;
    Captured v = verify_manifest(c);
    CHECK(v.status == 65);
    CHECK(contains(v.err, (c / "manifest.csv").string() + ":2:" + std::to_string(comma - second_line + 2) +
                              ": unknown puzzle"));
  }
  SECTION("no manifest: 66") {
    fs::remove(c / "manifest.csv");
    Captured v = verify_manifest(c);
    CHECK(v.status == 66);
    CHECK(contains(v.err, "manifest.csv"));
  }
}

TEST_CASE("verify_manifest: the checked-in reference corpora pass", "[corpus]") {
  const fs::path corpora = fs::path(PUZZLEGEN_TEST_DATA).parent_path().parent_path() / "corpus";
  int checked = 0;
  for (const auto& item : fs::directory_iterator(corpora)) {
    if (!item.is_directory()) continue;
    INFO(item.path());
    Captured v = verify_manifest(item.path());
    INFO(v.out << v.err);
    CHECK(v.status == 0);
    CHECK(contains(v.out, "; no problems"));
    ++checked;
  }
  CHECK(checked >= 3);
}
