// The harness of one family of text formats (judge texts, Tatham IDs, ...):
// every puzzle's format of those names reads the input, as a whole text
// (read_items) and line by line (stream), as the command line reads a file.
// A text is usually of one puzzle only; trying each puzzle's reader on it is
// what the command line's detection does too.
#pragma once

#include <initializer_list>
#include <string_view>

#include "fuzz/harness.hpp"

namespace pg::fuzz {

void read_with_formats(const std::vector<PuzzleFormat>& formats, std::string_view text);

}  // namespace pg::fuzz

#define PUZZLEGEN_FUZZ_READERS(...)                                                              \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {            \
    static const std::vector<pg::fuzz::PuzzleFormat> formats = pg::fuzz::formats_named({__VA_ARGS__}); \
    pg::fuzz::read_with_formats(formats, pg::fuzz::text_of(data, size));                         \
    return 0;                                                                                    \
  }
