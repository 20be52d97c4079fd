import React, {useEffect, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import {Type, useLabels} from '../ApiOperation';
import ApiIsland from '../ApiIsland';
import type {SchemaData} from '../../model';

/** A schema's fields as a table. */
function Fields({fields}: Pick<SchemaData, 'fields'>): ReactNode {
  const labels = useLabels();
  return (
    <table tabIndex={0}>
      <thead data-search-skip="true">
        <tr>
          <th scope="col">{labels.field}</th>
          <th scope="col">{labels.type}</th>
          <th scope="col">{labels.description}</th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name}>
            <td>
              <code>{field.name}</code>
              {field.required && ' *'}
            </td>
            <td>
              <Type type={field.type} />
            </td>
            <td>{field.description || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A schema below the levels the page's HTML holds (`onDemand`: SHOWN_SCHEMA_LEVELS and MAX_SHOWN_FIELDS in
 * model.ts): its fields stay out of the HTML and render from the page's data when the reader opens them,
 * or arrives at the schema's anchor.
 */
function DeepFields({schema}: {readonly schema: SchemaData}): ReactNode {
  const labels = useLabels();
  const {hash} = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (hash === `#${schema.anchor}`) setOpen(true);
  }, [hash, schema.anchor]);
  return (
    <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {labels.showFields} ({schema.fields.length})
      </summary>
      {open && <Fields fields={schema.fields} />}
    </details>
  );
}

/**
 * The schemas an API page names, each an anchored table of its fields. The tables of the first levels,
 * within the page's budget of rows, are in the page's HTML (text and in-page links only: never hydrated,
 * ApiIsland); any other schema's table renders when the reader opens it.
 */
export default function ApiSchemas({schemas}: {readonly schemas: readonly SchemaData[]}): ReactNode {
  const labels = useLabels();
  return (
    <section>
      <Heading as="h2" id="schemas">
        {labels.schemas}
      </Heading>
      {schemas.map((schema) => (
        <section key={schema.name}>
          <Heading as="h3" id={schema.anchor}>
            <code>{schema.name}</code>
          </Heading>
          {schema.onDemand ? (
            <DeepFields schema={schema} />
          ) : (
            <ApiIsland name={schema.anchor} static>
              {schema.fields.length > 0 ? (
                <Fields fields={schema.fields} />
              ) : (
                <p>
                  <Type type={schema.type} />
                </p>
              )}
            </ApiIsland>
          )}
        </section>
      ))}
    </section>
  );
}
