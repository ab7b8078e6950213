// Whole files in, whole files out; and files line by line in, piece by piece
// out, for inputs and outputs of any number of instances.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace pg {

class Temporary;

// The whole of a file or of standard input ("-"). Throws std::runtime_error
// naming the file when it cannot be read, and InputError when it holds more
// than limits::kLargestFile bytes (a file's size is checked before a byte is
// read).
std::string read_input(const std::string& path);
// The refusal of a text larger than limits::kLargestFile read whole, at the
// start of `line` (0: no place).
InputError too_large_to_hold(int line = 0);

// The lines of a file or of standard input ("-") one at a time, read a block
// at a time, so that memory holds the line being read however long the file.
// A byte-order mark at the start of the file is skipped, from the line and
// from raw(). A line longer than limits::kLongestLine is an InputError at its line and
// the column just past the limit, and so is a line past the 2^31-1st; the
// error is thrown again at every later call.
class InputLines final : public LineSource {
 public:
  // Throws std::runtime_error naming the file when it cannot be opened.
  explicit InputLines(const std::string& path);
  ~InputLines() override;
  InputLines(const InputLines&) = delete;
  InputLines& operator=(const InputLines&) = delete;

  // Throws std::runtime_error naming the file when a read fails.
  std::optional<Line> next() override;
  std::string_view raw() const override { return raw_; }

 private:
  // Reads more after the bytes held; false at the end of the file.
  bool fill();

  std::string name_;  // for messages
  int fd_ = -1;
  bool owned_ = false;  // not standard input
  std::string buffer_;
  std::size_t start_ = 0, end_ = 0;  // the bytes of buffer_ not yet returned
  bool at_end_ = false;
  int number_ = 0;
  std::string_view raw_;
  std::optional<std::string> fault_;  // the message of the error thrown
  int fault_line_ = 0;
  int fault_column_ = 0;
};
// Writes `content` where `path` names, without harming what is there:
//   "-", or a path that is standard output itself (/dev/stdout, or the file
//       standard output goes to): standard output;
//   a device, FIFO or socket: written in place, as a shell's '>' would;
//   a symlink: followed, and its target treated as here;
//   a regular file, or nothing yet: a temporary file in the same directory,
//       renamed over it once complete, so that no reader ever sees half a
//       file; an existing file keeps its permissions, a new one gets the
//       umask's.
// Throws std::runtime_error naming the path when it cannot write.
// A file written over a temporary reaches the disk when it is renamed into
// place (now), or with the next sync_file_system() (later: a directory of
// many files, synced once).
enum class Durability { now, later };
void write_output(const std::string& path, std::string_view content, Durability durability = Durability::now);
// Puts on the disk everything written to the file system that holds `path`
// (syncfs(2)); std::runtime_error naming `path` when a write failed there.
void sync_file_system(const std::string& path);
// How many more files the file system that holds `path` (or would hold it:
// its nearest existing parent) can take (its free inodes); nullopt when it
// does not count them (btrfs, some network file systems).
std::optional<std::uint64_t> free_files(const std::string& path);

// Throws std::runtime_error naming `named` (by default `directory`) unless
// a file can be created in `directory` (by creating one and removing it):
// what will be written there is known to fit before the work that makes it.
void probe_directory(const std::string& directory, const std::string& named = {});

// An output written piece by piece where write_output would write it whole,
// and as safely: standard output and devices as they come; a regular file (or
// a new one) into a temporary beside it, renamed over it by commit(), so that
// no reader ever sees half of it. Destroyed without commit(), it leaves what
// was there as it was. Throws std::runtime_error naming the path when it
// cannot write.
class StreamedOutput {
 public:
  explicit StreamedOutput(const std::string& path);
  ~StreamedOutput();
  StreamedOutput(const StreamedOutput&) = delete;
  StreamedOutput& operator=(const StreamedOutput&) = delete;

  void write(std::string_view piece);
  // What was written put on the disk (a file's), before commit().
  void sync();
  void commit();

 private:
  std::string path_;
  int fd_ = -1;        // standard output, or the device written in place
  bool owned_ = false;  // fd_ is to be closed
  std::unique_ptr<Temporary> temporary_;
  unsigned mode_ = 0;  // the temporary's permissions once complete
};

// `work()`, a write, its failures (the file system's, a full disk's) as
// CantCreateError naming the path; CantCreateError and UsageError as they are.
template <typename Work>
auto as_output_error(Work&& work) {
  try {
    return work();
  } catch (const CantCreateError&) {
    throw;
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& e) {
    throw CantCreateError(e.what());
  }
}

// What write_output does with `path`.
enum class OutputKind { standard_output, in_place, replaced, created };
OutputKind output_kind(const std::string& path);

}  // namespace pg
