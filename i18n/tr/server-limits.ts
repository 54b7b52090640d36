import type { serverLimitsEn } from '../en/server-limits';

/** Turkish answers of responsible gambling: limits, time-outs and self-exclusions. */
export const serverLimitsTr: Record<keyof typeof serverLimitsEn, string> = {
  'limits.depositLimit': 'Bu işlem yatırım limitinizi aşıyor; kalan: {{remaining}}',
  'limits.excluded': 'Hesabınız para yatırma ve oyuna kapalıdır (bitiş: {{until}}).',
  'limits.applied': 'Limitiniz kaydedildi ve hemen geçerli.',
  'limits.pending': 'Talebiniz kaydedildi. Güvenliğiniz için {{at}} tarihinden itibaren onaylayabilirsiniz.',
  'limits.confirmed': 'Limit değişikliğiniz onaylandı ve hemen geçerli.',
  'limits.nothingPending': 'Onayınızı bekleyen bir limit değişikliği yok.',
  'limits.confirmWait': 'Bu değişikliği {{at}} tarihinden itibaren onaylayabilirsiniz.',
  'limits.sessionReached': 'Oturum süresi limitinize ulaştınız. {{at}} tarihinden itibaren tekrar giriş yapabilirsiniz.',
  'limits.sessionAppliedNow': 'Oturum süresi limitiniz kaydedildi ve bu süreyi zaten doldurdunuz: oturumunuz kapatılıyor. {{at}} tarihinden itibaren tekrar giriş yapabilirsiniz.',
  'limits.realityCheckSaved': 'Gerçeklik kontrolü size her {{minutes}} dakikada bir hatırlatacak.',
  'exclusion.applied': 'Hesabınız para yatırma ve oyuna kapatıldı (bitiş: {{until}}). Oturumunuz kapatıldı.',
};
