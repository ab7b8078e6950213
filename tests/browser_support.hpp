// Helpers of the browser tests: finding Chromium, loading file URLs in it
// headless (screenshots read back as pixels, or the DOM after the page's
// script ran), several at once, and finding a puzzle's grid in a screenshot.
// Each launch has a profile of its own in a scratch directory, so that runs
// never share state, and a time limit, so that a hung browser fails its test
// instead of hanging the suite.
#pragma once

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <catch2/catch.hpp>

#include "cli_support.hpp"
#include "render/cairo.hpp"

namespace pg::test::browser {

// What a browser test prints, and the status it exits with, when there is
// no browser: ctest reports the test skipped (SKIP_RETURN_CODE).
inline constexpr const char* kSkipMessage = "chromium not found: browser tests skipped (apt-get install chromium)";
inline constexpr int kSkipStatus = 77;
// Seconds one launch may take before it is killed, with its children.
inline constexpr int kLaunchSeconds = 60;

inline bool is_executable(const std::string& path) {
  struct stat info {};
  return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// `name` as a program to run: itself when it holds a slash, else the first
// executable of that name on PATH; empty when there is none.
inline std::string program(const std::string& name) {
  if (name.find('/') != std::string::npos) return is_executable(name) ? name : std::string();
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const std::string candidate = (dir.empty() ? std::string(".") : dir) + "/" + name;
    if (is_executable(candidate)) return candidate;
  }
  return {};
}

// The browser: $PUZZLEGEN_CHROMIUM when it is set (a path or a name on PATH;
// when it names nothing there is no browser), else chromium or
// chromium-browser on PATH. Empty when there is none.
inline std::string find_chromium() {
  if (const char* chosen = std::getenv("PUZZLEGEN_CHROMIUM"); chosen != nullptr && *chosen != '\0')
    return program(chosen);
  for (const char* name : {"chromium", "chromium-browser"})
    if (std::string found = program(name); !found.empty()) return found;
  return {};
}

// The file URL of a local file, with an optional fragment ("step=3").
inline std::string file_url(const std::string& path, const std::string& fragment = {}) {
  const std::string absolute = std::filesystem::absolute(path).string();
  std::string url = "file://";
  static const char* hex = "0123456789ABCDEF";
  for (unsigned char c : absolute) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') {
      url += static_cast<char>(c);
    } else {
      url += '%';
      url += hex[c >> 4];
      url += hex[c & 15];
    }
  }
  return fragment.empty() ? url : url + "#" + fragment;
}

// One page to load: a screenshot of the window's size, or (dom) the DOM as
// the page's script left it.
struct Load {
  std::string url;
  int width = 800;
  int height = 600;
  // --virtual-time-budget: the page's clock runs this far (SMIL, timers)
  // before the screenshot; 0 for none.
  int virtual_ms = 0;
  bool dom = false;
  // A page that reaches into another file's page (an iframe of the film,
  // its buttons clicked by script) needs file URLs to share an origin.
  bool file_access = false;
};

struct Loaded {
  render::Raster raster;  // the screenshot
  std::string dom;        // the DOM, for a Load with dom
};

// Loads each page in its own headless Chromium, a few at once, and returns
// what each gave, in order; a test failure when a launch fails, times out, or
// gives no picture of the window's size.
inline std::vector<Loaded> load(const std::vector<Load>& pages) {
  const std::string chromium = find_chromium();
  REQUIRE_FALSE(chromium.empty());
  cli::TempDir dir;
  const std::size_t at_once = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 2, 4);
  std::string script = "set +e\n";
  for (std::size_t i = 0; i < pages.size(); ++i) {
    const Load& page = pages[i];
    const std::string n = std::to_string(i);
    std::string command = "timeout -k 5 " + std::to_string(kLaunchSeconds) + " " + cli::quote(chromium) +
                          " --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1"
                          " --no-first-run --no-default-browser-check --disable-extensions"
                          " --disable-background-networking --disable-sync --disable-dev-shm-usage --mute-audio" +
                          " --user-data-dir=" + cli::quote(dir / ("profile-" + n));
    if (page.virtual_ms > 0) command += " --virtual-time-budget=" + std::to_string(page.virtual_ms);
    if (page.file_access) command += " --allow-file-access-from-files";
    if (page.dom) {
      command += " --dump-dom " + cli::quote(page.url) + " >" + cli::quote(dir / ("dom-" + n)) + " 2>" +
                 cli::quote(dir / ("log-" + n));
    } else {
      command += " --window-size=" + std::to_string(page.width) + "," + std::to_string(page.height) +
                 " --screenshot=" + cli::quote(dir / ("shot-" + n + ".png")) + " " + cli::quote(page.url) + " >" +
                 cli::quote(dir / ("log-" + n)) + " 2>&1";
    }
    script += "( " + command + " </dev/null; echo $? >" + cli::quote(dir / ("status-" + n)) + " ) &\n";
    if ((i + 1) % at_once == 0) script += "wait\n";
  }
  script += "wait\n";
  const cli::Result ran = cli::shell("sh " + cli::quote(dir.write("load.sh", script)));
  REQUIRE(ran.status == 0);

  std::vector<Loaded> out(pages.size());
  for (std::size_t i = 0; i < pages.size(); ++i) {
    const std::string n = std::to_string(i);
    const std::string log = cli::slurp(dir / ("log-" + n));
    INFO("chromium on " << pages[i].url << " (status 124 or 137: killed after " << kLaunchSeconds
                        << " s); its output ends:\n"
                        << log.substr(log.size() > 2000 ? log.size() - 2000 : 0));
    REQUIRE(cli::slurp(dir / ("status-" + n)) == "0\n");
    if (pages[i].dom) {
      out[i].dom = cli::slurp(dir / ("dom-" + n));
      REQUIRE(out[i].dom.find("<body") != std::string::npos);
    } else {
      out[i].raster = render::read_png(cli::slurp(dir / ("shot-" + n + ".png")));
      REQUIRE(out[i].raster.width == pages[i].width);
      REQUIRE(out[i].raster.height == pages[i].height);
    }
  }
  return out;
}

inline render::Raster screenshot(const std::string& url, int width, int height, int virtual_ms = 0) {
  return load({Load{url, width, height, virtual_ms, false}}).front().raster;
}

inline std::string dump_dom(const std::string& url) { return load({Load{url, 0, 0, 0, true}}).front().dom; }

// ---------------------------------------------------------------------------
// Colours

inline int luminance(render::Colour c) { return (299 * c.red + 587 * c.green + 114 * c.blue) / 1000; }

// Each channel within `tolerance` of `want`'s.
inline bool near(render::Colour got, render::Colour want, int tolerance = 12) {
  return std::abs(got.red - want.red) <= tolerance && std::abs(got.green - want.green) <= tolerance &&
         std::abs(got.blue - want.blue) <= tolerance;
}

// ---------------------------------------------------------------------------
// Where a puzzle's grid stands in a picture.

struct Grid {
  double left = 0;  // the grid's top left corner, in pixels
  double top = 0;
  double cell = 32;  // a cell's side
  int rows = 0;
  int cols = 0;

  // The pixel at (fx, fy) cell sides from the top left corner of `cell`:
  // (0.5, 0.5) its centre.
  int x(int index, double fx) const { return static_cast<int>(left + (index % cols + fx) * cell); }
  int y(int index, double fy) const { return static_cast<int>(top + (index / cols + fy) * cell); }
  render::Colour at(const render::Raster& raster, int index, double fx = 0.5, double fy = 0.5) const {
    return raster.at(x(index, fx), y(index, fy));
  }
  // The colour most of the cell's inside (`inset` pixels in from its sides)
  // has: its fill, whatever small thing (a digit, a dot, the marker) stands
  // on it.
  render::Colour dominant(const render::Raster& raster, int index, int inset = 3) const {
    std::map<std::uint32_t, int> counts;
    for (int py = y(index, 0) + inset; py < y(index, 1) - inset; ++py)
      for (int px = x(index, 0) + inset; px < x(index, 1) - inset; ++px) {
        const render::Colour c = raster.at(px, py);
        ++counts[(std::uint32_t{c.red} << 16) | (std::uint32_t{c.green} << 8) | c.blue];
      }
    REQUIRE_FALSE(counts.empty());
    const auto most = std::max_element(counts.begin(), counts.end(),
                                       [](const auto& a, const auto& b) { return a.second < b.second; });
    return {static_cast<std::uint8_t>(most->first >> 16), static_cast<std::uint8_t>(most->first >> 8),
            static_cast<std::uint8_t>(most->first)};
  }
  // Whether any pixel of the cell's inside (`inset` pixels in from its
  // sides) passes `test`.
  template <class Test>
  bool any(const render::Raster& raster, int index, int inset, Test test) const {
    const int x0 = x(index, 0) + inset, y0 = y(index, 0) + inset;
    const int x1 = x(index, 1) - inset, y1 = y(index, 1) - inset;
    for (int py = y0; py < y1; ++py)
      for (int px = x0; px < x1; ++px)
        if (test(raster.at(px, py))) return true;
    return false;
  }
};

// The grid of a picture drawn with this layout at the picture's top left.
inline Grid grid_at(int rows, int cols, double cell, double margin) { return {margin, margin, cell, rows, cols}; }

// The grid somewhere in a screenshot (a page around the board): found by its
// thick dark border, the first row of dark pixels about the grid's width
// long, down to the last such row below it; the middle of the border is the
// middle of the grid.
inline Grid find_grid(const render::Raster& raster, int rows, int cols, double cell) {
  const int want = static_cast<int>(cols * cell);
  auto dark = [&](int x, int y) { return luminance(raster.at(x, y)) < 80; };
  // The longest run of dark pixels in row y that is about `want` long.
  auto run = [&](int y) -> std::optional<std::pair<int, int>> {
    for (int x = 0; x < raster.width;) {
      if (!dark(x, y)) {
        ++x;
        continue;
      }
      int end = x;
      while (end < raster.width && dark(end, y)) ++end;
      if (end - x >= want - 2 && end - x <= want + 8) return std::make_pair(x, end);
      x = end;
    }
    return std::nullopt;
  };
  int top = -1, bottom = -1;
  std::pair<int, int> span;
  for (int y = 0; y < raster.height; ++y) {
    const auto found = run(y);
    if (!found) continue;
    if (top < 0) {
      top = y;
      span = *found;
    }
    if (std::abs(found->first - span.first) <= 2 && y - top <= rows * cell + 8) bottom = y + 1;
  }
  INFO("a grid of " << rows << "x" << cols << " cells of " << cell << " px");
  REQUIRE(top >= 0);
  REQUIRE(bottom - top >= rows * cell - 2);
  REQUIRE(bottom - top <= rows * cell + 8);
  const double centre_x = (span.first + span.second) / 2.0;
  const double centre_y = (top + bottom) / 2.0;
  return {centre_x - cols * cell / 2, centre_y - rows * cell / 2, cell, rows, cols};
}

// ---------------------------------------------------------------------------
// The DOM as Chromium dumps it.

inline std::string unescaped(std::string text) {
  const std::pair<const char*, const char*> entities[] = {
      {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&nbsp;", " "}, {"&amp;", "&"}};
  for (const auto& [entity, character] : entities)
    for (std::size_t at = text.find(entity); at != std::string::npos; at = text.find(entity, at + 1))
      text.replace(at, std::string(entity).size(), character);
  return text;
}

// The start tag of the element with `id`; empty when there is none.
inline std::string start_tag(const std::string& dom, const std::string& id) {
  const std::size_t at = dom.find("id=\"" + id + "\"");
  if (at == std::string::npos) return {};
  const std::size_t open = dom.rfind('<', at);
  const std::size_t close = dom.find('>', at);
  if (open == std::string::npos || close == std::string::npos) return {};
  return dom.substr(open, close + 1 - open);
}

// The text of the element with `id` (up to its first child element).
inline std::string text_of(const std::string& dom, const std::string& id) {
  const std::size_t at = dom.find("id=\"" + id + "\"");
  if (at == std::string::npos) return {};
  const std::size_t open = dom.find('>', at);
  const std::size_t close = dom.find('<', open);
  if (open == std::string::npos || close == std::string::npos) return {};
  return unescaped(dom.substr(open + 1, close - open - 1));
}

// The value of `attribute` in a start tag; empty when it has none.
inline std::string attribute_of(const std::string& tag, const std::string& attribute) {
  const std::string key = " " + attribute + "=\"";
  const std::size_t at = tag.find(key);
  if (at == std::string::npos) return {};
  const std::size_t end = tag.find('"', at + key.size());
  return unescaped(tag.substr(at + key.size(), end - at - key.size()));
}

}  // namespace pg::test::browser
