#pragma once

#include "render/renderer.hpp"

namespace pg::numbrix {

const render::Renderer& renderer();

}  // namespace pg::numbrix
