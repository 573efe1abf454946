import { errors } from '../http/errors.js';
import {
  createDunningRuleRequestSchema,
  dunningRuleListSchema,
  dunningRuleResponseSchema,
  updateDunningRuleRequestSchema,
} from '../schemas/index.js';
import type { StoreRecord } from '../store/collections.js';
import type { Session } from '../store/session.js';
import { resourceRoutes } from './resource.js';

/**
 * Dunning rules (`/v2/subscriptions/dunning-rules`), the same in both versions: how failed payments are retried and
 * what follows the last retry. The store's default rule (one at most: making a rule the default makes the one before
 * not) is what billing applies from the next retry or run on (src/store/session.ts); without one, or once it is
 * deleted or no longer the default, a payment is retried once a day, ten times, as the documents say.
 */

/** A rule's attributes as kept (and answered). */
type RuleAttributes = Record<string, unknown> & { payment_retry_type?: string; payment_retry_multiplier?: number };

/** The documents: "Must only be set for backoff types" (the multiplier grows the wait between retries). */
function checkMultiplier(attributes: RuleAttributes): void {
  const { payment_retry_type: type, payment_retry_multiplier: multiplier } = attributes;
  if (multiplier !== undefined && type !== 'backoff') {
    throw errors.badValue(
      'data.attributes.payment_retry_multiplier',
      `left out unless payment_retry_type is backoff (the rule's is ${type})`,
      String(multiplier),
    );
  }
}

/** Attributes laid over a rule's, as an update does (`null` takes one away). */
function laidOver(before: Record<string, unknown>, changes: Record<string, unknown>): RuleAttributes {
  const out: Record<string, unknown> = { ...before };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out;
}

/** A rule made the default: every other default rule is not any more, changed in the same write (and at its time). */
function onlyDefault(rule: StoreRecord, session: Session): void {
  if (rule.attributes.default !== true) return;
  const rules = session.collection('dunning-rules');
  const found = rules.find([{ field: 'default', values: ['true'] }]);
  const others: StoreRecord[] = [];
  for (let index = 0; index < found.total; index++) {
    const other = found.at(index);
    if (other.id !== rule.id) others.push(other);
  }
  const at = rule.meta.timestamps.updated_at as string;
  for (const other of others) {
    rules.replace({
      ...other,
      attributes: { ...other.attributes, default: false },
      meta: { ...other.meta, timestamps: { ...other.meta.timestamps, updated_at: at } },
    });
  }
}

export const dunningRuleRoutes = resourceRoutes({
  kind: 'dunning-rules',
  shape: { type: 'subscription_dunning_rule' },
  path: '/v2/subscriptions/dunning-rules',
  param: 'dunning_rule_uuid',
  noun: 'dunning rule',
  operations: {
    list: 'listDunningRules',
    get: 'getDunningRule',
    create: 'createDunningRule',
    update: 'updateDunningRule',
    delete: 'deleteDunningRule',
  },
  // The documents give the list the generic filter parameter without naming fields: the rule's kind, unit, action
  // and whether it is the default (`eq(default,true)` finds the one billing applies).
  filter: { payment_retry_type: ['eq'], payment_retry_unit: ['eq'], action: ['eq'], default: ['eq'] },
  schemas: {
    list: dunningRuleListSchema,
    one: dunningRuleResponseSchema,
    create: createDunningRuleRequestSchema,
    update: updateDunningRuleRequestSchema,
  },
  example:
    '{"data":{"type":"subscription_dunning_rule","attributes":{"payment_retry_type":"fixed","payment_retry_interval":1,"payment_retry_unit":"day","payment_retries_limit":10,"action":"suspend","default":true}}}',
  created(body) {
    const attributes = { ...body.data.attributes, default: body.data.attributes.default ?? false };
    checkMultiplier(attributes);
    return { attributes };
  },
  changed(body, record) {
    const { attributes } = body.data;
    checkMultiplier(laidOver(record.attributes, attributes));
    return { attributes };
  },
  written: onlyDefault,
});
