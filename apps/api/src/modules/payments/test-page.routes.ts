import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { formatEuro } from '@spesa/domain';
import { fromForeignOrigin } from '../../http/csrf.js';
import type { TestPaymentProvider } from './test-provider.js';
import { TEST_CARDS, TEST_CONFIRM_CODE, testCardKind } from './test-cards.js';

/** Where the hosted test page lives: outside /ebsn/api, as a provider's page is another site. */
export const TEST_PAGE_PATH = '/payment/test-page';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – Pagamento di prova</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem;line-height:1.5}
fieldset{border:1px solid #888;border-radius:.5rem;margin:1rem 0}label{display:block;margin:.5rem 0}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;min-height:44px}
input[type=text]{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}
:focus-visible{outline:3px solid #b35900;outline-offset:2px}.note{color:#444}</style></head>
<body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
}

type Form = Record<string, string | undefined>;

const hiddenFields = (reference: string, token: string) =>
  `<input type="hidden" name="reference" value="${esc(reference)}"><input type="hidden" name="token" value="${esc(token)}">`;

/** What the page needs to find an attempt: its reference, its token, and the shopper's session. */
const attemptOf = (provider: TestPaymentProvider, req: FastifyRequest, form: Form) =>
  provider.pending(form.reference ?? '', form.token ?? '', req.session?.id);

const notFound = (reply: FastifyReply) =>
  reply
    .status(404)
    .type('text/html; charset=utf-8')
    .send(page('Pagamento non trovato', '<p>Il pagamento non esiste o non è tuo.</p>'));

/**
 * The built-in provider's hosted page (test mode only): the shopper picks a test card (or approves
 * the PayPal payment), confirms with a code when the card asks for it, and is sent back to the
 * shop's signed feedback call. Plain server-rendered HTML, usable by keyboard and screen reader.
 */
export function testPaymentPageRoutes(
  provider: TestPaymentProvider,
  feedbackPath: string,
  publicOrigin?: string,
): FastifyPluginAsync {
  const back = (reference: string) =>
    `${feedbackPath}?reference=${encodeURIComponent(reference)}&sig=${provider.sign(reference)}`;

  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // The session is read (app.ts) but an ended one only means "not yours": the page says so.
    const opts = { schema: { hide: true }, config: { allowStaleSession: true } };
    // The page's form posts back here: the browser must name our origin (helmet's default
    // no-referrer would make it send `Origin: null`), so a foreign one can be refused.
    const html = (reply: FastifyReply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin');

    app.get<{ Querystring: Form }>(TEST_PAGE_PATH, opts, async (req, reply) => {
      const reference = req.query.reference ?? '';
      const p = await attemptOf(provider, req, req.query);
      html(reply);
      if (!p) return notFound(reply);
      if (p.state !== 'pending_action') return reply.redirect(back(reference), 303);
      // A far slot's saving (decision 0113) holds nothing now: the page says what happens instead.
      const what = p.method.startsWith('setup')
        ? "<p>Salviamo la carta senza bloccare nulla: l'importo della spesa verrà autorizzato alla chiusura degli ordini per la fascia scelta.</p>"
        : `<p>Importo da autorizzare: <strong>${esc(formatEuro(p.amount_cents))}</strong></p>`;
      const amount = `${what}
<p class="note">Questa è la pagina di prova del negozio: nessun addebito reale.</p>`;
      const hidden = hiddenFields(reference, req.query.token ?? '');
      if (p.method === 'paypal') {
        return page(
          'PayPal (prova)',
          `${amount}<form method="post" action="${TEST_PAGE_PATH}">${hidden}
<button name="action" value="approve">Approva il pagamento</button>
<button name="action" value="cancel">Annulla</button></form>`,
        );
      }
      const cards = [
        [TEST_CARDS.success, 'Carta che va a buon fine'],
        [TEST_CARDS.declined, 'Carta rifiutata'],
        [TEST_CARDS.confirm, 'Carta che chiede la conferma con un codice'],
      ]
        .map(
          ([n, label], i) =>
            `<label><input type="radio" name="card" value="${n}"${i === 0 ? ' checked' : ''}> ${label} (${n})</label>`,
        )
        .join('');
      const savedCard = p.card_token ? '<p>Paghi con la carta salvata.</p>' : '';
      return page(
        'Pagamento con carta (prova)',
        `${amount}${savedCard}<form method="post" action="${TEST_PAGE_PATH}">${hidden}
<fieldset><legend>Carta di prova</legend>${cards}</fieldset>
<label><input type="checkbox" name="save" value="true"> Salva la carta per i prossimi acquisti</label>
<button name="action" value="pay">Paga</button>
<button name="action" value="cancel">Annulla</button></form>`,
      );
    });

    app.post<{ Body: Form }>(TEST_PAGE_PATH, opts, async (req, reply) => {
      const body = req.body ?? {};
      const reference = body.reference ?? '';
      html(reply);
      if (fromForeignOrigin(req, publicOrigin))
        return reply.status(403).send(page('Richiesta rifiutata', '<p>La richiesta non viene da questo negozio.</p>'));
      const p = await attemptOf(provider, req, body);
      if (!p) return notFound(reply);
      if (body.action === 'cancel') {
        await provider.settle(reference, 'declined');
        return reply.redirect(back(reference), 303);
      }
      if (p.method === 'paypal') {
        await provider.settle(reference, 'authorised');
        return reply.redirect(back(reference), 303);
      }
      const card =
        (await (p.card_token ? provider.cardOfToken(p.card_token) : undefined))?.number ?? body.card ?? '';
      const save = body.save === 'true';
      const kind = testCardKind(card);
      if (kind === 'confirm' && body.code === undefined) {
        return reply.send(
          page(
            'Conferma il pagamento',
            `<p>La tua banca chiede di confermare il pagamento di <strong>${esc(formatEuro(p.amount_cents))}</strong>.</p>
<form method="post" action="${TEST_PAGE_PATH}">${hiddenFields(reference, body.token ?? '')}
<input type="hidden" name="card" value="${esc(card)}"><input type="hidden" name="save" value="${save}">
<label for="code">Codice di conferma (di prova: ${TEST_CONFIRM_CODE})</label>
<input type="text" id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
<button name="action" value="pay">Conferma</button><button name="action" value="cancel">Annulla</button></form>`,
          ),
        );
      }
      const ok = kind === 'success' || (kind === 'confirm' && body.code === TEST_CONFIRM_CODE);
      await provider.settle(reference, ok ? 'authorised' : 'declined', card, save);
      return reply.redirect(back(reference), 303);
    });
  };
}
