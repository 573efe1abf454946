import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import type { Found, Records } from '../store/records.js';
import { type FilterSpec, findWhere, likeTest, parseFilter } from './filter.js';

const SPEC: FilterSpec = {
  account_id: ['eq', 'in'],
  name: ['eq', 'in', 'like', 'ilike'],
  email: ['eq', 'ilike'],
  'plans.external_ref': ['in'],
};

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
    expect(refusal('lt(name,x)')).toBe('filter operator on name "lt" is not supported: use eq, in, like, ilike');
    expect(refusal('in(email,x,y)')).toBe('filter operator on email "in" is not supported: use eq, ilike');
    expect(refusal('like(email,*x*)')).toBe('filter operator on email "like" is not supported: use eq, ilike');
    expect(refusal('eq(color,x)')).toBe(
      'filter field "color" is not supported: use account_id, name, email, plans.external_ref',
    );
    expect(refusal(Array.from({ length: 11 }, () => 'eq(name,x)').join(':'))).toBe(
      'a filter may hold at most 10 conditions, got 11',
    );
  });

  it('reads like and ilike: a pattern tested on the text, * at its start, end or both', () => {
    const [like, ilike] = parseFilter('like(name,Ada*):ilike(email,*@EXAMPLE.com)', SPEC) as [
      ReturnType<typeof parseFilter>[number],
      ReturnType<typeof parseFilter>[number],
    ];
    expect(like).toMatchObject({ field: 'name', values: ['Ada*'] });
    expect(like.matches?.('Ada Lovelace')).toBe(true);
    expect(like.matches?.('ada lovelace')).toBe(false);
    expect(ilike).toMatchObject({ field: 'email', values: ['*@EXAMPLE.com'] });
    expect(ilike.matches?.('ada@example.COM')).toBe(true);
    expect(ilike.matches?.('ada@example.org')).toBe(false);
    // eq and in carry no test: the store's indexes find them.
    expect(parseFilter('eq(name,Ada*)', SPEC)[0]?.matches).toBeUndefined();
  });

  it('likeTest: * at the start, the end, both, alone, in the middle (the character itself), none (the whole text)', () => {
    const cases: [string, boolean, string, boolean][] = [
      ['*smith', false, 'Jo Smith', false],
      ['*smith', false, 'Jo smith', true],
      ['*smith', true, 'Jo SMITH', true],
      ['jo*', true, 'Jo Smith', true],
      ['jo*', false, 'Jo Smith', false],
      ['*o S*', false, 'Jo Smith', true],
      ['*o S*', false, 'Jo_Smith', false],
      ['*', false, 'anything', true],
      ['*', false, '', true],
      ['**', false, 'x', true],
      ['a*b', false, 'a*b', true],
      ['a*b', false, 'axxb', false],
      ['Jo Smith', false, 'Jo Smith', true],
      ['Jo Smith', false, 'Jo Smithers', false],
      ['jo smith', true, 'JO SMITH', true],
      ['', false, '', true],
      ['', false, 'x', false],
    ];
    for (const [pattern, ignoreCase, text, expected] of cases) {
      expect(likeTest(pattern, ignoreCase)(text), `${pattern} ${ignoreCase} ${text}`).toBe(expected);
    }
  });

  it('findWhere: eq and in through find, like and ilike on what find leaves, in list order', () => {
    const people = [
      { id: '1', name: 'Ada Lovelace', team: 'a' },
      { id: '2', name: 'Alan Turing', team: 'b' },
      { id: '3', name: 'ada byron', team: 'a' },
      { id: '4', name: 'Grace Hopper', team: 'a' },
    ];
    type Person = (typeof people)[number];
    const asked: unknown[] = [];
    const records: Records<Person> = {
      count: people.length,
      at: (index) => people[index] as Person,
      get: (id) => people.find((person) => person.id === id),
      indexOf: (id) => people.findIndex((person) => person.id === id),
      find(filters): Found<Person> {
        asked.push(filters);
        const kept = people.filter((person) =>
          filters.every((filter) => filter.values.includes(person[filter.field as 'team'])),
        );
        return { total: kept.length, at: (index) => kept[index] as Person };
      },
    };
    const field = (person: Person, name: string) => person[name as keyof Person];
    const spec: FilterSpec = { team: ['eq'], name: ['like', 'ilike'] };
    const ids = (text: string) => {
      const found = findWhere(records, parseFilter(text, spec), field);
      return Array.from({ length: found.total }, (_, index) => found.at(index).id);
    };
    expect(ids('ilike(name,ada*)')).toEqual(['1', '3']);
    expect(ids('like(name,ada*)')).toEqual(['3']);
    expect(ids('eq(team,a):ilike(name,*e*)')).toEqual(['1', '4']);
    expect(asked.at(-1)).toEqual([{ field: 'team', values: ['a'] }]);
    expect(ids('eq(team,b)')).toEqual(['2']);
    expect(ids('ilike(name,*z*)')).toEqual([]);
  });
});
