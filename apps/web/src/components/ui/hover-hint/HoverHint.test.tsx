import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ProductCardStyles } from '../product-card/ProductCardStyles';
import { HoverHint } from './HoverHint';

describe('HoverHint', () => {
  it('shows on hover and Esc dismisses it (WCAG 1.4.13)', () => {
    render(
      <>
        <ProductCardStyles />
        <HoverHint title="Aggiungi a una lista">
          <button aria-label="Aggiungi a una lista">♡</button>
        </HoverHint>
      </>,
    );
    const hint = document.querySelector('.hover-hint') as HTMLElement;
    expect(hint).toHaveStyle({ visibility: 'hidden' });
    fireEvent.mouseEnter(screen.getByRole('button').parentElement!);
    expect(hint).toHaveStyle({ visibility: 'visible' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(hint).toHaveStyle({ visibility: 'hidden' });
  });
});
