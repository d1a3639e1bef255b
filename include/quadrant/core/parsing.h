// Small helpers for reading what a user typed: the protocol loops' commands, the options' values
// and the command line's arguments. Plain text, no chess.
#pragma once

#include <string>

namespace quadrant {

// True when `text` is exactly a whole number within [low, high]; the value goes to *value.
bool parseInteger(const std::string& text, long long low, long long high, long long* value);

std::string lowercase(std::string text);

// At most the first 80 characters of `text`: protects the output from pathological input that
// an error message would echo back.
std::string excerpt(const std::string& text);

// `text` as a message may show it: valid UTF-8 is kept (names with accents stay readable), and
// every byte that is a control character or no part of a UTF-8 character is written as \xNN,
// so that a message never hands raw bytes from a file or an argument to the terminal.
std::string printable(const std::string& text);

}  // namespace quadrant
