import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { LeafletPage } from '@spesa/domain';
import { makeProduct } from '../../../components/ui/testing/productFixture';
import '../i18n';
import { FlyerPageView } from './FlyerPageView';

const page: LeafletPage = {
  pageNumber: 2,
  imageUrl: '/img/leaflets/1/page-2.svg',
  title: null,
  hotspots: [
    { productId: 1, x: 25, y: 134, width: 463, height: 271 },
    { productId: 2, x: 513, y: 134, width: 463, height: 271 },
    // Not sold in the shopper's store: no button.
    { productId: 3, x: 25, y: 423, width: 463, height: 271 },
  ],
};

function setup() {
  const onSelect = vi.fn();
  const onSwipe = vi.fn();
  const products = new Map([
    [1, makeProduct({ productId: 1, name: 'Pere Abate', priceDisplay: 1.99, available: 10 })],
    [2, makeProduct({ productId: 2, name: 'Robiola', priceDisplay: 2.5, available: 0 })],
  ]);
  render(
    <FlyerPageView page={page} pageCount={4} title="Offerte" ratio={800 / 1120} products={products} onSelect={onSelect} onSwipe={onSwipe} />,
  );
  return { onSelect, onSwipe };
}

describe('FlyerPageView', () => {
  it('names the page and each product button by name and price, placed by its box', () => {
    setup();
    expect(screen.getByRole('img', { name: 'Offerte, pagina 2 di 4' })).toBeTruthy();
    const pere = screen.getByRole('button', { name: 'Pere Abate: 1,99\u00a0€' });
    expect(getComputedStyle(pere).left).toBe('2.5%');
    expect(getComputedStyle(pere).width).toBe('46.3%');
    expect(screen.getByRole('button', { name: 'Robiola: non disponibile' })).toBeTruthy();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('opens the tapped product and turns the page on a sideways swipe only', () => {
    const { onSelect, onSwipe } = setup();
    fireEvent.click(screen.getByRole('button', { name: /^Pere Abate/ }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ productId: 1 }));
    const img = screen.getByRole('img');
    const swipe = (x0: number, x1: number, y1 = 100) => {
      fireEvent.touchStart(img, { touches: [{ clientX: x0, clientY: 100 }] });
      fireEvent.touchEnd(img, { changedTouches: [{ clientX: x1, clientY: y1 }] });
    };
    swipe(300, 100);
    expect(onSwipe).toHaveBeenLastCalledWith(1);
    swipe(100, 300);
    expect(onSwipe).toHaveBeenLastCalledWith(-1);
    swipe(100, 130); // too short
    swipe(300, 100, 300); // mostly a scroll
    expect(onSwipe).toHaveBeenCalledTimes(2);
  });
});
