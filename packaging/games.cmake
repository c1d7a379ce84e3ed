# games.cmake: the games as product prose names them, read from the rules
# core's list, so that no sentence of the packages counts or lists them by
# hand: RULES_GAME_LIST (src/rules/rules.h) gives each game's file, whose
# RulesGameDef gives its title, rows and row lengths. Sets, for the
# templates (configure_file @ONLY):
#   MANCALA_GAME_TITLES  "Goré, Bao Kigogo, Modiar, Ayoayo and Urim"
#   MANCALA_GAME_BOARDS  "Goré (2×4), …, Urim (2×6 or 2×7)" (UTF-8)
#   MANCALA_GAME_BOARDS_MAN  the same in roff ("Gor\('e (2\(mu4)")
#   MANCALA_GAME_NAMES_MAN  the command-line names in roff ("\fBgore\fR, …")
# and fails, naming the file, when a game's description cannot be read.
set(rules_dir ${PROJECT_SOURCE_DIR}/src/rules)
file(READ ${rules_dir}/rules.h rules_h)
string(REGEX MATCH "#define RULES_GAME_LIST\\(X\\)[^\n]*\n(([^\n]*\\\\\n)*[^\n]*)"
       game_list "${rules_h}")
string(REGEX MATCHALL "X\\(RULES_GAME_[A-Z_]+, *[a-z_]+\\)" game_rows
       "${game_list}")
if(NOT game_rows)
  message(FATAL_ERROR "games.cmake: no RULES_GAME_LIST in ${rules_dir}/rules.h")
endif()

set(titles "")
set(names_man "")
set(boards "")
set(boards_man "")
foreach(row ${game_rows})
  string(REGEX REPLACE ".*, *([a-z_]+)\\)" "\\1" stem "${row}")
  # the file that defines rules_<stem>_def
  file(GLOB game_files ${rules_dir}/*.c)
  set(def_text "")
  foreach(f ${game_files})
    file(READ ${f} text)
    if(text MATCHES "const RulesGameDef rules_${stem}_def = ")
      set(def_text "${text}")
      set(def_file ${f})
    endif()
  endforeach()
  string(REGEX MATCH "\\.name = \"([^\"]+)\"" _ "${def_text}")
  list(APPEND names_man "\\fB${CMAKE_MATCH_1}\\fR")
  string(REGEX MATCH "\\.title = \"([^\"]+)\"" _ "${def_text}")
  set(title "${CMAKE_MATCH_1}")
  string(REGEX MATCH "\\.rows = ([0-9]+)" _ "${def_text}")
  set(rows "${CMAKE_MATCH_1}")
  string(REGEX MATCH "\\.variants = {([0-9, ]+)}" _ "${def_text}")
  string(REPLACE " " "" variants "${CMAKE_MATCH_1}")
  if(NOT title OR NOT rows OR NOT variants)
    message(FATAL_ERROR "games.cmake: rules_${stem}_def has no .title, "
            ".rows and .variants written as games.cmake reads them: a "
            "string and numbers, as .title = \"Urim\", .rows = 2, "
            ".variants = {6, 7} (no named constants)")
  endif()
  string(REPLACE "," ";" variants "${variants}")
  set(sizes "")
  set(sizes_man "")
  foreach(v ${variants})
    list(APPEND sizes "${rows}×${v}")
    list(APPEND sizes_man "${rows}\\(mu${v}")
  endforeach()
  string(REPLACE ";" " or " sizes "${sizes}")
  string(REPLACE ";" " or " sizes_man "${sizes_man}")
  list(APPEND titles "${title}")
  list(APPEND boards "${title} (${sizes})")
  # roff writes é as \('e, as the pages do by hand
  string(REPLACE "é" "\\('e" title_man "${title}")
  list(APPEND boards_man "${title_man} (${sizes_man})")
endforeach()

# "A, B and C": a list as a sentence names it
function(mancala_and_list out)
  set(items ${ARGN})
  list(LENGTH items n)
  if(n LESS 2)
    set(${out} "${items}" PARENT_SCOPE)
    return()
  endif()
  math(EXPR last "${n} - 1")
  list(GET items ${last} tail)
  list(REMOVE_AT items ${last})
  string(REPLACE ";" ", " head "${items}")
  set(${out} "${head} and ${tail}" PARENT_SCOPE)
endfunction()

mancala_and_list(MANCALA_GAME_TITLES ${titles})
mancala_and_list(MANCALA_GAME_BOARDS ${boards})
mancala_and_list(MANCALA_GAME_BOARDS_MAN ${boards_man})
mancala_and_list(MANCALA_GAME_NAMES_MAN ${names_man})
