import type { MailMessage } from './mailer.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A mail of a few lines: the text one line each, the HTML one paragraph each, escaped, with `link`
 * (if given) made clickable where it appears.
 */
export function paragraphsMail(to: string, subject: string, lines: string[], link?: string): MailMessage {
  const html = lines.map((l) => `<p>${esc(l)}</p>`).join('');
  return {
    to,
    subject,
    text: lines.join('\n'),
    html: link === undefined ? html : html.replace(esc(link), `<a href="${esc(link)}">${esc(link)}</a>`),
  };
}
