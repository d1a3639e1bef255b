#include "quadrant/cli/eval_command.h"

#include "quadrant/protocol/eval_text.h"

namespace quadrant {

int runEvalCommand(CommandArguments& arguments, std::ostream& out, const Diagnostics&) {
  Position pos;
  arguments.fenArgument(&pos);
  if (!arguments.parse()) return FAILURE_STATUS;
  out << "position " << pos.fen() << "\n\n" << evaluationText(pos) << std::endl;
  return 0;
}

}  // namespace quadrant
