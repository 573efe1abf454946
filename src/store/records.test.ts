import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Change,
  type FieldValue,
  type Filter,
  type Found,
  Overlay,
  type Records,
  type Shape,
  type Source,
  sourceOf,
  Table,
} from './records.js';

/** A record of the tests: `n` is unique to each record ever made, so that equal records are the same record. */
interface Thing {
  readonly id: string;
  readonly n: number;
  readonly account_id?: string | undefined;
  readonly tags?: readonly string[] | undefined;
}

interface Row {
  readonly account_id?: string | undefined;
  readonly tags?: readonly string[] | undefined;
}

/** Filters on `account_id` (one value) and `tags` (several); reading a record that is not there throws. */
const SHAPE: Shape<Thing> = {
  id: (thing) => thing.id,
  field: (thing, name) => {
    if (name === 'account_id') return thing.account_id;
    if (name === 'tags') return thing.tags;
    return undefined;
  },
};

function thing(id: string, n: number, row: Row): Thing {
  return Object.freeze({
    id,
    n,
    account_id: row.account_id,
    tags: row.tags === undefined ? undefined : Object.freeze([...row.tags]),
  });
}

/**
 * A source like a world's: ids `t0`, `t1`… and fields read from rows, each record built anew on every `record` call
 * (so that only the table's keeping makes it the same object), every call logged; out of range it throws.
 */
function logged(rows: readonly Row[]): { source: Source<Thing>; log: string[] } {
  const log: string[] = [];
  const row = (index: number): Row => {
    const found = rows[index];
    if (found === undefined) throw new RangeError(`no row ${index}`);
    return found;
  };
  const source: Source<Thing> = {
    count: rows.length,
    id: (index) => {
      log.push(`id ${index}`);
      row(index);
      return `t${index}`;
    },
    field: (index, name) => {
      log.push(`field ${index} ${name}`);
      return SHAPE.field(thing(`t${index}`, index, row(index)), name);
    },
    record: (index) => {
      log.push(`record ${index}`);
      return thing(`t${index}`, index, row(index));
    },
  };
  return { source, log };
}

const all = <T>(found: Found<T>): T[] => Array.from({ length: found.total }, (_, index) => found.at(index));
const list = <T>(records: Records<T>): T[] => Array.from({ length: records.count }, (_, index) => records.at(index));
const eq = (field: string, ...values: string[]): Filter => ({ field, values });

/** Twelve rows: `tags` with duplicates, empty and absent; `account_id` with one that is a prefix of the others. */
const ROWS: readonly Row[] = [
  { account_id: 'acc1', tags: ['red'] },
  { account_id: 'acc2' },
  { tags: ['green', 'green'] },
  { account_id: 'acc1', tags: ['red', 'green'] },
  { account_id: 'acc', tags: [] },
  { account_id: 'acc3', tags: ['blue'] },
  { account_id: 'acc2', tags: ['green'] },
  { account_id: 'acc1' },
  { tags: ['blue', 'red'] },
  { account_id: 'acc2', tags: ['red'] },
  { account_id: 'acc3', tags: ['green', 'blue', 'green'] },
  { account_id: 'acc1', tags: ['blue'] },
];

describe('sourceOf', () => {
  it('reads count, ids, fields and the records themselves from the array', () => {
    const things = [thing('a', 1, { account_id: 'acc1' }), thing('b', 2, { tags: ['red', 'blue'] })];
    const source = sourceOf(things, SHAPE);
    expect(source.count).toBe(2);
    expect([source.id(0), source.id(1)]).toEqual(['a', 'b']);
    expect(source.field(0, 'account_id')).toBe('acc1');
    expect(source.field(0, 'tags')).toBe(undefined);
    expect(source.field(1, 'tags')).toBe(things[1]?.tags);
    expect(source.field(1, 'account_id')).toBe(undefined);
    expect(source.record(0)).toBe(things[0]);
    expect(source.record(1)).toBe(things[1]);
  });

  it('makes a table over records already made', () => {
    const things = [thing('a', 1, { account_id: 'acc1' }), thing('b', 2, { account_id: 'acc2' })];
    const table = new Table(sourceOf(things, SHAPE));
    expect(table.count).toBe(2);
    expect(table.get('b')).toBe(things[1]);
    expect(table.indexOf('b')).toBe(1);
    expect(all(table.find([eq('account_id', 'acc1')]))).toEqual([things[0]]);
  });
});

describe('Table', () => {
  it('reads every id once when built, and nothing else', () => {
    const { source, log } = logged(ROWS.slice(0, 3));
    const table = new Table(source);
    expect(log).toEqual(['id 0', 'id 1', 'id 2']);
    expect(table.count).toBe(3);
    expect(log).toEqual(['id 0', 'id 1', 'id 2']);
  });

  it('builds each record on first use and keeps it: the same object every time', () => {
    const { source, log } = logged(ROWS.slice(0, 3));
    const table = new Table(source);
    log.length = 0;
    const first = table.at(1);
    expect(first).toEqual({ id: 't1', n: 1, account_id: 'acc2', tags: undefined });
    expect(table.at(1)).toBe(first);
    expect(table.get('t1')).toBe(first);
    expect(log).toEqual(['record 1']);
    const other = table.get('t2');
    expect(other).toEqual({ id: 't2', n: 2, account_id: undefined, tags: ['green', 'green'] });
    expect(table.at(2)).toBe(other);
    expect(log).toEqual(['record 1', 'record 2']);
  });

  it('finds ids by position, and nothing for an id it does not have', () => {
    const { source, log } = logged(ROWS.slice(0, 3));
    const table = new Table(source);
    log.length = 0;
    expect(table.indexOf('t0')).toBe(0);
    expect(table.indexOf('t2')).toBe(2);
    expect(table.indexOf('nope')).toBe(undefined);
    expect(table.get('nope')).toBe(undefined);
    expect(log).toEqual([]);
  });

  it('reads a field at a position from the source', () => {
    const { source, log } = logged(ROWS);
    const table = new Table(source);
    log.length = 0;
    expect(table.field(3, 'tags')).toEqual(['red', 'green']);
    expect(table.field(3, 'account_id')).toBe('acc1');
    expect(table.field(2, 'account_id')).toBe(undefined);
    expect(log).toEqual(['field 3 tags', 'field 3 account_id', 'field 2 account_id']);
  });

  describe('positions', () => {
    it('indexes a field on the first filter on it, once', () => {
      const { source, log } = logged(ROWS);
      const table = new Table(source);
      log.length = 0;
      expect(table.positions('tags', ['red'])).toEqual([0, 3, 8, 9]);
      expect(log).toEqual(ROWS.map((_, index) => `field ${index} tags`));
      log.length = 0;
      expect(table.positions('tags', ['red'])).toEqual([0, 3, 8, 9]);
      expect(table.positions('tags', ['green', 'blue'])).toEqual([2, 3, 5, 6, 8, 10, 11]);
      expect(log).toEqual([]);
      expect(table.positions('account_id', ['acc1'])).toEqual([0, 3, 7, 11]);
      expect(log).toEqual(ROWS.map((_, index) => `field ${index} account_id`));
    });

    it('lists a position once, however often its value holds a filtered value', () => {
      const table = new Table(logged(ROWS).source);
      expect(table.positions('tags', ['green'])).toEqual([2, 3, 6, 10]);
      expect(table.positions('tags', ['blue'])).toEqual([5, 8, 10, 11]);
      expect(table.positions('tags', ['red', 'green'])).toEqual([0, 2, 3, 6, 8, 9, 10]);
    });

    it('merges several values in ascending (numeric) order', () => {
      const table = new Table(logged(ROWS).source);
      // blue's positions come first, then green's: merged they are sorted, 10 and 11 after 2 and 3.
      expect(table.positions('tags', ['blue', 'green'])).toEqual([2, 3, 5, 6, 8, 10, 11]);
      expect(table.positions('account_id', ['acc3', 'acc2'])).toEqual([1, 5, 6, 9, 10]);
      expect(table.positions('account_id', ['acc2', 'acc3'])).toEqual([1, 5, 6, 9, 10]);
    });

    it('matches whole strings, never their characters', () => {
      const table = new Table(logged(ROWS).source);
      expect(table.positions('account_id', ['acc'])).toEqual([4]);
      expect(table.positions('account_id', ['a'])).toEqual([]);
      expect(table.positions('account_id', ['c'])).toEqual([]);
      expect(table.positions('tags', ['r'])).toEqual([]);
    });

    it('finds nothing for values no record holds, or none at all', () => {
      const table = new Table(logged(ROWS).source);
      expect(table.positions('tags', ['purple'])).toEqual([]);
      expect(table.positions('tags', ['purple', 'pink'])).toEqual([]);
      expect(table.positions('tags', ['purple', 'red'])).toEqual([0, 3, 8, 9]);
      expect(table.positions('tags', ['red', 'purple'])).toEqual([0, 3, 8, 9]);
      expect(table.positions('tags', [])).toEqual([]);
      expect(table.positions('color', ['red'])).toEqual([]);
      expect(table.positions('color', ['red', 'blue'])).toEqual([]);
    });

    it('indexes nothing of an empty table', () => {
      const { source, log } = logged([]);
      const table = new Table(source);
      expect(table.count).toBe(0);
      expect(table.positions('tags', ['red'])).toEqual([]);
      expect(all(table.find([eq('tags', 'red')]))).toEqual([]);
      expect(all(table.find([]))).toEqual([]);
      expect(log).toEqual([]);
    });
  });

  describe('find', () => {
    it('without filters: every record, in order', () => {
      const table = new Table(logged(ROWS).source);
      const found = table.find([]);
      expect(found.total).toBe(12);
      expect(all(found)).toEqual(list(table));
      expect(found.at(5)).toBe(table.at(5));
    });

    it('with one filter: the records whose field holds one of its values', () => {
      const table = new Table(logged(ROWS).source);
      expect(all(table.find([eq('tags', 'blue')])).map((one) => one.id)).toEqual(['t5', 't8', 't10', 't11']);
      expect(all(table.find([eq('tags', 'red', 'blue')])).map((one) => one.id)).toEqual([
        't0',
        't3',
        't5',
        't8',
        't9',
        't10',
        't11',
      ]);
      const found = table.find([eq('account_id', 'acc2')]);
      expect(found.total).toBe(3);
      expect(found.at(1)).toBe(table.at(6));
      expect(all(table.find([eq('tags', 'purple')]))).toEqual([]);
      expect(all(table.find([eq('color', 'red')]))).toEqual([]);
    });

    it('with several: the records every one holds for, reading each position until one fails', () => {
      const { source, log } = logged(ROWS);
      const table = new Table(source);
      table.positions('tags', ['red']);
      table.positions('account_id', ['acc1']);
      log.length = 0;
      // Two lists of four: the first is read (t7 has no tags, t11 is blue).
      const found = table.find([eq('account_id', 'acc1'), eq('tags', 'red')]);
      expect(all(found)).toEqual([table.at(0), table.at(3)]);
      expect(found.total).toBe(2);
      expect(log.filter((line) => line.startsWith('field'))).toEqual([
        'field 0 account_id',
        'field 0 tags',
        'field 3 account_id',
        'field 3 tags',
        'field 7 account_id',
        'field 7 tags',
        'field 11 account_id',
        'field 11 tags',
      ]);
      log.length = 0;
      expect(all(table.find([eq('tags', 'red'), eq('account_id', 'acc1')])).map((one) => one.id)).toEqual(['t0', 't3']);
      expect(log.filter((line) => line.startsWith('field'))).toEqual([
        'field 0 tags',
        'field 0 account_id',
        'field 3 tags',
        'field 3 account_id',
        'field 8 tags',
        'field 8 account_id',
        'field 9 tags',
        'field 9 account_id',
      ]);
    });

    it('reads the shortest list, wherever its filter is', () => {
      const { source, log } = logged(ROWS);
      const table = new Table(source);
      table.positions('tags', ['green']);
      table.positions('account_id', ['acc2']);
      table.positions('tags', ['blue', 'green']);
      log.length = 0;
      // Lists of 4, 3 and 7 positions: acc2's (1, 6, 9) is read.
      const found = table.find([eq('tags', 'green'), eq('account_id', 'acc2'), eq('tags', 'blue', 'green')]);
      expect(all(found)).toEqual([table.at(6)]);
      expect(log).toEqual([
        'field 1 tags',
        'field 6 tags',
        'field 6 account_id',
        'field 6 tags',
        'field 9 tags',
        'record 6',
      ]);
    });

    it('keeps a record when some of its values are filtered on, not only when all are', () => {
      const table = new Table(logged(ROWS).source);
      const found = table.find([eq('tags', 'red'), eq('tags', 'red', 'green')]);
      expect(all(found).map((one) => one.id)).toEqual(['t0', 't3', 't8', 't9']);
      expect(all(table.find([eq('account_id', 'acc3'), eq('tags', 'green')])).map((one) => one.id)).toEqual(['t10']);
    });

    it('keeps no record whose field is absent or empty', () => {
      const table = new Table(logged(ROWS).source);
      expect(
        all(table.find([eq('account_id', 'acc2'), eq('tags', 'red', 'green', 'blue')])).map((one) => one.id),
      ).toEqual(['t6', 't9']);
      expect(all(table.find([eq('account_id', 'acc'), eq('tags', 'red', 'green', 'blue')]))).toEqual([]);
      expect(all(table.find([eq('tags', 'green'), eq('account_id', 'acc1', 'acc2', 'acc3', 'acc')]))).toEqual([
        table.at(3),
        table.at(6),
        table.at(10),
      ]);
      expect(all(table.find([eq('tags', 'green'), eq('color', 'green')]))).toEqual([]);
    });
  });
});

describe('Overlay', () => {
  const fresh = () => {
    const { source, log } = logged(ROWS);
    const table = new Table(source);
    const overlay = new Overlay(table, SHAPE);
    log.length = 0;
    return { table, overlay, log };
  };

  it('reads the table while nothing is written, the same records', () => {
    const { table, overlay } = fresh();
    expect(overlay.count).toBe(12);
    expect(overlay.written).toBe(0);
    expect([...overlay.own()]).toEqual([]);
    for (let index = 0; index < 12; index++) {
      expect(overlay.at(index)).toBe(table.at(index));
      expect(overlay.get(`t${index}`)).toBe(table.at(index));
      expect(overlay.indexOf(`t${index}`)).toBe(index);
    }
    expect(overlay.get('nope')).toBe(undefined);
    expect(overlay.indexOf('nope')).toBe(undefined);
    expect(all(overlay.find([]))).toEqual(list(table));
    expect(overlay.find([]).total).toBe(12);
    expect(all(overlay.find([eq('tags', 'blue', 'green')]))).toEqual(all(table.find([eq('tags', 'blue', 'green')])));
    expect(overlay.label).toBe('');
    expect(overlay.undo).toBe(undefined);
    expect(overlay.changes).toBe(undefined);
  });

  it('builds the records of the shortest list only, when finding', () => {
    const { overlay, log } = fresh();
    expect(all(overlay.find([eq('account_id', 'acc1'), eq('tags', 'red')])).map((one) => one.id)).toEqual(['t0', 't3']);
    expect(log.filter((line) => line.startsWith('record'))).toEqual(['record 0', 'record 3', 'record 7', 'record 11']);
    const again = fresh();
    expect(all(again.overlay.find([eq('tags', 'red'), eq('account_id', 'acc1')])).map((one) => one.id)).toEqual([
      't0',
      't3',
    ]);
    expect(again.log.filter((line) => line.startsWith('record'))).toEqual([
      'record 0',
      'record 3',
      'record 8',
      'record 9',
    ]);
    const third = fresh();
    const found = third.overlay.find([eq('tags', 'green'), eq('account_id', 'acc2'), eq('tags', 'blue', 'green')]);
    expect(all(found).map((one) => one.id)).toEqual(['t6']);
    expect(third.log.filter((line) => line.startsWith('record'))).toEqual(['record 1', 'record 6', 'record 9']);
  });

  it('journals what each write does under its label, and nothing when not asked to', () => {
    const { table, overlay } = fresh();
    const made = thing('c0', 100, { account_id: 'acc9' });
    overlay.create(made);
    const changed = thing('t4', 101, { tags: ['red'] });
    expect(overlay.replace(changed)).toBe(true);
    expect(overlay.remove('t5')).toBe(true);
    expect(overlay.count).toBe(12);
    const changes: Change[] = [];
    const undo: (() => void)[] = [];
    overlay.changes = changes;
    overlay.undo = undo;
    const made2 = thing('c0', 102, { account_id: 'acc8' });
    expect(overlay.replace(made2)).toBe(true);
    const changed2 = thing('t4', 103, {});
    expect(overlay.replace(changed2)).toBe(true);
    const made3 = thing('c1', 104, {});
    overlay.create(made3);
    expect(overlay.remove('c0')).toBe(true);
    expect(overlay.remove('t4')).toBe(true);
    expect(overlay.remove('t0')).toBe(true);
    expect(overlay.remove('t5')).toBe(false);
    expect(overlay.remove('nope')).toBe(false);
    expect(overlay.replace(thing('t5', 105, {}))).toBe(false);
    expect(overlay.replace(thing('nope', 106, {}))).toBe(false);
    expect(changes).toEqual([
      { label: '', id: 'c0', before: made, after: made2 },
      { label: '', id: 't4', before: changed, after: changed2 },
      { label: '', id: 'c1', before: undefined, after: made3 },
      { label: '', id: 'c0', before: made2, after: undefined },
      { label: '', id: 't4', before: changed2, after: undefined },
      { label: '', id: 't0', before: table.at(0), after: undefined },
    ]);
    expect(undo).toHaveLength(6);
    expect(list(overlay).map((one) => one.id)).toEqual(['t1', 't2', 't3', 't6', 't7', 't8', 't9', 't10', 't11', 'c1']);
    for (let index = undo.length - 1; index >= 0; index--) undo[index]?.();
    expect(list(overlay)).toEqual([
      ...[0, 1, 2, 3].map((index) => table.at(index)),
      changed,
      ...[6, 7, 8, 9, 10, 11].map((index) => table.at(index)),
      made,
    ]);
    expect(overlay.written).toBe(2);
    expect([...overlay.own()]).toEqual([made, changed]);
  });

  it('labels its changes with what the session calls its records', () => {
    const { table, overlay } = fresh();
    overlay.label = 'collection jobs';
    overlay.changes = [];
    overlay.remove('t2');
    expect(overlay.changes).toEqual([{ label: 'collection jobs', id: 't2', before: table.at(2), after: undefined }]);
  });

  it('lists what it made after the table, and what it changed in place', () => {
    const { table, overlay } = fresh();
    const changed = thing('t9', 100, { account_id: 'acc4' });
    const made = thing('c0', 101, { account_id: 'acc4' });
    const made2 = thing('c1', 102, { account_id: 'acc5' });
    overlay.create(made);
    overlay.replace(changed);
    overlay.create(made2);
    expect(overlay.count).toBe(14);
    expect(overlay.at(9)).toBe(changed);
    expect(overlay.at(12)).toBe(made);
    expect(overlay.at(13)).toBe(made2);
    expect(overlay.indexOf('c1')).toBe(13);
    expect(overlay.get('t9')).toBe(changed);
    expect(table.get('t9')).toEqual({ id: 't9', n: 9, account_id: 'acc2', tags: ['red'] });
    expect(overlay.written).toBe(3);
    expect([...overlay.own()]).toEqual([made, made2, changed]);
    expect(all(overlay.find([eq('account_id', 'acc4')]))).toEqual([changed, made]);
    expect(all(overlay.find([eq('account_id', 'acc2')]))).toEqual([table.at(1), table.at(6)]);
  });

  it('finds a changed record that now matches, in its place', () => {
    const { table, overlay } = fresh();
    const changed = thing('t1', 100, { account_id: 'acc3', tags: ['blue'] });
    overlay.replace(changed);
    expect(all(overlay.find([eq('account_id', 'acc3')]))).toEqual([changed, table.at(5), table.at(10)]);
    expect(all(overlay.find([eq('tags', 'blue'), eq('account_id', 'acc3')]))).toEqual([
      changed,
      table.at(5),
      table.at(10),
    ]);
    overlay.replace(thing('t10', 101, { account_id: 'acc3' }));
    expect(all(overlay.find([eq('tags', 'blue'), eq('account_id', 'acc3')]))).toEqual([changed, table.at(5)]);
    expect(overlay.find([eq('tags', 'blue'), eq('account_id', 'acc3')]).total).toBe(2);
  });

  it('skips the records it deleted, before and after the position asked for', () => {
    const { table, overlay } = fresh();
    expect(overlay.remove('t3')).toBe(true);
    expect(overlay.remove('t0')).toBe(true);
    expect(overlay.remove('t1')).toBe(true);
    expect(overlay.remove('t7')).toBe(true);
    expect(overlay.count).toBe(8);
    expect(list(overlay)).toEqual([2, 4, 5, 6, 8, 9, 10, 11].map((index) => table.at(index)));
    expect(overlay.indexOf('t2')).toBe(0);
    expect(overlay.indexOf('t8')).toBe(4);
    expect(overlay.indexOf('t11')).toBe(7);
    expect(overlay.indexOf('t7')).toBe(undefined);
    expect(overlay.get('t7')).toBe(undefined);
    expect(overlay.get('t8')).toBe(table.at(8));
    expect(all(overlay.find([eq('account_id', 'acc1')]))).toEqual([table.at(11)]);
    expect(overlay.written).toBe(0);
  });

  it('reindexes what it made when one is taken out, and puts it back in its place on undo', () => {
    const { overlay } = fresh();
    const made = [0, 1, 2, 3].map((index) => thing(`c${index}`, 100 + index, { tags: ['red'] }));
    for (const one of made) overlay.create(one);
    overlay.undo = [];
    expect(overlay.remove('c1')).toBe(true);
    expect(overlay.indexOf('c2')).toBe(13);
    expect(overlay.get('c3')).toBe(made[3]);
    expect(overlay.get('c1')).toBe(undefined);
    expect(overlay.indexOf('c1')).toBe(undefined);
    expect(overlay.replace(thing('c1', 110, {}))).toBe(false);
    expect(overlay.remove('c1')).toBe(false);
    for (const undo of overlay.undo.reverse()) undo();
    expect(overlay.get('c1')).toBe(made[1]);
    expect(overlay.indexOf('c1')).toBe(13);
    expect(overlay.indexOf('c3')).toBe(15);
    expect(list(overlay).slice(12)).toEqual(made);
  });
});

// --- The model: an overlay reads as a plain list that writes change. ---

const ACCOUNTS = ['acc1', 'acc2', 'acc3'] as const;
const TAGS = ['red', 'green', 'blue'] as const;

const PROBES: readonly (readonly Filter[])[] = [
  [],
  [eq('account_id', 'acc1')],
  [eq('account_id', 'acc3', 'acc2')],
  [eq('tags', 'red')],
  [eq('tags', 'blue', 'green')],
  [eq('tags', 'purple')],
  [eq('account_id', 'acc2'), eq('tags', 'green')],
  [eq('tags', 'red', 'blue'), eq('account_id', 'acc1', 'acc3')],
  [eq('tags', 'green'), eq('account_id', 'acc1'), eq('tags', 'red')],
  [eq('color', 'red')],
];

/** Whether a field's value holds for a filter, worked out apart from the code under test. */
function modelHolds(filter: Filter, value: FieldValue): boolean {
  if (value === undefined) return false;
  const values: readonly string[] = typeof value === 'string' ? [value] : value;
  for (const one of values) if (filter.values.includes(one)) return true;
  return false;
}

class Model {
  constructor(
    readonly list: Thing[],
    readonly made: Thing[],
    readonly changed: Map<string, Thing>,
    readonly tableIds: ReadonlySet<string>,
  ) {}

  clone(): Model {
    return new Model([...this.list], [...this.made], new Map(this.changed), this.tableIds);
  }

  create(record: Thing, label: string): Change {
    this.list.push(record);
    this.made.push(record);
    return { label, id: record.id, before: undefined, after: record };
  }

  replace(record: Thing, label: string): Change | undefined {
    const index = this.list.findIndex((one) => one.id === record.id);
    const before = this.list[index];
    if (before === undefined) return undefined;
    this.list[index] = record;
    if (this.tableIds.has(record.id)) this.changed.set(record.id, record);
    else this.made[this.made.indexOf(before)] = record;
    return { label, id: record.id, before, after: record };
  }

  remove(id: string, label: string): Change | undefined {
    const index = this.list.findIndex((one) => one.id === id);
    const before = this.list[index];
    if (before === undefined) return undefined;
    this.list.splice(index, 1);
    if (this.tableIds.has(id)) this.changed.delete(id);
    else this.made.splice(this.made.indexOf(before), 1);
    return { label, id, before, after: undefined };
  }
}

/** Records as their serial numbers, so that comparing them is cheap and only the very same record is equal. */
type Token = number | 'foreign' | undefined;
const REGISTRY = new WeakMap<object, number>();
const token = (record: Thing | undefined): Token =>
  record === undefined ? undefined : REGISTRY.get(record) === record.n ? record.n : 'foreign';
function registered(record: Thing): Thing {
  REGISTRY.set(record, record.n);
  return record;
}

/** Everything an overlay reads as, by records' serial numbers. */
function reading(records: Overlay<Thing>, ids: readonly string[]) {
  return {
    count: records.count,
    at: list(records).map(token),
    get: ids.map((id) => token(records.get(id))),
    indexOf: ids.map((id) => records.indexOf(id)),
    find: PROBES.map((filters) => {
      const found = records.find(filters);
      return { total: found.total, at: all(found).map(token) };
    }),
    written: records.written,
    own: [...records.own()].map(token),
  };
}

function expected(model: Model, ids: readonly string[]) {
  const changed = [...model.changed.values()].map(token);
  return {
    count: model.list.length,
    at: model.list.map(token),
    get: ids.map((id) => token(model.list.find((one) => one.id === id))),
    indexOf: ids.map((id) => {
      const index = model.list.findIndex((one) => one.id === id);
      return index === -1 ? undefined : index;
    }),
    find: PROBES.map((filters) => {
      const kept = model.list.filter((one) =>
        filters.every((filter) => modelHolds(filter, SHAPE.field(one, filter.field))),
      );
      return { total: kept.length, at: kept.map(token) };
    }),
    written: model.made.length + model.changed.size,
    own: [...model.made.map(token), ...changed],
  };
}

/** What the overlay reads as, its own records' order aside (a changed record once taken back goes last). */
function expectReadsAs(overlay: Overlay<Thing>, model: Model, ids: readonly string[]): void {
  const actual = reading(overlay, ids);
  const wanted = expected(model, ids);
  const made = model.made.length;
  const byNumber = (tokens: Token[]) => [...tokens.slice(0, made), ...tokens.slice(made).sort()];
  expect({ ...actual, own: byNumber(actual.own) }).toEqual({ ...wanted, own: byNumber(wanted.own) });
}

const rowArb = fc.record({
  account_id: fc.option(fc.constantFrom(...ACCOUNTS), { nil: undefined }),
  tags: fc.option(fc.array(fc.constantFrom(...TAGS), { maxLength: 3 }), { nil: undefined }),
});

type Op =
  | { kind: 'create'; row: Row }
  | { kind: 'replace'; target: number; row: Row }
  | { kind: 'remove'; target: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), row: rowArb }),
  fc.record({ kind: fc.constant('replace' as const), target: fc.nat({ max: 40 }), row: rowArb }),
  fc.record({ kind: fc.constant('remove' as const), target: fc.nat({ max: 40 }) }),
);

const stepArb = fc.record({
  journal: fc.constantFrom('none', 'both', 'undo', 'changes'),
  rollback: fc.boolean(),
  ops: fc.array(opArb, { minLength: 1, maxLength: 3 }),
});

describe('Overlay against a list model', () => {
  it('reads as the list its writes make, and as before a write once its undo runs', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 8 }), fc.array(stepArb, { maxLength: 10 }), (rows, steps) => {
        const table = new Table(logged(rows).source);
        const base = list(table).map(registered);
        const overlay = new Overlay(table, SHAPE);
        overlay.label = 'things';
        let model = new Model([...base], [], new Map(), new Set(base.map((one) => one.id)));
        const madeIds: string[] = [];
        let serial = 1000;
        const ids = () => [...model.tableIds, ...madeIds, 'nope'];
        expectReadsAs(overlay, model, ids());
        for (const step of steps) {
          const before = model.clone();
          const undo: (() => void)[] | undefined = step.journal === 'both' || step.journal === 'undo' ? [] : undefined;
          const changes: Change[] | undefined = step.journal === 'both' || step.journal === 'changes' ? [] : undefined;
          overlay.undo = undo;
          overlay.changes = changes;
          const journal: Change[] = [];
          for (const op of step.ops) {
            const pool = ids();
            if (op.kind === 'create') {
              const made = registered(thing(`c${madeIds.length}`, serial++, op.row));
              madeIds.push(made.id);
              overlay.create(made);
              journal.push(model.create(made, 'things'));
            } else if (op.kind === 'replace') {
              const record = registered(thing(pool[op.target % pool.length] as string, serial++, op.row));
              const change = model.replace(record, 'things');
              expect(overlay.replace(record)).toBe(change !== undefined);
              if (change !== undefined) journal.push(change);
            } else {
              const id = pool[op.target % pool.length] as string;
              const change = model.remove(id, 'things');
              expect(overlay.remove(id)).toBe(change !== undefined);
              if (change !== undefined) journal.push(change);
            }
            if (changes !== undefined) expect(changes).toEqual(journal);
            if (undo !== undefined) expect(undo).toHaveLength(journal.length);
            expectReadsAs(overlay, model, ids());
          }
          if (undo !== undefined && step.rollback) {
            for (let index = undo.length - 1; index >= 0; index--) undo[index]?.();
            model = before;
            expectReadsAs(overlay, model, ids());
          }
          overlay.undo = undefined;
          overlay.changes = undefined;
        }
        // The table is never written to.
        expect(list(table).map(token)).toEqual(base.map(token));
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
