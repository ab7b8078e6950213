// What every harness shares. A reader's answer to any input is an instance
// or a refusal (InputError, FormatError, UsageError): those are expected.
// Anything else is a finding: another exception (InternalError among them),
// a crash, a sanitizer's report, a hang past libFuzzer's -timeout.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/instance.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::fuzz {

// The bytes libFuzzer gives, as text.
inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Ends the process with `what` on standard error: libFuzzer keeps the input
// that did it as a crash file.
[[noreturn]] void finding(const std::string& what);

// Runs `read`; a refusal of the input ends it quietly, any other exception is
// a finding.
template <class Read>
void refusals_expected(Read&& read) {
  try {
    read();
  } catch (const InputError&) {
  } catch (const FormatError&) {
  } catch (const UsageError&) {
  } catch (const std::exception& e) {
    finding(std::string("unexpected exception: ") + e.what());
  }
}

// Every (puzzle, format) pair whose format is named one of `names` (all of
// them when `names` is empty), JSON included once when named.
struct PuzzleFormat {
  const Puzzle* puzzle = nullptr;  // none for JSON, which names its puzzle
  const Format* format = nullptr;
};
std::vector<PuzzleFormat> formats_named(std::initializer_list<std::string_view> names);

// Whether two instances state the same puzzle: puzzle, size and givens.
bool same_puzzle(const Instance& a, const Instance& b);

// A small instance of each puzzle, with its solution, made once by the
// generator (seeded, so always the same): what the harnesses of texts that
// answer an instance (solutions, plans, SAT models) answer: two of each
// puzzle (4x4 and 5x6, or 5x5 where a puzzle is square). `selector` picks one,
// modulo sample_count().
struct Sample {
  const Puzzle* puzzle = nullptr;
  const Instance* instance = nullptr;
};
Sample sample(std::uint8_t selector);
int sample_count();

// For the harnesses whose inputs answer a sample: when the environment names
// a directory in PUZZLEGEN_FUZZ_SEEDS, `write` is given it to write seed
// inputs there, and the process ends (called from LLVMFuzzerInitialize).
template <class Write>
void write_seeds_if_asked(Write&& write) {
  if (const char* dir = std::getenv("PUZZLEGEN_FUZZ_SEEDS")) {
    std::filesystem::create_directories(dir);
    write(std::filesystem::path(dir));
    std::exit(0);
  }
}
void write_seed(const std::filesystem::path& file, std::uint8_t selector, std::string_view text);
// A seed of a harness that takes the whole input as text.
void write_seed(const std::filesystem::path& file, std::string_view text);


}  // namespace pg::fuzz
