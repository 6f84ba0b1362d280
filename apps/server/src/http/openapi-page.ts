import type { JsonSchema, OpenApiDocument, Operation } from './openapi.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const typeOf = (schema: JsonSchema) =>
  typeof schema.type === 'string' ? schema.type : schema.anyOf ? 'varios' : schema.enum ? 'enum' : '—';

function parametersTable(operation: Operation): string {
  if (operation.parameters.length === 0) return '';
  const rows = operation.parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in === 'path' ? 'camino' : 'consulta'}</td>` +
        `<td>${p.required ? 'sí' : 'no'}</td><td><code>${escapeHtml(typeOf(p.schema))}</code></td>` +
        `<td><details><summary>esquema</summary>${json(p.schema)}</details></td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Parámetro</th><th>En</th><th>Obligatorio</th><th>Tipo</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function bodySection(operation: Operation): string {
  const content = operation.requestBody?.content;
  if (!content) return '';
  return Object.entries(content)
    .map(([media, { schema }]) => `<details><summary>Cuerpo (${escapeHtml(media)})</summary>${json(schema)}</details>`)
    .join('');
}

function operationSection(method: string, path: string, operation: Operation): string {
  const paragraphs = operation.description
    .split('\n\n')
    .map((text) => `<p${text.startsWith('Permisos:') ? ' class="policy"' : ''}>${escapeHtml(text)}</p>`);
  return `<section class="op" id="${escapeHtml(operation.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(operation.summary)}</p>
${paragraphs.join('')}
${parametersTable(operation)}${bodySection(operation)}
<p class="answers">Respuestas: ${Object.keys(operation.responses).join(', ')}</p>
</section>`;
}

/**
 * The document as a plain page, rendered here: no script (the CSP allows none inline) and nothing
 * fetched, so it works on a closed restaurant network.
 */
export function openApiPage(document: OpenApiDocument, jsonUrl: string): string {
  const byTag = new Map<string, string[]>(document.tags.map((t) => [t.name, []]));
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      byTag.get(operation.tags[0])?.push(operationSection(method, path, operation));
    }
  }
  const index = [...byTag.keys()].map((tag, i) => `<li><a href="#tag-${i}">${escapeHtml(tag)}</a></li>`).join('');
  const groups = [...byTag.entries()]
    .map(([tag, sections], i) => `<h2 id="tag-${i}">${escapeHtml(tag)}</h2>${sections.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
h2 { border-bottom: 2px solid #e5e7eb; margin-top: 2.5rem; }
h3 { font-size: 1rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
.op { border: 1px solid #e5e7eb; border-radius: .5rem; padding: .75rem 1rem; margin: .75rem 0; }
.op p { margin: .25rem 0; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: .25rem; color: #fff; font-size: .8rem; padding: .1rem .4rem; }
.get { background: #1d4ed8; } .post { background: #047857; } .delete { background: #b91c1c; } .put, .patch { background: #a16207; }
.policy { color: #6b21a8; font-weight: 600; }
.answers { color: #4b5563; font-size: .9rem; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0; font-size: .9rem; }
th, td { border-bottom: 1px solid #e5e7eb; padding: .25rem .5rem; text-align: left; vertical-align: top; }
details { margin: .25rem 0; } summary { cursor: pointer; min-height: 1.5rem; }
pre { background: #f3f4f6; padding: .5rem; overflow-x: auto; font-size: .8rem; }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Servidor: <code>${escapeHtml(document.servers[0]?.url ?? '')}</code>. Documento OpenAPI 3.1: <a href="${escapeHtml(jsonUrl)}">${escapeHtml(jsonUrl)}</a>.</p>
<nav><ul>${index}</ul></nav>
${groups}
</body>
</html>
`;
}
