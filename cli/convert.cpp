// puzzlegen convert: instances rewritten in another format, as one stream or
// one file each in a directory.
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <set>

#include "cli/command.hpp"
#include "cli/inputs.hpp"
#include "cli/io.hpp"
#include "cli/options.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::cli {
namespace {

namespace fs = std::filesystem;

struct ConvertOptions {
  std::vector<std::string> files;
  InputOptions input;
  std::string to;
  std::string domain_name;
  std::string output;  // empty or "-": standard output
  bool force = false;
};

// "STEM[-K]EXT": the input file's name, the instance's number when its file
// holds several.
std::string converted_name(const Entry& entry, const Format& format) {
  std::string stem = entry.file == "<stdin>" ? std::string("stdin") : fs::path(entry.file).stem().string();
  if (entry.count > 1) stem += "-" + std::to_string(entry.number);
  return stem + std::string(format.extension());
}

int convert(const ConvertOptions& o) {
  const Entries all = read_entries(o.files, o.input);
  WriteOptions options;
  options.pddl_domain = o.domain_name;
  const std::size_t readable = static_cast<std::size_t>(
      std::count_if(all.entries.begin(), all.entries.end(), [](const Entry& e) { return e.instance.has_value(); }));

  const bool to_stdout = o.output.empty() || o.output == "-";
  std::error_code ec;
  bool to_directory = !to_stdout && fs::is_directory(o.output, ec);
  if (!to_stdout && !to_directory && readable > 1) {
    try {
      to_directory = output_kind(o.output) == OutputKind::created;
    } catch (const std::exception& e) {
      throw CantCreateError(e.what());
    }
    if (!to_directory && output_kind(o.output) == OutputKind::replaced)
      throw UsageError(o.output + " is a file; several instances go to a stream (standard output) or to -o DIR");
  }
  // A format that holds one instance per text cannot take a stream of them.
  if (!to_directory && readable > 1)
    for (const Entry& entry : all.entries)
      if (entry.instance && entry.puzzle->format(o.to).one_instance_per_text())
        throw UsageError("the " + o.to + " format holds one instance per file; write the " +
                         std::to_string(readable) + " instances with -o DIR");
  if (to_directory) {
    fs::create_directories(o.output, ec);
    if (!fs::is_directory(o.output, ec)) throw CantCreateError(o.output + ": cannot create this directory");
  }

  int code = kOk;
  std::string stream;
  bool first = true;
  const Format* last = nullptr;  // the format of the stream so far, which closes it
  std::set<std::string> shared_written;
  for (const Entry& entry : all.entries) {
    if (!entry.instance) {
      std::cerr << "puzzlegen: " << entry.error << "\n";
      code = std::max(code, entry.status);
      continue;
    }
    const Format& format = entry.puzzle->format(o.to);
    std::string text;
    try {
      text = to_directory ? format.write(*entry.instance, options) : format.item(*entry.instance, options, first);
    } catch (const FormatError& e) {
      std::cerr << "puzzlegen: " << label(entry, all) << "error: " << e.what() << "; --to "
                << formats_that_can(*entry.puzzle, *entry.instance, options) << " can hold it\n";
      code = std::max(code, static_cast<int>(kBadInput));
      continue;
    }
    if (to_directory) {
      const fs::path path = fs::path(o.output) / converted_name(entry, format);
      emit_into_directory(path.string(), text, o.force);
      for (const NamedText& extra : format.companions(*entry.instance, options))
        emit_into_directory(fs::path(path).replace_extension(extra.name).string(), extra.text, o.force);
      if (auto shared = format.directory_file(options); shared && shared_written.insert(shared->name).second)
        emit_into_directory((fs::path(o.output) / shared->name).string(), shared->text, o.force);
    } else {
      stream += text;
      first = false;
      last = &format;
    }
  }
  if (last != nullptr) stream += last->closing();
  if (!to_directory) emit(to_stdout ? std::nullopt : std::optional(o.output), stream);
  return code;
}

}  // namespace

Command add_convert(CLI::App& app) {
  auto o = std::make_shared<ConvertOptions>();
  CLI::App* command = app.add_subcommand("convert", "Convert instances to another format");
  command->add_option("files", o->files, "Instance files or directories, or - for standard input")->required();
  command->add_option("--puzzle,-p", o->input.puzzle, "Puzzle (" + puzzle_names() + "); detected when omitted");
  command->add_option("--format,-f", o->input.format, "Input format (" + format_list() + "); detected when omitted");
  add_rules(command, o->input.rules);
  command->add_option("--to,-t", o->to, "Output format (" + format_list() + ")")->required();
  command->add_option("-o,--output", o->output,
                      "Output file (default: standard output); a directory (existing, or new with several "
                      "instances) gets one file per instance");
  command->add_flag("--force", o->force, "In a directory, replace files of other content");
  command->add_option("--domain-name", o->domain_name, "PDDL output: the domain name problems refer to");
  return {command, [o] { return convert(*o); }};
}

}  // namespace pg::cli
