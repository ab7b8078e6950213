// The JSON schema shared by every puzzle (ours; versioned; docs/json.md
// documents it). One document per instance; several instances are written one
// document per line.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/codec.hpp"

namespace pg {

inline constexpr std::string_view kJsonFormatName = "puzzlegen";
inline constexpr int kJsonVersion = 1;

// An integer value within limits::kLargestNumber either side of 0, or
// nothing (floats, larger numbers, other types).
std::optional<int> small_int(const Json& value);
// A value as an error message shows it: shortened when long.
std::string describe_json(const Json& value);

// Finds a puzzle's codec by name (nullptr when there is none).
using CodecResolver = std::function<const Codec*(std::string_view)>;

Json instance_to_json(const Instance& instance, const Codec& codec);
// `line` places errors when the document came from one line of a file.
Instance instance_from_json(const Json& document, const CodecResolver& resolve, int line = 0);

class JsonFormat final : public Format {
 public:
  explicit JsonFormat(CodecResolver resolve) : Format("json", ".json"), resolve_(std::move(resolve)) {}
  bool sniff(std::string_view text) const override;
  // One document, or one document per line: that is, when the lines up to
  // limits::kDecidingLines (non-blank) are more than one and each one
  // document, and then every line after them is read as one too.
  std::unique_ptr<ItemStream> stream(LineSource& lines) const override;
  std::string write_text(const Instance& instance, const WriteOptions& options) const override;  // one line

 private:
  CodecResolver resolve_;
};

}  // namespace pg
