import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { resetVisibility, serverRendered } from '../components/ui/testing/visibility';
import { hydrating, isFirstRenderHydrating, useHydratedAnd } from './hydration';

let renders = 0;

/** Draws the answer of `useHydratedAnd(test)` and counts its renders. */
function Answer({ test }: { test: () => boolean }) {
  renders++;
  return <p>{useHydratedAnd(test) ? 'sì' : 'no'}</p>;
}

/** Hydrates the server's HTML of `page` as src/main.tsx does; answers the container. */
async function hydrate(page: React.ReactElement): Promise<{ container: HTMLElement; root: Root }> {
  // As on the server: the phase is not over while the HTML is drawn.
  let container = document.body;
  hydrating(() => {
    container = serverRendered(page);
  });
  renders = 0;
  let root: Root | undefined;
  await act(async () => {
    hydrating(() => {
      root = hydrateRoot(container, page);
    });
  });
  return { container, root: root! };
}

afterEach(resetVisibility);

describe('useHydratedAnd', () => {
  it('draws again after hydration only when the answer becomes true', async () => {
    const never = await hydrate(<Answer test={() => false} />);
    expect(never.container.textContent).toBe('no');
    expect(renders).toBe(1);
    act(() => never.root.unmount());

    const yes = await hydrate(<Answer test={() => true} />);
    expect(yes.container.textContent).toBe('sì');
    expect(renders).toBe(2);
    act(() => yes.root.unmount());
  });

  it('is false while hydrating without asking the test, whatever it would answer', async () => {
    const asked: boolean[] = [];
    const test = () => {
      asked.push(isFirstRenderHydrating());
      return true;
    };
    const { root } = await hydrate(<Answer test={test} />);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked).not.toContain(true);
    act(() => root.unmount());
  });
});
