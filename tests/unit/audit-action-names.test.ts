import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminEn } from '../../i18n/en/admin';
import { adminTr } from '../../i18n/tr/admin';

/** Every server source file, read as text. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

/**
 * The audit log shows each action by its name in the operator's language (a missing name shows the raw key, which the
 * layout sweep reports): every action the server writes, literal or one of a choice, has a name in both languages.
 */
describe('audit action names', () => {
  const written = new Set<string>();
  for (const text of sources('server')) {
    if (!text.includes('writeAudit')) continue;
    for (const [, action] of text.matchAll(/action: '([a-z][a-zA-Z_]*(?:\.[a-zA-Z_]+)+)'/g)) written.add(action!);
    for (const [, a, b] of text.matchAll(/action: \w+ \? '([a-zA-Z_.]+)' : '([a-zA-Z_.]+)'/g)) written.add(a!).add(b!);
  }
  // Built from a value: the payment review's decisions and a dispute's statuses.
  for (const action of ['payment.approve', 'payment.reject', 'payment.dispute.opened', 'payment.dispute.won', 'payment.dispute.lost']) written.add(action);

  it('finds the actions the server writes', () => {
    expect(written.size).toBeGreaterThan(40);
    expect(written).toContain('operator.login');
  });

  it('names each of them in Turkish and English', () => {
    const missing = [...written].filter((action) => !(`admin.audit.name.${action}` in adminEn) || !(`admin.audit.name.${action}` in adminTr));
    expect(missing).toEqual([]);
  });
});
