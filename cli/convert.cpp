// puzzlegen convert: instances rewritten in another format, as one stream or
// one file each in a directory.
#include <algorithm>
#include <deque>
#include <filesystem>
#include <iostream>
#include <memory>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {
namespace {

using api::Entry;

struct ConvertOptions {
  std::vector<std::string> files;
  InputOptions input;
  std::string to;
  std::string domain_name;
  std::string output;  // empty or "-": standard output
  bool force = false;
  bool unique = false;  // --to cnf: the formula that is UNSAT exactly when the puzzle is unique
};

constexpr std::string_view kCnf = "cnf";

// "STEM[-K]": the input file's name, the instance's number when its file
// holds several.
std::string converted_name(const Entry& entry) {
  std::string stem = entry.file == "<stdin>" ? std::string("stdin") : std::filesystem::path(entry.file).stem().string();
  if (entry.several) stem += "-" + std::to_string(entry.number);
  return stem;
}

// Errors said before the first readable instance are held while convert
// looks for a second, so that a refusal of the whole run comes first; past
// this many, they are said as they come.
constexpr std::size_t kHeldErrors = 1000;

int convert(const ConvertOptions& o) {
  api::Inputs inputs(o.files, o.input.read());
  api::WriteOptions options;
  options.domain_name = o.domain_name;
  int code = kOk;
  auto refused = [&](const Entry& entry) {
    std::cerr << "puzzlegen: " << entry.error << "\n";
    code = std::max(code, static_cast<int>(exit_for(entry.refusal)));
  };
  // Whether there are several instances to write decides where they go: read
  // ahead as far as the second.
  std::deque<Entry> ahead;
  std::size_t readable = 0;
  while (readable < 2)
    if (std::optional<Entry> entry = inputs.next()) {
      if (!entry->instance && ahead.size() >= kHeldErrors) {
        refused(*entry);
        continue;
      }
      readable += entry->instance.has_value();
      ahead.push_back(std::move(*entry));
    } else {
      break;
    }

  const bool cnf = o.to == kCnf;
  if (o.unique && !cnf) throw UsageError("--unique goes with --to cnf");
  api::OutputRequest where;
  where.path = o.output;
  where.several = readable > 1;
  // Several instances of a format that streams (judge texts one after
  // another, JSON Lines, IDs a line each) go to -o FILE as one stream; those
  // of a format that holds one per file, to a directory.
  for (const Entry& entry : ahead)
    if (entry.instance) {
      where.one_stream = !cnf && !api::holds_one_instance(entry.instance->puzzle, o.to);
      break;
    }
  where.force = o.force;
  where.several_to_file = " is a file; several instances go to a stream (standard output) or to -o DIR";
  const bool to_directory = api::Output::kind_of(where) == api::Output::Kind::directory;
  // A format that holds one instance per text cannot take a stream of them;
  // the refusal counts them (reading the rest, keeping none).
  std::size_t pulled = readable;  // readable entries taken from `inputs`
  auto check_streamable = [&](const Entry& entry) {
    if (to_directory || readable < 2 || !entry.instance ||
        !(cnf || api::holds_one_instance(entry.instance->puzzle, o.to)))
      return;
    while (std::optional<Entry> rest = inputs.next()) pulled += rest->instance.has_value();
    throw UsageError("the " + o.to + " format holds one instance per file; write the " + std::to_string(pulled) +
                     " instances with -o DIR");
  };
  for (const Entry& entry : ahead) check_streamable(entry);
  api::Output output(where, std::cout);

  bool written = false;  // to the stream
  auto convert_one = [&](const Entry& entry) {
    if (!entry.instance) return refused(entry);
    check_streamable(entry);
    if (cnf) {
      const std::optional<std::string> text = api::cnf(*entry.instance, o.unique);
      if (!text) {
        std::cerr << "puzzlegen: " << api::display_name(entry.file)
                  << ": no solution, so no --unique formula (it says \"differs from the solution\")\n";
        code = std::max(code, static_cast<int>(kNoSolution));
        return;
      }
      if (to_directory) {
        output.file(converted_name(entry) + ".cnf", *text);
      } else {
        output.append(*text);
        written = true;
      }
      return;
    }
    try {
      output.instance(*entry.instance, o.to, options, converted_name(entry));
    } catch (const FormatError& e) {
      std::cerr << "puzzlegen: " << api::label(entry, inputs.files()) << "error: " << e.what() << "; --to "
                << api::formats_that_can(*entry.instance, options) << " can hold it\n";
      code = std::max(code, static_cast<int>(kBadInput));
      return;
    }
    written = !to_directory;
  };
  for (; !ahead.empty(); ahead.pop_front()) convert_one(ahead.front());
  while (std::optional<Entry> entry = inputs.next()) {
    pulled += entry->instance.has_value();
    convert_one(*entry);
  }
  // A run that converted nothing leaves what -o names as it was: an empty
  // file in its place would say the input held no instances.
  if (to_directory || written || code == kOk) output.finish();
  return code;
}

}  // namespace

Command add_convert(CLI::App& app) {
  auto o = std::make_shared<ConvertOptions>();
  CLI::App* command = app.add_subcommand("convert", "Convert instances to another format");
  add_inputs(command, o->files, o->input);
  command->add_option("--to,-t", o->to,
                      "Output format (" + format_list() +
                          "), or cnf: the puzzle's SAT encoding in DIMACS, every rule in clauses, a comment per variable")
      ->required();
  command->add_flag("--unique", o->unique,
                    "With --to cnf: add the clause \"differs from the solution\": unsatisfiable exactly when the puzzle "
                    "is unique");
  command->add_option("-o,--output", o->output,
                      "Output file (default: standard output), which takes every instance as one stream; a "
                      "directory (existing, a name ending in '/', or a new name for several instances of a format "
                      "that holds one per file) gets one file per instance");
  command->add_flag("--force", o->force, "In a directory, replace files of other content");
  command->add_option("--domain-name", o->domain_name, "PDDL and HDDL output: the domain name problems refer to");
  return {command, [o] { return convert(*o); }};
}

}  // namespace pg::cli
