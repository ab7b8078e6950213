#include "formats/dimacs.hpp"

#include <charconv>
#include <cstdlib>

#include "core/errors.hpp"
#include "core/text.hpp"

namespace pg::dimacs {

std::string write(const Cnf& cnf) {
  std::string out;
  for (const std::string& line : cnf.comment) out += line.empty() ? "c\n" : "c " + line + "\n";
  const int vars = cnf.names.empty() ? 0 : static_cast<int>(cnf.names.size()) - 1;
  for (int v = 1; v <= vars;) {
    int last = v;
    while (last < vars && cnf.names[static_cast<std::size_t>(last + 1)] == cnf.names[static_cast<std::size_t>(v)]) ++last;
    out += "c " + std::to_string(v) + (last > v ? "-" + std::to_string(last) : std::string()) + " " +
           cnf.names[static_cast<std::size_t>(v)] + "\n";
    v = last + 1;
  }
  std::size_t count = 0;
  for (int lit : cnf.clauses) count += lit == 0;
  out += "p cnf " + std::to_string(vars) + " " + std::to_string(count) + "\n";
  bool start = true;
  for (int lit : cnf.clauses) {
    if (!start) out += ' ';
    out += std::to_string(lit);
    start = lit == 0;
    if (start) out += '\n';
  }
  return out;
}

Model read_model(std::string_view text, int vars) {
  Model model;
  model.values.assign(static_cast<std::size_t>(vars) + 1, 0);
  enum class Style { none, competition, minisat } style = Style::none;
  bool ended = false;  // the 0 that ends the literals has been read
  auto literal = [&](const Token& token, int line) {
    int lit = 0;
    const char* end = token.text.data() + token.text.size();
    auto [at, error] = std::from_chars(token.text.data(), end, lit);
    if (error != std::errc() || at != end)
      throw InputError("expected a literal (a nonzero integer, or 0 to end the model), found " +
                           describe_token(token.text),
                       line, token.column);
    if (ended) throw InputError("a literal after the 0 that ends the model", line, token.column);
    if (lit == 0) {
      ended = true;
      return;
    }
    const int var = std::abs(lit);
    if (var > vars)
      throw InputError("variable " + std::to_string(var) + " is not in the formula, which has " + std::to_string(vars),
                       line, token.column);
    int& value = model.values[static_cast<std::size_t>(var)];
    if (value != 0)
      throw InputError("variable " + std::to_string(var) + " is given a second value", line, token.column);
    value = lit > 0 ? 1 : -1;
  };
  for (const Line& line : split_lines(text)) {
    const std::vector<Token> tokens = split_tokens(line.text);
    if (tokens.empty() || tokens.front().text == "c") continue;
    const Token& head = tokens.front();
    if (style == Style::none) {
      model.line = line.number;
      if (head.text == "s") {
        style = Style::competition;
        const std::string_view answer = tokens.size() > 1 ? line.text.substr(static_cast<std::size_t>(tokens[1].column - 1)) : "";
        const std::string_view said = trim(answer);
        if (said == "SATISFIABLE") model.answer = Model::Answer::satisfiable;
        else if (said == "UNSATISFIABLE") model.answer = Model::Answer::unsatisfiable;
        else if (said == "UNKNOWN" || said == "INDETERMINATE") model.answer = Model::Answer::unknown;
        else
          throw InputError("expected SATISFIABLE, UNSATISFIABLE or UNKNOWN after 's', found " +
                               describe_token(said.empty() ? std::string_view("nothing") : said),
                           line.number, tokens.size() > 1 ? tokens[1].column : head.column + 1);
        continue;
      }
      if (head.text == "SAT" || head.text == "UNSAT" || head.text == "INDET") {
        style = Style::minisat;
        model.answer = head.text == "SAT"     ? Model::Answer::satisfiable
                       : head.text == "UNSAT" ? Model::Answer::unsatisfiable
                                              : Model::Answer::unknown;
        for (std::size_t i = 1; i < tokens.size(); ++i) literal(tokens[i], line.number);
        continue;
      }
      throw InputError("expected a SAT solver's answer: 's SATISFIABLE' (with 'v' lines) or MiniSat's 'SAT' (then the "
                       "literals), found " + describe_token(head.text),
                       line.number, head.column);
    }
    if (style == Style::competition) {
      if (head.text == "s")
        throw InputError("a second answer line (the first is on line " + std::to_string(model.line) + ")", line.number,
                         head.column);
      if (head.text != "v")
        throw InputError("expected a 'v' line of literals, found " + describe_token(head.text), line.number,
                         head.column);
      for (std::size_t i = 1; i < tokens.size(); ++i) literal(tokens[i], line.number);
      continue;
    }
    for (const Token& token : tokens) literal(token, line.number);
  }
  if (style == Style::none) throw InputError("no answer: expected 's SATISFIABLE' or MiniSat's 'SAT'");
  if (model.answer != Model::Answer::satisfiable) {
    bool any = false;
    for (int v : model.values) any = any || v != 0;
    if (any) throw InputError("literals after an answer that is not SATISFIABLE", model.line);
  }
  return model;
}

}  // namespace pg::dimacs
