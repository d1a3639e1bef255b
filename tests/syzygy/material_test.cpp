#include <catch2/catch.hpp>

#include "quadrant/syzygy/material.h"
#include "syzygy_support.h"

using namespace quadrant;
using namespace quadrant::syzygy;

TEST_CASE("Table names are read and written back", "[syzygy]") {
  for (const char* name : {"KvK", "KRvK", "KRPvKR", "KQRBNvK", "KPPPPPvK", "KBNvKP"}) {
    Material material;
    REQUIRE(Material::parse(name, &material));
    CHECK(material.name() == name);
  }
}

TEST_CASE("Names that are not tables are refused", "[syzygy]") {
  Material material;
  for (const char* name :
       {"", "K", "KRK", "KRvR", "RKvK", "KRvKK", "KXvK", "KQQQQQQvK", "KRvKv", "KRvK.rtbw", "krvk"})
    CHECK_FALSE(Material::parse(name, &material));
}

TEST_CASE("A material's key is the position's material key, colours swapped or not", "[syzygy]") {
  const Position pos = test::positionOf("8/8/4k3/8/8/2r5/3P4/R3K3 w - - 0 1");
  Material material;
  REQUIRE(Material::parse("KRPvKR", &material));
  CHECK(material.key() == pos.materialKey());
  CHECK(Material::of(pos).name() == "KRPvKR");
  CHECK(material.colourSwapped().name() == "KRvKRP");
  CHECK_FALSE(material.symmetric());
  REQUIRE(Material::parse("KRvKR", &material));
  CHECK(material.symmetric());
}

TEST_CASE("Unique pieces decide how a table without pawns is indexed", "[syzygy]") {
  Material material;
  REQUIRE(Material::parse("KRvK", &material));
  CHECK(material.hasUniquePieces());
  REQUIRE(Material::parse("KRRvKBB", &material));
  CHECK_FALSE(material.hasUniquePieces());
}
