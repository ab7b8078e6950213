// Output never harms: a device, FIFO or symlink named as output is written
// through, never replaced; a regular file is replaced whole or not at all.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <iterator>
#include <string>

#include "cli_support.hpp"
#include "core/files.hpp"

namespace fs = std::filesystem;
using pg::test::cli::TempDir;

namespace {

std::string contents(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

mode_t mode_of(const fs::path& path) {
  struct stat info {};
  REQUIRE(::stat(path.c_str(), &info) == 0);
  return info.st_mode & 07777;
}

// Nothing but the names given: no temporary file left behind.
void require_only(const TempDir& dir, std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  CHECK(pg::test::cli::sorted_entries(dir.path()) == names);
}

}  // namespace

TEST_CASE("output: a new file is created whole, an existing one replaced keeping its permissions", "[output]") {
  TempDir dir;
  const std::string path = dir / "new.txt";
  CHECK(pg::output_kind(path) == pg::OutputKind::created);
  pg::write_output(path, "first\n");
  CHECK(contents(path) == "first\n");
  mode_t mask = ::umask(0);
  ::umask(mask);
  CHECK(mode_of(path) == (0666 & ~mask));
  ::chmod(path.c_str(), 0640);
  CHECK(pg::output_kind(path) == pg::OutputKind::replaced);
  pg::write_output(path, "second\n");
  CHECK(contents(path) == "second\n");
  CHECK(mode_of(path) == 0640);
  require_only(dir, {"new.txt"});
}

TEST_CASE("output: a symlink is followed and its target replaced, the link kept", "[output]") {
  TempDir dir;
  const std::string target = dir.write("target.txt", "old\n");
  fs::create_directories(dir.path() / "sub");
  fs::create_symlink("../target.txt", dir.path() / "sub" / "link");
  fs::create_symlink("sub/link", dir.path() / "chain");
  pg::write_output(dir / "chain", "new\n");
  CHECK(fs::is_symlink(dir.path() / "chain"));
  CHECK(fs::is_symlink(dir.path() / "sub" / "link"));
  CHECK(contents(target) == "new\n");
  // A link to nothing yet: its target is created.
  fs::create_symlink("made.txt", dir.path() / "dangling");
  pg::write_output(dir / "dangling", "made\n");
  CHECK(fs::is_symlink(dir.path() / "dangling"));
  CHECK(contents(dir.path() / "made.txt") == "made\n");
  // A loop is refused, not followed for ever.
  fs::create_symlink("loop-b", dir.path() / "loop-a");
  fs::create_symlink("loop-a", dir.path() / "loop-b");
  CHECK_THROWS_WITH(pg::write_output(dir / "loop-a", "x\n"), Catch::Contains("symbolic links"));
  require_only(dir, {"chain", "dangling", "loop-a", "loop-b", "made.txt", "sub", "target.txt"});
}

TEST_CASE("output: a FIFO and /dev/null are written in place, not replaced", "[output]") {
  TempDir dir;
  const std::string fifo = dir / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK(pg::output_kind(fifo) == pg::OutputKind::in_place);
  auto reader = std::async(std::launch::async, [&] { return contents(fifo); });
  pg::write_output(fifo, "through the pipe\n");
  CHECK(reader.get() == "through the pipe\n");
  struct stat info {};
  REQUIRE(::lstat(fifo.c_str(), &info) == 0);
  CHECK(S_ISFIFO(info.st_mode));

  CHECK(pg::output_kind("/dev/null") != pg::OutputKind::replaced);
  pg::write_output("/dev/null", "nothing\n");
  REQUIRE(::lstat("/dev/null", &info) == 0);
  CHECK(S_ISCHR(info.st_mode));
  require_only(dir, {"fifo"});
}

TEST_CASE("output: what cannot be written says so, naming the path, and leaves nothing behind", "[output]") {
  TempDir dir;
  CHECK_THROWS_WITH(pg::write_output(dir.path().string(), "x\n"), Catch::Contains("is a directory"));
  if (fs::exists("/dev/full"))
    CHECK_THROWS_WITH(pg::write_output("/dev/full", "x\n"),
                      Catch::StartsWith("/dev/full: write failed") && Catch::Contains("No space left"));
  CHECK_THROWS_WITH(pg::write_output(dir / "no-such-dir/file.txt", "x\n"),
                    Catch::StartsWith(dir / "no-such-dir/file.txt") && Catch::Contains("cannot create"));
  require_only(dir, {});
  CHECK(pg::output_kind("-") == pg::OutputKind::standard_output);
}
