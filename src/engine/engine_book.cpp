#include "quadrant/engine/engine_book.h"

#include <filesystem>

namespace quadrant {

std::string findShippedBook() {
  namespace fs = std::filesystem;
  const fs::path relative = fs::path("books") / "quadrant.bin";
  std::vector<fs::path> candidates;
  std::error_code code;
  // Linux names the running executable here; elsewhere only the working directory is tried.
  const fs::path executable = fs::read_symlink("/proc/self/exe", code);
  if (!code) {
    candidates.push_back(executable.parent_path() / relative);
    candidates.push_back(executable.parent_path().parent_path() / relative);
  }
  const fs::path workingDirectory = fs::current_path(code);
  if (!code) candidates.push_back(workingDirectory / relative);
  for (const fs::path& candidate : candidates)
    if (fs::is_regular_file(candidate, code)) return candidate.lexically_normal().string();
  return "";
}

EngineBook::EngineBook() : path_(findShippedBook()), enabled_(!path_.empty()) {}

bool EngineBook::setFile(const std::string& path, std::string* error) {
  if (path.empty() || path == "<empty>") {
    book_.clear();
    path_.clear();
    loadTried_ = false;
    return true;
  }
  PolyglotBook next;
  if (!next.load(path, error)) {
    *error += path_.empty() ? "; still no book" : "; keeping '" + path_ + "'";
    return false;
  }
  book_ = std::move(next);
  path_ = path;
  loadTried_ = true;
  return true;
}

bool EngineBook::ensureLoaded(std::string* notice) {
  if (loadTried_) return !book_.empty();
  loadTried_ = true;
  std::string error;
  if (path_.empty())
    *notice = "no BookFile is set: playing without a book";
  else if (!book_.load(path_, &error))
    *notice = "book: " + error + "; playing without a book";
  return !book_.empty();
}

Move EngineBook::choose(const Position& pos, std::string* notice) {
  if (!enabled_ || pos.fullmoveNumber() > depthMoves_ || !ensureLoaded(notice)) return Move::none();
  return book_.pick(pos, pick_, random_);
}

std::vector<BookMove> EngineBook::moves(const Position& pos, std::string* notice) {
  if (!ensureLoaded(notice)) return {};
  return book_.entries(pos);
}

}  // namespace quadrant
