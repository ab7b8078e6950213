// puzzlegen corpus: a whole corpus from a recipe. Every instance is a pure
// function of (recipe seed, entry, size, difficulty, index), so the bytes are
// the same whatever --jobs, however the recipe is split into shards, and
// after an interrupted run that --resume finishes. The manifest, written
// last, lists every file with its sha256; verify_manifest checks a corpus
// against it.
#include "cli/corpus.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <thread>
#include <vector>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "core/digest.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/parallel.hpp"
#include "core/suggest.hpp"
#include "core/temporary.hpp"
#include "core/text.hpp"
#include "generator/generate.hpp"
#include "puzzlegen/api.hpp"
#include "puzzles/catalogue.hpp"
#include "verifier/verify.hpp"

namespace pg::cli {
namespace {

namespace fs = std::filesystem;

constexpr std::uint64_t kMaxCount = 1000000;

// ---------------------------------------------------------------------------
// Seeding

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// The generate seed of entry `number` (from 1): the high 32 bits of
// splitmix64(splitmix64(recipe seed) xor number). A function of the recipe
// alone, so no run, shard or machine changes it; 32 bits keep file names
// short, and two entries that would share a seed and a job would share file
// names too, which the plan refuses.
std::uint64_t entry_seed(std::uint64_t recipe_seed, std::uint64_t number) {
  return splitmix64(splitmix64(recipe_seed) ^ number) >> 32;
}

// ---------------------------------------------------------------------------
// The recipe

struct Entry {
  int number = 0;  // from 1, in the recipe's order
  int line = 0;
  const Puzzle* puzzle = nullptr;
  std::uint64_t seed = 0;
  std::vector<Job> jobs;  // one per size and difficulty, sizes outer
  std::vector<const Format*> formats;
  std::uint64_t count = 1;
  std::string dir;  // a subdirectory of the output, or empty
  WriteOptions write;
  int width = 4;  // digits of the index in file names
};

struct Recipe {
  std::uint64_t seed = 0;
  std::vector<Entry> entries;
};

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

std::uint64_t whole_number(const Token& token, int line, std::uint64_t lo, std::uint64_t hi, std::string_view what) {
  std::uint64_t value = 0;
  const char* first = token.text.data();
  const char* last = first + token.text.size();
  auto [end, error] = std::from_chars(first, last, value);
  if (token.text.empty() || end != last || !all_digits(token.text))
    throw InputError("expected " + std::string(what) + ", found " + describe_token(token.text), line, token.column);
  if (error == std::errc::result_out_of_range || value < lo || value > hi)
    throw InputError(std::string(what) + " must be from " + std::to_string(lo) + " to " + std::to_string(hi) +
                         ", found " + describe_token(token.text),
                     line, token.column);
  return value;
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
        fail("a name holds letters, digits, '.', '_' and '-' only");
    if (start == 0 && part.rfind("manifest", 0) == 0) fail("names starting with 'manifest' are the manifest's");
    if (slash == std::string_view::npos) return;
    start = slash + 1;
  }
}

// A line that starts with neither 'seed' nor a puzzle.
InputError unknown_first_word(const Token& word, int line) {
  std::vector<std::string> names;
  for (const api::PuzzleInfo& puzzle : api::puzzles()) names.push_back(puzzle.name);
  // "sed 1" is as likely a slip as "takuzo --size 6".
  std::vector<std::string> firsts = names;
  firsts.emplace_back("seed");
  return InputError(with_suggestion("unknown puzzle " + describe_token(word.text), nearest_names(word.text, firsts),
                                    "a line is 'seed N' or an entry, " + joined(names, "|") + " and its options"),
                    line, word.column);
}

// One entry line: PUZZLE --size ... [--difficulty ...] [--count N]
// [--format ...] [--rules R] [--domain-name D] [--dir DIR] [generator options].
Entry parse_entry(const std::vector<Token>& tokens, int line, int number, std::uint64_t recipe_seed) {
  Entry entry;
  entry.number = number;
  entry.line = line;
  entry.puzzle = find_puzzle(tokens[0].text);
  if (entry.puzzle == nullptr) throw unknown_first_word(tokens[0], line);
  const Puzzle& puzzle = *entry.puzzle;
  const std::string name(puzzle.name());
  std::vector<std::string> builder_options;
  for (const OptionSpec& spec : puzzle.builder.options()) builder_options.push_back(spec.name);
  const std::vector<std::string> own = {"size", "difficulty", "count", "format", "rules", "domain-name", "dir"};

  // Every option once, its value the next token or after '='.
  std::map<std::string, std::pair<Token, Token>> given;  // name -> (option, value)
  for (std::size_t i = 1; i < tokens.size(); ++i) {
    const Token& option = tokens[i];
    if (option.text.rfind("--", 0) != 0 || option.text.size() < 3)
      throw InputError("expected an option such as --size, found " + describe_token(option.text), line, option.column);
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
    const bool known = std::find(own.begin(), own.end(), key) != own.end() ||
                       std::find(builder_options.begin(), builder_options.end(), key) != builder_options.end();
    if (!known) {
      if (key == "seed" || key == "index")
        throw InputError("an entry takes no --" + key + ": its instances are seeded from the recipe's 'seed' line",
                         line, option.column);
      bool other = false;
      for (const Puzzle& p : puzzles())
        for (const OptionSpec& spec : p.builder.options()) other = other || spec.name == key;
      if (other)
        throw InputError("--" + key + " is not an option of the " + name + " generator", line, option.column);
      std::vector<std::string> bare = own, all;
      bare.insert(bare.end(), builder_options.begin(), builder_options.end());
      for (const std::string& o : bare) all.push_back("--" + o);
      // Compared without the dashes, as the command line's options are.
      std::vector<std::string> meant = nearest_names(key, bare);
      for (std::string& o : meant) o = "--" + o;
      throw InputError(with_suggestion("unknown option --" + key, meant, "a " + name + " entry takes " + joined(all)),
                       line, option.column);
    }
    if (given.count(key) > 0) throw InputError("--" + key + " is given twice", line, option.column);
    if (value.text.empty()) throw InputError("--" + key + " needs a value", line, value.column);
    given.emplace(key, std::pair(option, value));
  }
  auto value_of = [&](const std::string& key) -> const Token* {
    auto it = given.find(key);
    return it == given.end() ? nullptr : &it->second.second;
  };

  if (value_of("size") == nullptr)
    throw InputError("the " + name + " entry needs --size", line, tokens[0].column);
  entry.seed = entry_seed(recipe_seed, static_cast<std::uint64_t>(number));
  if (const Token* count = value_of("count")) entry.count = whole_number(*count, line, 1, kMaxCount, "a count");
  entry.width = std::max<int>(4, static_cast<int>(std::to_string(entry.count - 1).size()));

  std::vector<Difficulty> difficulties = {Difficulty::medium};
  if (const Token* value = value_of("difficulty")) {
    difficulties.clear();
    for (const Token& item : list_items(*value, line)) {
      auto difficulty = parse_difficulty(item.text);
      if (!difficulty)
        throw InputError(api::unknown_difficulty(describe_token(item.text), item.text), line, item.column);
      difficulties.push_back(*difficulty);
    }
  }

  std::vector<Token> format_items;
  if (const Token* value = value_of("format")) format_items = list_items(*value, line);
  for (const Token& item : format_items) {
    try {
      entry.formats.push_back(&puzzle.format(item.text));
    } catch (const UsageError&) {
      throw InputError(with_suggestion("the " + name + " puzzle has no format " + describe_token(item.text),
                                       nearest_names(item.text, puzzle.format_names()),
                                       "it has " + joined(puzzle.format_names())),
                       line, item.column);
    }
  }
  if (entry.formats.empty()) entry.formats.push_back(&puzzle.format(""));

  std::string rules;
  if (const Token* value = value_of("rules")) {
    try {
      rules = puzzle.rules_of(std::string(value->text));
    } catch (const UsageError& e) {
      throw InputError(e.what(), line, value->column);
    }
  }

  if (const Token* value = value_of("dir")) {
    check_dir(*value, line);
    entry.dir = std::string(value->text);
  }

  if (const Token* value = value_of("domain-name")) {
    bool pddl = std::any_of(entry.formats.begin(), entry.formats.end(),
                            [&](const Format* f) { return f->directory_file({}).has_value(); });
    if (!pddl)
      throw InputError("--domain-name names the domain of PDDL problems, and this entry writes none (--format)",
                       line, given.at("domain-name").first.column);
    entry.write.pddl_domain = std::string(value->text);
    for (const Format* format : entry.formats) {
      try {
        (void)format->directory_file(entry.write);
      } catch (const FormatError& e) {
        throw InputError(e.what(), line, value->column);
      }
    }
  }

  // Each generator option alone first, so that an error points at its value.
  std::map<std::string, std::string> option_texts;
  for (const std::string& option : builder_options) {
    const Token* value = value_of(option);
    if (value == nullptr) continue;
    try {
      (void)parse_options(puzzle.builder, name, {{option, std::string(value->text)}});
    } catch (const UsageError& e) {
      throw InputError(e.what(), line, value->column);
    }
    option_texts[option] = std::string(value->text);
  }
  const Json options = parse_options(puzzle.builder, name, option_texts);

  // One job per size and difficulty, each checked now (sizes the generator
  // makes, options that fit them, formats that can write them), so that no
  // work starts on a recipe that would fail half-way.
  for (const Token& item : list_items(*value_of("size"), line)) {
    for (auto [rows, cols] : sizes_of(item, line)) {
      for (Difficulty difficulty : difficulties) {
        GenerateRequest request;
        request.rows = rows;
        request.cols = cols;
        request.difficulty = difficulty;
        request.seed = entry.seed;
        request.rules = rules;
        request.options = options;
        try {
          entry.jobs.push_back(puzzle.job(std::move(request)));
        } catch (const UsageError& e) {
          throw InputError(e.what(), line, item.column);
        }
      }
      for (std::size_t f = 0; f < entry.formats.size(); ++f) {
        Instance blank;
        blank.puzzle = name;
        blank.rows = rows;
        blank.cols = cols;
        blank.rules = rules;
        blank.givens.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), kNone);
        try {
          (void)entry.formats[f]->write(blank, entry.write);
        } catch (const FormatError& e) {
          const int column = format_items.empty() ? item.column : format_items[f].column;
          throw InputError("the " + std::string(entry.formats[f]->name()) + " format cannot write " +
                               size_string(rows, cols) + ": " + e.what(),
                           line, column);
        }
      }
    }
  }
  return entry;
}

Recipe parse_recipe(std::string_view text) {
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
      if (find_puzzle(tokens[0].text) == nullptr) throw unknown_first_word(tokens[0], line);
    throw InputError("the recipe has no 'seed N' line");
  }
  if (entry_lines.empty()) throw InputError("the recipe has no entries (PUZZLE --size ...)");
  // Parsed once the seed is known, wherever its line is.
  int number = 0;
  for (const auto& [tokens, line] : entry_lines) recipe.entries.push_back(parse_entry(tokens, line, ++number, recipe.seed));
  return recipe;
}

// ---------------------------------------------------------------------------
// The plan: every instance of the recipe in a fixed order, and the files it
// writes

// "A/B" from "A" and "B"; "B" when A is empty.
std::string under(const std::string& dir, const std::string& name) { return dir.empty() ? name : dir + "/" + name; }

std::string parent_of(const std::string& path) {
  auto slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

// The path of a companion file: the instance's path with its extension.
std::string with_extension(const std::string& path, const std::string& extension) {
  return fs::path(path).replace_extension(extension).generic_string();
}

struct Planned {
  const Entry* entry = nullptr;
  const Job* job = nullptr;
  std::uint64_t index = 0;
  std::uint64_t number = 0;        // its place in the whole recipe, from 0
  std::vector<std::string> files;  // one per format of the entry, relative to the output
};

struct DirectoryFile {
  std::string path;
  std::string text;
  const Puzzle* puzzle = nullptr;
};

struct Plan {
  std::vector<Planned> instances;
  std::map<std::string, DirectoryFile> directory_files;  // by the directory they are in
};

// Entries in the recipe's order, then sizes, then difficulties, then index.
Plan make_plan(const Recipe& recipe) {
  Plan plan;
  std::map<std::string, int> written_by;  // file -> the line of the entry that writes it
  std::uint64_t number = 0;
  for (const Entry& entry : recipe.entries) {
    std::vector<std::string> dirs;
    for (const Format* format : entry.formats) {
      std::string dir = under(entry.dir, std::string(format->name()));
      dirs.push_back(dir);
      auto shared = format->directory_file(entry.write);
      if (!shared) continue;
      auto [at, fresh] = plan.directory_files.try_emplace(dir, DirectoryFile{under(dir, shared->name), shared->text,
                                                                             entry.puzzle});
      if (!fresh && at->second.text != shared->text)
        throw InputError(at->second.path + " would be written twice with other content (another --domain-name?); "
                         "give this entry its own --dir",
                         entry.line, 1);
    }
    for (const Job& job : entry.jobs) {
      for (std::uint64_t index = 0; index < entry.count; ++index) {
        Planned planned{&entry, &job, index, number++, {}};
        for (std::size_t f = 0; f < entry.formats.size(); ++f) {
          std::string file = under(dirs[f], job.file_name(index, entry.width, entry.formats[f]->extension()));
          auto [at, fresh] = written_by.try_emplace(file, entry.line);
          if (!fresh)
            throw InputError(file + " is written by the entry on line " + std::to_string(at->second) +
                                 " already; give this entry its own --dir",
                             entry.line, 1);
          planned.files.push_back(std::move(file));
        }
        plan.instances.push_back(std::move(planned));
      }
    }
  }
  return plan;
}

// ---------------------------------------------------------------------------
// The manifest

struct Row {
  std::string file;  // relative to the corpus directory, '/'-separated
  std::string puzzle, size, difficulty, rules;
  std::optional<std::uint64_t> clues, seed, index;  // none for a directory's file (a PDDL domain)
  std::string sha256;
  int line = 0;  // in a manifest read back
};

constexpr std::string_view kHeader = "file,puzzle,size,difficulty,rules,clues,seed,index,sha256";
constexpr int kFields = 9;

Row instance_row(const Planned& planned, const std::string& file, const Instance& instance, std::string_view text) {
  const GenerateRequest& request = planned.job->request();
  Row row;
  row.file = file;
  row.puzzle = request.puzzle;
  row.size = size_string(request.rows, request.cols);
  row.difficulty = std::string(to_string(request.difficulty));
  row.rules = request.rules;
  row.clues = static_cast<std::uint64_t>(instance.clue_count());
  row.seed = request.seed;
  row.index = planned.index;
  row.sha256 = sha256_hex(text);
  return row;
}

// The rows of each instance file (the file, then its companions), in the
// plan's order, with a directory's file (a PDDL domain) just before the first
// file in that directory: the same rows in the same order whether one run
// wrote them all or shards did.
std::vector<Row> ordered_rows(const Plan& plan, const std::vector<std::vector<Row>>& groups) {
  std::vector<Row> rows;
  std::set<std::string> listed_dirs;
  for (const std::vector<Row>& group : groups) {
    std::string dir = parent_of(group.front().file);
    auto shared = plan.directory_files.find(dir);
    if (shared != plan.directory_files.end() && listed_dirs.insert(dir).second) {
      Row row;
      row.file = shared->second.path;
      row.puzzle = std::string(shared->second.puzzle->name());
      row.sha256 = sha256_hex(shared->second.text);
      rows.push_back(std::move(row));
    }
    rows.insert(rows.end(), group.begin(), group.end());
  }
  return rows;
}

std::string number_text(const std::optional<std::uint64_t>& value) {
  return value ? std::to_string(*value) : std::string();
}

std::string csv_text(const std::vector<Row>& rows) {
  std::string out = std::string(kHeader) + "\n";
  for (const Row& r : rows)
    out += r.file + "," + r.puzzle + "," + r.size + "," + r.difficulty + "," + r.rules + "," + number_text(r.clues) +
           "," + number_text(r.seed) + "," + number_text(r.index) + "," + r.sha256 + "\n";
  return out;
}

// One file per line, so that two manifests compare line by line.
std::string json_text(const std::vector<Row>& rows) {
  auto text_or_null = [](const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); };
  auto number_or_null = [](const std::optional<std::uint64_t>& n) { return n ? Json(*n) : Json(nullptr); };
  std::string out = "{\"format\":\"puzzlegen-manifest\",\"version\":1,\"files\":[\n";
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& r = rows[i];
    Json row = Json::object();
    row["file"] = r.file;
    row["puzzle"] = r.puzzle;
    row["size"] = text_or_null(r.size);
    row["difficulty"] = text_or_null(r.difficulty);
    row["rules"] = text_or_null(r.rules);
    row["clues"] = number_or_null(r.clues);
    row["seed"] = number_or_null(r.seed);
    row["index"] = number_or_null(r.index);
    row["sha256"] = r.sha256;
    out += row.dump() + (i + 1 < rows.size() ? ",\n" : "\n");
  }
  return out + "]}\n";
}

// manifest.csv as csv_text writes it; InputError with the line and column of
// what is wrong.
std::vector<Row> parse_manifest(std::string_view text) {
  std::vector<Line> lines = split_lines(text);
  if (lines.empty() || lines.front().text != kHeader)
    throw InputError("expected the header '" + std::string(kHeader) + "'", 1, 1);
  std::vector<Row> rows;
  std::set<std::string> files;
  for (std::size_t l = 1; l < lines.size(); ++l) {
    const Line& line = lines[l];
    if (is_blank(line.text)) continue;
    std::vector<Token> fields;
    for (std::size_t start = 0;;) {
      std::size_t comma = line.text.find(',', start);
      fields.push_back({line.text.substr(start, comma == std::string_view::npos ? comma : comma - start),
                        static_cast<int>(start) + 1});
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
    if (static_cast<int>(fields.size()) != kFields)
      throw InputError("expected " + std::to_string(kFields) + " comma-separated fields (" + std::string(kHeader) +
                           "), found " + std::to_string(fields.size()),
                       line.number, fields.size() > kFields ? fields[kFields].column : 1);
    auto fail = [&](int field, const std::string& why) { throw InputError(why, line.number, fields[field].column); };
    Row row;
    row.line = line.number;
    row.file = std::string(fields[0].text);
    if (row.file.empty() || row.file.front() == '/') fail(0, "expected a file's path inside the corpus directory");
    for (std::size_t start = 0;;) {
      std::size_t slash = row.file.find('/', start);
      std::string part = row.file.substr(start, slash == std::string::npos ? slash : slash - start);
      if (part.empty() || part == "." || part == "..")
        fail(0, "expected a file's path inside the corpus directory, found " + describe_token(row.file));
      if (slash == std::string::npos) break;
      start = slash + 1;
    }
    if (!files.insert(row.file).second) fail(0, describe_token(row.file) + " is listed twice");
    row.puzzle = std::string(fields[1].text);
    const Puzzle* puzzle = find_puzzle(row.puzzle);
    if (puzzle == nullptr) fail(1, "unknown puzzle " + describe_token(row.puzzle));
    row.size = std::string(fields[2].text);
    if (!row.size.empty()) {
      auto x = row.size.find('x');
      if (x == std::string::npos || !all_digits(row.size.substr(0, x)) || !all_digits(row.size.substr(x + 1)))
        fail(2, "expected a size RxC, found " + describe_token(row.size));
    }
    row.difficulty = std::string(fields[3].text);
    if (!row.difficulty.empty() && !parse_difficulty(row.difficulty))
      fail(3, "unknown difficulty " + describe_token(row.difficulty));
    row.rules = std::string(fields[4].text);
    try {
      if (puzzle->rules_of(row.rules) != row.rules) fail(4, "the default rules are written as an empty field");
    } catch (const UsageError& e) {
      fail(4, e.what());
    }
    std::optional<std::uint64_t>* numbers[] = {&row.clues, &row.seed, &row.index};
    for (int n = 0; n < 3; ++n) {
      const Token& field = fields[5 + n];
      if (field.text.empty()) continue;
      *numbers[n] = whole_number(field, line.number, 0, UINT64_MAX, "a whole number");
    }
    row.sha256 = std::string(fields[8].text);
    if (row.sha256.size() != 64 || row.sha256.find_first_not_of("0123456789abcdef") != std::string::npos)
      fail(8, "expected a sha256 of 64 lowercase hexadecimal digits, found " + describe_token(row.sha256));
    // An instance's file (or companion) has every column; a directory's
    // file none but its puzzle.
    const bool instance = !row.size.empty() || !row.difficulty.empty() || row.clues || row.seed || row.index;
    if (instance) {
      for (int field : {2, 3, 5, 6, 7})
        if (fields[field].text.empty()) fail(field, "an instance's file has every column; this one is empty");
    } else if (!row.rules.empty()) {
      fail(4, "a file of no instance has no rules");
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

std::string manifest_base(std::uint64_t shard, std::uint64_t shards) {
  return shards == 1 ? "manifest" : "manifest-" + std::to_string(shard) + "-of-" + std::to_string(shards);
}

void write_manifest(const fs::path& root, const std::string& base, const std::vector<Row>& rows) {
  // The JSON first: manifest.csv is the one merge and verify read, and it
  // appears only once both are whole.
  api::write_whole((root / (base + ".json")).string(), json_text(rows), std::cout);
  api::write_whole((root / (base + ".csv")).string(), csv_text(rows), std::cout);
}

// ---------------------------------------------------------------------------
// Running a recipe

struct CorpusOptions {
  std::string recipe;
  std::string output;
  int jobs = 0;
  std::string shard;
  bool resume = false;
  bool force = false;
  bool merge = false;
  bool quiet = false;
  bool progress = false;
};

Recipe load_recipe(const std::string& path) {
  std::string text;
  try {
    text = read_input(path);
  } catch (const std::exception& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
  try {
    return parse_recipe(text);
  } catch (const InputError& e) {
    throw api::located(path, e);
  }
}

Plan load_plan(const std::string& path, const Recipe& recipe) {
  try {
    return make_plan(recipe);
  } catch (const InputError& e) {
    throw api::located(path, e);
  }
}

// "K/N", 1 <= K <= N.
std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text) {
  if (text.empty()) return {1, 1};
  auto slash = text.find('/');
  auto number = [&](std::string_view part, std::uint64_t& value) {
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    return !part.empty() && all_digits(part) && error == std::errc() && end == part.data() + part.size();
  };
  std::uint64_t k = 0, n = 0;
  if (slash == std::string::npos || !number(std::string_view(text).substr(0, slash), k) ||
      !number(std::string_view(text).substr(slash + 1), n) || n == 0 || k == 0 || k > n || n > kMaxCount)
    throw UsageError("invalid --shard '" + text + "': expected K/N with 1 <= K <= N, such as 2/8");
  return {k, n};
}

int thread_count(int jobs) {
  return jobs > 0 ? jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void make_directory(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!fs::is_directory(dir, ec)) throw CantCreateError(dir.string() + ": cannot create this directory");
}

// A run killed half-way through a write leaves its temporary beside the
// file; those of dead runs are removed from the directories this run writes,
// so that a resumed corpus holds nothing an uninterrupted run would not.
// Shards writing at the same time keep theirs: a live writer holds its lock.
void remove_leftovers(const fs::path& root, const std::set<std::string>& dirs) {
  for (const std::string& dir : dirs) remove_dead_temporaries(root / dir);
}

void remove_if_file(const fs::path& path) {
  std::error_code ec;
  if (fs::is_regular_file(fs::symlink_status(path, ec))) fs::remove(path, ec);
}

// What a worker hands over: an instance made, or one read back from the
// files a previous run left (their texts kept as they are).
struct Made {
  Instance instance;
  std::vector<std::string> kept;  // one text per format when read back; empty when made
};

// The instance whose files are all present, read back from them (each must
// hold the same instance), and solved when they hold no solution, so that
// companions such as a reference plan can be written again; nullopt when a
// file is missing or does not read as the instance planned: then it is made
// anew, and a file of other content is refused as in any run.
std::optional<Made> read_back(const fs::path& root, const Planned& planned) {
  Made made;
  for (const std::string& file : planned.files) {
    std::error_code ec;
    if (!fs::is_regular_file(root / file, ec)) return std::nullopt;
    try {
      made.kept.push_back(read_input((root / file).string()));
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
  const GenerateRequest& request = planned.job->request();
  std::optional<Instance> first;
  for (std::size_t f = 0; f < made.kept.size(); ++f) {
    std::vector<Instance> read;
    try {
      read = planned.entry->formats[f]->read(made.kept[f]);
    } catch (const InputError&) {
      return std::nullopt;
    }
    if (read.size() != 1 || read[0].puzzle != request.puzzle || read[0].rows != request.rows ||
        read[0].cols != request.cols || (first && read[0].givens != first->givens))
      return std::nullopt;
    if (!first || (!first->solution && read[0].solution)) first = std::move(read[0]);
  }
  made.instance = std::move(*first);
  made.instance.rules = request.rules;
  if (!made.instance.solution) {
    auto solution = pg::solve(planned.job->solver(), made.instance);
    if (!solution) return std::nullopt;
    made.instance.solution = std::move(*solution);
  }
  return made;
}

int run_recipe(const CorpusOptions& o) {
  const auto started = std::chrono::steady_clock::now();
  const Recipe recipe = load_recipe(o.recipe);
  const Plan plan = load_plan(o.recipe, recipe);
  const auto [shard, shards] = parse_shard(o.shard);
  std::vector<const Planned*> mine;
  for (const Planned& planned : plan.instances)
    if (planned.number % shards == shard - 1) mine.push_back(&planned);

  const fs::path root(o.output);
  make_directory(root);
  const std::string base = manifest_base(shard, shards);
  // A manifest present means the corpus it lists is whole: this run's goes
  // away until the run is over.
  remove_if_file(root / (base + ".csv"));
  remove_if_file(root / (base + ".json"));

  std::set<std::string> dirs;
  for (const Planned* planned : mine)
    for (const std::string& file : planned->files) dirs.insert(parent_of(file));
  for (const std::string& dir : dirs) make_directory(root / dir);
  remove_leftovers(root, dirs);
  for (const std::string& dir : dirs)
    if (auto shared = plan.directory_files.find(dir); shared != plan.directory_files.end())
      api::write_among_others((root / shared->second.path).string(), shared->second.text, o.force);

  // No time limit: whether an instance is made must not depend on the
  // machine or its load, only the number of attempts bounds the work.
  GenerateSettings settings;
  settings.time_limit.reset();
  Progress progress("instances", mine.size(),
                    o.quiet ? ProgressMode::never : o.progress ? ProgressMode::always : ProgressMode::automatic);
  settings.on_attempt = [&] { progress.attempt(); };
  std::vector<std::vector<Row>> groups;
  std::uint64_t made_count = 0, kept_count = 0;
  in_order(
      mine.size(), thread_count(o.jobs),
      [&](std::uint64_t i) {
        const Planned& planned = *mine[i];
        if (o.resume)
          if (auto made = read_back(root, planned)) return std::move(*made);
        return Made{generate(*planned.job, planned.index, settings), {}};
      },
      [&](std::uint64_t i, Made&& made) {
        const Planned& planned = *mine[i];
        const Entry& entry = *planned.entry;
        const bool fresh = made.kept.empty();
        ++(fresh ? made_count : kept_count);
        for (std::size_t f = 0; f < entry.formats.size(); ++f) {
          const Format& format = *entry.formats[f];
          const std::string& file = planned.files[f];
          std::string text = fresh ? format.write(made.instance, entry.write) : std::move(made.kept[f]);
          std::vector<Row> group = {instance_row(planned, file, made.instance, text)};
          // Companions first: an instance file present means that its
          // companions are too.
          for (const NamedText& extra : format.companions(made.instance, entry.write)) {
            std::string path = with_extension(file, extra.name);
            api::write_among_others((root / path).string(), extra.text, o.force);
            group.push_back(instance_row(planned, path, made.instance, extra.text));
          }
          if (fresh) api::write_among_others((root / file).string(), text, o.force);
          // The instance file's row leads its group.
          groups.push_back(std::move(group));
        }
        progress.done();
      });
  progress.finish(false);  // the run's own line follows

  const std::vector<Row> rows = ordered_rows(plan, groups);
  write_manifest(root, base, rows);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  char timing[32];
  std::snprintf(timing, sizeof timing, "%.1f s", seconds);
  std::cerr << "corpus " << o.output << (shards > 1 ? " shard " + o.shard : std::string()) << ": " << mine.size()
            << " instances (" << made_count << " made, " << kept_count << " kept), " << rows.size()
            << " files, " << base << ".csv; " << timing << "\n";
  return kOk;
}

// ---------------------------------------------------------------------------
// Merging shards

int merge_shards(const CorpusOptions& o) {
  const auto started = std::chrono::steady_clock::now();
  const Recipe recipe = load_recipe(o.recipe);
  const Plan plan = load_plan(o.recipe, recipe);
  const fs::path root(o.output);
  std::error_code ec;
  if (!fs::is_directory(root, ec)) throw NoInputError(o.output + ": no such directory (the shards' output)");

  // manifest-K-of-N.csv, every K from 1 to one N.
  std::map<std::uint64_t, std::map<std::uint64_t, fs::path>> found;
  for (const auto& item : fs::directory_iterator(root, ec)) {
    const std::string leaf = item.path().filename().string();
    const std::string prefix = "manifest-", suffix = ".csv";
    if (leaf.size() <= prefix.size() + suffix.size() || leaf.rfind(prefix, 0) != 0 ||
        leaf.compare(leaf.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    const std::string middle = leaf.substr(prefix.size(), leaf.size() - prefix.size() - suffix.size());
    const auto of = middle.find("-of-");
    if (of == std::string::npos) continue;
    try {
      auto [k, n] = parse_shard(middle.substr(0, of) + "/" + middle.substr(of + 4));
      found[n][k] = item.path();
    } catch (const UsageError&) {
    }
  }
  if (found.empty()) throw NoInputError(o.output + ": no shard manifests (manifest-K-of-N.csv) to merge");
  if (found.size() > 1) {
    std::vector<std::string> counts;
    for (const auto& [n, shards] : found) counts.push_back(std::to_string(n));
    throw UsageError(o.output + " holds manifests of runs split into " + joined(counts, " and ") +
                     " shards; remove the stale ones");
  }
  const auto& [shards, manifests] = *found.begin();
  for (std::uint64_t k = 1; k <= shards; ++k)
    if (manifests.count(k) == 0)
      throw NoInputError((root / (manifest_base(k, shards) + ".csv")).string() + ": missing (has shard " +
                         std::to_string(k) + "/" + std::to_string(shards) +
                         " finished, and are its files in this directory?)");

  std::map<std::string, const Planned*> planned_files;
  for (const Planned& planned : plan.instances)
    for (const std::string& file : planned.files) planned_files.emplace(file, &planned);
  std::map<std::string, std::vector<Row>> groups;
  std::map<std::string, std::string> listed_in;  // file -> its shard manifest
  for (const auto& [k, path] : manifests) {
    std::string text;
    try {
      text = read_input(path.string());
    } catch (const std::exception& e) {
      throw NoInputError(std::string("cannot read ") + e.what());
    }
    try {
      std::vector<Row>* current = nullptr;
      for (Row& row : parse_manifest(text)) {
        listed_in[row.file] = path.string();
        if (!row.index) {
          auto shared = plan.directory_files.find(parent_of(row.file));
          if (shared == plan.directory_files.end() || shared->second.path != row.file ||
              sha256_hex(shared->second.text) != row.sha256)
            throw InputError(row.file + " is not a file the recipe writes (another recipe, or another version?)",
                             row.line, 1);
          current = nullptr;
          continue;
        }
        auto at = planned_files.find(row.file);
        if (at != planned_files.end()) {
          const Planned& planned = *at->second;
          const GenerateRequest& request = planned.job->request();
          if (planned.number % shards != k - 1)
            throw InputError(row.file + " belongs to shard " + std::to_string(planned.number % shards + 1) + "/" +
                                 std::to_string(shards) + ", not this one",
                             row.line, 1);
          if (row.puzzle != request.puzzle || row.size != size_string(request.rows, request.cols) ||
              row.difficulty != to_string(request.difficulty) || row.rules != request.rules ||
              row.seed != request.seed || row.index != planned.index)
            throw InputError(row.file + " is listed with other columns than the recipe gives it", row.line, 1);
          if (groups.count(row.file) > 0)
            throw InputError(row.file + " is listed by another shard as well", row.line, 1);
          current = &groups[row.file];
          current->push_back(std::move(row));
          continue;
        }
        // A companion follows its instance's file with the same columns.
        if (current == nullptr || row.puzzle != current->front().puzzle || row.size != current->front().size ||
            row.difficulty != current->front().difficulty || row.rules != current->front().rules ||
            row.clues != current->front().clues || row.seed != current->front().seed ||
            row.index != current->front().index ||
            fs::path(row.file).replace_extension() != fs::path(current->front().file).replace_extension())
          throw InputError(row.file + " is not a file the recipe writes (another recipe, or another version?)",
                           row.line, 1);
        current->push_back(std::move(row));
      }
    } catch (const InputError& e) {
      throw api::located(path.string(), e);
    }
  }

  std::vector<std::vector<Row>> ordered;
  for (const Planned& planned : plan.instances)
    for (const std::string& file : planned.files) {
      auto group = groups.find(file);
      if (group == groups.end()) {
        const std::string shard_manifest =
            (root / (manifest_base(planned.number % shards + 1, shards) + ".csv")).string();
        throw LocatedInputError(shard_manifest + ": lacks " + file +
                                ", which the recipe writes (was the shard run with this recipe?)");
      }
      ordered.push_back(std::move(group->second));
    }
  const std::vector<Row> rows = ordered_rows(plan, ordered);
  for (const Row& row : rows) {
    if (!fs::is_regular_file(root / row.file, ec)) {
      auto where = listed_in.find(row.file);
      throw NoInputError((root / row.file).string() + ": missing" +
                         (where == listed_in.end() ? std::string() : ", though " + where->second + " lists it") +
                         " (copy each shard's files into " + o.output + ")");
    }
  }
  write_manifest(root, "manifest", rows);
  for (const auto& [k, path] : manifests) {
    remove_if_file(path);
    remove_if_file(fs::path(path).replace_extension(".json"));
  }
  std::set<std::string> dirs;
  for (const Planned& planned : plan.instances)
    for (const std::string& file : planned.files) dirs.insert(parent_of(file));
  remove_leftovers(root, dirs);

  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  char timing[32];
  std::snprintf(timing, sizeof timing, "%.1f s", seconds);
  std::cerr << "corpus " << o.output << ": " << shards << " shards merged, " << plan.instances.size()
            << " instances, " << rows.size() << " files, manifest.csv; " << timing << "\n";
  return kOk;
}

int corpus(const CorpusOptions& o) { return o.merge ? merge_shards(o) : run_recipe(o); }

// ---------------------------------------------------------------------------
// Checking a corpus against its manifest

struct Checked {
  std::vector<std::string> problems;  // each a line
  bool instance = false;              // an instance read back, unique at its difficulty
};

Checked check_row(const fs::path& root, const Row& row) {
  const std::string shown = (root / row.file).string();
  std::error_code ec;
  if (!fs::exists(root / row.file, ec)) return {{shown + ": missing"}};
  std::string text;
  try {
    text = read_input(shown);
  } catch (const std::exception& e) {
    return {{std::string(e.what())}};
  }
  std::string digest = sha256_hex(text);
  if (digest != row.sha256)
    return {{shown + ": changed (its sha256 is " + digest + ", the manifest's " + row.sha256 + ")"}};
  if (!row.index) return {};
  // An instance's file lies in the directory named after its format; a
  // companion beside it has another extension.
  const Puzzle& puzzle = *find_puzzle(row.puzzle);
  const std::string format_name = fs::path(row.file).parent_path().filename().string();
  const auto names = puzzle.format_names();
  if (std::find(names.begin(), names.end(), format_name) == names.end())
    return {{shown + ": not in a directory named after a " + row.puzzle + " format (" + joined(names) + ")"}};
  const Format& format = puzzle.format(format_name);
  if (fs::path(row.file).extension().string() != format.extension()) return {};
  std::vector<Instance> read;
  try {
    read = format.read(text);
  } catch (const InputError& e) {
    return {{shown + (e.line() > 0 ? ":" : ": ") + e.located()}};
  }
  if (read.size() != 1) return {{shown + ": holds " + std::to_string(read.size()) + " instances, not one"}};
  Instance& instance = read.front();
  instance.rules = row.rules;
  Checked checked;
  if (size_string(instance.rows, instance.cols) != row.size)
    checked.problems.push_back(shown + ": is " + size_string(instance.rows, instance.cols) + ", the manifest says " +
                               row.size);
  if (static_cast<std::uint64_t>(instance.clue_count()) != *row.clues)
    checked.problems.push_back(shown + ": has " + std::to_string(instance.clue_count()) +
                               " clues, the manifest says " + std::to_string(*row.clues));
  if (!checked.problems.empty()) return checked;
  if (std::optional<std::string> fault = stored_solution_fault(puzzle.solver, instance)) return {{shown + ": " + *fault}};
  Report report = pg::verify(puzzle.solver, instance);
  if (report.verdict != Verdict::unique)
    return {{shown + ": not unique (" + std::string(to_string(report.verdict)) + ")"}};
  if (std::optional<std::string> differs = stored_solution_differs(instance, report.solutions.front()))
    return {{shown + ": " + *differs}};
  if (to_string(*report.difficulty) != row.difficulty)
    return {{shown + ": grades " + std::string(to_string(*report.difficulty)) + ", the manifest says " +
             row.difficulty}};
  checked.instance = true;
  return checked;
}

}  // namespace

int verify_manifest(const std::string& dir, int jobs) {
  const fs::path root(dir);
  const std::string csv = (root / "manifest.csv").string();
  std::string text;
  try {
    text = read_input(csv);
  } catch (const std::exception& e) {
    std::cerr << "puzzlegen: cannot read " << e.what() << "\n";
    return kNoInput;
  }
  std::vector<Row> rows;
  try {
    rows = parse_manifest(text);
  } catch (const InputError& e) {
    std::cerr << "puzzlegen: " << api::located(csv, e).what() << "\n";
    return kBadInput;
  }

  std::uint64_t problems = 0, instances = 0;
  auto report = [&](const std::string& line) {
    std::cout << line << "\n";
    ++problems;
  };
  const std::string json = (root / "manifest.json").string();
  try {
    if (read_input(json) != json_text(rows)) report(json + ": differs from manifest.csv");
  } catch (const std::exception&) {
    report(json + ": missing");
  }
  in_order(
      rows.size(), thread_count(jobs), [&](std::uint64_t i) { return check_row(root, rows[i]); },
      [&](std::uint64_t, Checked&& checked) {
        for (const std::string& line : checked.problems) report(line);
        if (checked.instance) ++instances;
      });

  std::set<std::string> listed;
  for (const Row& row : rows) listed.insert(row.file);
  std::vector<std::string> unlisted;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (it->is_directory(ec)) continue;
    const std::string file = fs::relative(it->path(), root, ec).generic_string();
    if (file == "manifest.csv" || file == "manifest.json" || listed.count(file) > 0) continue;
    unlisted.push_back((root / file).string());
  }
  std::sort(unlisted.begin(), unlisted.end());
  for (const std::string& file : unlisted) report(file + ": not in the manifest");

  std::cout << "corpus " << dir << ": " << rows.size() << " files listed, " << instances
            << " instance files read back unique at their difficulty; "
            << (problems == 0 ? std::string("no problems") : std::to_string(problems) + (problems == 1 ? " problem" : " problems"))
            << "\n";
  std::cout.flush();
  return problems == 0 ? kOk : kMultiple;
}

Command add_corpus(CLI::App& app) {
  auto o = std::make_shared<CorpusOptions>();
  CLI::App* command =
      app.add_subcommand("corpus", "Build a whole corpus from a recipe file, with a manifest (docs/corpora.md)");
  command->add_option("recipe", o->recipe, "Recipe file: a 'seed N' line and entries, one per line")->required();
  command->add_option("-o,--output", o->output, "Corpus directory")->required();
  auto* jobs = command->add_option("--jobs,-j", o->jobs, "Worker threads (0: one per hardware thread); same bytes")
                   ->check(CLI::Range(0, 1024))
                   ->capture_default_str();
  auto* shard = command->add_option("--shard", o->shard,
                                    "K/N: only the instances whose number in the recipe is K-1 modulo N, with "
                                    "their own manifest-K-of-N.csv and .json");
  auto* resume = command->add_flag("--resume", o->resume,
                                   "Keep instances whose files are all present (read back), make the others");
  auto* quiet = command->add_flag("--quiet,-q", o->quiet, "No progress line, not even on a terminal");
  command->add_flag("--progress", o->progress, "A progress line even when standard error is not a terminal")
      ->excludes(quiet);
  auto* force = command->add_flag("--force", o->force,
                                  "Replace files of other content (without it, such a file stops the run)");
  command->add_flag("--merge", o->merge,
                    "Merge the shards' manifests in the directory into manifest.csv and .json, as one run writes them")
      ->excludes(jobs)
      ->excludes(shard)
      ->excludes(resume)
      ->excludes(force);
  return {command, [o] { return corpus(*o); }};
}

}  // namespace pg::cli
