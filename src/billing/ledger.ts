import { apiError, errors } from '../http/errors.js';
import { derivedOf } from '../store/derived.js';
import type { Filter, Found } from '../store/records.js';
import type { Session } from '../store/session.js';
import type { View } from '../store/view.js';
import { Refused } from './actions.js';
import { dunningPolicyOf } from './dunning.js';
import { type DunningPolicy, type PaymentOutcome, refund, refundRefusal, settle, settleRefusal } from './engine.js';
import { copyLife, type InvoiceRow, type Life, type PaymentRow, type RefundRow } from './life.js';
import { invoiceId, paymentId, refundId } from './records.js';

/**
 * The store's invoices across its subscriptions: a list in creation order (then the subscriptions' list order, then
 * number) and, on first use, a map of invoice ids, built once per view revision (a world's once), so that the
 * store-wide list, its filters and a lookup by id never scan every subscription per request.
 */
interface Index {
  readonly revision: number;
  /** The view's subscriptions in list order when the index was built. */
  readonly lives: readonly Life[];
  /** Entry `k`: `lives[owner[k]].invoices[number[k] - 1]`. */
  readonly owner: Uint32Array;
  readonly number: Uint32Array;
  byId?: Map<string, number>;
}

/** A store-wide invoice: the subscription it belongs to and its row there. */
export interface InvoiceAt {
  readonly life: Life;
  readonly row: InvoiceRow;
}

/** The name the index is kept under (src/store/derived.ts): a write that is taken back drops it. */
const INDEX = 'ledger index';

/**
 * Drops the view's index: for a write that looked invoices up (building the index at the write's revision) and then
 * changed subscriptions, which moves no revision of its own.
 */
export function forgetIndex(view: View): void {
  derivedOf(view).delete(INDEX);
}

/** The view's index as of its revision: built now when there is none yet. */
function indexOf(view: View): Index {
  const held = derivedOf(view).get(INDEX) as Index | undefined;
  if (held !== undefined && held.revision === view.revision) return held;
  const lives: Life[] = [];
  let count = 0;
  const { subscriptions } = view;
  for (let position = 0; position < subscriptions.count; position++) {
    const life = subscriptions.at(position);
    lives.push(life);
    count += life.invoices.length;
  }
  const index = ordered(lives, count);
  const made: Index = { revision: view.revision, lives, ...index };
  derivedOf(view).set(INDEX, made);
  return made;
}

/** Entries a packed sort key holds: their index takes the low 21 bits. */
const PACKED = 2 ** 21;

/** Every invoice of `lives` in creation order (then list position, then number). */
function ordered(lives: readonly Life[], count: number): { owner: Uint32Array; number: Uint32Array } {
  const created = new Float64Array(count);
  const owner = new Uint32Array(count);
  const number = new Uint32Array(count);
  let k = 0;
  let whole = true;
  lives.forEach((life, position) => {
    for (const row of life.invoices) {
      created[k] = row.createdAt;
      owner[k] = position;
      number[k] = row.number;
      whole &&= row.createdAt % 1000 === 0 && row.createdAt >= 0;
      k++;
    }
  });
  // Entries were collected by position, then number: their index breaks a tie of creation times in that order.
  let order: ArrayLike<number>;
  if (whole && count < PACKED) {
    // Whole seconds (every time the engine makes): one number per entry, sorted natively.
    const keys = new Float64Array(count);
    for (let i = 0; i < count; i++) keys[i] = ((created[i] as number) / 1000) * PACKED + i;
    keys.sort();
    order = keys.map((key) => key % PACKED);
  } else {
    order = Array.from({ length: count }, (_, i) => i).sort(
      (a, b) => (created[a] as number) - (created[b] as number) || a - b,
    );
  }
  const sortedOwner = new Uint32Array(count);
  const sortedNumber = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    const from = order[i] as number;
    sortedOwner[i] = owner[from] as number;
    sortedNumber[i] = number[from] as number;
  }
  return { owner: sortedOwner, number: sortedNumber };
}

const entryAt = (index: Index, k: number): InvoiceAt => {
  const life = index.lives[index.owner[k] as number] as Life;
  return { life, row: life.invoices[(index.number[k] as number) - 1] as InvoiceRow };
};

/** The invoice with this id in the view (ids compared in lower case), or undefined. */
export function invoiceById(view: View, id: string): InvoiceAt | undefined {
  const index = indexOf(view);
  if (index.byId === undefined) {
    const byId = new Map<string, number>();
    for (let k = 0; k < index.owner.length; k++) {
      const { life, row } = entryAt(index, k);
      byId.set(invoiceId(life, row.number), k);
    }
    index.byId = byId;
  }
  const k = index.byId.get(id.toLowerCase());
  return k === undefined ? undefined : entryAt(index, k);
}

/** The store-wide list's filter fields, as each version's `ListInvoices` documents them. */
export type InvoiceFilterField = 'subscriber_id' | 'subscription_id' | 'outstanding' | 'tax_required';

/** A boolean filter's value: `true` or `false`, else a 400. */
function flag(filter: Filter): boolean {
  const value = filter.values[0] as string;
  if (value !== 'true' && value !== 'false')
    throw errors.badValue(`filter eq(${filter.field},...)`, 'true or false', value);
  return value === 'true';
}

/**
 * The store's invoices every filter holds for, in creation order: `subscription_id` and `subscriber_id` pick the
 * subscriptions first (by id, by account), `outstanding` and `tax_required` test the invoices.
 */
export function findInvoices(view: View, filters: readonly Filter[]): Found<InvoiceAt> {
  const tests: ((row: InvoiceRow) => boolean)[] = [];
  let picked: Set<Life> | undefined;
  const narrow = (lives: Iterable<Life>) => {
    const next = new Set(lives);
    picked = picked === undefined ? next : new Set([...picked].filter((life) => next.has(life)));
  };
  for (const filter of filters) {
    const values = filter.values.map((value) => value.toLowerCase());
    if (filter.field === 'subscription_id') {
      narrow(values.flatMap((id) => view.subscriptions.get(id) ?? []));
    } else if (filter.field === 'subscriber_id') {
      const found = view.subscriptions.find([{ field: 'account_id', values }]);
      narrow(Array.from({ length: found.total }, (_, k) => found.at(k)));
    } else if (filter.field === 'outstanding') {
      const wanted = flag(filter);
      tests.push((row) => row.outstanding === wanted);
    } else {
      const wanted = flag(filter);
      tests.push((row) => (row.taxRequired === true) === wanted);
    }
  }
  const holds = (row: InvoiceRow) => tests.every((test) => test(row));
  if (picked === undefined) {
    const index = indexOf(view);
    if (tests.length === 0) return { total: index.owner.length, at: (k) => entryAt(index, k) };
    const kept: number[] = [];
    for (let k = 0; k < index.owner.length; k++) if (holds(entryAt(index, k).row)) kept.push(k);
    return { total: kept.length, at: (k) => entryAt(index, kept[k] as number) };
  }
  const lives = [...picked].sort(
    (a, b) => (view.subscriptions.indexOf(id(a)) ?? 0) - (view.subscriptions.indexOf(id(b)) ?? 0),
  );
  const { owner, number } = ordered(
    lives,
    lives.reduce((sum, life) => sum + life.invoices.length, 0),
  );
  const kept: InvoiceAt[] = [];
  for (let k = 0; k < owner.length; k++) {
    const life = lives[owner[k] as number] as Life;
    const row = life.invoices[(number[k] as number) - 1] as InvoiceRow;
    if (holds(row)) kept.push({ life, row });
  }
  return { total: kept.length, at: (k) => kept[k] as InvoiceAt };
}

const id = (life: Life) => life.bundle.subscription.id as string;

/** An invoice's payment attempts, oldest first. */
export function paymentsOf(life: Life, row: InvoiceRow): PaymentRow[] {
  return life.payments.filter((payment) => payment.invoice === row.number);
}

/** The payment with this id on an invoice, or undefined. */
export function paymentById(life: Life, row: InvoiceRow, id: string): PaymentRow | undefined {
  const wanted = id.toLowerCase();
  return paymentsOf(life, row).find((payment) => paymentId(life, payment) === wanted);
}

/** A payment's refunds, oldest first. */
export function refundsOf(life: Life, payment: PaymentRow): RefundRow[] {
  return (life.refunds ?? []).filter((row) => row.invoice === payment.invoice && row.attempt === payment.attempt);
}

/** The refund with this id of a payment, or undefined. */
export function refundById(life: Life, payment: PaymentRow, id: string): RefundRow | undefined {
  const wanted = id.toLowerCase();
  return refundsOf(life, payment).find((row) => refundId(life, row) === wanted);
}

/**
 * The store's dunning rule, as the session's billing applies it: its default rule once the session has written
 * one (so the same retries and action follow a failed manual payment as follow a failed charge), else undefined
 * (each subscription's own rules).
 */
export function storePolicy(session: Session): DunningPolicy | undefined {
  const rules = session.collection('dunning-rules');
  if (rules.written === 0) return undefined;
  const found = rules.find([{ field: 'default', values: ['true'] }]);
  return found.total === 0 ? undefined : dunningPolicyOf(found.at(found.total - 1));
}

/** Where a payment is: its subscription's id, its invoice's number and its attempt. */
export interface PaymentPlace {
  subscription: string;
  invoice: number;
  attempt: number;
}

/** A payment's place, for a write to find it again after billing caught up. */
export const placeOf = (life: Life, payment: PaymentRow): PaymentPlace => ({
  subscription: id(life),
  invoice: payment.invoice,
  attempt: payment.attempt,
});

/** The session's copy of a payment's subscription (made at a write's time), with the invoice and payment. */
function editable(session: Session, place: PaymentPlace) {
  const held = session.subscriptions.get(place.subscription);
  const payment = held?.payments.find((row) => row.invoice === place.invoice && row.attempt === place.attempt);
  if (held === undefined || payment === undefined) throw errors.notFound('payment', place.subscription);
  const life = copyLife(held);
  return { life, invoice: life.invoices[place.invoice - 1] as InvoiceRow, payment };
}

/**
 * `UpdateInvoicePayment` as a write: the payment's outcome recorded at the write's time (a 409 saying why when it
 * cannot be). `takenAt` may not be after the write's time (a 400).
 */
export function updateInvoicePayment(
  session: Session,
  place: PaymentPlace,
  outcome: PaymentOutcome,
): { life: Life; payment: PaymentRow } {
  const at = session.stamp();
  const { life, invoice, payment } = editable(session, place);
  const refused = settleRefusal(life, invoice, payment, outcome);
  if (refused !== null) throw new Refused(refused, 409);
  if (outcome.takenAt !== undefined && outcome.takenAt > at) {
    throw errors.badValue(
      'data.attributes.payment_taken_at',
      `no later than now (${new Date(at).toISOString()})`,
      new Date(outcome.takenAt).toISOString(),
    );
  }
  const settled = settle(life, invoice, payment, outcome, at, storePolicy(session));
  session.subscriptions.replace(life);
  session.noteLife(life);
  return { life, payment: settled };
}

/** The 422 of a refund the rules refuse, in the words the 2026 document gives it (its title included). */
export function refundRefused(reason: string) {
  return apiError(422, `Unprocessable Content: cannot process the refund: ${reason}`, {
    title: 'Unprocessable Content',
  });
}

/** `CreateInvoicePaymentRefund` as a write: a refund of a successful payment at the write's time (else a 422). */
export function refundInvoicePayment(
  session: Session,
  place: PaymentPlace,
  amount: number,
  reason: string,
): { life: Life; refund: RefundRow } {
  const at = session.stamp();
  const { life, payment: now } = editable(session, place);
  const refused = refundRefusal(life, now, amount);
  if (refused !== null) throw refundRefused(refused);
  const row = refund(life, now, amount, reason, at);
  session.subscriptions.replace(life);
  return { life, refund: row };
}
