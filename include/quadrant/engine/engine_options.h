// The options the engine offers to every protocol: UCI lists them with "option name ...",
// CECP with "feature option=...". One table, so the names, defaults and ranges never differ.
#pragma once

#include <string>
#include <vector>

namespace quadrant {

// Path: a file name, a string in UCI and a "-file" in CECP (which lets XBoard offer a file browser).
enum class OptionType { Spin, Check, Button, Path };

struct OptionSpec {
  std::string name;
  OptionType type;
  long long defaultValue = 0;  // the spin value, or 1/0 for a check that is on/off
  long long min = 0, max = 0;  // spin only
  std::string rule;            // what a valid value is, for error messages
  std::string defaultText{};   // path only; "" for none
};

const std::vector<OptionSpec>& engineOptions();

// Case-insensitive, as UCI asks; nullptr for an unknown name.
const OptionSpec* findOption(const std::string& name);

// Checks a value as the GUI sent it ("true"/"false" for a check, digits for a spin, anything for
// a button or a path) and gives its number (0/1 for a check, 0 for a button or a path). On
// failure *error says what was expected.
bool parseOptionValue(const OptionSpec& spec, const std::string& value, long long* number, std::string* error);

}  // namespace quadrant
