import { topBannerMachine } from '../../../machines/top-banner.machine';
import { storage, storageKeys } from '../../app/storage';

export const TOP_NOTIFY_READ = 'yes';

export const storedTopNotifyRead = () => storage.get(storageKeys.topNotifyRead) === TOP_NOTIFY_READ;

export const providedTopBannerMachine = topBannerMachine.provide({
  actions: {
    storeRead: () => storage.set(storageKeys.topNotifyRead, TOP_NOTIFY_READ),
  },
});
