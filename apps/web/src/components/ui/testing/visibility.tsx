import { useState } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';

// Shared by the tests of parts that come to life when seen (HydrateWhenVisible and what uses it).

// act() outside Testing Library's render: tell React it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Watcher = (entries: Array<{ isIntersecting: boolean }>) => void;
const watchers: Watcher[] = [];

/** jsdom has no IntersectionObserver: a stand-in the test drives, as scrolling or swiping would. */
class FakeObserver {
  constructor(private readonly cb: Watcher) {}
  observe() {
    watchers.push(this.cb);
  }
  disconnect() {}
}

/** Puts the stand-in in place for this test (taken away by `resetVisibility`). */
export const watchVisibility = () => vi.stubGlobal('IntersectionObserver', FakeObserver);

/** Everything watched comes into view, and every part woken by it comes to life (one a task). */
export async function bringIntoView() {
  act(() => watchers.forEach((cb) => cb([{ isIntersecting: true }])));
  for (let turn = 0; turn < watchers.length; turn++) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

/**
 * Everything watched comes into view: what comes to life in the same task (the first in turn;
 * its hydration runs in the task's microtasks, as in a browser).
 */
export async function bringIntoViewOnce() {
  act(() => watchers.forEach((cb) => cb([{ isIntersecting: true }])));
  await act(async () => {});
}

/** For afterEach: the stand-ins and the page gone. */
export function resetVisibility() {
  watchers.length = 0;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
}

/** A control with a counter: pressing it counts only once React has brought it to life. */
export function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name} {n}
    </button>
  );
}

/** The button whose text starts with `name`. */
export const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

/** A container in the page holding the server's HTML of `page`. */
export function serverRendered(page: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}
