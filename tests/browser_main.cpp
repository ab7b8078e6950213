// The browser tests' main: without a browser each test exits 77, which ctest
// reports as skipped (SKIP_RETURN_CODE), and says why. Listing the tests
// (catch_discover_tests does, at build time) works without one.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <iostream>

#include "browser_support.hpp"

int main(int argc, char* argv[]) {
  Catch::Session session;
  if (const int status = session.applyCommandLine(argc, argv); status != 0) return status;
  const Catch::ConfigData& config = session.configData();
  const bool listing = config.listTests || config.listTestNamesOnly || config.listTags || config.listReporters ||
                       config.showHelp || config.libIdentify;
  if (!listing && pg::test::browser::find_chromium().empty()) {
    std::cout << pg::test::browser::kSkipMessage << std::endl;
    return pg::test::browser::kSkipStatus;
  }
  return session.run();
}
