import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icon';
import { DIALOG_TOASTER } from './toast';
import { Toaster } from './toaster';
import styles from './dialog.module.css';

export type DialogVariant = 'modal' | 'register' | 'side';

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
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Read while rendering: by the time effects run, an autofocus field inside may already hold the focus.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));

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
  }, [opener]);

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
        <div className={styles.header}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" size={22} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
      <Toaster id={DIALOG_TOASTER} />
    </dialog>
  );
}
