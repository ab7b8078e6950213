// DIMACS CNF, as SAT solvers read it, and the models they print, as they
// print them. The formula is what an encoding put into a recording session
// (solvers/sat); this layer only writes and reads the text.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace pg::dimacs {

struct Cnf {
  std::vector<std::string> comment;  // lines before the variables, each written after "c "
  // What each variable stands for, by variable (names[0] unused). A run of
  // equal names (the auxiliaries of one helper) is one "c FIRST-LAST ..." line.
  std::vector<std::string> names;
  std::vector<int> clauses;  // literals, each clause ended by 0
};

// "c" comment lines (the comment, then one line per variable or run of
// variables), "p cnf VARS CLAUSES", then one clause per line.
std::string write(const Cnf& cnf);

struct Model {
  enum class Answer { satisfiable, unsatisfiable, unknown };
  Answer answer = Answer::unknown;
  // values[v] for variable v, from 1: the sign the model gives it (+1 or
  // -1), 0 when the model leaves it out.
  std::vector<int> values;
  int line = 0;  // where the answer stands, for messages
};

// A solver's answer: the competition output that CaDiCaL, picosat, kissat
// and most others print ("s SATISFIABLE", then "v" lines of literals ending
// in 0; "c" lines anywhere), or MiniSat's result file ("SAT" then the
// literals ending in 0, or "UNSAT", or "INDET"). InputError with the line and
// column of what does not read, or of a variable above `vars` or given
// twice.
Model read_model(std::string_view text, int vars);

}  // namespace pg::dimacs
