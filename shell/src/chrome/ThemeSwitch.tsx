import { IconButton, useThemeMode } from '@shared/ui';
import { MoonIcon, SunIcon } from './icons.tsx';

/**
 * Switches between the light and the dark theme. The label names what a
 * press does; the choice is saved and survives a reload (theme-boot.js).
 */
export function ThemeSwitch() {
  const { mode, toggle } = useThemeMode();
  const toDark = mode === 'light';
  return (
    <IconButton label={toDark ? 'حالت تیره' : 'حالت روشن'} onClick={toggle}>
      {toDark ? <MoonIcon /> : <SunIcon />}
    </IconButton>
  );
}
