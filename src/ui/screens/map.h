/* screens/map.h: the map pictures the Atlas and a game's history share: a place's marker, a captioned picture with a marker, the history's inset. */
#ifndef UI_SCREENS_MAP_H
#define UI_SCREENS_MAP_H

#include "kit/screen.h"
#include "rules.h"

#include "atlas_geo.h"

/* A place's marker of radius r at (x, y), glowing when `lit`. */
void ui_map_marker_draw(Ui *ui, float x, float y, float r, bool lit);
/* One captioned picture of data/images/, `w` wide in its proportions, with
 * `marker`'s place on it when not NULL (the picture is then the place's
 * inset); drawn when `draw`; returns its height with the caption (0 when
 * the picture is missing). */
float ui_map_picture_draw(Ui *ui, const char *file, float x, float y,
                          float w, bool draw, const char *caption,
                          const AtlasPlace *marker);
/* The history's map of the game's region, and a figure of its board where
 * the history describes how it is made: laid out from (x, y) in width w,
 * drawn when `draw`; returns the height used (0 for a game without a
 * place). */
float ui_map_history_inset(Ui *ui, RulesGameId g, float x, float y, float w,
                           bool draw);

#endif
