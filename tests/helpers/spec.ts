/** Moved to lib/contract.ts (shared by plugins, scripts and tests); this re-export goes once no importer is left. */
export * from '../../lib/contract';
