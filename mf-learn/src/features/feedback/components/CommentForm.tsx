import { Button, TextField } from '@shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { sendErrorText } from '../hooks/error-text.ts';
import { usePostComment } from '../hooks/use-post-comment.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    align-self: stretch;
  }
`;

/** The API's own limits on a comment. */
const MIN_LENGTH = 5;
const MAX_LENGTH = 1000;

/** Writing a comment on the course; the server's 422 message shows under the field. */
export function CommentForm({ courseSlug }: { courseSlug: string }) {
  const [body, setBody] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const post = usePostComment(courseSlug);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = body.trim();
    if (text.length < MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    post.mutate(text, { onSuccess: () => setBody('') });
  }

  const error = tooShort
    ? `متن نظر باید دست‌کم ${MIN_LENGTH.toLocaleString('fa-IR')} نویسه باشد.`
    : post.isError
      ? sendErrorText(post.error, 'body')
      : undefined;

  return (
    <Form onSubmit={submit} noValidate>
      <TextField
        multiline
        rows={4}
        name="body"
        label="نظر شما دربارهٔ این دوره"
        helperText="تجربهٔ خود را از درس‌ها، مدرس و تمرین‌ها بنویسید."
        value={body}
        maxLength={MAX_LENGTH}
        onChange={(event) => setBody(event.target.value)}
        error={error}
        dir="auto"
      />
      <Button type="submit" loading={post.isPending}>
        ثبت نظر
      </Button>
    </Form>
  );
}
