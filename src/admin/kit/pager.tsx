import { CATALOGUE_PAGE_SIZE } from '../../../contracts/admin-catalogue';
import { useAdminI18n } from '../i18n';

/** Previous / "21–40 of 95" / Next under a list read a page at a time. */
export function Pager({ offset, shown, total, pageSize = CATALOGUE_PAGE_SIZE, onPage }: { offset: number; shown: number; total: number; pageSize?: number; onPage: (offset: number) => void }) {
  const { t } = useAdminI18n();
  return (
    <nav className="pager" aria-label={t('admin.tr.shown', { from: offset + 1, to: offset + shown, total })}>
      <button type="button" className="secondary" disabled={offset === 0} onClick={() => onPage(Math.max(0, offset - pageSize))}>
        {t('admin.tr.previous')}
      </button>
      <p role="status">{t('admin.tr.shown', { from: offset + 1, to: offset + shown, total })}</p>
      <button type="button" className="secondary" disabled={offset + shown >= total} onClick={() => onPage(offset + pageSize)}>
        {t('admin.tr.next')}
      </button>
    </nav>
  );
}
