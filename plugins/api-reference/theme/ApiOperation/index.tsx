import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import ToolTabs from '@site/src/components/global/ToolTabs';
import {EXAMPLE_TABS, exampleSnippets, labelsOf, schemaAnchor, type Labels, type OperationData, type TypeText} from '../../model';
import TryItButton from '@theme/TryItButton';
import ApiIsland from '../ApiIsland';
import styles from './styles.module.css';

/** The labels of the page's language (model.ts holds them, shared with the page's Markdown twin). */
export function useLabels(): Labels {
  return labelsOf(useDocusaurusContext().i18n.currentLocale);
}

/** A type: its words, and the schemas it names as links to their tables on the page. */
export function Type({type}: {readonly type: TypeText}): ReactNode {
  // Adjacent words as one text node: React would separate them with comments in the HTML.
  const parts = type.reduce<Array<TypeText[number]>>((out, part) => {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else out.push(part);
    return out;
  }, []);
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <React.Fragment key={index}>{part}</React.Fragment>
        ) : (
          // An anchor on this page: a Link would watch its own visibility to prefetch this very page, which
          // for the hundreds of schema links of a large group page kept a phone busy after load.
          // eslint-disable-next-line @docusaurus/no-html-links
          <a key={index} href={`#${schemaAnchor(part.ref)}`}>
            <code>{part.ref}</code>
          </a>
        ),
      )}
    </>
  );
}

/**
 * One operation of the API reference, as two islands in a plain block after its heading (ApiIsland; each
 * skipped by the layout while off screen; the block, its heading's next sibling, holds the whole operation). Its details (method and path, authentication, parameters, body, responses)
 * are text and in-page links only: a static island, named by the operation's anchor, whose server HTML
 * stays for good, on the first screen too, never hydrated. Its examples and "Try it", what a reader
 * clicks, are the other island: live when the reader comes near.
 */
export default function ApiOperation(props: OperationData & {readonly anchor: string}): ReactNode {
  const labels = useLabels();
  const snippets = exampleSnippets(props.example);
  return (
    <div>
      <ApiIsland name={props.anchor} static>
        <p>
          {/* Text nodes joined: React separates adjacent ones with comments in the HTML. */}
          <code className={styles.endpoint}>{`${props.method} ${props.path}`}</code>
        </p>
        {props.deprecated && (
          <p>
            <strong>{labels.deprecated}</strong>
          </p>
        )}
        {props.unrouted && (
          <p>
            <strong>{labels.unrouted}</strong>
            {labels.colon + props.unrouted}
          </p>
        )}
        {/* Search leaves out what every operation repeats: this line, table headers, the responses table. */}
        <p data-search-skip="true">
          <strong>{labels.authentication}</strong>
          {/* The header that carries it is in the page's lead and in the examples, not repeated for every operation. */}
          {labels.colon + (props.auth ? (props.apiKey ? labels.apiKey : labels.accessToken) : labels.noToken)}
        </p>
        {props.parameters.length > 0 && (
          <table tabIndex={0}>
            <caption>{labels.parameters}</caption>
            <thead data-search-skip="true">
              <tr>
                <th scope="col">{labels.name}</th>
                <th scope="col">{labels.in}</th>
                <th scope="col">{labels.type}</th>
                <th scope="col">{labels.required}</th>
                <th scope="col">{labels.description}</th>
              </tr>
            </thead>
            <tbody>
              {props.parameters.map((parameter) => (
                <tr key={`${parameter.in}:${parameter.name}`}>
                  <td>
                    <code>{parameter.name}</code>
                  </td>
                  <td>{parameter.in}</td>
                  <td>
                    <Type type={parameter.type} />
                  </td>
                  <td>{parameter.required ? labels.yes : labels.no}</td>
                  <td>{parameter.description || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {props.body && (
          <p>
            <strong>{labels.requestBody}</strong>
            {labels.colon}
            <Type type={props.body.type} />
          </p>
        )}
        {props.responses.length > 0 && (
          <table tabIndex={0} data-search-skip="true">
            <caption>{labels.responses}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.status}</th>
                <th scope="col">{labels.description}</th>
                <th scope="col">{labels.schema}</th>
              </tr>
            </thead>
            <tbody>
              {props.responses.map((response) => (
                <tr key={response.status}>
                  <td>{response.status}</td>
                  <td>{response.description || '—'}</td>
                  <td>{response.type.length ? <Type type={response.type} /> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ApiIsland>
      {/*
        The examples are the same shape in every operation: the site's search leaves them out. Only the
        chosen tab is rendered (lazy): the other two are rendered when picked, which keeps the built page
        a third of its size. The page's Markdown twin (twin.ts) holds all three. They stay as the server
        rendered them until the reader comes near; then the shown tab keeps the server's highlighted code
        and takes the reader's host as text (ApiIsland, plugins/code-blocks), a tab picked later loads Prism.
      */}
      <ApiIsland name={`examples-${props.method}-${props.path}`} searchSkip>
        <ToolTabs lazy>
          {EXAMPLE_TABS.map((tab) => (
            <TabItem key={tab.value} value={tab.value} label={tab.label}>
              <CodeBlock language={tab.language}>{snippets[tab.value]}</CodeBlock>
            </TabItem>
          ))}
        </ToolTabs>
        {/* "Try it" (plugins/try-it): the panel loads when opened; an operation no public route serves has none. */}
        {!props.unrouted && <TryItButton operation={props} />}
      </ApiIsland>
    </div>
  );
}

/** The class of the container of a page's operations (ApiOperations): their spacing and captions. */
export const OPERATIONS = styles.operations!;
