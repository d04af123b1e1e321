import styled from 'styled-components';
import type { AreaName } from '@shared/registry';
import { AREA_LABELS } from './area-names.ts';

const Box = styled.section`
  margin: ${({ theme }) => theme.space(8)} auto;
  max-width: 36rem;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const RetryButton = styled.button`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  cursor: pointer;
`;

/**
 * What a student sees when an area cannot be loaded: what happened and a way
 * to try again. Without an area (the registry itself did not answer) it
 * speaks of "this part of the site".
 */
export function AreaFallback({ area, onRetry }: { area?: AreaName; onRetry: () => void }) {
  return (
    <Box role="alert" aria-labelledby="area-fallback-title">
      <h1 id="area-fallback-title">
        {area ? `بخش «${AREA_LABELS[area]}» الان در دسترس نیست` : 'این بخش از سایت الان در دسترس نیست'}
      </h1>
      <p>بقیهٔ سایت کار می‌کند. چند لحظه بعد دوباره امتحان کنید.</p>
      <RetryButton type="button" onClick={onRetry}>
        تلاش دوباره
      </RetryButton>
    </Box>
  );
}
