import type { AnyActorLogic } from 'xstate';
import type { DialogName } from '../../machines/dialogs.machine';
import type { DialogFlowName } from './dialog-flow';
import { dialogFlows, dialogViews } from './registry-actors';

export { dialogViews };

/** A dialog without a view does not open (the dialog manager's canOpen guard reads this). */
export const hasDialogView = (name: DialogName) => dialogViews[name] !== undefined;

export async function loadDialogFlow(name: DialogName): Promise<AnyActorLogic | null> {
  return name in dialogFlows ? dialogFlows[name as DialogFlowName]() : null;
}
