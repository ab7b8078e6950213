#include "solvers/lightup/solver.hpp"

#include "solvers/lightup/encoding.hpp"
#include "solvers/lightup/logic.hpp"
#include "solvers/lightup/rules.hpp"

namespace pg::lightup {
namespace {

class LightUpSolver final : public Solver {
 public:
  std::string_view name() const override { return "lightup"; }
  RuleCheck check(const Instance& instance, std::span<const int> solution) const override {
    return check_rules(instance, solution);
  }
  Deduction deduce(const Instance& instance, Difficulty limit) const override {
    return lightup::deduce(instance, limit);
  }
  std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) const override {
    return lightup::encode(session, instance);
  }
  // The hard tier follows both choices of every pair: on a puzzle it cannot
  // finish, that costs more than asking SAT.
  Difficulty logic_before_sat() const override { return Difficulty::medium; }
};

}  // namespace

const Solver& solver() {
  static const LightUpSolver instance;
  return instance;
}

}  // namespace pg::lightup
