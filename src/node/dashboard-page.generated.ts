// Written by `npm run generate` (scripts/generate.ts): do not edit by hand.
// From src/node/dashboard/page.html, page.css and page.js: edit those, then run `npm run generate`.

/**
 * What the page may load: its own inline style and script (by hash) and the admin API; nothing else, no other origin.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'sha256-cav/nC+COlOcU4YE/BzfxxzNKUy4OkPtE3StZDnjHvY='",
  "style-src 'sha256-aJJ2tA3PdYoKn6Qyrc4JYHWEmseejastO166IuoFzV0='",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The dashboard's document: one HTML page, its CSS and JS inline. */
export const DASHBOARD_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>commerce-emulator dashboard</title>
    <link rel="icon" href="data:,">
    <style>
:root {
  color-scheme: light;
  --bg: #f5f6f8;
  --panel: #fff;
  --line: #dfe3e8;
  --soft: #eef1f4;
  --text: #1f2328;
  --muted: #59636e;
  --accent: #0969da;
  --ok: #116329;
  --ok-bg: #dafbe1;
  --info: #0550ae;
  --info-bg: #ddf4ff;
  --warn: #7d4e00;
  --warn-bg: #fff1c2;
  --bad: #b3261e;
  --bad-bg: #ffebe9;
  --idle: #57606a;
  --idle-bg: #eaeef2;
  --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
}
* {
  box-sizing: border-box;
}
body {
  margin: 0;
  font:
    13px / 1.45 system-ui,
    -apple-system,
    "Segoe UI",
    Roboto,
    "DejaVu Sans",
    sans-serif;
  color: var(--text);
  background: var(--bg);
}
button,
input,
select {
  font: inherit;
}
.bar {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  padding: 10px 20px;
  background: #1f2530;
  color: #fff;
}
.bar h1 {
  margin: 0;
  font-size: 15px;
  font-weight: 600;
  letter-spacing: 0.01em;
}
.bar h1 small {
  margin-left: 6px;
  font-size: 12px;
  font-weight: 400;
  color: #9aa4b2;
}
.bar form,
.bar .clock {
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
}
.bar .clock {
  min-width: auto;
  padding: 0;
  border: 0;
}
.bar label,
.bar .label {
  color: #c3cad4;
}
.bar select,
.bar input {
  height: 28px;
  padding: 0 8px;
  border: 1px solid #4a5361;
  border-radius: 5px;
  background: #2b3240;
  color: #fff;
}
.bar select {
  width: 240px;
}
.bar input {
  width: 124px;
  font-family: var(--mono);
  font-size: 12px;
}
.bar input:invalid {
  border-color: #f0837d;
}
.bar time {
  font-family: var(--mono);
  font-size: 12px;
  color: #fff;
}
.bar .spacer {
  flex: 1;
}
.btn {
  height: 28px;
  padding: 0 10px;
  border: 1px solid var(--line);
  border-radius: 5px;
  background: #f6f8fa;
  color: var(--text);
  cursor: pointer;
  white-space: nowrap;
}
.btn:hover {
  background: #eef1f4;
}
.btn:disabled {
  opacity: 0.55;
  cursor: default;
}
.bar .btn {
  border-color: #4a5361;
  background: #2b3240;
  color: #fff;
}
.bar .btn:hover {
  background: #384152;
}
.btn.small {
  height: 24px;
  padding: 0 8px;
  font-size: 12px;
}
:focus-visible {
  outline: 2px solid var(--accent);
  outline-offset: 1px;
}
#notice {
  position: fixed;
  z-index: 5;
  right: 20px;
  bottom: 16px;
  max-width: 560px;
  margin: 0;
  padding: 8px 12px;
  border: 1px solid var(--line);
  border-radius: 6px;
  background: #fff;
  box-shadow: 0 4px 14px rgba(31, 35, 40, 0.12);
}
#notice:empty {
  display: none;
}
#notice.error {
  color: var(--bad);
  background: var(--bad-bg);
  border-color: #f5c2be;
}
main {
  display: grid;
  grid-template-columns: minmax(0, 1fr) 420px;
  gap: 16px;
  padding: 16px 20px;
  align-items: start;
}
.column {
  display: grid;
  gap: 16px;
  min-width: 0;
}
.panel {
  background: var(--panel);
  border: 1px solid var(--line);
  border-radius: 6px;
  min-width: 0;
}
.panel-head {
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 12px;
  border-bottom: 1px solid var(--line);
}
.panel-head h2 {
  margin: 0;
  font-size: 13px;
  font-weight: 600;
}
.panel-head .count {
  color: var(--muted);
  font-size: 12px;
}
.panel-head .grow {
  flex: 1;
}
.panel-head input[type="search"] {
  height: 26px;
  width: 240px;
  padding: 0 8px;
  border: 1px solid var(--line);
  border-radius: 5px;
}
.scroll {
  overflow: auto;
}
#log .scroll {
  height: 360px;
}
table {
  width: 100%;
  border-collapse: collapse;
}
th {
  position: sticky;
  top: 0;
  z-index: 1;
  padding: 6px 10px;
  text-align: left;
  font-size: 12px;
  font-weight: 600;
  color: var(--muted);
  background: #f6f8fa;
  border-bottom: 1px solid var(--line);
  white-space: nowrap;
}
td {
  padding: 5px 10px;
  border-bottom: 1px solid var(--soft);
  vertical-align: top;
}
.num {
  text-align: right;
  font-variant-numeric: tabular-nums;
}
.mono {
  font-family: var(--mono);
  font-size: 12px;
}
.muted {
  color: var(--muted);
}
.small {
  font-size: 12px;
}
.headers td {
  padding: 2px 8px 2px 0;
  border: 0;
  font-family: var(--mono);
  font-size: 11.5px;
  word-break: break-all;
}
.headers td:first-child {
  width: 38%;
  color: var(--muted);
  word-break: normal;
}
#requests {
  table-layout: fixed;
}
.c-time {
  width: 112px;
}
.c-method {
  width: 66px;
}
.c-status {
  width: 58px;
}
.c-scenario {
  width: 108px;
}
.c-session {
  width: 112px;
}
.c-duration {
  width: 76px;
}
.sr-only {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
#requests td {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
#requests tbody tr {
  cursor: pointer;
}
#requests tbody tr:hover {
  background: #f6f8fa;
}
#requests tbody tr[aria-selected="true"] {
  background: #ddf4ff;
}
.tabs {
  display: flex;
  gap: 4px;
  margin-bottom: -16px;
  border-bottom: 1px solid var(--line);
}
.tabs [role="tab"] {
  display: flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  margin-bottom: -1px;
  padding: 0 14px;
  border: 1px solid transparent;
  border-radius: 6px 6px 0 0;
  background: none;
  color: var(--muted);
  font-weight: 600;
  cursor: pointer;
}
.tabs [role="tab"]:hover {
  color: var(--text);
}
.tabs [role="tab"][aria-selected="true"] {
  border-color: var(--line);
  border-bottom-color: var(--bg);
  background: var(--bg);
  color: var(--text);
  box-shadow: inset 0 2px 0 var(--accent);
}
.tabs .count {
  color: var(--muted);
  font-size: 11px;
  font-weight: 600;
}
.tabs .count:not(:empty) {
  padding: 0 6px;
  border-radius: 9px;
  background: var(--idle-bg);
}
.tabpanel {
  display: grid;
  gap: 16px;
  min-width: 0;
  padding-top: 10px;
}
.tabpanel[hidden] {
  display: none;
}
#events .scroll {
  height: 360px;
}
#event-table {
  table-layout: fixed;
}
#event-table td {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
#event-table tbody tr {
  cursor: pointer;
}
#event-table tbody tr:hover {
  background: #f6f8fa;
}
#event-table tbody tr[aria-selected="true"] {
  background: #ddf4ff;
}
.c-at {
  width: 160px;
}
.c-where {
  width: 150px;
}
.c-delivery {
  width: 190px;
}
.line {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
}
.delivery {
  display: inline-flex;
  align-items: center;
  gap: 4px;
}
#event-detail .part {
  padding: 8px 12px 12px;
}
#event-detail .part + .part {
  border-top: 1px solid var(--line);
}
.attempt {
  margin-top: 8px;
  border: 1px solid var(--line);
  border-radius: 6px;
}
.attempt-head {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  padding: 6px 10px;
  background: #f6f8fa;
  border-bottom: 1px solid var(--line);
  border-radius: 6px 6px 0 0;
}
.attempt-head .grow {
  flex: 1;
}
.attempt .url {
  margin: 0 0 4px;
  word-break: break-all;
}
.link {
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;
}
.method {
  font-weight: 600;
}
.badge {
  display: inline-block;
  padding: 0 7px;
  border-radius: 9px;
  font-size: 11px;
  font-weight: 600;
  line-height: 18px;
  white-space: nowrap;
}
.s2,
.active {
  color: var(--ok);
  background: var(--ok-bg);
}
.s3 {
  color: var(--info);
  background: var(--info-bg);
}
.s4,
.flag {
  color: var(--warn);
  background: var(--warn-bg);
}
.s5 {
  color: var(--bad);
  background: var(--bad-bg);
}
.inactive,
.s1 {
  color: var(--idle);
  background: var(--idle-bg);
}
.empty {
  margin: 0;
  padding: 18px 12px;
  color: var(--muted);
}
.stats {
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  margin: 0;
  border-bottom: 1px solid var(--line);
}
.stats div {
  padding: 8px 10px;
}
.stats div + div {
  border-left: 1px solid var(--soft);
}
.stats dt {
  font-size: 11px;
  color: var(--muted);
  white-space: nowrap;
}
.stats dd {
  margin: 0;
  font-size: 17px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
}
#detail .meta,
#event-detail .meta {
  display: flex;
  flex-wrap: wrap;
  gap: 4px 18px;
  margin: 0;
  padding: 8px 12px;
  color: var(--muted);
  border-bottom: 1px solid var(--line);
  font-size: 12px;
}
#detail .meta dt,
#event-detail .meta dt {
  display: inline;
}
#detail .meta dd,
#event-detail .meta dd {
  display: inline;
  margin: 0 0 0 4px;
  color: var(--text);
  font-family: var(--mono);
}
#detail h2,
#event-detail h2 {
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-family: var(--mono);
  font-size: 12.5px;
}
.sides {
  display: grid;
  grid-template-columns: 1fr 1fr;
}
.sides > section {
  min-width: 0;
  padding: 8px 12px 12px;
}
.sides > section + section {
  border-left: 1px solid var(--line);
}
.sides h3,
#event-detail .part h3 {
  margin: 0 0 6px;
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: var(--muted);
}
.sides h4 {
  margin: 8px 0 4px;
  font-size: 12px;
  font-weight: 600;
}
pre.body {
  margin: 0;
  max-height: 260px;
  overflow: auto;
  padding: 8px 10px;
  border: 1px solid var(--line);
  border-radius: 5px;
  background: #f6f8fa;
  font-family: var(--mono);
  font-size: 11.5px;
  white-space: pre-wrap;
  word-break: break-all;
}
.alert {
  margin: 0;
  padding: 6px 12px;
  color: var(--bad);
  background: var(--bad-bg);
  border-bottom: 1px solid var(--line);
  font-size: 12px;
}
.attempt .alert {
  border-bottom: 1px solid var(--line);
}
#world .scroll {
  max-height: 340px;
}
#subscriptions .name {
  font-weight: 500;
}
#subscriptions {
  table-layout: fixed;
}
#subscriptions .plan {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}
#subscriptions .c-state {
  width: 104px;
}
#subscriptions .c-invoice {
  width: 102px;
}
#sessions td {
  white-space: nowrap;
  vertical-align: middle;
}
#subscriptions .flags {
  display: flex;
  flex-wrap: wrap;
  gap: 3px;
}
#sessions tr.current td,
#scenarios li.current {
  background: #f0f7ff;
}
#scenarios ul {
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 320px;
  overflow: auto;
}
#scenarios li {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 2px 10px;
  align-items: center;
  padding: 7px 12px;
  border-bottom: 1px solid var(--soft);
}
#scenarios li:last-child {
  border-bottom: 0;
}
#scenarios .desc {
  grid-column: 1;
  margin: 0;
  color: var(--muted);
  font-size: 12px;
}
#scenarios .actions {
  grid-column: 2;
  grid-row: 1 / span 3;
}
#scenarios .facts {
  grid-column: 1;
  margin: 0;
  font-size: 11.5px;
  color: #6e7781;
}
.tag {
  margin-left: 6px;
}
@media (max-width: 1000px) {
  main {
    grid-template-columns: 1fr;
  }
  .sides {
    grid-template-columns: 1fr;
  }
}
</style>
  </head>
  <body>
    <header class="bar">
      <h1>commerce-emulator <small id="version"></small></h1>
      <label for="scenario">Scenario</label>
      <select id="scenario" name="scenario" aria-describedby="notice"></select>
      <form id="session-form" aria-label="Switch the session">
        <label for="session">Session</label>
        <input
          id="session"
          name="session"
          required
          maxlength="64"
          pattern="[A-Za-z0-9._\\-]+"
          autocomplete="off"
          spellcheck="false"
          title="1 to 64 of A-Z a-z 0-9 . _ -"
        >
        <button type="submit" class="btn">Switch</button>
      </form>
      <span class="spacer"></span>
      <fieldset class="clock" aria-label="Clock of the current session">
        <span class="label">Clock</span>
        <time id="clock"></time>
        <button type="button" class="btn" data-advance="P1D">+1 day</button>
        <button type="button" class="btn" data-advance="P30D">+30 days</button>
      </fieldset>
    </header>
    <p id="notice" role="status" aria-live="polite"></p>
    <main>
      <div class="column">
        <div class="tabs" role="tablist" aria-label="What the emulator saw">
          <button id="tab-requests" type="button" role="tab" aria-selected="true" aria-controls="requests-tab">
            Requests
          </button>
          <button
            id="tab-events"
            type="button"
            role="tab"
            aria-selected="false"
            aria-controls="events-tab"
            tabindex="-1"
          >
            Events <span id="tab-events-count" class="count"></span>
          </button>
        </div>
        <div id="requests-tab" class="tabpanel" role="tabpanel" aria-labelledby="tab-requests">
          <section id="log" class="panel" aria-labelledby="log-title">
            <div class="panel-head">
              <h2 id="log-title">Requests</h2>
              <span id="log-count" class="count">0 requests</span>
              <span class="grow"></span>
              <input
                id="filter"
                type="search"
                placeholder="Filter: method, path, status, session"
                aria-label="Filter requests"
              >
              <button id="clear-log" type="button" class="btn small">Clear</button>
            </div>
            <div class="scroll">
              <table id="requests" aria-label="Requests, newest first">
                <colgroup>
                  <col class="c-time">
                  <col class="c-method">
                  <col>
                  <col class="c-status">
                  <col class="c-scenario">
                  <col class="c-session">
                  <col class="c-duration">
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col">Time (UTC)</th>
                    <th scope="col">Method</th>
                    <th scope="col">Path</th>
                    <th scope="col">Status</th>
                    <th scope="col">Scenario</th>
                    <th scope="col">Session</th>
                    <th scope="col" class="num">Duration</th>
                  </tr>
                </thead>
                <tbody id="request-rows"></tbody>
              </table>
              <p id="log-empty" class="empty">
                No requests yet. Call the API (any bearer token, for example
                <span class="mono">GET /v2/application-keys</span>) and each request shows here within a second.
              </p>
            </div>
          </section>
          <section id="detail" class="panel" aria-labelledby="detail-title" hidden></section>
        </div>
        <div id="events-tab" class="tabpanel" role="tabpanel" aria-labelledby="tab-events" hidden>
          <section id="events" class="panel" aria-labelledby="events-title">
            <div class="panel-head">
              <h2 id="events-title">Events</h2>
              <span id="events-count" class="count">0 events</span>
              <span class="grow"></span>
              <input
                id="event-filter"
                type="search"
                placeholder="Filter: key, resource, scenario, session"
                aria-label="Filter events"
              >
              <button id="clear-events" type="button" class="btn small">Clear</button>
            </div>
            <div class="scroll">
              <table id="event-table" aria-label="Events, newest first">
                <colgroup>
                  <col class="c-at">
                  <col>
                  <col class="c-where">
                  <col class="c-delivery">
                </colgroup>
                <thead>
                  <tr>
                    <th scope="col">Session clock (UTC)</th>
                    <th scope="col">Event and resource</th>
                    <th scope="col">Session</th>
                    <th scope="col">Deliveries</th>
                  </tr>
                </thead>
                <tbody id="event-rows"></tbody>
              </table>
              <p id="events-empty" class="empty">
                No events yet. Writes and clock moves emit them (for example
                <span class="mono">POST /v2/subscriptions/subscriptions/ID/states</span>
                with
                <span class="mono">pause</span>), and each shows here with its deliveries to the session's integrations.
              </p>
            </div>
          </section>
          <section id="event-detail" class="panel" aria-labelledby="event-detail-title" hidden></section>
        </div>
      </div>
      <div class="column">
        <section id="world" class="panel" aria-labelledby="world-title">
          <div class="panel-head"><h2 id="world-title">World</h2></div>
          <p id="world-alert" class="alert" hidden></p>
          <dl id="world-stats" class="stats"></dl>
          <div class="scroll">
            <table id="subscriptions" aria-label="Subscriptions">
              <colgroup>
                <col>
                <col class="c-state">
                <col class="c-invoice">
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">Subscriber and plan</th>
                  <th scope="col">State</th>
                  <th scope="col">Invoice after</th>
                </tr>
              </thead>
              <tbody id="subscription-rows"></tbody>
            </table>
          </div>
          <p id="subscriptions-more" class="empty small" hidden></p>
          <div class="scroll">
            <table id="offerings" aria-label="Offerings">
              <thead>
                <tr>
                  <th scope="col">Offering</th>
                  <th scope="col">What it holds</th>
                </tr>
              </thead>
              <tbody id="offering-rows"></tbody>
            </table>
          </div>
        </section>
        <section id="sessions" class="panel" aria-labelledby="sessions-title">
          <div class="panel-head">
            <h2 id="sessions-title">Sessions with writes</h2>
            <span id="session-count" class="count"></span>
          </div>
          <table id="sessions-table" hidden>
            <thead>
              <tr>
                <th scope="col">Session</th>
                <th scope="col" class="num">Writes</th>
                <th scope="col">Clock</th>
                <th scope="col"><span class="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody id="session-rows"></tbody>
          </table>
          <p id="sessions-empty" class="empty">
            No session holds writes. Writes and clock moves go into the current session, over the scenario's world.
          </p>
        </section>
        <section id="scenarios" class="panel" aria-labelledby="scenarios-title">
          <div class="panel-head">
            <h2 id="scenarios-title">Scenarios</h2>
            <span id="scenario-count" class="count"></span>
          </div>
          <ul id="scenario-list"></ul>
        </section>
      </div>
    </main>
    <script>
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
    throw new Error(detail || \`HTTP \${res.status}\`);
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
const clockText = (iso) => \`\${iso.slice(0, 10)} \${iso.slice(11, 19)} UTC\`;
const dayText = (iso) => \`\${iso.slice(0, 10)} \${iso.slice(11, 16)}\`;
const statusClass = (status) => \`s\${Math.floor(status / 100)}\`;
const where = () => \`?scenario=\${encodeURIComponent(state.scenario)}&session=\${encodeURIComponent(state.session)}\`;

function queryText(query) {
  const parts = [];
  for (const [key, value] of Object.entries(query || {})) {
    for (const one of Array.isArray(value) ? value : [value]) parts.push(one === '' ? key : \`\${key}=\${one}\`);
  }
  return parts.length === 0 ? '' : \`?\${parts.join('&')}\`;
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
    const short = description.length > 64 ? \`\${description.slice(0, 63)}\\u2026\` : description;
    const option = new Option(short ? \`\${scenario.name} \\u2014 \${short}\` : scenario.name, scenario.name);
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
          className: \`badge tag \${statusClass(scenario.status)}\`,
          textContent: \`answers \${scenario.status}\`,
        }),
      );
    const action = current
      ? el('span', { className: 'badge s1', textContent: 'current' })
      : el('button', {
          type: 'button',
          className: 'btn small',
          textContent: 'Use',
          'aria-label': \`Use scenario \${scenario.name}\`,
          onclick: () => useScenario(scenario.name),
        });
    // Counts and where a scenario comes from, when the admin API gives them.
    const facts = [];
    if (typeof scenario.keys === 'number') facts.push(number(scenario.keys) + (scenario.keys === 1 ? ' key' : ' keys'));
    if (typeof scenario.subscriptions === 'number') {
      facts.push(number(scenario.subscriptions) + (scenario.subscriptions === 1 ? ' subscription' : ' subscriptions'));
    }
    if (typeof scenario.origin === 'string' && scenario.origin !== 'built-in') facts.push(\`from \${scenario.origin}\`);
    list.append(
      el(
        'li',
        { className: current ? 'current' : '', 'data-scenario': scenario.name },
        head,
        el('p', { className: 'desc', textContent: scenario.description || '' }),
        facts.length === 0 ? null : el('p', { className: 'facts', textContent: facts.join(' \\u00b7 ') }),
        el('div', { className: 'actions' }, action),
      ),
    );
  }
  $('scenario-count').textContent = \`\${state.scenarios.length} scenarios\`;
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
    say(\`Scenario \${data.current} is now current: requests that name no scenario read it.\`);
  } catch (error) {
    $('scenario').value = state.scenario;
    say(\`Could not switch the scenario: \${error.message}\`, true);
  }
}

async function useSession(name) {
  try {
    const { data } = await api('PUT', '/session', { name });
    switches++;
    setCurrent(data.current, data.session);
    $('session').value = data.session;
    say(\`Session \${data.session} is now current: requests that name no session write to it.\`);
  } catch (error) {
    say(\`Could not switch the session: \${error.message}\`, true);
  }
}

/* Clock, sessions and the world summary */

async function loadClock() {
  const { data } = await api('GET', \`/clock\${where()}\`);
  const clock = $('clock');
  clock.textContent = clockText(data.now);
  clock.dateTime = data.now;
}

async function advance(duration, label) {
  const buttons = document.querySelectorAll('[data-advance]');
  for (const button of buttons) button.disabled = true;
  try {
    const { data } = await api('POST', \`/clock\${where()}\`, { advance: duration });
    say(\`Clock of \${data.scenario} / \${data.session} moved \${label} to \${clockText(data.now)}.\`);
    await refreshWorld();
  } catch (error) {
    say(\`Could not move the clock: \${error.message}\`, true);
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
          el('div', { className: 'muted small', textContent: \`in \${held.scenario}\` }),
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
            'aria-label': \`Drop the writes of session \${held.session}\`,
            onclick: () => dropSession(held.session),
          }),
        ),
      ),
    );
  }
  $('sessions-table').hidden = data.data.length === 0;
  $('sessions-empty').hidden = data.data.length !== 0;
  $('session-count').textContent = data.data.length === 1 ? '1 session' : \`\${data.data.length} sessions\`;
}

async function dropSession(name) {
  try {
    await api('DELETE', \`/sessions/\${encodeURIComponent(name)}\`);
    say(\`Dropped the writes of session \${name}.\`);
  } catch (error) {
    say(\`Could not drop session \${name}: \${error.message}\`, true);
  }
  refreshWorld();
}

function stat(label, value) {
  return el('div', {}, el('dt', { textContent: label }), el('dd', { textContent: value }));
}

async function loadSummary() {
  const { data } = await api('GET', \`/summary\${where()}\`);
  $('world-title').textContent = \`World: \${data.scenario} / \${data.session}\`;
  $('world-stats').replaceChildren(
    stat('Keys', number(data.keys.total)),
    stat('Reserved rate', \`\${number(data.keys.totalReservedRateLimit)}/s\`),
    stat('Subscriptions', number(data.subscriptions.total)),
    stat('Offerings', number(data.offerings.total)),
    stat('Writes', number(data.writes)),
  );
  // An offering's parts in the words of the API version served: 2024 products and plans, 2026 plans, pricing
  // options and features.
  const words =
    data.api_version === '2024'
      ? (o) => \`\${o.products} products \\u00b7 \${o.plans} plans\`
      : (o) => \`\${o.products} plans \\u00b7 \${o.plans} pricing options \\u00b7 \${o.features} features\`;
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
  alert.textContent = data.status === null ? '' : \`Every API request in this scenario answers \${data.status}.\`;
  const body = $('subscription-rows');
  body.replaceChildren();
  for (const sub of data.subscriptions.data) {
    const flags = el(
      'div',
      { className: 'flags' },
      el('span', { className: \`badge \${sub.status}\`, textContent: sub.status }),
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
            el('span', { className: 'mono', title: sub.id, textContent: \`\\u2026\${sub.id.slice(-6)}\` }),
            \` \\u00b7 \${sub.plan || sub.offering}\`,
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
      : \`Showing the first \${number(shown)} of \${number(total)} subscriptions.\`;
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
      if (state.online) say(\`Could not read the world: \${error.message}\`, true);
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
        'aria-label': \`Show request \${entry.id}: \${entry.method} \${target}, status \${entry.status}\`,
      }),
    ),
    el('td', {}, el('span', { className: \`badge \${statusClass(entry.status)}\`, textContent: entry.status })),
    el('td', { className: 'mono', textContent: entry.scenario, title: entry.scenario }),
    el('td', { className: 'mono', textContent: entry.session, title: entry.session }),
    el('td', { className: 'num mono', textContent: \`\${entry.durationMs.toFixed(1)} ms\` }),
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
  $('log-count').textContent = shown === rows.length ? rows.length + noun : \`\${shown} of \${rows.length}\${noun}\`;
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
      el('h2', { id: 'detail-title', className: 'grow', textContent: \`\${entry.method} \${target}\`, title: target }),
      el('span', { className: \`badge \${statusClass(entry.status)}\`, textContent: entry.status }),
      el('button', { type: 'button', className: 'btn small', textContent: 'Close', onclick: closeDetail }),
    ),
    el(
      'dl',
      { className: 'meta' },
      ...[
        ['Request', \`#\${entry.id}\`],
        ['Time', entry.time],
        ['Scenario', entry.scenario],
        ['Session', entry.session],
        ['Duration', \`\${entry.durationMs} ms\`],
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
        el('h3', { textContent: \`Response \${entry.status}\` }),
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
    say(\`Could not clear the journal: \${error.message}\`, true);
  }
}

/* Tabs: the request log and the events */

const TABS = ['requests', 'events'];

function setTab(name) {
  state.tab = name;
  for (const tab of TABS) {
    const button = $(\`tab-\${tab}\`);
    const shown = tab === name;
    button.setAttribute('aria-selected', String(shown));
    button.tabIndex = shown ? 0 : -1;
    $(\`\${tab}-tab\`).hidden = !shown;
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
  $(\`tab-\${next}\`).focus();
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
  if (delivered > 0) badges.push({ className: 's2', text: \`\${delivered} delivered\` });
  if (failing > 0) badges.push({ className: 's5', text: \`\${failing} failing\` });
  const text = [
    ...badges.map((badge) => badge.text),
    attempts === 0 ? 'no delivery' : \`\${attempts} \${attempts === 1 ? 'attempt' : 'attempts'}\`,
  ].join(', ');
  return { badges, attempts, text };
}

function summaryNode(event) {
  const summary = deliverySummary(event);
  const node = el('span', { className: 'delivery' });
  for (const badge of summary.badges)
    node.append(el('span', { className: \`badge \${badge.className}\`, textContent: badge.text }));
  node.append(
    el('span', {
      className: 'muted small',
      textContent:
        summary.attempts === 0 ? 'none' : \`\${summary.attempts} \${summary.attempts === 1 ? 'attempt' : 'attempts'}\`,
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
  const resource = \`\${event.resource.type} \${event.resource.id}\`;
  const row = el(
    'tr',
    { 'data-id': event.id, 'aria-selected': String(event.id === state.eventSelected) },
    el('td', { className: 'mono muted', title: event.at, textContent: clockText(event.at).slice(0, 19) }),
    el(
      'td',
      { title: \`\${event.key} \\u00b7 \${resource}\` },
      el('button', {
        type: 'button',
        className: 'link mono',
        textContent: event.key,
        'aria-label': \`Show event \${event.key} of \${resource}: \${deliverySummary(event).text}\`,
      }),
      el(
        'div',
        { className: 'line muted small' },
        \`\${event.resource.type} \`,
        el('span', { className: 'mono', textContent: \`\\u2026\${event.resource.id.slice(-8)}\` }),
      ),
    ),
    el(
      'td',
      { title: \`\${event.session} in \${event.scenario}\` },
      el('div', { className: 'line mono', textContent: event.session }),
      el('div', { className: 'line muted small', textContent: \`in \${event.scenario}\` }),
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
  $('events-count').textContent = shown === rows.length ? rows.length + noun : \`\${shown} of \${rows.length}\${noun}\`;
  $('tab-events-count').textContent = rows.length === 0 ? '' : \`\${rows.length}\${rows.length >= MAX_EVENTS ? '+' : ''}\`;
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
    ? el('span', { className: 'badge s2', textContent: answered ? \`\${attempt.status_code} delivered\` : 'delivered' })
    : el('span', {
        className: \`badge \${attempt.status_code === undefined ? 's5' : statusClass(attempt.status_code)}\`,
        textContent: attempt.status_code === undefined ? 'failed' : \`\${attempt.status_code} failed\`,
      });
  const queue = attempt.integration_type !== 'webhook';
  const answer = queue
    ? el('p', {
        className: 'muted small',
        textContent: \`Put on the emulator's in-memory \${attempt.integration_type} queue.\`,
      })
    : answered
      ? el(
          'div',
          {},
          el('h4', { textContent: \`Status \${attempt.response.status}\` }),
          bodyBlock(attempt.response.body, \`Answer body of attempt \${attempt.attempt}\`),
        )
      : null;
  return el(
    'article',
    { className: 'attempt', 'data-attempt': attempt.attempt, 'aria-label': \`Attempt \${attempt.attempt}\` },
    el(
      'div',
      { className: 'attempt-head' },
      el('strong', { textContent: \`Attempt \${attempt.attempt}\` }),
      outcome,
      el('span', {
        className: 'muted small',
        textContent: \`\${attempt.integration_type} \\u00b7 \${clockText(attempt.at)} \\u00b7 \${attempt.processing_time} ms\`,
      }),
      el('span', { className: 'grow' }),
      el('span', {
        className: 'mono muted small',
        title: \`integration \${attempt.integration}, job \${attempt.job}\`,
        textContent: \`integration \\u2026\${attempt.integration.slice(-8)}\`,
      }),
    ),
    attempt.error_detail ? el('p', { className: 'alert', textContent: attempt.error_detail }) : null,
    el(
      'div',
      { className: 'sides' },
      el(
        'section',
        { 'aria-label': \`Request of attempt \${attempt.attempt}\` },
        el('h3', { textContent: queue ? 'Message' : 'Request' }),
        attempt.request.url === ''
          ? null
          : el('p', { className: 'mono small url', textContent: \`POST \${attempt.request.url}\` }),
        el('h4', { textContent: 'Headers' }),
        headerTable(attempt.request.headers),
        el('h4', { textContent: 'Body' }),
        bodyBlock(attempt.request.body, \`Request body of attempt \${attempt.attempt}\`),
      ),
      el(
        'section',
        { 'aria-label': \`Answer of attempt \${attempt.attempt}\` },
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
    ...summary.badges.map((badge) => el('span', { className: \`badge \${badge.className}\`, textContent: badge.text })),
    el('button', {
      type: 'button',
      className: 'btn small',
      textContent: 'Redeliver',
      'aria-label': \`Deliver event \${event.id} again\`,
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
        ['Resource', \`\${event.resource.type} \${event.resource.id}\`],
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
      el('h3', { textContent: \`Deliveries \\u00b7 \${summary.text}\` }),
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
    const { data } = await api('POST', \`/events/\${encodeURIComponent(id)}/redeliver\`);
    const queued = data.data.queued;
    say(\`Event \${id} is queued again for \${queued} \${queued === 1 ? 'integration' : 'integrations'}.\`);
  } catch (error) {
    say(\`Could not redeliver the event: \${error.message}\`, true);
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
    say(\`Could not clear the events: \${error.message}\`, true);
  }
}

/** The newest events; the table is drawn again only when an event or a delivery attempt came or went. */
let eventsSeen = null;
async function loadEvents() {
  const { data } = await api('GET', \`/events?limit=\${MAX_EVENTS}\`);
  const seen = data.data.map((event) => \`\${event.id}:\${event.deliveries.length}\`).join(',');
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
      if (state.online) say(\`Could not read the events: \${error.message}\`, true);
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
    const query = state.lastId === 0 ? \`?limit=\${MAX_ROWS}\` : \`?after=\${state.lastId}&limit=\${MAX_ROWS}\`;
    const { data, res } = await api('GET', \`/requests\${query}\`);
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
    $(\`tab-\${tab}\`).addEventListener('click', () => setTab(tab));
    $(\`tab-\${tab}\`).addEventListener('keydown', tabKeys);
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
    $('version').textContent = \`v\${health.version} \\u00b7 API \${health.api_version}\`;
    setCurrent(health.scenario, health.session);
  } catch (error) {
    say(\`Could not read the emulator: \${error.message}\`, true);
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
</script>
  </body>
</html>
`;
