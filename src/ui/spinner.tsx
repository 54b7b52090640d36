import styles from './spinner.module.css';

export function Spinner({ label, size = 32 }: { label: string; size?: number }) {
  return (
    <span role="status" className={styles.spinner} style={{ width: size, height: size }}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
