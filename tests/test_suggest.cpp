// The nearness of names behind "did you mean ...?" (core/suggest.hpp): the
// edit distance, the names it finds near, and the message that offers them.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "core/suggest.hpp"

namespace {

using Names = std::vector<std::string>;

const Names kSymmetries = {"none", "mirror2", "rot2", "mirror4", "rot4"};

}  // namespace

TEST_CASE("suggest: the edit distance counts a swap of neighbours as one edit whatever the case", "[suggest]") {
  CHECK(pg::edit_distance("hadr", "hard") == 1);
  CHECK(pg::edit_distance("generat", "generate") == 1);
  CHECK(pg::edit_distance("dificulty", "difficulty") == 1);
  CHECK(pg::edit_distance("abcd", "badc") == 2);
  CHECK(pg::edit_distance("kitten", "sitting") == 3);
  // Optimal string alignment edits no part twice: not 2, as Damerau's
  // unrestricted distance would have it.
  CHECK(pg::edit_distance("ca", "abc") == 3);
  CHECK(pg::edit_distance("TAKUZU", "takuzu") == 0);
  CHECK(pg::edit_distance("LightUp", "lihgtup") == 1);
  CHECK(pg::edit_distance("", "ipc") == 3);
  CHECK(pg::edit_distance("ipc", "") == 3);
  CHECK(pg::edit_distance("", "") == 0);
}

TEST_CASE("suggest: the nearest names: ties in the order given and none when far", "[suggest]") {
  const Names tiers = {"easy", "medium", "hard", "expert"};
  SECTION("one slip") {
    CHECK(pg::nearest_names("hadr", tiers) == Names{"hard"});
    CHECK(pg::nearest_names("meduim", tiers) == Names{"medium"});
    CHECK(pg::nearest_names("takuzo", {"kuromasu", "lightup", "numbrix", "nurikabe", "takuzu"}) == Names{"takuzu"});
  }
  SECTION("case does not count") {
    CHECK(pg::nearest_names("HARD", tiers) == Names{"hard"});
    CHECK(pg::nearest_names("Takuzu", {"takuzu"}) == Names{"takuzu"});
  }
  SECTION("ties, in the order given") {
    CHECK(pg::nearest_names("rot5", kSymmetries) == Names{"rot2", "rot4"});
    CHECK(pg::nearest_names("mirror", kSymmetries) == Names{"mirror2", "mirror4"});
    CHECK(pg::nearest_names("rot5", {"rot4", "rot2"}) == Names{"rot4", "rot2"});
  }
  SECTION("the nearest only") {
    CHECK(pg::nearest_names("rot2x", kSymmetries) == Names{"rot2"});
    CHECK(pg::nearest_names("abcdef", {"abxxyf", "abcdxf"}) == Names{"abcdxf"});
  }
  SECTION("a third of the length, at least one") {
    CHECK(pg::nearest_names("abcdef", {"abcxyf"}) == Names{"abcxyf"});  // 2 of 6
    CHECK(pg::nearest_names("abcdef", {"axyzef"}).empty());              // 3 of 6
    CHECK(pg::nearest_names("ipcc", {"nikoli", "ipc"}) == Names{"ipc"});
    CHECK(pg::nearest_names("kep", {"free", "keep"}) == Names{"keep"});
    CHECK(pg::nearest_names("kp", {"free", "keep"}).empty());
  }
  SECTION("never a name rewritten whole") {
    CHECK(pg::nearest_names("x", {"s", "d", "n"}).empty());
    CHECK(pg::nearest_names("s", {"s", "size"}) == Names{"s"});
    CHECK(pg::nearest_names("", {"s", "d"}).empty());
  }
  SECTION("a beginning that can mean one name only") {
    CHECK(pg::nearest_names("nuri", {"numbrix", "nurikabe"}) == Names{"nurikabe"});
    CHECK(pg::nearest_names("Puzz", {"tatham", "puzzlink", "json"}) == Names{"puzzlink"});
    CHECK(pg::nearest_names("nu", {"numbrix", "nurikabe"}).empty());
    CHECK(pg::nearest_names("n", {"numbrix", "nurikabe"}).empty());
  }
  SECTION("far-off names") {
    CHECK(pg::nearest_names("sudoku", {"kuromasu", "lightup", "numbrix", "nurikabe", "takuzu"}).empty());
    CHECK(pg::nearest_names("insane", tiers).empty());
    CHECK(pg::nearest_names("xml", {"judge", "tatham", "pddl", "json"}).empty());
    CHECK(pg::nearest_names("anything", {}).empty());
  }
}

TEST_CASE("suggest: the message offers the names and keeps the rest of it", "[suggest]") {
  CHECK(pg::with_suggestion("unknown puzzle 'x'", {}, "see 'puzzlegen list'") ==
        "unknown puzzle 'x'; see 'puzzlegen list'");
  CHECK(pg::with_suggestion("unknown puzzle 'takuzo'", {"takuzu"}, "see 'puzzlegen list'") ==
        "unknown puzzle 'takuzo'; did you mean 'takuzu'? (see 'puzzlegen list')");
  CHECK(pg::with_suggestion("m", {"a", "b"}, "r") == "m; did you mean 'a' or 'b'? (r)");
  CHECK(pg::with_suggestion("m", {"a", "b", "c"}, "r") == "m; did you mean 'a', 'b' or 'c'? (r)");
  CHECK(pg::with_suggestion("m", {"a"}) == "m; did you mean 'a'?");
  CHECK(pg::with_suggestion("m", {}) == "m");
  CHECK(pg::with_suggestion("invalid --x 'y'", {}, "expected one of a, b", ": ") ==
        "invalid --x 'y': expected one of a, b");
  CHECK(pg::with_suggestion("invalid --x 'y'", {"a"}, "expected one of a, b", ": ") ==
        "invalid --x 'y'; did you mean 'a'? (expected one of a, b)");
}
