import createCache, { type EmotionCache } from '@emotion/cache';

// Where MUI's styles (Emotion) live on a server-rendered page (decision 0078). The server keeps
// them aside while it renders and sends them in the <head>, after index.html's insertion point;
// the browser's cache registers them there and adds the styles of later renders after them.
// Emotion's default, a <style> before each styled element, had the browser move 120-odd <style>
// elements into the head as the page's code started, and each moved style sheet makes the
// browser work out the style of every element it can match again.

/**
 * Not Emotion's default 'css': @emotion/react creates a default cache with that key when its
 * module is evaluated, and that cache takes over (moves to the end of the head) every
 * `<style data-emotion="css ...">` it finds, before this app's cache moves them back: two moves,
 * two restyles of the whole page as the code starts (decision 0079). Under a key of our own the
 * default cache finds nothing to take.
 */
export const EMOTION_KEY = 'spesa';

/** The mark in index.html's <head> after which the page's styles go. */
const INSERTION_POINT = 'meta[name="emotion-insertion-point"]';

/**
 * Marks the server's element of class styles (not `data-emotion`, which Emotion's cache would take
 * over by moving the element into its place: a move, even into the place it already has, makes
 * the browser restyle the whole page; decision 0079).
 */
const SERVER_STYLES = 'data-server-styles';

/**
 * The browser's Emotion cache: it inserts after the insertion point, in the order of the page. It
 * takes over the server's class styles where they are: their ids count as inserted, and the
 * styles of later renders go after them.
 */
export function createBrowserEmotionCache(): EmotionCache {
  const cache = createCache({
    key: EMOTION_KEY,
    insertionPoint: document.querySelector<HTMLElement>(INSERTION_POINT) ?? undefined,
  });
  for (const node of document.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES}]`)) {
    for (const id of node.getAttribute(SERVER_STYLES)!.split(' ').slice(1)) cache.inserted[id] = true;
    cache.sheet.tags.push(node);
  }
  return cache;
}

/** One group of styles as @emotion/server extracts them: a key ("spesa" or "spesa-global") and ids. */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The server's <style> elements for the head: the class styles marked `data-server-styles="spesa
 * id1 id2 ..."` (createBrowserEmotionCache takes them over), the global sheets in Emotion's own
 * markup (`data-emotion="spesa-global id"`). `data-s`: the mark Emotion's default cache sets on the
 * server styles it has moved into the head; here they are there already, and a move would make
 * the browser restyle the page for nothing.
 */
export function headStyles(chunks: StyleChunk[]): string {
  // The page's class styles first, right after the insertion point, then the global sheets: the
  // browser's cache adds later class styles after the server's, before the global sheets.
  const own = (chunk: StyleChunk) => (chunk.key === EMOTION_KEY ? 0 : 1);
  return [...chunks]
    .sort((a, b) => own(a) - own(b))
    .filter((chunk) => chunk.css !== '')
    .map((chunk) => {
      // Global sheets keep Emotion's own mark: a `<Global>` drawn later takes its sheet over.
      const mark = chunk.key === EMOTION_KEY ? SERVER_STYLES : 'data-emotion';
      return `<style ${mark}="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${chunk.css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
    })
    .join('');
}
