import { execFileSync, spawnSync } from 'node:child_process';
import { findChromium } from './browser.ts';

/**
 * The browser journeys' global setup: they need Chromium and fonts for Chinese, Japanese, Korean and Thai, which
 * npm does not install. On a fresh Debian machine run as root, they are installed here the way `.ci/run` does;
 * anywhere else the run stops with one line naming the command to run.
 */

export const APT_PACKAGES = { chromium: 'chromium', cjkFonts: 'fonts-noto-cjk', thaiFonts: 'fonts-thai-tlwg' } as const;
type AptPackage = (typeof APT_PACKAGES)[keyof typeof APT_PACKAGES];

/** Why each package is needed, said before it is installed. */
const WHY: Record<AptPackage, string> = {
  chromium: 'the browser the journeys drive',
  'fonts-noto-cjk': 'fonts for the Chinese, Japanese and Korean pages',
  'fonts-thai-tlwg': 'a font for the Thai pages',
};

/** The lines printed before apt-get runs: what will be installed, why, and how. */
export function installNotice(packages: readonly AptPackage[]): string {
  return [
    `The browser journeys need system packages that npm does not install; installing them with apt-get (as .ci/run does):`,
    ...packages.map((name) => `  ${name}: ${WHY[name]}`),
    `  (apt-get update, then apt-get install -y ${packages.join(' ')})`,
  ].join('\n');
}

export interface SystemState {
  chromium: boolean;
  cjkFonts: boolean;
  thaiFonts: boolean;
  root: boolean;
  apt: boolean;
}

export type Plan = { kind: 'ready' } | { kind: 'install'; packages: AptPackage[] } | { kind: 'stop'; message: string };

/** What to do about what is missing: nothing, install it with apt (root on Debian), or stop with one line. */
export function planSystemDeps(state: SystemState): Plan {
  const missing: AptPackage[] = [];
  if (!state.chromium) missing.push(APT_PACKAGES.chromium);
  if (!state.cjkFonts) missing.push(APT_PACKAGES.cjkFonts);
  if (!state.thaiFonts) missing.push(APT_PACKAGES.thaiFonts);
  if (missing.length === 0) return { kind: 'ready' };
  if (state.root && state.apt) return { kind: 'install', packages: missing };
  const install = `apt-get install -y ${Object.values(APT_PACKAGES).join(' ')}`;
  return {
    kind: 'stop',
    message:
      `The browser journeys need ${missing.join(', ')}: run \`${state.root ? install : `sudo ${install}`}\`` +
      ' (or set CHROMIUM_PATH to a Chromium, and install fonts for Chinese, Japanese, Korean and Thai).',
  };
}

function succeeds(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Whether fontconfig knows a font for the language (`fc-list` ships with Chromium's fontconfig). */
function hasFontFor(lang: string): boolean {
  try {
    return execFileSync('fc-list', [`:lang=${lang}`, 'family'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

export function currentSystemState(): SystemState {
  return {
    chromium: findChromium() !== undefined,
    cjkFonts: ['zh-cn', 'ja', 'ko'].every(hasFontFor),
    thaiFonts: hasFontFor('th'),
    root: process.getuid?.() === 0,
    apt: succeeds('apt-get', ['--version']),
  };
}

export default function setup(): void {
  const plan = planSystemDeps(currentSystemState());
  if (plan.kind === 'ready') return;
  if (plan.kind === 'stop') {
    // One line, no stack: what is missing and the command that fixes it.
    process.stderr.write(`\n${plan.message}\n`);
    process.exit(1);
  }
  console.log(installNotice(plan.packages));
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) => {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      process.stderr.write(
        `\n\`apt-get ${args.join(' ')}\` failed: install ${plan.packages.join(' ')} and run again.\n`,
      );
      process.exit(1);
    }
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...plan.packages]);
}
