import { topBannerMachine } from '../../../machines/top-banner.machine';
import { cookieKeys, cookies, storage, storageKeys } from '../../app/storage';

export const TOP_NOTIFY_READ = 'yes';

export const storedTopNotifyRead = () =>
  storage.get(storageKeys.topNotifyRead) === TOP_NOTIFY_READ || cookies.get(cookieKeys.topNotifyRead) === TOP_NOTIFY_READ;

export const providedTopBannerMachine = topBannerMachine.provide({
  actions: {
    storeRead: () => {
      storage.set(storageKeys.topNotifyRead, TOP_NOTIFY_READ);
      // The server renders the first view without the banner once it has been read.
      cookies.set(cookieKeys.topNotifyRead, TOP_NOTIFY_READ);
    },
  },
});
