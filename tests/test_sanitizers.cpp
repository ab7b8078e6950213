// The sanitizer build (cmake -DPUZZLEGEN_SANITIZE=ON, make sanitize) must stop
// at a finding, with the status and the report the command-line helpers fail
// on: here this test binary runs, as a process of its own, hidden tests that
// each commit one kind of error on purpose. In other builds the file is empty.
#ifdef PUZZLEGEN_SANITIZER_STATUS

#include <climits>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "cli_support.hpp"

using namespace pg::test::cli;

namespace {

// Read through volatile objects, so that the optimiser cannot see the errors
// coming (and the compiler cannot refuse them).
volatile std::size_t past_the_end = 4;
volatile int largest = INT_MAX;
volatile double huge = 1e300;
int* volatile lost = nullptr;
volatile long long sink = 0;

}  // namespace

TEST_CASE("sanitizer finding: heap read past the end", "[.][sanitizer-finding]") {
  std::vector<int> four(4);
  sink = four.data()[past_the_end];
}

TEST_CASE("sanitizer finding: vector index past its size but within its capacity", "[.][sanitizer-finding]") {
  std::vector<int> four(4);
  four.reserve(16);
  sink = four[past_the_end];
}

TEST_CASE("sanitizer finding: signed overflow", "[.][sanitizer-finding]") { sink = largest + 1; }

TEST_CASE("sanitizer finding: double out of range of long long", "[.][sanitizer-finding]") {
  sink = static_cast<long long>(huge);
}

TEST_CASE("sanitizer finding: leak", "[.][sanitizer-finding]") {
  lost = std::make_unique<int[]>(100).release();
  lost = nullptr;
}

TEST_CASE("sanitizers: each kind of finding stops the process with the sanitizers' status", "[sanitizer]") {
  struct Finding {
    const char* test;
    const char* report;  // a part of the report on standard error
  };
  const std::vector<Finding> findings = {
      {"sanitizer finding: heap read past the end", "ERROR: AddressSanitizer: heap-buffer-overflow"},
      {"sanitizer finding: vector index past its size but within its capacity", "ERROR: AddressSanitizer: ABRT"},
      {"sanitizer finding: signed overflow", "runtime error: signed integer overflow"},
      {"sanitizer finding: double out of range of long long", "runtime error: 1e+300 is outside the range"},
      {"sanitizer finding: leak", "ERROR: LeakSanitizer: detected memory leaks"},
  };
  // The options ctest gives every test (tests/CMakeLists.txt), given here
  // explicitly so that the test also holds when run by hand.
  const std::string options = "ASAN_OPTIONS=" + quote(PUZZLEGEN_ASAN_OPTIONS) +
                              " UBSAN_OPTIONS=" + quote(PUZZLEGEN_UBSAN_OPTIONS) + " ";
  const std::string this_binary = std::filesystem::read_symlink("/proc/self/exe").string();
  for (const Finding& finding : findings) {
    SECTION(finding.test) {
      const Result r = shell_as_is(options + quote(this_binary) + " " + quote(finding.test));
      INFO(r.err);
      CHECK(r.status == PUZZLEGEN_SANITIZER_STATUS);
      CHECK(contains(r.err, finding.report));
      CHECK(has_sanitizer_report(r.err));
    }
  }
}

#endif
