#ifndef CLIBICAL_SHIM_H
#define CLIBICAL_SHIM_H

#include <libical/ical.h>

/* `icalerrno` is a macro over a per-thread slot; Swift cannot see macros. */
static inline icalerrorenum clibical_errno(void) { return *icalerrno_return(); }

/* The BY* arrays end at this sentinel unless they are full. */
static inline short clibical_array_end(void) { return ICAL_RECURRENCE_ARRAY_MAX; }

/* Array sizes are macros; Swift imports the arrays as tuples of unknown length. */
static inline int clibical_by_second_size(void) { return ICAL_BY_SECOND_SIZE; }
static inline int clibical_by_minute_size(void) { return ICAL_BY_MINUTE_SIZE; }
static inline int clibical_by_hour_size(void) { return ICAL_BY_HOUR_SIZE; }
static inline int clibical_by_day_size(void) { return ICAL_BY_DAY_SIZE; }
static inline int clibical_by_month_day_size(void) { return ICAL_BY_MONTHDAY_SIZE; }
static inline int clibical_by_year_day_size(void) { return ICAL_BY_YEARDAY_SIZE; }
static inline int clibical_by_week_no_size(void) { return ICAL_BY_WEEKNO_SIZE; }
static inline int clibical_by_month_size(void) { return ICAL_BY_MONTH_SIZE; }
static inline int clibical_by_set_pos_size(void) { return ICAL_BY_SETPOS_SIZE; }

/* Pointers to the first element of each BY* array, so Swift can index them. */
static inline short *clibical_by_second(struct icalrecurrencetype *r) { return r->by_second; }
static inline short *clibical_by_minute(struct icalrecurrencetype *r) { return r->by_minute; }
static inline short *clibical_by_hour(struct icalrecurrencetype *r) { return r->by_hour; }
static inline short *clibical_by_day(struct icalrecurrencetype *r) { return r->by_day; }
static inline short *clibical_by_month_day(struct icalrecurrencetype *r) { return r->by_month_day; }
static inline short *clibical_by_year_day(struct icalrecurrencetype *r) { return r->by_year_day; }
static inline short *clibical_by_week_no(struct icalrecurrencetype *r) { return r->by_week_no; }
static inline short *clibical_by_month(struct icalrecurrencetype *r) { return r->by_month; }
static inline short *clibical_by_set_pos(struct icalrecurrencetype *r) { return r->by_set_pos; }

/* Encodes a BYDAY entry the way libical stores it (weekday 1 = Sunday). */
static inline short clibical_encode_day(int weekday, int position) {
    return (short)(position < 0 ? -(8 * -position + weekday) : 8 * position + weekday);
}

#endif
