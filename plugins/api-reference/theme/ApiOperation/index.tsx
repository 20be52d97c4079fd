import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import ToolTabs from '@site/src/components/global/ToolTabs';
import {exampleSnippets, schemaAnchor, type OperationData, type TypeText} from '../../model';
import styles from './styles.module.css';

/** A type: its words, and the schemas it names as links to their tables on the page. */
export function Type({type}: {readonly type: TypeText}): ReactNode {
  return (
    <>
      {type.map((part, index) =>
        typeof part === 'string' ? (
          <React.Fragment key={index}>{part}</React.Fragment>
        ) : (
          <Link key={index} to={`#${schemaAnchor(part.ref)}`}>
            <code>{part.ref}</code>
          </Link>
        ),
      )}
    </>
  );
}

const yes = <Translate id="apiReference.yes">是</Translate>;
const no = <Translate id="apiReference.no">否</Translate>;

/** One operation of the API reference: method and path, authentication, parameters, body, responses, examples. */
export default function ApiOperation(props: OperationData): ReactNode {
  const {curl, python, javascript} = exampleSnippets(props.example);
  return (
    <div className={styles.operation}>
      <p>
        <code className={styles.endpoint}>
          {props.method} {props.path}
        </code>
        {props.summary && <> · {props.summary}</>}
      </p>
      {props.deprecated && (
        <p>
          <strong>
            <Translate id="apiReference.deprecated">已弃用。</Translate>
          </strong>
        </p>
      )}
      <p>
        <strong>
          <Translate id="apiReference.authentication">认证</Translate>
        </strong>
        {': '}
        {props.auth ? (
          <>
            <Translate id="apiReference.token">访问令牌：</Translate> <code>Authorization: Bearer &lt;token&gt;</code>
          </>
        ) : (
          <Translate id="apiReference.noToken">无需认证</Translate>
        )}
      </p>
      {props.parameters.length > 0 && (
        <table tabIndex={0}>
          <caption>
            <Translate id="apiReference.parameters">参数</Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="apiReference.name">名称</Translate>
              </th>
              <th scope="col">
                <Translate id="apiReference.in">位置</Translate>
              </th>
              <th scope="col">
                <Translate id="apiReference.type">类型</Translate>
              </th>
              <th scope="col">
                <Translate id="apiReference.required">必填</Translate>
              </th>
              <th scope="col">
                <Translate id="apiReference.description">说明</Translate>
              </th>
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
                <td>{parameter.required ? yes : no}</td>
                <td>{parameter.description || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {props.body && (
        <p>
          <strong>
            <Translate id="apiReference.requestBody">请求体</Translate>
          </strong>
          {': '}
          <Type type={props.body.type} />
        </p>
      )}
      {props.responses.length > 0 && (
        <table tabIndex={0}>
          <caption>
            <Translate id="apiReference.responses">响应</Translate>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="apiReference.status">状态码</Translate>
              </th>
              <th scope="col">
                <Translate id="apiReference.description">说明</Translate>
              </th>
              <th scope="col">
                <Translate id="apiReference.schema">结构</Translate>
              </th>
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
      {/* The examples are the same shape in every operation: the site's search leaves them out. */}
      <div data-search-skip="true">
        <ToolTabs>
          <TabItem value="curl" label="cURL">
            <CodeBlock language="bash">{curl}</CodeBlock>
          </TabItem>
          <TabItem value="python" label="Python">
            <CodeBlock language="python">{python}</CodeBlock>
          </TabItem>
          <TabItem value="javascript" label="JavaScript">
            <CodeBlock language="javascript">{javascript}</CodeBlock>
          </TabItem>
        </ToolTabs>
      </div>
    </div>
  );
}
