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
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const state = {
  scenario: null,
  session: null,
  scenarios: [],
  lastId: 0,
  entries: new Map(),
  selected: null,
  online: true,
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
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && state.selected !== null) closeDetail();
  });
  try {
    const [{ data: health }] = await Promise.all([api('GET', '/health'), loadScenarios()]);
    $('version').textContent = `v${health.version} \u00b7 API ${health.api_version}`;
    setCurrent(health.scenario, health.session);
  } catch (error) {
    say(`Could not read the emulator: ${error.message}`, true);
  }
  poll();
  setInterval(() => {
    refreshWorld();
    loadScenarios().catch(() => {});
    checkJournal().catch(() => {});
  }, WORLD_MS);
}

start();
