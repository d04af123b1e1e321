/**
 * The seek buttons' icon: a circling arrow with «۱۰» in Persian digits
 * (media-chrome's own icon writes the number in Latin digits).
 */
export function SeekIcon({ direction }: { direction: 'back' | 'forward' }) {
  const back = direction === 'back';
  return (
    <svg slot="icon" aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
      <g transform={back ? undefined : 'matrix(-1 0 0 1 24 0)'}>
        <path d="M12 4V1L7 5l5 4V6a7 7 0 1 1-7 7H3a9 9 0 1 0 9-9Z" fill="currentColor" />
      </g>
      <text x="12" y="16.5" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor">
        ۱۰
      </text>
    </svg>
  );
}
