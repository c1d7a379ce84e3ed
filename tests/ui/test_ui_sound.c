/* test_ui_sound.c: the game's sounds through SDL's disk audio driver: one drop per sowing event at its time, mute, damaged files, no device. */
#define _POSIX_C_SOURCE 200809L
#include "check.h"
#include "data_files.h"
#include "ui_helpers.h"

#include <math.h>
#include <stdint.h>
#include <sys/wait.h>

enum { W = 1280, H = 800, RATE = 22050, DROPS = 4, MAX_FOUND = 64 };

static char exe[600], dir[300];

/* Milliseconds of each event at normal speed, as the animation shows them
 * (src/ui/board/anim.c): a lift, then one sowing event per seed. */
enum { LIFT_MS = 420, SOW_MS = 240 };

typedef struct Pcm {
    int16_t *s;
    size_t n;
} Pcm;

/* The samples of a WAV of data/sounds/ (the generator's 44-byte header). */
static Pcm clip(const char *name)
{
    char path[1200];
    size_t size = 0;
    Pcm p = {NULL, 0};
    snprintf(path, sizeof path, "%s/data/sounds/%s", data_source_dir(), name);
    unsigned char *b = data_read_all(path, &size);
    if (b && size > 44) {
        p.n = (size - 44) / 2;
        p.s = malloc(p.n * sizeof *p.s);
        for (size_t k = 0; p.s && k < p.n; k++) {
            p.s[k] = (int16_t)(uint16_t)(b[44 + 2 * k] | b[45 + 2 * k] << 8);
        }
    }
    free(b);
    return p;
}

/* What the disk driver wrote: 16-bit mono samples at RATE. */
static Pcm written(const char *name)
{
    char path[1200];
    size_t size = 0;
    Pcm p = {NULL, 0};
    snprintf(path, sizeof path, "%s/%s", dir, name);
    unsigned char *b = data_read_all(path, &size);
    if (b) {
        p.n = size / 2;
        p.s = malloc(p.n * sizeof *p.s + 1);
        for (size_t k = 0; p.s && k < p.n; k++) {
            p.s[k] = (int16_t)(uint16_t)(b[2 * k] | b[2 * k + 1] << 8);
        }
    }
    free(b);
    return p;
}

/* How alike the recording at `at` and the start of a clip are (1: the
 * same shape, whatever the volume). */
static double likeness(const Pcm *rec, size_t at, const Pcm *c)
{
    size_t m = c->n < 1500 ? c->n : 1500;
    double sc = 0, ss = 0, cc = 0;
    if (at + m > rec->n) {
        return 0;
    }
    for (size_t k = 0; k < m; k++) {
        double a = rec->s[at + k], b = c->s[k];
        sc += a * b;
        ss += a * a;
        cc += b * b;
    }
    return ss > 0 && cc > 0 ? sc / sqrt(ss * cc) : 0;
}

/* Every sound that starts after a silence and is one of `clips`: its
 * first sample. Returns how many. */
static int find(const Pcm *rec, const Pcm *clips, int nclips, size_t *found)
{
    int n = 0;
    size_t quiet = RATE;
    for (size_t k = 0; k < rec->n && n < MAX_FOUND; k++) {
        int a = rec->s[k] < 0 ? -rec->s[k] : rec->s[k];
        if (a <= 60) {
            quiet++;
            continue;
        }
        if (quiet >= RATE / 50) {
            /* a sound begins a little before it is loud enough to see */
            double best = 0;
            size_t best_at = k;
            for (size_t at = k > 80 ? k - 80 : 0; at <= k; at++) {
                for (int c = 0; c < nclips; c++) {
                    double l = likeness(rec, at, &clips[c]);
                    if (l > best) {
                        best = l;
                        best_at = at;
                    }
                }
            }
            if (best > 0.98) {
                found[n++] = best_at;
            }
        }
        quiet = 0;
    }
    return n;
}

/* Plays Goré's first move, hole 0 (a lift and six seeds sown), at normal
 * speed with the disk driver; `before` runs first in the script. */
static int play(const char *home, const char *env, const char *before,
                const char *out)
{
    char script[1200], sp[600], cmd[5000];
    int x, y;
    ut_hole_centre(RULES_GAME_GORE, 0, W, H, 0, &x, &y);
    snprintf(script, sizeof script, "%sclick %d %d\nwait 4000\ndump %s/%s.dump\n",
             before, x, y, dir, out);
    snprintf(sp, sizeof sp, "%s/%s.script", dir, out);
    if (!ut_write_text(sp, script)) {
        return -1;
    }
    snprintf(cmd, sizeof cmd,
             "MANCALA_HOME='%s/%s' SDL_AUDIODRIVER=disk "
             "SDL_DISKAUDIOFILE='%s/%s' SDL_DISKAUDIODELAY=0 %s '%s' "
             "--screen game --game gore --speed normal --script '%s' "
             "--size %dx%d 2>'%s/%s.stderr'",
             dir, home, dir, out, env, exe, sp, W, H, dir, out);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* Does the file hold `text`? */
static bool holds(const char *name, const char *text)
{
    char path[1200];
    size_t size = 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *b = (char *)data_read_all(path, &size);
    bool yes = b && strstr(b, text);
    free(b);
    return yes;
}

static int count_lines(const char *name, const char *text)
{
    char path[1200];
    size_t size = 0;
    int n = 0;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    char *b = (char *)data_read_all(path, &size);
    for (char *p = b; p && (p = strstr(p, text)); p++) {
        n++;
    }
    free(b);
    return n;
}

static void load_drops(Pcm drops[DROPS])
{
    char name[32];
    for (int i = 0; i < DROPS; i++) {
        snprintf(name, sizeof name, "drop-%d.wav", i + 1);
        drops[i] = clip(name);
    }
}

static void free_pcm(Pcm *p, int n)
{
    for (int i = 0; i < n; i++) {
        free(p[i].s);
    }
}

/* The trace of the move the tests play, from the rules core. */
static void trace_of_first_gore_move(RulesTrace *t)
{
    RulesPosition p, after;
    RulesMove m = {0};
    rules_setup(&p, RULES_GAME_GORE, 0);
    m.hole = 0;
    rules_apply(&p, m, &after, t);
}

TEST(a_move_at_normal_speed_sounds_one_drop_per_sowing_event_at_its_time)
{
    RulesTrace t = {0};
    trace_of_first_gore_move(&t);
    /* the hand-worked times: each seed lands as its sowing event ends */
    int sows = 0;
    uint32_t at = 0, land_ms[32];
    for (size_t i = 0; i < t.len; i++) {
        if (t.events[i].kind == RULES_EV_LIFT) {
            at += LIFT_MS;
        } else if (t.events[i].kind == RULES_EV_SOW && sows < 32) {
            at += SOW_MS;
            land_ms[sows++] = at;
        }
    }
    rules_trace_free(&t);
    CHECK_INT(sows, 6);
    CHECK_INT(play("normal", "", "", "normal.raw"), 0);
    Pcm rec = written("normal.raw"), drops[DROPS], lift = clip("lift.wav");
    load_drops(drops);
    size_t found[MAX_FOUND], lifted[MAX_FOUND];
    int n = find(&rec, drops, DROPS, found);
    int nl = find(&rec, &lift, 1, lifted);
    CHECK(rec.n > (size_t)RATE * 3); /* the whole move was written */
    CHECK_INT(nl, 1);
    CHECK_INT(n, sows);
    for (int i = 0; i < n && i < sows && nl == 1; i++) {
        /* to the sample, give or take rounding ms to samples */
        long expect = (long)land_ms[i] * RATE / 1000;
        long got = (long)(found[i] - lifted[0]);
        if (labs(got - expect) > 3) {
            CHECK_FAIL_AT("drop %d at %.2f ms after the lift, expected %u ms",
                          i + 1, (double)got * 1000.0 / RATE, land_ms[i]);
        }
    }
    free(rec.s);
    free(lift.s);
    free_pcm(drops, DROPS);
}

TEST(mute_by_the_m_key_writes_silence_and_is_remembered)
{
    CHECK_INT(play("muted", "", "key m\n", "muted.raw"), 0);
    Pcm rec = written("muted.raw");
    CHECK(rec.n > (size_t)RATE * 3);
    size_t loud = 0;
    for (size_t k = 0; k < rec.n; k++) {
        loud += rec.s[k] != 0;
    }
    CHECK_INT((long long)loud, 0);
    free(rec.s);
    CHECK(holds("muted/settings.ini", "muted=1"));
    CHECK(holds("muted.raw.dump", "notice Sound off"));
}

TEST(a_missing_or_damaged_sound_file_is_logged_and_the_others_still_play)
{
    /* a data folder whose drop-2 is missing and drop-3 is not a WAV */
    char cmd[3000];
    snprintf(cmd, sizeof cmd,
             "rm -rf '%s/data' && mkdir -p '%s/data/sounds' && "
             "for d in fonts images rules; do ln -s '%s/data/'$d '%s/data/'; "
             "done && cp '%s'/data/sounds/*.wav '%s/data/sounds/' && "
             "rm '%s/data/sounds/drop-2.wav' && "
             "head -c 300 /dev/urandom > '%s/data/sounds/drop-3.wav'",
             dir, dir, data_source_dir(), dir, data_source_dir(), dir, dir,
             dir);
    CHECK_INT(system(cmd), 0);
    char env[600];
    snprintf(env, sizeof env, "MANCALA_DATA_DIR='%s/data'", dir);
    CHECK_INT(play("damaged", env, "", "damaged.raw"), 0);
    CHECK(holds("damaged.raw.stderr", "drop-2.wav (no such file)"));
    CHECK(holds("damaged.raw.stderr", "drop-3.wav (not a WAV file)"));
    CHECK_INT(count_lines("damaged.raw.stderr", "cannot load the sound"), 2);
    /* six seeds take drops 1, 2, 3, 4, 1, 2 in turn: 1, 4 and 1 remain */
    Pcm rec = written("damaged.raw"), drops[DROPS];
    load_drops(drops);
    size_t found[MAX_FOUND];
    CHECK_INT(find(&rec, drops, DROPS, found), 3);
    free(rec.s);
    free_pcm(drops, DROPS);
}

TEST(the_dummy_driver_plays_silently_with_one_line_in_the_log)
{
    char cmd[2000];
    snprintf(cmd, sizeof cmd,
             "MANCALA_HOME='%s/dummy' SDL_AUDIODRIVER=dummy '%s' --screen game "
             "--game gore --screenshot '%s/dummy.png' 2>'%s/dummy.stderr'",
             dir, exe, dir, dir);
    CHECK_INT(system(cmd), 0);
    CHECK_INT(count_lines("dummy.stderr", "playing without sound"), 1);
    /* nothing else is said, but a slow machine's progress report on the
     * picture ("drawing …: 2 s so far") */
    CHECK_INT(count_lines("dummy.stderr", "mancala-atlas") -
                  count_lines("dummy.stderr", " so far"),
              1);
}

/* Calls ui_sound_tick until it asks for no more ticks (the device closed)
 * or `give_up_ms` pass; how many ticks asked to come back. */
static int tick_until_asleep(UiSound *snd, uint32_t give_up_ms)
{
    int wanted = 0;
    for (uint64_t end = SDL_GetTicks64() + give_up_ms;
         SDL_GetTicks64() < end; SDL_Delay(20)) {
        if (ui_sound_tick(snd, SDL_GetTicks64()) < 0) {
            return wanted;
        }
        wanted++;
    }
    return wanted;
}

/* Plays a click until the loader thread has read the files and the
 * device is open; whether it opened within `give_up_ms`. */
static bool click_until_awake(UiSound *snd, uint32_t give_up_ms)
{
    for (uint64_t end = SDL_GetTicks64() + give_up_ms;
         !ui_sound_awake(snd) && SDL_GetTicks64() < end; SDL_Delay(10)) {
        ui_sound_play(snd, UI_SFX_CLICK, 0, 1.0f);
    }
    return ui_sound_awake(snd);
}

TEST(a_window_opens_the_device_for_its_first_sound_and_closes_it_after)
{
    /* a window's sound (not a headless run's lockstep), on the disk driver */
    char raw[600];
    snprintf(raw, sizeof raw, "%s/sleep.raw", dir);
    setenv("SDL_AUDIODRIVER", "disk", 1);
    setenv("SDL_DISKAUDIOFILE", raw, 1);
    Ui *ui = ut_headless_ui(W, H, 10.0f);
    CHECK(ui != NULL);
    if (!ui) {
        return;
    }
    ui->headless = false;
    ui->settings.volume = 100;
    UiSound *snd = ui_sound_open(ui);
    CHECK(snd != NULL);
    /* the start opens no device (it costs start-up time) and wants no
     * ticks: nothing is there to close */
    CHECK(!ui_sound_awake(snd));
    CHECK_INT(ui_sound_tick(snd, SDL_GetTicks64()), -1);
    CHECK(!ui_sound_awake(snd));
    /* the first sound opens it */
    CHECK(click_until_awake(snd, 10000));
    /* it stays awake while the click sounds, then sleeps, and then asks
     * for no more ticks */
    CHECK(tick_until_asleep(snd, 10000) > 0);
    CHECK(!ui_sound_awake(snd));
    CHECK_INT(ui_sound_tick(snd, SDL_GetTicks64()), -1);
    /* the next sound opens it again */
    CHECK(click_until_awake(snd, 10000));
    CHECK(tick_until_asleep(snd, 10000) > 0);
    CHECK(!ui_sound_awake(snd));
    ui_sound_close(snd);
    ut_free_ui(ui);
    /* the device wrote the clicks, not silence */
    Pcm rec = written("sleep.raw");
    size_t loud = 0;
    for (size_t k = 0; k < rec.n; k++) {
        loud += rec.s[k] != 0;
    }
    CHECK(loud > 100);
    free(rec.s);
    unsetenv("SDL_AUDIODRIVER");
    unsetenv("SDL_DISKAUDIOFILE");
}

/* A device that cannot be opened (the disk driver's file cannot be made)
 * is said once in the log, however many sounds the move asks for, and
 * the game goes on without sound. */
TEST(an_audio_device_that_cannot_be_opened_is_said_once_and_play_goes_on)
{
    char env[700];
    snprintf(env, sizeof env, "SDL_DISKAUDIOFILE='%s/no-such-folder/x.raw'",
             dir);
    CHECK_INT(play("broken", env, "", "broken"), 0);
    CHECK_INT(count_lines("broken.stderr", "playing without sound: cannot "
                                           "open an audio device"), 1);
    CHECK_INT(count_lines("broken.stderr", "mancala-atlas"), 1);
    CHECK(holds("broken.dump", "moves 1\n"));
    CHECK(holds("broken.dump", "animating 0\n"));
}

int main(void)
{
    if (!ut_work_setup(exe, sizeof exe, dir, sizeof dir, "tests/ui/sound",
                       NULL, true)) {
        return 1;
    }
    RUN(a_move_at_normal_speed_sounds_one_drop_per_sowing_event_at_its_time);
    RUN(mute_by_the_m_key_writes_silence_and_is_remembered);
    RUN(a_missing_or_damaged_sound_file_is_logged_and_the_others_still_play);
    RUN(the_dummy_driver_plays_silently_with_one_line_in_the_log);
    RUN(a_window_opens_the_device_for_its_first_sound_and_closes_it_after);
    RUN(an_audio_device_that_cannot_be_opened_is_said_once_and_play_goes_on);
    return check_summary();
}
