import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  summary {
    cursor: pointer;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    min-block-size: 44px;
  }
  details[open] summary {
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  details p {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    line-height: 1.9;
    white-space: pre-line;
  }
`;

/**
 * Questions and answers as an accordion. details/summary opens with Enter and
 * Space, and screen readers announce it as expanded or collapsed by themselves.
 * Answers are plain text.
 */
export function FaqAccordion({ faqs }: { faqs: { question: string; answer: string }[] }) {
  return (
    <List>
      {faqs.map((faq) => (
        <details key={faq.question}>
          <summary>{faq.question}</summary>
          <p>{faq.answer}</p>
        </details>
      ))}
    </List>
  );
}
