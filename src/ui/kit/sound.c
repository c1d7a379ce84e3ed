/* sound.c: the game's sounds: data/sounds/ loaded on a thread, a small mixer on SDL's own audio device, and the sound of each animation event. */
#include "kit/screen.h"
#include "kit/settings.h"
#include "kit/sound.h"

#include "safeio.h"

#include <stdlib.h>
#include <string.h>

#include "platform.h"

/* The files of data/sounds/, in UiSfx order (tools/sounds/gensounds.c
 * makes them). */
static const char *const sfx_files[UI_SFX_COUNT] = {
    "drop-1.wav", "drop-2.wav",  "drop-3.wav",     "drop-4.wav",
    "drop-earth.wav", "drop-store.wav", "lift.wav", "relay.wav",
    "capture.wav", "skip.wav",   "offer.wav",      "accept.wav",
    "decline.wav", "pass.wav",   "win.wav",        "draw.wav",
    "click.wav"};

enum {
    RATE = 22050,
    VOICES = 16,
    /* a sound is placed this far after the moment it belongs to, past
     * what the device has mixed: more than a frame, so an event that
     * happened during the last frame still starts on time (a sound that
     * would start in mixed samples starts at once instead) */
    LATENCY = RATE * 30 / 1000,
    /* two starts of one kind of sound closer than this are merged into
     * one, a little louder (fast and instant moves) */
    MERGE = RATE * 45 / 1000,
    /* lockstep: the mixer stays this far behind the virtual clock, so an
     * event a frame old still lands in what is not mixed yet */
    MARGIN = RATE * 100 / 1000,
    /* the device is opened by the first sound (opening it would cost
     * start-up time), closed this long after the last sound ends (SDL's
     * audio thread would otherwise wake every buffer, silent or not) and
     * opened again by the next sound */
    SLEEP_MS = 800,
    SOUND_FILE_MAX = 1 << 20,
};

typedef struct Clip {
    int16_t *pcm;
    size_t len;
} Clip;

typedef struct Voice {
    int sfx; /* -1: free */
    int64_t start; /* sample of the timeline where it begins */
    float gain;
} Voice;

struct UiSound {
    SDL_AudioDeviceID dev; /* 0 until the first sound, and while asleep */
    bool broken;           /* it could not be opened: stay quiet */
    SDL_Thread *loader;
    SDL_atomic_t loaded; /* the clips may be used */
    char dir[1100];
    Clip clip[UI_SFX_COUNT];
    /* Everything below is shared with the audio thread, under `lock`. */
    SDL_mutex *lock;
    SDL_cond *more;  /* lockstep: the clock moved on */
    SDL_cond *mixed; /* lockstep: the mixer moved on */
    int chunk;       /* samples of one device buffer */
    Voice voice[VOICES];
    int64_t pos;        /* samples mixed so far */
    uint64_t pos_ticks; /* SDL_GetTicks64() when `pos` was reached */
    float gain;         /* master volume; 0 when muted */
    /* Headless runs keep the mixer in step with the virtual clock: it
     * mixes nothing the clock has not reached, so what the disk driver
     * writes follows the animation exactly, however busy the machine. */
    bool lockstep;
    bool closing;
    int64_t limit; /* lockstep: samples the mixer may reach */
    uint64_t clock_ms; /* the UI clock at the last tick */
    uint64_t origin_ms; /* lockstep: the UI time of sample 0 */
    uint64_t busy_until; /* SDL_GetTicks64() when the last voice ends */
};

/* Reads a 16-bit mono PCM WAV at RATE; NULL and `why` otherwise. */
static int16_t *read_wav(const char *path, size_t *len, char *why,
                         size_t why_size)
{
    size_t n = 0;
    unsigned char *b =
        (unsigned char *)safeio_read(path, SOUND_FILE_MAX, &n, why, why_size);
    if (!b) {
        return NULL;
    }
    if (n < 44) {
        snprintf(why, why_size, "not a sound file: %zu bytes", n);
        free(b);
        return NULL;
    }
    int16_t *pcm = NULL;
    bool fmt_ok = false;
    snprintf(why, why_size, "not a WAV file");
    if (memcmp(b, "RIFF", 4) == 0 && memcmp(b + 8, "WAVE", 4) == 0) {
        snprintf(why, why_size, "no sound data in it");
        for (size_t at = 12; at + 8 <= n;) {
            uint32_t size = (uint32_t)b[at + 4] | (uint32_t)b[at + 5] << 8 |
                            (uint32_t)b[at + 6] << 16 |
                            (uint32_t)b[at + 7] << 24;
            const unsigned char *c = b + at + 8;
            if (size > n - at - 8) {
                snprintf(why, why_size, "cut short");
                break;
            }
            if (memcmp(b + at, "fmt ", 4) == 0 && size >= 16) {
                unsigned rate = (unsigned)c[4] | (unsigned)c[5] << 8 |
                                (unsigned)c[6] << 16 | (unsigned)c[7] << 24;
                fmt_ok = c[0] == 1 && c[1] == 0 && c[2] == 1 && c[3] == 0 &&
                         rate == RATE && c[14] == 16 && c[15] == 0;
                if (!fmt_ok) {
                    snprintf(why, why_size, "not 16-bit mono PCM at %d Hz",
                             RATE);
                    break;
                }
            } else if (memcmp(b + at, "data", 4) == 0 && fmt_ok &&
                       size >= 2) {
                *len = size / 2;
                pcm = malloc(*len * sizeof *pcm);
                if (!pcm) {
                    ui_fatal(__FILE__, __LINE__, "out of memory");
                }
                for (size_t k = 0; k < *len; k++) {
                    pcm[k] = (int16_t)(uint16_t)(c[2 * k] |
                                                 c[2 * k + 1] << 8);
                }
                break;
            }
            at += 8u + size + (size & 1u);
        }
    }
    free(b);
    return pcm;
}

static int load_all(void *data)
{
    UiSound *snd = data;
    for (int i = 0; i < UI_SFX_COUNT; i++) {
        char path[1200], why[160];
        snprintf(path, sizeof path, "%s/%s", snd->dir, sfx_files[i]);
        snd->clip[i].pcm = read_wav(path, &snd->clip[i].len, why, sizeof why);
        if (!snd->clip[i].pcm) {
            SDL_Log("mancala-atlas: cannot load the sound %s (%s); playing "
                    "without it", path, why);
        }
    }
    SDL_AtomicSet(&snd->loaded, 1);
    return 0;
}

static void mix(void *data, Uint8 *stream, int bytes)
{
    UiSound *snd = data;
    int16_t *out = (int16_t *)(void *)stream;
    int n = bytes / 2;
    SDL_LockMutex(snd->lock);
    while (snd->lockstep && !snd->closing && snd->pos + n > snd->limit) {
        SDL_CondWait(snd->more, snd->lock);
    }
    /* voice by voice over the buffer: an idle mixer costs a memset */
    for (int done = 0; done < n;) {
        enum { PART = 1024 };
        float acc[PART];
        int m = n - done < PART ? n - done : PART;
        bool any = false;
        memset(acc, 0, sizeof acc);
        for (int v = 0; v < VOICES; v++) {
            const Voice *vo = &snd->voice[v];
            if (vo->sfx < 0) {
                continue;
            }
            const Clip *c = &snd->clip[vo->sfx];
            int64_t from = snd->pos + done - vo->start; /* clip sample at 0 */
            for (int k = from < 0 ? (int)(-from < m ? -from : m) : 0;
                 k < m && from + k < (int64_t)c->len; k++) {
                acc[k] += (float)c->pcm[from + k] * vo->gain;
                any = true;
            }
        }
        for (int k = 0; k < m; k++) {
            float a = any ? acc[k] * snd->gain : 0.0f;
            out[done + k] = (int16_t)(a > 32767.0f    ? 32767
                                      : a < -32768.0f ? -32768
                                                      : a);
        }
        done += m;
    }
    snd->pos += n;
    snd->pos_ticks = SDL_GetTicks64();
    SDL_CondSignal(snd->mixed);
    for (int v = 0; v < VOICES; v++) {
        Voice *vo = &snd->voice[v];
        if (vo->sfx >= 0 &&
            vo->start + (int64_t)snd->clip[vo->sfx].len <= snd->pos) {
            vo->sfx = -1;
        }
    }
    SDL_UnlockMutex(snd->lock);
}

static float volume_gain(const UiSettings *s)
{
    /* loudness is heard roughly as the square of the slider */
    float v = (float)s->volume / 100.0f;
    return s->muted ? 0.0f : v * v;
}

/* Opens the device and starts it; false if there is none. */
static bool open_device(UiSound *snd)
{
    SDL_AudioSpec want = {0}, have;
    want.freq = RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512;
    want.callback = mix;
    want.userdata = snd;
    SDL_AudioDeviceID dev = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (!dev) {
        return false;
    }
    SDL_LockMutex(snd->lock);
    snd->dev = dev;
    snd->chunk = have.samples > 0 ? have.samples : 512;
    snd->pos_ticks = SDL_GetTicks64();
    snd->busy_until = snd->pos_ticks;
    SDL_UnlockMutex(snd->lock);
    SDL_PauseAudioDevice(dev, 0);
    return true;
}

/* Stops the audio thread: nothing of the game's runs while it is quiet. */
static void close_device(UiSound *snd)
{
    SDL_LockMutex(snd->lock);
    snd->closing = true;
    SDL_CondSignal(snd->more);
    SDL_UnlockMutex(snd->lock);
    SDL_CloseAudioDevice(snd->dev);
    snd->dev = 0;
    snd->closing = false;
}

UiSound *ui_sound_open(const Ui *ui)
{
    const char *asked = SDL_getenv("SDL_AUDIODRIVER");
    if (ui->headless && (!asked || !*asked)) {
        return NULL; /* pictures and scripts stay quiet unless asked */
    }
    if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
        SDL_Log("mancala-atlas: playing without sound: %s", SDL_GetError());
        return NULL;
    }
    const char *driver = SDL_GetCurrentAudioDriver();
    if (!driver || strcmp(driver, "dummy") == 0) {
        SDL_Log("mancala-atlas: playing without sound: the audio driver "
                "is dummy");
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
        return NULL;
    }
    UiSound *snd = calloc(1, sizeof *snd);
    if (!snd) {
        ui_fatal(__FILE__, __LINE__, "out of memory");
    }
    if (!(snd->lock = SDL_CreateMutex()) || !(snd->more = SDL_CreateCond()) ||
        !(snd->mixed = SDL_CreateCond())) {
        SDL_Log("mancala-atlas: playing without sound: %s", SDL_GetError());
        ui_sound_close(snd);
        return NULL;
    }
    for (int v = 0; v < VOICES; v++) {
        snd->voice[v].sfx = -1;
    }
    snd->gain = volume_gain(&ui->settings);
    snd->lockstep = ui->headless;
    snd->clock_ms = snd->origin_ms = ui->now_ms;
    snprintf(snd->dir, sizeof snd->dir, "%.1000s/sounds", ui->data_dir);
    /* a window must not wait for the disk; a headless run has no frames
     * to keep and wants every sound from its first event */
    snd->loader = snd->lockstep ? NULL
                                : SDL_CreateThread(load_all, "sounds", snd);
    if (!snd->loader) {
        load_all(snd);
    }
    return snd;
}

void ui_sound_close(UiSound *snd)
{
    if (!snd) {
        return;
    }
    if (snd->loader) {
        SDL_WaitThread(snd->loader, NULL);
    }
    if (snd->dev) {
        /* a headless run's last sounds are written before it ends */
        ui_sound_tick(snd, snd->clock_ms + 1000);
    }
    if (snd->dev) {
        close_device(snd);
    }
    SDL_QuitSubSystem(SDL_INIT_AUDIO);
    for (int i = 0; i < UI_SFX_COUNT; i++) {
        free(snd->clip[i].pcm);
    }
    if (snd->more) {
        SDL_DestroyCond(snd->more);
    }
    if (snd->mixed) {
        SDL_DestroyCond(snd->mixed);
    }
    if (snd->lock) {
        SDL_DestroyMutex(snd->lock);
    }
    free(snd);
}

int ui_sound_tick(UiSound *snd, uint64_t now_ms)
{
    if (!snd) {
        return -1;
    }
    SDL_LockMutex(snd->lock);
    snd->clock_ms = now_ms;
    if (snd->lockstep) {
        snd->limit = (int64_t)(now_ms - snd->origin_ms) * RATE / 1000 -
                     MARGIN;
        SDL_CondSignal(snd->more);
        /* wait for the mixer to get there: sounds scheduled far ahead of
         * it would crowd its voices (bounded, should the device stall);
         * once open, it mixes the silence before its first sound */
        uint64_t give_up = SDL_GetTicks64() + 2000;
        while (snd->dev && snd->pos + snd->chunk <= snd->limit &&
               SDL_GetTicks64() < give_up) {
            SDL_CondWaitTimeout(snd->mixed, snd->lock, 100);
        }
        SDL_UnlockMutex(snd->lock);
        return -1;
    }
    bool playing = false;
    for (int v = 0; v < VOICES; v++) {
        playing = playing || snd->voice[v].sfx >= 0;
    }
    uint64_t ticks = SDL_GetTicks64();
    int64_t left = (int64_t)(snd->busy_until + SLEEP_MS) - (int64_t)ticks;
    SDL_UnlockMutex(snd->lock);
    if (!snd->dev) {
        return -1;
    }
    if (playing || left > 0) {
        /* come back when it may sleep (a voice still sounding waits on) */
        return playing && left < SLEEP_MS ? SLEEP_MS : (int)left;
    }
    close_device(snd);
    return -1;
}

bool ui_sound_awake(const UiSound *snd)
{
    return snd && snd->dev != 0;
}

void ui_sound_settings(UiSound *snd, const UiSettings *s)
{
    if (snd) {
        SDL_LockMutex(snd->lock);
        snd->gain = volume_gain(s);
        SDL_UnlockMutex(snd->lock);
    }
}

/* The group a sound merges within: every drop is one. */
static int merge_group(int sfx)
{
    return sfx <= UI_SFX_DROP_STORE ? 0 : sfx;
}

void ui_sound_play(UiSound *snd, UiSfx sfx, uint32_t late_ms, float gain)
{
    if (!snd || (int)sfx < 0 || sfx >= UI_SFX_COUNT ||
        !SDL_AtomicGet(&snd->loaded) || !snd->clip[sfx].pcm) {
        return;
    }
    if (!snd->dev && !snd->broken && !open_device(snd)) {
        SDL_Log("mancala-atlas: playing without sound: cannot open an "
                "audio device (%s)", SDL_GetError());
        snd->broken = true;
    }
    if (!snd->dev) {
        return;
    }
    SDL_LockMutex(snd->lock);
    int64_t start;
    if (snd->lockstep) {
        start = (int64_t)(snd->clock_ms - snd->origin_ms) * RATE / 1000 -
                (int64_t)late_ms * RATE / 1000;
    } else {
        /* where the device's clock is now, between two of its buffers */
        uint64_t since = SDL_GetTicks64() - snd->pos_ticks;
        start = snd->pos + (int64_t)(since > 40 ? 40 : since) * RATE / 1000 +
                LATENCY - (int64_t)late_ms * RATE / 1000;
    }
    if (start < snd->pos) {
        start = snd->pos;
    }
    int free_v = -1, oldest = 0;
    for (int v = 0; v < VOICES; v++) {
        Voice *vo = &snd->voice[v];
        if (vo->sfx < 0) {
            free_v = free_v < 0 ? v : free_v;
            continue;
        }
        if (merge_group(vo->sfx) == merge_group((int)sfx) &&
            vo->start > start - MERGE && vo->start < start + MERGE) {
            vo->gain = vo->gain + gain * 0.35f > 1.5f ? 1.5f
                                                      : vo->gain + gain * 0.35f;
            SDL_UnlockMutex(snd->lock);
            return;
        }
        if (vo->start < snd->voice[oldest].start) {
            oldest = v;
        }
    }
    /* all busy: the oldest gives way (a long fast move thins out) */
    Voice *vo = &snd->voice[free_v >= 0 ? free_v : oldest];
    vo->sfx = (int)sfx;
    vo->start = start;
    vo->gain = gain;
    uint64_t end = snd->pos_ticks +
                   (uint64_t)((start - snd->pos +
                               (int64_t)snd->clip[sfx].len) * 1000 / RATE);
    snd->busy_until = end > snd->busy_until ? end : snd->busy_until;
    SDL_UnlockMutex(snd->lock);
}
