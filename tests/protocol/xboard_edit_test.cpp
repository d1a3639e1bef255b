#include <catch2/catch.hpp>

#include "quadrant/protocol/xboard_edit.h"

using namespace quadrant;

TEST_CASE("edit commands place and remove pieces of the current colour", "[xboard][edit]") {
  BoardEditor editor{Position()};
  for (const char* command : {"#", "Ke1", "Pe2", "c", "Ke8", "pd7", "Xd7", "xe2"})
    CHECK(editor.apply(command));
  CHECK(editor.fen(false) == "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
  for (const char* command : {"Zz9", "Ke", "Pe9", "x", "", "Ke1e2"})
    CHECK_FALSE(editor.apply(command));
}

TEST_CASE("Kings and rooks at home may castle after edit", "[xboard][edit]") {
  BoardEditor editor{Position()};
  for (const char* command : {"#", "Ke1", "Ra1", "Rh1", "c", "Ke8", "Rh8", "Rb8"})
    editor.apply(command);
  CHECK(editor.fen(false) == "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1");
}

TEST_CASE("In Chess960 any back-rank rook beside the king may castle after edit",
          "[xboard][edit]") {
  BoardEditor editor{Position()};
  for (const char* command : {"#", "Kb1", "Ra1", "Rd1", "Rg1", "c", "Kh8", "Rg8"})
    editor.apply(command);
  CHECK(editor.fen(true) == "6rk/8/8/8/8/8/8/RK1R2R1 w KQ - 0 1");
  CHECK(editor.fen(false) == "6rk/8/8/8/8/8/8/RK1R2R1 w - - 0 1");
}

TEST_CASE("edit keeps the side to move and the move number", "[xboard][edit]") {
  Position pos;
  REQUIRE(pos.setFen("4k3/8/8/8/8/8/4P3/4K3 b - - 3 17"));
  BoardEditor editor(pos);
  CHECK(editor.fen(false) == "4k3/8/8/8/8/8/4P3/4K3 b - - 0 17");
}
