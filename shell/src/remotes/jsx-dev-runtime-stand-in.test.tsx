import { render, screen } from '@testing-library/react';
import { jsxDEV, Fragment } from './jsx-dev-runtime-stand-in.ts';

describe("the production shell's stand-in for React's development JSX runtime", () => {
  it('makes the elements an area compiled for development draws, keys and several children included', () => {
    const list = jsxDEV(
      'ul',
      {
        'aria-label': 'آزمون‌ها',
        children: [
          jsxDEV('li', { children: 'ریاضی' }, 'math', false),
          jsxDEV('li', { children: 'فیزیک' }, 'physics', false),
        ],
      },
      undefined,
      true,
    );
    render(jsxDEV(Fragment, { children: list }, undefined, false));
    expect(screen.getByRole('list', { name: 'آزمون‌ها' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ریاضی', 'فیزیک']);
  });
});
