import { describe, expect, it } from 'vitest';
import { billedBundle } from '../../test/support/billing.js';
import { iso, keySourceOf } from '../factories/index.js';
import { ApiError } from '../http/errors.js';
import type { StoreRecord } from '../store/collections.js';
import { DEFAULT_DUNNING_RULE_ID } from '../store/collections.js';
import { type Filter, Overlay, sourceOf, Table } from '../store/records.js';
import { Session } from '../store/session.js';
import { LIFE_SHAPE, type View } from '../store/view.js';
import { World } from '../store/world.js';
import { Refused } from './actions.js';
import { begin, MANUAL_GATEWAY, type PaymentOutcome } from './engine.js';
import {
  findInvoices,
  forgetIndex,
  invoiceById,
  type PaymentPlace,
  paymentById,
  paymentsOf,
  placeOf,
  refundById,
  refundInvoicePayment,
  refundRefused,
  refundsOf,
  storePolicy,
  updateInvoicePayment,
} from './ledger.js';
import { type InvoiceRow, type Life, type PaymentRow, type RefundRow, startLife } from './life.js';
import { invoiceId, paymentId, refundId } from './records.js';

// The store-wide ledger: the index of invoices in creation order (then list position, then number), its filters and
// lookups by id, payments and refunds of one invoice, and the two writes on payments, each outcome exact.

const DAY = 86_400_000;
const NOW = Date.parse('2026-01-01T00:00:00Z');
const PRICE = 1000;

// ---------------------------------------------------------------------------------------------------------------
// The index, on lives that hold only what it reads.

interface Row {
  at: number;
  outstanding?: boolean;
  tax?: boolean;
}

/** A subscription with these invoices (numbered from 1), for the index: it reads ids, accounts and invoice rows. */
function lifeOf(id: string, account: string, rows: Row[], extra: Partial<Life> = {}): Life {
  const invoices = rows.map(
    ({ at, outstanding = false, tax }, index): InvoiceRow => ({
      number: index + 1,
      start: at,
      end: at + DAY,
      amount: 100 * (index + 1),
      outstanding,
      retriesLimitReached: false,
      createdAt: at,
      updatedAt: at,
      option: 'option',
      ...(tax === undefined ? {} : { taxRequired: tax }),
    }),
  );
  return {
    bundle: { subscription: { id, attributes: { account_id: account } } },
    invoices,
    payments: [],
    ...extra,
  } as unknown as Life;
}

/** A view of these subscriptions, the world's then the session's own (made after them), at a revision. */
function viewOf(world: Life[], own: Life[] = []) {
  const subscriptions = new Overlay(new Table(sourceOf(world, LIFE_SHAPE)), LIFE_SHAPE);
  for (const life of own) subscriptions.create(life);
  return { revision: 0, subscriptions } as unknown as View & { revision: number; subscriptions: Overlay<Life> };
}

/** What a list found, as `subscription/number`, checking that each entry holds its life's very row. */
function names(found: { total: number; at(k: number): { life: Life; row: InvoiceRow } }): string[] {
  return Array.from({ length: found.total }, (_, k) => {
    const { life, row } = found.at(k);
    expect(life.invoices[row.number - 1]).toBe(row);
    return `${life.bundle.subscription.id}/${row.number}`;
  });
}

const eq = (field: string, ...values: string[]): Filter => ({ field, values });

// Three subscriptions in list order a, b, c: accounts x, y, x. Times are whole seconds in 2026.
const T = NOW;
const A = () =>
  lifeOf('aaaaaaaa-0000-4000-8000-000000000001', 'acct-x', [
    { at: T + 3000, outstanding: true, tax: true },
    { at: T + 5000 },
    { at: T + 5000, outstanding: true },
  ]);
const B = () =>
  lifeOf('bbbbbbbb-0000-4000-8000-000000000002', 'acct-y', [
    { at: T + 1000, tax: false },
    { at: T + 3000, outstanding: true },
  ]);
const C = () => lifeOf('cccccccc-0000-4000-8000-000000000003', 'acct-x', [{ at: T + 3000, tax: true }, { at: T }]);

const a = 'aaaaaaaa-0000-4000-8000-000000000001';
const b = 'bbbbbbbb-0000-4000-8000-000000000002';
const c = 'cccccccc-0000-4000-8000-000000000003';

describe('the store-wide list of invoices', () => {
  it('lists every invoice by creation time, then list position, then number', () => {
    const view = viewOf([A(), B(), C()]);
    expect(names(findInvoices(view, []))).toStrictEqual([
      `${c}/2`,
      `${b}/1`,
      `${a}/1`,
      `${b}/2`,
      `${c}/1`,
      `${a}/2`,
      `${a}/3`,
    ]);
  });

  it('orders the same way when times are not whole seconds, or before 1970', () => {
    const odd = viewOf([
      lifeOf(a, 'x', [{ at: 5500 }, { at: 2500 }, { at: 2500 }]),
      lifeOf(b, 'x', [{ at: 1500 }, { at: 2500 }, { at: 7000 }]),
      lifeOf(c, 'x', [{ at: 2000 }, { at: 1000 }]),
    ]);
    expect(names(findInvoices(odd, []))).toStrictEqual([
      `${c}/2`,
      `${b}/1`,
      `${c}/1`,
      `${a}/2`,
      `${a}/3`,
      `${b}/2`,
      `${a}/1`,
      `${b}/3`,
    ]);
    const fractions = viewOf([
      lifeOf(a, 'x', [{ at: 1500 }, { at: 500 }]),
      lifeOf(b, 'x', [{ at: 1500 }, { at: 2500 }]),
    ]);
    expect(names(findInvoices(fractions, []))).toStrictEqual([`${a}/2`, `${a}/1`, `${b}/1`, `${b}/2`]);
    const negative = viewOf([lifeOf(a, 'x', [{ at: -1000 }, { at: -3000 }]), lifeOf(b, 'x', [{ at: -2000 }])]);
    expect(names(findInvoices(negative, []))).toStrictEqual([`${a}/2`, `${b}/1`, `${a}/1`]);
    const early = viewOf([
      lifeOf(a, 'x', [{ at: -1000 }, { at: 3000 }]),
      lifeOf(b, 'x', [{ at: -3000 }, { at: 0 }]),
      lifeOf(c, 'x', [{ at: -1000 }, { at: -5000 }]),
    ]);
    expect(names(findInvoices(early, []))).toStrictEqual([`${c}/2`, `${b}/1`, `${a}/1`, `${c}/1`, `${b}/2`, `${a}/2`]);
  });

  it('puts the session’s own subscriptions after the world’s, and an empty store lists nothing', () => {
    const view = viewOf([B()], [A()]);
    expect(names(findInvoices(view, []))).toStrictEqual([`${b}/1`, `${b}/2`, `${a}/1`, `${a}/2`, `${a}/3`]);
    expect(findInvoices(viewOf([]), []).total).toBe(0);
    expect(findInvoices(viewOf([lifeOf(a, 'x', [])]), [eq('outstanding', 'true')]).total).toBe(0);
  });

  it('filters on outstanding and tax_required (a missing flag is false), both at once', () => {
    const view = viewOf([A(), B(), C()]);
    expect(names(findInvoices(view, [eq('outstanding', 'true')]))).toStrictEqual([`${a}/1`, `${b}/2`, `${a}/3`]);
    expect(names(findInvoices(view, [eq('outstanding', 'false')]))).toStrictEqual([
      `${c}/2`,
      `${b}/1`,
      `${c}/1`,
      `${a}/2`,
    ]);
    expect(names(findInvoices(view, [eq('tax_required', 'true')]))).toStrictEqual([`${a}/1`, `${c}/1`]);
    expect(names(findInvoices(view, [eq('tax_required', 'false')]))).toStrictEqual([
      `${c}/2`,
      `${b}/1`,
      `${b}/2`,
      `${a}/2`,
      `${a}/3`,
    ]);
    expect(names(findInvoices(view, [eq('outstanding', 'true'), eq('tax_required', 'true')]))).toStrictEqual([
      `${a}/1`,
    ]);
    expect(names(findInvoices(view, [eq('outstanding', 'false'), eq('tax_required', 'false')]))).toStrictEqual([
      `${c}/2`,
      `${b}/1`,
      `${a}/2`,
    ]);
  });

  it('picks subscriptions by id (any case) and by subscriber, keeping the list order and the other filters', () => {
    const view = viewOf([A(), B(), C()]);
    // Named c then a: still a's invoice first where their times tie.
    expect(names(findInvoices(view, [eq('subscription_id', c.toUpperCase(), a)]))).toStrictEqual([
      `${c}/2`,
      `${a}/1`,
      `${c}/1`,
      `${a}/2`,
      `${a}/3`,
    ]);
    expect(names(findInvoices(view, [eq('subscriber_id', 'ACCT-Y')]))).toStrictEqual([`${b}/1`, `${b}/2`]);
    expect(names(findInvoices(view, [eq('subscriber_id', 'acct-x', 'acct-y')]))).toStrictEqual(
      names(findInvoices(view, [])),
    );
    expect(names(findInvoices(view, [eq('subscription_id', c, b), eq('outstanding', 'false')]))).toStrictEqual([
      `${c}/2`,
      `${b}/1`,
      `${c}/1`,
    ]);
    expect(
      names(findInvoices(view, [eq('tax_required', 'true'), eq('subscriber_id', 'acct-x'), eq('outstanding', 'true')])),
    ).toStrictEqual([`${a}/1`]);
    expect(findInvoices(view, [eq('subscription_id', 'dddddddd-0000-4000-8000-000000000004')]).total).toBe(0);
    expect(names(findInvoices(view, [eq('subscription_id', 'dddddddd-0000-4000-8000-000000000004', b)]))).toStrictEqual(
      [`${b}/1`, `${b}/2`],
    );
  });

  it('keeps the subscriptions every picking filter names, in either order', () => {
    const view = viewOf([A(), B(), C()]);
    expect(names(findInvoices(view, [eq('subscription_id', a, b), eq('subscriber_id', 'acct-x')]))).toStrictEqual([
      `${a}/1`,
      `${a}/2`,
      `${a}/3`,
    ]);
    expect(names(findInvoices(view, [eq('subscriber_id', 'acct-x'), eq('subscription_id', c, b)]))).toStrictEqual([
      `${c}/2`,
      `${c}/1`,
    ]);
    expect(findInvoices(view, [eq('subscription_id', a), eq('subscription_id', b)]).total).toBe(0);
  });

  it('refuses a flag that is not true or false, with a 400 naming the filter', () => {
    const view = viewOf([A()]);
    const refusal = (filter: Filter) => {
      try {
        findInvoices(view, [filter]);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(refusal(eq('outstanding', 'yes'))).toStrictEqual(
      new ApiError(400, 'filter eq(outstanding,...) must be true or false, got "yes"'),
    );
    expect(refusal(eq('tax_required', 'TRUE'))).toStrictEqual(
      new ApiError(400, 'filter eq(tax_required,...) must be true or false, got "TRUE"'),
    );
  });
});

describe('the index, kept per revision', () => {
  it('is built once per revision: a change that moves none is seen after forgetIndex, or the next revision', () => {
    const view = viewOf([A()]);
    expect(findInvoices(view, []).total).toBe(3);
    view.subscriptions.create(B());
    expect(findInvoices(view, []).total).toBe(3);
    expect(invoiceById(view, invoiceId(B(), 1))).toBeUndefined();
    forgetIndex(view);
    expect(names(findInvoices(view, []))).toStrictEqual([`${b}/1`, `${a}/1`, `${b}/2`, `${a}/2`, `${a}/3`]);
    view.subscriptions.create(C());
    expect(findInvoices(view, [eq('outstanding', 'false')]).total).toBe(2);
    view.revision = 1;
    expect(findInvoices(view, [eq('outstanding', 'false')]).total).toBe(4);
    expect(invoiceById(view, invoiceId(C(), 2))?.row).toBe(view.subscriptions.get(c)?.invoices[1]);
  });
});

describe('invoices, payments and refunds by id', () => {
  it('finds an invoice by its id in any case, and nothing for another', () => {
    const view = viewOf([A(), B()], [C()]);
    for (const id of [a, b, c]) {
      const life = view.subscriptions.get(id) as Life;
      for (const row of life.invoices) {
        const found = invoiceById(view, invoiceId(life, row.number).toUpperCase());
        expect(found?.life).toBe(life);
        expect(found?.row).toBe(row);
      }
    }
    expect(invoiceById(view, invoiceId(A(), 4))).toBeUndefined();
    expect(invoiceById(view, 'not an id')).toBeUndefined();
  });

  const payment = (invoice: number, attempt: number, success = true): PaymentRow => ({
    invoice,
    attempt,
    at: T + invoice * DAY + attempt,
    success,
    amount: 100 * invoice,
    gateway: 'elastic_path_payments_stripe',
  });
  const refund = (invoice: number, attempt: number, number: number): RefundRow => ({
    invoice,
    attempt,
    number,
    amount: number,
    reason: `r${invoice}${attempt}${number}`,
    at: T + number,
  });

  it('an invoice’s payments and a payment’s refunds, oldest first, each by id in any case', () => {
    const payments = [payment(1, 1, false), payment(2, 1), payment(1, 2), payment(2, 2)];
    const refunds = [refund(1, 2, 1), refund(2, 1, 1), refund(1, 1, 1), refund(2, 2, 1), refund(1, 2, 2)];
    const life = lifeOf(a, 'x', [{ at: T }, { at: T + DAY }, { at: T + 2 * DAY }], { payments, refunds });
    const [one, two, three] = life.invoices as [InvoiceRow, InvoiceRow, InvoiceRow];
    expect(paymentsOf(life, one)).toStrictEqual([payments[0], payments[2]]);
    expect(paymentsOf(life, two)).toStrictEqual([payments[1], payments[3]]);
    expect(paymentsOf(life, three)).toStrictEqual([]);
    const p12 = payments[2] as PaymentRow;
    expect(paymentById(life, one, paymentId(life, p12).toUpperCase())).toBe(p12);
    expect(paymentById(life, one, paymentId(life, payments[0] as PaymentRow))).toBe(payments[0]);
    expect(paymentById(life, one, paymentId(life, payments[1] as PaymentRow))).toBeUndefined();
    expect(refundsOf(life, p12)).toStrictEqual([refunds[0], refunds[4]]);
    expect(refundsOf(life, payments[1] as PaymentRow)).toStrictEqual([refunds[1]]);
    expect(refundsOf(life, payments[0] as PaymentRow)).toStrictEqual([refunds[2]]);
    expect(refundById(life, p12, refundId(life, refunds[4] as RefundRow).toUpperCase())).toBe(refunds[4]);
    expect(refundById(life, p12, refundId(life, refunds[0] as RefundRow))).toBe(refunds[0]);
    expect(refundById(life, p12, refundId(life, refunds[1] as RefundRow))).toBeUndefined();
    expect(refundsOf(lifeOf(a, 'x', [{ at: T }], { payments }), p12)).toStrictEqual([]);
    expect(refundById(lifeOf(a, 'x', [{ at: T }], { payments }), p12, refundId(life, refunds[0] as RefundRow))).toBe(
      undefined,
    );
    expect(placeOf(life, p12)).toStrictEqual({ subscription: a, invoice: 1, attempt: 2 });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The writes, in a session over a world of real subscriptions.

/** A monthly subscription made and begun at NOW, paid by hand (a pending manual payment of invoice 1). */
function manualLife(id: string): Life {
  const made = billedBundle({
    seed: 11,
    now: NOW,
    created: NOW,
    id,
    rules: {
      billing_interval_type: 'month',
      billing_frequency: 1,
      trial_period: 0,
      plan_length: 12,
      end_behavior: 'roll',
    },
    price: PRICE,
  });
  const plans = made.plans;
  const { subscription } = made;
  const life = startLife(
    {
      ...made,
      plans,
      subscription: { ...subscription, meta: { ...subscription.meta, manual_payments: true, pending: false } },
    },
    { failFrom: Number.POSITIVE_INFINITY, dunningAction: 'suspend', model: '2024' },
  );
  begin(life, NOW);
  return life;
}

const S1 = '00000000-0000-4000-8000-0000000000a1';
const S2 = '00000000-0000-4000-8000-0000000000a2';

function sessionOf(): { session: Session; world: World } {
  const world = new World(
    1,
    {
      keys: keySourceOf([]),
      lives: [manualLife(S1), manualLife(S2)],
      secrets: new Map(),
      rules: { failFrom: Number.POSITIVE_INFINITY, dunningAction: 'suspend', model: '2024' },
    },
    NOW,
  );
  return { session: new Session(2, world, { seed: 7, scenario: 'ledger', session: 's', storeRateLimit: 100 }), world };
}

const PENDING: PaymentRow = {
  invoice: 1,
  attempt: 1,
  at: NOW,
  amount: PRICE,
  gateway: MANUAL_GATEWAY,
  success: false,
  manual: true,
  pending: true,
};

/** The writes as the store makes them: in `transact`, so that a refused one leaves nothing behind. */
const update = (session: Session, place: PaymentPlace, outcome: PaymentOutcome) =>
  session.transact(() => updateInvoicePayment(session, place, outcome));
const refundIn = (session: Session, place: PaymentPlace, amount: number, reason: string) =>
  session.transact(() => refundInvoicePayment(session, place, amount, reason));

const caught = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('it did not throw');
};

/** A dunning rule as the store keeps it. */
function rule(id: string, attributes: Record<string, unknown>): StoreRecord {
  const at = iso(NOW);
  return {
    id,
    type: 'subscription_dunning_rule',
    attributes,
    meta: { owner: 'store', timestamps: { created_at: at, updated_at: at } },
  };
}

const policyOf = (session: Session) => {
  const policy = storePolicy(session);
  return policy && { retries: policy.retries, action: policy.action, delays: [1, 2, 3].map(policy.delay) };
};

describe('the store’s dunning rule', () => {
  it('is none until the session writes a rule, then its last default rule, or none without a default', () => {
    const { session } = sessionOf();
    expect(storePolicy(session)).toBeUndefined();
    const rules = session.collection('dunning-rules');
    rules.create(
      rule('r1', { payment_retry_type: 'fixed', payment_retries_limit: 2, action: 'close', default: false }),
    );
    // The world's default rule: ten daily retries, then suspend.
    expect(policyOf(session)).toStrictEqual({ retries: 10, action: 'suspend', delays: [DAY, DAY, DAY] });
    rules.create(
      rule('r2', {
        payment_retry_type: 'backoff',
        payment_retry_interval: 2,
        payment_retry_multiplier: 3,
        payment_retries_limit: 3,
        action: 'close',
        default: true,
      }),
    );
    expect(policyOf(session)).toStrictEqual({ retries: 3, action: 'close', delays: [2 * DAY, 6 * DAY, 18 * DAY] });
    rules.replace({ ...(rules.get('r2') as StoreRecord), attributes: { default: false } });
    rules.replace({ ...(rules.get(DEFAULT_DUNNING_RULE_ID) as StoreRecord), attributes: { default: false } });
    expect(storePolicy(session)).toBeUndefined();
  });
});

describe('UpdateInvoicePayment and CreateInvoicePaymentRefund as writes', () => {
  it('records a pending manual payment’s success on a copy, at the write’s time, taken when it says', () => {
    const { session, world } = sessionOf();
    const before = world.subscriptions.get(S2) as Life;
    const place = placeOf(before, before.payments[0] as PaymentRow);
    expect(place).toStrictEqual({ subscription: S2, invoice: 1, attempt: 1 });
    const { life, payment } = update(session, place, {
      success: true,
      externalId: 'ch_1',
      takenAt: NOW,
    });
    const settled = { ...PENDING, success: true, pending: false, settledAt: NOW, externalId: 'ch_1', takenAt: NOW };
    expect(payment).toStrictEqual(settled);
    expect(life.payments).toStrictEqual([settled]);
    expect(life.invoices[0]?.outstanding).toBe(false);
    expect(session.subscriptions.get(S2)).toBe(life);
    expect(session.subscriptions.get(S1)).toBe(world.subscriptions.get(S1));
    expect(before.payments).toStrictEqual([PENDING]);
    expect(session.clock).toBe(NOW);
    // Settled: a second update is a 409 saying why, and leaves the session as it was.
    expect(caught(() => update(session, place, { success: true }))).toStrictEqual(
      new Refused('the payment succeeded already: a settled payment cannot be updated', 409),
    );
    expect(session.subscriptions.get(S2)).toBe(life);
  });

  it('refuses a payment taken after the write’s time, and a payment or subscription that is not there', () => {
    const { session } = sessionOf();
    const place = { subscription: S1, invoice: 1, attempt: 1 };
    expect(caught(() => update(session, place, { success: true, takenAt: NOW + 1 }))).toStrictEqual(
      new ApiError(
        400,
        'data.attributes.payment_taken_at must be no later than now (2026-01-01T00:00:00.000Z), got "2026-01-01T00:00:00.001Z"',
      ),
    );
    const notFound = (subscription: string) =>
      new ApiError(404, `payment not found: no payment has id "${subscription}"`);
    expect(caught(() => update(session, { ...place, attempt: 2 }, { success: true }))).toStrictEqual(notFound(S1));
    expect(caught(() => update(session, { ...place, invoice: 2 }, { success: true }))).toStrictEqual(notFound(S1));
    const other = '00000000-0000-4000-8000-0000000000ff';
    expect(caught(() => update(session, { ...place, subscription: other }, { success: true }))).toStrictEqual(
      notFound(other),
    );
    expect(caught(() => refundIn(session, { ...place, attempt: 2 }, 1, 'r'))).toStrictEqual(notFound(S1));
    expect(session.subscriptions.get(S1)?.payments).toStrictEqual([PENDING]);
  });

  it('retries a failed manual payment as the store’s rule says, once the session wrote one', () => {
    const own = sessionOf().session;
    const place = { subscription: S1, invoice: 1, attempt: 1 };
    const failed = update(own, place, { success: false, failure: 'declined' });
    expect(failed.payment).toStrictEqual({ ...PENDING, pending: false, settledAt: NOW, failure: 'declined' });
    expect(failed.life.dunning).toStrictEqual([{ invoice: 1, attempts: 1, next: NOW + DAY }]);
    const { session } = sessionOf();
    session
      .collection('dunning-rules')
      .create(rule('r1', { payment_retry_type: 'fixed', payment_retries_limit: 0, action: 'close', default: true }));
    const closed = update(session, place, { success: false });
    expect(closed.life.dunning).toStrictEqual([]);
    expect(closed.life.invoices[0]).toMatchObject({ retriesLimitReached: true, retriesLimit: 0 });
    expect(closed.life.bundle.subscription.meta.closed).toBe(true);
  });

  it('refunds a successful payment at the write’s time, up to what is left of it', () => {
    const { session } = sessionOf();
    const place = { subscription: S1, invoice: 1, attempt: 1 };
    expect(caught(() => refundIn(session, place, 100, 'early'))).toStrictEqual(
      refundRefused('the payment is pending: only a successful payment can be refunded'),
    );
    update(session, place, { success: true });
    const first = refundIn(session, place, 300, 'too much');
    expect(first.refund).toStrictEqual({
      invoice: 1,
      attempt: 1,
      number: 1,
      amount: 300,
      reason: 'too much',
      at: NOW + 1000,
    });
    expect(first.life.refunds).toStrictEqual([first.refund]);
    expect(session.subscriptions.get(S1)).toBe(first.life);
    expect(caught(() => refundIn(session, place, 701, 'more'))).toStrictEqual(
      new ApiError(
        422,
        'Unprocessable Content: cannot process the refund: the refund of 701 is more than is left to refund of the payment: 700 of 1000 (what it took less what was refunded already)',
        {},
        'Unprocessable Content',
      ),
    );
    const second = refundIn(session, place, 700, 'rest');
    expect(second.life.refunds).toStrictEqual([
      first.refund,
      { invoice: 1, attempt: 1, number: 2, amount: 700, reason: 'rest', at: NOW + 2000 },
    ]);
    expect(session.subscriptions.get(S1)).toBe(second.life);
    expect(first.life.refunds).toStrictEqual([first.refund]);
  });

  it('words a refused refund as the 2026 document does', () => {
    expect(refundRefused('why')).toStrictEqual(
      new ApiError(422, 'Unprocessable Content: cannot process the refund: why', {}, 'Unprocessable Content'),
    );
  });
});
