import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { Select, type SelectOption } from './Select.tsx';

const grades: SelectOption[] = [
  { value: '7', label: 'هفتم' },
  { value: '8', label: 'هشتم' },
  { value: '9', label: 'نهم', disabled: true },
  { value: '10', label: 'دهم' },
];

function renderSelect(props: Partial<Parameters<typeof Select>[0]> = {}) {
  const onChange = jest.fn();
  renderWithTheme(<Select label="پایه" options={grades} onChange={onChange} {...props} />);
  return { onChange, combobox: screen.getByRole('combobox', { name: 'پایه' }) };
}

describe('Select', () => {
  it('opens with the keyboard, moves with the arrows past disabled options and chooses with Enter', async () => {
    const user = userEvent.setup();
    const { onChange, combobox } = renderSelect();

    await user.tab();
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'پایه' })).toBeVisible();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'دهم' }).id);
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenCalledWith('10');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('دهم');
  });

  it('jumps with Home and End and chooses with Space', async () => {
    const user = userEvent.setup();
    const { onChange } = renderSelect({ defaultValue: '8' });

    await user.tab();
    await user.keyboard('{End}');
    await user.keyboard('{Home}');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('closes with Escape without changing the choice', async () => {
    const user = userEvent.setup();
    const { onChange, combobox } = renderSelect({ defaultValue: '7' });

    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('هفتم');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('finds an option by its first letters', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();

    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('د');
    expect(combobox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'دهم' }).id);
  });

  it('chooses with the mouse', async () => {
    const user = userEvent.setup();
    const { onChange, combobox } = renderSelect();

    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'هشتم' }));
    expect(onChange).toHaveBeenCalledWith('8');
    expect(screen.getByRole('option', { name: 'هشتم', hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it('limits the open menu to 310 px and scrolls the rest', async () => {
    const user = userEvent.setup();
    const { combobox } = renderSelect();
    await user.click(combobox);

    expect(screen.getByRole('listbox')).toHaveStyle({ maxBlockSize: '310px', overflowY: 'auto' });
  });

  it('reads the error with the field and marks it invalid', () => {
    const { combobox } = renderSelect({ error: 'پایه را انتخاب کنید', helperText: 'پایهٔ تحصیلی امسال' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('پایهٔ تحصیلی امسال پایه را انتخاب کنید');
  });
});
