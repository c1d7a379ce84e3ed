/* kit/sound.h: the sounds: the mixer, and the sound of each animation event. */
#ifndef UI_KIT_SOUND_H
#define UI_KIT_SOUND_H

#include "kit/screen.h"
#include "rules.h"

/* ---- Sounds (sound.c) ---- */
typedef enum UiSfx {
    UI_SFX_DROP1 = 0, /* four drops into a wooden hole, taken in turn */
    UI_SFX_DROP4 = UI_SFX_DROP1 + 3,
    UI_SFX_DROP_EARTH,
    UI_SFX_DROP_STORE,
    UI_SFX_LIFT,
    UI_SFX_RELAY,
    UI_SFX_CAPTURE,
    UI_SFX_SKIP,
    UI_SFX_OFFER,
    UI_SFX_ACCEPT,
    UI_SFX_DECLINE,
    UI_SFX_PASS,
    UI_SFX_WIN,
    UI_SFX_DRAW,
    UI_SFX_CLICK,
    UI_SFX_COUNT
} UiSfx;


/* sound.c: starts SDL's audio and loads data/sounds/ on a thread; the
 * first sound played opens the device (a device that cannot be opened is
 * said once in the log, and the game goes on silently). NULL, with one
 * line in the log, when there is no audio or the driver is "dummy"
 * (headless runs have sound only when SDL_AUDIODRIVER is set). */
UiSound *ui_sound_open(const Ui *ui);
void ui_sound_close(UiSound *snd);
/* The UI clock, each tick (headless runs mix in step with it). Returns
 * the milliseconds after which it wants another tick (to close the audio
 * device once the sounds have ended: an open one costs CPU even when
 * silent), or -1. */
int ui_sound_tick(UiSound *snd, uint64_t now_ms);
/* Is the audio device open now (false while a window's sound sleeps)? */
bool ui_sound_awake(const UiSound *snd);
/* The volume and mute of the settings take effect. */
void ui_sound_settings(UiSound *snd, const UiSettings *s);
/* Plays a sound that belongs `late_ms` before now. A start within 45 ms
 * of one of the same kind merges into it; with every voice busy the
 * oldest gives way. Never waits for the device. */
void ui_sound_play(UiSound *snd, UiSfx sfx, uint32_t late_ms, float gain);

#endif
