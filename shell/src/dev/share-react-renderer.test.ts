import { listRenderersOnHook } from './share-react-renderer.ts';

describe("the DevTools hook in the shell's development build", () => {
  it('lists each renderer that registers, so the React Refresh of an area loaded later finds it', () => {
    const hook = { renderers: new Map<number, unknown>(), inject: jest.fn((_renderer: unknown) => 7) };
    const original = hook.inject;
    listRenderersOnHook(hook);
    const reactDom = { scheduleRefresh: () => undefined };
    expect(hook.inject(reactDom)).toBe(7);
    expect(original).toHaveBeenCalledWith(reactDom);
    expect(hook.renderers.get(7)).toBe(reactDom);
  });

  it('leaves a renderer the real DevTools listed alone, and a page without the hook untouched', () => {
    const listedByDevTools = { bundleType: 1 };
    const hook = { renderers: new Map<number, unknown>([[1, listedByDevTools]]), inject: (_renderer: unknown) => 1 };
    listRenderersOnHook(hook);
    hook.inject({ other: true });
    expect(hook.renderers.get(1)).toBe(listedByDevTools);
    expect(() => listRenderersOnHook(undefined)).not.toThrow();
  });
});
