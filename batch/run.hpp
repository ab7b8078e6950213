// A recipe run into a corpus directory: every instance it plans (or one
// shard's), its files written whole, then its manifest. The bytes are the
// same whatever the thread count, however the recipe is split into shards,
// and after an interrupted run that a run with `resume` finishes. Runs and
// shards into one directory never disturb each other.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>

namespace pg::batch {

struct RunOptions {
  std::string recipe;  // the recipe file
  std::string output;  // the corpus directory
  int threads = 0;     // 0: one per hardware thread
  std::uint64_t shard = 1, shards = 1;  // only the instances numbered shard-1 modulo shards
  // Keep the instances whose files are all present and read back; make the
  // others (a file left empty by a crash is made again).
  bool resume = false;
  bool force = false;  // replace files of other content
  std::function<void(std::uint64_t instances)> on_start;  // before any work: how many this run makes
  std::function<void()> on_attempt;                       // as an attempt starts (any thread)
  std::function<void()> on_instance;                      // as an instance's files are written
};

struct RunSummary {
  std::uint64_t instances = 0, made = 0, kept = 0;
  std::uint64_t files = 0;  // listed in the manifest
  std::string manifest;     // its name, "manifest.csv" or "manifest-K-of-N.csv"
};

// NoInputError for a recipe that cannot be read, LocatedInputError for one
// that is wrong, CantCreateError for a directory or file that cannot be
// made (or a file of other content, without `force`).
RunSummary run(const RunOptions& options);

// "K/N" with 1 <= K <= N; {1, 1} for "". UsageError otherwise.
std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text);

}  // namespace pg::batch
