/* test_reproducible.c: data/images/ is exactly what genimages draws (the
 * everyday run compares the pictures of up to IMAGES_MAX_PIXELS pixels,
 * test_images_reproducible_all every one). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>

#include "check.h"
#include "data_files.h"
#include "genimages.h"

#ifndef IMAGES_MAX_PIXELS
#define IMAGES_MAX_PIXELS 0 /* 0: every picture */
#endif

TEST(every_generated_picture_is_byte_identical_to_the_committed_file)
{
    /* a folder of its own: the slow twin may run at the same time */
    const char *out = IMAGES_MAX_PIXELS ? "regenerated-sample" : "regenerated";
    CHECK(mkdir(out, 0755) == 0 || errno == EEXIST);
    int compared = 0;
    for (int i = 0; i < genimages_count(); i++) {
        const GenimagesFile *f = genimages_file(i);
        const char *name = f->name;
        if (IMAGES_MAX_PIXELS > 0 &&
            f->width * f->height > IMAGES_MAX_PIXELS) {
            continue;
        }
        CHECK_INT(genimages_write(i, out), 0);
        compared++;
        char fresh_path[1024];
        char kept_path[1024];
        size_t fresh_size = 0;
        size_t kept_size = 0;
        unsigned char *fresh;
        unsigned char *kept;
        int same;
        snprintf(fresh_path, sizeof fresh_path, "%s/%s", out, name);
        snprintf(kept_path, sizeof kept_path, "%s/data/images/%s",
                 data_source_dir(), name);
        fresh = data_read_all(fresh_path, &fresh_size);
        kept = data_read_all(kept_path, &kept_size);
        same = fresh && kept && fresh_size == kept_size &&
               memcmp(fresh, kept, fresh_size) == 0;
        free(fresh);
        free(kept);
        if (!same) {
            CHECK_FAIL_AT("%s differs from what genimages draws now (or is "
                          "missing); run `cmake --build build --target "
                          "images` and commit data/images/",
                          kept_path);
            return;
        }
    }
    /* the sample holds every kind but the biggest pictures */
    CHECK(compared >= genimages_count() / 2);
}

TEST(rendering_a_picture_twice_gives_the_same_pixels)
{
    for (int i = 0; i < genimages_count(); i++) {
        const GenimagesFile *f = genimages_file(i);
        size_t n = (size_t)f->width * (size_t)f->height * 4u;
        unsigned char *a;
        unsigned char *b;
        int same;
        if (f->width > 128) {
            continue; /* the big ones are covered by the file comparison */
        }
        a = genimages_render(i);
        b = genimages_render(i);
        same = a && b && memcmp(a, b, n) == 0;
        free(a);
        free(b);
        if (!same) {
            CHECK_FAIL_AT("%s renders differently on a second run", f->name);
            return;
        }
    }
}

TEST(data_images_holds_no_png_that_the_generator_does_not_draw)
{
    char dir_path[1024];
    DIR *dir;
    struct dirent *e;
    int stray = 0;
    snprintf(dir_path, sizeof dir_path, "%s/data/images", data_source_dir());
    dir = opendir(dir_path);
    CHECK(dir != NULL);
    while ((e = readdir(dir)) != NULL) {
        size_t len = strlen(e->d_name);
        int known = 0;
        if (len < 4 || strcmp(e->d_name + len - 4, ".png") != 0) {
            continue;
        }
        for (int i = 0; i < genimages_count(); i++) {
            if (strcmp(genimages_file(i)->name, e->d_name) == 0) {
                known = 1;
            }
        }
        if (!known) {
            printf("  stray picture: %s/%s\n", dir_path, e->d_name);
            stray++;
        }
    }
    closedir(dir);
    CHECK_INT(stray, 0);
}

TEST(writing_into_a_missing_folder_fails_instead_of_crashing)
{
    CHECK_INT(genimages_write_all("no-such-folder/for/genimages"), -1);
}

int main(void)
{
    RUN(every_generated_picture_is_byte_identical_to_the_committed_file);
    RUN(rendering_a_picture_twice_gives_the_same_pixels);
    RUN(data_images_holds_no_png_that_the_generator_does_not_draw);
    RUN(writing_into_a_missing_folder_fails_instead_of_crashing);
    return check_summary();
}
