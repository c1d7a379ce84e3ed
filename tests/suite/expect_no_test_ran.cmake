# Runs EXE with CHECK_ONLY naming no test of it: check.h must fail the run
# (non-zero status) and say that no test ran, never pass with "0 passed".
set(ENV{CHECK_ONLY} "no_test_is_called_this")
execute_process(COMMAND ${EXE} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(rc EQUAL 0)
  message(FATAL_ERROR "${EXE} passed although no test ran:\n${out}")
endif()
if(NOT out MATCHES "no test ran: none is called no_test_is_called_this")
  message(FATAL_ERROR "${EXE} failed without saying that no test ran "
                      "(status ${rc}):\n${out}${err}")
endif()
message(STATUS "no test ran, and ${EXE} said so with status ${rc}")
