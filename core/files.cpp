#include "core/files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pg {

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
      text.append(buffer, static_cast<std::size_t>(got));
    }
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw std::runtime_error(path + ": is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(path + ": " + std::strerror(errno));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw std::runtime_error(path + ": read failed");
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

void replace(const fs::path& target, const std::string& path, std::string_view content) {
  fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  std::string temporary = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  int fd = ::mkstemp(temporary.data());
  if (fd < 0) fail(path, "cannot create a file here", errno);
  struct stat existing {};
  mode_t mode = ::stat(target.c_str(), &existing) == 0 ? (existing.st_mode & 07777) : new_file_mode();
  try {
    write_all(fd, content, path);
  } catch (...) {
    ::close(fd);
    ::unlink(temporary.c_str());
    throw;
  }
  // mkstemp makes the file private; what it replaces decides, or the umask.
  ::fchmod(fd, mode);
  if (::close(fd) != 0 || std::rename(temporary.c_str(), target.c_str()) != 0) {
    int saved = errno;
    ::unlink(temporary.c_str());
    fail(path, "cannot write", saved);
  }
}

}  // namespace

void probe_directory(const std::string& directory, const std::string& named) {
  std::string probe = (fs::path(directory) / ".puzzlegen-probe.XXXXXX").string();
  int fd = ::mkstemp(probe.data());
  if (fd < 0)
    fail(named.empty() ? directory : named,
         named.empty() ? "cannot create a file in this directory" : "cannot create a file in " + directory, errno);
  ::close(fd);
  ::unlink(probe.c_str());
}

OutputKind output_kind(const std::string& path) {
  if (is_standard_output(path)) return OutputKind::standard_output;
  const fs::path target = follow_links(path);
  struct stat info {};
  if (::stat(target.c_str(), &info) != 0) return OutputKind::created;
  if (S_ISDIR(info.st_mode)) fail(path, "is a directory", 0);
  return S_ISREG(info.st_mode) ? OutputKind::replaced : OutputKind::in_place;
}

void write_output(const std::string& path, std::string_view content) {
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
      replace(follow_links(path), path, content);
      return;
  }
}

}  // namespace pg
