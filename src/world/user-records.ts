import { Refused } from '../billing/actions.js';
import type { Life } from '../billing/life.js';
import { live } from '../billing/timeline.js';
import type { PlanFeatureConfiguration } from '../catalog/types.js';
import {
  type Account,
  applicationKeySource,
  completeKey,
  completeSubscription,
  edgeApplicationKeys,
  overlay,
  type SubscriptionBundle,
  uuidFrom,
} from '../factories/index.js';
import { uuidSchema } from '../schemas/common.js';
import type { ApplicationKey, Subscription } from '../schemas/index.js';
import { bundleProblems, bundleSchemaProblems } from '../validate/bundle.js';
import { keyProblems } from '../validate/key.js';
import { lifeProblems } from '../validate/life.js';
import type { Problem } from '../validate/problems.js';
import type { Fixture } from './fixtures.js';
import { generatedAccounts, generatedSubscriptionId } from './generated-subscriptions.js';
import type { WorldInputs, WorldRecipe } from './recipe.js';
import { completeFeatures, type ReadRecord, readRecord } from './shape-2026.js';

/** A user scenario's records, completed, lived and checked: what its world adds to the one it extends. */
export interface PreparedRecords {
  keys: ApplicationKey[];
  lives: Life[];
  /** The `client_secret` a key record gave, for `--auth strict`. */
  secrets: Map<string, string>;
}

/** A problem of one record: which scenario brought it and where in its `records`. */
export interface RecordProblem extends Problem {
  scenario: string;
}

/** The ids and subscribers the extended world already has, for duplicates and coherent accounts. */
function existing(recipe: WorldRecipe, { seed, now, fixtures, storeRateLimit }: WorldInputs) {
  const keys = new Set<string>();
  if (recipe.keys === 'edge') for (const key of edgeApplicationKeys(seed, now, storeRateLimit)) keys.add(key.id);
  else {
    const source = applicationKeySource(seed, recipe.keys, now, 0);
    for (let index = 0; index < recipe.keys; index++) keys.add(source.id(index));
  }
  const subscriptions = new Set<string>();
  const known = new Map<string, Account>();
  if (recipe.subscriptions !== 'none') {
    for (const { subscription } of fixtures as Fixture[]) {
      subscriptions.add(subscription.id as string);
      const { account_id: id, name, email } = subscription.attributes;
      known.set(id, { id, name, email });
    }
  }
  if (typeof recipe.subscriptions === 'object') {
    const { total, accounts } = recipe.subscriptions;
    for (let index = 0; index < total - subscriptions.size; index++)
      subscriptions.add(generatedSubscriptionId(seed, index));
    for (const account of generatedAccounts(seed, accounts, [...known.values()], now)) known.set(account.id, account);
  }
  return { keys, subscriptions, accounts: known };
}

/**
 * What only the 2026 shape says, put on the bundle: the subscription's 2026 plan (one of the products) and the
 * offering's features with each plan's configuration of them. Problems in the 2024 shape's paths.
 */
function with2026(bundle: SubscriptionBundle, read: ReadRecord, scenario: string, position: number): Problem[] {
  if (!read.was2026) return [];
  const problems: Problem[] = [];
  if (read.planId !== undefined) {
    if (bundle.products.some((product) => product.id === read.planId)) bundle.planId = read.planId;
    else
      problems.push({
        path: '$.subscription.attributes.2026_plan_id',
        rule: `is not one of the offering's plans: ${read.planId}`,
      });
  }
  const extras = bundle.extras;
  if (extras === undefined) return problems;
  const { created_at, updated_at } = bundle.subscription.attributes.offering.attributes;
  const features =
    read.features === undefined
      ? extras.features
      : completeFeatures(
          read.features,
          (index) => uuidFrom(`${scenario}/subscription/${position}/feature/${index}`),
          bundle.subscription.attributes.offering.meta.owner,
          { created_at, updated_at },
        );
  features.forEach((feature, index) => {
    if (!uuidSchema.safeParse(feature.id).success)
      problems.push({ path: `$.features[${index}].id`, rule: 'must be a UUID' });
  });
  const configurations = { ...extras.configurations };
  for (const [index, own] of Object.entries(read.configurations ?? {})) {
    const product = bundle.products[Number(index)];
    if (product === undefined) continue;
    const byId: Record<string, PlanFeatureConfiguration> = {};
    for (const [key, config] of Object.entries(own)) {
      // Keyed by a feature's id or its external_ref, as the API's build takes them.
      const feature = features.find((one) => one.id === key || one.external_ref === key);
      if (feature === undefined) {
        const where = `$.products[${index}].attributes.feature_configurations.${key}`;
        problems.push({ path: where, rule: "is not the id or external_ref of one of the offering's features" });
      } else byId[feature.id] = config;
    }
    configurations[product.id as string] = byId;
  }
  bundle.extras = { ...extras, features, configurations, ...(read.tax === undefined ? {} : { tax: read.tax }) };
  return problems;
}

/** The state is one object in two places: a problem in it is named where the user wrote the field (`meta.state`). */
function whereGiven(path: string, given: Record<string, unknown>): string {
  const match = /^\.subscription\.state((?:\.[^.[\]]+)*)/.exec(path);
  if (match === null) return path;
  const rest = (match[1] ?? '').split('.').slice(1);
  const has = (root: unknown) =>
    rest.reduce<unknown>(
      (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      root,
    ) !== undefined;
  const inMeta = (given.meta as { state?: unknown } | undefined)?.state;
  return !has(given.state) && has(inMeta) ? path.replace('.subscription.state', '.subscription.meta.state') : path;
}

/** A flag given false while its time is given (and no resume came after): the two say opposite things. */
function contradictions(given: Record<string, unknown>): Problem[] {
  const meta = (given.meta ?? {}) as { paused?: unknown; canceled?: unknown; timestamps?: Record<string, unknown> };
  const times = meta.timestamps ?? {};
  const problems: Problem[] = [];
  for (const [flag, time] of [
    ['paused', 'paused_at'],
    ['canceled', 'canceled_at'],
  ] as const) {
    // (A time given `null` is left out: not given.)
    if (meta[flag] === false && times[time] != null && times.resumed_at == null) {
      problems.push({
        path: `$.subscription.meta.${flag}`,
        rule: `is false, but timestamps.${time} is given with no resumed_at after it`,
      });
    }
  }
  return problems;
}

/** The subscriber of a record as given or made, checked against the others of the same account. */
function sameSubscriber(subscription: Subscription, accounts: Map<string, Account>, path: string): Problem[] {
  const { account_id: id, name, email } = subscription.attributes;
  const known = accounts.get(id);
  if (known === undefined) {
    accounts.set(id, { id, name, email });
    return [];
  }
  if (known.name === name && known.email === email) return [];
  return [
    {
      path: `${path}.subscription.attributes.account_id`,
      rule: `account ${id} is ${known.name} <${known.email}> elsewhere: an account's subscriptions share its name and email`,
    },
  ];
}

/**
 * Completes, lives and checks the records of a scenario's recipe: keys and subscriptions partial at every depth, made
 * whole by the factories (seeded by the scenario's name and the record's position), subscriptions lived through the
 * billing engine, every given field then laid back over, and everything checked by the schemas and data rules.
 * Returns the records, or every problem found.
 */
export function prepareRecords(
  recipe: WorldRecipe,
  inputs: WorldInputs,
): PreparedRecords | { problems: RecordProblem[] } {
  const problems: RecordProblem[] = [];
  const taken = existing(recipe, inputs);
  const keys: ApplicationKey[] = [];
  const lives: Life[] = [];
  const secrets = new Map<string, string>();
  let shares = 0;
  const options = {
    dunningAction: inputs.dunningAction ?? 'suspend',
    paymentsFail: inputs.paymentsFail ?? false,
    model: inputs.apiVersion ?? '2024',
  };
  for (const { scenario, records } of recipe.records ?? []) {
    const reportAll = (list: Problem[]) => problems.push(...list.map((problem) => ({ ...problem, scenario })));
    const report = reportAll;
    (records.applicationKeys ?? []).forEach((given, position) => {
      const path = `records.applicationKeys[${position}]`;
      // A key record may give its client_secret (not a field of the key: shown by no answer), for `--auth strict`.
      const { client_secret: secret, ...fields } = structuredClone(given);
      const key = completeKey(fields, { scenario, position, now: inputs.now });
      if (secret !== undefined && typeof secret !== 'string')
        report([{ path: `${path}.client_secret`, rule: 'must be a string' }]);
      if (typeof secret === 'string') secrets.set(key.id, secret);
      report(keyProblems(key, inputs.now, path));
      if (taken.keys.has(key.id)) report([{ path: `${path}.id`, rule: `${key.id} is taken by another key` }]);
      taken.keys.add(key.id);
      shares += Number.isInteger(key.reserved_rate_limit) ? key.reserved_rate_limit : 0;
      keys.push(key);
    });
    (records.subscriptions ?? []).forEach((given, position) => {
      const path = `records.subscriptions[${position}]`;
      // Either version's shape; problems are named where the user wrote them.
      const read = readRecord(structuredClone(given) as never);
      const report = (list: Problem[]) =>
        reportAll(list.map((problem) => ({ ...problem, path: read.pathOf(problem.path) })));
      const made = completeSubscription(read.record as never, {
        scenario,
        position,
        now: inputs.now,
        accounts: taken.accounts,
      });
      // The engine lives only a record the schemas accept (a plan of 0 or -1 intervals could not be billed), and
      // whose flags and times agree.
      const { offering: _given, ...givenAttributes } =
        (made.given.attributes as Record<string, unknown> | undefined) ?? {};
      // (A state given in part is completed from the lived one, after living: not checked here.)
      const {
        state: _state,
        meta: givenMeta,
        ...rest
      } = made.given as { state?: unknown; meta?: Record<string, unknown> };
      const { state: _metaState, ...metaWithoutState } = givenMeta ?? {};
      const asGiven = overlay(made.bundle.subscription, {
        ...rest,
        meta: metaWithoutState,
        attributes: givenAttributes,
      }) as Subscription;
      const shape = [...bundleSchemaProblems({ ...made.bundle, subscription: asGiven }), ...contradictions(made.given)];
      if (shape.length > 0) {
        report(shape.map(({ path: at, rule }) => ({ path: `${path}${at.slice(1)}`, rule })));
        return;
      }
      const planProblems = with2026(made.bundle, read, scenario, position);
      if (planProblems.length > 0) {
        report(planProblems.map(({ path: at, rule }) => ({ path: `${path}${at.slice(1)}`, rule })));
        return;
      }
      let life: Life;
      try {
        life = live(made.bundle, made.lifecycle, inputs.now, options, made.moves);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        report([{ path: `${path}.subscription.meta`, rule: `cannot be lived: ${error.detail}` }]);
        return;
      }
      const { offering: _offering, ...attributes } =
        (made.given.attributes as Record<string, unknown> | undefined) ?? {};
      const lived = life.bundle.subscription;
      const subscription = overlay(lived, { ...made.given, attributes }) as Subscription;
      // The state is one object in two places: what is given in either is laid over the lived one, then put in both.
      const givenState = overlay(
        made.given.state ?? {},
        (made.given.meta as { state?: unknown } | undefined)?.state ?? {},
      );
      const stateGiven = Object.keys(givenState as object).length > 0;
      if (stateGiven && lived.state === undefined) {
        const where = made.given.state !== undefined ? 'state' : 'meta.state';
        const rule =
          'is given, but the subscriber never acted on this subscription: give meta.paused or meta.canceled (or their times) too';
        report([{ path: `${path}.subscription.${where}`, rule }]);
        return;
      }
      const state = (stateGiven ? overlay(lived.state ?? {}, givenState) : lived.state) as Subscription['state'];
      delete subscription.state;
      delete subscription.meta.state;
      if (state !== undefined) {
        // The state's flags mirror meta's, given ones included, unless the state itself gives them.
        const mirrored = { ...state.meta };
        for (const flag of ['canceled', 'paused', 'closed', 'suspended', 'invoice_after'] as const) {
          if ((givenState as { meta?: Record<string, unknown> }).meta?.[flag] === undefined) {
            (mirrored as Record<string, unknown>)[flag] = subscription.meta[flag];
          }
        }
        state.meta = mirrored;
        subscription.state = state as Subscription['state'];
        subscription.meta.state = state as Subscription['state'];
      }
      life.bundle = { ...life.bundle, subscription };
      const found = [...bundleProblems(life.bundle, inputs.now), ...lifeProblems(life, inputs.now)];
      report(found.map(({ path: at, rule }) => ({ path: `${path}${whereGiven(at.slice(1), made.given)}`, rule })));
      report(sameSubscriber(subscription, taken.accounts, path));
      const id = subscription.id as string;
      if (taken.subscriptions.has(id))
        report([{ path: `${path}.subscription.id`, rule: `${id} is taken by another subscription` }]);
      taken.subscriptions.add(id);
      lives.push(life);
    });
  }
  if (shares > inputs.storeRateLimit) {
    problems.push({
      scenario: recipe.records?.at(-1)?.scenario ?? '',
      path: 'records.applicationKeys',
      rule: `reserved_rate_limit adds up to ${shares}, over the store's limit of ${inputs.storeRateLimit}`,
    });
  }
  return problems.length > 0 ? { problems } : { keys, lives, secrets };
}
