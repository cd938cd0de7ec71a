import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { WishlistSummary } from '@spesa/domain';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import ListsPage from './ListsPage';

const USER = { userId: 7, firstName: 'Mario', lastName: 'Rossi', email: 'mario.rossi@example.com' };

function summary(listId: number, grant: 'OWNER' | 'READ'): WishlistSummary {
  const name = `Lista ${listId}`;
  return {
    id: listId,
    listId,
    wishlistId: listId,
    name,
    listName: name,
    size: 1,
    isDefault: false,
    sharingData: {
      grant,
      sharedBy: grant === 'OWNER' ? null : { firstName: 'Giulia', lastName: 'Bianchi', email: 'giulia@example.com' },
      sharedWith: [],
      hasLink: false,
    },
    productIds: [],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('ListsPage', () => {
  it('shows every list of a customer with more than one page of them', async () => {
    // 50 own lists and 12 shared with the customer: two pages of 50.
    const all = [
      ...Array.from({ length: 50 }, (_, i) => summary(i + 1, 'OWNER')),
      ...Array.from({ length: 12 }, (_, i) => summary(101 + i, 'READ')),
    ];
    const asked: Array<{ page: string | null; pageSize: string | null }> = [];
    mockFetch({
      'auth/test': () => json(envelope({ user: USER })),
      'wishlist/list': (_init, url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        const size = Number(url.searchParams.get('pageSize') ?? 20);
        asked.push({ page: url.searchParams.get('page'), pageSize: url.searchParams.get('pageSize') });
        const lists = all.slice((page - 1) * size, page * size);
        return json(
          envelope({
            personalList: { lists },
            page: { totItems: all.length, totPages: Math.ceil(all.length / size), itemsPerPage: size, selPage: page },
          }),
        );
      },
    });
    renderWithProviders(<ListsPage />);
    const mine = await screen.findByRole('list', { name: 'Le tue liste' });
    expect(within(mine).getAllByRole('listitem')).toHaveLength(50);
    expect(await screen.findByRole('link', { name: /Lista 112/ })).toBeInTheDocument();
    expect(screen.getAllByText(/Giulia Bianchi/)).toHaveLength(12);
    expect(asked).toEqual([
      { page: '1', pageSize: '50' },
      { page: '2', pageSize: '50' },
    ]);
  });
});
