import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { renderWithTheme } from '../testing/render-with-theme.tsx';
import { DraftRestoredNote } from './DraftRestoredNote.tsx';
import { clearAllDrafts, draftKey, hasDraftsFor, readDraft, writeDraft } from './draft-storage.ts';
import { useFormDraft } from './use-form-draft.ts';

/** A comment form as the areas write them: one text field, a send that succeeds and empties it. */
function CommentForm({ ready = true }: { ready?: boolean }) {
  const form = useForm({ defaultValues: { body: '', rate: 0 } });
  const draft = useFormDraft('comment', form, { ready });
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        form.reset({ body: '', rate: 0 });
        draft.clear();
      })}
    >
      {draft.restored && <DraftRestoredNote />}
      <label>
        نظر
        <textarea {...form.register('body')} />
      </label>
      <button type="submit">ثبت</button>
    </form>
  );
}

beforeEach(() => sessionStorage.clear());

describe('useFormDraft', () => {
  it('keeps what was typed for the page and puts it back, with a note, when the form is shown again', async () => {
    const user = userEvent.setup();
    const first = renderWithTheme(<CommentForm />);
    await user.type(screen.getByRole('textbox', { name: 'نظر' }), 'درس خوبی بود');
    first.unmount();
    expect(readDraft('comment', '/')).toEqual({ body: 'درس خوبی بود', rate: 0 });
    expect(hasDraftsFor('/')).toBe(true);

    renderWithTheme(<CommentForm />);
    expect(screen.getByRole('textbox', { name: 'نظر' })).toHaveValue('درس خوبی بود');
    expect(screen.getByRole('status')).toHaveTextContent('سر جایش برگشت');
  });

  it('forgets the draft once the form is sent', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CommentForm />);
    await user.type(screen.getByRole('textbox', { name: 'نظر' }), 'سلام');
    await user.click(screen.getByRole('button', { name: 'ثبت' }));
    expect(sessionStorage.getItem(draftKey('comment', '/'))).toBeNull();
    expect(hasDraftsFor('/')).toBe(false);
  });

  it('waits for the form to be ready, and puts back only text into the fields the form has', () => {
    writeDraft('comment', '/', { body: 'متن', rate: 5, admin: 'true' });
    const { rerender } = renderWithTheme(<CommentForm ready={false} />);
    expect(screen.getByRole('textbox', { name: 'نظر' })).toHaveValue('');
    rerender(<CommentForm ready />);
    expect(screen.getByRole('textbox', { name: 'نظر' })).toHaveValue('متن');
  });

  it('ignores a kept value that is not an object', () => {
    sessionStorage.setItem(draftKey('comment', '/'), '"<img src=x>"');
    renderWithTheme(<CommentForm />);
    expect(screen.getByRole('textbox', { name: 'نظر' })).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forgets every draft of the tab at once (logout), and nothing else', () => {
    writeDraft('comment', '/course/a', { body: 'یک' });
    writeDraft('chat', '/chat', { body: 'دو' });
    sessionStorage.setItem('other', 'x');
    clearAllDrafts();
    expect(hasDraftsFor('/course/a')).toBe(false);
    expect(hasDraftsFor('/chat')).toBe(false);
    expect(sessionStorage.getItem('other')).toBe('x');
  });
});
