// Reads `npm audit --omit=dev --json` output into the bench's verdict. Pure, so the
// format handling is unit-tested even where the registry refuses the audit endpoint.

const SERIOUS = new Set(['high', 'critical']);

/**
 * @param {{ stdout: string, stderr?: string, code?: number | null }} r the finished npm audit
 * @returns {{ status: 'ok', vulnerabilities: Record<string, number>, highOrCritical: number, advisories: string[] }
 *         | { status: 'unavailable', reason: string }}
 */
export function readAuditReport({ stdout, stderr = '', code = null }) {
  let json;
  try {
    json = JSON.parse(stdout);
  } catch {
    const lastLine = (stderr || stdout).trim().split('\n').slice(-1)[0];
    return { status: 'unavailable', reason: lastLine || `npm audit exited ${code}` };
  }
  // npm prints the failed request as JSON (message, statusCode, error) when the endpoint fails.
  const counts = json?.metadata?.vulnerabilities;
  if (json?.error || !counts) {
    return { status: 'unavailable', reason: json?.message || json?.error?.summary || json?.error?.code || 'no report' };
  }
  const advisories = Object.entries(json.vulnerabilities ?? {})
    .filter(([, v]) => SERIOUS.has(v?.severity))
    .map(([name, v]) => `${name} (${v.severity})`)
    .sort();
  return {
    status: 'ok',
    vulnerabilities: counts,
    highOrCritical: (counts.high ?? 0) + (counts.critical ?? 0),
    advisories,
  };
}
