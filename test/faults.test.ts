import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmulator, type Emulator, type RunningServer } from '../src/index.js';
import { errorBodySchema } from '../src/schemas/index.js';
import { cli } from './support/cli.js';
import { type RawAnswer, rawRequest } from './support/http.js';

// Faults a user asks for (latency, rate-limited, server-error) behave as documented; faults a client causes
// (disconnects) and the CLI's life cycle (signals, bad flags, busy port) never crash or hang the server.

const AUTH = { authorization: 'Bearer faults' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const TOKEN_BODY = 'grant_type=client_credentials&client_id=a&client_secret=b';
const ACTIVE = '00000000-0000-4000-8000-000000000001';
const API = [
  ['GET', '/v2/application-keys'],
  ['GET', '/v2/application-keys/some-key'],
  ['GET', `/subscriptions/subscriptions/${ACTIVE}`],
  ['GET', `/v2/subscriptions/subscriptions/${ACTIVE}/`],
  ['POST', '/oauth/access_token'],
] as const;

type Answer = RawAnswer;

function send(base: string, method: string, path: string, headers = {}, agent?: http.Agent): Promise<Answer> {
  const body = method === 'POST' ? TOKEN_BODY : undefined;
  return rawRequest({ base, method, path, headers: { ...FORM, ...headers }, body, ...(agent ? { agent } : {}) });
}

function expectScenarioError(answer: Answer, status: number, scenario: string): void {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers['x-emulator-scenario']).toBe(scenario);
  expect(errorBodySchema.parse(JSON.parse(answer.body)).errors[0]?.status).toBe(String(status));
  expect(answer.headers['retry-after']).toBe(status === 429 ? '30' : undefined);
}

describe('latency', () => {
  const emulator = createEmulator({ latency: 150 });
  let server: RunningServer;
  beforeAll(async () => {
    server = await emulator.listen();
  });
  afterAll(() => server.close());

  it.each(API)('delays %s %s by at least the latency, over HTTP and MSW', async (method, path) => {
    let started = performance.now();
    await send(server.url, method, path, AUTH);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const request = new Request(`http://api.test${path}`, {
      method,
      headers: { ...AUTH, ...FORM },
      body: method === 'POST' ? TOKEN_BODY : undefined,
    });
    started = performance.now();
    expect((await getResponse(emulator.handlers, request))?.headers.get('x-emulator-scenario')).toBe('default');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe.each([
  [429, 'rate-limited'],
  [500, 'server-error'],
])('%i from scenario %s', (status, scenario) => {
  let emulator: Emulator;
  let server: RunningServer;
  beforeAll(async () => {
    emulator = createEmulator();
    server = await emulator.listen();
  });
  afterAll(() => server.close());

  it.each(API)('%s %s, named by query flag or header, before auth', async (method, path) => {
    expectScenarioError(await send(server.url, method, `${path}?scenario=${scenario}`, AUTH), status, scenario);
    expectScenarioError(await send(server.url, method, path, { 'x-emulator-scenario': scenario }), status, scenario);
  });

  it('as the current scenario, on every API route, through MSW too; the admin API never', async () => {
    emulator.use(scenario);
    for (const [method, path] of API) {
      expectScenarioError(await send(server.url, method, path), status, scenario);
      const body = method === 'POST' ? TOKEN_BODY : undefined;
      const mocked = await getResponse(emulator.handlers, new Request(`http://api.test${path}`, { method, body }));
      expect(mocked?.status).toBe(status);
    }
    expect((await send(server.url, 'GET', '/__emulator/health')).status).toBe(200);
    emulator.reset();
  });

  it('the route is checked first: unknown path 404, wrong method 405', async () => {
    expect((await send(server.url, 'GET', `/nowhere?scenario=${scenario}`)).status).toBe(404);
    expect((await send(server.url, 'DELETE', `/v2/application-keys?scenario=${scenario}`)).status).toBe(405);
  });
});

describe('clients that go away', () => {
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    server = await createEmulator({ latency: 50 }).listen();
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server.close());

  /** Writes `data`, then destroys the socket when `when` says so. */
  const hangUp = (data: string, when: 'first-byte' | number) =>
    new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
      socket.on('error', () => {});
      socket.on('close', () => resolve());
      if (when === 'first-byte') socket.once('data', () => socket.destroy());
      else setTimeout(() => socket.destroy(), when);
    });
  const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\r\n\r\n`;
  const post = 'POST /oauth/access_token HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n';

  it('mid-response, before the answer and while it is written, does not hurt the server', async () => {
    const page = get('/v2/application-keys?scenario=many-keys&page[limit]=100');
    await Promise.all([
      hangUp(page.repeat(200), 'first-byte'),
      hangUp(page, 10),
      ...Array.from({ length: 20 }, () => hangUp(get('/v2/application-keys'), 0)),
    ]);
    expect((await send(server.url, 'GET', '/v2/application-keys', AUTH)).status).toBe(200);
  });

  it('mid-request-body, declared or chunked, does not hurt the server', async () => {
    await Promise.all([
      hangUp(`${post}Content-Length: 1000\r\n\r\ngrant_type=impl`, 20),
      hangUp(`${post}Transfer-Encoding: chunked\r\n\r\n10\r\ngrant_type=impli`, 20),
      hangUp(`${post}Content-Length: 100000\r\n\r\n${'a'.repeat(1000)}`, 20),
      hangUp('GET /v2/application-keys HTTP/1.1\r\nHost: x\r\nX-Half: ', 20),
    ]);
    expect((await send(server.url, 'POST', '/oauth/access_token')).status).toBe(200);
  });
});

/** 20 keep-alive clients asking for pages for `ms`; stops quietly once the server goes away. */
async function load(url: string, ms: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  const until = Date.now() + ms;
  let answered = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const answer = await send(url, 'GET', '/v2/application-keys?page[limit]=100', AUTH, agent).catch(() => null);
      if (answer === null) return;
      if (answer.status === 200) answered++;
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  agent.destroy();
  return answered;
}

const stop = async (child: ChildProcess, exited: Promise<{ code: number | null }>) => {
  const started = performance.now();
  child.kill('SIGTERM');
  const { code } = await exited;
  return { code, ms: performance.now() - started };
};

describe('the CLI', { timeout: 45_000 }, () => {
  it.concurrent('binds 127.0.0.1 by default, and under load exits 0 promptly on SIGTERM', async () => {
    const { child, exited, listening } = cli('--port', '0', '--log', 'silent');
    const url = await listening;
    expect(new URL(url).hostname).toBe('127.0.0.1');
    expect(await load(url, 500)).toBeGreaterThan(0);
    const pending = load(url, 3000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { code, ms } = await stop(child, exited);
    const { stdout, stderr } = await exited;
    expect({ code, stdout, stderr }).toEqual({
      code: 0,
      stdout: `commerce-emulator listening on ${url}\n`,
      stderr: '',
    });
    // The CLI gives busy connections a 3 s grace period; the bound only catches a hang, with room for a loaded machine.
    expect(ms).toBeLessThan(15_000);
    await pending;
  });

  it.concurrent('logs each request with its status and scenario, pretty or as JSON lines', async () => {
    for (const format of ['pretty', 'json']) {
      const { child, exited, listening } = cli('--port', '0', '--log', format);
      const url = await listening;
      const auth = { headers: { Authorization: 'Bearer x' } };
      expect((await fetch(`${url}/v2/application-keys?scenario=paused`, auth)).status).toBe(200);
      expect((await fetch(`${url}/nowhere`, auth)).status).toBe(404);
      await stop(child, exited);
      const { stdout } = await exited;
      if (format === 'json') {
        const entries = stdout
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line));
        expect(entries).toMatchObject([
          { method: 'GET', path: '/v2/application-keys?scenario=paused', status: 200, scenario: 'paused' },
          { method: 'GET', path: '/nowhere', status: 404, scenario: 'default' },
        ]);
        // durations in tenths of a millisecond, not 1.4315880000000334
        for (const { ms } of entries) expect(String(ms)).toMatch(/^\d+(\.\d)?$/);
      } else {
        expect(stdout).toMatch(/^GET \/v2\/application-keys\?scenario=paused 200 \d+\.\dms \[paused\]$/m);
        expect(stdout).toMatch(/^GET \/nowhere 404 \d+\.\dms \[default\]$/m);
      }
    }
  });

  it.concurrent('warns on stderr, in one line, when bound beyond loopback', async () => {
    const { child, exited, listening } = cli('--port', '0', '--host', '0.0.0.0', '--log', 'silent');
    expect(new URL(await listening).hostname).toBe('0.0.0.0');
    const { code } = await stop(child, exited);
    const { stderr } = await exited;
    expect(code).toBe(0);
    expect(stderr).toMatch(/^commerce-emulator: warning: [^\n]*0\.0\.0\.0[^\n]*\n$/);
  });
});
