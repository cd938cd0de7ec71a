import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RenderWhenNear } from './RenderWhenNear';

/** An IntersectionObserver the test drives: `near()` says the marker came near the viewport. */
function fakeObserver() {
  const observers: Array<{
    callback: IntersectionObserverCallback;
    options?: IntersectionObserverInit;
    on: boolean;
  }> = [];
  class Fake {
    private entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, on: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.on = true;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers.filter((x) => x.on))
        o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, near: () => report(true), far: () => report(false) };
}

describe('RenderWhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders its children only once their place comes near the viewport, and keeps them', () => {
    const io = fakeObserver();
    render(
      <RenderWhenNear>
        <p>Prodotti alternativi</p>
      </RenderWhenNear>,
    );
    expect(screen.queryByText('Prodotti alternativi')).toBeNull();
    expect(io.observers[0]?.options?.rootMargin).toBe('300px 0px');
    io.far();
    expect(screen.queryByText('Prodotti alternativi')).toBeNull();
    io.near();
    expect(screen.getByText('Prodotti alternativi')).toBeVisible();
    // Once drawn, nothing watches any more: scrolling away keeps the children.
    expect(io.observers.every((o) => !o.on)).toBe(true);
  });

  it('renders its children at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear>
        <p>Spesso acquistati insieme</p>
      </RenderWhenNear>,
    );
    expect(screen.getByText('Spesso acquistati insieme')).toBeVisible();
  });
});
