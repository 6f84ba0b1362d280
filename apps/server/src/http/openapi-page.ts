import type { JsonSchema, OpenApiDocument, Operation } from './openapi.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

const typeOf = (schema: JsonSchema) =>
  typeof schema.type === 'string' ? schema.type : schema.anyOf ? 'varios' : schema.enum ? 'enum' : '—';

/** One line per parameter (it wraps on a phone, where a five-column table would not fit). */
function parametersList(operation: Operation): string {
  if (operation.parameters.length === 0) return '';
  const items = operation.parameters
    .map((p) => {
      const where = p.in === 'path' ? 'en el camino' : 'en la consulta';
      const required = p.required ? 'obligatorio' : 'opcional';
      return (
        `<li><code>${escapeHtml(p.name)}</code> <code class="type">${escapeHtml(typeOf(p.schema))}</code> ` +
        `${where}, ${required}<details><summary>Esquema de ${escapeHtml(p.name)}</summary>${json(p.schema)}</details></li>`
      );
    })
    .join('');
  return `<h4>Parámetros</h4><ul class="params">${items}</ul>`;
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
${parametersList(operation)}${bodySection(operation)}
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
details { margin: .25rem 0; } summary { cursor: pointer; padding: .7rem 0; }
nav ul { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; padding: 0; }
nav a { display: inline-flex; align-items: center; min-height: 44px; padding: 0 .9rem; border: 1px solid #d1d5db; border-radius: .5rem; text-decoration: none; }
.params { list-style: none; padding: 0; margin: .25rem 0; }
.params li { border-top: 1px solid #e5e7eb; padding-top: .4rem; }
.type { color: #1d4ed8; }
h4 { margin: .75rem 0 .25rem; font-size: .9rem; }
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
