#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>
#include <string>

#include "../temp_path.h"
#include "quadrant/cli/file_search.h"

using namespace quadrant;

namespace {

// A command "solve FILE [flags]" set up as epd and annotate are, given `word` as FILE.
struct Setup {
  std::ostringstream err;
  std::istringstream input{"from the standard input\n"};
  Diagnostics diagnostics{"solve", err};
  FileSearch file;
  bool opened = false;

  Setup(const std::string& word, FileSearch::StandardInput standardInput,
        std::vector<std::string> flags = {})
      : file("a test file", "test file", standardInput) {
    flags.insert(flags.begin(), {"solve", word});
    CommandArguments arguments(flags, "FILE", diagnostics, input);
    file.declare(arguments);
    REQUIRE(arguments.parse());
    opened = file.open(arguments, diagnostics);
  }

  std::string firstLine() {
    std::string line;
    std::getline(file.input(), line);
    return line;
  }
};

}  // namespace

TEST_CASE("A file search reads its file, or the standard input where it takes it", "[cli]") {
  const test::TempPath path("file-search-test.txt");
  path.write("from the file\n");
  Setup named(path.str(), FileSearch::StandardInput::Refused);
  REQUIRE(named.opened);
  CHECK(named.firstLine() == "from the file");
  CHECK(named.file.source() == "test file '" + path.str() + "'");

  Setup dash("-", FileSearch::StandardInput::Accepted);
  REQUIRE(dash.opened);
  CHECK(dash.firstLine() == "from the standard input");
  CHECK(dash.file.source() == "the standard input");

  // Where the standard input is not taken, "-" is a file name like any other.
  Setup refused("-", FileSearch::StandardInput::Refused);
  CHECK_FALSE(refused.opened);
  CHECK(refused.err.str() == "error: solve: cannot open test file '-'\n");
}

TEST_CASE("A file search refuses a folder and sizes its search by the flags", "[cli]") {
  const test::TempPath folder("file-search-folder");
  std::filesystem::create_directory(folder.path());
  Setup directory(folder.str(), FileSearch::StandardInput::Accepted);
  CHECK_FALSE(directory.opened);
  CHECK(directory.err.str() == "error: solve: cannot open test file '" + folder.str() + "'\n");

  const test::TempPath path("file-search-flags.txt");
  path.write("");
  Setup sized(path.str(), FileSearch::StandardInput::Refused,
              {"--threads", "2", "--hash", "2", "--depth", "5"});
  REQUIRE(sized.opened);
  REQUIRE(sized.file.equip(sized.diagnostics));
  CHECK(sized.file.table().sizeMegabytes() == 2);
  CHECK(sized.file.search().threads() == 2);
  CHECK(sized.file.limits().depth == 5);
  CHECK(sized.file.limits().movetime == 0);
  CHECK(sized.err.str().empty());
}
