import type { Bootstrap } from '../../../contracts/cms';
import type { Locale } from '../../../i18n/locales';
import { loadSchemas } from '../schemas';
import { api } from '../services';

/** GET cms/grouped: everything the site shows before a player does anything (the locale travels as x-locale). */
export async function loadBootstrap(_request: { locale: Locale }, signal?: AbortSignal): Promise<Bootstrap> {
  const [answer, { bootstrap }] = await Promise.all([api.get<unknown>('cms/grouped', { signal }), loadSchemas()]);
  return bootstrap.parse(answer.data);
}
