import { htmlPreview, pageItem, pageList, popupState, promotionItem, promotionList, type PageList, type PopupEdit, type PopupState, type PromotionList } from '../../../contracts/admin-cms';
import type { HtmlPair } from '../../../machines/admin-html-preview.machine';
import type { PageMoveRequest, PageSave, PageToggle } from '../../../machines/admin-pages.machine';
import type { PromotionMoveRequest, PromotionSave, PromotionToggle } from '../../../machines/admin-promotions.machine';
import { adminApi } from './services';

/** POST admin/content/preview: what a save would keep of both languages' HTML. */
export async function previewHtml(source: HtmlPair, signal?: AbortSignal): Promise<HtmlPair> {
  return htmlPreview.parse((await adminApi().post<unknown>('content/preview', source, { signal })).data);
}

export async function loadPromotions(signal?: AbortSignal): Promise<PromotionList> {
  return promotionList.parse((await adminApi().get<unknown>('content/promotions', { signal })).data);
}

export async function savePromotion({ id, body }: PromotionSave, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(id === null ? 'content/promotions' : `content/promotions/${id}`, body, { signal });
  return { item: promotionItem.parse(answer.data), message: answer.message };
}

export async function movePromotion({ id, direction }: PromotionMoveRequest, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`content/promotions/${id}/move`, { direction }, { signal });
  return { list: promotionList.parse(answer.data), message: answer.message };
}

export async function setPromotionActive({ id, active }: PromotionToggle, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`content/promotions/${id}/active`, { active }, { signal });
  return { item: promotionItem.parse(answer.data), message: answer.message };
}

export async function loadPopup(signal?: AbortSignal): Promise<PopupState> {
  return popupState.parse((await adminApi().get<unknown>('content/popup', { signal })).data);
}

export async function savePopup(body: PopupEdit, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>('content/popup', body, { signal });
  return { state: popupState.parse(answer.data), message: answer.message };
}

export async function loadPages(signal?: AbortSignal): Promise<PageList> {
  return pageList.parse((await adminApi().get<unknown>('content/pages', { signal })).data);
}

export async function savePage(save: PageSave, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(save.id === null ? 'content/pages' : `content/pages/${save.id}`, save.body, { signal });
  return { item: pageItem.parse(answer.data), message: answer.message };
}

export async function movePage({ id, direction }: PageMoveRequest, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`content/pages/${id}/move`, { direction }, { signal });
  return { list: pageList.parse(answer.data), message: answer.message };
}

export async function setPageActive({ id, active }: PageToggle, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`content/pages/${id}/active`, { active }, { signal });
  return { item: pageItem.parse(answer.data), message: answer.message };
}
