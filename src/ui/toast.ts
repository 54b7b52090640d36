export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** The toaster inside an open modal <dialog>: the page's toaster sits below the dialog's top layer. */
export const DIALOG_TOASTER = 'dialog';

const mounted = new Set<string>();
let markPageMounted: () => void = () => {};
/** Resolves once the page's <Toaster> listens: sonner drops toasts raised before that. */
const pageToaster = new Promise<void>((resolve) => {
  markPageMounted = resolve;
});

export function toasterMounted(id: string | undefined): () => void {
  const key = id ?? 'page';
  mounted.add(key);
  if (!id) markPageMounted();
  return () => mounted.delete(key);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The `toast` action machines name ({ kind, message }); provide it as `actions: { toast: showToast }`.
 * sonner loads on demand, so it stays out of the first page's script. The toast goes to the open dialog's
 * toaster when a dialog is still open one task later (a dialog closing with the toast leaves it to the page).
 */
export function showToast(_args: unknown, { kind, message }: { kind: ToastKind; message: string }): void {
  if (!message) return;
  void Promise.all([import('sonner'), pageToaster, nextTask()]).then(([{ toast }]) => {
    const inDialog = mounted.has(DIALOG_TOASTER) && document.querySelector('dialog[open]') !== null;
    const options = inDialog ? { toasterId: DIALOG_TOASTER } : {};
    if (kind === 'loading') toast.loading(message, { ...options, duration: 30_000 });
    else toast[kind](message, options);
  });
}
