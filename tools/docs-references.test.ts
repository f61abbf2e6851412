import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository carries its own knowledge: a comment that needs more than a line points to a heading of `docs/`
 * (`docs/<file>.md#<heading-slug>`), and every such pointer, like every relative link of the README and the docs,
 * must lead somewhere that exists. Nothing may point outside the repository to the design input, a section of the
 * product specification or an issue: a newcomer has none of them (docs/contributing.md#where-code-goes).
 */

const root = path.resolve(import.meta.dirname, '..');

/** Files git tracks or would track, as they are in the working tree. */
function repositoryFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out.split('\0').filter((file) => file && fs.existsSync(path.join(root, file)));
}

const SOURCE = /\.(ts|tsx|js|mjs|cjs|css|html|sh|conf|ya?ml)$|^\.ci\/|(^|\/)package\.json$|^biome\.json$/;
/** Dated reports written by the benchmarks: measurements, not code. */
const REPORTS = /^bench\/results\//;
const isDoc = (file: string) => /\.md$/.test(file) && !REPORTS.test(file);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingSlugs(markdown: string): Set<string> {
  const slugs = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    slugs.add(count === 0 ? base : `${base}-${count}`);
  }
  return slugs;
}

const slugCache = new Map<string, Set<string>>();
function slugsOf(docPath: string): Set<string> {
  let slugs = slugCache.get(docPath);
  if (!slugs) {
    slugs = headingSlugs(fs.readFileSync(path.join(root, docPath), 'utf8'));
    slugCache.set(docPath, slugs);
  }
  return slugs;
}

/** Why a `path#anchor` (relative to the repository's root) does not resolve, or undefined when it does. */
function brokenReason(target: string): string | undefined {
  const [file = '', anchor] = target.split('#');
  if (!fs.existsSync(path.join(root, file))) return 'no such file';
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md')) return undefined;
  return slugsOf(file).has(anchor) ? undefined : `no heading "#${anchor}"`;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

const files = repositoryFiles();
const sources = files.filter((file) => SOURCE.test(file) && !REPORTS.test(file));
const docs = files.filter(isDoc);

describe('the repository carries its own knowledge', () => {
  it('every docs/… reference in the code resolves to a file and, when it names one, a heading', () => {
    const broken: string[] = [];
    let count = 0;
    for (const file of sources) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/\bdocs\/[\w./-]*[\w-]\.md(#[\w-]*)?/g)) {
        count += 1;
        const reason = brokenReason(match[0]);
        if (reason) broken.push(`${file}:${lineOf(text, match.index)} ${match[0]}: ${reason}`);
      }
    }
    expect(broken, broken.join('\n')).toEqual([]);
    expect(count).toBeGreaterThan(20);
  });

  it('every relative link of the README and the docs resolves', () => {
    const broken: string[] = [];
    for (const file of ['README.md', ...docs.filter((doc) => doc !== 'README.md')]) {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = match[1]!;
        if (/^[a-z]+:/i.test(link)) continue;
        const [target = '', anchor] = link.split('#');
        const resolved = target === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        const reason = brokenReason(anchor === undefined ? resolved : `${resolved}#${anchor}`);
        if (reason) broken.push(`${file}:${lineOf(text, match.index)} ${link}: ${reason}`);
      }
    }
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('nothing points to documents outside the repository (the design input, the spec, issues)', () => {
    const outside = /\bDESIGN\b|\bspec(ification)? §|§ ?\d|\b[Ii]ssues? #?\d+/;
    const found: string[] = [];
    for (const file of [...sources, ...docs]) {
      if (file === 'tools/docs-references.test.ts') continue;
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, index) => {
        if (outside.test(line)) found.push(`${file}:${index + 1} ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found, found.join('\n')).toEqual([]);
  });

  it('reads headings as GitHub anchors them', () => {
    const slugs = headingSlugs(
      '# Money and the ledger\n## Who may do what?\n```\n# not a heading\n```\n## Money and the ledger\n',
    );
    expect([...slugs]).toEqual(['money-and-the-ledger', 'who-may-do-what', 'money-and-the-ledger-1']);
  });
});
