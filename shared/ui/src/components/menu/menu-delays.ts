/** How long the pointer rests on a menu before it opens (spec section 9). */
export const MENU_OPEN_DELAY_MS = 300;

/** How long after the pointer leaves a menu it closes (spec section 9). */
export const MENU_CLOSE_DELAY_MS = 250;
