import { ATTEMPTS } from '../billing/engine.js';
import type { Life } from '../billing/life.js';
import { collector, type Problem } from './problems.js';

/**
 * A subscription's billing: invoices numbered 1, 2, ... with contiguous billing periods, in its currency; every
 * invoice paid by exactly its last successful attempt, or outstanding with only failed ones; at most 11 attempts, one
 * a day; an invoice past its retries marks `payment_retries_limit_reached`; nothing billed after the reference date.
 */
export function lifeProblems(life: Life, now: Date): Problem[] {
  const { problems, check } = collector();
  let previousEnd: number | undefined;
  life.invoices.forEach((invoice, index) => {
    const at = `$.invoices[${index}]`;
    check(
      `${at}.number`,
      invoice.number === index + 1,
      `is ${invoice.number}, not ${index + 1}: invoices are numbered from 1`,
    );
    check(`${at}.billing_period`, invoice.start < invoice.end, 'ends before it starts');
    if (previousEnd !== undefined)
      check(`${at}.billing_period.start`, invoice.start >= previousEnd, 'starts before the previous period ends');
    previousEnd = invoice.end;
    check(`${at}.created_at`, invoice.createdAt <= +now, 'is after the reference date');
    const attempts = life.payments.filter((payment) => payment.invoice === invoice.number);
    check(
      `${at}.payments`,
      attempts.length >= 1 && attempts.length <= ATTEMPTS,
      `has ${attempts.length} payment attempts, not 1 to ${ATTEMPTS}`,
    );
    check(
      `${at}.payments`,
      attempts.every((payment, k) => payment.attempt === k + 1),
      'attempts are not numbered 1, 2, ...',
    );
    const paid = attempts.filter((payment) => payment.success);
    check(
      `${at}.outstanding`,
      invoice.outstanding === (paid.length === 0),
      invoice.outstanding ? 'is true, but a payment went through' : 'is false, but no payment went through',
    );
    check(
      `${at}.payments`,
      paid.length <= 1 && (paid.length === 0 || attempts.at(-1)?.success === true),
      'has attempts after a successful payment',
    );
    check(
      `${at}.payment_retries_limit_reached`,
      invoice.retriesLimitReached === (attempts.length === ATTEMPTS && paid.length === 0),
      'does not match the attempts made',
    );
  });
  return problems;
}
