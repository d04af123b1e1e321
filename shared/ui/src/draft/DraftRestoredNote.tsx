import styled from 'styled-components';

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Says, as it appears, that the form holds text typed earlier and not sent (see `useFormDraft`). */
export function DraftRestoredNote() {
  return <Note role="status">آنچه پیش‌تر نوشته بودید و فرستاده نشده بود، سر جایش برگشت.</Note>;
}
