import { homeResponseSchema } from './home.ts';

const statsBlock = {
  type: 'stats',
  id: 'stats',
  title: 'دانش‌سرا در یک نگاه',
  items: [{ label: 'دانش‌آموز فعال', value: 48250, unit: 'نفر', icon: 'users' }],
};

describe('home blocks', () => {
  it('drops blocks of a type this site does not know, so a newer backend cannot break the page', () => {
    const parsed = homeResponseSchema.parse({ data: { blocks: [{ type: 'live_classes', id: 'x' }, statsBlock] } });
    expect(parsed.data.blocks.map((block) => block.type)).toEqual(['stats']);
  });

  it('still refuses a known block with missing fields', () => {
    const broken = { ...statsBlock, items: [{ label: 'دانش‌آموز فعال' }] };
    expect(homeResponseSchema.safeParse({ data: { blocks: [broken] } }).success).toBe(false);
  });
});
