import { shareAddress, telegramShareUrl, whatsappShareUrl } from './share-links.ts';

describe('shareAddress', () => {
  it('is the page’s address without its query string or fragment', () => {
    expect(shareAddress('https://daneshsara.example', '/articles/a?utm_source=x&page=2#comments')).toBe(
      'https://daneshsara.example/articles/a',
    );
  });

  it('shows a Persian slug in letters, not %-codes', () => {
    expect(shareAddress('https://daneshsara.example', '/dehkhoda/entry/457/%DA%A9%D8%AA%D8%A7%D8%A8')).toBe(
      'https://daneshsara.example/dehkhoda/entry/457/کتاب',
    );
  });

  it('keeps an encoded slash, question mark or hash inside its segment', () => {
    expect(shareAddress('https://daneshsara.example', '/articles/a%2Fb%3Fc%23d')).toBe(
      'https://daneshsara.example/articles/a%2Fb%3Fc%23d',
    );
  });

  it('never leaves the site, whatever the path', () => {
    expect(shareAddress('https://daneshsara.example', '//evil.example/x')).toBe('https://daneshsara.example/');
  });
});

describe('messenger links', () => {
  it('sends the address and the title to Telegram’s share page', () => {
    const link = new URL(telegramShareUrl('https://daneshsara.example/articles/کتاب', 'کتاب خوب'));
    expect(link.origin + link.pathname).toBe('https://t.me/share/url');
    expect(link.searchParams.get('url')).toBe('https://daneshsara.example/articles/کتاب');
    expect(link.searchParams.get('text')).toBe('کتاب خوب');
  });

  it('sends one WhatsApp message: the title, then the address on its own line', () => {
    const link = new URL(whatsappShareUrl('https://daneshsara.example/course/riazi-7', 'ریاضی هفتم & جبر'));
    expect(link.origin).toBe('https://wa.me');
    expect(link.searchParams.get('text')).toBe('ریاضی هفتم & جبر\nhttps://daneshsara.example/course/riazi-7');
  });
});
