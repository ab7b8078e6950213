// libFuzzer harness: pzprjs's files (pzprv3).
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("pzprv3")
