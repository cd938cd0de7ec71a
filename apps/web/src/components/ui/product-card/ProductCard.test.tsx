import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { Product } from '@spesa/domain';
import { appEvents } from '../../../lib/events';
import type { Notice } from '../../../lib/events';
import { makeProduct } from '../testing/productFixture';
import { ProductCard } from './ProductCard';

const renderCard = (product: Product, variant?: 'default' | 'big') =>
  render(
    <MemoryRouter>
      <ProductCard product={product} variant={variant} />
    </MemoryRouter>,
  );

let notices: Notice[] = [];
let off: () => void;
beforeEach(() => {
  notices = [];
  off = appEvents.on('notice', (n) => notices.push(n));
});
afterEach(() => off());

describe('ProductCard', () => {
  it('shows name, brand, weight, code, price and unit price, linking to the product page', () => {
    renderCard(makeProduct());
    const card = screen.getByRole('article', { name: 'Latte intero 1 l' });
    expect(within(card).getByRole('link', { name: 'Latte intero 1 l' })).toHaveAttribute(
      'href',
      '/product/latte-intero-1l',
    );
    expect(card).toHaveTextContent('Granarolo');
    expect(card).toHaveTextContent('Cod. 100101');
    expect(card).toHaveTextContent('1,59 €');
    expect(card).toHaveTextContent('1,59 €/l');
    expect(screen.queryByText('Novità')).toBeNull();
    expect(screen.queryByLabelText('Surgelato')).toBeNull();
  });

  it('multipack: the headline is the pack the stepper holds, then the piece and the €/l', async () => {
    renderCard(
      makeProduct({
        name: 'Acqua minerale naturale 6 x 1,5 l',
        priceDisplay: 0.42,
        priceUmDisplay: 0.28,
        priceUnitDisplay: '0,28 €/l',
        productInfos: { TIPOLOGIA: 'Confezione', QTY_MULT: '6', QTY_LOCKED: 'true' },
      }),
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('6 pz: 2,52 €');
    expect(card).toHaveTextContent('0,42 € al pezzo · 0,28 €/l');
    await userEvent.click(within(card).getByRole('button', { name: 'Aumenta quantità' }));
    expect(card).toHaveTextContent('12 pz: 5,04 €');
  });

  it('weighed goods: the line total of the chosen weight beside the price per kg', async () => {
    renderCard(
      makeProduct({
        name: 'Mele Golden',
        priceDisplay: 2,
        priceUmDisplay: null,
        priceUnitDisplay: null,
        weightUnitDisplay: 'pz',
        productInfos: {
          TIPOLOGIA: 'Sfuso',
          STEP_SELLING: '0.25',
          WEIGHT_SELLING: '0.5',
          WEIGHT_UNIT_SELLING: 'kg',
        },
      }),
    );
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('0,5 kg ≈ 1,00 €');
    expect(card).toHaveTextContent('2,00 €/kg');
    await userEvent.click(within(card).getByRole('button', { name: 'Aumenta quantità' }));
    expect(card).toHaveTextContent('0,75 kg ≈ 1,50 €');
  });

  it('not available: says so and disables stepper and add', () => {
    renderCard(makeProduct({ available: 0 }));
    expect(screen.getByText('Non disponibile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aumenta quantità' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Diminuisci quantità' })).toBeDisabled();
  });

  it('promo: shows the promo box and strikes the standard price through', () => {
    renderCard(
      makeProduct({
        priceDisplay: 1.19,
        priceStandardDisplay: 1.59,
        warehousePromo: {
          warehousePromoId: 1,
          warehousePromoTypeId: 1,
          selectable: false,
          discount: 0.4,
          discountPerc: 25,
          validityDate: '2025-01-01',
          expireDate: '2025-12-31',
          view: {
            cssClass: 'promo-percent',
            header: '-25%',
            body: 'Sconto',
            footer: 'fino al 31/12',
            selectablePromoText: null,
          },
        },
      }),
    );
    const box = document.querySelector('.promo-box.promo-percent');
    expect(box).toHaveTextContent('-25%Scontofino al 31/12');
    const old = document.querySelector('s');
    expect(old).toHaveTextContent('Prezzo precedente: 1,59 €');
    expect(screen.getByText(/1,19/)).toBeInTheDocument();
  });

  it('new product badge and frozen icon', () => {
    renderCard(makeProduct({ newProduct: true }, { IS_SURGELATO: 'true' }));
    expect(screen.getByText('Novità')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Surgelato' })).toBeInTheDocument();
  });

  it('add and favourites are stubs that tell the shopper they are coming', async () => {
    const user = userEvent.setup();
    renderCard(makeProduct());
    await user.click(screen.getByRole('button', { name: 'Aggiungi' }));
    await user.click(screen.getByRole('button', { name: 'Aggiungi a una lista' }));
    expect(notices.map((n) => n.message)).toEqual([
      'Il carrello sarà disponibile a breve',
      'Le liste della spesa saranno disponibili a breve',
    ]);
  });

  it("offers '1 cartone' when the product has pallet items", () => {
    renderCard(makeProduct({ logisticPalletItems: 12 }));
    expect(screen.getByRole('button', { name: /1 cartone \(12 pezzi\)/ })).toHaveTextContent(
      '1 cartone (12 pz)',
    );
  });

  it('falls back to the placeholder when the image fails', () => {
    renderCard(makeProduct());
    const img = document.querySelector('img')!;
    fireEvent.error(img);
    // The card's picture link is aria-hidden (it repeats the name link), hence hidden: true.
    expect(screen.getByRole('img', { name: 'Immagine non disponibile', hidden: true })).toBeInTheDocument();
  });

  it("a first-row card's picture loads at once and first; the others lazily", () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProductCard product={makeProduct()} imagePriority />
      </MemoryRouter>,
    );
    const first = document.querySelector('article img')!;
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    unmount();
    renderCard(makeProduct());
    const later = document.querySelector('article img')!;
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('the big variant shows the description', () => {
    renderCard(makeProduct(), 'big');
    expect(screen.getByText('Latte intero fresco di alta qualità.')).toBeInTheDocument();
  });
});
