// The limits on what puzzlegen reads and on the work an input may ask for,
// in one place. Each is checked before the allocation or the work it bounds,
// and each refusal is an InputError (exit 65) whose message names the limit,
// so that a hostile or mistaken file costs a message, never memory or time.
#pragma once

#include <cstddef>
#include <cstdint>

namespace pg::limits {

// The largest side of any grid, in cells: every layer keeps a line of cells
// in one 64-bit mask (Takuzu), and the largest puzzle a side of 60 allows is
// already far past what any judge or planner reads.
inline constexpr int kLargestSide = 60;

// The largest number written anywhere in an input (a clue, a coordinate, a
// count): larger than any clue a 60x60 grid can hold (3,600), small enough
// that sums of a few never overflow an int.
inline constexpr long long kLargestNumber = 1'000'000;

// The longest line of any text input, in bytes. A 60x60 grid written with
// separators is a few hundred bytes a line and a Tatham ID a few kilobytes;
// a line of a megabyte is not an instance.
inline constexpr std::size_t kLongestLine = std::size_t{1} << 20;

// The deepest nesting of lists (PDDL) or of arrays and objects (JSON).
inline constexpr int kDeepestNesting = 500;

// The largest input file, in bytes, for the readers that hold a whole file
// (JSON, PDDL, plans). Line-by-line formats stream and are bounded by the
// line instead.
inline constexpr std::uint64_t kLargestFile = std::uint64_t{1} << 28;  // 256 MiB

// The largest grounding work of a PDDL task: the atoms, actions and
// quantifier instances a plan check may enumerate. The domains puzzlegen
// writes need a few million at the largest sizes.
inline constexpr std::uint64_t kGroundingWork = std::uint64_t{1} << 27;

// Not a refusal: how far into an input puzzlegen looks before it decides
// what the input is (its puzzle and format; whether a JSON text is one
// document or one a line; whether a file none of whose first instances reads
// is of that format at all). From the first line that is not blank, the
// lines up to the kDecidingLines-th that is not, or as many blank ones, or
// up to kDecidingBytes; what comes after is read one instance at a time,
// never all at once, so that a file of millions of instances costs the memory
// of one.
inline constexpr int kDecidingLines = 1000;
inline constexpr std::size_t kDecidingBytes = std::size_t{1} << 20;

}  // namespace pg::limits
