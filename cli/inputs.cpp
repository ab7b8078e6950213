#include "cli/inputs.hpp"

#include <algorithm>
#include <filesystem>

#include "cli/exit_codes.hpp"
#include "cli/io.hpp"
#include "core/errors.hpp"

namespace pg::cli {
namespace {

namespace fs = std::filesystem;

// Files a generated directory holds beside its instances.
bool companion(const fs::path& path) {
  const std::string name = path.filename().string();
  return name.empty() || name.front() == '.' || path.extension() == ".plan" || name == "domain.pddl" ||
         name.rfind("manifest.", 0) == 0;
}

}  // namespace

std::vector<std::string> input_files(const std::vector<std::string>& paths) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (path == "-" || !fs::is_directory(path, ec)) {
      files.push_back(path);
      continue;
    }
    std::vector<std::string> found;
    for (auto it = fs::recursive_directory_iterator(path, ec); !ec && it != fs::recursive_directory_iterator();
         it.increment(ec)) {
      if (it->path().filename().string().front() == '.') {
        if (it->is_directory(ec)) it.disable_recursion_pending();
        continue;
      }
      if (it->is_regular_file(ec) && !companion(it->path())) found.push_back(it->path().string());
    }
    if (ec) throw NoInputError("cannot read the directory " + path + ": " + ec.message());
    if (found.empty()) throw NoInputError(path + ": no instance files in this directory");
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

Entries read_entries(const std::vector<std::string>& paths, const InputOptions& input) {
  Entries all;
  const std::vector<std::string> files = input_files(paths);
  all.files = files.size();
  for (const std::string& file : files) {
    const std::string shown = display_name(file);
    Loaded loaded;
    try {
      loaded = load_items(file, input.puzzle, input.format);
    } catch (const NoInputError& e) {
      all.entries.push_back({shown, 1, 1, nullptr, std::nullopt, e.what(), kNoInput, {}});
      continue;
    } catch (const LocatedInputError& e) {
      all.entries.push_back({shown, 1, 1, nullptr, std::nullopt, e.what(), kBadInput, {}});
      continue;
    }
    // Not one instance read: the file is not of this format at all, and its
    // first fault says so better than one per line.
    if (std::none_of(loaded.items.begin(), loaded.items.end(), [](const ReadItem& i) { return i.instance.has_value(); })) {
      all.entries.push_back({shown, 1, 1, nullptr, std::nullopt, located(file, *loaded.items.front().error).what(),
                             kBadInput, {}});
      continue;
    }
    const std::string rules = input.rules.empty() ? std::string() : loaded.puzzle->rules_of(input.rules);
    const int count = static_cast<int>(loaded.items.size());
    for (int k = 0; k < count; ++k) {
      ReadItem& item = loaded.items[static_cast<std::size_t>(k)];
      Entry entry{shown, k + 1, count, loaded.puzzle, std::nullopt, {}, 0, loaded.format};
      if (item.instance) {
        entry.instance = std::move(item.instance);
        if (!input.rules.empty()) entry.instance->rules = rules;
      } else {
        entry.error = located(file, *item.error).what();
        entry.status = kBadInput;
      }
      all.entries.push_back(std::move(entry));
    }
  }
  return all;
}

std::string label(const Entry& entry, const Entries& all) {
  std::string out;
  if (all.files > 1) out += entry.file + ": ";
  if (entry.count > 1) out += "instance " + std::to_string(entry.number) + ": ";
  return out;
}

}  // namespace pg::cli
