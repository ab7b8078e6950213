#include "core/temporary.hpp"

#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <system_error>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pg {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kMark = ".puzzlegen-";
constexpr std::size_t kRandomPart = 6;  // mkstemp's XXXXXX

[[noreturn]] void fail(const std::string& named, const std::string& what, int error) {
  throw std::runtime_error(named + ": " + what + (error != 0 ? std::string(": ") + std::strerror(error) : ""));
}

// The temporaries in flight, where a signal handler can read them: a handler
// may not allocate or lock, so the names sit in fixed buffers, each published
// by its flag once written and withdrawn before the buffer is reused.
struct Slot {
  std::atomic<bool> used{false};     // claimed by a writer
  std::atomic<bool> written{false};  // `name` holds a temporary to remove
  std::array<char, 4096> name{};
};
std::array<Slot, 64> slots;
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler reads these flags");

constexpr std::array<int, 4> kSignals{SIGINT, SIGTERM, SIGHUP, SIGPIPE};

int claim_slot() {
  for (std::size_t i = 0; i < slots.size(); ++i) {
    bool expected = false;
    if (slots[i].used.compare_exchange_strong(expected, true)) return static_cast<int>(i);
  }
  return -1;  // more writers at once than slots: the next run's sweep is the net
}

void release_slot(int slot) {
  if (slot < 0) return;
  slots[static_cast<std::size_t>(slot)].written.store(false);
  slots[static_cast<std::size_t>(slot)].used.store(false);
}

extern "C" void remove_in_flight_and_die(int signal_number) {
  for (Slot& slot : slots)
    if (slot.written.load()) ::unlink(slot.name.data());
  // SA_RESETHAND has put the default action back and SA_NODEFER leaves the
  // signal unblocked: this ends the process, by this signal.
  ::raise(signal_number);
}

// The temporary's leaf for a target named `leaf` in `dir`: ".LEAF" and the
// mark, LEAF cut (at a character's start) so that the whole fits the
// directory's longest name, as the target itself does.
std::string temporary_leaf(const fs::path& dir, std::string leaf) {
  const long longest = ::pathconf(dir.c_str(), _PC_NAME_MAX);
  const std::size_t limit = longest > 0 ? static_cast<std::size_t>(longest) : 255;
  const std::size_t added = 1 + kMark.size() + kRandomPart;
  if (leaf.size() + added > limit) {
    std::size_t keep = limit > added + 1 ? limit - added : 1;
    while (keep > 1 && (static_cast<unsigned char>(leaf[keep]) & 0xC0) == 0x80) --keep;
    leaf.resize(keep);
  }
  return "." + leaf + std::string(kMark) + std::string(kRandomPart, 'X');
}

// Whether `path` still names the file open as `fd`: a sweep may have removed
// the name between its creation and its lock.
bool names_open_file(const std::string& path, int fd) {
  struct stat open_file {}, named {};
  return ::fstat(fd, &open_file) == 0 && ::lstat(path.c_str(), &named) == 0 && open_file.st_dev == named.st_dev &&
         open_file.st_ino == named.st_ino;
}

// Makes what was renamed in `dir` last through a power cut.
void sync_directory(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

Temporary::Temporary(const fs::path& target, const std::string& named) : target_(target), named_(named) {
  const fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  const std::string pattern = (dir / temporary_leaf(dir, target.filename().string())).string();
  // From its creation to its registration, no signal may end the process:
  // the file would exist with nobody to remove it.
  const SignalsHeld held;
  for (;;) {
    path_ = pattern;
    fd_ = ::mkstemp(path_.data());
    if (fd_ < 0) throw std::system_error(errno, std::generic_category(), named_ + ": cannot create a file here");
    // Held until it is renamed into place or the process ends, whatever
    // way: the sweep of another run removes only what nobody holds. Between
    // the creation and the lock, such a sweep may take the lock first and
    // remove the name: then this file is nobody's, and another is made.
    if (::flock(fd_, LOCK_EX) == 0 && names_open_file(path_, fd_)) break;
    ::close(fd_);
    fd_ = -1;
  }
  slot_ = claim_slot();
  if (slot_ >= 0 && path_.size() < slots[static_cast<std::size_t>(slot_)].name.size()) {
    Slot& slot = slots[static_cast<std::size_t>(slot_)];
    std::memcpy(slot.name.data(), path_.c_str(), path_.size() + 1);
    slot.written.store(true);
  }
}

Temporary::~Temporary() {
  // Removed while still locked: once unlocked, the name could be another
  // run's to sweep.
  if (!path_.empty()) ::unlink(path_.c_str());
  if (fd_ >= 0) ::close(fd_);
  release_slot(slot_);
}

void Temporary::sync() {
  if (::fsync(fd_) != 0) fail(named_, "cannot write", errno);
}

void Temporary::install(unsigned mode, bool durable) {
  // mkstemp makes the file private; what it replaces decides, or the umask.
  ::fchmod(fd_, static_cast<mode_t>(mode));
  // On the disk before the rename, so that after a power cut the name holds
  // the whole text or what it held before, never an empty file; a write
  // error that only shows now (NFS, a full disk) keeps what the target held.
  if (durable) sync();
  // Renamed while still locked, so that no other run's sweep can take it
  // for a dead writer's.
  if (std::rename(path_.c_str(), target_.c_str()) != 0) fail(named_, "cannot write", errno);
  path_.clear();
  ::close(fd_);
  fd_ = -1;
  release_slot(slot_);
  slot_ = -1;
  if (durable) sync_directory(target_.parent_path().empty() ? fs::path(".") : target_.parent_path());
}

std::string temporary_target(const std::string& leaf) {
  if (leaf.size() < 2 + kMark.size() + kRandomPart || leaf[0] != '.') return {};
  const std::size_t mark = leaf.size() - kRandomPart - kMark.size();
  if (leaf.compare(mark, kMark.size(), kMark) != 0) return {};
  return leaf.substr(1, mark - 1);
}

int remove_dead_temporaries(const fs::path& directory) {
  int removed = 0;
  std::error_code ec;
  for (const auto& item : fs::directory_iterator(directory, ec)) {
    const std::string leaf = item.path().filename().string();
    if (temporary_target(leaf).empty()) continue;
    const int fd = ::open(item.path().c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) continue;
    struct stat info {};
    // A lock taken means its writer is gone, as long as the name is still
    // that file's: a writer renames its temporary away under its lock.
    if (::fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && ::flock(fd, LOCK_EX | LOCK_NB) == 0 &&
        names_open_file(item.path().string(), fd) && ::unlink(item.path().c_str()) == 0)
      ++removed;
    ::close(fd);
  }
  return removed;
}

void remove_temporaries_on_signals() {
  for (int s : kSignals) {
    struct sigaction before {};
    if (::sigaction(s, nullptr, &before) == 0 && before.sa_handler == SIG_IGN) continue;
    struct sigaction action {};
    action.sa_handler = remove_in_flight_and_die;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    ::sigaction(s, &action, nullptr);
  }
}

SignalsHeld::SignalsHeld() {
  sigset_t set;
  sigemptyset(&set);
  for (int s : kSignals) sigaddset(&set, s);
  ::pthread_sigmask(SIG_BLOCK, &set, &before_);
}

SignalsHeld::~SignalsHeld() { ::pthread_sigmask(SIG_SETMASK, &before_, nullptr); }

}  // namespace pg
