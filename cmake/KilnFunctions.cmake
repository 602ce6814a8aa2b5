# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# kiln's CMake functions (docs/cmake.md). Included by KilnConfig.cmake from an install tree and by
# kiln's own CMakeLists.txt when kiln is used through add_subdirectory; both set KILN_EXECUTABLE
# (a path or a generator expression) and KILN_RUNTIME_INCLUDE_DIR first.
include_guard(GLOBAL)

# Under Ninja, kiln builds run one at a time in this pool (each uses every core itself); set before
# the first kiln_add_bundle() to change it.
set(KILN_JOB_POOL_SIZE 1 CACHE STRING "How many kiln builds Ninja runs at once")
option(KILN_VERBOSE "Print each bundle's progress lines and summary table in the build log" OFF)

# kiln_add_bundle(<name> MANIFEST <file> [OUTPUT_DIR <dir>] [TARGETS <id>...] [EMBED|NO_EMBED]
#                 [HIP_PLATFORM AMD|NVIDIA] [REPORT_HTML])
#
# Builds the manifest's kernels into <dir>/<bundle>.hipfb and the loader header <bundle>.hpp with
# a custom command whose DEPFILE lists every input (manifest, sources, included headers), and
# creates the INTERFACE library <name>: linking it gives a target the header's directory, kiln's
# runtime headers, the embedded bundle (EMBED, the default) and the libraries of HIP's platform
# (AMD, the default: libamdhip64; NVIDIA: see kiln_bundle_library), zstd and zlib.
# REPORT_HTML: also <bundle>.html, the occupancy report (kiln build --report html).
function(kiln_add_bundle name)
  cmake_parse_arguments(ARG "EMBED;NO_EMBED;REPORT_HTML" "MANIFEST;OUTPUT_DIR;HIP_PLATFORM" "TARGETS" ${ARGN})
  if(NOT ARG_MANIFEST)
    message(FATAL_ERROR "kiln_add_bundle(${name}): MANIFEST is required")
  endif()
  if(ARG_EMBED AND ARG_NO_EMBED)
    message(FATAL_ERROR "kiln_add_bundle(${name}): EMBED and NO_EMBED exclude each other")
  endif()
  get_filename_component(manifest "${ARG_MANIFEST}" ABSOLUTE)
  if(NOT EXISTS "${manifest}")
    message(FATAL_ERROR "kiln_add_bundle(${name}): no manifest '${manifest}'")
  endif()
  if(ARG_OUTPUT_DIR)
    get_filename_component(out "${ARG_OUTPUT_DIR}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  else()
    set(out "${CMAKE_CURRENT_BINARY_DIR}/${name}")
  endif()
  # The bundle's name (the header's namespace and the files' stem) is [bundle] name. An installed
  # kiln is asked (kiln build --print-outputs). Built in the same project (add_subdirectory,
  # FetchContent), kiln does not exist yet at configure time: the name is read from the [bundle]
  # table here, and kiln checks at build time that it is the manifest's (--expect-name).
  set(bundle "")
  set(expect_name "")
  if(EXISTS "${KILN_EXECUTABLE}")
    execute_process(COMMAND "${KILN_EXECUTABLE}" build "${manifest}" -o "${out}" --print-outputs
                    OUTPUT_VARIABLE _outputs ERROR_VARIABLE _error RESULT_VARIABLE _rc)
    if(NOT _rc EQUAL 0)
      message(FATAL_ERROR "kiln_add_bundle(${name}): kiln cannot read '${manifest}':\n${_error}")
    endif()
    string(REGEX MATCH "[^\n]*\\.hipfb" _bundle_file "${_outputs}")
    get_filename_component(bundle "${_bundle_file}" NAME_WE)
  else()
    file(STRINGS "${manifest}" _lines REGEX "^[ \t]*(\\[|name[ \t]*=)")
    set(_table "")
    foreach(_line IN LISTS _lines)
      if(_line MATCHES "^[ \t]*\\[[ \t]*([^] \t]*)[ \t]*\\]")
        set(_table "${CMAKE_MATCH_1}")
      elseif(_table STREQUAL "bundle" AND _line MATCHES "^[ \t]*name[ \t]*=[ \t]*[\"']([A-Za-z_][A-Za-z0-9_]*)[\"']")
        set(bundle "${CMAKE_MATCH_1}")
        break()
      endif()
    endforeach()
    set(expect_name --expect-name "${bundle}")
  endif()
  if(NOT bundle MATCHES "^[A-Za-z_][A-Za-z0-9_]*$")
    message(FATAL_ERROR "kiln_add_bundle(${name}): cannot read [bundle] name from '${manifest}'")
  endif()
  # TARGETS, else the project's HIP architectures when it sets them (a subset of the manifest's).
  set(targets_arg "")
  set(_archs "${ARG_TARGETS}")
  if(NOT _archs AND CMAKE_HIP_ARCHITECTURES AND NOT CMAKE_HIP_ARCHITECTURES STREQUAL "OFF")
    set(_archs "${CMAKE_HIP_ARCHITECTURES}")
  endif()
  if(_archs)
    string(REPLACE ";" "," _targets "${_archs}")
    set(targets_arg --targets ${_targets})
  endif()
  set(quiet_arg --quiet)
  if(KILN_VERBOSE)
    set(quiet_arg "")
  endif()
  get_property(_pools GLOBAL PROPERTY JOB_POOLS)
  if(NOT _pools MATCHES "(^|;)kiln=")
    set_property(GLOBAL APPEND PROPERTY JOB_POOLS kiln=${KILN_JOB_POOL_SIZE})
  endif()

  set(report_arg "")
  set(report_output "")
  if(ARG_REPORT_HTML)
    set(report_arg --report html)
    set(report_output "${out}/${bundle}.html")
  endif()
  # A project that found HIP with find_package(hip) builds from that installation (after ROCM_PATH
  # and HIP_PATH, docs/rocm.md): its hip_DIR goes to kiln.
  set(env_arg "")
  if(hip_DIR AND IS_DIRECTORY "${hip_DIR}")
    set(env_arg "${CMAKE_COMMAND}" -E env "hip_DIR=${hip_DIR}")
  endif()
  # Makefile generators: make passes its jobserver to the rule (CMake 3.28+), and kiln's compile
  # jobs take make's tokens (docs/cli.md, "Under make -jN"). Ninja: the kiln job pool.
  set(job_server "")
  if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.28 AND CMAKE_GENERATOR MATCHES "Makefiles")
    set(job_server JOB_SERVER_AWARE TRUE)
  endif()
  add_custom_command(
    OUTPUT "${out}/${bundle}.hipfb" "${out}/${bundle}.hpp" "${out}/${bundle}.json" ${report_output}
    COMMAND ${env_arg} "${KILN_EXECUTABLE}" build "${manifest}" -o "${out}" ${targets_arg} ${quiet_arg} ${expect_name} ${report_arg}
    DEPENDS "${manifest}" ${KILN_EXECUTABLE_TARGET}
    DEPFILE "${out}/${bundle}.d"
    JOB_POOL kiln
    ${job_server}
    COMMENT "kiln: building bundle ${bundle}"
    VERBATIM)
  add_custom_target(${name}_bundle DEPENDS "${out}/${bundle}.hipfb" "${out}/${bundle}.hpp")

  set_target_properties(${name}_bundle PROPERTIES KILN_BUNDLE "${out}/${bundle}.hipfb" KILN_BUNDLE_DIR "${out}" KILN_MANIFEST "${manifest}"
                                                  KILN_BUNDLE_NAME "${bundle}")
  set(_embed "")
  if(ARG_NO_EMBED)
    set(_embed NO_EMBED)
  endif()
  if(NOT ARG_HIP_PLATFORM)
    set(ARG_HIP_PLATFORM AMD)
  endif()
  kiln_bundle_library(${name} FROM ${name} HIP_PLATFORM ${ARG_HIP_PLATFORM} ${_embed})
endfunction()

# kiln_find_hip_nvidia_cuda(<var>)
#
# Sets <var> to the root of a CUDA that host programs for HIP's NVIDIA platform build with: its
# runtime headers older than CUDA 13 (Debian's HIP 5.2 NVIDIA headers do not compile against 13's),
# its static runtime libcudart_static.a and the driver's stub libcuda.so beside it. Looks in
# KILN_HIP_NVIDIA_CUDA (a cache path, when set), $CUDA_PATH, /usr/local/cuda and /opt/kiln/cuda
# (where scripts/setup.sh unpacks Debian's CUDA 11.8); empty when none fits.
function(kiln_find_hip_nvidia_cuda var)
  set(${var} "" PARENT_SCOPE)
  foreach(_root ${KILN_HIP_NVIDIA_CUDA} $ENV{CUDA_PATH} /usr/local/cuda /opt/kiln/cuda)
    if(NOT EXISTS "${_root}/include/cuda_runtime_api.h")
      continue()
    endif()
    file(STRINGS "${_root}/include/cuda_runtime_api.h" _v REGEX "^#define CUDART_VERSION +[0-9]+")
    string(REGEX MATCH "[0-9]+$" _v "${_v}")
    if(NOT _v OR _v GREATER_EQUAL 13000)
      continue()
    endif()
    foreach(_lib lib lib64 targets/x86_64-linux/lib)
      if(EXISTS "${_root}/${_lib}/libcudart_static.a" AND EXISTS "${_root}/${_lib}/stubs/libcuda.so")
        set(${var} "${_root}" PARENT_SCOPE)
        set(${var}_LIB "${_root}/${_lib}" PARENT_SCOPE)
        set(${var}_VERSION "${_v}" PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
endfunction()

# kiln_bundle_library(<lib> FROM <name> HIP_PLATFORM AMD|NVIDIA [NO_EMBED])
#
# The INTERFACE library kiln_add_bundle(<name>) creates, for one of HIP's platforms; call it again
# for a second library of the same bundle on the other platform (kiln's examples build each host
# program for both). AMD: -D__HIP_PLATFORM_AMD__, libamdhip64 where found. NVIDIA:
# -D__HIP_PLATFORM_NVIDIA__, the CUDA headers of kiln_find_hip_nvidia_cuda() after HIP's,
# libcudart_static, libcuda (linked against the stub; the driver's at run time), dl, pthread, rt.
function(kiln_bundle_library lib)
  cmake_parse_arguments(ARG "NO_EMBED" "FROM;HIP_PLATFORM" "" ${ARGN})
  get_target_property(out ${ARG_FROM}_bundle KILN_BUNDLE_DIR)
  get_target_property(bundle ${ARG_FROM}_bundle KILN_BUNDLE_NAME)
  if(NOT out OR NOT bundle)
    message(FATAL_ERROR "kiln_bundle_library(${lib}): '${ARG_FROM}' is not a kiln_add_bundle() name")
  endif()
  if(NOT ARG_HIP_PLATFORM MATCHES "^(AMD|NVIDIA)$")
    message(FATAL_ERROR "kiln_bundle_library(${lib}): HIP_PLATFORM is AMD or NVIDIA, not '${ARG_HIP_PLATFORM}'")
  endif()
  find_library(KILN_ZSTD_LIB zstd)
  find_package(ZLIB QUIET)
  add_library(${lib} INTERFACE)
  add_dependencies(${lib} ${ARG_FROM}_bundle)
  # Listing the generated header makes every target linking <lib> wait for it.
  target_sources(${lib} INTERFACE "${out}/${bundle}.hpp")
  target_include_directories(${lib} INTERFACE "${out}" "${KILN_RUNTIME_INCLUDE_DIR}")
  # The header names no directory: the build says where the bundle is (for the assembler's .incbin
  # and Library::load_file's default).
  string(TOUPPER "${bundle}" _upper)
  target_compile_definitions(${lib} INTERFACE "KILN_${_upper}_BUNDLE=\"${out}/${bundle}.hipfb\"")
  target_compile_features(${lib} INTERFACE cxx_std_17)
  if(ARG_NO_EMBED)
    target_compile_definitions(${lib} INTERFACE KILN_${_upper}_NO_EMBED)
  endif()
  if(ARG_HIP_PLATFORM STREQUAL "AMD")
    set(_hip_hints "")
    foreach(_variable ROCM_PATH HIP_PATH)
      if(DEFINED ENV{${_variable}})
        list(APPEND _hip_hints "$ENV{${_variable}}/lib")
      endif()
    endforeach()
    find_library(KILN_AMDHIP64_LIBRARY amdhip64 HINTS ${_hip_hints} /opt/rocm/lib)
    target_compile_definitions(${lib} INTERFACE __HIP_PLATFORM_AMD__)
    if(KILN_AMDHIP64_LIBRARY)
      target_link_libraries(${lib} INTERFACE "${KILN_AMDHIP64_LIBRARY}")
    endif()
  else()
    kiln_find_hip_nvidia_cuda(_cuda)
    if(NOT _cuda)
      message(FATAL_ERROR "kiln_bundle_library(${lib}): HIP's NVIDIA platform needs a CUDA older than 13 with "
                          "libcudart_static.a (set KILN_HIP_NVIDIA_CUDA, or run kiln's scripts/setup.sh: it unpacks "
                          "Debian's CUDA 11.8 into /opt/kiln/cuda)")
    endif()
    target_compile_definitions(${lib} INTERFACE __HIP_PLATFORM_NVIDIA__)
    # After HIP's own headers (the program's include path), before the system's.
    target_include_directories(${lib} SYSTEM INTERFACE "${_cuda}/include")
    target_link_libraries(${lib} INTERFACE "${_cuda_LIB}/libcudart_static.a" "${_cuda_LIB}/stubs/libcuda.so" dl pthread rt)
  endif()
  if(KILN_ZSTD_LIB)
    target_link_libraries(${lib} INTERFACE "${KILN_ZSTD_LIB}")
  endif()
  if(ZLIB_FOUND)
    target_link_libraries(${lib} INTERFACE ZLIB::ZLIB)
  endif()
endfunction()

# kiln_add_occupancy_tests(<name>)
#
# One CTest test per (kernel, target) of the bundle built by kiln_add_bundle(<name>), named
# <name>.<kernel>.<target>, each running `kiln check` on that kernel's expectations, and failing
# when the bundle is not the build of the manifest and its inputs as they are now (a build that
# failed since, an expectation raised, left the last good bundle). The tests are discovered when
# CTest runs (like gtest_discover_tests), from the built bundle itself.
function(kiln_add_occupancy_tests name)
  if(NOT TARGET ${name}_bundle)
    message(FATAL_ERROR "kiln_add_occupancy_tests(${name}): call kiln_add_bundle(${name} ...) first")
  endif()
  get_target_property(bundle ${name}_bundle KILN_BUNDLE)
  get_target_property(manifest ${name}_bundle KILN_MANIFEST)
  set(script "${CMAKE_CURRENT_BINARY_DIR}/${name}_occupancy_tests.cmake")
  file(GENERATE OUTPUT "${script}" CONTENT
"set(KILN_EXECUTABLE \"${KILN_EXECUTABLE}\")
set(KILN_TEST_PREFIX \"${name}\")
set(KILN_BUNDLE \"${bundle}\")
set(KILN_MANIFEST \"${manifest}\")
include(\"${CMAKE_CURRENT_FUNCTION_LIST_DIR}/KilnOccupancyTests.cmake\")
")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${script}")
endfunction()
