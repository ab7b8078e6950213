// libFuzzer harness: Tatham's game IDs (Unruly, Light Up, Range).
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("tatham")
