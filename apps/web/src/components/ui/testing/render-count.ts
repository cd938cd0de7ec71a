import { options } from 'preact';

// Preact calls this hook (mangled `_render`) just before it calls a component to draw it, and not
// when it skips one whose element did not change.
type RenderHook = (vnode: { type: unknown }) => void;
const hooks = options as unknown as { __r?: RenderHook };

/** Counts the times a component draws, from now until `stop()`: for tests of renders saved. */
export function countRenders(component: unknown): { readonly count: number; stop(): void } {
  const before = hooks.__r;
  let count = 0;
  hooks.__r = (vnode) => {
    if (vnode.type === component) count++;
    before?.(vnode);
  };
  return {
    get count() {
      return count;
    },
    stop: () => {
      hooks.__r = before;
    },
  };
}
