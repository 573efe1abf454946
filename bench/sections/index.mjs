// The bench's sections, in the order they run and appear in BENCHMARKS.md (and its targets table). A section is one
// module of bench/sections:
//   name                   its name in BENCH_ONLY and the key of its results in bench/.results/*.json
//   area, title            the area of its rows in the targets table; the heading of its part of BENCHMARKS.md
//   run(context)           measures; resolves with its results (JSON). `context.failures` are the peers whose
//                          install failed, `context.results` the results of the sections run before it (a section
//                          that failed or was skipped has { error }), `context.peerPaths()` the paths of the four GETs
//                          with the peers' documents written (bench/servers.mjs)
//   targets(results)       its targets: [{ what, value, op ('>=' or '<='), limit, unit? }]
//   render(results)        the lines of markdown under its heading
//   summary(results)       (optional) lines under the targets table
// render, targets and summary are only called with the results of a run that did not fail. Adding a section is
// its module and its line below.
import * as catalogue from './catalogue.mjs';
import * as clock from './clock.mjs';
import * as cold from './cold.mjs';
import * as data from './data.mjs';
import * as inprocess from './inprocess.mjs';
import * as journal from './journal.mjs';
import * as scale from './scale.mjs';
import * as scenarios from './scenarios.mjs';
import * as throughput from './throughput.mjs';
import * as webhooks from './webhooks.mjs';
import * as writes from './writes.mjs';

export const SECTIONS = [
  throughput,
  catalogue,
  scale,
  writes,
  webhooks,
  data,
  journal,
  clock,
  scenarios,
  cold,
  inprocess,
];
