import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {Type, useLabels} from '../ApiOperation';
import ApiIsland from '../ApiIsland';
import type {SchemaData} from '../../model';

/** The schemas an API page names, each an anchored table of its fields. */
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
          {/* Text and in-page links only: the server's HTML is kept, never hydrated (ApiIsland). */}
          <ApiIsland name={schema.anchor} static>
            {schema.fields.length > 0 ? (
              <table tabIndex={0}>
                <thead data-search-skip="true">
                  <tr>
                    <th scope="col">{labels.field}</th>
                    <th scope="col">{labels.type}</th>
                    <th scope="col">{labels.description}</th>
                  </tr>
                </thead>
                <tbody>
                  {schema.fields.map((field) => (
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
            ) : (
              <p>
                <Type type={schema.type} />
              </p>
            )}
          </ApiIsland>
        </section>
      ))}
    </section>
  );
}
