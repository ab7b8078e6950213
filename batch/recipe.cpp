#include "batch/recipe.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <utility>

#include "batch/fields.hpp"
#include "batch/seeding.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/suggest.hpp"
#include "core/text.hpp"

namespace pg::batch {
namespace {

// The tokens of a recipe line up to a comment (a token starting with '#').
std::vector<Token> tokens_of(std::string_view line) {
  std::vector<Token> tokens = split_tokens(line);
  for (std::size_t i = 0; i < tokens.size(); ++i)
    if (tokens[i].text.front() == '#') {
      tokens.resize(i);
      break;
    }
  return tokens;
}

std::string joined(const std::vector<std::string>& names, std::string_view separator = ", ") {
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : std::string(separator)) + name;
  return list;
}

// A comma-separated list, each item with its column; no item may be empty or
// come twice.
std::vector<Token> list_items(const Token& value, int line) {
  std::vector<Token> items;
  std::size_t start = 0;
  for (;;) {
    std::size_t comma = value.text.find(',', start);
    std::string_view item = value.text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    const int column = value.column + static_cast<int>(start);
    if (item.empty()) throw InputError("empty item in the list " + describe_token(value.text), line, column);
    for (const Token& earlier : items)
      if (earlier.text == item) throw InputError(describe_token(item) + " comes twice in the list", line, column);
    items.push_back({item, column});
    if (comma == std::string_view::npos) return items;
    start = comma + 1;
  }
}

// "14", "10x14" or "3..12" (every square from 3x3 to 12x12).
std::vector<std::pair<int, int>> sizes_of(const Token& item, int line) {
  auto side = [&](std::string_view part) {
    int value = 0;
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    if (part.empty() || !all_digits(part) || error != std::errc() || end != part.data() + part.size() || value <= 0 ||
        value > 9999)
      throw InputError("expected a size such as 14, 10x14 or 3..12 (squares), found " + describe_token(item.text),
                       line, item.column);
    return value;
  };
  std::vector<std::pair<int, int>> sizes;
  if (auto dots = item.text.find(".."); dots != std::string_view::npos) {
    int lo = side(item.text.substr(0, dots)), hi = side(item.text.substr(dots + 2));
    if (hi < lo) throw InputError("the range " + describe_token(item.text) + " is empty", line, item.column);
    for (int n = lo; n <= hi; ++n) sizes.emplace_back(n, n);
    return sizes;
  }
  auto x = item.text.find_first_of("xX");
  if (x == std::string_view::npos) {
    int n = side(item.text);
    sizes.emplace_back(n, n);
  } else {
    sizes.emplace_back(side(item.text.substr(0, x)), side(item.text.substr(x + 1)));
  }
  return sizes;
}

// A relative directory of plain names: no way out of the output directory,
// nothing a shell or a CSV field would need quoted.
void check_dir(const Token& value, int line) {
  auto fail = [&](const std::string& why) {
    throw InputError("invalid --dir " + describe_token(value.text) + ": " + why, line, value.column);
  };
  std::size_t start = 0;
  for (;;) {
    std::size_t slash = value.text.find('/', start);
    std::string_view part = value.text.substr(start, slash == std::string_view::npos ? slash : slash - start);
    if (part.empty() || part == "." || part == "..")
      fail("expected names separated by '/', none of them empty, '.' or '..'");
    for (char c : part)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '_' || c == '-'))
        fail("a name holds ASCII letters, digits, '.', '_' and '-' only");
    if (start == 0 && part.rfind("manifest", 0) == 0) fail("names starting with 'manifest' are the manifest's");
    if (slash == std::string_view::npos) return;
    start = slash + 1;
  }
}

std::vector<std::string> puzzle_names() {
  std::vector<std::string> names;
  for (const api::PuzzleInfo& puzzle : api::puzzles()) names.push_back(puzzle.name);
  return names;
}

// A line that starts with neither 'seed' nor a puzzle.
InputError unknown_first_word(const Token& word, int line) {
  const std::vector<std::string> names = puzzle_names();
  // "sed 1" is as likely a slip as "takuzo --size 6".
  std::vector<std::string> firsts = names;
  firsts.emplace_back("seed");
  return InputError(with_suggestion("unknown puzzle " + describe_token(word.text), nearest_names(word.text, firsts),
                                    "a line is 'seed N' or an entry, " + joined(names, "|") + " and its options"),
                    line, word.column);
}

bool is_puzzle(std::string_view name) {
  const std::vector<std::string> names = puzzle_names();
  return std::find(names.begin(), names.end(), name) != names.end();
}

// An entry's options as given: every option once, its value the next token
// or after '='.
class EntryOptions {
 public:
  EntryOptions(const std::vector<Token>& tokens, int line, const api::PuzzleInfo& puzzle) {
    for (const api::OptionInfo& option : puzzle.options) generator_.push_back(option.name);
    for (std::size_t i = 1; i < tokens.size(); ++i) {
      const Token& option = tokens[i];
      if (option.text.rfind("--", 0) != 0 || option.text.size() < 3)
        throw InputError("expected an option such as --size, found " + describe_token(option.text), line,
                         option.column);
      std::string_view text = option.text.substr(2);
      std::string key;
      Token value;
      if (auto equals = text.find('='); equals != std::string_view::npos) {
        key = std::string(text.substr(0, equals));
        value = {text.substr(equals + 1), option.column + 2 + static_cast<int>(equals) + 1};
      } else {
        key = std::string(text);
        if (i + 1 >= tokens.size())
          throw InputError("--" + key + " needs a value", line, option.column + static_cast<int>(option.text.size()));
        value = tokens[++i];
      }
      if (!known(key)) throw unknown(key, option, line, puzzle.name);
      if (given_.count(key) > 0) throw InputError("--" + key + " is given twice", line, option.column);
      if (value.text.empty()) throw InputError("--" + key + " needs a value", line, value.column);
      given_.emplace(key, std::pair(option, value));
    }
  }

  const Token* value(const std::string& key) const {
    auto it = given_.find(key);
    return it == given_.end() ? nullptr : &it->second.second;
  }
  const Token& option(const std::string& key) const { return given_.at(key).first; }
  const std::vector<std::string>& generator() const { return generator_; }

 private:
  static constexpr std::string_view kOwn[] = {"size", "difficulty", "count", "format", "rules", "domain-name", "dir"};

  bool known(const std::string& key) const {
    return std::find(std::begin(kOwn), std::end(kOwn), key) != std::end(kOwn) ||
           std::find(generator_.begin(), generator_.end(), key) != generator_.end();
  }

  InputError unknown(const std::string& key, const Token& option, int line, const std::string& name) const {
    if (key == "seed" || key == "index")
      return InputError("an entry takes no --" + key + ": its instances are seeded from the recipe's 'seed' line",
                        line, option.column);
    for (const api::PuzzleInfo& other : api::puzzles())
      for (const api::OptionInfo& spec : other.options)
        if (spec.name == key)
          return InputError("--" + key + " is not an option of the " + name + " generator", line, option.column);
    std::vector<std::string> bare(std::begin(kOwn), std::end(kOwn)), all;
    bare.insert(bare.end(), generator_.begin(), generator_.end());
    for (const std::string& o : bare) all.push_back("--" + o);
    // Compared without the dashes, as the command line's options are.
    std::vector<std::string> meant = nearest_names(key, bare);
    for (std::string& o : meant) o = "--" + o;
    return InputError(with_suggestion("unknown option --" + key, meant, "a " + name + " entry takes " + joined(all)),
                      line, option.column);
  }

  std::vector<std::string> generator_;
  std::map<std::string, std::pair<Token, Token>> given_;  // name -> (option, value)
};

// A UsageError of the API as an error of the recipe at `column`.
template <class Call>
auto at_column(int line, int column, Call&& call) {
  try {
    return call();
  } catch (const UsageError& e) {
    throw InputError(e.what(), line, column);
  }
}

std::vector<Difficulty> difficulties_of(const EntryOptions& options, int line) {
  const Token* value = options.value("difficulty");
  if (value == nullptr) return {Difficulty::medium};
  std::vector<Difficulty> difficulties;
  for (const Token& item : list_items(*value, line)) {
    try {
      difficulties.push_back(api::difficulty(item.text));
    } catch (const UsageError&) {
      throw InputError(api::unknown_difficulty(describe_token(item.text), item.text), line, item.column);
    }
  }
  return difficulties;
}

// One entry line: PUZZLE --size ... [--difficulty ...] [--count N]
// [--format ...] [--rules R] [--domain-name D] [--dir DIR] [generator options].
Entry parse_entry(const std::vector<Token>& tokens, int line, int number, std::uint64_t recipe_seed,
                  const std::function<void()>& on_attempt) {
  Entry entry;
  entry.number = number;
  entry.line = line;
  if (!is_puzzle(tokens[0].text)) throw unknown_first_word(tokens[0], line);
  const api::PuzzleInfo puzzle = api::puzzle(tokens[0].text);
  const std::string& name = puzzle.name;
  entry.puzzle = name;
  const EntryOptions options(tokens, line, puzzle);

  if (options.value("size") == nullptr) throw InputError("the " + name + " entry needs --size", line, tokens[0].column);
  entry.seed = entry_seed(recipe_seed, static_cast<std::uint64_t>(number));
  if (const Token* count = options.value("count")) entry.count = whole_number(*count, line, 1, kMaxCount, "a count");
  entry.width = std::max<int>(4, static_cast<int>(std::to_string(entry.count - 1).size()));
  const std::vector<Difficulty> difficulties = difficulties_of(options, line);

  std::vector<Token> format_items;
  if (const Token* value = options.value("format")) format_items = list_items(*value, line);
  for (const Token& item : format_items) {
    if (std::find(puzzle.formats.begin(), puzzle.formats.end(), item.text) == puzzle.formats.end())
      throw InputError(with_suggestion("the " + name + " puzzle has no format " + describe_token(item.text),
                                       nearest_names(item.text, puzzle.formats), "it has " + joined(puzzle.formats)),
                       line, item.column);
    entry.formats.emplace_back(item.text);
  }
  if (entry.formats.empty()) entry.formats.push_back(api::format_name(name, ""));
  for (const std::string& format : entry.formats) entry.extensions.push_back(api::extension(name, format));

  std::string rules;
  if (const Token* value = options.value("rules"))
    rules = at_column(line, value->column, [&] { return api::stored_rules(name, std::string(value->text)); });

  if (const Token* value = options.value("dir")) {
    check_dir(*value, line);
    entry.dir = std::string(value->text);
  }

  if (const Token* value = options.value("domain-name")) {
    const bool pddl = std::any_of(entry.formats.begin(), entry.formats.end(), [&](const std::string& format) {
      return api::directory_file(name, format).has_value();
    });
    if (!pddl)
      throw InputError("--domain-name names the domain of PDDL problems, and this entry writes none (--format)",
                       line, options.option("domain-name").column);
    entry.write.domain_name = std::string(value->text);
    for (const std::string& format : entry.formats) {
      try {
        (void)api::directory_file(name, format, entry.write);
      } catch (const FormatError& e) {
        throw InputError(e.what(), line, value->column);
      }
    }
  }

  // Each generator option alone first, so that an error points at its value.
  std::map<std::string, std::string> option_texts;
  for (const std::string& option : options.generator()) {
    const Token* value = options.value(option);
    if (value == nullptr) continue;
    at_column(line, value->column, [&] { api::check_options(name, {{option, std::string(value->text)}}); });
    option_texts[option] = std::string(value->text);
  }

  // One generation per size and difficulty, each checked now (sizes the
  // generator makes, options that fit them, formats that can write them), so
  // that no work starts on a recipe that would fail half-way. No time limit:
  // whether an instance is made must not depend on the machine or its load;
  // only the number of attempts bounds the work.
  for (const Token& item : list_items(*options.value("size"), line)) {
    for (auto [rows, cols] : sizes_of(item, line)) {
      for (Difficulty difficulty : difficulties) {
        api::GenerateRequest request;
        request.puzzle = name;
        request.rows = rows;
        request.cols = cols;
        request.difficulty = difficulty;
        request.seed = entry.seed;
        request.rules = rules;
        request.options = option_texts;
        request.threads = 1;
        request.time_limit.reset();
        request.on_attempt = on_attempt;
        entry.generations.push_back(at_column(line, item.column, [&] { return api::Generation(request); }));
      }
      for (std::size_t f = 0; f < entry.formats.size(); ++f)
        if (std::optional<std::string> fault = api::cannot_write(name, entry.formats[f], rows, cols, entry.write))
          throw InputError("the " + entry.formats[f] + " format cannot write " + size_string(rows, cols) + ": " +
                               *fault,
                           line, format_items.empty() ? item.column : format_items[f].column);
    }
  }
  return entry;
}

}  // namespace

Recipe parse_recipe(std::string_view text, const std::function<void()>& on_attempt) {
  Recipe recipe;
  bool seeded = false;
  std::vector<std::pair<std::vector<Token>, int>> entry_lines;
  for (const Line& line : split_lines(text)) {
    std::vector<Token> tokens = tokens_of(line.text);
    if (tokens.empty()) continue;
    if (tokens[0].text == "seed") {
      if (seeded) throw InputError("a second 'seed' line; a recipe has one", line.number, tokens[0].column);
      if (tokens.size() < 2) throw InputError("'seed' needs a number", line.number, tokens[0].column + 4);
      if (tokens.size() > 2)
        throw InputError("unexpected " + describe_token(tokens[2].text) + " after the seed", line.number,
                         tokens[2].column);
      recipe.seed = whole_number(tokens[1], line.number, 0, UINT64_MAX, "a seed (a whole number)");
      seeded = true;
      continue;
    }
    entry_lines.emplace_back(std::move(tokens), line.number);
  }
  if (!seeded) {
    // Most likely the seed line is there, mistyped ("sed 1"): its place says more.
    for (const auto& [tokens, line] : entry_lines)
      if (!is_puzzle(tokens[0].text)) throw unknown_first_word(tokens[0], line);
    throw InputError("the recipe has no 'seed N' line");
  }
  if (entry_lines.empty()) throw InputError("the recipe has no entries (PUZZLE --size ...)");
  // Parsed once the seed is known, wherever its line is.
  int number = 0;
  for (const auto& [tokens, line] : entry_lines)
    recipe.entries.push_back(parse_entry(tokens, line, ++number, recipe.seed, on_attempt));
  return recipe;
}

Recipe load_recipe(const std::string& path, const std::function<void()>& on_attempt) {
  const std::string text = api::read_file(path);
  return api::located_in(path, [&] { return parse_recipe(text, on_attempt); });
}

}  // namespace pg::batch
