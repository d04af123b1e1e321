/**
 * The addresses a page is shared at. A shared link is the page's own
 * address, nothing else: no query string (a search, a page number, a
 * tracking tag) and no fragment; and readable, its Persian slug in letters
 * rather than %-codes (the messengers show it as it is written).
 */
export function shareAddress(origin: string, path: string): string {
  const site = new URL(origin).origin;
  const url = new URL(path, site);
  // A path that names another site (`//host/…`) shares the site's home page, never that site.
  const address = url.origin === site ? `${url.origin}${url.pathname}` : `${site}/`;
  try {
    // decodeURI leaves an encoded `/`, `?` or `#` inside a slug encoded: the address keeps its shape.
    return decodeURI(address);
  } catch {
    return address;
  }
}

/** Telegram's share page: the person picks a chat there; the title goes as the message's text. */
export function telegramShareUrl(address: string, title: string): string {
  return `https://t.me/share/url?url=${encodeURIComponent(address)}&text=${encodeURIComponent(title)}`;
}

/** WhatsApp's share link: one message, the title then the address on its own line. */
export function whatsappShareUrl(address: string, title: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}\n${address}`)}`;
}
