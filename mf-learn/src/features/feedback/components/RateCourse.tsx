import { Button, formatNumber, RatingInput } from '@shared/ui';
import { useState, type FormEvent } from 'react';
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

/** The student's own stars for the course: choose one to five, then send. */
export function RateCourse({ courseSlug, saved }: RateCourseProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  const stars = chosen ?? saved ?? 0;
  const rate = useRateCourse(courseSlug);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stars > 0) rate.mutate(stars);
  }

  return (
    <Form onSubmit={submit} aria-label="امتیاز دادن به دوره">
      <fieldset>
        <legend>امتیاز شما</legend>
        <RatingInput value={stars} onChange={setChosen} label="امتیاز شما به این دوره" />
      </fieldset>
      <Button type="submit" variant="secondary" size="sm" loading={rate.isPending} disabled={stars === 0}>
        ثبت امتیاز
      </Button>
      <Note role="status" $error={rate.isError}>
        {rate.isError && sendErrorText(rate.error, 'rate')}
        {rate.isSuccess && rate.variables === stars && `امتیاز ${formatNumber(rate.variables)} از ۵ برای شما ثبت شد.`}
        {rate.isIdle && chosen === null && saved ? `امتیاز پیشین شما ${formatNumber(saved)} از ۵ است.` : null}
      </Note>
    </Form>
  );
}
