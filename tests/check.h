/* check.h: a tiny single-header test runner: tests named as sentences, one summary line. */
#ifndef CHECK_H
#define CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Usage:
 *   TEST(ayoayo_relay_skips_the_lap_origin) { CHECK_INT(a, b); }
 *   int main(void) { RUN(ayoayo_relay_skips_the_lap_origin); return
 *   check_summary(); }
 * A failed CHECK reports file, line and values, and ends that test only.
 * CHECK_ONLY=name in the environment runs that test alone; a run in which
 * no test ran fails.
 */

static int check_passed, check_failed, check_current_failed;
static const char *check_only; /* CHECK_ONLY=name runs one test */

#define TEST(name) static void name(void)

#define RUN(name)                                                              \
    do {                                                                       \
        if (!check_only) {                                                     \
            check_only = getenv("CHECK_ONLY");                                 \
            if (!check_only) {                                                 \
                check_only = "";                                               \
            }                                                                  \
        }                                                                      \
        if (*check_only && strcmp(check_only, #name) != 0) {                   \
            break;                                                             \
        }                                                                      \
        check_current_failed = 0;                                              \
        name();                                                                \
        if (check_current_failed) {                                            \
            check_failed++;                                                    \
            printf("FAIL %s\n", #name);                                        \
        } else {                                                               \
            check_passed++;                                                    \
            printf("ok   %s\n", #name);                                        \
        }                                                                      \
        fflush(stdout);                                                        \
    } while (0)

#define CHECK_FAIL_AT(...)                                                     \
    do {                                                                       \
        printf("  %s:%d: ", __FILE__, __LINE__);                               \
        printf(__VA_ARGS__);                                                   \
        printf("\n");                                                          \
        check_current_failed = 1;                                              \
    } while (0)

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (!(cond)) {                                                         \
            CHECK_FAIL_AT("expected %s", #cond);                               \
            return;                                                            \
        }                                                                      \
    } while (0)

#define CHECK_INT(actual, expected)                                            \
    do {                                                                       \
        long long check_a_ = (long long)(actual);                              \
        long long check_e_ = (long long)(expected);                            \
        if (check_a_ != check_e_) {                                            \
            CHECK_FAIL_AT("%s is %lld, expected %lld", #actual, check_a_,      \
                          check_e_);                                           \
            return;                                                            \
        }                                                                      \
    } while (0)

#define CHECK_STR(actual, expected)                                            \
    do {                                                                       \
        const char *check_a_ = (actual);                                       \
        const char *check_e_ = (expected);                                     \
        if (!check_a_ || strcmp(check_a_, check_e_) != 0) {                    \
            CHECK_FAIL_AT("%s is \"%s\", expected \"%s\"", #actual,            \
                          check_a_ ? check_a_ : "(null)", check_e_);           \
            return;                                                            \
        }                                                                      \
    } while (0)

/* Prints the closing line CI reads and returns the exit status: a failure
 * when a test failed or when none ran (a CHECK_ONLY that names no test). */
static inline int check_summary(void)
{
    printf("%d passed, %d failed\n", check_passed, check_failed);
    if (check_passed + check_failed == 0) {
        printf("no test ran%s%s\n", check_only && *check_only ? ": none is "
               "called " : "", check_only ? check_only : "");
        return 1;
    }
    return check_failed ? 1 : 0;
}

#endif
