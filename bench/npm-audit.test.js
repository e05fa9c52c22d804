import { describe, expect, it } from 'vitest';
import { readAuditReport } from './npm-audit.js';

/** @type {(vulnerabilities: Record<string, unknown>, counts?: Record<string, number>) => string} */
const report = (vulnerabilities, counts) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } },
  });

describe('readAuditReport', () => {
  it('counts high and critical advisories and names only those packages', () => {
    const stdout = report(
      {
        'd3-color': { name: 'd3-color', severity: 'high', via: [] },
        'left-pad': { name: 'left-pad', severity: 'low', via: [] },
        immer: { name: 'immer', severity: 'critical', via: [] },
      },
      { low: 1, high: 1, critical: 1, total: 3 },
    );
    expect(readAuditReport({ stdout, code: 1 })).toEqual({
      status: 'ok',
      vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 1, total: 3 },
      highOrCritical: 2,
      advisories: ['d3-color (high)', 'immer (critical)'],
    });
  });

  it('reads a clean report as zero', () => {
    expect(readAuditReport({ stdout: report({}, {}), code: 0 })).toMatchObject({
      status: 'ok',
      highOrCritical: 0,
      advisories: [],
    });
  });

  it('moderate advisories alone are reported but not serious', () => {
    const out = readAuditReport({ stdout: report({ x: { severity: 'moderate' } }, { moderate: 1, total: 1 }) });
    expect(out).toMatchObject({ status: 'ok', highOrCritical: 0, advisories: [] });
  });

  it('a refused endpoint (what this network answers) is unavailable, not a pass', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(readAuditReport({ stdout, code: 1 })).toEqual({
      status: 'unavailable',
      reason: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    });
  });

  it("output that is not JSON is unavailable, with npm's last words", () => {
    expect(readAuditReport({ stdout: '', stderr: 'npm warn x\nnpm error network down\n', code: 1 })).toEqual({
      status: 'unavailable',
      reason: 'npm error network down',
    });
    expect(readAuditReport({ stdout: '', code: 254 })).toEqual({
      status: 'unavailable',
      reason: 'npm audit exited 254',
    });
  });
});
