import { createEventBus } from './bus.ts';
import { platformEvents } from './events.ts';

export * from './bus.ts';
export * from './events.ts';

/**
 * The page's one bus. This module is a federation singleton, so the shell and
 * every remote receive the same instance.
 */
export const bus = createEventBus(platformEvents);
