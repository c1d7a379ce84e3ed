# Runs the game under valgrind on a session through every screen (and a finished game's result screen); fails on any memory error or definite leak.
# cmake -DVALGRIND=<valgrind> -DGAME=<mancala-atlas> -DSOURCE=<tests/monkey> -DWORK=<dir> -DMOVES_FILE=<file> -P run_valgrind.cmake
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/home)
set(ENV{MANCALA_HOME} ${WORK}/home)
set(ENV{SDL_VIDEODRIVER} dummy)
set(vg ${VALGRIND} --leak-check=full --show-leak-kinds=definite
       --errors-for-leak-kinds=definite --error-exitcode=99
       --num-callers=30)

function(run_under_valgrind name)
  execute_process(COMMAND ${vg} ${GAME} ${ARGN}
                  WORKING_DIRECTORY ${WORK}
                  RESULT_VARIABLE status
                  ERROR_VARIABLE report)
  string(REGEX MATCH "definitely lost: [0-9,]+ bytes" lost "${report}")
  message(STATUS "valgrind ${name}: exit ${status}, ${lost}")
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "valgrind ${name} failed (exit ${status}):\n${report}")
  endif()
endfunction()

run_under_valgrind(session --script ${SOURCE}/valgrind_session.script)
# The session must really have gone through every screen.
set(expect title select text text game game game title title atlas text
    settings select learn title)
set(k 0)
foreach(screen ${expect})
  if(NOT EXISTS ${WORK}/vg-${k}.dump)
    message(FATAL_ERROR "the session stopped before dump ${k} (${screen})")
  endif()
  file(STRINGS ${WORK}/vg-${k}.dump first LIMIT_COUNT 1)
  if(NOT first STREQUAL "screen ${screen}")
    message(FATAL_ERROR "dump ${k}: '${first}', expected 'screen ${screen}'")
  endif()
  math(EXPR k "${k} + 1")
endforeach()

# The result screen, after a whole Modiar game.
file(READ ${MOVES_FILE} moves)
string(STRIP "${moves}" moves)
run_under_valgrind(result --screen result --game modiar --moves "${moves}"
                   --screenshot ${WORK}/result.png)
