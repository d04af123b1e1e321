import { Button } from '@shared/ui';

/**
 * «چاپ کارنامه»: the browser's print dialog. What is printed is the card
 * alone: the shell leaves its header, footer, menus and sidebar off paper,
 * and the profile page leaves off what is marked `data-print="hide"` (this
 * button, the share link).
 */
export function PrintButton() {
  return (
    <Button type="button" variant="secondary" data-print="hide" onClick={() => window.print()}>
      چاپ کارنامه
    </Button>
  );
}
