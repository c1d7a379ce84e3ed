/* atlas_geo.h: where the five games are played, and the frames of the map pictures that show it (libc only). */
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

/* One game's place: a marker on the map, its country, its inset. */
typedef struct AtlasPlace {
    const char *game;    /* rules_game_name(): "gore", "urim", ... */
    const char *country; /* ISO 3166 code, as the map data names it */
    double lon, lat;     /* the marker, in degrees */
    AtlasFrame inset;    /* the history screen's map of the region */
    const char *figure;  /* a drawing of the board as made there, or NULL */
} AtlasPlace;

enum { ATLAS_MAP_LARGE = 0, ATLAS_MAP_SMALL, ATLAS_MAP_COUNT };

/* The map of Africa and the Atlantic islands, at two sizes. */
const AtlasFrame *atlas_map(int which);
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
