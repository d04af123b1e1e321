import { useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { describedBy, ErrorText, FieldLabel, FieldRoot, HelperText, RequiredMark } from '../text-field/field-parts.tsx';
import { Anchor, Listbox, Option, Placeholder, Trigger } from './select-styles.ts';
import { SelectChevron, SelectedCheck } from './select-icons.tsx';
import { useSelectKeys } from './use-select-keys.ts';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** The visible label. */
  label: ReactNode;
  options: readonly SelectOption[];
  /** The chosen value when the parent keeps it (controlled). */
  value?: string;
  /** The first chosen value when the select keeps it itself. */
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called when focus leaves the select, as form libraries expect. */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /** Shown while nothing is chosen; «انتخاب کنید» by default. */
  placeholder?: string;
  helperText?: ReactNode;
  /** What is wrong with the choice; shown under the field and read with it. */
  error?: ReactNode;
  /** Submits the value with a native form under this name. */
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
}

/**
 * A select with a styled menu (a native select's menu cannot be styled or
 * limited to 310 px). It follows the WAI-ARIA select-only combobox: focus
 * stays on the trigger and aria-activedescendant points at the option.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder = 'انتخاب کنید',
  helperText,
  error,
  name,
  id,
  disabled = false,
  required = false,
}: SelectProps) {
  const generatedId = useId();
  const base = id ?? generatedId;
  const ids = { label: `${base}-label`, listbox: `${base}-listbox`, helper: `${base}-helper`, error: `${base}-error` };
  const optionId = (index: number) => `${base}-option-${index}`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const selectedIndex = options.findIndex((option) => option.value === current);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listboxRef = useRef<HTMLUListElement>(null);

  const openAt = (index: number) => {
    setOpen(true);
    setActiveIndex(index);
  };
  const close = () => setOpen(false);
  const commit = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    if (value === undefined) setOwnValue(option.value);
    if (option.value !== current) onChange?.(option.value);
    close();
  };
  const onKeyDown = useSelectKeys({
    options,
    open,
    activeIndex,
    selectedIndex,
    openAt,
    moveTo: setActiveIndex,
    commit,
    close,
  });

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    // jsdom has no scrollIntoView; browsers do.
    listboxRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const selected = options[selectedIndex];
  return (
    <FieldRoot>
      <FieldLabel as="span" id={ids.label}>
        {label}
        {required && <RequiredMark />}
      </FieldLabel>
      <Anchor>
        <Trigger
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={ids.label}
          aria-controls={ids.listbox}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-disabled={disabled || undefined}
          aria-required={required || undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={describedBy(helperText !== undefined && ids.helper, error !== undefined && ids.error)}
          $invalid={Boolean(error)}
          onClick={() => {
            if (disabled) return;
            if (open) close();
            else openAt(selectedIndex >= 0 ? selectedIndex : -1);
          }}
          onKeyDown={disabled ? undefined : onKeyDown}
          onBlur={(event) => {
            close();
            onBlur?.(event);
          }}
        >
          {selected ? <span>{selected.label}</span> : <Placeholder>{placeholder}</Placeholder>}
          <SelectChevron $open={open} />
        </Trigger>
        {/* Pressing an option must not take focus from the trigger, or the menu would close first. */}
        <Listbox
          ref={listboxRef}
          id={ids.listbox}
          role="listbox"
          aria-labelledby={ids.label}
          hidden={!open}
          onMouseDown={(event) => event.preventDefault()}
        >
          {options.map((option, index) => (
            <Option
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              aria-disabled={option.disabled || undefined}
              $active={index === activeIndex}
              onClick={() => commit(index)}
              onMouseMove={() => {
                if (!option.disabled) setActiveIndex(index);
              }}
            >
              {option.label}
              {index === selectedIndex && <SelectedCheck />}
            </Option>
          ))}
        </Listbox>
      </Anchor>
      {name && <input type="hidden" name={name} value={current ?? ''} />}
      {helperText !== undefined && <HelperText id={ids.helper}>{helperText}</HelperText>}
      {error !== undefined && <ErrorText id={ids.error}>{error}</ErrorText>}
    </FieldRoot>
  );
}
