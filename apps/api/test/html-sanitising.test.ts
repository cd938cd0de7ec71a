/* eslint-disable @typescript-eslint/no-explicit-any */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanHtml } from '../src/lib/html.js';
import { createTestApp, type TestApp } from './helpers/app.js';

// Every HTML the storefront injects is made safe by the API with the one allowlist of
// @spesa/domain (decision 0062): content, home text blocks, consent texts.

const EVIL =
  '<h1>Titolo</h1><p onclick="steal()" style="color:red">Ciao<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>';
const SAFE = 'Titolo<p>Ciao</p><a>x</a>';

describe('the allowlist', () => {
  it('keeps text, links and responsive pictures; drops script, handlers, style, h1 and bad URLs', () => {
    expect(cleanHtml(EVIL)).toBe(SAFE);
    expect(
      cleanHtml(
        '<picture><source srcset="/a.webp" type="image/webp"><img src="/a.png" alt="A" onerror="x()"></picture>',
      ),
    ).toBe('<picture><source srcset="/a.webp" type="image/webp" /><img src="/a.png" alt="A" /></picture>');
    expect(cleanHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="x">')).toBe('<img alt="x" />');
    expect(cleanHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('HTML from the other areas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sanitises a home text block, leaving other blocks’ texts as text', async () => {
    const db = t.db.kysely;
    const text = await db
      .selectFrom('category_block')
      .select('category_block_id')
      .where('mode_name', '=', 'StaticText')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('category_proposal')
      .set({ content: EVIL })
      .where('category_block_id', '=', text.category_block_id)
      .execute();
    await db
      .updateTable('category_block')
      .set({ metadata_json: JSON.stringify({ TITLE: 'x', DESCRIPTION: EVIL }) })
      .where('category_block_id', '=', text.category_block_id)
      .execute();
    await db
      .updateTable('category_proposal')
      .set({ descr: 'Frutta & verdura' })
      .where('slug', '=', 'registrati')
      .execute();
    const home = (await t.get<any>('/ebsn/api/category?slug=home')).body.data.category;
    const block = home.categoryBlocks.find((b: any) => b.categoryBlockId === text.category_block_id);
    expect(block.proposals[0].content).toBe(SAFE);
    expect(block.metaData.DESCRIPTION).toBe(SAFE);
    const card = home.categoryBlocks
      .flatMap((b: any) => b.proposals)
      .find((p: any) => p.slug === 'registrati');
    expect(card.descr).toBe('Frutta & verdura');
  });

  it('sanitises consent texts', async () => {
    await t.db.kysely.updateTable('registration_disclaimer').set({ body: EVIL }).execute();
    const res = await t.inject({ method: 'GET', url: '/ebsn/api/registration-disclaimer/list' });
    const texts = (res.json() as any).data.registrationDisclaimers.map((d: any) => d.text);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toBe(SAFE);
  });
});
