import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The shopper app's src/ folder. */
export const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The app's own source files (`.ts` and `.tsx`, or only `.tsx`), tests and test support left out, each with its path
 * relative to src/ and its text: for tests that check a rule across every screen.
 */
export function sourceFiles(extensions: RegExp = /\.tsx?$/): { file: string; text: string }[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test-support' ? [] : walk(full);
      return extensions.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
    });
  return walk(srcDir).map((full) => ({ file: path.relative(srcDir, full), text: fs.readFileSync(full, 'utf8') }));
}
