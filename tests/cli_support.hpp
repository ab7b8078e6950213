// Helpers shared by the command-line tests: a scratch directory, and running
// the built puzzlegen binary through /bin/sh with a given standard input.
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

// Runs puzzlegen with `args`; standard input is `input` (empty when absent).
inline Result run(const std::vector<std::string>& args, const std::optional<std::string>& input = std::nullopt) {
  TempDir io;
  const std::string in = io.write("stdin", input.value_or(""));
  const std::string out = io / "stdout";
  const std::string err = io / "stderr";
  std::string command = quote(PUZZLEGEN_BINARY);
  for (const std::string& arg : args) command += " " + quote(arg);
  command += " <" + quote(in) + " >" + quote(out) + " 2>" + quote(err);
  const int raw = std::system(command.c_str());
  REQUIRE(raw != -1);
  REQUIRE(WIFEXITED(raw));
  Result result;
  result.status = WEXITSTATUS(raw);
  result.out = slurp(out);
  result.err = slurp(err);
  return result;
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

}  // namespace pg::test::cli
