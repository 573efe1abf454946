import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { live } from '../src/billing/timeline.js';
import { createFaker, DEFAULT_NOW, LIFECYCLES, makeSubscriptionBundle } from '../src/factories/index.js';
import { createEmulator, subscriptionResponseSchema } from '../src/index.js';
import { ValidationError } from '../src/validate/problems.js';
import { getJson } from './support/inprocess.js';

// Random partial records: any subset of a coherent record's fields, some pushed to and past their limits. Every
// record the emulator accepts is served whole, valid, with every given field as given; every one it refuses is
// refused with a line naming a given field (or what contains it).
const RUNS = Number(process.env.PARTIAL_RUNS ?? (Number(process.env.FUZZ_RUNS ?? 400) >= 20_000 ? 2000 : 200));
const NOW = new Date(DEFAULT_NOW);
const ID = '11111111-2222-4333-8444-555555555555';

type Json = Record<string, unknown>;
type Leaf = { path: string[]; value: unknown };

function leaves(value: unknown, path: string[] = []): Leaf[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function put(target: Json, path: string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Json;
  }
  node[path.at(-1) as string] = value;
}

function read(source: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Json)[key] : undefined),
    source,
  );
}

/** A value at or past a field's limit, or of the wrong type. */
const twisted = fc.oneof(
  fc.constant(''),
  fc.constant('x'.repeat(2049)),
  fc.constant(-1),
  fc.constant(1.5),
  fc.constant('bogus'),
  fc.constant(12),
  fc.constant(null),
  fc.constant('x'.repeat(255)),
  fc.constant(100),
);

const PARTS = ['subscription', 'plan', 'product'] as const;
/** A coherent lived record to take fields from, and which fields, as they are or twisted. */
const partial = fc
  .record({
    seed: fc.integer({ min: 1, max: 50 }),
    lifecycle: fc.constantFrom(...LIFECYCLES),
    picks: fc.array(
      fc.record({
        part: fc.constantFrom(...PARTS),
        at: fc.nat(),
        twist: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: twisted }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  })
  .map(({ seed, lifecycle, picks }) => {
    const made = makeSubscriptionBundle(createFaker(seed, NOW), {
      id: ID,
      lifecycle,
      now: NOW,
    });
    const { bundle } = live(made, lifecycle, NOW, { dunningAction: 'suspend', model: '2024' });
    const sources = {
      subscription: leaves(bundle.subscription).filter(
        (leaf) =>
          !['offering', 'relationships', 'included'].includes(leaf.path[1] ?? '') && leaf.path[0] !== 'relationships',
      ),
      plan: leaves(bundle.plans[0]),
      product: leaves(bundle.products[0]),
    };
    const record: { subscription: Json; plans?: Json[]; products?: Json[] } = { subscription: { id: ID } };
    const given: { part: (typeof PARTS)[number]; path: string[]; value: unknown }[] = [];
    for (const { part, at, twist } of picks) {
      const pool = sources[part];
      const leaf = pool[at % pool.length] as Leaf;
      if (leaf.path.includes('relationships') || leaf.path[0] === 'id' || leaf.path[0] === 'type') continue;
      const value = twist === null ? leaf.value : twist;
      if (part === 'subscription') put(record.subscription, leaf.path, value);
      else {
        const key = part === 'plan' ? 'plans' : 'products';
        record[key] ??= [{}];
        put(record[key][0] as Json, leaf.path, value);
      }
      given.push({ part, path: leaf.path, value });
    }
    // A field picked twice keeps what was put last.
    const last = new Map(given.map((entry) => [`${entry.part} ${entry.path.join('.')}`, entry]));
    return { record, given: [...last.values()] };
  });

function served(emulator: ReturnType<typeof createEmulator>) {
  return getJson(emulator, `/v2/subscriptions/subscriptions/${ID}?scenario=partial&include=plans,products`);
}

describe('partial records', () => {
  it('accepted: whole, valid and every given field kept (one given null left out); refused: a line names a given field', async () => {
    await fc.assert(
      fc.asyncProperty(partial, async ({ record, given }) => {
        let emulator: ReturnType<typeof createEmulator>;
        try {
          emulator = createEmulator({
            scenarios: [{ name: 'partial', description: 'a partial record', records: { subscriptions: [record] } }],
          });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          const paths = given.map(
            ({ part, path }) =>
              `records.subscriptions[0].${part === 'subscription' ? 'subscription' : `${part}s[0]`}.${path.join('.')}`,
          );
          const named = error.lines.some((line) => {
            const at = line.split(': ')[2] ?? '';
            return paths.some(
              (path) =>
                at === path || at.startsWith(`${path}.`) || path.startsWith(`${at}.`) || at.startsWith(`${path}[`),
            );
          });
          expect(named, `${error.lines.join('\n')}\n--- given: ${paths.join(', ')}`).toBe(true);
          return;
        }
        const answer = await served(emulator);
        expect(answer.status).toBe(200);
        const body = subscriptionResponseSchema.parse(answer.body);
        for (const { part, path, value } of given) {
          const source =
            part === 'subscription'
              ? body.data
              : part === 'plan'
                ? body.included?.plans?.[0]
                : body.included?.products?.[0];
          // A field given `null` is left out (but `last_used_at`, whose null is the API's own value).
          const kept = value === null && path.at(-1) !== 'last_used_at' ? undefined : value;
          expect(read(source, path), `${part}.${path.join('.')}`).toEqual(kept);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
