// The command-line front end: one binary, one subcommand per task.
#pragma once

namespace pg::cli {

// Parses the command line, runs the subcommand, maps errors to exit statuses.
int run(int argc, char** argv);

}  // namespace pg::cli
