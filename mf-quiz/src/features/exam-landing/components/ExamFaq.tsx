import styled from 'styled-components';
import { MAHA_EXAM } from '../exam-content.ts';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  & details {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  & summary {
    cursor: pointer;
    min-block-size: 32px;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  & p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    line-height: 2;
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
`;

/** Questions students ask before the exam. */
export function ExamFaq() {
  return (
    <section aria-labelledby="maha-faq-title">
      <Heading id="maha-faq-title">پرسش‌های پرتکرار</Heading>
      <List>
        {MAHA_EXAM.faq.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </List>
    </section>
  );
}
