import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { BookApi } from './api';
import type { BookConfig } from './config';
import type { ParentLink } from './parent';
import { toggleSelection, type Selection } from './slip';

export interface Book {
  config: BookConfig;
  api: BookApi;
  link: ParentLink;
  loggedIn: boolean;
  balanceMinor: number | null;
  /** Reads the wallet again (after a bet or a cash-out) and tells the site when its partner listens for it. */
  refreshBalance(): Promise<void>;
  slip: Selection[];
  toggle(pick: Selection): void;
  setSlip(update: (slip: Selection[]) => Selection[]): void;
  /** Asks the site for its login form: a guest pressed Login or tried to bet. */
  askLogin(): void;
}

const BookContext = createContext<Book | null>(null);

export function BookProvider({ config, api, link, children }: { config: BookConfig; api: BookApi; link: ParentLink; children: ReactNode }) {
  const loggedIn = config.token !== null;
  const [balanceMinor, setBalance] = useState<number | null>(null);
  const [slip, setSlipState] = useState<Selection[]>([]);

  const refreshBalance = useCallback(async () => {
    if (!loggedIn) return;
    try {
      const { balanceMinor: value } = await api.balance();
      setBalance(value);
      link.balance(value);
    } catch {
      // The header keeps the last balance; the next bet or cash-out reads it again.
    }
  }, [api, link, loggedIn]);

  useEffect(() => {
    link.loaded(loggedIn);
    if (!loggedIn) return;
    api.balance().then(
      ({ balanceMinor: value }) => setBalance(value),
      () => {},
    );
  }, [api, link, loggedIn]);

  const value = useMemo<Book>(
    () => ({
      config,
      api,
      link,
      loggedIn,
      balanceMinor,
      refreshBalance,
      slip,
      toggle: (pick) => setSlipState((current) => toggleSelection(current, pick)),
      setSlip: (update) => setSlipState(update),
      askLogin: () => link.loginWanted(),
    }),
    [config, api, link, loggedIn, balanceMinor, refreshBalance, slip],
  );
  return <BookContext.Provider value={value}>{children}</BookContext.Provider>;
}

export function useBook(): Book {
  const book = useContext(BookContext);
  if (!book) throw new Error('useBook outside BookProvider');
  return book;
}
