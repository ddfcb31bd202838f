import { fileURLToPath } from 'node:url';

/** The repository root, resolved from this file so synth works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Absolute path of a file or folder given relative to the repository root. */
export function repoPath(relative: string): string {
  return fileURLToPath(new URL(relative, new URL('../../', import.meta.url)));
}
