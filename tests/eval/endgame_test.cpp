#include <catch2/catch.hpp>
#include <initializer_list>
#include <string>
#include <vector>

#include "quadrant/core/movegen.h"
#include "quadrant/eval/endgame.h"
#include "quadrant/eval/kpk.h"
#include "quadrant/eval/score.h"

using namespace quadrant;

namespace {

Position fromFen(const std::string& fen) {
  Position pos;
  INFO(fen);
  REQUIRE(pos.setFen(fen));
  return pos;
}

// The FEN of a board of FEN letters (0 for empty), with no castling or en passant.
std::string fenOfBoard(const char (&board)[64], Color stm) {
  std::string fen;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      const char c = board[makeSquare(file, rank)];
      if (!c) {
        ++empty;
        continue;
      }
      if (empty) fen += char('0' + empty);
      empty = 0;
      fen += c;
    }
    if (empty) fen += char('0' + empty);
    if (rank) fen += '/';
  }
  return fen + (stm == WHITE ? " w - - 0 1" : " b - - 0 1");
}

// The colour-flipped position: ranks mirrored, colours and side to move swapped.
std::string flippedFen(const Position& pos) {
  char board[64] = {};
  for (Square s : squaresOf(pos.occupied())) {
    const Piece p = pos.pieceOn(s);
    board[s ^ 56] = pieceChar(makePiece(~colorOf(p), typeOf(p)));
  }
  return fenOfBoard(board, ~pos.sideToMove());
}

struct Placed {
  Square square;
  char piece;  // FEN letter
};

// Pieces on distinct squares.
std::string fenOf(std::initializer_list<Placed> pieces, Color stm) {
  char board[64] = {};
  for (const Placed& p : pieces) board[p.square] = p.piece;
  return fenOfBoard(board, stm);
}

// --- An independent KPK solution -------------------------------------------------------------
//
// Every position with a white pawn on ranks 2-7 (all files) and either side to move is built with
// setFen (which rejects the illegal ones), its successors come from the engine's legalMoves, and
// wins are propagated to a fixed point. The promotion rule is the bitbase's, stated here on the
// resulting position: a promoted queen or rook wins unless Black's reply can take it or Black has
// no move without being in check (stalemate); checkmate wins; a minor or a bare board draws.

constexpr int DRAWN_END = -1, WON_END = -2;

int bruteIndex(Color stm, Square whiteKing, Square pawn, Square blackKing) {
  return int(stm) | (whiteKing << 1) | (pawn << 7) | (blackKing << 13);
}

std::string kpkFen(Square whiteKing, Square pawn, Square blackKing, Color stm) {
  return fenOf({{whiteKing, 'K'}, {pawn, 'P'}, {blackKing, 'k'}}, stm);
}

bool promotionWins(const Position& child) {
  if (!(child.pieces(ROOK) | child.pieces(QUEEN))) return false;  // KNK or KBK
  const MoveList replies = legalMoves(child);
  if (replies.empty()) return child.inCheck();
  for (Move m : replies)
    if (child.isCapture(m)) return false;
  return true;
}

// A successor: the index of a KPK position, or the verdict of a position that is no longer KPK.
int successorOf(const Position& child) {
  if (child.pawns()) {
    const Bitboard white = child.pieces(WHITE);
    return bruteIndex(child.sideToMove(), lsb(white & child.kings()), lsb(child.pawns()),
                      lsb(child.pieces(BLACK) & child.kings()));
  }
  return promotionWins(child) ? WON_END : DRAWN_END;
}

struct BruteForceKpk {
  static constexpr int SIZE = 2 * 64 * 64 * 64;
  std::vector<char> legal = std::vector<char>(SIZE, 0);
  std::vector<char> win = std::vector<char>(SIZE, 0);
  std::vector<std::vector<int>> successors = std::vector<std::vector<int>>(SIZE);

  BruteForceKpk() {
    std::vector<int> legalIndices;
    for (Square wk = 0; wk < 64; ++wk)
      for (Square pawn = 8; pawn < 56; ++pawn)
        for (Square bk = 0; bk < 64; ++bk)
          for (Color stm : {WHITE, BLACK})
            if (wk != pawn && wk != bk && pawn != bk) enumerate(wk, pawn, bk, stm, legalIndices);
    for (bool changed = true; changed;) {
      changed = false;
      for (int i : legalIndices)
        if (!win[i] && isWonNow(i)) win[i] = changed = true;
    }
  }

  void enumerate(Square wk, Square pawn, Square bk, Color stm, std::vector<int>& legalIndices) {
    Position pos;
    if (!pos.setFen(kpkFen(wk, pawn, bk, stm))) return;
    const int i = bruteIndex(stm, wk, pawn, bk);
    legal[i] = true;
    legalIndices.push_back(i);
    const MoveList moves = legalMoves(pos);
    if (moves.empty()) successors[i].push_back(stm == BLACK && pos.inCheck() ? WON_END : DRAWN_END);
    for (Move m : moves) {
      Position child = pos;
      child.makeMove(m);
      successors[i].push_back(successorOf(child));
    }
  }

  bool won(int successor) const {
    return successor == WON_END || (successor >= 0 && win[successor]);
  }

  // White needs one winning move; Black loses when every move loses (a mate is one WON_END).
  bool isWonNow(int i) const {
    const bool whiteToMove = (i & 1) == WHITE;
    for (int s : successors[i])
      if (won(s) == whiteToMove) return whiteToMove;
    return !whiteToMove;
  }
};

Square sq(const char* name) { return makeSquare(name[0] - 'a', name[1] - '1'); }

// One FEN rank holding a single piece on the given file.
std::string rankWith(int file, char piece) {
  std::string rank = file ? std::to_string(file) : "";
  rank += piece;
  return file < 7 ? rank + std::to_string(7 - file) : rank;
}

}  // namespace

TEST_CASE("The KPK bitbase agrees with a brute-force solution over every position", "[endgame]") {
  const BruteForceKpk brute;
  int legalCount = 0, wins = 0, mismatches = 0;
  for (Square wk = 0; wk < 64; ++wk)
    for (Square pawn = 8; pawn < 56; ++pawn)
      for (Square bk = 0; bk < 64; ++bk)
        for (Color stm : {WHITE, BLACK}) {
          const int i = bruteIndex(stm, wk, pawn, bk);
          const bool expected = brute.legal[i] && brute.win[i];
          legalCount += brute.legal[i];
          wins += expected;
          // The same position with Black owning the pawn: ranks flipped, colours swapped.
          const bool asWhite = kpkIsWin(WHITE, wk, pawn, bk, stm);
          const bool asBlack = kpkIsWin(BLACK, wk ^ 56, pawn ^ 56, bk ^ 56, ~stm);
          if (asWhite != expected || asBlack != expected) {
            ++mismatches;
            if (mismatches <= 10)
              FAIL_CHECK(kpkFen(wk, pawn, bk, stm) << " brute force " << expected);
          }
        }
  CHECK(mismatches == 0);
  // Sanity of the enumeration itself: most legal KPK positions are wins.
  CHECK(legalCount > 300000);
  CHECK(wins > legalCount / 2);
  CHECK(wins < legalCount);
}

TEST_CASE("The KPK bitbase knows the textbook positions", "[endgame]") {
  // The king on the sixth rank in front of its (non-rook) pawn wins whoever moves.
  CHECK(kpkIsWin(WHITE, sq("e6"), sq("e5"), sq("e8"), WHITE));
  CHECK(kpkIsWin(WHITE, sq("e6"), sq("e5"), sq("e8"), BLACK));
  // King in front of the pawn with the opposition: wins only if the defender must give way.
  CHECK(kpkIsWin(WHITE, sq("d5"), sq("d4"), sq("d7"), BLACK));
  CHECK_FALSE(kpkIsWin(WHITE, sq("d5"), sq("d4"), sq("d7"), WHITE));
  // The defending king in front of the pawn on the sixth: stalemate saves him either way.
  CHECK_FALSE(kpkIsWin(WHITE, sq("e5"), sq("e6"), sq("e7"), WHITE));
  CHECK_FALSE(kpkIsWin(WHITE, sq("e5"), sq("e6"), sq("e7"), BLACK));
  // A rook pawn with the defending king in the corner.
  CHECK_FALSE(kpkIsWin(WHITE, sq("b6"), sq("a5"), sq("a8"), WHITE));
  CHECK_FALSE(kpkIsWin(WHITE, sq("b6"), sq("a5"), sq("a8"), BLACK));
  // The same for Black, and mirrored to the h-file.
  CHECK(kpkIsWin(BLACK, sq("e3"), sq("e4"), sq("e1"), WHITE));
  CHECK_FALSE(kpkIsWin(BLACK, sq("d4"), sq("d5"), sq("d2"), BLACK));
  CHECK_FALSE(kpkIsWin(WHITE, sq("g6"), sq("h5"), sq("h8"), WHITE));
  // Illegal positions are never wins.
  CHECK_FALSE(kpkIsWin(WHITE, sq("e6"), sq("e6"), sq("e8"), WHITE));  // two pieces on one square
  CHECK_FALSE(kpkIsWin(WHITE, sq("e7"), sq("e5"), sq("e8"), WHITE));  // touching kings
  CHECK_FALSE(kpkIsWin(WHITE, sq("e6"), sq("e8"), sq("a8"), WHITE));  // pawn on its last rank
  CHECK_FALSE(
      kpkIsWin(WHITE, sq("a1"), sq("d7"), sq("e8"), WHITE));  // Black in check, White to move
  CHECK_FALSE(kpkIsWin(WHITE, sq("e6"), sq("e5"), NO_SQUARE, WHITE));  // not a square
}

namespace {

// The evaluation kind for fen, with its strong side checked.
int endgameScore(const std::string& fen, EndgameKind kind, Color strong) {
  const Position pos = fromFen(fen);
  const EndgameMatch match = classifyEndgame(pos);
  INFO(fen);
  REQUIRE(match.evaluation == kind);
  REQUIRE(match.evaluationStrong == strong);
  return evaluateEndgame(kind, pos, strong);
}

// The scale kind for `strong` in fen, checked, and its factor.
int endgameScale(const std::string& fen, EndgameKind kind, Color strong) {
  const Position pos = fromFen(fen);
  const EndgameMatch match = classifyEndgame(pos);
  INFO(fen);
  REQUIRE(match.evaluation == EndgameKind::None);
  REQUIRE(match.scale[strong] == kind);
  return scaleEndgame(kind, pos, strong);
}

}  // namespace

TEST_CASE("KXK drives the bare king to the edge and brings the kings together", "[endgame]") {
  const int centre = endgameScore("8/8/8/3k4/8/3K4/8/7R w - - 0 1", EndgameKind::KXK, WHITE);
  const int edge = endgameScore("3k4/8/3K4/8/8/8/8/7R w - - 0 1", EndgameKind::KXK, WHITE);
  const int far = endgameScore("3k4/8/8/8/8/8/3K4/7R w - - 0 1", EndgameKind::KXK, WHITE);
  CHECK(centre >= SCORE_KNOWN_WIN);
  CHECK(edge > centre);
  CHECK(edge > far);
  CHECK(edge < SCORE_MATE_IN_MAX_PLY);
  CHECK(endgameScore("8/8/8/3k4/8/3K4/8/2B2B2 w - - 0 1", EndgameKind::KXK, WHITE) >=
        SCORE_KNOWN_WIN);
  // Bishops on one colour cannot mate.
  CHECK(endgameScore("8/8/8/3k4/8/3KB3/8/2B5 w - - 0 1", EndgameKind::KXK, WHITE) == SCORE_DRAW);
  CHECK(endgameScore("8/8/8/3k4/8/3K4/8/q7 w - - 0 1", EndgameKind::KXK, BLACK) >= SCORE_KNOWN_WIN);
  CHECK(endgameScore("8/8/8/3k4/8/3K4/P7/R7 w - - 0 1", EndgameKind::KXK, WHITE) >=
        SCORE_KNOWN_WIN);
}

TEST_CASE("KBNK drives the bare king to a corner of the bishop's colour", "[endgame]") {
  // Light-squared bishop on e4: a1 is the wrong (dark) corner, h1 a right one.
  const int wrong = endgameScore("8/8/8/8/4B3/2K5/8/k5N1 w - - 0 1", EndgameKind::KBNK, WHITE);
  const int right = endgameScore("8/8/8/8/4B3/5K2/8/1N5k w - - 0 1", EndgameKind::KBNK, WHITE);
  CHECK(wrong >= SCORE_KNOWN_WIN);
  CHECK(right > wrong);
  // Dark-squared bishop for Black: now a1 is a right corner.
  const int darkRight = endgameScore("8/8/8/8/8/2k5/3b4/K5n1 w - - 0 1", EndgameKind::KBNK, BLACK);
  const int darkWrong = endgameScore("8/8/8/8/8/5k2/3b4/1n5K w - - 0 1", EndgameKind::KBNK, BLACK);
  CHECK(darkRight > darkWrong);
  // Along the first rank from the wrong corner a1 to the right corner h1 the score rises square
  // by square (the attacking king always two squares above the bare one).
  int previous = 0;
  for (int file = 0; file < 8; ++file) {
    const std::string fen =
        "B6N/8/8/8/8/" + rankWith(file, 'K') + "/8/" + rankWith(file, 'k') + " b - - 0 1";
    const int score = endgameScore(fen, EndgameKind::KBNK, WHITE);
    INFO(fen);
    CHECK(score > previous);
    previous = score;
  }
}

TEST_CASE("KPK scores the bitbase's verdict", "[endgame]") {
  CHECK(endgameScore("4k3/8/4K3/4P3/8/8/8/8 w - - 0 1", EndgameKind::KPK, WHITE) >=
        SCORE_KNOWN_WIN);
  CHECK(endgameScore("k7/8/1K6/P7/8/8/8/8 w - - 0 1", EndgameKind::KPK, WHITE) == SCORE_DRAW);
  CHECK(endgameScore("8/8/8/8/4p3/4k3/8/4K3 b - - 0 1", EndgameKind::KPK, BLACK) >=
        SCORE_KNOWN_WIN);
  // A won pawn scores more the further it has advanced.
  const int fourth = endgameScore("7k/8/8/8/1P6/1K6/8/8 w - - 0 1", EndgameKind::KPK, WHITE);
  const int fifth = endgameScore("7k/8/8/1P6/8/1K6/8/8 w - - 0 1", EndgameKind::KPK, WHITE);
  CHECK(fourth >= SCORE_KNOWN_WIN);
  CHECK(fifth > fourth);
}

TEST_CASE("KRPKR knows the Philidor and Lucena positions", "[endgame]") {
  // Philidor: defending king on the queening square, rook on its third rank.
  CHECK(endgameScale("4k3/1R6/r7/3KP3/8/8/8/8 b - - 0 1", EndgameKind::KRPKR, WHITE) <= 8);
  // The defending king in front of the pawn with a passive rook: still drawish.
  CHECK(endgameScale("4k3/8/8/3KP3/8/8/8/r3R3 w - - 0 1", EndgameKind::KRPKR, WHITE) <= 16);
  // Lucena: king on the queening square, pawn on the seventh, defending king cut off.
  CHECK(endgameScale("3K4/3P1k2/8/8/8/8/2r5/4R3 w - - 0 1", EndgameKind::KRPKR, WHITE) ==
        SCALE_NORMAL);
  // The defending king far from the pawn: the normal evaluation stands.
  CHECK(endgameScale("8/8/8/3KP3/8/8/k7/r3R3 w - - 0 1", EndgameKind::KRPKR, WHITE) ==
        SCALE_NORMAL);
  // A rook pawn stays drawish even so.
  CHECK(endgameScale("8/8/8/P1K5/8/8/7k/r3R3 w - - 0 1", EndgameKind::KRPKR, WHITE) <= 32);
}

TEST_CASE("A minor piece against a pawn: the piece cannot win, the pawn gets a small edge",
          "[endgame]") {
  const int bishop = endgameScore("8/8/8/4k3/8/2p5/8/2K2B2 w - - 0 1", EndgameKind::KBKP, BLACK);
  const int knight = endgameScore("8/8/8/4k3/8/2p5/8/2K2N2 w - - 0 1", EndgameKind::KNKP, BLACK);
  const int runner = endgameScore("K7/8/8/8/8/8/1kp5/5N2 w - - 0 1", EndgameKind::KNKP, BLACK);
  const int blocked = endgameScore("8/8/8/8/8/1kp5/8/2K2N2 w - - 0 1", EndgameKind::KNKP, BLACK);
  for (int score : {bishop, knight, runner, blocked}) {
    CHECK(score >= SCORE_DRAW);
    CHECK(score <= 100);
  }
  CHECK(runner > knight);
  CHECK(blocked == SCORE_DRAW);
  CHECK(endgameScore("2k2n2/8/2P5/8/4K3/8/8/8 b - - 0 1", EndgameKind::KNKP, WHITE) == knight);
}

TEST_CASE("KRKP: the rook wins unless the pawn is far advanced, escorted, and its king far",
          "[endgame]") {
  // The rook's king blockades the pawn.
  CHECK(endgameScore("8/8/8/8/3p2k1/3K4/8/R7 w - - 0 1", EndgameKind::KRKP, WHITE) >=
        SCORE_KNOWN_WIN);
  // The pawn's king is far away: a rook-sized advantage.
  const int loose = endgameScore("7k/8/8/8/8/3p4/8/R3K3 w - - 0 1", EndgameKind::KRKP, WHITE);
  CHECK(loose >= 300);
  CHECK(loose < SCORE_KNOWN_WIN);
  // The pawn on the seventh with its king beside it and the rook's king far: drawn.
  CHECK(endgameScore("7K/8/8/8/8/8/1kp5/2R5 w - - 0 1", EndgameKind::KRKP, WHITE) < 100);
  CHECK(endgameScore("2r5/1KP5/8/8/8/8/8/7k b - - 0 1", EndgameKind::KRKP, BLACK) < 100);
}

TEST_CASE("KQKP: a supported rook or bishop pawn on the seventh draws, a centre pawn loses",
          "[endgame]") {
  CHECK(endgameScore("7K/8/8/8/4Q3/8/1kp5/8 w - - 0 1", EndgameKind::KQKP, WHITE) < 100);
  CHECK(endgameScore("7K/8/8/8/4Q3/8/pk6/8 w - - 0 1", EndgameKind::KQKP, WHITE) < 100);
  CHECK(endgameScore("7K/8/8/8/6Q1/8/2kp4/8 w - - 0 1", EndgameKind::KQKP, WHITE) >=
        SCORE_KNOWN_WIN);
  // Not yet on the seventh, the bishop pawn loses too.
  CHECK(endgameScore("7K/8/8/8/4Q3/1kp5/8/8 w - - 0 1", EndgameKind::KQKP, WHITE) >=
        SCORE_KNOWN_WIN);
  CHECK(endgameScore("8/1KP5/8/4q3/8/8/8/7k b - - 0 1", EndgameKind::KQKP, BLACK) < 100);
}

TEST_CASE("Rook pawns with a bishop of the wrong colour draw when the king holds the corner",
          "[endgame]") {
  // a8 is light; the bishop on d2 is dark.
  CHECK(endgameScale("1k6/8/8/P7/2K5/8/3B4/8 w - - 0 1", EndgameKind::KBPsK, WHITE) == 0);
  CHECK(endgameScale("1k6/8/P7/P7/2K5/8/3B4/8 w - - 0 1", EndgameKind::KBPsK, WHITE) == 0);
  CHECK(endgameScale("8/8/8/8/7p/2k5/3b4/6K1 w - - 0 1", EndgameKind::KBPsK, BLACK) == 0);
  // The right bishop, a king away from the corner, or a pawn off the rook file: no draw.
  CHECK(endgameScale("1k6/8/8/P7/2K1B3/8/8/8 w - - 0 1", EndgameKind::KBPsK, WHITE) ==
        SCALE_NORMAL);
  CHECK(endgameScale("8/8/8/P7/2K5/8/3B4/7k w - - 0 1", EndgameKind::KBPsK, WHITE) == SCALE_NORMAL);
  CHECK(endgameScale("1k6/8/8/PP6/2K5/8/3B4/8 w - - 0 1", EndgameKind::KBPsK, WHITE) ==
        SCALE_NORMAL);
  // A defender with a pawn of his own is not a bare king: his pawn moves can cost the stalemate
  // defence, so the rule does not apply.
  CHECK(classifyEndgame(fromFen("1k6/7p/8/P7/2K5/8/3B4/8 w - - 0 1")).scale[WHITE] !=
        EndgameKind::KBPsK);
}

TEST_CASE("Opposite-coloured bishops scale down, more with fewer pawns", "[endgame]") {
  const int onePawn =
      endgameScale("8/5k2/8/2b5/8/8/P1B3K1/8 w - - 0 1", EndgameKind::OppositeBishops, WHITE);
  const int twoPawns =
      endgameScale("8/5k2/8/2b5/8/7P/P1B3K1/8 w - - 0 1", EndgameKind::OppositeBishops, WHITE);
  CHECK(onePawn <= 8);
  CHECK(twoPawns > onePawn);
  CHECK(twoPawns <= SCALE_NORMAL / 2);
  CHECK(endgameScale("8/5k2/4b3/8/8/8/P1B3K1/8 w - - 0 1", EndgameKind::OppositeBishops, WHITE) ==
        SCALE_NORMAL);
}

TEST_CASE("Drawish material without pawns for the side ahead scales down", "[endgame]") {
  // A knight against pawns cannot win.
  CHECK(endgameScale("8/8/8/3k4/8/3K4/4pp2/6N1 w - - 0 1", EndgameKind::PawnlessSmallLead, WHITE) ==
        0);
  // Rook and bishop against rook.
  CHECK(endgameScale("8/8/8/3k4/8/3K4/8/rR1B4 w - - 0 1", EndgameKind::PawnlessSmallLead, WHITE) <=
        16);
  CHECK(endgameScale("8/8/8/3k4/8/3K4/8/R5b1 w - - 0 1", EndgameKind::KRKB, WHITE) <= 24);
  CHECK(endgameScale("8/8/8/3k4/8/3K4/8/R5n1 w - - 0 1", EndgameKind::KRKN, WHITE) <= 24);
  // A knight beside its king holds better than a strayed one.
  CHECK(endgameScale("8/8/4n3/3k4/8/3K4/8/R7 w - - 0 1", EndgameKind::KRKN, WHITE) <
        endgameScale("8/8/8/3k4/8/3K4/8/R5n1 w - - 0 1", EndgameKind::KRKN, WHITE));
  // Queen against queen: both sides' advantage is scaled.
  CHECK(endgameScale("8/8/8/3k4/8/3K4/8/Q6q w - - 0 1", EndgameKind::KQKQ, WHITE) <= 16);
  CHECK(endgameScale("8/8/8/3k4/8/3K4/8/Q6q w - - 0 1", EndgameKind::KQKQ, BLACK) <= 16);
  CHECK(endgameScore("8/8/8/3k4/8/3K4/8/2N1N3 w - - 0 1", EndgameKind::KNNK, WHITE) == SCORE_DRAW);
  // Enough material without pawns is not scaled: KQKR.
  CHECK(classifyEndgame(fromFen("8/8/8/3k4/8/3K4/8/Q6r w - - 0 1")).scale[WHITE] ==
        EndgameKind::None);
}

TEST_CASE("Endgame classification and verdicts are symmetric in the colours", "[endgame]") {
  const char* fens[] = {
      "8/8/8/3k4/8/3K4/8/7R w - - 0 1",
      "8/8/8/8/4B3/2K5/8/k5N1 w - - 0 1",
      "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1",
      "k7/8/1K6/P7/8/8/8/8 b - - 0 1",
      "4k3/1R6/r7/3KP3/8/8/8/8 b - - 0 1",
      "3K4/3P1k2/8/8/8/8/2r5/4R3 w - - 0 1",
      "8/8/8/3KP3/8/8/k7/r3R3 w - - 0 1",
      "8/8/8/4k3/8/2p5/8/2K2B2 w - - 0 1",
      "K7/8/8/8/8/8/1kp5/5N2 w - - 0 1",
      "8/8/8/8/3p2k1/3K4/8/R7 w - - 0 1",
      "7k/8/8/8/8/3p4/8/R3K3 b - - 0 1",
      "7K/8/8/8/8/8/1kp5/2R5 w - - 0 1",
      "7K/8/8/8/4Q3/8/1kp5/8 w - - 0 1",
      "7K/8/8/8/6Q1/8/2kp4/8 w - - 0 1",
      "1k6/8/8/P7/2K5/8/3B4/8 w - - 0 1",
      "1k6/8/8/P7/2K1B3/8/8/8 w - - 0 1",
      "8/5k2/8/2b5/8/7P/P1B3K1/8 w - - 0 1",
      "8/8/8/3k4/8/3K4/4pp2/6N1 w - - 0 1",
      "8/8/8/3k4/8/3K4/8/rR1B4 w - - 0 1",
      "8/8/8/3k4/8/3K4/8/R5b1 w - - 0 1",
      "8/8/4n3/3k4/8/3K4/8/R7 w - - 0 1",
      "8/8/8/3k4/8/3K4/8/Q6q w - - 0 1",
      "8/8/8/3k4/8/3K4/8/2N1N3 w - - 0 1",
      "8/8/8/3k4/8/3KB3/8/2B5 w - - 0 1",
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
  };
  for (const char* fen : fens) {
    const Position pos = fromFen(fen);
    const Position flipped = fromFen(flippedFen(pos));
    const EndgameMatch m = classifyEndgame(pos), f = classifyEndgame(flipped);
    INFO(fen);
    CHECK(f.evaluation == m.evaluation);
    if (m.evaluation != EndgameKind::None) {
      CHECK(f.evaluationStrong == ~m.evaluationStrong);
      CHECK(evaluateEndgame(f.evaluation, flipped, f.evaluationStrong) ==
            evaluateEndgame(m.evaluation, pos, m.evaluationStrong));
    }
    for (Color c : {WHITE, BLACK}) {
      CHECK(f.scale[~c] == m.scale[c]);
      CHECK(scaleEndgame(f.scale[~c], flipped, ~c) == scaleEndgame(m.scale[c], pos, c));
    }
    CHECK(isKnownDraw(flipped) == isKnownDraw(pos));
  }
}

TEST_CASE("Classification depends on the material only", "[endgame]") {
  const EndgameMatch a = classifyEndgame(fromFen("8/8/8/3k4/8/3K4/8/R5b1 w - - 0 1"));
  const EndgameMatch b = classifyEndgame(fromFen("b7/8/8/8/1R6/8/k7/6K1 b - - 0 1"));
  CHECK(a.evaluation == b.evaluation);
  CHECK(a.scale[WHITE] == b.scale[WHITE]);
  CHECK(a.scale[BLACK] == b.scale[BLACK]);
  // No knowledge for ordinary material.
  const EndgameMatch start = classifyEndgame(Position());
  CHECK(start.evaluation == EndgameKind::None);
  CHECK(start.scale[WHITE] == EndgameKind::None);
  CHECK(start.scale[BLACK] == EndgameKind::None);
  CHECK(scaleEndgame(EndgameKind::None, Position(), WHITE) == SCALE_NORMAL);
}

TEST_CASE("isKnownDraw recognises dead draws and nothing else", "[endgame]") {
  const char* draws[] = {
      "8/8/8/3k4/8/3K4/8/8 w - - 0 1",      // KK
      "8/8/8/3k4/8/3K4/8/6N1 w - - 0 1",    // KNK
      "8/8/8/3k4/8/3K4/8/6b1 b - - 0 1",    // KBK
      "8/8/8/3k4/8/3K4/8/2N1N3 w - - 0 1",  // KNNK, bare king off the edge
      "8/8/8/3k4/8/3K4/8/2B1b3 w - - 0 1",  // KBKB, bishops on one colour
      "8/8/8/3k4/8/3KB3/8/2B5 w - - 0 1",   // KBBK, bishops on one colour
      "k7/8/1K6/P7/8/8/8/8 w - - 0 1",      // KPK, rook pawn
      "8/4k3/4P3/4K3/8/8/8/8 b - - 0 1",    // KPK, king in front
      "1k6/8/8/P7/2K5/8/3B4/8 w - - 0 1",   // wrong bishop
      "1k6/8/P7/P7/2K5/8/3B4/8 b - - 0 1",  // wrong bishop, doubled pawns
      "8/8/8/8/7p/2k5/3b4/6K1 w - - 0 1",   // wrong bishop for Black
  };
  for (const char* fen : draws) {
    INFO(fen);
    CHECK(isKnownDraw(fromFen(fen)));
  }
  const char* notDraws[] = {
      "3k4/8/8/8/8/3K4/8/2N1N3 w - - 0 1",  // KNNK with the king on the edge: mates exist
      "8/8/8/3k4/8/3K4/8/2N1n3 w - - 0 1",  // KNKN
      "8/8/8/3k4/8/3K4/8/2B2b2 w - - 0 1",  // KBKB, opposite colours
      "8/8/8/3k4/8/3K4/8/2B2B2 w - - 0 1",  // KBBK, both colours
      "4k3/8/4K3/4P3/8/8/8/8 w - - 0 1",    // KPK won
      "1k6/8/8/P7/2K1B3/8/8/8 w - - 0 1",   // the right bishop
      "8/8/8/P7/2K5/8/3B4/7k w - - 0 1",    // the wrong bishop, king away from the corner
      "1k6/7p/8/P7/2K5/8/3B4/8 w - - 0 1",  // the defender has a pawn
      "8/8/8/3k4/8/3K4/8/7R w - - 0 1",     // KRK
      "8/8/8/3k4/8/3K4/8/6Q1 w - - 0 1",    // KQK
      "8/8/8/8/4B3/2K5/8/k5N1 w - - 0 1",   // KBNK
      "8/8/8/3k4/8/3K4/8/R6r w - - 0 1",    // KRKR
      "7k/8/8/1P6/8/1K6/8/8 w - - 0 1",     // KPK won, outside the square
  };
  for (const char* fen : notDraws) {
    INFO(fen);
    CHECK_FALSE(isKnownDraw(fromFen(fen)));
  }
  CHECK_FALSE(isKnownDraw(Position()));
}

namespace {

// With the defender to move: he is stalemated, or one of his replies reaches a known draw.
bool defenderHolds(const Position& pos) {
  const MoveList replies = legalMoves(pos);
  if (replies.empty()) return !pos.inCheck();
  for (Move m : replies) {
    Position child = pos;
    child.makeMove(m);
    if (isKnownDraw(child)) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("The wrong-bishop draws are closed under play: the defender can always stay in them",
          "[endgame]") {
  // Every KBPK position with a rook pawn, a bishop not covering the queening corner and the bare
  // king in or next to it must be a known draw, and from each the defender keeps the game inside
  // the known draws (this set, KPK draws, KBK) whatever White plays: so none of them can be lost.
  int checked = 0;
  for (int pawnFile : {0, 7}) {
    const Square corner = makeSquare(pawnFile, 7);
    const Bitboard wrongColour =
        (squareBB(corner) & LIGHT_SQUARES_BB) ? ~LIGHT_SQUARES_BB : LIGHT_SQUARES_BB;
    for (Square pawn = makeSquare(pawnFile, 1); pawn < 56; pawn += 8)
      for (Square bishop : squaresOf(wrongColour))
        for (Square blackKing : squaresOf(attacks::king(corner) | squareBB(corner)))
          for (Square whiteKing = 0; whiteKing < 64; ++whiteKing)
            for (Color stm : {WHITE, BLACK}) {
              if (popcount(squareBB(pawn) | squareBB(bishop) | squareBB(blackKing) |
                           squareBB(whiteKing)) != 4)
                continue;  // two pieces on one square
              Position pos;
              if (!pos.setFen(
                      fenOf({{pawn, 'P'}, {bishop, 'B'}, {blackKing, 'k'}, {whiteKing, 'K'}}, stm)))
                continue;
              ++checked;
              INFO(pos.fen());
              REQUIRE(isKnownDraw(pos));
              if (stm == BLACK) {
                REQUIRE(defenderHolds(pos));
                continue;
              }
              for (Move m : legalMoves(pos)) {
                Position child = pos;
                child.makeMove(m);
                REQUIRE(defenderHolds(child));
              }
            }
  }
  CHECK(checked > 40000);
}
