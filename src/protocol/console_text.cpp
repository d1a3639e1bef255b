#include "quadrant/protocol/console_text.h"

namespace quadrant {

std::string bannerText() {
  return std::string("Quadrant ") + QUADRANT_VERSION +
         ", a chess engine speaking UCI and CECP: type 'uci' or 'xboard' to begin, 'help' for the "
         "commands";
}

std::string uciHelpText() {
  return "Quadrant speaks UCI here ('xboard' as the first command would have chosen CECP).\n"
         "Commands:\n"
         "  position startpos | fen FEN [moves M1 M2 ...]\n"
         "                       set the position; moves in UCI notation (e2e4, e7e8q)\n"
         "  go depth N | movetime MS | nodes N | mate N | infinite\n"
         "  go wtime MS btime MS [winc MS binc MS] [movestogo N]\n"
         "                       search: info lines, then bestmove\n"
         "  stop                 end the search; it plays the best move found so far\n"
         "  go perft N           count the leaves of the move tree N plies deep, per move\n"
         "  d                    the board, its FEN, its key and the pieces giving check\n"
         "  eval                 the static evaluation, term by term\n"
         "  bench [HASH [THREADS [DEPTH]]]\n"
         "                       search the bench positions; ends with 'N nodes M nps'\n"
         "  setoption name NAME value VALUE\n"
         "                       set an option ('uci' lists them with their ranges)\n"
         "  ucinewgame           a new game: the hash table and the histories emptied\n"
         "  uci, isready         the name and the options, then uciok; readyok\n"
         "  help, quit           this text; leave\n"
         "The manual: 'man quadrant' where the engine is installed, docs/uci.md and the other\n"
         "pages of docs/ in its source.";
}

}  // namespace quadrant
