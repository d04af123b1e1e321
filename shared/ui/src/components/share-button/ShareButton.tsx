import { useState } from 'react';
import { Button } from '../button/index.ts';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** What is shared: the page's title. */
  title: string;
  /** The address to share; the current page's by default. */
  url?: string;
}

/**
 * Shares a page: the device's own share sheet where the browser has the Web
 * Share API (phones), else the link copied to the clipboard, said in a
 * status line either way. A share the person cancels is not an error.
 */
export function ShareButton({ title, url }: ShareButtonProps) {
  const [said, setSaid] = useState('');
  const share = async () => {
    const address = url ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: address });
        setSaid('');
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setSaid('هم‌رسانی انجام نشد.');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(address);
      setSaid('پیوند کپی شد.');
    } catch {
      setSaid('کپی پیوند ممکن نشد؛ نشانی صفحه را از نوار نشانی بردارید.');
    }
  };
  return (
    <span>
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        هم‌رسانی
      </Button>{' '}
      <span role="status">{said}</span>
    </span>
  );
}
