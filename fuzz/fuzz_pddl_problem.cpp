// libFuzzer harness: each puzzle's PDDL problems, read back into instances.
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("pddl")
