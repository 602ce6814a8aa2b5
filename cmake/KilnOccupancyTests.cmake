# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Run by CTest (TEST_INCLUDE_FILES) for kiln_add_occupancy_tests(): lists the kernels of the built
# bundle with `kiln inspect --json` and adds one `kiln check --kernel K --target T` test per
# (kernel, target), labelled occupancy (ctest -L occupancy), which fails when the bundle is not the
# build of the manifest as it is now (--manifest). Inputs: KILN_EXECUTABLE, KILN_TEST_PREFIX,
# KILN_BUNDLE, KILN_MANIFEST.
if(NOT EXISTS "${KILN_BUNDLE}")
  add_test(${KILN_TEST_PREFIX}.NOT_BUILT "${CMAKE_COMMAND}" -E echo "build the project first: ${KILN_BUNDLE} is missing")
  set_tests_properties(${KILN_TEST_PREFIX}.NOT_BUILT PROPERTIES WILL_FAIL TRUE LABELS occupancy)
  return()
endif()
execute_process(COMMAND "${KILN_EXECUTABLE}" inspect "${KILN_BUNDLE}" --json
                OUTPUT_VARIABLE json ERROR_VARIABLE error RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  add_test(${KILN_TEST_PREFIX}.UNREADABLE "${CMAKE_COMMAND}" -E echo "kiln inspect failed: ${error}")
  set_tests_properties(${KILN_TEST_PREFIX}.UNREADABLE PROPERTIES WILL_FAIL TRUE LABELS occupancy)
  return()
endif()
string(JSON ntargets LENGTH "${json}" targets)
math(EXPR last_target "${ntargets} - 1")
foreach(t RANGE ${last_target})
  string(JSON target GET "${json}" targets ${t} target)
  string(JSON nkernels LENGTH "${json}" targets ${t} kernels)
  math(EXPR last_kernel "${nkernels} - 1")
  foreach(k RANGE ${last_kernel})
    string(JSON kernel GET "${json}" targets ${t} kernels ${k} name)
    add_test(${KILN_TEST_PREFIX}.${kernel}.${target} "${KILN_EXECUTABLE}" check "${KILN_BUNDLE}" --kernel ${kernel} --target ${target}
             --manifest "${KILN_MANIFEST}")
    set_tests_properties(${KILN_TEST_PREFIX}.${kernel}.${target} PROPERTIES LABELS occupancy)
  endforeach()
endforeach()
