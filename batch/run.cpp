#include "batch/run.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <filesystem>
#include <optional>
#include <set>
#include <thread>
#include <vector>

#include "batch/manifest.hpp"
#include "batch/plan.hpp"
#include "batch/recipe.hpp"
#include "core/digest.hpp"
#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/parallel.hpp"
#include "core/temporary.hpp"
#include "core/text.hpp"

namespace pg::batch {
namespace {

namespace fs = std::filesystem;

int thread_count(int threads) {
  return threads > 0 ? threads : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

void make_directory(const fs::path& dir) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw CantCreateError(dir.string() + ": cannot create this directory: " + ec.message());
  if (!fs::is_directory(dir, ec)) throw CantCreateError(dir.string() + ": cannot create this directory: a file is there");
}

void remove_if_file(const fs::path& path) {
  std::error_code ec;
  if (fs::is_regular_file(fs::symlink_status(path, ec))) fs::remove(path, ec);
}

// What a crash leaves of a file written without a sync: nothing, or blocks of
// zeros. Such a file is no one's work, and --resume makes it again.
bool lost_to_a_crash(const std::string& text) {
  return std::all_of(text.begin(), text.end(), [](char c) { return c == '\0'; });
}

// What a worker hands over: an instance made, or one read back from the
// files a previous run left (their texts kept as they are).
struct Made {
  Instance instance;
  std::vector<std::string> kept;  // one text per format when read back; empty when made
  bool replaces = false;          // made where a crash left files: they are replaced
};

// The instance whose files are all present, read back from them (each must
// hold the same instance), and solved when they hold no solution, so that
// companions such as a reference plan can be written again; nullopt when a
// file is missing or does not read as the instance planned: then it is made
// anew, and a file of other content is refused as in any run.
std::optional<Made> read_back(const fs::path& root, const Planned& planned, bool& crashed) {
  Made made;
  for (const std::string& file : planned.files) {
    std::error_code ec;
    if (!fs::is_regular_file(root / file, ec)) return std::nullopt;
    try {
      made.kept.push_back(read_input((root / file).string()));
    } catch (const std::exception&) {
      return std::nullopt;
    }
    if (lost_to_a_crash(made.kept.back())) {
      crashed = true;
      return std::nullopt;
    }
  }
  const api::GenerateRequest& request = planned.generation->request();
  std::optional<Instance> first;
  for (std::size_t f = 0; f < made.kept.size(); ++f) {
    std::vector<Instance> read;
    try {
      read = api::read_text(made.kept[f], request.puzzle, planned.entry->formats[f]);
    } catch (const InputError&) {
      return std::nullopt;
    }
    if (read.size() != 1 || read[0].puzzle != request.puzzle || read[0].rows != request.rows ||
        read[0].cols != request.cols || (first && read[0].givens != first->givens))
      return std::nullopt;
    if (!first || (!first->solution && read[0].solution)) first = std::move(read[0]);
  }
  made.instance = std::move(*first);
  made.instance.rules = request.rules;
  if (!made.instance.solution) {
    api::Solved solved = api::solve(made.instance);
    if (solved.verdict != Verdict::unique) return std::nullopt;
    made.instance.solution = std::move(solved.solution);
  }
  return made;
}

Row instance_row(const Planned& planned, const std::string& file, const Instance& instance, std::string_view text) {
  const api::GenerateRequest& request = planned.generation->request();
  Row row;
  row.file = file;
  row.puzzle = request.puzzle;
  row.size = size_string(request.rows, request.cols);
  row.difficulty = std::string(to_string(request.difficulty));
  row.rules = request.rules;
  row.clues = static_cast<std::uint64_t>(instance.clue_count());
  row.seed = request.seed;
  row.index = planned.index;
  row.sha256 = sha256_hex(text);
  return row;
}

// A recipe whose files the disk cannot take even empty (one inode each) is
// refused before any work, rather than failing when the disk is full hours
// later. Bytes are not estimated: a file's size is known once it is made.
// A resumed run is not checked: most of its files are there already.
void refuse_beyond_the_disk(const Plan& plan, std::uint64_t shard, std::uint64_t shards, const fs::path& root) {
  const std::uint64_t needed = plan.files(shard - 1, shards);
  const std::optional<std::uint64_t> room = free_files(root.string());
  if (!room || needed <= *room) return;
  throw CantCreateError(root.string() + ": the recipe" + (shards > 1 ? "'s shard" : std::string()) + " writes " +
                        with_thousands(needed) + " files at least, and this file system has room for " +
                        with_thousands(*room) + " more (free inodes): split it into shards (--shard K/N) " +
                        "written to other disks, or lower its counts");
}

}  // namespace

std::pair<std::uint64_t, std::uint64_t> parse_shard(const std::string& text) {
  if (text.empty()) return {1, 1};
  auto slash = text.find('/');
  auto number = [&](std::string_view part, std::uint64_t& value) {
    auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
    return !part.empty() && all_digits(part) && error == std::errc() && end == part.data() + part.size();
  };
  std::uint64_t k = 0, n = 0;
  if (slash == std::string::npos || !number(std::string_view(text).substr(0, slash), k) ||
      !number(std::string_view(text).substr(slash + 1), n) || n == 0 || k == 0 || k > n || n > kMaxCount)
    throw UsageError("invalid --shard '" + text + "': expected K/N with 1 <= K <= N, such as 2/8");
  return {k, n};
}

RunSummary run(const RunOptions& o) {
  const Recipe recipe = load_recipe(o.recipe, o.on_attempt);
  const Plan plan = api::located_in(o.recipe, [&] { return Plan(recipe); });
  const std::uint64_t shard = o.shard, shards = o.shards;
  RunSummary summary;
  // Numbers shard-1, shard-1+shards, ...: this run's.
  summary.instances = plan.size() >= shard ? (plan.size() - shard) / shards + 1 : 0;
  summary.manifest = manifest_base(shard, shards) + ".csv";

  const fs::path root(o.output);
  if (!o.resume) refuse_beyond_the_disk(plan, shard, shards, root);
  make_directory(root);
  const std::string base = manifest_base(shard, shards);
  // A manifest present means the corpus it lists is whole: this run's goes
  // away until the run is over.
  remove_if_file(root / (base + ".csv"));
  remove_if_file(root / (base + ".json"));

  // What a run killed half-way through a write left is removed from the
  // directories this run writes, so that a resumed corpus holds nothing an
  // uninterrupted run would not. Runs writing at the same time keep theirs:
  // a live writer holds its lock.
  const std::vector<std::string> dirs = plan.directories(shard - 1, shards);
  remove_dead_temporaries(root);
  for (const std::string& dir : dirs) {
    make_directory(root / dir);
    remove_dead_temporaries(root / dir);
  }
  for (const std::string& dir : dirs)
    if (auto shared = plan.directory_files().find(dir); shared != plan.directory_files().end())
      api::write_among_others((root / shared->second.path).string(), shared->second.text, o.force);
  if (o.on_start) o.on_start(summary.instances);

  ManifestWriter manifest(root, base);
  std::set<std::string> listed_dirs;  // whose directory file the manifest lists
  auto add_directory_file = [&](const std::string& file) {
    const std::string dir = parent_of(file);
    auto shared = plan.directory_files().find(dir);
    if (shared == plan.directory_files().end() || !listed_dirs.insert(dir).second) return;
    Row row;
    row.file = shared->second.path;
    row.puzzle = shared->second.puzzle;
    row.sha256 = sha256_hex(shared->second.text);
    manifest.add(row);
  };
  in_order(
      summary.instances, thread_count(o.threads),
      [&](std::uint64_t i) {
        const Planned planned = plan.at(shard - 1 + i * shards);
        bool crashed = false;
        if (o.resume)
          if (auto made = read_back(root, planned, crashed)) return std::move(*made);
        return Made{planned.generation->one(planned.index), {}, crashed};
      },
      [&](std::uint64_t i, Made&& made) {
        const Planned planned = plan.at(shard - 1 + i * shards);
        const Entry& entry = *planned.entry;
        const bool fresh = made.kept.empty();
        ++(fresh ? summary.made : summary.kept);
        const bool force = o.force || made.replaces;
        for (std::size_t f = 0; f < entry.formats.size(); ++f) {
          const std::string& format = entry.formats[f];
          const std::string& file = planned.files[f];
          std::string text = fresh ? api::write(made.instance, format, entry.write) : std::move(made.kept[f]);
          add_directory_file(file);
          manifest.add(instance_row(planned, file, made.instance, text));
          // Companions first: an instance file present means that its
          // companions are too.
          for (const api::NamedFile& extra : api::companions(made.instance, format, entry.write)) {
            const std::string path = with_extension(file, extra.name);
            api::write_among_others((root / path).string(), extra.text, force);
            manifest.add(instance_row(planned, path, made.instance, extra.text));
          }
          if (fresh) api::write_among_others((root / file).string(), text, force);
        }
        if (o.on_instance) o.on_instance();
      });
  summary.files = manifest.rows();
  // Every file on the disk before the manifest that says they are whole.
  api::sync_directory(root.string());
  manifest.finish();
  return summary;
}

}  // namespace pg::batch
