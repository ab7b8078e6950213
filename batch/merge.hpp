// Shards gathered into one directory become one corpus: their manifests
// merged into manifest.csv and .json, the same bytes one run writes, once
// every file they list is there with the digest they list.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

namespace pg::batch {

struct MergeSummary {
  std::uint64_t shards = 0, instances = 0, files = 0;
};

// The shard manifests (manifest-K-of-N.csv, every K of one N) in `output`,
// checked against the recipe and against the files, merged; the shard
// manifests removed. NoInputError for a missing directory, manifest or file;
// LocatedInputError for a manifest that does not list what the recipe
// writes, or a file whose digest is not the one listed; UsageError for
// manifests of different splits. `on_file` is told as each file is checked.
MergeSummary merge(const std::string& recipe, const std::string& output, const std::function<void()>& on_file = {});

}  // namespace pg::batch
