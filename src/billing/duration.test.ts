import { describe, expect, it } from 'vitest';
import { addDuration, clockMove, LATEST, MAX_CLOCK_SPAN, parseDateTime } from './duration.js';

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

describe('date-times, to the edges of what is taken', () => {
  it('reads every part: offsets either way, a fraction; a time needs its zone', () => {
    expect(parseDateTime('2026-03-01T05:06Z')).toBe(at('2026-03-01T05:06:00Z'));
    expect(parseDateTime('2026-03-01T05:06:07Z')).toBe(at('2026-03-01T05:06:07Z'));
    expect(parseDateTime('2026-03-01T05:06')).toBeNull();
    expect(parseDateTime('2026-03-01T05:06:07')).toBeNull();
    expect(parseDateTime('2026-03-01T00:00:00-02:15')).toBe(at('2026-03-01T02:15:00Z'));
    expect(parseDateTime('2026-03-01T23:00+23:00')).toBe(at('2026-03-01T00:00:00Z'));
    expect(parseDateTime('2026-03-01T00:59+00:59')).toBe(at('2026-03-01T00:00:00Z'));
    expect(parseDateTime('2026-03-01T00:00:00.5Z')).toBe(at('2026-03-01T00:00:00.500Z'));
    expect(parseDateTime('2026-03-01T00:00:00.0004Z')).toBe(at('2026-03-01T00:00:00Z'));
    expect(parseDateTime('2026-12-31T12:34:56.789-00:30')).toBe(at('2026-12-31T13:04:56.789Z'));
  });

  it('take the first and the last second of the years 1970 to 9999, and nothing beyond', () => {
    expect(parseDateTime('1970-01-01T00:00:00Z')).toBe(0);
    expect(parseDateTime('1970-01-01')).toBe(0);
    expect(parseDateTime('9999-12-31T23:59:59Z')).toBe(LATEST);
    expect(LATEST).toBe(at('9999-12-31T23:59:59Z'));
    expect(parseDateTime('9999-12-31T23:59:59.001Z')).toBeNull();
    expect(parseDateTime('9999-12-31T23:59:59-00:01')).toBeNull();
    expect(parseDateTime('1970-01-01T00:59:59+01:00')).toBeNull();
    // A year below 100 is no year the calendar takes as written (Date.UTC would read 0070 as 1970).
    expect(parseDateTime('0070-01-01')).toBeNull();
    expect(parseDateTime('0099-06-15T00:00:00Z')).toBeNull();
  });

  it('refuse what is more or less than a date-time: other text around it, an offset out of range', () => {
    for (const text of [
      'x2026-03-01',
      ' 2026-03-01',
      '2026-03-01x',
      '2026-03-01T00:00:00Zjunk',
      '2026-03-01T00:00:00+01',
      '2026-03-01T00:00:00+0100',
      '2026-03-01T00:00:00.Z',
      '2026-03-01T00:00:00+00:60',
      '2026-03-01T00:00:00-24:00',
      '2026-3-01',
      '26-03-01',
      '2026-03-01T5:06Z',
      '2026-03-01 00:00:00Z',
    ]) {
      expect(parseDateTime(text), text).toBeNull();
    }
    for (const value of [undefined, null, 0, true, ['2026-03-01'], { at: '2026-03-01' }]) {
      expect(parseDateTime(value)).toBeNull();
    }
  });
});

describe('durations, every unit', () => {
  it('reads numbers of more than one digit in every place, each unit alone', () => {
    expect(addDuration(JAN_31, 'P10Y')).toBe(at('2036-01-31T00:00:00Z'));
    expect(addDuration(JAN_31, 'P12M')).toBe(at('2027-01-31T00:00:00Z'));
    expect(addDuration(JAN_31, 'P13M')).toBe(at('2027-02-28T00:00:00Z'));
    expect(addDuration(JAN_31, 'P10W')).toBe(at('2026-04-11T00:00:00Z'));
    expect(addDuration(JAN_31, 'P1W')).toBe(at('2026-02-07T00:00:00Z'));
    expect(addDuration(JAN_31, 'P10D')).toBe(at('2026-02-10T00:00:00Z'));
    expect(addDuration(JAN_31, 'PT10H')).toBe(at('2026-01-31T10:00:00Z'));
    expect(addDuration(JAN_31, 'PT5M')).toBe(at('2026-01-31T00:05:00Z'));
    expect(addDuration(JAN_31, 'PT90M')).toBe(at('2026-01-31T01:30:00Z'));
    expect(addDuration(JAN_31, 'PT7S')).toBe(at('2026-01-31T00:00:07Z'));
    expect(addDuration(JAN_31, 'PT90S')).toBe(at('2026-01-31T00:01:30Z'));
    expect(addDuration(JAN_31, 'P1M1D')).toBe(at('2026-03-01T00:00:00Z'));
    expect(addDuration(JAN_31, 'P0D')).toBe(JAN_31);
    expect(addDuration(JAN_31, 'P007D')).toBe(at('2026-02-07T00:00:00Z'));
  });

  it('refuses text around one, units out of order, and time units without T', () => {
    for (const text of ['xP1D', ' P1D', 'P1DX', 'P1D1Y', 'P1H', 'PT1D', 'P1S', 'PT1Y', 'T1H', 'P1M1Y', 'PT', 'P1W1M']) {
      expect(addDuration(JAN_31, text), text).toBeNull();
    }
  });
});

describe('clock moves, exactly', () => {
  const NEITHER =
    'give either "advance" (an ISO 8601 duration such as P30D) or "to" (a date-time such as 2026-03-01T00:00:00Z)';
  const ADVANCE = 'advance must be an ISO 8601 duration such as P30D, PT12H or P1M, got';
  const TO =
    'to must be an ISO 8601 date-time such as 2026-03-01T00:00:00Z (a day and time that exist, in the years 1970 to 9999), got';

  it('say which of advance and to to give', () => {
    expect(clockMove(JAN_31, {})).toEqual({ problem: NEITHER });
    expect(clockMove(JAN_31, { advance: 'P1D', to: '2026-02-01T00:00:00Z' })).toEqual({ problem: NEITHER });
    expect(clockMove(JAN_31, { advance: undefined, to: undefined })).toEqual({ problem: NEITHER });
    expect(clockMove(JAN_31, { advance: null, to: null })).toEqual({ problem: NEITHER });
  });

  it('name the value refused, cut to 60 characters', () => {
    expect(clockMove(JAN_31, { advance: ['P1D'] })).toEqual({ problem: `${ADVANCE} ["P1D"]` });
    expect(clockMove(JAN_31, { advance: () => 1 })).toEqual({ problem: `${ADVANCE} undefined` });
    expect(clockMove(JAN_31, { advance: null })).toEqual({ problem: `${ADVANCE} null` });
    expect(clockMove(JAN_31, { advance: 'P' })).toEqual({ problem: `${ADVANCE} "P"` });
    expect(clockMove(JAN_31, { advance: 'x'.repeat(100) })).toEqual({ problem: `${ADVANCE} "${'x'.repeat(59)}` });
    expect(clockMove(JAN_31, { to: () => 1 })).toEqual({ problem: `${TO} undefined` });
    expect(clockMove(JAN_31, { to: 20260201 })).toEqual({ problem: `${TO} 20260201` });
    expect(clockMove(JAN_31, { to: 'y'.repeat(100) })).toEqual({ problem: `${TO} "${'y'.repeat(59)}` });
  });

  it('go to the clock itself, or on, to the second', () => {
    expect(clockMove(JAN_31, { to: '2026-01-31T00:00:00Z' })).toEqual({ until: JAN_31 });
    expect(clockMove(JAN_31, { advance: 'P0D' })).toEqual({ until: JAN_31 });
    expect(clockMove(JAN_31, { to: '2026-02-01T00:00:00.750Z' })).toEqual({ until: at('2026-02-01T00:00:00Z') });
    expect(clockMove(JAN_31 + 999, { to: '2026-01-31T00:00:00.999Z' })).toEqual({ until: JAN_31 });
    expect(clockMove(JAN_31 + 500, { advance: 'PT1S' })).toEqual({ until: at('2026-01-31T00:00:01Z') });
    expect(clockMove(JAN_31 + 1, { to: '2026-01-31T00:00:00Z' })).toEqual({
      problem: 'the clock only moves forward: it is at 2026-01-31T00:00:00Z, 2026-01-31T00:00:00Z is before that',
    });
  });

  it('stop at the last second of 9999 and at ten years, naming the move (cut to 80 characters)', () => {
    const late = at('9999-01-01T00:00:00Z');
    expect(clockMove(late, { to: '9999-12-31T23:59:59Z' })).toEqual({ until: LATEST });
    expect(clockMove(late, { advance: 'P364DT23H59M59S' })).toEqual({ until: LATEST });
    expect(clockMove(late, { advance: 'P365D' })).toEqual({
      problem: 'the clock cannot pass 9999-12-31T23:59:59Z: advance P365D would',
    });
    expect(clockMove(late, { to: '9999-12-31T23:59:59.500Z' })).toEqual({
      problem: `${TO} "9999-12-31T23:59:59.500Z"`,
    });
    expect(clockMove(at('9995-01-01T00:00:00Z'), { advance: `P${'0'.repeat(80)}9Y` })).toEqual({
      problem: `the clock cannot pass 9999-12-31T23:59:59Z: advance P${'0'.repeat(71)} would`,
    });
    expect(clockMove(JAN_31, { to: '9999-12-31T00:00:00Z' })).toEqual({
      problem:
        'a clock move may span at most P10Y (10 years) at a time: to 9999-12-31T00:00:00Z would go past 2036-01-31T00:00:00Z from 2026-01-31T00:00:00Z; move it in steps',
    });
    expect(clockMove(JAN_31, { to: '2036-01-31T00:00:00Z' })).toEqual({ until: at('2036-01-31T00:00:00Z') });
    expect(clockMove(JAN_31, { advance: 'P300000Y' })).toEqual({
      problem:
        'a clock move may span at most P10Y (10 years) at a time: advance P300000Y would go past 2036-01-31T00:00:00Z from 2026-01-31T00:00:00Z; move it in steps',
    });
    expect(clockMove(JAN_31, { advance: `P${'0'.repeat(80)}11Y` })).toEqual({
      problem: `a clock move may span at most P10Y (10 years) at a time: advance P${'0'.repeat(71)} would go past 2036-01-31T00:00:00Z from 2026-01-31T00:00:00Z; move it in steps`,
    });
  });
});
