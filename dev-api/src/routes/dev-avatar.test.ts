import Fastify from 'fastify';
import { mediaUrl } from '../seed/media.ts';
import { portraitInitials, portraitSvg } from './dev-avatar.ts';
import { devMediaRoutes } from './dev-media.ts';

describe('generated portraits', () => {
  it('show one or two initials, kept apart between Persian letters', () => {
    expect(portraitInitials('سارا محمدی')).toBe('س\u2009م');
    expect(portraitInitials('علی')).toBe('ع');
    expect(portraitInitials('Sara Mohammadi')).toBe('SM');
  });

  it('draw the initials large on a square, never the whole name', () => {
    const svg = portraitSvg('مریم سادات کریمی');
    expect(svg).toContain('viewBox="0 0 256 256"');
    expect(svg).toMatch(/font-size="100"[^>]*>م\u2009ک<\/text>/);
    expect(svg).not.toContain('سادات');
  });

  it('are what the dev API serves for avatars and teachers; other pictures keep the name', async () => {
    const app = Fastify();
    await app.register(devMediaRoutes);
    const get = async (url: string) => (await app.inject({ method: 'GET', url: url.replace(/^\/api/, '') })).body;
    expect(await get(mediaUrl('avatar', 'سارا محمدی'))).toBe(portraitSvg('سارا محمدی'));
    expect(await get(mediaUrl('teacher', 'علی رضایی'))).toBe(portraitSvg('علی رضایی'));
    expect(await get(mediaUrl('course', 'ریاضی هفتم'))).toContain('ریاضی هفتم');
    await app.close();
  });
});
