import { describe, expect, it } from 'vitest';
import { BEARER, createKey, useServer } from './support.js';

// A session dropped past 1,000 sessions (or the memory budget) silently read as the base world again, and the next
// key created there got the evicted key's id; the least recently written session went first, not the least used.
describe('a session dropped past the limit says so', () => {
  const api = useServer({ onNotice: () => {} });
  const read = (path: string, session: string) =>
    api.fetch(path, { headers: { ...BEARER, 'x-emulator-session': session } });

  it('answers 410, for reads and writes, until it is started anew', { timeout: 60_000 }, async () => {
    const first = await createKey(api.url, 's0');
    for (let i = 1; i <= 1000; i++) expect((await createKey(api.url, `s${i}`)).status).toBe(201);
    expect((await read(`/v2/application-keys/${first.body.data.id}`, 's0')).status).toBe(410);
    expect((await createKey(api.url, 's0')).status).toBe(410);
    // Reads count as use: s1, the least recently written, read now, outlives s2 when the next session comes.
    expect((await read('/v2/application-keys', 's1')).status).toBe(200);
    expect((await createKey(api.url, 'one-more')).status).toBe(201);
    expect((await read('/v2/application-keys', 's1')).status).toBe(200);
    expect((await read('/v2/application-keys', 's2')).status).toBe(410);
    // Started anew, it reads as the world again.
    expect((await api.fetch('/__emulator/sessions/s0', { method: 'DELETE' })).status).toBe(200);
    expect((await read(`/v2/application-keys/${first.body.data.id}`, 's0')).status).toBe(404);
  });
});
