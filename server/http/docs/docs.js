// Renders /api/docs/json: one section per call with its parameters, body and answers as JSON Schema.
const el = (tag, props = {}, ...children) => {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((c) => c !== undefined && c !== null));
  return node;
};
const schemaBlock = (title, schema) =>
  schema ? el('details', {}, el('summary', { textContent: title }), el('pre', { textContent: JSON.stringify(schema, null, 2) })) : null;

const answer = await fetch('/api/docs/json').then((r) => r.json());
document.getElementById('about').textContent = answer.info.description;
const routes = document.getElementById('routes');
for (const [path, methods] of Object.entries(answer.paths).sort(([a], [b]) => a.localeCompare(b))) {
  for (const [method, op] of Object.entries(methods)) {
    const params = (op.parameters ?? []).map((p) => `${p.name} (${p.in}${p.required ? ', required' : ''})`).join(', ');
    const body = op.requestBody?.content?.['application/json']?.schema;
    const responses = Object.entries(op.responses ?? {}).map(([status, r]) => {
      const [type, content] = Object.entries(r.content ?? {})[0] ?? [];
      return schemaBlock(`Answer ${status} (${type ?? 'empty'}): ${r.description}`, content?.schema ?? {});
    });
    routes.append(
      el('section', { className: 'route' },
        el('h2', {}, el('span', { className: `method ${method}`, textContent: method.toUpperCase() }), ' ', el('code', { textContent: path })),
        op.security ? el('p', { textContent: 'Needs a session: Authorization: Bearer <token>' }) : null,
        params ? el('p', { textContent: `Parameters: ${params}` }) : null,
        schemaBlock('Request body', body),
        ...responses,
      ),
    );
  }
}
