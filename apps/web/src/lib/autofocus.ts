import { options, type VNode } from 'preact';

/**
 * React focuses an element drawn with `autoFocus` as it is inserted; Preact (decision 0077)
 * only writes the `autofocus` attribute, which browsers honour on page load alone. Dialogs
 * give their safe choice the focus this way (Annulla, No, tienilo), the stepper its typed
 * entry, so without this the focus would stay behind the dialog or on the page.
 *
 * A hook on every element created: one with `autoFocus` gets a ref that focuses it once, when
 * first attached. The focus comes in a microtask, after the element is in the document and
 * before effects run (MUI's focus trap, in an effect, then finds the focus already inside).
 */
const focused = new WeakSet<Element>();

type AnyRef = ((el: Element | null) => unknown) | { current: Element | null } | null | undefined;

function focusOnce(el: Element): void {
  if (focused.has(el)) return;
  focused.add(el);
  queueMicrotask(() => {
    if (el.isConnected && el instanceof HTMLElement) el.focus();
  });
}

// One wrapper per original ref, so a ref that was stable stays stable: a new function at each
// render would be called with null and the element again every time, and a ref that sets state
// would then render for ever.
const wrappers = new WeakMap<object, (el: Element | null) => unknown>();
const focusOnly = (el: Element | null) => {
  if (el) focusOnce(el);
};

function withFocus(ref: AnyRef) {
  if (!ref) return focusOnly;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (el: Element | null) => {
      if (el) focusOnce(el);
      if (typeof ref === 'function') return ref(el);
      ref.current = el;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

let installed = false;

export function installAutoFocus(): void {
  if (installed) return;
  installed = true;
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    previous?.(vnode);
    const props = vnode.props as { autoFocus?: unknown } | null;
    if (typeof vnode.type === 'string' && props?.autoFocus) {
      vnode.ref = withFocus(vnode.ref as AnyRef) as VNode['ref'];
    }
  };
}
