import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_BODY_MAX_LENGTH, feedbackBodyOnlySchema } from '@shared/api-client';
import { Button, DraftRestoredNote, TextField, useFormDraft } from '@shared/ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { sendErrorText } from '../hooks/error-text.ts';
import { usePostComment } from '../hooks/use-post-comment.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & > :not(:last-child) {
    align-self: stretch;
  }
`;

/** The form checks only the text; the course comes from the page. The rules are the call's own. */
const resolver = zodResolver(feedbackBodyOnlySchema);

/**
 * Writing a comment on the course; the server's 422 message shows under the
 * field, the text is kept. The text is also kept for the page until it is
 * sent (`useFormDraft`), so a send that meets an ended session finds it
 * back after the login it leads to.
 */
export function CommentForm({ courseSlug }: { courseSlug: string }) {
  const form = useForm({ defaultValues: { body: '' }, resolver });
  const { register, handleSubmit, setError, reset, formState } = form;
  const draft = useFormDraft('course-comment', form);
  const post = usePostComment(courseSlug);

  const submit = handleSubmit(({ body }) =>
    post.mutate(body, {
      onSuccess: () => {
        reset({ body: '' });
        draft.clear();
      },
      onError: (error) =>
        setError('body', { type: 'server', message: sendErrorText(error, 'body') }, { shouldFocus: true }),
    }),
  );

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {draft.restored && <DraftRestoredNote />}
      <TextField
        multiline
        rows={4}
        label="نظر شما دربارهٔ این دوره"
        helperText="تجربهٔ خود را از درس‌ها، مدرس و تمرین‌ها بنویسید."
        maxLength={FEEDBACK_BODY_MAX_LENGTH}
        error={formState.errors.body?.message}
        dir="auto"
        {...register('body')}
      />
      <Button type="submit" loading={post.isPending}>
        ثبت نظر
      </Button>
    </Form>
  );
}
