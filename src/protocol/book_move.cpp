#include "quadrant/protocol/book_move.h"

namespace quadrant {

Move bookMoveToPlay(Engine& engine, const Position& pos, const SearchLimits& limits,
                    const BookNotices& tell) {
  if (const std::string missing = engine.book().takeMissingNotice(); !missing.empty())
    tell.notFound(missing);
  std::string notice;
  const Move m = engine.bookMove(pos, limits, &notice);
  if (!notice.empty()) tell.unreadable(notice);
  return m;
}

}  // namespace quadrant
