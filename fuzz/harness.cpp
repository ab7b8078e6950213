#include "fuzz/harness.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <streambuf>

#include "generator/generate.hpp"

namespace pg::fuzz {

void finding(const std::string& what) {
  std::fprintf(stderr, "==puzzlegen fuzz finding== %s\n", what.c_str());
  std::fflush(stderr);
  std::abort();
}

std::vector<PuzzleFormat> formats_named(std::initializer_list<std::string_view> names) {
  auto wanted = [&](std::string_view name) {
    if (names.size() == 0) return true;
    for (std::string_view n : names)
      if (n == name) return true;
    return false;
  };
  std::vector<PuzzleFormat> result;
  for (const Puzzle& puzzle : puzzles())
    for (const Format* format : puzzle.formats())
      if (wanted(format->name())) result.push_back({&puzzle, format});
  if (wanted(json_format().name())) result.push_back({nullptr, &json_format()});
  return result;
}

bool same_puzzle(const Instance& a, const Instance& b) {
  return a.puzzle == b.puzzle && a.rows == b.rows && a.cols == b.cols && a.givens == b.givens;
}

namespace {

struct Made {
  const Puzzle* puzzle;
  Instance instance;
};

std::vector<Made> make_samples() {
  std::vector<Made> made;
  for (const Puzzle& puzzle : puzzles()) {
    // A square and an oblong one, where the puzzle has oblong grids.
    for (auto [rows, cols] : {std::pair{4, 4}, std::pair{5, 6}}) {
      GenerateRequest request;
      request.rows = rows;
      request.cols = cols;
      request.difficulty = Difficulty::easy;
      request.seed = 1;
      try {
        made.push_back({&puzzle, generate(puzzle.job(request), 0)});
      } catch (const UsageError&) {
        request.rows = request.cols = 5;
        made.push_back({&puzzle, generate(puzzle.job(request), 0)});
      }
    }
  }
  return made;
}

const std::vector<Made>& samples() {
  static const std::vector<Made> made = make_samples();
  return made;
}

}  // namespace

int sample_count() { return static_cast<int>(samples().size()); }

Sample sample(std::uint8_t selector) {
  const Made& m = samples()[selector % samples().size()];
  return {m.puzzle, &m.instance};
}

void write_seed(const std::filesystem::path& file, std::uint8_t selector, std::string_view text) {
  write_seed(file, std::string(1, static_cast<char>(selector)) + std::string(text));
}

void write_seed(const std::filesystem::path& file, std::string_view text) {
  std::ofstream out(file, std::ios::binary);
  out << text;
  if (!out) finding("cannot write the seed " + file.string());
}

}  // namespace pg::fuzz
