import { Button, formatNumber, ProgressBar, useIsMobile } from '@shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { NavigatorCell } from './navigator-cell.ts';
import { QuestionNavigator } from './QuestionNavigator.tsx';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};

  &[hidden] {
    display: none;
  }
`;

/** Props of {@link RunSidebar}. */
export interface RunSidebarProps {
  cells: readonly NavigatorCell[];
  current: number;
  onSelect: (index: number) => void;
  onFinish: () => void;
}

/**
 * The quiz sidebar: progress, the question navigator and the way out
 * (finish). On a phone it sits above the question, so the navigator folds
 * away behind a button and the question stays near the top of the screen.
 */
export function RunSidebar({ cells, current, onSelect, onFinish }: RunSidebarProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const answered = cells.filter((cell) => cell.state !== 'unanswered').length;
  const progress = cells.length ? Math.round((answered / cells.length) * 100) : 0;
  const folded = isMobile && !open;
  return (
    <Box aria-labelledby="quiz-run-navigator-title">
      <Top>
        <h2 id="quiz-run-navigator-title">سؤال‌های آزمون</h2>
        {isMobile && (
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
            {open ? 'بستن فهرست' : 'فهرست سؤال‌ها'}
          </Button>
        )}
      </Top>
      <p>
        {formatNumber(answered)} از {formatNumber(cells.length)} سؤال پاسخ داده شده
      </p>
      <ProgressBar value={progress} label="پیشرفت پاسخ‌گویی" />
      <Body id={bodyId} hidden={folded}>
        <QuestionNavigator
          cells={cells}
          current={current}
          onSelect={(index) => {
            if (isMobile) setOpen(false);
            onSelect(index);
          }}
        />
        <Button variant="secondary" fullWidth onClick={onFinish}>
          پایان آزمون
        </Button>
      </Body>
    </Box>
  );
}
