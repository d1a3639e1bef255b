// Drives a protocol loop the way a GUI does: the loop runs on a thread of its own, the test sends
// it lines one at a time and waits for the output it expects before sending more.
#pragma once

#include <chrono>
#include <condition_variable>
#include <istream>
#include <mutex>
#include <ostream>
#include <streambuf>
#include <string>
#include <thread>

namespace quadrant::test {

// Input that blocks until the test sends more, like a pipe from a GUI.
class BlockingInput : public std::streambuf {
 public:
  void push(const std::string& text) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      pending_ += text;
    }
    changed_.notify_all();
  }
  void close() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      closed_ = true;
    }
    changed_.notify_all();
  }

 protected:
  int_type underflow() override {
    std::unique_lock<std::mutex> lock(mutex_);
    changed_.wait(lock, [this] { return !pending_.empty() || closed_; });
    if (pending_.empty()) return traits_type::eof();
    current_.swap(pending_);
    pending_.clear();
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_[0]);
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::string pending_, current_;
  bool closed_ = false;
};

// Output the test can wait on while the loop writes it.
class WatchedOutput : public std::streambuf {
 public:
  // Where `text` first appears at or after `from`, waiting up to `timeout` for it; npos if never.
  std::size_t waitFor(const std::string& text, std::size_t from = 0,
                      std::chrono::milliseconds timeout = std::chrono::seconds(60)) {
    std::unique_lock<std::mutex> lock(mutex_);
    std::size_t at = std::string::npos;
    changed_.wait_for(lock, timeout,
                      [&] { return (at = text_.find(text, from)) != std::string::npos; });
    return at;
  }
  std::string text() {
    std::lock_guard<std::mutex> lock(mutex_);
    return text_;
  }

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    const char ch = traits_type::to_char_type(c);
    return xsputn(&ch, 1) == 1 ? c : traits_type::eof();
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      text_.append(s, std::size_t(n));
    }
    changed_.notify_all();
    return n;
  }

 private:
  std::mutex mutex_;
  std::condition_variable changed_;
  std::string text_;
};

// Loop is UciLoop or XboardLoop: constructed from (istream, ostream), served by run().
template <class Loop>
class LiveLoop {
 public:
  LiveLoop() : thread_([this] { Loop(in_, out_).run(); }) {}
  ~LiveLoop() {
    input_.close();
    thread_.join();
  }
  void send(const std::string& line) { input_.push(line + '\n'); }
  std::size_t waitFor(const std::string& text, std::size_t from = 0,
                      std::chrono::milliseconds timeout = std::chrono::seconds(60)) {
    return output_.waitFor(text, from, timeout);
  }
  std::string output() { return output_.text(); }

 private:
  BlockingInput input_;
  WatchedOutput output_;
  std::istream in_{&input_};
  std::ostream out_{&output_};
  std::thread thread_;  // last: starts once the streams exist
};

}  // namespace quadrant::test
