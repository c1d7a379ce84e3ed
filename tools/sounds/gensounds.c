/* gensounds.c: synthesises every sound in data/sounds/ (seeds, hands, trades, the end, clicks). */
#include "gensounds.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Only +, -, *, / and floor are used on floating point: they are exact
 * (IEEE 754) on every platform, unlike libm's sin/exp, so the WAVs do not
 * drift between C libraries. Oscillators turn a phasor by one complex
 * multiplication per sample; decays multiply by a constant per sample.
 */

#define GS_PI 3.14159265358979323846
#define RATE ((double)GENSOUNDS_RATE)

/* sin(x) for |x| <= pi by a Taylor series (enough for one sample's turn). */
static double gs_sin(double x)
{
    double term = x, sum = x, x2 = x * x;
    for (int i = 1; i <= 12; i++) {
        term *= -x2 / (double)((2 * i) * (2 * i + 1));
        sum += term;
    }
    return sum;
}

static double gs_cos(double x)
{
    double term = 1.0, sum = 1.0, x2 = x * x;
    for (int i = 1; i <= 12; i++) {
        term *= -x2 / (double)((2 * i - 1) * (2 * i));
        sum += term;
    }
    return sum;
}

/* The per-sample factor of a decay to 1/e in `tau` seconds: exp(-1/(tau
 * RATE)) by its series, exact enough for the small steps used. */
static double decay_step(double tau)
{
    double x = 1.0 / (tau * RATE);
    return 1.0 - x + x * x / 2.0 - x * x * x / 6.0 + x * x * x * x / 24.0;
}

/* A small deterministic noise source (xorshift32). */
typedef struct Noise {
    uint32_t s;
} Noise;

static double noise_next(Noise *n)
{
    n->s ^= n->s << 13;
    n->s ^= n->s >> 17;
    n->s ^= n->s << 5;
    return (double)(n->s >> 8) / 8388608.0 - 1.0; /* [-1, 1) */
}

typedef struct Buf {
    double *x;
    size_t n;
} Buf;

static size_t at(double t)
{
    return (size_t)floor(t * RATE + 0.5);
}

/* A damped sine (a resonant mode of wood, a seed or a bar) from time t0,
 * with a linear attack of `attack` seconds. */
static void add_mode(Buf *b, double t0, double freq, double amp, double tau,
                     double attack)
{
    double w = 2.0 * GS_PI * freq / RATE;
    double cw = gs_cos(w), sw = gs_sin(w);
    double c = 1.0, s = 0.0, env = amp, k = decay_step(tau);
    size_t a = (size_t)floor(attack * RATE) + 1u;
    for (size_t i = at(t0), j = 0; i < b->n; i++, j++) {
        double rise = j < a ? (double)j / (double)a : 1.0;
        double nc = c * cw - s * sw;
        b->x[i] += s * env * rise;
        s = s * cw + c * sw;
        c = nc;
        env *= k;
        if (env < 1e-6) {
            break;
        }
    }
}

/* A burst of noise through a one-pole low-pass (`lp` 0..1: 1 is open). */
static void add_noise(Buf *b, double t0, double amp, double tau, double lp,
                      uint32_t seed)
{
    Noise n = {seed * 2654435761u + 1u};
    double y = 0.0, env = amp, k = decay_step(tau);
    for (size_t i = at(t0); i < b->n; i++) {
        y += lp * (noise_next(&n) - y);
        b->x[i] += y * env;
        env *= k;
        if (env < 1e-6) {
            break;
        }
    }
}

/* A seed touching a seed: a bright tick. */
static void add_click(Buf *b, double t0, double amp, double freq,
                      uint32_t seed)
{
    add_noise(b, t0, amp * 0.6, 0.0012, 0.7, seed);
    add_mode(b, t0, freq, amp * 0.5, 0.006, 0.0003);
    add_mode(b, t0, freq * 1.58, amp * 0.25, 0.004, 0.0003);
}

/* A seed dropping into a wooden hole: the hole's body and a knock, then a
 * small bounce. `f` is the body's pitch. */
static void add_tok(Buf *b, double t0, double f, double amp, uint32_t seed)
{
    add_noise(b, t0, amp * 0.5, 0.002, 0.5, seed);
    add_mode(b, t0, f, amp * 0.55, 0.035, 0.0005);
    add_mode(b, t0, f * 2.71, amp * 0.3, 0.018, 0.0005);
    add_mode(b, t0, f * 5.23, amp * 0.12, 0.008, 0.0003);
    add_click(b, t0, amp * 0.35, 2300.0 + f, seed + 7u);
}

/* A note of a wooden bar (a soft marimba): the fundamental and the bar's
 * fourth partial, which fades first. */
static void add_note(Buf *b, double t0, double f, double amp, double tau)
{
    add_mode(b, t0, f, amp, tau, 0.004);
    add_mode(b, t0, f * 3.93, amp * 0.22, tau / 5.0, 0.002);
    add_mode(b, t0, f * 2.0, amp * 0.08, tau / 2.0, 0.004);
}

/* A handful of seeds: `count` ticks spread over `span` seconds, more of
 * them early (seeds settle). */
static void add_rattle(Buf *b, double t0, int count, double span,
                       double amp, uint32_t seed)
{
    Noise n = {seed * 747796405u + 3u};
    for (int i = 0; i < count; i++) {
        double u = (noise_next(&n) + 1.0) / 2.0;
        double v = (noise_next(&n) + 1.0) / 2.0;
        double t = t0 + span * u * u;
        add_click(b, t, amp * (0.35 + 0.65 * v), 1900.0 + 1600.0 * v,
                  seed + (uint32_t)i * 31u);
    }
}

typedef struct Sound {
    const char *name;
    double seconds;
    double peak; /* loudest sample, of full scale */
} Sound;

static const Sound sounds[] = {
    {"drop-1.wav", 0.14, 0.60},  {"drop-2.wav", 0.14, 0.60},
    {"drop-3.wav", 0.14, 0.60},  {"drop-4.wav", 0.14, 0.60},
    {"drop-earth.wav", 0.12, 0.60}, {"drop-store.wav", 0.13, 0.55},
    {"lift.wav", 0.16, 0.40},    {"relay.wav", 0.20, 0.50},
    {"capture.wav", 0.50, 0.55}, {"skip.wav", 0.08, 0.25},
    {"offer.wav", 0.60, 0.45},   {"accept.wav", 0.70, 0.45},
    {"decline.wav", 0.60, 0.45}, {"pass.wav", 0.40, 0.35},
    {"win.wav", 1.10, 0.50},     {"draw.wav", 0.80, 0.45},
    {"click.wav", 0.03, 0.25},
};

enum { SOUND_COUNT = (int)(sizeof sounds / sizeof sounds[0]) };

int gensounds_count(void)
{
    return SOUND_COUNT;
}

const char *gensounds_name(int i)
{
    return i >= 0 && i < SOUND_COUNT ? sounds[i].name : NULL;
}

static void synth(int i, Buf *b)
{
    /* four drops, each a little different so a long sowing is not a
     * machine gun: pitch, knock and bounce */
    static const double drop_f[4] = {520.0, 565.0, 488.0, 604.0};
    static const double bounce[4] = {0.031, 0.037, 0.027, 0.042};
    switch (i) {
    case 0: case 1: case 2: case 3:
        add_tok(b, 0.0, drop_f[i], 1.0, 11u + (uint32_t)i);
        add_tok(b, bounce[i], drop_f[i] * 1.04, 0.28, 21u + (uint32_t)i);
        break;
    case 4: /* earth: a dull thud, no ring */
        add_noise(b, 0.0, 1.0, 0.012, 0.08, 41u);
        add_mode(b, 0.0, 170.0, 0.6, 0.02, 0.001);
        add_mode(b, 0.0, 380.0, 0.25, 0.01, 0.001);
        add_click(b, 0.004, 0.12, 1800.0, 43u);
        break;
    case 5: /* onto a heap of seeds in a store */
        add_tok(b, 0.0, 430.0, 0.6, 51u);
        add_rattle(b, 0.008, 5, 0.05, 0.5, 53u);
        break;
    case 6: /* seeds scooped up */
        add_rattle(b, 0.0, 8, 0.11, 1.0, 61u);
        break;
    case 7: /* the hand dips into a full hole again */
        add_tok(b, 0.0, 420.0, 0.5, 71u);
        add_rattle(b, 0.02, 9, 0.13, 0.8, 73u);
        break;
    case 8: /* a capture: seeds poured into a store or pile */
        add_rattle(b, 0.0, 30, 0.38, 1.0, 81u);
        add_noise(b, 0.0, 0.18, 0.15, 0.05, 83u);
        break;
    case 9: /* a hole passed over: a soft tap */
        add_noise(b, 0.0, 0.5, 0.006, 0.15, 91u);
        add_mode(b, 0.0, 300.0, 0.6, 0.015, 0.002);
        break;
    case 10: /* an offer: a rising question */
        add_note(b, 0.0, 392.0, 1.0, 0.16);
        add_note(b, 0.14, 523.25, 1.0, 0.2);
        break;
    case 11: /* accepted: a rising chord */
        add_note(b, 0.0, 523.25, 1.0, 0.15);
        add_note(b, 0.10, 659.26, 1.0, 0.15);
        add_note(b, 0.20, 783.99, 1.0, 0.22);
        break;
    case 12: /* declined: falling */
        add_note(b, 0.0, 523.25, 1.0, 0.16);
        add_note(b, 0.16, 392.0, 1.0, 0.2);
        break;
    case 13: /* a pass: one low note */
        add_note(b, 0.0, 220.0, 1.0, 0.15);
        break;
    case 14: /* a win: an arpeggio up to the octave */
        add_note(b, 0.0, 523.25, 1.0, 0.15);
        add_note(b, 0.11, 659.26, 1.0, 0.15);
        add_note(b, 0.22, 783.99, 1.0, 0.15);
        add_note(b, 0.33, 1046.5, 1.0, 0.3);
        add_note(b, 0.33, 523.25, 0.5, 0.3);
        break;
    case 15: /* a draw: the same note twice, with its fifth */
        add_note(b, 0.0, 659.26, 1.0, 0.16);
        add_note(b, 0.18, 659.26, 1.0, 0.22);
        add_note(b, 0.18, 440.0, 0.5, 0.22);
        break;
    default: /* 16: a soft click for buttons */
        add_noise(b, 0.0, 0.6, 0.001, 0.6, 161u);
        add_mode(b, 0.0, 1500.0, 1.0, 0.004, 0.0002);
        break;
    }
}

int16_t *gensounds_render(int i, size_t *len)
{
    if (i < 0 || i >= SOUND_COUNT) {
        return NULL;
    }
    Buf b;
    b.n = at(sounds[i].seconds);
    b.x = calloc(b.n, sizeof *b.x);
    int16_t *out = malloc(b.n * sizeof *out);
    if (!b.x || !out) {
        free(b.x);
        free(out);
        return NULL;
    }
    synth(i, &b);
    double max = 0.0;
    for (size_t k = 0; k < b.n; k++) {
        double a = b.x[k] < 0 ? -b.x[k] : b.x[k];
        max = a > max ? a : max;
    }
    double scale = max > 0.0 ? sounds[i].peak * 32767.0 / max : 0.0;
    size_t fade = at(0.005); /* no click where the sound is cut */
    for (size_t k = 0; k < b.n; k++) {
        double v = b.x[k] * scale;
        if (b.n - 1 - k < fade) {
            v = v * (double)(b.n - 1 - k) / (double)fade;
        }
        v = floor(v + 0.5);
        out[k] = (int16_t)(v > 32767.0 ? 32767 : v < -32768.0 ? -32768 : v);
    }
    free(b.x);
    *len = b.n;
    return out;
}

static void put32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)(v >> 8 & 0xff);
    p[2] = (unsigned char)(v >> 16 & 0xff);
    p[3] = (unsigned char)(v >> 24 & 0xff);
}

static void put16(unsigned char *p, uint16_t v)
{
    p[0] = (unsigned char)(v & 0xff);
    p[1] = (unsigned char)(v >> 8);
}

unsigned char *gensounds_wav(const int16_t *samples, size_t len,
                             size_t *size)
{
    size_t data = len * 2u;
    unsigned char *w = malloc(44u + data);
    if (!w) {
        return NULL;
    }
    memcpy(w, "RIFF", 4);
    put32(w + 4, (uint32_t)(36u + data));
    memcpy(w + 8, "WAVEfmt ", 8);
    put32(w + 16, 16);                   /* fmt chunk size */
    put16(w + 20, 1);                    /* PCM */
    put16(w + 22, 1);                    /* mono */
    put32(w + 24, GENSOUNDS_RATE);
    put32(w + 28, GENSOUNDS_RATE * 2u);  /* bytes per second */
    put16(w + 32, 2);                    /* bytes per frame */
    put16(w + 34, 16);                   /* bits per sample */
    memcpy(w + 36, "data", 4);
    put32(w + 40, (uint32_t)data);
    for (size_t k = 0; k < len; k++) {
        put16(w + 44 + 2 * k, (uint16_t)samples[k]);
    }
    *size = 44u + data;
    return w;
}

int gensounds_write_all(const char *dir)
{
    for (int i = 0; i < SOUND_COUNT; i++) {
        char path[4096];
        size_t len = 0, size = 0;
        int16_t *s = gensounds_render(i, &len);
        unsigned char *w = s ? gensounds_wav(s, len, &size) : NULL;
        free(s);
        if (!w) {
            fprintf(stderr, "gensounds: out of memory for %s\n",
                    sounds[i].name);
            return -1;
        }
        snprintf(path, sizeof path, "%s/%s", dir, sounds[i].name);
        FILE *f = fopen(path, "wb");
        int ok = f && fwrite(w, 1, size, f) == size;
        if (f && fclose(f) != 0) {
            ok = 0;
        }
        free(w);
        if (!ok) {
            fprintf(stderr, "gensounds: cannot write %s\n", path);
            return -1;
        }
    }
    return 0;
}
