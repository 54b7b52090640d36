import { navigate } from 'wouter/use-browser-location';

/** The browser page: the one place machines' page effects reach it (tests watch these calls). */
export const page = {
  navigate: (to: string, options?: { replace?: boolean }) => navigate(to, options),
  reload: () => window.location.reload(),
  open: (url: string) => window.open(url, '_blank', 'noopener'),
};
