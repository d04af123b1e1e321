import styled from 'styled-components';
import type { AreaName } from '@shared/registry';
import { AREA_LABELS } from './area-names.ts';

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/**
 * A quiet line above an area's page when the shell loaded its last known
 * good release because the newest one failed: the student learns that the
 * page works, without an alarm.
 */
export function FallbackNotice({ area }: { area: AreaName }) {
  return (
    <Notice role="status" data-fallback-notice="">
      بخش «{AREA_LABELS[area]}» با نسخهٔ قبلی‌اش باز شد؛ همه‌چیز کار می‌کند.
    </Notice>
  );
}
