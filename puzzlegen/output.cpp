// Where output goes, decided once, and every file written whole or not at all.
#include <algorithm>
#include <filesystem>
#include <mutex>
#include <ostream>
#include <set>

#include "core/errors.hpp"
#include "core/files.hpp"
#include "core/temporary.hpp"
#include "puzzlegen/api.hpp"
#include "puzzlegen/lookup.hpp"

namespace pg::api {
namespace {

namespace fs = std::filesystem;

// What a killed run left where this one writes goes the first time this run
// writes there.
void sweep_once(const std::string& path) {
  static std::mutex mutex;
  static std::set<fs::path> swept;
  fs::path dir = fs::path(path).parent_path();
  if (dir.empty()) dir = ".";
  const std::lock_guard lock(mutex);
  if (swept.insert(dir).second) remove_dead_temporaries(dir);
}

}  // namespace

void write_whole(const std::string& path, std::string_view text, std::ostream& out) {
  if (path.empty() || path == "-") {
    out << text << std::flush;
    if (!out) throw CantCreateError("standard output: write failed");
    return;
  }
  as_output_error([&] {
    out.flush();  // what is buffered comes first, should `path` be standard output
    sweep_once(path);
    write_output(path, text);
  });
}

void write_among_others(const std::string& path, const std::string& content, bool force) {
  std::error_code ec;
  if (fs::is_regular_file(path, ec)) {
    // A file of another size holds other content: it is not read.
    bool same = fs::file_size(path, ec) == content.size() && !ec;
    if (same) {
      try {
        same = read_input(path) == content;
      } catch (const std::exception& e) {
        throw CantCreateError(std::string(e.what()) + " (it would be replaced)");
      }
    }
    if (same) return;
    if (!force) throw CantCreateError(path + ": exists with other content (another run's?); --force replaces it");
  }
  as_output_error([&] {
    sweep_once(path);
    write_output(path, content, Durability::later);
  });
}

// The stream: standard output, or a file through a temporary renamed into
// place by finish().
struct Output::Stream {
  std::ostream* out = nullptr;
  std::unique_ptr<StreamedOutput> file;
};

Output::Kind Output::kind_of(const OutputRequest& request) {
  const std::string& path = request.path;
  if (path.empty() || path == "-") return Kind::standard_output;
  std::error_code ec;
  if (fs::is_directory(path, ec) || path.back() == '/') return Kind::directory;
  if (!request.several || request.one_stream) return Kind::file;
  const OutputKind found = as_output_error([&] { return output_kind(path); });
  if (found == OutputKind::replaced) throw UsageError(path + request.several_to_file);
  return found == OutputKind::created ? Kind::directory : Kind::file;
}

Output::Output(OutputRequest request, std::ostream& out)
    : request_(std::move(request)), out_(&out), kind_(kind_of(request_)) {
  const std::string& path = request_.path;
  // Where the output goes is known to take it before any work is done.
  as_output_error([&] {
    if (kind_ == Kind::directory) {
      std::error_code ec;
      fs::create_directories(path, ec);
      if (ec) throw CantCreateError(path + ": cannot create this directory: " + ec.message());
      if (!fs::is_directory(path, ec)) throw CantCreateError(path + ": cannot create this directory: a file is there");
      probe_directory(path);
    } else if (kind_ == Kind::file) {
      const OutputKind found = output_kind(path);
      if (found != OutputKind::in_place && found != OutputKind::standard_output) {
        const fs::path parent = fs::path(path).parent_path();
        probe_directory(parent.empty() ? "." : parent.string(), path);
      }
    }
  });
}

Output::~Output() = default;

void Output::append(std::string_view text) {
  if (!stream_) {
    stream_ = std::make_unique<Stream>();
    if (kind_ == Kind::standard_output) {
      stream_->out = out_;
    } else {
      as_output_error([&] {
        out_->flush();  // what is buffered comes first, should the path be standard output
        sweep_once(request_.path);
        stream_->file = std::make_unique<StreamedOutput>(request_.path);
      });
    }
  }
  if (stream_->file) return as_output_error([&] { stream_->file->write(text); });
  // Each instance reaches a reader of standard output as it is made: a
  // pipe would otherwise hold them all until the run ends.
  *stream_->out << text << std::flush;
  if (!*stream_->out) throw CantCreateError("standard output: write failed");
}

void Output::file(const std::string& name, const std::string& text) {
  write_among_others((fs::path(request_.path) / name).string(), text, request_.force);
}

void Output::instance(const Instance& instance, std::string_view format_name, const WriteOptions& options,
                      const std::string& name) {
  const Format& format = puzzle_of(instance).format(format_name);
  pg::WriteOptions write_options;
  write_options.pddl_domain = options.domain_name;
  if (kind_ != Kind::directory) {
    append(format.item(instance, write_options, first_));
    first_ = false;
    closing_ = format.closing();
    return;
  }
  const std::string file_name = name + std::string(format.extension());
  file(file_name, format.write(instance, write_options));
  for (const NamedText& extra : format.companions(instance, write_options))
    file(fs::path(file_name).replace_extension(extra.name).string(), extra.text);
  if (auto shared = format.directory_file(write_options)) {
    if (std::find(shared_written_.begin(), shared_written_.end(), shared->name) == shared_written_.end()) {
      file(shared->name, shared->text);
      shared_written_.push_back(shared->name);
    }
  }
}

void sync_directory(const std::string& directory) {
  as_output_error([&] { sync_file_system(directory); });
}

void Output::finish() {
  // Many files, put on the disk at once.
  if (kind_ == Kind::directory) return sync_directory(request_.path);
  if (!closing_.empty()) append(closing_);
  if (!stream_) append("");
  if (stream_->file) return as_output_error([&] { stream_->file->commit(); });
  stream_->out->flush();
  if (!*stream_->out) throw CantCreateError("standard output: write failed");
}

}  // namespace pg::api
