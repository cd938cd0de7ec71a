import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { OrderView } from '../api/orderTypes';
import { makeOrder } from '../testing/orderFixture';
import OrdersPage from './OrdersPage';

// /profile/orders as a shopper uses it: the orders of the page asked, 12 a page, the spec's
// filters sent as the list query, malformed filters refused before any call.

function setup(orders: OrderView[], { route = '/profile/orders', totItems = orders.length } = {}) {
  const queries: URLSearchParams[] = [];
  mockFetch({
    'order/list': (_init, url) => {
      queries.push(url.searchParams);
      const selPage = Number(url.searchParams.get('page'));
      return json(
        envelope({
          orders,
          page: { totItems, totPages: Math.ceil(totItems / 12), itemsPerPage: 12, selPage },
        }),
      );
    },
  });
  renderWithProviders(<OrdersPage />, { route });
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

describe('orders list', () => {
  it('shows each order with its number, status, slot and total, and links to its page', async () => {
    const queries = setup([makeOrder(), makeOrder({ orderId: 8, orderStatusId: 10, grossTotal: 20 })]);
    const first = await screen.findByRole('article', { name: 'Ordine n. 7' });
    expect(within(first).getByText('Ordinato')).toBeInTheDocument();
    expect(within(first).getByText('Fascia: 25 novembre 2026, 10:00-12:00')).toBeInTheDocument();
    expect(within(first).getByText(/9,50/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: "Dettagli dell'ordine n. 7" })).toHaveAttribute(
      'href',
      '/profile/orders/7',
    );
    const second = screen.getByRole('article', { name: 'Ordine n. 8' });
    expect(within(second).getByText('Annullato')).toBeInTheDocument();
    expect(screen.getByText('2 ordini')).toBeInTheDocument();
    expect(queries[0].get('page')).toBe('1');
    expect(queries[0].get('page_size')).toBe('12');
  });

  it('asks for the page of the address bar and offers the others as links', async () => {
    const queries = setup([makeOrder()], { route: '/profile/orders?page=2', totItems: 30 });
    await screen.findByRole('article', { name: 'Ordine n. 7' });
    expect(queries[0].get('page')).toBe('2');
    const nav = screen.getByRole('navigation', { name: 'Pagine degli ordini' });
    expect(within(nav).getByRole('link', { name: 'Pagina 2, pagina attuale' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Vai alla pagina 3' })).toHaveAttribute(
      'href',
      '/profile/orders?page=3',
    );
  });

  it('sends the filters as the spec names them, from page 1', async () => {
    const queries = setup([makeOrder()], { route: '/profile/orders?page=3', totItems: 40 });
    await screen.findByRole('article', { name: 'Ordine n. 7' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtra gli ordini' }));
    await userEvent.type(screen.getByLabelText('Dal giorno'), '2026-01-01');
    await userEvent.type(screen.getByLabelText('Totale da (€)'), '10,50');
    await userEvent.type(screen.getByLabelText('Totale fino a (€)'), '80');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo ordini in corso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Applica i filtri' }));
    await waitFor(() => expect(queries).toHaveLength(2));
    const q = queries[1];
    expect(q.get('page')).toBe('1');
    expect(q.get('from_date')).toBe('2026-01-01');
    expect(q.get('from_gross_total')).toBe('10.50');
    expect(q.get('to_gross_total')).toBe('80');
    expect(q.get('show_pending')).toBe('true');
  });

  it('refuses an amount that is not euros and a maximum under the minimum, without calling', async () => {
    const queries = setup([makeOrder()]);
    await screen.findByRole('article', { name: 'Ordine n. 7' });
    await userEvent.click(screen.getByRole('button', { name: 'Filtra gli ordini' }));
    await userEvent.type(screen.getByLabelText('Totale da (€)'), 'dieci');
    expect(screen.getByText('Scrivi un importo in euro, ad esempio 25 o 25,50')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Totale da (€)'));
    await userEvent.type(screen.getByLabelText('Totale da (€)'), '50');
    await userEvent.type(screen.getByLabelText('Totale fino a (€)'), '20');
    expect(screen.getByText('Il totale massimo è minore di quello minimo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Applica i filtri' }));
    expect(queries).toHaveLength(1);
  });

  it('an address bar with made-up filters asks for page 1 and nothing else', async () => {
    const queries = setup([], { route: '/profile/orders?page=-1&from_date=ieri&order_type=9' });
    await screen.findByText('Non hai ancora fatto ordini.');
    expect([...queries[0].keys()].sort()).toEqual(['page', 'page_size']);
    expect(screen.getByRole('link', { name: 'Vai alla spesa' })).toHaveAttribute('href', '/');
  });

  it('a filtered list with no order says so', async () => {
    setup([], { route: '/profile/orders?show_pending=true' });
    await screen.findByText('Nessun ordine corrisponde ai filtri scelti.');
  });

  it('a failed list says so and offers to try again', async () => {
    mockFetch({ 'order/list': () => json(envelope(null, { status: 1, errors: [{ error: 'x' }] })) });
    renderWithProviders(<OrdersPage />, { route: '/profile/orders' });
    await screen.findByText('Non è stato possibile caricare gli ordini.');
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeInTheDocument();
  });
});
