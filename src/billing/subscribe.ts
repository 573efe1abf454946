import { type BuildInput, buildOffering, synced } from '../catalog/rules.js';
import type { AccountRecord, ApiVersion, OfferingRecord } from '../catalog/types.js';
import { displayPrice, iso, plansFor, relationshipsOf } from '../factories/index.js';
import { errors } from '../http/errors.js';
import type {
  CreateSubscription2024Request,
  CreateSubscription2026Request,
  DisplayPrice,
  PaymentAuthority,
  Plan,
  PriceMap,
  Product,
  Subscription,
} from '../schemas/index.js';
import { subscriberFor, subscriberIdOf } from '../store/collections.js';
import type { Session } from '../store/session.js';
import { begin, priceOf, proratable, prorate, type Rounding } from './engine.js';
import { storePolicy } from './ledger.js';
import { copyLife, type Life, type PriceChange, planEndOf, planOf, productOf, startLife } from './life.js';

/**
 * A product or plan as a subscription in `currency` shows it: its `display_price` in that currency (at the tax rate
 * it shows in the offering's), where it has a price in it.
 */
function shownIn<T extends { meta: { display_price?: DisplayPrice } }>(
  record: T,
  price: PriceMap | undefined,
  currency: string,
): T {
  const shown = record.meta.display_price;
  const amount = price?.[currency]?.amount;
  if (shown === undefined || amount === undefined || shown.without_tax.currency === currency) return record;
  const tax = shown.with_tax.amount / Math.max(1, shown.without_tax.amount) - 1;
  return { ...record, meta: { ...record.meta, display_price: displayPrice(amount, currency, Math.round(tax * 100)) } };
}

/**
 * The subscription write rules, for both API versions: create (to an offering that exists, or one made in the same
 * call), switch plan or pricing option, change who pays, delete, detach products (2026 plans). A subscription holds
 * a snapshot of its offering as it was when it was made: later changes to the offering never reach it.
 */

/** A subscription as a create request asks for it, in either version's words. */
export interface SubscriptionInput {
  version: ApiVersion;
  account_id: string;
  name: string;
  email: string;
  currency: string;
  manual_payments: boolean;
  external_ref?: string;
  address_id?: string;
  payment_authority?: PaymentAuthority;
  pending?: boolean;
  first_invoice_paid?: boolean;
  /** When an imported subscription's latest period started: its creation date. */
  started_at?: string;
  offering_id?: string;
  offering_external_ref?: string;
  /** The 2024 plan, which is the 2026 pricing option. */
  option_id?: string;
  /** The 2026 plan, one of the offering's products. */
  product_id?: string;
  /** An offering made in the same call, and the external_refs of the product and plan chosen in it. */
  inline?: BuildInput & { selectedProduct?: string; selectedOption?: string };
}

/**
 * A 2024 CreateSubscription body's `data` (or an import's subscription line) as the rules take it: the offering made
 * in the same call, when it gives one, and the plan chosen.
 */
export function subscriptionInput2024(data: CreateSubscription2024Request['data']): SubscriptionInput {
  const { offering, products, plans, selected_plan, plan_id, ...rest } = data;
  const inline =
    offering === undefined
      ? undefined
      : { ...offering, products: products ?? [], plans: plans ?? [], selectedOption: selected_plan };
  return { ...rest, version: '2024', option_id: plan_id, inline };
}

/** A 2026 CreateSubscription body's `data` (or an import's subscription line) as the rules take it. */
export function subscriptionInput2026(data: CreateSubscription2026Request['data']): SubscriptionInput {
  const {
    offering,
    plans,
    pricing_options,
    features,
    configured_features,
    pricing_option_associations,
    selected_plan,
    selected_pricing_option,
    plan_id,
    pricing_option_id,
    order: _order,
    override_first_period_end_date: _end,
    ...rest
  } = data;
  const inline =
    offering === undefined
      ? undefined
      : {
          ...offering,
          products: plans ?? [],
          plans: pricing_options ?? [],
          features,
          configured: configured_features,
          associations: pricing_option_associations,
          selectedProduct: selected_plan,
          selectedOption: selected_pricing_option,
        };
  return { ...rest, version: '2026', option_id: pricing_option_id, product_id: plan_id, inline };
}

/** What a 400 about the subscription's offering says, per version's field names. */
const fields = (version: ApiVersion) =>
  version === '2024'
    ? { option: 'plan_id', product: 'product', options: 'plans' }
    : { option: 'pricing_option_id', product: 'plan_id', options: 'pricing options' };

/** The offering a create names by id or external_ref: a 400 naming the field when there is none. */
function offeringNamed(session: Session, input: SubscriptionInput): OfferingRecord {
  if (input.offering_id !== undefined) {
    const record = session.offerings.get(input.offering_id.toLowerCase());
    if (record === undefined) throw errors.badValue('data.offering_id', 'the id of an offering', input.offering_id);
    return record;
  }
  if (input.offering_external_ref !== undefined) {
    const found = session.offerings.find([{ field: 'external_ref', values: [input.offering_external_ref] }]);
    if (found.total === 0) {
      throw errors.badValue(
        'data.offering_external_ref',
        'the external_ref of an offering',
        input.offering_external_ref,
      );
    }
    return found.at(0);
  }
  throw errors.required('data.offering_id', 'unless data.offering_external_ref or an offering made inline is given');
}

/** The item of a list a create chose: by id, by external_ref, marked `meta.selected`, or the only one. */
function chosen<T extends { id?: string | undefined; attributes: { external_ref?: string | undefined } }>(
  list: readonly T[],
  byRef: string | undefined,
  given: readonly unknown[] | undefined,
): T | undefined {
  if (byRef !== undefined) return list.find((item) => item.attributes.external_ref === byRef);
  const marked = given?.findIndex((item) => (item as { meta?: { selected?: boolean } }).meta?.selected === true) ?? -1;
  if (marked >= 0) return list[marked];
  return list.length === 1 ? list[0] : undefined;
}

/**
 * A new subscription, billed at once: its first invoice is made now (zero-priced for a trial, whose end starts the
 * paid ones), paid at once unless the first period was paid elsewhere (`first_invoice_paid`) or it waits as pending.
 * On a `close` plan its `end_date` is set. The plan (2026 pricing option) must be the offering's, the 2026 plan one
 * of its products that takes that pricing option, and the currency one they have a price in.
 */
export function createSubscription(session: Session, input: SubscriptionInput): Life {
  const words = fields(input.version);
  let record: OfferingRecord;
  let option: Plan | undefined;
  let product: Product | undefined;
  if (input.inline !== undefined) {
    record = buildOffering(session, input.inline);
    option = chosen(record.plans, input.inline.selectedOption, input.inline.plans);
    product = chosen(record.products, input.inline.selectedProduct, input.inline.products);
    if (option === undefined) {
      throw errors.required(
        `the selected one of data.${input.version === '2024' ? 'plans' : 'pricing_options'}`,
        '(meta.selected or its external_ref) when there are several',
      );
    }
    if (product === undefined && input.version === '2026') {
      throw errors.required(
        'the selected one of data.plans',
        '(meta.selected or selected_plan) when there are several',
      );
    }
  } else {
    record = offeringNamed(session, input);
    if (input.option_id === undefined) throw errors.required(`data.${words.option}`, 'to subscribe to an offering');
    option = record.plans.find((plan) => plan.id === input.option_id?.toLowerCase());
    if (option === undefined) {
      throw errors.badValue(
        `data.${words.option}`,
        `one of offering ${record.offering.id}'s ${words.options}`,
        input.option_id,
      );
    }
    if (input.version === '2026') {
      if (input.product_id === undefined) throw errors.required('data.plan_id', 'to subscribe to an offering');
      product = record.products.find((one) => one.id === input.product_id?.toLowerCase());
      if (product === undefined) {
        throw errors.badValue('data.plan_id', `one of offering ${record.offering.id}'s plans`, input.product_id);
      }
    }
  }
  product ??= record.products[0];
  if (product === undefined)
    throw errors.badValue('data.offering_id', 'an offering with at least one plan', record.offering.id as string);
  const optionId = option.id as string;
  const associated = record.extras.associations[product.id as string];
  if (associated !== undefined && !associated.includes(optionId)) {
    throw errors.badValue('data.pricing_option_id', `a pricing option plan ${product.id} takes`, optionId);
  }
  const at = session.stamp();
  const created =
    input.started_at === undefined ? at : Math.min(at, Math.floor(Date.parse(input.started_at) / 1000) * 1000);
  const stamp = iso(created);
  const account: AccountRecord = { id: input.account_id.toLowerCase(), name: input.name, email: input.email };
  const subscription: Subscription = {
    id: session.mint('subscription'),
    type: 'subscription',
    attributes: {
      ...(input.external_ref === undefined ? {} : { external_ref: input.external_ref }),
      account_id: account.id,
      ...(input.address_id === undefined ? {} : { address_id: input.address_id }),
      name: input.name,
      email: input.email,
      offering: record.offering,
      plan_id: optionId,
      currency: input.currency,
      ...(input.payment_authority === undefined ? {} : { payment_authority: input.payment_authority }),
    },
    meta: {
      owner: record.offering.meta.owner,
      timestamps: { created_at: stamp, updated_at: stamp },
      status: 'active',
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      pending: input.pending ?? false,
      invoice_after: stamp,
      manual_payments: input.manual_payments,
      first_invoice_prepaid: input.first_invoice_paid ?? false,
    },
    relationships: relationshipsOf(record.products, record.plans),
  };
  const bundle = {
    subscription,
    products: record.products.map((one) => shownIn(one, one.attributes.price, input.currency)),
    plans: plansFor(record.plans, optionId).map((one) => shownIn(one, one.meta.price, input.currency)),
    planId: product.id as string,
    extras: record.extras,
  };
  const life = startLife(bundle, session.rules);
  if (priceOf(life) === 0 && !hasPrice(life)) {
    throw errors.badValue(
      'data.currency',
      `a currency offering ${record.offering.id} has a price in for this ${words.option === 'plan_id' ? 'plan' : 'plan and pricing option'}`,
      input.currency,
    );
  }
  if (!subscription.meta.pending) begin(life, created, input.first_invoice_paid ?? false);
  session.subscriptions.create(life);
  session.noteLife(life);
  if (session.accounts.get(account.id) === undefined) session.accounts.create(account);
  // An account's first subscription makes its subscriber (README "Back office": an invoice's subscriber_id names it).
  const subscribers = session.collection('subscribers');
  if (subscribers.get(subscriberIdOf(subscription.attributes.account_id)) === undefined) {
    subscribers.create(subscriberFor(subscription));
  }
  return life;
}

/** Whether the subscription's currency has a price under its version's rule (a free plan at 0 counts). */
function hasPrice(life: Life): boolean {
  const { currency } = life.bundle.subscription.attributes;
  const plan = planOf(life.bundle);
  if (plan === undefined) return false;
  if (life.rules.model === '2024') {
    return plan.meta.price?.[currency] !== undefined || plan.attributes.fixed_price?.[currency] !== undefined;
  }
  const product = productOf(life.bundle);
  return plan.attributes.fixed_price?.[currency] !== undefined || product?.attributes.price?.[currency] !== undefined;
}

/** What an update asks for, in either version's words. */
export interface SubscriptionChange {
  version: ApiVersion;
  option_id?: string;
  product_id?: string;
  payment_authority?: PaymentAuthority;
  address_id?: string | null;
  go_live_after?: string | null;
}

/** A subscription a session may change: copied, with its record's attributes and meta its own. */
function editable(session: Session, id: string): Life {
  const life = copyLife(session.subscriptions.get(id) as Life);
  const { subscription } = life.bundle;
  life.bundle.subscription = { ...subscription, attributes: { ...subscription.attributes } };
  return life;
}

/**
 * A subscription switched to another plan (2026 pricing option) or 2026 plan of its offering's snapshot, or another
 * payment authority, address or go-live date; the prices a switch stops are kept in the 2026
 * `price_update_history`. On an offering with a proration policy (the offering's as it is now, or the snapshot's
 * when the offering is gone), a switch mid-period of a billed subscription is prorated by day (`prorate`): the new
 * option's schedule starts at once, with an invoice for its first period less the unused days of the old one. Any
 * other switch takes effect from the next billing run (the period already invoiced stays as it was), where the new
 * option's schedule starts. Either way the end date follows the new option: its length from where its schedule
 * starts on a `close` option, none on a `roll` one.
 */
export function updateSubscription(session: Session, id: string, change: SubscriptionChange): Life {
  const words = fields(change.version);
  const before = session.subscriptions.get(id) as Life;
  const option =
    change.option_id === undefined
      ? undefined
      : before.bundle.plans.find((plan) => plan.id === change.option_id?.toLowerCase());
  if (change.option_id !== undefined && option === undefined) {
    throw errors.badValue(
      `data.attributes.${words.option}`,
      `one of the subscription's ${words.options}`,
      change.option_id,
    );
  }
  const product =
    change.product_id === undefined
      ? undefined
      : before.bundle.products.find((one) => one.id === change.product_id?.toLowerCase());
  if (change.product_id !== undefined && product === undefined) {
    throw errors.badValue('data.attributes.plan_id', "one of the subscription's plans", change.product_id);
  }
  const nextOption = option ?? planOf(before.bundle);
  const nextProduct = product ?? productOf(before.bundle);
  const associated = before.bundle.extras?.associations[nextProduct?.id as string];
  if (associated !== undefined && nextOption !== undefined && !associated.includes(nextOption.id as string)) {
    throw errors.badValue(
      'data.attributes.pricing_option_id',
      `a pricing option plan ${nextProduct?.id} takes`,
      nextOption.id as string,
    );
  }
  const at = session.stamp();
  const life = editable(session, id);
  const { subscription } = life.bundle;
  const attributes = subscription.attributes;
  const switched =
    (option !== undefined && option.id !== attributes.plan_id) ||
    (product !== undefined && product.id !== productOf(life.bundle)?.id);
  if (switched) {
    const was = planOf(life.bundle);
    const wasProduct = productOf(life.bundle);
    const entry: PriceChange = { price_changes: {}, valid_until: iso(at) };
    if (was !== undefined) {
      const { base_price_percentage, fixed_price } = was.attributes;
      entry.price_changes.pricing_option_prices = {
        [was.id as string]: {
          ...(base_price_percentage === undefined ? {} : { base_price_percentage }),
          ...(fixed_price === undefined ? {} : { fixed_price }),
        },
      };
    }
    if (wasProduct?.attributes.price !== undefined) {
      entry.price_changes.plan_prices = { [wasProduct.id as string]: wasProduct.attributes.price };
    }
    life.priceHistory = [...(life.priceHistory ?? []), entry];
    const from = { option: attributes.plan_id, ...(wasProduct === undefined ? {} : { plan: wasProduct.id as string }) };
    const proration = prorationOf(session, life, at);
    if (nextOption !== undefined) {
      attributes.plan_id = nextOption.id as string;
      life.bundle.plans = plansFor(life.bundle.plans, nextOption.id as string);
    }
    if (nextProduct !== undefined) life.bundle.planId = nextProduct.id as string;
    if (proration !== undefined) prorate(life, at, proration, from, storePolicy(session));
    else {
      // The schedule starts again at the next billing run, in the new plan's intervals.
      life.firstRun = Date.parse(subscription.meta.invoice_after);
      life.runs = 0;
      life.paid = 0;
      const { meta } = subscription;
      // A canceled subscription keeps the end its cancel gave it, a closed one the end it had.
      if (!meta.canceled && !meta.closed) {
        const end = planEndOf(life);
        if (end === undefined) delete meta.timestamps.end_date;
        else meta.timestamps.end_date = iso(end);
      }
    }
  }
  if (change.payment_authority !== undefined) attributes.payment_authority = change.payment_authority;
  if (change.address_id === null) delete attributes.address_id;
  else if (change.address_id !== undefined) attributes.address_id = change.address_id;
  const t = subscription.meta.timestamps;
  if (change.go_live_after === null) delete t.go_live_after;
  else if (change.go_live_after !== undefined) {
    if (!subscription.meta.pending) {
      throw errors.badValue(
        'data.attributes.go_live_after',
        'set on a pending subscription only',
        change.go_live_after,
      );
    }
    t.go_live_after = iso(Math.floor(Date.parse(change.go_live_after) / 1000) * 1000);
  }
  t.updated_at = iso(at);
  session.subscriptions.replace(life);
  session.noteLife(life);
  return life;
}

/**
 * The proration policy a switch at `at` follows, with its rounding: the one the subscription's offering names now (the
 * snapshot's when the offering is gone), when the switch is mid-period of a billed subscription; else undefined. A
 * policy the store does not hold (the emulator does not check the id an offering names) rounds to the nearest day.
 */
function prorationOf(session: Session, life: Life, at: number): { policyId: string; rounding: Rounding } | undefined {
  const offering = session.offerings.get(life.bundle.subscription.attributes.offering.id as string);
  const policyId = offering === undefined ? life.bundle.extras?.prorationPolicyId : offering.extras.prorationPolicyId;
  if (policyId === undefined || !proratable(life, at)) return undefined;
  const rounding = session.collection('proration-policies').get(policyId)?.attributes.rounding;
  return { policyId, rounding: rounding === 'up' || rounding === 'down' ? rounding : 'nearest' };
}

/** A subscription taken away, with its invoices and payments. */
export function deleteSubscription(session: Session, id: string): void {
  session.stamp();
  session.subscriptions.remove(id);
}

/**
 * A subscription's products (2026 plans) attached, detached or replaced (2024 ManageSubscriptionProducts; 2026
 * ManageSubscriptionPlans detaches only): attached and replacing ones come from its offering as it is now, by id.
 * Its 2024 plans are priced again over what it keeps (the 2024 rule); its active 2026 plan cannot be detached, nor
 * the last product.
 */
export function manageProducts(
  session: Session,
  id: string,
  actions: readonly { type: 'attach' | 'detach' | 'replace'; ids: readonly string[] }[],
  version: ApiVersion,
): Life {
  const before = session.subscriptions.get(id) as Life;
  let products = [...before.bundle.products];
  const offeringId = before.bundle.subscription.attributes.offering.id as string;
  const field = version === '2024' ? 'data[].products' : 'data[].plans';
  for (const action of actions) {
    const ids = action.ids.map((one) => one.toLowerCase());
    if (action.type === 'detach') {
      for (const one of ids) {
        if (!products.some((product) => product.id === one)) {
          throw errors.badValue(field, "one of the subscription's", one);
        }
        if (version === '2026' && one === productOf(before.bundle)?.id) {
          throw errors.badValue(field, 'not the active plan (switch plan first)', one);
        }
      }
      products = products.filter((product) => !ids.includes(product.id as string));
    } else {
      const offering = session.offerings.get(offeringId);
      const found = ids.map((one) => {
        const product = offering?.products.find((candidate) => candidate.id === one);
        if (product === undefined) throw errors.badValue(field, `one of offering ${offeringId}'s products`, one);
        return product;
      });
      products =
        action.type === 'replace'
          ? found
          : [...products, ...found.filter((one) => !products.some((p) => p.id === one.id))];
    }
  }
  if (products.length === 0) throw errors.badValue(field, 'leaving the subscription at least one product', '');
  session.stamp();
  const life = editable(session, id);
  const repriced = synced({
    offering: life.bundle.subscription.attributes.offering,
    products,
    plans: life.bundle.plans,
    extras: life.bundle.extras ?? {
      features: [],
      configurations: {},
      associations: {},
      options: {},
      currency: life.bundle.subscription.attributes.currency,
      tax: 0,
    },
  });
  life.bundle.products = repriced.products;
  life.bundle.plans = repriced.plans;
  if (!products.some((product) => product.id === life.bundle.planId)) life.bundle.planId = products[0]?.id as string;
  life.bundle.subscription.relationships = relationshipsOf(life.bundle.products, life.bundle.plans);
  session.subscriptions.replace(life);
  return life;
}
