import {useEffect, type RefObject} from 'react';

interface Shortcuts {
  readonly isOpen: boolean;
  readonly onOpen: () => void;
  readonly onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  readonly onInput: (event: KeyboardEvent) => void;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
}

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * DocSearch's keyboard shortcuts, without loading DocSearch: Ctrl+K or Cmd+K toggles the modal, "/"
 * opens it unless the reader is typing in a field, Escape closes it, and a letter or digit typed on
 * the focused search button opens it with that letter.
 */
export function useSearchShortcuts({isOpen, onOpen, onClose, onInput, buttonRef}: Shortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const toggle =
        (event.code === 'Escape' && isOpen) ||
        (event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey)) ||
        (!isEditing(event.target) && event.key === '/' && !isOpen);
      if (toggle) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (buttonRef.current && buttonRef.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) onInput(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef]);
}
