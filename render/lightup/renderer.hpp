#pragma once

#include "render/renderer.hpp"

namespace pg::lightup {

const render::Renderer& renderer();

}  // namespace pg::lightup
