// On the server, code blocks render at once, highlighted.
export {default} from './HighlightedContent';
