// Every English text the mails write through mailText (mail-text.ts), read from the source with the TypeScript
// parser (mail-catalogues.node.test.ts): the first argument of each call, both branches of a condition, and a
// constant of the same module it names.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const WORKER = new URL('../../', import.meta.url).pathname;

/** The modules whose mails go to the traveller. */
export const MAIL_MODULES = [
  'mail/account-mails.ts',
  'mail/reminder-mails.ts',
  'mail/case-reply-mail.ts',
  'mail/case-link.ts',
  'problems/report-mails.ts',
];

export function mailTexts(): { text: string; where: string }[] {
  const found: { text: string; where: string }[] = [];
  for (const rel of MAIL_MODULES) {
    const source = ts.createSourceFile(rel, readFileSync(WORKER + rel, 'utf8'), ts.ScriptTarget.Latest, true);
    const consts = new Map<string, string>();
    const where = (n: ts.Node) => `${rel}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const collect = (e: ts.Expression) => {
      if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) found.push({ text: e.text, where: where(e) });
      else if (ts.isConditionalExpression(e)) [e.whenTrue, e.whenFalse].forEach(collect);
      else if (ts.isParenthesizedExpression(e)) collect(e.expression);
      else if (ts.isIdentifier(e) && consts.has(e.text)) found.push({ text: consts.get(e.text)!, where: where(e) });
      else throw new Error(`${where(e)}: mailText takes a literal English text, not ${e.getText()}`);
    };
    const visit = (n: ts.Node) => {
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isStringLiteral(n.initializer))
        consts.set(n.name.text, n.initializer.text);
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'mailText')
        collect(n.arguments[1]!);
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return found;
}
