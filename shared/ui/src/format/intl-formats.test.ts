import { dateFormat, numberFormat } from './intl-formats.ts';

describe('Intl formatters kept per locale and options', () => {
  it('gives the same formatter for the same locale and options, made once', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const first = dateFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', dateStyle: 'long' });
    const again = dateFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', dateStyle: 'long' });
    expect(again).toBe(first);
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  it('keeps formatters of other options apart', () => {
    expect(numberFormat('fa-IR').format(1234)).toBe('۱٬۲۳۴');
    expect(numberFormat('fa-IR', { useGrouping: false }).format(1234)).toBe('۱۲۳۴');
    expect(numberFormat('fa-IR', { style: 'percent' }).format(0.5)).toBe('۵۰٪');
  });
});
