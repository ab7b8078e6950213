// One input's instances, its puzzle and format detected unless given.
// Detection, and the judgement that a file none of whose instances reads is
// not of that format at all, look at its first lines only
// (limits::kDecidingLines); then its instances are read one at a time, so
// that memory holds one however many the file has.
#pragma once

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "formats/codec.hpp"
#include "puzzles/catalogue.hpp"

namespace pg::api {

// A text in memory read as a file would be, under the name messages give it.
struct InputText {
  std::string name;
  std::string_view text;
};

class InputReader {
 public:
  // Throws NoInputError, LocatedInputError (file:line:col: ...) when the file
  // as a whole cannot be read, or UsageError (unknown puzzle or format
  // names). `on_note` hears what detection chose between puzzles that share
  // a text.
  InputReader(const std::string& path, const std::string& puzzle, const std::string& format,
              const std::function<void(const std::string&)>& on_note = {});
  // The same of a text (a copy is kept); LocatedInputError names it as
  // `text.name`.
  InputReader(const InputText& text, const std::string& puzzle, const std::string& format,
              const std::function<void(const std::string&)>& on_note = {});
  ~InputReader();
  InputReader(const InputReader&) = delete;
  InputReader& operator=(const InputReader&) = delete;

  const Puzzle& puzzle() const { return *puzzle_; }
  const std::string& format() const { return format_; }
  // The next instance, or why it could not be read (unlocated: the caller
  // names the file); nullopt after the last. A fault that ends the file (a
  // line too long) is its last item. Throws NoInputError when reading fails.
  std::optional<ReadItem> next();

 private:
  class Source;
  struct Match;
  // The puzzle and the format that read the head, given or detected, and
  // the stream of its instances.
  void choose(const std::string& puzzle_name, const std::string& format_name);
  // The one of several puzzles and formats that reads the head.
  Match decide(const std::vector<Match>& candidates, const std::string& puzzle_name,
               const std::string& format_name) const;
  // Reads ahead to the first instance that reads, within the head: none is
  // the file's fault, as a whole.
  void judge();
  std::optional<ReadItem> pull();

  std::string path_;
  std::string wanted_puzzle_;  // the puzzle asked for, which JSON documents must name
  std::function<void(const std::string&)> on_note_;
  const Puzzle* puzzle_ = nullptr;
  std::string format_;
  std::unique_ptr<Source> source_;
  std::unique_ptr<ItemStream> stream_;
  std::deque<ReadItem> pending_;  // read to judge the file, not yet returned
  bool json_ = false;
  bool ended_ = false;
};

}  // namespace pg::api
