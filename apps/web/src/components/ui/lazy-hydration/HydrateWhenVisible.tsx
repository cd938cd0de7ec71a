import {
  startTransition,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { isFirstRenderHydrating } from '../../../lib/hydration';
import { DrawnParts, PartsRecorder, preloadParts } from '../lazy-part/lazyPart';

// Starts a little before the part scrolls in, so it is live by the time it can be touched.
const ROOT_MARGIN = '300px 0px';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Leaves the server's HTML of its children untouched while the page hydrates, and brings them to
 * life (a browser render of the children in place of that HTML) only when they come near the
 * viewport or take the keyboard focus (decision 0064). The shopper sees the same page from the
 * start; the browser's first long task pays only for what is on screen. Plain links work before
 * that, as in any HTML page.
 *
 * Why not a Suspense boundary that waits during hydration: React hydrates (or, if it is still
 * waiting, empties) such a boundary whenever a context above it changes, and the shop's
 * providers do change right after hydration (cookie choice, session), so the deferral did not
 * hold and cards vanished until scrolled to. Markup React does not own cannot be disturbed.
 * Outside hydration (a page the browser renders itself) the children render at once.
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
  // False only on the server and while the browser hydrates the server's HTML.
  const hydrating = isFirstRenderHydrating();
  // Chosen at the first render: keep the server's markup (dormant), or render the children.
  const [dormant, setDormant] = useState(
    () => hydrating && typeof document !== 'undefined' && document.getElementById(id) !== null,
  );
  // What the server's end mark says (see PartEnd): the ids its children took, taken again while
  // dormant, and the lazy parts they drew, loaded before the part comes to life.
  const [server] = useState(() => (dormant ? readEndMark(id, document.getElementById(id)) : null));
  const enclosing = useContext(DrawnParts);
  const [parts] = useState(() => new PartsRecorder(true, enclosing?.deferred ? enclosing : null));
  const ref = useRef<HTMLElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!dormant || !el) return;
    // The dormant HTML stays until the part's lazy code is there: drawn without it, the part would
    // collapse to its loading state and grow again (Preact has no transition that keeps the old
    // markup meanwhile, as React's does).
    let woken = false;
    const wake = () => {
      if (woken) return;
      woken = true;
      const live = () => startTransition(() => setDormant(false));
      const due = server?.parts ?? [];
      if (due.length === 0) live();
      else preloadParts(due).then(live, live);
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
    // Tabbing into it: wake it at once, and give the focus back to the same control once it is live.
    const onFocus = (e: FocusEvent) => {
      focusIndex.current = [...el.querySelectorAll(FOCUSABLE)].indexOf(e.target as Element);
      wake();
    };
    el.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      el.removeEventListener('focusin', onFocus);
    };
  }, [dormant, server, when]);

  useLayoutEffect(() => {
    const index = focusIndex.current;
    const el = ref.current;
    if (dormant || index === null || index < 0 || !el) return;
    focusIndex.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) el.querySelectorAll<HTMLElement>(FOCUSABLE)[index]?.focus();
  }, [dormant]);

  return dormant ? (
    <>
      {/* The server's children stay as they are: see SERVER_MARKUP. */}
      <Tag
        key="dormant"
        id={id}
        ref={ref as never}
        className={className}
        style={style}
        dangerouslySetInnerHTML={SERVER_MARKUP}
        suppressHydrationWarning
      />
      <SkipIds count={server?.ids ?? 0} />
    </>
  ) : (
    // data-live: in the browser only (the server's HTML has no such attribute to match), so a
    // script or a browser journey can wait for the part to be live.
    <Tag
      key="live"
      id={id}
      ref={ref as never}
      className={className}
      style={style}
      data-live={typeof document === 'undefined' ? undefined : ''}
    >
      {/* The lazy parts drawn in here are not loaded before hydration, but before it wakes. */}
      <DrawnParts.Provider value={parts}>{children}</DrawnParts.Provider>
      <PartEnd parts={parts} />
    </Tag>
  );
}

/**
 * The dormant part's inner HTML as far as Preact knows: hydration never writes an element's
 * dangerouslySetInnerHTML, and later renders write it only when the string changes, so the
 * server's children stay untouched without being read back (reading them as a string cost about
 * 1 ms a product card on a phone, in hydration's long task).
 */
const SERVER_MARKUP = { __html: '' };

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
function PartEnd({ parts }: { parts: PartsRecorder }) {
  const id = useId();
  return <span hidden data-id-end={id} data-parts={[...parts.names].join(' ') || undefined} />;
}

/** What the server's end mark of the part says: the ids its children took, the parts they drew. */
function readEndMark(id: string, el: HTMLElement | null): { ids: number; parts: string[] } {
  // The mark is the part's last element (PartEnd): read directly, where a selector would walk
  // every element of the part (a slider of cards: hundreds) in hydration's long task.
  const last = el?.lastElementChild;
  const mark = last instanceof HTMLElement && last.dataset.idEnd !== undefined ? last : null;
  const end = mark?.dataset.idEnd;
  const count = end ? idNumber(end) - idNumber(id) : 0;
  return {
    ids: Number.isInteger(count) && count > 0 ? count : 0,
    parts: mark?.dataset.parts?.split(' ') ?? [],
  };
}

const idNumber = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1));

/** Takes `count` ids and draws nothing (count is fixed for the component's life). */
function SkipIds({ count }: { count: number }) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the count never changes for this component
  for (let i = 0; i < count; i++) useId();
  return null;
}
