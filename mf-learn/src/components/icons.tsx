import type { ContentType } from '@shared/api-client';

/* Small line icons, decorative: the text beside each says the same. */

const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function PlayIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8.5v7l5.5-3.5z" fill="currentColor" />
    </svg>
  );
}

export function TextIcon() {
  return (
    <svg {...common}>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 12h7M9 16h7M9 8h3" />
    </svg>
  );
}

export function FileIcon() {
  return (
    <svg {...common}>
      <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5" />
      <path d="M5 19h14" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common}>
      <path d="M5 12.5 10 17l9-10" />
    </svg>
  );
}

export function ListIcon() {
  return (
    <svg {...common}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </svg>
  );
}

/** The icon of a content's type. */
export function ContentTypeIcon({ type }: { type: ContentType }) {
  if (type === 'video') return <PlayIcon />;
  if (type === 'text') return <TextIcon />;
  return <FileIcon />;
}
