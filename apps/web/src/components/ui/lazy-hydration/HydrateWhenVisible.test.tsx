import {
  createContext,
  useContext,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bringIntoView,
  bringIntoViewOnce,
  button,
  Counter,
  resetVisibility,
  serverRendered,
  watchVisibility,
} from '../testing/visibility';
import { hydrating, useHydratedAnd } from '../../../lib/hydration';
import { countRenders } from '../testing/render-count';
import { lazyPart, preloadParts } from '../lazy-part/lazyPart';
import { HydrateWhenVisible } from './HydrateWhenVisible';

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

afterEach(resetVisibility);

describe('HydrateWhenVisible', () => {
  it('keeps the server HTML untouched and inert until it comes near the viewport, then works', async () => {
    watchVisibility();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = serverRendered(<Page />);
    const serverHtml = container.innerHTML;

    await act(async () => {
      hydrating(() => hydrateRoot(container, <Page />));
    });
    expect(container.innerHTML).toBe(serverHtml);
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 0');
    act(() => button(container, 'primo').click());
    expect(button(container, 'primo').textContent).toBe('primo 1');

    await bringIntoView();
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('draws a dormant part once: the end of hydration does not draw it again', async () => {
    watchVisibility();
    const container = serverRendered(<Page />);
    const parts = countRenders(HydrateWhenVisible);
    await act(async () => {
      hydrating(() => hydrateRoot(container, <Page />));
    });
    // Effects run and their timers fire: the page is settled, the part still out of view.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    parts.stop();
    expect(parts.count).toBe(1);
  });

  it('renders its children at once in a page the browser renders itself', async () => {
    watchVisibility();
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Page />);
    });
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
  });

  it('hydrates the server elements in place: the same elements answer, nothing drawn anew', async () => {
    watchVisibility();
    const container = serverRendered(<Page />);
    const before = button(container, 'secondo');
    await act(async () => {
      hydrating(() => hydrateRoot(container, <Page />));
    });
    await bringIntoView();
    expect(button(container, 'secondo')).toBe(before);
    act(() => before.click());
    expect(before.textContent).toBe('secondo 1');
  });

  it('keeps a part inside a part dormant when the outer one comes to life, until it is seen too', async () => {
    watchVisibility();
    const Nested = () => (
      <main>
        <HydrateWhenVisible>
          <Counter name="elenco" />
          <HydrateWhenVisible>
            <Counter name="scheda" />
          </HydrateWhenVisible>
        </HydrateWhenVisible>
      </main>
    );
    const container = serverRendered(<Nested />);
    const serverHtml = container.innerHTML;
    await act(async () => {
      hydrating(() => hydrateRoot(container, <Nested />));
    });
    await bringIntoViewOnce();
    act(() => button(container, 'elenco').click());
    expect(button(container, 'elenco').textContent).toBe('elenco 1');
    act(() => button(container, 'scheda').click());
    expect(button(container, 'scheda').textContent).toBe('scheda 0');
    // The inner part, now watched, comes to life when seen, in place.
    const inner = button(container, 'scheda');
    await bringIntoView();
    expect(button(container, 'scheda')).toBe(inner);
    act(() => inner.click());
    expect(inner.textContent).toBe('scheda 1');
    expect(container.innerHTML.replace(/ data-live=""/g, '').replace(/(elenco|scheda) 1/g, '$1 0')).toBe(
      serverHtml,
    );
  });

  it('follows its list when the order changes while it is dormant', async () => {
    watchVisibility();
    const List = ({ names }: { names: string[] }) => (
      <ul>
        {names.map((name) => (
          <HydrateWhenVisible key={name} component="li">
            <Counter name={name} />
          </HydrateWhenVisible>
        ))}
      </ul>
    );
    const container = serverRendered(<List names={['primo', 'secondo', 'terzo']} />);
    let root: Root | undefined;
    await act(async () => {
      hydrating(() => (root = hydrateRoot(container, <List names={['primo', 'secondo', 'terzo']} />)));
    });
    const order = () => [...container.querySelectorAll('button')].map((b) => b.textContent);
    act(() => root?.render(<List names={['terzo', 'primo', 'secondo']} />));
    expect(order()).toEqual(['terzo 0', 'primo 0', 'secondo 0']);
    act(() => root?.render(<List names={['secondo', 'quarto']} />));
    expect(order()).toEqual(['secondo 0', 'quarto 0']);
    // The new one is drawn by the browser: it answers at once; the others once seen.
    act(() => button(container, 'quarto').click());
    expect(button(container, 'quarto').textContent).toBe('quarto 1');
    await bringIntoView();
    act(() => button(container, 'secondo').click());
    expect(order()).toEqual(['secondo 1', 'quarto 1']);
  });

  it('keeps the server markup while dormant when a context above it changes, then hydrates with it', async () => {
    watchVisibility();
    const Theme = createContext('chiaro');
    function Themed() {
      return <p>{useContext(Theme)}</p>;
    }
    // The part's element is the same at every render of the provider, as a provider's children are.
    const part = (
      <HydrateWhenVisible>
        <Themed />
        <Counter name="secondo" />
      </HydrateWhenVisible>
    );
    const Shell = ({ theme }: { theme: string }) => <Theme.Provider value={theme}>{part}</Theme.Provider>;
    const container = serverRendered(<Shell theme="chiaro" />);
    const before = button(container, 'secondo');
    let root: Root | undefined;
    await act(async () => {
      hydrating(() => (root = hydrateRoot(container, <Shell theme="chiaro" />)));
    });
    act(() => root?.render(<Shell theme="scuro" />));
    expect(container.querySelector('p')?.textContent).toBe('chiaro');
    expect(button(container, 'secondo')).toBe(before);
    await bringIntoView();
    expect(container.querySelector('p')?.textContent).toBe('scuro');
    act(() => before.click());
    expect(before.textContent).toBe('secondo 1');
  });

  it('draws itself anew, not over the stale markup, when drawn again from above while it waited', async () => {
    watchVisibility();
    const Offer = ({ promo }: { promo: boolean }) => (
      <main>
        <HydrateWhenVisible>
          <p
            className={promo ? 'prezzo prezzo--promo' : 'prezzo'}
            aria-label={promo ? 'In offerta' : 'Prezzo'}
          >
            {promo ? '1,99 €' : '2,49 €'}
          </p>
        </HydrateWhenVisible>
      </main>
    );
    const container = serverRendered(<Offer promo={false} />);
    let root: Root | undefined;
    await act(async () => {
      hydrating(() => (root = hydrateRoot(container, <Offer promo={false} />)));
    });
    act(() => root?.render(<Offer promo={true} />));
    await bringIntoView();
    const price = container.querySelector('p');
    expect(price?.textContent).toBe('1,99 €');
    expect(price?.className).toBe('prezzo prezzo--promo');
    expect(price?.getAttribute('aria-label')).toBe('In offerta');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it("draws what only the browser knows after the part's late hydration, not in it", async () => {
    watchVisibility();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Wide() {
      const wide = useHydratedAnd(() => true);
      return <p>{wide ? 'largo' : 'stretto'}</p>;
    }
    const Late = () => (
      <main>
        <HydrateWhenVisible>
          <Wide />
        </HydrateWhenVisible>
      </main>
    );
    // As on the server, where nothing reads as hydrated.
    let container = document.body;
    hydrating(() => (container = serverRendered(<Late />)));
    const text = () => container.querySelector('p')?.textContent;
    const drawn: string[] = [];
    const watch = new MutationObserver(() => drawn.push(text() ?? ''));
    watch.observe(container, { subtree: true, characterData: true, childList: true });
    await act(async () => {
      hydrating(() => hydrateRoot(container, <Late />));
    });
    expect(text()).toBe('stretto');
    await bringIntoView();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(text()).toBe('largo');
    // Its late hydration drew the server's answer (nothing changed), the browser's came after.
    expect(drawn).toEqual(['largo']);
    watch.disconnect();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('keeps the keyboard focus on the control it comes to life around', async () => {
    watchVisibility();
    const container = serverRendered(<Page />);
    await act(async () => {
      hydrating(() => hydrateRoot(container, <Page />));
    });
    await act(async () => {
      button(container, 'secondo').focus();
    });
    expect(document.activeElement?.textContent).toBe('secondo 0');
    act(() => (document.activeElement as HTMLElement).click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
  });

  it("keeps the ids after a dormant part equal to the server's, so each part reads its own markup", async () => {
    watchVisibility();
    // The ids the browser's components hold (hydration keeps the server's attributes as they are).
    const ids: Record<string, string> = {};
    function Labelled({ name }: { name: string }) {
      const id = useId();
      useEffect(() => {
        ids[name] = id;
      });
      return <span id={id}>{name}</span>;
    }
    const IdPage = () => (
      <main>
        <Labelled name="prima" />
        <HydrateWhenVisible>
          <Labelled name="dentro" />
          <Labelled name="dentro ancora" />
        </HydrateWhenVisible>
        <Labelled name="dopo" />
        <HydrateWhenVisible>
          <Counter name="secondo" />
        </HydrateWhenVisible>
      </main>
    );
    const container = serverRendered(<IdPage />);
    const serverId = (name: string) =>
      [...container.querySelectorAll('span[id]')].find((el) => el.textContent === name)?.id;
    const server = { dopo: serverId('dopo') };
    const serverHtml = container.innerHTML;
    await act(async () => {
      hydrating(() => hydrateRoot(container, <IdPage />));
    });
    expect(ids.dopo).toBe(server.dopo);
    expect(container.innerHTML).toBe(serverHtml);
    await bringIntoView();
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
    expect(container.querySelectorAll('button')).toHaveLength(1);
  });

  it('gives what a part draws after its hydration ids no element of the page has', async () => {
    watchVisibility();
    function Labelled({ name }: { name: string }) {
      return <span id={useId()}>{name}</span>;
    }
    function Toggle() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            apri
          </button>
          {open && <Labelled name="pannello" />}
        </>
      );
    }
    const Later = () => (
      <main>
        <HydrateWhenVisible>
          <Toggle />
        </HydrateWhenVisible>
        <Labelled name="dopo" />
        <Labelled name="ancora dopo" />
      </main>
    );
    const container = serverRendered(<Later />);
    await act(async () => {
      hydrating(() => hydrateRoot(container, <Later />));
    });
    await bringIntoView();
    act(() => button(container, 'apri').click());
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(container.textContent).toContain('pannello');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the server HTML until the lazy parts drawn inside are loaded, then comes to life', async () => {
    watchVisibility();
    // The same part as the server had it (loaded) and as a fresh browser has it (not loaded yet).
    const onServer = lazyPart('test-slider', async () => ({ default: () => <p>Offerte della settimana</p> }));
    await preloadParts(['test-slider']);
    let arrive: () => void = () => {};
    const inBrowser = lazyPart(
      'test-slider',
      () =>
        new Promise<{ default: () => ReactElement }>((resolve) => {
          arrive = () => resolve({ default: () => <p>Offerte della settimana</p> });
        }),
    );
    const PartPage = ({ Slider }: { Slider: ComponentType }) => (
      <main>
        <Counter name="primo" />
        <HydrateWhenVisible>
          <Slider />
        </HydrateWhenVisible>
      </main>
    );
    const container = serverRendered(<PartPage Slider={onServer} />);
    const serverHtml = container.innerHTML;
    expect(container.querySelector('[data-parts]')?.getAttribute('data-parts')).toBe('test-slider');
    await act(async () => {
      hydrating(() => hydrateRoot(container, <PartPage Slider={inBrowser} />));
    });
    await bringIntoView();
    // Its code is on the way: the part keeps the server's markup rather than collapsing.
    expect(container.innerHTML).toBe(serverHtml);
    await act(async () => arrive());
    await vi.waitFor(() => expect(container.querySelector('[data-live]')).not.toBeNull());
    expect(container.textContent).toContain('Offerte della settimana');
  });

  it('brings parts seen at once to life one a task, so no long task adds them all up', async () => {
    watchVisibility();
    const TwoParts = () => (
      <main>
        <HydrateWhenVisible>
          <Counter name="primo" />
        </HydrateWhenVisible>
        <HydrateWhenVisible>
          <Counter name="secondo" />
        </HydrateWhenVisible>
      </main>
    );
    const container = serverRendered(<TwoParts />);
    await act(async () => {
      hydrating(() => hydrateRoot(container, <TwoParts />));
    });
    await bringIntoViewOnce();
    // The first is live, the second still the server's markup (a click does nothing yet).
    act(() => button(container, 'primo').click());
    expect(button(container, 'primo').textContent).toBe('primo 1');
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 0');
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    act(() => button(container, 'secondo').click());
    expect(button(container, 'secondo').textContent).toBe('secondo 1');
  });

  it('with when="soon", comes to life right after hydration without being seen', async () => {
    watchVisibility();
    const Soon = () => (
      <header>
        <HydrateWhenVisible when="soon" style={{ display: 'contents' }}>
          <Counter name="carrello" />
        </HydrateWhenVisible>
      </header>
    );
    const container = serverRendered(<Soon />);
    await act(async () => {
      hydrating(() => hydrateRoot(container, <Soon />));
    });
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    act(() => button(container, 'carrello').click());
    expect(button(container, 'carrello').textContent).toBe('carrello 1');
  });
});
