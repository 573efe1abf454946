import { describe, expect, it } from 'vitest';
import { BEARER, createKey, useServer } from './support.js';

// A session's first write refused (a 409), then any session dropped: the session's next write answered 201 and was
// thrown away, and the write after it reused the lost key's id.
describe('an accepted write is never lost after a refused first write and a drop', () => {
  const api = useServer();

  it('keeps the key, and the next key gets a new id', async () => {
    expect((await createKey(api.url, 'lost', 40)).status).toBe(409);
    expect((await api.fetch('/__emulator/sessions/nobody', { method: 'DELETE' })).status).toBe(200);
    const first = await createKey(api.url, 'lost');
    expect(first.status).toBe(201);
    const read = await api.fetch(`/v2/application-keys/${first.body.data.id}`, {
      headers: { ...BEARER, 'x-emulator-session': 'lost' },
    });
    expect(read.status).toBe(200);
    const second = await createKey(api.url, 'lost');
    expect(second.status).toBe(201);
    expect(second.body.data.id).not.toBe(first.body.data.id);
  });
});
