/**
 * Story text may carry markup (a writer's <b>, a pasted <script>); the text dialog shows it as
 * plain text: tags are removed, not shown literally, and never run. <br> and block ends become
 * newlines so the text keeps its lines.
 */
export function plainText(markup: string): string {
  if (!/[<&]/.test(markup)) return markup;
  const withBreaks = markup.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|h[1-6])\s*>/gi, '$&\n');
  // DOMParser builds an inert document: nothing in it loads or runs
  const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
