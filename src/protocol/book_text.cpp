#include "quadrant/protocol/book_text.h"

#include <algorithm>
#include <cstdio>

namespace quadrant {
namespace {

std::string percentText(unsigned weight, unsigned long long total) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f%%", total == 0 ? 0.0 : 100.0 * weight / double(total));
  return text;
}

}  // namespace

std::vector<std::string> bookMoveLines(const Position& pos, std::vector<BookMove> moves,
                                       MoveFormatter format) {
  std::stable_sort(moves.begin(), moves.end(),
                   [](const BookMove& a, const BookMove& b) { return a.weight > b.weight; });
  unsigned long long total = 0;
  for (const BookMove& b : moves) total += b.weight;
  std::vector<std::string> lines;
  for (const BookMove& b : moves) {
    lines.push_back(format(pos, b.move) + ' ' + std::to_string(b.weight) + ' ' +
                    std::to_string(b.learn) + ' ' + percentText(b.weight, total));
  }
  return lines;
}

}  // namespace quadrant
