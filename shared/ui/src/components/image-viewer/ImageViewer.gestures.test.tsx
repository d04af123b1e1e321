import { fireEvent, screen } from '@testing-library/react';
import { installPointerEvent, loadImage, renderViewer, stage, zoomText } from './viewer-test-utils.tsx';

beforeAll(installPointerEvent);

const counter = () => screen.getByText(/^[۰-۹]+ از [۰-۹]+$/).textContent;

/** One finger from `fromX` to `toX` (and `dy` down), as a person swipes. */
function swipe(fromX: number, toX: number, dy = 0) {
  fireEvent.pointerDown(stage(), { pointerId: 1, clientX: fromX, clientY: 300 });
  fireEvent.pointerMove(stage(), { pointerId: 1, clientX: (fromX + toX) / 2, clientY: 300 + dy / 2 });
  fireEvent.pointerMove(stage(), { pointerId: 1, clientX: toX, clientY: 300 + dy });
  fireEvent.pointerUp(stage(), { pointerId: 1, clientX: toX, clientY: 300 + dy });
}

describe('ImageViewer gestures', () => {
  it('ignores a swipe of 50 px or less', () => {
    renderViewer({ startIndex: 2 });
    swipe(200, 250);
    swipe(200, 160);
    expect(counter()).toBe('۳ از ۵');
  });

  it('goes to the next image on a swipe to the right and back on one to the left, as Persian reads', () => {
    renderViewer({ startIndex: 2 });
    swipe(200, 260);
    expect(counter()).toBe('۴ از ۵');
    swipe(300, 100);
    swipe(300, 100);
    expect(counter()).toBe('۲ از ۵');
  });

  it('does not take a mostly vertical move for a swipe', () => {
    renderViewer({ startIndex: 2 });
    swipe(200, 260, 120);
    expect(counter()).toBe('۳ از ۵');
  });

  it('shows the dragging state while a finger is down', () => {
    renderViewer();
    loadImage();
    fireEvent.pointerDown(stage(), { pointerId: 1, clientX: 100, clientY: 100 });
    expect(stage()).toHaveAttribute('data-state', 'dragging');
    fireEvent.pointerUp(stage(), { pointerId: 1, clientX: 100, clientY: 100 });
    expect(stage()).toHaveAttribute('data-state', 'ready');
  });

  it('pans a zoomed-in image instead of swiping', () => {
    renderViewer();
    loadImage();
    fireEvent.keyDown(document, { key: '+' });
    swipe(200, 320, 30);
    expect(counter()).toBe('۱ از ۵');
    expect(screen.getByRole('img').style.transform).toBe('translate(120px, 30px) scale(1.12)');
  });

  it('zooms with a two-finger pinch, showing the gesturing state', () => {
    renderViewer();
    loadImage();
    fireEvent.pointerDown(stage(), { pointerId: 1, clientX: 100, clientY: 200 });
    fireEvent.pointerDown(stage(), { pointerId: 2, clientX: 200, clientY: 200 });
    expect(stage()).toHaveAttribute('data-state', 'gesturing');
    fireEvent.pointerMove(stage(), { pointerId: 2, clientX: 250, clientY: 200 });
    expect(zoomText()).toBe('۱۵۰٪');
    fireEvent.pointerMove(stage(), { pointerId: 2, clientX: 2000, clientY: 200 });
    expect(zoomText()).toBe('۳۰۰٪');

    // Lifting the fingers one by one ends the pinch without a swipe.
    fireEvent.pointerUp(stage(), { pointerId: 2, clientX: 2000, clientY: 200 });
    fireEvent.pointerMove(stage(), { pointerId: 1, clientX: 400, clientY: 200 });
    fireEvent.pointerUp(stage(), { pointerId: 1, clientX: 400, clientY: 200 });
    expect(counter()).toBe('۱ از ۵');
    expect(stage()).toHaveAttribute('data-state', 'ready');
  });
});
