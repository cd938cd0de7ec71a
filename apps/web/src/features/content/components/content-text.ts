// The content service's texts as plain text (WordPress sends titles and excerpts as HTML).

/** Decodes the entities of WordPress's title.rendered ('Sale &amp; pepe') to plain text. */
export function plainTitle(rendered: string): string {
  return rendered
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&hellip;|&#8230;/g, '…')
    .replace(/&amp;/g, '&');
}

/** An excerpt's HTML ('<p>Il risotto&hellip;</p>') as one line of plain text. */
export function plainText(html: string): string {
  return plainTitle(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const dateFormat = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** A post's date (WordPress's date_gmt-like text without a zone, in UTC) as '3 dicembre 2026'. */
export function contentDate(date: string): string {
  const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(date) ? date : `${date}Z`);
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
}
