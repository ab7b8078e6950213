// A corpus's manifest: every file with its sha256, as manifest.csv (the one
// merge and verify read) and manifest.json (the same rows, a file per line),
// both written as the rows come and installed together, so that a manifest
// present means the corpus it lists is whole.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace pg {
class InputLines;
class StreamedOutput;
}  // namespace pg

namespace pg::batch {

struct Row {
  std::string file;  // relative to the corpus directory, '/'-separated
  std::string puzzle, size, difficulty, rules;
  std::optional<std::uint64_t> clues, seed, index;  // none for a directory's file (a PDDL domain)
  std::string sha256;
  int line = 0;  // in a manifest read back
};

// "manifest" for a whole run, "manifest-K-of-N" for shard K of N.
std::string manifest_base(std::uint64_t shard, std::uint64_t shards);

// BASE.json and BASE.csv in `root`, the rows added in order. Without
// finish(), neither is left; with it, both, whole.
class ManifestWriter {
 public:
  ManifestWriter(const std::filesystem::path& root, const std::string& base);
  ~ManifestWriter();
  ManifestWriter(const ManifestWriter&) = delete;
  ManifestWriter& operator=(const ManifestWriter&) = delete;

  void add(const Row& row);
  std::uint64_t rows() const { return rows_; }
  // Both on the disk, then both renamed into place: the JSON first, so that
  // manifest.csv is there only when both are.
  void finish();

 private:
  std::filesystem::path json_path_;
  std::unique_ptr<StreamedOutput> json_, csv_;
  std::uint64_t rows_ = 0;
};

// The rows of a manifest.csv, one at a time, as ManifestWriter writes them.
class ManifestReader {
 public:
  // NoInputError when the file cannot be read; LocatedInputError at line 1
  // for a header that is not the manifest's.
  explicit ManifestReader(const std::string& path);
  ~ManifestReader();
  ManifestReader(ManifestReader&&) noexcept;
  ManifestReader& operator=(ManifestReader&&) noexcept;

  // The next row, nullopt after the last; LocatedInputError "PATH:LINE:COL:
  // ..." for what is wrong, NoInputError when a read fails.
  std::optional<Row> next();

 private:
  std::string path_;
  std::unique_ptr<InputLines> lines_;
};

// manifest.json's lines: the opening, a row a line (each but the last
// followed by ','), the closing.
inline constexpr std::string_view kJsonOpening = "{\"format\":\"puzzlegen-manifest\",\"version\":1,\"files\":[";
inline constexpr std::string_view kJsonClosing = "]}";
std::string json_row(const Row& row);

}  // namespace pg::batch
