/** Modules made by tools/vite-locale-bundles.ts. */
declare module 'virtual:locale-bundle/*' {
  const bundle: Record<string, import('i18next').ResourceKey>;
  export default bundle;
}

declare module 'virtual:locale-namespaces' {
  const namespaces: string[];
  export default namespaces;
}
