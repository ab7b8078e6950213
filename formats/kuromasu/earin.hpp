// The EARIN miniproject's in.txt: Python source that its solver
// (maciejtutak/kuromasu-solver) loads with imp.load_source, so the reader
// takes what Python takes of the one statement "BOARDS = [...]" and parses
// the literal itself; nothing is ever evaluated.
#pragma once

#include "formats/codec.hpp"

namespace pg::kuromasu {

// "BOARDS = [" then boards, each a list of rows, each a list of strings: '0'
// an empty cell, 'N' a clue; square boards only. One instance per board.
const Format& earin_format();

}  // namespace pg::kuromasu
