#include "quadrant/tools/balanced_start.h"

#include <cstdlib>
#include <optional>

#include "quadrant/core/movegen.h"

namespace quadrant {
namespace {

// `plies` random legal moves from `opening`; none when they end the game (no legal move left).
std::optional<Position> randomContinuation(const Position& opening, int plies,
                                           std::mt19937_64& random) {
  Position pos = opening;
  for (int ply = 0; ply < plies; ++ply) {
    const MoveList moves = legalMoves(pos);
    if (moves.empty()) return std::nullopt;
    pos.makeMove(moves[int(random() % std::uint64_t(moves.size()))]);
  }
  if (legalMoves(pos).empty()) return std::nullopt;
  return pos;
}

}  // namespace

Position balancedStart(const Position& opening, const StartRule& rule, std::mt19937_64& random,
                       FreshSearch& search) {
  if (rule.randomPlies == 0) return opening;
  SearchLimits limits;
  limits.nodes = rule.nodes;
  std::optional<Position> mostBalanced;
  int smallestScore = 0;
  for (int draw = 0; draw < MAX_START_DRAWS; ++draw) {
    const std::optional<Position> start = randomContinuation(opening, rule.randomPlies, random);
    if (!start) continue;
    const int score = std::abs(search.run(*start, limits).score);
    if (score <= rule.margin) return *start;
    if (!mostBalanced || score < smallestScore) {
      mostBalanced = start;
      smallestScore = score;
    }
  }
  return mostBalanced ? *mostBalanced : opening;
}

}  // namespace quadrant
