// The state of a simulation: which ground atoms are true.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <set>
#include <span>
#include <string>
#include <unordered_set>
#include <vector>

namespace pg::pddl {

// The true atoms, a table per predicate. Where every tuple of objects fits in
// a few megabits, a bit per tuple, so that the quantifiers over all cells of a
// large grid cost an index computation per atom; otherwise a hash set of the
// packed tuples.
class Facts {
 public:
  Facts(const std::vector<std::size_t>& arity, std::size_t objects) : objects_(objects) {
    constexpr std::uint64_t kDenseLimit = std::uint64_t{1} << 22;
    for (std::size_t a : arity) {
      Table table;
      std::uint64_t size = 1;
      table.dense = true;
      for (std::size_t i = 0; i < a && table.dense; ++i) {
        if (objects != 0 && size > kDenseLimit / objects) table.dense = false;
        size *= objects;
      }
      if (table.dense) {
        table.size = static_cast<std::size_t>(std::max<std::uint64_t>(size, 1));
        table.words.assign((table.size + 63) / 64, 0);
      }
      tables_.push_back(std::move(table));
    }
  }

  bool holds(int predicate, std::span<const int> args) const {
    const Table& t = tables_[static_cast<std::size_t>(predicate)];
    if (t.dense) {
      const std::size_t at = index(args);
      return (t.words[at / 64] >> (at % 64)) & 1;
    }
    return t.keys.count(packed(args)) != 0;
  }

  void set(int predicate, std::span<const int> args, bool value) {
    Table& t = tables_[static_cast<std::size_t>(predicate)];
    if (t.dense) {
      const std::size_t at = index(args);
      const std::uint64_t bit = std::uint64_t{1} << (at % 64);
      if (value)
        t.words[at / 64] |= bit;
      else
        t.words[at / 64] &= ~bit;
    } else if (value) {
      t.keys.insert(packed(args));
    } else {
      t.keys.erase(packed(args));
    }
  }

  // The true atoms of one predicate, each as its objects' indices, sorted
  // (whichever kind of table holds them).
  std::vector<std::vector<int>> atoms(int predicate, std::size_t arity) const {
    const Table& t = tables_[static_cast<std::size_t>(predicate)];
    std::vector<std::vector<int>> out;
    auto unpack = [&](std::size_t at) {
      std::vector<int> args(arity);
      for (std::size_t i = 0; i < arity; ++i) {
        args[i] = static_cast<int>(at % std::max<std::size_t>(objects_, 1));
        at /= std::max<std::size_t>(objects_, 1);
      }
      return args;
    };
    if (t.dense) {
      // A word at a time: a film reads every state's atoms, and most words
      // of a large grid's tables are empty.
      for (std::size_t w = 0; w < t.words.size(); ++w)
        for (std::uint64_t word = t.words[w]; word != 0; word &= word - 1)
          out.push_back(unpack(w * 64 + static_cast<std::size_t>(std::countr_zero(word))));
    } else {
      for (const std::string& k : t.keys) {
        std::vector<int> args(k.size() / sizeof(int));
        std::memcpy(args.data(), k.data(), k.size());
        out.push_back(std::move(args));
      }
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  // Every table's true atoms, packed: equal exactly for equal states.
  std::string key() const {
    std::string out;
    for (const Table& t : tables_) {
      if (t.dense) {
        for (std::size_t i = 0; i < t.size; i += 8)
          out.push_back(static_cast<char>((t.words[i / 64] >> (i % 64)) & 0xff));
      } else {
        const std::set<std::string> sorted(t.keys.begin(), t.keys.end());
        for (const std::string& k : sorted) out += k;
      }
      out.push_back('|');
    }
    return out;
  }

 private:
  struct Table {
    bool dense = true;
    std::size_t size = 0;  // tuples, when dense
    std::vector<std::uint64_t> words;
    std::unordered_set<std::string> keys;
  };

  std::size_t index(std::span<const int> args) const {
    std::size_t at = 0;
    for (auto it = args.rbegin(); it != args.rend(); ++it) at = at * objects_ + static_cast<std::size_t>(*it);
    return at;
  }

  static std::string packed(std::span<const int> args) {
    std::string key(args.size() * sizeof(int), '\0');
    std::memcpy(key.data(), args.data(), key.size());
    return key;
  }

  std::size_t objects_;
  std::vector<Table> tables_;
};

}  // namespace pg::pddl
