// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminI18nProvider } from '../../src/admin/i18n';
import { EditDialog, RowActions, TabList, type RowLabels } from '../../src/admin/views/list-parts';

/** The parts the ordered-content screens share, as an operator uses them with the keyboard and a screen reader. */

/** jsdom's accessible name drops the space before the hidden row name. */
const named = (text: string) => {
  const [action, row] = text.split(/ (?=[A-ZÇĞİÖŞÜ][a-zçğıöşü])/);
  return new RegExp(`^${action}\\s*${row}$`);
};

const labels: RowLabels = { edit: 'Düzenle', up: 'Yukarı taşı', down: 'Aşağı taşı', toggle: 'Kapat' };

function rows(busy: number | null) {
  const calls: string[] = [];
  const names = ['Hoş geldin', 'Kayıp bonusu', 'Hafta sonu'];
  render(
    <AdminI18nProvider initial="tr">
      <table>
        <tbody>
          {names.map((name, index) => (
            <tr key={name}>
              <RowActions
                name={name}
                index={index}
                count={names.length}
                rowId={index + 1}
                busy={busy}
                shown
                labels={labels}
                onEdit={() => calls.push(`edit ${name}`)}
                onMove={(direction) => calls.push(`${direction} ${name}`)}
                onToggle={() => calls.push(`toggle ${name}`)}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </AdminI18nProvider>,
  );
  return calls;
}

describe('a row’s buttons', () => {
  it('name their row, cannot move the first up or the last down, and do what they say', () => {
    const calls = rows(null);
    const up = screen.getByRole('button', { name: named('Yukarı taşı Hoş geldin') });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    fireEvent.click(screen.getByRole('button', { name: named('Aşağı taşı Hafta sonu') }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: named('Yukarı taşı Kayıp bonusu') }));
    fireEvent.click(screen.getByRole('button', { name: named('Aşağı taşı Hoş geldin') }));
    fireEvent.click(screen.getByRole('button', { name: named('Düzenle Hafta sonu') }));
    fireEvent.click(screen.getByRole('button', { name: named('Kapat Kayıp bonusu') }));
    expect(calls).toEqual(['up Kayıp bonusu', 'down Hoş geldin', 'edit Hafta sonu', 'toggle Kayıp bonusu']);
  });

  it('wait while a call runs: focusable, marked, and nothing is sent', () => {
    const calls = rows(2);
    for (const name of ['Düzenle Hoş geldin', 'Aşağı taşı Hoş geldin', 'Kapat Hafta sonu']) {
      const button = screen.getByRole('button', { name: named(name) });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect((button as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(button);
    }
    expect(screen.getByRole('button', { name: named('Kapat Kayıp bonusu') }).getAttribute('aria-busy')).toBe('true');
    expect(calls).toEqual([]);
  });
});

describe('the edit dialog', () => {
  function Screen({ onSave }: { onSave: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <AdminI18nProvider initial="tr">
        <button type="button" onClick={() => setOpen(true)}>
          Yeni
        </button>
        {open && (
          <EditDialog title="Yeni sayfa" saving={false} saveError="Başlık zaten var" onSave={onSave} onCancel={() => setOpen(false)}>
            <label>
              Başlık <input autoFocus />
            </label>
          </EditDialog>
        )}
      </AdminI18nProvider>
    );
  }

  it('is named by its title, submits with Enter, shows the refusal, and gives the focus back when cancelled', () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    const onSave = vi.fn();
    render(<Screen onSave={onSave} />);
    const opener = screen.getByRole('button', { name: 'Yeni' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Yeni sayfa' });
    fireEvent.submit(screen.getByLabelText('Başlık').closest('form')!);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('Başlık zaten var');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('tabs', () => {
  it('keep only the chosen tab in the tab order; arrows, Home and End choose and move the focus', () => {
    function Tabs() {
      const [current, setCurrent] = useState('home');
      return (
        <TabList
          label="Slaytlar"
          tabs={[
            { key: 'home', id: 't-home', label: 'Ana sayfa' },
            { key: 'casino', id: 't-casino', label: 'Casino' },
            { key: 'live', id: 't-live', label: 'Canlı' },
          ]}
          current={current}
          controls="panel"
          onChoose={setCurrent}
        />
      );
    }
    render(<Tabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('Ana sayfa').getAttribute('tabindex')).toBe('0');
    expect(tab('Casino').getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(tab('Ana sayfa'), { key: 'ArrowLeft' });
    expect(tab('Canlı').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Canlı'));
    fireEvent.keyDown(tab('Canlı'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Ana sayfa'));
    fireEvent.keyDown(tab('Ana sayfa'), { key: 'End' });
    expect(tab('Canlı').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tab('Casino'));
    expect(tab('Casino').getAttribute('tabindex')).toBe('0');
  });
});
