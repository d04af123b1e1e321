import { RatingDisplay } from './RatingDisplay.tsx';
import { RatingInput } from './RatingInput.tsx';

/** Props of {@link Rating}: with `onChange` it lets a person choose; without, it only shows. */
export interface RatingProps {
  /** 0 to 5. Shown to the nearest half star; chosen in whole stars. */
  value: number;
  onChange?: (value: number) => void;
  /** The question when choosing, for screen readers; «امتیاز» by default. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** Five stars (spec section 9), shown or chosen. */
export function Rating({ value, onChange, label, disabled, className }: RatingProps) {
  if (!onChange) return <RatingDisplay value={value} className={className} />;
  return <RatingInput value={value} onChange={onChange} label={label} disabled={disabled} className={className} />;
}
