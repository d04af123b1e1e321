import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { controlBox, describedBy, ErrorText, FieldLabel, FieldRoot, HelperText, RequiredMark } from './field-parts.tsx';

interface TextFieldOwnProps {
  /** The visible label. */
  label: ReactNode;
  /** A hint shown under the field. */
  helperText?: ReactNode;
  /** What is wrong with the value; shown under the field and read with it. */
  error?: ReactNode;
  /** Text direction of the value, e.g. 'ltr' for an e-mail address or phone number on this rtl page. */
  dir?: 'ltr' | 'rtl' | 'auto';
}

/** A single-line field: every input prop, including the ref react-hook-form's register gives. */
export type TextFieldInputProps = TextFieldOwnProps & { multiline?: false } & ComponentPropsWithRef<'input'>;

/** A multi-line field: every textarea prop. */
export type TextFieldTextAreaProps = TextFieldOwnProps & { multiline: true } & ComponentPropsWithRef<'textarea'>;

/** Props of {@link TextField}. */
export type TextFieldProps = TextFieldInputProps | TextFieldTextAreaProps;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlBox}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlBox}
  resize: vertical;
  min-block-size: 6rem;
`;

/** The props that go to the input or textarea, without the field's own. */
function controlPropsOf<Props extends TextFieldOwnProps & { multiline?: boolean }>({
  label: _label,
  helperText: _helperText,
  error: _error,
  multiline: _multiline,
  ...control
}: Props) {
  return control;
}

/**
 * A labelled text field with optional hint and error text. The error is tied
 * to the control (aria-describedby, aria-invalid) so a screen reader reads it
 * when the field gets focus.
 */
export function TextField(props: TextFieldProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const helperId = props.helperText ? `${id}-helper` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const invalid = Boolean(props.error);
  const accessibility = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(props['aria-describedby'], helperId, errorId),
    $invalid: invalid,
  };

  const control = props.multiline ? (
    <TextArea rows={4} {...controlPropsOf(props)} {...accessibility} />
  ) : (
    <Input {...controlPropsOf(props)} {...accessibility} />
  );

  return (
    <FieldRoot>
      <FieldLabel htmlFor={id}>
        {props.label}
        {props.required && <RequiredMark />}
      </FieldLabel>
      {control}
      {props.helperText && <HelperText id={helperId}>{props.helperText}</HelperText>}
      {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
    </FieldRoot>
  );
}
