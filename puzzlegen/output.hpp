// Where output goes, decided once, and every file written whole or not at all.
// Part of the library API: a program includes puzzlegen/api.hpp.
#pragma once

#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/instance.hpp"
#include "puzzlegen/write.hpp"

namespace pg::api {

// Where output goes, decided once from -o: standard output ("-" or empty), a
// file, a directory (one that exists, a name ending in '/', or a new name
// when several files are to be written), or a device or FIFO written
// through. Every file is complete or absent: written into a temporary renamed
// over its name. In a directory, a file of the same content is left as it is
// and one of other content is replaced only with `force`.
struct OutputRequest {
  std::string path;        // "-" or empty: standard output
  bool several = false;    // more than one text is coming
  bool one_stream = false;  // the texts join into one document (a list format)
  bool force = false;
  // The refusal when `path` is an existing file and several texts are
  // coming: "PATH is a file; " then this.
  std::string several_to_file = " is a file; several instances go to a stream (standard output) or to -o DIR";
};

// One text written whole to PATH ("-" or empty: `out`), as Output writes a
// file; CantCreateError when it cannot be.
void write_whole(const std::string& path, std::string_view text, std::ostream& out);

// One file among others (a corpus directory): an existing file of the same
// content is left as it is; one of other content is replaced only with
// `force` (CantCreateError otherwise), so that two runs into one directory
// never silently overwrite each other. Renamed into place whole, and put on
// the disk with the others by sync_directory() (a power cut before it may
// leave it empty).
void write_among_others(const std::string& path, const std::string& text, bool force);
// Puts on the disk every file written among others under `directory` (with
// everything else of its file system); CantCreateError when a write failed.
void sync_directory(const std::string& directory);

class Output {
 public:
  enum class Kind { standard_output, file, directory };
  // Creates the directory, and learns that a file can be made where the
  // output goes, before any work (CantCreateError, UsageError). `out` is what
  // standard output is.
  Output(OutputRequest request, std::ostream& out);
  ~Output();
  Output(const Output&) = delete;
  Output& operator=(const Output&) = delete;

  // Where `request` goes, decided without touching anything (UsageError,
  // CantCreateError as the constructor).
  static Kind kind_of(const OutputRequest& request);
  Kind kind() const { return kind_; }
  const std::string& path() const { return request_.path; }

  // Into the stream (standard output or the file).
  void append(std::string_view text);
  // Into the directory: NAME, a file name.
  void file(const std::string& name, const std::string& text);
  // An instance in `format` as file NAME (without extension) of the
  // directory, with its companions (a reference plan) and, once, the
  // directory's shared file (domain.pddl); into the stream, the format's item
  // (`first` says whether it opens the stream).
  void instance(const Instance& instance, std::string_view format, const WriteOptions& options,
                const std::string& name);
  // The stream complete: the format's closing, then the file renamed into
  // place; a directory's files put on the disk. Without finish(), a file is
  // left as it was.
  void finish();

 private:
  struct Stream;
  OutputRequest request_;
  std::ostream* out_;
  Kind kind_ = Kind::standard_output;
  std::unique_ptr<Stream> stream_;
  std::vector<std::string> shared_written_;
  std::string closing_;  // what the stream's format closes it with
  bool first_ = true;
};

}  // namespace pg::api
