import { useMemo, type HTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from '@shared/router';
import { sanitizeHtml } from './sanitize-html.ts';

/** Props of {@link SafeHtml}: untrusted HTML, or HTML that already came out of sanitizeHtml. */
export type SafeHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML' | 'onClick'> &
  (
    | { /** Untrusted HTML from the API. */ html: string; sanitized?: undefined }
    | {
        /** The output of sanitizeHtml, reworked (for example heading anchors added). */ sanitized: string;
        html?: undefined;
      }
  );

/** A plain left click on a link of this site, which the router can follow without reloading the page. */
function internalPath(event: MouseEvent<HTMLElement>): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element).closest?.('a[href]');
  // A link of this site is routed even with a target: the server, which cannot know the site's address, marks an
  // absolute link to it as another site's (see linkKind), and hydration keeps the server's markup.
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * HTML the site did not write, shown only after sanitizeHtml: the one place
 * in the site that sets inner HTML. Links inside the site go through the
 * router. Style it with `styled(SafeHtml)`; its markup is not ours, so rules
 * target plain elements.
 */
export function SafeHtml({ html, sanitized, ...rest }: SafeHtmlProps) {
  const safe = useMemo(() => sanitized ?? sanitizeHtml(html ?? ''), [html, sanitized]);
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = internalPath(event);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };

  // The links inside are the interactive elements (Enter on a link clicks it too); the div only hears the bubbling.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div {...rest} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />;
}
