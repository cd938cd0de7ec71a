import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Category } from '@spesa/domain';
import { CategoryBlocks } from '../../features/catalogue/components/CategoryBlocks';
import { envelope, json, mockFetch } from '../../test/mockFetch';
import { AppProviders } from './AppProviders';

// The block types belong to the home feature; a category page shows them only because app/
// provides them. This checks that wiring, which the demo data (blocks on the home page only)
// does not exercise in the browser journeys.
describe('AppProviders', () => {
  it("gives category pages the home feature's block types", async () => {
    mockFetch({ 'auth/test': () => json(envelope({ user: { userId: -1 }, cartId: null })) });
    const category = {
      layout: [],
      categoryBlocks: [
        {
          categoryBlockId: 1,
          templateBlock: { codInt: 'reparto-testo' },
          templateBlockType: { modeName: 'StaticText' },
          metaData: { DESCRIPTION: '<p>Il reparto del fresco</p>' },
          proposals: [],
          products: [],
        },
      ],
    } as unknown as Category;
    render(
      <AppProviders>
        <MemoryRouter>
          <CategoryBlocks category={category} />
        </MemoryRouter>
      </AppProviders>,
    );
    // Lazy: the block types load on first use.
    expect(await screen.findByText('Il reparto del fresco', {}, { timeout: 10_000 })).toBeInTheDocument();
  }, 20_000);
});
