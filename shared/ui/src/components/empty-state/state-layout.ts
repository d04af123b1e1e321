import styled from 'styled-components';

/** The centred column shared by the empty and error states. */
export const StateLayout = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(10)};
  padding-inline: ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** The large decorative icon at the top of a state. */
export const StateIcon = styled.div<{ $tone: 'muted' | 'danger' }>`
  display: grid;
  place-items: center;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  & svg {
    inline-size: 56px;
    block-size: 56px;
  }
`;

/** The state's title. */
export const StateTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The sentence under the title. */
export const StateText = styled.p`
  margin: 0;
  max-inline-size: 40ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;
