import { addInterval } from '../factories/index.js';

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

/** Where a clock move goes: `advance` (an ISO 8601 duration) or `to` (an ISO 8601 date-time), never back. */
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
    return { until };
  }
  const until =
    typeof to === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(to)
      ? Date.parse(to)
      : Number.NaN;
  if (Number.isNaN(until))
    return {
      problem: `to must be an ISO 8601 date-time such as 2026-03-01T00:00:00Z, got ${JSON.stringify(to)?.slice(0, 60)}`,
    };
  if (until < clock)
    return { problem: `the clock only moves forward: it is at ${new Date(clock).toISOString()}, ${to} is before that` };
  return { until };
}
