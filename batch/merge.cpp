#include "batch/merge.hpp"

#include <deque>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include <sys/resource.h>

#include "batch/manifest.hpp"
#include "batch/plan.hpp"
#include "batch/recipe.hpp"
#include "batch/run.hpp"
#include "core/digest.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/temporary.hpp"

namespace pg::batch {
namespace {

namespace fs = std::filesystem;

// manifest-K-of-N.csv in `root`, by N and K.
std::map<std::uint64_t, std::map<std::uint64_t, fs::path>> shard_manifests(const fs::path& root) {
  std::map<std::uint64_t, std::map<std::uint64_t, fs::path>> found;
  std::error_code ec;
  for (const auto& item : fs::directory_iterator(root, ec)) {
    const std::string leaf = item.path().filename().string();
    const std::string prefix = "manifest-", suffix = ".csv";
    if (leaf.size() <= prefix.size() + suffix.size() || leaf.rfind(prefix, 0) != 0 ||
        leaf.compare(leaf.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    const std::string middle = leaf.substr(prefix.size(), leaf.size() - prefix.size() - suffix.size());
    const auto of = middle.find("-of-");
    if (of == std::string::npos) continue;
    try {
      auto [k, n] = parse_shard(middle.substr(0, of) + "/" + middle.substr(of + 4));
      found[n][k] = item.path();
    } catch (const UsageError&) {
    }
  }
  return found;
}

// Every shard's manifest is read at once, a row ahead: as many files open
// as there are shards, and what the system allows is asked for.
void allow_open_files(std::uint64_t shards) {
  constexpr std::uint64_t kBesides = 32;  // the files being checked, standard streams
  struct rlimit limit {};
  if (::getrlimit(RLIMIT_NOFILE, &limit) != 0) return;
  if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < shards + kBesides) {
    limit.rlim_cur = limit.rlim_max == RLIM_INFINITY ? shards + kBesides : std::min<rlim_t>(limit.rlim_max, shards + kBesides);
    ::setrlimit(RLIMIT_NOFILE, &limit);
    ::getrlimit(RLIMIT_NOFILE, &limit);
  }
  if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < shards + kBesides)
    throw UsageError("merging " + std::to_string(shards) + " shards reads their manifests at once, and the system "
                     "allows " + std::to_string(limit.rlim_cur) + " open files (ulimit -n)");
}

// One shard's manifest, read a row ahead.
class ShardRows {
 public:
  explicit ShardRows(const fs::path& path)
      : path_(path.string()), reader_(path_) {}

  const std::string& path() const { return path_; }
  const Row* peek() {
    if (!ahead_) ahead_ = reader_.next();
    return ahead_->has_value() ? &**ahead_ : nullptr;
  }
  std::optional<Row> take() {
    peek();
    std::optional<Row> row = std::move(*ahead_);
    ahead_.reset();
    return row;
  }
  // An error of this manifest at `row`'s line.
  LocatedInputError error(const Row& row, const std::string& message) const {
    return api::located(path_, InputError(message, row.line, 1));
  }

 private:
  std::string path_;
  ManifestReader reader_;
  std::optional<std::optional<Row>> ahead_;
};

bool same_columns(const Row& a, const Row& b) {
  return a.puzzle == b.puzzle && a.size == b.size && a.difficulty == b.difficulty && a.rules == b.rules &&
         a.clues == b.clues && a.seed == b.seed && a.index == b.index;
}

}  // namespace

MergeSummary merge(const std::string& recipe_path, const std::string& output, const std::function<void()>& on_file) {
  const Recipe recipe = load_recipe(recipe_path);
  const Plan plan = api::located_in(recipe_path, [&] { return Plan(recipe); });
  const fs::path root(output);
  std::error_code ec;
  if (!fs::is_directory(root, ec)) throw NoInputError(output + ": no such directory (the shards' output)");

  const auto found = shard_manifests(root);
  if (found.empty()) throw NoInputError(output + ": no shard manifests (manifest-K-of-N.csv) to merge");
  if (found.size() > 1) {
    std::string counts;
    for (const auto& [n, paths] : found) counts += (counts.empty() ? "" : " and ") + std::to_string(n);
    throw UsageError(output + " holds manifests of runs split into " + counts + " shards; remove the stale ones");
  }
  const auto& [shards, paths] = *found.begin();
  for (std::uint64_t k = 1; k <= shards; ++k)
    if (paths.count(k) == 0)
      throw NoInputError((root / (manifest_base(k, shards) + ".csv")).string() + ": missing (has shard " +
                         std::to_string(k) + "/" + std::to_string(shards) +
                         " finished, and are its files in this directory?)");
  allow_open_files(shards);
  std::deque<ShardRows> rows;
  for (const auto& [k, path] : paths) rows.emplace_back(path);

  // A file's row taken over once the file is there with the digest listed.
  auto checked = [&](const ShardRows& shard, const Row& row, const std::string& expected_digest) {
    const fs::path file = root / row.file;
    if (!fs::is_regular_file(file, ec))
      throw NoInputError(file.string() + ": missing, though " + shard.path() + " lists it (copy each shard's files into " +
                         output + ")");
    std::string text;
    try {
      text = read_input(file.string());
    } catch (const std::exception& e) {
      throw NoInputError(std::string("cannot read ") + e.what());
    }
    const std::string digest = sha256_hex(text);
    if (digest != expected_digest)
      throw LocatedInputError(file.string() + ": its sha256 is " + digest + ", " + shard.path() + " lists " +
                              expected_digest + " (changed since the shard wrote it?)");
    if (on_file) on_file();
  };

  ManifestWriter merged(root, "manifest");
  std::set<std::string> listed_dirs;
  for (std::uint64_t number = 0; number < plan.size(); ++number) {
    ShardRows& shard = rows[number % shards];
    const Planned planned = plan.at(number);
    const api::GenerateRequest& request = planned.generation->request();
    for (const std::string& file : planned.files) {
      // A directory's file, listed before the first file in it.
      while (const Row* ahead = shard.peek()) {
        if (ahead->index) break;
        const Row row = *shard.take();
        auto shared = plan.directory_files().find(parent_of(row.file));
        if (shared == plan.directory_files().end() || shared->second.path != row.file ||
            sha256_hex(shared->second.text) != row.sha256)
          throw shard.error(row, row.file + " is not a file the recipe writes (another recipe, or another version?)");
      }
      std::optional<Row> row = shard.take();
      if (!row)
        throw LocatedInputError(shard.path() + ": lacks " + file + ", which the recipe writes (was the shard run with "
                                "this recipe?)");
      if (row->file != file)
        throw shard.error(*row, row->file + " is listed where the recipe writes " + file +
                                    " (another recipe, another version, or another split?)");
      if (row->puzzle != request.puzzle || row->size != size_string(request.rows, request.cols) ||
          row->difficulty != to_string(request.difficulty) || row->rules != request.rules ||
          row->seed != request.seed || row->index != planned.index)
        throw shard.error(*row, row->file + " is listed with other columns than the recipe gives it");
      if (auto shared = plan.directory_files().find(parent_of(file));
          shared != plan.directory_files().end() && listed_dirs.insert(shared->first).second) {
        Row dir_row;
        dir_row.file = shared->second.path;
        dir_row.puzzle = shared->second.puzzle;
        dir_row.sha256 = sha256_hex(shared->second.text);
        checked(shard, dir_row, dir_row.sha256);
        merged.add(dir_row);
      }
      checked(shard, *row, row->sha256);
      merged.add(*row);
      // Its companions follow it, with the same columns.
      while (const Row* ahead = shard.peek()) {
        if (!ahead->index || ahead->file == row->file || !same_columns(*ahead, *row) ||
            fs::path(ahead->file).replace_extension() != fs::path(row->file).replace_extension())
          break;
        const Row companion = *shard.take();
        checked(shard, companion, companion.sha256);
        merged.add(companion);
      }
    }
  }
  for (ShardRows& shard : rows)
    if (std::optional<Row> extra = shard.take())
      throw shard.error(*extra, extra->file + " is not a file the recipe writes (another recipe, or another version?)");
  api::sync_directory(root.string());
  merged.finish();

  for (const auto& [k, path] : paths) {
    fs::remove(path, ec);
    fs::remove(fs::path(path).replace_extension(".json"), ec);
  }
  remove_dead_temporaries(root);
  for (const std::string& dir : plan.directories(0, 1)) remove_dead_temporaries(root / dir);
  return {shards, plan.size(), merged.rows()};
}

}  // namespace pg::batch
