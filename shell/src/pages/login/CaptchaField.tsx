import type { UseQueryResult } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { Captcha } from '@shared/api-client';
import { Button, IconButton, Skeleton, TextField } from '@shared/ui';
import { captchaImageSource } from './captcha-image.ts';
import { FormAlert } from './login-parts.ts';

const Question = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-block-size: 60px;
`;

const Picture = styled.img`
  display: block;
  inline-size: 200px;
  max-inline-size: 100%;
  block-size: 60px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const QuestionText = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 4a8 8 0 0 1 7.4 5H17v2h6V5h-2v2.3A10 10 0 1 0 22 12h-2a8 8 0 1 1-8-8z" />
    </svg>
  );
}

/** Props of {@link CaptchaField}. */
export interface CaptchaFieldProps {
  captcha: UseQueryResult<Captcha>;
  /** Asks for another question; the answer typed so far is emptied by the form. */
  onRefresh: () => void;
  error?: string;
  answer: UseFormRegisterReturn<'captcha'>;
}

/**
 * The password login's captcha (spec section 5): the question as a picture
 * (its text is the picture's alternative), a button for another question,
 * and the answer field. While a new question loads, the old one is hidden so
 * nobody answers a question that is no longer asked.
 */
export function CaptchaField({ captcha, onRefresh, error, answer }: CaptchaFieldProps) {
  if (captcha.isError && !captcha.isFetching) {
    return (
      <FormAlert role="alert">
        کد امنیتی بارگیری نشد.{' '}
        <Button variant="secondary" size="sm" onClick={onRefresh}>
          تلاش دوباره
        </Button>
      </FormAlert>
    );
  }
  const current = captcha.isFetching ? undefined : captcha.data;
  if (current && !current.enabled) return null;
  const source = current && captchaImageSource(current.image);
  return (
    <>
      <Question>
        {!current && <Skeleton width={200} height={60} />}
        {current && source && <Picture src={source} alt={current.question} width={200} height={60} />}
        {current && !source && <QuestionText>{current.question}</QuestionText>}
        <IconButton label="کد امنیتی تازه" disabled={captcha.isFetching} onClick={onRefresh}>
          <RefreshIcon />
        </IconButton>
      </Question>
      <TextField
        label="پاسخ کد امنیتی"
        helperText="حاصل را با رقم بنویسید؛ رقم‌های فارسی هم پذیرفته می‌شود."
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        required
        error={error}
        {...answer}
      />
    </>
  );
}
