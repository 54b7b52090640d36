export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** The toaster inside an open modal <dialog>: the page's toaster sits below the dialog's top layer. */
export const DIALOG_TOASTER = 'dialog';

/** Product §9: a toast shows for 4000 ms (a loading one until its work ends, at most 30 s). */
export const TOAST_MS = 4000;
const LOADING_MS = 30_000;

const mounted = new Set<string>();
let markPageMounted: () => void = () => {};
/** Resolves once the page's <Toaster> listens: sonner drops toasts raised before that. */
const pageToaster = new Promise<void>((resolve) => {
  markPageMounted = resolve;
});

type Sonner = typeof import('sonner').toast;
let sonner: Sonner | null = null;
/** The toasts showing in a dialog's toaster, and when each one's time is up. */
const inDialogs = new Map<string | number, { kind: ToastKind; message: string; until: number }>();

export function toasterMounted(id: string | undefined): () => void {
  const key = id ?? 'page';
  mounted.add(key);
  if (!id) markPageMounted();
  return () => {
    mounted.delete(key);
    if (key === DIALOG_TOASTER) handOver();
  };
}

/**
 * A dialog closed or gave way to another: what its toasts said about its form (errors) goes with it, and the rest
 * stays for the time it has left, on the page or on the next dialog. Runs as the dialog's toaster unmounts, before
 * the next dialog's toaster subscribes (sonner replays active toasts to a new toaster, with a fresh timer).
 */
function handOver(): void {
  if (!sonner) return;
  const now = Date.now();
  const left = [...inDialogs].filter(([, shown]) => shown.until > now);
  for (const [id] of inDialogs) sonner.dismiss(id);
  inDialogs.clear();
  for (const [, shown] of left) {
    if (shown.kind !== 'error' && shown.kind !== 'loading') raise(shown.kind, shown.message, shown.until - now);
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function raise(kind: ToastKind, message: string, duration: number): void {
  void Promise.all([import('sonner'), pageToaster, nextTask()]).then(([{ toast }]) => {
    sonner = toast;
    const inDialog = mounted.has(DIALOG_TOASTER) && document.querySelector('dialog[open]') !== null;
    const options = { duration, ...(inDialog ? { toasterId: DIALOG_TOASTER } : {}) };
    const id = kind === 'loading' ? toast.loading(message, options) : toast[kind](message, options);
    if (inDialog) inDialogs.set(id, { kind, message, until: Date.now() + duration });
  });
}

/**
 * The `toast` action machines name ({ kind, message }); provide it as `actions: { toast: showToast }`.
 * sonner loads on demand, so it stays out of the first page's script. The toast goes to the open dialog's
 * toaster when a dialog is still open one task later; a dialog that closes or gives way to another hands its
 * toasts on (see handOver), so a success toast lasts its 4000 ms whatever happens to the dialog that raised it.
 */
export function showToast(_args: unknown, { kind, message }: { kind: ToastKind; message: string }): void {
  if (!message) return;
  raise(kind, message, kind === 'loading' ? LOADING_MS : TOAST_MS);
}
