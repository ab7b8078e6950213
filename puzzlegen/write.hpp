// Writing instances in any format, and a puzzle as CNF.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/instance.hpp"

namespace pg::api {

struct WriteOptions {
  std::string domain_name;  // PDDL: the domain name problems refer to
};

// The instance in `format` (empty: the puzzle's default); FormatError when the
// format cannot state it, UsageError for a format the puzzle has not.
std::string write(const Instance& instance, std::string_view format = {}, const WriteOptions& options = {});
// Why `format` cannot hold a puzzle of that size under `options`, with the
// formats that can ("...; --format tatham or json can hold it"), asked of the
// formats without writing anything; nullopt when it can.
std::optional<std::string> cannot_write(std::string_view puzzle, std::string_view format, int rows, int cols,
                                         const WriteOptions& options = {});
// "tatham or json": the puzzle's formats that can write `instance`.
std::string formats_that_can(const Instance& instance, const WriteOptions& options = {});
// A solution in the judge's output text.
std::string solution_text(const Instance& instance, std::span<const int> solution);
// The puzzle's SAT encoding in DIMACS, a comment per variable; with `unique`,
// one clause more ("differs from the solution found"): unsatisfiable exactly
// when the puzzle is unique. nullopt, with `unique`, when there is no solution.
std::optional<std::string> cnf(const Instance& instance, bool unique = false);

}  // namespace pg::api
