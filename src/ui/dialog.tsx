import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Icon } from './icon';
import { DIALOG_TOASTER } from './toast';
import { Toaster } from './toaster';
import styles from './dialog.module.css';

export type DialogVariant = 'modal' | 'register' | 'side' | 'content' | 'game';

interface DialogProps {
  title: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  onClose: () => void;
  variant?: DialogVariant;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Close when the mask around the panel is clicked. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog>: top layer, inert page behind, focus moved inside on open and given back
 * to the opener when it unmounts; Escape and the close button ask the owner to close it.
 */
export function Dialog({ title, closeLabel, onClose, variant = 'modal', hideTitle, closeOnBackdrop, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read while rendering: by the time effects run, an autofocus field inside may already hold the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

  useModal(ref, onClose, opener);

  const headerRef = useRef<HTMLDivElement>(null);
  const toastTop = useBelow(headerRef);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[variant]}`}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        {variant === 'game' ? (
          // The game brings its own bar (name, close): the title only names the dialog.
          <h2 id={titleId} className="visually-hidden">
            {title}
          </h2>
        ) : (
          <div ref={headerRef} className={styles.header}>
            <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <Icon name="close" size={22} />
            </button>
          </div>
        )}
        <div className={styles.body}>{children}</div>
      </div>
      <Toaster id={DIALOG_TOASTER} top={toastTop} />
    </dialog>
  );
}

/**
 * Shows `ref`'s <dialog> as a modal while mounted (top layer, the page behind inert); Escape asks `onClose` instead
 * of closing it under its owner. On unmount it closes, and the focus goes back to `opener` when given.
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, onClose: () => void, opener: HTMLElement | null = null) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, opener]);
}

/**
 * Where the dialog's toasts start: just below its header, so a stack of toasts never covers the title or the
 * Close button (on a phone the dialog fills the screen and its header is the top of the viewport).
 */
function useBelow(ref: RefObject<HTMLElement | null>): number | undefined {
  const [top, setTop] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setTop(Math.round(element.getBoundingClientRect().bottom) + 8);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [ref]);
  return top;
}
