// The plan of a recipe: every instance in a fixed order (entries in the
// recipe's order, then sizes, then tiers, then index) and the files each
// writes. Computed as it is walked, never held: a plan of millions costs what
// a plan of ten does.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "batch/recipe.hpp"

namespace pg::batch {

// One instance of the plan.
struct Planned {
  const Entry* entry = nullptr;
  const api::Generation* generation = nullptr;
  std::uint64_t index = 0;         // within its generation
  std::uint64_t number = 0;        // its place in the whole recipe, from 0
  std::vector<std::string> files;  // one per format of the entry, relative to the output, '/'-separated
};

// A file a directory holds once, whatever writes into it (a PDDL domain).
struct DirectoryFile {
  std::string path;  // relative to the output
  std::string text;
  std::string puzzle;
};

class Plan {
 public:
  // InputError at the entry's line when two entries would write one file
  // (the same name, or a directory's file with other content).
  explicit Plan(const Recipe& recipe);

  std::uint64_t size() const { return size_; }
  // Instance `number` of the plan, 0 <= number < size().
  Planned at(std::uint64_t number) const;
  // The files that directories hold once, by the directory they are in.
  const std::map<std::string, DirectoryFile>& directory_files() const { return directory_files_; }
  // The directories that instances numbered `residue` modulo `modulus` write
  // into (one shard's).
  std::vector<std::string> directories(std::uint64_t residue, std::uint64_t modulus) const;
  // How many instance files (one per format, companions aside) those
  // instances write.
  std::uint64_t files(std::uint64_t residue, std::uint64_t modulus) const;

 private:
  // The instances of one generation of an entry: numbers first .. first+count-1.
  struct Group {
    const Entry* entry;
    const api::Generation* generation;
    std::uint64_t first;
  };
  // Numbers first .. end-1 of group g, and how many of them are `residue`
  // modulo `modulus`.
  std::uint64_t end_of(std::size_t g) const { return g + 1 < groups_.size() ? groups_[g + 1].first : size_; }
  std::uint64_t in_residue(std::size_t g, std::uint64_t residue, std::uint64_t modulus) const;
  std::vector<Group> groups_;
  std::map<const Entry*, std::vector<std::string>> format_dirs_;  // by entry, one per format
  std::map<std::string, DirectoryFile> directory_files_;
  std::uint64_t size_ = 0;
};

// "A/B" from "A" and "B"; "B" when A is empty.
std::string under(const std::string& dir, const std::string& name);
// The directory part of a '/'-separated path ("" for none).
std::string parent_of(const std::string& path);
// A companion's path: the instance file's path with `extension` for its own.
std::string with_extension(const std::string& path, const std::string& extension);

}  // namespace pg::batch
