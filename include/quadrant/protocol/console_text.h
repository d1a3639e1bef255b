// What a person who starts the engine at a console reads: the banner of the protocol loop and the
// "help" of each protocol's loop. GUIs ignore them (a GUI never sends "help", and every GUI and
// bridge passes over a line it does not know before its first command is answered, as it does
// Stockfish's and GNU Chess's banners).
#pragma once

#include <string>

namespace quadrant {

// One line, printed when the protocol loop starts: the name, the version and how to begin. No
// word in it is one XBoard acts on (an error, a move, a result, "not found").
std::string bannerText();
// How to begin, as the banner says it: which commands choose a protocol, and help.
std::string howToBegin();
// "help" before a protocol is chosen: how each is chosen, and where the manual is.
std::string beforeProtocolHelpText();

// The commands a person can type in the UCI loop, and where the manual is; lines separated by
// '\n', without a final one.
std::string uciHelpText();

// The same for the CECP loop (after "xboard"). No line starts with a word XBoard acts on, should
// a GUI ever send "help".
std::string xboardHelpText();

}  // namespace quadrant
