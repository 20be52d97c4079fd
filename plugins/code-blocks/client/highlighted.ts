import {lazy} from 'react';

// In the browser, Prism and the stock content arrive in their own chunk, the first time a code block
// renders on the client (the server build resolves this module to ./highlighted.server.ts).
export default lazy(() => import('./HighlightedContent'));
