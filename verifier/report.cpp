#include "verifier/report.hpp"

namespace pg {
namespace {

std::string_view status_name(Deduction::Status status) {
  switch (status) {
    case Deduction::Status::solved: return "solved";
    case Deduction::Status::stuck: return "stuck";
    case Deduction::Status::contradiction: return "contradiction";
  }
  return "?";
}

}  // namespace

std::string report_text(const Report& report, const Instance& instance, const Codec& codec) {
  std::string out = std::string(to_string(report.verdict)) + "\n";
  if (report.verdict != Verdict::multiple) return out;
  for (std::size_t i = 0; i < report.solutions.size(); ++i) {
    out += "solution " + std::to_string(i + 1) + ":\n";
    out += codec.write_solution(instance, report.solutions[i]);
  }
  out += "differing cells (row,col):";
  for (const Cell& cell : report.differing) out += " " + to_string(cell);
  return out + "\n";
}

Json report_json(const Report& report, const Instance& instance, const Codec& codec) {
  Json doc = Json::object();
  doc["verdict"] = to_string(report.verdict);
  doc["puzzle"] = instance.puzzle;
  doc["rows"] = instance.rows;
  doc["cols"] = instance.cols;
  doc["givens"] = instance.clue_count();
  doc["difficulty"] = report.difficulty ? Json(to_string(*report.difficulty)) : Json(nullptr);
  Json solutions = Json::array();
  for (const auto& solution : report.solutions) {
    Json grid = Json::array();
    for (int r = 0; r < instance.rows; ++r) {
      Json row = Json::array();
      for (int c = 0; c < instance.cols; ++c)
        row.push_back(codec.solution_to_json(solution[static_cast<std::size_t>(r * instance.cols + c)]));
      grid.push_back(std::move(row));
    }
    solutions.push_back(std::move(grid));
  }
  doc["solutions"] = std::move(solutions);
  Json differing = Json::array();
  for (const Cell& cell : report.differing) differing.push_back({cell.row, cell.col});
  doc["differing"] = std::move(differing);
  Json logic = Json::object();
  logic["status"] = status_name(report.logic.status);
  logic["hardest"] = to_string(report.logic.hardest);
  Json steps = Json::object();
  for (Difficulty d : kDifficulties) steps[std::string(to_string(d))] = report.logic.steps[static_cast<std::size_t>(d)];
  logic["steps"] = std::move(steps);
  // Every rule of the solver, in its order: how often it decided a cell.
  Json rules = Json::array();
  for (const RuleSteps& rule : report.logic.rules)
    rules.push_back({{"rule", rule.name}, {"tier", to_string(rule.tier)}, {"steps", rule.steps}});
  logic["rules"] = std::move(rules);
  doc["logic"] = std::move(logic);
  doc["sat_solves"] = report.sat_solves;
  return doc;
}

}  // namespace pg
