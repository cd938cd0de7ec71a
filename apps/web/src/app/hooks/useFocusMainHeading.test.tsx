import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { useFocusMainHeading } from './useFocusMainHeading';

function Layout() {
  useFocusMainHeading();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/product/mele')}>vai</button>
      <button onClick={() => void navigate('/?sort=price_asc')}>ordina</button>
      <main>
        <Routes>
          <Route path="/" element={<h1>Frutta</h1>} />
          <Route path="/product/:slug" element={<LatePage />} />
        </Routes>
      </main>
    </>
  );
}

/** A page whose heading arrives with its data, a moment after the navigation. */
function LatePage() {
  const [ready, setReady] = useState(false);
  return ready ? <h1>Mele Golden</h1> : <button onClick={() => setReady(true)}>carica</button>;
}

describe('focus after navigating', () => {
  it("moves to the new page's heading once it is rendered, not on the first page", async () => {
    render(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Frutta' })).not.toHaveFocus();
    act(() => screen.getByRole('button', { name: 'vai' }).click());
    act(() => screen.getByRole('button', { name: 'carica' }).click());
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { name: 'Mele Golden' })).toHaveFocus();
  });

  it('leaves the focus alone when only the query changes (filters, sort)', () => {
    render(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    const sort = screen.getByRole('button', { name: 'ordina' });
    sort.focus();
    act(() => sort.click());
    expect(sort).toHaveFocus();
  });
});
