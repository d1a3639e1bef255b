// The command stream the protocol harnesses give the loops: the fuzz input, line by line, less
// the lines that ask for a legitimately unbounded cost.
//
// Some commands cost time or memory in proportion to a number they carry, and the engine must
// do what they ask: "go perft 12" would count for hours on the search thread (a later stop or
// go ends it, at the latest the harness's final stop, but until then it takes the second core
// from the loop and every line after it), "setoption name Hash value 100000" allocates 100 GB
// (more than libFuzzer's memory limit allows), and every search thread brings caches of its
// own. Such a line is left out when a number in it passes the cap for its keyword; every other
// line reaches the loop exactly as the fuzzer wrote it.
#pragma once

#include <algorithm>
#include <cctype>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace quadrant::fuzz {

struct CostCap {
  const char* keyword;  // anywhere in the line, in any case
  long long most;       // the largest number such a line may carry
};

inline constexpr CostCap COST_CAPS[] = {
    {"perft", 3},    // leaf count grows about 30-fold a ply
    {"hash", 16},    // MB, allocated and cleared in full (UCI Hash, CECP option Hash=)
    {"memory", 16},  // MB, CECP's hash size
    {"threads", 2},  // the machine has two cores
    {"cores", 2},
};

// The largest number written in the line (a run of more than 18 digits counts as too large).
inline long long largestNumber(std::string_view line) {
  long long largest = 0;
  for (std::size_t i = 0; i < line.size();) {
    if (!std::isdigit(static_cast<unsigned char>(line[i]))) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
    const long long value =
        end - i > 18 ? (1LL << 62) : std::stoll(std::string(line.substr(i, end - i)));
    largest = std::max(largest, value);
    i = end;
  }
  return largest;
}

inline bool affordable(const std::string& line) {
  std::string lower(line);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return char(std::tolower(c)); });
  for (const CostCap& cap : COST_CAPS)
    if (lower.find(cap.keyword) != std::string::npos && largestNumber(line) > cap.most)
      return false;
  return true;
}

// The input's lines (split as std::getline splits them) that are affordable.
inline std::vector<std::string> affordableLines(std::string_view input) {
  std::vector<std::string> lines;
  std::istringstream in{std::string(input)};
  for (std::string line; std::getline(in, line);)
    if (affordable(line)) lines.push_back(line);
  return lines;
}

// The first word of a line, as the loops read it.
inline std::string commandOf(const std::string& line) {
  std::string command;
  std::istringstream(line) >> command;
  return command;
}

}  // namespace quadrant::fuzz
