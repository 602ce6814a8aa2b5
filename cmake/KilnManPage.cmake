# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# Writes kiln(1) from kiln's own help text (`kiln --help`, then `kiln help COMMAND` for each
# command it lists), so the man page says what the tool says. Run at build time (CMakeLists.txt):
#   cmake -DKILN=<kiln> -DOUT=<kiln.1> -DVERSION=<version> -P KilnManPage.cmake
# The text is kept as it is (.nf), with roff's escapes: a backslash, and a line starting with '.'
# or "'". No date: the same bytes on every build.
function(roff_text text out)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

execute_process(COMMAND "${KILN}" --help OUTPUT_VARIABLE usage RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "kiln --help failed (${rc})")
endif()
string(REGEX MATCHALL "\n  ([a-z]+) " lines "${usage}")
set(page ".TH KILN 1 \"\" \"kiln ${VERSION}\" \"User Commands\"\n.SH NAME\nkiln \\- ahead-of-time GPU kernel builds\n")
string(APPEND page ".SH SYNOPSIS\n.B kiln\n\\fIcommand\\fR [\\fIoptions\\fR]\n.SH DESCRIPTION\n.nf\n")
roff_text("${usage}" usage_roff)
string(APPEND page "${usage_roff}.fi\n.SH COMMANDS\n")
foreach(line IN LISTS lines)
  string(STRIP "${line}" command)
  execute_process(COMMAND "${KILN}" help ${command} OUTPUT_VARIABLE help RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0 OR help STREQUAL "")
    message(FATAL_ERROR "kiln help ${command} failed (${rc}): the man page would lie")
  endif()
  roff_text("${help}" help_roff)
  string(APPEND page ".SS ${command}\n.nf\n${help_roff}.fi\n")
endforeach()
string(APPEND page ".SH SEE ALSO\nThe documentation in the source tree's docs/ (docs/cli.md: every command and option).\n")
file(WRITE "${OUT}.tmp" "${page}")
file(RENAME "${OUT}.tmp" "${OUT}")
