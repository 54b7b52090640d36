import { parseArgs } from 'node:util';
import { NotificationType } from '../../../contracts/enums.js';
import { fieldErrors } from '../../../contracts/issues.js';
import type { Db } from '../../db/index.js';
import { serverMessage } from '../../http/messages.js';
import { OPERATOR_NOTE_MAX, OPERATOR_TITLE_MAX, operatorMessage } from '../notifications/operator-message.js';
import { sendPlayerMessage } from './player-messages.js';

export interface NotifyIo {
  out(line: string): void;
  now(): Date;
}

const TYPES = Object.keys(NotificationType) as Array<keyof typeof NotificationType>;

const USAGE = `Usage: npm run notify -- (--player <username> | --all) --title <text> --note <text> [--type <${TYPES.join('|')}>]
  Writes a message to one player's notifications, or to every player's; it shows in their Notifications panel.
  The type picks its icon (default System). Title: one line, at most ${OPERATOR_TITLE_MAX} characters; note: at most ${OPERATOR_NOTE_MAX}.`;

function typeOf(value: string | undefined): NotificationType | null {
  if (value === undefined) return NotificationType.System;
  const name = TYPES.find((t) => t.toLowerCase() === value.toLowerCase());
  return name ? NotificationType[name] : null;
}

/** `npm run notify`: an operator's message from the server's shell, audited with the actor 'cli'. Answers the exit code. */
export async function runNotifyCli(db: Db, argv: string[], io: NotifyIo): Promise<number> {
  const bad = (problem: string) => {
    io.out(`${problem}\n${USAGE}`);
    return 2;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { player: { type: 'string' }, all: { type: 'boolean' }, title: { type: 'string' }, note: { type: 'string' }, type: { type: 'string' } },
    }));
  } catch (error) {
    return bad((error as Error).message);
  }
  const type = typeOf(values.type);
  if (type === null) return bad(`--type must be one of ${TYPES.join(', ')}.`);
  const message = operatorMessage.safeParse({ title: values.title, note: values.note });
  if (!message.success) {
    const errors = fieldErrors(message.error, (key, params) => serverMessage('en', key, params));
    return bad(Object.entries(errors).map(([field, text]) => `--${field}: ${text}.`).join('\n'));
  }

  const target = { username: values.player, all: values.all };
  const sent = await sendPlayerMessage(db.kysely, { kind: 'cli' }, { ...target, type, ...message.data }, io.now());
  if (!sent.ok && sent.reason === 'message_target') return bad('Give exactly one of --player <username> and --all.');
  if (!sent.ok) {
    io.out(`No player named ${values.player}.`);
    return 1;
  }
  const to = sent.player ? `${sent.player.username} (player ${sent.player.id})` : `${sent.notified} player${sent.notified === 1 ? '' : 's'}`;
  io.out(`Sent to ${to}: ${TYPES.find((t) => NotificationType[t] === type)} message "${message.data.title}".`);
  return 0;
}
