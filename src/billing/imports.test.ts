import { describe, expect, it } from 'vitest';
import { buildOffering } from '../catalog/rules.js';
import type { ApiVersion, OfferingRecord } from '../catalog/types.js';
import { iso, uuidFrom } from '../factories/index.js';
import { ApiError } from '../http/errors.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/registry.js';
import type { Scenario } from '../scenarios/types.js';
import type { StoreRecord } from '../store/collections.js';
import type { Session } from '../store/session.js';
import { Store } from '../store/store.js';
import { WorldCache } from '../store/worlds.js';
import { Refused } from './actions.js';
import { createImport, errorsOf, type ImportFile, MAX_IMPORT_LINES, readImportFile, runImports } from './imports.js';
import type { Life } from './life.js';

// Imports on their own, in a session of the `empty` scenario: a file read line by line (what is uploaded, what is a
// problem at once, word for word), an import recorded with its upload problems, and its run: each type after the
// ones it may name, each line through its schema and the API's own rule, a refusal a problem naming the field.

const NOW = new Date('2026-01-01T00:00:00.400Z');
const CLOCK = Date.parse('2026-01-01T00:00:00Z');
const SEC = 1000;
const EMPTY = BUILT_IN_SCENARIOS.find((scenario) => scenario.name === 'empty') as Scenario;
const ACCOUNT = '00000000-0000-4000-8000-00000000aaa1';
const OTHER = '00000000-0000-4000-8000-00000000aaa2';

function emulatorOf(version: ApiVersion) {
  const store = new Store(new WorldCache(7, NOW, 100_000, 'suspend', version), 7, 100_000);
  return {
    write: <T>(change: (session: Session) => T) => store.write(EMPTY, 's', change),
    view: () => store.view(EMPTY, 's') as Session,
  };
}

/** The refusal a call met, as `status detail` (anything else is thrown on). */
async function refusal(call: () => unknown): Promise<string> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError || error instanceof Refused) return `${error.status} ${error.detail}`;
    throw error;
  }
  throw new Error('the call was not refused');
}

const lineOf = (type: unknown, attributes?: unknown) =>
  JSON.stringify({ data: attributes === undefined ? { type } : { type, attributes } });

const zeros2024 = {
  subscription_product: 0,
  subscription_plan: 0,
  subscription_subscriber: 0,
  subscription_offering: 0,
  subscription: 0,
};
const TYPES_2024 =
  'subscription_product, subscription_plan, subscription_subscriber, subscription_offering, subscription';
const typeError = (got: string) => `must be one of ${TYPES_2024} (what a 2024 import takes), got ${got}`;
const REQUIRED = 'is required: each line is {"data":{"type":"...","attributes":{...}}}';

/** What JSON.parse says of a line, as a problem quotes it. */
function parseError(row: string): string {
  try {
    JSON.parse(row);
  } catch (error) {
    return `the line is not valid JSON (${(error as Error).message.slice(0, 100)})`;
  }
  throw new Error(`${row} is valid JSON`);
}

const subscriber = (account: string, name = 'Ada Lovelace') =>
  lineOf('subscription_subscriber', { account_id: account, name, email: 'ada@example.com' });
const rules = {
  billing_interval_type: 'month',
  billing_frequency: 1,
  plan_length: 1,
  end_behavior: 'roll',
  can_pause: false,
  can_resume: false,
  can_cancel: false,
};

describe('readImportFile', () => {
  it('skips a byte order mark and blank lines (counting them), uploads each line of a known type', () => {
    const first = subscriber(ACCOUNT);
    const second = lineOf('subscription_product', { name: 'Basic' });
    expect(readImportFile(`\uFEFF${first}\n   \n\n${second}\n`, '2024')).toStrictEqual({
      lines: [
        { number: 1, type: 'subscription_subscriber', value: JSON.parse(first) },
        { number: 4, type: 'subscription_product', value: JSON.parse(second) },
      ],
      problems: [],
      uploaded: { ...zeros2024, subscription_product: 1, subscription_subscriber: 1 },
    });
  });

  it('each line that is no JSON document of a type the version takes is a problem of its own, word for word', () => {
    const long = 'x'.repeat(100);
    const rows = [
      '{"data":',
      '{"data":"text"}',
      '[{"data":{"type":"subscription"}}]',
      lineOf('subscription_feature', { external_ref: 'f1' }),
      lineOf(5),
      JSON.stringify({ data: { attributes: { external_ref: ['array'] } } }),
      lineOf(long, { external_ref: 'r'.repeat(2048) }),
      lineOf([long], { external_ref: 'r'.repeat(2049) }),
      lineOf('say "hi"'),
    ];
    const file = readImportFile(rows.join('\n'), '2024');
    expect(file.lines).toEqual([]);
    expect(file.uploaded).toStrictEqual(zeros2024);
    expect(file.problems).toStrictEqual([
      { line: 1, field: 'data', error: parseError('{"data":') },
      { line: 2, field: 'data', error: REQUIRED },
      { line: 3, field: 'data', error: REQUIRED },
      { line: 4, field: 'data.type', error: typeError('"subscription_feature"'), externalRef: 'f1' },
      { line: 5, field: 'data.type', error: typeError('5'), externalRef: undefined },
      { line: 6, field: 'data.type', error: typeError('null'), externalRef: undefined },
      { line: 7, field: 'data.type', error: typeError(`"${'x'.repeat(60)}"`), externalRef: 'r'.repeat(2048) },
      { line: 8, field: 'data.type', error: typeError(`["${'x'.repeat(58)}`), externalRef: undefined },
      { line: 9, field: 'data.type', error: typeError('"say "hi""'), externalRef: undefined },
    ]);
  });

  it('a file of no line is a 400, one of 50,000 lines is read, one of more a 400', () => {
    expect(MAX_IMPORT_LINES).toBe(50_000);
    expect(refusalOf(() => readImportFile('\n  \n', '2024'))).toBe(
      '400 the request body is not valid: import_file: the file holds no line: give one JSON document per line',
    );
    const rows = Array.from({ length: MAX_IMPORT_LINES }, () => '1');
    expect(readImportFile(rows.join('\n'), '2024').problems.length).toBe(MAX_IMPORT_LINES);
    expect(refusalOf(() => readImportFile([...rows, '1'].join('\n'), '2024'))).toBe(
      '400 import_file may hold at most 50000 lines (import the rest in another file), got 50001',
    );
  });
});

/** A synchronous refusal, as `status detail`. */
function refusalOf(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.detail}`;
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('createImport and errorsOf', () => {
  it('records the import pending, its upload problems its first errors; external_ref only when given', async () => {
    const { write } = emulatorOf('2024');
    const file = readImportFile(
      [subscriber(ACCOUNT), lineOf('nope', { external_ref: 'n1' }), lineOf('nope')].join('\n'),
      '2024',
    );
    const record = await write((session) => createImport(session, '2024', undefined, file));
    const id = uuidFrom('7/empty/s/imports/0');
    const at = iso(CLOCK);
    const meta = (line: number) => ({
      owner: 'store',
      timestamps: { created_at: at, updated_at: at },
      line_number: line,
    });
    expect(record).toStrictEqual({
      id,
      type: 'subscription_import',
      attributes: { status: 'pending' },
      meta: {
        owner: 'store',
        timestamps: { created_at: at, updated_at: at },
        records: { uploaded: { ...zeros2024, subscription_subscriber: 1 }, imported: zeros2024 },
        errors: [
          {
            id: uuidFrom(`${id}/error/2/0`),
            type: 'subscription_import_error',
            meta: { ...meta(2), error: typeError('"nope"'), field: 'data.type', external_ref: 'n1' },
          },
          {
            id: uuidFrom(`${id}/error/3/0`),
            type: 'subscription_import_error',
            meta: { ...meta(3), error: typeError('"nope"'), field: 'data.type' },
          },
        ],
      },
    });
    expect(errorsOf(record)).toBe(record.meta.errors);
    const { errors: _errors, ...bare } = record.meta;
    expect(errorsOf({ ...record, meta: bare as StoreRecord['meta'] })).toEqual([]);
    // Another import without an external_ref is no clash.
    const second = await write((session) => createImport(session, '2024', undefined, file));
    expect(second.id).toBe(uuidFrom('7/empty/s/imports/1'));
  });

  it('an external_ref is unique among imports: a 409 quoting at most 100 characters of it', async () => {
    const { write } = emulatorOf('2026');
    const file: ImportFile = { lines: [], problems: [], uploaded: {} };
    const ref = 'b'.repeat(150);
    const record = await write((session) => createImport(session, '2026', ref, file));
    expect(record.attributes).toStrictEqual({ external_ref: ref, status: 'pending' });
    expect(await refusal(() => write((session) => createImport(session, '2026', ref, file)))).toBe(
      `409 external_ref "${'b'.repeat(100)}" is taken by import ${record.id}: an import's external_ref is unique in the store`,
    );
  });
});

describe('runImports', () => {
  it('with no import pending, nothing happens and nothing is dated', async () => {
    const { write } = emulatorOf('2024');
    await write((session) => runImports(session, '2024'));
    expect(await write((session) => session.stamp())).toBe(CLOCK);
  });

  it('a pending import whose lines are not held imports nothing and fails', async () => {
    const { write, view } = emulatorOf('2024');
    const record = await write((session) =>
      createImport(session, '2024', undefined, readImportFile(subscriber(ACCOUNT), '2024')),
    );
    // A copy of the record: the lines are held for the record as created.
    await write((session) => session.collection('imports').replace({ ...record }));
    await write((session) => runImports(session, '2024'));
    const done = view().collection('imports').get(record.id) as StoreRecord;
    expect(done.attributes.status).toBe('failed');
    expect(done.meta.records).toStrictEqual({
      uploaded: { ...zeros2024, subscription_subscriber: 1 },
      imported: zeros2024,
    });
    expect(view().collection('subscribers').get(ACCOUNT)).toBeUndefined();
  });

  it('2024: each type after those it names; plans by external_ref; each refusal a problem naming its field', async () => {
    const { write, view } = emulatorOf('2024');
    const existing = await write((session) =>
      buildOffering(session, {
        name: 'Existing',
        products: [{ name: 'Old', price: { USD: { amount: 300 } } }],
        plans: [
          { name: 'First', external_ref: 'e1' },
          { name: 'Second', external_ref: 'e2' },
        ],
      }),
    );
    const subscription = (attributes: Record<string, unknown>) =>
      lineOf('subscription', {
        account_id: ACCOUNT,
        currency: 'USD',
        manual_payments: false,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        ...attributes,
      });
    const rows = [
      /* 1 */ subscription({ offering_external_ref: 'box', plan_id: 'o2', external_ref: 's1' }),
      /* 2 */ lineOf('subscription_offering', {
        name: 'Box',
        external_ref: 'box',
        products: [{ name: 'Basic', price: { USD: { amount: 1000 } } }],
        plans: [
          { ...rules, name: 'Monthly', external_ref: 'o1' },
          { ...rules, name: 'Yearly', external_ref: 'o2', billing_interval_type: 'year' },
        ],
      }),
      /* 3 */ subscriber(ACCOUNT),
      /* 4 */ subscription({ offering_id: existing.offering.id, plan_id: 'e2' }),
      /* 5 */ subscription({ offering_external_ref: 'box', external_ref: 's5' }),
      /* 6 */ subscription({ offering_external_ref: 'box', plan_id: 'nope' }),
      /* 7 */ subscription({ offering_external_ref: 'missing', plan_id: 'o1' }),
      /* 8 */ subscription({
        offering: { name: 'Inline' },
        products: [{ name: 'Basic', price: { USD: { amount: 1000 } } }],
        plans: [
          { ...rules, name: 'Monthly' },
          { ...rules, name: 'Yearly', billing_interval_type: 'year' },
        ],
      }),
      /* 9 */ JSON.stringify({ data: { type: 'subscription_subscriber' } }),
      /* 10 */ lineOf('subscription_subscriber', { account_id: 'not-a-uuid', name: 'Bob', email: 'no' }),
      /* 11 */ subscriber(ACCOUNT, 'Twice'),
    ];
    const record = await write((session) =>
      createImport(session, '2024', undefined, readImportFile(rows.join('\n'), '2024')),
    );
    await write((session) => runImports(session, '2024'));
    const session = view();
    const done = session.collection('imports').get(record.id) as StoreRecord;
    const at = iso(CLOCK + 2 * SEC);
    expect(done.attributes).toStrictEqual({ status: 'success' });
    expect(done.meta.timestamps).toStrictEqual({
      created_at: iso(CLOCK + SEC),
      updated_at: at,
      started_at: at,
      finished_at: at,
    });
    expect(done.meta.records).toStrictEqual({
      uploaded: { ...zeros2024, subscription_subscriber: 4, subscription_offering: 1, subscription: 6 },
      imported: { ...zeros2024, subscription_subscriber: 1, subscription_offering: 1, subscription: 2 },
    });
    const box = session.offerings.find([{ field: 'external_ref', values: ['box'] }]).at(0) as OfferingRecord;
    const problem = (line: number, nth: number, field: string, error: string, externalRef?: string) => ({
      id: uuidFrom(`${record.id}/error/${line}/${nth}`),
      type: 'subscription_import_error',
      meta: {
        owner: 'store',
        timestamps: { created_at: at, updated_at: at },
        error,
        field,
        line_number: line,
        ...(externalRef === undefined ? {} : { external_ref: externalRef }),
      },
    });
    expect(errorsOf(done)).toStrictEqual([
      problem(5, 0, 'plan_id', 'plan_id is required to subscribe to an offering', 's5'),
      problem(6, 0, 'plan_id', `plan_id must be one of offering ${box.offering.id}'s plans, got "nope"`),
      problem(
        7,
        0,
        'offering_external_ref',
        'offering_external_ref must be the external_ref of an offering, got "missing"',
      ),
      problem(
        8,
        0,
        'plans',
        'the selected one of data.plans is required (meta.selected or its external_ref) when there are several',
      ),
      problem(9, 0, 'data.attributes', 'Invalid input: expected object, received undefined'),
      problem(10, 0, 'account_id', 'Invalid UUID'),
      problem(10, 1, 'email', 'Invalid email address'),
      problem(10, 2, 'email', 'Too small: expected string to have >=3 characters'),
      problem(
        11,
        0,
        'account_id',
        `account ${ACCOUNT} has a subscriber already (/v2/subscriptions/subscribers/${ACCOUNT}): an account has one subscriber; change that one with PUT`,
      ),
    ]);
    expect(session.collection('subscribers').get(ACCOUNT)).toStrictEqual({
      id: ACCOUNT,
      type: 'subscription_subscriber',
      attributes: {
        account_id: ACCOUNT,
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        created_at: at,
        updated_at: at,
      },
      meta: { owner: 'store', timestamps: { created_at: at, updated_at: at } },
    });
    const lives: Life[] = [];
    for (let index = 0; index < session.subscriptions.count; index++) lives.push(session.subscriptions.at(index));
    expect(
      lives.map((life) => [
        life.bundle.subscription.attributes.external_ref,
        life.bundle.subscription.attributes.offering.id,
        life.bundle.subscription.attributes.plan_id,
      ]),
    ).toEqual([
      ['s1', box.offering.id, box.plans[1]?.id],
      [undefined, existing.offering.id, existing.plans[1]?.id],
    ]);
  });

  it('2026: a refusal naming no data field names the one it starts with; plans and pricing options by external_ref', async () => {
    const { write, view } = emulatorOf('2026');
    const options = [
      { ...rules, name: 'Monthly', external_ref: 'm' },
      { ...rules, name: 'Yearly', external_ref: 'y', billing_interval_type: 'year' },
    ];
    const rows = [
      lineOf('subscription', {
        account_id: OTHER,
        currency: 'USD',
        manual_payments: false,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        offering_external_ref: 'box',
        plan_id: 'extra',
        pricing_option_id: 'y',
      }),
      lineOf('subscription_offering', {
        name: 'Box',
        external_ref: 'box',
        plans: [
          { name: 'Basic', external_ref: 'basic', price: { USD: { amount: 1000 } } },
          { name: 'Extra', external_ref: 'extra', price: { USD: { amount: 500 } } },
        ],
        pricing_options: options,
      }),
      lineOf('subscription_offering', {
        name: 'Broken',
        plans: [{ name: 'Basic', feature_configurations: { unknown: { type: 'access' } } }],
        pricing_options: options,
      }),
    ];
    const record = await write((session) =>
      createImport(session, '2026', undefined, readImportFile(rows.join('\n'), '2026')),
    );
    await write((session) => runImports(session, '2026'));
    const session = view();
    const done = session.collection('imports').get(record.id) as StoreRecord;
    const at = iso(CLOCK + SEC);
    expect(errorsOf(done)).toStrictEqual([
      {
        id: uuidFrom(`${record.id}/error/3/0`),
        type: 'subscription_import_error',
        meta: {
          owner: 'store',
          timestamps: { created_at: at, updated_at: at },
          error: 'feature_configurations must be the id or external_ref of one of this build, got "unknown"',
          field: 'feature_configurations',
          line_number: 3,
        },
      },
    ]);
    const box = session.offerings.find([{ field: 'external_ref', values: ['box'] }]).at(0) as OfferingRecord;
    const life = session.subscriptions.at(0);
    expect([life.bundle.subscription.attributes.plan_id, life.bundle.planId]).toEqual([
      box.plans[1]?.id,
      box.products[1]?.id,
    ]);
  });
});
