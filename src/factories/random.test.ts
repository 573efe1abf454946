import { describe, expect, it } from 'vitest';
import { iso, tokenFrom } from './random.js';

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

  it('agrees with toISOString to the second over the years it writes by arithmetic, and past them', () => {
    const reference = (time: number) => `${new Date(time).toISOString().slice(0, 19)}Z`;
    // Days around the leap rules (1900 is no leap year, 2000 is, 2100 is not), each second of a day's edges.
    const edges = [
      '1899-12-31',
      '1900-02-28',
      '1900-03-01',
      '1969-12-31',
      '1970-01-01',
      '2000-02-29',
      '2000-03-01',
      '2024-02-29',
      '2099-12-31',
      '2100-02-28',
      '2100-03-01',
      '9999-12-31',
    ].flatMap((day) => {
      const midnight = Date.parse(`${day}T00:00:00Z`);
      return [midnight - 1000, midnight, midnight + 59_000, midnight + 3_599_000, midnight + 86_399_000];
    });
    // Seconds spread over years 1000 to 9999 and either side of them (left to toISOString: -000001, 0999, +010000).
    let state = 7;
    const spread = Array.from({ length: 20_000 }, () => {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      return Math.round(-35e12 + (state / 2 ** 32) * 320e12);
    });
    const times = [...edges, ...spread, Date.UTC(-1, 0, 1), Date.UTC(999, 11, 31, 23, 59, 59), Date.UTC(10_000, 0, 1)];
    expect(times.map(iso)).toEqual(times.map(reference));
  });
});

describe('tokenFrom', () => {
  it('reads a suffix as if joined to the text, and gives the tokens it always gave', () => {
    expect(tokenFrom('1/default/default/key/0', 40, '/client_id')).toBe(
      tokenFrom('1/default/default/key/0/client_id', 40),
    );
    expect(tokenFrom('a', 70, 'bc')).toBe(tokenFrom('abc', 70));
    // The first key a default session makes, as earlier releases made it.
    expect(tokenFrom('1/default/default/key/0', 40, '/client_id')).toBe('KbVQtSMpb2RG21p9LbWnsSLSc2Sd11nuIbSorSJD');
    expect(tokenFrom('seed', 12)).toBe('p42rLnJklwLt');
  });
});
