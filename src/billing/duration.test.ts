import { describe, expect, it } from 'vitest';
import { addDuration, clockMove } from './duration.js';

const at = (iso: string) => Date.parse(iso);
const JAN_31 = at('2026-01-31T00:00:00Z');

describe('ISO 8601 durations', () => {
  it('adds years and months on the calendar (month ends kept), the rest exactly', () => {
    expect(addDuration(JAN_31, 'P1M')).toBe(at('2026-02-28T00:00:00Z'));
    expect(addDuration(JAN_31, 'P1Y')).toBe(at('2027-01-31T00:00:00Z'));
    expect(addDuration(JAN_31, 'P30D')).toBe(at('2026-03-02T00:00:00Z'));
    expect(addDuration(JAN_31, 'P2W')).toBe(at('2026-02-14T00:00:00Z'));
    expect(addDuration(JAN_31, 'PT36H')).toBe(at('2026-02-01T12:00:00Z'));
    expect(addDuration(JAN_31, 'P1Y2M3DT4H5M6S')).toBe(at('2027-04-03T04:05:06Z'));
  });

  it('refuses what is not one', () => {
    for (const text of ['P', 'PT', 'P1DT', '1D', 'P1.5D', 'P-1D', 'p1d', '', 'P1D ']) {
      expect(addDuration(JAN_31, text), text).toBeNull();
    }
  });
});

describe('clock moves', () => {
  it('take advance or to, never both or neither', () => {
    expect(clockMove(JAN_31, { advance: 'P1D' })).toEqual({ until: at('2026-02-01T00:00:00Z') });
    expect(clockMove(JAN_31, { to: '2026-02-01T00:00:00Z' })).toEqual({ until: at('2026-02-01T00:00:00Z') });
    expect(clockMove(JAN_31, { to: '2026-02-01T01:00:00+01:00' })).toEqual({ until: at('2026-02-01T00:00:00Z') });
    expect(clockMove(JAN_31, {})).toHaveProperty('problem');
    expect(clockMove(JAN_31, { advance: 'P1D', to: '2026-02-01T00:00:00Z' })).toHaveProperty('problem');
  });

  it('never go back, and say why a value is refused', () => {
    expect(clockMove(JAN_31, { to: '2026-01-01T00:00:00Z' })).toEqual({
      problem: 'the clock only moves forward: it is at 2026-01-31T00:00:00.000Z, 2026-01-01T00:00:00Z is before that',
    });
    expect(clockMove(JAN_31, { advance: 30 })).toEqual({
      problem: 'advance must be an ISO 8601 duration such as P30D, PT12H or P1M, got 30',
    });
    expect(clockMove(JAN_31, { to: 'tomorrow' })).toEqual({
      problem: 'to must be an ISO 8601 date-time such as 2026-03-01T00:00:00Z, got "tomorrow"',
    });
  });
});
