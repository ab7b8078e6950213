#include "batch/manifest.hpp"

#include <vector>

#include "batch/fields.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/instance.hpp"
#include "core/text.hpp"
#include "puzzlegen/api.hpp"

namespace pg::batch {
namespace {

constexpr std::string_view kHeader = "file,puzzle,size,difficulty,rules,clues,seed,index,sha256";
constexpr int kFields = 9;

std::string number_text(const std::optional<std::uint64_t>& value) {
  return value ? std::to_string(*value) : std::string();
}

std::string csv_row(const Row& r) {
  return r.file + "," + r.puzzle + "," + r.size + "," + r.difficulty + "," + r.rules + "," + number_text(r.clues) +
         "," + number_text(r.seed) + "," + number_text(r.index) + "," + r.sha256 + "\n";
}

bool is_puzzle(const std::string& name) {
  for (const api::PuzzleInfo& puzzle : api::puzzles())
    if (puzzle.name == name) return true;
  return false;
}

// One line of manifest.csv as csv_row writes it.
Row parse_row(const Line& line) {
  std::vector<Token> fields;
  for (std::size_t start = 0;;) {
    std::size_t comma = line.text.find(',', start);
    fields.push_back({line.text.substr(start, comma == std::string_view::npos ? comma : comma - start),
                      static_cast<int>(start) + 1});
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  if (static_cast<int>(fields.size()) != kFields)
    throw InputError("expected " + std::to_string(kFields) + " comma-separated fields (" + std::string(kHeader) +
                         "), found " + std::to_string(fields.size()),
                     line.number, fields.size() > kFields ? fields[kFields].column : 1);
  auto fail = [&](int field, const std::string& why) { throw InputError(why, line.number, fields[field].column); };
  Row row;
  row.line = line.number;
  row.file = std::string(fields[0].text);
  if (row.file.empty() || row.file.front() == '/') fail(0, "expected a file's path inside the corpus directory");
  for (std::size_t start = 0;;) {
    std::size_t slash = row.file.find('/', start);
    std::string part = row.file.substr(start, slash == std::string::npos ? slash : slash - start);
    if (part.empty() || part == "." || part == "..")
      fail(0, "expected a file's path inside the corpus directory, found " + describe_token(row.file));
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  row.puzzle = std::string(fields[1].text);
  if (!is_puzzle(row.puzzle)) fail(1, "unknown puzzle " + describe_token(row.puzzle));
  row.size = std::string(fields[2].text);
  if (!row.size.empty()) {
    auto x = row.size.find('x');
    if (x == std::string::npos || !all_digits(row.size.substr(0, x)) || !all_digits(row.size.substr(x + 1)))
      fail(2, "expected a size RxC, found " + describe_token(row.size));
  }
  row.difficulty = std::string(fields[3].text);
  if (!row.difficulty.empty()) {
    try {
      (void)api::difficulty(row.difficulty);
    } catch (const UsageError&) {
      fail(3, "unknown difficulty " + describe_token(row.difficulty));
    }
  }
  row.rules = std::string(fields[4].text);
  try {
    if (api::stored_rules(row.puzzle, row.rules) != row.rules) fail(4, "the default rules are written as an empty field");
  } catch (const UsageError& e) {
    fail(4, e.what());
  }
  std::optional<std::uint64_t>* numbers[] = {&row.clues, &row.seed, &row.index};
  for (int n = 0; n < 3; ++n) {
    const Token& field = fields[static_cast<std::size_t>(5 + n)];
    if (!field.text.empty()) *numbers[n] = whole_number(field, line.number, 0, UINT64_MAX, "a whole number");
  }
  row.sha256 = std::string(fields[8].text);
  if (row.sha256.size() != 64 || row.sha256.find_first_not_of("0123456789abcdef") != std::string::npos)
    fail(8, "expected a sha256 of 64 lowercase hexadecimal digits, found " + describe_token(row.sha256));
  // An instance's file (or companion) has every column; a directory's file
  // none but its puzzle.
  const bool instance = !row.size.empty() || !row.difficulty.empty() || row.clues || row.seed || row.index;
  if (instance) {
    for (int field : {2, 3, 5, 6, 7})
      if (fields[static_cast<std::size_t>(field)].text.empty())
        fail(field, "an instance's file has every column; this one is empty");
  } else if (!row.rules.empty()) {
    fail(4, "a file of no instance has no rules");
  }
  return row;
}

}  // namespace

std::string manifest_base(std::uint64_t shard, std::uint64_t shards) {
  return shards == 1 ? "manifest" : "manifest-" + std::to_string(shard) + "-of-" + std::to_string(shards);
}

std::string json_row(const Row& r) {
  auto text_or_null = [](const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); };
  auto number_or_null = [](const std::optional<std::uint64_t>& n) { return n ? Json(*n) : Json(nullptr); };
  Json row = Json::object();
  row["file"] = r.file;
  row["puzzle"] = r.puzzle;
  row["size"] = text_or_null(r.size);
  row["difficulty"] = text_or_null(r.difficulty);
  row["rules"] = text_or_null(r.rules);
  row["clues"] = number_or_null(r.clues);
  row["seed"] = number_or_null(r.seed);
  row["index"] = number_or_null(r.index);
  row["sha256"] = r.sha256;
  return row.dump();
}

ManifestWriter::ManifestWriter(const std::filesystem::path& root, const std::string& base)
    : json_path_(root / (base + ".json")) {
  as_output_error([&] {
    json_ = std::make_unique<StreamedOutput>(json_path_.string());
    csv_ = std::make_unique<StreamedOutput>((root / (base + ".csv")).string());
    json_->write(std::string(kJsonOpening) + "\n");
    csv_->write(std::string(kHeader) + "\n");
  });
}

ManifestWriter::~ManifestWriter() = default;

void ManifestWriter::add(const Row& row) {
  as_output_error([&] {
    json_->write((rows_ > 0 ? ",\n" : "") + json_row(row));
    csv_->write(csv_row(row));
  });
  ++rows_;
}

void ManifestWriter::finish() {
  as_output_error([&] {
    json_->write(std::string(rows_ > 0 ? "\n" : "") + std::string(kJsonClosing) + "\n");
    json_->sync();
    csv_->sync();
    json_->commit();
    try {
      csv_->commit();
    } catch (...) {
      // Neither rather than one alone.
      std::error_code ec;
      std::filesystem::remove(json_path_, ec);
      throw;
    }
  });
}

namespace {

// `read()`, its errors those of the manifest `path`.
template <class Read>
auto placed(const std::string& path, Read&& read) {
  try {
    return api::located_in(path, read);
  } catch (const LocatedInputError&) {
    throw;
  } catch (const std::runtime_error& e) {
    throw NoInputError(std::string("cannot read ") + e.what());
  }
}

}  // namespace

ManifestReader::ManifestReader(const std::string& path) : path_(path) {
  placed(path_, [&] {
    lines_ = std::make_unique<InputLines>(path_);
    std::optional<Line> header = lines_->next();
    if (!header || header->text != kHeader) throw InputError("expected the header '" + std::string(kHeader) + "'", 1, 1);
  });
}

ManifestReader::~ManifestReader() = default;
ManifestReader::ManifestReader(ManifestReader&&) noexcept = default;
ManifestReader& ManifestReader::operator=(ManifestReader&&) noexcept = default;

std::optional<Row> ManifestReader::next() {
  return placed(path_, [&]() -> std::optional<Row> {
    for (std::optional<Line> line = lines_->next(); line; line = lines_->next())
      if (!is_blank(line->text)) return parse_row(*line);
    return std::nullopt;
  });
}

}  // namespace pg::batch
