import fc from 'fast-check';

// Under `npm run mutate` only (vitest.mutate.config.ts): the property tests draw the same cases on every run, so that a
// mutant is killed or survives the same way each time, and an incremental run can trust the last one.
fc.configureGlobal({ seed: 20_260_101 });
