/** /api/openapi.json from the contract and /api/docs, a self-contained page that renders it. */
import { buildOpenApi } from '@tt/contract';
import type { FastifyInstance } from 'fastify';

export const DOCS_STYLE = `body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#333}
details{border:1px solid #ddd;border-radius:10px;margin:.5rem 0;padding:.5rem 1rem}summary{cursor:pointer}
code{background:#f4f1ec;padding:0 .3rem;border-radius:4px}pre{background:#f8f6f2;padding:.75rem;overflow:auto;font-size:12px}
.m{font-weight:700;color:#c2571a}`;
export const DOCS_SCRIPT = `
fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{const root=document.getElementById('calls');root.textContent='';
for(const [path,ops] of Object.entries(doc.paths)){for(const [method,op] of Object.entries(ops)){
const d=document.createElement('details');const s=document.createElement('summary');
s.innerHTML='<span class="m">'+method.toUpperCase()+'</span> <code></code> — ';s.querySelector('code').textContent=path;
s.append(op.summary||'');d.append(s);const p=document.createElement('p');p.textContent=op.description;d.append(p);
const show=(title,content)=>{const type=content&&Object.keys(content)[0];if(!type)return;const h=document.createElement('h4');
h.textContent=title+' ('+type+')';const pre=document.createElement('pre');pre.textContent=JSON.stringify(content[type].schema||{},null,2);d.append(h,pre);};
show('Input',op.requestBody&&op.requestBody.content);const ok=op.responses['200']||op.responses['101'];show('Output',ok&&ok.content);root.append(d);}}});
`;
/** The inline blocks are allowed by hash in the CSP (plugins/security-headers.ts). */
const DOCS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tiny Tidings API</title>
<style>${DOCS_STYLE}</style></head><body><h1>Tiny Tidings API</h1>
<p>Generated from the contract (<a href="/api/openapi.json">openapi.json</a>). Failures are problem details with a catalogue <code>code</code>.</p>
<div id="calls">Loading…</div><script>${DOCS_SCRIPT}</script></body></html>`;

export function registerOpenApi(fastify: FastifyInstance): void {
  let doc: Record<string, unknown> | null = null;
  fastify.get('/api/openapi.json', async () => (doc ??= buildOpenApi()));
  fastify.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(DOCS_PAGE));
}
