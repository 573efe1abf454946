import { describe, expect, it } from 'vitest';
import {
  featureList2026Schema,
  type ImportError2026,
  importErrorList2026Schema,
  importList2024Schema,
  importList2026Schema,
  importResponse2024Schema,
  importResponse2026Schema,
  offeringList2026Schema,
  offeringListSchema,
  storePlanListSchema,
  storeProductListSchema,
  subscriptionList2026Schema,
  subscriptionListSchema,
} from '../../src/schemas/index.js';
import { ADAPTERS, AUTH, SERVER_ADAPTERS, type Target, useTarget } from '../support/adapters.js';
import { MONTHLY_RULES } from '../support/plans.js';
import { expectCreated, expectError, expectOk } from './expect.js';

/**
 * Subscriptions imports through every adapter, both versions: a JSONL file uploaded as multipart/form-data is
 * recorded pending (the 201 shows it so, with what it uploaded), then run at once, a second of the session's clock
 * later; its good lines land in the session as the API's own writes would make them, its broken ones are errors by
 * line number (2026 GetImportErrors), and the multipart body, the file and its size are checked.
 */

const IMPORTS = '/v2/subscriptions/imports';
const FEATURES = '/v2/subscriptions/features';
const OFFERINGS = '/v2/subscriptions/offerings';
const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const UNKNOWN = 'ffffffff-ffff-4fff-bfff-ffffffffffff';
/** The default clock: a session's first write is dated at it, and the import it records runs a second later. */
const NOW = '2026-01-01T00:00:00Z';
const RUN = '2026-01-01T00:00:01Z';
const ACCOUNT = '11111111-1111-4111-8111-111111111111';
const WHO = { account_id: ACCOUNT, name: 'Ada Lovelace', email: 'ada@example.com' };
const MONTHLY = { name: 'Monthly', external_ref: 'monthly', ...MONTHLY_RULES };

/** One line of an import file: a JSON:API document, or text as it is. */
const line = (type: string, attributes: Record<string, unknown>) => JSON.stringify({ data: { type, attributes } });

/** A multipart upload of `lines` (one per line), with an external_ref when given, in `session`. */
function upload(api: Target, session: string, lines: readonly string[], externalRef?: string) {
  const form = new FormData();
  if (externalRef !== undefined) form.append('external_ref', externalRef);
  form.append('import_file', new Blob([lines.join('\n')], { type: 'application/jsonl' }), 'import.jsonl');
  return api.fetch(IMPORTS, { method: 'POST', headers: { ...AUTH, 'X-Emulator-Session': session }, body: form });
}

/** A POST of a raw body with its own content type, in `session`. */
function post(api: Target, session: string, contentType: string, body: string) {
  return api.fetch(IMPORTS, {
    method: 'POST',
    headers: { ...AUTH, 'Content-Type': contentType, 'X-Emulator-Session': session },
    body,
  });
}

const read = (api: Target, path: string, session: string) => api.get(path, { 'X-Emulator-Session': session });

/** Every error of an import, read a page of 100 at a time. */
async function allErrors(api: Target, id: string, session: string): Promise<ImportError2026[]> {
  const out: ImportError2026[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await expectOk(
      await read(api, `${IMPORTS}/${id}/errors?page[offset]=${offset}&page[limit]=100`, session),
      importErrorList2026Schema,
    );
    out.push(...page.data);
    if (page.links.next === null) return out;
  }
}

/** An error as `line:field`, for comparing lists. */
const where = (error: ImportError2026) => `${error.meta.line_number}:${error.meta.field}`;

describe.each(ADAPTERS)('2026 imports via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });
  const getImport = async (id: string, session: string) =>
    (await expectOk(await read(api, `${IMPORTS}/${id}`, session), importResponse2026Schema)).data;

  it('CreateImport: 3 good lines and 2 broken ones; pending in the 201, then run: the good ones land, the broken are errors', async () => {
    const session = 'three-and-two';
    const file = [
      line('subscription_feature', {
        name: 'Library',
        external_ref: 'library',
        configuration: { type: 'access', tag: 'library' },
      }),
      '{"data": {"type": "subscription_feature", "attributes": ',
      line('subscription_subscriber', WHO),
      '',
      line('subscription_offering', {
        name: 'No',
        external_ref: 'nameless',
        plans: [{ name: 'Beans' }],
        pricing_options: [MONTHLY],
      }),
      line('subscription_offering', {
        name: 'Coffee Club',
        external_ref: 'coffee',
        features: ['library'],
        plans: [{ name: 'Beans', external_ref: 'beans', price: { USD: { amount: 500 } } }],
        pricing_options: [MONTHLY],
      }),
    ];
    const created = (await expectCreated(await upload(api, session, file, 'batch-1'), importResponse2026Schema)).data;
    const counted = { subscription_feature: 1, subscription_subscriber: 1, subscription_offering: 2, subscription: 0 };
    const none = { subscription_feature: 0, subscription_subscriber: 0, subscription_offering: 0, subscription: 0 };
    expect(created).toEqual({
      id: expect.any(String),
      type: 'subscription_import',
      attributes: { external_ref: 'batch-1', status: 'pending' },
      meta: {
        owner: 'store',
        timestamps: { created_at: NOW, updated_at: NOW },
        records: { uploaded: counted, imported: none },
      },
    });
    const done = await getImport(created.id as string, session);
    expect(done).toEqual({
      ...created,
      attributes: { external_ref: 'batch-1', status: 'success' },
      meta: {
        owner: 'store',
        timestamps: { created_at: NOW, updated_at: RUN, started_at: RUN, finished_at: RUN },
        records: { uploaded: counted, imported: { ...counted, subscription_offering: 1 } },
      },
    });
    // The broken lines, by line number: line 2 is not JSON, line 5 an offering whose name is too short (4 is blank).
    const errors = await allErrors(api, created.id as string, session);
    expect(errors.map(where)).toEqual(['2:data', '5:name']);
    expect(errors[0]?.meta.error).toMatch(/^the line is not valid JSON/);
    expect(errors[1]?.meta).toEqual({
      owner: 'store',
      timestamps: { created_at: RUN, updated_at: RUN },
      error: expect.stringMatching(/>=3 characters/),
      field: 'name',
      line_number: 5,
      external_ref: 'nameless',
    });
    // The good lines landed in the session, dated when the import ran, as the API's own writes make them.
    const features = await expectOk(
      await read(api, `${FEATURES}?filter=eq(external_ref,library)`, session),
      featureList2026Schema,
    );
    expect(features.data.map((feature) => feature.meta.timestamps.created_at)).toEqual([RUN]);
    const offerings = await expectOk(
      await read(api, `${OFFERINGS}?filter=in(external_ref,coffee,nameless)`, session),
      offeringList2026Schema,
    );
    expect(offerings.data.map((offering) => [offering.attributes.name, offering.meta.timestamps.created_at])).toEqual([
      ['Coffee Club', RUN],
    ]);
    const subscriber = await read(api, `/v2/subscriptions/subscribers/${ACCOUNT}`, session);
    expect(subscriber.status).toBe(200);
    expect(((await subscriber.json()) as { data: { attributes: unknown } }).data.attributes).toEqual({
      ...WHO,
      created_at: RUN,
      updated_at: RUN,
    });
    // Another session saw nothing of it.
    const elsewhere = await expectOk(await read(api, IMPORTS, 'another-session'), importList2026Schema);
    expect(elsewhere.data).toEqual([]);
    await expectError(await read(api, `${IMPORTS}/${created.id}`, 'another-session'), 404, 'import not found');
  });

  it('reads the whole file first: a subscription names an offering, plan and pricing option further down by external_ref', async () => {
    const session = 'any-order';
    const file = [
      line('subscription', {
        ...WHO,
        currency: 'USD',
        manual_payments: false,
        offering_external_ref: 'coffee',
        plan_id: 'beans',
        pricing_option_id: 'monthly',
      }),
      line('subscription_offering', {
        name: 'Coffee Club',
        external_ref: 'coffee',
        features: ['library'],
        plans: [
          { name: 'Beans', external_ref: 'beans', price: { USD: { amount: 500 } } },
          { name: 'Ground', external_ref: 'ground', price: { USD: { amount: 600 } } },
        ],
        pricing_options: [
          MONTHLY,
          { ...MONTHLY, name: 'Yearly', external_ref: 'yearly', billing_interval_type: 'year' },
        ],
      }),
      line('subscription_feature', {
        name: 'Library',
        external_ref: 'library',
        configuration: { type: 'access', tag: 'lib' },
      }),
    ];
    const created = (await expectCreated(await upload(api, session, file), importResponse2026Schema)).data;
    expect(created.attributes).toEqual({ status: 'pending' });
    const done = await getImport(created.id as string, session);
    expect(done.attributes.status).toBe('success');
    expect(done.meta.records.imported).toEqual({
      subscription_feature: 1,
      subscription_subscriber: 0,
      subscription_offering: 1,
      subscription: 1,
    });
    expect(await allErrors(api, created.id as string, session)).toEqual([]);
    const offering = (
      await expectOk(await read(api, `${OFFERINGS}?filter=eq(external_ref,coffee)`, session), offeringList2026Schema)
    ).data[0];
    const subscriptions = await expectOk(
      await read(api, `${SUBSCRIPTIONS}?filter=eq(account_id,${ACCOUNT})`, session),
      subscriptionList2026Schema,
    );
    expect(subscriptions.data).toHaveLength(1);
    const [subscription] = subscriptions.data;
    expect(subscription?.attributes.offering.id).toBe(offering?.id);
    expect(subscription?.meta.timestamps.created_at).toBe(RUN);
  });

  it('a line the rules refuse leaves nothing behind, and names its field; the other lines still import', async () => {
    const session = 'refused';
    const file = [
      // An offering whose feature is nowhere: refused after its offering record was begun.
      line('subscription_offering', {
        name: 'Half Built',
        external_ref: 'half',
        features: ['no-such-feature'],
        plans: [{ name: 'Beans' }],
        pricing_options: [MONTHLY],
      }),
      line('subscription', {
        ...WHO,
        currency: 'USD',
        manual_payments: false,
        offering_external_ref: 'no-such-offering',
        plan_id: 'beans',
        pricing_option_id: 'monthly',
      }),
      line('subscription_plan', { name: 'Monthly' }),
      line('subscription_subscriber', WHO),
      // An account has one subscriber: the second line for it is refused.
      line('subscription_subscriber', { ...WHO, name: 'Ada King' }),
    ];
    const created = (await expectCreated(await upload(api, session, file), importResponse2026Schema)).data;
    expect(created.meta.records.uploaded).toEqual({
      subscription_feature: 0,
      subscription_subscriber: 2,
      subscription_offering: 1,
      subscription: 1,
    });
    const done = await getImport(created.id as string, session);
    expect(done.attributes.status).toBe('success');
    expect(done.meta.records.imported).toEqual({
      subscription_feature: 0,
      subscription_subscriber: 1,
      subscription_offering: 0,
      subscription: 0,
    });
    const errors = await allErrors(api, created.id as string, session);
    expect(errors.map(where)).toEqual(['1:features', '2:offering_external_ref', '3:data.type', '5:account_id']);
    expect(errors[3]?.meta.error).toBe(
      `account ${ACCOUNT} has a subscriber already (/v2/subscriptions/subscribers/${ACCOUNT}): an account has one subscriber; change that one with PUT`,
    );
    expect(errors[0]?.meta.error).toContain('no-such-feature');
    expect(errors[0]?.meta.external_ref).toBe('half');
    expect(errors[2]?.meta.error).toContain('(what a 2026 import takes), got "subscription_plan"');
    const half = await expectOk(
      await read(api, `${OFFERINGS}?filter=eq(external_ref,half)`, session),
      offeringList2026Schema,
    );
    expect(half.data).toEqual([]);
  });

  it('an import none of whose lines imports has failed', async () => {
    const session = 'failed';
    const created = (
      await expectCreated(
        await upload(api, session, ['not json', '[1,2]', '{"data":{"type":"subscription"}}']),
        importResponse2026Schema,
      )
    ).data;
    const done = await getImport(created.id as string, session);
    expect(done.attributes.status).toBe('failed');
    expect(done.meta.timestamps.finished_at).toBe(RUN);
    expect((await allErrors(api, created.id as string, session)).map(where)).toEqual([
      '1:data',
      '2:data',
      '3:data.attributes',
    ]);
  });

  it('GetImportErrors: ordered by line number, paginated with links; GetImport takes the page parameters too', async () => {
    const session = 'paginated';
    const file = Array.from({ length: 30 }, (_, index) =>
      index % 2 === 0 ? `broken ${index}` : line('subscription_feature', { external_ref: `f${index}` }),
    );
    const created = (await expectCreated(await upload(api, session, file), importResponse2026Schema)).data;
    const id = created.id as string;
    const all = await allErrors(api, id, session);
    // A feature without name and configuration is two errors of the same line, in the order found.
    expect(all).toHaveLength(15 + 30);
    expect(all.map((error) => error.meta.line_number)).toEqual(
      [...all.map((e) => e.meta.line_number)].sort((a, b) => a - b),
    );
    expect(all.filter((error) => error.meta.line_number === 2).map((error) => error.meta.field)).toEqual([
      'name',
      'configuration',
    ]);
    expect(new Set(all.map((error) => error.id)).size).toBe(all.length);
    const page = await expectOk(
      await read(api, `${IMPORTS}/${id}/errors?page[offset]=10&page[limit]=10`, session),
      importErrorList2026Schema,
    );
    expect(page.data).toEqual(all.slice(10, 20));
    expect(page.meta).toEqual({ page: { limit: 10, offset: 10, current: 2, total: 5 }, results: { total: 45 } });
    expect(page.links.next).toBe(`${api.base}${IMPORTS}/${id}/errors?page%5Boffset%5D=20&page%5Blimit%5D=10`);
    expect((await getImport(id, session)).attributes.status).toBe('failed');
    await expectOk(await read(api, `${IMPORTS}/${id}?page[limit]=5`, session), importResponse2026Schema);
    await expectError(await read(api, `${IMPORTS}/${id}?page[limit]=500`, session), 400, 'page[limit]');
    await expectError(await read(api, `${IMPORTS}/${UNKNOWN}/errors`, session), 404, 'import not found');
  });

  it('ListImportJobs: oldest first, paginated, filtered by status and external_ref', async () => {
    const session = 'listed';
    const good = [line('subscription_subscriber', WHO)];
    const a = (await expectCreated(await upload(api, session, good, 'first'), importResponse2026Schema)).data;
    const b = (await expectCreated(await upload(api, session, ['broken'], 'second'), importResponse2026Schema)).data;
    const other = [line('subscription_subscriber', { ...WHO, account_id: '22222222-2222-4222-8222-222222222222' })];
    const c = (await expectCreated(await upload(api, session, other), importResponse2026Schema)).data;
    // An import's external_ref is unique in the store (the document's 409): a second one records nothing.
    await expectError(
      await upload(api, session, good, 'first'),
      409,
      `external_ref "first" is taken by import ${a.id}: an import's external_ref is unique in the store`,
    );
    const list = await expectOk(await read(api, IMPORTS, session), importList2026Schema);
    expect(list.data.map((job) => [job.id, job.attributes.status])).toEqual([
      [a.id, 'success'],
      [b.id, 'failed'],
      [c.id, 'success'],
    ]);
    // Each ran a second after it was recorded, and the next was recorded a second after that.
    expect(list.data.map((job) => [job.meta.timestamps.created_at, job.meta.timestamps.finished_at])).toEqual([
      [NOW, RUN],
      ['2026-01-01T00:00:02Z', '2026-01-01T00:00:03Z'],
      ['2026-01-01T00:00:04Z', '2026-01-01T00:00:05Z'],
    ]);
    const page = await expectOk(
      await read(api, `${IMPORTS}?page[offset]=1&page[limit]=1`, session),
      importList2026Schema,
    );
    expect(page.data.map((job) => job.id)).toEqual([b.id]);
    expect(page.links.prev).toBe(`${api.base}${IMPORTS}?page%5Boffset%5D=0&page%5Blimit%5D=1`);
    const ids = async (filter: string) =>
      (await expectOk(await read(api, `${IMPORTS}?filter=${filter}`, session), importList2026Schema)).data.map(
        (job) => job.id,
      );
    expect(await ids('eq(status,success)')).toEqual([a.id, c.id]);
    expect(await ids('in(external_ref,first,second)')).toEqual([a.id, b.id]);
    expect(await ids('eq(status,pending)')).toEqual([]);
    await expectError(await read(api, `${IMPORTS}?filter=eq(name,x)`, session), 400, 'filter field "name"');
    // The seed's path without /v2 answers the same.
    const alias = await expectOk(await read(api, '/subscriptions/imports', session), importList2026Schema);
    expect(alias.data).toEqual(list.data);
  });

  it('GetImport: a 404 for an unknown import, a 400 for an id that is not a UUID', async () => {
    await expectError(
      await read(api, `${IMPORTS}/${UNKNOWN}`, 'missing'),
      404,
      `import not found: no import has id "${UNKNOWN}"`,
    );
    await expectError(await read(api, `${IMPORTS}/not-a-uuid`, 'missing'), 400, 'import_uuid must be a UUID', {
      title: 'Validation Error',
    });
  });

  it('refuses a file of 50,001 lines, and an empty file; nothing is recorded', async () => {
    const session = 'too-many';
    const lines = Array.from({ length: 50_001 }, () => '{}');
    await expectError(await upload(api, session, lines), 400, 'import_file may hold at most 50000 lines');
    await expectError(await upload(api, session, ['', '  ', '']), 400, 'import_file: the file holds no line');
    expect((await expectOk(await read(api, IMPORTS, session), importList2026Schema)).data).toEqual([]);
  });

  it('takes multipart/form-data only, and says what is wrong with a body it cannot read', async () => {
    const session = 'multipart';
    const boundary = 'XyZ';
    const part = (name: string, text: string, file = false) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.jsonl"' : ''}\r\n\r\n${text}\r\n`;
    const good = line('subscription_subscriber', WHO);
    const type = `multipart/form-data; boundary=${boundary}`;
    await expectError(
      await api.fetch(IMPORTS, {
        method: 'POST',
        headers: { ...AUTH, 'Content-Type': 'application/json', 'X-Emulator-Session': session },
        body: '{}',
      }),
      415,
      'send multipart/form-data',
    );
    await expectError(
      await post(api, session, 'multipart/form-data', part('import_file', good)),
      400,
      'names no boundary',
    );
    await expectError(await post(api, session, type, 'no parts here'), 400, 'no part starts with the boundary "--XyZ"');
    await expectError(
      await post(api, session, type, part('import_file', good)),
      400,
      'part 1 ("import_file") is not followed by the boundary "--XyZ"',
    );
    await expectError(
      await post(api, session, type, `${part('import_file', good)}--${boundary}\r\n`),
      400,
      'it does not end with the closing boundary "--XyZ--"',
    );
    await expectError(
      await post(api, session, type, `--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${boundary}--\r\n`),
      400,
      'part 1 has no Content-Disposition: form-data; name="..." header',
    );
    await expectError(
      await post(api, session, type, `${part('import_file', good)}${part('import_file', good)}--${boundary}--\r\n`),
      400,
      'part "import_file" is given twice',
    );
    await expectError(
      await post(api, session, type, `${part('external_ref', 'x')}--${boundary}--\r\n`),
      400,
      'import_file',
    );
    await expectError(
      await post(
        api,
        session,
        type,
        `${part('external_ref', 'x'.repeat(2049))}${part('import_file', good, true)}--${boundary}--`,
      ),
      400,
      'external_ref',
    );
    expect((await expectOk(await read(api, IMPORTS, session), importList2026Schema)).data).toEqual([]);
    // A plain field serves as the file too; LF line endings, a preamble and a quoted boundary are read.
    const plain = `preamble\n--${boundary}\nContent-Disposition: form-data; name="import_file"\n\n${good}\n--${boundary}--\n`;
    const created = await expectCreated(
      await post(api, session, `multipart/form-data; boundary="${boundary}"`, plain),
      importResponse2026Schema,
    );
    expect(created.data.meta.records.uploaded.subscription_subscriber).toBe(1);
    // A quoted file name may hold "; name=": it is the file's name, and the part is still import_file.
    const tricky = `--${boundary}\r\nContent-Disposition: form-data; filename="x; name=evil" ; name="import_file"\r\n\r\n${good}\r\n--${boundary}--\r\n`;
    await expectCreated(await post(api, session, type, tricky), importResponse2026Schema);
  });

  it('refuses a body over 50 MiB with a 413', async () => {
    const session = 'too-large';
    const big = `{"data":{"type":"subscription_subscriber","attributes":{"name":"${'x'.repeat(1024)}"}}}\n`.repeat(
      51_200,
    );
    await expectError(await upload(api, session, [big]), 413, 'larger than 52428800 bytes');
  });

  it('imports 20,000 subscriber lines in one file', async () => {
    const session = 'twenty-thousand';
    const lines = Array.from({ length: 20_000 }, (_, index) =>
      line('subscription_subscriber', {
        account_id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        name: `Subscriber ${index}`,
        email: `s${index}@example.com`,
      }),
    );
    const started = performance.now();
    const created = (await expectCreated(await upload(api, session, lines), importResponse2026Schema)).data;
    const done = await getImport(created.id as string, session);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(done.attributes.status).toBe('success');
    expect(done.meta.records.imported.subscription_subscriber).toBe(20_000);
  });
});

describe.each(ADAPTERS)('2024 imports via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2024' });

  it('imports products, plans, subscribers, offerings and subscriptions in any order; 2024 has no GetImportErrors', async () => {
    const session = 'every-type';
    const file = [
      line('subscription', {
        ...WHO,
        currency: 'USD',
        manual_payments: false,
        offering_external_ref: 'coffee',
        plan_id: 'monthly',
      }),
      line('subscription_offering', {
        name: 'Coffee Club',
        external_ref: 'coffee',
        products: ['beans'],
        plans: ['monthly'],
      }),
      line('subscription_product', { name: 'Beans', external_ref: 'beans', price: { USD: { amount: 500 } } }),
      line('subscription_plan', MONTHLY),
      line('subscription_subscriber', WHO),
      line('subscription_feature', { name: 'Library' }),
    ];
    const created = (await expectCreated(await upload(api, session, file, 'legacy'), importResponse2024Schema)).data;
    const one = { subscription_product: 1, subscription_plan: 1, subscription_subscriber: 1, subscription_offering: 1 };
    expect(created.meta.records).toEqual({
      uploaded: { ...one, subscription: 1 },
      imported: {
        subscription_product: 0,
        subscription_plan: 0,
        subscription_subscriber: 0,
        subscription_offering: 0,
        subscription: 0,
      },
    });
    const done = (await expectOk(await read(api, `${IMPORTS}/${created.id}`, session), importResponse2024Schema)).data;
    expect(done.attributes).toEqual({ external_ref: 'legacy', status: 'success' });
    expect(done.meta.records.imported).toEqual({ ...one, subscription: 1 });
    expect(done.meta.timestamps).toEqual({ created_at: NOW, updated_at: RUN, started_at: RUN, finished_at: RUN });
    const products = await expectOk(
      await read(api, '/v2/subscriptions/products?filter=eq(external_ref,beans)', session),
      storeProductListSchema,
    );
    expect(products.data).toHaveLength(1);
    const plans = await expectOk(
      await read(api, '/v2/subscriptions/plans?filter=eq(external_ref,monthly)', session),
      storePlanListSchema,
    );
    expect(plans.data).toHaveLength(1);
    const offering = (
      await expectOk(await read(api, `${OFFERINGS}?filter=eq(external_ref,coffee)`, session), offeringListSchema)
    ).data[0];
    const subscriptions = await expectOk(
      await read(api, `${SUBSCRIPTIONS}?filter=eq(account_id,${ACCOUNT})`, session),
      subscriptionListSchema,
    );
    expect(subscriptions.data.map((subscription) => subscription.attributes.offering.id)).toEqual([offering?.id]);
    const list = await expectOk(await read(api, IMPORTS, session), importList2024Schema);
    expect(list.data).toEqual([done]);
    // No GetImportErrors in 2024: a server says so (MSW handlers leave a path they do not serve to the network).
    if ((SERVER_ADAPTERS as readonly string[]).includes(adapter)) {
      await expectError(await read(api, `${IMPORTS}/${created.id}/errors`, session), 404, 'no endpoint');
    }
  });
});

// Over real HTTP only: the admin API drops a session between the two imports.
describe.each(SERVER_ADAPTERS)('2026 import ids via %s', (adapter) => {
  const api = useTarget(adapter, { apiVersion: '2026' });
  const getImport = async (id: string, session: string) =>
    (await expectOk(await read(api, `${IMPORTS}/${id}`, session), importResponse2026Schema)).data;

  it('a refused line uses up no id: the good lines get the same ids with it as without it', async () => {
    const offering = (extra: Record<string, unknown> = {}) =>
      line('subscription_offering', {
        name: 'Coffee',
        external_ref: 'coffee',
        plans: [{ name: 'Beans', external_ref: 'beans' }],
        pricing_options: [MONTHLY],
        ...extra,
      });
    const refusedFirst = line('subscription_offering', {
      name: 'Half Built',
      external_ref: 'half',
      features: ['no-such-feature'],
      plans: [{ name: 'Beans', external_ref: 'half-beans' }],
      pricing_options: [{ ...MONTHLY, external_ref: 'half-monthly' }],
    });
    const ids = async (session: string, file: string[]) => {
      const created = (await expectCreated(await upload(api, session, file), importResponse2026Schema)).data;
      expect((await getImport(created.id as string, session)).attributes.status).toBe('success');
      const found = await expectOk(
        await read(api, `${OFFERINGS}?filter=eq(external_ref,coffee)&include=plans,pricing_options`, session),
        offeringList2026Schema,
      );
      const [made] = found.data;
      return [made?.id, ...(found.included?.plans ?? []).map((one) => one.id)];
    };
    // The same session each time, dropped in between (ids are the session's own: a name and a count).
    const alone = await ids('ids', [offering()]);
    expect((await api.fetch('/__emulator/sessions/ids', { method: 'DELETE' })).status).toBe(200);
    const beside = await ids('ids', [refusedFirst, offering()]);
    expect(alone[0]).toBeDefined();
    expect(beside).toEqual(alone);
  });
});
