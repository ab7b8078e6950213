// libFuzzer harness: the judges' texts: Takuzu's and Light Up's course texts and Numbrix's IST text.
#include "fuzz/read_formats.hpp"

PUZZLEGEN_FUZZ_READERS("judge")
