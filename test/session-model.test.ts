import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCore } from '../src/emulator.js';
import type { Subscription } from '../src/schemas/index.js';
import { formatProblems } from '../src/validate/problems.js';
import { worldProblems } from '../src/validate/world.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { call, type Requester } from './support/inprocess.js';

// The emulator's writes against a plain model of the rules: random sequences of key and subscription writes, the
// same statuses and the same lists from both, and every state the session reaches passes the schemas and data rules.
const RUNS = Number(process.env.FUZZ_RUNS ?? 400) >= 20_000 ? 300 : 60;
const LIMIT = 100;

type Op =
  | { kind: 'create'; name: string; share: number }
  | { kind: 'update'; pick: number; name?: string; share?: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'act'; pick: number; action: 'pause' | 'resume' | 'cancel' };

const name = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    name,
    share: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 })),
  }),
  fc.record(
    {
      kind: fc.constant('update' as const),
      pick: fc.nat(),
      name: fc.option(name, { nil: undefined }),
      share: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    },
    { requiredKeys: ['kind', 'pick'] },
  ),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('act' as const),
    pick: fc.nat(),
    action: fc.constantFrom('pause' as const, 'resume' as const, 'cancel' as const),
  }),
);

interface ModelKey {
  id: string;
  name: string;
  share: number;
}
interface ModelSubscription {
  id: string;
  paused: boolean;
  canceled: boolean;
  closed: boolean;
  suspended: boolean;
  active: boolean;
  can: { pause: boolean; resume: boolean; cancel: boolean };
}

/** The rules of DESIGN "Sessions and writes", written plainly and apart from the emulator's code. */
function allowed(s: ModelSubscription, action: 'pause' | 'resume' | 'cancel'): boolean {
  if (s.closed) return false;
  if (action === 'pause') return !s.suspended && !s.paused && !s.canceled && s.active && s.can.pause;
  if (action === 'cancel') return !s.canceled && s.can.cancel;
  return !s.suspended && (s.paused || s.canceled) && s.can.resume;
}

/** A request in the model's own session, its body as JSON; the status and the parsed answer. */
async function send(emulator: Requester, method: string, path: string, json?: unknown) {
  const at = `${path}${path.includes('?') ? '&' : '?'}session=model`;
  const response = await call(emulator, at, { method, json });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: the model reads whatever the answer holds
  return { status: response.status, body: (text === '' ? null : JSON.parse(text)) as any };
}

describe('writes against a plain model of the rules', () => {
  it('statuses, lists and flags agree, and every state keeps the data rules', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const { emulator, control } = createCore({}, () => {
          throw new Error('no msw here');
        });
        const list = async () => (await send(emulator, 'GET', '/v2/application-keys?page[limit]=100')).body;
        const initial = await list();
        const keys: ModelKey[] = initial.data.map((key: ModelKey & { reserved_rate_limit: number }) => ({
          id: key.id,
          name: key.name,
          share: key.reserved_rate_limit,
        }));
        const subscriptions: ModelSubscription[] = [];
        for (const id of Object.values(WELL_KNOWN_IDS)) {
          const { body } = await send(emulator, 'GET', `/v2/subscriptions/subscriptions/${id}?include=plans`);
          const s = body.data as Subscription;
          const plan = body.included.plans.find((p: { id: string }) => p.id === s.attributes.plan_id).attributes;
          subscriptions.push({
            id,
            ...pick(s.meta),
            active: s.meta.status === 'active',
            can: { pause: plan.can_pause, resume: plan.can_resume, cancel: plan.can_cancel },
          });
        }
        const total = () => keys.reduce((sum, key) => sum + key.share, 0);
        for (const step of ops) {
          if (step.kind === 'create') {
            const answer = await send(emulator, 'POST', '/v2/application-keys', {
              data: { type: 'application_key', name: step.name, reserved_rate_limit: step.share },
            });
            const fits = total() + step.share <= LIMIT;
            expect(answer.status).toBe(fits ? 201 : 409);
            if (fits) keys.push({ id: answer.body.data.id, name: step.name, share: step.share });
          } else if (step.kind === 'update' && keys.length > 0) {
            const key = keys[step.pick % keys.length] as ModelKey;
            const answer = await send(emulator, 'PUT', `/v2/application-keys/${key.id}`, {
              data: { type: 'application_key', name: step.name, reserved_rate_limit: step.share },
            });
            const fits = total() - key.share + (step.share ?? key.share) <= LIMIT;
            expect(answer.status).toBe(fits ? 200 : 409);
            if (fits) Object.assign(key, { name: step.name ?? key.name, share: step.share ?? key.share });
          } else if (step.kind === 'delete' && keys.length > 0) {
            const [key] = keys.splice(step.pick % keys.length, 1) as [ModelKey];
            expect((await send(emulator, 'DELETE', `/v2/application-keys/${key.id}`)).status).toBe(204);
            expect((await send(emulator, 'DELETE', `/v2/application-keys/${key.id}`)).status).toBe(404);
          } else if (step.kind === 'act') {
            const s = subscriptions[step.pick % subscriptions.length] as ModelSubscription;
            const answer = await send(emulator, 'POST', `/v2/subscriptions/subscriptions/${s.id}/states`, {
              data: { type: 'subscription_state', attributes: { action: step.action } },
            });
            const ok = allowed(s, step.action);
            expect(answer.status, `${step.action} on ${JSON.stringify(s)}`).toBe(ok ? 204 : 422);
            if (ok && step.action === 'pause') s.paused = true;
            if (ok && step.action === 'cancel') s.canceled = true;
            if (ok && step.action === 'resume') Object.assign(s, { paused: false, canceled: false });
          }
        }
        const body = await list();
        expect(
          body.data.map((key: { id: string; name: string; reserved_rate_limit: number }) => ({
            id: key.id,
            name: key.name,
            share: key.reserved_rate_limit,
          })),
        ).toEqual(keys);
        expect(body.meta.total_reserved_rate_limit).toBe(total());
        for (const s of subscriptions) {
          const read = (await send(emulator, 'GET', `/v2/subscriptions/subscriptions/${s.id}`)).body
            .data as Subscription;
          expect(pick(read.meta)).toEqual({
            paused: s.paused,
            canceled: s.canceled,
            closed: s.closed,
            suspended: s.suspended,
          });
        }
        const view = control.store.view(control.scenarios.get('default') as never, 'model');
        expect(formatProblems(worldProblems(view, new Date(view.clock), LIMIT), 'session')).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });
});

function pick(meta: Subscription['meta']) {
  return { paused: meta.paused, canceled: meta.canceled, closed: meta.closed, suspended: meta.suspended };
}
