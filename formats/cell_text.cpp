#include "formats/cell_text.hpp"

namespace pg {

Instance blank_instance(std::string_view puzzle, int rows, int cols) {
  Instance instance;
  instance.puzzle = std::string(puzzle);
  instance.rows = rows;
  instance.cols = cols;
  instance.givens.assign(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), kNone);
  return instance;
}

std::string describe(const Token& token) {
  return token.text.size() == 1 ? describe_char(token.text[0]) : describe_token(token.text);
}

int end_column(std::string_view row) { return static_cast<int>(row.find_last_not_of(" \t")) + 2; }

}  // namespace pg
