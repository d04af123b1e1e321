/** How long a message stays when neither it nor the host says otherwise (spec section 9). */
export const SNACKBAR_DEFAULT_DURATION_MS = 5000;

/** The display time the site is configured with; the shell passes it to the host (spec section 9). */
export const SNACKBAR_CONFIGURED_DURATION_MS = 7000;

/** How many messages are on screen at once; the rest wait their turn. */
export const SNACKBAR_MAX_VISIBLE = 3;
