// Writing instances in any format, and a puzzle as CNF.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"

namespace pg::api {

struct WriteOptions {
  std::string domain_name;  // PDDL: the domain name problems refer to
};

// A file written beside an instance's file (a companion, such as a PDDL
// problem's reference plan: `name` is its extension), or once in a directory
// of them (a PDDL domain: `name` is the file's name).
struct NamedFile {
  std::string name;
  std::string text;
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
// The extension of the files of `puzzle`'s `format` (".pddl"; empty format:
// the puzzle's default); UsageError for a name it does not know.
std::string extension(std::string_view puzzle, std::string_view format);
// The canonical name of `puzzle`'s `format` (empty: the default's).
std::string format_name(std::string_view puzzle, std::string_view format);
// The files written beside the instance's file in `format`: the reference
// plan of a PDDL problem whose solution is known; FormatError when the
// solution has no plan.
std::vector<NamedFile> companions(const Instance& instance, std::string_view format, const WriteOptions& options = {});
// The file a directory of `format`'s instances holds once (a PDDL domain,
// declared under `options.domain_name`), when the format has one;
// FormatError for a domain name it cannot declare.
std::optional<NamedFile> directory_file(std::string_view puzzle, std::string_view format,
                                        const WriteOptions& options = {});
// The instance as the json format's document (docs/json.md), as data.
Json document(const Instance& instance);
// A solution in the judge's output text.
std::string solution_text(const Instance& instance, std::span<const int> solution);
// The puzzle's SAT encoding in DIMACS, a comment per variable; with `unique`,
// one clause more ("differs from the solution found"): unsatisfiable exactly
// when the puzzle is unique. nullopt, with `unique`, when there is no solution.
std::optional<std::string> cnf(const Instance& instance, bool unique = false);

}  // namespace pg::api
