import fs from 'node:fs/promises';

/**
 * The built index.html, read once and again only when the file changes: a rebuild's new entry
 * page is picked up without a restart, and a request does not cost a file read.
 */
export class IndexTemplate {
  private cached: { mtimeMs: number; html: string } | undefined;

  constructor(private readonly file: string) {}

  async html(): Promise<string> {
    const { mtimeMs } = await fs.stat(this.file);
    if (this.cached?.mtimeMs !== mtimeMs) this.cached = { mtimeMs, html: await fs.readFile(this.file, 'utf8') };
    return this.cached.html;
  }
}
