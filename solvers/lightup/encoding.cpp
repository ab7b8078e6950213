#include "solvers/lightup/encoding.hpp"

#include "core/lightup.hpp"
#include "solvers/lightup/geometry.hpp"
#include "solvers/sat/cardinality.hpp"

namespace pg::lightup {
namespace {

class LightUpEncoding final : public sat::Encoding {
 public:
  LightUpEncoding(sat::Session& session, const Instance& instance) : cols_(instance.cols), bulb_(instance.givens.size(), 0) {
    Geometry geometry(instance);
    for (int cell = 0; cell < geometry.cells(); ++cell)
      if (geometry.white(cell)) bulb_[static_cast<std::size_t>(cell)] = session.new_var();
    auto var = [&](int cell) { return bulb_[static_cast<std::size_t>(cell)]; };

    std::vector<int> lits;
    for (int s = 0; s < geometry.segments(); ++s) {
      lits.clear();
      for (int cell : geometry.segment(s)) lits.push_back(var(cell));
      sat::at_most(session, lits, 1);
    }
    for (int cell = 0; cell < geometry.cells(); ++cell) {
      if (!geometry.white(cell)) continue;
      lits.clear();
      for (int other : geometry.segment(geometry.row_segment(cell))) lits.push_back(var(other));
      for (int other : geometry.segment(geometry.col_segment(cell)))
        if (other != cell) lits.push_back(var(other));
      session.add_clause(lits);
    }
    const auto& numbered = geometry.numbered();
    for (std::size_t k = 0; k < numbered.size(); ++k) {
      lits.clear();
      for (int cell : geometry.around(static_cast<int>(k))) lits.push_back(var(cell));
      int selector = session.new_selector();
      sat::exactly(session, lits, geometry.number(numbered[k]), selector);
      clues_.push_back({numbered[k], selector});
    }
  }

  std::vector<int> decode(const sat::Session& session) const override {
    return sat::decode_cells(session, bulb_, kBulb, kDark);
  }

  std::vector<int> literals_of(std::span<const int> cells) const override {
    return sat::cell_literals(bulb_, cells, kBulb);
  }

  void name_variables(std::vector<std::string>& names) const override {
    for (std::size_t i = 0; i < bulb_.size(); ++i)
      if (bulb_[i] != 0) names[static_cast<std::size_t>(bulb_[i])] = "a bulb on " + to_string(Cell{static_cast<int>(i) / cols_, static_cast<int>(i) % cols_});
  }

 private:
  int cols_;
  std::vector<int> bulb_;  // per cell; 0 on black cells
};

}  // namespace

std::unique_ptr<sat::Encoding> encode(sat::Session& session, const Instance& instance) {
  return std::make_unique<LightUpEncoding>(session, instance);
}

}  // namespace pg::lightup
