import type { DisplayPrice, Plan, PriceMap, Product } from '../schemas/index.js';
import { displayPrice } from './money.js';

/**
 * How prices follow from the catalogue, in one place: what a pricing option (the 2024 API's plan) charges for a plan
 * (the 2024 API's product) per billing period, and what the 2024 API's plan charges for all of an offering's products.
 * The billing engine charges it, the factories store it and the renderers show it.
 */

/** One interval in months, on the calendar: a year is 12, a week 12/52 (about a quarter), a day 12/365. */
const MONTHS = { day: 12 / 365, week: 12 / 52, month: 1, year: 12 } as const;

/** The schedule and discount of a pricing option (a 2024 plan's attributes). */
export type Schedule = Pick<
  Plan['attributes'],
  'billing_interval_type' | 'billing_frequency' | 'base_price_percentage' | 'fixed_price'
>;

/** The priced attributes of a plan (a 2024 product): its price for `price_units` (a month when absent). */
export type Priced = Pick<Product['attributes'], 'price' | 'price_units'>;

/** How many of a price's units one billing period of the schedule lasts: a year of a monthly price is 12. */
export function unitsPerPeriod(schedule: Schedule, units: Priced['price_units']): number {
  const period = MONTHS[schedule.billing_interval_type] * schedule.billing_frequency;
  const unit = units === undefined ? 1 : (units.unit === 'day' ? MONTHS.day : 1) * units.amount;
  return period / unit;
}

/** The discount of a schedule, as a factor: `base_price_percentage` 15 is 0.85. */
const factor = (schedule: Schedule) => (100 - (schedule.base_price_percentage ?? 0)) / 100;

/**
 * What one billing period of `schedule` costs for one plan, in each currency the plan has a price in: its unit price
 * times the units in a period, less the discount; or the schedule's `fixed_price`, where it has one for that currency.
 */
export function periodPrice(schedule: Schedule, priced: Priced): PriceMap {
  const out: PriceMap = {};
  const units = unitsPerPeriod(schedule, priced.price_units);
  for (const [currency, entry] of Object.entries(priced.price ?? {})) {
    out[currency] = { amount: Math.round(entry.amount * units * factor(schedule)), includes_tax: entry.includes_tax };
  }
  for (const [currency, entry] of Object.entries(schedule.fixed_price ?? {})) out[currency] = { ...entry };
  return out;
}

/**
 * What one billing period of `schedule` costs for all of `products` together (the 2024 API's plan price: a discount
 * on the total of the offering's products): the sum of their period prices in each currency they all have, or the
 * schedule's `fixed_price` where it has one.
 */
export function bundlePrice(schedule: Schedule, products: readonly Priced[]): PriceMap {
  const out: PriceMap = {};
  const first = products[0]?.price ?? {};
  for (const currency of Object.keys(first)) {
    if (!products.every((product) => product.price?.[currency] !== undefined)) continue;
    let amount = 0;
    for (const product of products) {
      const entry = product.price?.[currency] as { amount: number };
      amount += entry.amount * unitsPerPeriod(schedule, product.price_units);
    }
    out[currency] = {
      amount: Math.round(amount * factor(schedule)),
      includes_tax: first[currency]?.includes_tax ?? false,
    };
  }
  for (const [currency, entry] of Object.entries(schedule.fixed_price ?? {})) out[currency] = { ...entry };
  return out;
}

/** A price map's display price in one currency, with tax at `taxPercent`; undefined when it has no such price. */
export function shown(map: PriceMap | undefined, currency: string, taxPercent: number): DisplayPrice | undefined {
  const entry = map?.[currency];
  return entry === undefined ? undefined : displayPrice(entry.amount, currency, taxPercent);
}
