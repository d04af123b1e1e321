import { formatNumber, listReset } from '@shared/ui';
import styled from 'styled-components';
import { MAHA_EXAM } from '../exam-content.ts';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space(6)};

  & h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}

  & li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
  & li > span {
    flex: none;
    display: inline-grid;
    place-items: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Subjects = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}

  & li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** How ماها works, step by step, and which subjects it covers. */
export function ExamDetails() {
  return (
    <Columns>
      <section aria-labelledby="maha-steps-title">
        <h2 id="maha-steps-title">ماها چطور برگزار می‌شود؟</h2>
        <Steps>
          {MAHA_EXAM.steps.map((step, index) => (
            <li key={step.title}>
              <span aria-hidden="true">{formatNumber(index + 1)}</span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </Steps>
      </section>
      <section aria-labelledby="maha-subjects-title">
        <h2 id="maha-subjects-title">درس‌های آزمون</h2>
        <Subjects>
          {MAHA_EXAM.subjects.map((subject) => (
            <li key={subject}>{subject}</li>
          ))}
        </Subjects>
      </section>
    </Columns>
  );
}
