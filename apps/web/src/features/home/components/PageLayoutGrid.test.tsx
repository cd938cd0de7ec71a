import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CategoryBlock } from '@spesa/domain';
import { proposal } from '../../../test/proposal';
import { PageLayoutGrid } from '../../../components/ui/page-grid/PageLayoutGrid';
import { BlockRenderer } from './BlockRenderer';

const block = (
  id: number,
  modeName: string,
  metaData: Record<string, unknown> = {},
  proposals: CategoryBlock['proposals'] = [],
): CategoryBlock => ({
  categoryBlockId: id,
  templateBlock: { codInt: `b${id}` },
  templateBlockType: { modeName },
  metaData,
  proposals,
  products: [],
});

describe('PageLayoutGrid', () => {
  it('renders known blocks in layout order, skips unknown ones and appends unplaced blocks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <PageLayoutGrid
          Block={BlockRenderer}
          layout={[
            { columns: [{ xs: 12, sm: 12, md: 12, lg: 12, xl: 12, container: true, blockIds: [2, 1] }] },
          ]}
          blocks={[
            block(1, 'StaticText', {
              TITLE: 'Chi siamo',
              // Made safe by the API (decision 0062; apps/api/test/html-sanitising.test.ts).
              DESCRIPTION: '<p>Primo</p>',
            }),
            block(2, 'NonEsiste'),
            block(3, 'StaticText', { DESCRIPTION: '<p>In fondo</p>' }),
          ]}
        />
      </MemoryRouter>,
    );
    const texts = screen.getAllByText(/Primo|In fondo/).map((e) => e.textContent);
    expect(texts).toEqual(['Primo', 'In fondo']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('NonEsiste'));
    warn.mockRestore();
  });

  it('the first row drawn in the page, after an overlay-only row (the tutorial), loads its picture at once', () => {
    const picture = (id: number, alt: string) =>
      proposal(id, { name: alt, img: `/img/banners/p${id}.svg`, imgAlt: alt });
    const row = (id: number) => ({
      columns: [{ xs: 12, sm: 12, md: 12, lg: 12, xl: 12, container: true, blockIds: [id] }],
    });
    render(
      <MemoryRouter>
        <PageLayoutGrid
          Block={BlockRenderer}
          layout={[row(1), row(2), row(3)]}
          blocks={[
            block(1, 'Tutorial'),
            block(2, 'StaticImage', {}, [picture(20, 'In primo piano')]),
            block(3, 'StaticImage', {}, [picture(30, 'Più in basso')]),
          ]}
        />
      </MemoryRouter>,
    );
    const first = screen.getByRole('img', { name: 'In primo piano' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Più in basso' })).toHaveAttribute('loading', 'lazy');
  });

  // The invitation reads who is logged in (lib/auth, GET auth/test).
  const renderCard = (user: { userId: number; firstName?: string }) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          response: { status: 0, errors: [], errorsMessage: [], infosMessage: [], warningsMessage: [] },
          data: { user, cartId: null },
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <PageLayoutGrid
            Block={BlockRenderer}
            layout={[]}
            blocks={[block(5, 'CustomerCardHorizontal', { TITLE: 'Non hai ancora un account?' })]}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('shows the customer card invitation linking to registration', () => {
    renderCard({ userId: -1 });
    expect(screen.getByRole('heading', { name: 'Non hai ancora un account?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrati ora' })).toHaveAttribute(
      'href',
      '/registration-user',
    );
    vi.unstubAllGlobals();
  });

  it('hides the invitation once the shopper is logged in', async () => {
    renderCard({ userId: 7, firstName: 'Mario' });
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Non hai ancora un account?' })).not.toBeInTheDocument(),
    );
    vi.unstubAllGlobals();
  });
});
