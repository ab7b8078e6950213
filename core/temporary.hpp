// The temporary file an output is written into before it is renamed over its
// name, and the promise that none is left behind: not by an error, not by
// SIGINT, SIGTERM, SIGHUP or SIGPIPE, and not by a crash (the next run that
// writes into the directory removes what a dead writer left).
#pragma once

#include <csignal>
#include <filesystem>
#include <string>

namespace pg {

// ".NAME.puzzlegen-XXXXXX" beside NAME, created exclusively and held under
// an flock(2) lock until it is complete or the process ends, so that a run
// tells a write under way from the leftover of a dead one. Removed by the
// destructor unless install() has renamed it over its target.
class Temporary {
 public:
  // Throws std::system_error naming `named` when it cannot be created.
  Temporary(const std::filesystem::path& target, const std::string& named);
  Temporary(const Temporary&) = delete;
  Temporary& operator=(const Temporary&) = delete;
  ~Temporary();

  int fd() const { return fd_; }
  const std::string& path() const { return path_; }
  // Puts what was written on the disk; std::runtime_error naming `named`
  // when it cannot be (a full disk, a write error NFS reports late).
  void sync();
  // Gives it the permissions `mode`, renames it over the target and closes
  // it; with `durable`, puts it on the disk before the rename and the
  // directory after (without, a later sync of the file system does, once
  // for many files). Throws std::runtime_error naming `named`; the temporary is gone
  // either way.
  void install(unsigned mode, bool durable = true);

 private:
  std::filesystem::path target_;
  std::string named_;
  std::string path_;
  int fd_ = -1;
  int slot_ = -1;  // in the table the signal handler empties
};

// NAME when `leaf` is the name of a temporary of NAME (or of a name that
// starts with NAME: a long name is cut so that its temporary's fits the
// file system), "" otherwise.
std::string temporary_target(const std::string& leaf);

// Removes the temporaries in `directory` (not below it) that no living
// process holds: what an earlier run killed by SIGKILL, a crash or a power
// cut left. Returns how many went.
int remove_dead_temporaries(const std::filesystem::path& directory);

// Installs the handlers that remove the temporaries in flight when SIGINT,
// SIGTERM, SIGHUP or SIGPIPE arrives, then end the process by that signal
// (so that a shell reports 130, 143, ...). Signals the process was started
// with ignored stay ignored.
void remove_temporaries_on_signals();

// Blocks SIGINT, SIGTERM, SIGHUP and SIGPIPE in the calling thread for its
// lifetime. A thread inherits the mask of the thread that starts it, so the
// program starts every thread under one of these: the signals then reach only
// the main thread, the one that writes, from the new thread's first
// instruction on. Blocking them inside the new thread would leave a window
// where the handler could run there while the main thread holds a temporary
// it has created and not yet registered.
class SignalsHeld {
 public:
  SignalsHeld();
  ~SignalsHeld();
  SignalsHeld(const SignalsHeld&) = delete;
  SignalsHeld& operator=(const SignalsHeld&) = delete;

 private:
  sigset_t before_;
};

}  // namespace pg
