import type { DisplayPrice, PriceFormatting, PriceMap } from '../schemas/index.js';

interface CurrencyFormat {
  symbol: string;
  decimals: number;
  /** true when the symbol follows the number, as in "12,50 kr". */
  after?: boolean;
  decimalMark?: string;
  groupMark?: string;
}

/**
 * ISO 4217 currencies the factories use, with how each is written. Formatting is our own code, not `Intl`, whose
 * output changes with the ICU version and would break byte-identical output across machines.
 */
export const CURRENCIES: Record<string, CurrencyFormat> = {
  USD: { symbol: '$', decimals: 2 },
  EUR: { symbol: '€', decimals: 2 },
  GBP: { symbol: '£', decimals: 2 },
  CAD: { symbol: 'CA$', decimals: 2 },
  AUD: { symbol: 'A$', decimals: 2 },
  JPY: { symbol: '¥', decimals: 0 },
  CHF: { symbol: 'CHF ', decimals: 2 },
  SEK: { symbol: ' kr', decimals: 2, after: true, decimalMark: ',', groupMark: ' ' },
};

export const CURRENCY_CODES = Object.keys(CURRENCIES);

/** Formats an amount in minor units: 123456 USD -> "$1,234.56"; 1500 JPY -> "¥1,500". */
export function formatMoney(amount: number, currency: string): string {
  const format = CURRENCIES[currency] ?? { symbol: `${currency} `, decimals: 2 };
  const { decimals, decimalMark = '.', groupMark = ',' } = format;
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(amount)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, groupMark);
  const number = decimals > 0 ? `${whole}${decimalMark}${digits.slice(-decimals)}` : whole;
  return format.after ? `${sign}${number}${format.symbol}` : `${sign}${format.symbol}${number}`;
}

function formatting(amount: number, currency: string): PriceFormatting {
  return { amount, currency, formatted: formatMoney(amount, currency) };
}

/** `display_price` for a net amount and a tax rate in percent. */
export function displayPrice(amount: number, currency: string, taxPercent: number): DisplayPrice {
  return {
    without_tax: formatting(amount, currency),
    with_tax: formatting(Math.round((amount * (100 + taxPercent)) / 100), currency),
  };
}

/** A price map in `currency` and, converted at rough fixed rates, the `others`. */
export function priceMap(amount: number, currency: string, others: string[] = []): PriceMap {
  const map: PriceMap = { [currency]: { amount, includes_tax: false } };
  for (const other of others) {
    if (other === currency) continue;
    map[other] = { amount: convert(amount, currency, other), includes_tax: false };
  }
  return map;
}

const USD_PER_UNIT: Record<string, number> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CAD: 0.73,
  AUD: 0.66,
  JPY: 0.0067,
  CHF: 1.12,
  SEK: 0.095,
};

function convert(amount: number, from: string, to: string): number {
  const major = amount / 10 ** (CURRENCIES[from]?.decimals ?? 2);
  const converted = (major * (USD_PER_UNIT[from] ?? 1)) / (USD_PER_UNIT[to] ?? 1);
  const decimals = CURRENCIES[to]?.decimals ?? 2;
  // Round to a price-looking figure: whole units, then .99 where the currency has minor units.
  const whole = Math.max(1, Math.round(converted));
  return decimals === 0 ? whole : whole * 10 ** decimals - 1;
}
