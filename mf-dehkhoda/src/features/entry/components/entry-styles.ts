import styled from 'styled-components';
import { listReset } from '@shared/ui';

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

export const Headword = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.5;
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};

  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
  }
  & dt::after {
    content: ':';
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Block = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

export const BlockTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const Senses = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(6)};
  list-style-type: persian;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};

  & li::marker {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const Quotes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  ${listReset}
`;

export const Quote = styled.figure`
  margin: 0;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.sm};

  & blockquote,
  & blockquote p {
    margin: 0;
  }
  & figcaption {
    margin-block-start: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const ChipRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  ${listReset}
`;
