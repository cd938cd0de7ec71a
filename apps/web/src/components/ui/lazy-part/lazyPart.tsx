// Every lazily loaded part of the storefront goes through `lazyPart` (ESLint forbids `lazy` from
// 'react' elsewhere), for two reasons that hold under Preact (decision 0077):
// - Each part has its own Suspense boundary. Under Preact, a state change that draws a lazy part
//   below a boundary further up is lost while the part loads; its own boundary keeps it.
// - Nothing suspends while hydrating. The server records the name of each part a page drew, the
//   page's state block carries the list, and the browser loads those parts before `hydrateRoot`
//   (src/main.tsx): a loaded part answers at once, so it draws in the hydrating pass and keeps the
//   server's markup instead of dropping it and shifting the page.
import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';

type Module<P> = { default: ComponentType<P> };

interface Part {
  load: () => Promise<unknown>;
  loaded: () => boolean;
}

/** Every part declared so far, by name (a module's parts are declared when it loads). */
const parts = new Map<string, Part>();

/**
 * Collects the names of the lazy parts a render draws: the page's (server render: loaded before
 * hydrating) or a deferred part's (HydrateWhenVisible: loaded before it comes to life), which
 * also hands them to the deferred part around it, if any.
 */
export class PartsRecorder {
  readonly names = new Set<string>();
  constructor(
    /** Records a deferred part's parts, not the page's. */
    readonly deferred = false,
    private readonly into: PartsRecorder | null = null,
  ) {}
  add(name: string): void {
    this.names.add(name);
    this.into?.add(name);
  }
}

/** Where the lazy parts being drawn are recorded (nowhere outside a server render). */
export const DrawnParts = createContext<PartsRecorder | null>(null);

/** A thenable that answers at once: a lazy component given one draws without suspending. */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (v: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/**
 * A component loaded in its own chunk on first use, inside its own Suspense boundary (showing
 * `fallback` meanwhile). `name` is unique in the storefront: it goes into the page's HTML.
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<Module<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let module: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (m) => (module = m),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive can be asked for again
        throw error;
      },
    );
    return loading;
  };
  parts.set(name, { load: loadOnce, loaded: () => module !== undefined });
  const Lazy = lazy(() => (module ? settled(module) : loadOnce()));
  function LazyPart(props: P) {
    useContext(DrawnParts)?.add(name);
    return createElement(Suspense, { fallback }, createElement(Lazy as ComponentType<P>, props));
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * Loads the named parts (all the declared ones when `names` is omitted), in rounds: loading a
 * part can declare others (the CMS blocks module declares the block parts), which the next round
 * loads. A name no module declares is ignored.
 */
export async function preloadParts(names?: Iterable<string>): Promise<void> {
  const wanted = names ? new Set(names) : undefined;
  for (;;) {
    const due = [...parts].filter(([name, part]) => (!wanted || wanted.has(name)) && !part.loaded());
    if (due.length === 0) return;
    const before = parts.size;
    await Promise.all(due.map(([, part]) => part.load()));
    if (parts.size === before) return; // nothing new declared: nothing more to load
  }
}
