// The contract every puzzle's formats keep, checked the same way for each:
// what a format writes it reads back to the same instance and writes again
// byte for byte; what it refuses it refuses at a line and column, saying why;
// and the texts it writes no other format claims, so detection finds it.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "formats/codec.hpp"
#include "puzzles/catalogue.hpp"
#include "support.hpp"

namespace pg::test {

// ---------------------------------------------------------------------------
// Round trips

struct RoundTrip {
  std::string text;  // as the format wrote it
  Instance back;     // as it read that text
};

// `instance` written in `format` is one text ending in a newline that reads
// back to one instance of the same puzzle, size, givens and rules, which
// writes the same bytes again.
inline RoundTrip round_trip(const Format& format, const Instance& instance) {
  RoundTrip trip{format.write(instance), {}};
  INFO(format.name() << ": " << trip.text);
  REQUIRE_FALSE(trip.text.empty());
  REQUIRE(trip.text.back() == '\n');
  std::vector<Instance> back = format.read(trip.text);
  REQUIRE(back.size() == 1);
  CHECK(back[0].puzzle == instance.puzzle);
  CHECK(back[0].rows == instance.rows);
  CHECK(back[0].cols == instance.cols);
  CHECK(back[0].givens == instance.givens);
  CHECK(back[0].rules == instance.rules);
  CHECK(format.write(back[0]) == trip.text);
  trip.back = std::move(back[0]);
  return trip;
}

// The round trip through each of `formats`, then through JSON, which every
// puzzle has; returns how many of `formats` it went through.
inline int round_trip_all(const std::vector<const Format*>& formats, const Instance& instance) {
  int written = 0;
  for (const Format* format : formats) {
    round_trip(*format, instance);
    ++written;
  }
  round_trip(json_format(), instance);
  return written;
}

// The one instance `text` holds in `format`, which writes it as `written`
// (a format may write a canonical form of what it accepts) and round-trips.
inline Instance reads_back(const Format& format, const std::string& text, const std::string& written) {
  INFO(format.name() << ": " << text);
  std::vector<Instance> read = format.read(text);
  REQUIRE(read.size() == 1);
  CHECK(round_trip(format, read[0]).text == written);
  return read[0];
}

// The one instance `text` holds in `format`, which writes exactly `text` back.
inline Instance reads_back(const Format& format, const std::string& text) { return reads_back(format, text, text); }

// ---------------------------------------------------------------------------
// Refusals

// A text a reader must refuse, where (1-based line and column) and why.
struct BadInput {
  std::string text;
  int line;
  int column;
  Says message;
};

// `read(text)` raises an InputError at the row's place with its message.
template <class Read>
void check_refusal(Read&& read, const BadInput& bad) {
  INFO("text: " << bad.text);
  check_raised(input_error([&] { read(bad.text); }), bad.line, bad.column, bad.message);
}

inline void check_refusals(const Format& format, const std::vector<BadInput>& table) {
  INFO("format " << format.name());
  for (const BadInput& bad : table) check_refusal([&](const std::string& text) { format.read(text); }, bad);
}

// A text the format refuses where `place` first stands in it, with a message
// that says `message`, among others; `name` names its section.
struct PlacedRefusal {
  const char* name;
  std::string text;
  std::string place;
  std::string message;
};

// Each case in a section of its own.
inline void check_placed_refusals(const Format& format, const std::vector<PlacedRefusal>& cases) {
  for (const PlacedRefusal& c : cases) {
    SECTION(c.name) {
      const Place where = place_of(c.text, c.place);
      check_refusals(format, {{c.text, where.line, where.column, part_of(c.message)}});
    }
  }
}

// The same for a puzzle's solution text, read against `instance`.
inline void check_solution_refusals(const Codec& codec, const Instance& instance, const std::vector<BadInput>& table) {
  INFO(codec.name() << " solution text");
  for (const BadInput& bad : table)
    check_refusal([&](const std::string& text) { codec.read_solution(instance, text); }, bad);
}

// ---------------------------------------------------------------------------
// Detection

// `text` is sniffed by `format` and by no other format of any puzzle, nor by
// JSON: detection can only read it as `format`.
inline void check_detected(const Format& format, const std::string& text) {
  INFO(format.name() << " text: " << text);
  CHECK(format.sniff(text));
  for (const Puzzle& puzzle : puzzles())
    for (const Format* other : puzzle.formats())
      if (other != &format) {
        INFO("sniffed by " << puzzle.name() << " " << other->name());
        CHECK_FALSE(other->sniff(text));
      }
  if (&format != &json_format()) CHECK_FALSE(json_format().sniff(text));
}

inline void check_each_detected(const Format& format, const std::vector<std::string>& texts) {
  for (const std::string& text : texts) check_detected(format, text);
}

// `format` sniffs each of `texts`, which others may claim as well: then
// detection leaves it to read().
inline void check_sniffed(const Format& format, const std::vector<std::string>& texts) {
  for (const std::string& text : texts) {
    INFO(format.name() << " must sniff: " << text);
    CHECK(format.sniff(text));
  }
}

// `format` sniffs none of `texts`: near misses it leaves to other readers, or
// to read()'s errors.
inline void check_not_sniffed(const Format& format, const std::vector<std::string>& texts) {
  for (const std::string& text : texts) {
    INFO(format.name() << " must not sniff: " << text);
    CHECK_FALSE(format.sniff(text));
  }
}

}  // namespace pg::test
