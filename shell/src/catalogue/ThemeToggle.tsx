import { Button, useThemeMode } from '@shared/ui';
import { ThemeIcon } from './catalogue-icons.tsx';

/** Switches the page between the light and dark themes; pressed while dark. */
export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <Button variant={dark ? 'primary' : 'secondary'} aria-pressed={dark} onClick={toggle}>
      <ThemeIcon />
      پوستهٔ تیره
    </Button>
  );
}
