// Text from outside the engine (a command, an argument, a line of a file, a file or folder name)
// as a message quotes it back to the user. Every message that echoes input passes the input
// through shownInput() where it quotes it, in every layer, so that the message is safe however
// it leaves: UCI's "info string", CECP's "Error (...)", the command line's error stream or a
// comment of annotate's PGN. Nothing is escaped a second time on the way out.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace quadrant {

// The most characters of input a message shows; "..." stands for the rest. A line of 1 MB sent
// by a broken GUI gets a short answer.
constexpr std::size_t SHOWN_INPUT_CHARACTERS = 80;

// `text` as a message shows it:
// - printable ASCII, the tab and valid UTF-8 characters stay as they are (a player named
//   "Müller" stays readable);
// - every other byte (a control character, DEL, a byte that is no part of a valid UTF-8
//   character: Latin-1, a stray continuation byte, an overlong form, a surrogate, a character
//   cut short) is written as \xNN, two lower-case hexadecimal digits;
// - the first SHOWN_INPUT_CHARACTERS characters are shown (an escaped byte counts as one), then
//   "..." when more follow.
// A backslash stays as it is, so that Windows paths stay readable.
std::string shownInput(std::string_view text);

}  // namespace quadrant
