import styled from 'styled-components';
import type { AvatarUploadState } from '../hooks/use-avatar-upload.ts';

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** What happened to the last file: refused, failed or cancelled (success shows in the snackbar and the picture). */
export function UploadStatus({ state }: { state: AvatarUploadState }) {
  if (state.status === 'refused' || state.status === 'failed') return <Problem role="alert">{state.message}</Problem>;
  if (state.status === 'cancelled') return <p role="status">بارگذاری لغو شد؛ تصویر قبلی شما سر جایش است.</p>;
  return null;
}
