#include "generator/builder.hpp"

#include <algorithm>
#include <charconv>

#include "core/errors.hpp"
#include "core/suggest.hpp"

namespace pg {

std::vector<int> Builder::removable_clues(const Instance& instance) const {
  std::vector<int> cells;
  for (int i = 0; i < instance.cells(); ++i)
    if (instance.givens[static_cast<std::size_t>(i)] != kNone) cells.push_back(i);
  return cells;
}

void Builder::remove_clue(Instance& instance, int cell) const {
  instance.givens[static_cast<std::size_t>(cell)] = kNone;
}

std::vector<std::vector<int>> Builder::clue_groups(const Instance& full, const GenerateRequest&) const {
  std::vector<std::vector<int>> groups;
  for (int cell : removable_clues(full)) groups.push_back({cell});
  return groups;
}

Json parse_options(const Builder& builder, std::string_view puzzle, const std::map<std::string, std::string>& given) {
  std::vector<OptionSpec> specs = builder.options();
  for (const auto& option : given) {
    const std::string& name = option.first;  // not a structured binding: clang 14 cannot capture one
    bool known = std::any_of(specs.begin(), specs.end(), [&](const OptionSpec& s) { return s.name == name; });
    if (!known) throw UsageError("--" + name + " is not an option of the " + std::string(puzzle) + " generator");
  }
  Json options = Json::object();
  for (const OptionSpec& spec : specs) {
    auto it = given.find(spec.name);
    if (it == given.end()) continue;
    const std::string& text = it->second;
    if (!spec.choices.empty()) {
      if (std::find(spec.choices.begin(), spec.choices.end(), text) == spec.choices.end()) {
        std::string list;
        for (const std::string& c : spec.choices) list += (list.empty() ? "" : ", ") + c;
        // Said with a colon, as the other invalid values are, when nothing is near.
        throw UsageError(with_suggestion("invalid --" + spec.name + " '" + text + "'",
                                         nearest_names(text, spec.choices), "expected one of " + list, ": "));
      }
      options[spec.name] = text;
    } else {
      int value = 0;
      auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
      if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < spec.min ||
          value > spec.max)
        throw UsageError("invalid --" + spec.name + " '" + text + "': expected a whole number from " +
                         std::to_string(spec.min) + " to " + std::to_string(spec.max));
      options[spec.name] = value;
    }
  }
  return options;
}

Json with_defaults(const Builder& builder, Json options) {
  Json complete = Json::object();
  for (const OptionSpec& spec : builder.options())
    complete[spec.name] = options.contains(spec.name) ? options[spec.name] : spec.fallback;
  return complete;
}

}  // namespace pg
