import type { Clock } from '../../lib/clock.js';
import type { DbOrTx } from '../../db/transaction.js';
import type { PostType } from '../../db/schema.js';
import { htmlText } from '../../lib/html.js';
import { listPosts, publishedSlugs } from './content.repository.js';

export interface ContentPageHead {
  title: string;
  seoTitle: string | null;
  description: string;
  image: string | null;
  date: string;
}

/** What the storefront's server needs of content pages: their <head> and the sitemap's slugs. */
export class ContentPages {
  constructor(private readonly clock: Clock) {}

  async head(db: DbOrTx, type: PostType, slug: string): Promise<ContentPageHead | null> {
    const { rows } = await listPosts(db, {
      types: [type],
      now: this.clock.now().toISOString(),
      slugs: [slug],
      orderBy: 'id',
      order: 'asc',
      limit: 1,
      offset: 0,
    });
    const row = rows[0];
    if (!row) return null;
    return {
      title: row.title,
      seoTitle: row.seo_title,
      description: row.seo_description || htmlText(row.excerpt_html || row.content_html),
      image: row.featured_image_url,
      date: row.published_at,
    };
  }

  slugs(db: DbOrTx, type: PostType): Promise<string[]> {
    return publishedSlugs(db, type, this.clock.now().toISOString());
  }
}
