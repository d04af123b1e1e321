import { ErrorState } from '@shared/ui';
import styled from 'styled-components';
import { FileIcon } from '../../../components/icons.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { isSafeMediaUrl } from '../../../lib/safe-url.ts';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};

  p {
    display: flex;
    flex-direction: column;
    flex: 1 1 14rem;
    margin: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Download = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 44px;
  padding-inline: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

/** Props of {@link FileLesson}. */
export interface FileLessonProps {
  url: string;
  fileName: string;
  sizeBytes: number;
}

/** A downloadable handout: its name and size and a download link (a plain anchor: it is a file, not a page). */
export function FileLesson({ url, fileName, sizeBytes }: FileLessonProps) {
  if (!isSafeMediaUrl(url)) {
    return <ErrorState title="این فایل قابل دریافت نیست" message="نشانی فایل معتبر نیست." />;
  }
  return (
    <Box>
      <p>
        <bdi dir="ltr">{fileName}</bdi>
        <span>حجم: {formatFileSize(sizeBytes)}</span>
      </p>
      <Download href={url} download={fileName}>
        <FileIcon />
        دریافت فایل
      </Download>
    </Box>
  );
}
