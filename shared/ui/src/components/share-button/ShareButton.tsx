import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '../button/index.ts';
import { buttonBase, type ButtonVariant } from '../button/button-styles.ts';
import { shareAddress, telegramShareUrl, whatsappShareUrl } from './share-links.ts';

/** Props of {@link ShareButton}. */
export interface ShareButtonProps {
  /** What is shared: the page's title. */
  title: string;
  /** The absolute address to share; else the site's address of `path`. */
  url?: string;
  /** The page's one path (its canonical: an alias or a query string is never shared); the current path by default. */
  path?: string;
}

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const ShareLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonBase}
  min-block-size: 36px;
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const noChange = () => () => undefined;

/**
 * The site's address in the browser; none while the server renders and the
 * browser hydrates (the same first render on both), so the messenger links
 * get their address right after.
 */
function useOrigin(): string | undefined {
  return useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => undefined,
  );
}

/**
 * Shares a page: links to Telegram and WhatsApp with the page's clean
 * address, and a button that opens the device's own share sheet where the
 * browser has the Web Share API (phones), else copies the link to the
 * clipboard, said in a status line either way. A share the person cancels is
 * not an error.
 */
export function ShareButton({ title, url, path }: ShareButtonProps) {
  const [said, setSaid] = useState('');
  const origin = useOrigin();
  const addressAt = (base: string) => url ?? shareAddress(base, path ?? window.location.pathname);
  const address = origin === undefined ? undefined : addressAt(origin);
  const share = async () => {
    const shared = addressAt(window.location.origin);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: shared });
        setSaid('');
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setSaid('هم‌رسانی انجام نشد.');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(shared);
      setSaid('پیوند کپی شد.');
    } catch {
      setSaid('کپی پیوند ممکن نشد؛ نشانی صفحه را از نوار نشانی بردارید.');
    }
  };
  return (
    <Row>
      <Button variant="secondary" size="sm" onClick={() => void share()}>
        هم‌رسانی
      </Button>
      <ShareLink
        $variant="secondary"
        href={address && telegramShareUrl(address, title)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="هم‌رسانی در تلگرام (در زبانهٔ تازه)"
      >
        تلگرام
      </ShareLink>
      <ShareLink
        $variant="secondary"
        href={address && whatsappShareUrl(address, title)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="هم‌رسانی در واتس‌اپ (در زبانهٔ تازه)"
      >
        واتس‌اپ
      </ShareLink>
      <span role="status">{said}</span>
    </Row>
  );
}
