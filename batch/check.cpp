#include "batch/check.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <set>
#include <thread>
#include <vector>

#include "batch/manifest.hpp"
#include "core/digest.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/parallel.hpp"
#include "puzzlegen/api.hpp"

namespace pg::batch {
namespace {

namespace fs = std::filesystem;

// Rows checked a block at a time: the threads share a block, memory holds one.
constexpr std::size_t kBlock = 4096;

struct Checked {
  std::vector<std::string> problems;  // each a line
  bool instance = false;              // an instance read back, unique at its difficulty
};

std::string joined(const std::vector<std::string>& names) {
  std::string list;
  for (const std::string& name : names) list += (list.empty() ? "" : ", ") + name;
  return list;
}

Checked check_row(const fs::path& root, const Row& row) {
  const std::string shown = (root / row.file).string();
  std::error_code ec;
  if (!fs::exists(root / row.file, ec)) return {{shown + ": missing"}};
  std::string text;
  try {
    text = read_input(shown);
  } catch (const std::exception& e) {
    return {{std::string(e.what())}};
  }
  std::string digest = sha256_hex(text);
  if (digest != row.sha256)
    return {{shown + ": changed (its sha256 is " + digest + ", the manifest's " + row.sha256 + ")"}};
  if (!row.index) return {};
  // An instance's file lies in the directory named after its format; a
  // companion beside it has another extension.
  const std::vector<std::string> names = api::puzzle(row.puzzle).formats;
  const std::string format = fs::path(row.file).parent_path().filename().string();
  if (std::find(names.begin(), names.end(), format) == names.end())
    return {{shown + ": not in a directory named after a " + row.puzzle + " format (" + joined(names) + ")"}};
  if (fs::path(row.file).extension().string() != api::extension(row.puzzle, format)) return {};
  std::vector<Instance> read;
  try {
    read = api::read_text(text, row.puzzle, format);
  } catch (const InputError& e) {
    return {{shown + (e.line() > 0 ? ":" : ": ") + e.located()}};
  }
  if (read.size() != 1) return {{shown + ": holds " + std::to_string(read.size()) + " instances, not one"}};
  Instance& instance = read.front();
  instance.rules = row.rules;
  Checked checked;
  if (size_string(instance.rows, instance.cols) != row.size)
    checked.problems.push_back(shown + ": is " + size_string(instance.rows, instance.cols) + ", the manifest says " +
                               row.size);
  if (static_cast<std::uint64_t>(instance.clue_count()) != *row.clues)
    checked.problems.push_back(shown + ": has " + std::to_string(instance.clue_count()) +
                               " clues, the manifest says " + std::to_string(*row.clues));
  if (!checked.problems.empty()) return checked;
  if (std::optional<std::string> fault = api::stored_solution_fault(instance)) return {{shown + ": " + *fault}};
  const api::Verification report = api::verify(instance);
  if (report.verdict != Verdict::unique)
    return {{shown + ": not unique (" + std::string(to_string(report.verdict)) + ")"}};
  if (report.stored_differs) return {{shown + ": " + *report.stored_differs}};
  if (to_string(*report.difficulty) != row.difficulty)
    return {{shown + ": grades " + std::string(to_string(*report.difficulty)) + ", the manifest says " +
             row.difficulty}};
  checked.instance = true;
  return checked;
}

// manifest.json against the rows of manifest.csv, line by line, as
// ManifestWriter writes both.
class JsonComparison {
 public:
  explicit JsonComparison(const std::string& path) {
    try {
      lines_.emplace(path);
      expect(std::string(kJsonOpening));
    } catch (const std::exception&) {
      missing_ = true;
    }
  }
  void add(const Row& row) {
    if (pending_) expect(*pending_ + ",");
    pending_ = json_row(row);
  }
  // "missing", "differs", or nothing when it is the same.
  std::optional<std::string> finish() {
    if (pending_) expect(*pending_);
    expect(std::string(kJsonClosing));
    if (!missing_ && same_) try {
        if (lines_->next()) same_ = false;
      } catch (const std::exception&) {
        same_ = false;
      }
    if (missing_) return "missing";
    if (!same_) return "differs from manifest.csv";
    return std::nullopt;
  }

 private:
  void expect(const std::string& text) {
    if (missing_ || !same_) return;
    try {
      std::optional<Line> line = lines_->next();
      same_ = line && lines_->raw() == text + "\n";
    } catch (const std::exception&) {
      same_ = false;
    }
  }
  std::optional<InputLines> lines_;
  std::optional<std::string> pending_;
  bool missing_ = false, same_ = true;
};

// The corpus directory, given as itself or as its manifest.csv (as a reader
// of the manifest is likely to name it).
fs::path corpus_root(const std::string& dir) {
  const fs::path given(dir);
  std::error_code ec;
  if (!fs::is_regular_file(given, ec)) return given;
  if (given.filename() == "manifest.csv") return given.has_parent_path() ? given.parent_path() : fs::path(".");
  throw NoInputError(dir + ": a file, not a corpus directory (the directory that holds manifest.csv)");
}

}  // namespace

CheckSummary check_corpus(const std::string& dir, int threads,
                          const std::function<void(const std::string&)>& on_problem) {
  const fs::path root = corpus_root(dir);
  const std::string csv = (root / "manifest.csv").string();
  const std::string json = (root / "manifest.json").string();
  CheckSummary summary;
  auto report = [&](const std::string& line) {
    ++summary.problems;
    if (on_problem) on_problem(line);
  };

  // The whole manifest read first, so that a malformed one is refused before
  // any file is checked; what it lists is kept, to find what it does not.
  std::set<std::string> listed;
  JsonComparison comparison(json);
  {
    ManifestReader reader(csv);
    while (std::optional<Row> row = reader.next()) {
      if (!listed.insert(row->file).second)
        throw api::located(csv, InputError(describe_token(row->file) + " is listed twice", row->line, 1));
      comparison.add(*row);
    }
  }
  summary.files = listed.size();
  if (std::optional<std::string> fault = comparison.finish()) report(json + ": " + *fault);

  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  ManifestReader reader(csv);
  for (bool more = true; more;) {
    std::vector<Row> block;
    while (block.size() < kBlock) {
      std::optional<Row> row = reader.next();
      if (!row) {
        more = false;
        break;
      }
      block.push_back(std::move(*row));
    }
    in_order(
        block.size(), threads, [&](std::uint64_t i) { return check_row(root, block[i]); },
        [&](std::uint64_t, Checked&& checked) {
          for (const std::string& line : checked.problems) report(line);
          if (checked.instance) ++summary.instances;
        });
  }

  std::vector<std::string> unlisted;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (it->is_directory(ec)) continue;
    const std::string file = fs::relative(it->path(), root, ec).generic_string();
    if (file == "manifest.csv" || file == "manifest.json" || listed.count(file) > 0) continue;
    unlisted.push_back((root / file).string());
  }
  std::sort(unlisted.begin(), unlisted.end());
  for (const std::string& file : unlisted) report(file + ": not in the manifest");
  return summary;
}

}  // namespace pg::batch
