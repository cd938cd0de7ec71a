import { useEffect } from 'react';

const SITE = 'Spesa';

function setMetaDescription(text: string | null | undefined) {
  if (!text) return;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  meta.content = text;
}

/** SEO title ('Latte intero | Spesa') and meta description of a catalogue page. */
export function useDocumentTitle(title: string | null | undefined, description?: string | null) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title.includes(SITE) ? title : `${title} | ${SITE}`;
    setMetaDescription(description);
    return () => {
      document.title = previous;
    };
  }, [title, description]);
}
