import { describe, expect, it } from 'vitest';
import { fromFetchRequest } from '../src/adapters/fetch.js';
import type { Pipeline } from '../src/app.js';
import { createCore, type EmulatorOptions } from '../src/emulator.js';
import type { ApiResponse } from '../src/http/types.js';

// The pipeline answers a request that waits for nothing at once, so that the node:http adapter writes it in the same
// tick; whatever waits (a pause, latency, a body, a write) is a promise. Both carry the same headers and journal line.
function core(options: EmulatorOptions = {}) {
  return createCore(options, () => {
    throw new Error('these tests use no msw');
  });
}

const AUTH = { authorization: 'Bearer token' };

function send(pipeline: Pipeline, path: string, init: RequestInit = {}) {
  return pipeline.handle(
    fromFetchRequest(new Request(`http://localhost${path}`, { ...init, headers: { ...AUTH, ...init.headers } })),
  );
}

function json(response: ApiResponse): unknown {
  return JSON.parse(response.body);
}

describe('the pipeline', () => {
  it('answers a read at once, with the names and a journal line', () => {
    const { emulator, control } = core();
    const answer = send(control.pipeline, '/v2/application-keys?page[limit]=2');
    expect(answer).not.toBeInstanceOf(Promise);
    const response = answer as ApiResponse;
    expect(response.status).toBe(200);
    expect((json(response) as { data: unknown[] }).data).toHaveLength(2);
    expect(response.headers['X-Emulator-Scenario']).toBe('default');
    expect(response.headers['X-Emulator-Session']).toBe('default');
    expect(emulator.requests().map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['GET', '/v2/application-keys', 200],
    ]);
  });

  it('answers an error at once, in the envelope, in the world the request named', () => {
    const { emulator, control } = core();
    const missing = send(control.pipeline, '/v2/application-keys/00000000-0000-4000-8000-00000000dead') as ApiResponse;
    expect(missing).not.toBeInstanceOf(Promise);
    expect(missing.status).toBe(404);
    const limited = send(control.pipeline, '/v2/application-keys?scenario=rate-limited') as ApiResponse;
    expect(limited).not.toBeInstanceOf(Promise);
    expect(limited.status).toBe(429);
    expect(limited.headers['X-Emulator-Scenario']).toBe('rate-limited');
    expect(emulator.requests().map((entry) => [entry.status, entry.scenario])).toEqual([
      [404, 'default'],
      [429, 'rate-limited'],
    ]);
  });

  it('gives a promise for a write, a scenario with latency and a pause, answered alike', async () => {
    const { emulator, control } = core();
    const created = send(control.pipeline, '/v2/application-keys', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-emulator-session': 'writes' },
      body: JSON.stringify({ data: { type: 'application_key', name: 'at once', reserved_rate_limit: 0 } }),
    });
    expect(created).toBeInstanceOf(Promise);
    const response = await created;
    expect(response.status).toBe(201);
    expect(response.headers['X-Emulator-Session']).toBe('writes');

    const slow = core({ latency: 1 }).control.pipeline;
    const late = send(slow, '/v2/application-keys');
    expect(late).toBeInstanceOf(Promise);
    expect((await late).status).toBe(200);

    let resume = () => {};
    control.pipeline.pause(new Promise<void>((resolve) => (resume = resolve)));
    const paused = send(control.pipeline, '/v2/application-keys');
    expect(paused).toBeInstanceOf(Promise);
    resume();
    expect((await paused).status).toBe(200);
    expect(emulator.requests().map((entry) => entry.status)).toEqual([201, 200]);
  });
});
