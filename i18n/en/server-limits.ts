/** English answers of responsible gambling: limits, time-outs and self-exclusions. */
export const serverLimitsEn = {
  'limits.depositLimit': 'This deposit is over your deposit limit; remaining: {{remaining}}',
  'limits.excluded': 'Your account is closed to deposits and play until {{until}}.',
  'limits.applied': 'Your limit is saved and applies now.',
  'limits.pending': 'Your request is saved. For your protection you can confirm it from {{at}}.',
  'limits.confirmed': 'Your limit change is confirmed and applies now.',
  'limits.nothingPending': 'There is no limit change waiting for your confirmation.',
  'limits.confirmWait': 'You can confirm this change from {{at}}.',
  'limits.sessionReached': 'You have reached your session time limit. You can log in again from {{at}}.',
  'limits.sessionAppliedNow': 'Your session time limit is saved, and you have already used it: you are being logged out. You can log in again from {{at}}.',
  'limits.realityCheckSaved': 'The reality check will remind you every {{minutes}} minutes.',
  'exclusion.applied': 'Your account is closed to deposits and play until {{until}}. You have been logged out.',
} as const;
