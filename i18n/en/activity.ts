/** English strings of financial activities, bonuses and Claim Reward. */
export const activityEn = {} as const;
