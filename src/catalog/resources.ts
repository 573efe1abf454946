import { iso } from '../factories/index.js';
import { errors } from '../http/errors.js';
import { isUuid, lowerId } from '../schemas/common.js';
import type { CollectionKind, StoreRecord } from '../store/collections.js';
import type { Session } from '../store/session.js';
import type { View } from '../store/view.js';

/**
 * Write rules every plain resource shares (src/store/collections.ts): made with an id of the session's and its
 * timestamps, changed (a `null` clears an optional attribute, nothing given changes nothing), taken away. Each
 * resource's own rules (what may not be deleted, what a change sets off) wrap these.
 */

/** The record of `kind` a path id names: a 400 for an id that is not a UUID, a 404 for one that is not there. */
export function recordIn(view: View, kind: CollectionKind, noun: string, param: string, id: string): StoreRecord {
  if (!isUuid(id)) throw errors.notAUuid(param, id);
  const record = view.collection(kind).get(lowerId(id));
  if (record === undefined) throw errors.notFound(noun, id.toLowerCase());
  return record;
}

/** Attributes laid over others: `null` takes one away, `undefined` leaves it. */
function laidOver(base: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out;
}

/** What a resource keeps its timestamps in: `meta.timestamps` always, and its attributes too where its type says. */
export interface RecordShape {
  type: string;
  /** The attributes carry `created_at` and `updated_at` too (subscribers, schedules, jobs do). */
  datedAttributes?: boolean;
}

/**
 * A new record of `kind`, dated now, with the attributes given (and meta beyond the owner and timestamps), and an id
 * of the session's, or `id` where the resource's own rules give it one.
 */
export function makeRecord(
  session: Session,
  kind: CollectionKind,
  shape: RecordShape,
  attributes: Record<string, unknown>,
  meta: Record<string, unknown> = {},
  id?: string,
): StoreRecord {
  const at = iso(session.stamp());
  const times = { created_at: at, updated_at: at };
  const record: StoreRecord = {
    id: id ?? session.mint(kind),
    type: shape.type,
    attributes: laidOver(shape.datedAttributes ? times : {}, attributes),
    meta: { owner: 'store', timestamps: times, ...meta },
  };
  session.collection(kind).create(record);
  return record;
}

/**
 * A record changed: the attributes given laid over its own (`null` clears one), `updated_at` moved. An update that
 * gives nothing changes nothing, as the documents say.
 */
export function changeRecord(
  session: Session,
  kind: CollectionKind,
  record: StoreRecord,
  attributes: Record<string, unknown>,
  meta: Record<string, unknown> = {},
): StoreRecord {
  if (Object.values(attributes).every((value) => value === undefined) && Object.keys(meta).length === 0) return record;
  const at = iso(session.stamp());
  const next = laidOver(record.attributes, attributes);
  if ('updated_at' in record.attributes) next.updated_at = at;
  const changed: StoreRecord = {
    ...record,
    attributes: next,
    meta: { ...record.meta, ...meta, timestamps: { ...record.meta.timestamps, updated_at: at } },
  };
  session.collection(kind).replace(changed);
  return changed;
}

/** A record taken away. */
export function removeRecord(session: Session, kind: CollectionKind, record: StoreRecord): void {
  session.stamp();
  session.collection(kind).remove(record.id);
}
