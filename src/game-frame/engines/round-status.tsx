import styles from './controls.module.css';

/** The round's result, read out when it changes, and the latest refusal. */
export function RoundStatus({ result, won, error }: { result: string | null; won?: boolean; error: string | null }) {
  return (
    <>
      <p className={`${styles.result} ${won ? styles.win : ''}`} role="status" aria-live="polite" aria-atomic="true">
        {result ?? ''}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}
