import { useEffect, useId, useRef } from 'react';
import { NotificationsContent } from './notifications-content';
import { useModal } from '../../ui/dialog';
import styles from './notifications.module.css';

interface SurfaceProps {
  id: string;
  onClose: () => void;
}

/** Desktop: a panel under the bell (a non-modal dialog), focused when it opens. */
export function NotificationsPanel({ id, onClose }: SurfaceProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div id={id} ref={panel} className={styles.panel} role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <NotificationsContent titleId={titleId} onClose={onClose} />
    </div>
  );
}

/** Mobile: a full-height bottom sheet (a modal dialog: the page behind is inert, Escape closes it). */
export function NotificationsSheet({ id, onClose }: SurfaceProps) {
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // The bell takes the focus back itself (header-notifications.tsx).
  useModal(ref, onClose);

  return (
    <dialog
      id={id}
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.sheetPanel}>
        <NotificationsContent titleId={titleId} onClose={onClose} />
      </div>
    </dialog>
  );
}
