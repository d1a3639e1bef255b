// Small helpers for reading user input in the protocol layer.
#pragma once

#include <string>
#include <vector>

namespace quadrant {

// True when `text` is exactly a whole number within [low, high]; the value goes to *value.
bool parseInteger(const std::string& text, long long low, long long high, long long* value);

// For command-line flags: the value after the flag at args[*i] (advancing *i past it), which
// must be a whole number within [low, high].
bool flagInteger(const std::vector<std::string>& args, std::size_t* i, long long low, long long high, long long* value);

// For command-line flags: the value after the flag at args[*i] (advancing *i past it), which
// must be a decimal or scientific number (1.5, 2e-7) within [low, high].
bool flagNumber(const std::vector<std::string>& args, std::size_t* i, double low, double high, double* value);

std::string lowercase(std::string text);

// At most the first 80 characters of `text`: protects the output from pathological input that
// an error message would echo back.
std::string excerpt(const std::string& text);

}  // namespace quadrant
