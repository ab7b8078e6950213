#include "cli/inputs.hpp"

#include <algorithm>
#include <filesystem>

#include "cli/exit_codes.hpp"
#include "cli/io.hpp"
#include "core/errors.hpp"
#include "verifier/verify.hpp"

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
    if (ec) throw NoInputError("cannot read the directory " + display_name(path) + ": " + ec.message());
    if (found.empty()) throw NoInputError(display_name(path) + ": no instance files in this directory");
    std::sort(found.begin(), found.end());
    files.insert(files.end(), found.begin(), found.end());
  }
  return files;
}

EntryStream::EntryStream(const std::vector<std::string>& paths, const InputOptions& input)
    : files_(input_files(paths)), input_(input) {}

EntryStream::~EntryStream() = default;

std::optional<Entry> EntryStream::next() {
  if (ahead_.empty()) return read();
  Entry entry = std::move(ahead_.front());
  ahead_.pop_front();
  return entry;
}

bool EntryStream::several() {
  while (ahead_.size() < 2) {
    std::optional<Entry> entry = read();
    if (!entry) break;
    ahead_.push_back(std::move(*entry));
  }
  return ahead_.size() > 1;
}

std::optional<Entry> EntryStream::read() {
  for (;;) {
    if (!reader_) {
      if (next_file_ == files_.size()) return std::nullopt;
      file_ = files_[next_file_++];
      shown_ = file_ == "-" ? std::string("<stdin>") : file_;  // escaped where shown
      try {
        reader_ = std::make_unique<InputReader>(file_, input_.puzzle, input_.format);
      } catch (const NoInputError& e) {
        return Entry{shown_, 1, false, nullptr, std::nullopt, e.what(), kNoInput, {}, 0};
      } catch (const LocatedInputError& e) {
        return Entry{shown_, 1, false, nullptr, std::nullopt, e.what(), kBadInput, {}, 0};
      }
      rules_ = input_.rules.empty() ? std::string() : reader_->puzzle().rules_of(input_.rules);
      number_ = 0;
      // Its first two instances say whether it holds several.
      items_.clear();
      while (items_.size() < 2)
        if (std::optional<ReadItem> item = reader_->next()) {
          items_.push_back(std::move(*item));
        } else {
          break;
        }
      several_ = items_.size() > 1;
    }
    std::optional<ReadItem> item;
    if (!items_.empty()) {
      item = std::move(items_.front());
      items_.pop_front();
    } else {
      item = reader_->next();
    }
    if (!item) {
      reader_.reset();
      continue;
    }
    Entry entry{shown_, ++number_, several_, &reader_->puzzle(), std::nullopt, {}, 0, reader_->format(), item->line};
    if (item->instance) {
      entry.instance = std::move(item->instance);
      if (!input_.rules.empty()) entry.instance->rules = rules_;
      if (std::optional<std::string> fault = stored_solution_fault(entry.puzzle->solver, *entry.instance)) {
        entry.instance.reset();
        entry.error = instance_fault(entry, *fault);
        entry.status = kWrongSolution;
      }
    } else {
      entry.error = located(file_, *item->error).what();
      entry.status = kBadInput;
    }
    return entry;
  }
}

std::string_view refusal_name(const Entry& entry) {
  switch (entry.status) {
    case kNoInput: return "unreadable";
    case kWrongSolution: return "wrong-solution";
    default: return "malformed";
  }
}

std::string instance_fault(const Entry& entry, const std::string& message) {
  return display_name(entry.file) + (entry.line > 0 ? ":" + std::to_string(entry.line) : std::string()) + ": " +
         (entry.several ? "instance " + std::to_string(entry.number) + ": " : std::string()) + message;
}

std::string label(const Entry& entry, std::size_t files) {
  std::string out;
  if (files > 1) out += display_name(entry.file) + ": ";
  if (entry.several) out += "instance " + std::to_string(entry.number) + ": ";
  return out;
}

}  // namespace pg::cli
