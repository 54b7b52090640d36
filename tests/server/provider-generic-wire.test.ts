import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatXmlCodec } from '../../server/modules/casino/providers/generic/codecs.js';
import { decimalMajor, integerMinor } from '../../server/modules/casino/providers/generic/money.js';
import { dialects, testApp } from './helpers.js';
import { contracts, secrets, table, totalOf } from './provider-generic-harness.js';

type Harness = Awaited<ReturnType<typeof testApp>>;
const [egt, amusnet, everyMatrix, digitain] = contracts;

// Requests written by hand from each contract's documentation (docs/providers/*.md), not by the code under test.
describe.each(dialects)('generic contracts on the wire on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await testApp(dialect, { config: secrets });
  });
  afterAll(() => h.close());
  const post = (url: string, payload: string, headers: Record<string, string>) => h.app.inject({ method: 'POST', url, payload, headers });

  it('EGT Digital: HMAC-SHA256 hex of the raw body, integer kuruş, numeric codes', async () => {
    const t = await table(h.db, egt, 1_234);
    const body = JSON.stringify({ sessionToken: t.token, playerId: String(t.playerId), gameId: t.game.code, currency: 'TRY', gameNumber: 'g1', transferId: 't1', amount: 1_235 });
    const sign = (raw: string) => createHmac('sha256', secrets.EGT_SECRET as string).update(raw).digest('hex');
    const refused = await post('/api/providers/egt/withdraw', body, { 'content-type': 'application/json', 'x-egt-signature': sign(body) });
    expect([refused.statusCode, refused.json()]).toEqual([200, { transferId: 't1', errorCode: 101, errorMessage: 'INSUFFICIENT_FUNDS', balance: 1_234 }]);

    const tampered = body.replace('1235', '235');
    const forged = await post('/api/providers/egt/withdraw', tampered, { 'content-type': 'application/json', 'x-egt-signature': sign(body) });
    expect([forged.statusCode, forged.json().errorCode]).toEqual([401, 105]);
    const taken = await post('/api/providers/egt/withdraw', tampered, { 'content-type': 'application/json', 'x-egt-signature': sign(tampered) });
    expect(taken.json()).toMatchObject({ errorCode: 0, balance: 999 });
    expect(await totalOf(h.db, t.playerId)).toBe(999);
  });

  it('Amusnet: flat XML with credentials in the body, codes 1000 / 1100 / 3100', async () => {
    const t = await table(h.db, amusnet, 1_234);
    const withdraw = (amount: number, password = secrets.AMUSNET_SECRET as string) =>
      `<?xml version="1.0" encoding="utf-8"?><WithdrawRequest><UserName>kasa</UserName><Password>${password}</Password>` +
      `<PortalCode>kasa-try</PortalCode><DefenceCode>${t.token}</DefenceCode><PlayerId>${t.playerId}</PlayerId><GameId>${t.game.code}</GameId>` +
      `<GameNumber>g1</GameNumber><TransferId>t1</TransferId><Amount>${amount}</Amount><Currency>TRY</Currency><Reason>ROUND_BEGIN</Reason></WithdrawRequest>`;
    const xml = { 'content-type': 'application/xml' };
    const poor = await post('/api/providers/amusnet/Withdraw', withdraw(1_235), xml);
    expect(poor.body).toContain('<WithdrawResponse><ErrorCode>3100</ErrorCode><ErrorMessage>INSUFFICIENT_FUNDS</ErrorMessage><Balance>1234</Balance></WithdrawResponse>');
    expect((await post('/api/providers/amusnet/Withdraw', withdraw(200, 'wrong-password'), xml)).body).toContain('<ErrorCode>3400</ErrorCode>');
    const taken = await post('/api/providers/amusnet/Withdraw', withdraw(200), xml);
    const again = await post('/api/providers/amusnet/Withdraw', withdraw(200), xml);
    expect(taken.body).toContain('<ErrorCode>1000</ErrorCode><ErrorMessage>OK</ErrorMessage><Balance>1034</Balance>');
    expect(again.body).toContain('<ErrorCode>1100</ErrorCode><ErrorMessage>DUPLICATE</ErrorMessage><Balance>1034</Balance>');
    expect(await totalOf(h.db, t.playerId)).toBe(1_034);
  });

  it('EveryMatrix: request type in the body, decimal amounts, SHA-256 hash of the values and the secret', async () => {
    const t = await table(h.db, everyMatrix, 1_234);
    const fields: Record<string, string | number> = {
      Request: 'Bet', Token: t.token, UserId: String(t.playerId), GameCode: t.game.code, Currency: 'TRY', RoundId: 'g1', TransactionId: 't1', Amount: 12.35,
    };
    const hash = (f: Record<string, string | number>) =>
      createHash('sha256').update(Object.keys(f).sort().map((k) => String(f[k])).join('') + (secrets.EVERYMATRIX_SECRET as string)).digest('hex');
    const send = (f: Record<string, string | number>, h2 = hash(f)) => post('/api/providers/everymatrix/wallet', JSON.stringify({ ...f, Hash: h2 }), { 'content-type': 'application/json' });
    const poor = await send(fields);
    expect(poor.json()).toEqual({ Request: 'Bet', TransactionId: 't1', Status: 'InsufficientFunds', Message: 'Insufficient funds', Balance: 12.34 });
    expect((await send({ ...fields, Amount: 1.5 }, hash(fields))).json()).toMatchObject({ Status: 'InvalidHash' });
    expect((await send({ ...fields, Amount: 1.5 })).json()).toMatchObject({ Status: 'Ok', Balance: 10.84 });
    expect(await totalOf(h.db, t.playerId)).toBe(1_084);
  });

  it('Digitain: HMAC over timestamp and body, refused outside five minutes, outcome in the HTTP status', async () => {
    const t = await table(h.db, digitain, 1_234);
    const body = (amount: number, txId: string) =>
      JSON.stringify({ token: t.token, playerId: String(t.playerId), gameCode: t.game.code, currency: 'TRY', roundId: 'g1', txId, amount });
    const headers = (raw: string, at = new Date()) => {
      const ts = String(Math.floor(at.getTime() / 1000));
      const signature = createHmac('sha256', secrets.DIGITAIN_SECRET as string).update(`${ts}.${raw}`).digest('base64');
      return { 'content-type': 'application/json', 'x-digitain-timestamp': ts, 'x-digitain-signature': signature };
    };
    const poor = await post('/api/providers/digitain/bet', body(1_235, 't1'), headers(body(1_235, 't1')));
    expect([poor.statusCode, poor.json()]).toEqual([402, { txId: 't1', status: 'insufficient_balance', balance: 1_234 }]);
    const stale = await post('/api/providers/digitain/bet', body(100, 't2'), headers(body(100, 't2'), new Date(Date.now() - 6 * 60_000)));
    expect([stale.statusCode, stale.json().status]).toEqual([401, 'invalid_signature']);
    const fresh = await post('/api/providers/digitain/bet', body(100, 't2'), headers(body(100, 't2')));
    expect([fresh.statusCode, fresh.json()]).toEqual([200, { txId: 't2', status: 'ok', balance: 1_134 }]);
  });
});

describe('generic contract building blocks', () => {
  it('flat XML keeps text exactly and refuses what is not flat', () => {
    const encoded = flatXmlCodec.encode({ Name: 'a<b & "c"', Empty: '', Amount: 100 }, 'Root');
    expect(flatXmlCodec.decode(encoded)).toEqual({ Name: 'a<b & "c"', Empty: '', Amount: '100' });
    expect(flatXmlCodec.decode('<Root><A><B>1</B></A></Root>')).toBeNull();
    expect(flatXmlCodec.decode('<Root><A>1</A>trailing</Root>')).toBeNull();
    expect(flatXmlCodec.decode('{"json":true}')).toBeNull();
  });

  it('reads amounts only in the scale the contract writes', () => {
    expect([decimalMajor.toMinor(12.3), decimalMajor.toMinor('0.05'), decimalMajor.toMinor(12.345), decimalMajor.toMinor(-1)]).toEqual([1_230, 5, null, null]);
    expect([integerMinor.toMinor(1_230), integerMinor.toMinor('1230'), integerMinor.toMinor(12.5), integerMinor.toMinor('-5')]).toEqual([1_230, 1_230, null, null]);
    expect([decimalMajor.fromMinor(1_234), integerMinor.fromMinor(1_234)]).toEqual([12.34, 1_234]);
  });
});
