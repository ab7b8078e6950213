// The IST course's judge texts (Takuzu and Numbrix, one course, one shape):
// "N", then N rows of N cells separated by one TAB, every line ending in a
// newline; read with any spaces and TABs, CRLF, blank lines and no final
// newline. Several texts one after another are several instances.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/codec.hpp"

namespace pg {

class IstJudgeFormat : public Format {
 public:
  // `title` names the text in messages ("the Takuzu judge text ...").
  IstJudgeFormat(std::string_view title, SizeLimits limits)
      : Format("judge", ".txt"), title_(title), limits_(limits) {}

  // A text after text, each "N" and N rows.
  std::unique_ptr<ItemStream> stream(LineSource& lines) const final;
  // Square grids only.
  std::optional<std::string> cannot_hold(int rows, int cols, const WriteOptions& options) const final;
  std::string write_text(const Instance& instance, const WriteOptions& options) const final;

 protected:
  // The instance of the n x n grid whose rows start at grid[first], after N
  // was read within the limits.
  virtual Instance read_grid(const std::vector<Line>& grid, std::size_t first, int n) const = 0;
  // A given (or kNone) as a cell of the text; FormatError for an instance
  // the text cannot state, before anything is written.
  virtual void check_writable(const Instance& /*instance*/) const {}
  virtual std::string cell_text(int given) const = 0;

 private:
  std::string_view title_;
  SizeLimits limits_;
};

}  // namespace pg
