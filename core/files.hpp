// Whole files in, whole files out.
#pragma once

#include <string>
#include <string_view>

namespace pg {

// The whole of a file or of standard input ("-"). Throws std::runtime_error
// naming the file when it cannot be read.
std::string read_input(const std::string& path);
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
void write_output(const std::string& path, std::string_view content);

// Throws std::runtime_error naming `named` (by default `directory`) unless
// a file can be created in `directory` (by creating one and removing it):
// what will be written there is known to fit before the work that makes it.
void probe_directory(const std::string& directory, const std::string& named = {});

// What write_output does with `path`.
enum class OutputKind { standard_output, in_place, replaced, created };
OutputKind output_kind(const std::string& path);

}  // namespace pg
