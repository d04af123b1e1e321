import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatPostRequestSchema,
  postChatMessage,
  UnauthorizedError,
  ValidationError,
  type ChatMessage,
} from '@shared/api-client';
import { Button, DraftRestoredNote, formatNumber, TextField, useFormDraft } from '@shared/ui';
import { useDirtyForm } from '../../health/dirty-forms.ts';
import { useCoarsePointer } from './use-coarse-pointer.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const MAX = formatNumber(CHAT_MESSAGE_MAX_LENGTH);

/** The call's own schema: the server's 1–500 characters, in its words. */
const resolver = zodResolver(chatPostRequestSchema);

/** What the field's hint says: a keyboard's keys, or on a touch screen (no Shift there) the button. */
const KEYBOARD_HINT = 'Enter می‌فرستد و Shift+Enter به خط بعد می‌رود.';
const TOUCH_HINT = 'با دکمهٔ «فرستادن» بفرستید؛ Enter به خط بعد می‌رود.';

/**
 * Writes to the room: 1–500 characters of plain text. With a keyboard Enter
 * sends and Shift+Enter starts a new line; on a touch screen, whose keyboard
 * has no Shift+Enter, Enter starts a new line and the button sends. The text
 * stays in the box until the server has taken it.
 */
export function ChatComposer({ onSent }: { onSent: (message: ChatMessage) => void }) {
  const form = useForm({ defaultValues: { body: '' }, resolver });
  const { register, handleSubmit, setError, reset, watch, formState } = form;
  // Kept until the room has it: a send that meets an ended session finds the text back after login.
  const draft = useFormDraft('chat', form);
  const [failure, setFailure] = useState<string | null>(null);
  const sending = useRef(false);
  const send = useMutation({ mutationFn: postChatMessage });
  const length = watch('body').length;
  useDirtyForm('chat', formState.isDirty);

  const onSubmit = handleSubmit(async ({ body }) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const answer = await send.mutateAsync(body);
      if (answer.data) onSent(answer.data);
      reset({ body: '' });
      draft.clear();
    } catch (error) {
      if (error instanceof ValidationError && error.fields.body) {
        setError('body', { type: 'server', message: error.fields.body }, { shouldFocus: true });
      } else if (!(error instanceof UnauthorizedError)) {
        // A 401 already sends the student to login (the draft keeps the text); anything else keeps it here.
        setFailure('پیام فرستاده نشد. دوباره بفرستید؛ متن شما سر جایش است.');
      }
    } finally {
      sending.current = false;
    }
  });

  const touch = useCoarsePointer();
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!touch && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      {draft.restored && <DraftRestoredNote />}
      <TextField
        multiline
        rows={2}
        dir="auto"
        label="پیام شما"
        helperText={touch ? TOUCH_HINT : KEYBOARD_HINT}
        error={formState.errors.body?.message}
        onKeyDown={onKeyDown}
        {...register('body')}
      />
      {failure && <Alert role="alert">{failure}</Alert>}
      <Row>
        <span aria-live="polite">
          {formatNumber(length)} از {MAX} نویسه
        </span>
        <Button type="submit" loading={send.isPending}>
          فرستادن
        </Button>
      </Row>
    </Form>
  );
}
