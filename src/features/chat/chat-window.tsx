import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import type { ChatMessage } from '../../../contracts/chat';
import { CHAT_BODY_MAX } from '../../../contracts/chat-rules';
import { sendableBody, type PendingMessage } from '../../../machines/chat.machine';
import { useLocale, useSystemActor, useT } from '../../app/hooks';
import { formatDateTime } from '../../ui/date-time';
import { Icon } from '../../ui/icon';
import styles from './chat.module.css';

/** The sender's own id of a message: kept with it, so sending it again is the same message to the server. */
const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

function Bubble({ message }: { message: ChatMessage }) {
  const t = useT();
  const locale = useLocale();
  const mine = message.author === 'player';
  return (
    <li className={`${styles.bubble} ${mine ? styles.mine : styles.theirs}`}>
      <span className={styles.author}>{mine ? t('chat.you') : t('chat.support')}</span>
      <p className={styles.body}>{message.body}</p>
      <time className={styles.time} dateTime={message.createdAt}>
        {formatDateTime(message.createdAt, locale)}
      </time>
    </li>
  );
}

function PendingBubble({ message, onResend }: { message: PendingMessage; onResend: () => void }) {
  const t = useT();
  return (
    <li className={`${styles.bubble} ${styles.mine} ${styles.pending}`}>
      <span className={styles.author}>{t('chat.you')}</span>
      <p className={styles.body}>{message.body}</p>
      {message.failed ? (
        <span className={styles.failed}>
          {t('chat.notSent')}{' '}
          <button type="button" className={styles.link} onClick={onResend}>
            {t('chat.sendAgain')}
          </button>
        </span>
      ) : (
        <span className={styles.time}>{t('chat.sending')}</span>
      )}
    </li>
  );
}

function Composer() {
  const t = useT();
  const chat = useSystemActor('chat');
  const [draft, setDraft] = useState('');
  const hintId = useId();
  const left = CHAT_BODY_MAX - draft.trim().length;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sendableBody(draft) === null) return;
    chat.send({ type: 'chat.send', clientId: newClientId(), body: draft });
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={`${hintId}-text`} className="visually-hidden">
        {t('chat.message')}
      </label>
      <textarea
        id={`${hintId}-text`}
        className={styles.input}
        rows={2}
        value={draft}
        autoFocus
        aria-describedby={hintId}
        aria-invalid={left < 0}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.send} disabled={sendableBody(draft) === null}>
        {t('chat.sendButton')}
      </button>
      <p id={hintId} className={left < 0 ? styles.error : styles.hint}>
        {left < 0 ? t('chat.tooLong', { max: CHAT_BODY_MAX }) : t('chat.hint', { count: left })}
      </p>
    </form>
  );
}

function Conversation() {
  const t = useT();
  const chat = useSystemActor('chat');
  const messages = useSelector(chat, (s) => s.context.messages);
  const pending = useSelector(chat, (s) => s.context.pending);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pending.length]);
  return (
    <>
      {messages.length === 0 && pending.length === 0 && <p className={styles.note}>{t('chat.empty')}</p>}
      <ol ref={listRef} className={styles.messages} role="log" aria-live="polite" aria-label={t('chat.messages')}>
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {pending.map((message) => (
          <PendingBubble key={message.clientId} message={message} onResend={() => chat.send({ type: 'chat.resend', clientId: message.clientId })} />
        ))}
      </ol>
      <Composer />
    </>
  );
}

function Guest() {
  const t = useT();
  const chat = useSystemActor('chat');
  return (
    <div className={styles.guest}>
      <p>{t('chat.guest')}</p>
      <button type="button" className={styles.send} autoFocus onClick={() => chat.send({ type: 'chat.login' })}>
        {t('chat.loginButton')}
      </button>
      <Link href="/call-request" className={styles.link} onClick={() => chat.send({ type: 'chat.close' })}>
        {t('chat.callRequest')}
      </Link>
    </div>
  );
}

/**
 * The chat window: a panel beside the page (the player may keep browsing), full screen on a phone. It takes the
 * focus when it opens and gives it back when it closes; Escape closes it; new messages are read out (role log).
 */
export function ChatWindow() {
  const t = useT();
  const chat = useSystemActor('chat');
  const view = useSelector(chat, (s) => (s.matches('guest') ? 'guest' : s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'open'));
  const error = useSelector(chat, (s) => s.context.error);
  const sendError = useSelector(chat, (s) => s.context.sendError);
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  return (
    <section
      ref={panelRef}
      className={styles.window}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          chat.send({ type: 'chat.close' });
        }
      }}
    >
      <div className={styles.header}>
        <Icon name="chat" size={20} />
        <h2 id={titleId} className={styles.title}>
          {t('chat.title')}
        </h2>
        <button type="button" className={styles.close} aria-label={t('chat.closeWindow')} onClick={() => chat.send({ type: 'chat.close' })}>
          <Icon name="close" size={20} />
        </button>
      </div>
      {view === 'guest' && <Guest />}
      {view === 'loading' && (
        <p className={styles.note} role="status">
          {t('chat.loading')}
        </p>
      )}
      {view === 'failed' && (
        <div className={styles.note} role="alert">
          <p>{error}</p>
          <button type="button" className={styles.link} onClick={() => chat.send({ type: 'chat.retry' })}>
            {t('chat.tryAgain')}
          </button>
        </div>
      )}
      {view === 'open' && (
        <>
          <p className={styles.intro}>{t('chat.intro')}</p>
          {sendError && (
            <p className={styles.error} role="alert">
              {sendError}
            </p>
          )}
          <Conversation />
        </>
      )}
    </section>
  );
}
