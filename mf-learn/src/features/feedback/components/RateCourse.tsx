import { zodResolver } from '@hookform/resolvers/zod';
import { feedbackRateRequestSchema } from '@shared/api-client';
import { Button, formatNumber, RatingInput } from '@shared/ui';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { sendErrorText } from '../hooks/error-text.ts';
import { useRateCourse } from '../hooks/use-rate-course.ts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};

  fieldset {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    float: inline-start;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.success)};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Props of {@link RateCourse}. */
export interface RateCourseProps {
  courseSlug: string;
  /** The stars the student gave before (the list's `rating.mine`), shown until they choose again. */
  saved?: number | null;
}

/** The form checks only the stars; the course comes from the page. The rule (1 to 5) is the call's own. */
const resolver = zodResolver(feedbackRateRequestSchema.pick({ rate: true }));

/** The student's own stars for the course: choose one to five, then send. */
export function RateCourse({ courseSlug, saved }: RateCourseProps) {
  // 0 stars is «none chosen yet»: the send button waits for a choice.
  const { control, handleSubmit, reset, watch, formState } = useForm({ defaultValues: { rate: saved ?? 0 }, resolver });
  // The saved stars may arrive after the form (the list loads on its own); a choice already made stays.
  useEffect(() => reset({ rate: saved ?? 0 }, { keepDirtyValues: true }), [saved, reset]);
  const stars = watch('rate');
  const chosen = formState.isDirty;
  const rate = useRateCourse(courseSlug);

  const submit = handleSubmit(({ rate: value }) => rate.mutate(value));

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label="امتیاز دادن به دوره">
      <fieldset>
        <legend>امتیاز شما</legend>
        <Controller
          control={control}
          name="rate"
          render={({ field }) => (
            <RatingInput value={field.value} onChange={field.onChange} label="امتیاز شما به این دوره" />
          )}
        />
      </fieldset>
      <Button type="submit" variant="secondary" size="sm" loading={rate.isPending} disabled={stars === 0}>
        ثبت امتیاز
      </Button>
      <Note role="status" $error={rate.isError || formState.errors.rate !== undefined}>
        {formState.errors.rate?.message}
        {rate.isError && sendErrorText(rate.error, 'rate')}
        {rate.isSuccess && rate.variables === stars && `امتیاز ${formatNumber(rate.variables)} از ۵ برای شما ثبت شد.`}
        {rate.isIdle && !chosen && saved ? `امتیاز پیشین شما ${formatNumber(saved)} از ۵ است.` : null}
      </Note>
    </Form>
  );
}
