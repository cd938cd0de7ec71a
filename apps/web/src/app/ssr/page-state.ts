import type { DehydratedState } from '@tanstack/react-query';

// The JSON block a server-rendered page carries for the browser to hydrate from (the API writes
// it as <script type="application/json" id="spesa-query-state">): the TanStack Query cache the
// page was rendered with, and the lazy parts the render drew, which the browser loads before
// hydrating so that nothing suspends in the hydrating pass (decision 0077).

export interface PageState {
  query: DehydratedState;
  /** Names of the lazy parts (components/ui/lazy-part) drawn outside deferred parts. */
  parts: string[];
  /**
   * Whether the visitor's cookie held their cookie choice when the page was rendered (the notice
   * is in the page when not): the browser hydrates with it before reading the cookie itself.
   */
  consentChoiceMade?: boolean;
}

/** The block's text: JSON that is safe inside a <script> element. */
export function writePageState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The block's content, or null when the page has none (a page the browser renders alone). */
export function readPageState(text: string | null | undefined): PageState | null {
  if (!text) return null;
  const state = JSON.parse(text) as Partial<PageState>;
  if (!state.query) return null;
  const consentChoiceMade =
    typeof state.consentChoiceMade === 'boolean' ? state.consentChoiceMade : undefined;
  return { query: state.query, parts: state.parts ?? [], consentChoiceMade };
}
