import type { ComponentPropsWithRef, FocusEvent, MouseEvent } from 'react';
import { Link as RouterLink } from '@shared/router';
import styled, { css } from 'styled-components';
import { classifyHref } from './classify-href.ts';

/** Props of {@link Link}: an anchor's props with `to` in place of `href`. */
export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** A path of this site (/blog/12) or a full URL (https://…, mailto:, tel:). */
  to: string;
  /** Called on hover and focus, before a click: the shell preloads the page behind the link. */
  onPreload?: () => void;
  /** Replaces the current history entry instead of adding one (internal paths only). */
  replace?: boolean;
}

const linkStyle = css`
  color: ${({ theme }) => theme.colors.primary};
  text-underline-offset: 0.25em;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

const StyledRouterLink = styled(RouterLink)`
  ${linkStyle}
`;

const StyledAnchor = styled.a`
  ${linkStyle}
`;

/**
 * A link that picks its kind from `to`: the router for this site's paths, a
 * new tab for other sites (with a hidden note saying so), and plain text for a
 * target that could run script (javascript:, data:, vbscript:…).
 */
export function Link({ to, onPreload, replace, children, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const kind = classifyHref(to);
  if (kind === 'unsafe') return <span>{children}</span>;

  const preloadProps = onPreload
    ? {
        onMouseEnter: (event: MouseEvent<HTMLAnchorElement>) => {
          onPreload();
          onMouseEnter?.(event);
        },
        onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
          onPreload();
          onFocus?.(event);
        },
      }
    : { onMouseEnter, onFocus };

  if (kind === 'internal') {
    return (
      <StyledRouterLink to={to} replace={replace} {...preloadProps} {...rest}>
        {children}
      </StyledRouterLink>
    );
  }
  if (kind === 'contact') {
    return (
      <StyledAnchor href={to} {...preloadProps} {...rest}>
        {children}
      </StyledAnchor>
    );
  }
  return (
    // The security attributes come last so that no caller can drop them.
    <StyledAnchor {...rest} {...preloadProps} href={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (در پنجرهٔ تازه باز می‌شود)</span>
    </StyledAnchor>
  );
}
