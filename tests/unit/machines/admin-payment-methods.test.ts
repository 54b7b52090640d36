import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AdminPaymentMethod } from '../../../contracts/admin-payment-methods';
import type { MediaUpload } from '../../../contracts/admin-content';
import { adminPaymentMethodsMachine, type PaymentMethodSave } from '../../../machines/admin-payment-methods.machine';
import { flush } from './shell-harness';

const network = { key: 'network', objectType: 'Dropdown' as const, labelTr: 'Ağ', labelEn: 'Network', option: [{ id: 1, name: 'TRON (TRC-20)' }] };
const wallet = { key: 'walletAddress', objectType: 'String' as const, labelTr: '', labelEn: '' };
const crypto: AdminPaymentMethod = {
  id: 13,
  direction: 'withdraw',
  kind: 'crypto',
  provider: 'manual',
  titleTr: 'Kripto',
  titleEn: 'Crypto',
  minMinor: 50_000,
  maxMinor: 10_000_000,
  feeBp: 0,
  feeFixedMinor: 2_500,
  position: 2,
  active: true,
  logoUrl: '/media/methods/crypto.svg',
  processingTr: '1 saat içinde',
  processingEn: 'Within 1 hour',
  fields: [{ key: 'amount', objectType: 'Decimal', labelTr: '', labelEn: '' }, network, wallet],
  banks: [],
};

const transfer: AdminPaymentMethod = {
  ...crypto,
  id: 1,
  direction: 'deposit',
  kind: 'bank',
  titleTr: 'Havale',
  titleEn: 'Bank transfer',
  fields: [
    { key: 'amount', objectType: 'Decimal', labelTr: '', labelEn: '' },
    { key: 'bankId', objectType: 'Dropdown', labelTr: '', labelEn: '', option: [{ id: 1, name: 'Ziraat Bankası' }, { id: 3, name: 'Türkiye İş Bankası' }] },
  ],
  banks: [
    { id: 1, name: 'Ziraat Bankası', iban: 'TR330006100519786457841326', holder: 'Kasa A.Ş.' },
    { id: 3, name: 'Türkiye İş Bankası', iban: 'TR290006400000112345678901', holder: 'Kasa A.Ş.' },
  ],
};

function start(upload: (file: Blob) => Promise<MediaUpload>) {
  const saves: PaymentMethodSave[] = [];
  const machine = adminPaymentMethodsMachine.provide({
    actors: {
      loadMethods: fromPromise(async () => ({ methods: [crypto, transfer] })),
      upload: fromPromise(({ input }) => upload(input)),
      save: fromPromise(async ({ input }) => {
        saves.push(input);
        return { method: crypto, message: 'saved' };
      }),
      move: fromPromise(async () => ({ list: { methods: [crypto] }, message: 'moved' })),
      setActive: fromPromise(async () => ({ method: crypto, message: 'toggled' })),
    },
    actions: { toast: () => {} },
  });
  const actor = createActor(machine).start();
  return { actor, saves };
}

describe('admin payment methods machine: logo and form fields', () => {
  it('moves, removes and adds fields in the draft, and sends them in their new order', async () => {
    const { actor, saves } = start(async () => ({ name: 'n.png', url: '/media/uploads/n.png', contentType: 'image/png', size: 1 }));
    await flush();
    actor.send({ type: 'methods.edit', id: 13 });
    actor.send({ type: 'field.move', index: 2, direction: 'up' });
    actor.send({ type: 'field.move', index: 0, direction: 'up' }); // already first: nothing moves
    actor.send({ type: 'field.remove', index: 2 });
    actor.send({ type: 'field.add' });
    actor.send({ type: 'field.change', index: 2, part: 'key', value: 'memo' });
    actor.send({ type: 'field.change', index: 9, part: 'key', value: 'ghost' });
    actor.send({ type: 'draft.upload', file: new Blob(['png']) });
    await flush();
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toHaveLength(1);
    expect(saves[0].body.logoUrl).toBe('/media/uploads/n.png');
    expect(saves[0].body.fields).toEqual([crypto.fields[0], wallet, { key: 'memo', objectType: 'String', labelTr: '', labelEn: '' }]);
  });

  it('keeps the logo when an upload is refused and says why; an invalid field list is not sent', async () => {
    const { actor, saves } = start(async () => Promise.reject(new Error('Only PNG, JPEG or WebP')));
    await flush();
    actor.send({ type: 'methods.edit', id: 13 });
    actor.send({ type: 'draft.upload', file: new Blob(['<svg>']) });
    await flush();
    expect(actor.getSnapshot().context.draft.logoUrl).toBe('/media/methods/crypto.svg');
    expect(actor.getSnapshot().context.uploadError).toBe('Only PNG, JPEG or WebP');
    actor.send({ type: 'field.change', index: 1, part: 'options', value: 'TRON' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toHaveLength(0);
    expect(actor.getSnapshot().matches({ ready: { editing: 'idle' } })).toBe(true);
    expect(actor.getSnapshot().context.attempted).toBe(true);
  });

  it('a bank transfer: accounts are added, changed and removed in the draft; a new one takes the next id, its IBAN compact', async () => {
    const { actor, saves } = start(async () => ({ name: 'n.png', url: '/media/uploads/n.png', contentType: 'image/png', size: 1 }));
    await flush();
    actor.send({ type: 'methods.edit', id: 13 });
    expect(actor.getSnapshot().context.draft.banks).toBeUndefined();
    actor.send({ type: 'draft.cancel' });
    actor.send({ type: 'methods.edit', id: 1 });
    actor.send({ type: 'bank.remove', index: 0 });
    actor.send({ type: 'bank.add' });
    actor.send({ type: 'bank.change', index: 1, part: 'name', value: 'VakıfBank' });
    actor.send({ type: 'bank.change', index: 1, part: 'iban', value: 'tr67 0001 5001 5800 7300 0000 01' });
    actor.send({ type: 'bank.change', index: 1, part: 'holder', value: ' Kasa A.Ş. ' });
    actor.send({ type: 'bank.change', index: 5, part: 'name', value: 'ghost' });
    // A wrong digit: nothing is sent.
    actor.send({ type: 'bank.change', index: 0, part: 'iban', value: 'TR290006400000112345678902' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves).toHaveLength(0);
    actor.send({ type: 'bank.change', index: 0, part: 'iban', value: 'TR290006400000112345678901' });
    actor.send({ type: 'draft.save' });
    await flush();
    expect(saves.map((save) => save.body.banks)).toEqual([
      [
        { id: 3, name: 'Türkiye İş Bankası', iban: 'TR290006400000112345678901', holder: 'Kasa A.Ş.' },
        { id: 4, name: 'VakıfBank', iban: 'TR670001500158007300000001', holder: 'Kasa A.Ş.' },
      ],
    ]);
  });
});
