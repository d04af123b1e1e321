import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Tabs, type TabItem } from './Tabs.tsx';

const tabs: TabItem[] = [
  { id: 'lessons', label: 'درس‌ها', content: 'فهرست درس‌ها' },
  { id: 'quizzes', label: 'آزمون‌ها', content: 'فهرست آزمون‌ها' },
  { id: 'notes', label: 'یادداشت‌ها', content: 'یادداشت‌های من' },
];

function renderTabs(dir: 'rtl' | 'ltr' = 'rtl') {
  const onChange = jest.fn();
  renderWithTheme(
    <div dir={dir}>
      <Tabs tabs={tabs} label="بخش‌های درس" onChange={onChange} />
    </div>,
  );
  return { onChange };
}

describe('Tabs', () => {
  it('shows the first tab open and its panel named by it', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'بخش‌های درس' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'درس‌ها' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'درس‌ها' })).toHaveTextContent('فهرست درس‌ها');
  });

  it('in right to left, ArrowLeft opens the next tab and ArrowRight the previous, wrapping at the ends', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTabs('rtl');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'درس‌ها' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'آزمون‌ها' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('فهرست آزمون‌ها');
    expect(onChange).toHaveBeenLastCalledWith('quizzes');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'یادداشت‌ها' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'یادداشت‌ها' })).toHaveAttribute('aria-selected', 'true');
  });

  it('inside a left-to-right region, ArrowRight opens the next tab', async () => {
    const user = userEvent.setup();
    renderTabs('ltr');

    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'آزمون‌ها' })).toHaveFocus();
  });

  it('goes to the ends with Home and End, and Tab moves on to the panel', async () => {
    const user = userEvent.setup();
    renderTabs();

    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'یادداشت‌ها' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'درس‌ها' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
