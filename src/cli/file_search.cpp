#include "quadrant/cli/file_search.h"

#include <filesystem>
#include <utility>

#include "quadrant/core/shown_input.h"

namespace quadrant {

FileSearch::FileSearch(std::string argument, std::string kind, StandardInput standardInput)
    : argument_(std::move(argument)), kind_(std::move(kind)), standardInput_(standardInput) {}

void FileSearch::declare(CommandArguments& arguments) {
  arguments.textArgument(argument_, &path_);
  flags_.declare(arguments);
}

bool FileSearch::readsStandardInput() const {
  return standardInput_ == StandardInput::Accepted && path_ == "-";
}

bool FileSearch::open(const CommandArguments& arguments, const Diagnostics& diagnostics) {
  if (readsStandardInput()) {
    input_ = &arguments.standardInput();
    return true;
  }
  std::error_code ignored;
  file_.open(path_);
  if (!file_ || std::filesystem::is_directory(path_, ignored)) {
    diagnostics.error("cannot open " + source());
    return false;
  }
  input_ = &file_;
  return true;
}

std::string FileSearch::source() const {
  return readsStandardInput() ? "the standard input" : kind_ + " '" + shownInput(path_) + "'";
}

bool FileSearch::equip(const Diagnostics& diagnostics) {
  tt_ = std::make_unique<TranspositionTable>(1);
  search_ = std::make_unique<Search>(*tt_);
  std::string error;
  if (flags_.equip(*tt_, *search_, &error)) return true;
  diagnostics.error(error);
  return false;
}

}  // namespace quadrant
