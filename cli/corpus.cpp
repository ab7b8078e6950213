// puzzlegen corpus: a whole corpus from a recipe (the batch layer does the
// work), and verify --manifest's check of a corpus against its manifest.
#include "cli/corpus.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <tuple>

#include "batch/check.hpp"
#include "batch/merge.hpp"
#include "batch/run.hpp"
#include "cli/command.hpp"
#include "cli/exit_codes.hpp"
#include "cli/progress.hpp"
#include "core/errors.hpp"

namespace pg::cli {
namespace {

struct CorpusOptions {
  std::string recipe;
  std::string output;
  int jobs = 0;
  std::string shard;
  bool resume = false;
  bool force = false;
  bool merge = false;
  bool quiet = false;
  bool progress = false;
};

ProgressMode progress_mode(const CorpusOptions& o) {
  return o.quiet ? ProgressMode::never : o.progress ? ProgressMode::always : ProgressMode::automatic;
}

std::string seconds_since(std::chrono::steady_clock::time_point started) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f s",
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  return text;
}

int run_recipe(const CorpusOptions& o) {
  const auto started = std::chrono::steady_clock::now();
  batch::RunOptions run;
  run.recipe = o.recipe;
  run.output = o.output;
  run.threads = o.jobs;
  std::tie(run.shard, run.shards) = batch::parse_shard(o.shard);
  run.resume = o.resume;
  run.force = o.force;
  std::optional<Progress> progress;
  run.on_start = [&](std::uint64_t instances) { progress.emplace("instances", instances, progress_mode(o)); };
  run.on_attempt = [&] {
    if (progress) progress->attempt();
  };
  run.on_instance = [&] { progress->done(); };
  const batch::RunSummary summary = batch::run(run);
  progress->finish(false);  // the run's own line follows
  std::cerr << "corpus " << o.output << (run.shards > 1 ? " shard " + o.shard : std::string()) << ": "
            << summary.instances << " instances (" << summary.made << " made, " << summary.kept << " kept), "
            << summary.files << " files, " << summary.manifest << "; " << seconds_since(started) << "\n";
  return kOk;
}

int merge_shards(const CorpusOptions& o) {
  const auto started = std::chrono::steady_clock::now();
  const batch::MergeSummary summary = batch::merge(o.recipe, o.output);
  std::cerr << "corpus " << o.output << ": " << summary.shards << " shards merged, " << summary.instances
            << " instances, " << summary.files << " files, manifest.csv; " << seconds_since(started) << "\n";
  return kOk;
}

}  // namespace

int verify_manifest(const std::string& dir, int jobs) {
  batch::CheckSummary summary;
  try {
    summary = batch::check_corpus(dir, jobs, [](const std::string& problem) { std::cout << problem << "\n"; });
  } catch (const NoInputError& e) {
    std::cerr << "puzzlegen: " << e.what() << "\n";
    return kNoInput;
  } catch (const LocatedInputError& e) {
    std::cerr << "puzzlegen: " << e.what() << "\n";
    return kBadInput;
  }
  const std::uint64_t problems = summary.problems;
  std::cout << "corpus " << dir << ": " << summary.files << " files listed, " << summary.instances
            << " instance files read back unique at their difficulty; "
            << (problems == 0 ? std::string("no problems")
                              : std::to_string(problems) + (problems == 1 ? " problem" : " problems"))
            << "\n";
  std::cout.flush();
  return problems == 0 ? kOk : kMultiple;
}

Command add_corpus(CLI::App& app) {
  auto o = std::make_shared<CorpusOptions>();
  CLI::App* command =
      app.add_subcommand("corpus", "Build a whole corpus from a recipe file, with a manifest (docs/corpora.md)");
  command->add_option("recipe", o->recipe, "Recipe file: a 'seed N' line and entries, one per line")->required();
  command->add_option("-o,--output", o->output, "Corpus directory")->required();
  auto* jobs = command->add_option("--jobs,-j", o->jobs, "Worker threads (0: one per hardware thread); same bytes")
                   ->check(CLI::Range(0, 1024))
                   ->capture_default_str();
  auto* shard = command->add_option("--shard", o->shard,
                                    "K/N: only the instances whose number in the recipe is K-1 modulo N, with "
                                    "their own manifest-K-of-N.csv and .json");
  auto* resume = command->add_flag("--resume", o->resume,
                                   "Keep instances whose files are all present (read back), make the others (and "
                                   "those whose files a crash left empty)");
  auto* quiet = command->add_flag("--quiet,-q", o->quiet, "No progress line, not even on a terminal");
  command->add_flag("--progress", o->progress, "A progress line even when standard error is not a terminal")
      ->excludes(quiet);
  auto* force = command->add_flag("--force", o->force,
                                  "Replace files of other content (without it, such a file stops the run)");
  command->add_flag("--merge", o->merge,
                    "Merge the shards' manifests in the directory into manifest.csv and .json, as one run writes "
                    "them, once every file they list is there with the sha256 they list")
      ->excludes(jobs)
      ->excludes(shard)
      ->excludes(resume)
      ->excludes(force);
  return {command, [o] { return o->merge ? merge_shards(*o) : run_recipe(*o); }};
}

}  // namespace pg::cli
