# check_po.cmake: fails unless every _()/N_() string of src/{rules,ai,content,session,learn,ui} has a checked translation in every po/<lang>.po.
# Run with -DSOURCE=<clone> -DWORK=<scratch dir> -DXGETTEXT=... -DMSGCMP=... -DMSGFMT=...
file(GLOB sources ${SOURCE}/src/rules/*.c ${SOURCE}/src/ai/*.c
     ${SOURCE}/src/content/*.c
     ${SOURCE}/src/session/*.c
     ${SOURCE}/src/learn/*.c ${SOURCE}/src/ui/*.c ${SOURCE}/src/ui/*/*.c ${SOURCE}/src/ui/*/*/*.c)
file(GLOB po_files ${SOURCE}/po/*.po)
if(NOT po_files)
  message(FATAL_ERROR "no translations in ${SOURCE}/po")
endif()
file(MAKE_DIRECTORY ${WORK})
set(pot ${WORK}/extracted.pot)
execute_process(
  COMMAND ${XGETTEXT} --from-code=UTF-8 --language=C -k_ -kN_ -krules_why:3
          -kai_tr:2
          --force-po
          -o ${pot} ${sources}
  RESULT_VARIABLE rc ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "xgettext failed: ${out}")
endif()
set(failed FALSE)
foreach(po ${po_files})
  # msgcmp counts neither empty nor fuzzy entries as translated.
  execute_process(COMMAND ${MSGCMP} ${po} ${pot}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(SEND_ERROR "${po}: strings of the interface without a "
      "translation (run po/update-pot, then translate):\n${out}")
    set(failed TRUE)
  endif()
  execute_process(COMMAND ${MSGFMT} --check --statistics -o /dev/null ${po}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0 OR out MATCHES "fuzzy|untranslated")
    message(SEND_ERROR "${po}: every entry must be translated and not "
      "fuzzy: ${out}")
    set(failed TRUE)
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "translations incomplete")
endif()
message(STATUS "translations complete: ${po_files}")
