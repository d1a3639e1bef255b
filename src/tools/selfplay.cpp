#include "quadrant/tools/selfplay.h"

#include <algorithm>
#include <random>

#include "quadrant/core/game.h"
#include "quadrant/core/game_end.h"
#include "quadrant/core/movegen.h"
#include "quadrant/eval/score.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"

namespace quadrant {
namespace {

constexpr int MAX_GAME_PLIES = 400;
constexpr int DECISIVE_SCORE = 1000;  // both sides agreeing on this much for a while ends the game
constexpr int DECISIVE_PLIES = 8;

enum class Outcome { WhiteWins, Draw, BlackWins, Ongoing };

const char* resultText(Outcome o) {
  return o == Outcome::WhiteWins ? "[1.0]" : o == Outcome::BlackWins ? "[0.0]" : "[0.5]";
}

Outcome winFor(Color c) { return c == WHITE ? Outcome::WhiteWins : Outcome::BlackWins; }

// The game's end by the rules the protocols judge by (core/game_end.h): a mate wins, every
// other end draws.
Outcome ruleOutcome(const Game& game) {
  switch (gameEnd(game)) {
    case GameEnd::None: return Outcome::Ongoing;
    case GameEnd::Checkmate: return winFor(~game.position().sideToMove());
    default: return Outcome::Draw;
  }
}

// A start position: the next opening (or the start position) and a few random moves, so that
// games differ; retried when the random moves end the game.
Position openingPosition(const SelfplayOptions& options, int game, std::mt19937_64& random) {
  while (true) {
    Position pos;
    if (!options.openings.empty())
      pos.setFen(
          options.openings[std::size_t(options.firstOpening + game) % options.openings.size()]);
    bool alive = true;
    for (int ply = 0; ply < options.randomPlies && alive; ++ply) {
      const MoveList moves = legalMoves(pos);
      if (moves.empty())
        alive = false;
      else
        pos.makeMove(moves[int(random() % std::uint64_t(moves.size()))]);
    }
    if (alive && !legalMoves(pos).empty()) return pos;
  }
}

// Quiet positions teach the evaluation: not in check, and the engine's choice is no capture
// or promotion (the score would otherwise hinge on the exchange, not the position).
bool isQuietSample(const Position& pos, Move best, int score) {
  return !pos.inCheck() && !pos.isCapture(best) && !best.isPromotion() && !isMateScore(score);
}

// At most `count` of the samples (all of them when count is 0), chosen at random, in game order.
void keepAtMost(std::vector<std::string>& samples, int count, std::mt19937_64& random) {
  if (count <= 0 || samples.size() <= std::size_t(count)) return;
  std::vector<std::size_t> order(samples.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), random);
  order.resize(std::size_t(count));
  std::sort(order.begin(), order.end());
  std::vector<std::string> kept;
  for (std::size_t i : order) kept.push_back(std::move(samples[i]));
  samples = std::move(kept);
}

}  // namespace

std::uint64_t runSelfplay(const SelfplayOptions& options, std::ostream& out, std::ostream& log) {
  std::mt19937_64 random(options.seed);
  // Sampling draws from its own generator, so the games are the same whatever it keeps of them.
  std::mt19937_64 sampling(options.seed ^ 0x5eed5eed5eed5eedULL);
  TranspositionTable tt(options.hashMegabytes);
  Search search(tt);
  std::uint64_t written = 0;
  for (int game = 0; game < options.games; ++game) {
    tt.clear();
    search.forgetPastSearches();
    Game played(openingPosition(options, game, random));
    std::vector<std::string> samples;
    Outcome outcome = Outcome::Ongoing;
    int decisive = 0;  // consecutive plies with a decisive score for the same side
    int lastWhiteScore = 0;
    for (int ply = 0; ply < MAX_GAME_PLIES && outcome == Outcome::Ongoing; ++ply) {
      SearchLimits limits;
      limits.nodes = options.nodes;
      search.prepare(limits, 0);
      const Position& pos = played.position();
      const SearchResult result = search.run(pos, played.previousKeys(), nullptr);
      if (isQuietSample(pos, result.best, result.score)) samples.push_back(pos.fen());
      // Adjudication: a lasting decisive score for one side ends the game.
      const int whiteScore = pos.sideToMove() == WHITE ? result.score : -result.score;
      const bool sameSide = decisive == 0 || (whiteScore > 0) == (lastWhiteScore > 0);
      decisive = std::abs(whiteScore) >= DECISIVE_SCORE && sameSide ? decisive + 1 : 0;
      lastWhiteScore = whiteScore;
      if (decisive >= DECISIVE_PLIES) {
        outcome = whiteScore > 0 ? Outcome::WhiteWins : Outcome::BlackWins;
        break;
      }
      played.play(result.best);
      outcome = ruleOutcome(played);
    }
    if (outcome == Outcome::Ongoing) outcome = Outcome::Draw;
    keepAtMost(samples, options.positionsPerGame, sampling);
    for (const std::string& fen : samples) out << fen << ' ' << resultText(outcome) << '\n';
    written += samples.size();
    log << "game " << game + 1 << '/' << options.games << ' ' << resultText(outcome) << ' '
        << samples.size() << " positions" << std::endl;
  }
  out.flush();
  return written;
}

}  // namespace quadrant
