import { watchRenders } from '../../../lib/preact-internals';

/**
 * Counts the times a component draws, from now until `stop()`: for tests of renders saved. Preact
 * is watched through lib/preact-internals (its private render hook); a component it skips because
 * its element did not change is not counted.
 */
export function countRenders(component: unknown): { readonly count: number; stop(): void } {
  let count = 0;
  const stop = watchRenders((type) => {
    if (type === component) count++;
  });
  return {
    get count() {
      return count;
    },
    stop,
  };
}
