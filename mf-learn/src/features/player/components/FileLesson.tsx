import { ErrorState } from '@shared/ui';
import styled from 'styled-components';
import { FileIcon } from '../../../components/icons.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { isSafeMediaUrl } from '../../../lib/safe-url.ts';
import { fileFormat } from '../lib/file-format.ts';

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
    flex: 1 1 14rem;
    margin: 0;
    overflow-wrap: anywhere;
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
  /** The media type the API names, if any. */
  mimeType?: string | undefined;
}

/**
 * A downloadable handout: its name and a download link that says its format
 * and size, «دانلود فایل (۱٫۴ کیلوبایت، PDF)» (a plain anchor: it is a file,
 * not a page; the server's Content-Disposition names the saved file).
 */
export function FileLesson({ url, fileName, sizeBytes, mimeType }: FileLessonProps) {
  if (!isSafeMediaUrl(url)) {
    return <ErrorState title="این فایل قابل دریافت نیست" message="نشانی فایل معتبر نیست." />;
  }
  const format = fileFormat(fileName, mimeType);
  return (
    <Box>
      <p>
        <bdi>{fileName}</bdi>
      </p>
      <Download href={url} download={fileName}>
        <FileIcon />
        {/* The size before the format: after a Latin «PDF» the browser would read the size's digits as
            left to right too, and show them apart from «کیلوبایت». */}
        <span>دانلود فایل ({[formatFileSize(sizeBytes), format].filter(Boolean).join('، ')})</span>
      </Download>
    </Box>
  );
}
