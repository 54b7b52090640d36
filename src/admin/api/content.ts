import { bannerItem, bannerList, mediaUpload, type BannerList, type MediaUpload } from '../../../contracts/admin-content';
import type { BannerMoveRequest, BannerSave, BannerToggle } from '../../../machines/admin-banners.machine';
import { adminApi } from './services';

/** GET admin/banners: both sliders, in order. */
export async function loadBanners(signal?: AbortSignal): Promise<BannerList> {
  const answer = await adminApi().get<unknown>('banners', { signal });
  return bannerList.parse(answer.data);
}

/** POST admin/media: the stored image and its address. */
export async function uploadImage(file: Blob, signal?: AbortSignal): Promise<MediaUpload> {
  const answer = await adminApi().upload<unknown>('media', file, { signal });
  return mediaUpload.parse(answer.data);
}

/** POST admin/banners (a new one) or admin/banners/:id. */
export async function saveBanner(save: BannerSave, signal?: AbortSignal) {
  const answer = save.id === null ? await adminApi().post<unknown>('banners', save.body, { signal }) : await adminApi().post<unknown>(`banners/${save.id}`, save.body, { signal });
  return { item: bannerItem.parse(answer.data), message: answer.message };
}

/** POST admin/banners/:id/move: the slider's new order. */
export async function moveBanner({ id, direction }: BannerMoveRequest, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`banners/${id}/move`, { direction }, { signal });
  return { list: bannerList.parse(answer.data), message: answer.message };
}

/** POST admin/banners/:id/active */
export async function setBannerActive({ id, active }: BannerToggle, signal?: AbortSignal) {
  const answer = await adminApi().post<unknown>(`banners/${id}/active`, { active }, { signal });
  return { item: bannerItem.parse(answer.data), message: answer.message };
}
