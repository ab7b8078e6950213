// puzzlegen corpus: a whole corpus from a recipe file, and the check of a
// corpus against the manifest that run wrote.
#pragma once

#include <string>

namespace pg::cli {

// Re-checks the corpus in `dir` against its manifest.csv (and manifest.json
// against the CSV): every listed file present with its sha256, no file that
// the manifest does not list, each instance read back in the format its
// directory names, unique and at the difficulty the manifest states, on
// `jobs` threads (0: one per hardware thread). Prints one line per problem
// and a summary on standard output, and returns an exit status as
// exit_codes.hpp means them: kOk when all is well, kMultiple when a problem
// was found, kBadInput for a malformed manifest and kNoInput for an
// unreadable one (then with a message on standard error).
int verify_manifest(const std::string& dir, int jobs);

}  // namespace pg::cli
