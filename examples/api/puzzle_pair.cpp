// Two hard 6x6 Takuzu, each written in the judge's text and checked by the
// verifier; then the same grid with no clue at all, which the verifier finds
// has several solutions.
#include <iostream>

#include <puzzlegen/api.hpp>

int main() {
  namespace api = pg::api;
  api::GenerateRequest request;
  request.puzzle = "takuzu";
  request.rows = request.cols = 6;
  request.difficulty = api::difficulty("hard");
  request.seed = 2026;
  request.count = 2;
  request.threads = 1;
  pg::Instance last;
  api::Generation(request).run([&](pg::Instance&& instance) {
    const api::Verification verification = api::verify(instance);
    std::cout << api::write(instance) << "verdict: " << pg::to_string(verification.verdict) << ", "
              << pg::to_string(*verification.difficulty) << "\n";
    last = std::move(instance);
  });
  last.givens.assign(last.givens.size(), pg::kNone);
  last.solution.reset();
  const api::Verification blank = api::verify(last);
  std::cout << "no clue: " << pg::to_string(blank.verdict) << "\n";
  return blank.verdict == pg::Verdict::multiple ? 0 : 1;
}
