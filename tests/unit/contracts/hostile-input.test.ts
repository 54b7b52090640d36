import { describe, expect, it } from 'vitest';
import { endSessionPayload } from '../../../contracts/account.js';
import { loginPayload, registerPayload } from '../../../contracts/auth.js';
import { categoryGamesPayload, gamesSearchPayload } from '../../../contracts/casino.js';
import { cmsPageParams } from '../../../contracts/cms.js';
import { checkResetCodePayload } from '../../../contracts/recovery.js';

describe('request contracts refuse what the database cannot store', () => {
  it('refuses a NUL character in any text field', () => {
    expect(loginPayload.safeParse({ username: 'ali\0veli', password: 'gizli-1' }).success).toBe(false);
    expect(checkResetCodePayload.safeParse({ username: 'oyuncu\0', code: '123456' }).success).toBe(false);
    expect(gamesSearchPayload.safeParse({ search: 'book\0', live: false }).success).toBe(false);
    expect(registerPayload.shape.partner.safeParse('p\0').success).toBe(false);
    expect(loginPayload.safeParse({ username: 'aliveli', password: 'gizli-1' }).success).toBe(true);
  });

  it('refuses ids beyond a 32-bit integer', () => {
    expect(endSessionPayload.safeParse({ id: 2_147_483_648 }).success).toBe(false);
    expect(endSessionPayload.safeParse({ id: 2_147_483_647 }).success).toBe(true);
    expect(categoryGamesPayload.safeParse({ systemCategory: [1, 2_147_483_648] }).success).toBe(false);
    expect(cmsPageParams.safeParse({ id: '9007199254740991' }).success).toBe(false);
    expect(cmsPageParams.safeParse({ id: '7' }).data).toEqual({ id: 7 });
    expect(registerPayload.shape.refId.safeParse(2_147_483_648).success).toBe(false);
    expect(registerPayload.shape.country.safeParse(2_147_483_648).success).toBe(false);
  });
});
