import { useEffect, type ReactNode } from 'react';

/**
 * What a student typed into a server-rendered page before React took it over.
 *
 * The server's HTML is on screen and typable long before a slow phone has downloaded and run the scripts. React
 * then hydrates the page with the state it was rendered with: a controlled field's state is still empty, a form
 * library registers its fields with their default values, and the first re-render writes those over what the
 * student typed (or an autofilled password). So the shell notes every form control changed before hydration and,
 * once React owns the page, gives each value back the way a keystroke would: as an input event React and the
 * form libraries read like any other.
 */

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a control held when last changed by the student: its text, or whether it was checked. */
type Held = { text: string } | { checked: boolean };

/** Controls whose value cannot or need not be given back: files are the browser's, hidden ones no one's. */
const UNTYPABLE = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

function isFormControl(target: EventTarget | null): target is FormControl {
  if (target instanceof HTMLInputElement) return !UNTYPABLE.has(target.type);
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLSelectElement && !target.multiple);
}

const isCheckable = (control: FormControl): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const heldBy = (control: FormControl): Held =>
  isCheckable(control) ? { checked: control.checked } : { text: control.value };

/** Whether the control differs from the HTML the server sent. */
function changedFromMarkup(control: FormControl): boolean {
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

/** Sets the text through the element's own class, past the instance setter React uses to track values. */
function setValueNatively(control: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set;
  if (setter) setter.call(control, text);
  else control.value = text;
}

/** Gives a control its value back as the student's own input: React sees a change and calls its onChange. */
function giveBack(control: FormControl, held: Held) {
  if (!control.isConnected || control.disabled) return;
  if ('checked' in held) {
    if (!isCheckable(control)) return;
    // A radio left unchecked was unchecked by its checked neighbour, which is given back itself.
    if (!held.checked && control.type === 'radio') return;
    // React knows a checkbox changed by its click: set the opposite (so React's record differs), then click.
    control.checked = !held.checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = held.text;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React skips an input event when the value equals the one it last recorded: record another first.
  control.value = held.text === '' ? ' ' : '';
  setValueNatively(control, held.text);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The watch started before hydration: `giveBack` ends it and replays what was typed (once). */
export interface TypedBeforeHydration {
  giveBack(): void;
}

/** Starts noting what is typed into `root`, including what was typed before this script ran. */
export function watchTypedBeforeHydration(root: HTMLElement): TypedBeforeHydration {
  const typed = new Map<FormControl, Held>();
  for (const control of root.querySelectorAll('input, textarea, select')) {
    if (isFormControl(control) && changedFromMarkup(control)) typed.set(control, heldBy(control));
  }
  const note = (event: Event) => {
    if (isFormControl(event.target) && root.contains(event.target)) typed.set(event.target, heldBy(event.target));
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  return {
    giveBack() {
      root.removeEventListener('input', note, true);
      root.removeEventListener('change', note, true);
      const entries = [...typed];
      typed.clear();
      for (const [control, held] of entries) giveBack(control, held);
    },
  };
}

/** Calls `then` once the tree below it has hydrated: its effect runs after every effect of the page's own. */
export function WhenHydrated({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}
