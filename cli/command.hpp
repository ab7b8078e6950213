// One subcommand per file: each adds its options to the command line and
// hands back what runs it, so that a new subcommand is a new file and one
// line in app.cpp.
#pragma once

#include <functional>

#include <CLI/CLI.hpp>

namespace pg::cli {

struct Command {
  CLI::App* app = nullptr;
  std::function<int()> run;  // the exit status
};

Command add_generate(CLI::App& app);
Command add_corpus(CLI::App& app);
Command add_verify(CLI::App& app);
Command add_solve(CLI::App& app);
Command add_grade(CLI::App& app);
Command add_check(CLI::App& app);
Command add_convert(CLI::App& app);
Command add_domain(CLI::App& app);
Command add_list(CLI::App& app);
Command add_render(CLI::App& app);
Command add_animate(CLI::App& app);
Command add_completion(CLI::App& app);

}  // namespace pg::cli
