// Helpers shared by the command-line tests: a scratch directory, running the
// built puzzlegen binary through /bin/sh with a given standard input, and the
// contract every puzzle's input keeps on the command line: malformed input and
// solutions refused with the file and place, no solution answered the same
// way, generated tiers that grade as asked.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

namespace pg::test::cli {

// The names in a directory, sorted.
inline std::vector<std::string> sorted_entries(const std::filesystem::path& dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// A fresh directory under the system temp directory, removed on destruction.
class TempDir {
 public:
  TempDir() {
    static std::atomic<unsigned> counter{0};
    const auto stamp = std::chrono::steady_clock::now().time_since_epoch().count();
    path_ = std::filesystem::temp_directory_path() /
            ("puzzlegen-cli-" + std::to_string(::getpid()) + "-" + std::to_string(stamp) + "-" +
             std::to_string(counter++));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::string operator/(const std::string& name) const { return (path_ / name).string(); }

  // Writes `content` to `name` inside the directory and returns the full path.
  std::string write(const std::string& name, const std::string& content) const {
    std::filesystem::path file = path_ / name;
    std::ofstream out(file, std::ios::binary);
    out << content;
    out.close();
    REQUIRE(out.good());
    return file.string();
  }

 private:
  std::filesystem::path path_;
};

inline std::string slurp(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline std::string quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) {
    if (c == '\'')
      out += "'\\''";
    else
      out += c;
  }
  return out + "'";
}

struct Result {
  int status = -1;
  std::string out;
  std::string err;
};

// Whether `err` holds a report of AddressSanitizer, LeakSanitizer or
// UndefinedBehaviorSanitizer (the sanitizer build's puzzlegen writes one before
// it stops at its first finding).
inline bool has_sanitizer_report(const std::string& err) {
  for (const char* header : {"ERROR: AddressSanitizer", "ERROR: LeakSanitizer", ": runtime error: "})
    if (err.find(header) != std::string::npos) return true;
  return false;
}

// Runs `command` through /bin/sh; standard input is `input` (empty when
// absent), given to the whole command so that the first of a pipeline reads it
// and the rest read their pipes; standard output and error are read back,
// whatever they hold.
inline Result shell_as_is(const std::string& command, const std::optional<std::string>& input = std::nullopt) {
  TempDir io;
  const std::string in = io.write("stdin", input.value_or(""));
  const std::string out = io / "stdout";
  const std::string err = io / "stderr";
  const int raw = std::system(("{ " + command + "\n} <" + quote(in) + " >" + quote(out) + " 2>" + quote(err)).c_str());
  REQUIRE(raw != -1);
  REQUIRE(WIFEXITED(raw));
  Result result;
  result.status = WEXITSTATUS(raw);
  result.out = slurp(out);
  result.err = slurp(err);
  return result;
}

// shell_as_is, where a sanitizer's report, or the status the sanitizer build
// stops a process with, fails the test: a test that expects a refusal (status
// 64, 65, or just not 0) must not pass on a crash.
inline Result shell(const std::string& command, const std::optional<std::string>& input = std::nullopt) {
  Result result = shell_as_is(command, input);
  if (has_sanitizer_report(result.err)) FAIL("a sanitizer stopped " << command << ":\n" << result.err);
#ifdef PUZZLEGEN_SANITIZER_STATUS
  if (result.status == PUZZLEGEN_SANITIZER_STATUS)
    FAIL(command << " ended with the sanitizers' status " << PUZZLEGEN_SANITIZER_STATUS << ":\n" << result.err);
#endif
  return result;
}

// Runs puzzlegen with `args`; standard input is `input` (empty when absent).
inline Result run(const std::vector<std::string>& args, const std::optional<std::string>& input = std::nullopt) {
  std::string command = quote(PUZZLEGEN_BINARY);
  for (const std::string& arg : args) command += " " + quote(arg);
  return shell(command, input);
}

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

inline std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

inline bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

inline const std::vector<std::string> kTiers = {"easy", "medium", "hard", "expert"};

inline bool is_tier(const std::string& text) { return std::find(kTiers.begin(), kTiers.end(), text) != kTiers.end(); }

// The standard output of puzzlegen `args` followed by `extra`, which must succeed.
inline std::string output_of(std::vector<std::string> args, const std::vector<std::string>& extra = {}) {
  args.insert(args.end(), extra.begin(), extra.end());
  Result r = run(args);
  INFO(r.err);
  REQUIRE(r.status == 0);
  return r.out;
}

// ---------------------------------------------------------------------------
// Refusals

// `r` refused its input: exit `status`, nothing on standard output, and one
// line on standard error, "puzzlegen: WHERE:PLACE: ..." ("puzzlegen: WHERE:
// ..." when `place` is empty), that contains `message`.
inline void check_refused(const Result& r, int status, const std::string& where, const std::string& place,
                          const std::string& message) {
  INFO("standard error: " << r.err);
  CHECK(r.status == status);
  CHECK(r.out.empty());
  CHECK(starts_with(r.err, "puzzlegen: " + where + (place.empty() ? ": " : ":" + place + ": ")));
  CHECK(contains(r.err, message));
  CHECK(lines_of(r.err).size() == 1);
}

// A command line puzzlegen must refuse as a usage error (status 64), named
// for its SECTION.
struct Misuse {
  const char* name;
  std::vector<std::string> args;
  std::string message;  // a part of standard error; empty: not checked
};

// Each case in a SECTION of its own: status 64, nothing on standard output,
// and standard error says why.
inline void check_usage_errors(const std::vector<Misuse>& cases) {
  for (const Misuse& c : cases) {
    SECTION(c.name) {
      Result r = run(c.args);
      INFO(r.err);
      CHECK(r.status == 64);
      CHECK(r.out.empty());
      CHECK_FALSE(r.err.empty());
      if (!c.message.empty()) CHECK(contains(r.err, c.message));
    }
  }
}

// A text a command must refuse as malformed (status 65), named for its SECTION.
struct Malformed {
  const char* name;
  std::string text;
  std::string place;                      // "LINE:COL", or empty when the message has none
  std::string message;                    // a part of the message
  std::vector<std::string> options = {};  // given to every command
};

// Each instance text in a SECTION of its own: verify refuses it on standard
// input and in a file, naming <stdin> or the file and the place; solve, grade
// and convert refuse the file alike, given `options` as well.
inline void check_malformed_instances(const std::vector<Malformed>& cases,
                                      const std::vector<std::string>& options = {}) {
  TempDir dir;
  for (const Malformed& c : cases) {
    SECTION(c.name) {
      const std::string path = dir.write("bad-input", c.text);
      for (const std::string& where : {std::string("<stdin>"), path}) {
        std::vector<std::string> args = {"verify", where == path ? path : "-"};
        args.insert(args.end(), c.options.begin(), c.options.end());
        INFO(c.name << " from " << where);
        check_refused(run(args, c.text), 65, where, c.place, c.message);
      }
      for (const std::string command : {"solve", "grade", "convert"}) {
        std::vector<std::string> args = {command, path};
        if (command == "convert") args.insert(args.end(), {"--to", "json"});
        args.insert(args.end(), c.options.begin(), c.options.end());
        args.insert(args.end(), options.begin(), options.end());
        INFO(c.name << " to " << command);
        check_refused(run(args), 65, path, c.place, c.message);
      }
    }
  }
}

// Each solution text in a SECTION of its own: check refuses it against
// `instance`, in a file and on standard input, naming the solution's file or
// <stdin> and the place.
inline void check_malformed_solutions(const std::string& instance, const std::vector<Malformed>& cases) {
  TempDir dir;
  const std::string instance_path = dir.write("instance.txt", instance);
  for (const Malformed& c : cases) {
    SECTION(c.name) {
      const std::string solution = dir.write("solution.txt", c.text);
      check_refused(run({"check", instance_path, solution}), 65, solution, c.place, c.message);
      check_refused(run({"check", instance_path, "-"}, c.text), 65, "<stdin>", c.place, c.message);
    }
  }
}

// ---------------------------------------------------------------------------
// Answers

// A solution that breaks a rule, and the line check prints for it.
struct Broken {
  const char* name;
  std::string instance;
  std::string solution;
  std::string verdict;  // "invalid: RULE: DETAIL"
};

// Each case in a SECTION of its own: check rejects the solution with its
// verdict and status 1, both from files, and with either on standard input.
inline void check_broken_solutions(const std::vector<Broken>& cases) {
  TempDir dir;
  for (const Broken& c : cases) {
    SECTION(c.name) {
      const std::string instance = dir.write("instance.txt", c.instance);
      const std::string solution = dir.write("solution.txt", c.solution);
      for (const Result& r : {run({"check", instance, solution}), run({"check", "-", solution}, c.instance),
                              run({"check", instance, "-"}, c.solution)}) {
        INFO(r.err);
        CHECK(r.status == 1);
        CHECK(r.out == c.verdict + "\n");
      }
    }
  }
}

// `text` has no solution: verify says none (status 2), solve prints nothing
// and exits 120 naming the input, from a file and on standard input, and
// grade says not unique (status 2).
inline void check_no_solution(const std::string& text) {
  TempDir dir;
  const std::string file = dir.write("none.txt", text);
  Result verified = run({"verify", file});
  CHECK(verified.status == 2);
  CHECK(verified.out == "none\n");

  for (const std::string& where : {file, std::string("<stdin>")}) {
    Result solved = where == file ? run({"solve", file}) : run({"solve", "-"}, text);
    INFO("solve " << where);
    CHECK(solved.status == 120);
    CHECK(solved.out.empty());
    CHECK(contains(solved.err, where + ": no solution"));
  }

  Result graded = run({"grade", file});
  CHECK(graded.status == 2);
  CHECK(graded.out == "not unique: none\n");
}

// `check INSTANCE SOLUTION` accepts `solution`, in a file and on standard input.
inline void check_accepted(const std::string& instance_path, const std::string& solution) {
  TempDir dir;
  INFO("solution: " << solution);
  Result from_file = run({"check", instance_path, dir.write("solution.txt", solution)});
  CHECK(from_file.status == 0);
  CHECK(from_file.out == "valid\n");
  CHECK(from_file.err.empty());
  Result from_stdin = run({"check", instance_path, "-"}, solution);
  CHECK(from_stdin.status == 0);
  CHECK(from_stdin.out == "valid\n");
}

// verify finds each of the `count` instances in the file at `path` unique,
// numbering its answers.
inline void check_each_unique(const std::string& path, std::size_t count) {
  Result r = run({"verify", path});
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  const std::vector<std::string> lines = lines_of(r.out);
  REQUIRE(lines.size() == count);
  for (std::size_t i = 0; i < lines.size(); ++i) CHECK(lines[i] == "instance " + std::to_string(i + 1) + ": unique");
}

// Two of the solutions verify prints for an input that has several.
struct TwoSolutions {
  // Each as solve prints a solution.
  std::string first;
  std::string second;
  // "differing cells (row,col): (R,C) ..."
  std::string differing;
};

// The input at `path` has several solutions: verify says multiple (status 1)
// and prints two, of `lines` lines each, and where they differ; each passes
// check, and grade says not unique (status 1).
inline TwoSolutions check_multiple(const std::string& path, std::size_t lines) {
  Result r = run({"verify", path});
  REQUIRE(r.status == 1);
  CHECK(r.err.empty());
  const std::vector<std::string> out = lines_of(r.out);
  REQUIRE(out.size() == 2 * lines + 4);
  CHECK(out[0] == "multiple");
  CHECK(out[1] == "solution 1:");
  CHECK(out[lines + 2] == "solution 2:");
  REQUIRE(starts_with(out.back(), "differing cells (row,col):"));
  TwoSolutions two;
  for (std::size_t i = 0; i < lines; ++i) {
    two.first += out[2 + i] + "\n";
    two.second += out[lines + 3 + i] + "\n";
  }
  two.differing = out.back();
  CHECK(two.first != two.second);
  check_accepted(path, two.first);
  check_accepted(path, two.second);

  Result graded = run({"grade", path});
  CHECK(graded.status == 1);
  CHECK(graded.out == "not unique: multiple\n");
  return two;
}

// `generate` with `args` (--count 2 --format json among them) makes two
// puzzles recorded at `tier`, which grade finds at `tier`.
inline void check_generated_tier(const std::vector<std::string>& args, const std::string& tier) {
  const std::string out = output_of(args);
  std::vector<std::string> docs = lines_of(out);
  REQUIRE(docs.size() == 2);
  for (const std::string& line : docs) CHECK(nlohmann::json::parse(line).at("difficulty") == tier);
  Result graded = run({"grade", "-"}, out);
  CHECK(graded.status == 0);
  CHECK(graded.out == "instance 1: " + tier + "\ninstance 2: " + tier + "\n");
}

}  // namespace pg::test::cli
