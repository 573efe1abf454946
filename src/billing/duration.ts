import { addInterval, iso } from '../factories/index.js';

/** The longest span one clock move may cover: a move of more is a 400 that names this; move in steps instead. */
export const MAX_CLOCK_SPAN = 'P10Y';
/** Dates the clock and `--now` take: years 1970 to 9999, so that every record's date stays a valid ISO 8601 one. */
const EARLIEST = Date.UTC(1970, 0, 1);
export const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59);
const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)(?:T(\d\d):(\d\d)(?::(\d\d)(\.\d+)?)?(Z|([+-])(\d\d):(\d\d)))?$/;

/**
 * An ISO 8601 date-time (`2026-03-01T00:00:00Z`, `2026-03-01T01:00+01:00`, or a date alone for its midnight UTC) as
 * ms, or null when it is not one or names a day or time that does not exist (`2027-02-30`, `T24:00`): never rolled
 * over into another date.
 */
export function parseDateTime(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = DATE_TIME.exec(text);
  if (match === null) return null;
  const [
    ,
    year,
    month,
    day,
    hour = '0',
    minute = '0',
    second = '0',
    fraction = '',
    zone = 'Z',
    sign,
    offsetHours,
    offsetMinutes,
  ] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as number[];
  const at = Date.UTC(y as number, (mo as number) - 1, d, h, mi, s);
  const exact = new Date(at);
  const same =
    exact.getUTCFullYear() === y &&
    exact.getUTCMonth() === (mo as number) - 1 &&
    exact.getUTCDate() === d &&
    exact.getUTCHours() === h &&
    exact.getUTCMinutes() === mi &&
    exact.getUTCSeconds() === s;
  if (!same) return null;
  let offset = 0;
  if (zone !== 'Z') {
    if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
    offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  }
  const ms = at - offset + Math.round(Number(`0${fraction}`) * 1000);
  return ms >= EARLIEST && ms <= LATEST ? ms : null;
}

const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
const UNITS_MS = [7 * 86_400_000, 86_400_000, 3_600_000, 60_000, 1000];

/**
 * `from` (ms) moved ahead by an ISO 8601 duration: years and months on the UTC calendar, weeks, days, hours, minutes
 * and seconds exactly (`P30D`, `P1M`, `PT36H`, `P1Y2M3DT4H`). Null when the text is not such a duration.
 */
export function addDuration(from: number, text: string): number | null {
  const match = DURATION.exec(text);
  if (match === null || text === 'P' || text.endsWith('T')) return null;
  const [years, months, ...exact] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  let at = addInterval(from, 'month', (years as number) * 12 + (months as number));
  exact.forEach((count, index) => {
    at += count * (UNITS_MS[index] as number);
  });
  return at;
}

/**
 * Where a clock move goes: `advance` (an ISO 8601 duration) or `to` (an ISO 8601 date-time), never back, and never
 * more than MAX_CLOCK_SPAN at once. A move is whole seconds: a fraction of one is dropped, as records keep seconds.
 */
export function clockMove(
  clock: number,
  move: { advance?: unknown; to?: unknown },
): { until: number } | { problem: string } {
  const { advance, to } = move;
  if ((advance === undefined) === (to === undefined)) {
    return {
      problem:
        'give either "advance" (an ISO 8601 duration such as P30D) or "to" (a date-time such as 2026-03-01T00:00:00Z)',
    };
  }
  if (advance !== undefined) {
    const until = typeof advance === 'string' ? addDuration(clock, advance) : null;
    if (until === null)
      return {
        problem: `advance must be an ISO 8601 duration such as P30D, PT12H or P1M, got ${JSON.stringify(advance)?.slice(0, 60)}`,
      };
    return within(clock, until, `advance ${advance}`);
  }
  const until = parseDateTime(to);
  if (until === null)
    return {
      problem: `to must be an ISO 8601 date-time such as 2026-03-01T00:00:00Z (a day and time that exist, in the years 1970 to 9999), got ${JSON.stringify(to)?.slice(0, 60)}`,
    };
  if (until < clock) return { problem: `the clock only moves forward: it is at ${iso(clock)}, ${to} is before that` };
  return within(clock, until, `to ${to}`);
}

/** A move that stays within MAX_CLOCK_SPAN, to the second; else the problem. */
function within(clock: number, until: number, asked: string): { until: number } | { problem: string } {
  if (until > LATEST) return { problem: `the clock cannot pass ${iso(LATEST)}: ${asked.slice(0, 80)} would` };
  const limit = addDuration(clock, MAX_CLOCK_SPAN) as number;
  if (!(until <= limit)) {
    return {
      problem: `a clock move may span at most ${MAX_CLOCK_SPAN} (10 years) at a time: ${asked.slice(0, 80)} would go past ${iso(limit)} from ${iso(clock)}; move it in steps`,
    };
  }
  return { until: Math.floor(until / 1000) * 1000 };
}
