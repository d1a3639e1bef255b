// Small helpers for reading what a user typed: the protocol loops' commands, the options' values
// and the command line's arguments. Plain text, no chess.
#pragma once

#include <istream>
#include <string>

namespace quadrant {

// True when `text` is exactly a whole number within [low, high]; the value goes to *value.
bool parseInteger(const std::string& text, long long low, long long high, long long* value);

std::string lowercase(std::string text);

// What is left of the line `in` reads (a command's arguments after its first words), less the
// white space it starts with.
std::string restOfLine(std::istream& in);

// `text` without the spaces at its ends.
std::string trimmed(const std::string& text);

}  // namespace quadrant
