import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import type { Popup } from '../../../contracts/cms';
import { useSystemActor, useT } from '../../app/hooks';
import { Spinner } from '../../ui/spinner';
import styles from './popup.module.css';

function PopupLink({ url, onClick, children }: { url: string; onClick: () => void; children: ReactNode }) {
  if (/^https:\/\//i.test(url)) {
    return (
      <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link className={styles.link} href={url} onClick={onClick}>
      {children}
    </Link>
  );
}

function PopupPicture({ popup, onSettled }: { popup: Popup; onSettled: () => void }) {
  const [small, medium, large] = popup.images;
  return (
    <picture>
      <source media="(min-width: 1200px)" srcSet={large.url} />
      <source media="(min-width: 992px)" srcSet={medium.url} />
      <img className={styles.image} src={small.url} alt={popup.title} width={480} height={640} onLoad={onSettled} onError={onSettled} />
    </picture>
  );
}

function PopupDialog({ popup, onClose }: { popup: Popup | null; onClose: () => void }) {
  const t = useT();
  const [location] = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  const [imageSettled, setImageSettled] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={popup?.title ?? t('content.loading')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <button type="button" className={styles.close} onClick={onClose} aria-label={t('content.popup.close')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      {popup && (
        <PopupLink url={popup.url ?? location} onClick={onClose}>
          <PopupPicture popup={popup} onSettled={() => setImageSettled(true)} />
        </PopupLink>
      )}
      {(!popup || !imageSettled) && (
        <div className={styles.spinner}>
          <Spinner label={t('content.loading')} />
        </div>
      )}
    </dialog>
  );
}

/** The promotional popup, shown once per distinct content (see machines/popup.machine.ts). */
export function PromoPopup() {
  const actor = useSystemActor('popup');
  const open = useSelector(actor, (s) => s.matches('open'));
  const popup = useSelector(actor, (s) => s.context.popup);
  if (!open) return null;
  return <PopupDialog key={popup?.id} popup={popup} onClose={() => actor.send({ type: 'popup.closed' })} />;
}
