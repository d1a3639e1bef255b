#include "quadrant/book/polyglot.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <tuple>

#include "quadrant/core/movegen.h"
#include "quadrant/core/shown_input.h"
#include "quadrant/core/whole_file.h"

namespace quadrant {
namespace {

constexpr int FROM_SHIFT = 6;  // `to` takes bits 0-5
constexpr int PROMOTION_SHIFT = 12;

// Big-endian (most significant byte first) field access.
std::uint64_t readBigEndian(const unsigned char* bytes, int count) {
  std::uint64_t value = 0;
  for (int i = 0; i < count; ++i) value = (value << 8) | bytes[i];
  return value;
}

void appendBigEndian(std::string& out, std::uint64_t value, int count) {
  for (int i = count - 1; i >= 0; --i) out.push_back(char((value >> (8 * i)) & 0xff));
}

PolyglotEntry decodeEntry(const unsigned char* bytes) {
  PolyglotEntry entry;
  entry.key = readBigEndian(bytes, 8);
  entry.move = std::uint16_t(readBigEndian(bytes + 8, 2));
  entry.weight = std::uint16_t(readBigEndian(bytes + 10, 2));
  entry.learn = std::uint32_t(readBigEndian(bytes + 12, 4));
  return entry;
}

bool keyLess(const PolyglotEntry& a, const PolyglotEntry& b) { return a.key < b.key; }

// The order writePolyglotBook uses: key ascending, the heaviest move first, then by move so the
// output does not depend on the input's order.
bool bookOrderLess(const PolyglotEntry& a, const PolyglotEntry& b) {
  return std::make_tuple(a.key, -int(a.weight), a.move) <
         std::make_tuple(b.key, -int(b.weight), b.move);
}

// Where the king lands when castling: the g file when the rook stands on its right, else the c
// file.
Square castlingKingDestination(Move castling) {
  const int file = fileOf(castling.to()) > fileOf(castling.from()) ? 6 : 2;
  return makeSquare(file, rankOf(castling.from()));
}

// The castling move of pos written as the king's two-square move (e1g1), or Move::none().
Move decodeKingStepCastling(const MoveList& legal, std::uint16_t move) {
  const Square from = (move >> FROM_SHIFT) & 63, to = move & 63;
  if ((move >> PROMOTION_SHIFT) != 0) return Move::none();
  for (Move m : legal) {
    if (m.isCastling() && m.from() == from && castlingKingDestination(m) == to) return m;
  }
  return Move::none();
}

// "book file 'PATH'", as the messages below name the file.
std::string bookFileText(const std::string& path) { return "book file '" + shownInput(path) + "'"; }

bool readBookFile(const std::string& path, std::vector<std::uint8_t>* bytes, std::string* error) {
  std::string problem;
  if (readWholeFile(path, bytes, &problem)) return true;
  *error = "cannot open " + bookFileText(path) + ": " + problem;
  return false;
}

bool checkBookSize(const std::string& path, std::size_t size, std::string* error) {
  if (size == 0) {
    *error = bookFileText(path) + " is empty";
    return false;
  }
  if (size % PolyglotBook::ENTRY_BYTES != 0) {
    *error = bookFileText(path) + " has " + std::to_string(size) +
             " bytes, not a multiple of 16: truncated, or not a Polyglot book";
    return false;
  }
  return true;
}

// The index of the first entry whose key is lower than its predecessor's, or entries.size().
std::size_t firstUnsortedEntry(const std::vector<PolyglotEntry>& entries) {
  const auto it = std::is_sorted_until(entries.begin(), entries.end(), keyLess);
  return std::size_t(it - entries.begin());
}

}  // namespace

std::uint16_t polyglotMove(Move m) {
  // Polyglot numbers squares as the engine does (a1 = 0, h8 = 63), each in 6 bits
  // (rank * 8 + file).
  const int promotion = m.isPromotion() ? m.promotion() - KNIGHT + 1 : 0;
  return std::uint16_t(m.to() | (m.from() << FROM_SHIFT) | (promotion << PROMOTION_SHIFT));
}

Move decodePolyglotMove(const Position& pos, std::uint16_t move) {
  const MoveList legal = legalMoves(pos);
  for (Move m : legal) {
    if (polyglotMove(m) == move) return m;
  }
  return pos.isChess960() ? Move::none() : decodeKingStepCastling(legal, move);
}

bool writePolyglotBook(const std::string& path, std::vector<PolyglotEntry> entries,
                       std::string* error) {
  std::sort(entries.begin(), entries.end(), bookOrderLess);
  std::string bytes;
  bytes.reserve(entries.size() * PolyglotBook::ENTRY_BYTES);
  for (const PolyglotEntry& e : entries) {
    appendBigEndian(bytes, e.key, 8);
    appendBigEndian(bytes, e.move, 2);
    appendBigEndian(bytes, e.weight, 2);
    appendBigEndian(bytes, e.learn, 4);
  }
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  file.write(bytes.data(), std::streamsize(bytes.size()));
  file.close();
  if (!file) {
    *error = "cannot write " + bookFileText(path);
    return false;
  }
  return true;
}

bool PolyglotBook::load(const std::string& path, std::string* error) {
  entries_.clear();
  std::vector<std::uint8_t> bytes;
  if (!readBookFile(path, &bytes, error) || !checkBookSize(path, bytes.size(), error)) return false;

  std::vector<PolyglotEntry> parsed(bytes.size() / ENTRY_BYTES);
  for (std::size_t i = 0; i < parsed.size(); ++i)
    parsed[i] = decodeEntry(bytes.data() + i * ENTRY_BYTES);

  // Probing is a binary search, which silently misses positions in an unsorted file.
  const std::size_t unsorted = firstUnsortedEntry(parsed);
  if (unsorted != parsed.size()) {
    *error = bookFileText(path) + " is not sorted by key (entry " + std::to_string(unsorted) +
             " has a lower key than the one before it): not a valid Polyglot book";
    return false;
  }
  entries_ = std::move(parsed);
  return true;
}

std::size_t PolyglotBook::entryCount(const Position& pos) const {
  const PolyglotEntry probe{pos.key()};
  const auto [first, last] = std::equal_range(entries_.begin(), entries_.end(), probe, keyLess);
  return std::size_t(last - first);
}

std::vector<BookMove> PolyglotBook::entries(const Position& pos) const {
  const PolyglotEntry probe{pos.key()};
  const auto [first, last] = std::equal_range(entries_.begin(), entries_.end(), probe, keyLess);
  std::vector<BookMove> moves;
  for (auto it = first; it != last; ++it) {
    const Move m = decodePolyglotMove(pos, it->move);
    if (m) moves.push_back({m, it->weight, it->learn});
  }
  return moves;
}

Move PolyglotBook::pick(const Position& pos, const BookPickOptions& options,
                        std::mt19937_64& random) const {
  std::vector<BookMove> candidates = entries(pos);
  candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                  [&](const BookMove& b) { return b.weight < options.minWeight; }),
                   candidates.end());
  if (candidates.empty()) return Move::none();

  // max_element keeps the first of equal weights, so the best choice follows the file's order.
  const auto heaviest =
      std::max_element(candidates.begin(), candidates.end(),
                       [](const BookMove& a, const BookMove& b) { return a.weight < b.weight; });
  if (options.variety <= 0 || heaviest->weight == 0) return heaviest->move;

  // Weights relative to the heaviest, so the power stays within [0, 1] whatever the exponent.
  const double exponent = 100.0 / std::min(options.variety, 100);
  std::vector<double> shares;
  for (const BookMove& b : candidates)
    shares.push_back(std::pow(double(b.weight) / heaviest->weight, exponent));
  std::discrete_distribution<std::size_t> choose(shares.begin(), shares.end());
  return candidates[choose(random)].move;
}

}  // namespace quadrant
