/* genmap.h: the map pictures of data/images/, drawn from the country outlines of tools/map/. */
#ifndef GENMAP_H
#define GENMAP_H

#include "atlas_geo.h"

/*
 * Draws frame `f` into `px` (f->width * f->height straight RGBA, opaque):
 * sea, land, country borders and coasts, the countries of `continent`
 * (the region's, AtlasMap.continent) in land tones, the others grey. The
 * countries of the games are drawn in the highlight colour when
 * `highlight` is NULL (a region's map), else only the country with that
 * code (an inset). Returns 0, or -1 when out of memory.
 */
int genmap_render(unsigned char *px, const AtlasFrame *f,
                  const char *continent, const char *highlight);

#endif
