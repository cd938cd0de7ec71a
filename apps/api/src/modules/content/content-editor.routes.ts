import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { requireStaff } from '../../http/auth-guards.js';
import { ContentEditor } from './content-editor.service.js';
import { FormDefinitions } from './form-definitions.service.js';
import { MediaLibrary, MEDIA_PATH, mediaErrors } from './media.service.js';

// The staff editor's calls beyond posts (issue 17): forms' definitions, deleting content and
// menus, the menus list, and pictures (upload and serving). Registered inside the content
// plugin, so its error shapes apply.

export interface EditorRouteDeps {
  db: Db;
  clock: Clock;
  /** Where staff's pictures are kept (under the data directory, outside the web root). */
  mediaDir: string;
  prefix: string;
  originOf: (request: FastifyRequest) => string;
}

const staffOnly = { schema: { hide: true } };
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
type Id = { Params: { id: string } };

export function registerEditorRoutes(app: FastifyInstance, deps: EditorRouteDeps) {
  const { db, prefix } = deps;
  const editor = new ContentEditor(deps.clock);
  const forms = new FormDefinitions(deps.clock);
  const media = new MediaLibrary(deps.mediaDir);

  for (const base of ['posts', 'recipe', 'offerta', 'pages', 'ux-blocks', 'sliders'])
    app.delete<Id & { Querystring: { force?: string } }>(
      `${prefix}/wp/v2/${base}/:id`,
      staffOnly,
      async (request, reply) => {
        requireStaff(request);
        const { id } = request.params;
        return privately(reply).send(
          await editor.remove(db, base, id, request.query.force, deps.originOf(request)),
        );
      },
    );

  app.get(`${prefix}/spesa/v1/forms`, staffOnly, async (request, reply) => {
    requireStaff(request);
    return privately(reply).send(await forms.list(db));
  });
  app.post(`${prefix}/spesa/v1/forms`, staffOnly, async (request, reply) => {
    requireStaff(request);
    return privately(reply)
      .status(201)
      .send(await forms.create(db, request.body));
  });
  app.get<Id>(`${prefix}/spesa/v1/forms/:id`, staffOnly, async (request, reply) => {
    requireStaff(request);
    return privately(reply).send(await forms.get(db, request.params.id));
  });
  app.post<Id>(`${prefix}/spesa/v1/forms/:id`, staffOnly, async (request, reply) => {
    requireStaff(request);
    return privately(reply).send(await forms.update(db, request.params.id, request.body));
  });
  app.delete<Id>(`${prefix}/spesa/v1/forms/:id`, staffOnly, async (request, reply) => {
    requireStaff(request);
    return privately(reply).send(await forms.remove(db, request.params.id));
  });

  app.get(`${prefix}/menus/v1/menus`, staffOnly, async (request, reply) => {
    requireStaff(request);
    return privately(reply).send(await editor.menus(db));
  });
  app.delete<{ Params: { location: string } }>(
    `${prefix}/menus/v1/locations/:location`,
    staffOnly,
    async (request, reply) => {
      requireStaff(request);
      return privately(reply).send(await editor.deleteMenu(db, request.params.location));
    },
  );

  // WordPress's media upload: multipart with one `file`.
  app.post(`${prefix}/wp/v2/media`, staffOnly, async (request, reply) => {
    requireStaff(request);
    const part = request.isMultipart() ? await request.file() : undefined;
    if (!part) throw mediaErrors.empty();
    const answer = await media.upload({ fileName: part.filename, stream: part.file }, deps.originOf(request));
    return privately(reply).status(201).send(answer);
  });
  // A picture's name is a random token and never changes: kept by every cache for a year.
  app.get<{ Params: { file: string } }>(
    `${MEDIA_PATH}/:file`,
    { schema: { hide: true }, config: { allowStaleSession: true } },
    async (request, reply) => {
      const found = media.file(request.params.file);
      if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('Immagine non trovata');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(found.type)
        .send(fs.createReadStream(found.path));
    },
  );
}
