import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { WpError } from './content.rules.js';
import { UploadStore } from './upload-store.js';

// Staff's pictures for content (featured images, images in rich text): WordPress's
// `POST wp/v2/media`. The file is identified by its content (file-type's magic bytes), only
// raster images are taken (an SVG can carry script), size-limited, kept under the data
// directory (outside the web root) by a random name, and served by `mediaFile` with its type.

/** Largest picture staff may upload: a photo fit for the web, not a camera's original. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** Recognised by content -> served as. */
const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
/** Where the pictures are served from (WordPress's place for uploads). */
export const MEDIA_PATH = '/p/wp-content/uploads';
const NAME = /^[A-Za-z0-9_-]{32}\.(jpg|png|webp|gif|avif)$/;

export const mediaErrors = {
  tooLarge: () =>
    new WpError(
      'rest_upload_file_too_big',
      `L'immagine non può superare ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`,
      413,
    ),
  type: () =>
    new WpError(
      'rest_upload_sideload_error',
      `Sono ammesse solo immagini ${Object.keys(MEDIA_TYPES).join(', ')}.`,
      415,
    ),
  empty: () => new WpError('rest_upload_no_data', 'Nessun file ricevuto.', 400),
};

export class MediaLibrary {
  private readonly store: UploadStore;

  constructor(private readonly dir: string) {
    this.store = new UploadStore(dir);
  }

  /** Takes one picture; answers WordPress's media fields (`source_url` is where it is served). */
  async upload(input: { fileName: string; stream: Readable & { truncated?: boolean } }, origin: string) {
    const received = await this.store.receive(input.stream);
    try {
      if (received.truncated || received.size > MEDIA_MAX_BYTES) throw mediaErrors.tooLarge();
      if (received.size === 0) throw mediaErrors.empty();
      const sniffed = await this.store.sniff(received.file);
      const mime = sniffed && MEDIA_TYPES[sniffed.ext];
      if (!sniffed || !mime) throw mediaErrors.type();
      const file = `${this.store.keep(received.file, sniffed.ext)}.${sniffed.ext}`;
      return {
        id: 0,
        media_type: 'image',
        mime_type: mime,
        source_url: `${origin}${MEDIA_PATH}/${file}`,
        title: { rendered: path.basename(input.fileName).slice(0, 200) },
        media_details: { filesize: received.size },
      };
    } catch (error) {
      this.store.discard(received.file);
      throw error;
    }
  }

  /** A served picture: its path and type, or undefined for any other name. */
  file(name: string): { path: string; type: string } | undefined {
    if (!NAME.test(name)) return undefined;
    const file = this.store.pathOf(name);
    if (!fs.existsSync(file)) return undefined;
    return { path: file, type: MEDIA_TYPES[path.extname(name).slice(1)]! };
  }
}
