import type * as z from '@shared/schema';

/**
 * How an event behaves, declared next to its payload so a subscriber knows
 * what to expect (the pattern of excalidraw's app event bus).
 */
export interface EventDefinition<Schema extends z.ZodMiniType = z.ZodMiniType> {
  /** Validates every payload before any handler sees it. */
  payload: Schema;
  /** `once`: fires at most once per page; `many`: any number of times. */
  fires: 'once' | 'many';
  /** Whether a handler that subscribes late is called at once with the last payload. */
  replaysLast: boolean;
}

/** A named set of event definitions. */
export type EventCatalogue = Record<string, EventDefinition>;

/** The payload type of one event of a catalogue. */
export type PayloadOf<C extends EventCatalogue, K extends keyof C> = z.infer<C[K]['payload']>;

/** Something went wrong inside the bus; reported, never thrown at the emitter. */
export type BusProblem =
  | { kind: 'invalid-payload'; event: string; issues: string }
  | { kind: 'handler-threw'; event: string; error: unknown }
  | { kind: 'fired-twice'; event: string };

/** A typed publish/subscribe channel over one catalogue. */
export interface EventBus<C extends EventCatalogue> {
  /** Validates and delivers a payload; returns whether it was delivered. */
  emit<K extends keyof C & string>(event: K, payload: PayloadOf<C, K>): boolean;
  /** Subscribes a handler; returns the function that unsubscribes it. */
  on<K extends keyof C & string>(event: K, handler: (payload: PayloadOf<C, K>) => void): () => void;
}

type AnyHandler = (payload: unknown) => void;

/**
 * Creates a bus for a catalogue. A malformed payload is rejected and reported,
 * a throwing handler is reported and the other handlers still run: one team's
 * bug must not break another team's area.
 */
export function createEventBus<C extends EventCatalogue>(
  catalogue: C,
  report: (problem: BusProblem) => void = (problem) => console.error('[event-bus]', problem),
): EventBus<C> {
  const handlers = new Map<string, Set<AnyHandler>>();
  const last = new Map<string, unknown>();
  const fired = new Set<string>();

  function deliver(event: string, handler: AnyHandler, payload: unknown) {
    try {
      handler(payload);
    } catch (error) {
      report({ kind: 'handler-threw', event, error });
    }
  }

  return {
    emit(event, payload) {
      const definition = catalogue[event];
      if (!definition) return false;
      if (definition.fires === 'once' && fired.has(event)) {
        report({ kind: 'fired-twice', event });
        return false;
      }
      const parsed = definition.payload.safeParse(payload);
      if (!parsed.success) {
        report({ kind: 'invalid-payload', event, issues: parsed.error.message });
        return false;
      }
      fired.add(event);
      if (definition.replaysLast) last.set(event, parsed.data);
      for (const handler of [...(handlers.get(event) ?? [])]) deliver(event, handler, parsed.data);
      return true;
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set<AnyHandler>();
      handlers.set(event, set);
      const anyHandler = handler as AnyHandler;
      set.add(anyHandler);
      if (catalogue[event]?.replaysLast && last.has(event)) deliver(event, anyHandler, last.get(event));
      return () => {
        set.delete(anyHandler);
      };
    },
  };
}
