// A search weakened to a strength level (UCI_LimitStrength): the job the engine starts instead of
// the one the GUI asked for.
//   - Its limits are narrowed to the level: at most the level's nodes and depth (the GUI's own
//     limits and clock still hold), and as many principal variations as the level has
//     candidates (MultiPV), so that the search scores the moves the level chooses among.
//   - Info lines of the candidates beyond the GUI's MultiPV are kept back; the GUI sees the
//     search it asked for.
//   - The result is the level's choice among the candidates (move_choice.h), each scored by its
//     latest complete line. When that is not the search's best move, an info line of the chosen
//     move (multipv 1, its own score and PV) is sent just before the result, so that the last
//     line the GUI sees names the move played; the ponder move is the chosen line's reply.
//   - It answers no sooner than LEVEL_THINKING_PERCENT of the soft time limit the clock gives a
//     full-strength search (movetime counts as that limit; none without a clock): the level's
//     budget ends the search in milliseconds, and a person on a clock expects a move that took
//     some thought. It waits, it does not search on, so the level plays no stronger.
// A stop ends the search as usual, answers at once, and the choice is made among the lines found
// so far.
#pragma once

#include <cstdint>

#include "quadrant/engine/engine.h"
#include "quadrant/engine/strength_level.h"

namespace quadrant {

// The share of a full-strength search's soft time limit a weakened one takes before it answers.
constexpr int LEVEL_THINKING_PERCENT = 50;

// `seed` seeds the choice: one seed, one choice among the same candidates. moveOverheadMs: as
// the search takes it (Move Overhead), for the time the full-strength search would plan.
Engine::Job weakenedJob(Engine::Job job, const StrengthLevel& level, std::uint64_t seed,
                        std::int64_t moveOverheadMs);

}  // namespace quadrant
