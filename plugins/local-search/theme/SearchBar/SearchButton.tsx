import React, {forwardRef, useEffect, useState, type ReactNode} from 'react';

interface Props {
  readonly label: string;
  readonly onClick: () => void;
  /** The reader may be about to open search: load the modal now. */
  readonly onIntent: () => void;
}

/**
 * DocSearch's search button (same classes, so its styles apply), written here so that pages do not
 * load DocSearch until search is opened. Its accessible name is its visible text: the label and the
 * shortcut keys.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, onClick, onIntent}, ref): ReactNode {
  // The modifier key is known only in the browser (Cmd on Apple devices), so the keys appear after hydration.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={onClick}
      onFocus={onIntent}
      onMouseOver={onIntent}
      onTouchStart={onIntent}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
