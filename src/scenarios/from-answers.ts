// A store's API answers written as a user scenario: the one writer behind `export` (a running emulator's session),
// `record` (a real store) and `import-har` (recorded traffic). Answers are already records in the scenario format's
// shape (README, "Your own scenarios"): what the writer does is pick a subscription's offering records out of the
// `included` of its answer, leave out what the factories make the same again (links, relationships, types), drop
// every secret, and, when asked, move every date-time and alias every id.
import type { z } from 'zod';
import { tokenFrom, uuidFrom } from '../factories/random.js';
import {
  applicationKeySchema,
  offeringFeature2026Schema,
  offeringPlan2026Schema,
  planSchema,
  pricingOption2026Schema,
  productSchema,
  subscription2026Schema,
  subscriptionSchema,
} from '../schemas/index.js';
import type { ScenarioRecords } from '../world/recipe.js';
import type { ScenarioDefinition } from './types.js';

type Json = Record<string, unknown>;

/** One answer of a GET as the API gave it: its `data` (a record or a page of them) and its `included`. */
export interface Answer {
  data: unknown;
  included?: unknown;
}

/** What a store answered, in either API version (2024: products and plans; 2026: plans and pricing options). */
export interface StoreAnswers {
  /** Answers of `GET /v2/application-keys` (pages) and `GET /v2/application-keys/{id}`. */
  keys: Answer[];
  /** Answers of the subscription list and of single subscriptions, with their offering's records included. */
  subscriptions: Answer[];
  /** Answers of offerings with their features included (2026): where a subscription's features come from. */
  offerings?: Answer[];
}

export interface ScenarioWriting {
  name: string;
  description: string;
  /** Milliseconds added to every date-time: recorded at one time, served around another `--now`. */
  shiftMs?: number;
  /**
   * Every UUID (and a key's `client_id`) replaced by one made from it and the scenario's name (the same id, the same
   * alias).
   */
  aliasIds?: boolean;
}

/** A written scenario and what the writer could not carry, one line each. */
export interface WrittenScenario {
  definition: ScenarioDefinition;
  notes: string[];
}

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const records = (data: unknown): Json[] => (Array.isArray(data) ? data : [data]).filter(isObject);

/** Field names whose values are secrets: never written, at any depth. */
const SECRETS = new Set(['client_secret', 'secret_key', 'access_token', 'refresh_token', 'password', 'token']);

/** What the factories make again from the rest of a record: left out at every depth. */
const DERIVED = new Set(['links', 'relationships']);
/**
 * Left out of a record itself: its `type` (the factories know it) and the `included` a single subscription's answer
 * also carries in its `data` (the offering's records, written beside it).
 */
const TOP = new Set(['type', 'included']);

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A date-time moved by `ms`, in the form it was given (with milliseconds only when it had them). */
function shifted(value: string, ms: number): string {
  const moved = new Date(Date.parse(value) + ms).toISOString();
  return value.includes('.') ? moved : moved.replace(/\.\d{3}Z$/, 'Z');
}

/**
 * A record as a scenario keeps it: secrets and derived fields left out, date-times moved, ids aliased; `top` also
 * leaves out what is not the record's own (TOP).
 */
function cleaned(value: unknown, writing: ScenarioWriting, top = false): unknown {
  if (Array.isArray(value)) return value.map((item) => cleaned(item, writing));
  if (isObject(value)) {
    const out: Json = {};
    for (const [key, field] of Object.entries(value)) {
      if (SECRETS.has(key) || DERIVED.has(key) || (top && TOP.has(key))) continue;
      // A price map's keys are currencies and a feature configuration's are feature ids: ids are aliased there too.
      const name = writing.aliasIds && UUID.test(key) ? alias(key, writing) : key;
      // A key's client_id is the public half of its credentials: aliased like an id, in its own form.
      const aliasClient = writing.aliasIds && key === 'client_id' && typeof field === 'string';
      out[name] = aliasClient ? tokenFrom(`${writing.name}/alias/${field}`, field.length) : cleaned(field, writing);
    }
    return out;
  }
  if (typeof value !== 'string') return value;
  if (writing.shiftMs && DATE_TIME.test(value)) return shifted(value, writing.shiftMs);
  if (writing.aliasIds && UUID.test(value)) return alias(value, writing);
  return value;
}

type Shape = Record<string, z.ZodType>;

/** The fields of an object schema, through the wrappers around it (optional, nullable, default, pipe). */
function shapeOf(schema: z.ZodType): Shape | undefined {
  let node: unknown = schema;
  for (let depth = 0; depth < 8 && node !== undefined; depth++) {
    const shape = (node as { shape?: unknown }).shape;
    if (isObject(shape)) return shape as Shape;
    const def = (node as { def?: { type?: string; innerType?: unknown; in?: unknown } }).def;
    node = def?.innerType ?? (def?.type === 'pipe' ? def.in : undefined);
  }
  return undefined;
}

/**
 * The record with `null` for every optional field its answer does not have, at every depth (the factories would
 * make one: `null` leaves it out), but for the fields a scenario leaves out on purpose and those the billing engine
 * sets (LIVED).
 */
function withAbsent(record: Json, schema: z.ZodType): Json {
  const shape = shapeOf(schema);
  if (shape === undefined) return record;
  const out: Json = { ...record };
  for (const [key, field] of Object.entries(shape)) {
    const value = record[key];
    if (value === undefined) {
      const leftOut = SECRETS.has(key) || DERIVED.has(key) || TOP.has(key) || LIVED.has(key);
      if (!leftOut && field.safeParse(undefined).success) out[key] = null;
    } else if (isObject(value) && !LIVED.has(key)) out[key] = withAbsent(value, field);
  }
  return out;
}

/**
 * What the billing engine and the subscription's plan set, as they are lived (a subscription's state, written once in
 * `meta`; which plan is active): never given `null`.
 */
const LIVED = new Set(['state', 'active_plan', 'active_pricing_option']);

function alias(id: string, writing: ScenarioWriting): string {
  return uuidFrom(`${writing.name}/alias/${id.toLowerCase()}`);
}

/** Every record of an `included`, by id: the API's object of lists (`{ plans: [...] }`) or a JSON:API list. */
function includedById(answers: readonly Answer[]): Map<string, Json> {
  const byId = new Map<string, Json>();
  for (const { included } of answers) {
    const lists = Array.isArray(included) ? [included] : isObject(included) ? Object.values(included) : [];
    for (const list of lists) for (const record of records(list)) byId.set(String(record.id), record);
  }
  return byId;
}

/** The ids a record's relationship names (`relationships.NAME.data[].id`). */
function related(record: Json, name: string): string[] {
  const relationships = isObject(record.relationships) ? record.relationships : {};
  const relation = relationships[name];
  const data = isObject(relation) ? relation.data : undefined;
  return records(data).map((one) => String(one.id));
}

/** Whether a record's answer names a relationship at all (an empty one says there are none). */
function hasRelationship(record: Json, name: string): boolean {
  const relationships = isObject(record.relationships) ? record.relationships : {};
  return isObject(relationships[name]) && Array.isArray(relationships[name].data);
}

/** Records by id, the last answer about each winning (a HAR holds the same record as it changed). */
function latest(answers: readonly Answer[]): Json[] {
  const byId = new Map<string, Json>();
  for (const answer of answers) for (const record of records(answer.data)) byId.set(String(record.id), record);
  return [...byId.values()];
}

/**
 * Writes a store's answers as a user scenario over `empty`: its application keys, and its subscriptions each with
 * its offering's records (2024: products and plans; 2026: plans, pricing options and features). `--scenarios` loads
 * it back to the same answers for those records; what a scenario cannot hold is said in `notes`.
 */
export function scenarioFromAnswers(answers: StoreAnswers, writing: ScenarioWriting): WrittenScenario {
  const notes: string[] = [];
  const keys = latest(answers.keys)
    .sort((a, b) => String(a.created_at ?? '').localeCompare(String(b.created_at ?? '')))
    .map((key) => withAbsent(cleaned(key, writing, true) as Json, applicationKeySchema));
  const included = includedById(answers.subscriptions);
  const features = includedById(answers.offerings ?? []);
  const offerings = new Map(latest(answers.offerings ?? []).map((offering) => [String(offering.id), offering]));
  const subscriptions: NonNullable<ScenarioRecords['subscriptions']> = [];
  let missing = 0;
  for (const subscription of latest(answers.subscriptions).sort(byCreation)) {
    const attributes = isObject(subscription.attributes) ? subscription.attributes : {};
    const offering = isObject(attributes.offering) ? attributes.offering : {};
    const is2026 = attributes.pricing_option_id !== undefined;
    const pick = (name: string, schema: z.ZodType) => {
      const ids = related(subscription, name);
      const found = ids.map((id) => included.get(id)).filter((record) => record !== undefined);
      if (found.length < ids.length) missing++;
      return found.map((record) => withAbsent(cleaned(record, writing, true) as Json, schema));
    };
    const own = withoutTopState(cleaned(subscription, writing, true) as Json);
    const record: NonNullable<ScenarioRecords['subscriptions']>[number] = {
      subscription: withAbsent(own, is2026 ? subscription2026Schema : subscriptionSchema),
    };
    if (is2026) {
      record.plans = pick('plans', offeringPlan2026Schema);
      record.pricing_options = pick('pricing_options', pricingOption2026Schema);
      // The offering's features, as its own answer or the subscription's lists them (an offering with none, too).
      const listed = offerings.get(String(offering.id)) ?? offering;
      const featureIds = related(listed, 'features');
      const found = featureIds.map((id) => features.get(id)).filter((one) => one !== undefined);
      if (found.length < featureIds.length) missing++;
      if (featureIds.length > 0 || hasRelationship(listed, 'features')) {
        record.features = found.map((one) =>
          withAbsent(cleaned(one, writing, true) as Json, offeringFeature2026Schema),
        );
      }
    } else {
      record.products = pick('products', productSchema);
      record.plans = pick('plans', planSchema);
    }
    subscriptions.push(record);
  }
  if (missing > 0) {
    notes.push(
      `${missing} subscription${missing === 1 ? '' : 's'} came without all of their offering's records (an answer without include=...): the factories make those`,
    );
  }
  const definition: ScenarioDefinition = {
    name: writing.name,
    description: writing.description,
    extends: 'empty',
    records: {
      ...(keys.length === 0 ? {} : { applicationKeys: keys }),
      ...(subscriptions.length === 0 ? {} : { subscriptions }),
    },
  };
  return { definition, notes };
}

/** Oldest first, as a store lists them; then by id, so that the same answers write the same file. */
function byCreation(a: Json, b: Json): number {
  const time = (record: Json) => {
    const meta = isObject(record.meta) ? record.meta : {};
    const timestamps = isObject(meta.timestamps) ? meta.timestamps : {};
    return String(timestamps.created_at ?? '');
  };
  return time(a).localeCompare(time(b)) || String(a.id).localeCompare(String(b.id));
}

/** A subscription's state is answered twice (`state` and `meta.state`): a scenario gives it once, in `meta`. */
function withoutTopState(subscription: Json): Json {
  const { state: _state, ...rest } = subscription;
  return rest;
}
