import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateWhenVisible } from './HydrateWhenVisible';

// act() outside Testing Library's render: tell React it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// jsdom has no IntersectionObserver: a stand-in the test can drive, as scrolling would.
const observers: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeObserver {
  constructor(private readonly cb: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observers.push(this.cb);
  }
  disconnect() {}
}

const scrollNear = () => act(() => observers.forEach((cb) => cb([{ isIntersecting: true }])));

/** A card with a counter: its button works only once React has brought it to life. */
function Counter({ name }: { name: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {name} {n}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="primo" />
      <HydrateWhenVisible>
        <Counter name="secondo" />
      </HydrateWhenVisible>
    </main>
  );
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith(name))!;

afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML untouched and inert until it comes near the viewport, then works', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverHtml = container.innerHTML;

    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(container.innerHTML).toBe(serverHtml);
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 0');
    act(() => button(container, 'primo').click());
    expect(button(container, 'primo').textContent).toBe('primo 1');

    await scrollNear();
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders its children at once in a page the browser renders itself', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
  });

  it('gives the keyboard focus back to the same control once it is live', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    await act(async () => {
      button(container, 'secondo').focus();
    });
    expect(document.activeElement?.textContent).toBe('secondo 0');
    act(() => (document.activeElement as HTMLElement).click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
  });
});
