import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../test/mockFetch';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { httpCache } from '../../../lib/api';
import type { WpPostCard } from '../api/postApi';
import { ContentIndex } from './ContentIndex';

// /news and /ricette (issue 40): a page of cards from wp/v2/<base>, page numbers from
// X-WP-TotalPages as links, 'Pagina non trovata' past the last page.

const post = (id: number, over: Partial<WpPostCard> = {}): WpPostCard => ({
  id,
  slug: `notizia-${id}`,
  type: 'post',
  date: '2026-12-03T09:00:00',
  title: { rendered: `Notizia ${id} &amp; altro` },
  excerpt: { rendered: '<p>Il testo della notizia&hellip;</p>' },
  featured_image_url: `/img/content/${id}.svg`,
  ...over,
});

function answer(posts: WpPostCard[], totalPages: number) {
  const res = json(posts);
  res.headers.set('X-WP-Total', String(posts.length * totalPages));
  res.headers.set('X-WP-TotalPages', String(totalPages));
  return res;
}

afterEach(() => {
  vi.unstubAllGlobals();
  httpCache.clear();
});

describe('content index', () => {
  it('lists the news of the page asked for, each card linking to its post, with the page links', async () => {
    const asked: string[] = [];
    mockFetch({
      '/p/wp-json/wp/v2/posts': (_init, url) => {
        asked.push(url.search);
        return answer([post(13), post(14)], 3);
      },
    });
    renderWithProviders(<ContentIndex kind="news" />, { route: '/news?page=2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notizie' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Notizia 13 & altro' });
    expect(link).toHaveAttribute('href', '/news/notizia-13');
    const card = screen.getAllByRole('listitem').find((li) => li.contains(link))!;
    expect(within(card).getByText('Pubblicato il 3 dicembre 2026')).toBeInTheDocument();
    expect(within(card).getByText('Il testo della notizia…')).toBeInTheDocument();
    expect(asked[0]).toContain('page=2');
    expect(asked[0]).toContain('per_page=12');
    const pages = screen.getByRole('navigation', { name: 'Pagine delle notizie' });
    expect(within(pages).getByRole('link', { name: 'Pagina 2, pagina attuale' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Vai alla pagina 3' })).toHaveAttribute(
      'href',
      '/news?page=3',
    );
    expect(within(pages).getByRole('link', { name: 'Vai alla pagina 1' })).toHaveAttribute('href', '/news');
  });

  it('gives a recipe its preparation time, and links it under /ricette', async () => {
    mockFetch({
      '/p/wp-json/wp/v2/recipe': () =>
        answer([post(7, { slug: 'tiramisu', type: 'recipe', recipe_cook_time_text: '30 min' })], 1),
    });
    renderWithProviders(<ContentIndex kind="recipe" />, { route: '/ricette' });
    const link = await screen.findByRole('link', { name: 'Notizia 7 & altro' });
    expect(link).toHaveAttribute('href', '/ricette/tiramisu');
    expect(screen.getByText('Tempo di preparazione: 30 min')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagine delle ricette' })).toBeNull();
  });

  it('says "Pagina non trovata" past the last page (WordPress answers 400)', async () => {
    mockFetch({ '/p/wp-json/wp/v2/posts': () => json({ code: 'rest_post_invalid_page_number' }, 400) });
    renderWithProviders(<ContentIndex kind="news" />, { route: '/news?page=9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
  });
});
