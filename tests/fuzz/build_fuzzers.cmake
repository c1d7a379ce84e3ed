# Configures and builds tests/fuzz/libfuzzer with clang (run by the fuzz_targets_build_with_libfuzzer test).
# cmake -DSOURCE=<repo> -DBINARY=<dir> -DCLANG=<clang> -P build_fuzzers.cmake
execute_process(
  COMMAND ${CMAKE_COMMAND} -S ${SOURCE}/tests/fuzz/libfuzzer -B ${BINARY}
          -DCMAKE_C_COMPILER=${CLANG} -DMANCALA_SOURCE_DIR=${SOURCE}
          -DCMAKE_BUILD_TYPE=RelWithDebInfo
  RESULT_VARIABLE configured)
if(NOT configured EQUAL 0)
  message(FATAL_ERROR "fuzz: configuring the libFuzzer build failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BINARY} -j2
                RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "fuzz: building the fuzz targets failed (is "
          "libclang-rt-dev installed? packaging/install-deps installs it)")
endif()
