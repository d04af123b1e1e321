import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseButton } from './CloseButton.tsx';
import { Backdrop, Body, Footer, Header, Panel, Positioner, Title } from './dialog-parts.ts';
import { keepTabInside } from './keep-tab-inside.ts';
import { useModalFocus } from './use-modal-focus.ts';
import { useScrollLock } from './use-scroll-lock.ts';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and (unless turned off) a click on the overlay. */
  onClose: () => void;
  /** Shown as the heading; also the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Actions under the content, such as «تأیید» and «انصراف». */
  footer?: ReactNode;
  /** Covers the whole viewport without a backdrop (the shell's search dialog). */
  fullScreen?: boolean;
  /** Whether a click on the dimmed overlay closes the dialog; true by default. */
  closeOnOverlayClick?: boolean;
  /** The element to focus on open; otherwise the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The close button's accessible name. */
  closeLabel?: string;
}

type OpenDialogProps = Omit<DialogProps, 'open'>;

function OpenDialog({
  onClose,
  title,
  children,
  footer,
  fullScreen = false,
  closeOnOverlayClick = true,
  initialFocusRef,
  closeLabel,
}: OpenDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useModalFocus({ containerRef: panelRef, initialFocusRef, contentRef: bodyRef });
  useScrollLock(true);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // A dialog inside a dialog: only the innermost one closes.
      event.stopPropagation();
      onClose();
      return;
    }
    if (panelRef.current) keepTabInside(event, panelRef.current);
  }

  return (
    <>
      {!fullScreen && <Backdrop role="presentation" onClick={closeOnOverlayClick ? onClose : undefined} />}
      <Positioner $fullScreen={fullScreen}>
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={handleKeyDown}
          $fullScreen={fullScreen}
        >
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton onClick={onClose} label={closeLabel} />
          </Header>
          <Body ref={bodyRef}>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </Positioner>
    </>
  );
}

/**
 * A modal dialog rendered over the page in a portal. Focus moves into it on
 * open, Tab stays inside, Escape closes it, focus returns to the opener on
 * close, and the page behind does not scroll.
 */
export function Dialog({ open, ...props }: DialogProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<OpenDialog {...props} />, document.body);
}
