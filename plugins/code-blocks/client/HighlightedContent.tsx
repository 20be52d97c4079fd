import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import type {Props} from '@theme/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import StockContent from '@theme-init/CodeBlock/Content';

// What the classic theme's client module did on every page, done once, in the chunk that needs Prism.
prismIncludeLanguages(Prism);

/** The stock code block content: Prism tokenizes the code and renders its lines. */
const HighlightedContent: ComponentType<Props> = StockContent;
export default HighlightedContent;
