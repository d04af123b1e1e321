/** Colours of one theme. */
export interface Palette {
  background: string;
  surface: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  border: string;
  danger: string;
  success: string;
  focus: string;
}

/** Everything a component may read from the theme. */
export interface Theme {
  mode: 'light' | 'dark';
  colors: Palette;
  space: (step: number) => string;
  radius: { sm: string; md: string; lg: string };
  font: { family: string; size: { sm: string; md: string; lg: string; xl: string } };
  zIndex: { header: number; overlay: number; dialog: number };
}

const shared = {
  space: (step: number) => `${step * 4}px`,
  radius: { sm: '6px', md: '10px', lg: '16px' },
  font: {
    family: 'Vazirmatn, Tahoma, system-ui, sans-serif',
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem' },
  },
  zIndex: { header: 1100, overlay: 2000, dialog: 2400 },
};

/** The light theme. */
export const lightTheme: Theme = {
  mode: 'light',
  colors: {
    background: '#f6f7fb',
    surface: '#ffffff',
    text: '#1b1f2a',
    textMuted: '#4d5566',
    primary: '#1d4ed8',
    onPrimary: '#ffffff',
    border: '#d9dce5',
    danger: '#b42318',
    success: '#067647',
    focus: '#f59e0b',
  },
  ...shared,
};

/** The dark theme. */
export const darkTheme: Theme = {
  mode: 'dark',
  colors: {
    background: '#11141b',
    surface: '#1b2030',
    text: '#eef0f6',
    textMuted: '#b4bacb',
    primary: '#8db4ff',
    onPrimary: '#0b1020',
    border: '#343b50',
    danger: '#ff8a80',
    success: '#6ee7b7',
    focus: '#fbbf24',
  },
  ...shared,
};
