import { storeFeedbackRate } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberRating } from '../api/feedback-queries.ts';

/** Sends the student's stars (1–5); a second rating replaces the first. The summary updates in place. */
export function useRateCourse(courseSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rate: number) => storeFeedbackRate({ course_slug: courseSlug, rate }),
    onSuccess: (answer) => {
      if (answer.data) rememberRating(client, courseSlug, answer.data);
      bus.emit('platform:snackbar:requested', { type: 'success', message: answer.message });
    },
  });
}
