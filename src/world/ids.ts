/**
 * Ids that never change: in `default` the subscription in each lifecycle state; every world but `empty` has
 * `active` (...001), which the lifecycle scenarios put into their state.
 * @example
 * await fetch(`${url}/subscriptions/subscriptions/${WELL_KNOWN_IDS.paused}`, { headers })
 */
export const WELL_KNOWN_IDS = {
  active: '00000000-0000-4000-8000-000000000001',
  paused: '00000000-0000-4000-8000-000000000002',
  canceled: '00000000-0000-4000-8000-000000000003',
  resumed: '00000000-0000-4000-8000-000000000004',
  closed: '00000000-0000-4000-8000-000000000005',
  suspended: '00000000-0000-4000-8000-000000000006',
} as const;

/**
 * The store's own credentials, which `--auth strict` accepts at `POST /oauth/access_token` in every world (printed
 * at start). Keys created in a session bring their own.
 * @example
 * const body = new URLSearchParams({ grant_type: 'client_credentials', ...STORE_CREDENTIALS })
 */
export const STORE_CREDENTIALS = {
  client_id: 'commerce-emulator',
  client_secret: 'commerce-emulator-secret',
} as const;
