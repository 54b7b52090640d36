import { useId } from 'react';
import { useBootstrap, useLocale, useSystemActor, useT } from '../../app/hooks';
import { Icon } from '../../ui/icon';
import styles from './side-menu.module.css';

const FALLBACK = [
  { locale: 'tr', name: 'Türkçe' },
  { locale: 'en', name: 'English' },
];

/** A switch re-renders at once and reloads the site content in the new language. */
export function LanguageSelect() {
  const t = useT();
  const id = useId();
  const locale = useLocale();
  const language = useSystemActor('language');
  const { language: offered } = useBootstrap();
  const options = offered.length > 0 ? offered : FALLBACK;
  return (
    <div className={styles.language}>
      <label htmlFor={id}>
        <Icon name="globe" size={18} />
        {t('menu.language')}
      </label>
      <select id={id} value={locale} onChange={(event) => language.send({ type: 'language.change', locale: event.target.value })}>
        <option value="" disabled>
          {t('menu.languagePlaceholder')}
        </option>
        {options.map((option) => (
          <option key={option.locale} value={option.locale}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
