import { confirmContactCode, type AuthUser, type ContactConfirmResponse } from '@shared/api-client';
import { Button, formatDuration, formatNumber, OtpInput, useSecondsLeft } from '@shared/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  CONTACT_LABEL,
  codeSentSentence,
  confirmFailure,
  shownContact,
  untilConfirmedSentence,
  type ContactChange,
} from '../utils/contact-change.ts';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  h3,
  p {
    margin: 0;
  }
`;

const CodeForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Props of {@link ContactChangePanel}. */
export interface ContactChangePanelProps {
  change: ContactChange;
  /** The account as it is now: what the student keeps until the code is confirmed. */
  user: AuthUser;
  /** The first panel takes the focus when its code arrives: the student types it next. */
  takesFocus: boolean;
  onResend: () => void;
  onCancel: () => void;
  onConfirmed: (answer: ContactConfirmResponse) => void;
}

/**
 * Confirming a new mobile number or e-mail with the code sent to it. The
 * code is checked as soon as the last box is filled; a wrong or expired code
 * shows under the boxes and keeps the digits. Another code can be asked for
 * once the countdown ends; cancelling keeps the account as it is.
 */
export function ContactChangePanel({
  change,
  user,
  takesFocus,
  onResend,
  onCancel,
  onConfirmed,
}: ContactChangePanelProps) {
  const headingId = useId();
  const { challenge } = change;
  // What was typed belongs to one code: a new code starts empty.
  const [typed, setTyped] = useState<{ token?: string; code: string; error?: string }>({ code: '' });
  const current = typed.token === challenge?.token ? typed : { code: '' };
  const [failure, setFailure] = useState<string>();
  const confirm = useMutation({ mutationFn: confirmContactCode });
  // The last box and the submit button may both ask at once; one check at a time.
  const checking = useRef(false);
  const remaining = useSecondsLeft(challenge ? challenge.sentAt + challenge.resendAfterS * 1000 : 0);
  const label = `${CONTACT_LABEL[change.field]} تازه`;

  async function check(code: string) {
    if (!challenge || checking.current) return;
    const token = challenge.token;
    setFailure(undefined);
    if (code.length < challenge.codeLength) {
      setTyped({ token, code, error: `کد ${formatNumber(challenge.codeLength)} رقمی را کامل وارد کنید.` });
      return;
    }
    checking.current = true;
    try {
      onConfirmed(await confirm.mutateAsync({ token, code }));
    } catch (error) {
      const refused = confirmFailure(error);
      setTyped({ token, code, error: refused.code });
      setFailure(refused.other);
    } finally {
      checking.current = false;
    }
  }

  const status = challenge
    ? codeSentSentence(change.value)
    : change.sending
      ? `در حال فرستادن کد تأیید به ${shownContact(change.value)}…`
      : '';

  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>تأیید {label}</h3>
      <p role="status">{status}</p>
      <p>{untilConfirmedSentence(change.field, user)}</p>
      {change.failure && <Problem role="alert">{change.failure}</Problem>}
      {challenge && (
        <CodeForm
          noValidate
          aria-label={`کد تأیید ${label}`}
          onSubmit={(event) => {
            event.preventDefault();
            void check(current.code);
          }}
        >
          <OtpInput
            key={challenge.token}
            length={challenge.codeLength}
            label={`کد تأیید ${label}`}
            // The student has just saved and the code is on its way: typing it is the next step.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={takesFocus}
            error={current.error}
            onChange={(code) => setTyped({ token: challenge.token, code })}
            onComplete={(code) => void check(code)}
          />
          {failure && <Problem role="alert">{failure}</Problem>}
          <Button type="submit" loading={confirm.isPending}>
            تأیید کد
          </Button>
        </CodeForm>
      )}
      <Actions>
        <Button variant="ghost" size="sm" disabled={remaining > 0} loading={change.sending} onClick={onResend}>
          {remaining > 0 ? `ارسال دوبارهٔ کد تا ${formatDuration(remaining)}` : 'ارسال دوبارهٔ کد'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          انصراف از تغییر {CONTACT_LABEL[change.field]}
        </Button>
      </Actions>
    </Panel>
  );
}
