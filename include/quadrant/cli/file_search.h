// The set-up of the commands that search the positions of a file one by one (epd, annotate):
// the file argument and cli/search_flags.h's flags, the file opened, and the hash table and the
// search sized and limited by the flags.
//   COMMAND FILE [--movetime MS | --depth N | --nodes N] [--threads N] [--hash MB]
#pragma once

#include <fstream>
#include <istream>
#include <memory>
#include <string>

#include "quadrant/cli/arguments.h"
#include "quadrant/cli/search_flags.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {

class FileSearch {
 public:
  enum class StandardInput { Refused, Accepted };

  // `argument` names the file in the usage errors ("a PGN file"), `kind` in the other messages
  // ("PGN file"); with StandardInput::Accepted, "-" reads the standard input.
  FileSearch(std::string argument, std::string kind, StandardInput standardInput);

  // Declares the file argument and the flags on `arguments`, to be read by its parse().
  void declare(CommandArguments& arguments);

  // After parse(): opens the file; false, after the message, when it cannot be opened.
  bool open(const CommandArguments& arguments, const Diagnostics& diagnostics);
  // Precondition: open() succeeded.
  std::istream& input() { return *input_; }
  // The input as the messages name it: "PGN file 'games.pgn'", "the standard input".
  std::string source() const;

  // Allocates the hash table of --hash and the search with --threads threads; false, after the
  // message, when the table cannot be allocated.
  bool equip(const Diagnostics& diagnostics);
  // Precondition: equip() succeeded.
  Search& search() { return *search_; }
  TranspositionTable& table() { return *tt_; }
  // The limits of each search: the one given, else DEFAULT_MOVETIME_MS.
  SearchLimits limits() const { return flags_.limits(); }

 private:
  bool readsStandardInput() const;

  std::string argument_, kind_;
  StandardInput standardInput_;
  std::string path_;
  SearchFlags flags_;
  std::ifstream file_;
  std::istream* input_ = nullptr;
  std::unique_ptr<TranspositionTable> tt_;
  // Large (per-ply tables), so kept off the stack; declared after the table it searches, so
  // that its threads end before the table is freed.
  std::unique_ptr<Search> search_;
};

}  // namespace quadrant
