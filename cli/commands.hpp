// The subcommands, each taking its parsed options and returning an exit status.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace pg::cli {

struct InputOptions {
  std::string file;
  std::string puzzle;  // empty: detect
  std::string format;  // empty: detect
  std::string rules;   // empty: as read (the puzzle's default unless the input says)
};

struct GenerateOptions {
  std::string puzzle;
  std::string size;
  std::string difficulty = "medium";
  std::string seed = "1";   // parsed strictly: 0 .. 2^64-1
  std::uint64_t count = 1;
  std::string index = "0";  // likewise
  std::string format;  // empty: the puzzle's first format
  std::string rules;
  std::string domain_name;  // PDDL output: the domain name problems refer to
  std::string output;  // empty: stdout
  int threads = 0;  // 0: one per hardware thread
  std::map<std::string, std::string> options;  // puzzle-specific, given by name
};

struct VerifyOptions {
  InputOptions input;
  bool json = false;
  double timeout = 0;  // seconds; 0: none
};

struct CheckOptions {
  InputOptions input;
  std::string solution;
  // --plan: `input.file` is a PDDL problem and `solution` a plan for it,
  // checked against `domain` (a file), or when that is empty against
  // puzzlegen's own domain of the name the problem gives.
  bool plan = false;
  std::string domain;
};

struct ConvertOptions {
  InputOptions input;
  std::string to;
  std::string domain_name;
  std::string output;  // empty: stdout
};

int generate(const GenerateOptions& options);
int verify(const VerifyOptions& options);
int solve(const VerifyOptions& options);
int check(const CheckOptions& options);
int grade(const VerifyOptions& options);
int convert(const ConvertOptions& options);
int domain(const std::string& puzzle, const std::string& name);
int list();

}  // namespace pg::cli
