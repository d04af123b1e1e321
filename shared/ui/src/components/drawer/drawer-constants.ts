/** Width of the navigation drawer (spec section 9). */
export const DRAWER_WIDTH_PX = 256;

/** Width of the drawer collapsed to a rail of icons (spec section 9). */
export const DRAWER_RAIL_WIDTH_PX = 56;

/** How far a finger must move toward the drawer's edge to close it (spec section 9). */
export const SWIPE_THRESHOLD_PX = 16;
