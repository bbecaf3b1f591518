'use client';

import { useId, useState, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useModalDialog } from '../../components/ui/use-modal-dialog';

/** Invoker commands (HTML `commandfor`/`command`): the browser opens and closes the dialog even before this island hydrates, or without JavaScript. */
function command(target: string, action: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command: action };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

/** Tab and Shift+Tab wrap inside the open dialog rather than leaving it for the browser's own controls. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A 44 px button showing a stroked icon, named by its aria-label. */
function IconButton({ label, icon, ...rest }: { label: string; icon: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" aria-label={label} className="flex size-11 items-center justify-center rounded-brand" {...rest}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={icon} strokeLinecap="round" />
      </svg>
    </button>
  );
}

/**
 * Small-screen menu: a button (aria-expanded, aria-controls) opens a modal `<dialog>` named "Menu" with the
 * server-rendered search box, category and help links. The native modal dialog makes the page behind inert and takes
 * focus inside; Escape or the close button closes it and gives focus back to the button; following a link closes it.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialog = useModalDialog(open);
  const panelId = useId();
  const headingId = useId();
  return (
    <div className="lg:hidden">
      <IconButton
        label="Menu"
        icon="M4 7h16M4 12h16M4 17h16"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        {...command(panelId, 'show-modal')}
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      />
      <dialog
        ref={dialog}
        id={panelId}
        aria-labelledby={headingId}
        onClose={() => setOpen(false)}
        onKeyDown={keepTabInside}
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          const outside =
            event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
          if (outside || (event.target instanceof Element && event.target.closest('a') !== null)) setOpen(false);
        }}
        className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-full max-w-sm overflow-y-auto bg-brand p-0 text-brand-text shadow-2xl backdrop:bg-black/50"
        data-testid="mobile-menu"
      >
        <div className="flex items-center justify-between px-4 py-2">
          <h2 id={headingId} className="text-xl font-bold">
            Menu
          </h2>
          <IconButton
            label="Close menu"
            icon="M6 6l12 12M18 6L6 18"
            {...command(panelId, 'close')}
            onClick={() => setOpen(false)}
            data-testid="menu-close"
          />
        </div>
        {children}
      </dialog>
    </div>
  );
}
