#include "core/files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>

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

void write_file_atomically(const std::string& path, std::string_view content) {
  namespace fs = std::filesystem;
  fs::path target(path);
  fs::path dir = target.parent_path().empty() ? fs::path(".") : target.parent_path();
  std::string pattern = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  int fd = ::mkstemp(pattern.data());
  if (fd < 0) throw std::runtime_error(path + ": cannot create a file here: " + std::strerror(errno));
  const char* data = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t written = ::write(fd, data, left);
    if (written < 0) {
      if (errno == EINTR) continue;
      int saved = errno;
      ::close(fd);
      ::unlink(pattern.c_str());
      throw std::runtime_error(path + ": write failed: " + std::strerror(saved));
    }
    data += written;
    left -= static_cast<std::size_t>(written);
  }
  // mkstemp makes the file private; a generated instance is an ordinary file.
  ::fchmod(fd, 0644);
  if (::close(fd) != 0 || std::rename(pattern.c_str(), path.c_str()) != 0) {
    int saved = errno;
    ::unlink(pattern.c_str());
    throw std::runtime_error(path + ": cannot write: " + std::strerror(saved));
  }
}

}  // namespace pg
