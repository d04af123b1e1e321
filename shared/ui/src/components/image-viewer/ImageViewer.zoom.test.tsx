import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadImage, renderViewer, stage, zoomText } from './viewer-test-utils.tsx';

const imageScale = () => document.querySelector('img')?.style.transform.match(/scale\(([\d.]+)\)/)?.[1];

describe('ImageViewer zoom', () => {
  it('cannot zoom before the image has loaded', async () => {
    const user = userEvent.setup();
    renderViewer();
    expect(screen.getByRole('button', { name: 'بزرگ‌نمایی' })).toBeDisabled();
    await user.keyboard('+');
    expect(zoomText()).toBe('۱۰۰٪');
  });

  it('zooms in and out by 0.12 with the buttons and the + and - keys', async () => {
    const user = userEvent.setup();
    renderViewer();
    loadImage();
    await user.click(screen.getByRole('button', { name: 'بزرگ‌نمایی' }));
    expect(zoomText()).toBe('۱۱۲٪');
    expect(imageScale()).toBe('1.12');
    await user.keyboard('+');
    expect(zoomText()).toBe('۱۲۴٪');
    await user.keyboard('--');
    await user.click(screen.getByRole('button', { name: 'کوچک‌نمایی' }));
    expect(zoomText()).toBe('۸۸٪');
  });

  it('stops at 3 when zooming in and at 0.1 when zooming out', async () => {
    const user = userEvent.setup();
    renderViewer();
    loadImage();
    await user.keyboard('+'.repeat(25));
    expect(zoomText()).toBe('۳۰۰٪');
    expect(imageScale()).toBe('3');
    expect(screen.getByRole('button', { name: 'بزرگ‌نمایی' })).toBeDisabled();

    await user.keyboard('-'.repeat(40));
    expect(zoomText()).toBe('۱۰٪');
    expect(imageScale()).toBe('0.1');
    expect(screen.getByRole('button', { name: 'کوچک‌نمایی' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'بزرگ‌نمایی' })).toBeEnabled();
  });

  it('starts the next image unzoomed', async () => {
    const user = userEvent.setup();
    renderViewer();
    loadImage();
    await user.keyboard('+++');
    await user.keyboard('{ArrowLeft}');
    loadImage();
    expect(zoomText()).toBe('۱۰۰٪');
    expect(imageScale()).toBe('1');
  });

  describe('with the mouse wheel', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    const wheel = (deltaY: number) => fireEvent.wheel(stage(), { deltaY });
    const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

    it('takes one step per 80 ms however many wheel events arrive', () => {
      renderViewer();
      loadImage();
      wheel(-100);
      for (let event = 0; event < 7; event += 1) {
        wait(10);
        wheel(-100);
      }
      expect(zoomText()).toBe('۱۱۲٪');

      wait(10);
      wheel(-100);
      expect(zoomText()).toBe('۱۲۴٪');
      wait(80);
      wheel(100);
      expect(zoomText()).toBe('۱۱۲٪');
    });

    it('counts as wheeling until the wheel has been still for 80 ms', () => {
      renderViewer();
      loadImage();
      wheel(-100);
      expect(stage()).toHaveAttribute('data-state', 'wheeling');
      wait(79);
      wheel(-100);
      wait(79);
      expect(stage()).toHaveAttribute('data-state', 'wheeling');
      wait(1);
      expect(stage()).toHaveAttribute('data-state', 'ready');
    });

    it('keeps the page behind from scrolling', () => {
      renderViewer();
      loadImage();
      const event = new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true });
      act(() => {
        stage().dispatchEvent(event);
      });
      expect(event.defaultPrevented).toBe(true);
    });
  });
});
