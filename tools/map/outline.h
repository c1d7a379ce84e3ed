/* outline.h: the country outlines the map pictures are drawn from (outline_data.c, extracted from the Digital Chart of the World). */
#ifndef MAP_OUTLINE_H
#define MAP_OUTLINE_H

#include <stdbool.h>
#include <stdint.h>

/* Coordinates are whole thousandths of a degree, longitude then latitude. */
enum { MAP_UNITS = 1000 };

/* A closed ring: point_count points from map_points[2 * first_point]. */
typedef struct MapRing {
    int first_point, point_count;
} MapRing;

/* A country: its rings, filled even-odd (a ring inside another is a hole,
 * as Lesotho is in South Africa). */
typedef struct MapCountry {
    const char *code;      /* ISO 3166 alpha-2 */
    const char *continent; /* AF, EU, AS, ... */
    const char *name;      /* the data's English name */
    int first_ring, ring_count;
} MapCountry;

extern const int32_t map_domain[4]; /* west, east, south, north */
extern const int32_t map_points[];
extern const int map_point_count;
extern const MapRing map_rings[];
extern const int map_ring_count;
extern const MapCountry map_countries[];
extern const int map_country_count;

/* The country with this code, or -1. */
int map_country_find(const char *code);
/* Is (lon, lat), in degrees, inside country c (even-odd over its rings)? */
bool map_country_contains(int c, double lon, double lat);

#endif
