import { fromPromise } from 'xstate';
import type { CmsPage } from '../../../contracts/cms';
import { loadSchemas } from '../../app/schemas';
import { ApiError } from '../../api/client';
import { api } from '../../app/services';

export type PageResult = { status: 'found'; page: CmsPage } | { status: 'missing' } | { status: 'failed' };

/** GET cms/page/:id; it never rejects, so the view only reads its output. */
export const pageLoader = fromPromise<PageResult, { id: number }>(async ({ input, signal }) => {
  if (!Number.isInteger(input.id) || input.id <= 0) return { status: 'missing' };
  try {
    const answer = await api.get<unknown>(`cms/page/${input.id}`, { signal });
    const { cmsPage } = await loadSchemas();
    const parsed = cmsPage.safeParse(answer.data);
    return parsed.success ? { status: 'found', page: parsed.data } : { status: 'failed' };
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { status: 'missing' } : { status: 'failed' };
  }
});
