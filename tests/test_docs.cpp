// The documentation holds to the program: every `console` block of README.md
// and docs/ is run and must print what the page shows, and every relative
// link must reach a file and, with an #anchor, a heading of it. So the pages
// cannot drift from the binary, and a reader never follows a dead link.
//
// A console block is a fenced block whose info string is `console`. Each line
// that starts with "$ " is a command (a line ending in a backslash goes on
// into the next), run by sh in a scratch directory that the page's console
// blocks share in order, with the puzzlegen just built first on PATH. The
// lines after it, up to the next command or the end of the block, are what it
// prints on standard output and error together. A line "..." matches any
// number of lines; a line ending in "..." matches any line that begins with
// what comes before it. The exit status is not compared.
//
// PUZZLEGEN_UPDATE_DOCS=1 rewrites, instead, the output of every command
// whose expected lines have no "..." (make docs).
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"

namespace fs = std::filesystem;
using namespace pg::test::cli;

namespace {

const fs::path kSource = PUZZLEGEN_SOURCE_DIR;

// README.md and every page under docs/, sorted, relative to the source.
std::vector<fs::path> pages() {
  std::vector<fs::path> found{"README.md"};
  for (const auto& entry : fs::recursive_directory_iterator(kSource / "docs"))
    if (entry.is_regular_file() && entry.path().extension() == ".md")
      found.push_back(fs::relative(entry.path(), kSource));
  std::sort(found.begin() + 1, found.end());
  return found;
}

std::vector<std::string> read_lines(const fs::path& file) { return lines_of(slurp(file)); }

// A fence opens or closes a code block: three or more backticks or tildes.
bool is_fence(const std::string& line, std::string* info = nullptr) {
  std::size_t start = line.find_first_not_of(' ');
  if (start == std::string::npos || start > 3) return false;
  const char mark = line[start];
  if (mark != '`' && mark != '~') return false;
  std::size_t end = line.find_first_not_of(mark, start);
  if (end == std::string::npos) end = line.size();
  if (end - start < 3) return false;
  if (info) {
    *info = line.substr(end);
    info->erase(0, info->find_first_not_of(' '));
    info->erase(info->find_last_not_of(' ') + 1);
  }
  return true;
}

// The page's lines outside code blocks, with their numbers (from 1).
std::vector<std::pair<int, std::string>> prose_lines(const std::vector<std::string>& lines) {
  std::vector<std::pair<int, std::string>> prose;
  bool in_code = false;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (is_fence(lines[i])) {
      in_code = !in_code;
      continue;
    }
    if (!in_code) prose.emplace_back(static_cast<int>(i) + 1, lines[i]);
  }
  return prose;
}

// Inline code spans removed: a link or a heading's punctuation inside
// backticks is text, not markup.
std::string without_code_spans(const std::string& line) {
  std::string out;
  for (std::size_t i = 0; i < line.size();) {
    if (line[i] != '`') {
      out += line[i++];
      continue;
    }
    std::size_t run = line.find_first_not_of('`', i) - i;
    const std::string ticks(run, '`');
    std::size_t close = line.find(ticks, i + run);
    if (close == std::string::npos) {
      out += line.substr(i);
      break;
    }
    out += line.substr(i + run, close - i - run);  // the code's text stays, its ticks go
    i = close + run;
  }
  return out;
}

// [text](target) becomes text, as a heading's anchor is made from its text.
std::string link_text_only(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == ']' && i + 1 < text.size() && text[i + 1] == '(') {
      std::size_t close = text.find(')', i + 2);
      if (close != std::string::npos) {
        i = close;
        continue;
      }
    }
    if (text[i] != '[') out += text[i];
  }
  return out;
}

// GitHub's anchor for a heading: lowercase, punctuation other than '-' and
// '_' dropped, spaces made '-'; bytes of other scripts kept.
std::string slug(const std::string& heading) {
  std::string out;
  for (unsigned char c : link_text_only(without_code_spans(heading))) {
    if (std::isalnum(c) || c == '-' || c == '_' || c >= 0x80)
      out += static_cast<char>(std::tolower(c));
    else if (c == ' ')
      out += '-';
  }
  return out;
}

// Every anchor a page offers: its headings' slugs, a repeated one numbered
// -1, -2, ... as GitHub numbers them, and explicit <a id|name="..."> anchors.
std::set<std::string> anchors_of(const fs::path& page) {
  std::set<std::string> anchors;
  std::map<std::string, int> seen;
  for (const auto& [number, line] : prose_lines(read_lines(kSource / page))) {
    std::size_t hashes = line.find_first_not_of('#');
    if (hashes >= 1 && hashes <= 6 && hashes < line.size() && line[hashes] == ' ') {
      std::string text = line.substr(hashes + 1);
      text.erase(text.find_last_not_of(" #") + 1);
      const std::string base = slug(text);
      const int repeat = seen[base]++;
      anchors.insert(repeat == 0 ? base : base + "-" + std::to_string(repeat));
    }
    for (const char* attribute : {"id=\"", "name=\""})
      for (std::size_t at = line.find(attribute); at != std::string::npos; at = line.find(attribute, at + 1)) {
        std::size_t start = at + std::string(attribute).size();
        anchors.insert(line.substr(start, line.find('"', start) - start));
      }
  }
  return anchors;
}

struct Link {
  int line;
  std::string target;
};

// The targets of a page's links and pictures: [text](target), ![alt](target),
// [name]: target, and the src and href of HTML tags.
std::vector<Link> links_of(const fs::path& page) {
  std::vector<Link> links;
  for (const auto& [number, raw] : prose_lines(read_lines(kSource / page))) {
    const std::string line = without_code_spans(raw);
    for (std::size_t at = line.find("]("); at != std::string::npos; at = line.find("](", at + 2)) {
      std::size_t close = line.find(')', at + 2);
      if (close == std::string::npos) continue;
      std::string target = line.substr(at + 2, close - at - 2);
      target = target.substr(0, target.find(' '));  // a title after the target
      links.push_back({number, target});
    }
    if (line.rfind("[", 0) == 0) {
      std::size_t colon = line.find("]: ");
      if (colon != std::string::npos) links.push_back({number, line.substr(colon + 3, line.find(' ', colon + 3) - colon - 3)});
    }
    for (const char* attribute : {"src=\"", "href=\""})
      for (std::size_t at = line.find(attribute); at != std::string::npos; at = line.find(attribute, at + 1)) {
        std::size_t start = at + std::string(attribute).size();
        links.push_back({number, line.substr(start, line.find('"', start) - start)});
      }
  }
  return links;
}

bool is_external(const std::string& target) {
  std::size_t colon = target.find(':');
  return colon != std::string::npos && target.find('/') > colon;  // https:, mailto:
}

// What is wrong with one link of `page`, or nothing.
std::string broken(const fs::path& page, const std::string& target) {
  if (target.empty()) return "an empty link";
  if (is_external(target)) return "";
  const std::size_t hash = target.find('#');
  const std::string path = target.substr(0, hash);
  const std::string anchor = hash == std::string::npos ? "" : target.substr(hash + 1);
  const fs::path file = path.empty() ? page : (page.parent_path() / path).lexically_normal();
  if (!path.empty() && !fs::exists(kSource / file)) return "no file " + file.generic_string();
  if (anchor.empty()) return "";
  if (file.extension() != ".md") return "an anchor into " + file.generic_string() + ", which is not a page";
  if (!anchors_of(file).count(anchor)) return "no heading of " + file.generic_string() + " has the anchor #" + anchor;
  return "";
}

// A command of a console block, and the lines the page shows for it.
struct Example {
  int line;  // of the command, from 1
  std::string command;
  std::vector<std::string> expected;
  std::size_t first, last;  // the page's lines of `expected`, [first, last)
};

std::vector<Example> examples_of(const std::vector<std::string>& lines) {
  std::vector<Example> examples;
  bool in_console = false, in_code = false;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::string info;
    if (is_fence(lines[i], &info)) {
      if (in_code) {
        in_code = in_console = false;
      } else {
        in_code = true;
        in_console = info == "console";
      }
      continue;
    }
    if (!in_console) continue;
    if (lines[i].rfind("$ ", 0) == 0) {
      Example example{static_cast<int>(i) + 1, lines[i].substr(2), {}, 0, 0};
      while (!example.command.empty() && example.command.back() == '\\' && i + 1 < lines.size())
        example.command += "\n" + lines[++i];
      example.first = example.last = i + 1;
      examples.push_back(example);
    } else if (!examples.empty() && examples.back().last == i) {
      examples.back().expected.push_back(lines[i]);
      examples.back().last = i + 1;
    }
  }
  return examples;
}

bool line_matches(const std::string& pattern, const std::string& line) {
  if (pattern.size() > 3 && pattern.compare(pattern.size() - 3, 3, "...") == 0)
    return line.rfind(pattern.substr(0, pattern.size() - 3), 0) == 0;
  return pattern == line;
}

// Whether `actual` is what `expected` shows, "..." lines matching any run.
bool output_matches(const std::vector<std::string>& expected, const std::vector<std::string>& actual) {
  // matched[i][j]: expected[i..] matches actual[j..].
  std::vector<std::vector<char>> matched(expected.size() + 1, std::vector<char>(actual.size() + 1, 0));
  matched[expected.size()][actual.size()] = 1;
  for (std::size_t i = expected.size(); i-- > 0;)
    for (std::size_t j = actual.size() + 1; j-- > 0;) {
      if (expected[i] == "...")
        matched[i][j] = matched[i + 1][j] || (j < actual.size() && matched[i][j + 1]);
      else
        matched[i][j] = j < actual.size() && line_matches(expected[i], actual[j]) && matched[i + 1][j + 1];
    }
  return matched[0][0];
}

std::string numbered(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& line : lines) text += "  | " + line + "\n";
  return text;
}

}  // namespace

TEST_CASE("docs: every console block prints what its page shows", "[docs]") {
  const bool update = std::getenv("PUZZLEGEN_UPDATE_DOCS") != nullptr;
  const std::string bin_dir = fs::path(PUZZLEGEN_BINARY).parent_path().string();
  int commands = 0;
  for (const fs::path& page : pages()) {
    std::vector<std::string> lines = read_lines(kSource / page);
    std::vector<Example> examples = examples_of(lines);
    if (examples.empty()) continue;
    TempDir scratch;
    std::vector<std::pair<Example, std::vector<std::string>>> rewrites;
    for (const Example& example : examples) {
      ++commands;
      const Result r = shell("cd " + quote(scratch.path().string()) + " && PATH=" + quote(bin_dir) +
                             ":\"$PATH\" timeout 120 sh -c " + quote(example.command) + " 2>&1");
      const std::vector<std::string> actual = lines_of(r.out);
      if (output_matches(example.expected, actual)) continue;
      const bool elided = std::find(example.expected.begin(), example.expected.end(), "...") != example.expected.end() ||
                          std::any_of(example.expected.begin(), example.expected.end(),
                                      [](const std::string& l) { return l.size() > 3 && l.ends_with("..."); });
      if (update && !elided) {
        rewrites.emplace_back(example, actual);
        continue;
      }
      FAIL_CHECK(page.generic_string() << ":" << example.line << ": $ " << example.command
                                           << "\nthe page shows:\n"
                                           << numbered(example.expected) << "it printed (exit " << r.status
                                           << "):\n"
                                           << numbered(actual));
    }
    if (!rewrites.empty()) {
      // From the end, so that the earlier examples' lines keep their places.
      for (auto it = rewrites.rbegin(); it != rewrites.rend(); ++it) {
        lines.erase(lines.begin() + it->first.first, lines.begin() + it->first.last);
        lines.insert(lines.begin() + it->first.first, it->second.begin(), it->second.end());
      }
      std::ofstream out(kSource / page, std::ios::binary);
      for (const std::string& line : lines) out << line << '\n';
      WARN(page.generic_string() << ": rewrote the output of " << rewrites.size() << " commands");
    }
  }
  // The README shows the product at once: the examples are there to be run.
  CHECK(commands >= 10);
}

TEST_CASE("docs: every relative link reaches a file, and an anchor a heading of it", "[docs]") {
  int checked = 0;
  for (const fs::path& page : pages())
    for (const Link& link : links_of(page)) {
      ++checked;
      const std::string wrong = broken(page, link.target);
      if (!wrong.empty()) FAIL_CHECK(page.generic_string() << ":" << link.line << ": (" << link.target << "): " << wrong);
    }
  CHECK(checked > 0);
}

TEST_CASE("docs: the link checker reads GitHub's anchors and the links of a page", "[docs]") {
  CHECK(slug("Light Up (Akari)") == "light-up-akari");
  CHECK(slug("JSON schema (version 1)") == "json-schema-version-1");
  CHECK(slug("`puzzlegen verify DIR --manifest`") == "puzzlegen-verify-dir---manifest");
  CHECK(slug("Kuromasu (Kurodoko, Tatham's Range)") == "kuromasu-kurodoko-tathams-range");
  CHECK(slug("See [the page](other.md#x) now") == "see-the-page-now");
  CHECK(is_external("https://example.org/a#b"));
  CHECK(is_external("mailto:someone@example.org"));
  CHECK_FALSE(is_external("docs/usage.md#exit-status"));
  CHECK(without_code_spans("a `[x](y)` b") == "a [x](y) b");

  CHECK(output_matches({"a", "...", "z"}, {"a", "b", "c", "z"}));
  CHECK(output_matches({"a", "...", "z"}, {"a", "z"}));
  CHECK(output_matches({"abc..."}, {"abcdef"}));
  CHECK_FALSE(output_matches({"a", "z"}, {"a", "b", "z"}));
  CHECK_FALSE(output_matches({"a", "..."}, {"b"}));
  CHECK_FALSE(output_matches({"abc..."}, {"abd"}));

  const std::vector<std::string> page{"text", "```console", "$ echo one \\", "two", "one two", "$ true", "```",
                                      "```sh", "$ not run", "```"};
  const std::vector<Example> examples = examples_of(page);
  REQUIRE(examples.size() == 2);
  CHECK(examples[0].command == "echo one \\\ntwo");
  CHECK(examples[0].expected == std::vector<std::string>{"one two"});
  CHECK(examples[1].expected.empty());
}
