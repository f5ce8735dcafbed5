import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import packageJson from '../../package.json';
import { buildOpenApiDocument, contractEndpoints } from './openApiDocument';

type Operation = { operationId: string; summary: string; security: unknown[]; responses: Record<string, unknown> };
type Document = {
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
};

const document = buildOpenApiDocument(packageJson.version) as unknown as Document;

/** The API contract (@painel/api-client/openapi.json) as a backend team reads it: every operation, then the JSON. */
function ApiContract() {
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
  return (
    <article style={{ fontFamily: 'system-ui, sans-serif', padding: 16, maxWidth: 1100 }}>
      <h1>
        {document.info.title} {document.info.version}
      </h1>
      <p>{document.info.description}</p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>Operações</caption>
        <thead>
          <tr>
            {['Método', 'Caminho', 'Operação', 'Token', 'Respostas', 'Resumo'].map((title) => (
              <th key={title} scope="col" style={{ textAlign: 'left', borderBottom: '1px solid #888', padding: 4 }}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ path, method, operation }) => (
            <tr key={`${method} ${path}`}>
              <td style={{ padding: 4 }}>{method}</td>
              <td style={{ padding: 4 }}>
                <code>{path}</code>
              </td>
              <td style={{ padding: 4 }}>{operation.operationId}</td>
              <td style={{ padding: 4 }}>{operation.security.length > 0 ? 'Bearer' : '—'}</td>
              <td style={{ padding: 4 }}>{Object.keys(operation.responses).join(', ')}</td>
              <td style={{ padding: 4 }}>{operation.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details>
        <summary>openapi.json</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(document, null, 2)}</pre>
      </details>
    </article>
  );
}

const meta = {
  title: 'API/Contract',
  component: ApiContract,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ApiContract>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenApiDocument: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Operações' });
    const body = within(table).getAllByRole('row').slice(1);
    await expect(body).toHaveLength(contractEndpoints.length);
    for (const [name, endpoint] of contractEndpoints) {
      const row = within(table).getByRole('cell', { name }).closest('tr') as HTMLElement;
      await expect(row).toHaveTextContent(`${endpoint.method}/${endpoint.path}`);
    }
    await expect(within(table).queryByRole('cell', { name: 'sandboxReset' })).toBeNull();
    await expect(canvas.getByText('openapi.json')).toBeVisible();
  },
};
