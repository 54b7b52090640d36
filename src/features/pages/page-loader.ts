import { fromPromise } from 'xstate';
import type { CmsPage } from '../../../contracts/cms';
import { ApiError } from '../../api/client';
import { loadPage } from './api/page';

export type PageResult = { status: 'found'; page: CmsPage } | { status: 'missing' } | { status: 'failed' };

/** GET cms/page/:id; it never rejects, so the view only reads its output. */
export const pageLoader = fromPromise<PageResult, { id: number }>(async ({ input, signal }) => {
  if (!Number.isInteger(input.id) || input.id <= 0) return { status: 'missing' };
  try {
    const page = await loadPage(input, signal);
    return page ? { status: 'found', page } : { status: 'failed' };
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { status: 'missing' } : { status: 'failed' };
  }
});
