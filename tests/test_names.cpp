// ctest learns the test cases from the binary's list and splits that list at
// ';': a test case whose name holds one becomes entries that match nothing
// and pass without running. None may.
#include <catch2/catch.hpp>

#include <string>

TEST_CASE("no test case name holds a semicolon, which would hide it from ctest", "[meta]") {
  const auto& tests = Catch::getRegistryHub().getTestCaseRegistry().getAllTests();
  REQUIRE(tests.size() > 100);
  for (const Catch::TestCase& test : tests) {
    INFO(test.getTestCaseInfo().name);
    CHECK(test.getTestCaseInfo().name.find(';') == std::string::npos);
  }
}
