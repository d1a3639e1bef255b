#include "quadrant/tools/selfplay.h"

#include <cstdlib>
#include <optional>
#include <random>

#include "quadrant/core/game.h"
#include "quadrant/core/game_end.h"
#include "quadrant/search/search.h"
#include "quadrant/search/tt.h"
#include "quadrant/tools/fresh_search.h"
#include "quadrant/tools/game_sampling.h"
#include "quadrant/tools/pv_leaf.h"

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

Position opening(const SelfplayOptions& options, int game) {
  Position pos;
  if (!options.openings.empty())
    pos.setFen(options.openings[std::size_t(game) % options.openings.size()]);
  return pos;
}

// Adjudication: both sides' searches agreeing for DECISIVE_PLIES plies that one side is winning
// by DECISIVE_SCORE end the game as a win for it.
class Adjudication {
 public:
  // The score of the search of the position just reached, from White's view.
  Outcome after(int whiteScore) {
    const bool sameSide = decisive_ == 0 || (whiteScore > 0) == (lastWhiteScore_ > 0);
    decisive_ = std::abs(whiteScore) >= DECISIVE_SCORE && sameSide ? decisive_ + 1 : 0;
    lastWhiteScore_ = whiteScore;
    if (decisive_ < DECISIVE_PLIES) return Outcome::Ongoing;
    return whiteScore > 0 ? Outcome::WhiteWins : Outcome::BlackWins;
  }

 private:
  int decisive_ = 0;  // consecutive plies with a decisive score for the same side
  int lastWhiteScore_ = 0;
};

struct PlayedGame {
  Outcome outcome = Outcome::Draw;
  std::vector<Position> quietPositions;  // in game order
};

// One game from `start` at options.nodes a move, on the games' table and search.
PlayedGame playGame(const Position& start, const SelfplayOptions& options, TranspositionTable& tt,
                    Search& search) {
  tt.clear();
  search.forgetPastSearches();
  Game played(start);
  PlayedGame game;
  Adjudication adjudication;
  Outcome outcome = ruleOutcome(played);
  for (int ply = 0; ply < MAX_GAME_PLIES && outcome == Outcome::Ongoing; ++ply) {
    SearchLimits limits;
    limits.nodes = options.nodes;
    search.prepare(limits, 0);
    const Position& pos = played.position();
    const SearchResult result = search.run(pos, played.previousKeys(), nullptr);
    if (isQuietSample(pos, result.best, result.score)) game.quietPositions.push_back(pos);
    outcome = adjudication.after(pos.sideToMove() == WHITE ? result.score : -result.score);
    if (outcome != Outcome::Ongoing) break;
    played.play(result.best);
    outcome = ruleOutcome(played);
  }
  game.outcome = outcome == Outcome::Ongoing ? Outcome::Draw : outcome;
  return game;
}

}  // namespace

std::uint64_t runSelfplay(const SelfplayOptions& options, std::ostream& out, std::ostream& log) {
  std::mt19937_64 random(options.seed);
  // Sampling draws from its own generator, so the games are the same whatever it keeps of them.
  std::mt19937_64 sampling(options.seed ^ 0x5eed5eed5eed5eedULL);
  TranspositionTable tt(options.hashMegabytes);
  Search search(tt);
  // The starts' balance is judged by the resolving searches too (tools/pv_leaf.h).
  FreshSearch shortSearch(RESOLVE_SEARCH_MEGABYTES);
  Evaluator evaluator;
  std::uint64_t written = 0;
  for (int g = 0; g < options.games; ++g) {
    const Position start = balancedStart(opening(options, g), options.start, random, shortSearch);
    const PlayedGame game = playGame(start, options, tt, search);
    int kept = 0;
    for (std::size_t i :
         spreadSample(game.quietPositions.size(), options.positionsPerGame, sampling)) {
      const std::optional<Position> leaf =
          pvLeaf(game.quietPositions[i], options.resolveDepth, shortSearch, evaluator);
      if (!leaf) continue;
      out << leaf->fen() << ' ' << resultText(game.outcome) << '\n';
      ++kept;
    }
    written += std::uint64_t(kept);
    log << "game " << g + 1 << '/' << options.games << ' ' << resultText(game.outcome) << ' '
        << kept << " positions" << std::endl;
  }
  out.flush();
  return written;
}

}  // namespace quadrant
