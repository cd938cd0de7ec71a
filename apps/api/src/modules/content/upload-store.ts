import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { fileTypeFromFile } from 'file-type';

/**
 * Files shoppers attach to forms, kept under the data directory (never under the web root, so
 * nothing uploaded can be served or run). Each file is named by a random token only: the name
 * the shopper gave it is kept in the database, not used as a path.
 */
export class UploadStore {
  constructor(private readonly dir: string) {}

  private ready(): string {
    fs.mkdirSync(path.join(this.dir, 'tmp'), { recursive: true, mode: 0o700 });
    return this.dir;
  }

  /** Writes the stream to a temporary file; `truncated` tells whether the size limit cut it. */
  async receive(
    stream: Readable & { truncated?: boolean },
  ): Promise<{ file: string; size: number; truncated: boolean }> {
    const file = path.join(this.ready(), 'tmp', randomBytes(16).toString('hex'));
    await pipeline(stream, fs.createWriteStream(file, { mode: 0o600 }));
    return { file, size: fs.statSync(file).size, truncated: Boolean(stream.truncated) };
  }

  /** What the file is by its content (magic bytes), not by its name; undefined when unknown. */
  async sniff(file: string): Promise<{ ext: string; mime: string } | undefined> {
    return fileTypeFromFile(file);
  }

  /** Moves an accepted temporary file to its final place; answers its token (named `<token>.<ext>` with an ext). */
  keep(file: string, ext?: string): string {
    const token = randomBytes(24).toString('base64url');
    fs.renameSync(file, path.join(this.dir, ext ? `${token}.${ext}` : token));
    return token;
  }

  discard(file: string): void {
    fs.rmSync(file, { force: true });
  }

  pathOf(token: string): string {
    return path.join(this.dir, token);
  }
}
