// puzzlegen convert: instances rewritten in another format.
#include <memory>

#include "cli/command.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {
namespace {

struct ConvertOptions {
  InputOptions input;
  std::string to;
  std::string domain_name;
  std::string output;  // empty: stdout
};

int convert(const ConvertOptions& o) {
  Loaded loaded = load_instances(o.input.file, o.input.puzzle, o.input.format);
  apply_rules(*loaded.puzzle, o.input.rules, loaded.instances);
  const Format& format = loaded.puzzle->format(o.to);
  WriteOptions options;
  options.pddl_domain = o.domain_name;
  std::string out;
  for (const Instance& instance : loaded.instances) out += separated(format.write(instance, options), out.empty());
  emit(o.output.empty() ? std::nullopt : std::optional(o.output), out);
  return kOk;
}

}  // namespace

Command add_convert(CLI::App& app) {
  auto o = std::make_shared<ConvertOptions>();
  CLI::App* command = app.add_subcommand("convert", "Convert instances to another format");
  add_input(command, o->input);
  command->add_option("--to,-t", o->to, "Output format (" + format_list() + ")")->required();
  command->add_option("-o,--output", o->output, "Output file (default: standard output)");
  command->add_option("--domain-name", o->domain_name, "PDDL output: the domain name problems refer to");
  return {command, [o] { return convert(*o); }};
}

}  // namespace pg::cli
