/*
 * expand.c: the expansion benchmark's C peer, libical's own recurrence
 * iterator on the rules that Benchmarks/expansion_rules.py writes.
 *
 *   cc -O2 -o expand expand.c $(pkg-config --cflags --libs libical)
 *   ./expand RULES.jsonl [N] [--print]
 *
 * Each line of RULES.jsonl is {"rule": "FREQ=...", "dtstart": "YYYYMMDDTHHMMSS"}.
 * First every line is read and parsed (icalrecurrencetype_from_string and
 * icaltime_from_string); that phase is timed on its own as parse_s. Then, for
 * each rule, an icalrecur_iterator is made from the parsed rule and start, N
 * occurrences (default 500) are taken into an array and the iterator is
 * freed; only that phase is timed as expand_s, the benchmark's figure. The
 * Swift and Python peers split their work the same way.
 *
 * Prints one line to stdout:
 *   occurrences=... checksum=... rules=... parse_s=... expand_s=... occurrences_per_s=...
 * The checksum runs over every occurrence in order, h = h * 1099511628211 +
 * YYYYMMDDHHMMSS modulo 2^64, starting from 14695981039346656037, so it sees
 * the date, the time and the order. With --print, every occurrence is printed
 * first as "LINE<TAB>YYYYMMDDTHHMMSS" (LINE counts from 1) for a comparison.
 * Exit status: 0; 1 when a rule is refused; 2 on a usage or read error.
 */
#include <libical/ical.h>

#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct item {
    struct icalrecurrencetype rule;
    struct icaltimetype start;
};

static double seconds_between(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) + (double)(b->tv_nsec - a->tv_nsec) / 1e9;
}

/*
 * Copies the string value of "key" in a flat JSON object into out. The rule
 * file is written by expansion_rules.py, whose values are plain ASCII without
 * escapes, so this reader takes only that and refuses the rest (a backslash,
 * a missing key, a value longer than out): a real JSON parser would add a
 * dependency without changing what is measured.
 */
static int json_string(const char *line, const char *key, char *out, size_t size)
{
    char pattern[32];
    const char *p, *end;

    snprintf(pattern, sizeof pattern, "\"%s\"", key);
    p = strstr(line, pattern);
    if (p == NULL) {
        return 0;
    }
    p += strlen(pattern);
    while (*p == ' ' || *p == '\t') {
        p++;
    }
    if (*p++ != ':') {
        return 0;
    }
    while (*p == ' ' || *p == '\t') {
        p++;
    }
    if (*p++ != '"') {
        return 0;
    }
    end = strchr(p, '"');
    if (end == NULL || memchr(p, '\\', (size_t)(end - p)) != NULL || (size_t)(end - p) >= size) {
        return 0;
    }
    memcpy(out, p, (size_t)(end - p));
    out[end - p] = '\0';
    return 1;
}

static uint64_t stamp(struct icaltimetype t)
{
    return (uint64_t)t.year * 10000000000ULL + (uint64_t)t.month * 100000000ULL +
           (uint64_t)t.day * 1000000ULL + (uint64_t)t.hour * 10000ULL +
           (uint64_t)t.minute * 100ULL + (uint64_t)t.second;
}

static int usage(FILE *out, const char *argv0)
{
    fprintf(out, "usage: %s RULES.jsonl [N] [--print]\n", argv0);
    return 2;
}

int main(int argc, char **argv)
{
    const char *path = NULL;
    long n = 500;
    int print = 0, have_n = 0;
    struct item *items = NULL;
    size_t count = 0, capacity = 0;
    struct icaltimetype *occurrences;
    char line[4096], text[1024], start_text[64];
    struct timespec t0, t1;
    double parse_s, expand_s = 0;
    uint64_t checksum = 14695981039346656037ULL;
    unsigned long long total = 0;
    unsigned long short_rules = 0;
    FILE *in;

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--print") == 0) {
            print = 1;
        } else if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
            usage(stdout, argv[0]);
            return 0;
        } else if (path == NULL) {
            path = argv[i];
        } else if (!have_n) {
            char *end;
            errno = 0;
            n = strtol(argv[i], &end, 10);
            if (errno != 0 || *end != '\0' || n < 1 || n > 1000000) {
                fprintf(stderr, "expand: not an occurrence count: %s\n", argv[i]);
                return 2;
            }
            have_n = 1;
        } else {
            return usage(stderr, argv[0]);
        }
    }
    if (path == NULL) {
        return usage(stderr, argv[0]);
    }
    in = fopen(path, "rb");
    if (in == NULL) {
        fprintf(stderr, "expand: cannot open %s\n", path);
        return 2;
    }

    /* Set before any parsing: keep libical from aborting on bad data. */
    icalerror_set_errors_are_fatal(0);

    /* Phase 1: read and parse every rule (parse_s). */
    clock_gettime(CLOCK_MONOTONIC, &t0);
    while (fgets(line, sizeof line, in) != NULL) {
        struct item item;

        if (line[0] == '\n') {
            continue;
        }
        if (!json_string(line, "rule", text, sizeof text) ||
            !json_string(line, "dtstart", start_text, sizeof start_text)) {
            fprintf(stderr, "expand: line %zu is not {\"rule\": ..., \"dtstart\": ...}\n",
                    count + 1);
            return 2;
        }
        icalerror_clear_errno();
        item.rule = icalrecurrencetype_from_string(text);
        item.start = icaltime_from_string(start_text);
        if (item.rule.freq == ICAL_NO_RECURRENCE || icaltime_is_null_time(item.start)) {
            fprintf(stderr, "expand: line %zu: libical refuses %s from %s\n", count + 1, text,
                    start_text);
            return 1;
        }
        /* The rules have no RSCALE, so item.rule owns no memory (rscale is
         * the only pointer libical 3.0 puts in it) and needs no freeing. */
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 256;
            items = realloc(items, capacity * sizeof *items);
            if (items == NULL) {
                fprintf(stderr, "expand: out of memory\n");
                return 2;
            }
        }
        items[count++] = item;
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    parse_s = seconds_between(&t0, &t1);
    if (ferror(in)) {
        fprintf(stderr, "expand: read error on %s\n", path);
        return 2;
    }
    fclose(in);

    occurrences = malloc((size_t)n * sizeof *occurrences);
    if (occurrences == NULL) {
        fprintf(stderr, "expand: out of memory\n");
        return 2;
    }

    /* Phase 2: expand (expand_s), one clock pair per rule so that the checksum
     * and the printing stay outside the timed work, as in the other peers. */
    for (size_t i = 0; i < count; i++) {
        icalrecur_iterator *it;
        long got = 0;

        clock_gettime(CLOCK_MONOTONIC, &t0);
        it = icalrecur_iterator_new(items[i].rule, items[i].start);
        if (it != NULL) {
            while (got < n) {
                struct icaltimetype t = icalrecur_iterator_next(it);
                if (icaltime_is_null_time(t)) {
                    break;
                }
                occurrences[got++] = t;
            }
            icalrecur_iterator_free(it);
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        expand_s += seconds_between(&t0, &t1);

        if (got < n) {
            short_rules++;
        }
        for (long k = 0; k < got; k++) {
            checksum = checksum * 1099511628211ULL + stamp(occurrences[k]);
            if (print) {
                printf("%zu\t%04d%02d%02dT%02d%02d%02d\n", i + 1, occurrences[k].year,
                       occurrences[k].month, occurrences[k].day, occurrences[k].hour,
                       occurrences[k].minute, occurrences[k].second);
            }
        }
        total += (unsigned long long)got;
    }
    free(occurrences);
    free(items);

    if (short_rules > 0) {
        fprintf(stderr, "expand: %lu rules gave fewer than %ld occurrences\n", short_rules, n);
    }
    printf("occurrences=%llu checksum=%" PRIu64 " rules=%zu parse_s=%.6f expand_s=%.6f "
           "occurrences_per_s=%.0f\n",
           total, checksum, count, parse_s, expand_s, expand_s > 0 ? (double)total / expand_s : 0.0);
    return 0;
}
