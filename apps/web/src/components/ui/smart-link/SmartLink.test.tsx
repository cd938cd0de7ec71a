import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PlainSmartLink, SmartLink } from './SmartLink';

describe('editor links', () => {
  it('a plain one inside the shop is an <a> the router follows, with its class', () => {
    renderWithProviders(
      <PlainSmartLink href="/category/frutta" className="smart-link-box" title="Frutta">
        Frutta di stagione
      </PlainSmartLink>,
    );
    const link = screen.getByRole('link', { name: 'Frutta di stagione' });
    expect(link).toHaveAttribute('href', '/category/frutta');
    expect(link).toHaveAttribute('data-nav');
    expect(link).toHaveClass('smart-link-box');
    expect(link).toHaveAttribute('title', 'Frutta');
  });

  it('a plain one to another site opens a new window and says so', () => {
    renderWithProviders(<PlainSmartLink href="https://example.org/ricette">Ricette</PlainSmartLink>);
    const link = screen.getByRole('link', { name: /^Ricette ?\(si apre in una nuova finestra\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('data-nav');
  });

  it('without an address both draw the text alone', () => {
    renderWithProviders(
      <>
        <PlainSmartLink href={null} className="smart-link-box">
          Niente
        </PlainSmartLink>
        <SmartLink href="">Nulla</SmartLink>
      </>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Niente')).toHaveClass('smart-link-box');
    expect(screen.getByText('Nulla')).toBeInTheDocument();
  });

  it("the MUI one keeps MUI's link inside the shop", () => {
    renderWithProviders(<SmartLink href="/category/frutta">Frutta</SmartLink>);
    const link = screen.getByRole('link', { name: 'Frutta' });
    expect(link).toHaveAttribute('href', '/category/frutta');
    expect(link).toHaveClass('MuiLink-root');
  });
});
