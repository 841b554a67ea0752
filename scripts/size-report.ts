// Prints the house's size figures (issue 30 §5): code files over 300 lines and functions over 80 lines, the longest
// of each. Files: every tracked .ts/.tsx/.css/.js file, source and tests, except hand-written data: the bundled story
// items and scene specs (providers/news/tales/items|scenes), the news rows and the illustrator's kinds-*.ts catalogue.
// Functions: those of source files (apps, packages, bench, scripts), first to last line; a test file's describe/it
// callbacks are counted apart, as they are lists of cases rather than logic to split.
// Usage: npx tsx scripts/size-report.ts [--list]   (duplicates are counted by the `duplicates` tool, not here)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const FILE_LIMIT = 300;
const FUNCTION_LIMIT = 80;
const CODE = /\.(ts|tsx|mts|cts|js|mjs|css)$/;
const DATA = [/\/tales\/(items|scenes)\//, /\/news\/rows\//, /\/kinds-[^/]*\.ts$/];

const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => CODE.test(file) && !DATA.some((data) => data.test(file)));

interface Long {
  where: string;
  lines: number;
}

function lineCount(text: string): number {
  return text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (ts.isCallExpression(parent)) return `${parent.expression.getText(source).slice(0, 40)}(…)`;
  return '(anonymous)';
}

function longFunctions(file: string, text: string): Long[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Long[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > FUNCTION_LIMIT) found.push({ where: `${file}:${start + 1} ${nameOf(node, source)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const bigFiles: Long[] = [];
const bigFunctions: Long[] = [];
const bigTestCallbacks: Long[] = [];
const TEST = /(^e2e\/|\/test\/|\.test\.tsx?$)/;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const lines = lineCount(text);
  if (lines > FILE_LIMIT) bigFiles.push({ where: file, lines });
  if (file.endsWith('.css')) continue;
  (TEST.test(file) ? bigTestCallbacks : bigFunctions).push(...longFunctions(file, text));
}
const byLines = (a: Long, b: Long): number => b.lines - a.lines;
bigFiles.sort(byLines);
bigFunctions.sort(byLines);
bigTestCallbacks.sort(byLines);

console.log(`code files read: ${files.length}`);
console.log(`files over ${FILE_LIMIT} lines: ${bigFiles.length} (largest ${bigFiles[0]?.lines ?? 0})`);
console.log(`functions over ${FUNCTION_LIMIT} lines: ${bigFunctions.length} (longest ${bigFunctions[0]?.lines ?? 0})`);
console.log(`test functions over ${FUNCTION_LIMIT} lines: ${bigTestCallbacks.length} (apart; not a target)`);
if (process.argv.includes('--list')) {
  for (const { where, lines } of bigFiles) console.log(`  file ${lines} ${where}`);
  for (const { where, lines } of bigFunctions) console.log(`  function ${lines} ${where}`);
}
