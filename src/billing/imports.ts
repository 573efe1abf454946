import type { z } from 'zod';
import { makeRecord } from '../catalog/resources.js';
import {
  buildOffering,
  createFeature,
  createStorePlan,
  createStoreProduct,
  type PlanInput,
  type ProductInput,
} from '../catalog/rules.js';
import type { ApiVersion, OfferingRecord } from '../catalog/types.js';
import { iso, uuidFrom } from '../factories/index.js';
import { ApiError, errors } from '../http/errors.js';
import {
  IMPORT_LINES_2024,
  IMPORT_LINES_2026,
  IMPORT_TYPES_2024,
  IMPORT_TYPES_2026,
  type ImportType,
} from '../schemas/imports.js';
import { type StoreRecord, subscriberIdOf } from '../store/collections.js';
import type { Session } from '../store/session.js';
import { jsonPath } from '../validate/problems.js';
import { Refused } from './actions.js';
import { createSubscription, subscriptionInput2024, subscriptionInput2026 } from './subscribe.js';

/**
 * Subscriptions imports (`POST /v2/subscriptions/imports`), for both API versions.
 *
 * A file is JSONL: one JSON:API document per line, `{"data":{"type":TYPE,"attributes":{...}}}`, whose attributes are
 * those of the operation that makes that kind of record: 2024 `subscription_product` (CreateProduct),
 * `subscription_plan` (CreatePlan), `subscription_subscriber` (CreateSubscriber), `subscription_offering`
 * (BuildOffering's `data`) and `subscription` (CreateSubscription's `data`); 2026 `subscription_feature`
 * (CreateFeature), `subscription_subscriber`, `subscription_offering` and `subscription`. Lines name each other by
 * external_ref, as those operations do (an offering its products, plans and features; a subscription its offering by
 * `offering_external_ref`); in an import a subscription may also name its offering's plan and pricing option by
 * external_ref, since they have no ids until imported. The whole file is read first, so lines may come in any order:
 * each type is made after the ones it may name (the order of IMPORT_TYPES_2024 / _2026), each in the file's order.
 *
 * At upload, a line that is not a JSON object with a `data.type` the version takes is an error, and the others are
 * counted as `uploaded`. When the import runs, each line goes through the same schema and rules as the API's own
 * write: a line they refuse is an error (each problem its own, naming the line and the field) and leaves nothing
 * behind, and the other lines still import. Blank lines are skipped (line numbers count them).
 *
 * When it runs: an import is recorded `pending`, which its 201 shows, then run at once by the same request, in a write
 * of its own a second of the session's clock later (the session's imports still pending run then, oldest first: one
 * job at a time, as the platform does). It is `started` and finished at that time, and `success` when at least one
 * record was imported, else `failed`. Every record it makes is dated then.
 */

/** The most lines (objects) an import file may hold. */
export const MAX_IMPORT_LINES = 50_000;
/** The largest import request, in bytes: 50 MiB, about 1 KiB for each of the 50,000 lines a file may hold. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** What each version's files may hold, in the order an import makes them. */
export const IMPORT_TYPES: Readonly<Record<ApiVersion, readonly ImportType[]>> = {
  '2024': IMPORT_TYPES_2024,
  '2026': IMPORT_TYPES_2026,
};

const LINES: Readonly<Record<ApiVersion, Readonly<Partial<Record<ImportType, z.ZodType>>>>> = {
  '2024': IMPORT_LINES_2024,
  '2026': IMPORT_LINES_2026,
};

/** A line of a file as uploaded: its number (from 1), its type, and its JSON, not yet checked against its schema. */
interface UploadedLine {
  number: number;
  type: ImportType;
  value: unknown;
}

/** A problem with one line, before it is an error record. */
interface LineProblem {
  line: number;
  field: string;
  error: string;
  externalRef?: string | undefined;
}

/** A file read: its lines of known types, the problems of the others, and the count of each type. */
export interface ImportFile {
  lines: UploadedLine[];
  problems: LineProblem[];
  uploaded: Record<string, number>;
}

/** The lines of pending imports, by their record: an import's lines wait here until it runs. */
const UPLOADS = new WeakMap<StoreRecord, UploadedLine[]>();

/** An import error as GetImportErrors answers it. */
export interface ImportErrorRecord {
  id: string;
  type: 'subscription_import_error';
  meta: {
    owner: 'store' | 'organization';
    timestamps: { created_at: string; updated_at: string };
    error: string;
    field: string;
    line_number: number;
    external_ref?: string;
  };
}

/** An import's errors, kept in its record's meta (never in its answer), by line number. */
export function errorsOf(record: StoreRecord): readonly ImportErrorRecord[] {
  return (record.meta.errors as ImportErrorRecord[] | undefined) ?? [];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The line's `data.attributes.external_ref`, when it is one an error may carry. */
function externalRefOf(value: unknown): string | undefined {
  const data = isObject(value) ? value.data : undefined;
  const attributes = isObject(data) ? data.attributes : undefined;
  const ref = isObject(attributes) ? attributes.external_ref : undefined;
  return typeof ref === 'string' && ref.length <= 2048 ? ref : undefined;
}

const zeros = (version: ApiVersion) => Object.fromEntries(IMPORT_TYPES[version].map((type) => [type, 0]));

/**
 * An import file read line by line: a 400 for a file with no line or more than 50,000; each line that is not a JSON
 * object of a type the version takes is a problem of its own, the others are uploaded.
 */
export function readImportFile(text: string, version: ApiVersion): ImportFile {
  const types = IMPORT_TYPES[version];
  const rows = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split('\n');
  let count = 0;
  for (const row of rows) if (row.trim() !== '') count++;
  if (count === 0) {
    throw errors.invalidBody(['import_file: the file holds no line: give one JSON document per line']);
  }
  if (count > MAX_IMPORT_LINES) {
    throw errors.tooMany('import_file', `${MAX_IMPORT_LINES} lines (import the rest in another file)`, count);
  }
  const file: ImportFile = { lines: [], problems: [], uploaded: zeros(version) };
  rows.forEach((row, index) => {
    if (row.trim() === '') return;
    const number = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(row);
    } catch (error) {
      const reason = (error as Error).message.slice(0, 100);
      file.problems.push({ line: number, field: 'data', error: `the line is not valid JSON (${reason})` });
      return;
    }
    const data = isObject(value) ? value.data : undefined;
    if (!isObject(data)) {
      const error = 'is required: each line is {"data":{"type":"...","attributes":{...}}}';
      file.problems.push({ line: number, field: 'data', error });
      return;
    }
    const type = data.type;
    if (typeof type !== 'string' || !(types as readonly string[]).includes(type)) {
      const got = typeof type === 'string' ? `"${type.slice(0, 60)}"` : JSON.stringify(type ?? null).slice(0, 60);
      const error = `must be one of ${types.join(', ')} (what a ${version} import takes), got ${got}`;
      file.problems.push({ line: number, field: 'data.type', error, externalRef: externalRefOf(value) });
      return;
    }
    file.uploaded[type] = (file.uploaded[type] ?? 0) + 1;
    file.lines.push({ number, type: type as ImportType, value });
  });
  return file;
}

/** Problems as error records of the import, dated `at`; ids from the import's, the line and the problem's place. */
function errorRecords(importId: string, problems: readonly LineProblem[], at: string): ImportErrorRecord[] {
  const seen = new Map<number, number>();
  return problems.map((problem) => {
    const nth = seen.get(problem.line) ?? 0;
    seen.set(problem.line, nth + 1);
    return {
      id: uuidFrom(`${importId}/error/${problem.line}/${nth}`),
      type: 'subscription_import_error',
      meta: {
        owner: 'store',
        timestamps: { created_at: at, updated_at: at },
        error: problem.error,
        field: problem.field,
        line_number: problem.line,
        ...(problem.externalRef === undefined ? {} : { external_ref: problem.externalRef }),
      },
    };
  });
}

/** A new import job, `pending`, holding the file's lines until it runs; its upload problems are its first errors. */
export function createImport(
  session: Session,
  version: ApiVersion,
  externalRef: string | undefined,
  file: ImportFile,
): StoreRecord {
  if (externalRef !== undefined) {
    const same = session.collection('imports').find([{ field: 'external_ref', values: [externalRef] }]);
    if (same.total > 0) {
      throw new Refused(
        `external_ref "${externalRef.slice(0, 100)}" is taken by import ${same.at(0).id}: an import's external_ref is unique in the store`,
      );
    }
  }
  const attributes = { ...(externalRef === undefined ? {} : { external_ref: externalRef }), status: 'pending' };
  const records = { uploaded: file.uploaded, imported: zeros(version) };
  const made = makeRecord(session, 'imports', { type: 'subscription_import' }, attributes, { records });
  const record: StoreRecord = {
    ...made,
    meta: { ...made.meta, errors: errorRecords(made.id, file.problems, made.meta.timestamps.created_at as string) },
  };
  session.collection('imports').replace(record);
  UPLOADS.set(record, file.lines);
  return record;
}

/**
 * The session seen by an import's rules: every record they make is dated at the import's one time (a write is
 * stamped once), while everything else is the session's own.
 */
function datedAt(session: Session, at: number): Session {
  return new Proxy(session, {
    get(target, key) {
      if (key === 'stamp') return () => at;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A refusal as a line's problem: the field its message names (as a path in the line's attributes), and the message. */
function refusal(error: unknown, line: UploadedLine): LineProblem {
  const externalRef = externalRefOf(line.value);
  if (error instanceof LineRefused) return { line: line.number, field: error.field, error: error.detail, externalRef };
  if (error instanceof ApiError || error instanceof Refused) {
    const detail = error.detail.replace(/^data\./, '');
    const named =
      /\bdata\.([A-Za-z_][\w.[\]]*)/.exec(error.detail)?.[1] ?? /^([a-z_]+) (?:must|is required)/.exec(detail)?.[1];
    return { line: line.number, field: named ?? 'data.attributes', error: detail, externalRef };
  }
  const reason = (error as Error)?.message ?? String(error);
  return {
    line: line.number,
    field: 'data.attributes',
    error: `the emulator failed on this line: ${reason}`,
    externalRef,
  };
}

/** A schema's problems with a line: each with its path in the line's attributes (or `data...` outside them). */
function schemaProblems(issues: readonly z.core.$ZodIssue[], line: UploadedLine): LineProblem[] {
  const externalRef = externalRefOf(line.value);
  return issues.map((issue) => {
    const inAttributes = issue.path[0] === 'data' && issue.path[1] === 'attributes' && issue.path.length > 2;
    const field = inAttributes ? jsonPath(issue.path.slice(2), '').slice(1) : jsonPath(issue.path, '').slice(1);
    return { line: line.number, field: field || 'data', error: issue.message, externalRef };
  });
}

type Attributes = Record<string, unknown>;

/** The offering a subscription line names (by id or external_ref), if there is one. */
function offeringOf(
  session: Session,
  attributes: { offering_id?: string; offering_external_ref?: string },
): OfferingRecord | undefined {
  const { offering_id: id, offering_external_ref: ref } = attributes as {
    offering_id?: string;
    offering_external_ref?: string;
  };
  if (id !== undefined) return session.offerings.get(id.toLowerCase());
  if (ref === undefined) return undefined;
  const found = session.offerings.find([{ field: 'external_ref', values: [ref] }]);
  return found.total === 0 ? undefined : found.at(0);
}

/** The id of the item of `list` that `reference` names by id or external_ref (else the reference as given). */
function idOf(
  list: readonly { id?: string | undefined; attributes: { external_ref?: string | undefined } }[],
  reference: string | undefined,
): string | undefined {
  if (reference === undefined) return undefined;
  const found = list.find((item) => item.id === reference.toLowerCase() || item.attributes.external_ref === reference);
  return found?.id ?? reference;
}

/** A 2024 subscription line, made as CreateSubscription makes one. */
function subscribe2024(session: Session, attributes: Attributes): void {
  const input = subscriptionInput2024(
    attributes as z.infer<typeof IMPORT_LINES_2024.subscription>['data']['attributes'],
  );
  // A line that names its offering may name its plan by external_ref (it has no id until imported).
  const named = input.inline === undefined ? offeringOf(session, input) : undefined;
  const option = named === undefined ? input.option_id : idOf(named.plans, input.option_id);
  createSubscription(session, { ...input, option_id: option });
}

/** A 2026 subscription line, made as CreateSubscription makes one. */
function subscribe2026(session: Session, attributes: Attributes): void {
  const input = subscriptionInput2026(
    attributes as z.infer<typeof IMPORT_LINES_2026.subscription>['data']['attributes'],
  );
  const named = input.inline === undefined ? offeringOf(session, input) : undefined;
  createSubscription(session, {
    ...input,
    option_id: named === undefined ? input.option_id : idOf(named.plans, input.option_id),
    product_id: named === undefined ? input.product_id : idOf(named.products, input.product_id),
  });
}

/** How each type of line is made, once its schema took it: the same rule as the API's own write. */
const MAKE: Readonly<
  Record<ApiVersion, Partial<Record<ImportType, (session: Session, attributes: Attributes) => void>>>
> = {
  '2024': {
    subscription_product: (session, attributes) => createStoreProduct(session, attributes as ProductInput),
    subscription_plan: (session, attributes) => createStorePlan(session, attributes as PlanInput),
    subscription_subscriber: makeSubscriber,
    subscription_offering: (session, attributes) => {
      const { products, plans, ...rest } = attributes as z.infer<
        typeof IMPORT_LINES_2024.subscription_offering
      >['data']['attributes'];
      buildOffering(session, {
        ...rest,
        products: products as (string | ProductInput)[],
        plans: plans as (string | PlanInput)[],
      });
    },
    subscription: subscribe2024,
  },
  '2026': {
    subscription_feature: (session, attributes) =>
      createFeature(
        session,
        attributes as z.infer<typeof IMPORT_LINES_2026.subscription_feature>['data']['attributes'],
      ),
    subscription_subscriber: makeSubscriber,
    subscription_offering: (session, attributes) => {
      const { plans, pricing_options, features, configured_features, pricing_option_associations, ...rest } =
        attributes as z.infer<typeof IMPORT_LINES_2026.subscription_offering>['data']['attributes'];
      buildOffering(session, {
        ...rest,
        prorationPolicyId: rest.proration_policy_id,
        products: plans,
        plans: pricing_options,
        features,
        configured: configured_features,
        associations: pricing_option_associations,
      });
    },
    subscription: subscribe2026,
  },
};

/** A line the rules refuse, naming the field (a path in the line's attributes) the refusal is about. */
class LineRefused extends Refused {
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * A subscriber (`subscription_subscriber`), made as CreateSubscriber makes one (src/routes/subscribers.ts): its id is
 * its account's, its timestamps in its attributes too, and an account that has a subscriber already is refused.
 */
function makeSubscriber(session: Session, attributes: Attributes): void {
  const { account_id, ...rest } = attributes as { account_id: string };
  const id = subscriberIdOf(account_id);
  if (session.collection('subscribers').get(id) !== undefined) {
    throw new LineRefused(
      'account_id',
      `account ${id} has a subscriber already (/v2/subscriptions/subscribers/${id}): an account has one subscriber; change that one with PUT`,
    );
  }
  const shape = { type: 'subscription_subscriber', datedAttributes: true };
  makeRecord(session, 'subscribers', shape, { account_id: id, ...rest }, {}, id);
}

/** One pending import run: its lines made, type after type, each in the file's order; its record finished. */
function run(session: Session, version: ApiVersion, record: StoreRecord, at: number): void {
  const lines = UPLOADS.get(record) ?? [];
  UPLOADS.delete(record);
  const dated = datedAt(session, at);
  const imported = zeros(version);
  const problems: LineProblem[] = [];
  const byType = new Map<ImportType, UploadedLine[]>();
  for (const line of lines) {
    const list = byType.get(line.type);
    if (list === undefined) byType.set(line.type, [line]);
    else list.push(line);
  }
  for (const type of IMPORT_TYPES[version]) {
    const schema = LINES[version][type] as z.ZodType;
    const make = MAKE[version][type] as (session: Session, attributes: Attributes) => void;
    for (const line of byType.get(type) ?? []) {
      const checked = schema.safeParse(line.value);
      if (!checked.success) {
        problems.push(...schemaProblems(checked.error.issues, line));
        continue;
      }
      const undo = session.savepoint();
      try {
        make(dated, (checked.data as { data: { attributes: Attributes } }).data.attributes);
        imported[type] = (imported[type] ?? 0) + 1;
      } catch (error) {
        undo();
        problems.push(refusal(error, line));
      }
    }
  }
  const when = iso(at);
  const all = [...errorsOf(record), ...errorRecords(record.id, problems, when)];
  // Line numbers ascending; the problems of one line in the order found (the sort is stable).
  all.sort((a, b) => a.meta.line_number - b.meta.line_number);
  const made = Object.values(imported).reduce((sum, count) => sum + count, 0);
  session.collection('imports').replace({
    ...record,
    attributes: { ...record.attributes, status: made > 0 ? 'success' : 'failed' },
    meta: {
      ...record.meta,
      timestamps: { ...record.meta.timestamps, updated_at: when, started_at: when, finished_at: when },
      records: { uploaded: (record.meta.records as { uploaded: unknown }).uploaded, imported },
      errors: all,
    },
  });
}

/**
 * Runs the session's pending imports, oldest first, in one write dated once (nothing happens, and nothing is dated,
 * when none is pending).
 */
export function runImports(session: Session, version: ApiVersion): void {
  const found = session.collection('imports').find([{ field: 'status', values: ['pending'] }]);
  if (found.total === 0) return;
  const pending: StoreRecord[] = [];
  for (let index = 0; index < found.total; index++) pending.push(found.at(index));
  const at = session.stamp();
  for (const record of pending) run(session, version, record, at);
}
