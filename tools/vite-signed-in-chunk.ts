import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * The chunk's name, and the file beside the manifest that lists the app's modules it took: the desks' budget tests
 * read it (packages/desk/src/test-support/bundle-budget.ts) to find a module that has no chunk of its own.
 */
const SIGNED_IN_CHUNK = 'signed-in';
const SIGNED_IN_CHUNK_INDEX = '.vite/signed-in-chunk.json';

interface SignedInChunkOptions {
  /** The app's folder (the one holding vite.config.ts): the paths below are relative to it. */
  root: string;
  /** What a signed-in visit loads first: the signed-in frame's route modules, its strings, the landing page. */
  signedIn: readonly string[];
  /** The pages before signing in: nothing they load goes into the chunk, so they never load it. */
  beforeSignIn: readonly string[];
}

/** Marks the first of the two builds, in which the group takes nothing and the plugin only looks. */
const SURVEY = 'SIGNED_IN_CHUNK_SURVEY';
/**
 * Where the survey leaves the modules it found for the build that started it, by app folder. On `globalThis`: Vite
 * bundles the config file anew for each build, this module with it, so the two builds hold two copies of it.
 */
const SURVEY_RESULTS = Symbol.for('shop.signed-in-chunk.survey');
const surveyResults: Map<string, string[]> = ((globalThis as Record<symbol, unknown>)[SURVEY_RESULTS] ??= new Map<
  string,
  string[]
>()) as Map<string, string[]>;

type OutputChunk = Rolldown.OutputChunk;

/** The chunks `starts` load before they run: themselves and what they import statically, all the way down. */
function staticLoad(byFile: ReadonlyMap<string, OutputChunk>, starts: readonly OutputChunk[]): Set<string> {
  const loaded = new Set<string>();
  const pending = [...starts];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (loaded.has(chunk.fileName)) continue;
    loaded.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return loaded;
}

/**
 * One chunk for what a signed-in visit loads first, instead of the dozens of small chunks automatic splitting makes.
 *
 * Rolldown splits the modules of lazily loaded routes by the set of routes that import them, so the signed-in frame
 * and the dashboard arrived as some 65 files of 1–20 KB: each a request, and a `<link rel="modulepreload">` that
 * Vite's preload helper appends inside the navigation's own task (about half a millisecond each). Every signed-in
 * page loads the frame anyway, so these modules gain nothing from being apart.
 *
 * Which modules those are, only a build can tell: every import of antd goes through its index, which reaches every
 * component, so the module graph says the sign-in page needs all of antd. So the build runs twice. The first (the
 * survey, in memory) splits automatically and lists the modules of every chunk that the `signedIn` modules load and
 * that neither the entry nor a page before signing in loads. The second takes exactly those into the `signed-in`
 * group. Nothing the sign-in page loads moves, and what moved depends only on modules that stayed where they were
 * (a survey chunk loaded before signing in imports no chunk loaded only after), so the group may skip Rolldown's
 * default of taking each module's dependencies along (`includeDependenciesRecursively: false`).
 *
 * Returns the plugin and the code-splitting group, to list after the `$initial` library groups.
 */
export function signedInChunk(options: SignedInChunkOptions) {
  const resolve = (file: string) => path.resolve(options.root, file);
  const relative = (id: string) => path.relative(options.root, id).split(path.sep).join('/');
  const signedInRoots = options.signedIn.map(resolve);
  const beforeSignInRoots = options.beforeSignIn.map(resolve);
  const surveying = process.env[SURVEY] === options.root;
  let captured = new Set<string>();
  let configFile: string | undefined;
  let mode = 'production';

  const facades = (bundle: Rolldown.OutputBundle, ids: readonly string[]) =>
    Object.values(bundle).filter(
      (file): file is OutputChunk => file.type === 'chunk' && ids.includes(file.facadeModuleId ?? ''),
    );

  const plugin: Plugin = {
    name: 'signed-in-chunk',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
    },
    async buildStart() {
      if (surveying) return;
      if (!configFile) this.error('signed-in chunk: the build has no config file to survey with');
      process.env[SURVEY] = options.root;
      try {
        await build({ configFile, mode, logLevel: 'silent', build: { write: false, manifest: false } });
      } finally {
        delete process.env[SURVEY];
      }
      const found = surveyResults.get(options.root);
      if (!found?.length) this.error('signed-in chunk: the survey found nothing to put together');
      captured = new Set(found);
    },
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const apart = staticLoad(byFile, [
        ...chunks.filter((chunk) => chunk.isEntry),
        ...facades(bundle, beforeSignInRoots),
      ]);
      if (surveying) {
        const roots = chunks.filter((chunk) => chunk.moduleIds.some((id) => signedInRoots.includes(id)));
        const missing = signedInRoots.filter((root) => !roots.some((chunk) => chunk.moduleIds.includes(root)));
        if (missing.length) this.error(`signed-in chunk: ${missing.map(relative).join(', ')} not in the build`);
        const moved = [...staticLoad(byFile, roots)].filter((file) => !apart.has(file));
        surveyResults.set(
          options.root,
          moved.flatMap((file) => byFile.get(file)?.moduleIds ?? []),
        );
        return;
      }
      const signedIn = chunks.find((chunk) => chunk.name === SIGNED_IN_CHUNK);
      if (!signedIn) this.error('signed-in chunk: the build made no signed-in chunk');
      if (apart.has(signedIn.fileName))
        this.error('signed-in chunk: the entry or a page before signing in would load it');
      this.emitFile({
        type: 'asset',
        fileName: SIGNED_IN_CHUNK_INDEX,
        source: JSON.stringify({
          file: signedIn.fileName,
          modules: signedIn.moduleIds.filter((id) => !id.includes('node_modules')).map(relative),
        }),
      });
    },
  };
  const group = {
    name: SIGNED_IN_CHUNK,
    test: (id: string) => captured.has(id),
    includeDependenciesRecursively: false,
  };
  return { plugin, group };
}
