import type { serverSportsEn } from '../en/server-sports';

/** Turkish answers of sports betting: partner tokens. */
export const serverSportsTr: Record<keyof typeof serverSportsEn, string> = {
  'sports.noPartnerAccess': 'Bu spor bahisleri sayfası hesabınıza açık değil. Lütfen destek ekibiyle iletişime geçin.',
};
