import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GameProvider } from '../../contracts/enums.js';
import type { Db } from '../../server/db/index.js';
import type { HttpRequest, HttpResponse } from '../../server/http/self-http.js';
import { sharedValues, type ProviderEnv } from '../../server/modules/casino/providers/env.js';
import { createHub88Adapter } from '../../server/modules/casino/providers/hub88/adapter.js';
import { publicKeyOf, verifyBody } from '../../server/modules/casino/providers/hub88/signature.js';
import type { LaunchRequest } from '../../server/modules/casino/providers/types.js';
import { testConfig } from './helpers.js';

/** Our launch call as the real Hub88 receives it (HUB88_API_BASE set): its URL, body and signature. */
const privateKeyFile = fileURLToPath(new URL('../fixtures/hub88/private.pem', import.meta.url));
const publicKeyFile = fileURLToPath(new URL('../fixtures/hub88/public.pem', import.meta.url));
const ourPublic = publicKeyOf(readFileSync(publicKeyFile));

const request = (platform: 1 | 2): LaunchRequest => ({
  player: { id: 42, username: 'ayse', currency: 'TRY', country: 'TR' },
  game: { id: 3, code: 'hb_galata_gold', name: 'Galata Gold', system: '1201', productId: 0, providerName: GameProvider.Hub88, engine: 'slot' },
  token: 'tok-0123456789abcdef', platform, language: 'en', lobbyUrl: 'https://kasa.example/casino/slot', ip: '203.0.113.9',
});

function adapterAnswering(answer: (req: HttpRequest) => HttpResponse | Promise<HttpResponse>) {
  const sent: HttpRequest[] = [];
  const env: ProviderEnv = {
    config: testConfig({ HUB88_API_BASE: 'https://api.hub88.test/', HUB88_OPERATOR_ID: 31, HUB88_PRIVATE_KEY_FILE: privateKeyFile, HUB88_PUBLIC_KEY_FILE: publicKeyFile }),
    db: {} as Db,
    now: () => new Date(),
    log: { warn() {}, error() {}, info() {} } as unknown as ProviderEnv['log'],
    http: async (req) => {
      sent.push(req);
      return answer(req);
    },
    shared: sharedValues(),
  };
  return { adapter: createHub88Adapter(env), sent };
}

const json = (status: number, body: unknown): HttpResponse => ({ status, headers: {}, body: JSON.stringify(body) });

describe('Hub88 launch (Games API POST /operator/generic/v2/game/url)', () => {
  it('sends the documented body, signed with our key over its exact bytes, and answers the url', async () => {
    const { adapter, sent } = adapterAnswering(() => json(200, { url: 'https://games.hub88.test/play/abc' }));
    expect(await adapter.launch(request(2))).toEqual({ ok: true, data: 'https://games.hub88.test/play/abc' });
    const [call] = sent;
    expect(call).toMatchObject({ method: 'POST', url: 'https://api.hub88.test/operator/generic/v2/game/url' });
    expect(JSON.parse(call!.body!)).toEqual({
      user: 'kasa-42', token: 'tok-0123456789abcdef', platform: 'GPL_MOBILE', operator_id: 31, lobby_url: 'https://kasa.example/casino/slot',
      lang: 'en', ip: '203.0.113.9', game_code: 'hb_galata_gold', currency: 'TRY', country: 'TR',
    });
    expect(verifyBody(Buffer.from(call!.body!), call!.headers!['x-hub88-signature'], ourPublic)).toBe(true);
  });

  it('launches on desktop as GPL_DESKTOP', async () => {
    const { adapter, sent } = adapterAnswering(() => json(200, { url: 'https://games.hub88.test/d' }));
    await adapter.launch(request(1));
    expect(JSON.parse(sent[0]!.body!).platform).toBe('GPL_DESKTOP');
  });

  it('fails the launch when Hub88 refuses, answers without a url, or cannot be reached', async () => {
    for (const answer of [
      () => json(404, { error: 'Game not found' }),
      () => json(200, { link: 'x' }),
      () => ({ status: 200, headers: {}, body: '<html>' }),
      () => Promise.reject(new Error('ECONNREFUSED')),
    ]) {
      const { adapter } = adapterAnswering(answer);
      const result = await adapter.launch(request(1));
      expect(result.ok).toBe(false);
    }
  });
});
