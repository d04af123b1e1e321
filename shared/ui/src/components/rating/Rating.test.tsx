import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Rating } from './Rating.tsx';
import { starFill } from './Star.tsx';

function Chooser({ onChange, dir = 'rtl' }: { onChange: (value: number) => void; dir?: 'rtl' | 'ltr' }) {
  const [value, setValue] = useState(0);
  return (
    <div dir={dir}>
      <Rating
        value={value}
        label="به این درس چه امتیازی می‌دهید؟"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

describe('Rating', () => {
  it('shows a rating in Persian words, to the half star', () => {
    renderWithTheme(<Rating value={4} />);
    expect(screen.getByRole('img', { name: 'امتیاز ۴ از ۵' })).toBeInTheDocument();
  });

  it('names an average with its decimal', () => {
    renderWithTheme(<Rating value={4.5} />);
    expect(screen.getByRole('img', { name: 'امتیاز ۴٫۵ از ۵' })).toBeInTheDocument();
  });

  it('draws averages to the nearest half star', () => {
    const fills = (value: number) => [1, 2, 3, 4, 5].map((position) => starFill(position, value));
    expect(fills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(fills(3.2)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(fills(0.8)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('lets a person choose with the keyboard, ArrowLeft raising the rating in right to left', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Chooser onChange={onChange} />);

    expect(screen.getByRole('radiogroup', { name: 'به این درس چه امتیازی می‌دهید؟' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);

    await user.tab();
    expect(screen.getByRole('radio', { name: '۱ از ۵' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: '۱ از ۵' })).toBeChecked();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '۳ از ۵' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '۳ از ۵' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '۲ از ۵' })).toBeChecked();

    await user.keyboard('{End}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '۵ از ۵' })).toBeChecked();
    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('keeps only the chosen star in the tab order', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Chooser onChange={jest.fn()} />
        <button type="button">بعدی</button>
      </>,
    );

    await user.click(screen.getByRole('radio', { name: '۴ از ۵' }));
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('radio', { name: '۴ از ۵' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'بعدی' })).toHaveFocus();
  });

  it('in a left-to-right region, ArrowRight raises the rating', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Chooser onChange={onChange} dir="ltr" />);

    await user.click(screen.getByRole('radio', { name: '۲ از ۵' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
  });
});
