import {
  Component,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { isFirstRenderHydrating, lateHydrationStarts } from '../../../lib/hydration';
import { countIdsFrom, parseUseId, skipIds, SuspensionCatcher } from '../../../lib/preact-internals';
import { DrawnParts, PartsRecorder, preloadParts } from '../lazy-part/lazyPart';

// Starts a little before the part scrolls in, so it is live by the time it can be touched.
const ROOT_MARGIN = '300px 0px';

/**
 * Leaves the server's HTML of its children as it is while the page hydrates, and hydrates it in
 * place (the same elements, now answering) only when it comes near the viewport or takes the
 * keyboard focus (decisions 0064, 0087). The shopper sees the same page from the start; the
 * browser's first long task pays only for what is on screen, and each part hydrates later in a
 * task of its own. Plain links work before that, as in any HTML page.
 *
 * How: Preact suspends a hydration. The part's content is drawn by a gate that throws a promise
 * while the part waits; Preact then keeps the element and everything in it as the server drew it
 * (a suspension met while hydrating keeps the server's markup, where a browser render would show a
 * fallback), also when a context above changes meanwhile, and hydrates it where it stopped once
 * the promise settles and the boundary above the gate draws it again. A
 * part inside a part waits in turn: the outer one's late hydration reads as hydrating
 * (lateHydrationStarts), so the inner one suspends again. Outside hydration (a page the browser
 * renders itself) the children render at once.
 */
export function HydrateWhenVisible({
  children,
  component: Tag = 'div',
  className,
  style,
  when = 'visible',
}: {
  children: ReactNode;
  /** The wrapper element, e.g. 'li' inside a list. */
  component?: 'div' | 'li';
  /** The wrapper's classes, dormant and live alike. */
  className?: string;
  /** `{ display: 'contents' }` keeps the wrapper out of the layout (only with `when="soon"`). */
  style?: CSSProperties;
  /**
   * 'visible': when it comes near the viewport. 'soon': right after the page's hydration, in a
   * task of its own, for what is on screen but need not weigh on hydration's long task (the
   * header's controls).
   */
  when?: 'visible' | 'soon';
}) {
  const id = useId();
  const enclosing = useContext(DrawnParts);
  const ref = useRef<HTMLElement>(null);
  // Chosen at the first render: wait with the server's markup (a gate), or hydrate or render now.
  // One state for the part's three fixed things: each hook costs every part (a listing has twenty).
  // `fresh` below is the one that changes: a stale part drawn anew instead of hydrated.
  const [{ gate, parts, markLive }] = useState(() => {
    const server = isFirstRenderHydrating() && typeof document !== 'undefined' && document.getElementById(id);
    return {
      gate: server ? new Gate(id, readEndMark(id, server)) : null,
      parts: new PartsRecorder(true, enclosing?.deferred ? enclosing : null),
      // data-live, once the part answers (hydrated or drawn), so a script or a browser journey can
      // wait for it: set on the element, as hydration writes no attribute.
      markLive: () => ref.current?.setAttribute('data-live', ''),
    };
  });

  const [fresh, setFresh] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!gate || !el) return;
    // The part hydrates once the lazy parts it drew are loaded: one still loading would suspend
    // and stay the server's markup until the next render, inert meanwhile.
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      // Drawn again from above while it waited (new data: another product, other prices), the
      // server's markup is stale: hydrating it would keep its old attributes, so it is drawn anew.
      const open = () => (gate.stale ? setFresh(true) : gate.open());
      const due = gate.server.parts;
      if (due.length === 0) open();
      else preloadParts(due).then(open, open);
    };
    const inTurn = () => !woken && wakeInTurn(wake);
    let observer: IntersectionObserver | undefined;
    if (when === 'soon' || typeof IntersectionObserver === 'undefined') inTurn();
    else {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && inTurn(), {
        rootMargin: ROOT_MARGIN,
      });
      observer.observe(el);
    }
    // Tabbing into it: at once, out of turn. The focus stays where it is (the elements stay),
    // unless the part went stale meanwhile and is drawn anew.
    el.addEventListener('focusin', wake);
    return () => {
      observer?.disconnect();
      el.removeEventListener('focusin', wake);
    };
  }, [gate, when]);

  // The wrapper element is drawn here, with the page: a list can move it like any other (Preact
  // moves no element of a suspended part). What waits is the one element inside it (a suspended
  // hydration keeps a single element), out of the layout.
  const content = (
    <div style={CONTENTS}>
      {/* The lazy parts drawn in here are not loaded before hydration, but before it wakes. */}
      <DrawnParts.Provider value={parts}>{children}</DrawnParts.Provider>
      <PartEnd parts={parts} onLive={markLive} />
    </div>
  );
  return (
    <Tag id={id} ref={ref as never} className={className} style={style}>
      {fresh ? (
        content
      ) : (
        <Boundary>
          <GateKeeper gate={gate}>{content}</GateKeeper>
        </Boundary>
      )}
    </Tag>
  );
}

const CONTENTS: CSSProperties = { display: 'contents' };

/** A dormant part's promise: settled when the part may hydrate. */
class Gate {
  isOpen = false;
  /** Drawn again from above while it waited: its content may no longer be the server's. */
  stale = false;
  private release: () => void = () => {};
  readonly opened = new Promise<void>((resolve) => (this.release = resolve));
  constructor(
    readonly id: string,
    /** What the server's end mark says (see PartEnd). */
    readonly server: { ids: number; parts: string[] },
  ) {}
  open(): void {
    this.isOpen = true;
    this.release();
  }
}

/**
 * Draws its children only once the gate is open: before, it throws the gate's promise, which
 * keeps the server's element while hydrating (Preact's suspended hydration). A class for the ids:
 * while it waits, the page's counter goes on past the ids its children took on the server (see
 * "Why the ids are counted"), and when it hydrates its children take the server's numbers from a
 * counter of their own on its vnode, starting after the part's own id. Preact's internals (the
 * counter, the promise's way up) only through lib/preact-internals (decision 0106).
 */
class GateKeeper extends Component<{ gate: Gate | null; children: ReactNode }> {
  private skipped = false;
  private started = false;
  override render() {
    const { gate, children } = this.props;
    if (gate && !this.started) {
      if (!gate.isOpen) {
        if (!this.skipped) skipIds(this, gate.server.ids);
        else gate.stale = true;
        this.skipped = true;
        throw gate.opened;
      }
      this.started = true;
      lateHydrationStarts();
      const own = parseUseId(gate.id);
      // Only for this render: what the part draws later (a filter panel once the screen is known
      // wide) takes its ids from the page's counter, past every id of the server's page, where
      // this one would go on into the numbers of the elements after the part.
      if (own) queueMicrotask(countIdsFrom(this, own.root, own.next + 1));
    }
    return children;
  }
}

/**
 * Takes the promise its gate throws and draws the gate again once it settles (Preact then
 * hydrates the part in place). Suspense would do the same and more (a fallback, a count of the
 * suspensions below it), which a part that keeps the server's markup meanwhile does not need, at
 * a cost every dormant part paid in hydration's long task.
 */
class Boundary extends SuspensionCatcher<{ children: ReactNode }> {
  private waiting = false;
  protected override childSuspended(promise: Promise<unknown>, gate: Component | null): void {
    if (this.waiting) return; // thrown again by a render from above meanwhile: one wake is enough
    this.waiting = true;
    void promise.then(() => gate?.forceUpdate());
  }
  override render() {
    return this.props.children;
  }
}

// Parts come to life one a task. Each part's render then stays a short task (the browser answers
// a tap between two of them), where all the parts seen at once, or every part of the header,
// would render in one long task right after hydration's: Lighthouse's Total Blocking Time counts
// what each task takes over 50 ms. A part the shopper focuses wakes at once, out of turn.
const waiting: Array<() => void> = [];
let turnTaken = false;

function wakeInTurn(wake: () => void): void {
  waiting.push(wake);
  if (!turnTaken) nextTurn();
}

/**
 * Runs `then` once every part already waiting has come to life (at once when none waits): the
 * page's "answers clicks" mark waits for the header's parts (app/providers/AppProviders).
 */
export function afterWaitingParts(then: () => void): void {
  if (waiting.length === 0 && !turnTaken) then();
  else wakeInTurn(then);
}

function nextTurn(): void {
  const wake = waiting.shift();
  if (!wake) return;
  turnTaken = true;
  setTimeout(() => {
    turnTaken = false;
    nextTurn();
  }, 0);
  wake();
}

// Why the ids are counted: Preact numbers `useId` values with one counter a page, in render
// order ("P0-12"), where React derives them from the place in the tree. The server renders a
// deferred part's children, whose ids take numbers; the browser leaves the part dormant and
// would not, so every id after it would come out smaller than the server's: a dormant part would
// read another element's markup under its id, and parts drawn later would take ids still present
// in the dormant HTML (two elements with one id). So the server marks, after the children, the
// last id they reached, and the dormant part in the browser takes as many ids: the count goes on
// equal for the rest of the page.

/**
 * The end of a deferred part's children (hidden, empty): the page's id counter after them and
 * the lazy parts they drew.
 */
function PartEnd({ parts, onLive }: { parts: PartsRecorder; onLive: () => void }) {
  const id = useId();
  // Its first commit in the browser is the part's: hydrated in place, or drawn.
  useLayoutEffect(onLive, [onLive]);
  return <span hidden data-id-end={id} data-parts={[...parts.names].join(' ') || undefined} />;
}

/** What the server's end mark of the part says: the ids its children took, the parts they drew. */
function readEndMark(id: string, el: HTMLElement): { ids: number; parts: string[] } {
  // The mark is the last element of the part's content (PartEnd): read directly, where a selector
  // would walk every element of the part (a slider of cards: hundreds) in hydration's long task.
  const last = el?.firstElementChild?.lastElementChild;
  const mark = last instanceof HTMLElement && last.dataset.idEnd !== undefined ? last : null;
  const end = mark?.dataset.idEnd;
  const count = end ? idNumber(end) - idNumber(id) : 0;
  return {
    ids: Number.isInteger(count) && count > 0 ? count : 0,
    parts: mark?.dataset.parts?.split(' ') ?? [],
  };
}

const idNumber = (id: string) => parseUseId(id)?.next ?? NaN;
