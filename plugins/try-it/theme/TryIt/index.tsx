import React, {useEffect, useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {usePluginData} from '@docusaurus/useGlobalData';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import TabItem from '@theme/TabItem';
import ToolTabs from '@site/src/components/global/ToolTabs';
import {API_DOCS_DIR, type OperationData} from '../../../api-reference/client';
import {
  CONFIRMED_METHODS,
  allowedByBuild,
  defaultTarget,
  errorCodeOf,
  formatBody,
  prepareRequest,
  readBody,
  shownRequest,
  targetOrigin,
  SHOWN_BYTES,
  type ReadBody,
  type Field,
  type Prepared,
  type Problem,
} from '../../request';
import styles from './styles.module.css';

/** The class that keeps a code block's hosts as written (plugins/code-blocks): these show the chosen target. */
const AS_WRITTEN = 'code-as-written';

/** How long a request may take before the panel gives up. */
const TIMEOUT_MS = 30_000;
/** The longest response body shown highlighted as JSON. */
const HIGHLIGHTED_CHARS = 64 * 1024;

/** The credential the reader typed, per kind: in this chunk's memory only, for the page's other operations; gone on reload. */
const credentials = new Map<string, string>();

type Failure = 'network' | 'cors' | 'csp' | 'timeout';
interface Result {
  /** The host the request went to (the target may have changed since). */
  readonly host: string;
  readonly status: number;
  readonly statusText: string;
  readonly ms: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: string;
  readonly cut: ReadBody['cut'];
}

/** The reader's values for the operation's path and query parameters, the body, the target; the request sent; its result. */
export default function TryIt({operation}: {readonly operation: OperationData}): ReactNode {
  const id = useId();
  const {origins} = usePluginData('try-it') as {origins: readonly string[]};
  const catalogue = useBaseUrl(`/${API_DOCS_DIR}/errors`);
  const kind = operation.apiKey ? 'apiKey' : 'token';
  const fields: Field[] = operation.parameters
    // A path parameter the public path lacks (the spec declares more than the router) is left out.
    .filter((parameter) => (parameter.in === 'path' && operation.path.includes(`{${parameter.name}}`)) || parameter.in === 'query')
    .map((parameter) => ({name: parameter.name, in: parameter.in as Field['in'], required: parameter.required || parameter.in === 'path'}));
  const form = (operation.example.form ?? []).length > 0;
  const [target, setTarget] = useState(() => defaultTarget(window.location));
  const [secret, setSecret] = useState(() => credentials.get(kind) ?? '');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState(operation.example.json ?? '');
  // The request the confirmation names, checked when it opened: the one its button sends. An edit closes it.
  const [confirming, setConfirming] = useState<Prepared | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReactNode>(null);
  const [failure, setFailure] = useState<{readonly kind: Failure; readonly host: string} | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (result || failure) resultHeading.current?.focus();
  }, [result, failure]);

  const origin = targetOrigin(target);
  const method = operation.method.toUpperCase();
  const outside = origin !== null && !allowedByBuild(origin, window.location.origin, origins);
  const shown = shownRequest(operation.example, origin ?? target, operation.path, fields, values, body);
  const credentialName =
    kind === 'apiKey'
      ? translate({id: 'tryIt.credential.apiKey', message: 'AI 网关 API Key'})
      : translate({id: 'tryIt.credential.token', message: '访问令牌'});

  /** What a problem with the reader's input says. */
  function problemText(found: Problem): string {
    switch (found.kind) {
      case 'target':
        return translate({id: 'tryIt.problem.target', message: '目标地址要写成 https://主机名（可带端口），不带路径。'});
      case 'credential':
        return translate(
          {
            id: 'tryIt.problem.credential',
            message:
              '{credential}中有 HTTP 请求头无法携带的字符（{characters}）：只能使用 ASCII 字母、数字和标点，请检查复制时是否带入了其他字符。',
          },
          {credential: credentialName, characters: found.characters.join(', ')},
        );
      case 'missing':
        return translate({id: 'tryIt.problem.missing', message: '请填写必填参数：{names}'}, {names: found.names.join(', ')});
      case 'dotSegment':
        return translate(
          {id: 'tryIt.problem.dotSegment', message: '路径参数的值不能是“.”或“..”，否则浏览器会把请求发到另一个接口：{names}'},
          {names: found.names.join(', ')},
        );
      case 'json':
        return translate({id: 'tryIt.problem.json', message: '请求体不是有效的 JSON：{reason}'}, {reason: found.reason});
    }
  }

  /** Checks what the reader entered; returns the request to send, or null after saying what is wrong. */
  function checked(): Prepared | null {
    const prepared = prepareRequest({
      method,
      path: operation.path,
      target,
      fields,
      values,
      credential: operation.auth ? secret : null,
      body: operation.example.json !== undefined ? body : null,
    });
    if ('problem' in prepared) {
      setProblem(problemText(prepared.problem));
      return null;
    }
    setProblem(null);
    return prepared.request;
  }

  /** An edit: a confirmation open names the request before it, so it closes. */
  function edited() {
    setConfirming(null);
  }

  /** Sends a checked request, as it is: nothing of the form is read here. */
  async function send(request: Prepared) {
    setConfirming(null);
    setPending(true);
    setResult(null);
    setFailure(null);
    const {origin, host} = request;
    let blocked = false;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) blocked = true;
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    const started = performance.now();
    try {
      const headers: Record<string, string> = {Accept: 'application/json'};
      if (request.credential) headers.Authorization = `Bearer ${request.credential}`;
      if (request.body) headers['Content-Type'] = 'application/json';
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        ...(request.body ? {body: request.body} : {}),
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const read = await readBody(response.body);
      const list: Array<[string, string]> = [];
      response.headers.forEach((value, name) => list.push([name, value]));
      setResult({
        host,
        status: response.status,
        statusText: response.statusText,
        ms: Math.round(performance.now() - started),
        headers: list,
        body: read.text,
        cut: read.cut,
      });
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        setFailure({kind: 'timeout', host});
      else {
        // The CSP's report event and the fetch's rejection are separate tasks: let the event arrive.
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (blocked) setFailure({kind: 'csp', host});
        else if (origin === window.location.origin) setFailure({kind: 'network', host});
        else {
          // The same origin, without CORS: an opaque answer means the host is up and refused the docs' origin.
          const reachable = await fetch(origin, {mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(TIMEOUT_MS)}).then(
            () => true,
            () => false,
          );
          setFailure({kind: reachable ? 'cors' : 'network', host});
        }
      }
    } finally {
      document.removeEventListener('securitypolicyviolation', onViolation);
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setConfirming(null);
    const request = checked();
    if (!request) return;
    if (CONFIRMED_METHODS.has(request.method)) setConfirming(request);
    else void send(request);
  }

  const code = result ? errorCodeOf(result.body) : null;
  // The host of the request whose failure is shown.
  const host = failure?.host ?? '';
  const failureText: Record<Failure, string> = {
    network: translate({id: 'tryIt.failure.network', message: '无法连接 {host}：请检查地址、网络，以及该主机是否在运行。'}, {host}),
    cors: translate(
      {
        id: 'tryIt.failure.cors',
        message:
          '{host} 拒绝了来自本文档所在地址的跨域请求（CORS）。在同一个 CSGHub 内提供的文档中使用“试一试”，或请该 CSGHub 的管理员允许本文档的来源。',
      },
      {host},
    ),
    csp: translate(
      {
        id: 'tryIt.failure.csp',
        message: '本站的内容安全策略（connect-src）不允许连接 {host}。运维人员可在构建时用 DOCS_API_ORIGINS 添加来源。',
      },
      {host},
    ),
    timeout: translate({id: 'tryIt.failure.timeout', message: '{host} 在 {seconds} 秒内没有响应。'}, {host, seconds: TIMEOUT_MS / 1000}),
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <Heading as="h4" id={`${id}-title`} className={styles.title}>
        <Translate id="tryIt.title">试一试</Translate>
      </Heading>
      <form onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-target`}>
            <Translate id="tryIt.target">目标地址</Translate>
          </label>
          <input
            id={`${id}-target`}
            type="url"
            value={target}
            onChange={(event) => {
              edited();
              setTarget(event.target.value);
            }}
            aria-describedby={`${id}-target-note`}
            autoComplete="off"
            spellCheck={false}
          />
          <small id={`${id}-target-note`} className={outside ? styles.warning : undefined}>
            {outside
              ? translate({
                  id: 'tryIt.target.outside',
                  message: '本站的内容安全策略不允许这个地址，浏览器会拦截请求（见 DOCS_API_ORIGINS）。',
                })
              : translate({id: 'tryIt.target.note', message: '请求只发往这个地址。'})}
          </small>
        </div>
        {operation.auth && (
          <div className={styles.field}>
            <label htmlFor={`${id}-secret`}>{credentialName}</label>
            <input
              id={`${id}-secret`}
              type="password"
              value={secret}
              onChange={(event) => {
                edited();
                setSecret(event.target.value);
                credentials.set(kind, event.target.value);
              }}
              aria-describedby={`${id}-secret-note`}
              autoComplete="off"
            />
            <small id={`${id}-secret-note`}>
              <Translate id="tryIt.secret.note">只保存在本页内存中，不写入网址或浏览器存储；示例代码中显示为占位符。</Translate>
            </small>
          </div>
        )}
        {fields.map((field) => (
          <div key={`${field.in}:${field.name}`} className={styles.field}>
            <label htmlFor={`${id}-${field.in}-${field.name}`}>
              <code>{field.name}</code> ({field.in}
              {field.required ? `, ${translate({id: 'tryIt.required', message: '必填'})}` : ''})
            </label>
            <input
              id={`${id}-${field.in}-${field.name}`}
              value={values[field.name] ?? ''}
              placeholder={`<${field.name}>`}
              aria-required={field.required}
              onChange={(event) => {
                edited();
                setValues({...values, [field.name]: event.target.value});
              }}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        ))}
        {operation.example.json !== undefined && (
          <div className={styles.field}>
            <label htmlFor={`${id}-body`}>
              <Translate id="tryIt.body">请求体（JSON）</Translate>
            </label>
            <textarea
              id={`${id}-body`}
              value={body}
              rows={Math.min(12, body.split('\n').length + 1)}
              onChange={(event) => {
                edited();
                setBody(event.target.value);
              }}
              spellCheck={false}
            />
          </div>
        )}
        {form && (
          <p>
            <Translate id="tryIt.form">这个操作上传表单或文件：请用下面的示例代码发送。</Translate>
          </p>
        )}
        <button type="submit" className="button button--primary button--sm" disabled={pending || form}>
          {pending ? translate({id: 'tryIt.sending', message: '发送中…'}) : translate({id: 'tryIt.send', message: '发送'})}
        </button>
      </form>
      {confirming && (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className={styles.confirm}>
          <p id={`${id}-confirm`}>
            {translate(
              {id: 'tryIt.confirm', message: '确定要向 {host} 发送 {method} {path} 吗？这会修改该 CSGHub 上的数据。'},
              {method: confirming.method, path: confirming.path, host: confirming.host},
            )}
          </p>
          <button ref={confirmButton} type="button" className="button button--danger button--sm" onClick={() => void send(confirming)}>
            {translate({id: 'tryIt.confirm.send', message: '确认发送 {method}'}, {method: confirming.method})}
          </button>{' '}
          <button type="button" className="button button--secondary button--sm" onClick={() => setConfirming(null)}>
            <Translate id="tryIt.confirm.cancel">取消</Translate>
          </button>
        </div>
      )}
      <div role="status" aria-live="polite">
        {problem && <p className={styles.warning}>{problem}</p>}
        {pending && <p>{translate({id: 'tryIt.sending', message: '发送中…'})}</p>}
      </div>
      {(result || failure) && (
        <div className={styles.result}>
          {/* A plain <h5>: React 18 hands a function component no `ref` (@theme/Heading would drop it), and
              this heading has no id, for which Heading renders the same <h5>. */}
          {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
          <h5 ref={resultHeading} tabIndex={-1}>
            <Translate id="tryIt.response">响应</Translate>
          </h5>
          {failure && (
            <p role="alert" className={styles.warning} data-failure={failure.kind}>
              {failureText[failure.kind]}
            </p>
          )}
          {result && (
            <>
              <p data-status={result.status}>
                <strong>{result.status}</strong> {result.statusText} · {result.ms} ms
              </p>
              {(result.status === 401 || result.status === 403) && (
                <p role="alert" className={styles.warning}>
                  {kind === 'apiKey'
                    ? translate(
                        {
                          id: 'tryIt.denied.apiKey',
                          message:
                            '{host} 拒绝了请求（{status}）：这个操作需要 AI 网关的 API Key（访问令牌会被拒绝），请检查它是否正确、是否有相应权限。',
                        },
                        {host: result.host, status: result.status},
                      )
                    : translate(
                        {
                          id: 'tryIt.denied.token',
                          message: '{host} 拒绝了请求（{status}）：这个操作需要访问令牌，请检查令牌是否正确、是否有相应权限。',
                        },
                        {host: result.host, status: result.status},
                      )}
                </p>
              )}
              {code && (
                <p>
                  <Translate id="tryIt.errorCode">错误码：</Translate>
                  {/* A page of this site, with the code's anchor: a plain link keeps the chunk small. */}
                  {/* eslint-disable-next-line @docusaurus/no-html-links */}
                  <a href={`${catalogue}#${code}`}>{code}</a>
                </p>
              )}
              <details>
                <summary>
                  <Translate id="tryIt.headers">响应头</Translate>
                </summary>
                <CodeBlock language="http">{result.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</CodeBlock>
              </details>
              {result.cut && (
                <p className={styles.warning} data-cut={result.cut}>
                  {result.cut === 'size'
                    ? translate(
                        {id: 'tryIt.cut.size', message: '响应超过 {kib} KiB：下面只显示前 {kib} KiB，其余部分没有读取。'},
                        {kib: SHOWN_BYTES / 1024},
                      )
                    : translate(
                        {id: 'tryIt.cut.time', message: '{seconds} 秒后响应仍在传输（例如事件流）：下面是已收到的部分。'},
                        {seconds: TIMEOUT_MS / 1000},
                      )}
                </p>
              )}
              {/* A cut body is not JSON any more, and highlighting a long body holds the page up (256 KiB took
                  3.3 s to appear on a 2-core machine, 0.8 s as plain text): above a quarter of that, plain text. */}
              <CodeBlock language={result.cut || result.body.length > HIGHLIGHTED_CHARS ? 'text' : 'json'}>
                {(result.cut ? result.body : formatBody(result.body)) || ' '}
              </CodeBlock>
            </>
          )}
        </div>
      )}
      <ToolTabs lazy>
        <TabItem value="curl" label="cURL">
          <CodeBlock language="bash" className={AS_WRITTEN}>
            {shown.curl}
          </CodeBlock>
        </TabItem>
        <TabItem value="python" label="Python">
          <CodeBlock language="python" className={AS_WRITTEN}>
            {shown.python}
          </CodeBlock>
        </TabItem>
        <TabItem value="javascript" label="JavaScript">
          <CodeBlock language="javascript" className={AS_WRITTEN}>
            {shown.javascript}
          </CodeBlock>
        </TabItem>
      </ToolTabs>
    </section>
  );
}
