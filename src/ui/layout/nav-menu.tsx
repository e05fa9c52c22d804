import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A group of the header's links behind one button, on wide screens with scripts running (the
 * WAI-ARIA disclosure navigation pattern: a button with aria-expanded, a list it shows). The
 * list closes on Escape (focus back on the button), on a click or tap outside, when the focus
 * leaves it and when a link in it is followed. On a phone, and without JavaScript, CSS shows
 * the list as it is, under its label: there the button is hidden.
 */
export function NavMenu({
  id,
  label,
  labelId,
  children,
}: {
  /** The id of the list (`aria-controls`). */
  id: string;
  label: string;
  /** The id of the label the list is named by. */
  labelId: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !root.current?.contains(e.target)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div
      ref={root}
      className="nav-menu"
      data-open={open}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <span aria-hidden="true"> ▾</span>
      </button>
      <span id={labelId} className="nav-group-label">
        {label}
      </span>
      {/* Delegation: a followed link closes the menu. The links take the keyboard themselves
          (Enter on a link fires the click this hears), so the panel needs no key handler. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
      <div
        id={id}
        className="nav-menu-panel"
        onClick={(e) => {
          if (e.target instanceof Element && e.target.closest('a')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
