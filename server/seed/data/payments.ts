import { TransactionType } from '../../../contracts/enums.js';
import type { PaymentField } from '../../../contracts/payments.js';
import type { Insertable } from 'kysely';
import type { BonusDefinitionsTable, PaymentMethodsTable } from '../../db/schema.js';
import { NO_DEPOSIT_WAGERING_TIMES, SEEDED_TERMS, SEEDED_WAGERING_TIMES } from '../../db/migrations/026-bonus-terms.js';
import { mediaUrl } from '../../modules/media/urls.js';

const lira = (amount: number) => amount * 100;
const amount: PaymentField = { key: 'amount', objectType: 'Decimal' };

/** The banks a Havale/EFT deposit can be sent to, with the account each one reaches (shown after the request). */
export const receivingBanks = [
  { id: 1, name: 'Ziraat Bankası', iban: 'TR330006100519786457841326', holder: 'Kasa Ödeme Hizmetleri A.Ş.' },
  { id: 2, name: 'Garanti BBVA', iban: 'TR320010009999901234567890', holder: 'Kasa Ödeme Hizmetleri A.Ş.' },
  { id: 3, name: 'Türkiye İş Bankası', iban: 'TR290006400000112345678901', holder: 'Kasa Ödeme Hizmetleri A.Ş.' },
];

type MethodSeed = Omit<PaymentMethodsTable, 'fields' | 'settings'> & { fields: PaymentField[]; settings?: object };

/** What a Turkish player expects: Havale/EFT, Papara, card and USDT in; IBAN, Papara and USDT out. */
export const paymentMethods: MethodSeed[] = [
  {
    id: 1, type: TransactionType.Deposit, kind: 'bank', title_tr: 'Havale / EFT', title_en: 'Bank transfer (Havale/EFT)',
    logo_url: mediaUrl.method('bank'), min_minor: lira(100), max_minor: lira(50_000),
    fee_bp: 0, fee_fixed_minor: 0, processing_tr: 'Onaydan sonra, genelde 15 dakikada', processing_en: 'Once confirmed, usually within 15 minutes',
    provider: 'manual', position: 1, active: 1,
    fields: [amount, { key: 'bankId', objectType: 'Dropdown', option: receivingBanks.map(({ id, name }) => ({ id, name })) }, { key: 'senderName', objectType: 'String' }],
    settings: { banks: receivingBanks },
  },
  {
    id: 2, type: TransactionType.Deposit, kind: 'papara', title_tr: 'Papara', title_en: 'Papara',
    logo_url: mediaUrl.method('papara'), min_minor: lira(50), max_minor: lira(20_000),
    fee_bp: 0, fee_fixed_minor: 0, processing_tr: 'Anında', processing_en: 'Instant', provider: 'local', position: 2, active: 1,
    fields: [amount],
  },
  {
    id: 3, type: TransactionType.Deposit, kind: 'card', title_tr: 'Kredi / Banka Kartı', title_en: 'Credit / debit card',
    logo_url: mediaUrl.method('card'), min_minor: lira(50), max_minor: lira(10_000),
    fee_bp: 250, fee_fixed_minor: 0, processing_tr: 'Anında', processing_en: 'Instant', provider: 'local', position: 3, active: 1,
    fields: [amount],
  },
  {
    id: 4, type: TransactionType.Deposit, kind: 'crypto', title_tr: 'Kripto (USDT TRC-20)', title_en: 'Crypto (USDT TRC-20)',
    logo_url: mediaUrl.method('crypto'), min_minor: lira(500), max_minor: lira(100_000),
    fee_bp: 0, fee_fixed_minor: 0, processing_tr: 'Ağ onayından sonra', processing_en: 'After network confirmation', provider: 'local', position: 4, active: 1,
    fields: [amount],
  },
  {
    id: 11, type: TransactionType.Withdraw, kind: 'bank', title_tr: 'Banka Havalesi (IBAN)', title_en: 'Bank transfer (IBAN)',
    logo_url: mediaUrl.method('bank'), min_minor: lira(100), max_minor: lira(50_000),
    fee_bp: 0, fee_fixed_minor: 0, processing_tr: '24 saat içinde', processing_en: 'Within 24 hours', provider: 'manual', position: 1, active: 1,
    fields: [amount, { key: 'iban', objectType: 'String' }, { key: 'accountHolder', objectType: 'String' }],
  },
  {
    id: 12, type: TransactionType.Withdraw, kind: 'papara', title_tr: 'Papara', title_en: 'Papara',
    logo_url: mediaUrl.method('papara'), min_minor: lira(50), max_minor: lira(20_000),
    fee_bp: 0, fee_fixed_minor: 0, processing_tr: '1 saat içinde', processing_en: 'Within 1 hour', provider: 'manual', position: 2, active: 1,
    fields: [amount, { key: 'paparaNumber', objectType: 'Long' }],
  },
  {
    id: 13, type: TransactionType.Withdraw, kind: 'crypto', title_tr: 'Kripto (USDT TRC-20)', title_en: 'Crypto (USDT TRC-20)',
    logo_url: mediaUrl.method('crypto'), min_minor: lira(500), max_minor: lira(100_000),
    fee_bp: 0, fee_fixed_minor: lira(25), processing_tr: '1 saat içinde', processing_en: 'Within 1 hour', provider: 'manual', position: 3, active: 1,
    fields: [amount, { key: 'network', objectType: 'Dropdown', option: [{ id: 1, name: 'TRON (TRC-20)' }] }, { key: 'walletAddress', objectType: 'String' }],
  },
];

const TERMS = '/pages/8';

/** The trial bonus and the deposit bonuses of the seeded promotions, plus one gift any player can claim. */
/** Their terms: the seeded ones of migration 026 (the same defaults for a fresh and for a migrated database). */
const terms = (id: number) => JSON.stringify(SEEDED_TERMS[id]);

export const bonusDefinitions: Insertable<BonusDefinitionsTable>[] = [
  {
    id: 1, kind: 'trial', title_tr: 'Deneme Bonusu', title_en: 'Trial Bonus',
    description_tr: 'Telefonunu doğrulayan her yeni üyeye bir kez.', description_en: 'Once for every new member who verifies a phone.',
    percent: 0, max_minor: 0, amount_minor: 0, min_deposit_minor: 0, wagering_times: NO_DEPOSIT_WAGERING_TIMES, valid_days: 7, first_deposit_only: 0, weekdays: '',
    terms_url: TERMS, position: 1, active: 1, terms: terms(1),
  },
  {
    id: 2, kind: 'deposit', title_tr: 'Hoş Geldin Bonusu %100', title_en: '100% Welcome Bonus',
    description_tr: 'İlk yatırımına %100, 5.000 TL’ye kadar.', description_en: '100% of your first deposit, up to 5,000 TL.',
    percent: 100, max_minor: lira(5_000), amount_minor: 0, min_deposit_minor: lira(100), wagering_times: SEEDED_WAGERING_TIMES[2]!.to, valid_days: 7, first_deposit_only: 1,
    weekdays: '', terms_url: TERMS, position: 2, active: 1, terms: terms(2),
  },
  {
    id: 3, kind: 'deposit', title_tr: 'Hafta Sonu Bonusu %50', title_en: '50% Weekend Bonus',
    description_tr: 'Cuma, cumartesi ve pazar yatırımlarına %50, 2.500 TL’ye kadar.', description_en: '50% on Friday, Saturday and Sunday deposits, up to 2,500 TL.',
    percent: 50, max_minor: lira(2_500), amount_minor: 0, min_deposit_minor: lira(200), wagering_times: SEEDED_WAGERING_TIMES[3]!.to, valid_days: 3, first_deposit_only: 0,
    weekdays: '5,6,0', terms_url: TERMS, position: 3, active: 1, terms: terms(3),
  },
  {
    id: 4, kind: 'deposit', title_tr: 'Canlı Casino Bonusu %25', title_en: '25% Live Casino Bonus',
    description_tr: 'Yatırımına %25, 1.500 TL’ye kadar.', description_en: '25% of your deposit, up to 1,500 TL.',
    percent: 25, max_minor: lira(1_500), amount_minor: 0, min_deposit_minor: lira(200), wagering_times: SEEDED_WAGERING_TIMES[4]!.to, valid_days: 1, first_deposit_only: 0,
    weekdays: '', terms_url: TERMS, position: 4, active: 1, terms: terms(4),
  },
  {
    id: 5, kind: 'offer', title_tr: 'Hoş Geldin Hediyesi', title_en: 'Welcome Gift',
    description_tr: 'Hesabına 20 TL bonus, yatırım gerekmez.', description_en: '20 TL bonus in your account, no deposit needed.',
    percent: 0, max_minor: 0, amount_minor: lira(20), min_deposit_minor: 0, wagering_times: NO_DEPOSIT_WAGERING_TIMES, valid_days: 3, first_deposit_only: 0,
    weekdays: '', terms_url: TERMS, position: 5, active: 1, terms: terms(5),
  },
];
