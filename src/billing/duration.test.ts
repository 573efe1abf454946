import { describe, expect, it } from 'vitest';
import { addDuration, clockMove, MAX_CLOCK_SPAN, parseDateTime } from './duration.js';

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
      problem: 'the clock only moves forward: it is at 2026-01-31T00:00:00Z, 2026-01-01T00:00:00Z is before that',
    });
    expect(clockMove(JAN_31, { advance: 30 })).toEqual({
      problem: 'advance must be an ISO 8601 duration such as P30D, PT12H or P1M, got 30',
    });
    expect(clockMove(JAN_31, { to: 'tomorrow' })).toEqual({
      problem:
        'to must be an ISO 8601 date-time such as 2026-03-01T00:00:00Z (a day and time that exist, in the years 1970 to 9999), got "tomorrow"',
    });
  });
});

describe('date-times', () => {
  it('take a date-time with or without seconds and offset, or a date alone', () => {
    expect(parseDateTime('2026-03-01T00:00:00Z')).toBe(at('2026-03-01T00:00:00Z'));
    expect(parseDateTime('2026-03-01T01:30+01:30')).toBe(at('2026-03-01T00:00:00Z'));
    expect(parseDateTime('2026-03-01T00:00:00.250Z')).toBe(at('2026-03-01T00:00:00.250Z'));
    expect(parseDateTime('2026-03-01')).toBe(at('2026-03-01T00:00:00Z'));
  });

  it('refuse days and times that do not exist, rather than roll them over', () => {
    for (const text of ['2027-02-30T00:00:00Z', '2026-02-29', '2026-13-01', '2026-04-31T00:00Z', '2026-01-01T24:00Z']) {
      expect(parseDateTime(text), text).toBeNull();
    }
    expect(parseDateTime('2026-01-01T00:00:60Z')).toBeNull();
    expect(parseDateTime('2026-01-01T00:00+24:00')).toBeNull();
    expect(parseDateTime('1969-12-31T23:59:59Z')).toBeNull();
    expect(parseDateTime(20260101)).toBeNull();
    expect(parseDateTime('2028-02-29')).toBe(at('2028-02-29T00:00:00Z'));
  });

  it('a clock move spans at most ten years, and never past 9999', () => {
    expect(clockMove(JAN_31, { advance: MAX_CLOCK_SPAN })).toEqual({ until: at('2036-01-31T00:00:00Z') });
    const far = clockMove(JAN_31, { advance: 'P10YT1S' });
    expect(far).toEqual({
      problem:
        'a clock move may span at most P10Y (10 years) at a time: advance P10YT1S would go past 2036-01-31T00:00:00Z from 2026-01-31T00:00:00Z; move it in steps',
    });
    expect(clockMove(JAN_31, { advance: 'P300000Y' })).toHaveProperty('problem');
    expect(clockMove(JAN_31, { to: '9999-12-31T00:00:00Z' })).toHaveProperty('problem');
    expect(clockMove(at('9995-01-01T00:00:00Z'), { advance: 'P9Y' })).toEqual({
      problem: 'the clock cannot pass 9999-12-31T23:59:59Z: advance P9Y would',
    });
  });
});
