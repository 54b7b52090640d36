import styles from './header.module.css';

export function Logo() {
  return (
    <span className={styles.logo} aria-hidden="true">
      <span className={styles.logoMark}>K</span>
      <span className={styles.logoWord}>
        KASA<small>casino</small>
      </span>
    </span>
  );
}
