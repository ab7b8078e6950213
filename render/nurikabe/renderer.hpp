#pragma once

#include "render/renderer.hpp"

namespace pg::nurikabe {

const render::Renderer& renderer();

}  // namespace pg::nurikabe
