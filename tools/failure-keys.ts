/**
 * Lists, for every API route, the business keys its handler can reach (`new AppError('KEY')` in any function the
 * handler calls, directly or through services), beside the keys the route declares in its schema's `failures`.
 * A reading aid for declaring a route's keys (docs/api-document.md#declaring-a-routes-failures), not a gate: it
 * over-approximates (a shared function's every branch counts) and the declarations are decided by hand.
 *
 *   npx tsx tools/failure-keys.ts            # every route: reachable keys, and what the declaration lacks
 *   npx tsx tools/failure-keys.ts --missing  # only routes whose declaration lacks a reachable key
 *   npx tsx tools/failure-keys.ts --json     # the same as JSON lines (file, offset of the route's schema object)
 */
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const apiSrc = path.join(root, 'apps/api/src');
/** Keys the API document adds by itself (docs/api-document.md#what-is-added-for-you): never declared by hand. */
const IMPLIED = new Set(['VALIDATION', 'UNKNOWN_FIELD', 'UNAUTHORIZED', 'FORBIDDEN', 'PAYLOAD_TOO_LARGE', 'INTERNAL']);
const IMPLIED_ALWAYS = new Set(['DATABASE_UNAVAILABLE']);

const configFile = ts.readConfigFile(path.join(root, 'apps/api/tsconfig.json'), ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, path.join(root, 'apps/api'));
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();

type FunctionNode = ts.FunctionLikeDeclaration;

/** The string literal types a key expression can take (a literal, or a variable typed as a union of keys). */
function keysOf(expression: ts.Expression): string[] {
  if (ts.isStringLiteralLike(expression)) return [expression.text];
  const type = checker.getTypeAtLocation(expression);
  const parts = type.isUnion() ? type.types : [type];
  const keys = parts.filter((part) => part.isStringLiteral()).map((part) => (part as ts.StringLiteralType).value);
  return keys.length === parts.length && keys.length <= 20 ? keys : [`<${checker.typeToString(type)}>`];
}

function declarationOf(node: ts.Node): FunctionNode | undefined {
  let symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const declaration of symbol.declarations ?? []) {
    if (!declaration.getSourceFile().fileName.startsWith(apiSrc)) continue;
    if (ts.isFunctionLike(declaration) && 'body' in declaration && declaration.body) return declaration;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = declaration.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
    }
  }
  return undefined;
}

const ERROR_KEYS = new Set(
  ts.sys
    .readFile(path.join(root, 'packages/contract/src/errors.ts'))!
    .match(/'[A-Z][A-Z_]+'/g)!
    .map((quoted) => quoted.slice(1, -1)),
);

/**
 * The keys an interface's method names in its doc comment (`PictureStore.put`: "PICTURE_STORE_FAILED … when it
 * cannot"): a call through an interface cannot be followed to its implementations, so their contract counts.
 */
function documentedKeysOf(node: ts.Node): string[] {
  let symbol = checker.getSymbolAtLocation(node);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (!declaration?.getSourceFile().fileName.startsWith(apiSrc)) return [];
  if (!ts.isMethodSignature(declaration) && !ts.isPropertySignature(declaration)) return [];
  const doc = ts.displayPartsToString(symbol!.getDocumentationComment(checker));
  return (doc.match(/\b[A-Z][A-Z_]{3,}\b/g) ?? []).filter((word) => ERROR_KEYS.has(word));
}

const direct = new Map<FunctionNode, { keys: Set<string>; calls: Set<FunctionNode> }>();

function scan(fn: FunctionNode) {
  const found = direct.get(fn);
  if (found) return found;
  const entry = { keys: new Set<string>(), calls: new Set<FunctionNode>() };
  direct.set(fn, entry);
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError' && node.arguments?.[0]) {
      for (const key of keysOf(node.arguments[0])) entry.keys.add(key);
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const name = ts.isPropertyAccessExpression(node) ? node.name : node;
      const target = declarationOf(name);
      if (target && target !== fn) entry.calls.add(target);
      for (const key of documentedKeysOf(name)) entry.keys.add(key);
    }
    ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return entry;
}

function reachable(fn: FunctionNode): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<FunctionNode>();
  const stack = [fn];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const { keys: own, calls } = scan(next);
    for (const key of own) keys.add(key);
    stack.push(...calls);
  }
  return keys;
}

/** The `schema: { … }` object literal of a route's options, if written inline. */
function schemaObjectOf(options: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return undefined;
  for (const property of options.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === 'schema') {
      return ts.isObjectLiteralExpression(property.initializer) ? property.initializer : undefined;
    }
  }
  return undefined;
}

/** The `failures: [...]` of a route's options object literal, if written inline. */
function declaredFailures(options: ts.Expression | undefined): string[] {
  if (!options || !ts.isObjectLiteralExpression(options)) return [];
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'failures') {
      const value = ts.isArrayLiteralExpression(node.initializer) ? node.initializer : undefined;
      for (const element of value?.elements ?? []) if (ts.isStringLiteralLike(element)) out.push(element.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(options);
  return out;
}

const missingOnly = process.argv.includes('--missing');
const asJson = process.argv.includes('--json');
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);
let routes = 0;
let lacking = 0;
for (const file of program.getSourceFiles()) {
  if (!file.fileName.startsWith(apiSrc) || !file.fileName.endsWith('.routes.ts')) continue;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ROUTE_METHODS.has(node.expression.name.text) &&
      node.arguments.length >= 2 &&
      ts.isStringLiteralLike(node.arguments[0]!)
    ) {
      routes += 1;
      const url = (node.arguments[0] as ts.StringLiteral).text;
      const handler = node.arguments[node.arguments.length - 1]!;
      const options = node.arguments.length > 2 ? node.arguments[1] : undefined;
      const keys = new Set<string>();
      const collect = (expression: ts.Node) => {
        if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression)) {
          for (const key of reachable(expression)) keys.add(key);
        } else {
          const target = declarationOf(expression);
          if (target) for (const key of reachable(target)) keys.add(key);
        }
        ts.forEachChild(expression, (child) => {
          if (!ts.isArrowFunction(expression) && !ts.isFunctionExpression(expression)) collect(child);
        });
      };
      collect(handler);
      if (options) collect(options);
      const candidates = [...keys].filter((key) => !IMPLIED.has(key) && !IMPLIED_ALWAYS.has(key)).sort();
      const declared = declaredFailures(options);
      const missing = candidates.filter((key) => !declared.includes(key));
      const extra = declared.filter((key) => !candidates.includes(key));
      if (missing.length) lacking += 1;
      if (asJson) {
        const schema = schemaObjectOf(options);
        const method = node.expression.name.text.toUpperCase();
        console.log(
          JSON.stringify({ file: file.fileName, method, url, schemaAt: schema?.getStart(), candidates, declared }),
        );
      } else if (!missingOnly || missing.length) {
        const where = `${path.relative(root, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        console.log(`${node.expression.name.text.toUpperCase()} ${url}  (${where})`);
        console.log(`  reachable: ${candidates.join(', ') || '—'}`);
        if (missing.length) console.log(`  not declared: ${missing.join(', ')}`);
        if (extra.length) console.log(`  declared, not found reachable: ${extra.join(', ')}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
}
if (!asJson) console.log(`\n${routes} routes; ${lacking} lack a reachable key in their declaration`);
