import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { PlainLink, useLinkNavigation } from './PlainLink';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Page({ prevent = false }: { prevent?: boolean }) {
  useLinkNavigation();
  return (
    <>
      <Where />
      <PlainLink to="/category/frutta?page=2" onClick={prevent ? (e) => e.preventDefault() : undefined}>
        Pagina 2
      </PlainLink>
      <PlainLink to="/product/mele" target="_blank">
        Mele
      </PlainLink>
    </>
  );
}

const show = (prevent = false) =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Page prevent={prevent} />} />
      </Routes>
    </MemoryRouter>,
  );

const where = () => screen.getByTestId('where').textContent;

describe('PlainLink', () => {
  it('is a plain link to its address, which a click follows inside the app', () => {
    show();
    const link = screen.getByRole('link', { name: 'Pagina 2' });
    expect(link.getAttribute('href')).toBe('/category/frutta?page=2');
    fireEvent.click(link);
    expect(where()).toBe('/category/frutta?page=2');
  });

  it('leaves to the browser a click with a modifier key, another button or a target', () => {
    show();
    fireEvent.click(screen.getByRole('link', { name: 'Pagina 2' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Pagina 2' }), { button: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Mele' }));
    expect(where()).toBe('/');
  });

  it('does not navigate when a handler of the page has taken the click', () => {
    show(true);
    fireEvent.click(screen.getByRole('link', { name: 'Pagina 2' }));
    expect(where()).toBe('/');
  });
});
