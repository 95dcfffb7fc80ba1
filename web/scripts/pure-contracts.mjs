// Lets the browser build drop every contracts schema no page uses. A schema is made by calls
// (`z.object({...}).strict()`, `ZTitle.extend(...)`), and a bundler keeps any call it cannot prove
// free of side effects, so a page that imports one helper from a contracts module got all of that
// module's schemas, and zod with them (about 30 KB gzip on every public page). Making a schema has
// no effect beyond the schema, so each top-level `const` the module computes is wrapped in an
// immediately called function marked pure: it runs as before where it is used, and is left out
// where it is not.
import path from 'node:path';
import MagicString from 'magic-string';

const contractsDir = `${path.resolve(import.meta.dirname, '../../packages/contracts/src')}${path.sep}`;

/** A Vite plugin for the browser build (after TypeScript is stripped, so it reads plain JavaScript). */
export function pureContractsPlugin() {
  return {
    name: 'talkhire-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id, options) {
      if (options?.ssr || !path.normalize(id.split('?')[0]).startsWith(contractsDir)) return null;
      const wrapped = markComputedConstantsPure(code, this.parse(code));
      return wrapped && { code: wrapped.toString(), map: wrapped.generateMap({ hires: true }) };
    },
  };
}

/** The module with each top-level computed `const` wrapped, or null when it has none. */
export function markComputedConstantsPure(code, program) {
  const source = new MagicString(code);
  let changed = false;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const { init } of declaration.declarations) {
      if (!init || !computed.has(init.type)) continue;
      source.prependLeft(init.start, '/* @__PURE__ */ (() => (');
      source.appendRight(init.end, '))()');
      changed = true;
    }
  }
  return changed ? source : null;
}

/**
 * Expressions that may run code when the module loads (a function or a bare literal does not): an
 * object or array literal is wrapped too, since its members can be schemas (a set of fields
 * spread into several schemas), and wrapping one that is plain data costs nothing.
 */
const computed = new Set([
  'CallExpression',
  'NewExpression',
  'MemberExpression',
  'ChainExpression',
  'ObjectExpression',
  'ArrayExpression',
]);
