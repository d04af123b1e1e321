import { formatNumber } from '@shared/ui';
import styled from 'styled-components';

const Notice = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.surface};

  & p {
    margin: 0;
  }
  & ul {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    line-height: 2;
  }
`;

/** A pick that did not count: the question's place in the run (from 1) and why. */
export interface LostPick {
  position: number;
  reason: string;
}

/** Whether a value read from the address's state is a list of lost picks (the state is not to be trusted). */
export function lostPicksOf(value: unknown): LostPick[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is LostPick =>
      typeof item === 'object' &&
      item !== null &&
      Number.isSafeInteger((item as LostPick).position) &&
      typeof (item as LostPick).reason === 'string',
  );
}

/**
 * Names each pick that did not count (it reached the server too late, or was
 * made after the end): which question, and why. Shown as an alert, since the
 * student must not take the result for the whole of what they picked.
 */
export function LostPicksNotice({ picks }: { picks: readonly LostPick[] }) {
  if (picks.length === 0) return null;
  return (
    <Notice role="alert">
      <p>
        {picks.length === 1
          ? 'یکی از پاسخ‌هایی که انتخاب کرده بودید به حساب نیامد:'
          : `${formatNumber(picks.length)} پاسخ از پاسخ‌هایی که انتخاب کرده بودید به حساب نیامد:`}
      </p>
      <ul>
        {picks.map((pick) => (
          <li key={pick.position}>
            سؤال {formatNumber(pick.position)}: {pick.reason}
          </li>
        ))}
      </ul>
    </Notice>
  );
}
