import { expect, it } from 'vitest';
import { JSON_TYPE, useServer } from './support.js';

// Found by review (issue 22): a clock move worked out its target from the clock before it waited for the move under
// way in its session, so three concurrent `advance` of P30D all ended at the same date, and a `to` overtaken by
// another move answered 200 instead of the 400 of a clock going back.
const server = useServer({ scenario: 'many-subscriptions' });

const move = (session: string, change: Record<string, string>) =>
  server.fetch('/__emulator/clock', {
    method: 'POST',
    headers: { ...JSON_TYPE, 'x-emulator-session': session },
    body: JSON.stringify(change),
  });

it('concurrent advances in one session each count', async () => {
  const answers = await Promise.all([1, 2, 3].map(() => move('advances', { advance: 'P30D' })));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
  const nows = (await Promise.all(answers.map((answer) => answer.json()))).map((body) => (body as { now: string }).now);
  expect(nows.sort()).toEqual(['2026-01-31T00:00:00Z', '2026-03-02T00:00:00Z', '2026-04-01T00:00:00Z']);
});

it('a move to a time another move has passed by then is a 400, and leaves the clock where that one put it', async () => {
  const [year, back] = await Promise.all([
    move('overtaken', { advance: 'P1Y' }),
    // A little later, so that it most likely comes second (either order is checked below).
    new Promise<Response>((resolve) =>
      setTimeout(() => resolve(move('overtaken', { to: '2026-06-01T00:00:00Z' })), 20),
    ),
  ]);
  expect(year.status).toBe(200);
  const clock = await server.fetch('/__emulator/clock', { headers: { 'x-emulator-session': 'overtaken' } });
  const { now } = (await clock.json()) as { now: string };
  // Second: it would go back, so it is refused. First (the year then counts from June): both moved.
  if (back.status === 400) expect(now).toBe('2027-01-01T00:00:00Z');
  else expect({ status: back.status, now }).toEqual({ status: 200, now: '2027-06-01T00:00:00Z' });
});
