import { useEffect } from 'react';

/**
 * Stops the page behind a modal surface from scrolling while `active`.
 * Several surfaces may be open at once (a dialog over a drawer), so the count
 * of locks is kept on the body itself and the page scrolls again only when
 * the last one is released. The scrollbar's width is added as padding so the
 * page does not jump sideways when the scrollbar disappears.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body } = document;
    const locks = Number(body.dataset.scrollLocks ?? '0');
    if (locks === 0) {
      const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
      body.dataset.scrollLockRestore = JSON.stringify([body.style.overflow, body.style.paddingInlineEnd]);
      body.style.overflow = 'hidden';
      if (scrollbarWidth > 0) body.style.paddingInlineEnd = `${scrollbarWidth}px`;
    }
    body.dataset.scrollLocks = String(locks + 1);
    return () => {
      const remaining = Number(body.dataset.scrollLocks ?? '1') - 1;
      if (remaining > 0) {
        body.dataset.scrollLocks = String(remaining);
        return;
      }
      const [overflow = '', padding = ''] = JSON.parse(body.dataset.scrollLockRestore ?? '[]') as string[];
      body.style.overflow = overflow;
      body.style.paddingInlineEnd = padding;
      delete body.dataset.scrollLocks;
      delete body.dataset.scrollLockRestore;
    };
  }, [active]);
}
