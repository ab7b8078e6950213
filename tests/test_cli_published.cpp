// The command line on puzzles as authors publish them: puzz.link URLs as
// pasted, '?' clues through every command, pzprjs's files and byte-order
// marks.
#include <catch2/catch.hpp>

#include <string>

#include "cli_support.hpp"

using namespace pg::test::cli;

TEST_CASE("cli published: URLs as pasted and '?' clues get their verdicts", "[cli][published]") {
  // One of ours with the '/' the sites add.
  Result r = run({"verify", "-"}, "https://puzz.link/p?akari/8/8/j.haakabg1.al...ia.mb.hbh/\n");
  CHECK(r.status == 0);
  CHECK(r.out == "unique\n");
  // One of ours with a clue made '?': still one solution.
  r = run({"verify", "-"}, "https://puzz.link/p?kurodoko/7/7/.i2h3o9iak9i5o4h8i3\n");
  CHECK(r.status == 0);
  CHECK(r.out == "unique\n");
  // Two '?' islands side by side cannot both be islands of their own.
  r = run({"verify", "-"}, "https://puzz.link/p?nurikabe/5/5/.j.o1i3g\n");
  CHECK(r.status == 2);
  CHECK(r.out == "none\n");
  // A lone '?' in the centre leaves many shadings.
  for (const std::string url : {"nurikabe/3/3/j.j", "kurodoko/3/3/j.j"}) {
    INFO(url);
    r = run({"verify", "-"}, url + "\n");
    CHECK(first_line(r.out) == "multiple");
  }
}

TEST_CASE("cli published: every command takes a '?' clue", "[cli][published]") {
  const std::string url = "https://puzz.link/p?kurodoko/7/7/.i2h3o9iak9i5o4h8i3\n";
  Result solved = run({"solve", "-"}, url);
  CHECK(solved.status == 0);
  CHECK(first_line(solved.out).starts_with("? "));
  Result graded = run({"grade", "-"}, url);
  CHECK(graded.status == 0);
  CHECK(contains(graded.out, "medium"));
  Result explained = run({"solve", "--explain", "-"}, url);
  CHECK(explained.status == 0);
  CHECK_FALSE(contains(explained.out, "-2"));
  Result picture = run({"render", "-", "-o", "-"}, url);
  CHECK(picture.status == 0);
  CHECK(contains(picture.out, ">?<"));
  for (const std::string to : {"puzzlink", "pzprv3", "grid", "json", "cnf", "pddl"}) {
    INFO(to);
    Result converted = run({"convert", "--to", to, "-"}, url);
    CHECK(converted.status == 0);
    if (to != "cnf" && to != "pddl") {
      // Back to the URL it came from.
      Result back = run({"convert", "--puzzle", "kuromasu", "--to", "puzzlink", "-"}, converted.out);
      CHECK(back.out == url);
    }
  }
  Result earin = run({"convert", "--to", "earin", "-"}, url);
  CHECK(earin.status != 0);
  CHECK(contains(earin.err, "cell (0,0) holds a '?' clue"));
  Result ipc = run({"convert", "--to", "pddl", "-"}, "nurikabe/3/3/j.j\n");
  CHECK(ipc.status != 0);
  CHECK(contains(ipc.err, "cell (1,1) holds a '?' clue"));
}

TEST_CASE("cli published: pzprjs's files and byte-order marks", "[cli][published]") {
  const std::string file = "pzprv3/nurikabe/5/5/. 5 . . . /. . 2 . . /# # . . . /# # 1 . . /. . . 3 . /\n";
  Result r = run({"verify", "-"}, file);
  CHECK(r.out == "unique\n");
  r = run({"convert", "--to", "puzzlink", "-"}, file);
  CHECK(r.out == "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g\n");
  // A Windows editor's byte-order mark and CRLF line ends.
  r = run({"verify", "-"}, "\xef\xbb\xbfpzprv3\r\nnurikabe\r\n5\r\n5\r\n. 5 . . . \r\n. . 2 . . \r\n. . . . . \r\n"
                            ". . 1 . . \r\n. . . 3 . \r\n");
  CHECK(r.status == 0);
  CHECK(r.out == "unique\n");
}
