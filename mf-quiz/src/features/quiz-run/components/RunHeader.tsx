import type { ReactNode } from 'react';
import { media } from '@shared/ui';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};

  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: 1.5;
  }
`;

/**
 * The clock: beside the title on a wide screen; on a phone a bar fixed at the
 * bottom of the screen (the site's bottom bar steps aside during a run), so
 * the time left stays in view however far the question scrolls.
 */
const Clock = styled.div`
  ${media.down('md')} {
    position: fixed;
    inset-inline: 0;
    inset-block-end: 0;
    z-index: ${({ theme }) => theme.zIndex.header};
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.surface};
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

/** Room under the run on a phone, so the fixed clock never covers the last option or button. */
export const CLOCK_BAR_ROOM = '5rem';

const Untimed = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The run's title and its clock (or a note that it has none). */
export function RunHeader({ title, clock }: { title: string; clock: ReactNode | null }) {
  return (
    <Header>
      <h1>
        <bdi>{title}</bdi>
      </h1>
      {clock ? <Clock>{clock}</Clock> : <Untimed>این آزمون محدودیت زمانی ندارد.</Untimed>}
    </Header>
  );
}
