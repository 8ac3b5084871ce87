// The tokens page's tables, drawn from tokens/*.tokens.json: what the page shows is what the CSS is built from.
import type { CSSProperties, ReactNode } from 'react';
import type { DesignToken } from '../theme/design-tokens';
import { BRANDS, tokensFor, type Theme } from '../theme/token-files';

const columns = [undefined, ...Object.keys(BRANDS)].flatMap((brand) =>
  (['light', 'dark'] as Theme[]).map((theme) => ({
    label: `${brand ?? 'default'} ${theme}`,
    tokens: new Map(tokensFor(theme, brand).map((t) => [t.cssVar, t])),
  })),
);
const reference = tokensFor('light');

const cell: CSSProperties = { padding: '6px 8px', borderBottom: '1px solid #ddd', verticalAlign: 'top' };
const code: CSSProperties = { fontFamily: 'monospace', fontSize: 12 };

function Preview({ token }: { token: DesignToken }): ReactNode {
  const { type, css } = token;
  const box: CSSProperties = { width: 40, height: 24, borderRadius: 4, border: '1px solid #0002', marginBottom: 4 };
  if (type === 'color') return <div style={{ ...box, background: css }} />;
  if (type === 'shadow') return <div style={{ ...box, background: '#fff', boxShadow: css, border: 'none' }} />;
  if (type === 'fontFamily') return <div style={{ fontFamily: css, fontSize: 16 }}>Aa 购物</div>;
  if (token.path[0] === 'radius') return <div style={{ ...box, borderRadius: css }} />;
  if (token.path[1] === 'size') return <div style={{ fontSize: css }}>Aa</div>;
  return <div style={{ ...box, width: css, height: 8, background: '#888', border: 'none' }} />;
}

/** One table per group of tokens (`color`, `radius`, `font`…), one column per theme and brand. */
export function TokenTable({ group }: { group: string }) {
  const rows = reference.filter((t) => t.path[0] === group);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <tr>
          <th style={cell}>Token</th>
          {columns.map((c) => (
            <th key={c.label} style={cell}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.cssVar}>
            <td style={cell}>
              <code style={code}>{row.cssVar}</code>
              {row.aliasOf && <div style={code}>→ {`{${row.aliasOf}}`}</div>}
              {row.description && <div style={{ fontSize: 12 }}>{row.description}</div>}
            </td>
            {columns.map(({ label, tokens }) => {
              const token = tokens.get(row.cssVar)!;
              return (
                <td key={label} style={cell}>
                  <Preview token={token} />
                  <code style={code}>{token.css}</code>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
