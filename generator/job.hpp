// A generate request made ready once, before any work: its rules as
// instances store them (the catalogue's Puzzle::job sees to that), every
// option of the builder present (defaults filled in, so that a request means
// the same whether or not it names them), the size and options checked. The
// generator takes a Job, never a bare request.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "generator/builder.hpp"
#include "solvers/solver.hpp"

namespace pg {

class Job {
 public:
  // UsageError when the builder does not make that size or the options do
  // not fit the request.
  Job(const Solver& solver, const Builder& builder, GenerateRequest request);

  const Solver& solver() const { return *solver_; }
  const Builder& builder() const { return *builder_; }
  const GenerateRequest& request() const { return request_; }
  // What identifies the job: puzzle, size, difficulty, options and rules.
  // Mixed into the seed, so the same seed with another difficulty gives
  // unrelated puzzles.
  std::string key() const;
  // The file name of instance `index` (padded to `width` digits) ending in
  // `extension`: PUZZLE-RxC-DIFFICULTY[-RULES][-OPTION-VALUE...]-sSEED-NNNN,
  // with each option whose value is not the builder's default, so that two
  // jobs that make different puzzles never share a name.
  std::string file_name(std::uint64_t index, int width, std::string_view extension) const;

 private:
  const Solver* solver_;
  const Builder* builder_;
  GenerateRequest request_;
};

}  // namespace pg
