# check_po.cmake: fails unless every _()/N_()/P_() string of src/{rules,ai,content,session,learn,puzzle,ui} has a checked translation in the po/<lang>.po of every offered language (CONTENT_LANGUAGE_LIST in src/content/content.h); a language still being translated may leave strings untranslated, never fuzzy.
# Run with -DSOURCE=<clone> -DWORK=<scratch dir> -DXGETTEXT=... -DMSGCMP=... -DMSGFMT=...
file(GLOB sources ${SOURCE}/src/rules/*.c ${SOURCE}/src/ai/*.c
     ${SOURCE}/src/content/*.c
     ${SOURCE}/src/session/*.c
     ${SOURCE}/src/learn/*.c ${SOURCE}/src/puzzle/*.c ${SOURCE}/src/ui/*.c ${SOURCE}/src/ui/*/*.c ${SOURCE}/src/ui/*/*/*.c)
file(GLOB po_files ${SOURCE}/po/*.po)
if(NOT po_files)
  message(FATAL_ERROR "no translations in ${SOURCE}/po")
endif()
file(MAKE_DIRECTORY ${WORK})
set(pot ${WORK}/extracted.pot)
execute_process(
  COMMAND ${XGETTEXT} --from-code=UTF-8 --language=C -k_ -kN_ -kP_:1,2
          -krules_why:3 -kai_tr:2 -kpuzzle_tr:2
          --force-po
          -o ${pot} ${sources}
  RESULT_VARIABLE rc ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed: ${out}")
endif()
# The languages and whether each is offered, one a line of the list.
file(READ ${SOURCE}/src/content/content.h header)
# each row up to its offered flag (a row ends in "\", which would escape
# the list's ";")
string(REGEX MATCHALL "X\\(\"[a-z]+\", [^\n]*CONTENT_LANG_(OFFERED|PREPARED)"
       rows "${header}")
set(offered)
set(prepared)
foreach(row ${rows})
  string(REGEX MATCH "X\\(\"([a-z]+)\"" _ "${row}")
  set(code ${CMAKE_MATCH_1})
  if(row MATCHES "CONTENT_LANG_OFFERED")
    list(APPEND offered ${code})
  else()
    list(APPEND prepared ${code})
  endif()
endforeach()
if(NOT offered)
  message(FATAL_ERROR "no language list in ${SOURCE}/src/content/content.h")
endif()
set(failed FALSE)
foreach(po ${po_files})
  get_filename_component(lang ${po} NAME_WE)
  list(FIND offered ${lang} is_offered)
  list(FIND prepared ${lang} is_prepared)
  if(is_offered LESS 0 AND is_prepared LESS 0)
    message(SEND_ERROR "${po}: ${lang} is not in CONTENT_LANGUAGE_LIST")
    set(failed TRUE)
    continue()
  endif()
  # msgcmp counts neither empty nor fuzzy entries as translated; a
  # language being translated must still hold every string, to translate.
  set(use_untranslated)
  if(is_offered LESS 0)
    set(use_untranslated --use-untranslated)
  endif()
  execute_process(COMMAND ${MSGCMP} ${use_untranslated} ${po} ${pot}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(SEND_ERROR "${po}: strings of the interface missing or without "
      "a translation (run po/update-pot, then translate):\n${out}")
    set(failed TRUE)
  endif()
  execute_process(COMMAND ${MSGFMT} --check --statistics -o /dev/null ${po}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0 OR out MATCHES "fuzzy" OR
     (is_offered GREATER -1 AND out MATCHES "untranslated"))
    message(SEND_ERROR "${po}: every entry must be checked (not fuzzy), "
      "and translated once ${lang} is offered: ${out}")
    set(failed TRUE)
  endif()
  message(STATUS "${lang}: ${out}")
endforeach()
if(failed)
  message(FATAL_ERROR "translations incomplete")
endif()
message(STATUS "translations complete: ${po_files}")
