#include "solvers/sat/session.hpp"

#include <algorithm>

#include <cadical.hpp>

#include "core/errors.hpp"

namespace pg::sat {
namespace {

class DeadlineTerminator final : public CaDiCaL::Terminator {
 public:
  explicit DeadlineTerminator(std::chrono::steady_clock::time_point deadline) : deadline_(deadline) {}
  bool terminate() override { return std::chrono::steady_clock::now() >= deadline_; }

 private:
  std::chrono::steady_clock::time_point deadline_;
};

}  // namespace

Session::Session(Use use) : solver_(std::make_unique<CaDiCaL::Solver>()) {
  // CaDiCaL reports some events on stdout by default; stdout is ours.
  solver_->set("quiet", 1);
  if (use == Use::many_small_solves) solver_->configure("plain");
}
Session::~Session() = default;

int Session::new_var() {
  // CaDiCaL grows its tables one variable at a time otherwise.
  if (++vars_ > reserved_) {
    reserved_ = std::max(1024, 2 * vars_);
    solver_->reserve(reserved_);
  }
  if (recording_) topics_.push_back(topic_);
  return vars_;
}

void Session::add_literal(int lit) {
  solver_->add(lit);
  const auto var = static_cast<std::size_t>(lit);
  if (lit > 0 && var < is_selector_.size() && is_selector_[var]) selectors_only_guard_ = false;
}

int Session::new_selector() {
  const int var = new_var();
  is_selector_.resize(static_cast<std::size_t>(var) + 1, 0);
  is_selector_[static_cast<std::size_t>(var)] = 1;
  return var;
}

void Session::add_clause(std::span<const int> lits) {
  for (int lit : lits) add_literal(lit);
  solver_->add(0);
  if (recording_) {
    recorded_.insert(recorded_.end(), lits.begin(), lits.end());
    recorded_.push_back(0);
  }
}

void Session::add_guarded(int selector, std::span<const int> lits) {
  solver_->add(-selector);
  for (int lit : lits) add_literal(lit);
  solver_->add(0);
  if (recording_) {
    recorded_.push_back(-selector);
    recorded_.insert(recorded_.end(), lits.begin(), lits.end());
    recorded_.push_back(0);
  }
}

void Session::record() {
  recording_ = true;
  topics_.resize(static_cast<std::size_t>(vars_));
}

std::string_view Session::topic_of(int var) const {
  const auto at = static_cast<std::size_t>(var - 1);
  return var >= 1 && at < topics_.size() ? topics_[at] : std::string_view();
}

void Session::assume(int lit) { solver_->assume(lit); }

void Session::prefer(std::span<const int> lits) {
  for (int lit : lits) solver_->phase(lit);
}

void Session::constrain(std::span<const int> clause) {
  if (clause.empty()) throw InternalError("an empty SAT constraint");
  for (int lit : clause) solver_->constrain(lit);
  solver_->constrain(0);
}

Outcome Session::solve(const Budget& budget) {
  ++stats_.solves;
  if (budget.conflicts >= 0) {
    int limit = budget.conflicts > 1'000'000'000 ? 1'000'000'000 : static_cast<int>(budget.conflicts);
    solver_->limit("conflicts", limit);
  }
  std::optional<DeadlineTerminator> terminator;
  if (budget.deadline) {
    terminator.emplace(*budget.deadline);
    solver_->connect_terminator(&*terminator);
  }
  int result = solver_->solve();
  if (terminator) solver_->disconnect_terminator();
  switch (result) {
    case 10: return Outcome::sat;
    case 20: return Outcome::unsat;
    default: ++stats_.unknown; return Outcome::unknown;
  }
}

bool Session::value(int lit) const {
  if (!model_.empty()) {
    const auto var = static_cast<std::size_t>(lit < 0 ? -lit : lit);
    const bool holds = var < model_.size() && model_[var];
    return lit < 0 ? !holds : holds;
  }
  return solver_->val(lit) > 0;
}

bool Session::failed(int assumption) const { return solver_->failed(assumption); }

}  // namespace pg::sat
