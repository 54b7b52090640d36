/** English answers of sports betting: partner tokens. */
export const serverSportsEn = {
  'sports.noPartnerAccess': 'This sportsbook is not open to your account. Please contact support.',
} as const;
