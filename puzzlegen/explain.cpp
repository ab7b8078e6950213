// solve --explain: the logic solver's steps in order, each one rule's reason
// and the cells it forces, then how it ends (solved, a contradiction, or
// stuck with what SAT then finds).
#include "core/errors.hpp"
#include "puzzlegen/lookup.hpp"
#include "solvers/explanation.hpp"
#include "verifier/verify.hpp"

namespace pg::api {
namespace {

Json cell_json(int cell, const Instance& instance) {
  const Cell at = instance.cell(cell);
  return Json::array({at.row, at.col});
}

Json decision_json(const Decision& decision, const Instance& instance, const Codec& codec) {
  return {{"cell", cell_json(decision.cell, instance)},
          {"value", codec.solution_to_json(decision.value)},
          {"says", decision.says}};
}

Json step_json(const Step& step, std::size_t number, const Instance& instance, const Codec& codec) {
  Json out = {{"step", number},
              {"rule", step.rule.empty() ? Json(nullptr) : Json(std::string(step.rule))},
              {"tier", step.rule.empty() ? Json(nullptr) : Json(to_string(step.tier))},
              {"contradiction", step.contradiction}};
  Json decided = Json::array(), ruled_out = Json::array(), follows = Json::array();
  if (!step.contradiction)
    for (const Decision& decision : step.decided)
      (decision.kind == Decision::Kind::is       ? decided
       : decision.kind == Decision::Kind::is_not ? ruled_out
                                                 : follows)
          .push_back(decision_json(decision, instance, codec));
  out["decided"] = std::move(decided);
  out["ruled_out"] = std::move(ruled_out);
  out["follows"] = std::move(follows);
  Json cells = Json::array();
  for (int cell : step.reason.cells) cells.push_back(cell_json(cell, instance));
  out["reason"] = {{"text", step.reason.text}, {"cells", std::move(cells)}, {"trial", step.reason.trial}};
  if (step.contradiction && !step.decided.empty()) {
    out["clash"] = decision_json(step.decided.front(), instance, codec);
    out["against"] = step.against;
  }
  out["text"] = step_text(step, instance.cols);
  return out;
}

Json grid_json(const std::vector<int>& solution, const Instance& instance, const Codec& codec) {
  Json grid = Json::array();
  for (int r = 0; r < instance.rows; ++r) {
    Json row = Json::array();
    for (int c = 0; c < instance.cols; ++c)
      row.push_back(codec.solution_to_json(solution[static_cast<std::size_t>(instance.index(r, c))]));
    grid.push_back(std::move(row));
  }
  return grid;
}

}  // namespace

Explained explain(const Instance& instance, Budget budget) {
  const Puzzle& puzzle = puzzle_of(instance);
  const Solver& solver = puzzle.solver;
  const Codec& codec = puzzle.codec;
  const sat::Budget sat = sat_budget(budget);
  const Deduction logic = solver.explain(instance, Difficulty::hard, sat.deadline);
  const Explanation& explanation = *logic.explanation;
  // SAT's answer: the solution to show, and a check of the rules' end.
  Report report;
  if (!logic.out_of_time) report = pg::verify(solver, instance, sat);
  if (!logic.out_of_time && report.verdict != Verdict::unknown && report.logic.status != logic.status)
    throw InternalError("the logic solver ended otherwise when it explained its steps");
  Explained explained;
  const Verdict verdict = logic.out_of_time ? Verdict::unknown : report.verdict;
  explained.verdict = verdict;
  const std::size_t steps = explanation.steps.size();
  const std::string after = std::to_string(steps) + (steps == 1 ? " step" : " steps");
  using Status = Deduction::Status;

  Json doc = {{"puzzle", instance.puzzle}, {"rows", instance.rows}, {"cols", instance.cols}};
  doc["status"] = logic.out_of_time                 ? "unknown"
                  : logic.status == Status::solved ? "solved"
                  : logic.status == Status::stuck  ? "stuck"
                                                   : "contradiction";
  doc["hardest"] = to_string(logic.hardest);
  Json list = Json::array();
  for (std::size_t k = 0; k < steps; ++k) list.push_back(step_json(explanation.steps[k], k + 1, instance, codec));
  doc["steps"] = std::move(list);
  doc["open"] = explanation.open;
  doc["verdict"] = to_string(verdict);
  doc["solution"] = report.solutions.empty() ? Json(nullptr) : grid_json(report.solutions.front(), instance, codec);
  explained.json = std::move(doc);

  std::string& text = explained.text;
  for (std::size_t k = 0; k < steps; ++k)
    text += std::to_string(k + 1) + ". " + step_text(explanation.steps[k], instance.cols) + "\n";
  const std::string solution =
      report.solutions.empty() ? std::string() : codec.write_solution(instance, report.solutions.front());
  if (logic.out_of_time) {
    text += "stopped after " + after + ": the time limit ran out\n";
  } else if (logic.status == Status::solved) {
    text += "solved in " + after + " (hardest tier: " + std::string(to_string(logic.hardest)) + "):\n" + solution;
  } else if (logic.status == Status::contradiction) {
    text += "contradiction at step " + std::to_string(steps) + ": no solution\n";
  } else {
    text += "stuck after " + after + ": " + std::to_string(explanation.open) +
            (explanation.open == 1 ? " cell" : " cells") + " left; the rest needs search, which finds ";
    switch (verdict) {
      case Verdict::unique: text += "one solution:\n" + solution; break;
      case Verdict::multiple: text += "several solutions; one of them:\n" + solution; break;
      case Verdict::none: text += "no solution\n"; break;
      case Verdict::unknown: text += "nothing within the time limit\n"; break;
    }
  }
  return explained;
}

}  // namespace pg::api
