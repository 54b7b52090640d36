import type { GameFrame as Frame } from '../../../machines/game-launch.machine';
import styles from './game-play.module.css';

/** SoftGamings' HTML runs in a sandbox: its own scripts, forms and pop-ups, nothing of the page. */
export const SOFTGAMINGS_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-forms';
const ALLOW = 'fullscreen; autoplay';

/** A launch URL is framed only when it is a web address (never javascript: or data:). */
const isWebAddress = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url);

/** The game: the provider's page at its launch URL, or SoftGamings' HTML. */
export function GameFrame({ frame, title }: { frame: Frame; title: string }) {
  if (frame.kind === 'html') {
    return <iframe className={styles.frame} title={title} srcDoc={frame.html} sandbox={SOFTGAMINGS_SANDBOX} allow={ALLOW} allowFullScreen />;
  }
  if (!isWebAddress(frame.url)) return null;
  return <iframe className={styles.frame} title={title} src={frame.url} allow={ALLOW} allowFullScreen />;
}
