import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme.tsx';
import { OtpInput } from './OtpInput.tsx';

function renderOtp(props: Partial<Parameters<typeof OtpInput>[0]> = {}) {
  const onComplete = jest.fn();
  const onChange = jest.fn();
  renderWithTheme(<OtpInput onComplete={onComplete} onChange={onChange} {...props} />);
  const boxes = screen.getAllByRole('textbox');
  return { onComplete, onChange, boxes };
}

describe('OtpInput', () => {
  it('is one labelled group of six boxes, each named and ready for SMS autofill', () => {
    const { boxes } = renderOtp();

    expect(screen.getByRole('group', { name: 'کد تأیید' })).toBeInTheDocument();
    expect(boxes).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'رقم ۱ از ۶' })).toBe(boxes[0]);
    expect(screen.getByRole('textbox', { name: 'رقم ۶ از ۶' })).toBe(boxes[5]);
    for (const box of boxes) {
      expect(box).toHaveAttribute('autocomplete', 'one-time-code');
      expect(box).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('moves to the next box while typing and reports the whole code once', async () => {
    const user = userEvent.setup();
    const { onComplete, boxes } = renderOtp();

    await user.click(boxes[0]!);
    await user.keyboard('12345');
    expect(boxes[5]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('after a reported code, reports again only once every box is typed anew', async () => {
    const user = userEvent.setup();
    const { onComplete, boxes } = renderOtp();

    await user.click(boxes[0]!);
    await user.keyboard('111111');
    expect(onComplete).toHaveBeenCalledTimes(1);
    // The code was refused: the student taps the first box and types the right code over the old one.
    await user.click(boxes[0]!);
    await user.keyboard('12345');
    expect(onComplete).toHaveBeenCalledTimes(1);
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123456');
  });

  it('does not send a code with one box corrected, and sends a code pasted over it', async () => {
    const user = userEvent.setup();
    const { onComplete, boxes } = renderOtp({ length: 4 });

    await user.click(boxes[0]!);
    await user.keyboard('1111');
    await user.click(boxes[3]!);
    await user.keyboard('2');
    expect(onComplete).toHaveBeenCalledTimes(1);
    await user.click(boxes[0]!);
    await user.paste('5678');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('5678');
  });

  it('accepts Persian and Arabic digits, shows them in Persian and reports Latin ones', async () => {
    const user = userEvent.setup();
    const { onComplete, boxes } = renderOtp();

    await user.click(boxes[0]!);
    await user.keyboard('۱۲۳٤٥٦');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe('۱۲۳۴۵۶');
  });

  it('ignores letters', async () => {
    const user = userEvent.setup();
    const { onChange, boxes } = renderOtp();

    await user.click(boxes[0]!);
    await user.keyboard('a');
    expect(boxes[0]).toHaveValue('');
    expect(boxes[0]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/a/));
  });

  it('cuts a pasted code to the length, dropping anything that is not a digit', async () => {
    const user = userEvent.setup();
    const { onComplete, boxes } = renderOtp();

    await user.click(boxes[2]!);
    await user.paste('کد: ۱۲۳-۴۵۶۷۸۹');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(boxes[5]).toHaveFocus();
  });

  it('pastes a partial code from the box it is pasted into', async () => {
    const user = userEvent.setup();
    const { onChange, boxes } = renderOtp({ length: 4 });

    await user.click(boxes[1]!);
    await user.paste('٧٨');
    expect(onChange).toHaveBeenLastCalledWith('78');
    expect(boxes[1]).toHaveValue('۷');
    expect(boxes[3]).toHaveFocus();
  });

  it('goes back and clears the previous digit with Backspace in an empty box', async () => {
    const user = userEvent.setup();
    const { onChange, boxes } = renderOtp();

    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(boxes[1]).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('reads the error with every box', () => {
    const { boxes } = renderOtp({ error: 'کد درست نیست' });
    for (const box of boxes) {
      expect(box).toBeInvalid();
      expect(box).toHaveAccessibleDescription('کد درست نیست');
    }
  });
});
