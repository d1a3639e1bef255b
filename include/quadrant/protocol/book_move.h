// The book move a protocol plays at once instead of searching, the same for UCI and CECP: the
// engine's book move for a game move (Engine::bookMove), and on the way what the user should
// know about the book, each protocol telling it in its own words.
#pragma once

#include <functional>
#include <string>

#include "quadrant/engine/engine.h"

namespace quadrant {

struct BookNotices {
  using Tell = std::function<void(const std::string&)>;
  Tell notFound;    // once: the shipped book was not found, where it was looked for
  Tell unreadable;  // once per book file: it cannot be read, and the engine plays without it
};

// The book move to play in pos under `limits`, or none (search then); the notices due are told
// first.
Move bookMoveToPlay(Engine& engine, const Position& pos, const SearchLimits& limits,
                    const BookNotices& tell);

}  // namespace quadrant
