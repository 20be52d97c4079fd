// Stands in for the classic theme's `nprogress` client module (../index.ts): nprogress loads with
// the first page change (progress.ts).
import '@docusaurus/theme-classic/lib/nprogress.css';
import {progressModule, type ProgressBar} from './progress';

export default progressModule(() => import('nprogress').then((module: {default: ProgressBar}) => module.default));
