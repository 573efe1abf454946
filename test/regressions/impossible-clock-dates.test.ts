import { describe, expect, it } from 'vitest';
import { useServer } from './support.js';

// The clock took 2027-02-30 and moved to 2027-03-02.
describe('the clock refuses days and times that do not exist', () => {
  const api = useServer();

  it.each(['2027-02-30T00:00:00Z', '2026-02-29T00:00:00Z', '2026-04-31T12:00:00Z', '2026-06-01T24:00:00Z'])(
    '%s is a 400, and the clock stays',
    async (to) => {
      const response = await api.fetch('/__emulator/clock?session=dates', {
        method: 'POST',
        body: JSON.stringify({ to }),
      });
      expect(response.status).toBe(400);
      const clock = (await (await api.fetch('/__emulator/clock?session=dates')).json()) as { now: string };
      expect(clock.now.startsWith('2026-01-01T00:00:00')).toBe(true);
    },
  );
});

// Found by review (issue 22): writes dated a second apart pushed the clock past 9999-12-31T23:59:59Z, and dates
// came out as +010000-01-01T00:00Z.
describe('no write is dated past the clock’s end', () => {
  const api = useServer({ now: '9999-12-31T23:59:58Z' });
  const key = () =>
    api.fetch('/v2/application-keys?session=end', {
      method: 'POST',
      headers: { authorization: 'Bearer end', 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'application_key', name: 'End', reserved_rate_limit: 0 } }),
    });

  it('the write that would be dated after it is a 409 that says so, and the clock stays at the end', async () => {
    const end = '9999-12-31T23:59:59Z';
    // Dated at the clock, then a second later: the end.
    expect((await key()).status).toBe(201);
    expect((await key()).status).toBe(201);
    const refused = await key();
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`the session's clock is at its end (${end})`);
    const clock = (await (await api.fetch('/__emulator/clock?session=end')).json()) as { now: string };
    expect(clock.now).toBe(end);
  });
});
