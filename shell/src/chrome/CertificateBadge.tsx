/**
 * The footer's certificate badge: the e-trust mark the site holds, drawn
 * here rather than loaded from elsewhere, with its name for screen readers.
 */
export function CertificateBadge() {
  return (
    <svg role="img" aria-label="نماد اعتماد الکترونیکی" viewBox="0 0 96 96" width="80" height="80">
      <circle cx="48" cy="48" r="44" fill="none" stroke="#0f766e" strokeWidth="4" />
      <circle cx="48" cy="48" r="36" fill="#0f766e" opacity="0.12" />
      <path d="M48 20l22 9v17c0 14-9.5 25-22 30-12.5-5-22-16-22-30V29z" fill="#0f766e" />
      <path
        d="M37 48l8 8 15-16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
