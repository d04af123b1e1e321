import { reactCanRefresh, reloadWhenRefreshCannotApply } from './reload-without-react-refresh.ts';

function fakeHot() {
  const handlers: ((status: string) => void)[] = [];
  return {
    hot: { addStatusHandler: (handler: (status: string) => void) => handlers.push(handler) },
    walk: (...statuses: string[]) => statuses.forEach((status) => handlers.forEach((handler) => handler(status))),
  };
}

describe('hot reload of an area dev server inside the production site', () => {
  it('reloads the page once an applied update has nothing that can refresh React', () => {
    const { hot, walk } = fakeHot();
    const reload = jest.fn();
    reloadWhenRefreshCannotApply(hot, () => false, reload);
    walk('check', 'idle');
    expect(reload).not.toHaveBeenCalled();
    walk('check', 'prepare', 'ready', 'dispose', 'apply', 'idle');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves the update to React Refresh where a development React can refresh (npm run dev)', () => {
    const { hot, walk } = fakeHot();
    const reload = jest.fn();
    reloadWhenRefreshCannotApply(hot, () => true, reload);
    walk('check', 'prepare', 'ready', 'dispose', 'apply', 'idle');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads whether React can refresh from the renderers registered with its DevTools hook', () => {
    expect(reactCanRefresh({})).toBe(false);
    // A production react-dom registers without the refresh functions (or not at all).
    expect(reactCanRefresh({ __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: new Map([[1, {}]]) } })).toBe(false);
    const development = { scheduleRefresh: () => undefined };
    expect(reactCanRefresh({ __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: new Map([[1, development]]) } })).toBe(true);
  });
});
