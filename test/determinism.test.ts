import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenFrom, uuidFrom } from '../src/factories/index.js';
import { createEmulator } from '../src/index.js';
import { applicationKeySchema } from '../src/schemas/index.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { call, type Requester } from './support/inprocess.js';

const INCLUDES = {
  '2024': ['', 'products', 'plans', 'plans,products'],
  '2026': ['', 'plans', 'pricing_options', 'pricing_options,plans'],
};
const OFFERING_INCLUDES = { '2024': INCLUDES['2024'], '2026': ['', 'plans,pricing_options,features', 'features'] };
const SUBSCRIPTIONS = '/v2/subscriptions/subscriptions';
const OFFERINGS = '/v2/subscriptions/offerings';

/** Every GET the API answers in a scenario, answered in full (status line, then body), in a fixed order. */
async function everyAnswer(
  emulator: Requester,
  scenario = 'default',
  version: '2024' | '2026' = '2024',
): Promise<string[]> {
  const out: string[] = [];
  const read = async (path: string) => {
    const at = `${path}${path.includes('?') ? '&' : '?'}scenario=${scenario}`;
    const response = await call(emulator, at);
    const text = await response.text();
    out.push(`${response.status} ${path}\n${text}`);
    return text;
  };
  const list = (text: string) => JSON.parse(text) as { data: { id: string }[]; meta: { results: { total: number } } };
  const total = list(await read('/v2/application-keys?page[limit]=100')).meta.results.total;
  for (const limit of [1, 7, 25]) {
    for (let offset = 0; offset <= Math.min(total, 100); offset += limit) {
      await read(`/v2/application-keys?page[offset]=${offset}&page[limit]=${limit}`);
    }
  }
  for (const { id } of list(await read('/v2/application-keys?page[limit]=100')).data)
    await read(`/v2/application-keys/${id}`);
  for (const include of INCLUDES[version]) await read(`${SUBSCRIPTIONS}?page[limit]=100&include=${include}`);
  for (const include of OFFERING_INCLUDES[version]) await read(`${OFFERINGS}?page[limit]=100&include=${include}`);
  for (const { id } of list(await read(`${OFFERINGS}?page[limit]=100`)).data) {
    for (const include of OFFERING_INCLUDES[version]) await read(`${OFFERINGS}/${id}?include=${include}`);
    const children = version === '2024' ? ['products', 'plans'] : ['plans', 'pricing-options', 'features'];
    for (const child of children) {
      for (const item of list(await read(`${OFFERINGS}/${id}/${child}?page[limit]=100`)).data) {
        if (version === '2026') await read(`${OFFERINGS}/${id}/${child}/${item.id}`);
      }
    }
  }
  const store =
    version === '2024' ? ['/v2/subscriptions/products', '/v2/subscriptions/plans'] : ['/v2/subscriptions/features'];
  for (const path of store) {
    for (const { id } of list(await read(`${path}?page[limit]=100`)).data) await read(`${path}/${id}`);
  }
  for (const { id } of list(await read(`${SUBSCRIPTIONS}?page[limit]=100`)).data) {
    for (const include of INCLUDES[version]) await read(`${SUBSCRIPTIONS}/${id}?include=${include}`);
    await read(`${SUBSCRIPTIONS}/${id}/states`);
    const children = version === '2024' ? ['products', 'plans'] : ['plans', 'pricing-options', 'features'];
    for (const child of children) await read(`${SUBSCRIPTIONS}/${id}/${child}`);
    for (const invoice of list(await read(`${SUBSCRIPTIONS}/${id}/invoices?page[limit]=100`)).data) {
      await read(`${SUBSCRIPTIONS}/${id}/invoices/${invoice.id}`);
      const payments = list(await read(`${SUBSCRIPTIONS}/${id}/invoices/${invoice.id}/payments?page[limit]=100`));
      for (const payment of payments.data)
        await read(`${SUBSCRIPTIONS}/${id}/invoices/${invoice.id}/payments/${payment.id}`);
    }
  }
  return out;
}

const sha = (texts: string[]) => createHash('sha256').update(texts.join('\n\n')).digest('hex').slice(0, 16);

afterEach(() => {
  vi.useRealTimers();
});

describe('the same seed gives the same bytes', () => {
  it.each(['default', 'paused', 'edge-cases', 'payments-failing'])('%s, from two emulators', async (scenario) => {
    const bytes = await everyAnswer(createEmulator({ seed: 42 }), scenario);
    expect(bytes.length).toBeGreaterThan(60);
    expect(await everyAnswer(createEmulator({ seed: 42 }), scenario)).toEqual(bytes);
  });

  it('whatever the wall clock says: dates come from `now`, not from Date.now()', async () => {
    const bytes = await everyAnswer(createEmulator({ seed: 7 }), 'canceled');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2041-03-03T03:03:03Z'));
    expect(await everyAnswer(createEmulator({ seed: 7 }), 'canceled')).toEqual(bytes);
  });

  it('a cached body is the same bytes as a fresh one, whatever the order of the include list', async () => {
    const emulator = createEmulator({ seed: 3 });
    const path = `${SUBSCRIPTIONS}/${WELL_KNOWN_IDS.resumed}`;
    const body = await (await call(emulator, `${path}?include=products,plans`)).text();
    expect(await (await call(emulator, `${path}?include=plans,products`)).text()).toBe(body);
    expect(await (await call(createEmulator({ seed: 3 }), `${path}?include=products,plans`)).text()).toBe(body);
  });

  // Seeded snapshots: a change to any answer of the default world, at any of three seeds, shows here. When a change
  // of output is meant, update the hashes with `npx vitest run test/determinism.test.ts -u` and say why.
  it('every answer of the default world at seeds 1, 2 and 3, in each API version', async () => {
    const hashes = [];
    for (const apiVersion of ['2024', '2026'] as const) {
      for (const seed of [1, 2, 3]) {
        hashes.push(
          `${apiVersion} ${sha(await everyAnswer(createEmulator({ seed, apiVersion }), 'default', apiVersion))}`,
        );
      }
    }
    expect(hashes).toMatchInlineSnapshot(`
      [
        "2024 2f7c515fa306788f",
        "2024 494f22e153716f54",
        "2024 4f19c4f198ccb674",
        "2026 ef268472d80b5005",
        "2026 6b055d2399affeef",
        "2026 b9f068f2ef72641b",
      ]
    `);
  });
});

describe('another seed or reference date gives other data', () => {
  it('seed 2 has other keys than seed 1', async () => {
    const keys = async (seed: number) =>
      applicationKeySchema.array().parse(
        (
          (await (await call(createEmulator({ seed }), '/v2/application-keys?page[limit]=30')).json()) as {
            data: unknown;
          }
        ).data,
      );
    const [one, two] = [await keys(1), await keys(2)];
    expect(one).toHaveLength(30);
    const ids = new Set(one.map((key) => key.id));
    for (const [index, key] of two.entries()) {
      expect(ids.has(key.id)).toBe(false);
      expect(key.client_id).not.toBe(one[index]?.client_id);
    }
  });

  it('the edge subscription differs by seed; the fixtures do not', async () => {
    const body = async (seed: number, id: string) =>
      (
        await call(createEmulator({ seed }), `${SUBSCRIPTIONS}/${id}?scenario=edge-cases&include=products,plans`)
      ).text();
    expect(await body(2, WELL_KNOWN_IDS.active)).not.toBe(await body(1, WELL_KNOWN_IDS.active));
    expect(await body(2, WELL_KNOWN_IDS.paused)).toBe(await body(1, WELL_KNOWN_IDS.paused));
  });

  it('another `now` moves the dates', async () => {
    const later = '2031-06-15T08:00:00Z';
    const read = async (now?: string) => {
      const emulator = createEmulator(now === undefined ? {} : { now });
      const key = (await (await call(emulator, '/v2/application-keys?page[limit]=1')).json()) as {
        data: { id: string; meta: { timestamps: { created_at: string } } }[];
      };
      const sub = (await (await call(emulator, `${SUBSCRIPTIONS}/${WELL_KNOWN_IDS.active}`)).json()) as {
        data: { meta: { timestamps: { created_at: string } } };
      };
      return { key: key.data[0], created: sub.data.meta.timestamps.created_at };
    };
    const [base, moved] = [await read(), await read(later)];
    expect(moved.key?.id).toBe(base.key?.id);
    expect(moved.key?.meta.timestamps.created_at).not.toBe(base.key?.meta.timestamps.created_at);
    expect(Date.parse(moved.created) - Date.parse(base.created)).toBe(
      Date.parse(later) - Date.parse('2026-01-01T00:00:00Z'),
    );
  });
});

describe('a big world', () => {
  it('of 10,000 keys builds, indexes every key and pages to the last one', async () => {
    const emulator = createEmulator({ scenario: 'many-keys' });
    const page = (await (await call(emulator, '/v2/application-keys?page[offset]=9975&page[limit]=25')).json()) as {
      data: { id: string }[];
      meta: unknown;
    };
    expect(page.data).toHaveLength(25);
    expect(page.meta).toMatchObject({ page: { current: 400, total: 400 }, results: { total: 10_000 } });
    const last = page.data.at(-1)?.id as string;
    expect((await call(emulator, `/v2/application-keys/${last}`)).status).toBe(200);
    const after = (await (await call(emulator, '/v2/application-keys?page[offset]=10000&page[limit]=25')).json()) as {
      data: unknown[];
    };
    expect(after.data).toEqual([]);
  });
});

describe('tokenFrom (client ids and secrets of created keys)', () => {
  /** The definition: each byte of uuidFrom(`${text}/${round}`), round 0, 1, ..., mod 62, read off the UUID's text. */
  function reference(text: string, length: number): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let out = '';
    for (let round = 0; out.length < length; round++) {
      const hex = uuidFrom(`${text}/${round}`).replaceAll('-', '');
      for (let i = 0; i < hex.length; i += 2) out += alphabet[Number.parseInt(hex.slice(i, i + 2), 16) % 62];
    }
    return out.slice(0, length);
  }

  it('gives the bytes of the UUIDs it stands for, for any text and length (same secrets as earlier versions)', () => {
    const texts = ['', '/', 'é', '42/default/default/key/0/client_secret', 'x'.repeat(300), '\u{1F600}'];
    for (let i = 0; i < 200; i++) texts.push(`${i * 7919}/scenario-${i % 13}/session.${i}/key/${i}/client_id`);
    for (const text of texts) {
      for (const length of [0, 1, 15, 16, 17, 40, 200]) expect(tokenFrom(text, length)).toBe(reference(text, length));
    }
    // A known value, so that a change to uuidFrom itself (which the reference uses) is caught too.
    expect(tokenFrom('42/default/default/key/0/client_secret', 40)).toMatchInlineSnapshot(
      `"bCyKb3NHgb2Khy6dcC0Za3L2hb4Zgy5GdC1wZ3Kf"`,
    );
  });
});
