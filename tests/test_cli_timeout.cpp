// --timeout is a number of seconds, 0 or more: "nan" compares false with
// every bound, so a check written as "value < 0" would let it through into a
// deadline computed from NaN.
#include <string>
#include <vector>

#include "cli_support.hpp"

using namespace pg::test::cli;

TEST_CASE("cli: --timeout refuses NaN as a usage error", "[cli]") {
  const std::vector<std::vector<std::string>> commands = {
      {"generate", "takuzu", "--size", "6"}, {"verify", "x.txt"}, {"solve", "x.txt"},
      {"grade", "x.txt"},                    {"render", "x.txt"},
  };
  for (const std::string nan : {"nan", "NaN", "-nan", "nan(1)"}) {
    for (std::vector<std::string> args : commands) {
      const std::string command = args.front();
      args.insert(args.end(), {"--timeout", nan});
      INFO(command << " --timeout " << nan);
      Result r = run(args);
      CHECK(r.status == 64);
      CHECK(r.out.empty());
      CHECK(contains(r.err, "--timeout: expected a number of seconds, 0 or more, found '" + nan + "'"));
    }
  }
}

TEST_CASE("cli: --timeout inf means no limit", "[cli]") {
  // from_chars reads "inf" as a number; as a limit it is none at all, like 1e300.
  const std::string takuzu = "4\n2\t2\t0\t1\n1\t0\t2\t1\n0\t2\t1\t0\n1\t2\t2\t2\n";
  for (const char* inf : {"inf", "infinity"}) {
    Result r = run({"verify", "--timeout", inf, "-"}, takuzu);
    INFO("--timeout " << inf << ": " << r.err);
    CHECK(r.status == 0);
    CHECK(r.out == "unique\n");
  }
}
