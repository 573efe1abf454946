// The dashboard's script, inlined into the page by scripts/generate.ts (src/node/dashboard-page.generated.ts). A
// classic script, not a module. It builds every node with createElement/textContent (never innerHTML), so no value
// it shows can become markup.
// biome-ignore lint/suspicious/noRedundantUseStrict: a classic (non-module) script, where the directive takes effect
'use strict';

// The admin API is where the page is: /__emulator/, or under a prefix when the emulator is mounted in a dev server.
const API = location.pathname.slice(0, location.pathname.lastIndexOf('/__emulator')) + '/__emulator';
const POLL_MS = 500;
const WORLD_MS = 5000;
const MAX_ROWS = 500;
/** Events the events tab shows, at most: the newest. */
const MAX_EVENTS = 200;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const state = {
  scenario: null,
  session: null,
  scenarios: [],
  lastId: 0,
  entries: new Map(),
  selected: null,
  online: true,
  tab: 'requests',
  events: new Map(),
  eventSelected: null,
};
const $ = (id) => document.getElementById(id);
/** Bumped by every switch made here: a poll that was under way meanwhile may carry the names from before it. */
let switches = 0;

/** A DOM node; text only ever goes in as text. */
function el(tag, props, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('aria-') || key.startsWith('data-') || key === 'role') node.setAttribute(key, String(value));
    else node[key] = value;
  }
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : String(child));
  }
  return node;
}

async function api(method, path, body) {
  const init = { method, cache: 'no-store', headers: {} };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(API + path, init);
  const text = await res.text();
  let data = null;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    data = null;
  }
  if (!res.ok) {
    const detail = data && Array.isArray(data.errors) && data.errors[0]?.detail;
    throw new Error(detail || `HTTP ${res.status}`);
  }
  return { data, res };
}

let noticeTimer = 0;
function say(message, error) {
  const box = $('notice');
  box.textContent = message;
  box.className = error ? 'error' : '';
  clearTimeout(noticeTimer);
  if (!error)
    noticeTimer = setTimeout(() => {
      box.textContent = '';
    }, 5000);
}

const number = (value) => Number(value).toLocaleString('en-US');
const clockText = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
const dayText = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
const statusClass = (status) => `s${Math.floor(status / 100)}`;
const where = () => `?scenario=${encodeURIComponent(state.scenario)}&session=${encodeURIComponent(state.session)}`;

function queryText(query) {
  const parts = [];
  for (const [key, value] of Object.entries(query || {})) {
    for (const one of Array.isArray(value) ? value : [value]) parts.push(one === '' ? key : `${key}=${one}`);
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function pretty(text) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/* Current scenario and session */

function setCurrent(scenario, session) {
  if (scenario === state.scenario && session === state.session) return;
  state.scenario = scenario;
  state.session = session;
  $('scenario').value = scenario;
  if (document.activeElement !== $('session')) $('session').value = session;
  renderScenarioList();
  refreshWorld();
}

function renderScenarioSelect() {
  const select = $('scenario');
  select.replaceChildren();
  for (const scenario of state.scenarios) {
    const description = scenario.description || '';
    const short = description.length > 64 ? `${description.slice(0, 63)}\u2026` : description;
    const option = new Option(short ? `${scenario.name} \u2014 ${short}` : scenario.name, scenario.name);
    option.title = description;
    select.append(option);
  }
  if (state.scenario !== null) select.value = state.scenario;
}

function renderScenarioList() {
  const list = $('scenario-list');
  list.replaceChildren();
  for (const scenario of state.scenarios) {
    const current = scenario.name === state.scenario;
    const head = el('div', {}, el('span', { className: 'mono', textContent: scenario.name }));
    if (scenario.status)
      head.append(
        el('span', {
          className: `badge tag ${statusClass(scenario.status)}`,
          textContent: `answers ${scenario.status}`,
        }),
      );
    const action = current
      ? el('span', { className: 'badge s1', textContent: 'current' })
      : el('button', {
          type: 'button',
          className: 'btn small',
          textContent: 'Use',
          'aria-label': `Use scenario ${scenario.name}`,
          onclick: () => useScenario(scenario.name),
        });
    // Counts and where a scenario comes from, when the admin API gives them.
    const facts = [];
    if (typeof scenario.keys === 'number') facts.push(number(scenario.keys) + (scenario.keys === 1 ? ' key' : ' keys'));
    if (typeof scenario.subscriptions === 'number') {
      facts.push(number(scenario.subscriptions) + (scenario.subscriptions === 1 ? ' subscription' : ' subscriptions'));
    }
    if (typeof scenario.origin === 'string' && scenario.origin !== 'built-in') facts.push(`from ${scenario.origin}`);
    list.append(
      el(
        'li',
        { className: current ? 'current' : '', 'data-scenario': scenario.name },
        head,
        el('p', { className: 'desc', textContent: scenario.description || '' }),
        facts.length === 0 ? null : el('p', { className: 'facts', textContent: facts.join(' \u00b7 ') }),
        el('div', { className: 'actions' }, action),
      ),
    );
  }
  $('scenario-count').textContent = `${state.scenarios.length} scenarios`;
}

/** Reads the scenario list; re-renders only when it changed (with --watch it may), so an open select stays open. */
let scenariosSeen = '';
async function loadScenarios() {
  const { data } = await api('GET', '/scenarios');
  const seen = JSON.stringify(data.scenarios);
  if (seen === scenariosSeen) return;
  scenariosSeen = seen;
  state.scenarios = data.scenarios;
  renderScenarioSelect();
  renderScenarioList();
}

async function useScenario(name) {
  try {
    const { data } = await api('PUT', '/scenario', { name });
    switches++;
    setCurrent(data.current, data.session);
    say(`Scenario ${data.current} is now current: requests that name no scenario read it.`);
  } catch (error) {
    $('scenario').value = state.scenario;
    say(`Could not switch the scenario: ${error.message}`, true);
  }
}

async function useSession(name) {
  try {
    const { data } = await api('PUT', '/session', { name });
    switches++;
    setCurrent(data.current, data.session);
    $('session').value = data.session;
    say(`Session ${data.session} is now current: requests that name no session write to it.`);
  } catch (error) {
    say(`Could not switch the session: ${error.message}`, true);
  }
}

/* Clock, sessions and the world summary */

async function loadClock() {
  const { data } = await api('GET', `/clock${where()}`);
  const clock = $('clock');
  clock.textContent = clockText(data.now);
  clock.dateTime = data.now;
}

async function advance(duration, label) {
  const buttons = document.querySelectorAll('[data-advance]');
  for (const button of buttons) button.disabled = true;
  try {
    const { data } = await api('POST', `/clock${where()}`, { advance: duration });
    say(`Clock of ${data.scenario} / ${data.session} moved ${label} to ${clockText(data.now)}.`);
    await refreshWorld();
  } catch (error) {
    say(`Could not move the clock: ${error.message}`, true);
  } finally {
    for (const button of buttons) button.disabled = false;
  }
}

async function loadSessions() {
  const { data } = await api('GET', '/sessions');
  const body = $('session-rows');
  body.replaceChildren();
  for (const held of data.data.slice().reverse()) {
    const current = held.scenario === state.scenario && held.session === state.session;
    body.append(
      el(
        'tr',
        { className: current ? 'current' : '' },
        el(
          'td',
          {},
          el('div', { className: 'mono', textContent: held.session }),
          el('div', { className: 'muted small', textContent: `in ${held.scenario}` }),
        ),
        el('td', { className: 'num', textContent: number(held.writes) }),
        el('td', { className: 'mono small', textContent: dayText(held.clock) }),
        el(
          'td',
          { className: 'num' },
          el('button', {
            type: 'button',
            className: 'btn small',
            textContent: 'Drop',
            'aria-label': `Drop the writes of session ${held.session}`,
            onclick: () => dropSession(held.session),
          }),
        ),
      ),
    );
  }
  $('sessions-table').hidden = data.data.length === 0;
  $('sessions-empty').hidden = data.data.length !== 0;
  $('session-count').textContent = data.data.length === 1 ? '1 session' : `${data.data.length} sessions`;
}

async function dropSession(name) {
  try {
    await api('DELETE', `/sessions/${encodeURIComponent(name)}`);
    say(`Dropped the writes of session ${name}.`);
  } catch (error) {
    say(`Could not drop session ${name}: ${error.message}`, true);
  }
  refreshWorld();
}

function stat(label, value) {
  return el('div', {}, el('dt', { textContent: label }), el('dd', { textContent: value }));
}

async function loadSummary() {
  const { data } = await api('GET', `/summary${where()}`);
  $('world-title').textContent = `World: ${data.scenario} / ${data.session}`;
  $('world-stats').replaceChildren(
    stat('Keys', number(data.keys.total)),
    stat('Reserved rate', `${number(data.keys.totalReservedRateLimit)}/s`),
    stat('Subscriptions', number(data.subscriptions.total)),
    stat('Offerings', number(data.offerings.total)),
    stat('Writes', number(data.writes)),
  );
  // An offering's parts in the words of the API version served: 2024 products and plans, 2026 plans, pricing
  // options and features.
  const words =
    data.api_version === '2024'
      ? (o) => `${o.products} products \u00b7 ${o.plans} plans`
      : (o) => `${o.products} plans \u00b7 ${o.plans} pricing options \u00b7 ${o.features} features`;
  $('offering-rows').replaceChildren(
    ...data.offerings.data.map((o) =>
      el(
        'tr',
        { 'data-id': o.id },
        el('td', {}, el('div', { className: 'name', textContent: o.name })),
        el('td', { className: 'muted small', textContent: words(o) }),
      ),
    ),
  );
  $('offerings').hidden = data.offerings.total === 0;
  const alert = $('world-alert');
  alert.hidden = data.status === null;
  alert.textContent = data.status === null ? '' : `Every API request in this scenario answers ${data.status}.`;
  const body = $('subscription-rows');
  body.replaceChildren();
  for (const sub of data.subscriptions.data) {
    const flags = el(
      'div',
      { className: 'flags' },
      el('span', { className: `badge ${sub.status}`, textContent: sub.status }),
    );
    for (const flag of ['paused', 'canceled', 'closed', 'suspended', 'pending']) {
      if (sub[flag]) flags.append(el('span', { className: 'badge flag', textContent: flag }));
    }
    body.append(
      el(
        'tr',
        { 'data-id': sub.id },
        el(
          'td',
          {},
          el('div', { className: 'name', textContent: sub.name }),
          el(
            'div',
            { className: 'plan muted small' },
            el('span', { className: 'mono', title: sub.id, textContent: `\u2026${sub.id.slice(-6)}` }),
            ` \u00b7 ${sub.plan || sub.offering}`,
          ),
        ),
        el('td', {}, flags),
        el('td', { className: 'mono small', title: sub.invoice_after, textContent: sub.invoice_after.slice(0, 10) }),
      ),
    );
  }
  const total = data.subscriptions.total;
  const shown = data.subscriptions.data.length;
  $('subscriptions').hidden = shown === 0;
  $('subscriptions-more').hidden = shown === total && total !== 0;
  $('subscriptions-more').textContent =
    shown === 0
      ? 'No subscriptions in this world.'
      : `Showing the first ${number(shown)} of ${number(total)} subscriptions.`;
}

let worldRun = null;
let worldAgain = false;
function refreshWorld() {
  if (state.scenario === null) return Promise.resolve();
  if (worldRun !== null) {
    worldAgain = true;
    return worldRun;
  }
  worldRun = (async () => {
    try {
      do {
        worldAgain = false;
        await Promise.all([loadClock(), loadSessions(), loadSummary()]);
      } while (worldAgain);
    } catch (error) {
      if (state.online) say(`Could not read the world: ${error.message}`, true);
    } finally {
      worldRun = null;
    }
  })();
  return worldRun;
}

/* The request log */

function entryText(entry) {
  return [entry.method, entry.path + queryText(entry.query), entry.status, entry.scenario, entry.session]
    .join(' ')
    .toLowerCase();
}

function matches(entry) {
  const wanted = $('filter').value.trim().toLowerCase();
  return wanted === '' || entryText(entry).includes(wanted);
}

function renderRow(entry) {
  const target = entry.path + queryText(entry.query);
  const row = el(
    'tr',
    { 'data-id': entry.id, 'aria-selected': 'false' },
    el('td', { className: 'mono muted', textContent: entry.time.slice(11, 23) }),
    el('td', { className: 'mono method', textContent: entry.method }),
    el(
      'td',
      { className: 'mono', title: target },
      el('button', {
        type: 'button',
        className: 'link',
        textContent: target,
        'aria-label': `Show request ${entry.id}: ${entry.method} ${target}, status ${entry.status}`,
      }),
    ),
    el('td', {}, el('span', { className: `badge ${statusClass(entry.status)}`, textContent: entry.status })),
    el('td', { className: 'mono', textContent: entry.scenario, title: entry.scenario }),
    el('td', { className: 'mono', textContent: entry.session, title: entry.session }),
    el('td', { className: 'num mono', textContent: `${entry.durationMs.toFixed(1)} ms` }),
  );
  row.hidden = !matches(entry);
  return row;
}

function addEntries(entries) {
  const body = $('request-rows');
  let writes = false;
  for (const entry of entries) {
    if (entry.id <= state.lastId) continue;
    state.lastId = entry.id;
    state.entries.set(entry.id, entry);
    body.insertBefore(renderRow(entry), body.firstChild);
    if (!SAFE_METHODS.has(entry.method)) writes = true;
  }
  while (body.rows.length > MAX_ROWS) {
    const last = body.lastElementChild;
    state.entries.delete(Number(last.dataset.id));
    last.remove();
  }
  logChanged();
  if (writes) refreshWorld();
}

function logChanged() {
  const rows = $('request-rows').rows;
  let shown = 0;
  for (const row of rows) if (!row.hidden) shown++;
  $('log-empty').hidden = rows.length !== 0;
  const noun = rows.length === 1 ? ' request' : ' requests';
  $('log-count').textContent = shown === rows.length ? rows.length + noun : `${shown} of ${rows.length}${noun}`;
}

function headerTable(headers) {
  const names = Object.keys(headers || {});
  if (names.length === 0) return el('p', { className: 'muted small', textContent: 'No headers' });
  return el(
    'table',
    { className: 'headers' },
    el(
      'tbody',
      {},
      ...names.map((name) => el('tr', {}, el('td', { textContent: name }), el('td', { textContent: headers[name] }))),
    ),
  );
}

function bodyBlock(text, label) {
  if (text === null || text === undefined || text === '')
    return el('p', { className: 'muted small', textContent: 'No body' });
  return el('pre', { className: 'body', tabIndex: 0, 'aria-label': label, textContent: pretty(text) });
}

function select(id) {
  const entry = state.entries.get(id);
  if (entry === undefined) return;
  state.selected = id;
  for (const row of $('request-rows').rows) row.setAttribute('aria-selected', String(Number(row.dataset.id) === id));
  const target = entry.path + queryText(entry.query);
  const detail = $('detail');
  detail.replaceChildren(
    el(
      'div',
      { className: 'panel-head' },
      el('h2', { id: 'detail-title', className: 'grow', textContent: `${entry.method} ${target}`, title: target }),
      el('span', { className: `badge ${statusClass(entry.status)}`, textContent: entry.status }),
      el('button', { type: 'button', className: 'btn small', textContent: 'Close', onclick: closeDetail }),
    ),
    el(
      'dl',
      { className: 'meta' },
      ...[
        ['Request', `#${entry.id}`],
        ['Time', entry.time],
        ['Scenario', entry.scenario],
        ['Session', entry.session],
        ['Duration', `${entry.durationMs} ms`],
      ].map(([name, value]) => el('div', {}, el('dt', { textContent: name }), el('dd', { textContent: value }))),
    ),
    el(
      'div',
      { className: 'sides' },
      el(
        'section',
        { 'aria-label': 'Request' },
        el('h3', { textContent: 'Request' }),
        el('h4', { textContent: 'Body' }),
        bodyBlock(entry.body, 'Request body'),
        el('h4', { textContent: 'Headers' }),
        headerTable(entry.headers),
      ),
      el(
        'section',
        { 'aria-label': 'Response' },
        el('h3', { textContent: `Response ${entry.status}` }),
        el('h4', { textContent: 'Body' }),
        bodyBlock(entry.response.body, 'Response body'),
        el('h4', { textContent: 'Headers' }),
        headerTable(entry.response.headers),
      ),
    ),
  );
  detail.hidden = false;
}

function closeDetail() {
  state.selected = null;
  $('detail').hidden = true;
  for (const row of $('request-rows').rows) row.setAttribute('aria-selected', 'false');
}

function emptyLog() {
  $('request-rows').replaceChildren();
  state.entries.clear();
  closeDetail();
  logChanged();
}

/**
 * Notices a journal emptied elsewhere (DELETE /__emulator/requests, POST /__emulator/reset) or an emulator restarted
 * (its ids start again at 1): the log starts over.
 */
async function checkJournal() {
  const { data } = await api('GET', '/requests?limit=1');
  const newest = data.data[0];
  const restarted = newest !== undefined && newest.id < state.lastId;
  if (restarted || (newest === undefined && state.entries.size > 0)) {
    state.lastId = 0;
    emptyLog();
  }
}

async function clearLog() {
  try {
    await api('DELETE', '/requests');
    emptyLog();
    say('The request journal is cleared.');
  } catch (error) {
    say(`Could not clear the journal: ${error.message}`, true);
  }
}

/* Tabs: the request log and the events */

const TABS = ['requests', 'events'];

function setTab(name) {
  state.tab = name;
  for (const tab of TABS) {
    const button = $(`tab-${tab}`);
    const shown = tab === name;
    button.setAttribute('aria-selected', String(shown));
    button.tabIndex = shown ? 0 : -1;
    $(`${tab}-tab`).hidden = !shown;
  }
  if (name === 'events') refreshEvents();
}

function tabKeys(event) {
  const at = TABS.indexOf(state.tab);
  let next = null;
  if (event.key === 'ArrowRight') next = TABS[(at + 1) % TABS.length];
  else if (event.key === 'ArrowLeft') next = TABS[(at + TABS.length - 1) % TABS.length];
  else if (event.key === 'Home') next = TABS[0];
  else if (event.key === 'End') next = TABS[TABS.length - 1];
  if (next === null) return;
  event.preventDefault();
  setTab(next);
  $(`tab-${next}`).focus();
}

/* The events: what writes and clock moves emitted, and their deliveries to the session's integrations */

/** Each job's attempts (one job per event and integration), in the order the jobs were first tried. */
function jobsOf(event) {
  const jobs = new Map();
  for (const attempt of event.deliveries) {
    const attempts = jobs.get(attempt.job) || [];
    attempts.push(attempt);
    jobs.set(attempt.job, attempts);
  }
  return [...jobs.values()];
}

/** How an event's deliveries went: each job delivered (one attempt succeeded) or failing (its last one failed). */
function deliverySummary(event) {
  const jobs = jobsOf(event);
  const delivered = jobs.filter((attempts) => attempts.some((one) => one.succeeded)).length;
  const failing = jobs.length - delivered;
  const attempts = event.deliveries.length;
  const badges = [];
  if (delivered > 0) badges.push({ className: 's2', text: `${delivered} delivered` });
  if (failing > 0) badges.push({ className: 's5', text: `${failing} failing` });
  const text = [
    ...badges.map((badge) => badge.text),
    attempts === 0 ? 'no delivery' : `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  ].join(', ');
  return { badges, attempts, text };
}

function summaryNode(event) {
  const summary = deliverySummary(event);
  const node = el('span', { className: 'delivery' });
  for (const badge of summary.badges)
    node.append(el('span', { className: `badge ${badge.className}`, textContent: badge.text }));
  node.append(
    el('span', {
      className: 'muted small',
      textContent:
        summary.attempts === 0 ? 'none' : `${summary.attempts} ${summary.attempts === 1 ? 'attempt' : 'attempts'}`,
      title:
        summary.attempts === 0
          ? 'No integration of its session observes this key (or its delivery is still queued)'
          : undefined,
    }),
  );
  return node;
}

function eventText(event) {
  return [event.key, event.resource.type, event.resource.id, event.scenario, event.session].join(' ').toLowerCase();
}

function eventMatches(event) {
  const wanted = $('event-filter').value.trim().toLowerCase();
  return wanted === '' || eventText(event).includes(wanted);
}

function renderEventRow(event) {
  const resource = `${event.resource.type} ${event.resource.id}`;
  const row = el(
    'tr',
    { 'data-id': event.id, 'aria-selected': String(event.id === state.eventSelected) },
    el('td', { className: 'mono muted', title: event.at, textContent: clockText(event.at).slice(0, 19) }),
    el(
      'td',
      { title: `${event.key} \u00b7 ${resource}` },
      el('button', {
        type: 'button',
        className: 'link mono',
        textContent: event.key,
        'aria-label': `Show event ${event.key} of ${resource}: ${deliverySummary(event).text}`,
      }),
      el(
        'div',
        { className: 'line muted small' },
        `${event.resource.type} `,
        el('span', { className: 'mono', textContent: `\u2026${event.resource.id.slice(-8)}` }),
      ),
    ),
    el(
      'td',
      { title: `${event.session} in ${event.scenario}` },
      el('div', { className: 'line mono', textContent: event.session }),
      el('div', { className: 'line muted small', textContent: `in ${event.scenario}` }),
    ),
    el('td', {}, summaryNode(event)),
  );
  row.hidden = !eventMatches(event);
  return row;
}

function eventsChanged() {
  const rows = $('event-rows').rows;
  let shown = 0;
  for (const row of rows) if (!row.hidden) shown++;
  $('events-empty').hidden = rows.length !== 0;
  $('event-table').hidden = rows.length === 0;
  const noun = rows.length === 1 ? ' event' : ' events';
  $('events-count').textContent = shown === rows.length ? rows.length + noun : `${shown} of ${rows.length}${noun}`;
  $('tab-events-count').textContent = rows.length === 0 ? '' : `${rows.length}${rows.length >= MAX_EVENTS ? '+' : ''}`;
}

function renderEvents(events) {
  state.events = new Map(events.map((event) => [event.id, event]));
  const body = $('event-rows');
  body.replaceChildren(...events.slice().reverse().map(renderEventRow));
  eventsChanged();
  if (state.eventSelected === null) return;
  if (state.events.has(state.eventSelected)) showEvent(state.eventSelected);
  else closeEvent();
}

function attemptBlock(attempt) {
  const answered = attempt.response !== undefined;
  const outcome = attempt.succeeded
    ? el('span', { className: 'badge s2', textContent: answered ? `${attempt.status_code} delivered` : 'delivered' })
    : el('span', {
        className: `badge ${attempt.status_code === undefined ? 's5' : statusClass(attempt.status_code)}`,
        textContent: attempt.status_code === undefined ? 'failed' : `${attempt.status_code} failed`,
      });
  const queue = attempt.integration_type !== 'webhook';
  const answer = queue
    ? el('p', {
        className: 'muted small',
        textContent: `Put on the emulator's in-memory ${attempt.integration_type} queue.`,
      })
    : answered
      ? el(
          'div',
          {},
          el('h4', { textContent: `Status ${attempt.response.status}` }),
          bodyBlock(attempt.response.body, `Answer body of attempt ${attempt.attempt}`),
        )
      : null;
  return el(
    'article',
    { className: 'attempt', 'data-attempt': attempt.attempt, 'aria-label': `Attempt ${attempt.attempt}` },
    el(
      'div',
      { className: 'attempt-head' },
      el('strong', { textContent: `Attempt ${attempt.attempt}` }),
      outcome,
      el('span', {
        className: 'muted small',
        textContent: `${attempt.integration_type} \u00b7 ${clockText(attempt.at)} \u00b7 ${attempt.processing_time} ms`,
      }),
      el('span', { className: 'grow' }),
      el('span', {
        className: 'mono muted small',
        title: `integration ${attempt.integration}, job ${attempt.job}`,
        textContent: `integration \u2026${attempt.integration.slice(-8)}`,
      }),
    ),
    attempt.error_detail ? el('p', { className: 'alert', textContent: attempt.error_detail }) : null,
    el(
      'div',
      { className: 'sides' },
      el(
        'section',
        { 'aria-label': `Request of attempt ${attempt.attempt}` },
        el('h3', { textContent: queue ? 'Message' : 'Request' }),
        attempt.request.url === ''
          ? null
          : el('p', { className: 'mono small url', textContent: `POST ${attempt.request.url}` }),
        el('h4', { textContent: 'Headers' }),
        headerTable(attempt.request.headers),
        el('h4', { textContent: 'Body' }),
        bodyBlock(attempt.request.body, `Request body of attempt ${attempt.attempt}`),
      ),
      el(
        'section',
        { 'aria-label': `Answer of attempt ${attempt.attempt}` },
        el('h3', { textContent: 'Answer' }),
        answer ?? el('p', { className: 'muted small', textContent: 'No answer.' }),
      ),
    ),
  );
}

function showEvent(id) {
  const event = state.events.get(id);
  if (event === undefined) return;
  state.eventSelected = id;
  for (const row of $('event-rows').rows) row.setAttribute('aria-selected', String(row.dataset.id === id));
  const detail = $('event-detail');
  const summary = deliverySummary(event);
  const head = el(
    'div',
    { className: 'panel-head' },
    el('h2', { id: 'event-detail-title', className: 'grow', textContent: event.key, title: event.key }),
    ...summary.badges.map((badge) => el('span', { className: `badge ${badge.className}`, textContent: badge.text })),
    el('button', {
      type: 'button',
      className: 'btn small',
      textContent: 'Redeliver',
      'aria-label': `Deliver event ${event.id} again`,
      onclick: () => redeliver(event.id),
    }),
    el('button', { type: 'button', className: 'btn small', textContent: 'Close', onclick: closeEvent }),
  );
  detail.replaceChildren(
    head,
    el(
      'dl',
      { className: 'meta' },
      ...[
        ['Event', event.id],
        ['Session clock', event.at],
        ['Scenario', event.scenario],
        ['Session', event.session],
        ['Resource', `${event.resource.type} ${event.resource.id}`],
      ].map(([name, value]) => el('div', {}, el('dt', { textContent: name }), el('dd', { textContent: value }))),
    ),
    el(
      'section',
      { className: 'part', 'aria-label': 'Payload' },
      el('h3', { textContent: 'Payload' }),
      bodyBlock(JSON.stringify(event.payload), 'Event payload'),
    ),
    el(
      'section',
      { className: 'part', 'aria-label': 'Deliveries' },
      el('h3', { textContent: `Deliveries \u00b7 ${summary.text}` }),
      event.deliveries.length === 0
        ? el('p', {
            className: 'muted small',
            textContent:
              'None: no integration of its session observes this key, or its delivery is still queued. Create one with POST /v2/integrations.',
          })
        : null,
      ...event.deliveries.map(attemptBlock),
    ),
  );
  detail.hidden = false;
}

function closeEvent() {
  state.eventSelected = null;
  $('event-detail').hidden = true;
  for (const row of $('event-rows').rows) row.setAttribute('aria-selected', 'false');
}

async function redeliver(id) {
  try {
    const { data } = await api('POST', `/events/${encodeURIComponent(id)}/redeliver`);
    const queued = data.data.queued;
    say(`Event ${id} is queued again for ${queued} ${queued === 1 ? 'integration' : 'integrations'}.`);
  } catch (error) {
    say(`Could not redeliver the event: ${error.message}`, true);
  }
  refreshEvents();
}

async function clearEvents() {
  try {
    await api('DELETE', '/events');
    eventsSeen = '';
    closeEvent();
    renderEvents([]);
    say('The kept events are cleared.');
  } catch (error) {
    say(`Could not clear the events: ${error.message}`, true);
  }
}

/** The newest events; the table is drawn again only when an event or a delivery attempt came or went. */
let eventsSeen = null;
async function loadEvents() {
  const { data } = await api('GET', `/events?limit=${MAX_EVENTS}`);
  const seen = data.data.map((event) => `${event.id}:${event.deliveries.length}`).join(',');
  if (seen === eventsSeen) return;
  eventsSeen = seen;
  renderEvents(data.data);
}

let eventsRun = null;
let eventsAgain = false;
function refreshEvents() {
  if (eventsRun !== null) {
    eventsAgain = true;
    return eventsRun;
  }
  eventsRun = (async () => {
    try {
      do {
        eventsAgain = false;
        await loadEvents();
      } while (eventsAgain);
    } catch (error) {
      if (state.online) say(`Could not read the events: ${error.message}`, true);
    } finally {
      eventsRun = null;
    }
  })();
  return eventsRun;
}

/** Every POLL_MS while the events show, every WORLD_MS (for the tab's count) while they do not. */
async function pollEvents() {
  await refreshEvents();
  setTimeout(pollEvents, state.tab === 'events' ? POLL_MS : WORLD_MS);
}

function setOnline(online) {
  if (online === state.online) return;
  state.online = online;
  if (online) {
    say('Connected again.');
    loadScenarios().catch(() => {});
    refreshWorld();
  } else {
    say('Cannot reach the emulator: retrying.', true);
  }
}

async function poll() {
  const before = switches;
  try {
    const query = state.lastId === 0 ? `?limit=${MAX_ROWS}` : `?after=${state.lastId}&limit=${MAX_ROWS}`;
    const { data, res } = await api('GET', `/requests${query}`);
    setOnline(true);
    const scenario = res.headers.get('X-Emulator-Scenario');
    const session = res.headers.get('X-Emulator-Session');
    if (scenario && session && before === switches) setCurrent(scenario, session);
    if (data.data.length > 0) addEntries(data.data);
  } catch {
    setOnline(false);
  } finally {
    setTimeout(poll, POLL_MS);
  }
}

async function start() {
  $('scenario').addEventListener('change', (event) => useScenario(event.target.value));
  $('session-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const input = $('session');
    if (!input.reportValidity()) return;
    useSession(input.value.trim());
  });
  for (const button of document.querySelectorAll('[data-advance]')) {
    button.addEventListener('click', () => advance(button.dataset.advance, button.textContent));
  }
  $('request-rows').addEventListener('click', (event) => {
    const row = event.target.closest('tr');
    if (row) select(Number(row.dataset.id));
  });
  $('filter').addEventListener('input', () => {
    for (const row of $('request-rows').rows) row.hidden = !matches(state.entries.get(Number(row.dataset.id)));
    logChanged();
  });
  $('clear-log').addEventListener('click', clearLog);
  for (const tab of TABS) {
    $(`tab-${tab}`).addEventListener('click', () => setTab(tab));
    $(`tab-${tab}`).addEventListener('keydown', tabKeys);
  }
  $('event-rows').addEventListener('click', (event) => {
    const row = event.target.closest('tr');
    if (row) showEvent(row.dataset.id);
  });
  $('event-filter').addEventListener('input', () => {
    for (const row of $('event-rows').rows) row.hidden = !eventMatches(state.events.get(row.dataset.id));
    eventsChanged();
  });
  $('clear-events').addEventListener('click', clearEvents);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (state.tab === 'events' && state.eventSelected !== null) closeEvent();
    else if (state.tab === 'requests' && state.selected !== null) closeDetail();
  });
  try {
    const [{ data: health }] = await Promise.all([api('GET', '/health'), loadScenarios()]);
    $('version').textContent = `v${health.version} \u00b7 API ${health.api_version}`;
    setCurrent(health.scenario, health.session);
  } catch (error) {
    say(`Could not read the emulator: ${error.message}`, true);
  }
  poll();
  pollEvents();
  setInterval(() => {
    refreshWorld();
    loadScenarios().catch(() => {});
    checkJournal().catch(() => {});
  }, WORLD_MS);
}

start();
