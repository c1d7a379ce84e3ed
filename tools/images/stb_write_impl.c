/* stb_write_impl.c: the one copy of stb_image_write (third-party). */
#define STB_IMAGE_WRITE_IMPLEMENTATION
#define STBI_WRITE_NO_STDIO_UNUSED_WARNING
#include <stb_image_write.h>
