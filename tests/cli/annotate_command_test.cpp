#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "../cli_run.h"
#include "../temp_path.h"
#include "quadrant/book/pgn.h"
#include "quadrant/core/notation.h"

using namespace quadrant;
using test::runCli;

namespace {

// Morphy against the Duke of Brunswick and Count Isouard, Paris 1858, with comments of its own.
const std::string OPERA_GAME =
    "[Event \"Paris\"]\n[Site \"Paris FRA\"]\n[Date \"1858.??.??\"]\n[White \"Paul Morphy\"]\n"
    "[Black \"Duke Karl / Count Isouard\"]\n[Result \"1-0\"]\n\n"
    "{The Opera Game.} 1. e4 e5 2. Nf3 d6 3. d4 Bg4 {[%eval 0.50] Pins the knight.} 4. dxe5 Bxf3\n"
    "5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7\n"
    "12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n";
// White leaves the queen where the bishop takes it.
const std::string HUNG_QUEEN =
    "[Event \"Hung queen\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n"
    "1. e4 d5 2. Qg4 Bxg4 3. f3 Be6 0-1\n";
// A king that walks two squares: the reader stops at it.
const std::string ILLEGAL_MOVE = "[Event \"Illegal\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nf6 *\n";
const std::string BAD_FEN =
    "[Event \"Bad FEN\"]\n[SetUp \"1\"]\n[FEN \"8/8/9/8/8/8/8/8 w - - 0 1\"]\n[Result \"*\"]\n\n"
    "1. e4 *\n";
// A pawn ending set up with Black to move; Kd4 lets the pawn through.
const std::string FROM_FEN =
    "[Event \"Ending\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 b - - 0 40\"]\n"
    "[Result \"*\"]\n\n40... Ke4 41. Kf2 Kd4 *\n";

std::vector<PgnGame> readGames(const std::string& text) {
  std::istringstream in(text);
  PgnReader reader(in);
  std::vector<PgnGame> games;
  for (PgnGame game; reader.next(&game);) games.push_back(game);
  return games;
}

test::CliRun annotate(const std::string& pgn,
                      const std::vector<std::string>& flags = {"--nodes", "3000"}) {
  const test::TempPath file("annotate.pgn");
  file.write(pgn);
  std::vector<std::string> args = {"annotate", file.str()};
  args.insert(args.end(), flags.begin(), flags.end());
  return runCli(args);
}

// The annotated game must be the game read: the same tags, start, moves and result.
void checkSameGame(const PgnGame& annotated, const PgnGame& original) {
  CHECK(annotated.problem.empty());
  CHECK(annotated.tags == original.tags);
  CHECK(annotated.start.fen() == original.start.fen());
  CHECK(annotated.mainLineMoves() == original.mainLineMoves());
  CHECK(annotated.result == original.result);
}

// Every move's comment opens with its eval.
void checkEveryMoveEvaluated(const PgnGame& game) {
  for (std::size_t i = 0; i < game.movetext.moves.size(); ++i) {
    const std::string& comment = game.movetext.moves[i].comment;
    INFO("after move " << i + 1 << ": " << comment);
    CHECK(comment.rfind("[%eval ", 0) == 0);
  }
}

// The output with every line break and run of spaces as one space: where the lines break
// depends on the lengths of the evals.
std::string flat(const std::string& text) {
  std::istringstream words(text);
  std::string flattened;
  for (std::string word; words >> word;) flattened += (flattened.empty() ? "" : " ") + word;
  return flattened;
}

}  // namespace

TEST_CASE("annotate writes every game back with an eval after every move", "[annotate]") {
  const test::CliRun run = annotate(OPERA_GAME + "\n" + HUNG_QUEEN);
  CHECK(run.status == 0);
  const std::vector<PgnGame> annotated = readGames(run.out);
  const std::vector<PgnGame> original = readGames(OPERA_GAME + "\n" + HUNG_QUEEN);
  REQUIRE(annotated.size() == 2);
  for (std::size_t i = 0; i < annotated.size(); ++i) {
    checkSameGame(annotated[i], original[i]);
    checkEveryMoveEvaluated(annotated[i]);
  }
  // The game's own comments stay, its eval replaced by the engine's.
  CHECK(annotated[0].movetext.comment == "The Opera Game.");
  const std::string& bg4 = annotated[0].movetext.moves[5].comment;
  CHECK_THAT(bg4, Catch::EndsWith(" Pins the knight."));
  CHECK(bg4.find("[%eval 0.50]") == std::string::npos);
  CHECK(bg4.find("[%eval") == bg4.rfind("[%eval"));
  // The mate at the end, from White's point of view, and the mated side's eval.
  CHECK_THAT(flat(run.out), Catch::Contains("15... Nxd7 {[%eval #2]} 16. Qb8+ {[%eval #1]} "
                                            "16... Nxb8 {[%eval #1]} 17. Rd8# {[%eval #0]} 1-0"));
  // Progress on the error stream, never in the PGN.
  CHECK_THAT(run.err,
             Catch::Contains("annotate: game 1 (line 1): Paul Morphy - Duke Karl / Count Isouard, "
                             "33 plies\n"));
  CHECK_THAT(run.err, Catch::Contains("annotate: game 2 (line 12): A - B, 6 plies; all games done "
                                      "in about "));
  CHECK_THAT(run.err, Catch::Contains("annotate: game 2 (line 12) annotated: "));
  CHECK(run.out.find("annotate:") == std::string::npos);
}

TEST_CASE("annotate marks a hung queen and shows the better line", "[annotate]") {
  const test::CliRun run = annotate(HUNG_QUEEN);
  CHECK(run.status == 0);
  // 2. Qg4 is a blunder (or at least a mistake), its eval a queen down for White.
  const std::string text = flat(run.out);
  const auto at = text.find("2. Qg4?");
  REQUIRE(at != std::string::npos);
  const std::string rest = text.substr(at);
  CHECK_THAT(rest, Catch::StartsWith("2. Qg4?? {[%eval -"));
  CHECK_THAT(rest, Catch::Contains("Blunder; best was "));
  // The better line: a variation from the same position, with a move that is not Qg4.
  const auto open = rest.find("( 2. ");
  REQUIRE(open != std::string::npos);
  CHECK(rest.compare(open, 9, "( 2. Qg4 ") != 0);
  CHECK(rest.find(')') > open);
  CHECK_THAT(run.err, Catch::Contains("0 mistakes, 1 blunder\n"));
  // Black's sound replies are not marked.
  CHECK(run.out.find("Bxg4?") == std::string::npos);
}

// The user's annotations are the user's data: a move suffix written apart from its move ("2. Nf3
// !", python-chess's $1), the game's NAGs, its comments inside variations and its variations
// are all written back, beside the engine's words.
TEST_CASE("annotate reads annotations written apart and keeps the game's NAGs and variations",
          "[annotate]") {
  const std::string game =
      "[Event \"Own notes\"]\n[Result \"*\"]\n\n"
      "1. e4 e5 2. Nf3 ! Nc6 ?! (2... d6 {Philidor} 3. d4 $14) 3. Bb5 $1 a6 *\n";
  const test::CliRun run = annotate(game);
  CHECK(run.status == 0);
  CHECK(run.err.find("error") == std::string::npos);
  const std::vector<PgnGame> annotated = readGames(run.out);
  REQUIRE(annotated.size() == 1);
  checkSameGame(annotated[0], readGames(game)[0]);
  checkEveryMoveEvaluated(annotated[0]);
  const std::vector<PgnMove>& moves = annotated[0].movetext.moves;
  // The engine may add a mark of its own before the game's.
  const auto hasNag = [](const PgnMove& m, int nag) {
    return std::find(m.nags.begin(), m.nags.end(), nag) != m.nags.end();
  };
  CHECK(hasNag(moves[2], 1));
  CHECK(hasNag(moves[3], 6));
  CHECK(hasNag(moves[4], 1));
  REQUIRE_FALSE(moves[3].variations.empty());
  const PgnLine& philidor = moves[3].variations.front();
  REQUIRE(philidor.moves.size() == 2);
  CHECK(philidor.moves[0].comment == "Philidor");
  CHECK(philidor.moves[1].nags == std::vector<int>{14});
  CHECK_THAT(flat(run.out), Catch::Contains("( 2... d6 {Philidor} 3. d4 $14 )"));
}

TEST_CASE("annotate keeps a game it cannot read whole, up to where its reading stopped",
          "[annotate]") {
  const test::CliRun run =
      annotate(HUNG_QUEEN + "\n" + ILLEGAL_MOVE + "\n" + BAD_FEN + "\n" + FROM_FEN);
  CHECK(run.status == 1);
  CHECK_THAT(run.err, Catch::Contains("error: annotate: game 2 (line 8): line 11: 'Ke3' is not a "
                                      "legal move in "));
  CHECK_THAT(run.err, Catch::Contains("; annotated up to there\n"));
  CHECK_THAT(run.err, Catch::Contains("error: annotate: game 3 (line 13): invalid FEN tag: "));
  CHECK_THAT(run.err, Catch::Contains("; not annotated\n"));
  const std::vector<PgnGame> annotated = readGames(run.out);
  REQUIRE(annotated.size() == 4);
  CHECK(annotated[0].tag("Event") == "Hung queen");
  // The game with the illegal move: its tags, its moves up to it annotated, and why it stops.
  const PgnGame& illegal = annotated[1];
  CHECK(illegal.tags == readGames(ILLEGAL_MOVE)[0].tags);
  REQUIRE(illegal.movetext.moves.size() == 2);
  checkEveryMoveEvaluated(illegal);
  CHECK_THAT(illegal.movetext.moves[1].comment,
             Catch::Contains("Annotation stops here: line 11: 'Ke3' is not a legal move in "
                             "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq "));
  // The game with a bad start: its tags and why it has no move.
  CHECK_THAT(flat(run.out), Catch::Contains("[FEN \"8/8/9/8/8/8/8/8 w - - 0 1\"] [Result \"*\"] "
                                            "{Not annotated: invalid FEN tag: "));
  CHECK(annotated[3].tag("Event") == "Ending");
  checkSameGame(annotated[3], readGames(FROM_FEN)[0]);
  checkEveryMoveEvaluated(annotated[3]);
  // A game set up with Black to move starts with Black's move number.
  CHECK_THAT(run.out, Catch::Contains("\n\n40... Ke4 {[%eval "));
}

TEST_CASE("annotate passes over a null move and names a move after the end", "[annotate]") {
  const test::CliRun run = annotate(
      "[Event \"Analysis\"]\n\n1. e4 -- {what if Black passes} 2. d4 e5 *\n\n"
      "[Event \"Too long\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 "
      "1-0\n");
  CHECK(run.status == 1);
  const std::string text = flat(run.out);
  CHECK_THAT(text, Catch::Contains("1... -- {what if Black passes} 2. d4 {[%eval "));
  const std::vector<PgnGame> annotated = readGames(run.out);
  REQUIRE(annotated.size() == 2);
  REQUIRE(annotated[0].movetext.moves.size() == 4);
  CHECK(annotated[0].movetext.moves[1].move == NULL_MOVE);
  CHECK(annotated[0].problem.empty());
  CHECK(annotated[1].movetext.moves.size() == 7);
  CHECK_THAT(text, Catch::Contains("4. Qxf7# {[%eval #0] Annotation stops here: line 8: 'Ke7' "
                                   "comes after checkmate: the game was already over.} 1-0"));
  CHECK_THAT(run.err, Catch::Contains("error: annotate: game 2 (line 5): line 8: 'Ke7' comes after "
                                      "checkmate: the game was already over; annotated up to "
                                      "there\n"));
}

TEST_CASE("annotate reads a file with a byte-order mark, and refuses variants", "[annotate]") {
  const test::CliRun marked = annotate("\xEF\xBB\xBF" + HUNG_QUEEN);
  CHECK(marked.status == 0);
  CHECK(marked.err.find("error") == std::string::npos);
  REQUIRE(readGames(marked.out).size() == 1);
  CHECK(readGames(marked.out)[0].tag("Event") == "Hung queen");

  const test::CliRun atomic = annotate(
      "[Event \"Lichess\"]\n[Variant \"Atomic\"]\n[Result \"1-0\"]\n\n1. e4 d5 2. exd5 1-0\n");
  CHECK(atomic.status == 1);
  CHECK(atomic.err ==
        "error: annotate: game 1 (line 1): the variant 'Atomic' is not standard chess or "
        "Chess960; not annotated\n");
  CHECK(flat(atomic.out) ==
        "[Event \"Lichess\"] [Variant \"Atomic\"] [Result \"1-0\"] {Not annotated: the variant "
        "'Atomic' is not standard chess or Chess960.} 1-0");
}

TEST_CASE("annotate - reads the games from the standard input", "[annotate]") {
  const test::CliRun run = test::runCli({"annotate", "-", "--nodes", "2000"}, HUNG_QUEEN);
  CHECK(run.status == 0);
  CHECK_THAT(run.out, Catch::Contains("2. Qg4??"));
  const test::CliRun none = test::runCli({"annotate", "-"}, "% no game\n");
  CHECK(none.status == 2);
  CHECK(none.err == "error: annotate: no game in the standard input\n");
}

TEST_CASE("annotate counts a game's plies with the noun in the right number", "[annotate]") {
  const test::CliRun run = annotate("[White \"A\"]\n[Black \"B\"]\n\n1. d4 *\n");
  CHECK(run.status == 0);
  CHECK_THAT(run.err, Catch::StartsWith("annotate: game 1 (line 1): A - B, 1 ply\n"));
}

TEST_CASE("annotate escapes the bytes of a message that are no text", "[annotate]") {
  const test::CliRun run =
      annotate("[White \"M\xfcller\"]\n[Black \"\x1b[2J\"]\n\n1. e4 \xff e5 *\n");
  CHECK(run.status == 1);
  CHECK_THAT(run.err, Catch::Contains("error: annotate: game 1 (line 1): line 4: unexpected "
                                      "character '\\xff' skipped; annotated whole\n"));
  CHECK_THAT(run.err,
             Catch::Contains("annotate: game 1 (line 1): M\\xfcller - \\x1b[2J, 2 plies\n"));
  CHECK_THAT(flat(run.out),
             Catch::Contains("Annotated whole: line 4: unexpected character '\\xff' skipped.}"));
  // The names stay as they are in the annotated game, which is a copy of the file's.
  CHECK_THAT(run.out, Catch::Contains("[White \"M\xfcller\"]\n"));

  const test::CliRun variant =
      annotate("[White \"M\xc3\xbcller\"]\n[Variant \"\x1b[2JAtomic\xfe\"]\n\n1. e4 *\n");
  CHECK(variant.status == 1);
  CHECK(variant.err ==
        "error: annotate: game 1 (line 1): the variant '\\x1b[2JAtomic\\xfe' is not standard "
        "chess or Chess960; not annotated\n");
  CHECK_THAT(flat(variant.out), Catch::Contains("{Not annotated: the variant '\\x1b[2JAtomic\\xfe' "
                                                "is not standard chess or Chess960.}"));
  const test::CliRun missing = test::runCli({"annotate", "/no/such/\x1b[2J.pgn"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: annotate: cannot open PGN file '/no/such/\\x1b[2J.pgn'\n");
}

TEST_CASE("annotate takes a depth or a time instead of nodes", "[annotate]") {
  const test::CliRun byDepth = annotate(HUNG_QUEEN, {"--depth", "6", "--threads", "2"});
  CHECK(byDepth.status == 0);
  CHECK_THAT(byDepth.out, Catch::Contains("2. Qg4??"));
  const test::CliRun byTime = annotate(HUNG_QUEEN, {"--movetime", "20", "--hash", "4"});
  CHECK(byTime.status == 0);
  CHECK_THAT(byTime.out, Catch::Contains("2. Qg4??"));
  // At a time per position, the time the file takes is known from the start.
  CHECK_THAT(byTime.err, Catch::Contains("A - B, 6 plies; all games done in about 0 s\n"));
  // A limit too small for a search to finish a single iteration still gives readable PGN.
  const test::CliRun tiny = annotate(OPERA_GAME, {"--nodes", "1"});
  CHECK(tiny.status == 0);
  const std::vector<PgnGame> games = readGames(tiny.out);
  REQUIRE(games.size() == 1);
  checkSameGame(games[0], readGames(OPERA_GAME)[0]);
  checkEveryMoveEvaluated(games[0]);
}

TEST_CASE("annotate rejects bad arguments and files without games", "[annotate]") {
  const std::string usage =
      "usage: quadrant annotate GAME.pgn [--movetime MS | --depth N | "
      "--nodes N] [--threads N] [--hash MB]\n";
  CHECK(runCli({"annotate"}).err == "error: annotate: expected a PGN file\n" + usage);
  const test::CliRun twoLimits = annotate(HUNG_QUEEN, {"--depth", "3", "--nodes", "100"});
  CHECK(twoLimits.status == 2);
  CHECK(twoLimits.err ==
        "error: annotate: give only one of --movetime, --depth and --nodes\n" + usage);
  const test::CliRun missing = runCli({"annotate", "/no/such/games.pgn"});
  CHECK(missing.status == 2);
  CHECK(missing.err == "error: annotate: cannot open PGN file '/no/such/games.pgn'\n");
  const test::CliRun empty = annotate("% nothing here\n");
  CHECK(empty.status == 2);
  CHECK_THAT(empty.err, Catch::Contains("error: annotate: no game in PGN file '"));
  CHECK(empty.out.empty());
}
