/* test_content.c: the pictures in data/images/ match their README. */
#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_PNG
#include <math.h>
#include <stb/stb_image.h>

#include "check.h"
#include "genimages.h"

typedef struct Doc {
    char name[64];
    int width;
    int height;
} Doc;

typedef struct Image {
    unsigned char *px;
    int w;
    int h;
} Image;

static const char *source_dir(void)
{
    const char *d = getenv("MANCALA_SOURCE_DIR");
    return d ? d : "../../..";
}

/* Reads the table rows "| `name.png` | WxH | ..." of the README. */
static int read_readme(Doc *docs, int max)
{
    char path[1024];
    char line[1024];
    int n = 0;
    int line_no = 0;
    FILE *f;
    snprintf(path, sizeof path, "%s/data/images/README.md", source_dir());
    f = fopen(path, "r");
    if (!f) {
        printf("  cannot open %s\n", path);
        return -1;
    }
    while (fgets(line, sizeof line, f) && n < max) {
        const char *name = line + 3;
        const char *end;
        size_t len;
        line_no++;
        if (strncmp(line, "| `", 3) != 0) {
            continue;
        }
        end = strchr(name, '`');
        if (!end || (len = (size_t)(end - name)) >= sizeof docs[n].name ||
            len < 5 || strncmp(end - 4, ".png", 4) != 0) {
            continue;
        }
        memcpy(docs[n].name, name, len);
        docs[n].name[len] = '\0';
        if (sscanf(end, "` | %dx%d |", &docs[n].width, &docs[n].height) !=
            2) {
            printf("  %s:%d: no WxH size after %s\n", path, line_no,
                   docs[n].name);
            fclose(f);
            return -1;
        }
        n++;
    }
    fclose(f);
    return n;
}

static Image load(const char *name)
{
    char path[1024];
    Image img = {NULL, 0, 0};
    int channels = 0;
    snprintf(path, sizeof path, "%s/data/images/%s", source_dir(), name);
    img.px = stbi_load(path, &img.w, &img.h, &channels, 4);
    if (!img.px) {
        printf("  cannot load %s: %s\n", path, stbi_failure_reason());
    }
    return img;
}

static const unsigned char *at(const Image *img, int x, int y)
{
    return img->px + ((size_t)y * (size_t)img->w + (size_t)x) * 4u;
}

static double lum(const unsigned char *p)
{
    return 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
}

/* Mean R, G, B and luminance mean and standard deviation over a texture. */
typedef struct Stats {
    double r, g, b, mean, sd;
    int opaque;
} Stats;

static Stats stats(const Image *img)
{
    Stats s = {0.0, 0.0, 0.0, 0.0, 0.0, 1};
    double sum2 = 0.0;
    double n = (double)img->w * img->h;
    for (int y = 0; y < img->h; y++) {
        for (int x = 0; x < img->w; x++) {
            const unsigned char *p = at(img, x, y);
            double l = lum(p);
            s.r += p[0];
            s.g += p[1];
            s.b += p[2];
            s.mean += l;
            sum2 += l * l;
            if (p[3] != 255) {
                s.opaque = 0;
            }
        }
    }
    s.r /= n;
    s.g /= n;
    s.b /= n;
    s.mean /= n;
    s.sd = sqrt(sum2 / n - s.mean * s.mean);
    return s;
}

TEST(every_picture_in_the_readme_exists_and_decodes_at_its_documented_size)
{
    Doc docs[64];
    int n = read_readme(docs, 64);
    CHECK(n >= 20);
    for (int i = 0; i < n; i++) {
        Image img = load(docs[i].name);
        int ok = img.px && img.w == docs[i].width &&
                 img.h == docs[i].height;
        if (!ok) {
            CHECK_FAIL_AT("%s is %dx%d, README says %dx%d", docs[i].name,
                          img.w, img.h, docs[i].width, docs[i].height);
            stbi_image_free(img.px);
            return;
        }
        stbi_image_free(img.px);
    }
}

TEST(the_readme_documents_every_picture_the_generator_draws)
{
    Doc docs[64];
    int n = read_readme(docs, 64);
    /* each picture first, so that a new one (a new region's map, a new
     * game's inset) is named */
    for (int i = 0; i < genimages_count(); i++) {
        const GenimagesFile *f = genimages_file(i);
        int found = 0;
        for (int j = 0; j < n; j++) {
            if (strcmp(docs[j].name, f->name) == 0 &&
                docs[j].width == f->width && docs[j].height == f->height) {
                found = 1;
            }
        }
        if (!found) {
            CHECK_FAIL_AT("%s (%dx%d) is missing from data/images/README.md",
                          f->name, f->width, f->height);
            return;
        }
    }
    CHECK_INT(n, genimages_count());
}

TEST(seeds_have_transparent_corners_and_a_shaded_opaque_body)
{
    for (int k = 1; k <= 8; k++) {
        char name[32];
        Image img;
        int body = 0;
        double lo = 255.0;
        double hi = 0.0;
        snprintf(name, sizeof name, "seed-%d.png", k);
        img = load(name);
        CHECK(img.px != NULL);
        for (int y = 0; y < img.h; y++) {
            for (int x = 0; x < img.w; x++) {
                const unsigned char *p = at(&img, x, y);
                if (p[3] == 255) {
                    double l = lum(p);
                    body++;
                    lo = l < lo ? l : lo;
                    hi = l > hi ? l : hi;
                }
            }
        }
        /* Corners empty, centre solid, body a fair share of the image,
         * and shaded: a highlight well above the darkest edge. */
        if (at(&img, 0, 0)[3] != 0 || at(&img, 63, 0)[3] != 0 ||
            at(&img, 0, 63)[3] != 0 || at(&img, 63, 63)[3] != 0 ||
            at(&img, 30, 30)[3] != 255 || body < 64 * 64 / 6 ||
            body > 64 * 64 / 2 || hi - lo < 60.0) {
            CHECK_FAIL_AT("%s: corners a=%d,%d,%d,%d centre a=%d body=%d "
                          "luminance %.0f..%.0f",
                          name, at(&img, 0, 0)[3], at(&img, 63, 0)[3],
                          at(&img, 0, 63)[3], at(&img, 63, 63)[3],
                          at(&img, 30, 30)[3], body, lo, hi);
            stbi_image_free(img.px);
            return;
        }
        stbi_image_free(img.px);
    }
}

TEST(board_surfaces_are_opaque_warm_medium_dark_and_not_flat)
{
    const char *names[2] = {"wood.png", "earth.png"};
    for (int i = 0; i < 2; i++) {
        Image img = load(names[i]);
        Stats s;
        CHECK(img.px != NULL);
        s = stats(&img);
        stbi_image_free(img.px);
        if (!s.opaque || !(s.r > s.g && s.g > s.b) || s.mean < 60.0 ||
            s.mean > 140.0 || s.sd < 6.0) {
            CHECK_FAIL_AT("%s: opaque=%d mean rgb %.0f,%.0f,%.0f luminance "
                          "%.1f sd %.1f",
                          names[i], s.opaque, s.r, s.g, s.b, s.mean, s.sd);
            return;
        }
    }
}

/* Mean absolute luminance step between column a and column b. */
static double column_step(const Image *img, int a, int b)
{
    double sum = 0.0;
    for (int y = 0; y < img->h; y++) {
        sum += fabs(lum(at(img, a, y)) - lum(at(img, b, y)));
    }
    return sum / img->h;
}

static double row_step(const Image *img, int a, int b)
{
    double sum = 0.0;
    for (int x = 0; x < img->w; x++) {
        sum += fabs(lum(at(img, x, a)) - lum(at(img, x, b)));
    }
    return sum / img->w;
}

TEST(board_surfaces_tile_without_a_visible_seam)
{
    const char *names[2] = {"wood.png", "earth.png"};
    for (int i = 0; i < 2; i++) {
        Image img = load(names[i]);
        double inner_x = 0.0;
        double inner_y = 0.0;
        double seam_x;
        double seam_y;
        CHECK(img.px != NULL);
        for (int k = 0; k + 1 < img.w; k++) {
            inner_x += column_step(&img, k, k + 1);
        }
        for (int k = 0; k + 1 < img.h; k++) {
            inner_y += row_step(&img, k, k + 1);
        }
        inner_x /= img.w - 1;
        inner_y /= img.h - 1;
        /* Wrapping around must look like any other step between
         * neighbours. */
        seam_x = column_step(&img, img.w - 1, 0);
        seam_y = row_step(&img, img.h - 1, 0);
        stbi_image_free(img.px);
        if (seam_x > 2.0 * inner_x + 1.0 || seam_y > 2.0 * inner_y + 1.0) {
            CHECK_FAIL_AT("%s: seam steps %.2f, %.2f against %.2f, %.2f "
                          "inside",
                          names[i], seam_x, seam_y, inner_x, inner_y);
            return;
        }
    }
}

TEST(pit_and_store_overlays_darken_the_bowl_and_leave_the_corners_alone)
{
    const char *names[3] = {"pit.png", "pit-earth.png", "store.png"};
    for (int i = 0; i < 3; i++) {
        Image img = load(names[i]);
        const unsigned char *centre;
        int lit = 0;
        CHECK(img.px != NULL);
        centre = at(&img, img.w / 2, img.h / 2);
        for (int y = img.h / 2; y < img.h; y++) {
            for (int x = img.w / 2; x < img.w; x++) {
                const unsigned char *p = at(&img, x, y);
                if (p[0] == 255 && p[3] > 0) {
                    lit++;
                }
            }
        }
        /* The middle darkens, but lets the surface and a count drawn on
         * it show through; the lower-right wall catches the light. */
        if (at(&img, 0, 0)[3] != 0 ||
            at(&img, img.w - 1, img.h - 1)[3] != 0 || centre[0] != 0 ||
            centre[3] < 77 || centre[3] > 217 || lit == 0) {
            CHECK_FAIL_AT("%s: corner a=%d centre rgb=%d a=%d lit=%d",
                          names[i], at(&img, 0, 0)[3], centre[0], centre[3],
                          lit);
            stbi_image_free(img.px);
            return;
        }
        stbi_image_free(img.px);
    }
}

TEST(icons_have_transparent_corners_an_opaque_board_and_dark_pits)
{
    const int sizes[7] = {16, 32, 48, 64, 128, 256, 512};
    for (int i = 0; i < 7; i++) {
        char name[32];
        Image img;
        int s = sizes[i];
        int dark = 0;
        int opaque = 0;
        snprintf(name, sizeof name, "icon-%d.png", s);
        img = load(name);
        CHECK(img.px != NULL);
        for (int y = 0; y < s; y++) {
            for (int x = 0; x < s; x++) {
                const unsigned char *p = at(&img, x, y);
                opaque += p[3] == 255;
                dark += p[3] == 255 && lum(p) < 70.0;
            }
        }
        /* The board fills about half the square; six pits take a good
         * part of it. */
        if (img.w != s || img.h != s || at(&img, 0, 0)[3] != 0 ||
            at(&img, s / 2, s / 2)[3] != 255 || opaque < s * s * 2 / 5 ||
            dark < opaque / 10) {
            CHECK_FAIL_AT("%s: %dx%d corner a=%d opaque=%d dark=%d", name,
                          img.w, img.h, at(&img, 0, 0)[3], opaque, dark);
            stbi_image_free(img.px);
            return;
        }
        stbi_image_free(img.px);
    }
}

int main(void)
{
    RUN(every_picture_in_the_readme_exists_and_decodes_at_its_documented_size);
    RUN(the_readme_documents_every_picture_the_generator_draws);
    RUN(seeds_have_transparent_corners_and_a_shaded_opaque_body);
    RUN(board_surfaces_are_opaque_warm_medium_dark_and_not_flat);
    RUN(board_surfaces_tile_without_a_visible_seam);
    RUN(pit_and_store_overlays_darken_the_bowl_and_leave_the_corners_alone);
    RUN(icons_have_transparent_corners_an_opaque_board_and_dark_pits);
    return check_summary();
}
