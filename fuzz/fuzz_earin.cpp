// libFuzzer harness: the EARIN solver's in.txt (Kuromasu).
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("earin")
