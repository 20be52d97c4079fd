/**
 * Parameter defaults taken from csghub-server's code where its annotation says another value
 * (data/defaults.json, each with the file and line of the code's value): the pages show the code's.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DATA_DIR, type Operation, type Parameter} from './spec';

export interface DefaultOverride {
  /** The spec's method and path, as `GET /models`. */
  readonly operation: string;
  readonly parameter: string;
  /** The annotation's default (null: none), as the pinned spec has it. */
  readonly annotation: unknown;
  /** The code's default; null when the handler has none. */
  readonly code: unknown;
  /** The handler answers 400 without the parameter. */
  readonly required?: boolean;
  /** The file and line of the code's value. */
  readonly source: string;
  /** Where the handler reaches that code. */
  readonly via: string;
}

export function loadDefaults(file = path.join(DATA_DIR, 'defaults.json')): readonly DefaultOverride[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {overrides: DefaultOverride[]}).overrides;
}

/** An operation's parameters with the code's defaults applied. */
export function withCodeDefaults(
  operation: Pick<Operation, 'key'>,
  parameters: readonly Parameter[],
  overrides: readonly DefaultOverride[],
): Parameter[] {
  return parameters.map((parameter) => {
    const override = overrides.find(
      (entry) => entry.operation === operation.key && entry.parameter === parameter.name && parameter.in !== 'body',
    );
    if (!override) return parameter;
    const {default: _annotation, ...rest} = parameter;
    return {...rest, ...(override.code === null ? {} : {default: override.code}), ...(override.required ? {required: true} : {})};
  });
}

/** Overrides that no longer fit the spec: an unknown operation or parameter, an annotation that changed, a repeated entry, a missing source. */
export function defaultsProblems(operations: readonly Operation[], overrides: readonly DefaultOverride[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of overrides) {
    const id = `${entry.operation} ${entry.parameter}`;
    if (seen.has(id)) problems.push(`defaults.json: ${id} is listed twice`);
    seen.add(id);
    if (!/^[a-z]+\/[\w/.-]+\.go:\d+/.test(entry.source)) problems.push(`defaults.json: ${id} has no source file and line`);
    const operation = operations.find((candidate) => candidate.key === entry.operation);
    const parameter = operation?.op.parameters?.find((candidate) => candidate.name === entry.parameter && candidate.in !== 'body');
    if (!operation) problems.push(`defaults.json: ${entry.operation} is not in the spec`);
    else if (!parameter) problems.push(`defaults.json: ${entry.operation} has no parameter ${entry.parameter}`);
    else if ((parameter.default ?? null) !== entry.annotation)
      problems.push(
        `defaults.json: the annotation of ${id} is now ${JSON.stringify(parameter.default ?? null)}, not ${JSON.stringify(entry.annotation)}: check the code again`,
      );
  }
  return problems;
}
