# Runs one libFuzzer target for a bounded time on its committed seed corpus; a finding fails the test and names the input to keep.
# cmake -DFUZZER=<exe> -DSEEDS=<dir> -DWORK=<dir> -DSECONDS=<n> -P run_fuzzer.cmake
get_filename_component(name ${FUZZER} NAME)
# New inputs go to a scratch corpus in the build tree, never the sources.
file(MAKE_DIRECTORY ${WORK}/corpus ${WORK}/artifacts)
execute_process(
  COMMAND ${FUZZER} -max_total_time=${SECONDS} -timeout=10
          -rss_limit_mb=2048 -print_final_stats=1
          -artifact_prefix=${WORK}/artifacts/ ${WORK}/corpus ${SEEDS}
  RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  file(GLOB found ${WORK}/artifacts/*)
  message(FATAL_ERROR "fuzz: ${name} found a failing input: ${found}\n"
          "Reproduce with: ${FUZZER} <input>. Once fixed, copy the input "
          "into tests/fuzz/regressions/${name}/ so it is replayed forever.")
endif()
message(STATUS "fuzz: ${name} ran ${SECONDS} s without a finding")
