# check_extraction.cmake: runs tools/map/extract_outline.py and compares its output with the committed tools/map/outline_data.c.
if(NOT PYTHON)
  message(FATAL_ERROR "python3 was not found when the build was configured "
                      "(Debian package python3; packaging/install-deps installs it)")
endif()
execute_process(COMMAND ${PYTHON} ${EXTRACT} ${OUT}
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the extraction failed: ${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${COMMITTED}
                RESULT_VARIABLE same)
if(NOT same EQUAL 0)
  message(FATAL_ERROR "${COMMITTED} differs from what extract_outline.py "
                      "makes of gmt-dcw now (${OUT}); run `cmake --build build "
                      "--target map_outline`, then `--target images`, and "
                      "commit both")
endif()
message(STATUS "the committed outline is the extraction")
