// The values of one part of a table (a side to move, a leading-pawn file), as the file stores
// them: split into blocks of a fixed size, each compressed on its own with a canonical Huffman
// code whose symbols stand for runs of values built by recursive pairing (a symbol is a value, or
// the pair of two earlier symbols). A sparse index names, for every `span` indices, the block and
// the offset within it where that index falls; a table of block lengths leads from there to the
// right block.
//
// Everything read from the file is checked: a damaged file yields an error when it is opened or
// a failed lookup, never a read outside the file or an endless loop.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace quadrant::syzygy {

class CompressedValues {
 public:
  // Reads the description at file[*offset] (of a part with `indexCount` indices) and moves
  // *offset past it. False with *error on damaged or truncated data.
  bool readHeader(const std::uint8_t* file, std::size_t fileSize, std::size_t* offset,
                  std::uint64_t indexCount, std::string* error);

  // The flags byte the description starts with (DTZ tables keep theirs there).
  int flags() const { return flags_; }

  // The three regions that follow the descriptions in the file, placed one after another by
  // the table. Each moves *offset past its region; false when it does not fit in the file.
  bool placeSparseIndex(std::size_t fileSize, std::size_t* offset);
  bool placeBlockLengths(std::size_t fileSize, std::size_t* offset);
  bool placeBlocks(std::size_t fileSize, std::size_t* offset);

  // The value stored at `index` (< indexCount). False when the data is damaged.
  bool valueAt(const std::uint8_t* file, std::size_t fileSize, std::uint64_t index,
               int* value) const;

 private:
  bool readCode(const std::uint8_t* file, std::size_t offset, int count, std::string* error);
  bool readSymbols(const std::uint8_t* file, std::size_t offset, int count, std::string* error);
  bool measureSymbol(int symbol, std::vector<std::uint8_t>& state);
  bool findBlock(const std::uint8_t* file, std::uint64_t index, std::uint32_t* block,
                 long long* offset) const;
  bool decodeSymbol(std::uint64_t code, int* symbol, int* bits) const;

  int flags_ = 0;
  bool singleValue_ = false;
  int value_ = 0;  // of a part that holds a single value
  std::uint64_t indexCount_ = 0;
  std::uint64_t span_ = 0;              // indices per sparse index entry
  int blockSizeBits_ = 0;               // a block is 2^blockSizeBits_ bytes
  std::uint64_t blocks_ = 0;            // blocks of data
  std::uint64_t blockLengthCount_ = 0;  // entries of the block length table (blocks + padding)
  std::uint64_t sparseCount_ = 0;
  std::size_t sparseOffset_ = 0, blockLengthOffset_ = 0, blocksOffset_ = 0;
  int minBits_ = 0, maxBits_ = 0;  // the shortest and the longest Huffman code
  // Canonical Huffman code: the smallest code of each length (left-aligned in 64 bits) and the
  // first symbol of that length.
  std::vector<std::uint64_t> firstCode_;
  std::vector<std::uint32_t> firstSymbol_;
  // Per symbol: its halves (right is NO_SYMBOL for a value, left then holds the value) and the
  // number of values it stands for, minus one.
  std::vector<std::uint16_t> left_, right_;
  std::vector<std::uint32_t> extent_;
};

}  // namespace quadrant::syzygy
