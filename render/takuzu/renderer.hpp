#pragma once

#include "render/renderer.hpp"

namespace pg::takuzu {

const render::Renderer& renderer();

}  // namespace pg::takuzu
