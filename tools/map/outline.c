/* outline.c: looking countries up in the extracted outlines, and point-in-polygon. */
#include "outline.h"

#include <string.h>

int map_country_find(const char *code)
{
    for (int c = 0; c < map_country_count; c++) {
        if (strcmp(map_countries[c].code, code) == 0) {
            return c;
        }
    }
    return -1;
}

bool map_country_contains(int c, double lon, double lat)
{
    bool inside = false;
    if (c < 0 || c >= map_country_count) {
        return false;
    }
    double x = lon * MAP_UNITS, y = lat * MAP_UNITS;
    const MapCountry *k = &map_countries[c];
    for (int r = k->first_ring; r < k->first_ring + k->ring_count; r++) {
        const int32_t *p = &map_points[2 * map_rings[r].first_point];
        int n = map_rings[r].point_count;
        for (int i = 0, j = n - 1; i < n; j = i++) {
            double xi = p[2 * i], yi = p[2 * i + 1];
            double xj = p[2 * j], yj = p[2 * j + 1];
            if ((yi > y) != (yj > y) &&
                x < xj + (y - yj) / (yi - yj) * (xi - xj)) {
                inside = !inside;
            }
        }
    }
    return inside;
}
