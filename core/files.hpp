// Whole files in, whole files out.
#pragma once

#include <string>
#include <string_view>

namespace pg {

// The whole of a file or of standard input ("-"). Throws std::runtime_error
// naming the file when it cannot be read.
std::string read_input(const std::string& path);
// Writes through a temporary file in the same directory and renames it, so
// that a reader never sees a half-written file.
void write_file_atomically(const std::string& path, std::string_view content);

}  // namespace pg
