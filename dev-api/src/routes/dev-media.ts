import type { FastifyInstance } from 'fastify';

const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A 16:9 picture with the name on it; the colour follows the name so it stays stable. */
export function placeholderSvg(name: string): string {
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const colour = PALETTE[hash % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="${colour}"/><text x="640" y="380" font-family="Vazirmatn, Tahoma, sans-serif" font-size="64" fill="#fff" text-anchor="middle" direction="rtl">${escapeXml(name)}</text></svg>`;
}

/** `GET /dev-media/:kind/:name.svg`: generated images for seeded data (dev API only, not in the contract). */
export async function devMediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: string; file: string } }>('/dev-media/:kind/:file', async (request, reply) => {
    const name = decodeURIComponent(request.params.file.replace(/\.svg$/, ''));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(placeholderSvg(name));
  });
}
