import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = join(import.meta.dirname, '../../../server/modules');
const routeFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((f) => /(^|[/-])routes\.ts$/.test(f));
// A partner's wallet API answers in that partner's own codes and statuses (its contract), not the player API's.
const playerRouteFiles = routeFiles.filter((f) => !/[/\\]partners[/\\]/.test(f));
const query = /\.(selectFrom|updateTable|insertInto|deleteFrom|execute|executeTakeFirst|executeTakeFirstOrThrow)\(|\bsql`/;
const decided = /\b(status|code)\(\s*(4|5)\d\d\b|refuse\(reply,\s*(4|5)\d\d/;

describe('server layering: routes speak HTTP, services decide', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(8);
  });

  it.each(routeFiles)('%s runs no query of its own', (file) => {
    const lines = readFileSync(join(modules, file), 'utf8').split('\n');
    expect(lines.filter((line) => query.test(line))).toEqual([]);
  });

  it.each(routeFiles)('%s names no refusal reason itself (services answer them)', (file) => {
    const lines = readFileSync(join(modules, file), 'utf8').split('\n');
    expect(lines.filter((line) => /\brefused\(/.test(line))).toEqual([]);
  });

  it.each(playerRouteFiles)('%s picks no refusal status itself (reasons map to statuses in server/http/reasons.ts)', (file) => {
    const lines = readFileSync(join(modules, file), 'utf8').split('\n');
    expect(lines.filter((line) => decided.test(line))).toEqual([]);
  });
});
