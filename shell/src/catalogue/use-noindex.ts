import { useEffect } from 'react';

/**
 * Asks search engines not to index the current page while it is shown, with
 * `<meta name="robots" content="noindex">`; the tag goes when the page does.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
