// A corpus split into shards by the engines users run them on, GNU parallel
// and Slurm, with the commands of docs/corpora.md as they stand there: the
// merged corpus is the bytes one run writes. Each is skipped, with the
// reason, where its engine cannot start.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "cli_support.hpp"
#include "corpus_support.hpp"

namespace fs = std::filesystem;
using namespace pg::test::cli;
using namespace pg::test::corpus;

namespace {

// The sh block of docs/corpora.md after the comment that starts with
// `<!-- marker`, its first line (which names the recipe and the output)
// given the test's own.
std::string docs_block(const std::string& marker, const std::string& recipe, const std::string& out) {
  const std::string page = slurp(fs::path(PUZZLEGEN_SOURCE_DIR) / "docs" / "corpora.md");
  const std::size_t comment = page.find("<!-- " + marker);
  REQUIRE(comment != std::string::npos);
  const std::size_t open = page.find("```sh\n", comment);
  REQUIRE(open != std::string::npos);
  const std::size_t start = open + 6, end = page.find("```", start);
  std::string block = page.substr(start, end - start);
  const std::size_t names = block.find("recipe=");
  REQUIRE(names != std::string::npos);
  block.replace(names, block.find('\n', names) - names, "recipe=" + quote(recipe) + " out=" + quote(out));
  return block;
}

// PATH with the directory of the puzzlegen under test first, as a user's
// shell would find an installed one.
std::string with_binary_on_path() {
  return "PATH=" + quote(fs::path(PUZZLEGEN_BINARY).parent_path().string()) + ":$PATH:/usr/sbin:/sbin; export PATH\n";
}

bool have(const std::string& command) {
  return shell("command -v " + command + " >/dev/null 2>&1 || PATH=$PATH:/usr/sbin:/sbin command -v " + command +
               " >/dev/null 2>&1")
             .status == 0;
}

// The Slurm of slurm-local.sh, stopped when it goes.
class LocalSlurm {
 public:
  explicit LocalSlurm(const fs::path& dir) : dir_(dir) {
    started_ = shell("sh " + quote(script()) + " start " + quote(dir_.string()));
  }
  ~LocalSlurm() { shell("sh " + quote(script()) + " stop " + quote(dir_.string())); }
  LocalSlurm(const LocalSlurm&) = delete;
  LocalSlurm& operator=(const LocalSlurm&) = delete;

  bool up() const { return started_.status == 0; }
  std::string why_not() const { return started_.err; }
  std::string conf() const { return (dir_ / "slurm.conf").string(); }

 private:
  static std::string script() {
    return (fs::path(PUZZLEGEN_SOURCE_DIR) / "tests" / "engines" / "slurm-local.sh").string();
  }
  fs::path dir_;
  Result started_;
};

}  // namespace

TEST_CASE("corpus: shards under GNU parallel, as the docs run them, merge into one run's bytes",
          "[corpus][engines]") {
  if (!have("parallel")) {
    WARN("skipped: no GNU parallel (Debian package parallel)");
    return;
  }
  TempDir dir;
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "whole");
  // GNU parallel keeps what it learns under $HOME/.parallel: a scratch one.
  const std::string script = with_binary_on_path() + "HOME=" + quote(dir.path().string()) + "; export HOME\ncd " +
                             quote(dir.path().string()) + "\n" + docs_block("parallel", recipe, dir / "sharded");
  Result r = shell(script);
  INFO(script << "\n" << r.err);
  REQUIRE(r.status == 0);
  require_same_tree(dir.path() / "whole", dir.path() / "sharded");
}

TEST_CASE("corpus: an sbatch array on a single-node Slurm, as the docs run it, merges into one run's bytes",
          "[corpus][engines]") {
  if (!have("sbatch") || !have("slurmctld") || !have("slurmd") || !have("munged")) {
    WARN("skipped: no Slurm (Debian packages slurm-wlm and munge)");
    return;
  }
  TempDir dir;
  LocalSlurm slurm(dir.path() / "slurm");
  if (!slurm.up()) {
    WARN("skipped: a Slurm of its own does not start here: " << slurm.why_not());
    return;
  }
  const std::string recipe = dir.write("test.recipe", kRecipe);
  build(recipe, dir / "whole");
  const fs::path out = dir.path() / "shared";
  const std::string environment = with_binary_on_path() + "SLURM_CONF=" + quote(slurm.conf()) + "; export SLURM_CONF\n";
  const std::string script =
      environment + "cd " + quote(dir.path().string()) + "\n" + docs_block("slurm", recipe, out.string());
  Result r = shell(script);
  INFO(script << "\n" << r.err);
  REQUIRE(r.status == 0);
  // The array, then the merge, which writes the manifest last.
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(5);
  while (shell(environment + "test -z \"$(squeue -h 2>/dev/null)\"").status != 0 &&
         std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  std::string jobs_said;
  for (const auto& item : fs::directory_iterator(dir.path()))
    if (item.path().filename().string().rfind("slurm-", 0) == 0)
      jobs_said += item.path().filename().string() + ":\n" + slurp(item.path());
  INFO(jobs_said);
  REQUIRE(fs::exists(out / "manifest.csv"));
  require_same_tree(dir.path() / "whole", out);
}
