import { historySoundness } from './history-soundness.ts';

const made = ['a-0', 'a-1', 'b-0'];

describe('historySoundness', () => {
  it('finds a sound history sound', () => {
    const history = made.map((actor, index) => ({ revision: index + 1, actor }));
    expect(historySoundness(history, made)).toEqual({ entries: 3, contiguous: true, lost: [], doubled: [] });
  });

  it('names a lost change, a change applied twice and a gap in the revisions', () => {
    const history = [
      { revision: 1, actor: 'a-0' },
      { revision: 2, actor: 'a-0' },
      { revision: 4, actor: 'b-0' },
    ];
    expect(historySoundness(history, made)).toEqual({
      entries: 3,
      contiguous: false,
      lost: ['a-1'],
      doubled: ['a-0'],
    });
  });
});
