/**
 * What a benchmark does when a run stops before its end (a server that does not start, a page that does
 * not load): the figures printed so far stay on screen, the error goes to stderr after them, and the exit
 * code is 1, so a script or CI that runs the bench sees the run was incomplete. A bad option is exit 2,
 * before any run (each bench's own option parsing).
 */
export function stoppedEarly(bench: string): (error: unknown) => void {
  return (error) => {
    console.error(`${bench} stopped early: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  };
}
