import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { type FilterSpec, parseFilter } from './filter.js';

const SPEC: FilterSpec = { account_id: ['eq', 'in'], name: ['eq', 'in'], email: ['eq'], 'plans.external_ref': ['in'] };

function refusal(text: string): string {
  try {
    parseFilter(text, SPEC);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.detail;
    throw error;
  }
  throw new Error(`${text} was accepted`);
}

describe('the filter parser', () => {
  it('reads eq and in conditions joined by :, a value with : in it included', () => {
    expect(parseFilter('eq(account_id,abc)', SPEC)).toEqual([{ field: 'account_id', values: ['abc'] }]);
    expect(parseFilter('eq(name,Ada):eq(email,a@b.c)', SPEC)).toEqual([
      { field: 'name', values: ['Ada'] },
      { field: 'email', values: ['a@b.c'] },
    ]);
    expect(parseFilter('in(account_id,a,b,c):eq(name,10:30)', SPEC)).toEqual([
      { field: 'account_id', values: ['a', 'b', 'c'] },
      { field: 'name', values: ['10:30'] },
    ]);
    expect(parseFilter('in(plans.external_ref,x)', SPEC)).toEqual([{ field: 'plans.external_ref', values: ['x'] }]);
    expect(parseFilter(undefined, SPEC)).toEqual([]);
    expect(parseFilter('', SPEC)).toEqual([]);
  });

  it('anything else is a 400 that names the condition and says what to write', () => {
    expect(refusal('eq(account_id)')).toBe(
      'Could not parse the supplied filter "eq(account_id)": write eq(account_id,value) or in(account_id,a,b), joined by :',
    );
    expect(refusal('lt(name,x)')).toBe('filter operator on name "lt" is not supported: use eq, in');
    expect(refusal('in(email,x,y)')).toBe('filter operator on email "in" is not supported: use eq');
    expect(refusal('eq(color,x)')).toBe(
      'filter field "color" is not supported: use account_id, name, email, plans.external_ref',
    );
    expect(refusal(Array.from({ length: 11 }, () => 'eq(name,x)').join(':'))).toBe(
      'a filter may hold at most 10 conditions, got 11',
    );
  });
});
