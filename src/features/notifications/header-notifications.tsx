import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../app/hooks';
import { BellIcon, UnreadDescription } from './bell-icon';
import { useBell, useNotificationsActor } from './use-notifications';
import styles from './notifications.module.css';

/*
 * The panel and the sheet are not part of the first page's script: they load while the bell is on screen, so the
 * first open normally shows them at once.
 */
type Surfaces = typeof import('./notifications-surfaces');
let surfaces: Surfaces | null = null;
const loadSurfaces = () => import('./notifications-surfaces').then((module) => (surfaces = module));
const LazyPanel = lazy(() => loadSurfaces().then((module) => ({ default: module.NotificationsPanel })));
const LazySheet = lazy(() => loadSurfaces().then((module) => ({ default: module.NotificationsSheet })));

/** Below the header's mobile breakpoint the notifications open as a bottom sheet (product §2). */
const MOBILE_QUERY = '(max-width: 991.98px)';
type Surface = 'panel' | 'sheet';

/**
 * The logged-in header's bell with the unread badge. On desktop it opens the panel (582 px high) under it; on
 * mobile a full-height bottom sheet. Either takes the focus when it opens and gives it back to the bell when closed.
 */
export function HeaderNotifications() {
  const t = useT();
  const actor = useNotificationsActor();
  const { unread, shakes } = useBell();
  const [open, setOpen] = useState<Surface | null>(null);
  const surfaceId = useId();
  const descriptionId = useId();
  const root = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);

  // The bell takes the focus back once the surface is gone: a modal sheet still open makes the page behind inert.
  const focusBell = useRef(false);
  const close = (returnFocus: boolean) => {
    setOpen(null);
    actor?.send({ type: 'notifications.back' });
    focusBell.current = returnFocus;
  };
  useEffect(() => {
    if (open !== null || !focusBell.current) return;
    focusBell.current = false;
    bell.current?.focus();
  }, [open]);
  const closeRef = useRef(close);
  closeRef.current = close;

  useEffect(() => {
    void loadSurfaces().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (open !== 'panel') return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) closeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const toggle = () => {
    if (open) return close(false);
    setOpen(window.matchMedia?.(MOBILE_QUERY).matches ? 'sheet' : 'panel');
  };

  return (
    <div
      className={styles.bellWrap}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open === 'panel') {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={bell}
        type="button"
        className={styles.bellButton}
        aria-label={t('header.notifications')}
        aria-describedby={unread > 0 ? descriptionId : undefined}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-controls={open ? surfaceId : undefined}
        onClick={toggle}
      >
        <BellIcon unread={unread} shakes={shakes} />
      </button>
      <UnreadDescription id={descriptionId} unread={unread} />
      {open && <OpenSurface surface={open} id={surfaceId} onClose={() => close(true)} />}
    </div>
  );
}

function OpenSurface({ surface, id, onClose }: { surface: Surface; id: string; onClose: () => void }) {
  if (surfaces) {
    const Loaded = surface === 'panel' ? surfaces.NotificationsPanel : surfaces.NotificationsSheet;
    return <Loaded id={id} onClose={onClose} />;
  }
  const Lazy = surface === 'panel' ? LazyPanel : LazySheet;
  return (
    <Suspense fallback={null}>
      <Lazy id={id} onClose={onClose} />
    </Suspense>
  );
}
