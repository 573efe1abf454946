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
