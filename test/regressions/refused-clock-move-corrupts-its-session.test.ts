import { describe, expect, it } from 'vitest';
import { createKey, useServer } from './support.js';

// {"advance":"P300000Y"} was a 400 ("Invalid time value") that left the session's clock past any valid date: its
// clock reads failed, the session list failed for everyone, and the session's writes answered 500.
describe('a refused clock move leaves its session as it was', () => {
  const api = useServer();
  const move = (body: unknown) =>
    api.fetch('/__emulator/clock?session=far', { method: 'POST', body: JSON.stringify(body) });

  it('answers 400 naming the limit, and the session reads, lists and writes as before', async () => {
    expect((await createKey(api.url, 'far')).status).toBe(201);
    const before = await (await api.fetch('/__emulator/clock?session=far')).json();
    const refused = await move({ advance: 'P300000Y' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('at most P10Y');
    expect(await (await api.fetch('/__emulator/clock?session=far')).json()).toEqual(before);
    expect((await api.fetch('/__emulator/sessions')).status).toBe(200);
    expect((await createKey(api.url, 'far')).status).toBe(201);
  });
});
