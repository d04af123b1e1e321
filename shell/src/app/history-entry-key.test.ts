import { keyHistoryEntry } from './history-entry-key.ts';
import { createSiteRouter } from './router.tsx';

/** A load from the address bar: the browser's new entry has no state. */
function freshLoad(path: string) {
  window.history.replaceState(null, '', path);
}

/** The key the router gives the entry it starts on, which is what scroll positions are kept under. */
function startingKey(): string {
  const router = createSiteRouter();
  const { key } = router.state.location;
  router.dispose();
  return key;
}

describe('the key of the history entry a page loads into', () => {
  it('differs from one fresh load to the next, so no load is restored to another page’s position', () => {
    freshLoad('/faq');
    const first = startingKey();
    freshLoad('/aboutus');
    const second = startingKey();
    expect(first).not.toBe('default');
    expect(second).not.toBe('default');
    expect(second).not.toBe(first);
  });

  it('stays the same on a reload or a return to the entry, so its own position comes back', () => {
    freshLoad('/faq');
    const loaded = startingKey();
    // A reload or back/forward keeps the entry's state.
    expect(startingKey()).toBe(loaded);
  });

  it('keeps what else the entry holds', () => {
    window.history.replaceState({ idx: 3, usr: { from: 'x' } }, '', '/faq');
    keyHistoryEntry();
    expect(window.history.state).toMatchObject({ idx: 3, usr: { from: 'x' }, key: expect.any(String) });
  });
});
