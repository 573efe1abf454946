import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { parseFilter } from './filter.js';

const FIELDS = ['account_id', 'name', 'email'];

function refusal(text: string): string {
  try {
    parseFilter(text, FIELDS);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.detail;
    throw error;
  }
  throw new Error(`${text} was accepted`);
}

describe('the filter parser', () => {
  it('reads eq conditions joined by :, a value with : in it included', () => {
    expect(parseFilter('eq(account_id,abc)', FIELDS)).toEqual([{ field: 'account_id', values: ['abc'] }]);
    expect(parseFilter('eq(name,Ada):eq(email,a@b.c)', FIELDS)).toEqual([
      { field: 'name', values: ['Ada'] },
      { field: 'email', values: ['a@b.c'] },
    ]);
    expect(parseFilter('eq(name,10:30)', FIELDS)).toEqual([{ field: 'name', values: ['10:30'] }]);
    expect(parseFilter(undefined, FIELDS)).toEqual([]);
    expect(parseFilter('', FIELDS)).toEqual([]);
  });

  it('anything else is a 400 that says what to write', () => {
    expect(refusal('eq(account_id)')).toBe(
      'Could not parse the supplied filter "eq(account_id)": write eq(field,value), joined by :',
    );
    expect(refusal('lt(name,x)')).toBe('filter operator "lt" is not supported: use eq');
    expect(refusal('eq(color,x)')).toBe('filter field "color" is not supported: use account_id, name, email');
    expect(refusal(Array.from({ length: 11 }, () => 'eq(name,x)').join(':'))).toBe(
      'a filter may hold at most 10 conditions, got 11',
    );
  });
});
