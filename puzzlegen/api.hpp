// puzzlegen as a library: everything the command line does, for a program;
// this header brings the whole API, a header per concept.
// Value types in and out (core/instance.hpp's Instance is the puzzle), no
// printing and no exit codes: errors are the exceptions of core/errors.hpp,
// whose messages name the file, line and column. The catalogue (puzzles,
// formats, tiers, options, limits) is data. The command line (cli/) is a thin
// client of this header: it parses options, calls these, and prints.
//
// Installed with the library (make install); a program finds it with CMake's
// find_package(puzzlegen) and links puzzlegen::puzzlegen.
#pragma once

#include "puzzlegen/answer.hpp"
#include "puzzlegen/catalogue.hpp"
#include "puzzlegen/check.hpp"
#include "puzzlegen/evaluation.hpp"
#include "puzzlegen/generate.hpp"
#include "puzzlegen/output.hpp"
#include "puzzlegen/pictures.hpp"
#include "puzzlegen/read.hpp"
#include "puzzlegen/write.hpp"
