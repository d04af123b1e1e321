import { useSessionUser } from '@shared/api-client';
import { Button, formatPercent, ProgressBar } from '@shared/ui';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { ProfileAvatar } from '../../../components/ProfileAvatar.tsx';
import { useAvatarUpload } from '../hooks/use-avatar-upload.ts';
import { AVATAR_ACCEPT } from '../utils/avatar-file.ts';
import { UploadStatus } from './UploadStatus.tsx';

const Zone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Side = styled.div`
  display: flex;
  flex: 1 1 14rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};

  p {
    margin: 0;
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The avatar: choose a picture or drop it here, see it at once, watch it
 * upload, cancel midway. A wrong type or a file over 2 MB is refused with a
 * Persian message before anything is sent.
 */
export function AvatarUploader() {
  const user = useSessionUser();
  const { state, upload, cancel } = useAvatarUpload();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  // The preview is an object URL: free it when it is replaced or the page closes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function take(file: File | undefined) {
    if (!file) return;
    setPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    void upload(file);
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  }

  const uploading = state.status === 'uploading';
  const showPreview = preview && (uploading || state.status === 'failed');
  const name = user?.fullName ?? '';
  return (
    <section aria-labelledby="avatar-heading">
      <h2 id="avatar-heading">تصویر نمایه</h2>
      <Zone
        $over={over}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="avatar-drop-zone"
      >
        <ProfileAvatar
          src={showPreview ? preview : (user?.avatar ?? null)}
          raw={Boolean(showPreview)}
          name={name}
          size={96}
        />
        <Side>
          <p>تصویری را این‌جا رها کنید یا از دستگاه خود انتخاب کنید.</p>
          <Hint id="avatar-hint">PNG، JPEG یا WebP، حداکثر ۲ مگابایت.</Hint>
          <input
            ref={input}
            type="file"
            accept={AVATAR_ACCEPT}
            className="visually-hidden"
            aria-label="انتخاب تصویر نمایه"
            aria-describedby="avatar-hint"
            tabIndex={-1}
            onChange={(event) => {
              take(event.currentTarget.files?.[0]);
              event.currentTarget.value = '';
            }}
          />
          {uploading ? (
            <>
              <ProgressBar value={state.percent} label="پیشرفت بارگذاری تصویر" />
              <p aria-live="polite">در حال بارگذاری… {formatPercent(state.percent / 100)}</p>
              <Button type="button" variant="secondary" onClick={cancel}>
                لغو بارگذاری
              </Button>
            </>
          ) : (
            <Button type="button" variant="secondary" onClick={() => input.current?.click()}>
              انتخاب تصویر
            </Button>
          )}
          <UploadStatus state={state} />
        </Side>
      </Zone>
    </section>
  );
}
