'use client';

import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  /** Escape, the backdrop and the close button call it; the dialog's own buttons call their actions. */
  onClose: () => void;
  children: ReactNode;
  actions: ReactNode;
  testId: string;
}

/**
 * An accessible modal: the native `<dialog>` opened with showModal() keeps focus inside, makes the page inert, closes
 * on Escape and gives focus back to the opener; it is labelled by its heading.
 */
export function ModalDialog({ open, title, onClose, children, actions, testId }: ModalDialogProps) {
  // The dialog's main action takes focus, not the close button that comes first in its DOM.
  const dialog = useModalDialog(open, focusMainAction);
  const headingId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-brand bg-page p-0 text-ink shadow-2xl backdrop:bg-black/50"
      data-testid={testId}
    >
      <div className="flex flex-col gap-4 p-5">
        <div className="flex items-start justify-between gap-4">
          <h2 id={headingId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            className="-m-2 flex size-11 shrink-0 items-center justify-center text-2xl"
            aria-label="Close"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="flex flex-col gap-2">{children}</div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">{actions}</div>
      </div>
    </dialog>
  );
}

/** Marks a dialog's main action, focused when it opens. */
export const AUTOFOCUS = { 'data-autofocus': true } as const;

/** The primary and secondary buttons of a checkout dialog (44 px targets). */
export const PRIMARY_BUTTON =
  'flex min-h-12 flex-1 items-center justify-center rounded-brand bg-brand px-4 font-semibold text-brand-text no-underline';
export const SECONDARY_BUTTON =
  'flex min-h-12 flex-1 items-center justify-center rounded-brand border border-muted/40 px-4 font-semibold no-underline';

const focusMainAction = (element: HTMLDialogElement) => element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
