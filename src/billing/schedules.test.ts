import { describe, expect, it } from 'vitest';
import { fireTimes, isTimeZone, nextFireTime, parseSpecification, SpecificationError } from './schedules.js';

const at = (text: string) => Date.parse(text);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

describe('schedule specifications', () => {
  it('reads values, names, ranges, lists and steps', () => {
    const spec = parseSpecification('0-5,30-35 0-12/2 */10 JAN-MAR,dec 7');
    expect(spec.minutes).toEqual([0, 1, 2, 3, 4, 5, 30, 31, 32, 33, 34, 35]);
    expect(spec.hours).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect([...spec.days]).toEqual([1, 11, 21, 31]);
    expect([...spec.months].sort((a, b) => a - b)).toEqual([1, 2, 3, 12]);
    expect([...spec.weekdays]).toEqual([0]);
    expect(parseSpecification('5/15 * * * *').minutes).toEqual([5, 20, 35, 50]);
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
    expect(either.map(iso)).toEqual(['2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z', '2026-01-10T00:00:00Z']);
    const first = fireTimes(
      parseSpecification('0 0 1 * *'),
      'UTC',
      at('2025-12-31T00:00:00Z'),
      at('2026-03-12T00:00:00Z'),
      10,
    );
    expect(first.map(iso)).toEqual(['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z']);
  });

  it('fires on wall-clock time across daylight saving changes, capped, after `after` only', () => {
    const spec = parseSpecification('30 2 * * *');
    // New York springs forward on 8 March 2026: 02:30 does not exist that day.
    const times = fireTimes(spec, 'America/New_York', at('2026-03-07T00:00:00Z'), at('2026-03-10T00:00:00Z'), 10);
    expect(times.map(iso)).toEqual(['2026-03-07T07:30:00Z', '2026-03-09T06:30:00Z']);
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
