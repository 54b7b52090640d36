/** Turkish strings of financial activities, bonuses and Claim Reward. */
export const activityTr = {} as const;
