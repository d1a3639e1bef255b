#include "quadrant/core/whole_file.h"

#include <filesystem>
#include <fstream>
#include <iterator>

namespace quadrant {

bool readWholeFile(const std::string& path, std::vector<std::uint8_t>* bytes,
                   std::string* problem) {
  std::error_code code;
  if (!std::filesystem::is_regular_file(path, code)) {
    *problem = std::filesystem::exists(path, code) ? "not a regular file" : "no such file";
    return false;
  }
  std::ifstream file(path, std::ios::binary);
  if (!file) {
    *problem = "cannot be opened";
    return false;
  }
  bytes->assign(std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>());
  if (file.bad()) {
    *problem = "cannot be read";
    return false;
  }
  return true;
}

}  // namespace quadrant
