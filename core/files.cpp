#include "core/files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <system_error>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "core/errors.hpp"
#include "core/limits.hpp"
#include "core/temporary.hpp"

namespace pg {

InputError too_large_to_hold(int line) {
  return InputError("larger than " + std::to_string(limits::kLargestFile) +
                        " bytes, the most puzzlegen holds of a text it reads whole",
                    line, line > 0 ? 1 : 0);
}

std::string read_input(const std::string& path) {
  if (path == "-") {
    // read(2) itself: iostreams would take a read error for the end of input.
    std::string text;
    char buffer[65536];
    for (;;) {
      ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
      if (got == 0) return text;
      if (got < 0) {
        if (errno == EINTR) continue;
        throw std::runtime_error(std::string("standard input: ") + std::strerror(errno));
      }
      if (text.size() + static_cast<std::size_t>(got) > limits::kLargestFile) throw too_large_to_hold();
      text.append(buffer, static_cast<std::size_t>(got));
    }
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw std::runtime_error(escape_controls(path) + ": is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(escape_controls(path) + ": " + std::strerror(errno));
  // A regular file's size is known before a byte is read; a device or a pipe
  // is counted as it comes.
  const std::uintmax_t size = std::filesystem::is_regular_file(path, ec) ? std::filesystem::file_size(path, ec) : 0;
  if (!ec && size > limits::kLargestFile) throw too_large_to_hold();
  std::string text;
  char buffer[65536];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    if (text.size() + static_cast<std::size_t>(in.gcount()) > limits::kLargestFile) throw too_large_to_hold();
    text.append(buffer, static_cast<std::size_t>(in.gcount()));
  }
  if (in.bad()) throw std::runtime_error(escape_controls(path) + ": read failed");
  return text;
}

namespace {

namespace fs = std::filesystem;

[[noreturn]] void fail(const std::string& path, const std::string& what, int error) {
  throw std::runtime_error(path + ": " + what + (error != 0 ? std::string(": ") + std::strerror(error) : ""));
}

// The path a chain of symlinks ends at (the path itself when it is none), so
// that the file it names is replaced rather than the link.
fs::path follow_links(const std::string& path) {
  fs::path at(path);
  for (int hops = 0; hops < 40; ++hops) {
    struct stat info {};
    if (::lstat(at.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return at;
    std::error_code ec;
    fs::path target = fs::read_symlink(at, ec);
    if (ec) fail(path, "cannot read the symbolic link", ec.value());
    at = target.is_absolute() ? target : at.parent_path() / target;
  }
  fail(path, "too many levels of symbolic links", ELOOP);
}

bool is_standard_output(const std::string& path) {
  if (path == "-") return true;
  struct stat out {}, named {};
  return ::fstat(STDOUT_FILENO, &out) == 0 && ::stat(path.c_str(), &named) == 0 && out.st_dev == named.st_dev &&
         out.st_ino == named.st_ino;
}

void write_all(int fd, std::string_view content, const std::string& path) {
  const char* data = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t written = ::write(fd, data, left);
    if (written < 0) {
      if (errno == EINTR) continue;
      fail(path, "write failed", errno);
    }
    data += written;
    left -= static_cast<std::size_t>(written);
  }
}

// The permissions a new file gets: what the umask leaves of rw-rw-rw-. Read
// once: reading the umask means setting it.
mode_t new_file_mode() {
  static const mode_t mode = [] {
    mode_t mask = ::umask(0);
    ::umask(mask);
    return static_cast<mode_t>(0666 & ~mask);
  }();
  return mode;
}

void replace(const fs::path& target, const std::string& path, std::string_view content, Durability durability) {
  Temporary temporary(target, path);
  struct stat existing {};
  mode_t mode = ::stat(target.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : new_file_mode();
  write_all(temporary.fd(), content, path);
  temporary.install(mode, durability == Durability::now);
}

}  // namespace

void probe_directory(const std::string& directory, const std::string& named) {
  // A temporary like any output's, so that no signal can leave it behind.
  try {
    const Temporary probe(fs::path(directory) / "probe", named.empty() ? directory : named);
  } catch (const std::system_error& e) {
    fail(named.empty() ? directory : named,
         named.empty() ? "cannot create a file in this directory" : "cannot create a file in " + directory,
         e.code().value());
  }
}

OutputKind output_kind(const std::string& path) {
  if (is_standard_output(path)) return OutputKind::standard_output;
  const fs::path target = follow_links(path);
  struct stat info {};
  if (::stat(target.c_str(), &info) != 0) return OutputKind::created;
  if (S_ISDIR(info.st_mode)) fail(path, "is a directory", 0);
  return S_ISREG(info.st_mode) ? OutputKind::replaced : OutputKind::in_place;
}

void sync_file_system(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) fail(path, "cannot open", errno);
  const int synced = ::syncfs(fd);
  const int error = errno;
  ::close(fd);
  if (synced != 0) fail(path, "write failed", error);
}

std::optional<std::uint64_t> free_files(const std::string& path) {
  std::error_code ec;
  fs::path existing = fs::absolute(path, ec);
  while (!existing.empty() && !fs::exists(existing, ec) && existing != existing.root_path())
    existing = existing.parent_path();
  struct statvfs info {};
  if (::statvfs(existing.c_str(), &info) != 0 || info.f_files == 0) return std::nullopt;
  return static_cast<std::uint64_t>(info.f_favail);
}

void write_output(const std::string& path, std::string_view content, Durability durability) {
  switch (output_kind(path)) {
    case OutputKind::standard_output:
      write_all(STDOUT_FILENO, content, path == "-" ? "standard output" : path);
      return;
    case OutputKind::in_place: {
      int fd = ::open(follow_links(path).c_str(), O_WRONLY | O_CLOEXEC);
      if (fd < 0) fail(path, "cannot open", errno);
      try {
        write_all(fd, content, path);
      } catch (...) {
        ::close(fd);
        throw;
      }
      if (::close(fd) != 0) fail(path, "write failed", errno);
      return;
    }
    case OutputKind::replaced:
    case OutputKind::created:
      replace(follow_links(path), path, content, durability);
      return;
  }
}

// ---------------------------------------------------------------------------
// Line by line in

namespace {

// What is read at a time; a line longer than this is gathered over reads.
constexpr std::size_t kReadBlock = std::size_t{1} << 16;

}  // namespace

InputLines::InputLines(const std::string& path) : name_(path == "-" ? "standard input" : escape_controls(path)) {
  if (path == "-") {
    fd_ = STDIN_FILENO;
    return;
  }
  std::error_code ec;
  if (fs::is_directory(path, ec)) throw std::runtime_error(escape_controls(path) + ": is a directory");
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd_ < 0) throw std::runtime_error(escape_controls(path) + ": " + std::strerror(errno));
  owned_ = true;
}

InputLines::~InputLines() {
  if (owned_) ::close(fd_);
}

bool InputLines::fill() {
  if (at_end_) return false;
  // What was returned goes; what is pending moves to the front.
  if (start_ > 0) {
    buffer_.erase(0, start_);
    end_ -= start_;
    start_ = 0;
  }
  buffer_.resize(end_ + kReadBlock);
  for (;;) {
    ssize_t got = ::read(fd_, buffer_.data() + end_, kReadBlock);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) throw std::runtime_error(name_ + ": " + std::strerror(errno));
    end_ += static_cast<std::size_t>(got);
    buffer_.resize(end_);
    if (got == 0) at_end_ = true;
    return got > 0;
  }
}

std::optional<Line> InputLines::next() {
  if (fault_) throw InputError(*fault_, fault_line_, fault_column_);
  raw_ = {};
  std::size_t searched = 0;  // bytes of the pending line known to hold no LF
  for (;;) {
    const char* from = buffer_.data() + start_ + searched;
    const auto* lf = static_cast<const char*>(std::memchr(from, '\n', end_ - start_ - searched));
    const std::size_t length = lf != nullptr ? static_cast<std::size_t>(lf - (buffer_.data() + start_))
                                             : end_ - start_;  // without the LF
    if (length > limits::kLongestLine) {
      fault_ = "line longer than " + std::to_string(limits::kLongestLine) + " bytes";
      fault_line_ = number_ == std::numeric_limits<int>::max() ? 0 : number_ + 1;
      fault_column_ = static_cast<int>(limits::kLongestLine) + 1;
      throw InputError(*fault_, fault_line_, fault_column_);
    }
    if (lf == nullptr) {
      searched = end_ - start_;
      if (fill()) continue;
      if (start_ == end_) return std::nullopt;  // the end, after a line break or of an empty file
    }
    if (number_ == std::numeric_limits<int>::max()) {
      fault_ = "more than " + std::to_string(number_) + " lines";
      throw InputError(*fault_);
    }
    const std::size_t taken = lf != nullptr ? length + 1 : length;
    raw_ = std::string_view(buffer_).substr(start_, taken);
    std::string_view text = raw_.substr(0, length);
    if (number_ == 0 && raw_.starts_with(kByteOrderMark)) {
      raw_.remove_prefix(kByteOrderMark.size());
      text.remove_prefix(kByteOrderMark.size());
    }
    if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
    start_ += taken;
    return Line{text, ++number_};
  }
}

// ---------------------------------------------------------------------------
// Piece by piece out

StreamedOutput::StreamedOutput(const std::string& path) : path_(path) {
  switch (output_kind(path)) {
    case OutputKind::standard_output:
      fd_ = STDOUT_FILENO;
      if (path == "-") path_ = "standard output";
      return;
    case OutputKind::in_place:
      fd_ = ::open(follow_links(path).c_str(), O_WRONLY | O_CLOEXEC);
      if (fd_ < 0) fail(path, "cannot open", errno);
      owned_ = true;
      return;
    case OutputKind::replaced:
    case OutputKind::created: {
      const fs::path target = follow_links(path);
      temporary_ = std::make_unique<Temporary>(target, path);
      struct stat existing {};
      mode_ = ::stat(target.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : new_file_mode();
      return;
    }
  }
}

StreamedOutput::~StreamedOutput() {
  if (owned_) ::close(fd_);
}

void StreamedOutput::write(std::string_view piece) {
  if (temporary_) {
    write_all(temporary_->fd(), piece, path_);
  } else if (fd_ >= 0) {
    write_all(fd_, piece, path_);
  }
}

void StreamedOutput::sync() {
  if (temporary_) temporary_->sync();
}

void StreamedOutput::commit() {
  if (temporary_) {
    temporary_->install(mode_);
    temporary_.reset();
  } else if (owned_) {
    owned_ = false;
    if (::close(fd_) != 0) fail(path_, "write failed", errno);
  }
  fd_ = -1;
}

}  // namespace pg
