import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useModal } from '../../ui/dialog';
import { useAdminI18n } from '../i18n';
import { Failed } from './player-parts';

/*
 * The parts every ordered-content screen shares (banners, promotions, pages, side menu, jackpots, payment methods):
 * the list's loading and error states, a row's Edit / Up / Down / Hide buttons, and the edit form's dialog.
 */

/** Loading, or the error with Try again, or the screen's content. */
export function LoadGate({ loading, error, onRetry, children }: { loading: boolean; error: string | null; onRetry: () => void; children: ReactNode }) {
  const { t } = useAdminI18n();
  if (loading) return <p role="status">{t('admin.loading')}</p>;
  if (error) return <Failed message={error} onRetry={onRetry} />;
  return <>{children}</>;
}

export interface RowLabels {
  edit: string;
  up: string;
  down: string;
  /** The switch's label as the row is now: "Switch off" for a shown row, "Switch on" for a hidden one. */
  toggle: string;
}

/**
 * A row's buttons. `busy` is the row a call is running for (-1: some call), null when the list is idle: every
 * button then waits (aria-disabled, so it stays focusable and says why nothing happens). Each button's name ends
 * with the row's name for screen readers ("Edit Welcome bonus").
 */
export function RowActions({
  name,
  index,
  count,
  rowId,
  busy,
  shown,
  labels,
  onEdit,
  onMove,
  onToggle,
  children,
}: {
  name: string;
  index: number;
  count: number;
  rowId: number;
  busy: number | null;
  shown: boolean;
  labels: RowLabels;
  onEdit: () => void;
  onMove: (direction: 'up' | 'down') => void;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const waiting = busy !== null || undefined;
  const idle = (run: () => void) => () => {
    if (busy === null) run();
  };
  const rowName = <span className="visually-hidden"> {name}</span>;
  return (
    <td className="decision">
      <button type="button" aria-disabled={waiting} onClick={idle(onEdit)}>
        {labels.edit}
        {rowName}
      </button>
      <button type="button" className="secondary" aria-disabled={waiting || index === 0 || undefined} onClick={idle(() => index > 0 && onMove('up'))}>
        {labels.up}
        {rowName}
      </button>
      <button type="button" className="secondary" aria-disabled={waiting || index === count - 1 || undefined} onClick={idle(() => index < count - 1 && onMove('down'))}>
        {labels.down}
        {rowName}
      </button>
      <button type="button" className={shown ? 'danger' : 'secondary'} aria-disabled={waiting} aria-busy={busy === rowId} onClick={idle(onToggle)}>
        {labels.toggle}
        {rowName}
      </button>
      {children}
    </td>
  );
}

/**
 * The edit form as a modal dialog: focus inside, Escape and Cancel close it, the focus goes back to the button that
 * opened it; Save submits (Enter in a field too), the server's refusal shows above the buttons.
 */
export function EditDialog({
  title,
  saving,
  saveError,
  onSave,
  onCancel,
  labels,
  narrow,
  children,
}: {
  title: string;
  saving: boolean;
  saveError: string | null;
  onSave: () => void;
  onCancel: () => void;
  labels?: { save: string; saving: string };
  /** A form of a few short fields takes the narrow dialog. */
  narrow?: boolean;
  children: ReactNode;
}) {
  const { t } = useAdminI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useModal(ref, onCancel, opener);
  return (
    <dialog ref={ref} className={narrow ? 'modal' : 'modal wide'} aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {children}
        {saveError && (
          <p role="alert" className="alert">
            {saveError}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="primary" aria-disabled={saving || undefined}>
            {saving ? (labels?.saving ?? t('admin.banners.saving')) : (labels?.save ?? t('admin.banners.save'))}
          </button>
          <button type="button" className="secondary" onClick={onCancel}>
            {t('admin.dialog.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * Tabs over one panel (sliders, page categories): the chosen tab is the one in the tab order, the arrow keys, Home
 * and End choose another and move the focus to it.
 */
export function TabList<K extends string | number>({ label, tabs, current, controls, onChoose }: { label: string; tabs: Array<{ key: K; id: string; label: string }>; current: K; controls: string; onChoose: (key: K) => void }) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    onChoose(tabs[index].key);
    refs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose((next + tabs.length) % tabs.length);
  };
  return (
    <div role="tablist" aria-label={label} className="tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tab.id}
          aria-selected={current === tab.key}
          aria-controls={controls}
          tabIndex={current === tab.key ? 0 : -1}
          onClick={() => choose(index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
