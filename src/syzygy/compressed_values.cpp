#include "quadrant/syzygy/compressed_values.h"

#include "quadrant/syzygy/bytes.h"

namespace quadrant::syzygy {
namespace {

constexpr int SINGLE_VALUE_FLAG = 0x80;
constexpr std::uint16_t NO_SYMBOL = 0xFFF;    // the right half of a symbol that is a value
constexpr int MAX_SYMBOLS = 4096;             // symbols are numbered in 12 bits
constexpr std::uint32_t MAX_EXTENT = 0xFFFF;  // a block holds at most 65536 values
constexpr int MAX_CODE_BITS = 32;             // the decoder refills 32 bits at a time
constexpr int MAX_SPAN_BITS = 24;  // bounds the walk from a sparse index entry to its block
constexpr int MAX_BLOCK_BITS = 30;
constexpr std::size_t SPARSE_ENTRY_BYTES = 6;  // block number (32 bits), offset (16 bits)

bool refuse(std::string* error, const std::string& why) {
  *error = why;
  return false;
}

// A region of `bytes` bytes at *offset, if it fits in the file.
bool place(std::uint64_t bytes, std::size_t fileSize, std::size_t* offset, std::size_t* start) {
  if (*offset > fileSize || bytes > fileSize - *offset) return false;
  *start = *offset;
  *offset += std::size_t(bytes);
  return true;
}

// Reads a compressed block as a stream of bits; past its end it reads zeros.
class BlockReader {
 public:
  BlockReader(const std::uint8_t* block, std::size_t size) : block_(block), size_(size) {}
  std::uint32_t next32() {
    std::uint32_t word = 0;
    for (int i = 0; i < 4; ++i, ++position_)
      word = (word << 8) | (position_ < size_ ? block_[position_] : 0);
    return word;
  }

 private:
  const std::uint8_t* block_;
  std::size_t size_;
  std::size_t position_ = 0;
};

}  // namespace

bool CompressedValues::readHeader(const std::uint8_t* file, std::size_t fileSize,
                                  std::size_t* offset, std::uint64_t indexCount,
                                  std::string* error) {
  const std::size_t at = *offset;
  if (at + 2 > fileSize) return refuse(error, "truncated");
  flags_ = file[at];
  indexCount_ = indexCount;
  if (flags_ & SINGLE_VALUE_FLAG) {
    singleValue_ = true;
    value_ = file[at + 1];
    *offset = at + 2;
    return true;
  }
  if (at + 12 > fileSize) return refuse(error, "truncated");
  blockSizeBits_ = file[at + 1];
  const int spanBits = file[at + 2];
  blocks_ = littleEndian32(file + at + 4);
  blockLengthCount_ = blocks_ + file[at + 3];
  maxBits_ = file[at + 8];
  minBits_ = file[at + 9];
  if (blockSizeBits_ > MAX_BLOCK_BITS || spanBits < 1 || spanBits > MAX_SPAN_BITS)
    return refuse(error, "block or span size out of range");
  if (minBits_ < 1 || minBits_ > maxBits_ || maxBits_ > MAX_CODE_BITS)
    return refuse(error, "Huffman code lengths out of range");
  span_ = std::uint64_t(1) << spanBits;
  sparseCount_ = (indexCount + span_ - 1) / span_;
  const int lengths = maxBits_ - minBits_ + 1;
  const std::size_t symbolsAt = at + 10 + 2 * std::size_t(lengths);
  if (symbolsAt + 2 > fileSize) return refuse(error, "truncated");
  const int symbols = int(littleEndian16(file + symbolsAt));
  if (symbols < 1 || symbols > MAX_SYMBOLS) return refuse(error, "symbol count out of range");
  const std::size_t end = symbolsAt + 2 + 3 * std::size_t(symbols) + (symbols & 1);
  if (end > fileSize) return refuse(error, "truncated");
  if (!readCode(file, at + 10, lengths, error) || !readSymbols(file, symbolsAt + 2, symbols, error))
    return false;
  *offset = end;
  return true;
}

// The canonical code lists, for each length from the shortest, the first symbol of that length;
// longer codes are numerically smaller, and the longest start at zero.
bool CompressedValues::readCode(const std::uint8_t* file, std::size_t offset, int count,
                                std::string* error) {
  firstSymbol_.resize(std::size_t(count));
  firstCode_.assign(std::size_t(count), 0);
  for (int i = 0; i < count; ++i) firstSymbol_[i] = littleEndian16(file + offset + 2 * i);
  for (int i = count - 2; i >= 0; --i) {
    const std::uint64_t doubled = firstCode_[i + 1] + firstSymbol_[i] - firstSymbol_[i + 1];
    if (firstSymbol_[i] < firstSymbol_[i + 1]) return refuse(error, "invalid Huffman code");
    firstCode_[i] = doubled / 2;
  }
  for (int i = 0; i < count; ++i) firstCode_[i] <<= 64 - minBits_ - i;
  return true;
}

bool CompressedValues::readSymbols(const std::uint8_t* file, std::size_t offset, int count,
                                   std::string* error) {
  left_.resize(std::size_t(count));
  right_.resize(std::size_t(count));
  extent_.assign(std::size_t(count), 0);
  for (int s = 0; s < count; ++s) {
    const std::uint8_t* halves = file + offset + 3 * std::size_t(s);
    left_[s] = std::uint16_t(((halves[1] & 0xF) << 8) | halves[0]);
    right_[s] = std::uint16_t((halves[2] << 4) | (halves[1] >> 4));
    if (right_[s] != NO_SYMBOL && (left_[s] >= count || right_[s] >= count))
      return refuse(error, "symbol refers to no symbol");
  }
  std::vector<std::uint8_t> state(std::size_t(count), 0);
  for (int s = 0; s < count; ++s)
    if (!measureSymbol(s, state)) return refuse(error, "symbols refer to each other in a loop");
  return true;
}

// How many values a symbol stands for (minus one), through its halves. A symbol met again while
// its halves are being measured would make a loop: refused, so that the tree walk of valueAt
// always ends.
bool CompressedValues::measureSymbol(int symbol, std::vector<std::uint8_t>& state) {
  enum : std::uint8_t { UNSEEN, OPEN, MEASURED };
  if (state[symbol] == MEASURED) return true;
  if (state[symbol] == OPEN) return false;
  state[symbol] = OPEN;
  if (right_[symbol] != NO_SYMBOL) {
    if (!measureSymbol(left_[symbol], state) || !measureSymbol(right_[symbol], state)) return false;
    extent_[symbol] = extent_[left_[symbol]] + extent_[right_[symbol]] + 1;
    if (extent_[symbol] > MAX_EXTENT) return false;
  }
  state[symbol] = MEASURED;
  return true;
}

bool CompressedValues::placeSparseIndex(std::size_t fileSize, std::size_t* offset) {
  return singleValue_ || place(sparseCount_ * SPARSE_ENTRY_BYTES, fileSize, offset, &sparseOffset_);
}

bool CompressedValues::placeBlockLengths(std::size_t fileSize, std::size_t* offset) {
  return singleValue_ || place(blockLengthCount_ * 2, fileSize, offset, &blockLengthOffset_);
}

bool CompressedValues::placeBlocks(std::size_t fileSize, std::size_t* offset) {
  return singleValue_ || place(blocks_ << blockSizeBits_, fileSize, offset, &blocksOffset_);
}

// From the sparse index entry to the block holding `index` and the value's offset in it.
bool CompressedValues::findBlock(const std::uint8_t* file, std::uint64_t index,
                                 std::uint32_t* block, long long* offset) const {
  const std::uint8_t* entry = file + sparseOffset_ + SPARSE_ENTRY_BYTES * (index / span_);
  std::uint64_t b = littleEndian32(entry);
  long long at =
      (long long)littleEndian16(entry + 4) + (long long)(index % span_) - (long long)(span_ / 2);
  const auto lengthOf = [&](std::uint64_t n) {
    return (long long)littleEndian16(file + blockLengthOffset_ + 2 * n);
  };
  while (at < 0) {
    if (b == 0 || b > blockLengthCount_) return false;
    at += lengthOf(--b) + 1;
  }
  while (true) {
    if (b >= blockLengthCount_) return false;
    if (at <= lengthOf(b)) break;
    at -= lengthOf(b++) + 1;
  }
  if (b >= blocks_) return false;
  *block = std::uint32_t(b);
  *offset = at;
  return true;
}

bool CompressedValues::decodeSymbol(std::uint64_t code, int* symbol, int* bits) const {
  std::size_t length = 0;
  while (code < firstCode_[length]) ++length;  // the last first code is zero
  const int codeBits = minBits_ + int(length);
  const std::uint64_t s = firstSymbol_[length] + ((code - firstCode_[length]) >> (64 - codeBits));
  if (s >= left_.size()) return false;
  *symbol = int(s);
  *bits = codeBits;
  return true;
}

bool CompressedValues::valueAt(const std::uint8_t* file, std::size_t fileSize, std::uint64_t index,
                               int* value) const {
  if (singleValue_) {
    *value = value_;
    return true;
  }
  std::uint32_t block = 0;
  long long offset = 0;
  if (index >= indexCount_ || !findBlock(file, index, &block, &offset)) return false;
  const std::size_t blockSize = std::size_t(1) << blockSizeBits_;
  const std::size_t blockStart = blocksOffset_ + std::size_t(block) * blockSize;
  if (blockStart > fileSize) return false;
  BlockReader reader(file + blockStart, blockSize);
  std::uint64_t code = (std::uint64_t(reader.next32()) << 32) | reader.next32();
  int bitsInCode = 64;
  int symbol = 0, bits = 0;
  // Every symbol passed stands for at least one value: at most 65536 of them.
  while (true) {
    if (!decodeSymbol(code, &symbol, &bits)) return false;
    if (offset <= extent_[symbol]) break;
    offset -= extent_[symbol] + 1;
    code <<= bits;
    bitsInCode -= bits;
    if (bitsInCode <= 32) {
      code |= std::uint64_t(reader.next32()) << (32 - bitsInCode);
      bitsInCode += 32;
    }
  }
  while (right_[symbol] != NO_SYMBOL) {
    const int first = left_[symbol];
    if (offset <= extent_[first]) {
      symbol = first;
    } else {
      offset -= extent_[first] + 1;
      symbol = right_[symbol];
    }
  }
  *value = left_[symbol];
  return true;
}

}  // namespace quadrant::syzygy
