/** The page's Markdown twin (plugins/llms): the page's path plus `.md`. */
export function twinPath(pathname: string): string {
  return `${pathname.replace(/\/$/, '')}.md`;
}
