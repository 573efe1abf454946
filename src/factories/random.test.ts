import { describe, expect, it } from 'vitest';
import { iso } from './random.js';

describe('iso', () => {
  it('writes second precision in UTC, for numbers and dates, the same whichever came before', () => {
    const a = Date.UTC(2026, 0, 2, 3, 4, 5, 678);
    const b = Date.UTC(2030, 11, 31, 23, 59, 59);
    expect(iso(a)).toBe('2026-01-02T03:04:05Z');
    expect(iso(a)).toBe('2026-01-02T03:04:05Z');
    expect(iso(new Date(b))).toBe('2030-12-31T23:59:59Z');
    expect(iso(a)).toBe('2026-01-02T03:04:05Z');
    expect(iso(b)).toBe('2030-12-31T23:59:59Z');
    expect(() => iso(Number.NaN)).toThrow(RangeError);
    expect(() => iso(Number.NaN)).toThrow(RangeError);
  });

  it('stays right past the instants it keeps (it starts over, and the first ones are made anew)', () => {
    const start = Date.UTC(2026, 0, 1);
    const times = Array.from({ length: 10_000 }, (_, i) => start + i * 61_001);
    const expected = times.map((time) => `${new Date(time).toISOString().slice(0, 19)}Z`);
    expect(times.map(iso)).toEqual(expected);
    expect(times.map(iso)).toEqual(expected);
    expect(iso(times[0] as number)).toBe('2026-01-01T00:00:00Z');
  });
});
