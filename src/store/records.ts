/** A filterable field's value: one, or several (`plans.external_ref` of an offering), or none. */
export type FieldValue = string | readonly string[] | undefined;

/** One condition of a list filter: `field` holds one of `values` (`eq` has one value, `in` several). */
export interface Filter {
  readonly field: string;
  readonly values: readonly string[];
}

/** The positions a filter keeps, in list order. */
export interface Found<T> {
  readonly total: number;
  at(index: number): T;
}

/**
 * Records of one kind in list order (creation order, then id), found by position, by id, or by filters on their
 * indexed fields: a world's (a `Table`) or a session's writes over them (an `Overlay`).
 */
export interface Records<T> {
  readonly count: number;
  at(index: number): T;
  get(id: string): T | undefined;
  /** Position in list order, or undefined. */
  indexOf(id: string): number | undefined;
  /** The records every filter holds for, in list order. */
  find(filters: readonly Filter[]): Found<T>;
}

/** Where a table's records come from: ids and filterable fields cheaply by position, whole records on demand. */
export interface Source<T> {
  readonly count: number;
  id(index: number): string;
  /** A filterable field at a position, without building the record where that can be avoided. */
  field(index: number, name: string): FieldValue;
  record(index: number): T;
}

/** How to read a record's id and filterable fields. */
export interface Shape<T> {
  id(record: T): string;
  field(record: T, name: string): FieldValue;
}

/** A source over records already made. */
export function sourceOf<T>(records: readonly T[], shape: Shape<T>): Source<T> {
  return {
    count: records.length,
    id: (index) => shape.id(records[index] as T),
    field: (index, name) => shape.field(records[index] as T, name),
    record: (index) => records[index] as T,
  };
}

const holds = (filter: Filter, value: FieldValue) =>
  value !== undefined &&
  (typeof value === 'string' ? filter.values.includes(value) : value.some((one) => filter.values.includes(one)));

/**
 * A world's records of one kind, never changed once built: indexed by id at once, by a filtered field on the first
 * filter on it, each record made on first use and kept (so that it is the same object every time).
 */
export class Table<T> implements Records<T> {
  readonly #source: Source<T>;
  readonly #byId = new Map<string, number>();
  readonly #records: (T | undefined)[];
  readonly #indexes = new Map<string, Map<string, number[]>>();

  constructor(source: Source<T>) {
    this.#source = source;
    this.#records = new Array(source.count);
    for (let index = 0; index < source.count; index++) this.#byId.set(source.id(index), index);
  }

  get count(): number {
    return this.#source.count;
  }

  at(index: number): T {
    let record = this.#records[index];
    if (record === undefined) {
      record = this.#source.record(index);
      this.#records[index] = record;
    }
    return record;
  }

  get(id: string): T | undefined {
    const index = this.#byId.get(id);
    return index === undefined ? undefined : this.at(index);
  }

  indexOf(id: string): number | undefined {
    return this.#byId.get(id);
  }

  /** A field's value at a position, as the source gives it. */
  field(index: number, name: string): FieldValue {
    return this.#source.field(index, name);
  }

  /** Positions (ascending) whose `field` holds one of `values`. */
  positions(field: string, values: readonly string[]): number[] {
    let index = this.#indexes.get(field);
    if (index === undefined) {
      index = new Map();
      for (let position = 0; position < this.#source.count; position++) {
        const value = this.#source.field(position, field);
        if (value === undefined) continue;
        for (const one of typeof value === 'string' ? [value] : new Set(value)) {
          const list = index.get(one);
          if (list === undefined) index.set(one, [position]);
          else list.push(position);
        }
      }
      this.#indexes.set(field, index);
    }
    if (values.length === 1) return index.get(values[0] as string) ?? [];
    const merged = new Set<number>();
    for (const value of values) for (const position of index.get(value) ?? []) merged.add(position);
    return [...merged].sort((a, b) => a - b);
  }

  find(filters: readonly Filter[]): Found<T> {
    if (filters.length === 0) return { total: this.count, at: (index) => this.at(index) };
    const lists = filters.map((filter) => this.positions(filter.field, filter.values));
    const shortest = lists.reduce((best, list) => (list.length < best.length ? list : best));
    const kept = shortest.filter((position) =>
      filters.every((filter) => holds(filter, this.#source.field(position, filter.field))),
    );
    return { total: kept.length, at: (index) => this.at(kept[index] as number) };
  }
}

/**
 * One change a write made to a session's records: made (no `before`), changed, or deleted (no `after`). Records are
 * never changed in place, so `before` still reads as it was.
 */
export interface Change {
  readonly label: string;
  readonly id: string;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * A session's records of one kind over a world's table, copy on write: records made (after the table's, in the order
 * made), changed (in their place) and deleted. What the session did not touch is read from the table. Records are
 * never changed in place: a change is a new record, so that a record once read stays as it was.
 */
export class Overlay<T> implements Records<T> {
  readonly #base: Table<T>;
  readonly #shape: Shape<T>;
  readonly #created: T[] = [];
  readonly #createdById = new Map<string, number>();
  readonly #changed = new Map<string, T>();
  /** Table positions of deleted records, ascending. */
  readonly #deleted: number[] = [];
  /** While a write runs: how to take back each change it made, should it fail. */
  undo: (() => void)[] | undefined;
  /** While a write runs: each change it made, in order, for the events it emits (src/events). */
  changes: Change[] | undefined;
  /** What the session calls this overlay's records (`subscriptions`, `collection jobs`), for its changes. */
  label = '';

  constructor(base: Table<T>, shape: Shape<T>) {
    this.#base = base;
    this.#shape = shape;
  }

  get count(): number {
    return this.#base.count - this.#deleted.length + this.#created.length;
  }

  /** How many records this overlay holds of its own (made or changed). */
  get written(): number {
    return this.#created.length + this.#changed.size;
  }

  /** The records this overlay made or changed. */
  own(): IterableIterator<T> {
    return [...this.#created, ...this.#changed.values()].values();
  }

  /** The table position of the `index`-th table record still in the list: the deleted ones before it are skipped. */
  #basePosition(index: number): number {
    let position = index;
    for (const deleted of this.#deleted) {
      if (deleted <= position) position++;
      else break;
    }
    return position;
  }

  #isDeleted(position: number): boolean {
    return this.#deleted.includes(position);
  }

  at(index: number): T {
    const kept = this.#base.count - this.#deleted.length;
    if (index >= kept) return this.#created[index - kept] as T;
    const record = this.#base.at(this.#basePosition(index));
    return this.#changed.get(this.#shape.id(record)) ?? record;
  }

  get(id: string): T | undefined {
    const made = this.#createdById.get(id);
    if (made !== undefined) return this.#created[made];
    const changed = this.#changed.get(id);
    if (changed !== undefined) return changed;
    const position = this.#base.indexOf(id);
    return position === undefined || this.#isDeleted(position) ? undefined : this.#base.at(position);
  }

  indexOf(id: string): number | undefined {
    const made = this.#createdById.get(id);
    if (made !== undefined) return this.#base.count - this.#deleted.length + made;
    const position = this.#base.indexOf(id);
    if (position === undefined || this.#isDeleted(position)) return undefined;
    let before = 0;
    for (const deleted of this.#deleted) if (deleted < position) before++;
    return position - before;
  }

  find(filters: readonly Filter[]): Found<T> {
    if (filters.length === 0) return { total: this.count, at: (index) => this.at(index) };
    const matches = (record: T) => filters.every((filter) => holds(filter, this.#shape.field(record, filter.field)));
    // Table positions the table's indexes find, and those of changed records (whose fields may now match).
    const lists = filters.map((filter) => this.#base.positions(filter.field, filter.values));
    const candidates = new Set(lists.reduce((best, list) => (list.length < best.length ? list : best)));
    for (const id of this.#changed.keys()) {
      const position = this.#base.indexOf(id);
      if (position !== undefined) candidates.add(position);
    }
    const kept: T[] = [];
    for (const position of [...candidates].sort((a, b) => a - b)) {
      if (this.#isDeleted(position)) continue;
      const record = this.#base.at(position);
      const current = this.#changed.get(this.#shape.id(record)) ?? record;
      if (matches(current)) kept.push(current);
    }
    for (const record of this.#created) if (matches(record)) kept.push(record);
    return { total: kept.length, at: (index) => kept[index] as T };
  }

  /** Adds a record at the end of the list. */
  create(record: T): void {
    const id = this.#shape.id(record);
    this.#createdById.set(id, this.#created.length);
    this.#created.push(record);
    this.changes?.push({ label: this.label, id, before: undefined, after: record });
    this.undo?.push(() => {
      this.#created.pop();
      this.#createdById.delete(id);
    });
  }

  /** Puts a new version of a record in its place; false when there is no such record. */
  replace(record: T): boolean {
    const id = this.#shape.id(record);
    const made = this.#createdById.get(id);
    if (made !== undefined) {
      const before = this.#created[made] as T;
      this.#created[made] = record;
      this.changes?.push({ label: this.label, id, before, after: record });
      this.undo?.push(() => {
        this.#created[made] = before;
      });
      return true;
    }
    const position = this.#base.indexOf(id);
    if (position === undefined || this.#isDeleted(position)) return false;
    const before = this.#changed.get(id);
    this.#changed.set(id, record);
    this.changes?.push({ label: this.label, id, before: before ?? this.#base.at(position), after: record });
    this.undo?.push(() => {
      if (before === undefined) this.#changed.delete(id);
      else this.#changed.set(id, before);
    });
    return true;
  }

  /** Takes a record out of the list; false when there is no such record. */
  remove(id: string): boolean {
    const made = this.#createdById.get(id);
    if (made !== undefined) {
      const [record] = this.#created.splice(made, 1) as [T];
      this.#createdById.delete(id);
      this.#reindex(made);
      this.changes?.push({ label: this.label, id, before: record, after: undefined });
      this.undo?.push(() => {
        this.#created.splice(made, 0, record);
        this.#reindex(made);
      });
      return true;
    }
    const position = this.#base.indexOf(id);
    if (position === undefined || this.#isDeleted(position)) return false;
    const changed = this.#changed.get(id);
    this.changes?.push({ label: this.label, id, before: changed ?? this.#base.at(position), after: undefined });
    this.#changed.delete(id);
    const found = this.#deleted.findIndex((deleted) => deleted > position);
    const at = found === -1 ? this.#deleted.length : found;
    this.#deleted.splice(at, 0, position);
    this.undo?.push(() => {
      this.#deleted.splice(at, 1);
      if (changed !== undefined) this.#changed.set(id, changed);
    });
    return true;
  }

  /** The created records' positions, from `from` on, after one was taken out or put back. */
  #reindex(from: number): void {
    for (let index = from; index < this.#created.length; index++) {
      this.#createdById.set(this.#shape.id(this.#created[index] as T), index);
    }
  }
}
