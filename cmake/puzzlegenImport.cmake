# The imported targets of the Debian packages that ship no CMake package:
# CaDiCaL (cadical::cadical), cairo (cairo::cairo) and pcg-cpp (pcg::pcg,
# headers only). Used by the build and by the installed package config,
# which finds them again on the machine of the program that links the
# library. Sets PUZZLEGEN_MISSING to the first missing package's
# "WHAT;DEBIAN-PACKAGE", empty when none is.

# TARGET from HEADER (found under PATH_SUFFIX, if any) and, unless it is
# headers only, LIBRARY.
function(puzzlegen_import target header path_suffix library what package)
  if(TARGET ${target})
    return()
  endif()
  string(MAKE_C_IDENTIFIER "PUZZLEGEN_${target}" var)
  find_path(${var}_INCLUDE_DIR ${header} PATH_SUFFIXES ${path_suffix})
  if(library)
    find_library(${var}_LIBRARY NAMES ${library})
  endif()
  if(NOT ${var}_INCLUDE_DIR OR (library AND NOT ${var}_LIBRARY))
    if(NOT PUZZLEGEN_MISSING)
      set(PUZZLEGEN_MISSING "${what};${package}" PARENT_SCOPE)
    endif()
    return()
  endif()
  if(library)
    add_library(${target} UNKNOWN IMPORTED)
    set_target_properties(${target} PROPERTIES IMPORTED_LOCATION "${${var}_LIBRARY}")
  else()
    add_library(${target} INTERFACE IMPORTED)
  endif()
  set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "${${var}_INCLUDE_DIR}")
endfunction()

set(PUZZLEGEN_MISSING "")
puzzlegen_import(cadical::cadical cadical.hpp "" "libcadical.a;cadical" "CaDiCaL (cadical.hpp, libcadical.a)"
                 libcadical-dev)
puzzlegen_import(pcg::pcg pcg_random.hpp "" "" "pcg-cpp (pcg_random.hpp)" libpcg-cpp-dev)
# cairo draws the PDF and PNG pictures (the SVG is written from the same
# picture by hand, so that each shape keeps its cell and role).
puzzlegen_import(cairo::cairo cairo.h cairo cairo "cairo (cairo.h, libcairo)" libcairo2-dev)
