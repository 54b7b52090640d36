import { Link } from 'wouter';
import { footerContent } from '../../../contracts/content-rules';
import { useBootstrap, useT } from '../../app/hooks';
import { RegulatorSeal } from './regulator-seal';
import styles from './footer.module.css';

const PROVIDER_LOGOS = 16;

export function Footer() {
  const t = useT();
  const { categoryList, providerLogos } = useBootstrap();
  const pages = footerContent(categoryList);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {pages.length > 0 && (
          <nav aria-label={t('content.footer.links')}>
            <ul className={styles.links}>
              {pages.map((page) => (
                <li key={page.id}>
                  <Link href={`/pages/${page.id}`}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {providerLogos.length > 0 && (
          <section className={styles.providers} aria-label={t('content.footer.providers')}>
            <ul>
              {providerLogos.slice(0, PROVIDER_LOGOS).map((logo) => (
                <li key={logo.name}>
                  <img src={logo.url} alt={logo.name} width={200} height={80} loading="lazy" decoding="async" />
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className={styles.legal}>
          <RegulatorSeal label={t('content.footer.regulator')} word={t('content.footer.sealWord')} />
          <div>
            <p>{t('content.footer.licence')}</p>
            <p className={styles.adult}>
              <span className={styles.badge} aria-hidden="true">18+</span>
              {t('content.footer.adult')}{' '}
              <Link href="/dashboard/responsible-gaming">{t('content.footer.responsible')}</Link>
            </p>
          </div>
        </div>

        <div className={styles.bottom}>
          <p className={styles.copyright}>{t('content.footer.copyright')}</p>
          <button type="button" className={styles.top} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M6 14l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('content.footer.top')}
          </button>
        </div>
      </div>
    </footer>
  );
}
