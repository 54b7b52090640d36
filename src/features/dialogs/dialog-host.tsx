import { Suspense, type ComponentType } from 'react';
import type { DialogName, DialogPropsMap } from '../../../machines/dialogs.machine';
import { dialogViews } from '../../app/dialog-views';
import { useSystemActor, useSystemSelector, useT } from '../../app/hooks';
import type { Translate } from '../../i18n/runtime';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import styles from './dialog-host.module.css';

function titleOf(name: DialogName, props: DialogPropsMap[DialogName], t: Translate): string {
  if (name === 'promotion' && props && 'promotion' in props) return props.promotion.title;
  if (name === 'game' && props && 'game' in props) return props.game.name;
  // The payment dialogs carry their title from the caller (the method's card).
  if ((name === 'deposit' || name === 'withdraw') && props && 'title' in props) return props.title;
  return t(name === 'login' ? 'login.title' : `dialog.${name}`);
}

/** Shows the one open dialog of the dialog manager (systemId 'dialogs') in a native modal <dialog>. */
export function DialogHost() {
  const t = useT();
  const dialogs = useSystemActor('dialogs');
  const name = useSystemSelector('dialogs', (s) => s.context.name);
  const props = useSystemSelector('dialogs', (s) => s.context.props);
  if (!name) return null;
  const View = dialogViews[name] as ComponentType<object> | undefined;
  if (!View) return null;
  return (
    <Dialog
      key={name}
      title={titleOf(name, props, t)}
      closeLabel={t('dialog.close')}
      variant={name === 'register' ? 'register' : name === 'promotion' ? 'content' : name === 'game' ? 'game' : 'modal'}
      onClose={() => dialogs.send({ type: 'dialog.close', name })}
    >
      <Suspense
        fallback={
          <div className={styles.loading}>
            <Spinner label={t('common.loading')} />
          </div>
        }
      >
        <View {...(props ?? {})} />
      </Suspense>
    </Dialog>
  );
}
