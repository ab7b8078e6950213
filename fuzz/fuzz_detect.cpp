// libFuzzer harness: the reader the command line uses, which detects the
// puzzle and the format of a file (api::InputReader), over every puzzle and
// format. The input goes through a file, as the command line reads one.
#include <unistd.h>

#include <fstream>

#include "puzzlegen/input_reader.hpp"
#include "fuzz/harness.hpp"

namespace {

const std::filesystem::path& input_directory() {
  static const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("puzzlegen-fuzz-detect-" + std::to_string(::getpid()));
  return dir;
}

const std::string& input_path() {
  static const std::string path = [] {
    std::filesystem::create_directories(input_directory());
    std::atexit([] {
      std::error_code ignored;
      std::filesystem::remove_all(input_directory(), ignored);
    });
    return (input_directory() / "input").string();
  }();
  return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  {
    std::ofstream out(input_path(), std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    if (!out) pg::fuzz::finding("cannot write " + input_path());
  }
  try {
    pg::api::InputReader reader(input_path(), "", "");
    while (std::optional<pg::ReadItem> item = reader.next()) {
      if (item->instance.has_value() == item->error.has_value()) pg::fuzz::finding("an item both read and refused, or neither");
      if (item->instance && item->instance->puzzle != reader.puzzle().name())
        pg::fuzz::finding("a " + item->instance->puzzle + " instance in a file read as " +
                          std::string(reader.puzzle().name()));
    }
  } catch (const pg::LocatedInputError&) {
  } catch (const pg::InputError&) {
  } catch (const pg::FormatError&) {
  } catch (const pg::UsageError&) {
  } catch (const std::exception& e) {
    pg::fuzz::finding(std::string("unexpected exception: ") + e.what());
  }
  return 0;
}
