import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { hydrating } from '../../../lib/hydration';
import { DrawnParts, lazyPart, PartsRecorder, preloadParts } from './lazyPart';

const later = <T,>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('lazyPart', () => {
  it('draws a part reached by a state change below a boundary further up (lost with a bare lazy)', async () => {
    const Editor = lazyPart('test-editor', () => later({ default: () => <p>Editor aperto</p> }));
    function List() {
      const [open, setOpen] = useState(false);
      return open ? (
        <Editor />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Nuovo
        </button>
      );
    }
    render(
      <Suspense fallback={<p>Carico</p>}>
        <List />
      </Suspense>,
    );
    act(() => screen.getByRole('button', { name: 'Nuovo' }).click());
    expect(await screen.findByText('Editor aperto')).toBeInTheDocument();
  });

  it('records the parts the server draws, and a preloaded part hydrates the server HTML in one pass', async () => {
    const Card = lazyPart('test-card', () =>
      later({ default: ({ name }: { name: string }) => <b>{name}</b> }),
    );
    const Page = () => (
      <main>
        <Card name="Latte" />
        <p>fine</p>
      </main>
    );
    await preloadParts(['test-card']);
    const drawn = new PartsRecorder();
    const html = renderToString(
      <DrawnParts.Provider value={drawn}>
        <Page />
      </DrawnParts.Provider>,
    );
    expect([...drawn.names]).toEqual(['test-card']);
    expect(html).toContain('<b>Latte</b>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const bold = container.querySelector('b');
    act(() => hydrating(() => hydrateRoot(container, <Page />)));
    // The same element, kept: nothing suspended, nothing was drawn again.
    expect(container.querySelector('b')).toBe(bold);
    expect(container.innerHTML).toBe(html);
    container.remove();
  });

  it('asks again for a part whose chunk failed to arrive', async () => {
    let tries = 0;
    const Flaky = lazyPart('test-flaky', () =>
      ++tries === 1 ? Promise.reject(new Error('rete')) : later({ default: () => <i>arrivato</i> }),
    );
    await expect(preloadParts(['test-flaky'])).rejects.toThrow('rete');
    await preloadParts(['test-flaky']);
    render(<Flaky />);
    expect(screen.getByText('arrivato')).toBeInTheDocument();
    expect(tries).toBe(2);
  });
});
