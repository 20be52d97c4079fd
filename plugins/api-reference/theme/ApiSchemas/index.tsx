import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
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
 * within the page's budget of rows, are in the page's HTML; any other schema's fields (`onDemand`:
 * SHOWN_SCHEMA_LEVELS and MAX_SHOWN_FIELDS in model.ts) stay out of it, in a closed `<details>`, and
 * render when the reader opens it or arrives at the schema's anchor. Headings, tables and the closed
 * `<details>` are text and in-page links: one static island (ApiIsland), never hydrated; the section
 * alone listens for a `<details>` opening (one listener for the page, instead of a component for each
 * deep schema) and renders the fields into it. No wrapper per schema: its heading is followed by its
 * table's island or its `<details>`.
 */
export default function ApiSchemas({schemas}: {readonly schemas: readonly SchemaData[]}): ReactNode {
  const labels = useLabels();
  const {hash} = useLocation();
  const section = useRef<HTMLElement>(null);
  // The deep schemas opened so far, by anchor, with their <details> (the fields stay once rendered).
  const [opened, setOpened] = useState<ReadonlyMap<string, HTMLDetailsElement>>(new Map());
  const deep = useMemo(() => new Map(schemas.filter((schema) => schema.onDemand).map((schema) => [schema.anchor, schema])), [schemas]);
  useEffect(() => {
    const element = section.current;
    if (!element) return undefined;
    // `toggle` does not bubble; a listener in the capture phase still hears it from every <details> below.
    const onToggle = (event: Event) => {
      const details = event.target;
      if (!(details instanceof HTMLDetailsElement) || !details.open) return;
      const anchor = details.previousElementSibling?.id;
      if (anchor && deep.has(anchor)) setOpened((before) => (before.has(anchor) ? before : new Map(before).set(anchor, details)));
    };
    element.addEventListener('toggle', onToggle, {capture: true});
    return () => element.removeEventListener('toggle', onToggle, {capture: true});
  }, [deep]);
  useEffect(() => {
    const anchor = hash.slice(1);
    const details = deep.has(anchor) ? document.getElementById(anchor)?.nextElementSibling : null;
    // Opening it fires its `toggle` (above).
    if (details instanceof HTMLDetailsElement) details.open = true;
  }, [hash, deep]);
  return (
    <section className={styles.schemas} ref={section}>
      <Heading as="h2" id="schemas">
        {labels.schemas}
      </Heading>
      <ApiIsland name="schemas" static nested>
        {schemas.map((schema) => (
          <React.Fragment key={schema.name}>
            <SchemaHeading schema={schema} />
            {schema.onDemand ? (
              <details>
                {/* One text node: React would separate the three with comments in the HTML. */}
                <summary>{`${labels.showFields} (${schema.fields.length})`}</summary>
              </details>
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
      </ApiIsland>
      {Array.from(opened, ([anchor, details]) => createPortal(<Fields fields={deep.get(anchor)!.fields} />, details, anchor))}
    </section>
  );
}
