import { describe, expect, it } from 'vitest';
import { currentSystemState, installNotice, planSystemDeps, type SystemState } from './support/system-deps.ts';

const ready: SystemState = { chromium: true, cjkFonts: true, thaiFonts: true, root: false, apt: false };

describe("the browser journeys' system packages", () => {
  it('does nothing when Chromium and the fonts are there', () => {
    expect(planSystemDeps(ready)).toEqual({ kind: 'ready' });
  });

  it('installs only what is missing, with apt, when run as root on Debian', () => {
    expect(planSystemDeps({ ...ready, chromium: false, thaiFonts: false, root: true, apt: true })).toEqual({
      kind: 'install',
      packages: ['chromium', 'fonts-thai-tlwg'],
    });
  });

  it('says what it installs and why before it runs apt-get', () => {
    const notice = installNotice(['chromium', 'fonts-thai-tlwg']);
    expect(notice.split('\n')).toEqual([
      expect.stringContaining('installing them with apt-get'),
      '  chromium: the browser the journeys drive',
      '  fonts-thai-tlwg: a font for the Thai pages',
      '  (apt-get update, then apt-get install -y chromium fonts-thai-tlwg)',
    ]);
  });

  it('stops with one line naming the command otherwise', () => {
    for (const state of [
      { ...ready, cjkFonts: false, root: false, apt: true },
      { ...ready, chromium: false, root: true, apt: false },
    ]) {
      const plan = planSystemDeps(state);
      if (plan.kind !== 'stop') throw new Error(`expected a stop, got ${plan.kind}`);
      expect(plan.message).not.toContain('\n');
      expect(plan.message).toContain('apt-get install -y chromium fonts-noto-cjk fonts-thai-tlwg');
      expect(plan.message.includes('sudo ')).toBe(!state.root);
    }
  });

  it('sees this machine as ready once the setup has run', () => {
    const state = currentSystemState();
    expect({ chromium: state.chromium, cjkFonts: state.cjkFonts, thaiFonts: state.thaiFonts }).toEqual({
      chromium: true,
      cjkFonts: true,
      thaiFonts: true,
    });
  });
});
