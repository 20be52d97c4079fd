import {createContext} from 'react';

/**
 * Whether the lines of the code block being rendered mark the hub's address for the browser
 * (readerHost.ts, markLine): true on the server, in a block whose code may take the reader's host.
 * Set by theme/CodeBlock, read by theme/CodeBlock/Line.
 */
export const MarkReaderHost = createContext(false);
