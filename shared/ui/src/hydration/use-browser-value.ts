import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (the viewport's width, what the browser supports), rendered as the server
 * renders it first, then as the browser knows it, switched as a transition.
 *
 * React's `useSyncExternalStore` does the same with a server snapshot, but when hydration meets a browser
 * value that differs from it, React renders the component again at once, synchronously, in the task that
 * commits the hydration. For the header on a phone that was a task of about 100 ms with the CPU slowed four
 * times, as Lighthouse slows it, during which a tap waited. A transition renders in slices of a few
 * milliseconds, yielding to the browser between them. A render that is not a hydration (a page the browser
 * draws by itself) also starts from the server's value, for one render: the parts this serves render both
 * variants then, each hidden by CSS at the other widths, so nothing shows twice.
 *
 * `subscribe` and `read` must keep their identity between renders (module-level functions).
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const [value, setValue] = useState<T>(serverValue);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
