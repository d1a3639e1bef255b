#include "quadrant/engine/engine_book.h"

#include <algorithm>
#include <filesystem>

#ifdef _WIN32
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#endif

#include "quadrant/core/shown_input.h"

namespace quadrant {

namespace {

namespace fs = std::filesystem;

// The running program's file, or an empty path where the system does not say.
fs::path executablePath() {
#ifdef _WIN32
  std::wstring name(32768, L'\0');  // the longest path Windows has
  const DWORD length = GetModuleFileNameW(nullptr, name.data(), DWORD(name.size()));
  if (length == 0 || length >= name.size()) return {};
  name.resize(length);
  return fs::path(name);
#else
  std::error_code code;
  const fs::path executable = fs::read_symlink("/proc/self/exe", code);
  return code ? fs::path() : executable;
#endif
}

// The first of `paths` that is a file, tidied; "" when none is.
std::string firstExistingFile(const std::vector<std::string>& paths) {
  std::error_code code;
  for (const std::string& path : paths)
    if (fs::is_regular_file(path, code)) return fs::path(path).lexically_normal().string();
  return "";
}

}  // namespace

std::vector<std::string> shippedBookCandidates() {
  const fs::path relative = fs::path("books") / "quadrant.bin";
  std::vector<std::string> candidates;
  const fs::path executable = executablePath();
  if (!executable.empty()) {
    candidates.push_back((executable.parent_path() / relative).string());
    candidates.push_back((executable.parent_path().parent_path() / relative).string());
  }
  candidates.push_back((fs::path(QUADRANT_DATA_DIR) / "quadrant.bin").string());
  std::error_code code;
  const fs::path workingDirectory = fs::current_path(code);
  if (!code) candidates.push_back((workingDirectory / relative).string());
  return candidates;
}

std::string findShippedBook() { return firstExistingFile(shippedBookCandidates()); }

EngineBook::EngineBook(const std::vector<std::string>& candidates)
    : path_(firstExistingFile(candidates)), enabled_(!path_.empty()) {
  if (!path_.empty()) return;
  // A place is named once: the working directory may be the executable's folder or the one
  // above it (build/quadrant started in the clone).
  std::vector<std::string> places;
  for (const std::string& candidate : candidates)
    if (std::find(places.begin(), places.end(), candidate) == places.end())
      places.push_back(candidate);
  std::string text;
  for (std::size_t i = 0; i < places.size(); ++i)
    text += (i == 0 ? "" : i + 1 == places.size() ? " or " : ", ") + places[i];
  missingNotice_ = "no opening book at " + text + ": playing without a book";
}

bool EngineBook::setFile(const std::string& path, std::string* error) {
  missingNotice_.clear();
  if (path.empty() || path == "<empty>") {
    book_.clear();
    path_.clear();
    loadTried_ = false;
    return true;
  }
  PolyglotBook next;
  if (!next.load(path, error)) {
    *error += path_.empty() ? "; still no book" : "; keeping '" + shownInput(path_) + "'";
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
