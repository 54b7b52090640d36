import type { Generated, Insertable, Selectable } from 'kysely';

/** Flags are integers (0/1) and times ISO-8601 text on both dialects, so one set of queries serves both. */
type Flag = number;

export interface LanguagesTable { locale: string; name: string; position: number }
export interface TranslationsTable { locale: string; key: string; value: string }
export interface SiteOptionsTable { key: string; value: string; status: Flag; position: number }
export interface SettingsTable { key: string; value: string }

export interface CasinoCategoriesTable {
  id: number;
  slug_list: string; // JSON array of route slugs
  image_url: string;
  name_tr: string;
  name_en: string;
  is_live: Flag;
  position: number;
  hidden: Generated<Flag>;
}

export interface GameProvidersTable {
  id: number;
  name: string;
  slug: string;
  main_provider_id: number;
  logo_url: string;
  position: number;
}

export interface GamesTable {
  id: Generated<number>;
  provider_id: number;
  game_code: string;
  name: string;
  system: string;
  product_id: number;
  image_url: string;
  is_live: Flag;
  popularity: number;
  enabled: Flag;
  created_at: string;
  /** The built-in engine that plays it here (our own games, and every provider simulator). */
  engine: Generated<GameEngine>;
  /** Return to player in basis points (9600 = 96.00 %). */
  rtp_bp: number | null;
  volatility: Volatility | null;
}

export type GameEngine = 'slot' | 'roulette' | 'dice' | 'crash';
export type Volatility = 'low' | 'medium' | 'high';

export interface GameCategoriesTable { game_id: number; category_id: number; position: number }

export interface SlidersTable { id: number; name: string }

export interface SliderItemsTable {
  id: Generated<number>;
  slider_id: number;
  slug: string;
  url: string;
  image_0: string;
  image_1: string;
  image_2: string;
  /** English variants; null shows the Turkish ones. */
  image_en_0: string | null;
  image_en_1: string | null;
  image_en_2: string | null;
  position: number;
  active: Flag;
  /** What operators call it in the back office (migration 014; the slug for older rows). */
  title: Generated<string>;
}

/** A call request: status new → in_progress → done; handled_by is the operator of the last change. */
export interface ChatConversationsTable {
  id: Generated<number>;
  player_id: number;
  status: 'open' | 'closed';
  assigned_to: number | null;
  created_at: string;
  updated_at: string;
  last_message_at: string | null;
  unread_by_player: Generated<number>;
  unread_by_operator: Generated<number>;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author: 'player' | 'operator' | 'system';
  operator_id: number | null;
  sender_key: string | null;
  client_id: string | null;
  body: string;
  created_at: string;
}

export interface CallRequestsTable {
  id: Generated<number>;
  name: string;
  phone: string;
  preferred_time: 'asap' | 'morning' | 'afternoon' | 'evening';
  topic: 'account' | 'deposit' | 'withdrawal' | 'bonus' | 'technical' | 'other';
  note: string;
  player_id: number | null;
  ip: string | null;
  status: 'new' | 'in_progress' | 'done';
  created_at: string;
  handled_by: number | null;
  handled_at: string | null;
  operator_note: string;
}

/**
 * A deposit whose PSP said "paid" after the player's limits or exclusion stopped allowing it: not credited, given
 * back through the PSP. pending until the PSP accepts the refund (the money sweep asks again at next_attempt_at).
 */
export interface PaymentRefundsTable {
  id: Generated<number>;
  transaction_id: number;
  provider: string;
  /** What the PSP needs to find the payment (Stripe: the PaymentIntent; the local PSP: its payment id). */
  payment_handle: string;
  amount_minor: number;
  reason: RefundReason;
  status: 'pending' | 'done';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  provider_refund_id: string | null;
  /** The PSP accepted the refund and later could not return the money (Stripe: failed or canceled), with its reason. */
  psp_failure: string | null;
  /** An operator recorded that the money was returned another way (a pending refund is then not asked again). */
  resolved_at: string | null;
  resolved_by: number | null;
  resolution_note: string | null;
  /** The refund is being asked of the PSP until then (a claim: no other asking, no operator's resolution meanwhile). */
  sending_until: string | null;
  created_at: string;
  updated_at: string;
}

export type RefundReason = 'deposit_limit' | 'excluded';

/** The local PSP's own book of the refunds it made (our demo payment service, not our ledger). */
export interface LocalPspRefundsTable {
  id: Generated<number>;
  payment_handle: string;
  reference: string;
  amount_minor: number;
  refund_id: string;
  created_at: string;
}

/** An image an operator uploaded: the file is DATA_DIR/media/uploads/<name>, served at /media/uploads/<name>. */
export interface MediaUploadsTable {
  id: Generated<number>;
  name: string;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  size: number;
  operator_id: number | null;
  created_at: string;
}

export interface CmsCategoriesTable { id: number; title_tr: string; title_en: string; position: number }

export interface CmsPagesTable {
  id: number;
  category_id: number;
  title_tr: string;
  title_en: string;
  body_tr: string;
  body_en: string;
  position: number;
  active: Generated<Flag>;
}

export interface PopupsTable {
  id: Generated<number>;
  url: string | null;
  image_sm: string;
  image_md: string;
  image_lg: string;
  image_en_sm: string | null;
  image_en_md: string | null;
  image_en_lg: string | null;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  active: Flag;
  updated_at: string;
}

export interface PromotionsTable {
  id: Generated<number>;
  image: string;
  image_en: string | null;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  category: string;
  position: number;
  active: Flag;
}

export interface JackpotCardsTable {
  id: number;
  instance_name: string;
  position: number;
  /** '' shows the instance name. */
  name_tr: Generated<string>;
  name_en: Generated<string>;
  hidden: Generated<Flag>;
}
export interface JackpotLevelsTable {
  card_id: number;
  level: string;
  amount_minor: number;
  position: number;
  /** '' shows "Level <level>". */
  name_tr: Generated<string>;
  name_en: Generated<string>;
  hidden: Generated<Flag>;
}

export interface MenuEntriesTable {
  id: number;
  group_key: string;
  parent_id: number | null;
  title_key: string;
  icon: string;
  url: string | null;
  app_key: string | null;
  game_data: string | null; // JSON
  badge: string | null;
  svg_style: string | null;
  position: number;
  hidden: Generated<Flag>;
}

export interface CountriesTable { id: number; name_tr: string; name_en: string; position: number }

export interface PlayersTable {
  id: Generated<number>;
  name: string;
  surname: string;
  username: string;
  username_lower: string;
  email: string; // stored lowercased
  phone: string;
  personal_no: string | null;
  country_id: number;
  currency_id: number;
  birth_date: string | null; // YYYY-MM-DD; null after fast sign-up
  password_hash: string;
  sms_verified: Flag;
  locale: string;
  ref_id: number | null;
  partner: string | null;
  subid: string | null;
  source: string | null;
  created_at: string;
  /** Set by an operator: no new bets (wins and refunds are still paid). */
  blocked_at: string | null;
  self_excluded_until: string | null;
  /** What set self_excluded_until: a time-out or a self-exclusion (null: neither, or an operator). */
  exclusion_kind: ExclusionKind | null;
  /** How often the reality check interrupts play, in minutes (null: the default, 60). */
  reality_check_minutes: number | null;
  /** 1: an operator granted the betting partner's sportsbook (/spor/betco). */
  betting_partner_access: Generated<Flag>;
}

export interface SessionsTable {
  id: Generated<number>;
  player_id: number;
  token_hash: string;
  ip: string;
  user_agent: string;
  fingerprint: string | null;
  /** The signed device cookie's id (migration 024); null for sessions opened before it, or without a login. */
  device_id: string | null;
  started_at: string;
  last_seen_at: string;
  ended_at: string | null;
  end_reason: string | null;
  /** When the player's session-time limit ends this session (null: no such limit). */
  ends_at: string | null;
  /** The period of the limit that set ends_at: a session it ended closes login for that long. */
  ends_for: LimitPeriod | null;
}

export type CodePurpose = 'sms' | 'reset';

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: CodePurpose;
  player_id: number;
  target: string;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  consumed_at: string | null;
  created_at: string;
}

/** held: a withdrawal's money between the request and the operator's decision. */
export type AccountKind = 'cash' | 'bonus' | 'held';

export interface AccountsTable { id: Generated<number>; player_id: number; kind: AccountKind; balance_minor: Generated<number> }

export interface LedgerEntriesTable {
  id: Generated<number>;
  account_id: number;
  amount_minor: number; // signed: credits positive, debits negative
  balance_after_minor: number;
  kind: string;
  reference: string;
  idempotency_key: string;
  request_hash: string;
  created_at: string;
  /** The request that wrote it (migration 028); null outside a request. */
  request_id: Generated<string | null>;
}

export interface TrialBonusClaimsTable {
  player_id: number;
  amount_minor: number;
  ledger_entry_id: number;
  created_at: string;
  /** The verified phone the bonus was claimed with: once per number (null only for older duplicate claims). */
  phone: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface PaymentMethodsTable {
  id: number;
  type: number; // TransactionType
  kind: string; // PaymentMethodKind
  title_tr: string;
  title_en: string;
  logo_url: string;
  min_minor: number;
  max_minor: number;
  fee_bp: number;
  fee_fixed_minor: number;
  processing_tr: string;
  processing_en: string;
  provider: string;
  fields: string; // JSON PaymentField[]
  settings: string; // JSON
  position: number;
  active: Flag;
}

export interface BonusDefinitionsTable {
  id: number;
  kind: 'trial' | 'deposit' | 'offer';
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  percent: number;
  max_minor: number;
  amount_minor: number;
  min_deposit_minor: number;
  wagering_times: number;
  valid_days: number;
  first_deposit_only: Flag;
  weekdays: string;
  terms_url: string;
  position: number;
  active: Flag;
  /** JSON of contracts/bonus-terms.ts (read with readTerms: '{}' is the strict defaults). */
  terms: Generated<string>;
}

export interface TransactionsTable {
  id: Generated<number>;
  player_id: number;
  type: number; // TransactionType
  status: number; // TransactionStatus
  method_id: number;
  amount_minor: number;
  fee_minor: number;
  reference: string;
  details_masked: string;
  details: string; // JSON
  provider: string;
  provider_reference: string | null;
  /** What the PSP calls the paid payment when it is not provider_reference (Stripe: the PaymentIntent); migration 027. */
  payment_handle: Generated<string | null>;
  bonus_definition_id: number | null;
  reason: string | null;
  expires_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TransactionEventsTable {
  id: Generated<number>;
  transaction_id: number;
  from_status: number | null;
  to_status: number;
  actor: string;
  note: string | null;
  created_at: string;
}

export type PlayerBonusStatus = 'active' | 'completed' | 'expired' | 'forfeited';

export interface PlayerBonusesTable {
  id: Generated<number>;
  player_id: number;
  definition_id: number;
  transaction_id: number | null;
  once_key: string;
  amount_minor: number;
  locked_cash_minor: number;
  wagering_required_minor: number;
  wagered_minor: number;
  status: PlayerBonusStatus;
  granted_at: string;
  expires_at: string;
  ended_at: string | null;
  /** The definition's terms when granted (JSON, contracts/bonus-terms.ts). */
  terms: Generated<string>;
  /** 1: the deposit that earned it plays in the bonus account with it (locked_cash_minor is its share); 0: older, deposit locked in cash. */
  pot: Generated<Flag>;
  /** Times a reversal reopened it after it had completed (numbers the ledger keys of each completion). */
  reopened: Generated<number>;
}

export interface BonusWageringTable {
  id: Generated<number>;
  bonus_id: number;
  stake_key: string;
  counted_minor: number;
  created_at: string;
  reversed_at: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  player_id: number;
  type: number; // NotificationType
  template: string | null;
  params: string; // JSON
  title: string | null;
  note: string | null;
  is_read: Flag;
  created_at: string;
}

export type OperatorRole = 'admin' | 'finance' | 'support' | 'content';

export interface OperatorsTable {
  id: Generated<number>;
  username: string; // lowercase
  password_hash: string;
  role: OperatorRole;
  totp_secret: string | null; // base32, set once enrolled
  totp_enabled: Generated<Flag>;
  totp_last_step: number | null; // last accepted TOTP time step (replay guard)
  /** SHA-256 of the one-time enrollment code (migration 024); null once used, or for an operator enrolled before it. */
  enroll_code_hash?: string | null;
  active: Generated<Flag>;
  created_at: string;
  last_login_at: string | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  ip: string;
  user_agent: string;
  started_at: string;
  last_seen_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

export interface OperatorChallengesTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  purpose: 'enroll' | 'code';
  totp_secret: string | null;
  attempts: Generated<number>;
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Append-only (database triggers refuse UPDATE and DELETE). before/after are JSON. */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  actor: string; // 'operator:<id>' | 'cli'
  at: string;
  ip: string | null;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
  /** The request that wrote it (migration 028); null from the command line. */
  request_id: Generated<string | null>;
}

/** A game launched by a player: the token (hashed) a provider carries back in its wallet callbacks. */
export interface GameSessionsTable {
  id: Generated<number>;
  token_hash: string;
  player_id: number;
  session_id: number | null;
  game_id: number;
  /** The provider's key: 'hub88', 'softgamings', 'egt', 'amusnet', 'everymatrix', 'digitain', 'kasa'. */
  provider: string;
  currency: string;
  locale: string;
  platform: number;
  created_at: string;
  expires_at: string;
}

export type GameRoundStatus = 'open' | 'closed' | 'cancelled';

export interface GameRoundsTable {
  id: Generated<number>;
  provider: string;
  round_ref: string;
  player_id: number;
  game_id: number;
  status: GameRoundStatus;
  stake_minor: Generated<number>;
  bonus_stake_minor: Generated<number>;
  win_minor: Generated<number>;
  refunded_minor: Generated<number>;
  started_at: string;
  updated_at: string;
  detail: string | null;
}

export type GameTransactionKind = 'bet' | 'win' | 'rollback';

export interface GameTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_ref: string;
  round_id: number;
  player_id: number;
  kind: GameTransactionKind;
  amount_minor: number;
  cash_minor: Generated<number>;
  bonus_minor: Generated<number>;
  status: 'applied' | 'rolled_back';
  target_ref: string | null;
  request_hash: string;
  balance_after_minor: number;
  created_at: string;
}

export interface FavoriteGamesTable { player_id: number; game_id: number; created_at: string }

/** The game servers' side (our own games and the provider simulators): a launched game. */
export interface GsSessionsTable {
  id: Generated<number>;
  provider: string;
  public_id: string;
  operator_token: string;
  player_ref: string;
  game_code: string;
  currency: string;
  locale: string;
  created_at: string;
}

/** A provably fair seed pair; the active one has no revealed_at. */
export interface GsSeedsTable {
  id: Generated<number>;
  provider: string;
  player_ref: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  created_at: string;
  revealed_at: string | null;
}

export interface GsRoundsTable {
  id: Generated<number>;
  provider: string;
  public_id: string;
  session_id: number;
  game_code: string;
  engine: GameEngine;
  bet_minor: number;
  win_minor: Generated<number>;
  params: string;
  outcome: string;
  seed_id: number;
  nonce: number;
  status: 'open' | 'settled' | 'void';
  created_at: string;
  settled_at: string | null;
}

export type SportsPartner = 'betsy' | 'betco';

export interface SportsTokensTable {
  id: Generated<number>;
  token_hash: string;
  player_id: number;
  session_id: number | null;
  partner: SportsPartner;
  created_at: string;
  expires_at: string;
}

export type SportsBetStatus = 'open' | 'won' | 'lost' | 'refunded' | 'cashed_out';

export interface SportsBetsTable {
  id: Generated<number>;
  partner: SportsPartner;
  bet_ref: string;
  player_id: number;
  stake_minor: number;
  cash_minor: number;
  bonus_minor: number;
  odds_x1000: number;
  potential_win_minor: number;
  selections: string;
  status: SportsBetStatus;
  paid_minor: Generated<number>;
  request_hash: string;
  balance_after_minor: number;
  created_at: string;
  updated_at: string;
}

export interface SportsSettlementsTable {
  id: Generated<number>;
  bet_id: number;
  seq: number;
  status: SportsBetStatus;
  amount_minor: number;
  delta_minor: number;
  created_at: string;
}

export interface SportsRollbacksTable {
  id: Generated<number>;
  partner: SportsPartner;
  bet_ref: string;
  player_id: number;
  reason: number | null;
  created_at: string;
}

/** A sports partner's money call that was carried out, by its request id (migration 027). */
export interface SportsPartnerRequestsTable {
  id: Generated<number>;
  partner: SportsPartner;
  request_id: string;
  bet_ref: string;
  operation: 'bet' | 'settle' | 'rollback';
  body_hash: string;
  answer: string;
  created_at: string;
}

/** A PSP's dispute (chargeback) of a paid deposit and its resolution (migration 027). */
export interface PaymentDisputesTable {
  id: Generated<number>;
  transaction_id: number;
  player_id: number;
  provider: string;
  dispute_id: string;
  amount_minor: number;
  reason: string;
  status: 'open' | 'won' | 'lost';
  bonus_removed_minor: Generated<number>;
  opened_at: string;
  closed_at: string | null;
}
export type PaymentDisputeRow = Selectable<PaymentDisputesTable>;

/** The demo sportsbook's side: the bets it took. */
export interface SbBetsTable {
  id: Generated<number>;
  public_id: string;
  partner: SportsPartner;
  player_ref: string;
  token: string;
  selections: string;
  stake_minor: number;
  odds_x1000: number;
  status: 'pending' | 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'failed';
  settled_minor: Generated<number>;
  created_at: string;
  settled_at: string | null;
}

export interface SbStateTable { key: string; value: string }

/** What happened in a demo-book match (its goals, baskets or sets, JSON), drawn from a CSPRNG at kick-off. */
export interface SbOutcomesTable {
  /** The schedule the fixture id belongs to (a hash of SPORTSBOOK_SEED): another seed names other matches. */
  book: string;
  fixture_id: string;
  events: string;
  drawn_at: string;
}

export type ExclusionKind = 'timeout' | 'self_exclusion';
/** `session`: minutes logged in (its amount_minor counts minutes, not kuruş). */
export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month';

export interface PlayerLimitsTable {
  id: Generated<number>;
  player_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  amount_minor: number | null;
  pending_amount_minor: number | null;
  pending_removal: Flag;
  pending_from: string | null;
  created_at: string;
  updated_at: string;
}

/** Append-only (database triggers refuse UPDATE and DELETE). before/after are JSON. */
export interface PlayerLimitChangesTable {
  id: Generated<number>;
  player_id: number;
  kind: LimitKind;
  period: LimitPeriod;
  actor: string;
  action: string;
  before: string;
  after: string;
  at: string;
}

export interface Database {
  languages: LanguagesTable;
  translations: TranslationsTable;
  site_options: SiteOptionsTable;
  settings: SettingsTable;
  casino_categories: CasinoCategoriesTable;
  game_providers: GameProvidersTable;
  games: GamesTable;
  game_categories: GameCategoriesTable;
  sliders: SlidersTable;
  slider_items: SliderItemsTable;
  media_uploads: MediaUploadsTable;
  cms_categories: CmsCategoriesTable;
  cms_pages: CmsPagesTable;
  popups: PopupsTable;
  promotions: PromotionsTable;
  jackpot_cards: JackpotCardsTable;
  jackpot_levels: JackpotLevelsTable;
  menu_entries: MenuEntriesTable;
  countries: CountriesTable;
  players: PlayersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  accounts: AccountsTable;
  ledger_entries: LedgerEntriesTable;
  trial_bonus_claims: TrialBonusClaimsTable;
  outbox: OutboxTable;
  payment_methods: PaymentMethodsTable;
  bonus_definitions: BonusDefinitionsTable;
  transactions: TransactionsTable;
  transaction_events: TransactionEventsTable;
  player_bonuses: PlayerBonusesTable;
  bonus_wagering: BonusWageringTable;
  notifications: NotificationsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_challenges: OperatorChallengesTable;
  audit_log: AuditLogTable;
  game_sessions: GameSessionsTable;
  game_rounds: GameRoundsTable;
  game_transactions: GameTransactionsTable;
  favorite_games: FavoriteGamesTable;
  gs_sessions: GsSessionsTable;
  gs_seeds: GsSeedsTable;
  gs_rounds: GsRoundsTable;
  sports_tokens: SportsTokensTable;
  sports_bets: SportsBetsTable;
  sports_settlements: SportsSettlementsTable;
  sports_rollbacks: SportsRollbacksTable;
  sb_bets: SbBetsTable;
  sb_state: SbStateTable;
  sb_outcomes: SbOutcomesTable;
  player_limits: PlayerLimitsTable;
  player_limit_changes: PlayerLimitChangesTable;
  call_requests: CallRequestsTable;
  payment_refunds: PaymentRefundsTable;
  payment_disputes: PaymentDisputesTable;
  sports_partner_requests: SportsPartnerRequestsTable;
  local_psp_refunds: LocalPspRefundsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}

export type GameRow = Selectable<GamesTable>;
export type NewGame = Insertable<GamesTable>;
export type PlayerRow = Selectable<PlayersTable>;
export type LedgerEntryRow = Selectable<LedgerEntriesTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type PaymentMethodRow = Selectable<PaymentMethodsTable>;
export type PlayerBonusRow = Selectable<PlayerBonusesTable>;
export type BonusDefinitionRow = Selectable<BonusDefinitionsTable>;
export type GameSessionRow = Selectable<GameSessionsTable>;
export type GameRoundRow = Selectable<GameRoundsTable>;
export type GameTransactionRow = Selectable<GameTransactionsTable>;
export type SportsBetRow = Selectable<SportsBetsTable>;
