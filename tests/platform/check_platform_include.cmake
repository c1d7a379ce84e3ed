# Fails when a C file under DIR calls a POSIX file function (fopen, open, rename, stat, mkdir, opendir, ...) without including platform.h, which makes the call work with UTF-8 paths on Windows.
file(GLOB_RECURSE sources ${DIR}/*.c)
set(bad "")
foreach(f ${sources})
  file(READ ${f} text)
  # Drop comments and strings roughly, then look for a call.
  string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" "" code "${text}")
  string(REGEX REPLACE "\"([^\"\\\\]|\\\\.)*\"" "\"\"" code "${code}")
  if(code MATCHES "[^a-z_.>](fopen|open|rename|remove|unlink|mkdir|stat|lstat|link|opendir|getenv|setenv)\\("
     AND NOT text MATCHES "#include \"platform.h\"")
    list(APPEND bad ${f})
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "these files call file functions without #include \"platform.h\" (needed for UTF-8 paths on Windows):\n  ${bad}")
endif()
