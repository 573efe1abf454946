import type { View } from './view.js';

/**
 * What is worked out from a view and kept while its revision holds (the ledger's index of invoices), by name. A
 * write that is taken back puts the session's revision back where it was, so whatever it worked out meanwhile (from
 * records that are gone now) is dropped with it: `forgetDerived`.
 */
const HELD = new WeakMap<View, Map<string, unknown>>();

/** The values kept for `view`. */
export function derivedOf(view: View): Map<string, unknown> {
  let held = HELD.get(view);
  if (held === undefined) {
    held = new Map();
    HELD.set(view, held);
  }
  return held;
}

/** Drops every value kept for `view`. */
export function forgetDerived(view: View): void {
  HELD.delete(view);
}
