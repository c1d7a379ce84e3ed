/* test_reproducible.c: data/sounds/ is exactly what gensounds synthesises. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>

#include "check.h"
#include "data_files.h"
#include "gensounds.h"

TEST(every_committed_sound_is_byte_identical_to_what_gensounds_makes)
{
    for (int i = 0; i < gensounds_count(); i++) {
        char path[1024];
        size_t len = 0, fresh_size = 0, kept_size = 0;
        int16_t *s = gensounds_render(i, &len);
        unsigned char *fresh = s ? gensounds_wav(s, len, &fresh_size) : NULL;
        unsigned char *kept;
        int same;
        snprintf(path, sizeof path, "%s/data/sounds/%s", data_source_dir(),
                 gensounds_name(i));
        kept = data_read_all(path, &kept_size);
        same = fresh && kept && fresh_size == kept_size &&
               memcmp(fresh, kept, fresh_size) == 0;
        free(s);
        free(fresh);
        free(kept);
        if (!same) {
            CHECK_FAIL_AT("%s differs from what gensounds makes now (or is "
                          "missing); run `cmake --build build --target "
                          "sounds` and commit data/sounds/",
                          path);
            return;
        }
    }
}

TEST(every_sound_is_short_loud_enough_and_never_clips)
{
    for (int i = 0; i < gensounds_count(); i++) {
        size_t len = 0;
        int16_t *s = gensounds_render(i, &len);
        int peak = 0;
        CHECK(s != NULL);
        for (size_t k = 0; s && k < len; k++) {
            int a = s[k] < 0 ? -s[k] : s[k];
            peak = a > peak ? a : peak;
        }
        /* between a quarter and two thirds of full scale: room for a few
         * to overlap in the mixer */
        if (peak < 32767 / 5 || peak > 32767 * 2 / 3 ||
            len > 2u * GENSOUNDS_RATE || (s && s[len - 1] != 0)) {
            CHECK_FAIL_AT("%s: peak %d, %zu samples, last sample %d",
                          gensounds_name(i), peak, len, s ? s[len - 1] : 0);
        }
        free(s);
    }
}

TEST(data_sounds_holds_no_wav_that_the_generator_does_not_make)
{
    char dir_path[1024];
    DIR *dir;
    struct dirent *e;
    int stray = 0;
    snprintf(dir_path, sizeof dir_path, "%s/data/sounds", data_source_dir());
    dir = opendir(dir_path);
    CHECK(dir != NULL);
    while (dir && (e = readdir(dir)) != NULL) {
        size_t len = strlen(e->d_name);
        int known = 0;
        if (len < 4 || strcmp(e->d_name + len - 4, ".wav") != 0) {
            continue;
        }
        for (int i = 0; i < gensounds_count(); i++) {
            known |= strcmp(gensounds_name(i), e->d_name) == 0;
        }
        if (!known) {
            printf("  stray sound: %s/%s\n", dir_path, e->d_name);
            stray++;
        }
    }
    if (dir) {
        closedir(dir);
    }
    CHECK_INT(stray, 0);
}

TEST(writing_into_a_missing_folder_fails_instead_of_crashing)
{
    CHECK_INT(gensounds_write_all("no-such-folder/for/gensounds"), -1);
}

int main(void)
{
    RUN(every_committed_sound_is_byte_identical_to_what_gensounds_makes);
    RUN(every_sound_is_short_loud_enough_and_never_clips);
    RUN(data_sounds_holds_no_wav_that_the_generator_does_not_make);
    RUN(writing_into_a_missing_folder_fails_instead_of_crashing);
    return check_summary();
}
