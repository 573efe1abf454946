import { ATTEMPTS, totalOf } from '../billing/engine.js';
import type { Life } from '../billing/life.js';
import { collector, type Problem } from './problems.js';

/**
 * A subscription's billing: invoices numbered 1, 2, ... with contiguous billing periods (a prorated switch cuts the
 * period before it short: its invoice starts within that period), in its currency; every invoice paid by exactly its
 * last successful attempt, or outstanding with only failed ones (and at most a pending manual one, its last); an
 * invoice with no attempt is paid as made (a trial, a prepaid first period, a switch the credit covers) or waits for
 * its tax; at most 11 attempts; an invoice past its retries marks `payment_retries_limit_reached` (paid after that
 * only by a payment recorded by hand); refunds of successful payments only, never more than they took; nothing
 * billed after the reference date.
 */
export function lifeProblems(life: Life, now: Date): Problem[] {
  const { problems, check } = collector();
  let previous: { start: number; end: number } | undefined;
  life.invoices.forEach((invoice, index) => {
    const at = `$.invoices[${index}]`;
    check(
      `${at}.number`,
      invoice.number === index + 1,
      `is ${invoice.number}, not ${index + 1}: invoices are numbered from 1`,
    );
    check(`${at}.billing_period`, invoice.start < invoice.end, 'ends before it starts');
    if (previous !== undefined) {
      if (invoice.proration === undefined)
        check(`${at}.billing_period.start`, invoice.start >= previous.end, 'starts before the previous period ends');
      else
        check(
          `${at}.billing_period.start`,
          invoice.start >= previous.start && invoice.start <= previous.end,
          'a prorated switch starts outside the period it cuts short',
        );
    }
    const { proration } = invoice;
    if (proration !== undefined) {
      check(
        `${at}.proration`,
        proration.refunded >= 0 && proration.refunded <= proration.before,
        `credits ${proration.refunded}, not 0 to the ${proration.before} the period it cuts short cost`,
      );
      check(
        `${at}.amount`,
        invoice.amount === Math.max(0, proration.cost - proration.refunded),
        `is ${invoice.amount}, not the new price ${proration.cost} less the credit ${proration.refunded}`,
      );
    }
    previous = invoice;
    check(`${at}.created_at`, invoice.createdAt <= +now, 'is after the reference date');
    const attempts = life.payments.filter((payment) => payment.invoice === invoice.number);
    const waitsForTax = invoice.taxRequired === true && invoice.taxes === undefined;
    check(
      `${at}.payments`,
      attempts.length === 0
        ? !invoice.outstanding || waitsForTax
        : (invoice.retriesLimit !== undefined || attempts.length <= ATTEMPTS) && !waitsForTax,
      attempts.length === 0
        ? 'has no payment attempt, but is outstanding and needs no tax first'
        : `has ${attempts.length} payment attempts, not 1 to ${ATTEMPTS}, or one before its tax was added`,
    );
    check(
      `${at}.payments`,
      attempts.every((payment, k) => payment.attempt === k + 1),
      'attempts are not numbered 1, 2, ...',
    );
    check(
      `${at}.payments`,
      attempts.every(
        (payment, k) => payment.pending !== true || (payment.manual === true && k === attempts.length - 1),
      ),
      'has a pending payment that is not its last attempt, or not a manual one',
    );
    const paid = attempts.filter((payment) => payment.success);
    check(
      `${at}.outstanding`,
      attempts.length === 0 || invoice.outstanding === (paid.length === 0),
      invoice.outstanding ? 'is true, but a payment went through' : 'is false, but no payment went through',
    );
    check(
      `${at}.payments`,
      paid.length <= 1 && (paid.length === 0 || attempts.at(-1)?.success === true),
      'has attempts after a successful payment',
    );
    const last = attempts.at(-1);
    const byHand = last?.success === true && last.settledAt !== undefined;
    check(
      `${at}.payment_retries_limit_reached`,
      !invoice.retriesLimitReached || (last !== undefined && last.pending !== true && (!last.success || byHand)),
      'is true, but the last attempt went through by itself or is still pending',
    );
    if (last?.manual !== true && !byHand) {
      // Under the subscription's own rule, exactly its 11 attempts; under a store rule (which may change between
      // retries), more than the retries it allowed at the last decision, or, still retried, no more.
      const limit = invoice.retriesLimit;
      check(
        `${at}.payment_retries_limit_reached`,
        limit === undefined
          ? invoice.retriesLimitReached === (attempts.length === ATTEMPTS && paid.length === 0)
          : invoice.retriesLimitReached === (attempts.length > limit && paid.length === 0),
        'does not match the attempts made',
      );
    }
    for (const payment of attempts) {
      check(
        `${at}.payments[${payment.attempt - 1}].amount`,
        payment.amount <= totalOf(invoice),
        `is ${payment.amount}, more than the invoice's total of ${totalOf(invoice)}`,
      );
    }
  });
  const refunded = new Map<string, number>();
  (life.refunds ?? []).forEach((refund, index) => {
    const at = `$.refunds[${index}]`;
    const payment = life.payments.find((one) => one.invoice === refund.invoice && one.attempt === refund.attempt);
    check(at, payment?.success === true, 'refunds a payment that did not succeed');
    const key = `${refund.invoice}/${refund.attempt}`;
    const sum = (refunded.get(key) ?? 0) + refund.amount;
    refunded.set(key, sum);
    check(`${at}.amount`, refund.amount >= 1, 'is less than 1');
    check(`${at}.amount`, sum <= (payment?.amount ?? 0), `brings the refunds to ${sum}, more than the payment took`);
    check(`${at}.created_at`, payment === undefined || refund.at >= payment.at, 'is before the payment');
  });
  return problems;
}
