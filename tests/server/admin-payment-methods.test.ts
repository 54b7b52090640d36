import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaymentMethod, adminPaymentMethodList, type AdminPaymentMethod, type PaymentFieldEdit } from '../../contracts/admin-payment-methods.js';
import type { OperatorRole } from '../../server/db/schema.js';
import { auditEntries } from '../../server/modules/operators/audit.js';
import { dialects } from './helpers.js';
import { bearer, nextIp, post } from './identity-helpers.js';
import { adminGet, adminPost, operatorAuth, signedInOperator, type SignedInOperator } from './operators-helpers.js';
import { BANK_DEPOSIT, CARD, PAPARA, moneyApp, player, type MoneyHarness } from './payments-helpers.js';

const ROLES: OperatorRole[] = ['admin', 'finance', 'support', 'content'];
const PAPARA_WITHDRAW = 12;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe.each(dialects)('the back office payment methods on %s', (dialect) => {
  let h: MoneyHarness;
  let dataDir: string;
  const op = {} as Record<OperatorRole, SignedInOperator>;
  let p: Awaited<ReturnType<typeof player>>;
  const as = (role: OperatorRole, locale: 'tr' | 'en' = 'en') => ({ ...operatorAuth(op[role].token), 'x-locale': locale });
  const methods = async () => adminPaymentMethodList.parse((await adminGet(h.app, '/payment-methods', as('finance'))).json().data).methods;
  const method = async (id: number) => (await methods()).find((m) => m.id === id)!;
  // What changed is audited; a refused call leaves only its access.denied row (server/modules/operators/guard.ts).
  const auditCount = async () => (await auditEntries(h.db.kysely, { limit: 10_000 })).filter((a) => a.action !== 'access.denied').length;
  const editOf = (m: AdminPaymentMethod) => ({
    titleTr: m.titleTr,
    titleEn: m.titleEn,
    minMinor: m.minMinor,
    maxMinor: m.maxMinor,
    feeBp: m.feeBp,
    feeFixedMinor: m.feeFixedMinor,
    active: m.active,
    logoUrl: m.logoUrl,
    processingTr: m.processingTr,
    processingEn: m.processingEn,
    fields: m.fields as PaymentFieldEdit[],
  });
  const upload = async (tag: string, role: OperatorRole = 'finance') => {
    const res = await h.app.inject({ method: 'POST', url: '/api/admin/media', payload: Buffer.concat([PNG, Buffer.from(tag)]), headers: { 'content-type': 'image/png', ...as(role) }, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  };
  const detail = async (id: number, type: 1 | 2, locale: 'tr' | 'en') =>
    (await post(h.app, '/api/payment/detail', { id, type }, p.token, { headers: { 'x-locale': locale } })).json().data as Array<{ key: string; objectType: string; label?: string; mask?: string; option?: unknown[] }>;
  const playerMethods = async (type: 1 | 2, locale: 'tr' | 'en' = 'tr') =>
    (await h.app.inject({ method: 'GET', url: `/api/payment/methods?type=${type}`, headers: { ...bearer(p.token), 'x-locale': locale } })).json().data as Array<{ id: number; title: string; minAmount: number; maxAmount: number; feePercent: number }>;
  const deposit = (amount: number, id = PAPARA) => post(h.app, '/api/payment/deposit', { id, target: 'pay', detail: { amount, bonusId: 0 } }, p.token, { headers: { 'x-locale': 'en' } });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'methods-'));
    h = await moneyApp(dialect, undefined, { DATA_DIR: dataDir });
    for (const role of ROLES) op[role] = await signedInOperator(h, role);
    p = await player(h);
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens to finance operators and admins only; a player token and other roles are refused and change nothing', async () => {
    for (const role of ['finance', 'admin'] as const) expect((await adminGet(h.app, '/payment-methods', as(role))).statusCode).toBe(200);
    const before = await auditCount();
    const papara = await method(PAPARA);
    for (const [headers, expected] of [[as('content'), 403], [as('support'), 403], [bearer(p.token), 401]] as const) {
      for (const res of [
        await adminGet(h.app, '/payment-methods', headers),
        await adminPost(h.app, `/payment-methods/${PAPARA}`, { ...editOf(papara), minMinor: 1 }, headers),
        await adminPost(h.app, `/payment-methods/${PAPARA}/active`, { active: false }, headers),
        await adminPost(h.app, `/payment-methods/${PAPARA}/move`, { direction: 'down' }, headers),
      ]) expect(res.statusCode).toBe(expected);
    }
    expect(await auditCount()).toBe(before);
    expect(await method(PAPARA)).toEqual(papara);
  });

  it('lists deposit then withdrawal methods in order with their limits and fees in kuruş', async () => {
    const list = await methods();
    expect(list.map((m) => m.direction)).toEqual([...list.filter((m) => m.direction === 'deposit'), ...list.filter((m) => m.direction === 'withdraw')].map((m) => m.direction));
    expect(list.find((m) => m.id === CARD)).toMatchObject({ direction: 'deposit', titleTr: 'Kredi / Banka Kartı', minMinor: 5_000, maxMinor: 1_000_000, feeBp: 250, active: true });
  });

  it('new limits, fee and titles: the dialogs show them and the money rules apply them from the next request, audited', async () => {
    const before = await method(PAPARA);
    const res = await adminPost(h.app, `/payment-methods/${PAPARA}`, { ...editOf(before), titleTr: 'Papara Cüzdan', titleEn: 'Papara Wallet', minMinor: 20_000, maxMinor: 30_000, feeBp: 150, feeFixedMinor: 250 }, as('finance'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The payment method has been saved.');
    expect(adminPaymentMethod.parse(res.json().data)).toMatchObject({ minMinor: 20_000, maxMinor: 30_000, feeBp: 150, feeFixedMinor: 250 });
    expect((await playerMethods(1, 'tr')).find((m) => m.id === PAPARA)).toMatchObject({ title: 'Papara Cüzdan', minAmount: 200, maxAmount: 300, feePercent: 1.5 });
    expect((await playerMethods(1, 'en')).find((m) => m.id === PAPARA)?.title).toBe('Papara Wallet');

    const low = await deposit(150);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toMatch(/minimum amount for this method is .*200/);
    const high = await deposit(301);
    expect(high.statusCode).toBe(400);
    expect((await deposit(250)).statusCode).toBe(200);

    const [row] = await auditEntries(h.db.kysely, { target: `payment_method:${PAPARA}` });
    expect(row).toMatchObject({
      action: 'payment_method.update',
      operator_id: op.finance.id,
      before: { titleTr: 'Papara', minMinor: before.minMinor, maxMinor: before.maxMinor, feeBp: 0, feeFixedMinor: 0 },
      after: { titleTr: 'Papara Cüzdan', minMinor: 20_000, maxMinor: 30_000, feeBp: 150, feeFixedMinor: 250 },
    });
  });

  it('refuses a minimum above the maximum, a negative fee or a zero minimum in the operator\'s language, and changes nothing', async () => {
    const current = await method(CARD);
    const audited = await auditCount();
    const crossed = await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(current), minMinor: 50_000, maxMinor: 10_000 }, as('finance', 'tr'));
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().errors.minMinor).toBe('En az tutar en çok tutardan büyük olamaz');
    const crossedEn = await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(current), minMinor: 50_000, maxMinor: 10_000 }, as('finance', 'en'));
    expect(crossedEn.json().errors.minMinor).toBe('The minimum must not be above the maximum');
    const negative = await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(current), feeBp: -10 }, as('admin'));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors.feeBp).toBe('Must not be negative');
    expect((await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(current), feeFixedMinor: -1 }, as('admin'))).statusCode).toBe(400);
    expect((await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(current), minMinor: 0 }, as('admin'))).statusCode).toBe(400);
    expect((await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(current), feeBp: 9_000 }, as('admin'))).statusCode).toBe(400);
    expect((await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(current), titleEn: '' }, as('admin'))).statusCode).toBe(400);
    expect((await adminPost(h.app, '/payment-methods/999', editOf(current), as('admin'))).statusCode).toBe(404);
    expect(await auditCount()).toBe(audited);
    expect(await method(CARD)).toEqual(current);
  });

  it('a method switched off leaves the dialog at once and refuses requests; switched on it is back', async () => {
    const off = await adminPost(h.app, `/payment-methods/${PAPARA_WITHDRAW}/active`, { active: false }, as('admin'));
    expect(off.statusCode, off.body).toBe(200);
    expect((await playerMethods(2)).map((m) => m.id)).not.toContain(PAPARA_WITHDRAW);
    const detail = await post(h.app, '/api/payment/detail', { id: PAPARA_WITHDRAW, type: 2 }, p.token);
    expect(detail.statusCode).toBeGreaterThanOrEqual(400);
    const [row] = await auditEntries(h.db.kysely, { target: `payment_method:${PAPARA_WITHDRAW}` });
    expect(row).toMatchObject({ action: 'payment_method.disable', operator_id: op.admin.id, before: { active: true }, after: { active: false } });
    await adminPost(h.app, `/payment-methods/${PAPARA_WITHDRAW}/active`, { active: true }, as('admin'));
    expect((await playerMethods(2)).map((m) => m.id)).toContain(PAPARA_WITHDRAW);
  });

  it('moves a method among those of its direction; the dialog lists them in the new order', async () => {
    const firstTwo = (await playerMethods(1)).slice(0, 2).map((m) => m.id);
    const res = await adminPost(h.app, `/payment-methods/${firstTwo[1]}/move`, { direction: 'up' }, as('finance'));
    expect(res.statusCode, res.body).toBe(200);
    expect((await playerMethods(1)).slice(0, 2).map((m) => m.id)).toEqual([firstTwo[1], firstTwo[0]]);
    const audited = await auditCount();
    const edge = await adminPost(h.app, `/payment-methods/${firstTwo[1]}/move`, { direction: 'up' }, as('finance'));
    expect(edge.statusCode).toBe(409);
    expect(edge.json().message).toBe('The method is already at that end of the order.');
    expect(await auditCount()).toBe(audited);
  });

  it('logo, processing time and form fields: the player sees them from the next request, the deposit is checked against them, audited', async () => {
    const before = await method(CARD);
    const logoUrl = await upload('card-logo');
    const fields: PaymentFieldEdit[] = [
      { key: 'amount', objectType: 'Decimal', labelTr: 'Yatırılacak tutar', labelEn: 'Amount to deposit' },
      { key: 'receiptNo', objectType: 'String', labelTr: 'Dekont no', labelEn: 'Receipt no', mask: '00-00-00' },
      { key: 'cardType', objectType: 'Dropdown', labelTr: 'Kart türü', labelEn: 'Card type', option: [{ id: 1, name: 'Visa' }, { id: 2, name: 'Mastercard' }] },
    ];
    const res = await adminPost(h.app, `/payment-methods/${CARD}`, { ...editOf(before), logoUrl, processingTr: 'Birkaç dakika', processingEn: 'A few minutes', fields }, as('admin'));
    expect(res.statusCode, res.body).toBe(200);
    expect(adminPaymentMethod.parse(res.json().data)).toMatchObject({ logoUrl, processingTr: 'Birkaç dakika', processingEn: 'A few minutes', fields });

    const card = (await playerMethods(1, 'en')).find((m) => m.id === CARD) as unknown as { logoUrl: string; processingTime: string };
    expect(card).toMatchObject({ logoUrl, processingTime: 'A few minutes' });
    const form = await detail(CARD, 1, 'en');
    expect(form.slice(0, 3)).toEqual([
      { key: 'amount', objectType: 'Decimal', label: 'Amount to deposit' },
      { key: 'receiptNo', objectType: 'String', mask: '00-00-00', label: 'Receipt no' },
      { key: 'cardType', objectType: 'Dropdown', option: [{ id: 1, name: 'Visa' }, { id: 2, name: 'Mastercard' }], label: 'Card type' },
    ]);
    expect((await detail(CARD, 1, 'tr'))[1].label).toBe('Dekont no');

    const pay = (extra: Record<string, unknown>) => post(h.app, '/api/payment/deposit', { id: CARD, target: 'pay', detail: { amount: 100, bonusId: 0, ...extra } }, p.token, { headers: { 'x-locale': 'en' } });
    const missing = await pay({ cardType: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.receiptNo).toBe('This field is required');
    const short = await pay({ receiptNo: '12-34-5', cardType: 1 });
    expect(short.json().errors.receiptNo).toBe('Fill in the whole field in the form shown');
    const unknownOption = await pay({ receiptNo: '12-34-56', cardType: 3 });
    expect(unknownOption.json().errors.cardType).toBe('Choose an option from the list');
    const paid = await pay({ receiptNo: '12-34-56', cardType: 2 });
    expect(paid.statusCode, paid.body).toBe(200);

    const [row] = await auditEntries(h.db.kysely, { target: `payment_method:${CARD}` });
    expect(row).toMatchObject({
      action: 'payment_method.update',
      operator_id: op.admin.id,
      before: { logoUrl: before.logoUrl, processingEn: before.processingEn, fields: before.fields },
      after: { logoUrl, processingTr: 'Birkaç dakika', processingEn: 'A few minutes', fields },
    });
  });

  it('refuses a bad field list, logo or processing text with a clear message, and changes nothing', async () => {
    const card = await method(CARD);
    const bank = await method(BANK_DEPOSIT);
    const audited = await auditCount();
    const amount: PaymentFieldEdit = { key: 'amount', objectType: 'Decimal', labelTr: '', labelEn: '' };
    const text = (key: string, extra: Partial<PaymentFieldEdit> = {}): PaymentFieldEdit => ({ key, objectType: 'String', labelTr: '', labelEn: '', ...extra });
    const refusedWith = async (id: number, patch: object, path: string, message: string, locale: 'tr' | 'en' = 'en') => {
      const res = await adminPost(h.app, `/payment-methods/${id}`, { ...editOf(id === CARD ? card : bank), ...patch }, as('finance', locale));
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[path] ?? res.json().message, path).toEqual(message);
    };
    await refusedWith(CARD, { fields: [amount, text('note'), text('note')] }, 'fields.2.key', 'Another field already has this key');
    await refusedWith(CARD, { fields: [amount, text('note'), text('note')] }, 'fields.2.key', 'Bu anahtar başka bir alanda kullanılıyor', 'tr');
    await refusedWith(CARD, { fields: [amount, text('note', { objectType: 'Date' as never })] }, 'fields.1.objectType', 'Invalid value');
    await refusedWith(CARD, { fields: [amount, text('bank', { objectType: 'Dropdown' })] }, 'fields.1.option', 'A list needs at least one option');
    await refusedWith(CARD, { fields: [amount, text('bank', { objectType: 'Dropdown', option: [{ id: 1, name: 'A' }, { id: 1, name: 'B' }] })] }, 'fields.1.option', 'Two options have the same value');
    await refusedWith(CARD, { fields: [text('note')] }, 'fields', 'The form needs an amount field: key amount, type Decimal');
    await refusedWith(CARD, { fields: [amount, text('bonusId')] }, 'fields.1.key', 'The site adds this field by itself: choose another key');
    await refusedWith(CARD, { fields: [amount, text('2nd key')] }, 'fields.1.key', 'A key is a letter then letters, digits or _ (at most 32), such as senderName');
    await refusedWith(CARD, { fields: [{ ...amount, mask: '000' }] }, 'fields.0.mask', 'Only a text field can have a mask');
    await refusedWith(CARD, { fields: [amount, text('note', { mask: '00{00}' })] }, 'fields.1.mask', expect.stringMatching(/^A mask uses 0 for a digit/) as never);
    await refusedWith(CARD, { fields: [amount, text('note', { labelEn: 'x'.repeat(41) })] }, 'fields.1.labelEn', 'Must be at most 40 characters');
    await refusedWith(CARD, { logoUrl: '/media/uploads/never-uploaded.png' }, 'logoUrl', 'An image was not uploaded here. Choose it again with the upload button.');
    await refusedWith(CARD, { logoUrl: 'https://elsewhere.example/logo.png' }, 'logoUrl', 'Invalid value');
    await refusedWith(CARD, { processingTr: '' }, 'processingTr', 'This field is required');
    await refusedWith(CARD, { processingEn: 'x'.repeat(81) }, 'processingEn', 'Must be at most 80 characters');
    await refusedWith(CARD, { processingEn: 'two\nlines' }, 'processingEn', 'Invalid value');
    const bankText = "A bank transfer keeps its bankId list; it offers the method's bank accounts.";
    await refusedWith(BANK_DEPOSIT, { fields: bank.fields.filter((f) => f.key !== 'bankId') }, 'fields', bankText);
    await refusedWith(BANK_DEPOSIT, { fields: bank.fields.map((f) => (f.key === 'bankId' ? { ...f, objectType: 'String', option: undefined } : f)) }, 'fields', bankText);
    expect(await auditCount()).toBe(audited);
    expect(await method(CARD)).toEqual(card);
    expect(await method(BANK_DEPOSIT)).toEqual(bank);
  });

  it('a bank transfer\'s accounts: added, changed and removed; the player\'s bank list and the transfer details follow, audited', async () => {
    const bank = await method(BANK_DEPOSIT);
    expect(bank.banks.map((b) => b.name)).toEqual(['Ziraat Bankası', 'Garanti BBVA', 'Türkiye İş Bankası']);
    expect((await method(CARD)).banks).toEqual([]);
    const [ziraat, garanti] = bank.banks;
    // Garanti's IBAN changes, İş Bankası goes, a new account comes (typed with spaces, in lowercase); the options sent for
    // the bank list are not what the list will offer.
    const vakif = { id: 4, name: 'VakıfBank', iban: 'tr67 0001 5001 5800 7300 0000 01', holder: 'Kasa Ödeme Hizmetleri A.Ş.' };
    const banks = [ziraat, { ...garanti, iban: 'TR700006200000000006299999' }, vakif];
    const fields = bank.fields.map((f) => (f.key === 'bankId' ? { ...f, option: [{ id: 77, name: 'Stale' }] } : f)) as PaymentFieldEdit[];
    const res = await adminPost(h.app, `/payment-methods/${BANK_DEPOSIT}`, { ...editOf(bank), fields, banks }, as('finance'));
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminPaymentMethod.parse(res.json().data);
    expect(saved.banks).toEqual([ziraat, { ...garanti, iban: 'TR700006200000000006299999' }, { ...vakif, iban: 'TR670001500158007300000001' }]);
    expect(saved.fields.find((f) => f.key === 'bankId')?.option).toEqual([
      { id: 1, name: 'Ziraat Bankası' },
      { id: 2, name: 'Garanti BBVA' },
      { id: 4, name: 'VakıfBank' },
    ]);

    // The player's form offers the accounts; a transfer to the new one answers with its IBAN; İş Bankası is refused.
    expect((await detail(BANK_DEPOSIT, 1, 'tr')).find((f) => f.key === 'bankId')?.option).toEqual([
      { id: 1, name: 'Ziraat Bankası' },
      { id: 2, name: 'Garanti BBVA' },
      { id: 4, name: 'VakıfBank' },
    ]);
    const transfer = (bankId: number) => post(h.app, '/api/payment/deposit', { id: BANK_DEPOSIT, target: 'pay', detail: { amount: 500, bankId, senderName: 'Ayşe Yılmaz', bonusId: 0 } }, p.token, { headers: { 'x-locale': 'en' } });
    const toVakif = await transfer(4);
    expect(toVakif.statusCode, toVakif.body).toBe(200);
    expect(toVakif.json().data).toMatchObject({ bank: 'VakıfBank', iban: 'TR670001500158007300000001' });
    expect((await transfer(2)).json().data).toMatchObject({ bank: 'Garanti BBVA', iban: 'TR700006200000000006299999' });
    expect((await transfer(3)).statusCode).toBe(400);

    const entry = (await auditEntries(h.db.kysely, { limit: 10_000 })).find((e) => e.action === 'payment_method.update' && e.target === `payment_method:${BANK_DEPOSIT}`)!;
    expect((entry.before as { banks: unknown[] }).banks).toHaveLength(3);
    expect((entry.after as { banks: Array<{ name: string }> }).banks.map((b) => b.name)).toEqual(['Ziraat Bankası', 'Garanti BBVA', 'VakıfBank']);
  });

  it('refuses a wrong IBAN, a repeated one, an empty account list or accounts on another method, in the operator\'s language, and changes nothing', async () => {
    const bank = await method(BANK_DEPOSIT);
    const card = await method(CARD);
    const audited = await auditCount();
    const refusedWith = async (id: number, banks: unknown, path: string, message: string, locale: 'tr' | 'en' = 'en') => {
      const res = await adminPost(h.app, `/payment-methods/${id}`, { ...editOf(id === CARD ? card : bank), banks }, as('finance', locale));
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().errors?.[path] ?? res.json().message, path).toEqual(message);
    };
    const [first, second] = bank.banks;
    await refusedWith(BANK_DEPOSIT, [first, { ...second, iban: 'TR700006200000000006299998' }], 'banks.1.iban', 'This IBAN is not valid: check its digits');
    await refusedWith(BANK_DEPOSIT, [first, { ...second, iban: 'TR7000062' }], 'banks.1.iban', 'Geçerli bir IBAN girin (TR ve ardından 24 rakam)', 'tr');
    await refusedWith(BANK_DEPOSIT, [first, { ...second, iban: first.iban.toLowerCase() }], 'banks.1.iban', 'Another account already has this IBAN');
    await refusedWith(BANK_DEPOSIT, [first, { ...second, holder: ' ' }], 'banks.1.holder', 'This field is required');
    await refusedWith(BANK_DEPOSIT, [], 'banks', 'A bank transfer needs at least one bank account');
    await refusedWith(CARD, [first], 'banks', 'Only a bank transfer has bank accounts.');
    expect(await auditCount()).toBe(audited);
    expect(await method(BANK_DEPOSIT)).toEqual(bank);
    expect(await method(CARD)).toEqual(card);
  });
});
