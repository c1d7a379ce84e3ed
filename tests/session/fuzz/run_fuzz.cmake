# Builds the loader's fuzz target with clang and runs it for SECONDS from the seed CORPUS; fails on any crash.
find_program(CLANG NAMES clang clang-19 clang-18 clang-17 clang-16 clang-15 clang-14)
if(NOT CLANG)
  message(FATAL_ERROR "clang not found: the save loader's fuzz test needs clang "
                      "with libFuzzer (packaging/install-deps installs it)")
endif()
execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${FUZZ_SOURCE} -B ${FUZZ_BUILD}
          -DCMAKE_C_COMPILER=${CLANG} -DCMAKE_BUILD_TYPE=RelWithDebInfo
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring the fuzz target with ${CLANG} failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${FUZZ_BUILD} -j2
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building the fuzz target failed (is libclang-rt installed?)")
endif()
# New inputs go to a scratch folder (the first one named); the committed
# corpus is only read.
set(work ${FUZZ_BUILD}/corpus-work)
file(REMOVE_RECURSE ${work})
file(MAKE_DIRECTORY ${work})
execute_process(
  COMMAND ${FUZZ_BUILD}/fuzz_load -max_total_time=${SECONDS} -max_len=8192
          -timeout=20 -rss_limit_mb=2048 -print_final_stats=1
          -artifact_prefix=${FUZZ_BUILD}/
          ${work} ${CORPUS}
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the fuzzer found a failure (status ${rc}); the input "
                      "that caused it is saved as ${FUZZ_BUILD}/crash-*")
endif()
