'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps a native `<dialog>` in step with `open`: showModal() (focus kept inside, the page inert, Escape closes, focus
 * back to the opener on close) and close(). `onShown` runs once the dialog is shown (e.g. to focus its main action).
 */
export function useModalDialog(open: boolean, onShown?: (element: HTMLDialogElement) => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      element.showModal();
      onShown?.(element);
    }
    if (!open && element.open) element.close();
  }, [open, onShown]);
  return dialog;
}
