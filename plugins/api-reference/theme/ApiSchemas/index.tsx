import React, {useEffect, useState, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {Type, useLabels} from '../ApiOperation';
import ApiIsland from '../ApiIsland';
import type {SchemaData} from '../../model';
import styles from './styles.module.css';

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
      {/* One text node: React would separate the three with comments in the HTML. */}
      <summary>{`${labels.showFields} (${schema.fields.length})`}</summary>
      {open && <Fields fields={schema.fields} />}
    </details>
  );
}

/**
 * A schema's heading: its name is the link to its own anchor. The stock heading adds a hash link
 * whose name and title both repeat the anchor ("Direct link to schema-types-space"): on the
 * AI gateway's page, 74 schema headings made a quarter of its HTML. The name as the link keeps one
 * link per heading, named by the schema; CSS shows it as the heading's text, with the hash on hover.
 */
function SchemaHeading({schema}: {readonly schema: SchemaData}): ReactNode {
  useBrokenLinks().collectAnchor(schema.anchor);
  return (
    // Not @theme/Heading: its hash link is what this heading leaves out (above).
    // eslint-disable-next-line @docusaurus/prefer-docusaurus-heading
    <h3 id={schema.anchor}>
      {/* eslint-disable-next-line @docusaurus/no-html-links */}
      <a href={`#${schema.anchor}`}>
        <code>{schema.name}</code>
      </a>
    </h3>
  );
}

/**
 * The schemas an API page names, each an anchored table of its fields. The tables of the first levels,
 * within the page's budget of rows, are in the page's HTML (text and in-page links only: never hydrated,
 * ApiIsland); any other schema's table renders when the reader opens it. No wrapper per schema: its
 * heading is followed by its table's island or its fields' `<details>`.
 */
export default function ApiSchemas({schemas}: {readonly schemas: readonly SchemaData[]}): ReactNode {
  const labels = useLabels();
  return (
    <section className={styles.schemas}>
      <Heading as="h2" id="schemas">
        {labels.schemas}
      </Heading>
      {schemas.map((schema) => (
        <React.Fragment key={schema.name}>
          <SchemaHeading schema={schema} />
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
        </React.Fragment>
      ))}
    </section>
  );
}
