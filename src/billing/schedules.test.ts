import { describe, expect, it } from 'vitest';
import { fireTimes, isTimeZone, nextFireTime, parseSpecification, SpecificationError } from './schedules.js';

const at = (text: string) => Date.parse(text);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('schedule specifications', () => {
  it('reads values, names, ranges, lists and steps', () => {
    const spec = parseSpecification('0-5,30-35 0-12/2 */10 JAN-MAR,dec 7');
    expect(spec.minutes).toStrictEqual([0, 1, 2, 3, 4, 5, 30, 31, 32, 33, 34, 35]);
    expect(spec.hours).toStrictEqual([0, 2, 4, 6, 8, 10, 12]);
    expect([...spec.days]).toStrictEqual([1, 11, 21, 31]);
    expect([...spec.months].sort((a, b) => a - b)).toStrictEqual([1, 2, 3, 12]);
    expect([...spec.weekdays]).toStrictEqual([0]);
    expect(parseSpecification('5/15 * * * *').minutes).toStrictEqual([5, 20, 35, 50]);
  });

  it.each([
    '',
    '* * * * * *',
    '60 * * * *',
    '* * 32 * *',
    '* * * 13 *',
    '*/0 * * * *',
    '3-1 * * * *',
    '1-2-3 * * * *',
    'x * * * *',
    '* * 30 2 *',
  ])('refuses %j', (text) => expect(() => parseSpecification(text)).toThrow(SpecificationError));

  it('ORs restricted day fields, ANDs when one is *', () => {
    // 1st of the month or Saturdays, in January 2026 (1 Jan is a Thursday).
    const either = fireTimes(
      parseSpecification('0 0 1 * SAT'),
      'UTC',
      at('2025-12-31T00:00:00Z'),
      at('2026-01-12T00:00:00Z'),
      10,
    );
    expect(either.map(iso)).toStrictEqual(['2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z', '2026-01-10T00:00:00Z']);
    const first = fireTimes(
      parseSpecification('0 0 1 * *'),
      'UTC',
      at('2025-12-31T00:00:00Z'),
      at('2026-03-12T00:00:00Z'),
      10,
    );
    expect(first.map(iso)).toStrictEqual(['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z']);
  });

  it('fires on wall-clock time across daylight saving changes, capped, after `after` only', () => {
    const spec = parseSpecification('30 2 * * *');
    // New York springs forward on 8 March 2026: 02:30 does not exist that day.
    const times = fireTimes(spec, 'America/New_York', at('2026-03-07T00:00:00Z'), at('2026-03-10T00:00:00Z'), 10);
    expect(times.map(iso)).toStrictEqual(['2026-03-07T07:30:00Z', '2026-03-09T06:30:00Z']);
    expect(fireTimes(parseSpecification('* * * * *'), 'UTC', 0, 10 * 365 * 86_400_000, 1000)).toHaveLength(1000);
    expect(nextFireTime(spec, 'UTC', at('2026-01-01T02:30:00Z'))).toBe(at('2026-01-02T02:30:00Z'));
    expect(nextFireTime(parseSpecification('0 0 29 2 *'), 'UTC', at('2026-03-01T00:00:00Z'))).toBe(
      at('2028-02-29T00:00:00Z'),
    );
  });

  it('knows time zones by IANA name', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
  });
});

/** The reason a specification is refused for (fails when it is not refused, or not with a `SpecificationError`). */
function reasonOf(text: string): string {
  try {
    parseSpecification(text);
  } catch (error) {
    if (error instanceof SpecificationError) return error.reason;
    throw error;
  }
  throw new Error(`${JSON.stringify(text)} was read`);
}

const range = (from: number, to: number, step = 1) => {
  const out: number[] = [];
  for (let value = from; value <= to; value += step) out.push(value);
  return out;
};

describe('schedule specifications, exactly', () => {
  it('reads * in every field as every value, both day fields unrestricted', () => {
    expect(parseSpecification('* * * * *')).toStrictEqual({
      minutes: range(0, 59),
      hours: range(0, 23),
      days: new Set(range(1, 31)),
      months: new Set(range(1, 12)),
      weekdays: new Set(range(0, 6)),
      anyDay: true,
      anyWeekday: true,
    });
    // A step of 1 is *, also in a list; any other step restricts the field.
    expect(parseSpecification('*/1 */1 */1,5 */1 */1')).toStrictEqual(parseSpecification('* * * * *'));
    expect(parseSpecification('0 0 */2 * */2')).toStrictEqual({
      minutes: [0],
      hours: [0],
      days: new Set(range(1, 31, 2)),
      months: new Set(range(1, 12)),
      weekdays: new Set([0, 2, 4, 6]),
      anyDay: false,
      anyWeekday: false,
    });
  });

  it('sorts minutes and hours, reads single values, equal ranges, names in any case and Sunday as 7', () => {
    expect(parseSpecification('30,5,10 20,3 5-5 jan,Dec 7')).toStrictEqual({
      minutes: [5, 10, 30],
      hours: [3, 20],
      days: new Set([5]),
      months: new Set([1, 12]),
      weekdays: new Set([0]),
      anyDay: false,
      anyWeekday: false,
    });
    expect(parseSpecification('0 0 * FEB sun')).toStrictEqual({
      minutes: [0],
      hours: [0],
      days: new Set(range(1, 31)),
      months: new Set([2]),
      weekdays: new Set([0]),
      anyDay: true,
      anyWeekday: false,
    });
    expect([...parseSpecification('0 0 * * SAT,7').weekdays]).toStrictEqual([6, 0]);
    expect([...parseSpecification('0 0 * * 0,7').weekdays]).toStrictEqual([0]);
    expect([...parseSpecification('0 0 * * MON').weekdays]).toStrictEqual([1]);
    expect([...parseSpecification('0 0 * * 1-5').weekdays]).toStrictEqual([1, 2, 3, 4, 5]);
    expect([...parseSpecification('0 0 * JAN-MAR *').months]).toStrictEqual([1, 2, 3]);
  });

  it('reads steps from a value to the end of the field, steps of a range, and the largest step', () => {
    expect(parseSpecification('5 * * * *').minutes).toStrictEqual([5]);
    expect(parseSpecification('50/3 * * * *').minutes).toStrictEqual([50, 53, 56, 59]);
    expect(parseSpecification('1-59/58 * * * *').minutes).toStrictEqual([1, 59]);
    expect(parseSpecification('*/59 */23 * * *')).toMatchObject({ minutes: [0, 59], hours: [0, 23] });
    expect(parseSpecification('0 0 1-31/15 * *').days).toStrictEqual(new Set([1, 16, 31]));
    expect(parseSpecification('0 0 * * 0-7/7').weekdays).toStrictEqual(new Set([0]));
  });

  it('takes spaces and tabs around and between the fields', () => {
    expect(parseSpecification('  1\t2   3 4  5 ')).toStrictEqual({
      minutes: [1],
      hours: [2],
      days: new Set([3]),
      months: new Set([4]),
      weekdays: new Set([5]),
      anyDay: false,
      anyWeekday: false,
    });
  });

  it('takes days of the month that some of its months have, or that either day field allows', () => {
    expect([...parseSpecification('0 0 29 2 *').days]).toStrictEqual([29]);
    expect([...parseSpecification('0 0 31 1 *').days]).toStrictEqual([31]);
    expect([...parseSpecification('0 0 31 1,2 *').months]).toStrictEqual([1, 2]);
    expect([...parseSpecification('0 0 1,30 2 *').days]).toStrictEqual([1, 30]);
    expect([...parseSpecification('0 0 31 12 *').days]).toStrictEqual([31]);
    // Both day fields restricted: Mondays of February fire, though it has no 30th.
    expect(parseSpecification('0 0 30 2 MON')).toMatchObject({ anyDay: false, anyWeekday: false });
  });

  it.each([
    ['', 'it has 0 fields, not 5'],
    ['   ', 'it has 0 fields, not 5'],
    ['* *', 'it has 2 fields, not 5'],
    ['* * * * * *', 'it has 6 fields, not 5'],
    ['60 * * * *', 'minute 60 is out of range (0-59)'],
    ['* 24 * * *', 'hour 24 is out of range (0-23)'],
    ['* * 0 * *', 'day of month 0 is out of range (1-31)'],
    ['* * 32 * *', 'day of month 32 is out of range (1-31)'],
    ['* * * 0 *', 'month 0 is out of range (1-12)'],
    ['* * * 13 *', 'month 13 is out of range (1-12)'],
    ['* * * * 8', 'day of week 8 is out of range (0-7)'],
    ['1-60 * * * *', 'minute 60 is out of range (0-59)'],
    ['x * * * *', 'minute "x" is not a number 0-59'],
    ['a5 * * * *', 'minute "a5" is not a number 0-59'],
    ['5a * * * *', 'minute "5a" is not a number 0-59'],
    ['* x * * *', 'hour "x" is not a number 0-23'],
    ['* * x * *', 'day of month "x" is not a number 1-31'],
    ['* * * FOO *', 'month "FOO" is not a number 1-12 or JAN-DEC'],
    ['* * * * funday', 'day of week "funday" is not a number 0-7 or SUN-SAT'],
    ['1,,2 * * * *', 'minute "1,,2" has an empty list item'],
    [', * * * *', 'minute "," has an empty list item'],
    ['1/2/3 * * * *', 'minute "1/2/3" has more than one /'],
    ['*/0 * * * *', 'minute step "0" must be a whole number from 1 to 59 (the field\'s largest value)'],
    ['*/60 * * * *', 'minute step "60" must be a whole number from 1 to 59 (the field\'s largest value)'],
    ['* */24 * * *', 'hour step "24" must be a whole number from 1 to 23 (the field\'s largest value)'],
    ['*/x * * * *', 'minute step "x" must be a whole number from 1 to 59 (the field\'s largest value)'],
    ['*/1x * * * *', 'minute step "1x" must be a whole number from 1 to 59 (the field\'s largest value)'],
    ['*/x1 * * * *', 'minute step "x1" must be a whole number from 1 to 59 (the field\'s largest value)'],
    ['*/ * * * *', 'minute step "" must be a whole number from 1 to 59 (the field\'s largest value)'],
    ['1-2-3 * * * *', 'minute "1-2-3" is not a value or a range a-b'],
    ['-5 * * * *', 'minute "-5" is not a value or a range a-b'],
    ['5- * * * *', 'minute "5-" is not a value or a range a-b'],
    ['3-1 * * * *', 'minute range "3-1" must start no later than it ends'],
    ['* * * DEC-JAN *', 'month range "DEC-JAN" must start no later than it ends'],
    ['* * 30 2 *', 'its days of the month are in none of its months: it never fires'],
    ['* * 30,31 2 *', 'its days of the month are in none of its months: it never fires'],
    ['* * 31 4,6 *', 'its days of the month are in none of its months: it never fires'],
  ])('refuses %j: %s', (text, reason) => {
    expect(reasonOf(text)).toBe(reason);
  });
});

describe('fire times, exactly', () => {
  const utc = (text: string, after: string, until: string, cap = 100) =>
    fireTimes(parseSpecification(text), 'UTC', at(after), at(until), cap).map(iso);

  it('from the day `after` falls on to the day `until` does, inclusive of `until`, exclusive of `after`', () => {
    expect(utc('0 12 * * *', '2026-01-01T00:00:00Z', '2026-01-03T12:00:00Z')).toStrictEqual([
      '2026-01-01T12:00:00Z',
      '2026-01-02T12:00:00Z',
      '2026-01-03T12:00:00Z',
    ]);
    expect(utc('0 12 * * *', '2026-01-01T12:00:00Z', '2026-01-03T11:59:59Z')).toStrictEqual(['2026-01-02T12:00:00Z']);
    expect(utc('* * * * *', '2026-01-01T00:00:59.500Z', '2026-01-01T00:03:00Z')).toStrictEqual([
      '2026-01-01T00:01:00Z',
      '2026-01-01T00:02:00Z',
      '2026-01-01T00:03:00Z',
    ]);
  });

  it('gives none for an empty or backward window or a cap of 0, and at most `cap`, the first ones', () => {
    expect(utc('* * * * *', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')).toStrictEqual([]);
    expect(utc('* * * * *', '2026-01-01T00:10:00Z', '2026-01-01T00:00:00Z')).toStrictEqual([]);
    expect(utc('* * * * *', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', 0)).toStrictEqual([]);
    expect(utc('* * * * *', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', -1)).toStrictEqual([]);
    expect(utc('* * * * *', '2026-06-01T00:00:00Z', '2027-01-01T00:00:00Z', 2)).toStrictEqual([
      '2026-06-01T00:01:00Z',
      '2026-06-01T00:02:00Z',
    ]);
  });

  it('walks hours, then minutes, of each matching day', () => {
    expect(utc('45,15 2,1 * * *', '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z')).toStrictEqual([
      '2026-01-01T01:15:00Z',
      '2026-01-01T01:45:00Z',
      '2026-01-01T02:15:00Z',
      '2026-01-01T02:45:00Z',
    ]);
  });

  it('keeps to the months, and to the day field that is restricted', () => {
    expect(utc('0 0 1 3,5 *', '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z')).toStrictEqual([
      '2026-03-01T00:00:00Z',
      '2026-05-01T00:00:00Z',
    ]);
    // Mondays of January 2026: the 5th, 12th, 19th and 26th.
    expect(utc('0 9 * * MON', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')).toStrictEqual([
      '2026-01-05T09:00:00Z',
      '2026-01-12T09:00:00Z',
      '2026-01-19T09:00:00Z',
      '2026-01-26T09:00:00Z',
    ]);
    expect(utc('0 0 15 * *', '2026-01-01T00:00:00Z', '2026-03-31T00:00:00Z')).toStrictEqual([
      '2026-01-15T00:00:00Z',
      '2026-02-15T00:00:00Z',
      '2026-03-15T00:00:00Z',
    ]);
    // Either day field, when both are restricted: the 30th of none of February's days, but its Mondays.
    expect(utc('0 0 30 2 MON', '2026-01-31T00:00:00Z', '2026-03-01T00:00:00Z')).toStrictEqual([
      '2026-02-02T00:00:00Z',
      '2026-02-09T00:00:00Z',
      '2026-02-16T00:00:00Z',
      '2026-02-23T00:00:00Z',
    ]);
  });

  it('reads wall-clock times in zones ahead of and behind UTC', () => {
    const tokyo = fireTimes(
      parseSpecification('0 9 * * *'),
      'Asia/Tokyo',
      at('2026-01-01T00:00:00Z'),
      at('2026-01-03T00:00:00Z'),
      10,
    );
    expect(tokyo.map(iso)).toStrictEqual(['2026-01-02T00:00:00Z', '2026-01-03T00:00:00Z']);
    // 22:00 in New York on 2 January is 03:00 UTC on the 3rd: the last day walked is the wall clock's.
    const newYork = fireTimes(
      parseSpecification('0 22 * * *'),
      'America/New_York',
      at('2026-01-01T00:00:00Z'),
      at('2026-01-03T03:00:00Z'),
      10,
    );
    expect(newYork.map(iso)).toStrictEqual(['2026-01-01T03:00:00Z', '2026-01-02T03:00:00Z', '2026-01-03T03:00:00Z']);
  });

  it('fires a repeated wall-clock time once, at its first occurrence, and later ones at the new offset', () => {
    // New York falls back on 1 November 2026: 01:00-02:00 EDT (05:00-06:00 UTC) comes again as EST.
    const oneThirty = fireTimes(
      parseSpecification('30 1 * * *'),
      'America/New_York',
      at('2026-10-31T00:00:00Z'),
      at('2026-11-03T00:00:00Z'),
      10,
    );
    expect(oneThirty.map(iso)).toStrictEqual(['2026-10-31T05:30:00Z', '2026-11-01T05:30:00Z', '2026-11-02T06:30:00Z']);
    const three = fireTimes(
      parseSpecification('0 3 * * *'),
      'America/New_York',
      at('2026-10-31T00:00:00Z'),
      at('2026-11-02T00:00:00Z'),
      10,
    );
    expect(three.map(iso)).toStrictEqual(['2026-10-31T07:00:00Z', '2026-11-01T08:00:00Z']);
    // Spring forward on 8 March 2026: noon that day is EDT already.
    const noon = fireTimes(
      parseSpecification('0 12 * * *'),
      'America/New_York',
      at('2026-03-07T00:00:00Z'),
      at('2026-03-09T00:00:00Z'),
      10,
    );
    expect(noon.map(iso)).toStrictEqual(['2026-03-07T17:00:00Z', '2026-03-08T16:00:00Z']);
  });

  it('finds the next fire time, years ahead where it must', () => {
    expect(nextFireTime(parseSpecification('0 0 1 1 *'), 'UTC', at('2026-12-31T00:00:00Z'))).toBe(
      at('2027-01-01T00:00:00Z'),
    );
    expect(nextFireTime(parseSpecification('30 1 * * *'), 'America/New_York', at('2026-11-01T05:30:00Z'))).toBe(
      at('2026-11-02T06:30:00Z'),
    );
    // No 29 February in 2100: from March 2097 the next is in 2104, within the eight years looked at.
    expect(nextFireTime(parseSpecification('0 0 29 2 *'), 'UTC', at('2097-03-01T00:00:00Z'))).toBe(
      at('2104-02-29T00:00:00Z'),
    );
    // February's Mondays: the 31st is in none of its days, and the months still hold.
    expect(nextFireTime(parseSpecification('0 0 31 2 MON'), 'UTC', at('2026-01-01T00:00:00Z'))).toBe(
      at('2026-02-02T00:00:00Z'),
    );
  });

  it('knows more zones by name, in any case, and nothing else', () => {
    expect(isTimeZone('Etc/GMT+1')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('europe/london')).toBe(true);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' UTC')).toBe(false);
    expect(isTimeZone('Europe/London/')).toBe(false);
  });
});
