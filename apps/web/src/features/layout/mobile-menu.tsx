'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * The small-screen menu (a disclosure): a button with aria-expanded/aria-controls shows the category links below the
 * header. Opening moves focus to the first link; Escape closes and gives focus back to the button; following a link,
 * clicking outside or tabbing out closes it. The links are server-rendered children, so this island is only the toggle.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>(`[id="${panelId}"] a`)?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, panelId]);

  return (
    <div
      ref={root}
      className="lg:hidden"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen((current) => !current)}
        className="flex size-11 items-center justify-center rounded-brand"
        data-testid="menu-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          )}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-brand-text/20 bg-brand shadow-lg"
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a') !== null) setOpen(false);
        }}
        data-testid="mobile-menu"
      >
        {children}
      </div>
    </div>
  );
}
