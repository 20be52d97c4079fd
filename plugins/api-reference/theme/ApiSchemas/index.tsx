import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {Type} from '../ApiOperation';
import type {SchemaData} from '../../model';

/** The schemas an API page names, each an anchored table of its fields. */
export default function ApiSchemas({schemas}: {readonly schemas: readonly SchemaData[]}): ReactNode {
  return (
    <section>
      <Heading as="h2" id="schemas">
        <Translate id="apiReference.schemas">数据结构</Translate>
      </Heading>
      {schemas.map((schema) => (
        <section key={schema.name}>
          <Heading as="h3" id={schema.anchor}>
            <code>{schema.name}</code>
          </Heading>
          {schema.fields.length > 0 ? (
            <table tabIndex={0}>
              <thead>
                <tr>
                  <th scope="col">
                    <Translate id="apiReference.field">字段</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="apiReference.type">类型</Translate>
                  </th>
                  <th scope="col">
                    <Translate id="apiReference.description">说明</Translate>
                  </th>
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
        </section>
      ))}
    </section>
  );
}
