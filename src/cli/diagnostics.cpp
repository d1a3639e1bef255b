#include "quadrant/cli/diagnostics.h"

#include "quadrant/cli/usage_text.h"

namespace quadrant {

void Diagnostics::error(const std::string& message) const {
  err_ << "error: " << command_ << ": " << message << '\n';
}

int Diagnostics::fail(const std::string& message) const {
  error(message);
  return FAILURE_STATUS;
}

void Diagnostics::usageError(const std::string& message, const std::string& arguments) const {
  error(message);
  const std::string lead = "usage: quadrant " + command_;
  err_ << wrappedUsage(lead, arguments, lead.size() + 1) << '\n';
}

void Diagnostics::warn(const std::string& message) const {
  err_ << "warning: " << command_ << ": " << message << '\n';
}

void Diagnostics::progress(const std::string& message) const {
  err_ << command_ << ": " << message << std::endl;
}

}  // namespace quadrant
