// libFuzzer harness: the grids of numbers and dots (Nurikabe's grid and raw, Kuromasu's and Numbrix's grids).
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("grid", "raw")
