import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCore } from '../src/emulator.js';
import { addInterval, type IntervalType } from '../src/factories/index.js';
import type { Invoice, Plan, Subscription } from '../src/schemas/index.js';
import { formatProblems } from '../src/validate/problems.js';
import { worldProblems } from '../src/validate/world.js';
import { WELL_KNOWN_IDS } from '../src/world/ids.js';
import { call, getJson } from './support/inprocess.js';

// The billing engine against a plain model of DESIGN "Time and billing" and README "Back office": random sequences of
// the subscriber's moves, clock moves and new default dunning rules (retries, their spacing, the action after them,
// applied from the next retry or run on); after each step the flags, status and invoices agree, and every state
// passes the data rules.
const RUNS = Number(process.env.FUZZ_RUNS ?? 400) >= 20_000 ? 200 : 40;
const DAY = 86_400_000;

type Action = 'suspend' | 'close' | 'pause' | 'none';
/** A store dunning rule as the model applies it. */
interface Policy {
  retries: number;
  /** The wait before retry `k` (1 for the first), in ms. */
  delay(k: number): number;
  action: Action;
}
type RuleStep = {
  kind: 'rule';
  retries: number;
  interval: number;
  unit: 'day' | 'week';
  backoff: boolean;
  action: Action;
};
type Step =
  | { kind: 'act'; pick: number; action: 'pause' | 'resume' | 'cancel' }
  | { kind: 'clock'; hours: number }
  | RuleStep;
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('rule' as const),
    retries: fc.integer({ min: 0, max: 4 }),
    interval: fc.integer({ min: 1, max: 3 }),
    unit: fc.constantFrom('day' as const, 'week' as const),
    backoff: fc.boolean(),
    action: fc.constantFrom('suspend' as const, 'close' as const, 'pause' as const, 'none' as const),
  }),
  fc.record({
    kind: fc.constant('act' as const),
    pick: fc.nat(),
    action: fc.constantFrom('pause' as const, 'resume' as const, 'cancel' as const),
  }),
  fc.record({
    kind: fc.constant('clock' as const),
    hours: fc.oneof(fc.integer({ min: 1, max: 48 }), fc.integer({ min: 24 * 7, max: 24 * 70 })),
  }),
);

interface Model {
  id: string;
  flags: { paused: boolean; canceled: boolean; closed: boolean; suspended: boolean };
  active: boolean;
  can: { pause: boolean; resume: boolean; cancel: boolean };
  plan: { type: IntervalType; frequency: number; close: boolean; length: number };
  firstRun: number;
  runs: number;
  invoices: number;
  paid: number;
  /** Failed invoices still being retried: the attempts made and the time of the next. */
  dunning: { attempts: number; next: number }[];
}

const fails = (scenario: string) => scenario === 'payments-failing';

/** Ten retries a day apart, then `--dunning-action` (the default `suspend`): until a rule is written. */
const TEN_DAILY: Policy = { retries: 10, delay: () => DAY, action: 'suspend' };

/** What the last retry's failure does to the subscription, as the rule's action says. */
function giveUp(m: Model, policy: Policy): void {
  if (policy.action === 'suspend') m.flags.suspended = true;
  if (policy.action === 'close') m.flags.closed = true;
  if (policy.action === 'pause') m.flags.paused = true;
  if (policy.action !== 'none') m.active = false;
}

/**
 * The model's billing, written from DESIGN and the README apart from the engine: runs at the plan's dates; a failed
 * payment retried as the store's rule says at each retry (its wait decided when the one before failed).
 */
function modelUntil(m: Model, until: number, failing: boolean, policy: Policy): void {
  for (;;) {
    if (m.flags.closed || m.flags.suspended) return;
    const run = addInterval(m.firstRun, m.plan.type, m.plan.frequency * m.runs);
    const retry = m.dunning.reduce((first, d) => Math.min(first, d.next), Number.POSITIVE_INFINITY);
    if (Math.min(run, retry) > until) return;
    if (retry <= run) {
      const d = m.dunning.find((entry) => entry.next === retry) as { attempts: number; next: number };
      d.attempts++;
      if (d.attempts > policy.retries) {
        m.dunning.splice(m.dunning.indexOf(d), 1);
        giveUp(m, policy);
      } else d.next += policy.delay(d.attempts);
      continue;
    }
    m.runs++;
    if (m.plan.close && m.paid >= m.plan.length) {
      m.flags.closed = true;
      m.active = false;
    } else if (m.flags.paused || m.flags.canceled) {
      m.active = false;
    } else {
      m.invoices++;
      if (failing && run > Date.parse('2026-01-01T00:00:00Z')) {
        if (policy.retries === 0) giveUp(m, policy);
        else m.dunning.push({ attempts: 1, next: run + policy.delay(1) });
      } else {
        m.paid++;
        m.active = true;
      }
    }
  }
}

function allowed(m: Model, action: string): boolean {
  const f = m.flags;
  if (f.closed) return false;
  if (action === 'pause') return !f.suspended && !f.paused && !f.canceled && m.active && m.can.pause;
  if (action === 'cancel') return !f.canceled && m.can.cancel;
  return !f.suspended && (f.paused || f.canceled) && m.can.resume;
}

describe('the billing engine against a plain model', () => {
  it.each(['default', 'payments-failing'])(
    'in %s: flags, status and invoices agree, every state keeps the rules',
    async (scenario) => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
          const { emulator, control } = createCore({ scenario }, () => {
            throw new Error('no msw here');
          });
          const get = async (path: string, query = '') =>
            (
              await getJson<{ data: unknown; included: { plans: Plan[] } }>(
                emulator,
                query === '' ? path : `${path}?${query}`,
              )
            ).body;
          const ids = [WELL_KNOWN_IDS.active, WELL_KNOWN_IDS.paused, WELL_KNOWN_IDS.canceled, WELL_KNOWN_IDS.resumed];
          const models: Model[] = [];
          for (const id of ids) {
            const body = await get(`/v2/subscriptions/subscriptions/${id}`, 'include=plans');
            const s = body.data as Subscription;
            const plan = (body.included.plans as Plan[]).find((p) => p.id === s.attributes.plan_id) as Plan;
            const invoices = (await get(`/v2/subscriptions/subscriptions/${id}/invoices`, 'page[limit]=100'))
              .data as Invoice[];
            const a = plan.attributes;
            const firstRun = Date.parse(invoices[0]?.attributes.billing_period.start ?? s.meta.invoice_after);
            models.push({
              id,
              flags: {
                paused: s.meta.paused,
                canceled: s.meta.canceled,
                closed: s.meta.closed,
                suspended: s.meta.suspended,
              },
              active: s.meta.status === 'active',
              can: { pause: a.can_pause, resume: a.can_resume, cancel: a.can_cancel },
              plan: {
                type: a.billing_interval_type,
                frequency: a.billing_frequency,
                close: a.end_behavior === 'close',
                length: a.plan_length,
              },
              firstRun,
              runs: 0,
              invoices: invoices.length,
              paid: invoices.filter((invoice) => !invoice.attributes.outstanding).length,
              dunning: [],
            });
            // The runs made so far: every date from the first up to the next one.
            let runs = 0;
            while (
              addInterval(firstRun, a.billing_interval_type, a.billing_frequency * runs) <
              Date.parse(s.meta.invoice_after)
            )
              runs++;
            (models.at(-1) as Model).runs = runs;
          }
          // The clock reads the time of what happened last; a write is dated at it, or a second later when something
          // was written at that time already; a move puts it exactly where it was asked to go.
          let clock = Date.parse('2026-01-01T00:00:00Z');
          let fresh = true;
          let policy = TEN_DAILY;
          const iso = (at: number) => `${new Date(at).toISOString().slice(0, 19)}Z`;
          for (const s of steps) {
            if (s.kind === 'clock') {
              if (s.hours > 0) {
                clock += s.hours * 3_600_000;
                fresh = true;
              }
              await emulator.clock.set(iso(clock));
              for (const m of models) modelUntil(m, clock, fails(scenario), policy);
            } else if (s.kind === 'rule') {
              // A new default rule: a write like any other (what falls due up to it is billed first, by the rule
              // before), then the rule for every retry and run after it.
              const at = fresh ? clock : clock + 1000;
              for (const model of models) modelUntil(model, at, fails(scenario), policy);
              const attributes = {
                payment_retry_type: s.backoff ? 'backoff' : 'fixed',
                payment_retry_interval: s.interval,
                payment_retry_unit: s.unit,
                ...(s.backoff ? { payment_retry_multiplier: 2 } : {}),
                payment_retries_limit: s.retries,
                action: s.action,
                default: true,
              };
              const answer = await call(emulator, '/v2/subscriptions/dunning-rules', {
                json: { data: { type: 'subscription_dunning_rule', attributes } },
              });
              expect(answer.status, await answer.clone().text()).toBe(201);
              const step = s.interval * (s.unit === 'week' ? 7 : 1) * DAY;
              policy = {
                retries: s.retries,
                delay: (k) => step * (s.backoff ? 2 ** (k - 1) : 1),
                action: s.action,
              };
              clock = at;
              fresh = false;
            } else {
              const m = models[s.pick % models.length] as Model;
              const at = fresh ? clock : clock + 1000;
              // What falls due up to the write's time happens first; a refused write takes it back with the rest.
              const before = structuredClone(models);
              for (const model of models) modelUntil(model, at, fails(scenario), policy);
              const answer = await call(emulator, `/v2/subscriptions/subscriptions/${m.id}/states`, {
                json: { data: { type: 'subscription_state', attributes: { action: s.action } } },
              });
              const ok = allowed(m, s.action);
              expect(answer.status, `${s.action} on ${JSON.stringify(m.flags)} active=${m.active}`).toBe(
                ok ? 204 : 422,
              );
              if (ok) {
                if (s.action === 'pause') m.flags.paused = true;
                if (s.action === 'cancel') m.flags.canceled = true;
                if (s.action === 'resume') Object.assign(m.flags, { paused: false, canceled: false });
                clock = at;
                fresh = false;
              } else models.splice(0, models.length, ...before);
            }
            expect(emulator.clock.now()).toBe(iso(clock));
            for (const m of models) {
              const s = (await get(`/v2/subscriptions/subscriptions/${m.id}`)).data as Subscription;
              const { paused, canceled, closed, suspended } = s.meta;
              expect({ paused, canceled, closed, suspended, active: s.meta.status === 'active' }, m.id).toEqual({
                ...m.flags,
                active: m.active,
              });
              const invoices = (await get(`/v2/subscriptions/subscriptions/${m.id}/invoices`, 'page[limit]=100'))
                .data as Invoice[];
              expect(invoices.length, `${m.id} invoices`).toBe(m.invoices);
              expect(invoices.filter((invoice) => !invoice.attributes.outstanding).length, `${m.id} paid`).toBe(m.paid);
            }
          }
          const view = control.store.view(control.scenarios.get(scenario) as never, 'default');
          expect(formatProblems(worldProblems(view, new Date(view.clock), 100), 'session')).toEqual([]);
        }),
        { numRuns: RUNS },
      );
    },
  );
});
