import { useEffect } from 'react';

const SITE = 'Spesa';

/** Sets the tab title ('Frutta | Spesa'); each page names itself for screen readers and history. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : 'Spesa - La spesa online';
  }, [title]);
}
