import createCache, { type EmotionCache } from '@emotion/cache';

// Where MUI's styles (Emotion) live on a server-rendered page (decision 0078). The server keeps
// them aside while it renders and sends them in the <head>, after index.html's insertion point;
// the browser's cache registers them there and adds the styles of later renders after them.
// Emotion's default, a <style> before each styled element, had the browser move 120-odd <style>
// elements into the head as the page's code started, and each moved style sheet makes the
// browser work out the style of every element it can match again.

export const EMOTION_KEY = 'css';

/** The mark in index.html's <head> after which the page's styles go. */
const INSERTION_POINT = 'meta[name="emotion-insertion-point"]';

/** The browser's Emotion cache: it inserts after the insertion point, in the order of the page. */
export function createBrowserEmotionCache(): EmotionCache {
  return createCache({
    key: EMOTION_KEY,
    insertionPoint: document.querySelector<HTMLElement>(INSERTION_POINT) ?? undefined,
  });
}

/** One group of styles as @emotion/server extracts them: a key ("css" or "css-global") and ids. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The server's <style> elements for the head, in Emotion's own markup (`data-emotion="css id1
 * id2 ..."`), which its browser cache reads to know these styles are in the page. `data-s`: the
 * mark Emotion's cache sets on the server's styles it has moved into the head; here they are
 * there already, and a move would make the browser restyle the page for nothing.
 */
export function headStyles(chunks: StyleChunk[]): string {
  return chunks
    .filter((chunk) => chunk.css !== '')
    .map(
      (chunk) =>
        `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${chunk.css.replace(/<\/(style)/gi, '<\\/$1')}</style>`,
    )
    .join('');
}
