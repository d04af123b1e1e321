import { useState } from 'react';
import { Link } from '@shared/router';
import styled from 'styled-components';
import { isSafeImageUrl } from '@shared/ui';
import { SITE_NAME } from '../site-map/page-title.ts';
import { useGlobalData } from './use-global-data.ts';

const LogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
  white-space: nowrap;
  flex-shrink: 0;

  img,
  svg {
    inline-size: 36px;
    block-size: 36px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/** The site's mark, the same as the favicon; shown while the logo of global data loads or when it fails. */
function LogoMark() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 64 64">
      <rect width="64" height="64" rx="14" fill="#1d4ed8" />
      <path d="M16 44V20l16 10 16-10v24" fill="none" stroke="#fff" strokeWidth="6" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The logo (global data's `logos.logo`) and the site's name, linking home.
 * A logo that is missing, unsafe or fails to load leaves the site's own mark.
 */
export function SiteLogo({ className }: { className?: string }) {
  const { data } = useGlobalData();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = data?.logos.logo;
  const showImage = src !== undefined && src !== failedSrc && isSafeImageUrl(src);
  return (
    <LogoLink to="/" aria-label={`${SITE_NAME}، صفحهٔ اصلی`} className={className}>
      {showImage ? <img src={src} alt="" width={36} height={36} onError={() => setFailedSrc(src)} /> : <LogoMark />}
      <span>{SITE_NAME}</span>
    </LogoLink>
  );
}
