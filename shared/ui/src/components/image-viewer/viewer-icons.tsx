import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Icons are decoration: the buttons around them carry the accessible names. */
function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A chevron pointing to a physical side; the caller picks the side from the reading direction. */
export function ChevronIcon({ pointing, ...props }: IconProps & { pointing: 'left' | 'right' }) {
  return <Icon {...props}>{pointing === 'left' ? <path d="M15 5l-7 7 7 7" /> : <path d="M9 5l7 7-7 7" />}</Icon>;
}

/** A cross, for closing. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

/** A magnifier with a plus. */
export function ZoomInIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4M8 11h6M11 8v6" />
    </Icon>
  );
}

/** A magnifier with a minus. */
export function ZoomOutIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4M8 11h6" />
    </Icon>
  );
}

/** A picture torn across: the image failed, is not allowed, or there is none. */
export function BrokenImageIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 13V5a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6l-3 2-3-2-3 2-3-2z" />
      <path d="M20 15v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-2l3-2 3 2 3-2 3 2z" />
      <circle cx="9" cy="8" r="1.2" />
    </Icon>
  );
}
