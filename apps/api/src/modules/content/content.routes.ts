import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ERROR_MESSAGES, FORM_MESSAGES, FORM_UPLOAD_MAX_BYTES } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../mail/index.js';
import { AppError } from '../../lib/app-error.js';
import { httpStatusFor } from '../../http/errors.js';
import { requireStaff } from '../../http/auth-guards.js';
import { registerRouteLimits } from '../../http/rate-limit.js';
import { refuseNul } from '../../http/nul-bytes.js';
import { ContentEditor } from './content-editor.service.js';
import { registerEditorRoutes } from './content-editor.routes.js';
import { ContentService, type WpList } from './content.service.js';
import { FormError, FormsService, type OrderIdsPort } from './forms.service.js';
import { WpError, wpErrors } from './content.rules.js';
import { UploadStore } from './upload-store.js';
import { contentImageSvg } from '../../db/seed/images.js';

export interface ContentDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where form uploads are kept (under the data directory, outside the web root). */
  uploadDir: string;
  orderIds: OrderIdsPort;
  redis?: Redis;
  publicOrigin?: string;
}

export const CONTENT_PREFIX = '/p/wp-json';
export const AJAX_PATH = '/p/wp-admin/admin-ajax.php';

/**
 * Per client address, counted apart for sending and for attaching files: enough for a person
 * filling in a few forms with their attachments, not for a spam run.
 */
const AJAX_LIMIT = {
  rateLimit: {
    max: (request: FastifyRequest) => (sendsFile(request) ? 30 : 10),
    keyGenerator: (request: FastifyRequest) => `${request.ip}:${sendsFile(request) ? 'upload' : 'submit'}`,
    timeWindow: '10 minutes',
  },
};

/**
 * An upload, told by its content type: the limit runs before the body is parsed, and multipart's
 * `request.isMultipart()` is only true once it has been (so every upload counted as a sending).
 */
function sendsFile(request: FastifyRequest): boolean {
  return /^multipart\/form-data/i.test(request.headers['content-type'] ?? '');
}
/** Content is the same for everyone: shared caches may keep it briefly. */
const PUBLIC_CACHE = 'public, max-age=60';

/**
 * The content service shaped like the WordPress REST API under /p/wp-json, and the dynamic
 * forms' admin-ajax.php (decisions 0051, 0052). Its own error shapes: WordPress's
 * `{ code, message, data: { status } }` and admin-ajax's `{ success: false, data }`.
 */
export function contentRoutes(deps: ContentDeps) {
  const content = new ContentService(deps.clock);
  const forms = new FormsService(deps.clock, deps.mailer, new UploadStore(deps.uploadDir), deps.orderIds);
  const { db } = deps;
  const originOf = (request: FastifyRequest) =>
    (deps.publicOrigin ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
  const sendList = (reply: FastifyReply, list: WpList<unknown>, cache = PUBLIC_CACHE) =>
    reply
      .header('x-wp-total', String(list.total))
      .header('x-wp-totalpages', String(list.totalPages))
      .header('cache-control', cache)
      .send(list.items);
  type Q = { Querystring: Record<string, unknown> };
  // Public reads never fail on an expired session (they do not need one).
  const hide = { schema: { hide: true }, config: { allowStaleSession: true } };
  const staffOnly = { schema: { hide: true } };
  const editor = new ContentEditor(deps.clock);
  /** The editor's reads: staff only, never kept by a shared cache. */
  const editing = (query: Record<string, unknown>) => query.context === 'edit' || query.status !== undefined;
  const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

  return async (app: FastifyInstance) => {
    app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
      const ajax = request.url.startsWith(AJAX_PATH);
      if (error instanceof FormError)
        return reply.status(error.status).send({
          success: false,
          data: { code: error.code, message: error.message, ...(error.errors && { errors: error.errors }) },
        });
      // The shared guards' refusals (CSRF, an expired session): their status, this area's shape.
      if (error instanceof AppError) {
        const { field } = error.options;
        const body = { code: error.code, message: error.message, ...(field !== undefined && { field }) };
        return reply
          .status(httpStatusFor(error))
          .send(ajax ? { success: false, data: body } : { ...body, data: { status: httpStatusFor(error) } });
      }
      if (error instanceof WpError) {
        const body = error.body();
        return reply.status(error.status).send(ajax ? { success: false, data: body } : body);
      }
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (status === 500) request.log.error({ err: error }, 'content service failure');
      const message =
        status === 429
          ? ERROR_MESSAGES.RATE_LIMITED
          : status === 413
            ? FORM_MESSAGES.uploadSize(FORM_UPLOAD_MAX_BYTES / 1024 / 1024)
            : status === 500
              ? ERROR_MESSAGES.INTERNAL_ERROR
              : ERROR_MESSAGES.BAD_REQUEST;
      const code = status === 429 ? 'RATE_LIMITED' : status === 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
      return reply
        .status(status)
        .send(ajax ? { success: false, data: { code, message } } : { code, message, data: { status } });
    });
    await registerRouteLimits(app, deps.redis, 'spesa-rl-content-');
    await app.register(multipart, {
      limits: { fileSize: FORM_UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      // A file over the limit is cut and flagged (`truncated`); the service refuses it with the spec's words.
      throwFileSizeLimit: false,
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    for (const base of ['posts', 'recipe', 'offerta', 'pages', 'ux-blocks', 'sliders']) {
      app.get<Q>(`${CONTENT_PREFIX}/wp/v2/${base}`, hide, async (request, reply) => {
        if (!editing(request.query))
          return sendList(reply, await content.list(db, base, request.query, originOf(request)));
        requireStaff(request);
        const list = await editor.list(db, base, request.query, originOf(request));
        return sendList(reply, list, 'private, no-store');
      });
      app.get<Q & { Params: { id: string } }>(
        `${CONTENT_PREFIX}/wp/v2/${base}/:id`,
        hide,
        async (request, reply) => {
          const { id } = request.params;
          if (editing(request.query)) {
            requireStaff(request);
            return privately(reply).send(await editor.preview(db, base, id, originOf(request)));
          }
          const post = await content.get(db, base, id, request.query._embed !== undefined, originOf(request));
          return reply.header('cache-control', PUBLIC_CACHE).send(post);
        },
      );
      // The staff editor's writes, as WordPress's: POST creates (201), POST to an id updates.
      app.post(`${CONTENT_PREFIX}/wp/v2/${base}`, staffOnly, async (request, reply) => {
        requireStaff(request);
        return privately(reply)
          .status(201)
          .send(await editor.create(db, base, request.body, originOf(request)));
      });
      app.post<{ Params: { id: string } }>(
        `${CONTENT_PREFIX}/wp/v2/${base}/:id`,
        staffOnly,
        async (request, reply) => {
          requireStaff(request);
          return privately(reply).send(
            await editor.update(db, base, request.params.id, request.body, originOf(request)),
          );
        },
      );
    }
    app.get<Q>(`${CONTENT_PREFIX}/wp/v2/categories`, hide, async (request, reply) =>
      sendList(reply, await content.categories(db, request.query, originOf(request))),
    );
    app.get<Q>(`${CONTENT_PREFIX}/wp/v2/search`, hide, async (request, reply) =>
      sendList(reply, await content.search(db, request.query, originOf(request))),
    );
    app.get(`${CONTENT_PREFIX}/menus/v1/locations`, hide, async (_request, reply) =>
      reply.header('cache-control', PUBLIC_CACHE).send(await content.locations(db)),
    );
    app.get<{ Params: { location: string } }>(
      `${CONTENT_PREFIX}/menus/v1/locations/:location`,
      hide,
      async (request, reply) =>
        reply.header('cache-control', PUBLIC_CACHE).send(await content.menu(db, request.params.location)),
    );
    app.put<{ Params: { location: string } }>(
      `${CONTENT_PREFIX}/menus/v1/locations/:location`,
      staffOnly,
      async (request, reply) => {
        requireStaff(request);
        await editor.saveMenu(db, request.params.location, request.body);
        return privately(reply).send(await content.menu(db, request.params.location));
      },
    );
    app.get<Q & { Params: { id: string } }>(
      `${CONTENT_PREFIX}/spesa/v1/forms/:id/submissions`,
      staffOnly,
      async (request, reply) => {
        requireStaff(request);
        const form = await forms.definition(db, request.params.id, null);
        return privately(reply).send((await editor.submissions(db, form.id, request.query)).items);
      },
    );
    // The form's definition depends on who asks ($ordersList): never cached by shared caches.
    app.get<Q>(`${CONTENT_PREFIX}/spesa/v1/forms/get_mail_pars`, hide, async (request, reply) => {
      const id = request.query.form_id ?? request.query.id ?? request.query.slug;
      const definition = await forms.definition(
        db,
        typeof id === 'string' ? id : '',
        request.user?.userId ?? null,
      );
      return reply.header('cache-control', 'private, no-store').send(definition);
    });
    // The demo content's pictures, drawn from the catalogue's category art (real shops upload theirs).
    app.get<{ Params: { file: string } }>('/img/content/:file', hide, async (request, reply) => {
      const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(request.params.file)?.[1];
      const svg = slug ? contentImageSvg(slug) : null;
      if (!svg) return reply.status(404).type('text/plain; charset=utf-8').send('Immagine non trovata');
      return reply
        .header('cache-control', 'public, max-age=86400')
        .type('image/svg+xml; charset=utf-8')
        .send(svg);
    });
    registerEditorRoutes(app, {
      db,
      clock: deps.clock,
      mediaDir: path.join(deps.uploadDir, 'media'),
      prefix: CONTENT_PREFIX,
      originOf,
    });
    app.all(`${CONTENT_PREFIX}/*`, hide, async () => {
      throw wpErrors.noRoute();
    });

    // admin-ajax.php: `action` picks the operation, as in WordPress.
    app.post(AJAX_PATH, { ...hide, config: AJAX_LIMIT }, async (request, reply) => {
      const userId = request.user?.userId ?? null;
      if (request.isMultipart()) {
        const uploader = uploaderOf(request, reply);
        return reply.send({ success: true, data: await receiveUpload(request, forms, db, userId, uploader) });
      }
      const body = (request.body ?? {}) as Record<string, unknown>;
      if (body.action !== 'spesa_form_submit')
        throw new FormError('UNKNOWN_ACTION', ERROR_MESSAGES.BAD_REQUEST, 400);
      const clientKey = String(body.key ?? '');
      if (!/^[A-Za-z0-9_-]{8,64}$/.test(clientKey))
        throw new FormError('BAD_REQUEST', ERROR_MESSAGES.BAD_REQUEST, 400);
      const values = parseValues(body.values);
      // The values came as JSON text: their NULs (`\u0000`) only appear now.
      refuseNul(values, 'values');
      const result = await forms.submit(
        db,
        { formId: String(body.form_id ?? ''), clientKey, values, uploaders: submitterNames(request) },
        userId,
      );
      return reply.send({ success: true, data: result });
    });
  };
}

/** A visitor's name for their uploads when they have no session: a random cookie of this path. */
const VISITOR_COOKIE = 'spesa_form_visitor';
const visitorName = (token: string | undefined) =>
  token && /^[A-Za-z0-9_-]{32}$/.test(token)
    ? `v:${createHash('sha256').update(token).digest('hex')}`
    : undefined;

/**
 * Who sends an upload: the account, else the session, else a visitor's random cookie (given now
 * when missing). Only a submission by the same sender may attach the file (a token seen by
 * someone else is worth nothing to them).
 */
function uploaderOf(request: FastifyRequest, reply: FastifyReply): string {
  if (request.user) return `u:${request.user.userId}`;
  if (request.session) return `s:${request.session.id}`;
  const known = visitorName(request.cookies[VISITOR_COOKIE]);
  if (known) return known;
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, token, {
    path: AJAX_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
  return visitorName(token)!;
}

/** Every sender name this request's uploads may carry (a visitor may have logged in since). */
function submitterNames(request: FastifyRequest): string[] {
  return [
    request.user && `u:${request.user.userId}`,
    request.session && `s:${request.session.id}`,
    visitorName(request.cookies[VISITOR_COOKIE]),
  ].filter((name): name is string => Boolean(name));
}

/** `values` is the form's values as JSON text (a form-encoded body) or an object (a JSON body). */
function parseValues(raw: unknown): Record<string, unknown> {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new FormError('FORM_INVALID', FORM_MESSAGES.invalid, 400);
  return parsed as Record<string, unknown>;
}

/** The multipart upload: fields `action=spesa_form_upload`, `form_id`, `field`, then the `file`. */
async function receiveUpload(
  request: FastifyRequest,
  forms: FormsService,
  db: Db,
  userId: number | null,
  uploader: string,
) {
  const part = await request.file();
  if (!part) throw new FormError('BAD_REQUEST', ERROR_MESSAGES.BAD_REQUEST, 400);
  const field = (name: string) => {
    const f = part.fields[name];
    const one = Array.isArray(f) ? f[0] : f;
    return one && 'value' in one ? String(one.value) : '';
  };
  const refuse = (error: Error) => {
    part.file.resume();
    throw error;
  };
  if (field('action') !== 'spesa_form_upload')
    refuse(new FormError('UNKNOWN_ACTION', ERROR_MESSAGES.BAD_REQUEST, 400));
  // The same NUL rule as every other text (http/nul-bytes.ts), before anything is written to disk.
  try {
    refuseNul({ form_id: field('form_id'), field: field('field'), filename: part.filename }, 'multipart');
  } catch (error) {
    refuse(error as Error);
  }
  return forms.upload(
    db,
    {
      formId: field('form_id'),
      fieldKey: field('field'),
      fileName: part.filename,
      stream: part.file,
      uploader,
    },
    userId,
  );
}
