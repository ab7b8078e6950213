// libFuzzer harness: the JSON schema, one document or one a line.
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("json")
