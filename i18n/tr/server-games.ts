import type { serverGamesEn } from '../en/server-games';

/** Turkish answers of the game servers (our own games and the provider simulators) to the game frame. */
export const serverGamesTr: Record<keyof typeof serverGamesEn, string> = {
  'games.sessionNotFound': 'Oyun oturumu bulunamadı. Oyunu kapatıp yeniden açın.',
  'games.gameNotFound': 'Bu oyun şu anda kullanılamıyor.',
  'games.roundNotFound': 'Bu el bulunamadı.',
  'games.invalidRequest': 'İstek okunamadı.',
  'games.invalidBet': 'Bu bahis bu oyun için geçerli değil.',
  'games.betBelowMin': 'En düşük bahis {{min}}.',
  'games.betAboveMax': 'En yüksek bahis {{max}}.',
  'games.insufficientFunds': 'Bakiyeniz bu bahis için yeterli değil.',
  'games.limitReached': 'Limite ulaşıldı: bu bahis hesabınızdaki bir limiti aşıyor (belirlediğiniz bahis veya kayıp limiti ya da aktif bonusunuzun izin verdiği en yüksek bahis). Bakiyeniz değişmedi. Limitleriniz ve bonus koşullarınız hesabınızda.',
  'games.blocked': 'Hesabınız şu anda bahis yapamıyor.',
  'games.expired': 'Oyun oturumunun süresi doldu. Oyunu kapatıp yeniden açın.',
  'games.betRefused': 'Bahis kabul edilmedi. Lütfen tekrar deneyin.',
  'games.unavailable': 'Cüzdanınıza şu anda ulaşılamıyor ve bahis alınmadı. Lütfen biraz sonra tekrar deneyin.',
  'games.balanceUnavailable': 'Bakiyeniz şu anda gösterilemiyor. Lütfen biraz sonra tekrar deneyin.',
  'games.roundRunning': 'Önce devam eden eli bitirin.',
  'games.notCrash': 'Bu el için nakit çekilemez.',
  'games.frameTitle': 'Oyun',
  'games.frameNotBuilt': 'Oyun çerçevesi derlenmemiş. Burada oynamak için derlemeyi çalıştırın.',
};
