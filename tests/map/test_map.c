/* test_map.c: every game's marker lies in its own country on the map data, and every map frame holds what it must. */
#include "check.h"

#include "atlas_geo.h"
#include "outline.h"
#include "rules.h"

#include <math.h>
#include <string.h>

static bool frame_holds(const AtlasFrame *f, double lon, double lat)
{
    return lon > f->west && lon < f->east && lat > f->south &&
           lat < f->north;
}

TEST(every_marker_lies_inside_its_own_country_and_no_other)
{
    /* one place a game, each named when it is missing */
    for (int g = 0; g < RULES_GAME_COUNT; g++) {
        const char *name = rules_game_name((RulesGameId)g);
        if (!atlas_place_of(name)) {
            CHECK_FAIL_AT("%s: no place in src/atlas/atlas_geo.c", name);
        }
    }
    CHECK_INT(atlas_place_count(), RULES_GAME_COUNT);
    for (int i = 0; i < atlas_place_count(); i++) {
        const AtlasPlace *p = atlas_place(i);
        int own = map_country_find(p->country);
        if (own < 0) {
            CHECK_FAIL_AT("%s: no country %s in the map data", p->game,
                          p->country);
            return;
        }
        if (!map_country_contains(own, p->lon, p->lat)) {
            CHECK_FAIL_AT("%s: (%g, %g) is outside %s", p->game, p->lon,
                          p->lat, map_countries[own].name);
            return;
        }
        for (int c = 0; c < map_country_count; c++) {
            if (c != own && map_country_contains(c, p->lon, p->lat)) {
                CHECK_FAIL_AT("%s: (%g, %g) is also in %s", p->game, p->lon,
                              p->lat, map_countries[c].name);
                return;
            }
        }
    }
}

TEST(point_in_polygon_tells_land_from_sea_and_holes)
{
    /* hand-picked: the middle of the Gulf of Guinea is sea; Lesotho is a
     * hole in South Africa's outline and a country of its own */
    int za = map_country_find("ZA"), ls = map_country_find("LS");
    int ng = map_country_find("NG");
    CHECK(za >= 0 && ls >= 0 && ng >= 0);
    CHECK(!map_country_contains(ng, 3.0, 2.0));
    CHECK(map_country_contains(za, 25.0, -29.0));
    CHECK(!map_country_contains(za, 28.3, -29.5));
    CHECK(map_country_contains(ls, 28.3, -29.5));
    CHECK(map_country_find("XX") == -1);
}

TEST(brava_the_island_of_urim_is_in_the_data)
{
    /* Brava is about ten kilometres across: the map keeps it */
    int cv = map_country_find("CV");
    CHECK(cv >= 0);
    CHECK(map_country_contains(cv, -24.70, 14.85));
    CHECK(!map_country_contains(cv, -24.45, 14.70)); /* sea south of Fogo */
}

TEST(each_place_has_a_map_and_its_map_and_inset_hold_its_marker)
{
    for (int i = 0; i < atlas_place_count(); i++) {
        const AtlasPlace *p = atlas_place(i);
        const AtlasMap *m = atlas_map(p->map);
        if (!m) {
            CHECK_FAIL_AT("%s: no map %d in src/atlas/atlas_geo.c", p->game,
                          p->map);
            continue;
        }
        for (int z = 0; z < ATLAS_SIZE_COUNT; z++) {
            if (!frame_holds(&m->size[z], p->lon, p->lat)) {
                CHECK_FAIL_AT("%s: its marker is outside its map %s",
                              p->game, m->size[z].picture);
            }
        }
        CHECK(frame_holds(&p->inset, p->lon, p->lat));
        /* its country is drawn in the land tones of its region, not grey */
        int c = map_country_find(p->country);
        if (c >= 0 && strcmp(map_countries[c].continent, m->continent)) {
            CHECK_FAIL_AT("%s: %s is in %s, its map %s shows %s", p->game,
                          p->country, map_countries[c].continent,
                          m->size[0].picture, m->continent);
        }
    }
}

TEST(a_maps_two_sizes_show_the_same_region_and_every_map_a_place)
{
    CHECK(atlas_map_count() >= 1);
    for (int m = 0; m < atlas_map_count(); m++) {
        const AtlasMap *k = atlas_map(m);
        const AtlasFrame *big = &k->size[ATLAS_SIZE_LARGE];
        const AtlasFrame *small = &k->size[ATLAS_SIZE_SMALL];
        CHECK(k->name && k->name[0]);
        CHECK(big->west == small->west && big->east == small->east &&
              big->south == small->south && big->north == small->north);
        CHECK(small->width < big->width && small->height < big->height);
        CHECK(strcmp(big->picture, small->picture) != 0);
        bool used = false;
        for (int i = 0; i < atlas_place_count(); i++) {
            used = used || atlas_place(i)->map == m;
        }
        if (!used) {
            CHECK_FAIL_AT("the map %s has no place", big->picture);
        }
    }
}

TEST(every_frame_lies_within_the_extracted_outlines)
{
    for (int i = 0; i < 2 * atlas_map_count() + atlas_place_count(); i++) {
        const AtlasFrame *f =
            i < 2 * atlas_map_count()
                ? &atlas_map(i / 2)->size[i % 2]
                : &atlas_place(i - 2 * atlas_map_count())->inset;
        if (f->west * MAP_UNITS < map_domain[0] ||
            f->east * MAP_UNITS > map_domain[1] ||
            f->south * MAP_UNITS < map_domain[2] ||
            f->north * MAP_UNITS > map_domain[3]) {
            CHECK_FAIL_AT("%s reaches beyond the outlines' domain: `cmake "
                          "--build build --target map_outline` extracts "
                          "them again for every frame of atlas_geo.c, then "
                          "`--target images` draws the pictures",
                          f->picture);
        }
    }
}

TEST(insets_keep_a_kilometre_as_long_east_west_as_north_south)
{
    const double rad = 3.14159265358979323846 / 180.0;
    for (int i = 0; i < atlas_place_count(); i++) {
        const AtlasFrame *f = &atlas_place(i)->inset;
        double kx = f->width / (f->east - f->west);
        double ky = f->height / (f->north - f->south);
        double want = cos((f->north + f->south) / 2 * rad);
        if (fabs(kx / ky - want) > 0.01 * want) {
            CHECK_FAIL_AT("%s: east-west scale %.4f of north-south, "
                          "expected %.4f", f->picture, kx / ky, want);
        }
    }
}

TEST(projecting_and_back_gives_the_same_point)
{
    const AtlasFrame *f = &atlas_map(0)->size[ATLAS_SIZE_LARGE];
    double x, y, lon, lat;
    atlas_project(f, f->west, f->north, &x, &y);
    CHECK(fabs(x) < 1e-9 && fabs(y) < 1e-9);
    atlas_project(f, f->east, f->south, &x, &y);
    CHECK(fabs(x - f->width) < 1e-9 && fabs(y - f->height) < 1e-9);
    atlas_project(f, -24.7, 14.85, &x, &y);
    atlas_unproject(f, x, y, &lon, &lat);
    CHECK(fabs(lon + 24.7) < 1e-9 && fabs(lat - 14.85) < 1e-9);
}

TEST(distances_are_great_circles)
{
    /* a quarter of the equator, and one degree of a meridian */
    CHECK(fabs(atlas_distance_km(0, 0, 90, 0) - 10007.5) < 0.1);
    CHECK(fabs(atlas_distance_km(10, 0, 10, 1) - 111.19) < 0.01);
    CHECK(atlas_distance_km(3, 4, 3, 4) == 0.0);
}

TEST(the_outline_has_fewer_countries_than_the_generator_can_tell_apart)
{
    /* genmap.c keeps a country index per sample in a byte, 255 for sea */
    CHECK(map_country_count > 0 && map_country_count < 255);
}

int main(void)
{
    RUN(every_marker_lies_inside_its_own_country_and_no_other);
    RUN(point_in_polygon_tells_land_from_sea_and_holes);
    RUN(brava_the_island_of_urim_is_in_the_data);
    RUN(each_place_has_a_map_and_its_map_and_inset_hold_its_marker);
    RUN(a_maps_two_sizes_show_the_same_region_and_every_map_a_place);
    RUN(every_frame_lies_within_the_extracted_outlines);
    RUN(insets_keep_a_kilometre_as_long_east_west_as_north_south);
    RUN(projecting_and_back_gives_the_same_point);
    RUN(distances_are_great_circles);
    RUN(the_outline_has_fewer_countries_than_the_generator_can_tell_apart);
    return check_summary();
}
