// The one instance of a part that holds no state (a puzzle's codec, format,
// solver, builder, renderer, PDDL problems), made on first use: what the
// catalogue joins and every caller shares.
#pragma once

namespace pg {

template <typename Part>
const Part& single() {
  static const Part part;
  return part;
}

}  // namespace pg
