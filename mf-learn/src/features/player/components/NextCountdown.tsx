import { Button, formatNumber } from '@shared/ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useOwnKeys } from '../hooks/use-own-keys.ts';

const Panel = styled.section`
  position: absolute;
  inset: 0;
  margin: auto;
  inline-size: min(90%, 26rem);
  block-size: fit-content;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgb(0 0 0 / 0.8);
  color: #fff;
  line-height: 1.8;
  text-align: center;

  p {
    margin: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** Props of {@link NextCountdown}. */
export interface NextCountdownProps {
  secondsLeft: number;
  /** The next content's title and kind («درس‌نامه»). */
  title: string;
  kind: string;
  onCancel: () => void;
  /** Whether focus was in the player when the video ended: then «لغو» takes it, one key away. */
  takeFocus: boolean;
}

/**
 * Over the ended video: «رفتن به محتوای بعدی در ۵ ثانیه», what comes next
 * and «لغو». The count is a timer (not announced each second); «لغو»
 * carries it as its description for whoever lands on it.
 */
export function NextCountdown({ secondsLeft, title, kind, onCancel, takeFocus }: NextCountdownProps) {
  const timerId = useId();
  const cancel = useRef<HTMLButtonElement | null>(null);
  const ownKeys = useOwnKeys<HTMLElement>();

  useEffect(() => {
    if (takeFocus) cancel.current?.focus({ preventScroll: true });
  }, [takeFocus]);

  return (
    <Panel ref={ownKeys} slot="centered-chrome" aria-label="محتوای بعدی">
      <p>
        <strong id={timerId} role="timer">
          رفتن به محتوای بعدی در {formatNumber(secondsLeft)} ثانیه
        </strong>
      </p>
      <p>
        {kind}: <bdi>{title}</bdi>
      </p>
      <Button ref={cancel} variant="secondary" aria-describedby={timerId} onClick={onCancel}>
        لغو
      </Button>
    </Panel>
  );
}
