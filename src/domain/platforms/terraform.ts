import type { Mode } from '../modes';
import type { PlatformSnippet } from './model';
import type { SourceId } from '../sources';

/**
 * A Terraform cluster resource with the one argument that picks the mode; the resource's other
 * required arguments are elided in a comment. `value` is written as HCL: quoted unless it is a
 * boolean (TKE's `cluster_ipvs`).
 */
export function terraformSnippet(opts: {
  resource: string;
  elided: string;
  argument: string;
  mode: Mode;
  value: string;
  sources: readonly SourceId[];
}): PlatformSnippet {
  const literal = opts.value === 'true' || opts.value === 'false' ? opts.value : `"${opts.value}"`;
  return {
    via: 'terraform',
    mode: opts.mode,
    value: opts.value,
    language: 'hcl',
    code: [
      `resource "${opts.resource}" "this" {`,
      `  # … ${opts.elided} …`,
      `  ${opts.argument} = ${literal}`,
      '}',
    ].join('\n'),
    sources: opts.sources,
  };
}
