import { describe, expect, it, vi } from 'vitest';
import { Refused } from '../billing/actions.js';
import { LATEST } from '../billing/duration.js';
import { nextEvent } from '../billing/engine.js';
import { iso, tokenFrom, uuidFrom } from '../factories/index.js';
import { ApiError } from '../http/errors.js';
import { BUILT_IN_SCENARIOS } from '../scenarios/registry.js';
import type { Scenario } from '../scenarios/types.js';
import type { Session } from './session.js';
import { type SessionLimits, Store, type StoreListener } from './store.js';
import { WorldCache } from './worlds.js';

// The store and its sessions on their own, without the pipeline: what a write keeps and takes back, the clock,
// eviction and drops, each exactly (the conformance suite drives the same through HTTP).

const NOW = new Date('2026-01-01T00:00:00.400Z');
const CLOCK = Date.parse('2026-01-01T00:00:00Z');
const LIMIT = 100_000;
const named = (name: string) => BUILT_IN_SCENARIOS.find((scenario) => scenario.name === name) as Scenario;
const DEFAULT = named('default');
const EMPTY = named('empty');

function storeOf(limits?: SessionLimits, onNotice?: (message: string) => void) {
  const worlds = new WorldCache(7, NOW, LIMIT);
  return { worlds, store: new Store(worlds, 7, LIMIT, onNotice, limits) };
}

const fail = () => {
  throw new Refused('no');
};

describe('Store: reads and writes', () => {
  it('reads the world until a write succeeds, then the session; another session still reads the world', async () => {
    const { store, worlds } = storeOf();
    const world = worlds.get(DEFAULT);
    expect(store.view(DEFAULT, 'a')).toBe(world);
    expect(store.peek(DEFAULT, 'a')).toBe(world);
    const made = await store.write(DEFAULT, 'a', (session) => session.createKey('k', 1));
    const own = store.view(DEFAULT, 'a');
    expect(own.world).toBe(false);
    expect(own.revision).toBe(1);
    expect(store.peek(DEFAULT, 'a')).toBe(own);
    expect(own.keys.get(made.key.id)).toBe(made.key);
    expect(store.view(DEFAULT, 'b')).toBe(world);
    expect(store.view(EMPTY, 'a')).toBe(worlds.get(EMPTY));
    expect(store.writes('default', 'a')).toBe(1);
    expect(store.writes('default', 'b')).toBe(0);
    expect(store.writes('empty', 'a')).toBe(0);
  });

  it('a refused write leaves no session, no clock tick and no id used up', async () => {
    const { store, worlds } = storeOf();
    await expect(
      store.write(DEFAULT, 'a', (session) => {
        session.createKey('k', 1);
        session.mint('thing');
        fail();
      }),
    ).rejects.toEqual(new Refused('no'));
    expect(store.sessions()).toEqual([]);
    expect(store.view(DEFAULT, 'a')).toBe(worlds.get(DEFAULT));
    const made = await store.write(DEFAULT, 'a', (session) => ({
      key: session.createKey('k', 1).key,
      id: session.mint('thing'),
    }));
    expect(made.key.id).toBe(uuidFrom('7/default/a/key/0'));
    expect(made.id).toBe(uuidFrom('7/default/a/thing/0'));
    expect(made.key.meta.timestamps.created_at).toBe(iso(CLOCK));
  });

  it('a refused write in a session holding writes takes back all of it', async () => {
    const { store } = storeOf();
    const first = await store.write(DEFAULT, 'a', (session) => session.createKey('first', 10));
    const own = store.view(DEFAULT, 'a') as Session;
    const before = {
      count: own.keys.count,
      total: own.totalReservedRateLimit,
      clock: own.clock,
      revision: own.revision,
    };
    await expect(
      store.write(DEFAULT, 'a', (session) => {
        session.createKey('second', 5);
        session.updateKey(first.key.id, { name: 'renamed', reserved_rate_limit: 20 });
        session.deleteKey(first.key.id);
        session.mint('thing');
        fail();
      }),
    ).rejects.toEqual(new Refused('no'));
    expect({
      count: own.keys.count,
      total: own.totalReservedRateLimit,
      clock: own.clock,
      revision: own.revision,
    }).toEqual(before);
    expect(own.keys.get(first.key.id)).toBe(first.key);
    expect(own.madeKey(first.key.id)).toBe(true);
    expect(own.madeKey(uuidFrom('7/default/a/key/1'))).toBe(false);
    expect(own.secretOf(first.key)).toBe(first.secret);
    expect(own.takeChanges()).toEqual([]);
    // The next write is dated a second after the first, and its ids are those the refused one would have had.
    const next = await store.write(DEFAULT, 'a', (session) => ({
      key: session.createKey('third', 1).key,
      id: session.mint('thing'),
    }));
    expect(next.key.id).toBe(uuidFrom('7/default/a/key/1'));
    expect(next.id).toBe(uuidFrom('7/default/a/thing/0'));
    expect(next.key.meta.timestamps.created_at).toBe(iso(CLOCK + 1000));
  });

  it('tells its listener of each write that changed something, with the changes, and of no other', async () => {
    const { store } = storeOf();
    const committed = vi.fn<StoreListener['committed']>();
    store.listener = { committed, dropped: () => {} };
    await store.write(DEFAULT, 'a', () => 'nothing');
    expect(committed).not.toHaveBeenCalled();
    const { key } = await store.write(DEFAULT, 'a', (session) => session.createKey('k', 1));
    expect(committed).toHaveBeenCalledTimes(1);
    const [scenario, session, own, changes] = committed.mock.calls[0] as Parameters<StoreListener['committed']>;
    expect([scenario, session, own]).toEqual(['default', 'a', store.view(DEFAULT, 'a')]);
    expect(changes).toEqual([{ label: 'keys', id: key.id, before: undefined, after: key }]);
    await expect(
      store.write(DEFAULT, 'a', (session) => {
        session.createKey('x', 1);
        fail();
      }),
    ).rejects.toEqual(new Refused('no'));
    expect(committed).toHaveBeenCalledTimes(1);
  });

  it('lists its sessions least recently used first, with their writes and clocks; a peek uses none', async () => {
    const { store } = storeOf();
    await store.write(DEFAULT, 'a', (session) => session.createKey('k', 1));
    await store.write(DEFAULT, 'b', (session) => session.createKey('k', 1));
    await store.write(EMPTY, 'a', (session) => session.createKey('k', 1));
    await store.write(DEFAULT, 'b', (session) => session.createKey('k2', 1));
    store.view(DEFAULT, 'a');
    store.peek(EMPTY, 'a');
    expect(store.sessions()).toEqual([
      { scenario: 'empty', session: 'a', writes: 1, clock: iso(CLOCK) },
      { scenario: 'default', session: 'b', writes: 2, clock: iso(CLOCK + 1000) },
      { scenario: 'default', session: 'a', writes: 1, clock: iso(CLOCK) },
    ]);
  });

  it('finds the session of a scenario holding a key made there by its client id, never a world key', async () => {
    const { store, worlds } = storeOf();
    const { key } = await store.write(DEFAULT, 'mine', (session) => session.createKey('k', 1));
    await store.write(DEFAULT, 'other', (session) => session.createKey('k', 1));
    expect(store.sessionWithKey('default', key.client_id)).toBe('mine');
    expect(store.sessionWithKey('empty', key.client_id)).toBeUndefined();
    const worldKey = worlds.get(DEFAULT).keys.at(0);
    expect(store.sessionWithKey('default', worldKey.client_id)).toBeUndefined();
    expect(store.sessionWithKey('default', 'nobody')).toBeUndefined();
  });

  it('keeps each session history: the requests noted after a write and the clock moves; histories(pick) copies', async () => {
    const { store } = storeOf();
    store.noteStep('default', 'a', { method: 'POST', path: '/x', query: '' });
    await store.write(DEFAULT, 'a', (session) => session.createKey('k', 1));
    store.noteStep('default', 'a', { method: 'POST', path: '/v2/application-keys', query: '', body: '{}' });
    await store.moveClock(DEFAULT, 'a', (clock) => clock + 86_400_000);
    await store.write(EMPTY, 'b', (session) => session.createKey('k', 1));
    const all = store.histories();
    expect(all).toEqual([
      {
        scenario: 'default',
        session: 'a',
        steps: [{ method: 'POST', path: '/v2/application-keys', query: '', body: '{}' }, { clock: CLOCK + 86_400_000 }],
      },
      { scenario: 'empty', session: 'b', steps: [] },
    ]);
    expect(store.histories((scenario) => scenario === 'empty')).toEqual([
      { scenario: 'empty', session: 'b', steps: [] },
    ]);
    (all[0]?.steps as unknown[]).length = 0;
    expect(store.histories()[0]?.steps).toHaveLength(2);
  });
});

describe('Store: drops', () => {
  async function three() {
    const made = storeOf();
    const dropped = vi.fn<StoreListener['dropped']>();
    made.store.listener = { committed: () => {}, dropped };
    await made.store.write(DEFAULT, 'a', (session) => session.createKey('k', 1));
    await made.store.write(EMPTY, 'a', (session) => session.createKey('k', 1));
    await made.store.write(DEFAULT, 'b', (session) => session.createKey('k', 1));
    return { ...made, dropped };
  }
  const names = (store: Store) => store.sessions().map(({ scenario, session }) => `${scenario}/${session}`);

  it('dropOne drops one session of one scenario, and says whether it held writes', async () => {
    const { store, dropped } = await three();
    expect(store.dropOne('default', 'a')).toBe(true);
    expect(names(store)).toEqual(['empty/a', 'default/b']);
    expect(store.dropOne('default', 'a')).toBe(false);
    const drop = dropped.mock.calls[0]?.[0] as (scenario: string, session: string) => boolean;
    expect([drop('default', 'a'), drop('empty', 'a'), drop('default', 'b')]).toEqual([true, false, false]);
  });

  it('drop(session) drops it in every scenario; dropScenario every session of one; clear all', async () => {
    const { store, dropped } = await three();
    expect(store.drop('a')).toBe(true);
    expect(names(store)).toEqual(['default/b']);
    expect(store.drop('a')).toBe(false);
    const drop = dropped.mock.calls[0]?.[0] as (scenario: string, session: string) => boolean;
    expect([drop('default', 'a'), drop('empty', 'a'), drop('default', 'b'), drop('default', 'xa')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    await store.write(EMPTY, 'c', (session) => session.createKey('k', 1));
    store.dropScenario('default');
    expect(names(store)).toEqual(['empty/c']);
    store.clear();
    expect(store.sessions()).toEqual([]);
  });
});

describe('Store: eviction', () => {
  it('past the session limit drops the least recently used (reads count), says so, and a 410 until started anew', async () => {
    const notices: string[] = [];
    const { store, worlds } = storeOf({ sessions: 2, bytes: 1e9 }, (message) => notices.push(message));
    await store.write(DEFAULT, 'a', (session) => session.createKey('k', 1));
    await store.write(DEFAULT, 'b', (session) => session.createKey('k', 1));
    store.view(DEFAULT, 'a');
    await store.write(DEFAULT, 'c', (session) => session.createKey('k', 1));
    const notice = 'dropped the writes of session b in scenario default: more than 2 sessions held writes';
    expect(notices).toEqual([notice]);
    expect(store.sessions().map(({ session }) => session)).toEqual(['a', 'c']);
    expect(store.gone('default', 'b')).toBe(`${notice} (the least recently used go first)`);
    expect(store.gone('default', 'a')).toBeUndefined();
    expect(store.gone('empty', 'b')).toBeUndefined();
    expect(store.view(DEFAULT, 'b')).toBe(worlds.get(DEFAULT));
    const gone = (() => {
      try {
        store.clock(DEFAULT, 'b');
      } catch (error) {
        return error;
      }
    })() as ApiError;
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone.status).toBe(410);
    expect(gone.detail).toBe(
      `${notice} (the least recently used go first); DELETE /__emulator/sessions/b or POST /__emulator/reset starts it anew, or use another session`,
    );
    await expect(store.moveClock(DEFAULT, 'b', (clock) => clock + 1000)).rejects.toMatchObject({ status: 410 });
    // A write starts it anew.
    await store.write(DEFAULT, 'b', (session) => session.createKey('k', 1));
    expect(store.gone('default', 'b')).toBeUndefined();
    expect(store.sessions().map(({ session }) => session)).toEqual(['c', 'b']);
  });

  it('a write to a session it holds never evicts, however many there are', async () => {
    const { store } = storeOf({ sessions: 2, bytes: 1e9 });
    await store.write(DEFAULT, 'a', (session) => session.createKey('k', 1));
    await store.write(DEFAULT, 'b', (session) => session.createKey('k', 1));
    await store.write(DEFAULT, 'a', (session) => session.createKey('k2', 1));
    expect(store.sessions().map(({ session }) => session)).toEqual(['b', 'a']);
  });

  it('tells its listener which session it evicted, and stops a move under way in it', async () => {
    const { store } = storeOf({ sessions: 1, bytes: 1e9 });
    const dropped = vi.fn<StoreListener['dropped']>();
    store.listener = { committed: () => {}, dropped };
    const many = named('many-subscriptions');
    await store.write(many, 'a', (session) => session.createKey('k', 1));
    const moving = store.moveClock(many, 'a', (clock) => clock + 365 * 86_400_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.write(many, 'b', (session) => session.createKey('k', 1));
    await expect(moving).rejects.toEqual(
      new Refused(
        'dropped the writes of session a in scenario many-subscriptions: more than 1 sessions held writes while its clock moved: nothing moved',
      ),
    );
    const drop = dropped.mock.calls[0]?.[0] as (scenario: string, session: string) => boolean;
    expect([drop('many-subscriptions', 'a'), drop('many-subscriptions', 'b'), drop('default', 'a')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('remembers the last 10,000 sessions it evicted', async () => {
    const { store } = storeOf({ sessions: 1, bytes: 1e9 });
    for (let index = 0; index <= 10_001; index++) await store.write(EMPTY, `s${index}`, () => undefined);
    expect(store.gone('empty', 's0')).toBeUndefined();
    expect(store.gone('empty', 's1')).toBe(
      'dropped the writes of session s1 in scenario empty: more than 1 sessions held writes (the least recently used go first)',
    );
    expect(store.gone('empty', 's10000')).toBeDefined();
    expect(store.gone('empty', 's10001')).toBeUndefined();
  });

  it('a dropped session weighs nothing any more', async () => {
    const notices: string[] = [];
    const { store } = storeOf({ sessions: 100, bytes: 2_500_000 }, (message) => notices.push(message));
    const keys = (session: Session) => {
      for (let index = 0; index < 1000; index++) session.createKey(`k${index}`, 0);
    };
    await store.write(EMPTY, 'a', keys);
    await store.write(EMPTY, 'b', keys);
    store.dropOne('empty', 'a');
    await store.write(EMPTY, 'c', keys);
    store.drop('b');
    await store.write(EMPTY, 'd', keys);
    store.dropScenario('empty');
    await store.write(EMPTY, 'e', keys);
    await store.write(EMPTY, 'f', keys);
    expect(notices).toEqual([]);
    expect(store.sessions().map(({ session }) => session)).toEqual(['e', 'f']);
  });

  it('past the byte budget drops least recently used sessions by their weight, never the one written', async () => {
    const notices: string[] = [];
    const { store } = storeOf({ sessions: 100, bytes: 1_125_000 }, (message) => notices.push(message));
    // A key a session made weighs 450 bytes.
    const keys = (count: number) => (session: Session) => {
      for (let index = 0; index < count; index++) session.createKey(`k${index}`, 0);
    };
    await store.write(EMPTY, 'a', keys(1000));
    await store.write(EMPTY, 'b', keys(1000));
    expect(notices).toEqual([]);
    expect((store.peek(EMPTY, 'a') as Session).weight()).toBe(450_000);
    await store.write(EMPTY, 'c', keys(600));
    expect(notices).toEqual([
      "dropped the writes of session a in scenario empty: the sessions' writes held more than about 1 MB",
    ]);
    expect(store.sessions().map(({ session }) => session)).toEqual(['b', 'c']);
    // b and c hold 0.72 MB: room for 0.405 MB more, and a session's own growth counts once per write, not in full.
    await store.write(EMPTY, 'c', keys(800));
    expect(notices).toHaveLength(1);
    await store.write(EMPTY, 'b', keys(200));
    expect(notices).toHaveLength(2);
    expect(notices[1]).toBe(
      "dropped the writes of session c in scenario empty: the sessions' writes held more than about 1 MB",
    );
    // Dropped sessions' weight leaves the count: a session alone is never evicted, however heavy.
    store.dropOne('empty', 'b');
    await store.write(EMPTY, 'd', keys(1000));
    await store.write(EMPTY, 'd', keys(2000));
    expect(store.sessions().map(({ session }) => session)).toEqual(['d']);
    expect(notices).toHaveLength(2);
  });
});

describe('Store: the clock', () => {
  it('moves a session clock from where it is; reads it; a move makes the session', async () => {
    const { store } = storeOf();
    expect(store.clock(DEFAULT, 'a')).toBe(CLOCK);
    const seen: number[] = [];
    const moved = await store.moveClock(DEFAULT, 'a', (clock) => {
      seen.push(clock);
      return clock + 3_600_000;
    });
    expect(moved).toBe(CLOCK + 3_600_000);
    expect(seen).toEqual([CLOCK]);
    expect(store.clock(DEFAULT, 'a')).toBe(CLOCK + 3_600_000);
    expect(store.sessions()).toEqual([{ scenario: 'default', session: 'a', writes: 1, clock: iso(CLOCK + 3_600_000) }]);
    // The first write after a move is dated at the clock itself, the next a second later.
    const first = await store.write(DEFAULT, 'a', (session) => session.stamp());
    const second = await store.write(DEFAULT, 'a', (session) => session.stamp());
    expect([first, second]).toEqual([CLOCK + 3_600_000, CLOCK + 3_601_000]);
    expect(store.clock(DEFAULT, 'b')).toBe(CLOCK);
  });

  it('moves one after the other each count; a write waits for a move under way', async () => {
    const { store } = storeOf();
    const moves = [
      store.moveClock(DEFAULT, 'a', (clock) => clock + 1000),
      store.moveClock(DEFAULT, 'a', (clock) => clock + 1000),
    ];
    const written = store.write(DEFAULT, 'a', (session) => session.stamp());
    expect(await Promise.all(moves)).toEqual([CLOCK + 1000, CLOCK + 2000]);
    expect(await written).toBe(CLOCK + 2000);
  });

  it('a move that throws in its target leaves nothing; a stopped store refuses moves with its reason', async () => {
    const { store } = storeOf();
    await expect(
      store.moveClock(DEFAULT, 'a', () => {
        throw new Refused('backwards');
      }),
    ).rejects.toEqual(new Refused('backwards'));
    expect(store.sessions()).toEqual([]);
    await store.moveClock(DEFAULT, 'a', (clock) => clock + 1000);
    store.stop();
    await expect(store.moveClock(DEFAULT, 'a', (clock) => clock + 1000)).rejects.toEqual(
      new Refused('the emulator is stopping: the clock did not move'),
    );
    expect(store.clock(DEFAULT, 'a')).toBe(CLOCK + 1000);
    const other = storeOf().store;
    other.stop('why not');
    await expect(other.moveClock(DEFAULT, 'a', (clock) => clock + 1000)).rejects.toEqual(new Refused('why not'));
  });

  it('a session dropped while its clock moves stops the move, with why; other moves go on', async () => {
    const many = named('many-subscriptions');
    const year = 365 * 86_400_000;
    const cases: [string, (store: Store) => void, string][] = [
      ['dropOne', (store) => store.dropOne('many-subscriptions', 'a'), 'session a was dropped'],
      ['drop', (store) => store.drop('a'), 'session a was dropped'],
      ['dropScenario', (store) => store.dropScenario('many-subscriptions'), 'scenario many-subscriptions was reloaded'],
      ['clear', (store) => store.clear(), 'the emulator was reset'],
      ['stop', (store) => store.stop('stopping now'), 'stopping now'],
    ];
    const { worlds } = storeOf();
    worlds.get(many);
    for (const [, act, why] of cases) {
      const store = new Store(worlds, 7, LIMIT);
      const moving = store.moveClock(many, 'a', (clock) => clock + year);
      const other = store.moveClock(many, 'b', (clock) => clock + year);
      await new Promise((resolve) => setTimeout(resolve, 5));
      act(store);
      const reason = why === 'stopping now' ? why : `${why} while its clock moved: nothing moved`;
      await expect(moving).rejects.toEqual(new Refused(reason));
      if (why === 'session a was dropped') expect(await other).toBe(CLOCK + year);
      else await expect(other).rejects.toEqual(new Refused(reason));
    }
  });

  it('a drop while a long move works stops it, and nothing moves', async () => {
    const { store } = storeOf();
    const many = named('many-subscriptions');
    const moving = store.moveClock(many, 'a', (clock) => clock + 20 * 365 * 86_400_000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    store.dropOne('many-subscriptions', 'a');
    await expect(moving).rejects.toEqual(new Refused('session a was dropped while its clock moved: nothing moved'));
    expect(store.sessions()).toEqual([]);
    expect(store.clock(many, 'a')).toBe(CLOCK);
  });
});

describe('Session', () => {
  async function sessionOf(store: Store, scenario = DEFAULT, name = 'a'): Promise<Session> {
    await store.write(scenario, name, () => undefined);
    return store.view(scenario, name) as Session;
  }

  it('mints ids per kind in order, the same in the same session of another store, others elsewhere', async () => {
    const ids = (store: Store, session: string) =>
      store.write(DEFAULT, session, (own) => [own.mint('job'), own.mint('job'), own.mint('import')]);
    const first = await ids(storeOf().store, 'a');
    expect(first).toEqual([
      uuidFrom('7/default/a/job/0'),
      uuidFrom('7/default/a/job/1'),
      uuidFrom('7/default/a/import/0'),
    ]);
    expect(await ids(storeOf().store, 'a')).toEqual(first);
    expect(await ids(storeOf().store, 'b')).not.toEqual(first);
  });

  it('creates a key with its share, secret and times; refuses one past the store limit, word for word', async () => {
    const { store, worlds } = storeOf();
    const world = worlds.get(DEFAULT).totalReservedRateLimit;
    const made = await store.write(DEFAULT, 'a', (session) => session.createKey('mine', 25));
    expect(made.key).toEqual({
      id: uuidFrom('7/default/a/key/0'),
      type: 'application_key',
      name: 'mine',
      client_id: tokenFrom('7/default/a/key/0/client_id', 40),
      reserved_rate_limit: 25,
      meta: { timestamps: { last_used_at: iso(CLOCK), created_at: iso(CLOCK), updated_at: iso(CLOCK) } },
    });
    expect(made.secret).toBe(tokenFrom('7/default/a/key/0/client_secret', 40));
    const own = store.view(DEFAULT, 'a') as Session;
    expect(own.totalReservedRateLimit).toBe(world + 25);
    expect(own.madeKey(made.key.id)).toBe(true);
    expect(own.secretOf(made.key)).toBe(made.secret);
    const worldKey = worlds.get(DEFAULT).keys.at(0);
    expect(own.madeKey(worldKey.id)).toBe(false);
    expect(own.secretOf(worldKey)).toBe(worlds.get(DEFAULT).secretOf(worldKey));
    const room = LIMIT - world - 25;
    await expect(store.write(DEFAULT, 'a', (session) => session.createKey('big', room + 1))).rejects.toEqual(
      new Refused(
        `requested reserved rate limit will exceed the maximum: the keys would reserve ${LIMIT + 1} of the store's ${LIMIT} requests per second`,
      ),
    );
    await store.write(DEFAULT, 'a', (session) => session.createKey('exact', room));
    expect(own.totalReservedRateLimit).toBe(LIMIT);
  });

  it('updates a key by name and share, moving updated_at only; refuses a share past the limit', async () => {
    const { store } = storeOf();
    const own = await sessionOf(store, EMPTY);
    const { key } = await store.write(EMPTY, 'a', (session) => session.createKey('old', 10));
    expect(await store.write(EMPTY, 'a', (session) => session.updateKey('nope', { name: 'x' }))).toBeUndefined();
    expect(own.revision).toBe(1);
    const renamed = await store.write(EMPTY, 'a', (session) => session.updateKey(key.id, { name: 'new' }));
    expect(renamed).toEqual({
      ...key,
      name: 'new',
      meta: { timestamps: { ...key.meta.timestamps, updated_at: iso(CLOCK + 1000) } },
    });
    const reshared = await store.write(EMPTY, 'a', (session) => session.updateKey(key.id, { reserved_rate_limit: 40 }));
    expect(reshared).toEqual({
      ...key,
      name: 'new',
      reserved_rate_limit: 40,
      meta: { timestamps: { ...key.meta.timestamps, updated_at: iso(CLOCK + 2000) } },
    });
    expect(own.totalReservedRateLimit).toBe(40);
    expect(own.keys.get(key.id)).toBe(reshared);
    await expect(
      store.write(EMPTY, 'a', (session) => session.updateKey(key.id, { reserved_rate_limit: LIMIT + 1 })),
    ).rejects.toMatchObject({
      detail: expect.stringContaining(
        `the keys would reserve ${LIMIT + 1} of the store's ${LIMIT} requests per second`,
      ),
    });
    await store.write(EMPTY, 'a', (session) => session.updateKey(key.id, { reserved_rate_limit: LIMIT }));
    expect(own.totalReservedRateLimit).toBe(LIMIT);
  });

  it('deletes a key with its share and secret; an unknown id is false and no write', async () => {
    const { store } = storeOf();
    const own = await sessionOf(store, EMPTY);
    const { key, secret } = await store.write(EMPTY, 'a', (session) => session.createKey('k', 30));
    const revision = own.revision;
    expect(await store.write(EMPTY, 'a', (session) => session.deleteKey('nope'))).toBe(false);
    expect(own.revision).toBe(revision);
    expect(await store.write(EMPTY, 'a', (session) => session.deleteKey(key.id))).toBe(true);
    expect(own.revision).toBe(revision + 1);
    expect(own.keys.get(key.id)).toBeUndefined();
    expect(own.totalReservedRateLimit).toBe(0);
    expect(own.madeKey(key.id)).toBe(false);
    expect(own.secretOf(key)).not.toBe(secret);
  });

  it('a savepoint takes back what was written since, ids and clock included, while the write goes on', async () => {
    const { store } = storeOf();
    const own = await sessionOf(store, EMPTY);
    const committed = vi.fn<StoreListener['committed']>();
    store.listener = { committed, dropped: () => {} };
    expect(() => own.savepoint()).toThrow('a savepoint is taken inside a write');
    const result = await store.write(EMPTY, 'a', (session) => {
      const kept = session.createKey('kept', 1);
      const back = session.savepoint();
      const lost = session.createKey('lost', 2);
      const lostId = session.mint('thing');
      back();
      return { kept, lost, lostId, again: session.mint('thing'), next: session.createKey('next', 3) };
    });
    expect(result.again).toBe(result.lostId);
    expect(result.next.key.id).toBe(result.lost.key.id);
    expect(own.keys.count).toBe(2);
    expect(own.totalReservedRateLimit).toBe(4);
    expect(own.keys.at(0).name).toBe('kept');
    expect(own.keys.at(1).name).toBe('next');
    const changes = committed.mock.calls[0]?.[3] ?? [];
    expect(changes.map(({ id, after }) => [id, (after as { name: string }).name])).toEqual([
      [result.kept.key.id, 'kept'],
      [result.next.key.id, 'next'],
    ]);
  });

  it('weighs its writes: keys, lives and their rows, catalogue records and history', async () => {
    const { store } = storeOf();
    const own = await sessionOf(store, EMPTY);
    expect(own.weight()).toBe(0);
    await store.write(EMPTY, 'a', (session) => session.createKey('k', 1));
    expect(own.weight()).toBe(450);
    own.noteStep({ method: 'POST', path: '/abc', query: 'q=1', body: '12345' });
    expect(own.weight()).toBe(450 + 2 * (64 + 4 + 3 + 5));
    own.noteStep({ clock: 1 });
    expect(own.weight()).toBe(450 + 2 * (64 + 4 + 3 + 5) + 32);
    own.noteStep({ method: 'DELETE', path: '/ab', query: '' });
    expect(own.weight()).toBe(450 + 2 * (64 + 4 + 3 + 5) + 32 + 2 * (64 + 3));
    await store.write(EMPTY, 'a', (session) =>
      session.collection('jobs').create({
        id: 'j',
        type: 'subscription_job',
        attributes: {},
        meta: { owner: 'store', timestamps: {} },
      }),
    );
    expect(own.weight()).toBe(450 + 2 * (64 + 4 + 3 + 5) + 32 + 2 * (64 + 3) + 3000);
  });

  it('weighs a copied life at 1,800 bytes, each row it made at 150 and each row it shares with the world at 8', async () => {
    const { store, worlds } = storeOf();
    const world = worlds.get(DEFAULT);
    await store.moveClock(DEFAULT, 'a', (clock) => clock + 400 * 86_400_000);
    const own = store.view(DEFAULT, 'a') as Session;
    let lives = 0;
    let made = 0;
    let shared = 0;
    const rowsOf = (life: { invoices: unknown[]; payments: unknown[]; states: unknown[]; dunning: unknown[] }) =>
      life.invoices.length + life.payments.length + life.states.length + life.dunning.length;
    for (const life of own.subscriptions.own()) {
      lives++;
      const was = world.subscriptions.get(life.bundle.subscription.id as string);
      const had = was === undefined ? 0 : rowsOf(was);
      shared += had;
      made += rowsOf(life) - had;
    }
    // A year and more of billing: every billed subscription copied, with rows of its own.
    expect(lives).toBeGreaterThan(0);
    expect(made).toBeGreaterThan(lives);
    expect(shared).toBeGreaterThan(0);
    // And the move itself, a step of its history (32, as above).
    expect(own.weight()).toBe(lives * 1800 + made * 150 + shared * 8 + 32);
  });

  it('labels the changes of each kind of record it holds, for the events', async () => {
    const { store, worlds } = storeOf();
    const world = worlds.get(DEFAULT);
    const committed = vi.fn<StoreListener['committed']>();
    store.listener = { committed, dropped: () => {} };
    await store.write(DEFAULT, 'a', (session) => {
      session.offerings.remove(world.offerings.at(0).offering.id as string);
      session.products.remove(world.products.at(0).id as string);
      session.plans.remove(world.plans.at(0).id as string);
      session.accounts.remove(world.accounts.at(0).id);
      session.collection('subscribers').remove(world.collection('subscribers').at(0).id);
    });
    await store.write(DEFAULT, 'b', (session) => {
      session.features.create({ id: 'f', external_ref: 'x', configuration: {} } as never);
    });
    const labels = committed.mock.calls.flatMap(([, , , changes]) => changes.map(({ label }) => label));
    expect(labels).toEqual(['offerings', 'products', 'plans', 'accounts', 'collection subscribers', 'features']);
    const own = store.view(DEFAULT, 'a') as Session;
    expect(own.offerings).toBe(own.offerings);
    expect(own.features).toBe(own.features);
    expect(own.accounts.count).toBe(world.accounts.count - 1);
    expect(own.features.count).toBe(world.features.count);
  });

  it('counts a kind without making its copy until written', async () => {
    const { store, worlds } = storeOf();
    const own = await sessionOf(store);
    const world = worlds.get(DEFAULT);
    expect(own.countOf('subscribers')).toBe(world.collection('subscribers').count);
    expect(own.countOf('dunning-rules')).toBe(1);
    await store.write(DEFAULT, 'a', (session) =>
      session.collection('dunning-rules').remove(world.collection('dunning-rules').at(0).id),
    );
    expect(own.countOf('dunning-rules')).toBe(0);
    expect(world.countOf('dunning-rules')).toBe(1);
  });

  it('a move worked out on a world of many subscriptions bills them, reads unchanged until made', async () => {
    const { store, worlds } = storeOf();
    const many = named('many-subscriptions');
    const world = worlds.get(many);
    const own = await sessionOf(store, many);
    const before = own.subscriptions.at(0);
    const staged = await own.stageMove(CLOCK + 90 * 86_400_000, () => undefined);
    expect(staged.staged.length).toBeGreaterThan(0);
    expect(staged.next).toBeGreaterThan(CLOCK + 90 * 86_400_000);
    expect(own.subscriptions.at(0)).toBe(before);
    expect(own.clock).toBe(CLOCK);
    const revision = own.revision;
    own.commitMove(staged);
    expect(own.clock).toBe(CLOCK + 90 * 86_400_000);
    expect(own.revision).toBe(revision + 1);
    for (const life of staged.staged) expect(own.subscriptions.get(life.bundle.subscription.id as string)).toBe(life);
    expect(world.subscriptions.at(0)).toBe(before);
    // A move to a time before the next event changes nothing but the clock.
    const quiet = await own.stageMove(CLOCK + 90 * 86_400_000 + 1000, () => undefined);
    expect(quiet).toEqual({ until: CLOCK + 90 * 86_400_000 + 1000, staged: [], next: staged.next });
    // A move that goes nowhere leaves the clock, and the next write is dated a second after it.
    own.commitMove({ until: CLOCK, staged: [], next: staged.next });
    expect(own.clock).toBe(CLOCK + 90 * 86_400_000);
  });

  it('a write bills first what fell due up to its time, each subscription when its time comes, and the next after', async () => {
    const { store, worlds } = storeOf();
    const world = worlds.get(DEFAULT);
    const due = world.nextEvent;
    const lives = Array.from({ length: world.subscriptions.count }, (_, index) => world.subscriptions.at(index));
    const dueFirst = lives.filter((life) => nextEvent(life) === due).map((life) => life.bundle.subscription.id);
    expect(dueFirst.length).toBeGreaterThan(0);
    await store.moveClock(DEFAULT, 'a', () => due - 1000);
    const own = store.view(DEFAULT, 'a') as Session;
    const same = () => lives.map((life) => own.subscriptions.get(life.bundle.subscription.id as string) === life);
    expect(same()).toEqual(lives.map(() => true));
    // Dated at the clock (due - 1s): nothing is due yet.
    await store.write(DEFAULT, 'a', (session) => session.stamp());
    expect(same()).toEqual(lives.map(() => true));
    // Dated a second later, at `due`: the subscriptions due then are billed (on copies), the others are not.
    await store.write(DEFAULT, 'a', (session) => session.stamp());
    expect(same()).toEqual(lives.map((life) => !dueFirst.includes(life.bundle.subscription.id)));
    for (const id of dueFirst) {
      const billed = own.subscriptions.get(id as string) as (typeof lives)[number];
      expect(nextEvent(billed)).toBeGreaterThan(due);
    }
    // The next event of all, whichever subscription it is, is billed by a move past it.
    const current = lives.map(
      (life) => own.subscriptions.get(life.bundle.subscription.id as string) as (typeof lives)[number],
    );
    const next = Math.min(...current.map(nextEvent));
    const second = current.filter((life) => nextEvent(life) === next);
    await store.moveClock(DEFAULT, 'a', () => next);
    for (const life of second) {
      const moved = own.subscriptions.get(life.bundle.subscription.id as string) as (typeof lives)[number];
      expect(moved).not.toBe(life);
      expect(nextEvent(moved)).toBeGreaterThan(next);
    }
  });

  it('a stopped move is refused with the reason it was stopped for', async () => {
    const { store } = storeOf();
    const own = await sessionOf(store, named('many-subscriptions'));
    await expect(own.stageMove(CLOCK + 50 * 365 * 86_400_000, () => 'stop now')).rejects.toEqual(
      new Refused('stop now'),
    );
  });

  it('refuses a write once its clock is at its end', async () => {
    const { store } = storeOf();
    await store.moveClock(EMPTY, 'a', () => LATEST);
    expect(await store.write(EMPTY, 'a', (session) => session.stamp())).toBe(LATEST);
    await expect(store.write(EMPTY, 'a', (session) => session.stamp())).rejects.toEqual(
      new Refused("the session's clock is at its end (9999-12-31T23:59:59Z): no write can be dated after it"),
    );
  });

  it('acts on a subscription on a copy, dated at its write; an unknown id is undefined and no write', async () => {
    const { store, worlds } = storeOf();
    const own = await sessionOf(store);
    const life = worlds.get(DEFAULT).subscriptions.at(0);
    const id = life.bundle.subscription.id as string;
    const revision = own.revision;
    expect(await store.write(DEFAULT, 'a', (session) => session.act('nope', 'pause'))).toBeUndefined();
    expect(own.revision).toBe(revision);
    expect(own.worldLife(id)).toBe(life);
    expect(own.worldLife('nope')).toBeUndefined();
    const state = await store.write(DEFAULT, 'a', (session) => session.act(id, 'cancel'));
    expect(state).toBeDefined();
    expect(own.subscriptions.get(id)).not.toBe(life);
    expect(own.worldLife(id)).toBe(life);
    expect(own.revision).toBe(revision + 1);
  });
});
