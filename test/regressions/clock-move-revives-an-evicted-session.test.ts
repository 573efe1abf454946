import { describe, expect, it } from 'vitest';
import { createCore, SessionGoneError } from '../../src/emulator.js';
import { BEARER, JSON_TYPE } from './support.js';

// Found by the model-based write fuzz: a session dropped past the limits answered 410 to requests, but a clock move
// (or a clock read) in it went through and silently started it anew, its writes lost without a word.
describe('a dropped session keeps its 410 for the clock too', () => {
  const noMsw = () => {
    throw new Error('no msw in this test');
  };

  it('moving or reading its clock is refused, and the session stays gone', async () => {
    const { emulator, control } = createCore({ scenario: 'empty' }, noMsw, {
      sessionLimits: { sessions: 2, bytes: 200_000_000 },
    });
    const create = (session: string) =>
      emulator.request('/v2/application-keys', {
        method: 'POST',
        headers: { ...BEARER, ...JSON_TYPE, 'x-emulator-session': session },
        body: JSON.stringify({ data: { type: 'application_key', name: 'Regression' } }),
      });
    for (const session of ['a', 'b', 'c']) expect((await create(session)).status).toBe(201);
    const read = () => emulator.request('/v2/application-keys', { headers: { ...BEARER, 'x-emulator-session': 'a' } });
    expect((await read()).status).toBe(410);

    await expect(emulator.clock.advance('P1D', { session: 'a' })).rejects.toThrow(SessionGoneError);
    expect(() => emulator.clock.now({ session: 'a' })).toThrow(/dropped the writes of session a/);
    expect((await read()).status).toBe(410);
    expect(control.store.sessions().map(({ session }) => session)).toEqual(['b', 'c']);
  });
});
