// libFuzzer harness: puzz.link URLs.
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("puzzlink")
