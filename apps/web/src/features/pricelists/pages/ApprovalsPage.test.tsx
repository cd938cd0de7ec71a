import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { Proposal } from '../api/types';
import { makeProposal } from '../test-fixtures';
import ApprovalsPage from './ApprovalsPage';

const APPROVER = { userId: 8, firstName: 'Anna', lastName: 'Approvatore', email: 'approvatore@example.com' };

function setup() {
  let proposals: Proposal[] = [
    makeProposal({ priceListProposalId: 21, name: 'Bevande 2027', publicationStateId: 3, itemCount: 4 }),
    makeProposal({ priceListProposalId: 22, name: 'Carni 2027', publicationStateId: 3, itemCount: 2 }),
    makeProposal({ priceListProposalId: 23, name: 'Già pubblicata', publicationStateId: 1 }),
  ];
  const posts: Array<{ path: string; body: unknown }> = [];
  const move = (id: number, to: number, reason: string | null = null) => {
    proposals = proposals.map((p) => (p.priceListProposalId === id ? { ...p, publicationStateId: to, refusalReason: reason } : p));
    return json(envelope({ ...proposals.find((p) => p.priceListProposalId === id), history: [] }));
  };
  mockFetch({
    'auth/test': () => json(envelope({ user: APPROVER })),
    'price-list-proposal/list': () => json(envelope({ proposals })),
    'price-list-proposal/approve': (init) => {
      const body = JSON.parse(String(init.body)) as { price_list_proposal_id: number };
      posts.push({ path: 'approve', body });
      return move(body.price_list_proposal_id, 1);
    },
    'price-list-proposal/refuse': (init) => {
      const body = JSON.parse(String(init.body)) as { price_list_proposal_id: number; reason: string };
      posts.push({ path: 'refuse', body });
      return move(body.price_list_proposal_id, 4, body.reason);
    },
  });
  renderWithProviders(<ApprovalsPage />);
  return { posts };
}

afterEach(() => vi.unstubAllGlobals());

describe('ApprovalsPage', () => {
  it('lists the proposals in validation; one approved leaves the list', async () => {
    const { posts } = setup();
    expect(await screen.findByRole('link', { name: 'Apri la proposta Bevande 2027' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apri la proposta Carni 2027' })).toBeInTheDocument();
    expect(screen.queryByText('Già pubblicata')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approva Bevande 2027' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Apri la proposta Bevande 2027' })).toBeNull());
    expect(posts).toEqual([{ path: 'approve', body: { price_list_proposal_id: 21 } }]);
  });

  it('refuses only with a reason of at least 3 characters', async () => {
    const { posts } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta Carni 2027' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rifiutare la proposta?' });
    const reason = within(dialog).getByRole('textbox', { name: /Motivo del rifiuto/ });
    expect(reason).toHaveFocus();
    fireEvent.input(reason, { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    expect(within(dialog).getByText('Indica il motivo del rifiuto (da 3 a 500 caratteri).')).toBeInTheDocument();
    expect(posts).toEqual([]);
    fireEvent.input(reason, { target: { value: 'Prezzi sotto costo per il magazzino' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rifiuta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts).toEqual([
      { path: 'refuse', body: { price_list_proposal_id: 22, reason: 'Prezzi sotto costo per il magazzino' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Apri la proposta Carni 2027' })).toBeNull());
  });
});
