import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import { VERSION } from '../src/version.generated.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { cli } from './support/cli.js';

/**
 * `--data-dir DIR`: the sessions saved to DIR/snapshot.json (on `POST /__emulator/save` and on a graceful stop) come
 * back byte for byte when the emulator starts again with the same folder, whatever happened since (a `kill -9`); a
 * file it cannot restore is refused, word for word, and left as it is, or put aside with `--data-dir-reset`. And the
 * admin API's `GET` / `PUT /__emulator/snapshot`, from one server to another.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh folder, removed after the tests. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'commerce-emulator-data-'));
  dirs.push(dir);
  return dir;
}

const HINT = 'start with --data-dir-reset to start over (the file is kept as snapshot.json.unreadable-<time>)';
const SUBSCRIPTION = `/v2/subscriptions/subscriptions/${WELL_KNOWN_IDS.active}`;
const PAUSE = { data: { type: 'subscription_state', attributes: { action: 'pause' } } };
const key = (name: string) => ({ data: { type: 'application_key', name, reserved_rate_limit: 0 } });

/** The CLI with these flags, once it listens. */
async function start(...flags: string[]) {
  const running = cli('--port', '0', '--log', 'silent', ...flags);
  return { ...running, url: await running.listening };
}

/** A request to a running emulator; a body is sent as JSON. */
function send(url: string, method: string, path: string, body?: unknown, session = 'default') {
  return fetch(`${url}${path}`, {
    method,
    headers: { Authorization: 'Bearer persisted', 'Content-Type': 'application/json', 'X-Emulator-Session': session },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Answers that show what the writes did: the keys, the subscription, its invoices, the clock (status and bytes). */
async function reads(url: string, session = 'default'): Promise<string[]> {
  const out: string[] = [];
  for (const path of [
    '/v2/application-keys?page[limit]=100',
    SUBSCRIPTION,
    `${SUBSCRIPTION}/invoices?page[limit]=100`,
    `/__emulator/clock?session=${session}`,
  ]) {
    const answer = await send(url, 'GET', path, undefined, session);
    // Links name the server they were asked of: another port on each start.
    out.push(`${answer.status} ${(await answer.text()).replaceAll(url, 'URL')}`);
  }
  return out;
}

/** Writes: a key made, a subscription paused, the clock moved 40 days (a billing run). */
async function write(url: string, session = 'default'): Promise<void> {
  expect((await send(url, 'POST', '/v2/application-keys', key('persisted'), session)).status).toBe(201);
  expect((await send(url, 'POST', `${SUBSCRIPTION}/states`, PAUSE, session)).status).toBe(204);
  expect((await send(url, 'POST', `/__emulator/clock?session=${session}`, { advance: 'P40D' })).status).toBe(200);
}

/** The snapshot an emulator started without flags takes of a session with one key of this name. */
async function snapshotText(name = 'persisted'): Promise<string> {
  const emulator = createEmulator();
  const made = await emulator.request('/v2/application-keys', {
    method: 'POST',
    headers: { Authorization: 'Bearer persisted', 'Content-Type': 'application/json' },
    body: JSON.stringify(key(name)),
  });
  expect(made.status).toBe(201);
  return JSON.stringify(emulator.snapshot());
}

/** A data folder holding this snapshot.json. */
function holding(text: string): { dir: string; file: string } {
  const dir = folder();
  writeFileSync(join(dir, 'snapshot.json'), text);
  return { dir, file: join(dir, 'snapshot.json') };
}

/** The CLI's refusal to start: exit 1, nothing on stdout, this one line on stderr; the folder left as it was. */
async function refuses(dir: string, flags: string[], message: string): Promise<void> {
  const before = readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))]);
  const { code, stdout, stderr } = await cli('--port', '0', '--log', 'silent', '--data-dir', dir, ...flags).exited;
  expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: `commerce-emulator: ${message}\n` });
  expect(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name))])).toEqual(before);
}

describe('--data-dir DIR', { timeout: 60_000 }, () => {
  it('saved on POST /__emulator/save, the sessions come back byte for byte after a kill -9, later writes gone', async () => {
    const dir = folder();
    const first = await start('--data-dir', dir);
    await write(first.url);
    await write(first.url, 'other');
    const saved = await send(first.url, 'POST', '/__emulator/save');
    const file = join(dir, 'snapshot.json');
    expect(await saved.json()).toEqual({ saved: file, sessions: 2, bytes: readFileSync(file).length });
    expect(readdirSync(dir)).toEqual(['snapshot.json']);
    const before = [...(await reads(first.url)), ...(await reads(first.url, 'other'))];
    // Written after the save, then the process killed: none of it is kept.
    expect((await send(first.url, 'POST', '/v2/application-keys', key('later'))).status).toBe(201);
    expect((await send(first.url, 'POST', '/__emulator/clock', { advance: 'P10D' })).status).toBe(200);
    first.child.kill('SIGKILL');
    expect((await first.exited).code).toBe(null);

    const second = await start('--data-dir', dir);
    try {
      const after = [...(await reads(second.url)), ...(await reads(second.url, 'other'))];
      expect(after).toEqual(before);
      expect(after.join('\n')).not.toContain('"later"');
      // The saved state is the baseline: a reset comes back to it.
      expect((await send(second.url, 'POST', '/v2/application-keys', key('again'))).status).toBe(201);
      expect((await send(second.url, 'POST', '/__emulator/reset')).status).toBe(200);
      expect([...(await reads(second.url)), ...(await reads(second.url, 'other'))]).toEqual(before);
    } finally {
      second.child.kill('SIGKILL');
      await second.exited;
    }
  });

  it('a graceful stop (SIGTERM) saves, atomically, and the next start answers as before', async () => {
    const dir = folder();
    const first = await start('--data-dir', join(dir, 'made', 'here'));
    await write(first.url);
    const before = await reads(first.url);
    const snapshot = await (await send(first.url, 'GET', '/__emulator/snapshot')).text();
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, stdout: expect.any(String), stderr: '' });
    const file = join(dir, 'made', 'here', 'snapshot.json');
    // The file is the snapshot the admin API answered, and no partial file is left beside it.
    expect(readFileSync(file, 'utf8')).toBe(snapshot);
    expect(readdirSync(join(dir, 'made', 'here'))).toEqual(['snapshot.json']);

    const second = await start('--data-dir', join(dir, 'made', 'here'));
    try {
      expect(await reads(second.url)).toEqual(before);
    } finally {
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    }
    expect(readFileSync(file, 'utf8')).toBe(snapshot);
  });

  it('a save that cannot be written: POST save is a 500 that says why, a stop says it on stderr and exits 1', async () => {
    const dir = join(folder(), 'data');
    const running = await start('--data-dir', dir);
    await write(running.url);
    // The folder gone, a file in its place.
    rmSync(dir, { recursive: true });
    writeFileSync(dir, 'not a folder');
    const why = `cannot save to ${join(dir, 'snapshot.json')} (EEXIST)`;
    const saved = await send(running.url, 'POST', '/__emulator/save');
    expect({ status: saved.status, body: await saved.json() }).toEqual({
      status: 500,
      body: { errors: [{ status: '500', title: 'Internal Server Error', detail: why }] },
    });
    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({
      code: 1,
      stdout: expect.any(String),
      stderr: `commerce-emulator: ${why}\n`,
    });
    expect(readFileSync(dir, 'utf8')).toBe('not a folder');
  });

  it('a truncated snapshot.json: refused, the byte where it breaks named, the file left byte for byte', async () => {
    const text = await snapshotText();
    const { dir, file } = holding(text.slice(0, 100));
    await refuses(dir, [], `${file} is not valid JSON (it breaks at byte 100 of 100): ${HINT}`);
  });

  it('the break is named in bytes, past text that is not ASCII', async () => {
    const text = await snapshotText('Crème brûlée ☕');
    const broken = text.replace('"deliveries":', '"deliveries":!');
    const at = Buffer.byteLength(text.slice(0, text.indexOf('"deliveries":') + '"deliveries":'.length));
    expect(at).toBeGreaterThan(text.indexOf('"deliveries":') + '"deliveries":'.length);
    const { dir, file } = holding(broken);
    await refuses(
      dir,
      [],
      `${file} is not valid JSON (it breaks at byte ${at} of ${Buffer.byteLength(broken)}): ${HINT}`,
    );
  });

  it('a snapshot of a newer format: refused naming both versions', async () => {
    const { dir, file } = holding((await snapshotText()).replace('"version":1,', '"version":99,'));
    await refuses(
      dir,
      [],
      `${file}: the snapshot is of format version 99, newer than this emulator's 1 (commerce-emulator ${VERSION}): upgrade commerce-emulator to restore it; or ${HINT}`,
    );
  });

  it('a snapshot taken with other settings: refused naming the setting', async () => {
    const { dir, file } = holding(await snapshotText());
    await refuses(
      dir,
      ['--seed', '2'],
      `${file}: the snapshot was taken with seed 1, this emulator runs with 2: its sessions would not come out the same; start the emulator as the snapshot's was; or ${HINT}`,
    );
    await refuses(
      dir,
      ['--api-version', '2026'],
      `${file}: the snapshot was taken with api_version "2024", this emulator runs with "2026": its sessions would not come out the same; start the emulator as the snapshot's was; or ${HINT}`,
    );
  });

  it('--data-dir-reset puts a file it cannot restore aside, says so in one line and starts empty', async () => {
    const truncated = (await snapshotText()).slice(0, 100);
    const { dir, file } = holding(truncated);
    const running = cli('--port', '0', '--log', 'silent', '--data-dir', dir, '--data-dir-reset');
    const url = await running.listening;
    const aside = readdirSync(dir).find((name) => name.startsWith('snapshot.json.unreadable-')) as string;
    expect(aside).toMatch(/^snapshot\.json\.unreadable-\d{4}-\d\d-\d\dT\d{6}\.\d{3}Z$/);
    expect(readFileSync(join(dir, aside), 'utf8')).toBe(truncated);
    expect(await (await send(url, 'GET', '/__emulator/sessions')).json()).toEqual({ current: 'default', data: [] });
    running.child.kill('SIGTERM');
    const { code, stderr } = await running.exited;
    expect(code).toBe(0);
    expect(stderr).toBe(
      `commerce-emulator: ${file} is not valid JSON (it breaks at byte 100 of 100): kept as ${join(dir, aside)}, starting empty (--data-dir-reset)\n`,
    );
    // The stop saved the empty state beside the file put aside, which is kept.
    expect(readdirSync(dir).sort()).toEqual(['snapshot.json', aside]);
    expect(JSON.parse(readFileSync(file, 'utf8')).sessions).toEqual([]);
  });

  it('--data-dir-reset leaves a file it can restore alone', async () => {
    const text = await snapshotText();
    const { dir } = holding(text);
    const running = await start('--data-dir', dir, '--data-dir-reset');
    try {
      expect(await (await send(running.url, 'GET', '/__emulator/snapshot')).text()).toBe(text);
    } finally {
      running.child.kill('SIGKILL');
      await running.exited;
    }
    expect(readdirSync(dir)).toEqual(['snapshot.json']);
  });
});

describe('GET and PUT /__emulator/snapshot', { timeout: 60_000 }, () => {
  const FLAGS = ['--api-version', '2026', '--seed', '7'];

  it('from one server to another started alike: the sessions answer byte for byte', async () => {
    const [a, b] = await Promise.all([start(...FLAGS), start(...FLAGS)]);
    try {
      await write(a.url);
      await write(a.url, 'second');
      // Larger than the other admin bodies' 16 KiB: a snapshot has its own limit.
      for (let n = 0; n < 80; n++) {
        expect((await send(a.url, 'POST', '/v2/application-keys', key(`key ${n} ${'x'.repeat(200)}`))).status).toBe(
          201,
        );
      }
      const taken = await send(a.url, 'GET', '/__emulator/snapshot');
      expect(taken.status).toBe(200);
      const text = await taken.text();
      expect(text.length).toBeGreaterThan(16 * 1024);

      const put = await fetch(`${b.url}/__emulator/snapshot`, { method: 'PUT', body: text });
      // Least recently used first, as GET /__emulator/sessions lists them.
      expect(await put.json()).toEqual({
        restored: [
          { scenario: 'default', session: 'second', steps: 3 },
          { scenario: 'default', session: 'default', steps: 83 },
        ],
      });
      expect(await (await send(b.url, 'GET', '/__emulator/snapshot')).text()).toBe(text);
      expect(await reads(b.url)).toEqual(await reads(a.url));
      expect(await reads(b.url, 'second')).toEqual(await reads(a.url, 'second'));

      // One session, by name.
      const one = await (await fetch(`${a.url}/__emulator/snapshot?session=second`)).text();
      expect(JSON.parse(one).sessions.map((s: { session: string }) => s.session)).toEqual(['second']);
      expect(await (await fetch(`${b.url}/__emulator/snapshot?session=second`)).text()).toBe(one);
      const unknown = await fetch(`${a.url}/__emulator/snapshot?scenario=nope`);
      expect(unknown.status).toBe(400);
    } finally {
      a.child.kill('SIGKILL');
      b.child.kill('SIGKILL');
      await Promise.all([a.exited, b.exited]);
    }
  });

  it('a GET of the snapshot sent while a PUT restores one waits for it: never a session half restored', async () => {
    // 2,000 subscriptions: each clock move bills long enough to give the event loop turns, replayed too.
    const source = createEmulator({ scenario: 'many-subscriptions' });
    for (let n = 0; n < 6; n++) {
      const made = await source.request('/v2/application-keys', {
        method: 'POST',
        headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json', 'X-Emulator-Session': 'long' },
        body: JSON.stringify(key(`key ${n}`)),
      });
      expect(made.status).toBe(201);
      await source.clock.advance('P1M', { session: 'long' });
    }
    const text = JSON.stringify(source.snapshot({ session: 'long' }));
    const server = await createEmulator({ scenario: 'many-subscriptions' }).listen({ port: 0 });
    try {
      const put = fetch(`${server.url}/__emulator/snapshot`, { method: 'PUT', body: text });
      // Once the session is there, the restore is under way (or done).
      const listed = async () => {
        const sessions = (await (await fetch(`${server.url}/__emulator/sessions`)).json()) as {
          data: { session: string }[];
        };
        return sessions.data.some((one) => one.session === 'long');
      };
      await expect.poll(listed, { interval: 1 }).toBe(true);
      const got = await fetch(`${server.url}/__emulator/snapshot?session=long`);
      expect((await put).status).toBe(200);
      expect(await got.text()).toBe(text);
    } finally {
      await server.close();
    }
  });

  it('a document it cannot restore is a 400, 409 or 422 that says why; save without --data-dir a 409', async () => {
    const server = await start(...FLAGS);
    const put = async (body: string) => {
      const answer = await fetch(`${server.url}/__emulator/snapshot`, { method: 'PUT', body });
      return {
        status: answer.status,
        detail: ((await answer.json()) as { errors: { detail: string }[] }).errors[0]?.detail,
      };
    };
    try {
      const other = JSON.parse(await snapshotText()) as Record<string, unknown>;
      expect(await put('{"sessions":[]}')).toEqual({
        status: 400,
        detail: 'not a snapshot: a snapshot is a JSON object with "format": "commerce-emulator/snapshot"',
      });
      expect(await put('{"format":')).toEqual({ status: 400, detail: 'the request body is not valid JSON' });
      expect(await put(`"${'x'.repeat(64 * 1024 * 1024)}"`)).toEqual({
        status: 413,
        detail: 'the request body is larger than 64 MiB',
      });
      expect(await put(JSON.stringify({ ...other, version: 99 }))).toEqual({
        status: 422,
        detail: `the snapshot is of format version 99, newer than this emulator's 1 (commerce-emulator ${VERSION}): upgrade commerce-emulator to restore it`,
      });
      expect(await put(JSON.stringify(other))).toEqual({
        status: 409,
        detail:
          'the snapshot was taken with api_version "2024", this emulator runs with "2026": its sessions would not come out the same; start the emulator as the snapshot\'s was',
      });
      const save = await fetch(`${server.url}/__emulator/save`, { method: 'POST' });
      expect({ status: save.status, body: await save.json() }).toEqual({
        status: 409,
        body: { errors: [{ status: '409', title: 'Conflict', detail: 'start with --data-dir DIR to save' }] },
      });
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  });
});
