import type { BuildFile } from './build-file.js';

/**
 * The `<link rel="modulepreload">` elements of a server-rendered page (decision 0080): the chunk
 * files of the page and of the lazy parts it drew, from the map the storefront's build writes
 * (apps/web/page-preloads.ts). The browser fetches them with the HTML rather than once its code
 * has run, and Vite's preload helper, finding them in the page, adds none of its own.
 */
export class PagePreloads {
  private parsed: { text: string; files: Map<string, string[]> } | undefined;

  constructor(private readonly map: BuildFile) {}

  /** The links for `names` (pages and parts), leaving out the files `html` already refers to. */
  async links(names: readonly string[], html: string): Promise<string> {
    const files = await this.files();
    const wanted = new Set(names.flatMap((name) => files.get(name) ?? []));
    return [...wanted]
      .filter((file) => /^assets\/[\w.-]+\.js$/.test(file) && !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  }

  private async files(): Promise<Map<string, string[]>> {
    const text = await this.map.text();
    if (!text) return new Map(); // a build without the map: the browser preloads as before
    if (this.parsed?.text !== text) {
      let json: Record<string, string[]> = {};
      try {
        json = JSON.parse(text) as Record<string, string[]>;
      } catch {
        // A map cut short (a build writing it right now): no links until it is whole again.
      }
      this.parsed = { text, files: new Map(Object.entries(json).filter(([, v]) => Array.isArray(v))) };
    }
    return this.parsed.files;
  }
}
