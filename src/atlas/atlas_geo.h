/* atlas_geo.h: where the games are played, and the frames of the map pictures that show it (libc only). */
#ifndef ATLAS_GEO_H
#define ATLAS_GEO_H

/*
 * A map picture: plate carrée (longitude and latitude drawn as straight
 * lines), a rectangle of the globe stretched over width x height pixels.
 * The insets pick their rectangle so that a kilometre is as long east-west
 * as north-south at their middle latitude.
 */
typedef struct AtlasFrame {
    const char *picture; /* its file in data/images/ */
    double west, east;   /* degrees east (west is negative) */
    double south, north; /* degrees north (south is negative) */
    int width, height;   /* the picture's size in pixels */
} AtlasFrame;

enum { ATLAS_SIZE_LARGE = 0, ATLAS_SIZE_SMALL, ATLAS_SIZE_COUNT };

/* The regions' maps there may be (the Atlas screen's buttons). */
enum { ATLAS_MAPS_MAX = 8 };

/* A region's map, the Atlas screen's picture of the places in it, at two
 * sizes (the small one where the map is drawn at its size or smaller). */
typedef struct AtlasMap {
    const char *name;      /* the region in plain words (English; the front
                              end translates it) */
    const char *continent; /* its land in tones, the rest grey: a code of
                              the outlines (AF, AS, EU, NA, SA, OC) */
    AtlasFrame size[ATLAS_SIZE_COUNT];
} AtlasMap;

/* One game's place: a marker on its region's map, its country, its inset. */
typedef struct AtlasPlace {
    const char *game;    /* rules_game_name(): "gore", "urim", ... */
    const char *country; /* ISO 3166 code, as the map data names it */
    double lon, lat;     /* the marker, in degrees */
    int map;             /* its region's map: atlas_map(map) */
    AtlasFrame inset;    /* the history screen's map of the region */
    const char *figure;  /* a drawing of the board as made there, or NULL */
} AtlasPlace;

/* The regions' maps, in the order of their rows. */
int atlas_map_count(void);
const AtlasMap *atlas_map(int i);
int atlas_place_count(void);
const AtlasPlace *atlas_place(int i);
/* The place of a game by its name, or NULL. */
const AtlasPlace *atlas_place_of(const char *game);

/* A point of the globe in the frame's pixels (x right, y down), and back. */
void atlas_project(const AtlasFrame *f, double lon, double lat, double *x,
                   double *y);
void atlas_unproject(const AtlasFrame *f, double x, double y, double *lon,
                     double *lat);
/* Great-circle distance in kilometres (a sphere of radius 6371 km). */
double atlas_distance_km(double lon1, double lat1, double lon2, double lat2);

#endif
