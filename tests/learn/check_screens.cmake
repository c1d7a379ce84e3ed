# check_screens.cmake: the lesson screen runs headless: a wrong click is explained from its trace, the right one plays, and a screenshot is written.
# Run with -DATLAS=<mancala-atlas> -DWORK=<scratch dir>.
file(MAKE_DIRECTORY ${WORK})
# Goré step 3 at 1280x800: hole 0 is at (451, 413), hole 2 at (702, 413)
# (the dump's "pits" line).
file(WRITE ${WORK}/lesson.script
  "click 451 413\nwait 50\ndump ${WORK}/wrong.txt\n"
  "click 702 413\nwait 30000\ndump ${WORK}/done.txt\n"
  "screenshot ${WORK}/learn-gore-3.png\n")
execute_process(
  COMMAND ${ATLAS} --screen learn --game gore --step 3
          --script ${WORK}/lesson.script
  RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "mancala-atlas failed (${rc}): ${err}")
endif()
file(READ ${WORK}/wrong.txt wrong)
# hole 6 (C-2) is North's third from North's left: N3 on the board
if(NOT wrong MATCHES "step 3\n.*phase 0\nwrong That would sow 6 seeds and end in hole N3 without capturing\\.")
  message(FATAL_ERROR "a wrong move is not explained from its trace:\n${wrong}")
endif()
file(READ ${WORK}/done.txt done)
if(NOT done MATCHES "step 3\n.*phase 2\n")
  message(FATAL_ERROR "the step's move did not play to its end:\n${done}")
endif()
if(NOT EXISTS ${WORK}/learn-gore-3.png)
  message(FATAL_ERROR "no screenshot was written")
endif()
# Every game's lesson and recorded game render (small: what they look like
# at each size is test_ui_languages' and test_ui_text_size's).
foreach(game gore bao-kigogo modiar ayoayo urim)
  foreach(screen learn watch)
    execute_process(
      COMMAND ${ATLAS} --screen ${screen} --game ${game} --at 2500
              --size 640x400 --screenshot ${WORK}/${screen}-${game}.png
      RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0 OR NOT EXISTS ${WORK}/${screen}-${game}.png)
      message(FATAL_ERROR "--screen ${screen} --game ${game} failed: ${err}")
    endif()
  endforeach()
endforeach()
