/* png_check.c: tells the packaging tests whether a screenshot is a real picture (right size, not blank), whether two pictures differ, or whether they are the same within font rasterising. */
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#include <stb/stb_image.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Picture {
    unsigned char *px; /* RGBA */
    int w;
    int h;
} Picture;

static int load(const char *path, Picture *p)
{
    int channels;
    p->px = stbi_load(path, &p->w, &p->h, &channels, 4);
    if (!p->px) {
        fprintf(stderr, "png_check: %s: not a readable PNG (%s)\n", path,
                stbi_failure_reason());
        return 0;
    }
    return 1;
}

/* Both pictures, or neither (then nothing is left to free). */
static int load_pair(const char *a, const char *b, Picture *pa, Picture *pb)
{
    if (!load(a, pa)) {
        return 0;
    }
    if (!load(b, pb)) {
        stbi_image_free(pa->px);
        return 0;
    }
    return 1;
}

/* A blank or nearly blank frame (a window that never drew, one flat colour)
 * has very few colours, or one colour covering almost everything. A drawn
 * title screen has text, wood grain and seeds: thousands of colours. */
static int check_picture(const char *path, int want_w, int want_h)
{
    enum { BUCKETS = 4096 };
    static unsigned counts[BUCKETS];
    Picture p;
    if (!load(path, &p)) {
        return 1;
    }
    int status = 0;
    if (p.w != want_w || p.h != want_h) {
        fprintf(stderr, "png_check: %s is %dx%d, expected %dx%d\n", path, p.w,
                p.h, want_w, want_h);
        status = 1;
    }
    memset(counts, 0, sizeof counts);
    size_t n = (size_t)p.w * (size_t)p.h;
    for (size_t i = 0; i < n; i++) {
        const unsigned char *c = p.px + 4 * i;
        unsigned key = (unsigned)(c[0] >> 4) << 8 | (unsigned)(c[1] >> 4) << 4 |
                       (unsigned)(c[2] >> 4);
        counts[key]++;
    }
    unsigned used = 0;
    unsigned most = 0;
    for (int k = 0; k < BUCKETS; k++) {
        used += counts[k] > 0;
        most = counts[k] > most ? counts[k] : most;
    }
    double top_share = n ? (double)most / (double)n : 1.0;
    printf("png_check: %s: %dx%d, %u colour buckets, the commonest covers "
           "%.1f%%\n", path, p.w, p.h, used, 100.0 * top_share);
    if (used < 32 || top_share > 0.9) {
        fprintf(stderr, "png_check: %s looks blank\n", path);
        status = 1;
    }
    stbi_image_free(p.px);
    return status;
}

/* Pictures of the same screen drawn with different data differ in many
 * pixels; identical data gives identical pictures. */
static int check_differ(const char *a, const char *b)
{
    Picture pa, pb;
    if (!load_pair(a, b, &pa, &pb)) {
        return 1;
    }
    int status = 0;
    if (pa.w != pb.w || pa.h != pb.h) {
        printf("png_check: %s and %s differ in size\n", a, b);
    } else {
        size_t n = (size_t)pa.w * (size_t)pa.h;
        size_t changed = 0;
        for (size_t i = 0; i < n; i++) {
            changed += memcmp(pa.px + 4 * i, pb.px + 4 * i, 4) != 0;
        }
        printf("png_check: %s and %s differ in %zu of %zu pixels\n", a, b,
               changed, n);
        if (changed * 1000 < n) {
            fprintf(stderr, "png_check: %s and %s are (nearly) the same "
                            "picture\n", a, b);
            status = 1;
        }
    }
    stbi_image_free(pa.px);
    stbi_image_free(pb.px);
    return status;
}

/* The same screen drawn again is the same picture but for font
 * rasterising (another FreeType may shade a glyph's edge pixels a little
 * differently). A pixel counts as changed when a channel moves by more
 * than 96 of 255; up to 1 in 50,000 changed pixels pass (20 at 1280x800:
 * one changed letter changes more). Prints where the changes are. */
static int check_same(const char *committed, const char *drawn)
{
    Picture pa, pb;
    if (!load_pair(committed, drawn, &pa, &pb)) {
        return 1;
    }
    int status = 0;
    if (pa.w != pb.w || pa.h != pb.h) {
        printf("png_check: %s is %dx%d, the build draws %dx%d\n", committed,
               pa.w, pa.h, pb.w, pb.h);
        status = 1;
    } else {
        size_t changed = 0;
        int x0 = pa.w, y0 = pa.h, x1 = -1, y1 = -1;
        for (int y = 0; y < pa.h; y++) {
            for (int x = 0; x < pa.w; x++) {
                size_t i = 4 * ((size_t)y * (size_t)pa.w + (size_t)x);
                int big = 0;
                for (int c = 0; c < 4; c++) {
                    int d = (int)pa.px[i + (size_t)c] - (int)pb.px[i + (size_t)c];
                    big |= d > 96 || d < -96;
                }
                if (big) {
                    changed++;
                    x0 = x < x0 ? x : x0;
                    y0 = y < y0 ? y : y0;
                    x1 = x > x1 ? x : x1;
                    y1 = y > y1 ? y : y1;
                }
            }
        }
        size_t n = (size_t)pa.w * (size_t)pa.h;
        if (changed * 50000 > n) {
            printf("png_check: %s: %zu of %zu pixels differ from what the "
                   "build draws, within x %d-%d, y %d-%d\n", committed,
                   changed, n, x0, x1, y0, y1);
            status = 1;
        } else {
            printf("png_check: %s: the same picture (%zu pixels differ, "
                   "at most %zu may)\n", committed, changed, n / 50000);
        }
    }
    stbi_image_free(pa.px);
    stbi_image_free(pb.px);
    return status;
}

/* Icons are small and mostly transparent: only their size is checked. */
static int check_size(const char *path, int want_w, int want_h)
{
    Picture p;
    if (!load(path, &p)) {
        return 1;
    }
    int status = p.w == want_w && p.h == want_h ? 0 : 1;
    if (status) {
        fprintf(stderr, "png_check: %s is %dx%d, expected %dx%d\n", path, p.w,
                p.h, want_w, want_h);
    }
    stbi_image_free(p.px);
    return status;
}

int main(int argc, char **argv)
{
    int w, h;
    if (argc == 4 && strcmp(argv[1], "--differ") == 0) {
        return check_differ(argv[2], argv[3]);
    }
    if (argc == 4 && strcmp(argv[1], "--same") == 0) {
        return check_same(argv[2], argv[3]);
    }
    if (argc == 4 && strcmp(argv[1], "--size") == 0 &&
        sscanf(argv[3], "%dx%d", &w, &h) == 2) {
        return check_size(argv[2], w, h);
    }
    if (argc == 3 && sscanf(argv[2], "%dx%d", &w, &h) == 2) {
        return check_picture(argv[1], w, h);
    }
    fprintf(stderr, "usage: png_check FILE WxH | png_check --size FILE WxH "
                    "| png_check --differ A B | png_check --same COMMITTED DRAWN\n");
    return 2;
}
