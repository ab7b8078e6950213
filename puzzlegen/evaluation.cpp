// An entry is written from the instance and read back from its question
// alone, so that scoring trusts nothing of the entry but its text.
#include "puzzlegen/evaluation.hpp"

#include "core/errors.hpp"
#include "puzzlegen/api.hpp"
#include "puzzlegen/lookup.hpp"

namespace pg::api {
namespace {

// Field `key` of `entry`, a string; InputError naming it otherwise.
std::string text_field(const Json& entry, const char* key) {
  const auto found = entry.find(key);
  if (found == entry.end() || !found->is_string())
    throw InputError(std::string("an evaluation entry has the string field \"") + key + "\"; this one has not");
  return found->get<std::string>();
}

}  // namespace

Json evaluation_entry(const Instance& instance, std::string_view format, const WriteOptions& options) {
  if (!instance.solution) throw UsageError("an evaluation entry needs the instance's solution, which it does not hold");
  const std::string name = format_name(instance.puzzle, format);
  Json entry = {{"puzzle", instance.puzzle},
                {"size", size_string(instance.rows, instance.cols)},
                {"rows", instance.rows},
                {"cols", instance.cols},
                {"difficulty", instance.difficulty ? Json(to_string(*instance.difficulty)) : Json(nullptr)},
                {"seed", instance.provenance ? Json(instance.provenance->seed) : Json(nullptr)},
                {"index", instance.provenance ? Json(instance.provenance->index) : Json(nullptr)}};
  if (!instance.rules.empty()) entry["rules"] = instance.rules;
  entry["format"] = name;
  Instance asked = instance;  // a question never holds its answer (as json would)
  asked.solution.reset();
  entry["question"] = write(asked, name, options);
  entry["answer"] = solution_text(instance, *instance.solution);
  return entry;
}

Score score(const Json& entry, std::string_view answer) {
  if (!entry.is_object()) throw InputError("an evaluation entry is a JSON object");
  const std::string puzzle = text_field(entry, "puzzle");
  std::vector<Instance> read = read_text(text_field(entry, "question"), puzzle, text_field(entry, "format"));
  if (read.size() != 1)
    throw InputError("an evaluation entry's question holds one instance; this one holds " + std::to_string(read.size()));
  Instance instance = std::move(read.front());
  if (entry.contains("rules")) instance.rules = stored_rules(puzzle, text_field(entry, "rules"));
  const Codec& codec = puzzle_of(instance).codec;
  const std::vector<int> stored = codec.read_solution(instance, text_field(entry, "answer"));
  std::vector<int> given;
  try {
    given = codec.read_solution(instance, answer);
  } catch (const InputError& e) {
    return {false, "unreadable answer", e.located(), false};
  }
  const RuleResult rules = check_solution(instance, given);
  Score result{rules.valid, rules.rule, rules.detail, given == stored};
  if (result.correct && !result.stored)
    throw InternalError("a second solution, which keeps every rule, to a puzzle stored as unique: " +
                        solution_text(instance, given));
  return result;
}

}  // namespace pg::api
