// One line of a file of positions, in the forms the tools and the tests read:
//   EPD test suites  2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - bm Qg6; id "WAC.001";
//   perft suites     rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400
//   tuning data      rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1 [0.5]
// That is the four FEN fields, the clocks when the line carries them as FEN fields 5 and 6 (a
// common liberty of EPD), then either EPD operations ("opcode operand ...;", an operand quoted
// when it holds spaces or ';', the last ';' optional) or a game result (see parseGameResult).
// Numbers right after the four fields are the clocks, so a result written as a bare 1 or 0
// comes after both of them: "FEN 0 1 1" is a white win, "FEN 0 1" has no result.
#pragma once

#include <functional>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "quadrant/core/position.h"

namespace quadrant {

struct EpdOperation {
  std::string opcode;                 // begins with a letter
  std::vector<std::string> operands;  // quoted operands without their quotes
};

struct PositionLine {
  // The four FEN fields and the clocks, single-spaced. The clocks are those of the line: FEN
  // fields 5 and 6, overridden by the EPD operations hmvc and fmvn; "0 1" when it has none.
  std::string fen;
  Position position;                     // set from fen
  std::vector<EpdOperation> operations;  // in the order of the line
  std::optional<double> result;          // the game result ending the line, as White's score

  // The first operation with this opcode, or null.
  const EpdOperation* operation(const std::string& opcode) const;
  // The game's result as White's score: the result ending the line ("FEN [0.5]") or, in EPD
  // data sets such as zurichess's quiet-labeled.epd, the operand of its c9 (or c0) comment.
  std::optional<double> gameResult() const;
};

// Reads `line` into *parsed. False, with the reason in *error, when the line is not a position
// line: fewer than four FEN fields, an invalid FEN, an opcode not beginning with a letter, a
// quoted operand without its closing quote, or hmvc / fmvn without one whole number.
bool readPositionLine(const std::string& line, PositionLine* parsed, std::string* error);

// Lines that hold no position and that files of positions may have anyway: blank lines (also
// "\r" alone, from files written on Windows) and comments, whose first non-blank is '#'.
bool isBlankOrComment(const std::string& line);

// Reads `in` to its end line by line, passing over blank lines and comments: each line that
// reads goes to onPosition, each that does not to onRefused with the reason. Both get the
// line's number in the stream, counted from 1.
void forEachPositionLine(std::istream& in,
                         const std::function<void(int, const PositionLine&)>& onPosition,
                         const std::function<void(int, const std::string&)>& onRefused);

// A game result in any notation of the tuning data sets: 1-0, 0-1, 1/2-1/2 or White's expected
// score as a decimal number from 0 to 1 (1.0, 0.0, 0.5, 1, 0, or a blended label such as 0.734),
// bare or in [] or "", followed or not by ';'. Gives White's score.
bool parseGameResult(const std::string& text, double* whiteScore);

}  // namespace quadrant
