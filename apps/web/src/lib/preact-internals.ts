import { options } from 'preact';
import { Component } from 'react';

/**
 * Every use of Preact's private internals in the storefront, and nothing else (decision 0106).
 * Preact's build mangles its private fields to two or three letters (`_vnode` becomes `__v`), and
 * no release note announces a change to them: a rename would not fail the build or the types, it
 * would quietly give the page wrong `useId` values or wake no deferred part. So they are read
 * here only, each behind a named, typed function saying why it is needed, and
 * `preact-internals.test.tsx` renders with the installed Preact and fails, naming the version and
 * the field, when one no longer is what these functions assume. Checked with Preact 10.29.8 and
 * preact-render-to-string 6.8.2, pinned exactly in apps/web/package.json: before raising either,
 * run that test.
 *
 * The mangled names (Preact's `mangle.json`, the same in every build it ships, development
 * included):
 * - a component's vnode: `_vnode` → `__v`;
 * - a vnode's parent vnode (null at a root): `_parent` → `__`;
 * - the component a vnode drew: `_component` → `__c`;
 * - the `useId` counter, `[root, next]`: `_mask` → `__m`, on the nearest vnode above that has
 *   one (a root's, a portal's, or one of ours);
 * - the method through which preact/compat hands a thrown promise to the nearest component above
 *   that has it (Suspense's): `_childDidSuspend` → `__c`, on the component;
 * - the hook Preact calls before it draws a component: `options._render` → `options.__r`.
 */

interface VNodeInternals {
  /** `_parent` */
  __?: VNodeInternals | null;
  /** `_component` */
  __c: Component | null;
  /** `_mask` */
  __m?: [number, number];
  type: unknown;
}

/** `_vnode`: the vnode a component drew last. */
type ComponentInternals = Component & { __v: VNodeInternals };

/**
 * Counts `count` ids as taken at `component` without drawing them: the ids drawn after it then
 * come out as they did on the server, which drew the children this component leaves out
 * (HydrateWhenVisible's dormant part). The counter is found as Preact's `useId` finds it: the
 * nearest vnode up that has one, else the root's, created there. If this stopped working, every
 * id after a dormant part would come out smaller than the server's, and parts would read other
 * elements' markup.
 */
export function skipIds(component: Component, count: number): void {
  let v = (component as ComponentInternals).__v;
  while (!v.__m && v.__) v = v.__;
  (v.__m ??= [0, 0])[1] += count;
}

/**
 * Gives what `component` draws in its current render ids from a counter of its own, the next one
 * `next` under root `root` (as in `P<root>-<next>`): a part that hydrates late takes the ids the
 * server gave its children, whatever the page's counter reached meanwhile. Returns the function
 * that takes the counter away again, so later renders take ids from the page's counter. If this
 * stopped working, a late hydration would give its children new ids (labels pointing nowhere).
 */
export function countIdsFrom(component: Component, root: number, next: number): () => void {
  const vnode = (component as ComponentInternals).__v;
  vnode.__m = [root, next];
  return () => delete vnode.__m;
}

/**
 * The numbers of an id of Preact's `useId` (`P0-12`: root 0, number 12), null for another
 * string. The format is Preact's (the server's preact-render-to-string writes the same); if it
 * changed, dormant parts would count no ids and those after them would shift.
 */
export function parseUseId(id: string): { root: number; next: number } | null {
  const m = /^P(\d+)-(\d+)$/.exec(id);
  return m ? { root: Number(m[1]), next: Number(m[2]) } : null;
}

/**
 * A component that receives the promises thrown below it, as Suspense does, without Suspense's
 * fallback and bookkeeping: preact/compat hands a thrown promise to the nearest component above
 * with a `_childDidSuspend` method (mangled `__c`), and while hydrating keeps the server's
 * elements of the one that threw. If the method's name changed, the promise would reach the
 * error handling instead: the dormant part would be an error, not the server's markup.
 */
export abstract class SuspensionCatcher<P = object> extends Component<P> {
  /** A component below (`suspended`, null if unknown) threw `promise` while drawing. */
  protected abstract childSuspended(promise: Promise<unknown>, suspended: Component | null): void;
  /** `_childDidSuspend`: called with the promise and the vnode of the component that threw. */
  __c(promise: Promise<unknown>, suspended: VNodeInternals): void {
    this.childSuspended(promise, suspended.__c);
  }
}

type RenderHook = (vnode: VNodeInternals) => void;
const hooks = options as unknown as { __r?: RenderHook };

/**
 * Calls `listener` with the type of every component Preact draws from now until the returned
 * function is called; not for a component it skips because its element did not change. For
 * tests of renders saved (components/ui/testing/render-count). If the hook's name changed, those
 * tests would count nothing.
 */
export function watchRenders(listener: (type: unknown) => void): () => void {
  const before = hooks.__r;
  hooks.__r = (vnode) => {
    listener(vnode.type);
    before?.(vnode);
  };
  return () => {
    hooks.__r = before;
  };
}
