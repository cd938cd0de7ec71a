import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isLoopbackHost, type Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { latestOutboxMails, type OutboxRow } from './outbox.repository.js';

const LIMIT = 50;

export { isLoopbackHost };

/**
 * The outbox holds everyone's login codes and reset links: it exists only when mails are not
 * sent (no SMTP_URL) and only people on this machine can reach the shop (a loopback HOST).
 * Answers why when it is off, for the line printed at start.
 */
export function devOutboxState(config: Config): { on: true } | { on: false; why: string } {
  if (config.SMTP_URL) return { on: false, why: 'le e-mail partono con SMTP_URL' };
  if (!isLoopbackHost(config.HOST))
    return { on: false, why: `il negozio ascolta su ${config.HOST}, non solo su questo computer` };
  return { on: true };
}

/**
 * The development outbox: the latest mails the app "sent" without SMTP, as a page and as JSON.
 * Off (see devOutboxState) it answers 404; the route exists so the storefront fallback never
 * serves it.
 */
export function devOutboxRoutes(db: Db, config: Config): FastifyPluginAsync {
  const hidden = (reply: FastifyReply) =>
    reply.status(404).type('text/plain; charset=utf-8').send('Pagina non trovata');
  const on = devOutboxState(config).on;
  return async (app) => {
    app.get('/dev/outbox.json', { schema: { hide: true } }, async (_req, reply) => {
      if (!on) return hidden(reply);
      const mails = (await latestOutboxMails(db, LIMIT)).map(({ attachments_json, ...m }) => ({
        ...m,
        attachments: attachmentsOf({ attachments_json }),
      }));
      return reply.header('cache-control', 'no-store').send({ mails });
    });
    app.get('/dev/outbox', { schema: { hide: true } }, async (_req, reply) => {
      if (!on) return hidden(reply);
      const mails = await latestOutboxMails(db, LIMIT);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(mails));
    });
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Attachment = { filename: string; contentType: string; size: number };
function attachmentsOf(row: { attachments_json: string }): Attachment[] {
  try {
    const list = JSON.parse(row.attachments_json) as unknown;
    return Array.isArray(list) ? (list as Attachment[]) : [];
  } catch {
    return [];
  }
}

/** The attachments' names, types and sizes (the files stay with the module that sent them). */
function attachmentList(row: OutboxRow): string {
  const list = attachmentsOf(row);
  if (!list.length) return '';
  const items = list
    .map(
      (a) =>
        `<li>${escapeHtml(String(a.filename))} (${escapeHtml(String(a.contentType))}, ${Math.ceil(Number(a.size) / 1024)} KB)</li>`,
    )
    .join('');
  return `<p><strong>Allegati:</strong></p><ul>${items}</ul>`;
}

function page(mails: OutboxRow[]): string {
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>A:</strong> ${escapeHtml(m.to)} · <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(m.created_at)}</time></p><pre>${escapeHtml(m.text)}</pre>${attachmentList(m)}</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Posta in uscita (sviluppo) - Spesa</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem;max-width:60rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Posta in uscita (sviluppo)</h1>
<p>Le ultime ${LIMIT} e-mail inviate dall'applicazione senza server SMTP. Questa pagina esiste solo quando il negozio non invia e-mail e risponde soltanto da questo computer.</p>
${items || '<p>Nessuna e-mail.</p>'}
</body></html>`;
}
