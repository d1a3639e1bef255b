// Damaged or unrelated files never crash the prober: each is reported once, and the positions it
// would answer are then not in the tables.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <random>

#include "../temp_path.h"
#include "quadrant/syzygy/tablebases.h"
#include "syzygy_support.h"

using namespace quadrant;
using namespace quadrant::syzygy;
namespace fs = std::filesystem;

namespace {

const char* const KRVK = "8/8/8/8/8/2k5/8/R3K3 w - - 0 1";

std::string readBytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void writeBytes(const fs::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// A folder of its own holding `name` with `bytes`, and the shipped tables a probe of it needs.
struct Folder {
  test::TempPath dir{"syzygy"};
  Folder() { fs::create_directories(dir.path()); }
  void copyShipped(const std::string& name) const {
    fs::copy_file(fs::path(test::SYZYGY_DIR) / name, dir.path() / name);
  }
  void write(const std::string& name, const std::string& bytes) const {
    writeBytes(dir.path() / name, bytes);
  }
  std::string shipped(const std::string& name) const {
    return readBytes(fs::path(test::SYZYGY_DIR) / name);
  }
};

bool mentions(const std::vector<std::string>& lines, const std::string& text) {
  for (const std::string& line : lines)
    if (line.find(text) != std::string::npos) return true;
  return false;
}

// Probes the damaged KRvK table: no crash, not in the tables, the reason told once.
void expectRefused(const Tablebases& tables, const std::string& reason) {
  const WdlProbe probe = tables.probeWdl(test::positionOf(KRVK));
  CHECK(probe.status == ProbeStatus::Damaged);
  const std::vector<std::string> problems = tables.takeProblems();
  INFO((problems.empty() ? std::string("no problem reported") : problems[0]));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find(reason) != std::string::npos);
  CHECK(problems[0].find("KRvK.rtbw") != std::string::npos);
  CHECK(tables.probeWdl(test::positionOf(KRVK)).status == ProbeStatus::Damaged);
  CHECK(tables.takeProblems().empty());
}

}  // namespace

TEST_CASE("A folder that does not exist is reported and the others still count", "[syzygy]") {
  Tablebases tables;
  const std::string missing = test::SYZYGY_DIR + "/no-such-folder";
  const auto report = tables.setPath(missing + Tablebases::PATH_SEPARATOR + test::SYZYGY_DIR);
  CHECK(mentions(report, "'" + missing + "' does not exist"));
  CHECK(tables.wdlTableCount() == 13);
  CHECK(tables.probeWdl(test::positionOf(KRVK)).wdl == Wdl::Win);
}

TEST_CASE("A path naming a file is reported as no folder", "[syzygy]") {
  Folder folder;
  folder.write("notes.txt", "not a table");
  const std::string file = (folder.dir.path() / "notes.txt").string();
  Tablebases tables;
  const auto report = tables.setPath(file);
  CHECK(mentions(report, "Syzygy: '" + file + "' is not a folder"));
  CHECK_FALSE(mentions(report, "does not exist"));
}

TEST_CASE("A folder of unrelated files holds no tables", "[syzygy]") {
  Folder folder;
  folder.write("notes.txt", "not a table");
  folder.write("KXvK.rtbw", "not a table either");
  folder.write("KRvK.rtbw.bak", "a backup");
  folder.write("KRvK", "no suffix");
  fs::create_directories(folder.dir.path() / "KQvK");
  Tablebases tables;
  const auto report = tables.setPath(folder.dir.str());
  CHECK(mentions(report, "holds no Syzygy tables"));
  CHECK(mentions(report, "found 0 WDL and 0 DTZ tables"));
  CHECK(tables.maxPieces() == 0);
  CHECK(tables.probeWdl(test::positionOf(KRVK)).status == ProbeStatus::NotInTables);
}

TEST_CASE("Empty, truncated and wrongly named files are refused with a reason", "[syzygy]") {
  Folder folder;
  Tablebases tables;
  SECTION("empty") {
    folder.write("KRvK.rtbw", "");
    tables.setPath(folder.dir.str());
    expectRefused(tables, "empty");
  }
  SECTION("truncated") {
    const std::string bytes = folder.shipped("KRvK.rtbw");
    folder.write("KRvK.rtbw", bytes.substr(0, bytes.size() / 2));
    tables.setPath(folder.dir.str());
    expectRefused(tables, "truncated");
  }
  SECTION("cut inside the header") {
    folder.write("KRvK.rtbw", folder.shipped("KRvK.rtbw").substr(0, 9));
    tables.setPath(folder.dir.str());
    expectRefused(tables, "truncated");
  }
  SECTION("wrong magic number") {
    std::string bytes = folder.shipped("KRvK.rtbw");
    bytes[0] = char(bytes[0] ^ 0x55);
    folder.write("KRvK.rtbw", bytes);
    tables.setPath(folder.dir.str());
    expectRefused(tables, "wrong magic number");
  }
  SECTION("a DTZ file named as a WDL file") {
    folder.write("KRvK.rtbw", folder.shipped("KRvK.rtbz"));
    tables.setPath(folder.dir.str());
    expectRefused(tables, "wrong magic number");
  }
  SECTION("another material's table") {
    folder.write("KRvK.rtbw", folder.shipped("KQvK.rtbw"));
    tables.setPath(folder.dir.str());
    expectRefused(tables, "does not match");
  }
  SECTION("removed after it was listed") {
    folder.copyShipped("KRvK.rtbw");
    tables.setPath(folder.dir.str());
    fs::remove(folder.dir.path() / "KRvK.rtbw");
    expectRefused(tables, "cannot open");
  }
  SECTION("a folder named as a table") {
    fs::create_directories(folder.dir.path() / "KRvK.rtbw");
    tables.setPath(folder.dir.str());
    expectRefused(tables, "not a regular file");
  }
}

TEST_CASE("Corrupt bytes never crash a probe", "[syzygy]") {
  // Every byte after the header of KQvKR (its compressed values and their indices) is
  // scrambled, by several seeds: each probe either answers or reports damage.
  Folder folder;
  for (const char* name : {"KQvK.rtbw", "KRvK.rtbw", "KQvK.rtbz", "KRvK.rtbz"})
    folder.copyShipped(name);
  const std::string original = folder.shipped("KQvKR.rtbw");
  const std::string originalDtz = folder.shipped("KQvKR.rtbz");
  const char* const positions[] = {
      "8/7r/5k2/Q7/8/8/3K4/8 b - - 0 1", "5k1Q/1K6/5r2/8/8/8/8/8 b - - 0 1",
      "8/8/8/8/2K5/5r2/8/2Qk4 b - - 0 1", "r7/8/8/8/3k4/8/8/1K5Q w - - 0 1"};
  for (unsigned seed = 1; seed <= 12; ++seed) {
    std::mt19937 random(seed);
    std::string bytes = original, dtzBytes = originalDtz;
    const std::size_t from = seed <= 6 ? 16 : 200;
    for (std::size_t i = from; i < bytes.size(); ++i)
      if (random() % (seed % 3 + 1) == 0) bytes[i] = char(random());
    for (std::size_t i = from; i < dtzBytes.size(); ++i)
      if (random() % 4 == 0) dtzBytes[i] = char(random());
    folder.write("KQvKR.rtbw", bytes);
    folder.write("KQvKR.rtbz", dtzBytes);
    Tablebases tables;
    tables.setPath(folder.dir.str());
    bool damaged = false;
    for (const char* fen : positions) {
      const Position pos = test::positionOf(fen);
      const WdlProbe wdl = tables.probeWdl(pos);
      const DtzProbe dtz = tables.probeDtz(pos);
      CHECK(wdl.status != ProbeStatus::NotInTables);
      damaged = damaged || wdl.status == ProbeStatus::Damaged || dtz.status == ProbeStatus::Damaged;
    }
    CHECK(damaged == !tables.takeProblems().empty());
  }
}
