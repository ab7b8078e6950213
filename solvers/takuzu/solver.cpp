#include "solvers/takuzu/solver.hpp"

#include "solvers/takuzu/encoding.hpp"
#include "solvers/takuzu/logic.hpp"
#include "solvers/takuzu/rules.hpp"

namespace pg::takuzu {
namespace {

class TakuzuSolver final : public Solver {
 public:
  std::string_view name() const override { return "takuzu"; }
  RuleCheck check(const Instance& instance, std::span<const int> solution) const override {
    return check_rules(instance, solution);
  }
  Deduction deduce(const Instance& instance, Difficulty limit) const override {
    return takuzu::deduce(instance, limit);
  }
  std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) const override {
    return takuzu::encode(session, instance);
  }
};

}  // namespace

const Solver& solver() {
  static const TakuzuSolver instance;
  return instance;
}

}  // namespace pg::takuzu
