import type { InvoiceRow, Life } from '../billing/life.js';
import { invoiceId } from '../billing/records.js';
import type { ApiVersion, OfferingRecord, StorePlan, StoreProduct } from '../catalog/types.js';
import { offeringJson, productJson } from '../render/catalog.js';
import { invoiceJson } from '../render/invoices.js';
import type { Renderer } from '../render/renderer.js';
import { subscriptionJson } from '../render/subscriptions.js';
import { integrationJson } from '../routes/integrations.js';
import { scheduleJson } from '../routes/schedules.js';
import { subscriber2024, subscriber2026 } from '../routes/subscribers.js';
import type { Subscription } from '../schemas/index.js';
import type { StoreRecord } from '../store/collections.js';
import type { Change } from '../store/records.js';
import type { View } from '../store/view.js';
import type { EventKey } from './keys.js';

/**
 * What a write's changes emit: each change of a resource the observable-events list names becomes its key, with the
 * resource as the API answers it in the emulator's version (`{"data": ...}`), or only `{type, id}` when it was
 * deleted. A subscription emits the step its state took (see `phaseOf`) and an event per invoice it gained.
 */

/** An event worked out from a write, before it is numbered and delivered. */
export interface EventDraft {
  /** Its place among the events the write emitted, in the order they were worked out (for its id). */
  seq?: number;
  key: EventKey | 'integration.created' | 'integration.updated' | 'integration.deleted';
  /** When it happened by the session's clock (ms). */
  at: number;
  resource: { type: string; id: string };
  /**
   * The payload's JSON: `{"data": <the resource>}`, or `{"type": ..., "id": ...}` for a deleted one; or what makes it,
   * on first use (records are never changed, so it makes the same later: a clock move that bills thousands of invoices
   * does not serialise them unless they are read or delivered).
   */
  payload: string | (() => string);
}

/** What rendering a payload needs: the version, the renderer, and the session after the write. */
export interface DeriveContext {
  version: ApiVersion;
  render: Renderer;
  view: View;
  /** The session's clock after the write (ms): when a write's own changes happened. */
  clock: number;
  /** Where the emulator answers (for an integration's `links.self`). */
  origin: string;
  /**
   * Which invoice events to make when a write bills many (a long clock move): the `newest` by time, and every one of
   * a key `always` holds for (an integration observes it, a test waits for it). Default: all.
   */
  keep?: { newest: number; always(key: string): boolean };
}

/** A write's events, in order by the session's clock, and how many it emitted in all (some may not be made). */
export interface Derived {
  drafts: EventDraft[];
  total: number;
}

/** A subscription's new invoices, made into events only if kept. */
interface InvoiceRun {
  life: Life;
  from: number;
  seq: number;
}

/**
 * Where a subscription stands, as its events tell it: `pending_pause` and `pending_cancel` while a paused or canceled
 * subscription still runs its paid period (it is `active` until the billing run at its `invoice_after` makes it
 * `inactive`), then `paused` and `canceled`; `suspended` and `closed` when dunning or the plan's end stopped it.
 */
type Phase = 'live' | 'pending' | 'pending_pause' | 'paused' | 'pending_cancel' | 'canceled' | 'suspended' | 'closed';

function phaseOf(meta: Subscription['meta']): Phase {
  if (meta.closed) return 'closed';
  if (meta.suspended) return 'suspended';
  if (meta.pending) return 'pending';
  if (meta.canceled) return meta.status === 'active' ? 'pending_cancel' : 'canceled';
  if (meta.paused) return meta.status === 'active' ? 'pending_pause' : 'paused';
  return 'live';
}

/**
 * The key of a step to `phase`. A suspension (dunning's `suspend`) is told as `subscription.paused`: the list has no
 * key of its own for it, and like a pause it stops billing until a resume; its payload shows `suspended: true`.
 * Going back to `live` from any other phase is `subscription.resumed`; being made pending emits nothing.
 */
const PHASE_KEYS: Readonly<Record<Phase, EventKey | undefined>> = {
  live: 'subscription.resumed',
  pending: undefined,
  pending_pause: 'subscription.pending_pause',
  paused: 'subscription.paused',
  pending_cancel: 'subscription.pending_cancel',
  canceled: 'subscription.canceled',
  suspended: 'subscription.paused',
  closed: 'subscription.closed',
};

/** The resources of the observable-events list, by the session's name for their records. */
const PLAIN: Readonly<
  Record<string, { prefix: string; json: (record: never, context: DeriveContext) => string; now?: true }>
> = {
  'collection subscribers': {
    prefix: 'subscription-subscriber',
    json: (record: StoreRecord, { version, view }) =>
      JSON.stringify(version === '2024' ? subscriber2024(record) : subscriber2026(record, view)),
    // What it shows depends on the session as it is now (entitlements), as the next one does (`scheduled_for`).
    now: true,
  },
  'collection jobs': { prefix: 'subscription-job', json: (record: StoreRecord, { render }) => render.json(record) },
  'collection schedules': {
    prefix: 'subscription-schedule',
    json: (record: StoreRecord, { view }) => scheduleJson(record, view),
    now: true,
  },
  // As the API answers it, a queue's credentials masked (a webhook's secret is the receiver's own).
  'collection integrations': {
    prefix: 'integration',
    json: (record: StoreRecord, { origin }) => integrationJson(record, origin),
  },
  products: { prefix: 'subscription-product', json: (record: StoreProduct, { render }) => render.json(record) },
  plans: { prefix: 'subscription-plan', json: (record: StorePlan, { render }) => render.json(record) },
};

/** The key `prefix.what`, one string per key however many events carry it (a storm of writes keeps many). */
const EVENT_KEYS = new Map<string, EventKey>();
function eventKey(prefix: string, what: 'created' | 'updated' | 'deleted'): EventKey {
  const text = `${prefix}.${what}`;
  let key = EVENT_KEYS.get(text);
  if (key === undefined) {
    key = text as EventKey;
    EVENT_KEYS.set(text, key);
  }
  return key;
}

const dataOf = (json: string) => `{"data":${json}}`;
const gone = (type: string, id: string) => JSON.stringify({ type, id });

/** A record's own time (its `updated_at`), or `fallback`. */
function timeOf(record: unknown, fallback: number): number {
  const meta = (record as { meta?: { timestamps?: Record<string, unknown> } }).meta;
  const attributes = (record as { attributes?: Record<string, unknown> }).attributes;
  const stamp = meta?.timestamps?.updated_at ?? attributes?.updated_at;
  const at = typeof stamp === 'string' ? Date.parse(stamp) : Number.NaN;
  return Number.isNaN(at) || at > fallback ? fallback : at;
}

/** Whether any change is of a record the observable-events list tells of (an application key's are not). */
function observable(changes: readonly Change[]): boolean {
  for (const { label } of changes) {
    if (label === 'subscriptions' || label === 'offerings' || PLAIN[label] !== undefined) return true;
  }
  return false;
}

/** The events of a write's changes, in the order they happened by the session's clock. */
export function deriveEvents(changes: readonly Change[], context: DeriveContext): Derived {
  // A key's create or delete (most writes of a test run) tells of nothing: no map, no drafts, no sort.
  if (!observable(changes)) return { drafts: [], total: 0 };
  // Each record once: as it was before the write's first change of it, and as the write left it.
  const net = new Map<string, { label: string; id: string; before: unknown; after: unknown }>();
  for (const change of changes) {
    const key = `${change.label}\u0000${change.id}`;
    const seen = net.get(key);
    if (seen === undefined) net.set(key, { ...change });
    else seen.after = change.after;
  }
  const drafts = new Sink();
  for (const { label, id, before, after } of net.values()) {
    if (before === undefined && after === undefined) continue;
    if (label === 'subscriptions') lifeEvents(before as Life | undefined, after as Life | undefined, context, drafts);
    else if (label === 'offerings') {
      offeringEvents(before as OfferingRecord | undefined, after as OfferingRecord | undefined, context, drafts);
    } else {
      const plain = PLAIN[label];
      if (plain === undefined) continue;
      const record = (after ?? before) as { type: string; id?: string };
      const type = record.type;
      if (after === undefined) {
        drafts.push({
          key: eventKey(plain.prefix, 'deleted'),
          at: context.clock,
          resource: { type, id },
          payload: gone(type, id),
        });
      } else {
        const make = () => dataOf(plain.json(after as never, context));
        const key = eventKey(plain.prefix, before === undefined ? 'created' : 'updated');
        drafts.push({
          key,
          at: timeOf(after, context.clock),
          resource: { type, id },
          payload: plain.now ? make() : make,
        });
      }
    }
  }
  const made = drafts.drafts;
  invoiceEvents(drafts.runs, context, made);
  // What happened at the same moment keeps the order it was worked out in.
  made.sort((a, b) => a.at - b.at || (a.seq as number) - (b.seq as number));
  return { drafts: made, total: drafts.next };
}

/** Drafts numbered in the order they are worked out; a subscription's new invoices as a run, numbered alike. */
class Sink {
  readonly drafts: EventDraft[] = [];
  readonly runs: InvoiceRun[] = [];
  next = 0;

  push(draft: EventDraft): void {
    draft.seq = this.next++;
    this.drafts.push(draft);
  }

  invoices(life: Life, from: number): void {
    const count = life.invoices.length - from;
    if (count <= 0) return;
    this.runs.push({ life, from, seq: this.next });
    this.next += count;
  }
}

/**
 * The `subscription-invoice.created` events of the runs, into `drafts`: all of them, or, when a write made more than
 * `keep.newest` and nobody asks for them all, the newest that many by time (the rest are numbered, never made).
 */
function invoiceEvents(runs: readonly InvoiceRun[], context: DeriveContext, drafts: EventDraft[]): void {
  const key = 'subscription-invoice.created';
  let count = 0;
  for (const run of runs) count += run.life.invoices.length - run.from;
  let from = Number.NEGATIVE_INFINITY;
  const { keep } = context;
  if (keep !== undefined && count > keep.newest && !keep.always(key)) {
    const times = new Float64Array(count);
    let at = 0;
    for (const { life, from: first } of runs) {
      for (let index = first; index < life.invoices.length; index++)
        times[at++] = (life.invoices[index] as InvoiceRow).createdAt;
    }
    times.sort();
    from = times[count - keep.newest] as number;
  }
  const { render, version } = context;
  for (const { life, from: first, seq } of runs) {
    for (let index = first; index < life.invoices.length; index++) {
      const row = life.invoices[index] as InvoiceRow;
      if (row.createdAt < from) continue;
      drafts.push({
        seq: seq + index - first,
        key,
        at: row.createdAt,
        resource: { type: INVOICE, id: invoiceId(life, row.number) },
        payload: () => dataOf(invoiceJson(render, version, life, row)),
      });
    }
  }
}

function offeringEvents(
  before: OfferingRecord | undefined,
  after: OfferingRecord | undefined,
  context: DeriveContext,
  drafts: Sink,
): void {
  const type = 'subscription_offering';
  const id = ((after ?? before) as OfferingRecord).offering.id as string;
  if (after === undefined) {
    drafts.push({
      key: 'subscription-offering.deleted',
      at: context.clock,
      resource: { type, id },
      payload: gone(type, id),
    });
  } else {
    const key = before === undefined ? 'subscription-offering.created' : 'subscription-offering.updated';
    const { render, version } = context;
    const payload = () => dataOf(offeringJson(render, version, after));
    drafts.push({ key, at: timeOf(after.offering, context.clock), resource: { type, id }, payload });
  }
  // Under 2026 an offering's plans are resources of their own (`subscription_offering_plan`): each one made, changed
  // or taken away is a plan event. (Under 2024 the store's products and plans are, above.)
  if (context.version !== '2026') return;
  const was = new Map((before?.products ?? []).map((product) => [product.id as string, product]));
  const planType = 'subscription_offering_plan';
  const { render } = context;
  for (const product of after?.products ?? []) {
    const old = was.get(product.id as string);
    was.delete(product.id as string);
    if (old === product) continue;
    const json = productJson(render, '2026', after as OfferingRecord, product);
    // A write to the offering may make its other plans' records again: a plan that answers as it did is unchanged.
    if (old !== undefined && json === productJson(render, '2026', before as OfferingRecord, old)) continue;
    drafts.push({
      key: old === undefined ? 'subscription-plan.created' : 'subscription-plan.updated',
      at: context.clock,
      resource: { type: planType, id: product.id as string },
      payload: dataOf(json),
    });
  }
  for (const planId of was.keys()) {
    drafts.push({
      key: 'subscription-plan.deleted',
      at: context.clock,
      resource: { type: planType, id: planId },
      payload: gone(planType, planId),
    });
  }
}

const INVOICE = 'subscription_invoice';

/**
 * When a subscription's step happened: a move of its subscriber's at its state's time; one of dunning at its last
 * payment's; one of a billing run (a pause or cancel taking effect, a plan ending) at that run, its `invoice_after`.
 */
function stepTime(before: Life, after: Life, context: DeriveContext): number {
  if (after.states.length > before.states.length) {
    const at = Date.parse((after.states.at(-1) as { meta: { created_at: string } }).meta.created_at);
    if (!Number.isNaN(at)) return at;
  }
  if (after.payments.length > before.payments.length) return (after.payments.at(-1) as { at: number }).at;
  const run = Date.parse(before.bundle.subscription.meta.invoice_after);
  return Number.isNaN(run) || run > context.clock ? context.clock : run;
}

function lifeEvents(before: Life | undefined, after: Life | undefined, context: DeriveContext, drafts: Sink) {
  const type = 'subscription';
  const life = (after ?? before) as Life;
  const id = life.bundle.subscription.id as string;
  if (after === undefined) {
    // A subscription deleted takes its invoices with it.
    for (const row of life.invoices) {
      const invoice = invoiceId(life, row.number);
      drafts.push({
        key: 'subscription-invoice.deleted',
        at: context.clock,
        resource: { type: INVOICE, id: invoice },
        payload: gone(INVOICE, invoice),
      });
    }
    return;
  }
  const { render, version } = context;
  const subscription = () => dataOf(subscriptionJson(render, version, after));
  if (before === undefined) {
    const created = Date.parse(after.bundle.subscription.meta.timestamps.created_at);
    const at = Number.isNaN(created) ? context.clock : created;
    drafts.push({ key: 'subscription.created', at, resource: { type, id }, payload: subscription });
  } else {
    const from = phaseOf(before.bundle.subscription.meta);
    const to = phaseOf(after.bundle.subscription.meta);
    const key = from === to ? undefined : PHASE_KEYS[to];
    if (key !== undefined) {
      drafts.push({ key, at: stepTime(before, after, context), resource: { type, id }, payload: subscription });
    }
  }
  drafts.invoices(after, before?.invoices.length ?? 0);
}
