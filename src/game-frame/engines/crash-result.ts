import type { FrameI18n } from '../i18n';
import type { CrashPhase } from './use-crash-round';

/** What a finished round says: where it crashed, where the player got out, the money. */
export function crashResultText(over: Extract<CrashPhase, { kind: 'over' }>, { t, money, decimal }: FrameI18n): string {
  const { answer, outcome } = over;
  if (answer.status === 'void') return t('frame.crash.void', { balance: money(answer.balanceMinor) });
  const parts: string[] = [];
  if (outcome) parts.push(t('frame.crash.crashedAt', { at: decimal(outcome.crashAt / 100) }));
  if (outcome?.cashedOutAt) parts.push(t('frame.crash.cashedOutAt', { at: decimal(outcome.cashedOutAt / 100) }));
  parts.push(
    answer.winMinor > 0
      ? t('frame.result.won', { amount: money(answer.winMinor), balance: money(answer.balanceMinor) })
      : t('frame.result.lost', { balance: money(answer.balanceMinor) }),
  );
  return parts.join(' ');
}
