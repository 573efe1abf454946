import { createHook } from 'node:async_hooks';

/** The one tick object kept (see keepTickShape), for the test. */
let kept: object | undefined;

/**
 * Keeps one of `process.nextTick`'s queue entries alive for the life of the process, so that its shape outlives
 * every garbage collection. node:http calls `nextTick` several times an answer, and each call builds its entry as
 * an object literal with two symbol keys. When no entry is alive at a full collection (between answers, the queue
 * is empty), V8 drops the entries' hidden classes; the next entries get new ones, and the inline caches that define
 * the literal's properties, which still remember the dropped ones, turn megamorphic for good when that collection
 * came before `nextTick` was optimized. Every `nextTick` then costs some 250 ns more, 1.3 µs an answer and more
 * with node:http's other work: a plain node:http server sending fixed bytes went from 6.3 to 9 µs of CPU an answer
 * after two requests and one full collection (Node 20). The emulator always hits it: it builds a scenario's world,
 * which collects, on that scenario's first request. An entry that stays alive keeps the classes, and the caches
 * stay monomorphic. The entry is caught through an `init` hook enabled for one `nextTick` only.
 */
export function keepTickShape(): void {
  if (kept !== undefined) return;
  const hook = createHook({
    init(_id, type, _trigger, resource) {
      if (type === 'TickObject' && kept === undefined) kept = resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(ignore);
  } finally {
    hook.disable();
  }
}

function ignore(): void {}

/** The tick object kept alive, once keepTickShape ran (undefined before). */
export function keptTickObject(): object | undefined {
  return kept;
}
