/** Billing intervals on the UTC calendar: months and years keep the day of the month, clamped to the month's end. */
export type IntervalType = 'day' | 'week' | 'month' | 'year';

const DAY = 86_400_000;

/** `from` moved `count` intervals of `type` ahead (or back, for a negative count). */
export function addInterval(from: number, type: IntervalType, count: number): number {
  if (type === 'day') return from + count * DAY;
  if (type === 'week') return from + count * 7 * DAY;
  const date = new Date(from);
  const months = type === 'year' ? count * 12 : count;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return +date;
}

/** Where a plan of `frequency` x `type` intervals and `length` of them ends, counted from `start`. */
export function planEnd(start: number, type: IntervalType, frequency: number, length: number): number {
  return addInterval(start, type, frequency * length);
}
