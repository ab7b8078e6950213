// The state of a simulation: which ground atoms are true.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <set>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

namespace pg::pddl {

// The true atoms, a table per predicate, each sized by the atoms it holds
// rather than by every tuple its arguments could form: a problem declares
// thousands of predicates over thousands of objects at little cost, since
// most of those tuples are never true.
//
// A table is a bit per tuple (dense) when that costs little: when the tuples
// are few, or when its true atoms are so many that a hash set of them would
// take about as much room. Otherwise it is a hash set of each atom's tuple
// index, turned dense once the atoms added to it justify the bits. All dense
// tables together stay within a budget of bits, past which tables stay hash
// sets. Which kind a table is changes its speed, never an answer: atoms()
// and key() read the same from either.
class Facts {
 public:
  // Tables of at most this many tuples are dense from the start: the unary
  // predicates of the largest grid, and the binary ones of small problems.
  static constexpr std::uint64_t kSmallTable = std::uint64_t{1} << 16;
  // A hash set's entry costs about 40 bytes; a table turns dense when its
  // bits come to no more than about 1.6 times that per true atom.
  static constexpr std::uint64_t kBitsPerAtom = 512;
  // All dense tables' bits together: 128 MiB.
  static constexpr std::uint64_t kDenseBudget = std::uint64_t{1} << 30;

  Facts(const std::vector<std::size_t>& arity, std::size_t objects) : objects_(objects) {
    tables_.reserve(arity.size());
    for (std::size_t a : arity) {
      Table table;
      table.tuples = 1;
      for (std::size_t i = 0; i < a && table.kind != Kind::packed; ++i) {
        if (objects != 0 && table.tuples > std::numeric_limits<std::uint64_t>::max() / objects)
          table.kind = Kind::packed;
        else
          table.tuples *= objects;
      }
      tables_.push_back(std::move(table));
      if (tables_.back().kind == Kind::indexed && tables_.back().tuples <= kSmallTable) make_dense(tables_.back());
    }
  }

  bool holds(int predicate, std::span<const int> args) const {
    const Table& t = tables_[static_cast<std::size_t>(predicate)];
    switch (t.kind) {
      case Kind::dense: {
        const std::uint64_t at = index(args);
        return (t.words[at / 64] >> (at % 64)) & 1;
      }
      case Kind::indexed:
        return t.indices.count(index(args)) != 0;
      case Kind::packed:
        return t.keys.count(packed(args)) != 0;
    }
    return false;
  }

  void set(int predicate, std::span<const int> args, bool value) {
    Table& t = tables_[static_cast<std::size_t>(predicate)];
    switch (t.kind) {
      case Kind::dense: {
        const std::uint64_t at = index(args);
        std::uint64_t& word = t.words[at / 64];
        const std::uint64_t bit = std::uint64_t{1} << (at % 64);
        if (((word & bit) != 0) != value) {
          word ^= bit;
          if (value)
            ++t.atoms;
          else
            --t.atoms;
        }
        return;
      }
      case Kind::indexed:
        if (value) {
          if (t.indices.insert(index(args)).second) ++t.atoms;
          if (t.tuples <= t.atoms * kBitsPerAtom) make_dense(t);
        } else {
          t.atoms -= t.indices.erase(index(args));
        }
        return;
      case Kind::packed:
        if (value)
          t.atoms += t.keys.insert(packed(args)).second ? 1 : 0;
        else
          t.atoms -= t.keys.erase(packed(args));
        return;
    }
  }

  // The true atoms of one predicate, each as its objects' indices, sorted
  // (whichever kind of table holds them).
  std::vector<std::vector<int>> atoms(int predicate, std::size_t arity) const {
    const Table& t = tables_[static_cast<std::size_t>(predicate)];
    std::vector<std::vector<int>> out;
    out.reserve(t.atoms);
    auto unpack = [&](std::uint64_t at) {
      std::vector<int> args(arity);
      for (std::size_t i = 0; i < arity; ++i) {
        args[i] = static_cast<int>(at % std::max<std::size_t>(objects_, 1));
        at /= std::max<std::size_t>(objects_, 1);
      }
      return args;
    };
    switch (t.kind) {
      case Kind::dense:
        // A word at a time: a film reads every state's atoms, and most words
        // of a large grid's tables are empty.
        for (std::size_t w = 0; w < t.words.size(); ++w)
          for (std::uint64_t word = t.words[w]; word != 0; word &= word - 1)
            out.push_back(unpack(w * 64 + static_cast<std::size_t>(std::countr_zero(word))));
        break;
      case Kind::indexed:
        for (std::uint64_t at : t.indices) out.push_back(unpack(at));
        break;
      case Kind::packed:
        for (const std::string& k : t.keys) {
          std::vector<int> args(k.size() / sizeof(int));
          std::memcpy(args.data(), k.data(), k.size());
          out.push_back(std::move(args));
        }
        break;
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  // Every table's true atoms, packed: equal exactly for equal states,
  // whichever kind of table each state holds them in. A table of few tuples
  // gives its bits, a byte per eight tuples; a larger one its atoms' indices
  // in order.
  std::string key() const {
    std::string out;
    for (const Table& t : tables_) {
      if (t.kind == Kind::packed) {
        const std::set<std::string> sorted(t.keys.begin(), t.keys.end());
        for (const std::string& k : sorted) out += k;
      } else if (t.tuples <= kSmallTable) {
        std::string bits((t.tuples + 7) / 8, '\0');
        for_each_index(t, [&](std::uint64_t at) { bits[at / 8] = static_cast<char>(bits[at / 8] | (1 << (at % 8))); });
        out += bits;
      } else {
        std::vector<std::uint64_t> sorted;
        sorted.reserve(t.atoms);
        for_each_index(t, [&](std::uint64_t at) { sorted.push_back(at); });
        std::sort(sorted.begin(), sorted.end());
        const std::size_t from = out.size();
        out.resize(from + sorted.size() * sizeof(std::uint64_t));
        if (!sorted.empty()) std::memcpy(out.data() + from, sorted.data(), sorted.size() * sizeof(std::uint64_t));
      }
      out.push_back('|');
    }
    return out;
  }

  // The bytes the tables take, about: their bits, and their hash sets' entries
  // and buckets.
  std::size_t bytes() const {
    std::size_t out = tables_.capacity() * sizeof(Table);
    for (const Table& t : tables_) {
      out += t.words.capacity() * sizeof(std::uint64_t);
      out += t.indices.size() * kHashEntryBytes + t.indices.bucket_count() * sizeof(void*);
      for (const std::string& k : t.keys) out += kHashEntryBytes + k.capacity();
      out += t.keys.bucket_count() * sizeof(void*);
    }
    return out;
  }

 private:
  // A node of the standard hash sets: the link, the value and the
  // allocator's header.
  static constexpr std::size_t kHashEntryBytes = 32;

  enum class Kind : unsigned char { dense, indexed, packed };

  struct Table {
    // Indexed until proven dense; packed when the tuples overflow 64 bits.
    Kind kind = Kind::indexed;
    std::uint64_t tuples = 0;  // objects to the arity; unused when packed
    std::size_t atoms = 0;     // true
    std::vector<std::uint64_t> words;
    std::unordered_set<std::uint64_t> indices;
    std::unordered_set<std::string> keys;
  };

  void make_dense(Table& t) {
    const std::uint64_t words = (std::max<std::uint64_t>(t.tuples, 1) + 63) / 64;
    if (words * 64 > kDenseBudget - dense_bits_) return;
    dense_bits_ += words * 64;
    t.words.assign(static_cast<std::size_t>(words), 0);
    for (std::uint64_t at : t.indices) t.words[at / 64] |= std::uint64_t{1} << (at % 64);
    t.indices = {};
    t.kind = Kind::dense;
  }

  template <class F>
  static void for_each_index(const Table& t, F&& f) {
    if (t.kind == Kind::dense) {
      for (std::size_t w = 0; w < t.words.size(); ++w)
        for (std::uint64_t word = t.words[w]; word != 0; word &= word - 1)
          f(w * 64 + static_cast<std::uint64_t>(std::countr_zero(word)));
    } else {
      for (std::uint64_t at : t.indices) f(at);
    }
  }

  std::uint64_t index(std::span<const int> args) const {
    std::uint64_t at = 0;
    for (auto it = args.rbegin(); it != args.rend(); ++it) at = at * objects_ + static_cast<std::uint64_t>(*it);
    return at;
  }

  static std::string packed(std::span<const int> args) {
    std::string key(args.size() * sizeof(int), '\0');
    std::memcpy(key.data(), args.data(), key.size());
    return key;
  }

  std::size_t objects_;
  std::vector<Table> tables_;
  std::uint64_t dense_bits_ = 0;
};

}  // namespace pg::pddl
