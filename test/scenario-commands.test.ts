import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { cli } from './support/cli.js';

/**
 * `export`, `record` and `import-har` (issue 24), each through the CLI against emulator processes: a second emulator
 * stands in for the real store. What each writes is a scenario file that `--scenarios` serves back: every GET of the
 * records it holds answers the same bytes (but for the port in links), and no secret is anywhere in it.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-emulator-scenarios-'));
  dirs.push(dir);
  return dir;
}

async function start(...flags: string[]) {
  const running = cli('--port', '0', '--log', 'silent', ...flags);
  return { ...running, url: await running.listening };
}

/** A command's run to its end. */
function run(...args: string[]) {
  return cli(...args).exited;
}

/** `record` of the store at `url` with these client credentials into `out`, and any other flags. */
function record(url: string, credentials: { id: string; secret: string }, out: string, ...flags: string[]) {
  const { id, secret } = credentials;
  return run('record', '--target', url, '--client-id', id, '--client-secret', secret, '--out', out, ...flags);
}

function send(url: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  return fetch(`${url}${path}`, {
    method,
    headers: { Authorization: 'Bearer test', 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const PAUSE = { data: { type: 'subscription_state', attributes: { action: 'pause' } } };
const ACTIVE = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;

const READS_2024 = [
  '/v2/application-keys?page[limit]=100',
  '/v2/subscriptions/subscriptions?page[limit]=100&include=products,plans',
  `${ACTIVE}?include=products,plans`,
  `${ACTIVE}/invoices?page[limit]=100`,
  '/v2/subscriptions/offerings?page[limit]=100',
];
const READS_2026 = [
  '/v2/application-keys?page[limit]=100',
  '/v2/subscriptions/subscriptions?page[limit]=100&include=plans,pricing_options',
  '/v2/subscriptions/offerings?page[limit]=100&include=features',
  `${ACTIVE}?include=plans,pricing_options`,
];

/** Status and bytes of each read, the server's own address taken out of links. */
async function reads(url: string, paths: readonly string[], headers: Record<string, string>, token = 'test') {
  const out: string[] = [];
  for (const path of paths) {
    const answer = await send(url, 'GET', path, { ...headers, Authorization: `Bearer ${token}` });
    out.push(`${path} ${answer.status} ${(await answer.text()).replaceAll(url, 'URL')}`);
  }
  return out;
}

describe('export --session', () => {
  it("writes a session as a scenario that serves its records byte for byte, its clock moved to the emulator's --now", async () => {
    const store = await start();
    const team = { 'X-Emulator-Session': 'team' };
    try {
      const made = await send(store.url, 'POST', '/v2/application-keys', team, {
        data: { type: 'application_key', name: 'team key', reserved_rate_limit: 0 },
      });
      expect(made.status).toBe(201);
      const keys = (await (await send(store.url, 'GET', '/v2/application-keys', team)).json()) as {
        data: { id: string; meta: { timestamps: { created_at: string } } }[];
      };
      const gone = keys.data[0]?.id as string;
      expect((await send(store.url, 'DELETE', `/v2/application-keys/${gone}`, team)).status).toBe(204);
      expect((await send(store.url, 'POST', `${ACTIVE}/states`, team, PAUSE)).status).toBe(204);
      const moved = await fetch(`${store.url}/__emulator/clock?session=team`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance: 'P40D' }),
      });
      const clock = ((await moved.json()) as { now: string }).now;
      const before = await reads(store.url, READS_2024, team);

      // At the session's own clock: the same bytes.
      const dir = folder();
      const exported = await run(
        'export',
        '--session',
        'team',
        '--url',
        store.url,
        '--now',
        clock,
        '--out',
        join(dir, 'team.json'),
      );
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stderr).toContain(
        `scenario session-team (API 2024): 30 application keys, 6 subscriptions written to ${join(dir, 'team.json')}`,
      );
      const served = await start('--scenarios', dir, '--now', clock);
      try {
        const after = await reads(served.url, READS_2024, { 'X-Emulator-Scenario': 'session-team' });
        expect(after).toEqual(before);
      } finally {
        served.child.kill();
      }
      const file = JSON.parse(readFileSync(join(dir, 'team.json'), 'utf8')) as {
        extends: string;
        records: { applicationKeys: { id: string; meta: { timestamps: { created_at: string } } }[] };
      };
      expect(file.extends).toBe('empty');
      expect(file.records.applicationKeys.map((key) => key.id)).not.toContain(gone);
      expect(JSON.stringify(file)).not.toMatch(/"(links|relationships|client_secret)"/);

      // To stdout, at the emulator's --now: every time 40 days earlier, so that the file loads as it is.
      const plain = await run('export', '--session', 'team', '--url', store.url);
      expect(plain.code, plain.stderr).toBe(0);
      const shifted = JSON.parse(plain.stdout) as typeof file;
      const [first] = file.records.applicationKeys;
      const same = shifted.records.applicationKeys.find((key) => key.id === first?.id);
      // The session's clock, 40 days and a second per write past the emulator's --now.
      const forty = Date.parse(clock) - Date.parse('2026-01-01T00:00:00Z');
      expect(forty).toBeGreaterThanOrEqual(40 * 24 * 3600 * 1000);
      expect(Date.parse(same?.meta.timestamps.created_at ?? '')).toBe(
        Date.parse(first?.meta.timestamps.created_at ?? '') - forty,
      );
      const again = folder();
      writeFileSync(join(again, 'team.json'), plain.stdout);
      const defaultNow = await start('--scenarios', again);
      try {
        const answer = await send(defaultNow.url, 'GET', ACTIVE, { 'X-Emulator-Scenario': 'session-team' });
        const body = (await answer.json()) as { data: { meta: { paused: boolean } } };
        expect([answer.status, body.data.meta.paused]).toEqual([200, true]);
      } finally {
        defaultNow.child.kill();
      }
    } finally {
      store.child.kill();
    }
  });

  it('says in one line what stops it: no emulator there, a built-in name, a missing --session', async () => {
    const nobody = await run('export', '--session', 'x', '--url', 'http://127.0.0.1:2');
    expect([nobody.code, nobody.stdout, nobody.stderr]).toEqual([
      1,
      '',
      'commerce-emulator: cannot reach the emulator at http://127.0.0.1:2 (ECONNREFUSED): start it, or give its address with --url\n',
    ]);
    const missing = await run('export', '--url', 'http://127.0.0.1:2');
    expect(missing.stderr).toBe('commerce-emulator: export needs --session (see --help)\n');
    const badName = await run('export', '--session', 'x', '--name', 'Not Valid');
    expect(badName.stderr).toBe(
      'commerce-emulator: --name must be 1 to 63 lower-case letters, digits and dashes, got "Not Valid"\n',
    );
    const store = await start();
    try {
      const builtIn = await run('export', '--session', 'x', '--url', store.url, '--name', 'paused');
      expect([builtIn.code, builtIn.stderr]).toEqual([
        1,
        "commerce-emulator: --name paused is a built-in scenario's name: pick another\n",
      ]);
    } finally {
      store.child.kill();
    }
  });
});

describe('record --target', () => {
  it("reads a store's records (2026) with its client credentials into a scenario that serves them the same, no secret written", async () => {
    const store = await start('--api-version', '2026', '--auth', 'strict');
    try {
      // A key of the store's own: its client credentials are what record reads with.
      const token = await fetch(`${store.url}/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'commerce-emulator',
          client_secret: 'commerce-emulator-secret',
        }),
      });
      const admin = ((await token.json()) as { access_token: string }).access_token;
      const made = await send(
        store.url,
        'POST',
        '/v2/application-keys',
        { Authorization: `Bearer ${admin}` },
        {
          data: { type: 'application_key', name: 'recorder', reserved_rate_limit: 0 },
        },
      );
      const key = ((await made.json()) as { data: { client_id: string; client_secret: string } }).data;
      expect(key.client_secret).toMatch(/\S{20,}/);
      const before = await reads(store.url, READS_2026, {}, admin);

      const out = folder();
      const recorded = await record(
        store.url,
        { id: key.client_id, secret: key.client_secret },
        out,
        '--name',
        'from-store',
      );
      expect(recorded.code, recorded.stderr).toBe(0);
      expect(readdirSync(out)).toEqual(['from-store.json']);
      const text = readFileSync(join(out, 'from-store.json'), 'utf8');
      for (const secret of [key.client_secret, admin, 'commerce-emulator-secret', 'client_secret', 'access_token']) {
        expect(text).not.toContain(secret);
      }
      const served = await start('--scenarios', out, '--api-version', '2026');
      try {
        expect(await reads(served.url, READS_2026, { 'X-Emulator-Scenario': 'from-store' })).toEqual(before);
      } finally {
        served.child.kill();
      }

      // --alias-ids: no id of the store's is left, and the aliases hang together.
      const aliased = folder();
      const again = await record(store.url, { id: key.client_id, secret: key.client_secret }, aliased, '--alias-ids');
      expect(again.code, again.stderr).toBe(0);
      const [name] = readdirSync(aliased);
      expect(name).toMatch(/^recorded-127-0-0-1-\d+\.json$/);
      const aliasText = readFileSync(join(aliased, name as string), 'utf8');
      for (const id of [...Object.values(WELL_KNOWN_IDS), key.client_id]) expect(aliasText).not.toContain(id);
      const servedAliased = await start('--scenarios', aliased, '--api-version', '2026');
      try {
        const scenario = { 'X-Emulator-Scenario': (name as string).replace(/\.json$/, '') };
        const list = await send(servedAliased.url, 'GET', READS_2026[1] as string, scenario);
        const body = (await list.json()) as {
          data: { id: string; attributes: { plan_id: string; pricing_option_id: string } }[];
          included: { plans: { id: string }[]; pricing_options: { id: string }[] };
        };
        expect(body.data).toHaveLength(6);
        for (const subscription of body.data) {
          expect(body.included.plans.map((plan) => plan.id)).toContain(subscription.attributes.plan_id);
          expect(body.included.pricing_options.map((option) => option.id)).toContain(
            subscription.attributes.pricing_option_id,
          );
        }
      } finally {
        servedAliased.child.kill();
      }
    } finally {
      store.child.kill();
    }
  });

  it('keeps what a record leaves out: the edge-cases world (optional fields absent, no features) serves the same', async () => {
    const store = await start('--api-version', '2026', '--scenario', 'edge-cases');
    try {
      const before = await reads(store.url, READS_2026, {});
      const out = folder();
      const recorded = await record(
        store.url,
        { id: 'commerce-emulator', secret: 'commerce-emulator-secret' },
        out,
        '--name',
        'edges',
      );
      expect(recorded.code, recorded.stderr).toBe(0);
      const served = await start('--scenarios', out, '--api-version', '2026');
      try {
        const after = await reads(served.url, READS_2026, { 'X-Emulator-Scenario': 'edges' });
        // The same records, field for field (the edge-cases world writes some fields in another order).
        const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line.slice(line.indexOf(' 200 ') + 5)));
        expect(parsed(after)).toEqual(parsed(before));
      } finally {
        served.child.kill();
      }
    } finally {
      store.child.kill();
    }
  });

  it('says in one line what stops it: wrong credentials, a missing flag', async () => {
    const store = await start('--auth', 'strict');
    try {
      const out = folder();
      const refused = await record(store.url, { id: 'x', secret: 'y' }, out);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^commerce-emulator: POST \/oauth\/access_token answered 401: .+\n$/);
      expect(readdirSync(out)).toEqual([]);
      const missing = await run('record', '--target', store.url, '--out', out);
      expect(missing.stderr).toBe('commerce-emulator: record needs --client-id (see --help)\n');
    } finally {
      store.child.kill();
    }
  });
});

describe('import-har', () => {
  it('turns a HAR that Playwright recorded against the emulator into a scenario that serves the same answers', async () => {
    const store = await start();
    const dir = folder();
    const har = join(dir, 'traffic.har');
    const { chromiumPath, CHROMIUM_ARGS } = (await import('../examples/chromium.mjs' as string)) as {
      chromiumPath(): Promise<string>;
      CHROMIUM_ARGS: string[];
    };
    const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ recordHar: { path: har } });
      const page = await context.newPage();
      await page.goto(`${store.url}/__emulator/health`);
      // What a storefront's code would ask: the keys, and the subscriptions with their offering's records.
      await page.evaluate(
        async (paths) => {
          for (const path of paths) await (await fetch(path, { headers: { Authorization: 'Bearer har' } })).text();
        },
        READS_2024.slice(0, 3),
      );
      await context.close();
    } finally {
      await browser.close();
    }
    try {
      const before = await reads(store.url, READS_2024.slice(0, 3), {});
      const scenarios = join(dir, 'scenarios');
      mkdirSync(scenarios);
      const imported = await run('import-har', har, '--out', join(scenarios, 'traffic.json'));
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stderr).toMatch(
        /^commerce-emulator: scenario har-traffic \(API 2024\): 30 application keys, 6 subscriptions written to /,
      );
      const served = await start('--scenarios', scenarios);
      try {
        expect(await reads(served.url, READS_2024.slice(0, 3), { 'X-Emulator-Scenario': 'har-traffic' })).toEqual(
          before,
        );
      } finally {
        served.child.kill();
      }
    } finally {
      store.child.kill();
    }
  });

  it('a recording dated after --now: written, refused when loaded, said line by line; moved with --now, it loads', async () => {
    const dir = folder();
    const har = join(dir, 'june.har');
    // A real store's answer, recorded on June 1st: a key made two days before and never used (last_used_at null).
    const key = {
      id: '0b8a1c52-5c43-4f0e-9a51-2f7d0e6c1a10',
      type: 'application_key',
      name: 'Made in June',
      client_id: 'abcdefghijklmnopqrstuvwxyz0123456789ABCD',
      reserved_rate_limit: 0,
      meta: {
        timestamps: { created_at: '2026-05-30T09:00:00Z', updated_at: '2026-05-30T09:00:00Z', last_used_at: null },
      },
    };
    const entry = {
      startedDateTime: '2026-06-01T10:00:00.000Z',
      request: { method: 'GET', url: 'https://store.example.com/v2/application-keys' },
      response: { status: 200, content: { mimeType: 'application/json', text: JSON.stringify({ data: [key] }) } },
    };
    writeFileSync(har, JSON.stringify({ log: { version: '1.2', entries: [entry] } }));
    const out = join(dir, 'june.json');
    const late = await run('import-har', har, '--out', out);
    expect(late.code).toBe(1);
    expect(late.stderr.split('\n').slice(1, 4)).toEqual([
      'commerce-emulator: the scenario does not load as written (fix the file or record again):',
      'commerce-emulator: scenarios[0]: scenario har-june: records.applicationKeys[0].meta.timestamps.created_at: 2026-05-30T09:00:00Z is after the reference date 2026-01-01T00:00:00.000Z',
      'commerce-emulator: scenarios[0]: scenario har-june: records.applicationKeys[0].meta.timestamps.updated_at: 2026-05-30T09:00:00Z is after the reference date 2026-01-01T00:00:00.000Z',
    ]);
    expect(JSON.parse(readFileSync(out, 'utf8')).records.applicationKeys[0].id).toBe(key.id);

    const moved = await run('import-har', har, '--now', '2026-01-01T00:00:00Z', '--out', out);
    expect(moved.code, moved.stderr).toBe(0);
    const served = await start('--scenarios', dir);
    try {
      const answer = await send(served.url, 'GET', '/v2/application-keys', { 'X-Emulator-Scenario': 'har-june' });
      const [one] = ((await answer.json()) as { data: (typeof key)[] }).data;
      // Two days and an hour before the time of the recording, which is now --now.
      expect(one?.meta.timestamps).toEqual({
        last_used_at: null,
        created_at: '2025-12-29T23:00:00Z',
        updated_at: '2025-12-29T23:00:00Z',
      });
    } finally {
      served.child.kill();
    }
  });

  it('says in one line what stops it: not a HAR, a HAR with nothing to read, a missing file', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'not.har'), 'hello');
    writeFileSync(join(dir, 'empty.har'), JSON.stringify({ log: { entries: [] } }));
    expect((await run('import-har', join(dir, 'not.har'))).stderr).toBe(
      `commerce-emulator: ${join(dir, 'not.har')} is not a HAR file: it is not JSON\n`,
    );
    expect((await run('import-har', join(dir, 'empty.har'))).stderr).toBe(
      `commerce-emulator: ${join(dir, 'empty.har')} holds no answer to read records from: it needs GETs of /v2/application-keys, /v2/subscriptions/subscriptions or /v2/subscriptions/offerings answered 200\n`,
    );
    expect((await run('import-har', join(dir, 'nowhere.har'))).stderr).toBe(
      `commerce-emulator: cannot read ${join(dir, 'nowhere.har')}: ENOENT\n`,
    );
    expect((await run('import-har')).stderr).toBe(
      'commerce-emulator: import-har needs the HAR file, e.g. commerce-emulator import-har traffic.har (see --help)\n',
    );
  });
});
