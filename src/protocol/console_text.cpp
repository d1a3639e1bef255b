#include "quadrant/protocol/console_text.h"

namespace quadrant {
namespace {

// The last lines of each protocol's help: `page` is the protocol's page in docs/.
std::string whereTheManualIs(const std::string& page) {
  return "The manual: 'man quadrant' where the engine is installed, docs/" + page +
         " and the other\npages of docs/ in its source.";
}

}  // namespace

std::string howToBegin() { return "type 'uci' or 'xboard' to begin, 'help' for the commands"; }

std::string bannerText() {
  return std::string("Quadrant ") + QUADRANT_VERSION +
         ", a chess engine speaking UCI and CECP: " + howToBegin();
}

std::string beforeProtocolHelpText() {
  return "Quadrant has not chosen its protocol yet: the first command of one chooses it.\n"
         "  xboard               CECP, XBoard's protocol\n"
         "  uci                  UCI, as do its other commands (position, go, isready, ...)\n"
         "'help' after either lists its commands.\n" +
         whereTheManualIs("uci.md");
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
         "  help, quit           this text; leave\n" +
         whereTheManualIs("uci.md");
}

std::string xboardHelpText() {
  return "Quadrant speaks CECP here, XBoard's protocol ('xboard' as the first command chose it).\n"
         "Commands:\n"
         "  new                  a new game from the start position; the engine plays Black\n"
         "  e2e4, usermove e2e4  a move in coordinates (e7e8q) or SAN; the engine answers it\n"
         "                       when it plays the other side\n"
         "  go                   the engine plays the side to move, now and from then on\n"
         "  force                the engine plays neither side: moves are only recorded\n"
         "  ?                    move now with the best move found so far\n"
         "  setboard FEN         set the position\n"
         "  undo, remove         take back one move; two\n"
         "  level MPS BASE INC   the clock: moves per control, minutes (or M:SS), seconds added\n"
         "                       a move\n"
         "  st S, sd N           seconds a move; a depth limit\n"
         "  post, nopost         thinking lines (ply score time nodes pv) on or off\n"
         "  analyze, exit        analyse the position until exit; '.' shows the progress\n"
         "  hint, bk, eval       the expected move; the book's moves; the static evaluation\n"
         "  memory MB, cores N   the hash size; the threads\n"
         "  option NAME=VALUE    set an option ('protover 2' lists them)\n"
         "  help, quit           this text; leave\n" +
         whereTheManualIs("cecp.md");
}

}  // namespace quadrant
