import styled, { css } from 'styled-components';

/** The column that stacks a field's label, control and texts. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** A field's label: always visible, never a placeholder in disguise. */
export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.text};
`;

/** The marker of a required field; the control's `required` says it to screen readers. */
export function RequiredMark() {
  return <span aria-hidden="true"> *</span>;
}

/** A hint under a field. */
export const HelperText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What is wrong with a field's value, under it. */
export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** The box of a text control, red when its value is wrong. */
export const controlBox = css<{ $invalid: boolean }>`
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: ${({ theme }) => theme.space(2)};
  padding-inline: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The ids a control points to with aria-describedby, or undefined when there are none. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}
