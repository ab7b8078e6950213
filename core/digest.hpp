// Content digests, for manifests that let a corpus be checked file by file.
#pragma once

#include <string>
#include <string_view>

namespace pg {

// The SHA-256 of `bytes` as 64 lowercase hexadecimal digits (OpenSSL's).
std::string sha256_hex(std::string_view bytes);

}  // namespace pg
