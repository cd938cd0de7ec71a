import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bringIntoView,
  button,
  Counter,
  resetVisibility,
  serverRendered,
  watchVisibility,
} from '../../../components/ui/testing/visibility';
import { HydrateWhenVisible } from '../../../components/ui/lazy-hydration/HydrateWhenVisible';
import { countRenders } from '../../../components/ui/testing/render-count';
import { hydrating } from '../../../lib/hydration';
import { EmblaSlider } from './EmblaSlider';

// jsdom lacks what Embla reads once loaded: media queries and element sizes.
const mediaQuery = () => ({
  matches: false,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
});
class FakeResizeObserver {
  observe() {}
  disconnect() {}
}

const Slider = () => (
  <EmblaSlider label="Offerte">
    {['uno', 'due', 'tre', 'quattro'].map((name) => (
      <Counter key={name} name={name} />
    ))}
  </EmblaSlider>
);

const press = (container: HTMLElement, name: string) => {
  act(() => button(container, name).click());
  return button(container, name).textContent;
};

afterEach(resetVisibility);

describe('EmblaSlider on a server-rendered page', () => {
  it('brings the first two slides to life right after the page, the others as they are swiped into view', async () => {
    watchVisibility();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    // Embla asks the slider's own window (jsdom's), not the test's globals.
    Object.assign(document.defaultView!, { matchMedia: mediaQuery });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = serverRendered(<Slider />);
    const serverHtml = container.innerHTML;

    let root: Root | undefined;
    await act(async () => {
      hydrating(() => {
        root = hydrateRoot(container, <Slider />);
      });
    });
    // The server's markup, hydrated in place (data-live marks a part that answers).
    expect(container.innerHTML.replaceAll(' data-live=""', '')).toBe(serverHtml);
    // Each of the first two in a task of its own after hydration's.
    for (let turn = 0; turn < 2; turn++)
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    expect(press(container, 'due')).toBe('due 1');
    expect(press(container, 'tre')).toBe('tre 0');

    await bringIntoView();
    expect(press(container, 'tre')).toBe('tre 1');
    expect(press(container, 'quattro')).toBe('quattro 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Before the stand-ins go: Embla, loading meanwhile, is then never started.
    act(() => root!.unmount());
  });

  it('draws its dormant slides once, though the slider draws again (Embla loaded)', async () => {
    watchVisibility();
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    Object.assign(document.defaultView!, { matchMedia: mediaQuery });
    const container = serverRendered(<Slider />);
    const wrappers = countRenders(HydrateWhenVisible);
    let root: Root | undefined;
    await act(async () => {
      hydrating(() => {
        root = hydrateRoot(container, <Slider />);
      });
    });
    // Embla's code loaded and started: the slider has drawn again with its API.
    await act(() => import('embla-carousel').then(() => new Promise((r) => setTimeout(r, 0))));
    wrappers.stop();
    // Four slides, each waiting in a part drawn once while hydrating and not again.
    expect(wrappers.count).toBe(4);
    act(() => root!.unmount());
  });
});
