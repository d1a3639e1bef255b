// The search's tunable parameters: every margin, depth limit and formula constant of the
// alpha-beta search, the move histories and the time manager, each with its name, its default,
// the range a tuner may move it in and the reason it is there. A fraction is an integer on a
// scale its name states (_PERCENT: hundredths), so that SPSA can tune every parameter as an
// integer UCI spin. "[improving]" pairs are two parameters, _IMPROVING and _NOT_IMPROVING: the
// static evaluation has or has not risen since the side's previous move.
//
// In the normal build each parameter is a constexpr int holding its default. In the tuning build
// (cmake -DQUADRANT_TUNABLES=ON, see docs/tuning-search.md) each is a variable that a UCI spin
// option of the same name sets (engine/tunable_options.h).
#pragma once

#include <cstddef>

// QUADRANT_SEARCH_PARAMETERS(P) calls P(NAME, DEFAULT, MIN, MAX, REASON) once per parameter.
// clang-format off
#define QUADRANT_SEARCH_PARAMETERS(P)                                                              \
  /* Iterative deepening */                                                                        \
  P(ASPIRATION_MIN_DEPTH, 4, 1, 10,                                                                \
    "from this depth on an iteration starts in a window around the last score")                    \
  P(ASPIRATION_WINDOW, 12, 5, 100,                                                                 \
    "cp either side of the last score in the first window")                                        \
  P(ASPIRATION_GROWTH_PERCENT, 150, 120, 400,                                                      \
    "a failed window widens to this share of its size")                                            \
  P(ONLY_MOVE_DEPTH, 4, 1, 20,                                                                     \
    "with one legal move on the clock, the search stops at this depth: enough for a ponder move")  \
  /* Pruning before the moves */                                                                   \
  P(REVERSE_FUTILITY_DEPTH, 6, 1, 12,                                                              \
    "reverse futility only this near the horizon: deeper, the margin is unsafe")                   \
  P(REVERSE_FUTILITY_MARGIN, 90, 30, 200,                                                          \
    "cp per ply the static evaluation must stand above beta")                                      \
  P(RAZOR_DEPTH, 2, 1, 5,                                                                          \
    "razoring only this near the horizon, where captures decide")                                  \
  P(RAZOR_MARGIN, 240, 100, 500,                                                                   \
    "cp per ply the static evaluation must fall short of alpha")                                   \
  P(NULL_MOVE_MIN_DEPTH, 3, 1, 6,                                                                  \
    "no null move below this depth: the reduced search would be empty")                            \
  P(NULL_MOVE_REDUCTION, 3, 1, 6,                                                                  \
    "plies the null move's search loses at the least")                                             \
  P(NULL_MOVE_DEPTH_DIVISOR, 4, 2, 8,                                                              \
    "one more ply of reduction per this many plies of depth")                                      \
  P(NULL_MOVE_EVAL_DIVISOR, 200, 50, 500,                                                          \
    "one more ply of reduction per this many cp above beta")                                       \
  P(NULL_MOVE_EVAL_MAX, 3, 0, 6,                                                                   \
    "at most this many plies of reduction for the margin over beta")                               \
  P(NULL_MOVE_VERIFY_DEPTH, 12, 6, 30,                                                             \
    "from this depth on a null-move cut-off is verified: zugzwang costs most there")               \
  P(NULL_MOVE_HISTORY_LIMIT, 47000, 20000, 65536,                                                  \
    "no null move after the opponent's quiet move whose history sum reaches this")                 \
  P(PROBCUT_MIN_DEPTH, 5, 3, 10,                                                                   \
    "ProbCut from this depth on: shallower, the reduced search says too little")                   \
  P(PROBCUT_MARGIN, 100, 30, 300,                                                                  \
    "cp above beta a capture's reduced search must reach for the node to be cut")                  \
  P(PROBCUT_REDUCTION, 4, 2, 6,                                                                    \
    "plies the ProbCut search is shallower than the node")                                         \
  P(ETC_MIN_DEPTH, 8, 4, 16,                                                                       \
    "transposition cut-offs from this depth: below, probing every child costs more than it saves") \
  P(IID_MIN_DEPTH, 6, 3, 12,                                                                       \
    "a PV node without a hash move searches shallower first from this depth")                      \
  P(IID_REDUCTION, 2, 1, 4,                                                                        \
    "plies the internal iterative deepening search loses")                                         \
  P(IIR_MIN_DEPTH, 4, 2, 10,                                                                       \
    "a non-PV node without a hash move is searched a ply less from this depth")                    \
  P(IIR_CUT_NODE_MIN_DEPTH, 8, 4, 16,                                                              \
    "an expected cut node without a hash move loses a second ply from this depth")                 \
  /* Tablebases in the tree */                                                                     \
  P(TABLEBASE_DEPTH_BONUS, 6, 0, 20,                                                               \
    "plies added to a tablebase result's depth in the table: exact, it serves any search")         \
  /* Pruning in the move loop */                                                                   \
  P(LATE_MOVE_PRUNING_DEPTH, 7, 3, 12,                                                             \
    "late-move pruning only this near the horizon")                                                \
  P(LATE_MOVE_PRUNING_BASE, 3, 0, 10,                                                              \
    "a node searches (this + depth^2) times a share of its moves before late-move pruning")        \
  P(LATE_MOVE_PRUNING_IMPROVING_PERCENT, 100, 50, 200,                                             \
    "that share when improving")                                                                   \
  P(LATE_MOVE_PRUNING_NOT_IMPROVING_PERCENT, 50, 20, 150,                                          \
    "that share when not improving")                                                               \
  P(FUTILITY_DEPTH, 8, 2, 12,                                                                      \
    "futility pruning only this near the horizon")                                                 \
  P(FUTILITY_MARGIN, 90, 30, 200,                                                                  \
    "cp per ply a quiet move is not expected to gain")                                             \
  P(FUTILITY_NO_HISTORY_MARGIN, 256, 50, 600,                                                      \
    "cp beyond the margin no quiet move gains, whatever its history")                              \
  P(FUTILITY_HISTORY_LIMIT_IMPROVING, 6000, 0, 20000,                                              \
    "history sum that exempts a quiet move from futility, improving")                              \
  P(FUTILITY_HISTORY_LIMIT_NOT_IMPROVING, 12000, 0, 30000,                                         \
    "history sum that exempts a quiet move from futility, not improving")                          \
  P(COUNTER_PRUNING_DEPTH_IMPROVING, 2, 0, 6,                                                      \
    "counter-move history pruning up to this depth, improving")                                    \
  P(COUNTER_PRUNING_DEPTH_NOT_IMPROVING, 3, 0, 6,                                                  \
    "counter-move history pruning up to this depth, not improving")                                \
  P(COUNTER_PRUNING_LIMIT_IMPROVING, -1000, -8000, 4000,                                           \
    "a quiet reply with less counter-move history is skipped, improving")                          \
  P(COUNTER_PRUNING_LIMIT_NOT_IMPROVING, 0, -8000, 4000,                                           \
    "a quiet reply with less counter-move history is skipped, not improving")                      \
  P(FOLLOW_UP_PRUNING_DEPTH_IMPROVING, 2, 0, 6,                                                    \
    "follow-up history pruning up to this depth, improving")                                       \
  P(FOLLOW_UP_PRUNING_DEPTH_NOT_IMPROVING, 3, 0, 6,                                                \
    "follow-up history pruning up to this depth, not improving")                                   \
  P(FOLLOW_UP_PRUNING_LIMIT_IMPROVING, -4000, -12000, 4000,                                        \
    "a quiet move with less follow-up history is skipped, improving")                              \
  P(FOLLOW_UP_PRUNING_LIMIT_NOT_IMPROVING, -2000, -12000, 4000,                                    \
    "a quiet move with less follow-up history is skipped, not improving")                          \
  P(SEE_PRUNING_DEPTH, 9, 3, 14,                                                                   \
    "SEE pruning only this near the horizon")                                                      \
  P(SEE_QUIET_MARGIN, 80, 20, 200,                                                                 \
    "cp per ply a quiet move may lose by SEE and still be searched")                               \
  P(SEE_NOISY_MARGIN, 18, 5, 60,                                                                   \
    "cp per ply squared a capture may lose by SEE and still be searched")                          \
  /* Extensions */                                                                                 \
  P(EXTENSION_PLY_FACTOR, 2, 1, 4,                                                                 \
    "no extension past this many times the iteration's depth: chains of checks end")               \
  P(SINGULAR_MIN_DEPTH, 6, 4, 14,                                                                  \
    "the hash move's singularity is tested from this depth")                                       \
  P(SINGULAR_TT_DEPTH_MARGIN, 3, 0, 6,                                                             \
    "the hash entry may be this many plies shallower than the node")                               \
  P(SINGULAR_MARGIN, 2, 1, 10,                                                                     \
    "cp per ply the other moves must fall short of the hash move's score")                         \
  P(SINGULAR_DEPTH_DIVISOR, 2, 2, 4,                                                               \
    "the test searches the node's depth, less one, divided by this")                               \
  P(SINGULAR_DOUBLE_MARGIN, 20, 0, 100,                                                            \
    "cp below the test's bound that extend the hash move by two plies off the PV")                 \
  P(SINGULAR_DOUBLE_MAX, 6, 0, 20,                                                                 \
    "at most this many double extensions on one path: the tree stays finite")                     \
  /* Late move reductions */                                                                       \
  P(LMR_MIN_DEPTH, 3, 2, 6,                                                                        \
    "late move reductions from this depth")                                                        \
  P(LMR_BASE_PERCENT, 75, 0, 200,                                                                  \
    "hundredths of a ply every late move loses, before the logarithms")                            \
  P(LMR_DIVISOR_PERCENT, 225, 100, 400,                                                            \
    "the product of the logarithms of depth and move number is divided by this, in hundredths")    \
  P(LMR_CUT_NODE, 2, 0, 4,                                                                         \
    "plies more a quiet move loses at an expected cut node")                                       \
  P(LMR_CAPTURE_BASE_PERCENT, 38, 0, 200,                                                          \
    "hundredths of a ply every late capture loses, before the logarithms")                         \
  P(LMR_CAPTURE_DIVISOR_PERCENT, 376, 100, 800,                                                    \
    "the captures' product of the logarithms is divided by this, in hundredths")                   \
  P(LMR_HISTORY_DIVISOR, 5000, 1000, 20000,                                                        \
    "a history sum of this much moves the reduction by one ply")                                   \
  P(LMR_HISTORY_MAX, 2, 0, 4,                                                                      \
    "history moves the reduction by at most this many plies")                                      \
  P(LMR_TT_NOISY, 1, 0, 3,                                                                         \
    "plies more a quiet move loses when the hash move is a capture or promotion")                  \
  P(LMR_CUTOFF_LIMIT, 3, 0, 10,                                                                    \
    "a quiet move loses a ply more when its siblings' children failed high more than this")        \
  P(LMR_DEEPER_MARGIN, 32, 0, 200,                                                                 \
    "cp above the best score a reduced search must reach for a re-search a ply deeper")            \
  P(LMR_DEEPER_SLOPE, 5, 0, 30,                                                                    \
    "cp added to that margin per ply of reduction")                                                \
  P(LMR_SHALLOWER_MARGIN, 6, 0, 50,                                                                \
    "a reduced search failing high by less than this over the best score re-searches a ply less")  \
  /* Quiescence */                                                                                 \
  P(DELTA_MARGIN, 200, 50, 500,                                                                    \
    "cp a capture may gain beyond the captured piece's value")                                     \
  P(QUIESCENCE_CHECK_RENEWALS, 2, 0, 6,                                                            \
    "times a forced evasion lets quiescence try quiet checks again")                               \
  /* Histories */                                                                                  \
  P(HISTORY_BONUS_SLOPE, 350, 100, 1000,                                                           \
    "a cut-off's history bonus grows by this per ply of depth")                                    \
  P(HISTORY_BONUS_OFFSET, 350, 0, 1000,                                                            \
    "taken from that bonus: the shallowest cut-offs teach little or nothing")                      \
  P(HISTORY_BONUS_MAX, 2100, 500, 8000,                                                            \
    "the bonus stops growing here; the range ends below MoveHistory::LIMIT, which bounds entries") \
  P(CAPTURE_HISTORY_DIVISOR, 2, 1, 16,                                                             \
    "a capture's history over this is added to its victim-first order")                            \
  P(CORRECTION_PERCENT, 50, 0, 200,                                                                \
    "share of the pawn structure's learnt correction added to the static evaluation")              \
  P(CORRECTION_MATERIAL_PERCENT, 20, 0, 200,                                                       \
    "share of the material's learnt correction added to the static evaluation")                    \
  P(CORRECTION_NON_PAWN_PERCENT, 15, 0, 200,                                                       \
    "share of each colour's piece placement's learnt correction added to the evaluation")          \
  P(CORRECTION_CONTINUATION_2_PERCENT, 16, 0, 100,                                                 \
    "share of the correction learnt after the same last move and the same move 2 plies back")      \
  P(CORRECTION_CONTINUATION_3_PERCENT, 13, 0, 100,                                                 \
    "share of the correction learnt after the same last move and the same move 3 plies back")      \
  P(CORRECTION_CONTINUATION_4_PERCENT, 10, 0, 100,                                                 \
    "share of the correction learnt after the same last move and the same move 4 plies back")      \
  P(CORRECTION_CONTINUATION_5_PERCENT, 15, 0, 100,                                                 \
    "share of the correction learnt after the same last move and the same move 5 plies back")      \
  P(CORRECTION_CONTINUATION_6_PERCENT, 13, 0, 100,                                                 \
    "share of the correction learnt after the same last move and the same move 6 plies back")      \
  P(CORRECTION_CONTINUATION_7_PERCENT, 11, 0, 100,                                                 \
    "share of the correction learnt after the same last move and the same move 7 plies back")      \
  P(CORRECTION_MAX_WEIGHT, 16, 1, 64,                                                              \
    "the newest search weighs at most this many 256ths of the correction")                         \
  /* Time */                                                                                       \
  P(SUDDEN_DEATH_MOVES, 14, 5, 50,                                                                 \
    "moves the clock is shared among when no moves-to-go is given")                                \
  P(MOVES_TO_GO_MAX, 40, 10, 80,                                                                   \
    "a longer moves-to-go is planned as this many moves")                                          \
  P(MOVE_LATENCY_MS, 5, 0, 50,                                                                     \
    "ms a move costs beyond its search, at the least")                                             \
  P(RESERVED_MOVES, 40, 0, 100,                                                                    \
    "later moves whose latency the clock keeps in reserve when the increment does not pay for it") \
  P(LATENCY_RESERVE_MAX_PERCENT, 75, 0, 90,                                                        \
    "the latency reserve takes at most this share of the clock")                                   \
  P(CLOCK_SAFETY_DIVISOR, 20, 5, 100,                                                              \
    "a safety slice of the clock, 1/N of it, is never planned on")                                 \
  P(CLOCK_SAFETY_MAX_MS, 50, 0, 500,                                                               \
    "the safety slice is at most this many ms")                                                    \
  P(INCREMENT_SHARE_PERCENT, 75, 0, 100,                                                           \
    "share of the increment a move plans on beyond its share of the clock")                        \
  P(SOFT_LIMIT_MAX_PERCENT, 50, 10, 100,                                                           \
    "the soft limit takes at most this share of the usable clock")                                 \
  P(HARD_LIMIT_FACTOR, 4, 2, 10,                                                                   \
    "the hard limit is at most this many soft limits")                                             \
  P(HARD_LIMIT_CLOCK_DIVISOR, 3, 2, 10,                                                            \
    "the hard limit is at most 1/N of the usable clock, plus a share of the increment")            \
  P(HARD_LIMIT_INCREMENT_PERCENT, 50, 0, 100,                                                      \
    "the share of the increment the hard limit adds to its part of the clock")                     \
  P(INSTABILITY_PERCENT, 60, 0, 150,                                                               \
    "more time per recent best-move change (at most two count)")                                   \
  P(SCORE_DROP_PERCENT, 50, 0, 150,                                                                \
    "more time when the score has fallen by SCORE_DROP_CAP or more")                               \
  P(SCORE_DROP_CAP, 120, 20, 400,                                                                  \
    "cp of fall that earn the whole SCORE_DROP_PERCENT")                                           \
  P(STABLE_ITERATIONS, 8, 3, 20,                                                                   \
    "iterations the best move must hold to count as settled")                                      \
  P(STABLE_TIME_PERCENT, 70, 30, 100,                                                              \
    "share of the time a settled best move takes")                                                 \
  P(NODE_TIME_BASE_PERCENT, 40, 0, 100,                                                            \
    "the soft limit's scale when the best move took all of the root's nodes, before the minimum")  \
  P(NODE_TIME_SLOPE_PERCENT, 200, 0, 400,                                                          \
    "added to that scale for all the root's nodes spent on other moves")                           \
  P(NODE_TIME_MIN_PERCENT, 50, 10, 100,                                                            \
    "the soft limit's scale for a best move that took nearly all nodes")                           \
  P(ITERATION_START_PERCENT, 50, 20, 100,                                                          \
    "no new iteration once this share of the scaled soft limit has passed")
// clang-format on

namespace quadrant {

struct SearchParameter {
  const char* name;
  int defaultValue, min, max;
  const char* reason;
};

#define QUADRANT_PARAMETER_ROW(name, value, min, max, reason) {#name, value, min, max, reason},
inline constexpr SearchParameter SEARCH_PARAMETERS[] = {
    QUADRANT_SEARCH_PARAMETERS(QUADRANT_PARAMETER_ROW)};
#undef QUADRANT_PARAMETER_ROW

inline constexpr std::size_t SEARCH_PARAMETER_COUNT =
    sizeof(SEARCH_PARAMETERS) / sizeof(SEARCH_PARAMETERS[0]);

#ifdef QUADRANT_TUNABLES
inline constexpr bool TUNING_BUILD = true;
#define QUADRANT_PARAMETER_VARIABLE(name, value, min, max, reason) extern int name;
QUADRANT_SEARCH_PARAMETERS(QUADRANT_PARAMETER_VARIABLE)
#undef QUADRANT_PARAMETER_VARIABLE

// Sets the parameter SEARCH_PARAMETERS[index] to `value` (within its range) and rebuilds what is
// derived from the parameters. Only while no search runs: the search threads read the parameters
// unlocked.
void setSearchParameter(std::size_t index, int value);
#else
inline constexpr bool TUNING_BUILD = false;
#define QUADRANT_PARAMETER_CONSTANT(name, value, min, max, reason) \
  inline constexpr int name = value;
QUADRANT_SEARCH_PARAMETERS(QUADRANT_PARAMETER_CONSTANT)
#undef QUADRANT_PARAMETER_CONSTANT
#endif

}  // namespace quadrant
