#include "cli/cli.hpp"

int main(int argc, char** argv) { return pg::cli::run(argc, argv); }
