import type { CmsPage } from '../../../../contracts/cms';
import { loadSchemas } from '../../../app/schemas';
import { api } from '../../../app/services';

/** GET cms/page/:id: a content page, or null when its answer does not parse. */
export async function loadPage({ id }: { id: number }, signal?: AbortSignal): Promise<CmsPage | null> {
  const answer = await api.get<unknown>(`cms/page/${id}`, { signal });
  const parsed = (await loadSchemas()).cmsPage.safeParse(answer.data);
  return parsed.success ? parsed.data : null;
}
