// Mutation testing (issue 19): `npm run mutate`. Not part of `npm test` or .ci/run: it takes a while, and it is
// incremental (reports/stryker-incremental.json), so a second run only tests the mutants whose code or tests changed.
// Reports: the clear-text table on stdout, reports/mutation/mutation.html. Both reports/ and .stryker-tmp/ are
// gitignored.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The node tests only, without those that run the code in another process (see the file).
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: [
    'src/store/**/*.ts',
    'src/billing/**/*.ts',
    // The write routes.
    'src/routes/application-keys.ts',
    'src/routes/states.ts',
    '!src/**/*.test.ts',
  ],
  coverageAnalysis: 'perTest',
  // Code that runs outside a test (in a beforeAll, or on import) makes a mutant "static", and Stryker would run the
  // whole suite for each (43% of the mutants, 87% of the time: hours on two cores). With ignoreStatic, a mutant that
  // tests also reach still runs, against those tests; only one reached on import alone (module-level constants and
  // schemas) is ignored, and left out of the score.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 2,
  // Two cores, instrumented code, and tests that start servers: generous, so that slowness is not read as a kill.
  timeoutFactor: 3,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
  ignorePatterns: ['dist', 'scratch', 'coverage', 'bench/.peers', 'bench/.results', '*.tgz', '*.cpuprofile'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
