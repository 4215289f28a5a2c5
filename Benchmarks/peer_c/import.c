/*
 * import.c: the `weekdays convert FEED --to jsonl` job, written directly on
 * libical, as the C baseline for the benchmark.
 *
 *   cc -O2 -o import import.c $(pkg-config --cflags --libs libical)
 *   ./import FEED.ics > out.jsonl
 *
 * The feed is read as a stream: icalparser_get_line() unfolds one content line
 * at a time from a FILE*, and each top-level component is handed back by
 * icalparser_add_line() as soon as its END line is read, processed, and freed.
 * Memory therefore stays flat however long the feed is.
 *
 * icalparser_add_line() only returns a component when the nesting level drops
 * back to 0, so a VCALENDAR would come back whole, at the very end. To stream,
 * this program keeps the VCALENDAR wrapper (and its own properties) away from
 * the parser: every VEVENT, VTODO, VJOURNAL and VTIMEZONE then arrives as a
 * root component of its own.
 *
 * For every VEVENT, VTODO and VJOURNAL that has an RRULE it prints one line:
 *   {"uid": "...", "selection": [2, 4], "fidelity": "exact"}
 * with weekday numbers 1 = Sunday ... 7 = Saturday. The reading of a rule
 * (see classify()) is the simplified one shared by the benchmark peers.
 * Counts go to stderr. Exit status: 0, or 2 when the file cannot be read.
 */
#define _GNU_SOURCE
#include <libical/ical.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

enum fidelity { EXACT, APPROXIMATE, NONE, INVALID, FIDELITY_COUNT };
static const char *const fidelity_names[FIDELITY_COUNT] = {
    "exact", "approximate", "none", "invalid"
};

struct counts {
    unsigned long components;   /* VEVENT, VTODO and VJOURNAL seen */
    unsigned long rules;        /* of those, with an RRULE (valid or not) */
    unsigned long by_fidelity[FIDELITY_COUNT];
};

/* The line generator icalparser_get_line() calls: fgets over the FILE*.
 * libical hands it an 80-byte buffer and stitches long lines together. */
static char *read_chunk(char *s, size_t size, void *data)
{
    return fgets_unlocked(s, (int)size, (FILE *)data);
}

/* ---------------------------------------------------------------------- */
/* JSON output                                                            */

static void put_json_string(const char *s, FILE *out)
{
    static const char hex[] = "0123456789abcdef";

    if (s == NULL) {
        fputs_unlocked("null", out);
        return;
    }
    putc_unlocked('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        unsigned char c = *p;
        switch (c) {
        case '"':  fputs_unlocked("\\\"", out); break;
        case '\\': fputs_unlocked("\\\\", out); break;
        case '\n': fputs_unlocked("\\n", out); break;
        case '\r': fputs_unlocked("\\r", out); break;
        case '\t': fputs_unlocked("\\t", out); break;
        default:
            if (c < 0x20) {
                fputs_unlocked("\\u00", out);
                putc_unlocked(hex[c >> 4], out);
                putc_unlocked(hex[c & 15], out);
            } else {
                putc_unlocked((int)c, out);   /* UTF-8 passes through */
            }
        }
    }
    putc_unlocked('"', out);
}

/* selection: bit n set for weekday n (1 = Sunday ... 7 = Saturday). */
static void put_record(const char *uid, unsigned selection, enum fidelity f, FILE *out)
{
    int first = 1;

    fputs_unlocked("{\"uid\": ", out);
    put_json_string(uid, out);
    fputs_unlocked(", \"selection\": [", out);
    for (int day = 1; day <= 7; day++) {
        if (selection & (1u << day)) {
            if (!first) {
                fputs_unlocked(", ", out);
            }
            putc_unlocked('0' + day, out);
            first = 0;
        }
    }
    fputs_unlocked("], \"fidelity\": \"", out);
    fputs_unlocked(fidelity_names[f], out);
    fputs_unlocked("\"}\n", out);
}

/* ---------------------------------------------------------------------- */
/* The rule reading                                                       */

#define ALL_DAYS 0xFEu   /* bits 1..7 */

/* A BY* array is empty when its first slot holds the end marker. */
static int has_part(const short *values)
{
    return values[0] != ICAL_RECURRENCE_ARRAY_MAX;
}

/* The weekday of DTSTART in its own wall time (TZID zones are not applied:
 * the date written in the file is the one the user sees), as a selection bit;
 * 0 when the component has no DTSTART. */
static unsigned dtstart_weekday(icalcomponent *comp)
{
    icalproperty *prop = icalcomponent_get_first_property(comp, ICAL_DTSTART_PROPERTY);
    struct icaltimetype start;
    int day;

    if (prop == NULL) {
        return 0;
    }
    start = icalproperty_get_dtstart(prop);
    if (icaltime_is_null_time(start)) {
        return 0;
    }
    day = icaltime_day_of_week(start);   /* 1 = Sunday */
    return (day >= 1 && day <= 7) ? (1u << day) : 0;
}

/*
 * FREQ=DAILY or WEEKLY with nothing but plain BYDAY days and WKST, INTERVAL 1,
 * no COUNT or UNTIL: exact (DAILY: BYDAY or all days; WEEKLY: BYDAY or the
 * weekday of DTSTART). Any other rule with BYDAY: approximate, the BYDAY
 * weekdays. DAILY or WEEKLY without BYDAY but with more parts: approximate
 * (DAILY: all days, or DTSTART's weekday when INTERVAL is a multiple of 7;
 * WEEKLY: DTSTART's weekday). MONTHLY and YEARLY without BYDAY: none.
 * HOURLY, MINUTELY and SECONDLY without BYDAY fall on every day: approximate.
 */
static enum fidelity classify(icalcomponent *comp, const struct icalrecurrencetype *rule,
                              unsigned *selection)
{
    unsigned days = 0;
    int ordinal = 0;
    int interval = rule->interval > 1 ? rule->interval : 1;
    int bounded = rule->count != 0 || !icaltime_is_null_time(rule->until);
    int extra = has_part(rule->by_second) || has_part(rule->by_minute) ||
                has_part(rule->by_hour) || has_part(rule->by_month_day) ||
                has_part(rule->by_year_day) || has_part(rule->by_week_no) ||
                has_part(rule->by_month) || has_part(rule->by_set_pos) ||
                rule->rscale != NULL;

    *selection = 0;
    if (rule->freq == ICAL_NO_RECURRENCE) {
        return INVALID;
    }

    for (int i = 0; i < ICAL_BY_DAY_SIZE && rule->by_day[i] != ICAL_RECURRENCE_ARRAY_MAX; i++) {
        int day = (int)icalrecurrencetype_day_day_of_week(rule->by_day[i]);
        if (day >= 1 && day <= 7) {
            days |= 1u << day;
        }
        if (icalrecurrencetype_day_position(rule->by_day[i]) != 0) {
            ordinal = 1;
        }
    }

    if ((rule->freq == ICAL_DAILY_RECURRENCE || rule->freq == ICAL_WEEKLY_RECURRENCE) &&
        interval == 1 && !bounded && !extra && !ordinal) {
        if (days != 0) {
            *selection = days;
        } else if (rule->freq == ICAL_DAILY_RECURRENCE) {
            *selection = ALL_DAYS;
        } else {
            *selection = dtstart_weekday(comp);
        }
        return EXACT;
    }
    if (days != 0) {
        *selection = days;
        return APPROXIMATE;
    }
    switch (rule->freq) {
    case ICAL_DAILY_RECURRENCE:
        *selection = (interval % 7 == 0) ? dtstart_weekday(comp) : ALL_DAYS;
        return APPROXIMATE;
    case ICAL_WEEKLY_RECURRENCE:
        *selection = dtstart_weekday(comp);
        return APPROXIMATE;
    case ICAL_MONTHLY_RECURRENCE:
    case ICAL_YEARLY_RECURRENCE:
        return NONE;
    default:
        *selection = ALL_DAYS;
        return APPROXIMATE;
    }
}

/* When libical cannot parse an RRULE value, the parser removes the whole
 * property and leaves an X-LIC-ERROR property in its place, whose text says
 * "Can't parse as RECUR value in RRULE property. Removing entire property: ...".
 * That is the only trace of the rule, so look for it. */
static int has_rejected_rrule(icalcomponent *comp)
{
    for (icalproperty *p = icalcomponent_get_first_property(comp, ICAL_XLICERROR_PROPERTY);
         p != NULL;
         p = icalcomponent_get_next_property(comp, ICAL_XLICERROR_PROPERTY)) {
        const char *text = icalproperty_get_xlicerror(p);
        if (text != NULL && strstr(text, "RRULE property") != NULL) {
            return 1;
        }
    }
    return 0;
}

static void process_item(icalcomponent *comp, struct counts *counts, FILE *out)
{
    icalproperty *rrule = icalcomponent_get_first_property(comp, ICAL_RRULE_PROPERTY);
    unsigned selection = 0;
    enum fidelity f;

    counts->components++;
    if (rrule != NULL) {
        /* A copy of the value's struct; its rscale pointer stays owned by the
         * property, so nothing here is freed. */
        struct icalrecurrencetype rule = icalproperty_get_rrule(rrule);
        f = classify(comp, &rule, &selection);
    } else if (has_rejected_rrule(comp)) {
        f = INVALID;
    } else {
        return;   /* not a recurring component */
    }
    counts->rules++;
    counts->by_fidelity[f]++;
    put_record(icalcomponent_get_uid(comp), selection, f, out);
}

static void process(icalcomponent *comp, struct counts *counts, FILE *out)
{
    switch (icalcomponent_isa(comp)) {
    case ICAL_VEVENT_COMPONENT:
    case ICAL_VTODO_COMPONENT:
    case ICAL_VJOURNAL_COMPONENT:
        process_item(comp, counts, out);
        break;
    case ICAL_VCALENDAR_COMPONENT:
    case ICAL_XROOT_COMPONENT:
        /* Only reached for input this program did not unwrap itself. */
        for (icalcomponent *inner = icalcomponent_get_first_component(comp, ICAL_ANY_COMPONENT);
             inner != NULL;
             inner = icalcomponent_get_next_component(comp, ICAL_ANY_COMPONENT)) {
            process(inner, counts, out);
        }
        break;
    default:
        break;   /* VTIMEZONE and the rest: nothing to report */
    }
}

/* ---------------------------------------------------------------------- */
/* Streaming                                                              */

/* If line is "BEGIN:<name>" or "END:<name>" (any case, trailing blanks
 * allowed), return 1 or -1 and point *name at the component name. */
static int marker(const char *line, const char **name)
{
    int kind;

    if (strncasecmp(line, "BEGIN:", 6) == 0) {
        *name = line + 6;
        kind = 1;
    } else if (strncasecmp(line, "END:", 4) == 0) {
        *name = line + 4;
        kind = -1;
    } else {
        return 0;
    }
    while (**name == ' ' || **name == '\t') {
        (*name)++;
    }
    return kind;
}

static int is_vcalendar(const char *name)
{
    size_t n = strlen("VCALENDAR");
    if (strncasecmp(name, "VCALENDAR", n) != 0) {
        return 0;
    }
    for (name += n; *name; name++) {
        if (*name != ' ' && *name != '\t') {
            return 0;
        }
    }
    return 1;
}

static void convert(FILE *in, struct counts *counts, FILE *out)
{
    icalparser *parser = icalparser_new();
    int depth = 0;   /* nesting of the components the parser has been given */
    char *line;

    icalparser_set_gen_data(parser, in);
    while ((line = icalparser_get_line(parser, read_chunk)) != NULL) {
        const char *name;
        int kind = marker(line, &name);
        icalcomponent *done;

        if (depth == 0 && (kind == 0 || is_vcalendar(name))) {
            /* The VCALENDAR wrapper and its own properties (VERSION, PRODID,
             * ...): keep them from the parser. */
            icalmemory_free_buffer(line);
            continue;
        }
        depth += kind;
        if (depth < 0) {
            depth = 0;
        }
        /* icalparser_add_line() does not keep the line: icalparser_parse()
         * frees each one after adding it, and so do we. */
        done = icalparser_add_line(parser, line);
        icalmemory_free_buffer(line);
        if (done != NULL) {
            process(done, counts, out);
            icalcomponent_free(done);
        }
    }
    /* A component left open at the end of the input (no END line). Its
     * header says the caller owns what icalparser_clean() returns, but 3.0.16
     * also keeps it as the parser's root and icalparser_free() frees it:
     * freeing it here too would be a double free. */
    {
        icalcomponent *rest = icalparser_clean(parser);
        if (rest != NULL) {
            process(rest, counts, out);
        }
    }
    icalparser_free(parser);
}

int main(int argc, char **argv)
{
    struct counts counts = {0};
    struct timespec t0, t1;
    FILE *in;

    if (argc != 2 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        fprintf(stderr, "usage: %s FEED.ics|- > out.jsonl\n", argv[0]);
        return 2;
    }
    in = strcmp(argv[1], "-") == 0 ? stdin : fopen(argv[1], "rb");
    if (in == NULL) {
        fprintf(stderr, "import: cannot open %s\n", argv[1]);
        return 2;
    }
    setvbuf(in, NULL, _IOFBF, 1 << 20);
    setvbuf(stdout, NULL, _IOFBF, 1 << 20);

    /* Set once, before any parsing: keep libical from aborting on bad data. */
    icalerror_set_errors_are_fatal(0);
    icalerror_set_error_state(ICAL_MALFORMEDDATA_ERROR, ICAL_ERROR_NONFATAL);

    clock_gettime(CLOCK_MONOTONIC, &t0);
    convert(in, &counts, stdout);
    fflush(stdout);
    clock_gettime(CLOCK_MONOTONIC, &t1);

    if (ferror(in)) {
        fprintf(stderr, "import: read error on %s\n", argv[1]);
        return 2;
    }
    if (in != stdin) {
        fclose(in);
    }
    fprintf(stderr,
            "import: %lu components, %lu rules: %lu exact, %lu approximate, %lu none, "
            "%lu invalid; %.3f s\n",
            counts.components, counts.rules, counts.by_fidelity[EXACT],
            counts.by_fidelity[APPROXIMATE], counts.by_fidelity[NONE],
            counts.by_fidelity[INVALID],
            (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
    return 0;
}
