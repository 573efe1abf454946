import { Refused } from '../billing/actions.js';
import {
  createProrationPolicyRequestSchema,
  prorationPolicyListSchema,
  prorationPolicyResponseSchema,
  updateProrationPolicyRequestSchema,
} from '../schemas/index.js';
import type { Session } from '../store/session.js';
import { resourceRoutes } from './resource.js';

/**
 * Proration policies (`/v2/subscriptions/proration-policies`), the same in both versions: how a switch of plan mid
 * period is prorated, once attached to an offering (2024 `PUT .../offerings/:id/relationships/proration-policies` or
 * `proration_policy_id`, 2026 the offering's `relationships.proration_policy`, a build's `proration_policy_id`). An
 * `external_ref` is unique in the store; a policy an offering uses cannot be deleted (detach it first).
 */

/** Refuses an `external_ref` another policy of the store has (a 409, as the documents' update lists). */
function checkUnique(session: Session, externalRef: string | null | undefined, self?: string): void {
  if (externalRef === undefined || externalRef === null) return;
  const found = session.collection('proration-policies').find([{ field: 'external_ref', values: [externalRef] }]);
  for (let index = 0; index < found.total; index++) {
    const other = found.at(index);
    if (other.id !== self) {
      throw new Refused(
        `external_ref "${externalRef.slice(0, 100)}" is taken by proration policy ${other.id}: an external_ref is unique in the store`,
      );
    }
  }
}

export const prorationPolicyRoutes = resourceRoutes({
  kind: 'proration-policies',
  shape: { type: 'subscription_proration_policy' },
  path: '/v2/subscriptions/proration-policies',
  param: 'proration_policy_uuid',
  noun: 'proration policy',
  operations: {
    list: 'listProrationPolicies',
    get: 'getProrationPolicy',
    create: 'createProrationPolicy',
    update: 'updateProrationPolicy',
    delete: 'deleteProrationPolicy',
  },
  schemas: {
    list: prorationPolicyListSchema,
    one: prorationPolicyResponseSchema,
    create: createProrationPolicyRequestSchema,
    update: updateProrationPolicyRequestSchema,
  },
  refuses: { create: [409] },
  example:
    '{"data":{"type":"subscription_proration_policy","attributes":{"name":"Main policy","rounding":"up","external_ref":"main"}}}',
  created(body, session) {
    checkUnique(session, body.data.attributes.external_ref);
    return { attributes: body.data.attributes };
  },
  changed(body, record, session) {
    checkUnique(session, body.data.attributes.external_ref, record.id);
    return { attributes: body.data.attributes };
  },
  removing(record, session) {
    const found = session.offerings.find([{ field: 'proration_policy_id', values: [record.id] }]);
    if (found.total > 0) {
      const ids = Array.from({ length: Math.min(found.total, 3) }, (_, index) => found.at(index).offering.id);
      throw new Refused(
        `proration policy ${record.id} is attached to ${found.total} offering${found.total === 1 ? '' : 's'} (${ids.join(', ')}${found.total > 3 ? ', ...' : ''}): detach it from them first`,
      );
    }
  },
});
