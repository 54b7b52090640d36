import { useCallback } from 'react';
import type { Promotion } from '../../../contracts/cms';
import { useOpenDialog } from '../../app/session-hooks';

/** Opens the promotion dialog through the dialog manager. */
export function useOpenPromotion() {
  const openDialog = useOpenDialog();
  return useCallback((promotion: Promotion) => openDialog({ name: 'promotion', props: { promotion } }), [openDialog]);
}
