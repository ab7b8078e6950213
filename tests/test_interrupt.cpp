// An interrupted run leaves no temporary file: a signal removes the one in
// flight before the process ends by that signal, and what a killed run left
// goes the next time a run writes there.
#include <catch2/catch.hpp>

#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "cli_support.hpp"
#include "core/files.hpp"
#include "core/temporary.hpp"

extern char** environ;

namespace fs = std::filesystem;
using pg::test::cli::sorted_entries;
using pg::test::cli::TempDir;

namespace {

std::vector<std::string> hidden_entries(const fs::path& dir) {
  std::vector<std::string> hidden;
  for (const std::string& name : sorted_entries(dir))
    if (!name.empty() && name[0] == '.') hidden.push_back(name);
  return hidden;
}

// The status of a child that creates a temporary of `dir`/out.txt and then
// does `then` with it still open.
template <class Then>
int child_with_temporary(const fs::path& dir, Then&& then) {
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    pg::remove_temporaries_on_signals();
    pg::Temporary temporary(dir / "out.txt", "out.txt");
    pg::write_output("/dev/null", "");  // the process goes on writing meanwhile
    then();
    ::_exit(0);
  }
  int status = 0;
  REQUIRE(::waitpid(pid, &status, 0) == pid);
  return status;
}

}  // namespace

TEST_CASE("interrupt: SIGINT and SIGTERM remove the temporary in flight, then end the process by that signal",
          "[output][interrupt]") {
  for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) {
    TempDir dir;
    const int status = child_with_temporary(dir.path(), [&] { ::raise(signal_number); });
    INFO("signal " << signal_number);
    REQUIRE(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == signal_number);
    CHECK(sorted_entries(dir.path()).empty());
  }
}

TEST_CASE("interrupt: what a dead writer left is swept, and what a live writer holds or other files are kept",
          "[output][interrupt]") {
  TempDir dir;
  // Killed by SIGKILL, which no handler sees: its temporary stays.
  const int status = child_with_temporary(dir.path(), [] { ::raise(SIGKILL); });
  REQUIRE(WIFSIGNALED(status));
  const std::vector<std::string> left = hidden_entries(dir.path());
  REQUIRE(left.size() == 1);
  CHECK(pg::temporary_target(left[0]) == "out.txt");

  dir.write(".profile.backup", "mine\n");
  dir.write(".notes.puzzlegen-draft", "mine too: not six letters after the mark\n");
  dir.write("out.txt.puzzlegen-Ab12Cd", "not hidden\n");
  {
    const pg::Temporary live(dir.path() / "live.txt", "live.txt");
    CHECK(pg::remove_dead_temporaries(dir.path()) == 1);
    const std::vector<std::string> kept = hidden_entries(dir.path());
    CHECK(kept.size() == 3);
    CHECK(std::find(kept.begin(), kept.end(), fs::path(live.path()).filename().string()) != kept.end());
    CHECK(pg::remove_dead_temporaries(dir.path()) == 0);
  }
  CHECK(hidden_entries(dir.path()) == std::vector<std::string>{".notes.puzzlegen-draft", ".profile.backup"});
}

TEST_CASE("interrupt: the name of a temporary names its target", "[output][interrupt]") {
  CHECK(pg::temporary_target(".out.txt.puzzlegen-Ab12Cd") == "out.txt");
  CHECK(pg::temporary_target(".a.puzzlegen-XXXXXX") == "a");
  CHECK(pg::temporary_target(".puzzlegen-Ab12Cd").empty());
  CHECK(pg::temporary_target("out.txt.puzzlegen-Ab12Cd").empty());
  CHECK(pg::temporary_target(".out.txt.Ab12Cd").empty());
  CHECK(pg::temporary_target(".out.txt.puzzlegen-Ab12C").empty());
}

TEST_CASE("interrupt: generate --count 100000 -o DIR/ stopped by a signal leaves whole files only", "[cli][interrupt]") {
  // A dead run's temporary, which this run sweeps away as it starts.
  TempDir dir;
  const fs::path out = dir.path() / "out";
  fs::create_directory(out);
  REQUIRE(WIFSIGNALED(child_with_temporary(out, [] { ::raise(SIGKILL); })));
  REQUIRE(hidden_entries(out).size() == 1);

  for (int trial = 0; trial < 12; ++trial) {
    const int signal_number = trial % 2 == 0 ? SIGINT : SIGTERM;
    std::vector<std::string> args{PUZZLEGEN_BINARY, "generate", "takuzu",  "--size",  "6", "--count", "100000",
                                  "--seed",         "35",       "--threads", "2",    "-o", out.string() + "/"};
    std::vector<char*> argv;
    for (std::string& arg : args) argv.push_back(arg.data());
    argv.push_back(nullptr);
    // Whatever this test inherited (a background job ignores SIGINT), the
    // run starts with the default actions, as from a terminal.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t defaults;
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGINT);
    sigaddset(&defaults, SIGTERM);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
    pid_t pid = 0;
    const int spawned = ::posix_spawn(&pid, argv[0], nullptr, &attributes, argv.data(), environ);
    posix_spawnattr_destroy(&attributes);
    REQUIRE(spawned == 0);
    // Stopped at a different count of files each time, mid-stream.
    const std::size_t wanted = 1 + static_cast<std::size_t>(trial) * 7;
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    // From one listing: the run's probe of the directory, a hidden file that
    // comes and goes before its first write, must not count as a whole file
    // (two listings, one for all entries and one for the hidden ones, could
    // see it in one and not the other; the trial would then stop the run
    // before it had swept the dead writer's temporary).
    auto whole_files = [&] {
      const std::vector<std::string> names = sorted_entries(out);
      return static_cast<std::size_t>(
          std::count_if(names.begin(), names.end(), [](const std::string& name) { return name[0] != '.'; }));
    };
    std::size_t seen = 0;
    while ((seen = whole_files()) < wanted && std::chrono::steady_clock::now() < give_up)
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    ::kill(pid, signal_number);
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    INFO("trial " << trial << ", signal " << signal_number << ", whole files seen " << seen);
    REQUIRE(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == signal_number);
    const std::vector<std::string> left = hidden_entries(out);
    INFO("left: " << (left.empty() ? std::string("nothing") : left.front()) << " among " << sorted_entries(out).size()
                  << " entries");
    CHECK(left.empty());
  }
  // Every file left is whole: it reads as the instance it names.
  const auto r = pg::test::cli::run({"verify", out.string()});
  INFO(r.err);
  CHECK(r.status == 0);
}

TEST_CASE("generate: each puzzle reaches standard output as it is made, not when the run ends", "[output][cli]") {
  // Three expert 40x40 Takuzu take a second or more each, and their IDs fit
  // in one buffer: the first line must come while the others are still
  // being made, not with them as the run ends.
  int pipe_ends[2];
  REQUIRE(::pipe(pipe_ends) == 0);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, pipe_ends[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&actions, pipe_ends[0]);
  const std::string binary = PUZZLEGEN_BINARY;
  std::vector<std::string> words{binary, "generate", "takuzu", "--size", "40", "--difficulty", "expert",
                                 "--count", "3", "--threads", "1", "--format", "tatham", "--quiet"};
  std::vector<char*> argv;
  for (std::string& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  pid_t child = 0;
  REQUIRE(posix_spawn(&child, binary.c_str(), &actions, nullptr, argv.data(), environ) == 0);
  posix_spawn_file_actions_destroy(&actions);
  ::close(pipe_ends[1]);
  std::string first;
  char byte = 0;
  while (::read(pipe_ends[0], &byte, 1) == 1 && byte != '\n') first += byte;
  // A run that held its output back ends as soon as it has written it.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  int status = 0;
  const pid_t ended = ::waitpid(child, &status, WNOHANG);
  ::kill(child, SIGKILL);
  ::waitpid(child, &status, 0);
  ::close(pipe_ends[0]);
  CHECK(first.rfind("40x40u:", 0) == 0);
  CHECK(ended == 0);  // still making the others
}
