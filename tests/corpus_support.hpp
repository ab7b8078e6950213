// What the corpus tests share: a small recipe of every puzzle, a directory
// tree as names and bytes, a run that must succeed, two trees compared.
#pragma once

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

namespace pg::test::corpus {

namespace fs = std::filesystem;

// Every puzzle, several sizes and tiers, two formats of one extension (Light
// Up's judge text and puzz.link URLs are both .txt), PDDL with its domain and
// plans in a subdirectory: small enough for a test.
inline const std::string kRecipe = R"(# a test corpus
seed 42

takuzu   --size 6,8 --difficulty easy,medium --count 2 --format judge,tatham
lightup  --size 7 --difficulty easy --count 2 --symmetry rot4 --format judge,puzzlink   # both .txt
nurikabe --size 6 --count 2 --format pddl,json --dir ipc --domain-name paint-nurikabe
nurikabe --size 6 --difficulty easy --count 1 --rules ipc --format grid
)";

// Every file under `root` by its path relative to it, with its bytes.
inline std::map<std::string, std::string> tree(const fs::path& root) {
  std::map<std::string, std::string> files;
  for (const auto& item : fs::recursive_directory_iterator(root))
    if (item.is_regular_file()) files[fs::relative(item.path(), root).generic_string()] = pg::test::cli::slurp(item.path());
  return files;
}

inline std::vector<std::string> names(const std::map<std::string, std::string>& files) {
  std::vector<std::string> out;
  for (const auto& [name, bytes] : files) out.push_back(name);
  return out;
}

// `corpus RECIPE -o DIR` with `extra`, which must succeed.
inline void build(const std::string& recipe, const std::string& dir, const std::vector<std::string>& extra = {}) {
  std::vector<std::string> args = {"corpus", recipe, "-o", dir};
  args.insert(args.end(), extra.begin(), extra.end());
  pg::test::cli::Result r = pg::test::cli::run(args);
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.empty());
}

// The same files with the same bytes; names first, so that a failure says
// which file differs.
inline void require_same_tree(const fs::path& expected, const fs::path& actual) {
  const auto want = tree(expected), got = tree(actual);
  REQUIRE(names(got) == names(want));
  for (const auto& [name, bytes] : want) {
    INFO(name);
    CHECK(got.at(name) == bytes);
  }
}

// `corpus RECIPE -o DIR --jobs JOBS` started as a child process (its
// standard error thrown away), to be watched and killed; its pid.
inline pid_t start_corpus(const std::string& recipe, const fs::path& dir, const std::string& jobs,
                          const std::string& shard = "1/1") {
  std::vector<std::string> words = {PUZZLEGEN_BINARY, "corpus", recipe, "-o", dir.string(), "--jobs", jobs,
                                    "--shard", shard};
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  const pid_t child = ::fork();
  REQUIRE(child >= 0);
  if (child == 0) {
    ::freopen("/dev/null", "w", stderr);
    ::execv(PUZZLEGEN_BINARY, argv.data());
    ::_exit(127);
  }
  return child;
}

// Polls `done()` every `step` until it holds or `limit` has passed; whether
// it holds.
template <class Done>
bool wait_for(Done&& done, std::chrono::milliseconds limit, std::chrono::microseconds step) {
  const auto deadline = std::chrono::steady_clock::now() + limit;
  while (!done()) {
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(step);
  }
  return true;
}

// A run started by start_corpus, killed (SIGKILL) and reaped; its wait status.
inline int kill_corpus(pid_t child) {
  ::kill(child, SIGKILL);
  int status = 0;
  REQUIRE(::waitpid(child, &status, 0) == child);
  return status;
}

}  // namespace pg::test::corpus
