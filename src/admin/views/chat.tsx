import { useEffect, useId, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { fieldErrors } from '../../../contracts/issues';
import { CHAT_STATUSES, chatBody, type ChatMessage, type ChatStatus } from '../../../contracts/chat';
import type { ChatConversationDetail, ChatConversationItem } from '../../../contracts/admin-chat';
import { useAdminI18n } from '../i18n';
import { providedChat } from '../provide';
import { ScreenHeading } from './shell';

type Flow = ReturnType<typeof useActorRef<typeof providedChat>>;

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/** Live chat: the inbox (open first, unread counts) beside the picked conversation with the player's context. */
export function ChatInbox() {
  const { t } = useAdminI18n();
  const flow = useActorRef(providedChat);
  const status = useSelector(flow, (s) => s.context.status);
  const filterId = useId();
  return (
    <section aria-labelledby="chat-heading" className="screen chat-screen">
      <div id="chat-heading">
        <ScreenHeading>{t('admin.chat.heading')}</ScreenHeading>
      </div>
      <LiveState flow={flow} />
      <div className="filters">
        <label className="field" htmlFor={filterId}>
          {t('admin.chat.status')}
        </label>
        <select id={filterId} value={status} onChange={(event) => flow.send({ type: 'chat.filter', status: event.target.value as ChatStatus | '' })}>
          <option value="">{t('admin.chat.status.any')}</option>
          {CHAT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.chat.status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="chat-layout">
        <Inbox flow={flow} />
        <Conversation flow={flow} />
      </div>
    </section>
  );
}

/** Whether new messages arrive at once (the operators' hub) or by reading every 3 s while it reconnects. */
function LiveState({ flow }: { flow: Flow }) {
  const { t } = useAdminI18n();
  const state = useSelector(flow, (s) => (s.matches({ live: { open: 'connected' } }) ? 'live' : s.context.reconnecting ? 'reconnecting' : 'connecting'));
  return (
    <p role="status" className={`chat-live chat-live-${state}`}>
      {t(`admin.chat.${state}`)}
    </p>
  );
}

function Inbox({ flow }: { flow: Flow }) {
  const { t, dateTime } = useAdminI18n();
  const items = useSelector(flow, (s) => s.context.items);
  const loading = useSelector(flow, (s) => s.matches({ inbox: 'loading' }));
  const error = useSelector(flow, (s) => (s.matches({ inbox: 'failed' }) ? s.context.error : null));
  const selectedId = useSelector(flow, (s) => s.context.selectedId);
  return (
    <nav aria-label={t('admin.chat.inbox')} className="chat-inbox" aria-busy={loading}>
      {loading && items.length === 0 ? (
        <p role="status">{t('admin.loading')}</p>
      ) : error ? (
        <div role="alert" className="alert">
          <p>{error}</p>
          <button type="button" className="secondary" onClick={() => flow.send({ type: 'chat.retry' })}>
            {t('admin.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <p className="empty" role="status">
          {t('admin.chat.empty')}
        </p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <InboxEntry item={item} current={item.id === selectedId} onPick={() => flow.send({ type: 'chat.select', id: item.id })} time={dateTime} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function InboxEntry({ item, current, onPick, time }: { item: ChatConversationItem; current: boolean; onPick: () => void; time: (iso: string) => string }) {
  const { t } = useAdminI18n();
  return (
    <button type="button" className={`chat-entry${current ? ' current' : ''}`} aria-current={current || undefined} onClick={onPick}>
      <strong>{item.username}</strong>
      <span className="chat-entry-status">{t(`admin.chat.status.${item.status}`)}</span>
      {item.assignedTo && <span className="chat-entry-status">{t('admin.chat.assigned', { name: item.assignedTo })}</span>}
      {item.unreadByOperator > 0 && <span className="chat-unread">{t('admin.chat.unread', { count: item.unreadByOperator })}</span>}
      {item.lastMessage && <span className="chat-last">{item.lastMessage}</span>}
      {item.lastMessageAt && <time dateTime={item.lastMessageAt}>{time(item.lastMessageAt)}</time>}
    </button>
  );
}

function Conversation({ flow }: { flow: Flow }) {
  const { t } = useAdminI18n();
  const detail = useSelector(flow, (s) => s.context.detail);
  const view = useSelector(flow, (s) =>
    s.matches({ conversation: 'none' }) ? 'none' : s.matches({ conversation: 'loading' }) ? 'loading' : s.matches({ conversation: 'failed' }) ? 'failed' : 'shown',
  );
  const error = useSelector(flow, (s) => s.context.detailError);
  const changing = useSelector(flow, (s) => s.matches({ conversation: { shown: 'changing' } }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownId = detail?.conversation.id;
  useEffect(() => {
    if (shownId !== undefined) headingRef.current?.focus();
  }, [shownId]);

  if (view === 'none') return <p className="empty chat-pane">{t('admin.chat.pick')}</p>;
  if (view === 'loading' || !detail) {
    return view === 'failed' ? (
      <div role="alert" className="alert chat-pane">
        <p>{error}</p>
        <button type="button" className="secondary" onClick={() => flow.send({ type: 'chat.retry' })}>
          {t('admin.retry')}
        </button>
      </div>
    ) : (
      <p role="status" className="chat-pane">
        {t('admin.loading')}
      </p>
    );
  }
  const { conversation } = detail;
  const open = conversation.status === 'open';
  return (
    <article className="chat-pane" aria-labelledby="chat-with">
      <div className="chat-pane-head">
        <h3 id="chat-with" ref={headingRef} tabIndex={-1}>
          {t('admin.chat.with', { name: conversation.username })}
        </h3>
        <button
          type="button"
          className="secondary"
          aria-disabled={changing || undefined}
          aria-busy={changing}
          onClick={() => !changing && flow.send({ type: 'chat.setStatus', status: open ? 'closed' : 'open' })}
        >
          {open ? t('admin.chat.close') : t('admin.chat.reopen')}
        </button>
      </div>
      {/* The conversation first (messages, then the answer box); the player's card and movements beside it, or below on narrower screens. */}
      <div className="chat-body">
        <div className="chat-thread">
          <ol className="chat-messages" role="log" aria-live="polite" aria-label={t('admin.chat.messages')}>
            {detail.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
          {open ? <ReplyBox flow={flow} /> : <p className="note">{t('admin.chat.closedNote')}</p>}
        </div>
        <PlayerContext detail={detail} />
      </div>
    </article>
  );
}

function MessageItem({ message }: { message: ChatMessage }) {
  const { t, dateTime } = useAdminI18n();
  const author =
    message.author === 'operator' ? t('admin.chat.author.operator', { name: message.operatorName ?? '' }) : t(`admin.chat.author.${message.author}`);
  return (
    <li className={`chat-message ${message.author}`}>
      <span className="chat-author">{author}</span> <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
      <p>{message.body}</p>
    </li>
  );
}

function PlayerContext({ detail }: { detail: ChatConversationDetail }) {
  const { t, money, dateTime } = useAdminI18n();
  const { player, balances } = detail;
  return (
    <section className="chat-context" aria-label={t('admin.chat.player')}>
      <dl>
        <dt>{t('admin.chat.player')}</dt>
        <dd>
          <Link href={`/players/${player.id}`}>{player.username}</Link>
        </dd>
        <dt>{t('admin.chat.playerName')}</dt>
        <dd>
          {player.name} {player.surname}
        </dd>
        <dt>{t('admin.player.smsVerified')}</dt>
        <dd>{player.smsVerified ? t('admin.player.yes') : t('admin.player.no')}</dd>
        <dt>{t('admin.player.cash')}</dt>
        <dd>{money(balances.cashMinor / 100)}</dd>
        <dt>{t('admin.player.bonus')}</dt>
        <dd>{money(balances.bonusMinor / 100)}</dd>
        <dt>{t('admin.player.held')}</dt>
        <dd>{money(balances.heldMinor / 100)}</dd>
        {player.blockedAt && (
          <>
            <dt>{t('admin.chat.blocked')}</dt>
            <dd>{dateTime(player.blockedAt)}</dd>
          </>
        )}
        {detail.selfExcludedUntil && (
          <>
            <dt>{t('admin.chat.excludedUntil')}</dt>
            <dd>{dateTime(detail.selfExcludedUntil)}</dd>
          </>
        )}
      </dl>
      {detail.recentLedger.length > 0 && (
        <table className="queue chat-recent">
          <caption>{t('admin.chat.recent')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.player.at')}</th>
              <th scope="col">{t('admin.player.kind')}</th>
              <th scope="col">{t('admin.player.account')}</th>
              <th scope="col">{t('admin.player.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.recentLedger.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('admin.player.at')}>{dateTime(entry.createdAt)}</td>
                <td data-label={t('admin.player.kind')}>{entry.kind}</td>
                <td data-label={t('admin.player.account')}>{t(`admin.player.account.${entry.account}`)}</td>
                <td data-label={t('admin.player.amount')}>{money(entry.amountMinor / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function ReplyBox({ flow }: { flow: Flow }) {
  const { t } = useAdminI18n();
  const draft = useSelector(flow, (s) => s.context.draft);
  const sending = useSelector(flow, (s) => s.matches({ conversation: { shown: 'replying' } }));
  const id = useId();
  const checked = draft.trim() === '' ? null : chatBody.safeParse(draft);
  const error = checked && !checked.success ? Object.values(fieldErrors(checked.error, t))[0] : undefined;
  const send = () => {
    if (sending || !checked?.success) return;
    flow.send({ type: 'chat.reply', clientId: newClientId() });
  };
  return (
    <form
      className="chat-reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-answer`}>{t('admin.chat.answer')}</label>
      <textarea
        id={`${id}-answer`}
        rows={3}
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => flow.send({ type: 'chat.draft', text: event.target.value })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="primary" aria-disabled={sending || !checked?.success || undefined} aria-busy={sending}>
        {t('admin.chat.send')}
      </button>
    </form>
  );
}
