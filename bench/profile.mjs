// CPU profiles of the built emulator (node --cpu-prof), summarized as top self-time functions and modules.
//   node bench/profile.mjs startup            spawn to first 200 on GET one key
//   node bench/profile.mjs load key|page|sub|list  the standalone server under autocannon load (PROFILE_SECONDS,
//                                            default 5)
//   node bench/profile.mjs writes             the standalone server under create-then-delete pairs
//   node bench/profile.mjs scenarios          spawn to first 200 with --scenarios DIR (bench/.results/work/user-scenarios,
//                                            written by a bench run of the scenarios section)
//   node bench/profile.mjs build              World.build of the 100,000-key world
//   node bench/profile.mjs imports            import time of the package and of each dependency (fresh processes)
//   node bench/profile.mjs summary FILE       summarize an existing .cpuprofile
// Profiles are written to bench/.results/prof/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH, bombard, median, RESULTS, ROOT, runJsonChild } from './lib.mjs';
import { createThenDelete, endpoints, startEmulatorOnPort, WORK } from './servers.mjs';

const DIR = join(RESULTS, 'prof');
const TOP = Number(process.env.PROFILE_TOP ?? 25);

function where(url) {
  if (!url) return '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  return path.startsWith('/') ? relative(ROOT, path) : path;
}

/** Self time by function and by module; with `lastUs`, only the samples of the profile's last `lastUs` µs. */
export function summarize(file, lastUs = Number.POSITIVE_INFINITY) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  let total = 0;
  let at = profile.startTime;
  const from = profile.endTime - lastUs;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < from) return;
    total += dt;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  const byFunction = new Map();
  const byModule = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${where(url)}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
    byModule.set(where(url), (byModule.get(where(url)) ?? 0) + us);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([name, us]) =>
          `${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / total).toFixed(1).padStart(5)}%  ${name}`,
      );
  return [
    `profile ${relative(ROOT, file)}: ${(total / 1000).toFixed(0)} ms sampled${Number.isFinite(lastUs) ? ' (the load only)' : ''}`,
    'top self time by function:',
    ...top(byFunction, TOP),
    'self time by module:',
    ...top(byModule, 15),
  ].join('\n');
}

function fresh() {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
}
const written = () =>
  readdirSync(DIR)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => join(DIR, f));
const profArgs = ['--cpu-prof', `--cpu-prof-dir=${DIR}`, '--cpu-prof-interval=100'];

/** The emulator's CLI under the profiler, on a free port, ready when `keyPath` answers 200. */
const emulator = (keyPath, extra = []) => startEmulatorOnPort(keyPath, extra, profArgs);

// Imported (for `summarize`), it runs nothing.
const main = process.argv[1] === fileURLToPath(import.meta.url);
const [mode, arg] = main ? process.argv.slice(2) : ['imported'];
if (mode === 'summary') {
  console.log(summarize(arg));
} else if (mode === 'writes') {
  fresh();
  const server = await emulator('/v2/application-keys');
  const seconds = Number(process.env.PROFILE_SECONDS ?? 5);
  const result = await bombard(server.url, { seconds, requests: createThenDelete('writes') });
  console.log(
    `writes: ${Math.round(result.rps)} req/s under the profiler (${result.bad} not 2xx), p99 ${result.p99} ms`,
  );
  await server.stop();
  for (const file of written()) console.log(summarize(file, seconds * 1e6));
  process.exit(0);
} else if (mode === 'scenarios') {
  fresh();
  const dir = join(WORK, 'user-scenarios');
  const probe = await emulator('/v2/application-keys');
  const list = await (await fetch(`${probe.url}/v2/application-keys?page[limit]=25`, { headers: AUTH })).json();
  await probe.stop();
  fresh();
  const server = await emulator(endpoints(list.data[0].id).key, ['--scenarios', dir]);
  console.log(`spawn to first 200 with --scenarios ${dir}: ${server.readyMs.toFixed(0)} ms`);
  await server.stop();
  for (const file of written()) console.log(summarize(file));
} else if (mode === 'startup' || mode === 'load') {
  fresh();
  // Any key id answers the readiness probe; read a real one from the list first.
  const probe = await emulator('/v2/application-keys?page[limit]=25');
  const list = await (await fetch(`${probe.url}/v2/application-keys?page[limit]=25`, { headers: AUTH })).json();
  await probe.stop();
  const paths = endpoints(list.data[0].id);
  if (mode === 'startup') {
    fresh();
    const server = await emulator(paths.key);
    console.log(`spawn to first 200: ${server.readyMs.toFixed(0)} ms`);
    await server.stop();
  } else {
    fresh();
    const server = await emulator(paths.key);
    const seconds = Number(process.env.PROFILE_SECONDS ?? 5);
    const result = await bombard(server.url + paths[arg ?? 'key'], { seconds });
    console.log(`${arg ?? 'key'}: ${Math.round(result.rps)} req/s under the profiler, p99 ${result.p99} ms`);
    await server.stop();
    for (const file of written()) console.log(summarize(file, seconds * 1e6));
    process.exit(0);
  }
  for (const file of written()) console.log(summarize(file));
} else if (mode === 'build') {
  fresh();
  console.log(await runJsonChild('scale-server.mjs', ['build'], profArgs));
  for (const file of written()) console.log(summarize(file));
} else if (mode === 'imports') {
  // Each module alone in a fresh process (its own dependencies included), median of 5.
  const modules = [
    './dist/esm/src/index.js',
    './dist/cli/cli.js --version',
    'msw',
    '@msw/data',
    'es-toolkit/compat',
    '@faker-js/faker',
    'express',
    'zod',
  ];
  for (const spec of modules) {
    const [module] = spec.split(' ');
    const code = `const t = performance.now(); await import(${JSON.stringify(module)}); console.log(performance.now() - t);`;
    const runs = [];
    for (let i = 0; i < 5; i++) {
      if (spec.includes('--version')) {
        const t = performance.now();
        execFileSync(process.execPath, [join(ROOT, 'dist/cli/cli.js'), '--version'], { cwd: ROOT });
        runs.push(performance.now() - t);
      } else
        runs.push(
          Number(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: ROOT, encoding: 'utf8' })),
        );
    }
    const label = spec.includes('--version') ? 'node dist/cli/cli.js --version (whole process)' : `import ${module}`;
    console.log(`${median(runs).toFixed(0).padStart(6)} ms  ${label}`);
  }
} else if (main) {
  console.error(
    'usage: node bench/profile.mjs startup | load key|page|sub|list | writes | scenarios | build | imports | summary FILE',
  );
  process.exit(1);
}
