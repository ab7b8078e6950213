// Puzzles as authors publish them, built from the formats' own rules: puzz.link
// and pzv.jp URLs in every shape pzprjs's parser takes, '?' clues, and
// pzprjs's own files (pzprv3) in their three forms. Each reads to the same
// instance as the canonical text, and what is written is pzprjs's canonical
// form.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/errors.hpp"
#include "formats/kuromasu/codec.hpp"
#include "formats/lightup/codec.hpp"
#include "formats/nurikabe/codec.hpp"
#include "format_contract.hpp"

using pg::Instance;
using pg::kNone;
using pg::kUnknown;
using pg::test::BadInput;
using pg::test::part_of;

namespace {

const pg::Format& format_of(const pg::Codec& codec, std::string_view name) { return *codec.format(name); }

Instance board(std::string puzzle, int rows, int cols, std::vector<int> givens) {
  Instance instance;
  instance.puzzle = std::move(puzzle);
  instance.rows = rows;
  instance.cols = cols;
  instance.givens = std::move(givens);
  return instance;
}

// The one instance `text` holds in `format`.
Instance read_one(const pg::Format& format, const std::string& text) {
  INFO(format.name() << ": " << text);
  std::vector<Instance> read = format.read(text);
  REQUIRE(read.size() == 1);
  return read[0];
}

// Every shape pzprjs's URL parser reads `query` ("TYPE/COLS/ROWS/BODY") in.
std::vector<std::string> published_shapes(const std::string& query) {
  const std::string type = query.substr(0, query.find('/'));
  const std::string rest = query.substr(query.find('/'));
  return {
      "https://puzz.link/p?" + query,
      "https://puzz.link/p?" + query + "/",
      "http://puzz.link/p?" + query,
      "https://puzz.link/p.html?" + query,
      "http://pzv.jp/p.html?" + query,
      "https://pzv.jp/p.html?" + query + "/",
      "https://pzprxs.vercel.app/p?" + query,
      "https://puzz.link/p?" + type + "_edit" + rest,
      "https://puzz.link/p?" + type + "_play" + rest + "/",
      "http://pzv.jp/p.html?type=editor&" + type + "_edit" + rest,
      "https://puzz.link/p?type=player&lang=en&" + query,
      query,
      query + "/",
      "  " + query + "  \r\n",
  };
}

}  // namespace

TEST_CASE("puzz.link URLs as published read as the canonical one", "[formats][published]") {
  struct Case {
    const pg::Codec& codec;
    std::string query;      // as published
    std::string canonical;  // as pzprjs writes the same puzzle
  };
  const std::vector<Case> cases{
      {pg::lightup::codec(), "akari/6/6/nekcakbl", "akari/6/6/nekcakbl"},
      // A clue followed by two empty cells is one letter; a body ending in
      // '.' is written with a '/' after it.
      {pg::lightup::codec(), "akari/5/4/.j.g1hbl.", "akari/5/4/.j.gbbl./"},
      {pg::nurikabe::codec(), "nurikabe/5/5/g5k2o1k3g", "nurikabe/5/5/g5k2o1k3g"},
      // The empty cells after the last clue are written, though a body may stop.
      {pg::nurikabe::codec(), "nurikabe/5/5/.j.o1i3g", "nurikabe/5/5/.j.o1i3k"},
      {pg::kuromasu::codec(), "kurodoko/5/5/i7g5l2l2g4i", "kurodoko/5/5/i7g5l2l2g4i"},
      {pg::kuromasu::codec(), "kurodoko/3/3/j.", "kurodoko/3/3/j.j"},
      {pg::kuromasu::codec(), "kurodoko/3/2/k.", "kurodoko/3/2/k./"},
  };
  for (const Case& c : cases) {
    const pg::Format& puzzlink = format_of(c.codec, "puzzlink");
    const Instance published = read_one(puzzlink, c.query);
    const std::string written = "https://puzz.link/p?" + c.canonical + "\n";
    CHECK(puzzlink.write(published) == written);
    CHECK(read_one(puzzlink, written).givens == published.givens);
    for (const std::string& shape : published_shapes(c.query)) {
      INFO(shape);
      CHECK(puzzlink.sniff(shape));
      const Instance read = read_one(puzzlink, shape);
      CHECK(read.givens == published.givens);
      CHECK(puzzlink.write(read) == written);
    }
  }
  // Light Up also answers to its name and to Kanpen's.
  const pg::Format& akari = format_of(pg::lightup::codec(), "puzzlink");
  for (std::string type : {"lightup", "bijutsukan"})
    CHECK(read_one(akari, type + "/6/6/nekcakbl").givens == read_one(akari, "akari/6/6/nekcakbl").givens);
}

TEST_CASE("puzz.link numbers of every size the body codes", "[formats][published]") {
  const pg::Format& nurikabe = format_of(pg::nurikabe::codec(), "puzzlink");
  // One hex digit to 15, '-' and two to 255, '+' and three to 4095.
  std::vector<int> givens(60 * 60, kNone);
  givens[0] = 15;
  givens[1] = 16;
  givens[3] = 255;
  givens[5] = 256;
  givens[7] = 3600;
  givens[9] = kUnknown;
  const Instance big = board("nurikabe", 60, 60, givens);
  const std::string url = nurikabe.write(big);
  CHECK(url.starts_with("https://puzz.link/p?nurikabe/60/60/f-10g-ffg+100g+e10g.z"));
  CHECK(read_one(nurikabe, url).givens == givens);
  // '=' and '%' (or '@') code numbers from 4096 and 8192, '*' from 12240:
  // larger than any island within the limits, so refused by value.
  pg::test::check_refusals(nurikabe, {
      {"nurikabe/60/60/=000", 1, 16, part_of("must be between 1 and 3600, found 4096")},
      {"nurikabe/60/60/%001", 1, 16, part_of("found 8193")},
      {"nurikabe/60/60/@001", 1, 16, part_of("found 8193")},
      {"nurikabe/60/60/*0000", 1, 16, part_of("found 12240")},
      {"nurikabe/5/5/-1", 1, 16, part_of("expected 2 hex digits 0..9, a..f after '-', found the end of the line")},
      {"nurikabe/5/5/+1x", 1, 16, part_of("expected 3 hex digits")},
  });
}

TEST_CASE("puzz.link URLs that are no URL are refused where they go wrong", "[formats][published]") {
  const pg::Format& nurikabe = format_of(pg::nurikabe::codec(), "puzzlink");
  pg::test::check_refusals(
      nurikabe, {
                    {std::string("https://puzz.lin\0k/p?nurikabe/5/5/g5k2o1k3g", 40), 1, 17,
                     part_of("before the '?', found byte 0x00")},
                    {"https://puzz link/p?nurikabe/5/5/g5k2o1k3g", 1, 13, part_of("found ' '")},
                    {"https://puzz.link/p?nurikabe/5/5/g5k2o1k3g//", 1, 43, part_of("found '/'")},
                    {"https://puzz.link/p?akari/5/5/g5k2o1k3g", 1, 21, part_of("of type nurikabe, found 'akari'")},
                    {"https://puzz.link/p?pzprv3/nurikabe/1/1/", 1, 21, part_of("read it with --format pzprv3")},
                });
  CHECK_FALSE(nurikabe.sniff(std::string("https://puzz.lin\0k/p?nurikabe/5/5/g5k2o1k3g", 40)));
}

TEST_CASE("'?' clues go through every format that can state one and are refused by the others",
          "[formats][published]") {
  // Nurikabe: an island of unknown size at (0,0).
  const Instance nurikabe = board("nurikabe", 2, 3, {kUnknown, kNone, kNone, kNone, kNone, 2});
  const pg::Codec& n = pg::nurikabe::codec();
  CHECK(pg::test::round_trip(format_of(n, "puzzlink"), nurikabe).text == "https://puzz.link/p?nurikabe/3/2/.j2\n");
  CHECK(pg::test::round_trip(format_of(n, "grid"), nurikabe).text == "? . .\n. . 2\n");
  CHECK(pg::test::round_trip(format_of(n, "pzprv3"), nurikabe).text ==
        "pzprv3\nnurikabe\n2\n3\n- . . \n. . 2 \n");
  CHECK(pg::test::round_trip(pg::json_format(), nurikabe).text.find("[\"?\",null,null]") != std::string::npos);
  CHECK_THROWS_WITH(format_of(n, "raw").write(nurikabe),
                    "cell (0,0) holds a '?' clue (a number whose value is unknown), which pddl-generators' raw text "
                    "cannot state");

  // Kuromasu: a white cell that counts nothing at (1,1).
  const Instance kuromasu = board("kuromasu", 3, 3, {kNone, kNone, 3, kNone, kUnknown, kNone, kNone, kNone, kNone});
  const pg::Codec& k = pg::kuromasu::codec();
  CHECK(pg::test::round_trip(format_of(k, "puzzlink"), kuromasu).text == "https://puzz.link/p?kurodoko/3/3/h3g.j\n");
  CHECK(pg::test::round_trip(format_of(k, "grid"), kuromasu).text == ". . 3\n. ? .\n. . .\n");
  CHECK(pg::test::round_trip(format_of(k, "pzprv3"), kuromasu).text ==
        "pzprv3\nkurodoko\n3\n3\n. . 3 \n. - . \n. . . \n. . . \n. . . \n. . . \n");
  pg::test::round_trip(pg::json_format(), kuromasu);
  for (std::string name : {"earin", "tatham"}) {
    INFO(name);
    CHECK_THROWS_AS(format_of(k, name).write(kuromasu), pg::FormatError);
    try {
      format_of(k, name).write(kuromasu);
    } catch (const pg::FormatError& e) {
      CHECK(std::string(e.what()).starts_with("cell (1,1) holds a '?' clue"));
    }
  }
  // The solution text writes a '?' clue's white cell as the clue it is.
  CHECK(k.write_solution(kuromasu, std::vector<int>(9, pg::kuromasu::kWhite)) == "0 0 3\n0 ? 0\n0 0 0\n");
  CHECK(k.read_solution(kuromasu, "0 0 3\n0 ? 0\n0 0 0\n") == std::vector<int>(9, pg::kuromasu::kWhite));
  // Numbrix has no '?' clues: its grid reads one as an error.
  pg::test::check_refusals(*pg::find_puzzle("numbrix")->codec.format("grid"),
                           {{"1 ?\n. 3\n", 1, 3, "expected '.' or a number, found '?'"}});
}

TEST_CASE("pzprv3 files in their three forms read as pzprjs reads them", "[formats][published]") {
  struct Case {
    const pg::Codec& codec;
    Instance instance;
    std::string file;  // as File > Save writes it
  };
  const std::vector<Case> cases{
      {pg::lightup::codec(),
       board("lightup", 2, 3, {pg::lightup::kWhite, 4, pg::lightup::kBlack, 0, pg::lightup::kWhite, 1}),
       "pzprv3\nlightup\n2\n3\n. 4 - \n0 . 1 \n"},
      {pg::nurikabe::codec(), board("nurikabe", 2, 2, {3, kNone, kNone, kUnknown}), "pzprv3\nnurikabe\n2\n2\n3 . \n. - \n"},
      {pg::kuromasu::codec(), board("kuromasu", 2, 2, {3, kNone, kNone, kUnknown}),
       "pzprv3\nkurodoko\n2\n2\n3 . \n. - \n. . \n. . \n"},
  };
  for (const Case& c : cases) {
    const pg::Format& pzprv3 = format_of(c.codec, "pzprv3");
    INFO(c.file);
    CHECK(pg::test::round_trip(pzprv3, c.instance).text == c.file);
    pg::test::check_detected(pzprv3, c.file);
    std::string one_line = c.file;
    for (char& ch : one_line)
      if (ch == '\n') ch = '/';
    std::string url = "https://puzz.link/p?";
    for (char ch : one_line) url += ch == ' ' ? std::string("%20") : std::string(1, ch);
    std::string crlf;
    for (char ch : c.file) crlf += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
    // The editor's answer marks, its metadata and history after the board.
    std::string solving = c.file;
    solving.replace(solving.rfind(". "), 1, "+");
    solving += "info:{\n \"metadata\": {\"author\": \"someone\"}\n}\n";
    for (const std::string& text : {one_line, url, crlf, solving, c.file + "\n" + c.file}) {
      INFO(text);
      CHECK(pzprv3.sniff(text));
      std::vector<Instance> read = pzprv3.read(text);
      REQUIRE_FALSE(read.empty());
      for (const Instance& instance : read) CHECK(instance.givens == c.instance.givens);
    }
    CHECK(pzprv3.read(c.file + "\n" + one_line + "\n" + c.file).size() == 3);
  }
}

TEST_CASE("pzprv3 files that pzprjs could not open are refused where they go wrong", "[formats][published]") {
  const pg::Format& nurikabe = format_of(pg::nurikabe::codec(), "pzprv3");
  pg::test::check_refusals(
      nurikabe, {
                    {"pzprv2\nnurikabe\n1\n1\n. \n", 1, 1, "expected 'pzprv3', found 'pzprv2'"},
                    {"pzprv3\nlightup\n1\n1\n. \n", 2, 1, "expected a pzprv3 file of type nurikabe, found 'lightup'"},
                    {"pzprv3\nnurikabe\n0\n1\n", 3, 1, part_of("the number of rows")},
                    {"pzprv3\nnurikabe\n7", 3, 2, "expected the number of columns, found the end of the file"},
                    {"pzprv3\nnurikabe\n2\n2\n. . \n", 5, 5, "expected row 2 of the board, found the end of the file"},
                    {"pzprv3\nnurikabe\n2\n2\n. . \n. \n", 6, 3,
                     "expected 2 cells in row 2 of the board, found 1"},
                    {"pzprv3\nnurikabe\n1\n2\n. . 3 \n", 5, 5,
                     "expected the end of row 1 of the board after 2 cells, found '3'"},
                    {"pzprv3\nnurikabe\n1\n2\n. 3 \n", 5, 3, part_of("between 1 and 2, found '3'")},
                    {"pzprv3\nnurikabe\n1\n2\n. x \n", 5, 3, part_of("or a number, found 'x'")},
                    {"v:abc\npzprv3\nnurikabe\n1\n1\n. \n", 1, 1, part_of("nurikabe has none")},
                    {"pzprv3/nurikabe/1/2/. x /", 1, 23, part_of("found 'x'")},
                    {"https://puzz.link/p?pzprv3/nurikabe/1/2/.%20x%20/", 1, 45, part_of("found 'x'")},
                    {"https://puzz.link/p?pzprv3/nurikabe/1/2/.%2", 1, 42, part_of("two hex digits after '%'")},
                });
  pg::test::check_refusals(format_of(pg::kuromasu::codec(), "pzprv3"),
                           {{"pzprv3\nkurodoko\n1\n2\n. 2 \nx . \n", 6, 1, part_of("in the answer board, found 'x'")}});
}

TEST_CASE("Tatham's saved games read as the ID they hold", "[formats][published]") {
  // A record is "KEY:LENGTH:VALUE", the key padded to eight.
  auto record = [](std::string key, std::string value) {
    key.resize(8, ' ');
    return key + ":" + std::to_string(value.size()) + ":" + value + "\n";
  };
  auto saved = [&](std::string game, std::string params, std::string desc) {
    return record("SAVEFILE", "Simon Tatham's Portable Puzzle Collection") + record("VERSION", "1") +
           record("GAME", game) + record("PARAMS", params) + record("CPARAMS", params) +
           record("SEED", "617581522963251") + record("DESC", desc) + record("NSTATES", "1") +
           record("STATEPOS", "1");
  };
  struct Case {
    std::string puzzle, game, params, desc;
  };
  for (const Case& c : {Case{"lightup", "Light Up", "7x7b20s2d0", "c1c2e1g0e1g0e2cBc"},
                        Case{"takuzu", "Unruly", "8x8udn", "eaBHaDFfFdcDdAj"},
                        Case{"kuromasu", "Range", "7x7", "d4b2c3e8a2i8a8e11c13b6d"}}) {
    const pg::Format& tatham = *pg::find_puzzle(c.puzzle)->codec.format("tatham");
    const std::string text = saved(c.game, c.params, c.desc);
    INFO(text);
    pg::test::check_detected(tatham, text);
    const Instance from_save = read_one(tatham, text);
    CHECK(from_save.givens == read_one(tatham, c.params + ":" + c.desc).givens);
    // Two saved games and an ID, one after another.
    CHECK(tatham.read(text + text + c.params + ":" + c.desc + "\n").size() == 3);
  }
  const pg::Format& lightup = *pg::find_puzzle("lightup")->codec.format("tatham");
  const std::string good = saved("Light Up", "7x7b20s2d0", "c1c2e1g0e1g0e2cBc");
  std::string long_length = good;
  long_length.replace(long_length.find("DESC    :17:"), 12, "DESC    :18:");
  std::string bad_desc = good;
  bad_desc.replace(bad_desc.find("c1c2e1g0e1g0e2cBc"), 17, "c1c2e1g0e1g0e2cXc");
  pg::test::check_refusals(lightup, {
                                        {saved("Range", "7x7", "d4b2c3e8a2i8a8e11c13b6d"), 3, 12,
                                         "this is a saved game of 'Range', not of 'Light Up'"},
                                        {long_length, 7, 10, part_of("to be that of its value (17 bytes)")},
                                        {bad_desc, 7, 28, part_of("in the Light Up description, found 'X'")},
                                        {good.substr(0, good.find("DESC")), 6, 28, "the saved game has no DESC record"},
                                    });
}
