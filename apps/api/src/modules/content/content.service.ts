import type { Clock } from '../../lib/clock.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { PostType } from '../../db/schema.js';
import * as repo from './content.repository.js';
import { toWpPost, toWpTerm, storefrontPath } from './content.mapper.js';
import { checkPage, parseListParams, REST_BASES, totalPages, wpErrors } from './content.rules.js';

export interface WpList<T> {
  items: T[];
  total: number;
  totalPages: number;
}

interface MenuItemInput {
  title: string;
  url: string;
  children?: MenuItemInput[];
}

/** The content service's reads, shaped like the WordPress REST API (decision 0051). */
export class ContentService {
  constructor(private readonly clock: Clock) {}

  private now() {
    return this.clock.now().toISOString();
  }

  typeOf(base: string): PostType {
    const type = REST_BASES[base];
    if (!type) throw wpErrors.noRoute();
    return type;
  }

  async list(
    db: DbOrTx,
    base: string,
    query: Record<string, unknown>,
    origin: string,
  ): Promise<WpList<unknown>> {
    const type = this.typeOf(base);
    const p = parseListParams(query);
    const { rows, total } = await repo.listPosts(db, {
      types: [type],
      now: this.now(),
      slugs: p.slugs,
      search: p.search,
      termIds: p.termIds,
      validOn: type === 'slider' ? p.date : undefined,
      // Pages and sliders are listed in the editor's order unless asked otherwise.
      orderBy:
        query.orderby === undefined && (type === 'page' || type === 'slider') ? 'menu_order' : p.orderBy,
      order:
        query.order === undefined && query.orderby === undefined && (type === 'page' || type === 'slider')
          ? 'asc'
          : p.order,
      limit: p.perPage,
      offset: (p.page - 1) * p.perPage,
    });
    checkPage(p.page, total, p.perPage);
    const terms = await repo.termsOfPosts(
      db,
      rows.map((r) => r.post_id),
    );
    return {
      items: rows.map((r) => toWpPost(r, terms.get(r.post_id) ?? [], origin, base, p.embed)),
      total,
      totalPages: totalPages(total, p.perPage),
    };
  }

  async get(db: DbOrTx, base: string, id: string, embed: boolean, origin: string) {
    const type = this.typeOf(base);
    const row = /^\d{1,9}$/.test(id)
      ? await repo.publishedPostById(db, [type], Number(id), this.now())
      : undefined;
    if (!row) throw wpErrors.invalidId();
    const terms = await repo.termsOfPosts(db, [row.post_id]);
    return toWpPost(row, terms.get(row.post_id) ?? [], origin, base, embed);
  }

  async categories(db: DbOrTx, query: Record<string, unknown>, origin: string): Promise<WpList<unknown>> {
    const p = parseListParams(query);
    const all = await repo.listTerms(db, 'category', p.slugs);
    const start = (p.page - 1) * p.perPage;
    checkPage(p.page, all.length, p.perPage);
    return {
      items: all.slice(start, start + p.perPage).map((t) => toWpTerm(t, origin)),
      total: all.length,
      totalPages: totalPages(all.length, p.perPage),
    };
  }

  /** wp/v2/search: posts of the readable types matching `search`, as WordPress's search results. */
  async search(db: DbOrTx, query: Record<string, unknown>, origin: string): Promise<WpList<unknown>> {
    const p = parseListParams(query);
    const subtype =
      typeof query.subtype === 'string' && query.subtype !== 'any' ? query.subtype.split(',') : null;
    const readable: PostType[] = ['post', 'recipe', 'page', 'offerta'];
    const types = subtype ? readable.filter((t) => subtype.includes(t)) : readable;
    if (types.length === 0) throw wpErrors.invalidParams({ subtype: 'subtype non valido.' });
    const { rows, total } = await repo.listPosts(db, {
      types,
      now: this.now(),
      search: p.search,
      orderBy: p.orderBy,
      order: p.order,
      limit: p.perPage,
      offset: (p.page - 1) * p.perPage,
    });
    checkPage(p.page, total, p.perPage);
    return {
      items: rows.map((r) => ({
        id: r.post_id,
        title: r.title,
        url: `${origin}${storefrontPath(r.post_type, r.slug)}`,
        type: 'post',
        subtype: r.post_type,
        featured_image_url: r.featured_image_url ?? '',
      })),
      total,
      totalPages: totalPages(total, p.perPage),
    };
  }

  /**
   * GET menus/v1/locations, as the WP-REST-API V2 Menus plugin answers it: an object keyed by
   * theme location, each with its slug and the menu (a nav_menu term) assigned to it.
   */
  async locations(db: DbOrTx) {
    const out: Record<string, unknown> = {};
    for (const row of await repo.allMenus(db)) {
      const count = (JSON.parse(row.items_json) as MenuItemInput[]).length;
      out[row.location] = {
        slug: row.location,
        menu: {
          term_id: row.menu_id,
          name: row.name,
          slug: row.location,
          term_group: 0,
          term_taxonomy_id: row.menu_id,
          taxonomy: 'nav_menu',
          description: '',
          parent: 0,
          count,
          filter: 'raw',
        },
      };
    }
    return out;
  }

  /** A menu by theme location, as the WP-REST-API V2 Menus plugin answers it. */
  async menu(db: DbOrTx, location: string) {
    const row = await repo.menuByLocation(db, location);
    if (!row) throw wpErrors.menuNotFound();
    let n = 0;
    const items = (list: MenuItemInput[], parent: number): unknown[] =>
      list.map((item, i) => {
        const ID = row.menu_id * 1000 + ++n;
        const children = item.children?.length ? items(item.children, ID) : undefined;
        return {
          ID,
          title: item.title,
          url: item.url,
          menu_order: i + 1,
          menu_item_parent: String(parent),
          type: 'custom',
          object: 'custom',
          ...(children && { child_items: children }),
        };
      });
    return {
      term_id: row.menu_id,
      name: row.name,
      slug: row.location,
      items: items(JSON.parse(row.items_json) as MenuItemInput[], 0),
    };
  }
}
