import type { ReactNode } from 'react';

/* Line icons of the header, drawer and bottom bar. All are decorative: the
   control that holds one carries the accessible name. */

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Three lines: opens the drawer. */
export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

/** A magnifier. */
export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
);

/** A house. */
export const HomeIcon = () => (
  <Icon>
    <path d="M4 11l8-7 8 7v9H14v-6h-4v6H4z" />
  </Icon>
);

/** A page of text. */
export const ArticleIcon = () => (
  <Icon>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M9 11h7M9 15h7M9 7h3" />
  </Icon>
);

/** A question mark in a bubble. */
export const QuestionIcon = () => (
  <Icon>
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M10 8.5a2 2 0 1 1 2.5 1.9c-.4.2-.5.5-.5.9v.2M12 13.5v.01" />
  </Icon>
);

/** A play button on a screen. */
export const CourseIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="13" rx="2" />
    <path d="M10.5 9v5l4-2.5z" />
  </Icon>
);

/** A bell. */
export const BellIcon = () => (
  <Icon>
    <path d="M6 17V11a6 6 0 1 1 12 0v6l1.5 2h-15z" />
    <path d="M10 21h4" />
  </Icon>
);

/** A sun: the light theme. */
export const SunIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);

/** A moon: the dark theme. */
export const MoonIcon = () => (
  <Icon>
    <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
  </Icon>
);

/** A person: log in. */
export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

/** A chevron pointing down; turned when its section is open. */
export const ChevronIcon = () => (
  <Icon>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
