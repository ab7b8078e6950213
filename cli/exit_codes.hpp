// Exit statuses, documented in --help and docs/usage.md.
#pragma once

namespace pg::cli {

enum Exit : int {
  kOk = 0,            // verify: unique; check: valid
  kMultiple = 1,      // verify/grade: several solutions; check: invalid; generate: tier not reached
  kUnsolvable = 2,    // verify/grade: no solution
  kUnknown = 3,       // verify/grade/solve: the time limit ran out first
  kWrongSolution = 4,  // an instance's stored solution breaks the rules or is not its unique one
  kUsage = 64,        // bad command line
  kBadInput = 65,     // malformed instance or solution, or a format that cannot express it
  kNoInput = 66,      // an input file cannot be read
  kInternal = 70,     // a solver contradicted the rule checker: a bug, reported rather than trusted
  kCantCreate = 73,   // an output file cannot be written
  kNoSolution = 120,  // solve: no solution (the course judge's convention)
};

}  // namespace pg::cli
