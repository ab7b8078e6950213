// Corpora under load and faults: runs and shards started together into one
// directory never disturb each other; a crash's empty files are made again by
// --resume; --merge checks every digest it merges; the manifests are there
// both or not at all; a recipe of millions starts at once in flat memory.
#include <catch2/catch.hpp>

#include <signal.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "cli_support.hpp"
#include "corpus_support.hpp"

namespace fs = std::filesystem;
using namespace pg::test::cli;
using namespace pg::test::corpus;

namespace {

// Rounds of the shared-directory test: a few in every run of the suite, as
// many as PUZZLEGEN_STRESS_ROUNDS says in `make stress`.
int stress_rounds() {
  const char* rounds = std::getenv("PUZZLEGEN_STRESS_ROUNDS");
  return rounds != nullptr && std::atoi(rounds) > 0 ? std::atoi(rounds) : 3;
}

// Every command of `commands` (puzzlegen's arguments) started at once; the
// exit status and standard error of each.
std::vector<Result> all_at_once(const TempDir& io, const std::vector<std::vector<std::string>>& commands) {
  std::string script;
  for (std::size_t i = 0; i < commands.size(); ++i) {
    std::string command = quote(PUZZLEGEN_BINARY);
    for (const std::string& arg : commands[i]) command += " " + quote(arg);
    const std::string n = std::to_string(i);
    script += "( " + command + " >" + quote(io / ("out" + n)) + " 2>" + quote(io / ("err" + n)) + "; echo $? >" +
              quote(io / ("status" + n)) + " ) &\n";
  }
  script += "wait\n";
  REQUIRE(shell(script).status == 0);
  std::vector<Result> results;
  for (std::size_t i = 0; i < commands.size(); ++i) {
    const std::string n = std::to_string(i);
    results.push_back({std::atoi(slurp(io.path() / ("status" + n)).c_str()), slurp(io.path() / ("out" + n)),
                       slurp(io.path() / ("err" + n))});
  }
  return results;
}

}  // namespace

TEST_CASE("corpus: runs and shards started together into one directory never disturb each other", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "whole", {"--jobs", "2"});
  const int rounds = stress_rounds();
  for (int round = 0; round < rounds; ++round) {
    INFO("round " << round + 1 << " of " << rounds);
    const std::string shared = dir / ("shared" + std::to_string(round));
    std::vector<std::vector<std::string>> commands;
    for (int k = 1; k <= 4; ++k)
      commands.push_back({"corpus", recipe, "-o", shared, "--shard", std::to_string(k) + "/4", "--jobs", "1", "-q"});
    commands.push_back({"corpus", recipe, "-o", shared, "--jobs", "1", "-q"});
    commands.push_back({"corpus", recipe, "-o", shared, "--jobs", "2", "-q"});
    commands.push_back({"generate", "takuzu", "--size", "6", "--count", "4", "-f", "judge", "-o", shared + "/extra/"});
    commands.push_back({"generate", "takuzu", "--size", "6", "--count", "4", "-f", "judge", "-o", shared + "/extra/"});
    for (const Result& r : all_at_once(dir, commands)) {
      INFO(r.err);
      CHECK(r.status == 0);
    }
    fs::remove_all(fs::path(shared) / "extra");
    build(recipe, shared, {"--merge"});
    require_same_tree(dir.path() / "whole", shared);
    fs::remove_all(shared);
  }
}

TEST_CASE("corpus: --resume makes again an instance whose files a crash left empty", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "whole");
  fs::copy(dir.path() / "whole", dir.path() / "c", fs::copy_options::recursive);
  const fs::path c = dir.path() / "c";
  // What a power cut leaves of files renamed into place before they reached
  // the disk: nothing, or zeros.
  std::string judge, plan;
  for (const auto& [name, bytes] : tree(c)) {
    if (judge.empty() && name.rfind("judge/", 0) == 0) judge = name;
    if (plan.empty() && fs::path(name).extension() == ".plan") plan = name;
  }
  REQUIRE(!judge.empty());
  REQUIRE(!plan.empty());
  std::ofstream(c / judge, std::ios::trunc).close();
  const std::string problem = fs::path(plan).replace_extension(".pddl").generic_string();
  const std::size_t size = fs::file_size(c / problem);
  std::ofstream(c / problem, std::ios::binary | std::ios::trunc) << std::string(size, '\0');
  fs::remove(c / "manifest.csv");

  SECTION("without --resume, the empty file stops the run as any file of other content") {
    Result r = run({"corpus", recipe, "-o", c.string()});
    CHECK(r.status == 73);
  }
  SECTION("with --resume, both are made again") {
    Result r = run({"corpus", recipe, "-o", c.string(), "--resume"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    require_same_tree(dir.path() / "whole", c);
  }
}

TEST_CASE("corpus: --merge checks the digest of every file it merges", "[corpus]") {
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  const fs::path c = dir.path() / "c";
  build(recipe, c.string(), {"--shard", "1/2"});
  build(recipe, c.string(), {"--shard", "2/2"});
  const fs::path manifest = c / "manifest-2-of-2.csv";
  std::string text = slurp(manifest);
  // Its last row: the file, and the digest last on the line, zeroed.
  const std::size_t last = text.rfind('\n', text.size() - 2) + 1;
  const std::string row = text.substr(last, text.size() - 1 - last);
  const std::string file = row.substr(0, row.find(','));
  const std::string listed = row.substr(row.rfind(',') + 1);
  REQUIRE(listed.size() == 64);
  text.replace(text.size() - 1 - 64, 64, std::string(64, '0'));

  SECTION("a digest of other bytes") {
    std::ofstream(manifest, std::ios::binary | std::ios::trunc) << text;
    Result r = run({"corpus", recipe, "-o", c.string(), "--merge"});
    CHECK(r.status == 65);
    CHECK(contains(r.err, file));
    CHECK(contains(r.err, std::string(64, '0')));
    CHECK_FALSE(fs::exists(c / "manifest.csv"));
  }
  SECTION("a file changed since its shard listed it") {
    std::ofstream(c / file, std::ios::binary | std::ios::app) << "\n";
    Result r = run({"corpus", recipe, "-o", c.string(), "--merge"});
    CHECK(r.status == 65);
    CHECK(contains(r.err, file));
    CHECK(contains(r.err, listed));
    CHECK_FALSE(fs::exists(c / "manifest.csv"));
  }
}

TEST_CASE("corpus: a run that cannot write its manifests leaves neither", "[corpus]") {
  TempDir dir;
  // Instance files of a few hundred bytes, manifests of several thousand: a
  // limit on the size of a file (as a full disk would) stops the manifests
  // only.
  const std::string recipe = dir.write("test.recipe", "seed 3\ntakuzu --size 6 --count 40 --format judge\n");
  const fs::path c = dir.path() / "c";
  // SIGXFSZ ignored, so that a write past the limit fails as on a full disk.
  Result r = shell("trap '' XFSZ; ulimit -f 4; " + quote(PUZZLEGEN_BINARY) + " corpus " + quote(recipe) + " -o " + quote(c.string()));
  INFO(r.err);
  CHECK(r.status == 73);
  CHECK(fs::exists(c / "judge"));
  CHECK_FALSE(fs::exists(c / "manifest.csv"));
  CHECK_FALSE(fs::exists(c / "manifest.json"));
  for (const auto& [name, bytes] : tree(c)) CHECK(name.find(".puzzlegen-") == std::string::npos);
}

TEST_CASE("corpus: a recipe of millions starts writing at once, in flat memory", "[corpus]") {
  TempDir dir;
  // 57 sizes x 4 tiers x a million: 228 million instances planned, and one
  // shard of a hundred walks the whole plan for its 2.28 million (the whole
  // recipe's files would not fit on most disks: that is refused, below).
  const std::string recipe =
      dir.write("huge.recipe", "seed 1\ntakuzu --size 4..60 --difficulty easy,medium,hard,expert --count 1000000\n");
  const fs::path out = dir.path() / "huge";
  const pid_t child = start_corpus(recipe, out, "2", "1/100");
  const auto started = std::chrono::steady_clock::now();
  auto instance_written = [&] {
    std::error_code ec;
    return fs::is_directory(out / "judge", ec) && !fs::is_empty(out / "judge", ec);
  };
  wait_for(instance_written, std::chrono::seconds(30), std::chrono::milliseconds(5));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  // Let it run on a little, then read its peak memory.
  std::this_thread::sleep_for(std::chrono::seconds(1));
  std::string peak;
  {
    std::ifstream status("/proc/" + std::to_string(child) + "/status");
    for (std::string line; std::getline(status, line);)
      if (line.rfind("VmHWM:", 0) == 0) peak = line;
  }
  kill_corpus(child);
  INFO("first instance after " << seconds << " s; " << peak);
  CHECK(instance_written());
  // Generous bounds for a loaded machine and the sanitizer build; the
  // benchmark in docs/corpora.md gives the figures.
  CHECK(seconds < 10);
  REQUIRE(!peak.empty());
  const long kilobytes = std::atol(peak.substr(6).c_str());
#ifndef PUZZLEGEN_SANITIZER_STATUS
  CHECK(kilobytes < 300 * 1024);
#else
  CHECK(kilobytes < 1024 * 1024);
#endif
}

TEST_CASE("corpus: a recipe whose files the disk cannot take is refused before any work", "[corpus]") {
  TempDir dir;
  // 40 entries of 228 million instances: 9.1 billion files, more inodes
  // than a file system of under some 30 TB has.
  std::string text = "seed 1\n";
  for (int entry = 0; entry < 40; ++entry)
    text += "takuzu --size 4..60 --difficulty easy,medium,hard,expert --count 1000000 --dir e" +
            std::to_string(entry) + "\n";
  const std::string recipe = dir.write("beyond.recipe", text);
  struct statvfs disk {};
  REQUIRE(::statvfs(dir.path().c_str(), &disk) == 0);
  if (disk.f_files == 0 || disk.f_favail >= 9'120'000'000ULL) {
    WARN("this file system does not count its files, or has room for 9.1 billion: nothing to refuse");
    return;
  }
  const fs::path out = dir.path() / "beyond";
  Result r = run({"corpus", recipe, "-o", out.string()});
  INFO(r.err);
  CHECK(r.status == 73);
  CHECK(contains(r.err, "writes 9,120,000,000 files at least"));
  CHECK(contains(r.err, "free inodes"));
  CHECK_FALSE(fs::exists(out));
  // One shard of ten thousand fits, and is not refused for the whole.
  const pid_t child = start_corpus(recipe, out, "1", "1/10000");
  const bool started = wait_for([&] { std::error_code ec; return fs::exists(out / "e0" / "judge", ec); }, std::chrono::seconds(30),
                                std::chrono::milliseconds(10));
  kill_corpus(child);
  CHECK(started);
}
