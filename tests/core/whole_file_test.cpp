#include <catch2/catch.hpp>
#include <filesystem>

#include "../temp_path.h"
#include "quadrant/core/whole_file.h"

using namespace quadrant;

TEST_CASE("A whole file is read byte for byte, NULs and line ends included", "[core]") {
  const test::TempPath file("whole_file_test.bin");
  const std::string bytes("a\0b\r\n\xff", 6);
  file.write(bytes);
  std::vector<std::uint8_t> read;
  std::string problem;
  REQUIRE(readWholeFile(file.str(), &read, &problem));
  CHECK(read == std::vector<std::uint8_t>(bytes.begin(), bytes.end()));
  CHECK(problem.empty());
}

TEST_CASE("A whole file that cannot be read says why, without the path", "[core]") {
  const test::TempPath missing("whole_file_test_missing.bin");
  std::vector<std::uint8_t> read;
  std::string problem;
  CHECK_FALSE(readWholeFile(missing.str(), &read, &problem));
  CHECK(problem == "no such file");

  const test::TempPath folder("whole_file_test_folder");
  std::filesystem::create_directories(folder.path());
  CHECK_FALSE(readWholeFile(folder.str(), &read, &problem));
  CHECK(problem == "not a regular file");
}
