/*
 * read_rules.c: the rule-reading benchmark's C peer, libical's
 * icalrecurrencetype_from_string on the rule texts Benchmarks/rule_texts.py
 * writes (one RRULE value a line).
 *
 *   cc -O2 -o read_rules read_rules.c $(pkg-config --cflags --libs libical)
 *   ./read_rules RULES.txt [--passes P] [--distinct K] [--print]
 *
 * The file is read into memory first. With --distinct K the work list is the
 * first K lines over and over, as many as the file has lines (a feed that
 * repeats a few rules); otherwise it is every line once.
 *
 * One untimed pass reads every rule of the work list and folds what libical
 * made of it into a checksum (below), and counts the rules read and refused.
 * Then P timed passes (default 3) read the work list again, each rule read
 * and dropped (its RSCALE string freed, the one thing libical 3.0 allocates
 * in a rule), and the fastest pass is kept. Prints one line:
 *   rules=... ok=... refused=... checksum=... best_s=... median_s=... rules_per_s=...
 *
 * The checksum runs h = h * 1099511628211 + v modulo 2^64 from
 * 14695981039346656037 over, for each rule in order: 2^32 - 1 when it is
 * refused (FREQ none after reading), otherwise FREQ (0 SECONDLY to 6 YEARLY),
 * INTERVAL, COUNT (0 without), UNTIL (0 without, else YYYYMMDDHHMMSS * 4 +
 * 2 for a DATE + 1 for UTC), WKST (1 Sunday to 7 Saturday), then each of
 * BYSECOND, BYMINUTE, BYHOUR, BYDAY, BYMONTHDAY, BYYEARDAY, BYWEEKNO, BYMONTH,
 * BYSETPOS as its length and its values in order, a BYDAY value as
 * position * 8 + weekday. The Swift side folds its model the same way, so
 * equal checksums say both read the same rules to the same values.
 * With --print, each rule's values are printed first, "LINE<TAB>v v v ...".
 * Exit status: 0; 2 on a usage or read error.
 */
#define _POSIX_C_SOURCE 200809L /* strdup, clock_gettime */

#include <libical/ical.h>

#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t checksum = 14695981039346656037ULL;
static int printing;

static void fold(int64_t v)
{
    checksum = checksum * 1099511628211ULL + (uint64_t)v;
    if (printing) {
        printf(" %" PRId64, v);
    }
}

static void fold_list(const short *values, int max)
{
    int n = 0;
    while (n < max && values[n] != ICAL_RECURRENCE_ARRAY_MAX) {
        n++;
    }
    fold(n);
    for (int i = 0; i < n; i++) {
        fold(values[i]);
    }
}

static void fold_rule(const struct icalrecurrencetype *r)
{
    if (r->freq == ICAL_NO_RECURRENCE) {
        fold(0xFFFFFFFFLL);
        return;
    }
    fold(r->freq);
    fold(r->interval);
    fold(r->count);
    if (icaltime_is_null_time(r->until)) {
        fold(0);
    } else {
        const struct icaltimetype *u = &r->until;
        int64_t stamp = (int64_t)u->year * 10000000000LL + (int64_t)u->month * 100000000LL +
                        (int64_t)u->day * 1000000LL + u->hour * 10000LL + u->minute * 100LL +
                        u->second;
        fold(stamp * 4 + (u->is_date ? 2 : 0) + (icaltime_is_utc(*u) ? 1 : 0));
    }
    fold(r->week_start);
    fold_list(r->by_second, ICAL_BY_SECOND_SIZE);
    fold_list(r->by_minute, ICAL_BY_MINUTE_SIZE);
    fold_list(r->by_hour, ICAL_BY_HOUR_SIZE);
    {
        int n = 0;
        while (n < ICAL_BY_DAY_SIZE && r->by_day[n] != ICAL_RECURRENCE_ARRAY_MAX) {
            n++;
        }
        fold(n);
        for (int i = 0; i < n; i++) {
            fold((int64_t)icalrecurrencetype_day_position(r->by_day[i]) * 8 +
                 (int64_t)icalrecurrencetype_day_day_of_week(r->by_day[i]));
        }
    }
    fold_list(r->by_month_day, ICAL_BY_MONTHDAY_SIZE);
    fold_list(r->by_year_day, ICAL_BY_YEARDAY_SIZE);
    fold_list(r->by_week_no, ICAL_BY_WEEKNO_SIZE);
    fold_list(r->by_month, ICAL_BY_MONTH_SIZE);
    fold_list(r->by_set_pos, ICAL_BY_SETPOS_SIZE);
}

static double seconds_between(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

static int by_value(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static int usage(FILE *out, const char *argv0)
{
    fprintf(out, "usage: %s RULES.txt [--passes P] [--distinct K] [--print]\n", argv0);
    return 2;
}

static long count_argument(const char *name, const char *text)
{
    char *end;
    long value;

    errno = 0;
    value = strtol(text, &end, 10);
    if (errno != 0 || *end != '\0' || value < 1 || value > 100000000) {
        fprintf(stderr, "read_rules: %s needs a whole number from 1, not %s\n", name, text);
        exit(2);
    }
    return value;
}

int main(int argc, char **argv)
{
    const char *path = NULL;
    long passes = 3, distinct = 0;
    char **lines = NULL, **work;
    size_t count = 0, capacity = 0, n;
    char buffer[8192];
    unsigned long ok = 0, refused = 0;
    double *times, best, median;
    volatile long sink = 0;
    FILE *in;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--print") == 0) {
            printing = 1;
        } else if (strcmp(argv[i], "--passes") == 0 && i + 1 < argc) {
            passes = count_argument("--passes", argv[++i]);
        } else if (strcmp(argv[i], "--distinct") == 0 && i + 1 < argc) {
            distinct = count_argument("--distinct", argv[++i]);
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout, argv[0]);
            return 0;
        } else if (path == NULL && argv[i][0] != '-') {
            path = argv[i];
        } else {
            return usage(stderr, argv[0]);
        }
    }
    if (path == NULL) {
        return usage(stderr, argv[0]);
    }

    /* Read every line (not timed): the rule text without its line end. */
    in = fopen(path, "rb");
    if (in == NULL) {
        fprintf(stderr, "read_rules: cannot open %s\n", path);
        return 2;
    }
    while (fgets(buffer, sizeof buffer, in) != NULL) {
        size_t length = strcspn(buffer, "\r\n");
        if (buffer[length] == '\0' && !feof(in)) {
            fprintf(stderr, "read_rules: line %zu is longer than %zu bytes\n", count + 1,
                    sizeof buffer - 2);
            return 2;
        }
        buffer[length] = '\0';
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 1024;
            lines = realloc(lines, capacity * sizeof *lines);
            if (lines == NULL) {
                fprintf(stderr, "read_rules: out of memory\n");
                return 2;
            }
        }
        lines[count] = strdup(buffer);
        if (lines[count] == NULL) {
            fprintf(stderr, "read_rules: out of memory\n");
            return 2;
        }
        count++;
    }
    if (ferror(in)) {
        fprintf(stderr, "read_rules: read error on %s\n", path);
        return 2;
    }
    fclose(in);
    if (count == 0) {
        fprintf(stderr, "read_rules: %s has no rules\n", path);
        return 2;
    }
    if (distinct > 0 && (size_t)distinct > count) {
        fprintf(stderr, "read_rules: --distinct %ld, but the file has %zu lines\n", distinct, count);
        return 2;
    }

    n = count;
    work = malloc(n * sizeof *work);
    times = malloc((size_t)passes * sizeof *times);
    if (work == NULL || times == NULL) {
        fprintf(stderr, "read_rules: out of memory\n");
        return 2;
    }
    for (size_t i = 0; i < n; i++) {
        work[i] = lines[distinct > 0 ? i % (size_t)distinct : i];
    }

    /* Set before any parsing: keep libical from aborting on bad data. */
    icalerror_set_errors_are_fatal(0);

    /* The untimed pass: what each rule reads as, and the counts. */
    for (size_t i = 0; i < n; i++) {
        struct icalrecurrencetype r = icalrecurrencetype_from_string(work[i]);
        if (printing) {
            printf("%zu\t", i + 1);
        }
        fold_rule(&r);
        if (printing) {
            printf("\n");
        }
        if (r.freq == ICAL_NO_RECURRENCE) {
            refused++;
        } else {
            ok++;
        }
        free(r.rscale);
    }
    icalerror_clear_errno();

    /* The timed passes: read and drop, nothing else. */
    for (long pass = 0; pass < passes; pass++) {
        struct timespec t0, t1;
        long local = 0;

        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (size_t i = 0; i < n; i++) {
            struct icalrecurrencetype r = icalrecurrencetype_from_string(work[i]);
            local += r.freq + r.interval;
            free(r.rscale);
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        sink += local;
        times[pass] = seconds_between(&t0, &t1);
    }
    qsort(times, (size_t)passes, sizeof *times, by_value);
    best = times[0];
    median = times[passes / 2];

    printf("rules=%zu ok=%lu refused=%lu checksum=%" PRIu64 " best_s=%.6f median_s=%.6f "
           "rules_per_s=%.0f\n",
           n, ok, refused, checksum, best, median, (double)n / best);
    return sink == -1 ? 1 : 0;
}
