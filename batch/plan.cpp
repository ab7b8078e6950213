#include "batch/plan.hpp"

#include <algorithm>
#include <filesystem>
#include <set>
#include <utility>

#include "core/errors.hpp"

namespace pg::batch {

std::string under(const std::string& dir, const std::string& name) { return dir.empty() ? name : dir + "/" + name; }

std::string parent_of(const std::string& path) {
  auto slash = path.rfind('/');
  return slash == std::string::npos ? std::string() : path.substr(0, slash);
}

std::string with_extension(const std::string& path, const std::string& extension) {
  return std::filesystem::path(path).replace_extension(extension).generic_string();
}

Plan::Plan(const Recipe& recipe) {
  // Two generations write the same names exactly when their first
  // instances' files are the same: a name is the generation's prefix and
  // the index padded to the entry's width, and prefixes end in the seed.
  std::map<std::string, int> written_by;  // first file -> the line of the entry that writes it
  for (const Entry& entry : recipe.entries) {
    std::vector<std::string>& dirs = format_dirs_[&entry];
    for (const std::string& format : entry.formats) {
      std::string dir = under(entry.dir, format);
      dirs.push_back(dir);
      auto shared = api::directory_file(entry.puzzle, format, entry.write);
      if (!shared) continue;
      auto [at, fresh] =
          directory_files_.try_emplace(dir, DirectoryFile{under(dir, shared->name), shared->text, entry.puzzle});
      if (!fresh && at->second.text != shared->text)
        throw InputError(at->second.path + " would be written twice with other content (another --domain-name?); "
                         "give this entry its own --dir",
                         entry.line, 1);
    }
    for (const api::Generation& generation : entry.generations) {
      for (std::size_t f = 0; f < entry.formats.size(); ++f) {
        std::string file = under(dirs[f], generation.file_name(0, entry.width) + entry.extensions[f]);
        auto [at, fresh] = written_by.try_emplace(file, entry.line);
        if (!fresh)
          throw InputError(file + " is written by the entry on line " + std::to_string(at->second) +
                               " already; give this entry its own --dir",
                           entry.line, 1);
      }
      groups_.push_back({&entry, &generation, size_});
      size_ += entry.count;
    }
  }
}

Planned Plan::at(std::uint64_t number) const {
  auto after = std::upper_bound(groups_.begin(), groups_.end(), number,
                                [](std::uint64_t n, const Group& group) { return n < group.first; });
  const Group& group = *std::prev(after);
  Planned planned{group.entry, group.generation, number - group.first, number, {}};
  const Entry& entry = *group.entry;
  const std::vector<std::string>& dirs = format_dirs_.at(group.entry);
  const std::string name = group.generation->file_name(planned.index, entry.width);
  for (std::size_t f = 0; f < entry.formats.size(); ++f) planned.files.push_back(under(dirs[f], name + entry.extensions[f]));
  return planned;
}

std::uint64_t Plan::in_residue(std::size_t g, std::uint64_t residue, std::uint64_t modulus) const {
  // Numbers below n that are `residue` modulo `modulus`.
  auto below = [&](std::uint64_t n) { return n > residue ? (n - residue - 1) / modulus + 1 : 0; };
  return below(end_of(g)) - below(groups_[g].first);
}

std::vector<std::string> Plan::directories(std::uint64_t residue, std::uint64_t modulus) const {
  std::set<std::string> dirs;
  for (std::size_t g = 0; g < groups_.size(); ++g)
    if (in_residue(g, residue, modulus) > 0)
      for (const std::string& dir : format_dirs_.at(groups_[g].entry)) dirs.insert(dir);
  return {dirs.begin(), dirs.end()};
}

std::uint64_t Plan::files(std::uint64_t residue, std::uint64_t modulus) const {
  std::uint64_t files = 0;
  for (std::size_t g = 0; g < groups_.size(); ++g)
    files += in_residue(g, residue, modulus) * groups_[g].entry->formats.size();
  return files;
}

}  // namespace pg::batch
