/**
 * A schedule's cron-like `specification` (the documents' "Schedules" section): five fields, minute, hour, day of the
 * month, month and day of the week, each `*`, a value, a range `a-b`, a step `*\/n`, `a-b/n` or `a/n` (from `a` to
 * the field's last value), or a comma-separated list of those; months may be named `JAN`-`DEC`, days of the week
 * `SUN`-`SAT` (7 is Sunday too). When both day fields are restricted a day matching either fires (the documents'
 * inclusive OR); when one is `*`, the other alone decides.
 *
 * Fire times are wall-clock times in the schedule's `location` (an IANA time zone, through `Intl`): a wall-clock time
 * a daylight-saving change skips (02:30 on the night clocks go forward) does not fire that day, and one it repeats
 * (01:30 on the night they go back) fires once, at its first occurrence.
 */

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Where the documents are silent, the limits of cron as the platform's scheduler reads it: day of month from 1. */
const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  {
    name: 'month',
    min: 1,
    max: 12,
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  { name: 'day of week', min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
] as const;

/** What a specification must look like, for its 400. */
export const SPECIFICATION_FORMAT =
  'five fields "minute hour day-of-month month day-of-week" (0-59, 0-23, 1-31, 1-12 or JAN-DEC, 0-7 or SUN-SAT), each *, a value, a range a-b, a step */n, a-b/n or a/n, or a comma-separated list of those';

/** A parsed specification: the values each field matches, ascending, and whether each day field is unrestricted. */
export interface CronSpec {
  readonly minutes: readonly number[];
  readonly hours: readonly number[];
  readonly days: ReadonlySet<number>;
  readonly months: ReadonlySet<number>;
  /** 0 (Sunday) to 6. */
  readonly weekdays: ReadonlySet<number>;
  readonly anyDay: boolean;
  readonly anyWeekday: boolean;
}

/** A specification the rules refuse: `reason` says which field and why. */
export class SpecificationError {
  constructor(readonly reason: string) {}
}

type Field = (typeof FIELDS)[number];

/** One value of a field: a number in its bounds, or (month, day of week) a name. */
function fieldValue(field: Field, text: string): number {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value < field.min || value > field.max) {
      throw new SpecificationError(`${field.name} ${text} is out of range (${field.min}-${field.max})`);
    }
    return value;
  }
  const names: readonly string[] | undefined = 'names' in field ? field.names : undefined;
  const index = names?.indexOf(text.toUpperCase()) ?? -1;
  if (index < 0) {
    const named = names === undefined ? '' : ` or ${names[0]}-${names.at(-1)}`;
    throw new SpecificationError(`${field.name} "${text}" is not a number ${field.min}-${field.max}${named}`);
  }
  return field.name === 'month' ? index + 1 : index;
}

/** The values one field matches, and whether it is unrestricted (`*`, or `*\/1`). */
function parseField(field: Field, text: string): { values: Set<number>; any: boolean } {
  const values = new Set<number>();
  let any = false;
  for (const item of text.split(',')) {
    if (item === '') throw new SpecificationError(`${field.name} "${text}" has an empty list item`);
    const [range, stepText, extra] = item.split('/');
    if (extra !== undefined) throw new SpecificationError(`${field.name} "${item}" has more than one /`);
    let step = 1;
    if (stepText !== undefined) {
      if (!/^\d+$/.test(stepText) || Number(stepText) < 1 || Number(stepText) > field.max) {
        throw new SpecificationError(
          `${field.name} step "${stepText}" must be a whole number from 1 to ${field.max} (the field's largest value)`,
        );
      }
      step = Number(stepText);
    }
    let start: number;
    let end: number;
    if (range === '*') {
      start = field.min;
      end = field.max;
      if (step === 1) any = true;
    } else {
      const [from, to, more] = (range as string).split('-');
      if (more !== undefined || from === '' || to === '') {
        throw new SpecificationError(`${field.name} "${item}" is not a value or a range a-b`);
      }
      start = fieldValue(field, from as string);
      end = to === undefined ? (stepText === undefined ? start : field.max) : fieldValue(field, to);
      if (start > end) {
        throw new SpecificationError(`${field.name} range "${range}" must start no later than it ends`);
      }
    }
    for (let value = start; value <= end; value += step) values.add(value);
  }
  return { values, any };
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A specification read, or a `SpecificationError` saying what is wrong with it. */
export function parseSpecification(text: string): CronSpec {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === '') {
    throw new SpecificationError(`it has ${parts[0] === '' ? 0 : parts.length} fields, not 5`);
  }
  const [minutes, hours, days, months, weekdays] = FIELDS.map((field, index) =>
    parseField(field, parts[index] as string),
  ) as [
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
    ReturnType<typeof parseField>,
  ];
  if (weekdays.values.delete(7)) weekdays.values.add(0);
  const spec: CronSpec = {
    minutes: [...minutes.values].sort((a, b) => a - b),
    hours: [...hours.values].sort((a, b) => a - b),
    days: days.values,
    months: months.values,
    weekdays: weekdays.values,
    anyDay: days.any,
    anyWeekday: weekdays.any,
  };
  // Days of the month alone decide (the day of the week is *): one of them must be in one of the months.
  if (spec.anyWeekday && !spec.anyDay) {
    const fits = [...spec.months].some((month) =>
      [...spec.days].some((day) => day <= (DAYS_IN_MONTH[month - 1] as number)),
    );
    if (!fits) throw new SpecificationError('its days of the month are in none of its months: it never fires');
  }
  return spec;
}

/** Whether a date matches the day fields: both restricted, either; else the restricted one (or any day). */
function dayMatches(spec: CronSpec, day: number, weekday: number): boolean {
  if (spec.anyDay && spec.anyWeekday) return true;
  if (spec.anyWeekday) return spec.days.has(day);
  if (spec.anyDay) return spec.weekdays.has(weekday);
  return spec.days.has(day) || spec.weekdays.has(weekday);
}

// ---------------------------------------------------------------------------------------------------------------
// Time zones

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** The formatter giving wall-clock fields in `zone` (made once per zone). */
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    FORMATS.set(zone, format);
  }
  return format;
}

/** An IANA zone name's shape (`Europe/London`, `UTC`, `Etc/GMT+1`, `America/Argentina/Buenos_Aires`). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/** Whether `zone` is a time zone `Intl` knows, by its IANA name. */
export function isTimeZone(zone: string): boolean {
  if (!ZONE_NAME.test(zone)) return false;
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** How far `zone`'s wall clock is ahead of UTC at `at` (ms). */
function offsetAt(zone: string, at: number): number {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 0;
  const parts = formatIn(zone).formatToParts(at);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time (given as if it were UTC, ms) is in `zone`: the earlier of two when the clocks went
 * back over it, undefined when they went forward over it.
 */
function instantOf(zone: string, wall: number): number | undefined {
  const before = offsetAt(zone, wall - DAY);
  const after = offsetAt(zone, wall + DAY);
  let found: number | undefined;
  for (const offset of before === after ? [before] : [before, after]) {
    const at = wall - offset;
    if (offsetAt(zone, at) === offset && (found === undefined || at < found)) found = at;
  }
  return found;
}

/**
 * The times a schedule fires after `after` up to `until` inclusive (ms), in order: at most `cap` of them (the first
 * ones). Days are walked on `zone`'s calendar, so a long quiet stretch costs a few operations per day, no more.
 */
export function fireTimes(spec: CronSpec, zone: string, after: number, until: number, cap: number): number[] {
  const out: number[] = [];
  if (until <= after || cap <= 0) return out;
  // Wall-clock days from the one `after` falls on (a day earlier, for a zone behind UTC) to the one `until` does.
  const first = Math.floor((after + offsetAt(zone, after)) / DAY) * DAY - DAY;
  const last = Math.floor((until + offsetAt(zone, until)) / DAY) * DAY + DAY;
  for (let day = first; day <= last; day += DAY) {
    const date = new Date(day);
    if (!spec.months.has(date.getUTCMonth() + 1)) continue;
    if (!dayMatches(spec, date.getUTCDate(), date.getUTCDay())) continue;
    for (const hour of spec.hours) {
      for (const minute of spec.minutes) {
        const at = instantOf(zone, day + hour * 3_600_000 + minute * MINUTE);
        if (at === undefined || at <= after) continue;
        if (at > until) return out;
        out.push(at);
        if (out.length >= cap) return out;
      }
    }
  }
  return out;
}

/** How far ahead the next fire time is looked for: 8 years holds a 29 February in every century year but 2100. */
const HORIZON = 8 * 366 * DAY;

/** When a schedule fires next after `after` (ms), or undefined when it does not within eight years. */
export function nextFireTime(spec: CronSpec, zone: string, after: number): number | undefined {
  return fireTimes(spec, zone, after, after + HORIZON, 1)[0];
}
