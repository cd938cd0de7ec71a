import fs from 'node:fs/promises';

/**
 * A file of the storefront's build (index.html, the page preloads), read once and again only
 * when it changes: a rebuild is picked up without a restart, and a request does not cost a file
 * read. A missing file reads as null.
 */
export class BuildFile {
  private cached: { mtimeMs: number; text: string } | undefined;

  constructor(private readonly file: string) {}

  async text(): Promise<string | null> {
    const stat = await fs.stat(this.file).catch(() => null);
    if (!stat) return null;
    if (this.cached?.mtimeMs !== stat.mtimeMs)
      this.cached = { mtimeMs: stat.mtimeMs, text: await fs.readFile(this.file, 'utf8') };
    return this.cached.text;
  }
}
