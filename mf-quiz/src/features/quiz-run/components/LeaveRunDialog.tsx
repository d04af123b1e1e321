import { Button, Dialog } from '@shared/ui';
import { useRef } from 'react';
import type { Blocker } from '@shared/router';
import styled from 'styled-components';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Asks whether to leave a run in progress for another page; staying is the default. */
export function LeaveRunDialog({ blocker }: { blocker: Blocker }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const stay = () => blocker.reset?.();
  return (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={stay}
      title="بیرون رفتن از آزمون؟"
      initialFocusRef={stayRef}
      footer={
        <Footer>
          <Button ref={stayRef} onClick={stay}>
            ماندن در آزمون
          </Button>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            بیرون رفتن
          </Button>
        </Footer>
      }
    >
      <p>
        آزمون هنوز تمام نشده و زمانش می‌گذرد. پاسخ‌هایی که داده‌اید ذخیره شده‌اند و با بازگشت به آزمون می‌توانید ادامه
        دهید.
      </p>
    </Dialog>
  );
}
