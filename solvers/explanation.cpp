#include "solvers/explanation.hpp"

#include <algorithm>

namespace pg {
namespace {

std::string cell_text(int cell, int cols) { return to_string(Cell{cell / cols, cell % cols}); }

// "a", "a and b", "a, b and c"; `last` joins the last two.
std::string listed(const std::vector<std::string>& items, std::string_view last = " and ") {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += i + 1 == items.size() ? std::string(last) : std::string(", ");
    out += items[i];
  }
  return out;
}

// The decisions of one kind: "(3,4) and (3,6) = 0; (3,5) = 1", cells grouped
// by what they hold in the order first met; values ruled out grouped by
// cell, "(2,3) is not 5, 7 or 9".
std::string decisions_text(const std::vector<Decision>& decided, Decision::Kind kind, int cols) {
  std::vector<std::string> groups;
  std::vector<bool> done(decided.size(), false);
  for (std::size_t i = 0; i < decided.size(); ++i) {
    if (done[i] || decided[i].kind != kind) continue;
    std::vector<std::string> members;
    for (std::size_t j = i; j < decided.size(); ++j) {
      if (done[j] || decided[j].kind != kind) continue;
      const bool same = kind == Decision::Kind::is_not ? decided[j].cell == decided[i].cell
                                                       : decided[j].says == decided[i].says;
      if (!same) continue;
      done[j] = true;
      members.push_back(kind == Decision::Kind::is_not ? decided[j].says : cell_text(decided[j].cell, cols));
    }
    groups.push_back(kind == Decision::Kind::is_not ? cell_text(decided[i].cell, cols) + " is not " + listed(members, " or ")
                                                    : listed(members) + " = " + decided[i].says);
  }
  std::string out;
  for (const std::string& group : groups) out += (out.empty() ? "" : "; ") + group;
  return out;
}

}  // namespace

std::string counted(int count, std::string_view thing) {
  return std::to_string(count) + " " + std::string(thing) + (count == 1 ? "" : "s");
}

std::string cells_text(std::span<const int> cells, int cols) {
  std::vector<std::string> names;
  for (int cell : cells) names.push_back(cell_text(cell, cols));
  return listed(names);
}

namespace {

// What made the board contradictory: the decision that met a cell decided
// otherwise, or the rule's own words.
std::string contradiction_body(const Step& step, int cols) {
  if (step.decided.empty()) return step.reason.text;
  const Decision& clash = step.decided.front();
  std::string out = cell_text(clash.cell, cols) + (clash.kind == Decision::Kind::is_not ? " would not be " : " would be ") +
                    clash.says;
  if (!step.reason.text.empty()) out += ", because " + step.reason.text;
  return out + ", but " + step.against;
}

}  // namespace

std::string contradiction_text(const Step& step, int cols) {
  std::string out = contradiction_body(step, cols);
  if (!step.rule.empty()) out += " (" + std::string(step.rule) + ")";
  return out;
}

std::string step_text(const Step& step, int cols) {
  std::string out = step.rule.empty() ? std::string()
                                      : std::string(step.rule) + " (" + std::string(to_string(step.tier)) + "): ";
  if (step.contradiction) return out + "contradiction: " + contradiction_body(step, cols);
  std::string decided = decisions_text(step.decided, Decision::Kind::is, cols);
  const std::string ruled_out = decisions_text(step.decided, Decision::Kind::is_not, cols);
  if (!ruled_out.empty()) decided += (decided.empty() ? "" : "; ") + ruled_out;
  out += decided;
  if (!step.reason.text.empty()) out += ", because " + step.reason.text;
  const std::string follows = decisions_text(step.decided, Decision::Kind::follows, cols);
  if (!follows.empty()) out += "; so " + follows;
  return out;
}

std::vector<int> cells_after(const Explanation& explanation, std::size_t count) {
  std::vector<int> cells = explanation.start;
  const std::size_t steps = std::min(count, explanation.steps.size());
  for (std::size_t k = 0; k < steps; ++k) {
    const Step& step = explanation.steps[k];
    if (step.contradiction) break;
    for (const Decision& decision : step.decided)
      if (decision.kind != Decision::Kind::is_not) cells[static_cast<std::size_t>(decision.cell)] = decision.value;
  }
  return cells;
}

}  // namespace pg
