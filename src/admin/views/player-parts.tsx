import { createContext, useContext, useEffect, useRef } from 'react';
import { useAdminI18n } from '../i18n';

/** True once the operator has moved inside the screen (search to player and back), not on its first render. */
export const Arrived = createContext(false);

/**
 * The screen's heading, focused as the shell's are; also when the operator got here by a link of this screen (a
 * result, or Back to the search), whose element left the page with the focus on it.
 */
export function PlayersHeading({ children }: { children: React.ReactNode }) {
  const arrived = useContext(Arrived);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (arrived || (document.activeElement && document.activeElement !== document.body)) ref.current?.focus();
  }, [arrived]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** "Active", or "Blocked" with since when. */
export function PlayerState({ blockedAt }: { blockedAt: string | null }) {
  const { t, dateTime } = useAdminI18n();
  return blockedAt ? (
    <span className="badge blocked">
      {t('admin.players.blocked')} <time dateTime={blockedAt}>{dateTime(blockedAt)}</time>
    </span>
  ) : (
    <span className="badge">{t('admin.players.active')}</span>
  );
}

/** A list that could not be read: the reason, and a way to try again. */
export function Failed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  const { t } = useAdminI18n();
  return (
    <div role="alert" className="alert">
      <p>{message}</p>
      <button type="button" className="secondary" onClick={onRetry}>
        {t('admin.players.retry')}
      </button>
    </div>
  );
}

/** The next page of a list, appended. */
export function MoreButton({ busy, onMore }: { busy: boolean; onMore: () => void }) {
  const { t } = useAdminI18n();
  return (
    <button type="button" className="secondary more" aria-busy={busy} aria-disabled={busy || undefined} onClick={onMore}>
      {t(busy ? 'admin.loading' : 'admin.players.more')}
    </button>
  );
}
