import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, isNotFoundError, TextField } from '@shared/ui';
import { useSerialLookup } from '../hooks/use-serial-lookup.ts';
import { readSerial } from '../utils/read-serial.ts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  & > :first-child {
    flex: 1 1 200px;
  }
  /* Level with the input, under the label. */
  & > button {
    margin-block-start: calc(${({ theme }) => theme.font.size.sm} * 1.8 + ${({ theme }) => theme.space(1)});
  }
`;

function problemOf(error: unknown): string | undefined {
  if (!error) return undefined;
  if (isNotFoundError(error)) return 'مدخلی با این شماره پیدا نشد.';
  return 'یافتن مدخل انجام نشد؛ دوباره تلاش کنید.';
}

/** A small form that opens an entry by its serial number. */
export function SerialLookup() {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lookup = useSerialLookup();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const serial = readSerial(text);
    setInvalid(serial === undefined);
    if (serial !== undefined) lookup.mutate(serial);
  }

  const problem = invalid ? 'شمارهٔ مدخل را با رقم بنویسید، مثلاً ۱۰۰۴۵۷.' : problemOf(lookup.error);
  return (
    <Form aria-label="یافتن با شمارهٔ مدخل" onSubmit={onSubmit} noValidate>
      <TextField
        label="شمارهٔ مدخل"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        error={problem}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
          lookup.reset();
        }}
      />
      <Button type="submit" variant="secondary" loading={lookup.isPending}>
        نمایش مدخل
      </Button>
    </Form>
  );
}
