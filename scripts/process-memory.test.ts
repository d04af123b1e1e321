import { residentBytes, residentBytesFromStatus } from './process-memory.ts';

describe('residentBytesFromStatus', () => {
  it('reads the VmRSS line in bytes, not the peak above it', () => {
    const status = ['Name:\tnode', 'VmHWM:\t  250000 kB', 'VmRSS:\t  123456 kB', 'RssAnon:\t   90000 kB'].join('\n');
    expect(residentBytesFromStatus(status)).toBe(123456 * 1024);
  });

  it('is undefined when the process has no VmRSS line', () => {
    expect(residentBytesFromStatus('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBeUndefined();
  });
});

describe('residentBytes', () => {
  it('reads a running process: this one', async () => {
    if (process.platform !== 'linux') return; // /proc is Linux's
    await expect(residentBytes(process.pid)).resolves.toBeGreaterThan(1024 * 1024);
  });
});
