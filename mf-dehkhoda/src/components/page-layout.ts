import styled from 'styled-components';

/** The column every page of the dictionary is laid out in. */
export const PageColumn = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 960px;
  padding-block: ${({ theme }) => theme.space(2)};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: 1.4;
`;

export const PageLead = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
