// The most threads any part of Quadrant runs at once: the search (UCI's Threads, CECP's cores),
// perft and the tuner, and so every --threads of the command line. Machines with a few hundred
// hardware threads exist; past a thousand a thread costs more in memory and start-up than it
// brings.
#pragma once

namespace quadrant {

constexpr int MAX_THREADS = 1024;

}  // namespace quadrant
