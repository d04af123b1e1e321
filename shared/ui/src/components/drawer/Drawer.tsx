import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIsMobile } from '../../theme/breakpoints.ts';
import { CloseButton } from '../dialog/CloseButton.tsx';
import { Backdrop } from '../dialog/dialog-parts.ts';
import { keepTabInside } from '../dialog/keep-tab-inside.ts';
import { useModalFocus } from '../dialog/use-modal-focus.ts';
import { useScrollLock } from '../dialog/use-scroll-lock.ts';
import { DrawerHeader, ModalPanel, PersistentPanel } from './drawer-parts.ts';
import { useSwipeToClose } from './use-swipe-to-close.ts';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  open: boolean;
  /** Called on Escape, the close button, an overlay click and a swipe toward the edge. */
  onClose: () => void;
  /** The accessible name, e.g. «منوی اصلی». */
  label: string;
  children: ReactNode;
  /** Modal with an overlay, or a column beside the content. Defaults to modal below md. */
  modal?: boolean;
  /** Collapses the non-modal drawer to a 56 px rail of icons. */
  rail?: boolean;
  /** The close button's accessible name. */
  closeLabel?: string;
}

type ModalDrawerProps = Pick<DrawerProps, 'onClose' | 'label' | 'children' | 'closeLabel'>;

function ModalDrawer({ onClose, label, children, closeLabel }: ModalDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useModalFocus({ containerRef: panelRef, contentRef });
  useScrollLock(true);
  const swipe = useSwipeToClose(onClose);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panelRef.current) keepTabInside(event, panelRef.current);
  }

  return (
    <>
      <Backdrop role="presentation" onClick={onClose} />
      <ModalPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        {...swipe}
      >
        <DrawerHeader>
          <CloseButton onClick={onClose} label={closeLabel} />
        </DrawerHeader>
        <div ref={contentRef}>{children}</div>
      </ModalPanel>
    </>
  );
}

/**
 * The navigation drawer on the inline-start side (the right edge in
 * right-to-left). On mobile it is a modal panel over an overlay that closes
 * on Escape, an overlay click or a swipe toward its edge, and handles focus
 * like a dialog. On wider screens it is a labelled column beside the content,
 * 256 px wide or a 56 px rail.
 */
export function Drawer({ open, onClose, label, children, modal, rail = false, closeLabel }: DrawerProps) {
  const isMobile = useIsMobile();
  if (modal ?? isMobile) {
    if (!open || typeof document === 'undefined') return null;
    return createPortal(
      <ModalDrawer onClose={onClose} label={label} closeLabel={closeLabel}>
        {children}
      </ModalDrawer>,
      document.body,
    );
  }
  return (
    <PersistentPanel aria-label={label} hidden={!open} $rail={rail}>
      {children}
    </PersistentPanel>
  );
}
