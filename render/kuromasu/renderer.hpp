#pragma once

#include "render/renderer.hpp"

namespace pg::kuromasu {

const render::Renderer& renderer();

}  // namespace pg::kuromasu
