// puzzlegen completion: a shell completion script written by the binary from
// its own command line and the catalogue, so that it offers exactly the
// commands, options, puzzles, formats, rule sets and choices of the binary
// that printed it, and never goes stale when a puzzle or an option is added.
#include <algorithm>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "puzzlegen/api.hpp"

namespace pg::cli {
namespace {

const std::vector<std::string> kShells{"bash"};

using Words = std::vector<std::string>;

void add_once(Words& words, const std::string& word) {
  if (std::find(words.begin(), words.end(), word) == words.end()) words.push_back(word);
}

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

std::string joined(const Words& words) {
  std::string out;
  for (const std::string& word : words) out += (out.empty() ? "" : " ") + word;
  return out;
}

// " echo 'WORDS'", or nothing for none.
std::string echo(const Words& words) { return words.empty() ? "" : " echo " + quoted(joined(words)); }

// A list of values, and what it narrows to once the command line names a
// puzzle (formats, rule sets and generator options differ by puzzle).
struct Values {
  Words any;  // before a puzzle is named, or for a name the catalogue lacks
  std::vector<std::pair<std::string, Words>> by_puzzle;  // empty: the same for every puzzle
};

// The values the script can offer, by kind.
std::map<std::string, Values> value_table(const CLI::App& root) {
  std::map<std::string, Values> table;
  const std::vector<api::PuzzleInfo> puzzles = api::puzzles();
  auto narrowed = [&](const std::string& kind, const std::function<Words(const api::PuzzleInfo&)>& of) {
    Values& values = table[kind];
    for (const api::PuzzleInfo& puzzle : puzzles) {
      Words words = of(puzzle);
      for (const std::string& word : words) add_once(values.any, word);
      values.by_puzzle.emplace_back(puzzle.name, std::move(words));
    }
  };
  for (const api::PuzzleInfo& puzzle : puzzles) {
    add_once(table["puzzle"].any, puzzle.name);
    if (!puzzle.domain.empty()) add_once(table["domain-puzzle"].any, puzzle.name);
  }
  narrowed("format", [](const api::PuzzleInfo& puzzle) { return puzzle.formats; });
  narrowed("rules", [](const api::PuzzleInfo& puzzle) { return puzzle.rule_sets; });
  narrowed("domain-name", [](const api::PuzzleInfo& puzzle) {
    Words names;
    if (puzzle.domain.empty()) return names;
    names.push_back(puzzle.domain);
    names.insert(names.end(), puzzle.domain_aliases.begin(), puzzle.domain_aliases.end());
    return names;
  });
  std::set<std::string> choice_options;
  for (const api::PuzzleInfo& puzzle : puzzles)
    for (const api::OptionInfo& spec : puzzle.options)
      if (!spec.choices.empty()) choice_options.insert(spec.name);
  for (const std::string& name : choice_options)
    narrowed("choice-" + name, [&](const api::PuzzleInfo& puzzle) {
      for (const api::OptionInfo& spec : puzzle.options)
        if (spec.name == name) return spec.choices;
      return Words{};
    });
  table["difficulty"].any = api::difficulty_names();
  for (const CLI::App* command : root.get_subcommands(std::function<bool(const CLI::App*)>{}))
    table["command"].any.push_back(command->get_name());
  table["shell"].any = kShells;
  return table;
}

// Every generator option some puzzle offers, and which puzzles offer it: a
// command line that names a puzzle is offered only that puzzle's options.
std::map<std::string, std::set<std::string>> puzzle_options() {
  std::map<std::string, std::set<std::string>> offered_by;
  for (const api::PuzzleInfo& puzzle : api::puzzles())
    for (const api::OptionInfo& spec : puzzle.options) offered_by[spec.name].insert(puzzle.name);
  return offered_by;
}

// What the value of an option (or a positional) is, as the script names it:
// empty for a flag, "none" when there is nothing to offer (a number, a size),
// "file" for a path, else a kind of value_table.
std::string value_kind(const CLI::App& command, const CLI::Option& option,
                       const std::map<std::string, Values>& values,
                       const std::map<std::string, std::set<std::string>>& generator_options) {
  if (option.get_items_expected_max() == 0) return "";
  const std::string& name = option.get_single_name();
  if (name == "puzzle") return command.get_name() == "domain" ? "domain-puzzle" : "puzzle";
  if (name == "format" || name == "to") return "format";
  if (values.count(name) > 0) return name;
  if (values.count("choice-" + name) > 0) return "choice-" + name;
  // Seeds, indices and sizes are text only to be parsed strictly.
  if (generator_options.count(name) > 0 || name == "size" || name == "seed" || name == "index" ||
      option.get_type_name().rfind("TEXT", 0) != 0)
    return "none";
  return "file";
}

struct Script {
  std::ostringstream options;          // _puzzlegen_options's cases
  std::map<std::string, Words> kinds;  // kind -> "COMMAND OPTION" patterns
};

// One command's (the root's when `name` is empty) options and the kinds of
// its values.
void describe(const std::string& name, const CLI::App& command, const std::map<std::string, Values>& values,
              const std::map<std::string, std::set<std::string>>& generator_options, Script& script) {
  Words common;
  std::map<std::string, Words> of_puzzle;  // puzzle -> its generator options
  Words all_puzzle_options;
  int positional = 0;
  for (const CLI::Option* option : command.get_options()) {
    if (option->get_group().empty()) continue;  // hidden
    const std::string kind = value_kind(command, *option, values, generator_options);
    if (!option->nonpositional()) {
      if (!kind.empty()) script.kinds[kind].push_back(name + " #" + std::to_string(positional));
      ++positional;
      continue;
    }
    Words names;
    for (const std::string& s : option->get_snames()) names.push_back("-" + s);
    for (const std::string& l : option->get_lnames()) names.push_back("--" + l);
    if (!kind.empty())
      for (const std::string& n : names) script.kinds[kind].push_back(name + " " + n);
    auto offered = generator_options.find(option->get_single_name());
    if (offered == generator_options.end()) {
      common.insert(common.end(), names.begin(), names.end());
      continue;
    }
    all_puzzle_options.insert(all_puzzle_options.end(), names.begin(), names.end());
    for (const std::string& puzzle : offered->second)
      of_puzzle[puzzle].insert(of_puzzle[puzzle].end(), names.begin(), names.end());
  }
  std::ostringstream& out = script.options;
  out << "    " << quoted(name) << ")\n      echo " << quoted(joined(common)) << '\n';
  if (!all_puzzle_options.empty()) {
    out << "      case $2 in\n";
    for (const api::PuzzleInfo& puzzle : api::puzzles())
      out << "        " << quoted(puzzle.name) << ")" << echo(of_puzzle[puzzle.name]) << " ;;\n";
    out << "        *) echo " << quoted(joined(all_puzzle_options)) << " ;;\n      esac\n";
  }
  out << "      ;;\n";
}

// The words of `values`, narrowed by the puzzle in $2 when they differ by
// puzzle.
void write_values(std::ostream& out, const std::string& kind, const Values& values) {
  out << "    " << quoted(kind) << ")\n";
  if (values.by_puzzle.empty()) {
    out << "      echo " << quoted(joined(values.any)) << " ;;\n";
    return;
  }
  out << "      case $2 in\n";
  for (const auto& [puzzle, words] : values.by_puzzle)
    out << "        " << quoted(puzzle) << ")" << echo(words) << " ;;\n";
  out << "        *) echo " << quoted(joined(values.any)) << " ;;\n      esac ;;\n";
}

// The part of the script that is the same for every catalogue: it reads the
// words before the cursor (the command, the puzzle named so far, how many
// positionals), then offers what the word under the cursor can be.
constexpr const char* kDriver = R"bash(# Completes the word under the cursor from COMP_WORDS and COMP_CWORD.
_puzzlegen() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev= command= puzzle= option= prefix= kind= ended=
  local word value i=1 n=0
  COMPREPLY=()
  while (( i < COMP_CWORD )); do
    word=${COMP_WORDS[i]}
    i=$((i + 1))
    if [[ -z $ended && $word == -?* ]]; then
      if [[ $word == -- ]]; then ended=1; continue; fi
      kind=$(_puzzlegen_kind "$command" "${word%%=*}")
      [[ -n $kind ]] || continue  # a flag
      if [[ $word == *=* ]]; then
        value=${word#*=}
      else
        # Bash splits --format=json at '=' (COMP_WORDBREAKS) into three words.
        [[ ${COMP_WORDS[i]} == = ]] && i=$((i + 1))
        (( i < COMP_CWORD )) || break  # the cursor is on this option's value
        value=${COMP_WORDS[i]}
        i=$((i + 1))
      fi
      [[ $kind == puzzle ]] && puzzle=$value
    elif [[ -z $command ]]; then
      command=$word
    else
      [[ $(_puzzlegen_kind "$command" "#$n") == puzzle ]] && puzzle=$word
      n=$((n + 1))
    fi
  done

  (( COMP_CWORD > 1 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
  if [[ -z $ended ]]; then
    if [[ $cur == = && $prev == -?* ]]; then
      option=$prev cur=
    elif [[ $prev == = ]] && (( COMP_CWORD > 2 )); then
      option=${COMP_WORDS[COMP_CWORD-2]}
    elif [[ $cur == --*=* ]]; then  # '=' taken out of COMP_WORDBREAKS
      option=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=}
    elif [[ $prev == -?* ]]; then
      option=$prev
    fi
  fi
  [[ -n $option ]] && kind=$(_puzzlegen_kind "$command" "$option")
  if [[ -z $option || -z $kind ]]; then
    if [[ -z $ended && $cur == -* ]]; then
      mapfile -t COMPREPLY < <(compgen -W "$(_puzzlegen_options "$command" "$puzzle")" -- "$cur")
      return 0
    fi
    if [[ -z $command ]]; then kind=command; else kind=$(_puzzlegen_kind "$command" "#$n"); fi
  fi
  case $kind in
    file)
      compopt -o filenames 2>/dev/null
      mapfile -t COMPREPLY < <(compgen -P "$prefix" -f -- "$cur") ;;
    none|'') ;;
    *) mapfile -t COMPREPLY < <(compgen -P "$prefix" -W "$(_puzzlegen_values "$kind" "$puzzle")" -- "$cur") ;;
  esac
  return 0
}
complete -F _puzzlegen puzzlegen
)bash";

std::string bash_script(const CLI::App& root) {
  const auto values = value_table(root);
  const auto generator_options = puzzle_options();
  Script script;
  describe("", root, values, generator_options, script);
  for (const CLI::App* command : root.get_subcommands(std::function<bool(const CLI::App*)>{}))
    describe(command->get_name(), *command, values, generator_options, script);

  std::ostringstream out;
  out << "# bash completion for puzzlegen " PUZZLEGEN_VERSION ", as 'puzzlegen completion bash' writes it:\n"
         "# its commands, options, puzzles and formats are those of the binary that wrote it.\n"
         "# Load it with: source <(puzzlegen completion bash)\n\n";
  out << "# The options of command $1 ('' before the command), for puzzle $2 when named.\n"
         "_puzzlegen_options() {\n  case $1 in\n"
      << script.options.str() << "  esac\n}\n\n";
  out << "# What the value of command $1's option $2 (#N: its Nth positional) is:\n"
         "# nothing for a flag, none, file, or a kind of _puzzlegen_values.\n"
         "_puzzlegen_kind() {\n  case \"$1 $2\" in\n";
  for (const auto& [kind, patterns] : script.kinds) {
    out << "    ";
    for (std::size_t i = 0; i < patterns.size(); ++i) out << (i ? "|" : "") << quoted(patterns[i]);
    out << ") echo " << kind << " ;;\n";
  }
  out << "  esac\n}\n\n";
  out << "# The values of kind $1, for puzzle $2 when named.\n_puzzlegen_values() {\n  case $1 in\n";
  for (const auto& [kind, v] : values) write_values(out, kind, v);
  out << "  esac\n}\n\n" << kDriver;
  return out.str();
}

}  // namespace

Command add_completion(CLI::App& app) {
  auto shell = std::make_shared<std::string>();
  CLI::App* command =
      app.add_subcommand("completion", "Print a shell completion script (bash): source <(puzzlegen completion bash)");
  command->add_option("shell", *shell, "Shell (" + joined(kShells) + ")")->required();
  // The script describes the whole command line, known only once every
  // command is added: it is read from the root when it runs.
  const CLI::App* root = &app;
  return {command, [root, shell] {
            if (std::find(kShells.begin(), kShells.end(), *shell) == kShells.end())
              throw UsageError("no completion for the shell '" + *shell + "'; puzzlegen completes in " +
                               joined(kShells) + " only");
            std::cout << bash_script(*root);
            check_stdout();
            return kOk;
          }};
}

}  // namespace pg::cli
