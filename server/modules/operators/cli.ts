import { parseArgs } from 'node:util';
import type { Db } from '../../db/index.js';
import { createOperator, disableOperator, listOperators, MIN_PASSWORD_LENGTH, OPERATOR_ROLES, resetOperatorTotp } from './accounts.js';
import { setPartnerAccess } from './partner-access.js';

export interface CliIo {
  env: Record<string, string | undefined>;
  out(line: string): void;
  /** Asks for a password without echoing it; null when there is no terminal to ask at. */
  askSecret(question: string): Promise<string | null>;
  now(): Date;
}

const USAGE = `Usage: npm run operator -- <command>
  create --username <name> --role <${OPERATOR_ROLES.join('|')}> [--password <password>]
         (or the password in OPERATOR_PASSWORD, or typed when asked; at least ${MIN_PASSWORD_LENGTH} characters)
  list
  disable --username <name>      (ends the operator's sessions too)
  reset-totp --username <name>   (a lost authenticator: the next sign-in enrolls a new one, with the new one-time code)
  partner-access --username <player> --grant|--revoke   (the betting partner's sportsbook, /spor/betco)`;

const actor = { kind: 'cli' } as const;

async function passwordFor(values: { password?: string }, io: CliIo): Promise<string | null> {
  if (values.password !== undefined) return values.password;
  if (io.env.OPERATOR_PASSWORD) return io.env.OPERATOR_PASSWORD;
  const first = await io.askSecret('Password: ');
  if (first === null) return null;
  const again = await io.askSecret('Password again: ');
  if (again !== first) throw new Error('the passwords differ');
  return first;
}

/** The operator command line; answers the process exit code. Every change is audited with the actor 'cli'. */
export async function runOperatorCli(db: Db, argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { username: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, grant: { type: 'boolean' }, revoke: { type: 'boolean' } },
    });
  } catch (error) {
    io.out(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { positionals: [command], values } = parsed;
  const needsUsername = command === 'create' || command === 'disable' || command === 'reset-totp' || command === 'partner-access';
  if (needsUsername && !values.username) {
    io.out(`--username is required\n${USAGE}`);
    return 2;
  }

  switch (command) {
    case 'create': {
      if (!values.role) {
        io.out(`--role is required\n${USAGE}`);
        return 2;
      }
      let password: string | null;
      try {
        password = await passwordFor(values, io);
      } catch (error) {
        io.out(`Not created: ${(error as Error).message}.`);
        return 1;
      }
      if (password === null) {
        io.out('Not created: give the password with --password or OPERATOR_PASSWORD (no terminal to ask at).');
        return 2;
      }
      const created = await createOperator(db.kysely, { username: values.username!, password, role: values.role }, actor, io.now());
      if (!created.ok) {
        io.out(`Not created: ${created.problem}.`);
        return 1;
      }
      io.out(`Operator ${values.username!.trim().toLowerCase()} (${values.role}) created with id ${created.id}. The first sign-in enrolls an authenticator app (TOTP).`);
      io.out(`One-time enrollment code (shown once; the operator types it when enrolling): ${created.enrollCode}`);
      return 0;
    }
    case 'list': {
      const operators = await listOperators(db.kysely);
      if (operators.length === 0) io.out('No operators yet.');
      for (const o of operators) {
        const state = [o.active ? 'active' : 'disabled', o.totpEnrolled ? 'totp' : 'totp not enrolled'].join(', ');
        io.out(`${o.id}\t${o.username}\t${o.role}\t${state}\tlast sign-in ${o.lastLoginAt ?? 'never'}`);
      }
      return 0;
    }
    case 'disable':
    case 'reset-totp': {
      const change = command === 'disable' ? disableOperator : resetOperatorTotp;
      const changed = await change(db.kysely, values.username!, actor, io.now());
      if (!changed) {
        io.out(`No operator named ${values.username}.`);
        return 1;
      }
      io.out(command === 'disable' ? `Operator ${values.username} disabled; their sessions have ended.` : `The authenticator of ${values.username} was reset; the next sign-in enrolls a new one.`);
      if (typeof changed === 'string') io.out(`One-time enrollment code (shown once; the operator types it when enrolling): ${changed}`);
      return 0;
    }
    case 'partner-access': {
      if (Boolean(values.grant) === Boolean(values.revoke)) {
        io.out(`Give exactly one of --grant and --revoke\n${USAGE}`);
        return 2;
      }
      const change = await setPartnerAccess(db.kysely, values.username!, Boolean(values.grant), actor, io.now());
      if (!change.ok) {
        io.out(`No player named ${values.username}.`);
        return 1;
      }
      const state = values.grant ? 'has' : 'no longer has';
      io.out(`Player ${change.username} (${change.playerId}) ${state} betting-partner access${change.changed ? '' : ' (unchanged)'}.`);
      return 0;
    }
    default:
      io.out(USAGE);
      return command === undefined || command === 'help' ? 0 : 2;
  }
}
