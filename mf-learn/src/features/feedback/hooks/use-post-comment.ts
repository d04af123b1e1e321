import { storeFeedback } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackQuery } from '../api/feedback-queries.ts';

/** Adds the student's comment; the list reloads from its first page to show it on top. */
export function usePostComment(courseSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => storeFeedback({ course_slug: courseSlug, body }),
    onSuccess: async (answer) => {
      bus.emit('platform:snackbar:requested', { type: 'success', message: answer.message });
      await client.resetQueries({ queryKey: feedbackQuery(courseSlug).queryKey });
    },
  });
}
