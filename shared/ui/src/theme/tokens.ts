/** Colours of one theme; every pair of text and background meets WCAG AA. */
export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  border: string;
  danger: string;
  onDanger: string;
  success: string;
  onSuccess: string;
  warning: string;
  focus: string;
  skeleton: string;
  overlay: string;
}

/** Everything a component may read from the theme. */
export interface Theme {
  mode: 'light' | 'dark';
  colors: Palette;
  /** Spacing in steps of 4 px: `space(2)` is 8px. */
  space: (step: number) => string;
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { sm: string; md: string; lg: string };
  font: {
    family: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    weight: { regular: number; medium: number; bold: number };
  };
  /** Stacking order of spec section 9: overlay 2000, dialog 2400. */
  zIndex: { header: number; drawer: number; overlay: number; dialog: number; snackbar: number };
  motion: { fast: string; normal: string };
}

const shared = {
  space: (step: number) => `${step * 4}px`,
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    family: "Vazirmatn, 'Vazirmatn Fallback', Tahoma, system-ui, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  zIndex: { header: 1100, drawer: 1900, overlay: 2000, dialog: 2400, snackbar: 2600 },
  motion: { fast: '120ms', normal: '220ms' },
};

/** The light theme. */
export const lightTheme: Theme = {
  ...shared,
  mode: 'light',
  colors: {
    background: '#f6f7fb',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    text: '#1b1f2a',
    textMuted: '#4d5566',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    onPrimary: '#ffffff',
    border: '#c9cdd8',
    danger: '#b42318',
    onDanger: '#ffffff',
    success: '#067647',
    onSuccess: '#ffffff',
    warning: '#b54708',
    focus: '#c2410c',
    skeleton: '#e4e7ef',
    overlay: 'rgba(15, 18, 28, 0.55)',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
};

/** The dark theme. */
export const darkTheme: Theme = {
  ...shared,
  mode: 'dark',
  colors: {
    background: '#11141b',
    surface: '#1b2030',
    surfaceRaised: '#242a3d',
    text: '#eef0f6',
    textMuted: '#b4bacb',
    primary: '#8db4ff',
    primaryHover: '#afc9ff',
    onPrimary: '#0b1020',
    border: '#454d66',
    danger: '#ff8a80',
    onDanger: '#2a0a08',
    success: '#6ee7b7',
    onSuccess: '#04261a',
    warning: '#fdb022',
    focus: '#fbbf24',
    skeleton: '#2b3246',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

/** The theme of a mode. */
export function themeFor(mode: 'light' | 'dark'): Theme {
  return mode === 'dark' ? darkTheme : lightTheme;
}
