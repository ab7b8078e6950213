#include "cli/cli.hpp"
#include "core/temporary.hpp"

int main(int argc, char** argv) {
  // Interrupted, the program leaves no half-written file behind.
  pg::remove_temporaries_on_signals();
  return pg::cli::run(argc, argv);
}
