/* atlas_geo.c: the places of the games and the frames of the map pictures. */
#include "atlas_geo.h"

#include <math.h>
#include <stddef.h>
#include <string.h>

/* A string the front end translates (po/update-pot reads this file). */
#define N_(s) s

/*
 * The regions' maps. A game played outside every region below brings its
 * own: one name in this list, one row in `maps` (its frame: plate carrée,
 * about the shape of the screen's map area, 4:3 to 10:9), and its places
 * name it. The pictures are drawn from the outlines of tools/map, which
 * cover every frame of this file (test_map says when they do not:
 * `cmake --build build --target map_outline`, then `--target images`).
 */
enum { AFRICA };

static const AtlasMap maps[] = {
    /* 12 and 6 pixels a degree; from the Cabo Verde islands to the Horn
     * of Africa, from past the Strait of Gibraltar (two degrees of sea and
     * Spain above Tangier: Modiar's marker clear of the edge) to the Cape
     * of Good Hope */
    [AFRICA] = {N_("Africa and the Atlantic islands"), "AF",
                {{"map-africa.png", -28.0, 54.0, -36.0, 40.0, 984, 912},
                 {"map-africa-small.png", -28.0, 54.0, -36.0, 40.0, 492,
                  456}}},
};

_Static_assert(sizeof maps / sizeof maps[0] <= ATLAS_MAPS_MAX,
               "more regions' maps than ATLAS_MAPS_MAX (atlas_geo.h)");

/*
 * Each marker sits where the history (docs/SOURCES.md) places the game:
 * - Goré: the Guro of central Côte d'Ivoire, where forest passes into
 *   savanna (between Zuénoula, Bouaflé and Sinfra);
 * - Bao Kigogo: the Gogo of the central plateau of the Dodoma Region,
 *   Tanzania (between Dodoma and Mpwapwa);
 * - Modiar: the farming villages around Tangier, Morocco;
 * - Ayoayo: the Yoruba of south-western Nigeria (around Ibadan);
 * - Urim: the island of Brava, Cabo Verde.
 * Insets: 480 x 360 pixels, 4:3 at the cosine of their middle latitude.
 */
static const AtlasPlace places[] = {
    {"gore", "CI", -5.9, 7.1, AFRICA,
     {"inset-gore.png", -11.55, 0.55, 3.0, 12.0, 480, 360}, NULL},
    {"bao-kigogo", "TZ", 36.0, -6.2, AFRICA,
     {"inset-bao-kigogo.png", 26.96, 43.04, -12.0, 0.0, 480, 360}, NULL},
    {"modiar", "MA", -5.8, 35.7, AFRICA,
     {"inset-modiar.png", -9.58, -1.42, 32.7, 37.7, 480, 360},
     "figure-modiar.png"},
    {"ayoayo", "NG", 4.0, 7.5, AFRICA,
     {"inset-ayoayo.png", -1.59, 14.59, 2.5, 14.5, 480, 360},
     "figure-ayoayo.png"},
    {"urim", "CV", -24.70, 14.85, AFRICA,
     {"inset-urim.png", -25.9, -21.74, 14.5, 17.5, 480, 360},
     "figure-urim.png"},
};

int atlas_map_count(void)
{
    return (int)(sizeof maps / sizeof maps[0]);
}

const AtlasMap *atlas_map(int i)
{
    return i >= 0 && i < atlas_map_count() ? &maps[i] : NULL;
}
int atlas_place_count(void)
{
    return (int)(sizeof places / sizeof places[0]);
}

const AtlasPlace *atlas_place(int i)
{
    return i >= 0 && i < atlas_place_count() ? &places[i] : NULL;
}

const AtlasPlace *atlas_place_of(const char *game)
{
    for (int i = 0; game && i < atlas_place_count(); i++) {
        if (strcmp(places[i].game, game) == 0) {
            return &places[i];
        }
    }
    return NULL;
}

void atlas_project(const AtlasFrame *f, double lon, double lat, double *x,
                   double *y)
{
    *x = (lon - f->west) / (f->east - f->west) * f->width;
    *y = (f->north - lat) / (f->north - f->south) * f->height;
}

void atlas_unproject(const AtlasFrame *f, double x, double y, double *lon,
                     double *lat)
{
    *lon = f->west + x / f->width * (f->east - f->west);
    *lat = f->north - y / f->height * (f->north - f->south);
}

double atlas_distance_km(double lon1, double lat1, double lon2, double lat2)
{
    const double rad = 3.14159265358979323846 / 180.0;
    double p1 = lat1 * rad, p2 = lat2 * rad;
    double dp = (lat2 - lat1) * rad, dl = (lon2 - lon1) * rad;
    double a = sin(dp / 2) * sin(dp / 2) +
               cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2);
    return 2 * 6371.0 * atan2(sqrt(a), sqrt(1 - a));
}
