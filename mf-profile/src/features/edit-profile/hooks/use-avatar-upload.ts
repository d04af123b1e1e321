import { uploadAvatarWithProgress, ValidationError } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { avatarFileProblem } from '../utils/avatar-file.ts';
import { announceUser } from './announce-user.ts';

/** Where an avatar upload stands. */
export type AvatarUploadState =
  | { status: 'idle' }
  | { status: 'refused'; message: string }
  | { status: 'uploading'; percent: number }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' }
  | { status: 'done' };

function failureText(error: unknown): string {
  if (error instanceof ValidationError) return error.fields.avatar ?? 'این تصویر پذیرفته نشد.';
  return 'بارگذاری تصویر انجام نشد. اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.';
}

/**
 * Uploads a chosen avatar with progress and a way to cancel. The file is
 * checked first (type, size): a refused file never reaches the network.
 * On success the header hears the new avatar; a cancel or a failure keeps
 * the old one.
 */
export function useAvatarUpload() {
  const client = useQueryClient();
  const [state, setState] = useState<AvatarUploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page mid-upload cancels it.
  useEffect(() => () => running.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      const problem = avatarFileProblem(file);
      if (problem) {
        setState({ status: 'refused', message: problem });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'uploading', percent: 0 });
      try {
        const result = await uploadAvatarWithProgress(file, {
          fileName: file.name,
          signal: controller.signal,
          onProgress: (loaded, total) =>
            setState({
              status: 'uploading',
              percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
            }),
        });
        if (result.data) announceUser(client, result.data.user);
        setState({ status: 'done' });
        bus.emit('platform:snackbar:requested', { type: 'success', message: result.message || 'تصویر شما به‌روز شد.' });
      } catch (error) {
        if (controller.signal.aborted) setState({ status: 'cancelled' });
        else setState({ status: 'failed', message: failureText(error) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [client],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { state, upload, cancel };
}
