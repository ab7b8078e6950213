// libFuzzer harness: each puzzle's PDDL and HDDL problems, read back into
// instances.
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("pddl", "hddl")
