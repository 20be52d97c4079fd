// nprogress has no types of its own; client/progress.ts names the part it uses.
declare module 'nprogress' {
  import type {ProgressBar} from './client/progress';
  const nprogress: ProgressBar;
  export default nprogress;
}

declare module '@docusaurus/theme-classic/lib/nprogress.css';
