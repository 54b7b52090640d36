import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.js';
import type { Db } from '../../server/db/index.js';
import { redactedUrl, TOKEN_QUERY_PARAMS } from '../../server/http/log-redaction.js';
import { dialects, freshDb, testConfig } from './helpers.js';

/** Every route that takes a token in its URL, driven with a marker the log must never show. */
const MARK = 'M4rk3rT0k3nZZ9';
const tokenUrls = [
  `/sportsbook/?t=${MARK}&lang=tr`,
  `/sportsbook/?lang=en&page=live&t=${MARK}`,
  `/sportsbook/betco?user_id=7&auth_token=${MARK}&lang=eng`,
  `/sportsbook/betco/?auth_token=${MARK}`,
  `/sportsbook/api/balance?partner=betsy&t=${MARK}`,
  `/sportsbook/api/bets?partner=betco&t=${MARK}`,
  `/sportsbook/api/fixtures?t=${MARK}`,
  `/pay/${MARK}`,
  `/pay/${MARK}?lang=en`,
  `/hubs/notify?access_token=${MARK}&x-locale=tr`,
  `/hubs/operators?access_token=${MARK}`,
  `/games/kasa/play?s=${MARK}`,
  `/games/kasa/api/session?s=${MARK}`,
  `/games-api/kasa/launch?token=${MARK}`,
  `/sim/softgamings/System/Api/${MARK}/User/AuthHTML?Login=x&Password=${MARK}&ExtParam=${MARK}`,
  `/sim/hub88/operator/generic/v2/game/url?token=${MARK}`,
  // Links a player or partner may send with a code or a token in the query, on any page (the SPA answers them).
  `/?code=${MARK}`,
  `/hesabim?reset=${MARK}&token=${MARK}`,
  `/api/cms/grouped?access_token=${MARK}`,
  `/no-such-route/x?T=${MARK}`,
];

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream: { write: (s: string) => stream.write(s) } };
}

for (const dialect of dialects) {
  describe(`request logs on ${dialect}`, () => {
    let db: Db;
    let app: App;
    const log = capture();
    beforeAll(async () => {
      db = await freshDb(dialect);
      app = await buildApp({ config: testConfig({ LOG_LEVEL: 'info', RATE_LIMIT_MAX: 1_000_000 }), db, logStream: log.stream });
      await app.ready();
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await db?.destroy();
    });

    it.each(tokenUrls)('log the request %s without its token', async (url) => {
      const before = log.lines.length;
      for (const method of ['GET', 'POST'] as const) await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      const written = log.lines.slice(before).join('');
      // The request was logged (its path is there), its token was not.
      expect(written).toContain(url.split('?')[0]!.replace(MARK, '[redacted]').slice(0, 12));
      expect(written).not.toContain(MARK);
    });
  });
}

describe('redactedUrl', () => {
  it('keeps what is no secret', () => {
    expect(redactedUrl('/casino?category=slots&page=2')).toBe('/casino?category=slots&page=2');
    expect(redactedUrl('/pay/pay-page.css?v=abc')).toBe('/pay/pay-page.css?v=abc');
  });

  it('redacts every listed parameter, whatever the path', () => {
    for (const name of TOKEN_QUERY_PARAMS) expect(redactedUrl(`/x?${name}=${MARK}`)).not.toContain(MARK);
  });
});
