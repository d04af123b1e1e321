import { applyOverrideParams, OVERRIDES_STORAGE_KEY, readOverrides } from './overrides.ts';

describe('developer overrides', () => {
  beforeEach(() => localStorage.clear());

  it('stores an override from the address in this browser and takes it off the address', () => {
    const rest = applyOverrideParams('?mf-override=quiz@http://127.0.0.1:3002/mf-manifest.json&tab=2');
    expect(rest).toBe('?tab=2');
    expect(readOverrides()).toEqual({ quiz: 'http://127.0.0.1:3002/mf-manifest.json' });
  });

  it('removes one override with area@ or area@off, and all with off', () => {
    applyOverrideParams(
      '?mf-override=quiz@http://127.0.0.1:3002/mf-manifest.json&mf-override=blog@http://localhost:3004/mf-manifest.json',
    );
    applyOverrideParams('?mf-override=quiz@');
    expect(Object.keys(readOverrides())).toEqual(['blog']);
    expect(applyOverrideParams('?mf-override=off')).toBe('');
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });

  it('ignores unknown areas, non-http URLs and damaged storage', () => {
    applyOverrideParams(
      '?mf-override=chat@http://127.0.0.1:1/x&mf-override=quiz@javascript:alert(1)&mf-override=nonsense',
    );
    expect(readOverrides()).toEqual({});
    localStorage.setItem(OVERRIDES_STORAGE_KEY, '{not json');
    expect(readOverrides()).toEqual({});
  });

  it('leaves an address without the parameter as it is', () => {
    expect(applyOverrideParams('?q=ریاضی')).toBe('?q=ریاضی');
  });
});
