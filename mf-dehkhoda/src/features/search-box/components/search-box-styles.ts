import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The field and its popup; the popup hangs under the input. */
export const FieldAnchor = styled.div`
  position: relative;
  flex: 1;
  min-inline-size: 0;
`;

export const Listbox = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + ${({ theme }) => theme.space(1)});
  inset-inline: 0;
  z-index: 10;
  max-block-size: min(60vh, 420px);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  background: ${({ theme, $active }) =>
    $active ? `color-mix(in srgb, ${theme.colors.primary} 14%, transparent)` : 'transparent'};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.primary}` : 'none')};
  outline-offset: -2px;
`;

export const OptionTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const OptionGloss = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
