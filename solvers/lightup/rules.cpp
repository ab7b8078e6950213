#include "solvers/lightup/rules.hpp"

#include <string>

#include "core/lightup.hpp"
#include "solvers/rule_check.hpp"

namespace pg::lightup {

RuleCheck check_rules(const Instance& instance, std::span<const int> solution) {
  const int rows = instance.rows, cols = instance.cols;
  if (auto size = wrong_size(instance, solution)) return *size;
  auto black = [&](int r, int c) { return is_black(instance.given(r, c)); };
  const SolutionGrid value(instance, solution);
  auto bulb = [&](int r, int c) { return value(r, c) == kBulb; };

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (black(r, c) && bulb(r, c)) return RuleCheck::broken("bulb-on-black", "a bulb at " + at(r, c) + " is on a black cell");
      if (black(r, c) && value(r, c) != kNone)
        return RuleCheck::broken("filled", "black cell " + at(r, c) + " holds a value");
      if (!black(r, c) && value(r, c) != kBulb && value(r, c) != kDark)
        return RuleCheck::broken("filled", "white cell " + at(r, c) + " is neither a bulb nor dark");
    }

  // Two bulbs in one row or column with only white cells between them.
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (!bulb(r, c)) continue;
      for (int c2 = c + 1; c2 < cols && !black(r, c2); ++c2)
        if (bulb(r, c2))
          return RuleCheck::broken("bulbs-see-each-other", "the bulbs at " + at(r, c) + " and " + at(r, c2) +
                                                               " light each other");
      for (int r2 = r + 1; r2 < rows && !black(r2, c); ++r2)
        if (bulb(r2, c))
          return RuleCheck::broken("bulbs-see-each-other", "the bulbs at " + at(r, c) + " and " + at(r2, c) +
                                                               " light each other");
    }

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      int number = instance.given(r, c);
      if (!is_number(number)) continue;
      int around = 0;
      if (r > 0 && bulb(r - 1, c)) ++around;
      if (r + 1 < rows && bulb(r + 1, c)) ++around;
      if (c > 0 && bulb(r, c - 1)) ++around;
      if (c + 1 < cols && bulb(r, c + 1)) ++around;
      if (around != number)
        return RuleCheck::broken("number", "the " + std::to_string(number) + " at " + at(r, c) + " has " +
                                               std::to_string(around) + " bulbs next to it");
    }

  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      if (black(r, c) || bulb(r, c)) continue;
      bool lit = false;
      for (int c2 = c - 1; c2 >= 0 && !black(r, c2) && !lit; --c2) lit = bulb(r, c2);
      for (int c2 = c + 1; c2 < cols && !black(r, c2) && !lit; ++c2) lit = bulb(r, c2);
      for (int r2 = r - 1; r2 >= 0 && !black(r2, c) && !lit; --r2) lit = bulb(r2, c);
      for (int r2 = r + 1; r2 < rows && !black(r2, c) && !lit; ++r2) lit = bulb(r2, c);
      if (!lit) return RuleCheck::broken("unlit", "cell " + at(r, c) + " is not lit");
    }
  return RuleCheck::ok();
}

}  // namespace pg::lightup
