import type { AuthUser, ContactConfirmResponse } from '@shared/api-client';
import { Button, formatDuration, useSecondsLeft } from '@shared/ui';
import { useId } from 'react';
import styled from 'styled-components';
import {
  CONTACT_LABEL,
  codeSentSentence,
  shownContact,
  untilConfirmedSentence,
  type ContactChange,
} from '../utils/contact-change.ts';
import { ContactCodeForm } from './ContactCodeForm.tsx';

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
  const remaining = useSecondsLeft(challenge ? challenge.sentAt + challenge.resendAfterS * 1000 : 0);
  const label = `${CONTACT_LABEL[change.field]} تازه`;

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
        // What was typed belongs to one code: a new code starts with an empty form.
        <ContactCodeForm
          key={challenge.token}
          challenge={challenge}
          label={label}
          takesFocus={takesFocus}
          onConfirmed={onConfirmed}
        />
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
