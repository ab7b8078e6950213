// A corpus checked against the manifest its run wrote: every listed file
// present with its sha256, no file the manifest does not list, each instance
// read back in the format its directory names, unique and at the tier the
// manifest states.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace pg::batch {

struct CheckSummary {
  std::uint64_t files = 0;      // listed
  std::uint64_t instances = 0;  // read back unique at their difficulty
  std::uint64_t problems = 0;
};

// `on_problem` is told each problem, a line naming the file, in the
// manifest's order, then the files it does not list, sorted. `dir` is the
// corpus directory or its manifest.csv. NoInputError when DIR/manifest.csv
// cannot be read, LocatedInputError when it is malformed (before any file
// is checked). `threads` 0: one per hardware thread.
CheckSummary check_corpus(const std::string& dir, int threads, const std::function<void(const std::string&)>& on_problem);

}  // namespace pg::batch
